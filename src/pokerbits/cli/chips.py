"""What the showdown and equity commands share about chips: `--contributions 100,60,40` and a
folded seat written as "-" (or "folded") among the hands."""
from __future__ import annotations

import argparse
from decimal import Decimal, InvalidOperation
from typing import Optional, Union

FOLDED = ("-", "folded")


def contributions(text: str) -> list[Union[int, Decimal]]:
    """The --contributions argument: whole chips or money with cents per seat, comma separated.

    >>> contributions("100, 60,40"), contributions("1.25,0.5")
    ([100, 60, 40], [Decimal('1.25'), Decimal('0.5')])
    """
    try:
        return [int(part) if part.strip().isdigit() and part.isascii() else Decimal(_money(part)) for part in text.split(",")]
    except (ValueError, InvalidOperation):
        raise argparse.ArgumentTypeError(f"contributions are chips or money per seat, comma separated, e.g. 100,60,40 "
                                         f"or 1.25,0.60; got {text[:40]!r}") from None


def amount(text: str) -> Union[int, Decimal]:
    """One amount (--pot, --unit): whole chips or money with cents.

    >>> amount("101"), amount("1.01")
    (101, Decimal('1.01'))
    """
    if "," not in text:
        try:
            return contributions(text)[0]
        except argparse.ArgumentTypeError:
            pass
    raise argparse.ArgumentTypeError(f"an amount is chips or money, e.g. 100 or 1.25; got {text[:40]!r}")


def _money(part: str) -> str:
    """An amount such as 1.25 (a plain decimal number: no exponent, sign, NaN or infinity)."""
    whole, point, cents = part.strip().partition(".")
    if not (whole or cents) or not (whole.isdigit() or not whole) or not (cents.isdigit() or not cents) \
            or not (whole + cents).isascii():
        raise ValueError(part)
    return part.strip()


def seats(hands: list[str]) -> list[Optional[str]]:
    """The hands, a folded seat's ("-" or "folded") as None.

    >>> seats(["AsAd", "-", "KsKd"])
    ['AsAd', None, 'KsKd']
    """
    return [None if hand.strip().lower() in FOLDED else hand for hand in hands]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--contributions", type=contributions, metavar="CHIPS",
                        help="what each seat put in, comma separated (e.g. 100,60,40, or money such as 1.25,0.60): "
                             "the main pot and side pots; "
                             'write a folded seat\'s hand as "-"')
    parser.add_argument("--unit", type=amount, metavar="AMOUNT",
                        help="the unit of money amounts where it is finer than their finest place "
                             "(e.g. 0.01: an odd chip is a cent)")
