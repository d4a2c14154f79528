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
from typing import Any, List

from pokerbits.histories._write import LIMITS, cards as spaced, eastern, money
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "BetOnline"
START = re.compile(r"^\s*BetOnline Poker (?:Game|Hand) #", re.M)


class BetOnlineReader(StarsReader):
    site = SITE
    start = START


class BetOnlineWriter(StarsWriter):
    """Writes a finished engine hand as BetOnline did in 2016 (`_write.Story`): the Stars grammar
    with amounts without a currency sign, ``10-Max,``, ``raises 0.04 to 0.04``, ``and is all in``,
    shows without brackets and the chips won only in the summary; no antes (its ``ante processed``
    lines are not read)."""

    sits_out = False
    games = ("holdem",)
    currencies = ("USD",)
    fixed_limit_too = ()
    antes = False
    collects = False

    def money(self, story: Any, value: Any) -> str:
        return money(value)

    def header(self, story: Any) -> List[str]:
        et = eastern(story)
        return [f"BetOnline Poker Game #{story.number}: Hold'em {LIMITS[story.betting]} "
                f"({'/'.join(self.money(story, v) for v in story.stakes if v is not None)}) - "
                f"{et:%Y/%m/%d %H:%M:%S} Eastern Daylight Time",
                f"Table '{story.table}' {story.max_seats}-Max, Seat #{story.button} is the button"]

    def action(self, story: Any, e: Any) -> str:
        name = story.names[e.seat]
        if e.kind == "raise":
            text = f"{name}: raises {self.money(story, e.to)} to {self.money(story, e.to)}"
        elif e.kind == "show":
            return f"{name} shows {spaced(e.cards)}"
        else:
            text = super().action(story, e).replace(" and is all-in", "")
        return text + (" and is all in" if e.all_in else "")
