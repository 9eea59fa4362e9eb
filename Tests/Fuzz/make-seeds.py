#!/usr/bin/env python3
"""Writes the fuzzers' seed corpus (Tests/Fuzz/seeds/<target>/): every input that once crashed,
hung or was superlinear in formspec, in small sizes, in the targets' input forms (see
SpecFuzzer.swift and LSPFuzzer.swift). Run it again after changing this file; the seeds are
checked in."""
import json
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NO_EDIT = b"\x00\x00\x00\x00"  # the spec fuzzer's trailing edit: delete nothing at 0, insert nothing


def spec(rows):
    return json.dumps({"sections": [{"rows": rows}]})


STRAY = '{"sections": [%s{"rows": [{"rowType": "info", "hidden": "$a == 1"}]}]}'
SPECS = {
    # A stray token just before a section with a predicate reading a tag trapped.
    "stray-word": STRAY % "x",
    "stray-at": STRAY % "@",
    "stray-number": STRAY % "1",
    "stray-true": STRAY % "true",
    "stray-form-feed": STRAY % "\f",
    "stray-line-separator": STRAY % "\u2028",
    # Misspelt tags ranked against every tag.
    "misspelt-tags": spec([{"tag": "field%d" % i, "rowType": "text", "hidden": "$fiedl%d == 'x'" % (i - 1)} for i in range(1, 60)]),
    # Findings on one line (a minified document).
    "one-line": spec([{"rowType": "text", "title": "Name"} for _ in range(200)]),
    # Long predicates and deep nesting.
    "long-or": spec([{"tag": "a", "rowType": "integer"}, {"tag": "b", "rowType": "text", "hidden": " OR ".join("$a == %d" % i for i in range(300))}]),
    "long-not": spec([{"tag": "a", "rowType": "integer"}, {"tag": "b", "rowType": "text", "hidden": "NOT " * 2000 + "$a == 1"}]),
    "deep-parentheses": spec([{"tag": "a", "rowType": "integer"}, {"tag": "b", "rowType": "text", "hidden": "(" * 30000 + "$a == 1" + ")" * 30000}]),
    "deep-json": '{"sections": [{"rows": [{"tag": "a", "rowType": "text", "value": ' + "[" * 3000 + "]" * 3000 + "}]}]}",
    "catastrophic-regex": spec([{"tag": "a", "rowType": "text", "validators": [{"type": "regex", "regex": "^(a+)+$", "msg": "no"}]} for _ in range(20)]),
    "example": open(os.path.join(HERE, "../../protocol/examples/calendar-event.form.json"), encoding="utf-8").read(),
}


def number(n):
    """The LSP fuzzer's numbers: a byte below 0xF0, or 0xF0 + k then k + 1 bytes."""
    if n < 0xF0:
        return bytes([n])
    raw = n.to_bytes(8, "big").lstrip(b"\x00")
    return bytes([0xF0 + len(raw) - 1]) + raw


def op(code, *numbers, text=""):
    payload = b"".join(number(n) for n in numbers) + text.encode("utf-8")
    assert len(payload) < 256
    return bytes([code, len(payload)]) + payload


METHODS = ["hover", "completion", "definition", "references", "documentHighlight", "prepareRename", "rename",
           "selectionRange", "inlayHint", "semanticTokens/range", "rangeFormatting", "codeAction",
           "semanticTokens/full", "semanticTokens/full/delta", "formatting", "foldingRange", "documentSymbol",
           "diagnostic", "workspace/symbol"]
CHANGE, REPLACE_ALL, SETTINGS, RAW = len(METHODS), len(METHODS) + 1, len(METHODS) + 2, len(METHODS) + 3


def m(name):
    return METHODS.index(name)


def session(flags, document, ops):
    data = document.encode("utf-8")[:0xFFFF]
    return bytes([flags]) + struct.pack(">H", len(data)) + data + b"".join(ops)


