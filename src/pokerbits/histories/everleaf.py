"""Everleaf Gaming hand histories (2011): the grammar of PartyPoker's older files (this is
`pokerbits.histories.partypoker.PartyReader`) with ``Everleaf Gaming Game #N`` and ``*****
Hand history for game #N *****``, amounts ``€ 0.01 EURO``, a colon after the name in some lines
(``MOURINHO_: bets``), lines ending with a period, stud's ``posts bring-in`` and ``completes to``;
bets, calls and raises give the chips added. No pot nor rake written.

>>> detect("Everleaf Gaming Game #295679510\\n***** Hand history for game #295679510 *****")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, Iterator, List, Optional, Tuple

from pokerbits.histories.partypoker import PartyReader
from pokerbits.histories.pokerstars import read_each

SITE = "Everleaf"
START = re.compile(r"^\s*Everleaf Gaming Game #\d+", re.M)


class EverleafReader(PartyReader):
    site = SITE
    start = START

    def lines(self, text: str) -> List[str]:
        return [re.sub(r"^(\S+): ", r"\1 ", s.strip().rstrip(".")) for s in text.strip().split("\n") if s.strip()]


_READER = EverleafReader()


def hand(text: str) -> Dict[str, Any]:
    """The PHH fields of the text of one hand."""
    return _READER.read(text)


def detect(text: str) -> bool:
    """Whether `text` holds Everleaf hands."""
    return START.search(text[:2000]) is not None


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per hand of `text` read, (None, a one-line note) per hand skipped."""
    return read_each(text, _READER)
