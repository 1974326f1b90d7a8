#!/usr/bin/env python3
"""Counts the no-op instructions that a callgrind dump ran, per call.

Usage: simnops.py DUMP NOPS CALLS

DUMP is a callgrind dump written with --dump-instr=yes; NOPS lists the
addresses of the binary's no-op instructions, one hexadecimal address a
line (bench/sim.sh makes it with go tool objdump); CALLS is what the dump's
counts are divided by. It prints the no-ops run per call, with one decimal.

Go's assembler pads a jump that would cross or end at a 32-byte boundary
with no-ops before it (for an erratum of some Intel processors), on every
amd64 build. Where the padding lands depends on all the code before it in
the function, so an edit that leaves a loop's code as it was can put
no-ops into it, or take them out: the instructions a parse runs change
with no change to the work it does.
"""

import sys

from simlines import self_costs


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.split("\n\n")[1])
    dump, nops_file, calls = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with open(nops_file) as f:
        nops = {int(line, 16) for line in f if line.strip()}
    ran = sum(n for _, addr, n in self_costs(dump) if addr in nops)
    print(f"{ran / calls:.1f}")


if __name__ == "__main__":
    main()
