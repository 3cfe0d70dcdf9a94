#!/usr/bin/env python3
"""Counts the distinct sentences of a rule text that tests quote verbatim in their comments.

Usage: tools/quoted-sentences.py RULE_TEXT TEST_FILE... [-v]
A sentence counts when it has at least four words, appears word for word (spacing and typographic
quotes aside) in RULE_TEXT inside a "..." quotation of a // comment, and is not part of a longer
counted sentence.
"""
import re
import sys


def norm(text):
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"')):
        text = text.replace(a, b)
    return re.sub(r"\s+", " ", text).strip()


def comment_blocks(path):
    block = []
    for line in open(path, encoding="utf-8"):
        match = re.match(r"\s*// ?(.*)", line)
        if match:
            block.append(match.group(1))
        elif block:
            yield " ".join(block)
            block = []
    if block:
        yield " ".join(block)


def main(argv):
    verbose = "-v" in argv
    args = [a for a in argv if a != "-v"]
    if len(args) < 2:
        print(__doc__)
        return 2
    text = norm(open(args[0], encoding="utf-8").read())
    sentences = set()
    for path in args[1:]:
        for block in comment_blocks(path):
            for quote in re.findall(r'"((?:[^"]|"alone")+?)"(?=[\s(.,;:]|$)', block):
                quote = norm(quote)
                if quote not in text:
                    continue
                for sentence in re.split(r"(?<=[.!?])\s+", quote):
                    if len(sentence.split()) >= 4:
                        sentences.add(sentence)
    counted = {s for s in sentences if not any(s != o and s in o for o in sentences)}
    print(f"{len(counted)} distinct sentences quoted")
    if verbose:
        for sentence in sorted(counted):
            print(" -", sentence)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
