"""Range parsing and the preflop table build.

    python -m benchmarks.ranges [--repeats R] [--build] [--threads N]

Parsing: each range text parsed R times (the tables of the percent ranges, Hold'em's and Omaha's,
loaded before), the best time per parse printed; and the first load of the Omaha order. --build also times one full build of the exact heads-up preflop table
(134,459 canonical boards; about a minute of one core) on N threads, and checks it against the
shipped table.
"""
from __future__ import annotations

import argparse

from benchmarks.timing import best_time, elapsed, machine, timed
from pokerbits import ranges
from pokerbits.equities import preflop

CASES = [
    ("QQ+, AKs, AQo+", 2), ("99-, A5s-, Axs, Kxo", 2), ("10%", 2), ("5-15%", 2), ("random", 2),
    ("AKQJds", 4), ("AAxx", 4), ("AsAh**", 4), ("KK** ss", 4), ("AA", 5), ("10%", 4), ("5-15%", 4),
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--build", action="store_true", help="also time a full preflop table build")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"{machine()}; best of {args.repeats}\n")
    preflop.preflop_table().order()
    seconds = elapsed(preflop.percentile, "omaha", "As Ah Ks Kh")     # the Omaha order: every hand grouped by class
    print(f"first Omaha percentile (loads the order): {1000 * seconds:.0f} ms\n")
    print("| range | hole cards | combos | ms per parse |\n|---|---|---|---|")
    for text, hole in CASES:
        seconds = best_time(lambda: ranges.parse(text, hole), args.repeats)
        print(f"| `{text}` | {hole} | {len(ranges.parse(text, hole)):,} | {1000 * seconds:.3f} |")
    if args.build:
        seconds, built = timed(lambda: preflop.build_preflop_table(threads=args.threads))
        same = built.wins == preflop.preflop_table().wins
        print(f"\npreflop table build: {seconds:.1f} s on {args.threads} thread(s); same as shipped: {same}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
