"""Everleaf Gaming hand histories (2011): the grammar of PartyPoker's older files (this is
`pokerbits.histories.partypoker.PartyReader`) with ``Everleaf Gaming Game #N`` and ``*****
Hand history for game #N *****``, amounts ``€ 0.01 EURO``, a colon after the name in some lines
(``MOURINHO_: bets``), lines ending with a period, stud's ``posts bring-in`` and ``completes to``;
bets, calls and raises give the chips added. No pot nor rake written.

>>> EverleafReader().detect("Everleaf Gaming Game #295679510\\n***** Hand history for game #295679510 *****")
True
"""
from __future__ import annotations

import re
from typing import List

from pokerbits.histories._reader import SiteReader
from pokerbits.histories.partypoker import PartyReader

SITE = "Everleaf"
START = re.compile(r"^\s*Everleaf Gaming Game #\d+", re.M)


class EverleafReader(PartyReader):
    site = SITE
    start = START
    detect = SiteReader.detect      # its own first line, not PartyPoker's

    def lines(self, text: str) -> List[str]:
        return [re.sub(r"^(\S+): ", r"\1 ", s.strip().rstrip(".")) for s in text.strip().split("\n") if s.strip()]
