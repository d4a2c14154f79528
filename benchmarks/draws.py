"""Draw games: one-draw exact equity heads-up and triple-draw Monte Carlo deals per second.

    python -m benchmarks.draws [--repeats R] [--samples N]

Rows: 2-7 single draw, one card against two cards, exact (42 x 820 deals); every triple-draw
game (2-7, A-5, Badugi, Badeucy, Badacey), a hand against a random hand, three draws by the
built-in keep rules, Monte Carlo on one thread. Each row runs R times
and prints the best time. Wall-clock time on a loaded machine is noisy: to compare versions of
the draw loop, count instructions instead, e.g.

    valgrind --tool=callgrind python -m benchmarks.draws --repeats 1 --samples 200000

and divide the instructions of `_sample` (callgrind_annotate) by the deals.
"""
from __future__ import annotations

import argparse
from typing import Callable

import pokerbits
from benchmarks.timing import best_time


TRIPLE_DRAWS = [   # (game, hero's hand, hero's first discards): against a random hand, three draws
    ("2-7-triple-draw", "7c5d4h2sKc", "Kc"),
    ("a-5-triple-draw", "Ac2d3h5sKc", "Kc"),
    ("badugi", "Ac2d3h3s", "3s"),
    ("badeucy", "7c5d4h2sKc", "Kc"),
    ("badacey", "Ac2d3h5sKc", "Kc"),
]


def rows(samples: int) -> list[tuple[str, int, Callable[[], object]]]:
    exact = [("2-7 single draw 7c5d4h2s (1 card) v 8c6d4s3h (2 cards), exact", 42 * 41 * 40 // 2,
              lambda: pokerbits.equity("2-7-single-draw", ["7c5d4h2sKc", "8c6d4s3hQc"], discards=["Kc", "Qc 8c"]))]
    return exact + [
        (f"{game} {hand} v random, 3 draws, Monte Carlo {samples:,}, 1 thread", samples,
         lambda game=game, hand=hand, thrown=thrown: pokerbits.equity(
             game, [hand, "random"], discards=[thrown, None], draws=3, samples=samples, seed=1))
        for game, hand, thrown in TRIPLE_DRAWS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.draws", description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="runs per row, the best counts (default 5)")
    parser.add_argument("--samples", type=int, default=1_000_000, help="Monte Carlo deals (default 1,000,000)")
    args = parser.parse_args(argv)
    print("| what | deals | best time | deals/s |")
    print("|---|---:|---:|---:|")
    for what, deals, run in rows(args.samples):
        seconds = best_time(run, args.repeats)
        print(f"| {what} | {deals:,} | {1000 * seconds:.2f} ms | {deals / seconds:,.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