INT_MAX = 2**63 - 1
ONE_SECTION = '{"sections": [{"rows": [{"rowType": "info", "hidden": "$a == 1"}]}]}'
LSP = {
    # Typing `x` right after `"sections": [` killed the server.
    "stray-keystroke": session(1, ONE_SECTION, [op(CHANGE, 0, 14, 0, 14, text="x"), op(m("hover"), 0, 40)]),
    # A UTF-8 column near Int.max on line 1 overflowed.
    "huge-utf8-column": session(1, SPECS["example"], [op(m(name), 1, INT_MAX) for name in ["hover", "completion", "definition", "references", "rename", "documentHighlight", "selectionRange", "inlayHint", "semanticTokens/range", "rangeFormatting", "codeAction"]] + [op(CHANGE, 1, INT_MAX, 1, INT_MAX, text="x")]),
    "huge-utf16-column": session(0, SPECS["example"], [op(m("hover"), 1, INT_MAX), op(CHANGE, 2, INT_MAX - 1, 3, INT_MAX, text="y")]),
    # selectionRange 30,000 parentheses deep overflowed the stack.
    "deep-selection-range": session(1, SPECS["deep-parentheses"], [op(m("selectionRange"), 0, 20000, 0, 40000)]),
    # Tokens and hints on long predicates, with UTF-16 positions.
    "long-or-tokens": session(0, SPECS["long-or"], [op(m("semanticTokens/full")), op(m("inlayHint"), 0, 0, 9, 0)]),
    "long-not-tokens": session(0, SPECS["long-not"], [op(m("semanticTokens/full")), op(m("inlayHint"), 0, 0, 9, 0)]),
    # A keystroke in a one-line document with many findings.
    "one-line-keystroke": session(0, SPECS["one-line"], [op(CHANGE, 0, 60, 0, 60, text="x"), op(m("diagnostic"))]),
    # Misspelt tags re-ranked on every keystroke.
    "misspelt-keystroke": session(2, SPECS["misspelt-tags"], [op(CHANGE, 0, 30, 0, 30, text="x"), op(m("diagnostic")), op(m("codeAction"), 0, 0, 0, 200)]),
    # Many bad severity codes in one settings change.
    "bad-settings": session(0, SPECS["example"], [op(SETTINGS, text=" ".join("no-code-%d" % i for i in range(20)))] * 12 + [op(m("hover"), 3, 5)]),
    # Framing: a header without a body, a huge length, garbage.
    "framing": session(0, SPECS["example"], [op(RAW, text="Content-Length: 5\r\n\r\n{}{}}"), op(RAW, text="Content-Length: 99999999999999999999\r\n\r\n"), op(m("hover"), 2, 3)]),
    "replace-all": session(1, SPECS["example"], [op(REPLACE_ALL, text='{"sections": [[{'), op(m("semanticTokens/full/delta"), text="1"), op(m("formatting"), 4)]),
}


# Values files for the preview (`formspec preview --values`), for the example specs' tags.
PREVIEW = {
    # A million-element multivalued value took 48 s and 5.8 GB; now refused by its bounds.
    "million-elements": json.dumps({"phones": [0] * 1000000}, separators=(",", ":")),
    "over-array-bound": json.dumps({"interests": ["a"] * 10001}),
    "deep-values": '{"email": ' + "[" * 2000 + "]" * 2000 + "}",
    "signup": json.dumps({"email": "a@b.co", "password": "x", "phones": ["+1 555", {"value": 3}], "accountType": "business", "age": 17}),
    "calendar": json.dumps({"allDay": True, "starts": "2024-01-01T10:00:00Z", "repeat": {"formValue": 2}, "alert": None, "notes": "é👍" * 40}),
    "catastrophic-regex": json.dumps({"email": "a" * 40 + "!", "password": "a" * 64 + "!", "name": "(" * 300}),
    # A key of half a megabyte, ranked among the tags for "did you mean": 2.3 s per spec when
    # every trie node cost the key's length.
    "long-key": json.dumps({"email": "a@b.co", ",0" * 250000: ["+1 555", {"v:alue": 3}], "age": 17}),
    "wrong-types": json.dumps({"phones": "not an array", "age": {"x": [1, 2]}, "unknown-tag": 1.5e308, "allDay": "yes"}),
}


def write(target, name, data):
    directory = os.path.join(HERE, "seeds", target)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, name), "wb") as f:
        f.write(data)


for name, text in SPECS.items():
    write("spec", name, text.encode("utf-8") + NO_EDIT)
for name, data in LSP.items():
    write("lsp", name, data)
for name, text in PREVIEW.items():
    write("preview", name, text.encode("utf-8"))
print("seeds: %d spec, %d lsp, %d preview" % (len(SPECS), len(LSP), len(PREVIEW)), file=sys.stderr)
