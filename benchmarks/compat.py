"""Each original library against its pokerbits.compat shim, on the same calls and the same hands.

    pip install -e ".[bench]" && python -m benchmarks.compat [--hands N] [--repeats R]

Every row first checks that the two sides return the same values on every hand, then times
each side as the best of R passes over the hands and prints ns per call and the speed-up.
"""
from __future__ import annotations

import argparse
import importlib
import platform
import random
import sys
import time
from dataclasses import dataclass
from typing import Callable, Sequence

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = [rank + suit for rank in RANKS for suit in SUITS]   # phevaluator's id order: rank * 4 + suit


@dataclass
class Row:
    library: str
    call: str
    original: Callable[[], list]    # one pass over the hands, returning the values
    shim: Callable[[], list]
    calls: int                      # calls per pass


def _deals(n_hands: int, n_cards: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, n_cards) for _ in range(n_hands)]


def _best_ns(run: Callable[[], list], calls: int, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best / calls * 1e9


def _treys_sides(original, shim, evaluator: str, deals: list, n_hole: int) -> list:
    """One pass of `evaluator`().evaluate(hand, board) over the deals, for each module."""
    sides = []
    for module in (original, shim):
        pairs = [([module.Card.new(c) for c in deal[:n_hole]], [module.Card.new(c) for c in deal[n_hole:]])
                 for deal in deals]
        evaluate = getattr(module, evaluator)().evaluate
        sides.append(lambda evaluate=evaluate, pairs=pairs: [evaluate(hand, board) for hand, board in pairs])
    return sides


def treys_rows(name: str, n_hands: int) -> list[Row]:
    original = importlib.import_module(name)
    shim = importlib.import_module(f"pokerbits.compat.{name}")
    rows = []
    for n_board, hands in ((3, n_hands), (5, max(n_hands // 10, 100))):   # treys' 7 cards are slow
        deals = _deals(hands, 2 + n_board, seed=n_board)
        rows.append(Row(name, f"Evaluator().evaluate, 2 + {n_board} cards",
                        *_treys_sides(original, shim, "Evaluator", deals, 2), len(deals)))
    if hasattr(original, "PLOEvaluator"):
        deals = _deals(max(n_hands // 20, 100), 9, seed=9)
        rows.append(Row(name, "PLOEvaluator().evaluate, 4 + 5 cards",
                        *_treys_sides(original, shim, "PLOEvaluator", deals, 4), len(deals)))
    return rows


def phevaluator_rows(n_hands: int) -> list[Row]:
    import phevaluator

    from pokerbits.compat import phevaluator as shim

    rows = []
    deals = _deals(n_hands, 7, seed=7)
    for label, convert in (("ids", DECK.index), ("strings", str), ("Card objects", None)):
        sides = []
        for module in (phevaluator, shim):
            if convert is None:
                hands = [[module.Card(c) for c in deal] for deal in deals]
            else:
                hands = [[convert(c) for c in deal] for deal in deals]
            evaluate = module.evaluate_cards
            sides.append(lambda evaluate=evaluate, hands=hands: [evaluate(*hand) for hand in hands])
        rows.append(Row("phevaluator", f"evaluate_cards, 7 {label}", *sides, len(deals)))
    omaha = [[DECK.index(c) for c in deal] for deal in _deals(n_hands, 9, seed=9)]
    sides = [lambda evaluate=module.evaluate_omaha_cards: [evaluate(*hand) for hand in omaha]
             for module in (phevaluator, shim)]
    rows.append(Row("phevaluator", "evaluate_omaha_cards, 5 + 4 ids", *sides, len(omaha)))
    return rows


def eval7_rows(n_hands: int) -> list[Row]:
    import eval7

    from pokerbits.compat import eval7 as shim

    rows = []
    for n_cards in (5, 7):
        deals = _deals(n_hands, n_cards, seed=n_cards)
        sides = []
        for module in (eval7, shim):
            hands = [[module.Card(c) for c in deal] for deal in deals]
            sides.append(lambda evaluate=module.evaluate, hands=hands: [evaluate(hand) for hand in hands])
        rows.append(Row("eval7", f"evaluate, {n_cards} Cards", *sides, len(deals)))
    return rows


def check(row: Row) -> None:
    if row.original() != row.shim():
        raise SystemExit(f"{row.library} {row.call}: the shim disagrees with the original")


def main(argv: Sequence[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000, help="hands per row (treys' slow rows use fewer)")
    parser.add_argument("--repeats", type=int, default=7, help="timed passes per side; the best counts")
    args = parser.parse_args(argv)
    rows = (treys_rows("treys", args.hands) + treys_rows("deuces", args.hands) + phevaluator_rows(args.hands)
            + eval7_rows(args.hands))
    print(f"# {time.strftime('%Y-%m-%d')}, {platform.machine()} {platform.processor() or ''}, "
          f"Python {platform.python_version()}, best of {args.repeats}")
    print("| library | call | original ns/call | pokerbits.compat ns/call | speed-up |")
    print("|---|---|---:|---:|---:|")
    worst = float("inf")
    for row in rows:
        check(row)
        before = _best_ns(row.original, row.calls, args.repeats)
        after = _best_ns(row.shim, row.calls, args.repeats)
        worst = min(worst, before / after)
        print(f"| {row.library} | {row.call} | {before:,.0f} | {after:,.0f} | {before / after:.1f}x |", flush=True)
    print(f"smallest speed-up: {worst:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
