#!/usr/bin/env bash
# Builds the GNUstep NSPredicate oracle (predicate-oracle.m) into .build/predicate-oracle/ when it
# is missing or older than its source, and prints the executable's path. The predicate tests, the
# predicate benchmark and run_oracle.py all find it this way. Needs Debian's gobjc, gnustep-make
# and libgnustep-base-dev (bash .ci/setup installs them).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source="$here/predicate-oracle.m"
folder="$here/../../.build/predicate-oracle"
oracle="$folder/predicate-oracle"

if [[ ! -x "$oracle" || "$source" -nt "$oracle" || "$0" -nt "$oracle" ]]; then
  command -v gnustep-config >/dev/null || {
    echo "gnustep-config not found: install the oracle's compiler and GNUstep with bash .ci/setup" >&2
    exit 1
  }
  mkdir -p "$folder"
  # gnustep-config's flags ask for dependency files (-MMD -MP), which nothing here reads.
  flags=()
  for flag in $(gnustep-config --objc-flags); do
    [[ $flag == -MMD || $flag == -MP ]] || flags+=("$flag")
  done
  read -r -a libraries <<<"$(gnustep-config --base-libs)"
  # Built beside and moved into place, so that a concurrent reader never runs half a file.
  partial="$(mktemp "$folder/predicate-oracle.XXXXXX")"
  trap 'rm -f "$partial"' EXIT
  gcc "${flags[@]}" -o "$partial" "$source" "${libraries[@]}" || {
    echo "the oracle did not build: bash .ci/setup installs gobjc and GNUstep base" >&2
    exit 1
  }
  chmod 755 "$partial"
  mv -f "$partial" "$oracle"
fi
cd "$(dirname "$oracle")" && echo "$(pwd -P)/$(basename "$oracle")"
