"""Each original library against its pokerbits.compat shim, on the same calls and the same hands.

    pip install -e ".[bench]" && python -m benchmarks.compat [--hands N] [--repeats R]

Every row first checks that the two sides return the same values on every hand. Then the hands
are cut into chunks of 250 calls; each chunk is timed R times for each side, the two sides
taking turns, and a side's time is the sum over chunks of the chunk's best time (so a busy
machine's interruptions drop out). Printed: ns per call and the speed-up.
"""
from __future__ import annotations

import argparse
import contextlib
import importlib
import random
import sys
import time
from dataclasses import dataclass
from itertools import starmap
from typing import Callable, Sequence

from benchmarks.timing import elapsed, machine

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = [rank + suit for rank in RANKS for suit in SUITS]   # phevaluator's id order: rank * 4 + suit
CHUNK = 250


@dataclass
class Side:
    function: Callable[..., object]
    arguments: list[tuple]          # one tuple of arguments per call
    context: Callable[[], contextlib.AbstractContextManager] = contextlib.nullcontext   # around each run

    def run(self, start: int = 0, stop: int = sys.maxsize) -> list:
        with self.context():
            return list(starmap(self.function, self.arguments[start:stop]))


@dataclass
class Row:
    library: str
    call: str
    original: Side
    shim: Side
    chunk: int = CHUNK


def _deals(n_hands: int, n_cards: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, n_cards) for _ in range(n_hands)]


def _best_ns(row: Row, repeats: int) -> tuple[float, float]:
    """ns per call of each side: per chunk the best of `repeats` runs, summed over chunks."""
    n_calls = len(row.original.arguments)
    totals = [0.0, 0.0]
    for start in range(0, n_calls, row.chunk):
        best = [float("inf"), float("inf")]
        for _ in range(repeats):
            for index, side in enumerate((row.original, row.shim)):
                best[index] = min(best[index], elapsed(side.run, start, start + row.chunk))
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

    rows = [Row("eval7", f"evaluate, {n_cards} Cards",
                *(Side(module.evaluate, [([module.Card(c) for c in deal],) for deal in _deals(n_hands, n_cards, n_cards)])
                  for module in (eval7, shim)))
            for n_cards in (5, 7)]
    texts = ["QQ+, AKs, AQo+", "22+, A2s+, KTs+, ATo+, 0.5(KQo, QJs)", "AsKs, 40%(T9s, 98s, 87s), JJ-88"]
    rows.append(Row("eval7", "HandRange(text).tokens, 3 ranges", *(
        Side(lambda text, module=module: module.HandRange(text).tokens, [(t,) for t in texts] * 20)
        for module in (eval7, shim)), chunk=15))
    rng = random.Random(5)
    villain, hero = "QQ+, AKs, AQo+", "22+, A2s+, KTs+, ATo+"
    rivers = [rng.sample([c for c in DECK if c[0] not in "AKQ"], 5) for _ in range(100)]

    def all_hands(module, board):   # eval7 values hands holding a board card too: those are left out here
        result = module.py_all_hands_vs_range(module.HandRange(hero), module.HandRange(villain), board, 1000)
        on_board = {str(card) for card in board}
        return sorted((tuple(map(str, hand)), e) for hand, e in result.items() if not on_board & set(map(str, hand)))

    for label, function, argument in (
            ("py_hand_vs_range_exact, AhKh v QQ+, AKs, AQo+ on a river",
             lambda module: (lambda board, r=module.HandRange(villain), h=[module.Card("Ah"), module.Card("Kh")]:
                             module.py_hand_vs_range_exact(h, r, board)), None),
            (f"py_all_hands_vs_range, {hero} v {villain} on a river (ranges parsed)", None, all_hands)):
        sides = []
        for module in (eval7, shim):
            boards = [[module.Card(c) for c in river] for river in rivers]
            if function:
                sides.append(Side(function(module), [(board,) for board in boards]))
            else:
                sides.append(Side(lambda board, module=module: argument(module, board), [(board,) for board in boards[:20]]))
        rows.append(Row("eval7", label, *sides, chunk=10 if function is None else 50))
    return rows


