"""Betfair Poker hand histories (2009): the grammar of PartyPoker's older files (this is
`pokerbits.histories.partypoker.PartyReader`) with a ``***** Betfair Poker Hand History for Game
N *****`` header, ``PL $0.05/$0.10 Omaha - Sunday, October 18, 20:00:00 GMT 2009``, raises to a
total (``raises to [$0.30]``), calls and bets the chips added, ``goes all-in`` lines before the
all-in action, and ``wins $6.26 from side pot #1`` (no pot nor rake written).

>>> BetfairReader().detect("***** Betfair Poker Hand History for Game 100000000 *****")
True
"""
from __future__ import annotations

import re

from pokerbits.histories._reader import SiteReader
from pokerbits.histories.partypoker import PartyReader

SITE = "Betfair"
START = re.compile(r"^\s*\*{5} Betfair Poker Hand History for Game \d+", re.M)


class BetfairReader(PartyReader):
    site = SITE
    start = START
    detect = SiteReader.detect      # its own first line, not PartyPoker's
