"""Cereus network hand histories (Absolute Poker and UltimateBet, 2009-2010: ``Stage #...``):
``Seat 7 - NAME ($2.13 in chips)``, ``NAME - Calls $0.02``, ``*** POCKET CARDS ***``,
``NAME - returned ($0.06) : not called``, ``NAME Collects $0.06 from main pot`` and
``Total Pot($0.06)``. Each line is rewritten to the PokerStars grammar and read by
`pokerbits.histories.pokerstars.StarsReader` (the seat count is not written: 10 is assumed).
Times are ET.

>>> CereusReader().detect("Stage #1483940000: Holdem  No Limit $0.02 - 2009-06-10 03:10:00 (ET)")
True
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List, Optional, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount, rewritten
from pokerbits.histories._time import aware
from pokerbits.histories._write import cards as spaced, eastern
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "Cereus"
START = re.compile(r"^\s*Stage #\w+: ", re.M)
_REWRITES = (
    (re.compile(r"^Seat (\d+) - (.+?) \("), r"Seat \1: \2 ("),
    (re.compile(r"^Table: (.*?) \((Real|Play) Money\) Seat #(\d+) is the dealer"), r"Table '\1' 10-max Seat #\3 is the button"),
    (re.compile(r"^(.+?) - returned \(([^)]+)\) : not called"), r"Uncalled bet (\2) returned to \1"),
    (re.compile(r"^(.+?) Collects (\S+) from (main|side) pot"), r"\1 collected \2 from \3 pot"),
    (re.compile(r"^\*\*\* POCKET CARDS \*\*\*"), "*** HOLE CARDS ***"),
    (re.compile(r"^Total Pot\(([^)]+)\)"), r"Total pot \1"),
    (re.compile(r"^(.+?) - Posts \$"), r"\1 - Posts big blind $"),
    (re.compile(r"^(.+?) - Mucks$"), r"\1: mucks hand"),
    (re.compile(r"^(.+?) - (Posts|Calls|Checks|Folds|Bets|Raises|Shows|Does not show|All-In)"),
     lambda m: f"{m.group(1)}: {m.group(2).lower()}"),
)


class CereusReader(StarsReader):
    site = SITE
    start = START

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = self.headed(r"Stage #(?P<id>\w+): (?P<game>.*?) (?P<stake>[$€£]?[\d.,]+) - (?P<when>.*)$", lines[0])
        facts["hand"], facts["_when"] = m["id"], m["when"]
        facts["currency"] = "USD" if "$" in m["stake"] else "?"
        facts["_site"] = "Absolute Poker" if m["id"][0].isdigit() else "UltimateBet"
        game, betting = game_of(m["game"])
        return game, betting, [amount(m["stake"])]

    def when(self, text: str) -> Optional[datetime]:
        m = re.match(r"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}) \((\w+)\)", text.strip())
        return aware(m.group(1), m.group(2)) if m else None

    def read(self, text: str) -> Dict[str, Any]:
        out = []
        for line in text.split("\n"):
            line = line.strip()
            line = rewritten(line, _REWRITES)
            out.append(line)
        fields = super().read("\n".join(out))
        fields.pop("seat_count", None)
        return fields


class CereusWriter(StarsWriter):
    """Writes a finished engine hand as the Cereus network (UltimateBet, Absolute) did in
    2009-2010 (`_write.Story`): NL and PL hold'em and Omaha, ``Stage #N: Holdem  No Limit $0.02
    - <ET time> (ET)``, ``Seat 7 - NAME ($1 in chips)``, ``NAME - Calls $0.02``, ``*** POCKET CARDS
    ***``, ``NAME - returned ($0.06) : not called``, ``NAME Collects $0.06 from main pot`` and
    ``Total Pot($0.06)``; all-ins written as the bet, call or raise they are."""

    collected_line = "{name} Collects {value} from main pot"
    uncalled_line = "{name} - returned ({value}) : not called"
    post_line = "{name} - Posts {kind} {value}"
    seat_line = "Seat {no} - {name} ({stack} in chips)"
    words = {"fold": "{who}Folds", "check": "{who}Checks", "call": "{who}Calls {amount}", "bet": "{who}Bets {amount}",
             "raise": "{who}Raises {amount} to {to}", "show": "{who}Shows [{cards}]", "muck": "{who}Mucks"}
    games = ("holdem", "omaha")
    currencies = ("USD",)
    fixed_limit_too = ()
    colon = " - "
    first_street = "POCKET CARDS"
    sits_out = False
    late_blinds = False

    def header(self, story: Any) -> List[str]:
        limit = {"no-limit": "No Limit", "pot-limit": "Pot Limit"}[story.betting]
        game = "Holdem" if story.game == "holdem" else "Omaha"
        return [f"Stage #{story.number}: {game}  {limit} {self.money(story, story.stakes[1])} - "
                f"{eastern(story):%Y-%m-%d %H:%M:%S} (ET)",
                f"Table: {story.table} (Real Money) Seat #{story.button} is the dealer"]

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        board = [f"Board [{spaced(story.board)}]"] if story.board else []
        return ["*** SUMMARY ***", f"Total Pot({self.money(story, sum(collected))})"] + board