def _holdem_hand(seed: int, n_players: int = 6) -> tuple:
    """A no-limit hold'em hand, everyone calling to the showdown: the final stacks."""
    import pokerkit

    random.seed(seed)   # pokerkit shuffles with the random module
    state = pokerkit.NoLimitTexasHoldem.create_state(
        tuple(pokerkit.Automation), True, 0, (1, 2), 2, (200,) * n_players, n_players)
    while state.status:
        state.check_or_call()
    return tuple(state.stacks)


def _equities(seed: int) -> list:
    import pokerkit

    random.seed(seed)
    return pokerkit.calculate_equities(
        (pokerkit.parse_range("AKs,QQ"), pokerkit.parse_range("JTs,22")), pokerkit.Card.parse("Kh8d2c"), 2, 5,
        pokerkit.Deck.STANDARD, (pokerkit.StandardHighHand,), sample_count=200)


def pokerkit_rows(n_hands: int) -> list[Row]:
    """pokerkit's own code against pokerkit after pokerbits.compat.pokerkit.accelerate()."""
    import pokerkit

    from pokerbits.compat import pokerkit as shim

    def pair(function: Callable[..., object], arguments: list[tuple]) -> tuple[Side, Side]:
        return Side(function, arguments), Side(function, arguments, shim.accelerated)

    def from_game(cls: type) -> Callable[..., object]:   # looked up at each call: accelerate() replaces it
        return lambda hole, board: cls.from_game(hole, board)

    def cards(deals: list, n_hole: int) -> list[tuple]:
        return [(pokerkit.Card.clean("".join(deal[:n_hole])), pokerkit.Card.clean("".join(deal[n_hole:])))
                for deal in deals]

    few = max(n_hands // 20, CHUNK)   # pokerkit's own from_game takes a third of a millisecond and more
    return [
        Row("pokerkit", "StandardHighHand.from_game, 2 + 5 Cards",
            *pair(from_game(pokerkit.StandardHighHand), cards(_deals(few, 7, seed=70), 2))),
        Row("pokerkit", "StandardHighHand.from_game, 2 + 5 as text",
            *pair(from_game(pokerkit.StandardHighHand), [("".join(d[:2]), "".join(d[2:])) for d in _deals(few, 7, 7)])),
        Row("pokerkit", "OmahaHoldemHand.from_game, 4 + 5 Cards",
            *pair(from_game(pokerkit.OmahaHoldemHand), cards(_deals(CHUNK, 9, seed=90), 4))),
        Row("pokerkit", "NoLimitTexasHoldem hand, 6 players to showdown",
            *pair(_holdem_hand, [(seed,) for seed in range(100)]), chunk=25),
        Row("pokerkit", "calculate_equities, 2 ranges on a flop, 200 samples",
            *pair(_equities, [(seed,) for seed in range(6)]), chunk=2),
    ]


def main(argv: Sequence[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000, help="hands per row (treys' slow rows use fewer)")
    parser.add_argument("--repeats", type=int, default=9, help="timed runs of each chunk per side; the best counts")
    parser.add_argument("--only", default="", help="comma-separated libraries to run (default: all)")
    args = parser.parse_args(argv)
    makers = {"treys": lambda: treys_rows("treys", args.hands), "deuces": lambda: treys_rows("deuces", args.hands),
              "phevaluator": lambda: phevaluator_rows(args.hands), "eval7": lambda: eval7_rows(args.hands),
              "pokerkit": lambda: pokerkit_rows(args.hands)}
    chosen = args.only.split(",") if args.only else list(makers)
    if not set(chosen) <= set(makers):
        parser.error(f"--only: choose from {', '.join(makers)}")
    rows = [row for name in chosen for row in makers[name]()]
    print(f"# {time.strftime('%Y-%m-%d')}, {machine()}, best of {args.repeats} per chunk of {CHUNK} calls")
    print("| library | call | original ns/call | pokerbits.compat ns/call | speed-up |")
    print("|---|---|---:|---:|---:|")
    worst = float("inf")
    for row in rows:
        if row.original.run() != row.shim.run():
            raise SystemExit(f"{row.library} {row.call}: the shim disagrees with the original")
        before, after = _best_ns(row, args.repeats)
        worst = min(worst, before / after)
        ratio = before / after
        print(f"| {row.library} | {row.call} | {before:,.0f} | {after:,.0f} | {ratio:.{1 if ratio >= 1 else 2}f}x |",
              flush=True)
    print(f"smallest speed-up: {worst:.{1 if worst >= 1 else 2}f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
