"""What the showdown and equity commands share about chips: `--contributions 100,60,40` and a
folded seat written as "-" (or "folded") among the hands."""
from __future__ import annotations

import argparse
from typing import Optional

FOLDED = ("-", "folded")


def contributions(text: str) -> list[int]:
    """The --contributions argument: whole chips per seat, comma separated.

    >>> contributions("100, 60,40")
    [100, 60, 40]
    """
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"contributions are whole chips per seat, comma separated, e.g. 100,60,40; "
                                         f"got {text[:40]!r}") from None


def seats(hands: list[str]) -> list[Optional[str]]:
    """The hands, a folded seat's ("-" or "folded") as None.

    >>> seats(["AsAd", "-", "KsKd"])
    ['AsAd', None, 'KsKd']
    """
    return [None if hand.strip().lower() in FOLDED else hand for hand in hands]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--contributions", type=contributions, metavar="CHIPS",
                        help="what each seat put in, comma separated (e.g. 100,60,40): the main pot and side pots; "
                             'write a folded seat\'s hand as "-"')
