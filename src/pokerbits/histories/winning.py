"""Winning Poker Network (ACR and its skins) hand histories, the format of 2019 on (``Hand #N -
Omaha H/L(No Limit) - $3.00/$6.00 - 2021/04/16 19:14:14 UTC``): the PokerStars grammar (this is
`pokerbits.histories.pokerstars.StarsReader`) with the table's name bare on the second line,
seats without ``in chips``, run it twice (``FLOP 1``, ``RIVER 2``, a pot line per street), and a
summary whose total pot is net of the rake and the jackpot fee (``| Rake $2.76 | JP Fee $0.24``).
The older WPN format (``Game started at:``) is not read yet.

>>> WinningReader().detect("Hand #779379637 - Omaha H/L(No Limit) - $3.00/$6.00 - 2021/04/16 19:14:14 UTC")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories.pokerstars import StarsReader

SITE = "Winning Poker Network"
START = re.compile(r"^\s*Hand #\d+ - .*? - [$€]?[\d.,]+/[$€]?[\d.,]+ - \d{4}/\d{2}/\d{2} ", re.M)
_RUN = re.compile(r"^\*\*\* (FLOP|TURN|RIVER) (\d) \*\*\*")


class WinningReader(StarsReader):
    site = SITE
    start = START
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[^)]+)\)(?P<extra>)(?P<rest>.*)$")
    table_line = re.compile(r"^(?P<table>.+?) (?P<max>\d+)-max.*?(?:Seat #(?P<button>\d+) is the button)?\s*$")
    net_pot = True

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = re.match(r"Hand #(?P<id>\d+) - (?P<game>.*?) - (?P<stakes>\S+) - (?P<when>.*)$", lines[0])
        if m is None:
            raise ValueError(f"not a WPN header: {lines[0][:60]!r}")
        facts["hand"], facts["_when"] = m["id"], m["when"]
        facts["currency"] = "USD" if "$" in m["stakes"] else "EUR" if "€" in m["stakes"] else "chips"
        game, betting = game_of(m["game"])
        return game, betting, [amount(x) for x in m["stakes"].split("/")]

    def read(self, text: str) -> Dict[str, Any]:
        names = {"1": "FIRST", "2": "SECOND", "3": "THIRD"}
        lines = [_RUN.sub(lambda m: f"*** {names[m.group(2)]} {m.group(1)} ***", line) for line in text.split("\n")]
        return super().read("\n".join(line for line in lines if line.strip() != "*** RUN IT TWICE ***"))
