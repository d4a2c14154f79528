"""BetOnline hand histories (2016): the PokerStars grammar (this is
`pokerbits.histories.pokerstars.StarsReader`) with ``- Small Blind`` and ``- Sitting out`` after
the seats, ``ante processed`` lines, shows without brackets, a pot line before the showdown and
the chips won only in the summary (``showed [5s 4s] and won (2.49)``). Its summaries can be
wrong: such a hand is read and reported by the checks, never changed.

>>> detect("BetOnline Poker Game #1606125823: Hold'em No Limit ($0.01/0.02) - 2016/05/04 10:36:39")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, Iterator, List, Optional, Tuple

from pokerbits.histories.pokerstars import StarsReader, read_each

SITE = "BetOnline"
START = re.compile(r"^\s*BetOnline Poker (?:Game|Hand) #", re.M)


class BetOnlineReader(StarsReader):
    site = SITE
    start = START


_READER = BetOnlineReader()


def hand(text: str) -> Dict[str, Any]:
    """The PHH fields of the text of one hand."""
    return _READER.read(text)


def detect(text: str) -> bool:
    """Whether `text` holds BetOnline hands."""
    return START.search(text[:2000]) is not None


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per hand of `text` read, (None, a one-line note) per hand skipped."""
    return read_each(text, _READER)
