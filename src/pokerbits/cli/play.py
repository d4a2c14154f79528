"""The play command: one hand at the terminal. It prints the table, prompts the seat to act with
its legal actions, and reads PHH actions ("cc", "cbr 60", "sd 7c2h", "sm -") from stdin, one a
line: typed, or piped in."""
from __future__ import annotations

import argparse
import random
import sys
from decimal import Decimal, InvalidOperation
from typing import Any, Optional

from pokerbits.engine.hand import Hand


def amount(text: str) -> Any:
    """An amount on the command line: an int, or a Decimal ("0.50")."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not an amount: {text!r}") from None
    if not value.is_finite():
        raise argparse.ArgumentTypeError(f"not an amount: {text!r}")
    return value


def add_arguments(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("game", help="a game of the table (pokerbits games lists them), e.g. holdem")
    sub.add_argument("--stacks", nargs="+", type=amount, required=True, metavar="AMOUNT",
                     help="each seat's stack, p1 (left of the button) first")
    sub.add_argument("--blinds", nargs="*", type=amount, default=[], metavar="AMOUNT", help="small and big blind")
    sub.add_argument("--straddles", nargs="*", type=amount, default=[], metavar="AMOUNT")
    sub.add_argument("--antes", nargs="*", type=amount, default=[0], metavar="AMOUNT",
                     help="one ante for every seat, or one per seat")
    sub.add_argument("--bring-in", type=amount, help="stud: the bring-in")
    sub.add_argument("--betting", choices=("no-limit", "pot-limit", "fixed-limit"), default="no-limit")
    sub.add_argument("--small-bet", type=amount, help="fixed limit: the small bet")
    sub.add_argument("--big-bet", type=amount, help="fixed limit: the big bet")
    sub.add_argument("--runs", type=int, default=1, choices=(1, 2, 3),
                     help="the times the board runs out after an all-in (default 1)")
    sub.add_argument("--seed", type=int, help="the deal's seed (default: random, printed)")
    sub.set_defaults(run=play)


def _table(hand: Hand) -> str:
    """The state in a few lines: the board, the pot, each seat's stack, bet and cards."""
    lines = [f"street {hand.street + 1}/{hand.streets}, pot {hand.pot}"
             + (f", board {' '.join(c or '??' for c in hand.board)}" if hand.board else "")]
    for seat in range(len(hand.stacks)):
        cards = " ".join(c or "??" for c in hand.holes[seat])
        state = " (folded)" if hand.folded[seat] else ""
        lines.append(f"  p{seat + 1}: stack {hand.stacks[seat]}, bet {hand.bets[seat]}, {cards}{state}")
    return "\n".join(lines)


def play(args: argparse.Namespace) -> int:
    seed: Optional[int] = args.seed
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 32)
        print(f"seed {seed}")
    antes = args.antes[0] if len(args.antes) == 1 else args.antes
    try:
        hand = Hand(args.game, args.stacks, blinds=args.blinds, straddles=args.straddles, antes=antes,
                    bring_in=args.bring_in, betting=args.betting, small_bet=args.small_bet, big_bet=args.big_bet,
                    seed=seed, runs=args.runs)
    except (ValueError, TypeError) as error:
        print(f"pokerbits play: error: {error}", file=sys.stderr)
        return 2
    shown = 0
    while not hand.over:
        for line in hand.actions[shown:]:
            if line.startswith("d db"):
                print(line)
        shown = len(hand.actions)
        print(_table(hand))
        print(f"p{hand.actor + 1} [{hand.legal}]> ", end="", flush=True)   # type: ignore[operator]
        try:
            line = sys.stdin.readline()
        except KeyboardInterrupt:
            print("\nstopped", file=sys.stderr)
            return 130
        if not line:
            print("\npokerbits play: the input ended before the hand did", file=sys.stderr)
            return 1
        if not line.strip():
            continue
        if not sys.stdin.isatty():
            print(line.strip())
        try:
            hand.act(line.strip())
        except (ValueError, TypeError) as error:
            print(f"  {error}", file=sys.stderr)
    result = hand.result
    for run, board in enumerate(hand.boards if len(hand.boards) > 1 else (), 1):
        print(f"run {run}: {' '.join(c or '??' for c in board)}")
    print("hand over: " + ", ".join(f"p{p.seat + 1} {'+' if p.net > 0 else ''}{p.net}" for p in result.players))
    print("stacks: " + " ".join(str(s) for s in hand.stacks))
    return 0
