"""evaluate_many and omaha_many with threads=1 and threads=2, side by side, by batch size; then
equity calls of a second or more, exact and Monte Carlo.

    python -m benchmarks.threads [--rounds 9] [--equity-rounds 3]

Seven-card high hands (random, numpy uint64) into a preallocated `out`; the two thread counts
take turns, round after round, and each keeps its best time (a shared machine's second core is
not always free). The speedup is threads=1 time over threads=2 time. Each equity call is first
checked to give the same numbers on both thread counts.
"""
from __future__ import annotations

import argparse
import os

import numpy as np

import pokerbits
from benchmarks.timing import elapsed

SIZES = (10_000, 30_000, 50_000, 100_000, 300_000, 1_000_000, 10_000_000)
OMAHA_SIZES = (2_048, 8_192, 100_000)
# (game, hands, board, samples): exact (samples None) and Monte Carlo calls of a second or more
EQUITY_CALLS = [
    ("holdem", ["22+, A2s+, KTo+", "random"], "", None),
    ("omaha-hi-lo", ["As2s3dKd", "random"], "2c 7d Th", None),
    ("razz", ["As 2s 3d 7h", "4h 5c 6d 8s"], "", None),
    ("holdem", ["AsKs", "QQ+, AKs, AQo+"], "", 100_000_000),
    ("holdem", ["AhKh", "QQ+", "JcTc"], "", 100_000_000),
    ("razz", ["As 2s 3d", "4h 5c 6d"], "", 30_000_000),
]


def _card_sets(rng: np.random.Generator, n: int, k: int) -> np.ndarray:
    """n random k-card sets as uint64 card sets (bit 16 * suit + rank), made 100,000 at a time."""
    parts = []
    for start in range(0, n, 100_000):
        cards = np.argsort(rng.random((min(100_000, n - start), 52)), axis=1)[:, :k]
        bits = (16 * (cards // 13) + cards % 13).astype(np.uint64)
        parts.append(np.bitwise_or.reduce(np.left_shift(np.uint64(1), bits), axis=1))
    return np.concatenate(parts)


def _best(run, rounds: int, n: int) -> list:
    """The best seconds of run(threads) for threads 1 and 2, taking turns for `rounds` rounds
    (more rounds for small batches, whose single runs the machine's noise swamps)."""
    best = [float("inf"), float("inf")]
    for _ in range(rounds * max(1, 300_000 // n)):
        for i, threads in enumerate((1, 2)):
            best[i] = min(best[i], elapsed(run, threads))
    return best


def threads_best(n: int, rounds: int) -> list:
    """The best seconds of evaluate_many on n random seven-card high hands with threads 1 and 2."""
    hands = _card_sets(np.random.default_rng(2024), n, 7)
    out = np.empty(n, dtype=np.int32)
    return _best(lambda threads: pokerbits.evaluate_many("high", hands, out=out, threads=threads), rounds, n)


def equity_best(game: str, hands: list, board: str, samples, rounds: int) -> list:
    """The best seconds of one equity call with threads 1 and 2, taking turns for `rounds`
    rounds, once both thread counts are seen to give the same numbers."""
    def call(threads: int):
        return pokerbits.equity(game, hands, board, samples=samples, seed=1, threads=threads)
    one, two = call(1), call(2)
    assert [p.equity for p in one.players] == [p.equity for p in two.players], (game, hands)
    return _best(call, rounds, 10**9)


def _shown(seconds: float) -> str:
    return f"{seconds * 1e6:,.0f} us" if seconds < 1e-3 else f"{seconds * 1e3:,.2f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.threads", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9, help="turns of each thread count (more for small batches)")
    parser.add_argument("--equity-rounds", type=int, default=3, help="turns of each thread count, equity calls")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(2024)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print()
    print("| batch | threads=1 | threads=2 | speedup |")
    print("|---|---:|---:|---:|")
    for n in SIZES:
        one, two = threads_best(n, args.rounds)
        print(f"| {n:,} seven-card high hands | {_shown(one)} | {_shown(two)} | {one / two:.2f}x |")
    for n in OMAHA_SIZES:
        nine = _card_sets(rng, n, 9)
        holes, boards = np.empty_like(nine), np.empty_like(nine)
        for i, cs in enumerate(nine.tolist()):   # the four lowest cards to the hole, five to the board
            low = 0
            for _ in range(4):
                low |= cs & -cs
                cs &= cs - 1
            holes[i], boards[i] = low, cs
        out = np.empty(n, dtype=np.int32)
        one, two = _best(lambda threads: pokerbits.omaha_many("high", holes, boards, out=out, threads=threads),
                         args.rounds, n)
        print(f"| {n:,} Omaha high deals, 4 + 5 | {_shown(one)} | {_shown(two)} | {one / two:.2f}x |")
    print()
    print("| equity | threads=1 | threads=2 | speedup |")
    print("|---|---:|---:|---:|")
    for game, hands, board, samples in EQUITY_CALLS:
        one, two = equity_best(game, hands, board, samples, args.equity_rounds)
        kind = "exact" if samples is None else f"Monte Carlo, {samples:,} deals"
        print(f"| {game} {' v '.join(hands)}{' on ' + board if board else ''}, {kind} | {_shown(one)} | "
              f"{_shown(two)} | {one / two:.2f}x |", flush=True)
    print()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
