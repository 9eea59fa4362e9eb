#!/usr/bin/env python3
"""Runs the predicate corpus through the GNUstep NSPredicate oracle and records its answers.

    python3 Tests/Oracle/run_oracle.py [--oracle PATH]

The oracle is the one build-oracle.sh builds beside this file (predicate-oracle.m), unless
--oracle names another.

Writes Tests/FormSpecTests/Fixtures/predicates/oracle-answers.jsonl (one line per case:
{"id", "answer"}) and marks each corpus case "gnustep": "confirms" or "disagrees" with our
expected result. Every case runs in its own oracle process with a time limit, because GNUstep
has no regex time budget and would hang on a catastrophic pattern. Stdlib only.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "FormSpecTests", "Fixtures", "predicates")
CORPUS = os.path.join(FIXTURES, "corpus.jsonl")
ANSWERS = os.path.join(FIXTURES, "oracle-answers.jsonl")
BUILD_ORACLE = os.path.join(HERE, "build-oracle.sh")


def ask(oracle, case):
    request = {"predicate": case["predicate"], "vars": case.get("vars", {})}
    if "object" in case:
        request["object"] = case["object"]
    if case.get("vars_as_self"):
        request["vars_as_self"] = True
    try:
        done = subprocess.run([oracle], input=json.dumps(request) + "\n", capture_output=True,
                              text=True, timeout=5)
    except subprocess.TimeoutExpired:
        return {"error": "timeout", "message": "no answer within 5 s"}
    line = done.stdout.strip().splitlines()
    if not line:
        return {"error": "crash", "message": "exit status %d" % done.returncode}
    return json.loads(line[0])


def agrees(expect, answer):
    if "result" in answer:
        return answer["result"] is expect
    return {"parse": "parse-error", "eval": "eval-error"}.get(answer.get("error")) == expect


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--oracle", help="an oracle executable (default: the one build-oracle.sh builds)")
    args = parser.parse_args()
    if args.oracle is None:
        built = subprocess.run(["bash", BUILD_ORACLE], capture_output=True, text=True)
        if built.returncode != 0:
            sys.exit("building the oracle failed:\n" + built.stderr)
        args.oracle = built.stdout.strip()
    if not os.access(args.oracle, os.X_OK):
        sys.exit("oracle not found: %s" % args.oracle)

    with open(CORPUS, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]

    answers = []
    for case in cases:
        answer = ask(args.oracle, case)
        answers.append({"id": case["id"], "answer": answer})
        case["gnustep"] = "confirms" if agrees(case["expect"], answer) else "disagrees"

    with open(ANSWERS, "w", encoding="utf-8") as f:
        for a in answers:
            f.write(json.dumps(a, ensure_ascii=False) + "\n")
    with open(CORPUS, "w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False) + "\n")

    confirms = sum(1 for c in cases if c["gnustep"] == "confirms")
    print("%d cases: GNUstep confirms %d, disagrees %d" % (len(cases), confirms, len(cases) - confirms))
    for case, a in zip(cases, answers):
        undocumented = case["gnustep"] == "disagrees" and "divergence" not in case
        stale = case["gnustep"] == "confirms" and "divergence" in case
        if undocumented or stale:
            label = "UNDOCUMENTED" if undocumented else "STALE-DIVERGENCE"
            print("%-17s %-32s expect=%-12s gnustep=%s" % (label, case["id"], case["expect"], json.dumps(a["answer"])))


if __name__ == "__main__":
    main()
