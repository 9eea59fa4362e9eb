#!/usr/bin/env python3
"""Stands in for a language server in any client and records the session.

    LSP_RECORD_SERVER=/path/to/formspec LSP_RECORD_DIR=/tmp/sessions record.py lsp

Starts LSP_RECORD_SERVER with this program's arguments, passes every byte both ways unchanged,
and writes the session to a new file in LSP_RECORD_DIR, one JSON line per message:

    {"from": "client" | "server", "message": {...}}
    {"from": ..., "unreadable": "..."}     a frame whose header or body is not what LSP allows
    {"exit": STATUS}                       last, when the server ends (negative: its signal)

The server and the folder come from the environment, so that an editor set-up that starts
`SERVER lsp` can start this program instead with nothing else changed. validate.py checks the
sessions. Exits with the server's status. Standard library only.
"""
import json
import os
import subprocess
import sys
import threading
import time


class Session:
    """One transcript file, written a line at a time by both directions."""

    def __init__(self, folder):
        name = "session-%d-%d.jsonl" % (time.time_ns(), os.getpid())
        self.file = open(os.path.join(folder, name), "w", encoding="utf-8")
        self.lock = threading.Lock()

    def write(self, record):
        with self.lock:
            self.file.write(json.dumps(record, ensure_ascii=False) + "\n")
            self.file.flush()


class BadFrame(Exception):
    """A frame LSP does not allow, with the bytes read of it."""

    def __init__(self, raw):
        super().__init__(raw)
        self.raw = raw


def read_frame(stream):
    """The raw bytes of one frame and its body, or (None, None) at the end of the stream."""
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = stream.read(1)
        if not byte:
            if header:
                raise BadFrame(header)
            return None, None
        header += byte
    length = None
    for line in header[:-4].split(b"\r\n"):
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length" and value.strip().isdigit():
            length = int(value)
    if length is None:
        raise BadFrame(header)
    body = stream.read(length)
    if len(body) < length:
        raise BadFrame(header + body)
    return header + body, body


def relay(source, sink, side, session):
    """Copies frames from source to sink, recording each; after a frame without a usable
    header, copies the rest as it comes."""
    try:
        while True:
            try:
                raw, body = read_frame(source)
            except BadFrame as bad:
                session.write({"from": side, "unreadable": bad.raw.decode("utf-8", "replace")})
                sink.write(bad.raw)
                sink.flush()
                while chunk := source.read1(65536):
                    sink.write(chunk)
                    sink.flush()
                break
            if raw is None:
                break
            try:
                session.write({"from": side, "message": json.loads(body.decode("utf-8"))})
            except ValueError:
                session.write({"from": side, "unreadable": body.decode("utf-8", "replace")})
            sink.write(raw)
            sink.flush()
    except OSError:
        pass
    finally:
        try:
            sink.close()
        except OSError:
            pass


def main():
    server, folder = os.environ.get("LSP_RECORD_SERVER"), os.environ.get("LSP_RECORD_DIR")
    if not server or not folder:
        sys.exit(__doc__)
    session = Session(folder)
    process = subprocess.Popen([server] + sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    client = threading.Thread(
        target=relay, args=(sys.stdin.buffer, process.stdin, "client", session), daemon=True)
    answers = threading.Thread(
        target=relay, args=(process.stdout, sys.stdout.buffer, "server", session), daemon=True)
    client.start()
    answers.start()
    status = process.wait()
    answers.join(timeout=5)
    session.write({"exit": status})
    os._exit(status if status >= 0 else 128 - status)


if __name__ == "__main__":
    main()
