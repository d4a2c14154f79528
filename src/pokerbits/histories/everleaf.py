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
from datetime import datetime
from typing import Any, List, Optional

from pokerbits.histories._reader import SiteReader
from pokerbits.histories._time import naive
from pokerbits.histories._write import money
from pokerbits.histories.partypoker import PartyReader, PartyWriter

SITE = "Everleaf"
START = re.compile(r"^\s*Everleaf Gaming Game #\d+", re.M)


class EverleafReader(PartyReader):
    site = SITE
    start = START
    detect = SiteReader.detect      # its own first line, not PartyPoker's

    def lines(self, text: str) -> List[str]:
        return [re.sub(r"^(\S+): ", r"\1 ", s.strip().rstrip(".")) for s in text.strip().split("\n") if s.strip()]

    def when(self, text: str) -> Optional[datetime]:
        """`2011/08/12 - 13:09:06`: the time as written, no zone named."""
        return naive(text, "%Y/%m/%d - %H:%M:%S")


class EverleafWriter(PartyWriter):
    """Writes a finished engine hand as Everleaf did in 2011 (`_write.Story`): stud, stud hi/lo
    and razz in PartyPoker's older grammar, ``Everleaf Gaming Game #N``, amounts ``€ 0.01 EURO``,
    ``posts bring-in €0.02.``, ``completes to €0.05.``, each street's new cards."""

    collected_line = "{name} wins {value} from main pot"
    post_line = "{name} posts {kind} [{value}]"   # (no colon: a name may hold spaces)
    seat_line = "Seat {no}: {name} (  {stack} )"
    games = ("stud", "stud-hi-lo", "razz")
    currencies = ("EUR",)
    fixed_limit_too = ()
    stud_first = "Dealing down cards"

    def money(self, story: Any, value: Any) -> str:
        return f"€ {money(value)} EURO"

    def header(self, story: Any) -> List[str]:
        game = {"stud": "7 Card Stud", "stud-hi-lo": "7 Card Stud Hi-Lo", "razz": "Razz"}[story.game]
        return [f"Everleaf Gaming Game #{story.number}", f"***** Hand history for game #{story.number} *****",
                f"€{money(story.small_bet)}/€{money(story.big_bet)} {game} - {story.time:%Y/%m/%d - %H:%M:%S}",
                f"Table {story.table}", f"Total number of players: {story.n}"]

    def dealt(self, story: Any, s: int, cards: str, had: str = "") -> str:
        return super().dealt(story, s, cards) + "."

    def street(self, story: Any, event: Any) -> str:
        return f"** Dealing {event.street + 3}th Street **"

    def action(self, story: Any, e: Any) -> str:
        if e.kind == "bring-in":
            return f"{story.names[e.seat]} posts bring-in €{money(e.amount)}."
        if e.kind == "complete":
            return f"{story.names[e.seat]} completes to €{money(e.to)}."
        return super().action(story, e)
