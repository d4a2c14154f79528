"""Each original library against its pokerbits.compat shim, on the same calls and the same hands.

    pip install -e ".[bench]" && python -m benchmarks.compat [--hands N] [--repeats R]

Every row first checks that the two sides return the same values on every hand. Then the hands
are cut into chunks of 250 calls; each chunk is timed R times for each side, the two sides
taking turns, and a side's time is the sum over chunks of the chunk's best time (so a busy
machine's interruptions drop out). Printed: ns per call and the speed-up.
"""
from __future__ import annotations

import argparse
import importlib
import platform
import random
import sys
import time
from dataclasses import dataclass
from itertools import starmap
from typing import Callable, Sequence

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = [rank + suit for rank in RANKS for suit in SUITS]   # phevaluator's id order: rank * 4 + suit
CHUNK = 250


@dataclass
class Side:
    function: Callable[..., int]
    arguments: list[tuple]          # one tuple of arguments per call

    def run(self, start: int = 0, stop: int = sys.maxsize) -> list:
        return list(starmap(self.function, self.arguments[start:stop]))


@dataclass
class Row:
    library: str
    call: str
    original: Side
    shim: Side


def _deals(n_hands: int, n_cards: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, n_cards) for _ in range(n_hands)]


def _best_ns(row: Row, repeats: int) -> tuple[float, float]:
    """ns per call of each side: per chunk the best of `repeats` runs, summed over chunks."""
    n_calls = len(row.original.arguments)
    totals = [0.0, 0.0]
    for start in range(0, n_calls, CHUNK):
        best = [float("inf"), float("inf")]
        for _ in range(repeats):
            for index, side in enumerate((row.original, row.shim)):
                began = time.perf_counter()
                side.run(start, start + CHUNK)
                best[index] = min(best[index], time.perf_counter() - began)
        totals = [total + chunk for total, chunk in zip(totals, best)]
    return totals[0] / n_calls * 1e9, totals[1] / n_calls * 1e9


def _treys_row(name: str, evaluator: str, deals: list, n_hole: int, call: str) -> Row:
    sides = []
    for module in (importlib.import_module(name), importlib.import_module(f"pokerbits.compat.{name}")):
        arguments = [([module.Card.new(c) for c in deal[:n_hole]], [module.Card.new(c) for c in deal[n_hole:]])
                     for deal in deals]
        sides.append(Side(getattr(module, evaluator)().evaluate, arguments))
    return Row(name, call, *sides)


def treys_rows(name: str, n_hands: int) -> list[Row]:
    rows = [_treys_row(name, "Evaluator", _deals(hands, 2 + n_board, seed=n_board), 2,
                       f"Evaluator().evaluate, 2 + {n_board} cards")
            for n_board, hands in ((3, n_hands), (5, max(n_hands // 10, CHUNK)))]   # treys' 7 cards are slow
    if hasattr(importlib.import_module(name), "PLOEvaluator"):
        rows.append(_treys_row(name, "PLOEvaluator", _deals(max(n_hands // 20, CHUNK), 9, seed=9), 4,
                               "PLOEvaluator().evaluate, 4 + 5 cards"))
    return rows


def phevaluator_rows(n_hands: int) -> list[Row]:
    import phevaluator

    from pokerbits.compat import phevaluator as shim

    rows = []
    deals = _deals(n_hands, 7, seed=7)
    for label, convert in (("ids", DECK.index), ("strings", str), ("Card objects", None)):
        sides = [Side(module.evaluate_cards, [tuple(module.Card(c) if convert is None else convert(c) for c in deal)
                                              for deal in deals])
                 for module in (phevaluator, shim)]
        rows.append(Row("phevaluator", f"evaluate_cards, 7 {label}", *sides))
    omaha = [tuple(DECK.index(c) for c in deal) for deal in _deals(n_hands, 9, seed=9)]
    rows.append(Row("phevaluator", "evaluate_omaha_cards, 5 + 4 ids",
                    *(Side(module.evaluate_omaha_cards, omaha) for module in (phevaluator, shim))))
    return rows


def eval7_rows(n_hands: int) -> list[Row]:
    import eval7

    from pokerbits.compat import eval7 as shim

    return [Row("eval7", f"evaluate, {n_cards} Cards",
                *(Side(module.evaluate, [([module.Card(c) for c in deal],) for deal in _deals(n_hands, n_cards, n_cards)])
                  for module in (eval7, shim)))
            for n_cards in (5, 7)]


def main(argv: Sequence[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000, help="hands per row (treys' slow rows use fewer)")
    parser.add_argument("--repeats", type=int, default=9, help="timed runs of each chunk per side; the best counts")
    args = parser.parse_args(argv)
    rows = (treys_rows("treys", args.hands) + treys_rows("deuces", args.hands) + phevaluator_rows(args.hands)
            + eval7_rows(args.hands))
    print(f"# {time.strftime('%Y-%m-%d')}, {platform.machine()} {platform.processor() or ''}, "
          f"Python {platform.python_version()}, best of {args.repeats} per chunk of {CHUNK} calls")
    print("| library | call | original ns/call | pokerbits.compat ns/call | speed-up |")
    print("|---|---|---:|---:|---:|")
    worst = float("inf")
    for row in rows:
        if row.original.run() != row.shim.run():
            raise SystemExit(f"{row.library} {row.call}: the shim disagrees with the original")
        before, after = _best_ns(row, args.repeats)
        worst = min(worst, before / after)
        print(f"| {row.library} | {row.call} | {before:,.0f} | {after:,.0f} | {before / after:.1f}x |", flush=True)
    print(f"smallest speed-up: {worst:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
