"""Enet (Euro network, 2012) hand histories: the PokerStars grammar with decimal commas
(``€0,25``), raises and all-ins that give the chips added (``raises €11,75``, ``goes all-in
€5,75``), the betting in the table's name (``'Romania 1 - Pot Limit'``) and the time first
(``23:32:44 29.7.2012``). The room's own summaries can be wrong (a total pot smaller than the
chips put in): such hands are read and reported by the checks, never changed.

>>> EnetReader().detect("Game #7732419: Omaha (€0,25/€0,50) - 23:32:44 29.7.2012 - %6")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories.pokerstars import StarsReader

SITE = "Enet"
START = re.compile(r"^\s*Game #\d+: .*? - \d{1,2}:\d{2}:\d{2} \d{1,2}\.\d{1,2}\.\d{4}", re.M)


class EnetReader(StarsReader):
    site = SITE
    start = START
    time_format = "%H:%M:%S %d.%m.%Y"
    raise_adds = True

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = re.match(r"Game #(?P<id>\d+): (?P<game>[^(]*?)\s*\((?P<stakes>[^)]*)\) - (?P<when>\S+ \S+)", lines[0])
        if m is None:
            raise ValueError(f"not an Enet header: {lines[0][:60]!r}")
        facts["hand"], facts["_when"] = m["id"], m["when"]
        betting = next((b for k, b in (("Pot Limit", "pot-limit"), ("No Limit", "no-limit"), ("Limit", "fixed-limit"))
                        if k in lines[1]), None)
        game, betting = game_of(m["game"], betting)
        facts["currency"] = "EUR" if "€" in m["stakes"] else "USD" if "$" in m["stakes"] else "?"
        return game, betting, [amount(x) for x in m["stakes"].split("/")]
