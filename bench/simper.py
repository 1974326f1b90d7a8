#!/usr/bin/env python3
"""Reads callgrind's counts of single parses, written by bench/sim.sh -per,
and prints them by what weburl makes of each input.

Usage: simper.py DIR

DIR holds "outcomes" (simloop -outcomes: for each input of the dataset, in
order, "accepted", the validation error that ended weburl's parse, or
"no-base") and a folder for each parser counted, "weburl", "neturl" and,
when there is one, "ada", of callgrind dumps cg.1, cg.2, ... written after
each input. For weburl and net/url the last dumps are those of the pass
that is counted, one per input; for ada, one per input whose base parses
(the harness parses no other). Each row of the table is a group of inputs
of one outcome, with each parser's mean counts per input of the group:
instructions, mispredicted branches (conditional and indirect) and L1
instruction cache misses; "share" is the group's part of all of weburl's
instructions, mispredictions and misses. The rows come in the order of
how much more the group costs weburl than the next parser, in instructions
plus 15 a misprediction and 12 a miss (a rough weight, for the order only).
"""

import os
import re
import sys

def totals(path):
    """The event totals of one callgrind dump, as a dict."""
    names, values = None, None
    with open(path) as f:
        for line in f:
            if line.startswith("events:"):
                names = line.split()[1:]
            elif line.startswith(("summary:", "totals:")):
                values = [int(v) for v in line.split()[1:]]
    if names is None or values is None:
        sys.exit("simper.py: no totals in " + path)
    return dict(zip(names, values))


def last_dumps(folder, n):
    """The totals of the last n numbered dumps in folder, in order."""
    numbered = []
    for name in os.listdir(folder):
        m = re.fullmatch(r"cg\.(\d+)", name)
        if m:
            numbered.append((int(m.group(1)), name))
    numbered.sort()
    if len(numbered) < n:
        sys.exit("simper.py: %s has %d dumps, fewer than %d" % (folder, len(numbered), n))
    return [totals(os.path.join(folder, name)) for _, name in numbered[-n:]]


def counts(t):
    return (t.get("Ir", 0), t.get("Bcm", 0) + t.get("Bim", 0), t.get("I1mr", 0))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    d = sys.argv[1]
    with open(os.path.join(d, "outcomes")) as f:
        outcomes = [line.strip() for line in f]
    n = len(outcomes)
    parsers = {}
    for p in ("weburl", "neturl"):
        parsers[p] = [counts(t) for t in last_dumps(os.path.join(d, p), n)]
    if os.path.isdir(os.path.join(d, "ada")):
        with_base = [i for i, o in enumerate(outcomes) if o != "no-base"]
        dumps = last_dumps(os.path.join(d, "ada"), len(with_base))
        ada = [(0, 0, 0)] * n
        for i, t in zip(with_base, dumps):
            ada[i] = counts(t)
        parsers["ada"] = ada
    names = list(parsers)

    groups = {}
    for i, o in enumerate(outcomes):
        groups.setdefault(o, []).append(i)
    groups["all"] = list(range(n))
    web_total = [sum(c[k] for c in parsers["weburl"]) or 1 for k in range(3)]

    def weight(c):
        return c[0] + 15 * c[1] + 12 * c[2]

    def mean(p, idx):
        return [sum(parsers[p][i][k] for i in idx) / len(idx) for k in range(3)]

    def excess(idx):
        others = [weight(mean(p, idx)) for p in names if p != "weburl"]
        return (weight(mean("weburl", idx)) - min(others)) * len(idx)

    header = "| outcome | inputs |"
    rule = "| --- | --: |"
    for p in names:
        header += " %s instructions | mispredicted | L1i misses |" % p
        rule += " --: | --: | --: |"
    header += " weburl share (instructions / mispredicted / L1i) |"
    rule += " --: |"
    print(header)
    print(rule)
    order = sorted((o for o in groups if o != "all"), key=lambda o: -excess(groups[o]))
    for o in order + ["all"]:
        idx = groups[o]
        row = "| %s | %d |" % (o, len(idx))
        for p in names:
            c = mean(p, idx)
            row += " %.0f | %.1f | %.1f |" % (c[0], c[1], c[2])
        share = [sum(parsers["weburl"][i][k] for i in idx) / web_total[k] for k in range(3)]
        row += " %.0f%% / %.0f%% / %.0f%% |" % tuple(100 * s for s in share)
        print(row)


if __name__ == "__main__":
    main()
