#!/usr/bin/env python3
"""Reads callgrind's profiles of single parses and tells how the code that
the parses run is shared among them.

Usage: simlines.py DIR PREFIX N

DIR holds callgrind's dumps PREFIX.1, PREFIX.2, ..., written with
--dump-instr=yes and one dump after each parse (bench/sim.sh -lines); the
last N of them are read, one parse each. Code is counted in 64-byte lines,
the unit of an instruction cache: a line counts for a parse when the parse
ran an instruction in it. It prints how many lines the parses ran in all,
then, by the share of the parses that ran each line, how many lines there
are and how many of them a parse runs on average, then the functions with
the most lines that some but not most parses run (1% to 50%): code that a
cache of a few hundred lines does not keep from one such parse to the
next.
"""

import collections
import os
import re
import sys


def position(token, previous):
    # callgrind compresses positions: "+N" and "-N" are relative to the
    # previous one, "*" is the same.
    if token == "*":
        return previous
    if token[0] == "+":
        return previous + int(token[1:], 0)
    if token[0] == "-":
        return previous - int(token[1:], 0)
    return int(token, 0)


def self_costs(path):
    """Yields, for each cost line of the dump at path (written with
    --dump-instr=yes) that is an instruction's own cost, not a call's: the
    function, the instruction's address and its count of the first event
    (instructions run)."""
    names, fn, addr, skip = {}, None, 0, False
    with open(path) as f:
        for line in f:
            m = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line)
            if m:
                if m.group(2):
                    names[m.group(1)] = m.group(2).strip()
                if line.startswith("fn="):
                    fn = names.get(m.group(1))
                continue
            if line.startswith("calls="):
                skip = True  # the next line is the call's cost
                continue
            if line[:1] in "+-*0123456789" and line.strip():
                t = line.split()
                addr = position(t[0], addr)
                if skip:
                    skip = False
                else:
                    yield fn, addr, int(t[2]) if len(t) > 2 else 0


def lines_of(path):
    """The 64-byte code lines that the dump at path ran, with the function
    of each."""
    lines = {}
    for fn, addr, ran in self_costs(path):
        if ran > 0:
            lines[addr >> 6] = fn
    return lines


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.split("\n\n")[1])
    directory, prefix, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    pattern = re.compile(re.escape(prefix) + r"\.(\d+)$")
    dumps = sorted(
        (int(m.group(1)), name)
        for name in os.listdir(directory)
        if (m := pattern.match(name))
    )[-n:]
    if len(dumps) < n:
        sys.exit(f"simlines.py: {len(dumps)} dumps in {directory}, not {n}")
    parses = collections.Counter()
    owner = {}
    for _, name in dumps:
        for line, fn in lines_of(os.path.join(directory, name)).items():
            parses[line] += 1
            owner[line] = fn
    print(f"{len(parses)} lines of 64 bytes in all, over {n} parses")
    print()
    print("| run by | lines | lines per parse |")
    print("| --- | --: | --: |")
    bands = [(50, 101, "50-100%"), (20, 50, "20-50%"), (5, 20, "5-20%"),
             (1, 5, "1-5%"), (0, 1, "under 1%")]
    for lo, hi, label in bands:
        band = [x for x, c in parses.items() if lo <= 100 * c / n < hi]
        per = sum(parses[x] for x in band) / n
        print(f"| {label} of the parses | {len(band)} | {per:.1f} |")
    print()
    middle = collections.Counter(
        owner[x] for x, c in parses.items() if 1 <= 100 * c / n < 50)
    print("Lines run by 1-50% of the parses, by function:")
    for fn, count in middle.most_common(15):
        if fn and len(fn) > 100:
            fn = fn[:97] + "..."
        print(f"  {count:4d}  {fn}")


if __name__ == "__main__":
    main()
