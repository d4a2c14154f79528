"""The batch paths side by side: ns per hand of evaluate_many on each path this machine runs
(AVX-512, AVX2, the scalar loop), for each system of the keyed loop and 5, 6 and 7 cards, and
per deal of omaha_many.

    python -m benchmarks.paths [--rounds 15] [--only high|omaha]

Random hands (numpy uint64, 6s to aces for short deck) into a preallocated `out`, one thread;
the paths take turns, round after round, and each keeps its best time: batches of 100,000 hands,
and of 1,000 (where a call's fixed costs weigh most; timed as the average of 100 calls). The
load average is printed before and after: the numbers are only as quiet as the machine was.
"""
from __future__ import annotations

import argparse
import os
import time

import numpy as np

import pokerbits
from benchmarks.timing import elapsed
from pokerbits import systems
from pokerbits._core.kernels import batch as batch_paths

SYSTEMS = ("high", "short_deck", "short_deck_triton", "ace_five", "ace_five_8", "deuce_seven")
SIZES = (5, 6, 7)
OMAHA = (("high", 4), ("high", 6), ("ace_five_8", 4))   # (system, hole cards), 5 board cards
BIG, SMALL, SMALL_CALLS = 100_000, 1_000, 100


def random_hands(rng: np.random.Generator, n: int, k: int, deck: int) -> np.ndarray:
    """n random k-card sets of the cards of `deck` (a card set)."""
    bits = np.array([b for b in range(64) if deck >> b & 1], dtype=np.uint64)
    order = np.argsort(rng.random((n, len(bits))), axis=1)[:, :k]
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), bits[order]), axis=1)


def best_ns(system: str, hands: np.ndarray, calls: int, rounds: int, boards: np.ndarray | None = None) -> dict:
    """The best ns per hand (per deal, given boards) of each path, over `rounds` turns of `calls`
    calls each."""
    out = np.empty(len(hands), dtype=np.int32)
    paths = batch_paths.supported_paths()
    best = dict.fromkeys(paths, float("inf"))

    def run():
        for _ in range(calls):
            if boards is None:
                pokerbits.evaluate_many(system, hands, out=out)
            else:
                pokerbits.omaha_many(system, hands, boards, out=out)

    for _ in range(rounds):
        for path in paths:
            batch_paths.use_path(path)
            run()   # the tables into the caches
            best[path] = min(best[path], elapsed(run) / calls / len(hands) * 1e9)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.paths", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15, help="turns of each path; the best counts")
    parser.add_argument("--only", default="", help="the systems whose name contains this text")
    args = parser.parse_args(argv)
    forced, paths = batch_paths.forced_path(), batch_paths.supported_paths()
    rng = np.random.default_rng(2024)
    print(f"{time.strftime('%Y-%m-%d')}: paths {', '.join(paths)} (7-card high picks "
          f"{pokerbits.batch_kernel(why=True)}); "
          f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print()
    print("| system | cards | hands a call | " + " | ".join(f"{p} ns/hand" for p in paths) + " |")
    print("|---|---:|---:|" + "---:|" * len(paths))
    for system in SYSTEMS:
        if args.only not in system:
            continue
        for k in SIZES:
            hands = random_hands(rng, BIG, k, systems.get(system).deck)
            for n, calls in ((BIG, 1), (SMALL, SMALL_CALLS)):
                ns = best_ns(system, hands[:n], calls, args.rounds)
                print(f"| {system} | {k} | {n:,} | " + " | ".join(f"{ns[p]:.2f}" for p in paths) + " |", flush=True)
    for system, n_hole in OMAHA:
        if args.only not in "omaha":
            continue
        both = random_hands(rng, BIG, n_hole + 5, systems.FULL_DECK)
        holes = np.zeros_like(both)
        for _ in range(n_hole):   # the lowest n_hole cards to the hole
            lowest = both & (~both + np.uint64(1))
            holes, both = holes | lowest, both ^ lowest
        for n, calls in ((BIG, 1), (SMALL, SMALL_CALLS)):
            ns = best_ns(system, holes[:n], calls, args.rounds, both[:n])
            print(f"| omaha_many {system} | {n_hole} + 5 | {n:,} | " + " | ".join(f"{ns[p]:.2f}" for p in paths)
                  + " |", flush=True)
    batch_paths.use_path(forced)
    print()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
