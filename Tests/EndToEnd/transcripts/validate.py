#!/usr/bin/env python3
"""Checks every message a language server sent in recorded sessions against LSP 3.17's types.

    validate.py SESSION.jsonl|FOLDER...

Sessions are record.py's files (a folder stands for the *.jsonl files in it). Each message the
server sent is checked, as JSON, against the class lsprotocol publishes for it (METHOD_TO_TYPES:
the request or notification class for what the server sends of its own, the response class of
the client's request for an answer, ResponseErrorMessage for an error):

  * every property is one of the class's, with the JSON type its annotation and lsprotocol's
    validators allow: integers within LSP's ranges (unsigned where lsprotocol says so, which
    it does for properties, not for the elements of an array), enum members, literals, each
    union tried alternative by alternative, arrays and maps element by element;
  * required properties are present; null only where LSP allows it (a nullable property or a
    null result), not for an optional one;
  * the envelope: jsonrpc "2.0", a request, notification or response and nothing else, each
    response answering a request of the client that is still open, each request of the
    client answered, each request of the server with an id of its own;
  * the server's exit status, when the session recorded one, is 0.

Nothing is converted or coerced: "5" is not 5, 1.0 is not 1, true is not 1. Prints each problem
as FILE:LINE: what: problem, and last one JSON line: {"sessions", "messages" (from the server),
"problems", "checked" (messages per kind and method)}. Exits 1 when there are problems or no
message was checked. Needs lsprotocol (and attrs, which it brings).
"""
import collections.abc
import enum
import json
import os
import sys
import typing
from collections import Counter
from types import UnionType

import attrs
from lsprotocol import types

INT32 = (-(2**31), 2**31 - 1)


def json_name(field_name):
    """The JSON property of an lsprotocol field: camelCase, without the trailing _ that keeps
    Python keywords apart (from_ is "from")."""
    words = field_name.rstrip("_").split("_")
    return words[0] + "".join(word.title() for word in words[1:])


def resolved(annotation):
    """An annotation with a forward reference ("Location") replaced by the class it names."""
    if isinstance(annotation, typing.ForwardRef):
        annotation = annotation.__forward_arg__
    if isinstance(annotation, str):
        return getattr(types, annotation)
    return annotation


def shown(value):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def is_integer(value):
    return isinstance(value, int) and not isinstance(value, bool)


