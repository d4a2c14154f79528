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
from pokerbits.histories._write import LIMITS, money, street_name
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "Enet"
START = re.compile(r"^\s*Game #\d+: .*? - \d{1,2}:\d{2}:\d{2} \d{1,2}\.\d{1,2}\.\d{4}", re.M)


class EnetReader(StarsReader):
    site = SITE
    start = START
    time_format = "%H:%M:%S %d.%m.%Y"
    raise_adds = True

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = self.headed(r"Game #(?P<id>\d+): (?P<game>[^(]*?)\s*\((?P<stakes>[^)]*)\) - (?P<when>\S+ \S+)", lines[0])
        facts["hand"], facts["_when"] = m["id"], m["when"]
        betting = next((b for k, b in (("Pot Limit", "pot-limit"), ("No Limit", "no-limit"), ("Limit", "fixed-limit"))
                        if k in lines[1]), None)
        game, betting = game_of(m["game"], betting)
        facts["currency"] = "EUR" if "€" in m["stakes"] else "USD" if "$" in m["stakes"] else "?"
        return game, betting, [amount(x) for x in m["stakes"].split("/")]


class EnetWriter(StarsWriter):
    """Writes a finished engine hand as Enet did in 2012 (`_write.Story`): the Stars grammar with
    decimal commas (``€0,25``), the betting in the table's name, the time first, cards unspaced
    and the board whole on each street (``[Td4h7d2d]``), raises and all-ins (``goes all-in €5,75``)
    giving the chips added."""

    collected_line = "{name}: collected ({value}) from pot"
    words = {**StarsWriter.words, "raise": "{who}raises {added}{all_in}", "show": "{who}shows [{phh}]",
             "all-in": "{who}goes all-in {added}"}
    sits_out = False
    games = ("holdem", "omaha")
    currencies = ("EUR",)
    fixed_limit_too = ()
    first_street = "HOLECARDS"
    showdown = "SHOWDOWN"

    def money(self, story: Any, value: Any) -> str:
        return money(value, "€", comma=True)

    def header(self, story: Any) -> List[str]:
        t = story.time
        stakes = "/".join(self.money(story, v) for v in story.stakes if v is not None)
        return [f"Game #{story.number}: {'Holdem' if story.game == 'holdem' else 'Omaha'} ({stakes}) - "
                f"{t:%H:%M:%S} {t.day}.{t.month}.{t.year} - %6",
                f"Table '{story.table} - {LIMITS[story.betting]}' {story.max_seats}-max Seat #{story.button} is the button"]

    def dealt(self, story: Any, s: int, cards: str, had: str = "") -> str:
        return f"Dealt to {story.names[s]} [{cards}]"

    def street(self, story: Any, event: Any) -> str:
        return f"*** {street_name(story, event.street, event.board)} *** [{event.board}]"
