#!/usr/bin/env bash
# An Xcode Run Script build phase that generates a target's form code before it is compiled:
#
#   "${SRCROOT}/Tools/formspec-generate.sh" xlform-objc "${SRCROOT}/Forms" "${SRCROOT}/Forms/Generated"
#
# Every *.form.json under the specs folder (or the one spec named) becomes NAMEForm.h and
# NAMEForm.m (xlform-objc) or NAMEForm.swift (xlform-swift, eureka) in the output folder; files
# whose contents do not change are not touched, so Xcode recompiles only what a spec changed.
# A spec with errors, or with something the library cannot express, fails the build, and Xcode
# shows each diagnostic at its line of the spec. formspec is looked up on the PATH, or set
# FORMSPEC to its path (Xcode's PATH does not include Homebrew's folders).
set -uo pipefail

if [[ $# -ne 3 ]]; then
  echo "usage: formspec-generate.sh xlform-objc|xlform-swift|eureka SPECS OUTPUT" >&2
  exit 2
fi
target="$1" specs="$2" output="$3"
formspec="${FORMSPEC:-formspec}"
if ! command -v "$formspec" >/dev/null 2>&1; then
  echo "error: formspec not found: install it, or set FORMSPEC to its path in the target's build settings"
  exit 1
fi

# Absolute spec paths, so that Xcode can open the spec at a diagnostic.
case "$specs" in
  /*) ;;
  *) specs="$PWD/$specs" ;;
esac

# formspec writes `file:line:column: error: message [code]`, the form Xcode reads.
"$formspec" generate --target "$target" --output "$output" --color never "$specs" 2>&1
