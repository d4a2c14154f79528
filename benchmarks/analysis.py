"""Analysis: HandIndexer per call and in batch, outs and hand_strength on the turn and flop (and
hand_strength preflop by Monte Carlo).

    python -m benchmarks.analysis [--repeats R] [--deals N]
    python -m benchmarks.analysis --instructions   # the indexer rows in callgrind instructions per deal

The indexer rows time the same seeded Hold'em deals (per call from Python, and in batch without
the GIL) and report ns per deal, best of R runs; kdub0/hand-isomorphism reports tens of
nanoseconds per index from C, which the batch rows compare with. The outs and hand_strength
rows time one call, best of R. Every batch row first checks that it agrees with the per-call answers.
A busy machine changes the times, not the instruction counts (benchmarks/instructions.py).
"""
from __future__ import annotations

import argparse
import random

import numpy as np

from benchmarks.timing import best_time, machine
from pokerbits import HandIndexer, cards, hand_strength, outs


def seeded_deals(n: int, seed: int = 15) -> np.ndarray:
    """n Hold'em deals (hole, flop, turn, river) as uint64 card sets, shape (n, 4)."""
    rng = random.Random(seed)
    deck = [1 << (16 * s + r) for s in range(4) for r in range(13)]
    rows = []
    for _ in range(n):
        dealt = rng.sample(deck, 7)
        rows.append([dealt[0] | dealt[1], dealt[2] | dealt[3] | dealt[4], dealt[5], dealt[6]])
    return np.array(rows, dtype=np.uint64)


ROUNDS = ["preflop", "flop", "turn", "river"]
PER_CALL_DEALS = 2000


def instruction_rows(deals: int) -> dict:
    """The indexer rows in callgrind instructions per deal, each statement run once before counting."""
    from benchmarks.instructions import MARKER, _collected
    setup = f"""
import numpy as np
from pokerbits import HandIndexer
from benchmarks.analysis import seeded_deals
indexer = HandIndexer([2, 3, 1, 1])
views = [np.ascontiguousarray(seeded_deals({deals})[:, :r + 1]) for r in range(4)]
indexes = [indexer.index_many(r, view) for r, view in enumerate(views)]
rows = [[[int(cs) for cs in row] for row in view[:{PER_CALL_DEALS}]] for view in views]
"""
    statements = []   # (row, statement, deals)
    for r, name in enumerate(ROUNDS):
        statements += [(f"index, {name}, per call", f"[indexer.index(row) for row in rows[{r}]]", PER_CALL_DEALS),
                       (f"index_many, {name}", f"indexer.index_many({r}, views[{r}])", deals),
                       (f"unindex_many, {name}", f"indexer.unindex_many({r}, indexes[{r}])", deals)]
    warm = "\n".join(statement for _, statement, _ in statements)
    counted = "\n".join(f"sorted(())\n{statement}" for _, statement, _ in statements)
    parts = _collected(f"{setup}\n{warm}\n{counted}\nsorted(())\n", MARKER)[-len(statements) - 1:-1]
    return {row: count / n for (row, _, n), count in zip(statements, parts)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.analysis")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--deals", type=int, default=200_000)
    parser.add_argument("--instructions", action="store_true", help="callgrind counts of the indexer rows")
    args = parser.parse_args(argv)
    if args.instructions:
        print("| row | instructions per deal |\n|---|---:|")
        for row, count in instruction_rows(min(args.deals, 20_000)).items():
            print(f"| {row} | {count:,.0f} |")
        return 0
    print(f"{machine()}; best of {args.repeats}")
    indexer = HandIndexer([2, 3, 1, 1])
    deals = seeded_deals(args.deals)
    print("| row | ns per deal |\n|---|---:|")
    for r, name in enumerate(ROUNDS):
        view = np.ascontiguousarray(deals[:, :r + 1])
        indexes = indexer.index_many(r, view)
        few = [[int(cs) for cs in row] for row in view[:PER_CALL_DEALS]]
        assert [indexer.index(row) for row in few[:200]] == indexes[:200].tolist()
        per_call = best_time(lambda: [indexer.index(row) for row in few], args.repeats) / len(few)
        batch = best_time(lambda: indexer.index_many(r, view), args.repeats) / len(view)
        back = best_time(lambda: indexer.unindex_many(r, indexes), args.repeats) / len(view)
        print(f"| index, {name}, per call | {per_call * 1e9:,.0f} |")
        print(f"| index_many, {name} | {batch * 1e9:,.1f} |")
        print(f"| unindex_many, {name} | {back * 1e9:,.1f} |")
    print("\n| row | ms per call |\n|---|---:|")
    hands = [cards("Ah Kh"), cards("Qs Qd")]
    for what, board in [("outs, Hold'em turn", "Ts 4h 2c 9d"), ("outs, Hold'em flop", "Ts 4h 2c")]:
        print(f"| {what} | {best_time(lambda: outs('holdem', hands, board), args.repeats) * 1e3:,.1f} |")
    for what, name, board, vs, samples in [
            ("hand_strength, turn, vs random", "holdem", "Qh 7h 2c 9d", "random", None),
            ("hand_strength, flop, vs QQ+, AQs", "holdem", "Qh 7h 2c", "QQ+, AQs", None),
            ("hand_strength, flop, vs random", "holdem", "Qh 7h 2c", "random", None),
            ("hand_strength, short deck flop, vs random", "short-deck", "Qh 7h 6c", "random", None),
            ("hand_strength, preflop, vs random, 10,000 runouts", "holdem", "", "random", 10_000)]:
        run = lambda: hand_strength(name, "Ah Kh", board, vs=vs, samples=samples, seed=1)
        print(f"| {what} | {best_time(run, args.repeats) * 1e3:,.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
