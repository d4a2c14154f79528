"""Full Tilt Poker hand histories (2010-2012): the PokerStars grammar (this is
`pokerbits.histories.pokerstars.StarsReader`) with its own header (``Table Rymer (6 max) -
$2/$4 - Pot Limit Omaha Hi - 17:00:14 CET - 2012/11/06 [11:00:14 ET - 2012/11/06]``), seats
without ``in chips``, ``The button is in seat #1`` after the blinds, ``antes 15``, ``Uncalled
bet of $56 returned``, ``wins the side pot ($76.35)`` and run it twice (``TURN 1``, ``RIVER 2``,
a summary per run). UTF-16 files too (one with an odd byte count, read with a replacement).

>>> FullTiltReader().detect("Full Tilt Poker Game #25340585274: Table Laurelvale - $0.05/$0.10 - Limit Badugi - 03:02:56 ET - 2010/11/07")
True
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List, Optional, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories._time import aware
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "Full Tilt"
START = re.compile(r"^\s*Full Tilt Poker (?:Game|Hand) #", re.M)
_RUN = re.compile(r"^\*\*\* (FLOP|TURN|RIVER) (\d) \*\*\*")


class FullTiltReader(StarsReader):
    site = SITE
    start = START
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[^)]+)\)(?P<extra>)(?P<rest>.*)$")

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = self.headed(r".*?Game #(?P<id>\d+): (?P<where>.*?) - (?P<stakes>[^-]*?) - (?P<game>[^-]*?) - (?P<when>.*)$", lines[0])
        facts["hand"], facts["_when"] = m["id"], m["when"]
        table = re.search(r"Table (.*?)(?: \(|$)", m["where"])
        if table:
            facts["table"] = table.group(1)
        tour = re.search(r"\((\d+)\), Table", m["where"])
        if tour:
            facts.update(_tournament=tour.group(1), _buy_in=m["where"].split(" ")[0:3], currency="chips")
            facts["_buy_in"] = " ".join(facts["_buy_in"])
        else:
            facts["currency"] = "USD" if "$" in m["stakes"] else "EUR" if "€" in m["stakes"] else "play money"
        game, betting = game_of(m["game"])
        ante = re.search(r"Ante (\S+)", m["stakes"])
        stakes = [amount(x) for x in m["stakes"].split(" Ante")[0].split("/")]
        if ante:
            facts["_ante"] = amount(ante.group(1))
        return game, betting, stakes

    def when(self, text: str) -> Optional[datetime]:
        found = None
        for clock, zone, day in re.findall(r"(\d{1,2}:\d{2}:\d{2}) ([A-Z]+) - (\d{4}/\d{2}/\d{2})", text):
            found = aware(f"{day} {clock}", zone) or found
        return found

    def read(self, text: str) -> Dict[str, Any]:
        names = {"1": "FIRST", "2": "SECOND", "3": "THIRD"}
        text = "\n".join(_RUN.sub(lambda m: f"*** {names[m.group(2)]} {m.group(1)} ***", line)
                         for line in text.split("\n"))
        return super().read(text)


class FullTiltWriter(StarsWriter):
    """Writes a finished engine hand as Full Tilt did (`_write.Story`): the Stars grammar with
    Full Tilt's header (``Table T (6 max) - $2/$4 - Pot Limit Omaha Hi - 11:00:14 ET - 2012/11/06``),
    seats without ``in chips``, ``posts the small blind of $2``, ``antes 15``, ``The button is in
    seat #1``, ``raises to $12``, ``, and is all in``, ``Uncalled bet of $56 returned to``,
    ``wins the pot ($48)``."""
    straddles = False   # (no straddle wording known: not the PokerStars lines it otherwise shares)

    collected_line = "{name} wins the pot ({value})"
    uncalled_line = "Uncalled bet of {value} returned to {name}"
    seat_line = "Seat {no}: {name} ({stack})"
    words = {**StarsWriter.words, "raise": "{who}raises to {to}{all_in}"}
    all_in = ", and is all in"
    sits_out = False
    games = ("holdem", "omaha", "omaha-hi-lo", "stud", "stud-hi-lo", "razz", "badugi")   # (2-7: the header's
    # " - " splits its game name, which the reader cannot read)
    currencies = ("USD",)
    fixed_limit_too = ("holdem",)
    colon = " "

    def header(self, story: Any) -> List[str]:
        from pokerbits.histories._write import eastern
        title = {"holdem": "Hold'em", "omaha": "Omaha Hi", "omaha-hi-lo": "Omaha Hi/Lo", "stud": "7 Card Stud",
                 "stud-hi-lo": "Stud Hi/Lo", "razz": "Razz", "badugi": "Badugi"}
        limit = {"no-limit": "No Limit", "pot-limit": "Pot Limit", "fixed-limit": "Limit"}[story.betting]
        low, high = (story.small_bet, story.big_bet) if story.betting == "fixed-limit" else story.stakes
        stakes = "/".join(self.money(story, v) for v in (low, high) if v is not None)
        if story.stud and max(story.antes):
            stakes += f" Ante {self.money(story, max(story.antes))}"
        et = eastern(story)
        return [f"Full Tilt Poker Game #{story.number}: Table {story.table} ({story.max_seats} max) - {stakes} - "
                f"{limit} {title[story.game]} - {et:%H:%M:%S} ET - {et:%Y/%m/%d}"]

    def post(self, story: Any, s: int, kind: str, value: Any) -> str:
        if kind == "ante":
            return f"{story.names[s]} antes {self.money(story, value)}"
        return f"{story.names[s]} posts the {kind} of {self.money(story, value)}"

    def write(self, story: Any) -> str:
        text = super().write(story)
        if story.button is None:
            return text
        lines = text.split("\n")
        at = next(i for i, line in enumerate(lines) if line.startswith("*** "))
        return "\n".join(lines[:at] + [f"The button is in seat #{story.button}"] + lines[at:])
