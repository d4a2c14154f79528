"""Kings Club hand histories (2020-2021): the draw games of its mixed tables (2-7 and A-5 triple
draw, badugi, badacey, no-limit 2-7 single draw), antes with blinds. The PokerStars grammar
(`pokerbits.histories.pokerstars.StarsReader`) with the date on its own line, no colon after
the name in betting lines, calls that give the seat's new total (``calls 44``), draws written
``discards [7h Qc] draws [2h 9s]`` and ``draws 2``, a seat's first blind ``posts blind 44``
that also pays a dead small blind (the summary's nets show it), and a summary of each seat's stack after the
hand and its net (checked), the rake and ``wins (168) from pot`` (an uncalled bet is returned
without a word: the stacks after the hand show it). Run it twice (``Run 1:`` /
``Run 2:``): the first run is played.

>>> KingsReader().detect("#40201390: Limit Badacey - 22/44\\n2021-01-09 18:56:17\\nTable 'Real Deal Mix' Seat 1 is the button")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories.pokerstars import StarsReader

SITE = "Kings Club"
START = re.compile(r"^#\d+: (?:Limit|No Limit|Pot Limit) .* - [\d.,]+/[\d.,]+\s*$", re.M)


class KingsReader(StarsReader):
    site = SITE
    start = START
    time_format = "%Y-%m-%d %H:%M:%S"

    def detect(self, text: str) -> bool:
        """Whether `text` holds Kings Club hands (a ``Table '...'`` line too)."""
        return super().detect(text) and "Table '" in text[:2000]
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[\d.,]+)(?P<extra>)\)(?P<rest>.*)$")
    calls_to = True
    table_line = re.compile(r"^Table '(?P<table>[^']*)'\s*(?:(?P<max>\d+)-max)?.*?Seat #?(?P<button>\d+) is the button\s*$")

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = re.match(r"#(?P<id>\d+): (?P<game>.*) - (?P<stakes>[\d.,/]+)\s*$", lines[0])
        if m is None:
            raise ValueError(f"not a Kings Club header: {lines[0][:60]!r}")
        facts["hand"], facts["_when"], facts["currency"] = m["id"], lines[1], "USD"
        game, betting = game_of(m["game"])
        return game, betting, [amount(x) for x in m["stakes"].split("/")]

    def action(self, d: Any, name: str, rest: str) -> None:
        m = re.match(r"posts blind ([\d.,]+)$", rest)
        if m:   # a seat's first blind: the big blind live and a dead small blind (the summary's nets say so)
            big = amount(m.group(1))
            d.post(name, live=big, dead=big / 2 if not isinstance(big, int) or big % 2 else big // 2)
            return
        super().action(d, name, rest)
