"""BetOnline hand histories (2016): the PokerStars grammar (this is
`pokerbits.histories.pokerstars.StarsReader`) with ``- Small Blind`` and ``- Sitting out`` after
the seats, ``ante processed`` lines, shows without brackets, a pot line before the showdown and
the chips won only in the summary (``showed [5s 4s] and won (2.49)``). Its summaries can be
wrong: such a hand is read and reported by the checks, never changed.

>>> BetOnlineReader().detect("BetOnline Poker Game #1606125823: Hold'em No Limit ($0.01/0.02) - 2016/05/04 10:36:39")
True
"""
from __future__ import annotations

import re

from pokerbits.histories.pokerstars import StarsReader

SITE = "BetOnline"
START = re.compile(r"^\s*BetOnline Poker (?:Game|Hand) #", re.M)


class BetOnlineReader(StarsReader):
    site = SITE
    start = START
