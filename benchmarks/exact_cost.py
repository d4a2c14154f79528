"""The exact walk's predicted cost against its time: the data behind the planner's cost model.

    python -m benchmarks.exact_cost [--repeats R]

`EquityPlan.work` predicts an exact walk's cost in units of one evaluation of stud's plain walk,
and `samples=None` runs exact up to `EXACT_LIMIT` units. For spots of each kind of walk (the
board by ranks, by classes, card by card; Hold'em, Omaha, short deck, stud) this times the exact
walk on one thread (the limit lifted, so that it runs) and prints the nanoseconds per unit of
work: the shares in pokerbits.equities.plan are set so that these stay near stud's, and the time
an exact call may take at the limit is EXACT_LIMIT times the largest of them.
"""
from __future__ import annotations

import argparse

import pokerbits
from benchmarks.timing import best_time, machine
from pokerbits.equities import matchups
from pokerbits.equities import plan as planning

# (game, hands, board): a few tenths of a second to a few seconds each, on one thread
SPOTS = [
    ("stud", ["As Ks Qd 4c", "Jh Jc 2d 5s"], ""),
    ("razz", ["As 2s 3d 7h", "4h 5c 6d 8s"], ""),
    ("stud-hi-lo", ["As 2s 3d 4h", "Ah Kh Kc 8c"], ""),
    ("holdem", ["QQ+, AKs, AQo+", "random"], ""),
    ("holdem", ["22+, A2s+, KTo+", "random"], ""),
    ("holdem", ["AhKh", "QsQd", "random"], ""),
    ("holdem", ["QQ+, AKs", "random"], "2c"),
    ("holdem", ["AhKh", "random", "random"], "2c 7d"),
    ("holdem", ["AhKh", "random", "random"], "2c 7d Th"),
    ("holdem", ["AhKh", "QsQd", "random", "random"], "2c 7d Th"),
    ("holdem", ["AhKh", "QQ+, AKs", "random", "random"], "2c 7d Th 4s"),
    ("omaha", ["AsKs3dKd", "AhQhJcTc", "7h7s6d5c", "9c9d8h8s"], ""),
    ("omaha", ["AsKs3dKd", "AhQhJcTc", "random"], "2c 7d"),
    ("omaha", ["AsKs3dKd", "random"], "2c 7d Th"),
    ("omaha-hi-lo", ["As2s3dKd", "random"], "2c 7d Th"),
    ("omaha6", ["AsKs3dKd5h6h", "random"], "2c 7d Th 9s"),
    ("short-deck", ["AhKh", "random"], ""),
]


def _walk(deal) -> str:
    return "ranks" if deal.board_by_ranks else "classes" if deal.board_by_classes else "cards"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    matchups.IN_USE = False   # the walks themselves: heads-up preflop calls read the matchup tables otherwise
    print(f"pokerbits {pokerbits.__version__}, {machine()}; "
          f"EXACT_LIMIT {planning.EXACT_LIMIT:,}; best of {args.repeats}, one thread\n")
    print("| game | hands | board | board walk | plain evaluations | work | default | time | ns per work |")
    print("|---|---|---|---|---:|---:|---|---:|---:|")
    limit = planning.EXACT_LIMIT
    for game, hands, board in SPOTS:
        default = planning.EquityPlan(game, hands, board)
        planning.EXACT_LIMIT = 10**15   # the walk, whatever the limit, and its prediction with the
        try:                            # classes counted (which the planner works out only past the limit)
            plan = planning.EquityPlan(game, hands, board)
            plan.work = plan._class_work(plan.game.board_cards - len(board.split()))
        finally:
            planning.EXACT_LIMIT = limit
        seconds = best_time(lambda: plan.run(threads=1), args.repeats)
        print(f"| {game} | {', '.join(hands)} | {board or '-'} | {_walk(plan.deal)} | {plan.evaluations:.3g} | "
              f"{plan.work:.3g} | {'exact' if default.exact else 'Monte Carlo'} | {seconds:.2f} s | "
              f"{seconds / plan.work * 1e9:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