class Checker:
    """Checks JSON values against lsprotocol annotations; collects problems with their paths."""

    def __init__(self):
        self.problems = []

    def fail(self, path, text):
        self.problems.append("%s: %s" % (path or "message", text))

    def value(self, value, annotation, path):
        annotation = resolved(annotation)
        origin, arguments = typing.get_origin(annotation), typing.get_args(annotation)
        if annotation is typing.Any or annotation is object:
            return
        if origin is typing.Union or origin is UnionType:
            self.union(value, arguments, path)
        elif annotation is type(None):
            if value is not None:
                self.fail(path, "%s where LSP has null" % shown(value))
        elif origin is typing.Literal:
            if not any(value == option and type(value) is type(option) for option in arguments):
                self.fail(path, "%s is not %s" % (shown(value), " or ".join(map(shown, arguments))))
        elif origin in (list, tuple, collections.abc.Sequence, collections.abc.MutableSequence):
            self.array(value, origin, arguments, path)
        elif origin in (dict, collections.abc.Mapping, collections.abc.MutableMapping):
            if not isinstance(value, dict):
                return self.fail(path, "%s is not an object" % shown(value))
            for key, member in value.items():
                self.value(member, arguments[1], "%s[%s]" % (path, json.dumps(key)))
        elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
            values = [member.value for member in annotation]
            if not any(value == known and type(value) is type(known) for known in values):
                self.fail(path, "%s is not a %s" % (shown(value), annotation.__name__))
        elif annotation is bool:
            if not isinstance(value, bool):
                self.fail(path, "%s is not a boolean" % shown(value))
        elif annotation is int:
            if not is_integer(value) or not INT32[0] <= value <= INT32[1]:
                self.fail(path, "%s is not an LSP integer" % shown(value))
        elif annotation is float:
            if not (is_integer(value) or isinstance(value, float)):
                self.fail(path, "%s is not a number" % shown(value))
        elif annotation is str:
            if not isinstance(value, str):
                self.fail(path, "%s is not a string" % shown(value))
        elif annotation is types.LSPObject:
            if not isinstance(value, dict):
                self.fail(path, "%s is not an object" % shown(value))
        elif isinstance(annotation, type) and attrs.has(annotation):
            self.structure(value, annotation, path)
        else:
            self.fail(path, "no check for the annotation %r" % (annotation,))

    def union(self, value, alternatives, path):
        if value is None and type(None) in alternatives:
            return
        alternatives = [alternative for alternative in alternatives if alternative is not type(None)]
        if len(alternatives) == 1:
            return self.value(value, alternatives[0], path)
        attempts = []
        for alternative in alternatives:
            trial = Checker()
            trial.value(value, alternative, path)
            if not trial.problems:
                return
            attempts.append(trial.problems)
        self.fail(path, "%s matches none of %d alternatives" % (shown(value), len(attempts)))
        # The problems of the alternative that came closest say most: one whose shape fitted
        # (its problems lie deeper than the value itself), else the one with the fewest.
        here = (path or "message") + ": "
        self.problems.extend(min(attempts, key=lambda found: (all(p.startswith(here) for p in found), len(found))))

    def array(self, value, origin, arguments, path):
        if not isinstance(value, list):
            return self.fail(path, "%s is not an array" % shown(value))
        if origin is tuple and arguments and arguments[-1] is not Ellipsis:
            if len(value) != len(arguments):
                return self.fail(path, "%d elements where LSP has %d" % (len(value), len(arguments)))
            for index, (element, annotation) in enumerate(zip(value, arguments)):
                self.value(element, annotation, "%s[%d]" % (path, index))
        else:
            for index, element in enumerate(value):
                self.value(element, arguments[0] if arguments else typing.Any, "%s[%d]" % (path, index))

    def structure(self, value, cls, path):
        if not isinstance(value, dict):
            return self.fail(path, "%s is not an object (%s)" % (shown(value), cls.__name__))
        attrs.resolve_types(cls, vars(types))
        fields = {json_name(field.name): field for field in attrs.fields(cls)}
        for key in value:
            if key not in fields:
                self.fail(path, "%s is not a property of %s" % (json.dumps(key), cls.__name__))
        for key, field in fields.items():
            inner = "%s.%s" % (path, key) if path else key
            # lsprotocol gives an optional property the default None; a default of another
            # value stands for a required literal (jsonrpc, method, kind).
            optional = field.default is None
            if key not in value:
                if not optional:
                    self.fail(inner, "missing (required in %s)" % cls.__name__)
                continue
            member = value[key]
            if member is None:
                annotation = resolved(field.type)
                allowed = typing.get_args(annotation)
                nullable = type(None) in allowed or annotation is type(None)
                # An optional property may be null only where LSP says null means something,
                # or where it holds any value (LSPAny, such as a completion item's data).
                meaningful = types.is_special_property(cls, field.name) or typing.Any in allowed
                if not nullable or (optional and not meaningful):
                    self.fail(inner, "null where LSP has no null")
                continue
            before = len(self.problems)
            self.value(member, field.type, inner)
            # lsprotocol's validators know which integers are unsigned and which strings are
            # literals (a report's kind). A decimal may be written as an integer in JSON.
            primitive = isinstance(member, (str, bool, int)) and resolved(field.type) is not float
            if len(self.problems) == before and primitive and field.validator is not None:
                try:
                    field.validator(object.__new__(cls), field, member)
                except (TypeError, ValueError) as error:
                    self.fail(inner, "%s (lsprotocol's validator: %s)" % (shown(member), error.args[0]))


