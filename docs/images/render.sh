#!/usr/bin/env bash
# Draws the pictures the README shows with the built formspec and a headless Chromium
# (`bash .ci/setup` installs Debian's chromium and the Inter font they are drawn with):
#
#   docs/images/signup-before.png   the signup example as it first shows
#   docs/images/signup-after.png    with docs/images/signup-after.values.json
#
#   bash docs/images/render.sh [path/to/formspec [folder]]
#
# formspec defaults to .build/release, else .build/debug; the folder to docs/images.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
formspec="${1:-}"
if [[ -z "$formspec" ]]; then
  for candidate in "$root/.build/release/formspec" "$root/.build/debug/formspec"; do
    [[ -x "$candidate" ]] && formspec="$candidate" && break
  done
fi
[[ -x "$formspec" ]] || { echo "render.sh: build formspec first (swift build -c release)" >&2; exit 2; }

images="${2:-$root/docs/images}"
values="$root/docs/images/signup-after.values.json"
spec="$root/protocol/examples/signup.form.json"
# A fixed clock, locale and zone keep the pictures the same from run to run.
fixed=(--now 2026-01-01T09:00:00Z --locale en_US --time-zone UTC --format png)

draw() {
  local status=0
  "$formspec" preview "$spec" "${fixed[@]}" "$@" || status=$?
  # 1 only says the form does not validate, which the pictures show.
  ((status <= 1)) || exit "$status"
}

draw -o "$images/signup-before.png"
draw --values "$values" -o "$images/signup-after.png"
echo "render.sh: wrote $images/signup-before.png and $images/signup-after.png"
