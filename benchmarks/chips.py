"""Chips: the cost of side pots, equity() with `contributions` beside the plain equity() of the same
spot, exact and Monte Carlo; and a settled all-in showdown beside pokerkit's state machine.

    python -m benchmarks.chips [--repeats R] [--cpu] [--new-stakes]

Each spot is three or four players all in for different amounts (a main pot, side pots, an
uncalled bet). The ratio is the side-pot call's best time over the plain call's, both best of R
runs, taking turns (`--cpu`: the process's CPU time, not the wall clock's, on a machine whose
cores other jobs keep busy). The side-pot calls repeat their stakes, whose pots the engine keeps;
`--new-stakes` gives every call stakes of its own (the first seat's chips one more each time, over
a thousand), so that each call builds its pots. The showdown row settles AA v KK v QQ all in for 100/60/40 on a given board:
pokerbits' showdown(contributions=...) against pokerkit playing the hand to its payoffs (where
pokerkit is installed), after checking both pay the same chips.
"""
from __future__ import annotations

import argparse
import itertools
import time
from typing import Any, Callable, Optional

from benchmarks.timing import per_call
from pokerbits import equity, showdown

# (label, game, hands, board, contributions, samples)
SPOTS = [
    ("AA v KK v QQ, preflop, exact", "holdem", ["AsAd", "KsKd", "QsQd"], "", [100, 60, 40], None),
    ("AA v KK v QQ, preflop, Monte Carlo 1M", "holdem", ["AsAd", "KsKd", "QsQd"], "", [100, 60, 40], 1_000_000),
    ("AK v QQ v 77 v JTs, preflop, exact", "holdem", ["AsKs", "QhQd", "7c7d", "JhTh"], "", [25, 100, 50, 75], None),
    ("AA v KK v QQ, flop, exact", "holdem", ["AsAd", "KsKd", "QsQd"], "2c 7d 9h", [100, 60, 40], None),
    ("AKs v QQ+, AKs v 77, preflop, exact", "holdem", ["AsKs", "QQ+, AKs", "7c7d"], "", [25, 100, 50], None),
    ("Omaha Hi/Lo three-way, flop, exact", "omaha-hi-lo", ["As2sQdJd", "QhQc3d4d", "7c6c5h8h"], "2h 9d Tc",
     [40, 100, 70], None),
]


def best_pair(plain: Callable[[], object], chips: Callable[[], object], repeats: int,
              clock: Callable[[], float] = time.perf_counter) -> tuple:
    """The best time of each of two calls, taking turns."""
    a = b = float("inf")
    for _ in range(max(1, repeats)):
        a = min(a, per_call(plain, clock=clock))
        b = min(b, per_call(chips, clock=clock))
    return a, b


def equity_rows(repeats: int, clock: Callable[[], float] = time.perf_counter, new_stakes: bool = False) -> list:
    rows = []
    for label, game, hands, board, contributions, samples in SPOTS:
        kwargs = {} if samples is None else {"samples": samples, "seed": 1}
        result = equity(game, hands, board, contributions=contributions, **kwargs)
        assert abs(sum(p.ev for p in result.players) - sum(contributions)) < 1e-6 * sum(contributions)
        stakes = itertools.cycle([[c + k * (seat == 0) for seat, c in enumerate(contributions)]
                                  for k in range(1000 if new_stakes else 1)])
        plain, chips = best_pair(lambda: equity(game, hands, board, **kwargs),
                                 lambda: equity(game, hands, board, contributions=next(stakes), **kwargs), repeats,
                                 clock)
        rows.append((label, plain, chips, chips / plain))
    return rows


def pokerkit_showdown() -> Optional[Callable[[], Any]]:
    """pokerkit settling the showdown row's hand, or None without pokerkit."""
    try:
        from pokerkit import Automation, NoLimitTexasHoldem
    except ImportError:
        return None
    automations = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
                   Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING, Automation.CHIPS_PUSHING,
                   Automation.CHIPS_PULLING)

    def settle() -> tuple:   # the blinds 1 and 2 are in the 100/60/40 each seat puts in
        state = NoLimitTexasHoldem(automations, True, 0, (1, 2), 2)((100, 60, 40), 3)
        for cards in ("AsAd", "KcKd", "QhQs"):
            state.deal_hole(cards)
        state.complete_bet_or_raise_to(40)
        state.complete_bet_or_raise_to(100)
        state.check_or_call()
        for cards in ("Kh7c8d", "2s", "3h"):
            state.burn_card("??")
            state.deal_board(cards)
        return tuple(s for s in state.stacks)

    return settle


def showdown_row(repeats: int, clock: Callable[[], float] = time.perf_counter) -> tuple:
    ours = lambda: showdown("holdem", ["As Ad", "Kc Kd", "Qh Qs"], board="Kh 7c 8d 2s 3h",  # noqa: E731
                            contributions=[100, 60, 40])
    theirs = pokerkit_showdown()
    mine = min(per_call(ours, clock=clock) for _ in range(max(1, repeats)))
    if theirs is None:
        return mine, None
    assert tuple(p.chips for p in ours().players) == theirs()
    return mine, min(per_call(theirs, clock=clock) for _ in range(max(1, repeats)))


def main(argv: Optional[list] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.chips", description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--cpu", action="store_true", help="time the process's CPU time, not the wall clock")
    parser.add_argument("--new-stakes", action="store_true",
                        help="each side-pot call at stakes of its own (its pots built, none kept from the last call)")
    args = parser.parse_args(argv)
    clock = time.process_time if args.cpu else time.perf_counter
    print("| spot | plain equity() | with side pots | ratio |\n|---|---:|---:|---:|")
    for label, plain, chips, ratio in equity_rows(args.repeats, clock, args.new_stakes):
        print(f"| {label} | {plain * 1e3:.3f} ms | {chips * 1e3:.3f} ms | {ratio:.2f}x |")
    mine, theirs = showdown_row(args.repeats, clock)
    peer = "pokerkit not installed" if theirs is None else f"{theirs * 1e6:.1f} us ({theirs / mine:.0f}x)"
    print(f"\nAll-in showdown with side pots settled: pokerbits {mine * 1e6:.1f} us; pokerkit {peer}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
