"""The showdown command: who wins each half of a pot, and how the chips split."""
from __future__ import annotations

import argparse
from decimal import Decimal
from fractions import Fraction
from typing import Optional

from pokerbits.cli.chips import seats
from pokerbits.games import settle
from pokerbits.games.amounts import Amount


def _players(seats) -> str:
    if len(seats) == 1:
        return f"player {seats[0] + 1}"
    return "players " + ", ".join(str(seat + 1) for seat in seats)


def _mixed(x: Fraction) -> str:
    """75 3/4, 50, 1/3."""
    whole, part = divmod(x, 1)
    if not part:
        return str(whole)
    return f"{whole} {part}" if whole else str(part)


def _exactly(x: Fraction, money: bool) -> str:
    """An exact share of chips: money as a decimal where it ends (0.505), else a mixed fraction."""
    rest, powers = x.denominator, []
    for factor in (2, 5):   # a decimal ends where the denominator is 2**a * 5**b: after max(a, b) places
        power = 0
        while rest % factor == 0:
            rest, power = rest // factor, power + 1
        powers.append(power)
    if not money or rest != 1:
        return _mixed(x)
    places = max(powers)
    return str(Decimal(x.numerator * 10 ** places // x.denominator).scaleb(-places))


def _of_pot(share: Fraction) -> str:
    """A share of a pot without chips: "the whole pot", "1/2 of the pot"."""
    return "the whole pot" if share == 1 else f"{_mixed(share)} of the pot"


def _chips(n: Optional[Amount]) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


def showdown(args: argparse.Namespace) -> None:
    result = settle.showdown(args.game, seats(args.hands), board=args.board, pot=args.pot,
                             contributions=args.contributions, unit=args.unit)
    print(", ".join([result.game.name]
                    + ([f"board {' '.join(result.board)}"] if result.board else [])
                    + ([f"pot {result.pot}"] if result.pot is not None else [])))
    shown = [hand for player in result.players for hand in player.hands]
    name_width = max((len(half.name) for half in result.halves), default=0)
    text_width = max((len(hand.description) for hand in shown), default=0)
    for player in result.players:
        print(f"player {player.seat + 1}: {'folded' if player.folded else ' '.join(player.cards)}")
        for half, hand in zip(result.halves, player.hands):
            mark = "" if player.seat not in half.winners else "wins" if len(half.winners) == 1 else "splits"
            print(f"  {half.name:<{name_width}}  {hand.description:<{text_width}}  "
                  f"{' '.join(hand.cards):<14}  {mark}".rstrip())
    if len(result.pots) == 1 and not result.pots[0].returned:
        for half in result.halves:
            if half.winners:
                print(f"{half.name}: {_won(half)}")
    elif sum(not player.folded for player in result.players) > 1:
        for k, pot in enumerate(result.pots):
            if pot.returned:
                print(f"{_chips(pot.amount)} back to player {pot.eligible[0] + 1} (uncalled)")
                continue
            halves = "; ".join(f"{half.name}: {_won(half)}" for half in pot.halves if half.winners)
            print(f"{'main pot' if k == 0 else f'side pot {k}'}, {_chips(pot.amount)} "
                  f"({_players(pot.eligible)}): {halves}")
    if result.note:
        print(result.note)
    if result.scooper is not None and len(result.players) > 1 and len(result.halves) > 1:
        print(f"player {result.scooper + 1} scoops the pot")
    for player in result.players:
        put_in = "" if player.contributed is None else f", put in {player.contributed} ({player.net:+})"
        if player.chips is not None and player.exact_chips is not None and (player.chips or put_in):
            exact = "" if player.exact_chips == player.chips else \
                f" (exactly {_exactly(player.exact_chips, isinstance(player.chips, Decimal))})"
            print(f"player {player.seat + 1} gets {_chips(player.chips)}{exact}{put_in}")
        elif player.share and len(result.players) > 1:
            print(f"player {player.seat + 1} gets {_of_pot(player.share)}")


def _won(half) -> str:
    """'player 2 wins 120 chips', 'players 1, 3 split 1/2 of the pot'."""
    verb = "wins" if len(half.winners) == 1 else "split"
    amount = (_chips(half.chips) if half.chips is not None
              else "the pot" if half.share == 1 else f"{_mixed(half.share)} of the pot")
    return f"{_players(half.winners)} {verb} {amount}"
