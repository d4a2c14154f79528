"""Betfair Poker hand histories (2009): the grammar of PartyPoker's older files (this is
`pokerbits.histories.partypoker.PartyReader`) with a ``***** Betfair Poker Hand History for Game
N *****`` header, ``PL $0.05/$0.10 Omaha - Sunday, October 18, 20:00:00 GMT 2009``, raises to a
total (``raises to [$0.30]``), calls and bets the chips added, ``goes all-in`` lines before the
all-in action, and ``wins $6.26 from side pot #1`` (no pot nor rake written).

>>> detect("***** Betfair Poker Hand History for Game 100000000 *****")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, Iterator, Optional, Tuple

from pokerbits.histories.partypoker import PartyReader
from pokerbits.histories.pokerstars import read_each

SITE = "Betfair"
START = re.compile(r"^\s*\*{5} Betfair Poker Hand History for Game \d+", re.M)


class BetfairReader(PartyReader):
    site = SITE
    start = START


_READER = BetfairReader()


def hand(text: str) -> Dict[str, Any]:
    """The PHH fields of the text of one hand."""
    return _READER.read(text)


def detect(text: str) -> bool:
    """Whether `text` holds Betfair hands."""
    return START.search(text[:2000]) is not None


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per hand of `text` read, (None, a one-line note) per hand skipped."""
    return read_each(text, _READER)
