"""The tournament commands: `icm` (prize equity by the independent chip model, with a progress
bar when sampled) and `pushfold` (the heads-up push/fold equilibrium's two charts; with
`--chart`, the thresholds chart of every stack; with three or more --stacks, every position's
ranges at a full table, with a progress bar)."""
from __future__ import annotations

import argparse

from pokerbits.cli.equity import Progress
from pokerbits.tournaments import icm as prize_equity
from pokerbits.tournaments import FullTableChart, push_fold, push_fold_chart


def icm(args: argparse.Namespace) -> int:
    progress = Progress()
    try:
        result = prize_equity(args.stacks, args.payouts, samples=args.samples, seed=args.seed,
                              progress=progress.update)
    finally:
        progress.clear()
    print(result.table())
    return 0


def pushfold(args: argparse.Namespace) -> int:
    if args.chart:
        return _chart(args)
    if args.stacks is None and args.stack is None:
        raise ValueError("give the effective stack, or --stacks and --payouts for ICM")
    if args.stacks is not None and len(args.stacks) > 2 and args.sb is None and args.bb is None:
        return _full_table(args)
    result = push_fold(args.stack, args.ante, stacks=args.stacks, payouts=args.payouts, sb=args.sb, bb=args.bb,
                       blinds=args.blinds, bb_ante=args.bb_ante)
    ante = f"{'big blind ' if result.bb_ante else ''}ante {result.ante:g} bb" if result.ante else "no ante"
    where = ""
    if result.stacks is not None and result.payouts is not None and result.sb is not None and result.bb is not None:
        where = (f" (small blind player {result.sb + 1}, big blind player {result.bb + 1} of stacks "
                 f"{_listed(result.stacks)} bb, prizes {_listed(result.payouts)})")
    print(f"Heads-up push/fold, {result.stack:g} bb effective, {ante}, {result.model}{where}: "
          f"exploitable by {result.exploitability:.1g} {result.units} a hand ({result.iterations:,} CFR+ iterations)")
    print(result.charts())
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as out:
            out.write(result.svg())
        print(f"wrote both charts to {args.svg}")
    return 0


def _full_table(args: argparse.Namespace) -> int:
    """Push/fold at a full table: every position's shoves and calls, with a progress bar."""
    if args.stack is not None:
        raise ValueError("give STACK (heads-up) or --stacks (a full table), not both")
    progress = Progress()
    try:
        result = push_fold(stacks=args.stacks, ante=args.ante, payouts=args.payouts, blinds=args.blinds,
                           bb_ante=args.bb_ante, tolerance=args.tolerance, progress=progress.update)
    finally:
        progress.clear()
    ante = f"{'big blind ' if result.bb_ante else ''}ante {result.ante:g} bb" if result.ante else "no ante"
    prizes = f", prizes {_listed(result.payouts)}" if result.payouts is not None else ""
    print(f"Push/fold, {result.players} players, stacks {_listed(result.stacks)} bb, {ante}, {result.model}{prizes}: "
          f"exploitable by {result.exploitability:.1g} {result.units} a hand ({result.iterations:,} CFR+ iterations)")
    print(result.charts() if args.grids else result.table())
    return 0


def _chart(args: argparse.Namespace) -> int:
    if args.stack is not None or args.stacks is not None or args.blinds is not None:
        raise ValueError("--chart charts every stack from 1 bb to --max-stack: give no stack, --stacks or --blinds")
    if args.position is not None and not (args.svg and args.players > 2):
        raise ValueError("--position picks a full table's SVG charts: give it with --svg and --players 3 or more")
    if args.position is not None and not 0 <= args.position < args.players:
        raise ValueError(f"--position must be from 0 to {args.players - 1} (the order of play), got {args.position}")
    progress = Progress()
    try:
        chart = push_fold_chart(args.players, ante=args.ante, bb_ante=args.bb_ante, max_stack=args.max_stack,
                                progress=progress.update)
    finally:
        progress.clear()
    print(chart.table())
    if args.svg:
        full_table = isinstance(chart, FullTableChart)
        with open(args.svg, "w", encoding="utf-8") as out:
            out.write(chart.svg(args.position) if full_table else chart.svg())
        what = ("every position's shove chart" if args.position is None else f"{chart.position(args.position)}'s charts"
                ) if full_table else "both charts"
        print(f"wrote {what} to {args.svg}")
    return 0


def _listed(values: tuple) -> str:
    return " ".join(f"{v:g}" for v in values)