def check_message(message, cls):
    checker = Checker()
    checker.structure(message, cls, "")
    return checker.problems


class Session:
    """One recorded session: the client's requests the server still owes an answer, and the
    ids of the server's own requests."""

    def __init__(self, path, report, checked):
        self.path, self.report, self.checked = path, report, checked
        self.client_requests = {}  # id -> (method, line) of requests the server still owes
        self.server_ids = set()
        self.messages = 0

    def client(self, message, line):
        if "method" in message and "id" in message:
            self.client_requests[json.dumps(message["id"])] = (message["method"], line)

    def server(self, message, line):
        self.messages += 1
        if not isinstance(message, dict):
            return self.report(self.path, line, "message", ["%s is not a JSON-RPC object" % shown(message)])
        problems = [] if message.get("jsonrpc") == "2.0" else ['jsonrpc is %s, not "2.0"' % shown(message.get("jsonrpc"))]
        if "method" in message:
            method = message["method"]
            kind = "request" if "id" in message else "notification"
            what = "%s %s" % (kind, method)
            if kind == "request":
                key = json.dumps(message["id"])
                if key in self.server_ids:
                    problems.append("the server used the id %s twice" % key)
                self.server_ids.add(key)
            found = types.METHOD_TO_TYPES.get(method)
            if found is None:
                problems.append("not an LSP 3.17 method, so there is nothing to check it against")
            else:
                problems += check_message(message, found[0])
        elif "id" in message:
            key = json.dumps(message["id"])
            method, asked = self.client_requests.pop(key, (None, None))
            what = "response %s id %s" % (method or "to", key)
            if method is None:
                problems.append("answers no open request of the client")
            elif ("result" in message) == ("error" in message):
                problems.append("a response has either a result or an error")
            elif "error" in message:
                what += " (error)"
                problems += check_message(message, types.ResponseErrorMessage)
            else:
                found = types.METHOD_TO_TYPES.get(method)
                if found is None or found[1] is None:
                    problems.append("answers %s, which has no LSP 3.17 result to check against" % method)
                else:
                    problems += check_message(message, found[1])
        else:
            what = "message"
            problems.append("neither a request, a notification nor a response")
        self.checked[what.split(" id ")[0]] += 1
        self.report(self.path, line, what, problems)

    def end(self, exit_status, line):
        for method, asked in self.client_requests.values():
            self.report(self.path, asked, "request %s" % method, ["the server never answered it"])
        if exit_status not in (None, 0):
            self.report(self.path, line, "exit", ["the server exited with status %s" % exit_status])


def sessions(arguments):
    for argument in arguments:
        if os.path.isdir(argument):
            yield from sorted(os.path.join(argument, name) for name in os.listdir(argument) if name.endswith(".jsonl"))
        else:
            yield argument


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    count, messages, problems, checked = 0, 0, 0, Counter()

    def report(path, line, what, found):
        nonlocal problems
        for problem in found:
            problems += 1
            print("%s:%s: %s: %s" % (path, line, what, problem))

    for path in sessions(sys.argv[1:]):
        count += 1
        session, exit_status, last = Session(path, report, checked), None, 0
        with open(path, encoding="utf-8") as transcript:
            for last, text in enumerate(transcript, 1):
                record = json.loads(text)
                if "exit" in record:
                    exit_status = record["exit"]
                elif "unreadable" in record:
                    if record["from"] == "server":
                        session.messages += 1
                        report(path, last, "frame", ["not an LSP message: %s" % shown(record["unreadable"])])
                elif record["from"] == "server":
                    session.server(record["message"], last)
                else:
                    session.client(record["message"], last)
        session.end(exit_status, last)
        messages += session.messages
    print(json.dumps({"sessions": count, "messages": messages, "problems": problems, "checked": dict(sorted(checked.items()))}))
    sys.exit(1 if problems or not messages else 0)


if __name__ == "__main__":
    main()
