#!/usr/bin/env bash
# Recomputes the import coverage table over XLForm's own examples and README snippets.
# Usage: Tests/ImportTests/coverage.sh XLFORM_CHECKOUT [FORMSPEC_BINARY]
# The checkout is read only; README snippets are copied to a temporary folder, each Objective-C
# block wrapped as the method or function it is written to be part of.
set -euo pipefail
root="${1:?usage: coverage.sh XLFORM_CHECKOUT [FORMSPEC_BINARY]}"
formspec="${2:-$(cd "$(dirname "$0")/../.." && pwd)/.build/debug/formspec}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/readme" "$work/specs"
python3 - "$root/README.md" "$work/readme" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"```(objc|swift)\n(.*?)```", text, re.S)
for n, (lang, body) in enumerate(blocks, 1):
    if "XLForm" not in body or ("Descriptor" not in body and "form" not in body):
        continue
    if lang == "objc":
        if "@implementation" in body:
            code = body
        elif re.search(r"^\s*[-+]\s*\(", body, re.M):
            code = "@implementation README%d\n%s\n@end\n" % (n, body)
        else:
            code = "void readmeSnippet%d(void) {\n%s\n}\n" % (n, body)
        name = "README-%02d.m" % n
    else:
        code = body
        name = "README-%02d.swift" % n
    open("%s/%s" % (sys.argv[2], name), "w", encoding="utf-8").write(code)
PY
"$formspec" import --coverage --output "$work/specs" \
    "$root/Examples/Objective-C/Examples" "$root/Examples/Swift/SwiftExample" "$work/readme" 2>/dev/null \
    | sed -e "s#$root/##" -e "s#$work/##"
