"""BetOnline hand histories (2016): the PokerStars grammar (this is
`pokerbits.histories.pokerstars.StarsReader`) with ``- Small Blind`` and ``- Sitting out`` after
the seats, ``ante processed`` lines, shows without brackets, a pot line before the showdown and
the chips won only in the summary (``showed [5s 4s] and won (2.49)``), each seat's ante
``ante processed 10.00`` (``0.00`` at a table without antes) and tournaments' ``Tournament #N:
Hold'em $40.00/$80.00`` (no limit word: no limit). Its summaries can be wrong: such a hand is read
and reported by the checks, never changed.

>>> BetOnlineReader().detect("BetOnline Poker Game #1606125823: Hold'em No Limit ($0.01/0.02) - 2016/05/04 10:36:39")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._draft import Draft
from pokerbits.histories._text import amount
from pokerbits.histories._write import LIMITS, eastern, money
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "BetOnline"
START = re.compile(r"^\s*BetOnline Poker (?:Game|Hand) #", re.M)
# a tournament's first line: "Game #1: Tournament #7: Hold'em $40.00/$80.00 - date" (read as the
# cash game line "Game #1: Hold'em No Limit ($40.00/$80.00) - date" of a tournament's chips)
_TOURNAMENT = re.compile(r"^(?P<head>.*?#\d+: )Tournament #(?P<tid>\d+): (?P<game>.*?)(?P<limit> (?:No |Pot )?Limit)?"
                         r" (?P<stakes>[$€]?[\d.,]+/[$€]?[\d.,]+) - (?P<when>.*)$")


class BetOnlineReader(StarsReader):
    site = SITE
    start = START

    def header(self, d_facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = _TOURNAMENT.match(lines[0])
        if m:                                            # (no buy-in written)
            d_facts.update(_tournament=m["tid"], currency="chips")
            lines[0] = f"{m['head']}{m['game']}{m['limit'] or ' No Limit'} ({m['stakes']}) - {m['when']}"
        return super().header(d_facts, lines)

    def action(self, d: Draft, name: str, rest: str) -> None:
        if rest.startswith("ante processed "):          # (0.00 at a table without antes: no post)
            ante = amount(rest.split()[-1])
            if ante:
                d.post(name, dead=ante)
            return
        super().action(d, name, rest)


class BetOnlineWriter(StarsWriter):
    """Writes a finished engine hand as BetOnline did in 2016 (`_write.Story`): the Stars grammar
    with amounts without a currency sign, ``10-Max,``, ``raises 0.04 to 0.04``, ``and is all in``,
    shows without brackets, the chips won only in the summary and each seat's ante ``NAME: ante
    processed 0.10``."""

    words = {**StarsWriter.words, "raise": "{who}raises {to} to {to}{all_in}", "show": "{name} shows {cards}"}
    all_in = " and is all in"
    sits_out = False
    games = ("holdem",)
    currencies = ("USD",)
    fixed_limit_too = ()
    collects = False

    def money(self, story: Any, value: Any) -> str:
        return money(value)

    def post(self, story: Any, s: int, kind: str, value: Any) -> str:
        if kind == "ante":
            return f"{story.names[s]}: ante processed {money(value)}"
        return super().post(story, s, kind, value)

    def header(self, story: Any) -> List[str]:
        et = eastern(story)
        return [f"BetOnline Poker Game #{story.number}: Hold'em {LIMITS[story.betting]} "
                f"({'/'.join(self.money(story, v) for v in story.stakes if v is not None)}) - "
                f"{et:%Y/%m/%d %H:%M:%S} Eastern Daylight Time",
                f"Table '{story.table}' {story.max_seats}-Max, Seat #{story.button} is the button"]
