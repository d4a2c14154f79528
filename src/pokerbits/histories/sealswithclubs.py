"""Seals With Clubs hand histories (2013, mBTC): ``Hand #N - date`` with ``Game:``, ``Site:`` and
``Table:`` lines, ``Player2 has the dealer button``, streets as ``** Flop ** [..]``, ``refunded 3``
for the uncalled bet, one ``wins Side Pot 1 (2)`` and ``Rake (0)`` per pot, no summary. Each line
is rewritten to the PokerStars grammar and read by `pokerbits.histories.pokerstars.StarsReader`.
Times carry no zone (kept naive).

>>> SealsReader().detect("Hand #5338590-82 - 2013-04-12 00:37:11\\nGame: NL Hold'em (20 - 100) - Blinds 1/1\\nSite: Seals With Clubs")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import COLON, Amount, amount, rewritten
from pokerbits.histories._write import cards as spaced, money, street_name
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "Seals With Clubs"
START = re.compile(r"^\s*Hand #[\d-]+ - \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\s*$", re.M)
_REWRITES = (
    (re.compile(r"^\*\* (Hole Cards|Flop|Turn|River) \*\*"), lambda m: f"*** {m.group(1).upper()} ***"),
    (re.compile(r"^\*\* (?:Main|Side) Pot(?: \d+)? Show Down \*\*.*"), "*** SHOW DOWN ***"),
    (re.compile(r"^(.+?) refunded (\S+)$"), r"Uncalled bet (\2) returned to \1"),
    (re.compile(r"^(.+?) wins (?:Main|Side) Pot(?: \d+)? \((\S+)\).*"), r"\1 collected \2 from pot"),
    COLON,
)


class SealsReader(StarsReader):
    site = SITE
    start = START
    time_format = "%Y-%m-%d %H:%M:%S"

    def detect(self, text: str) -> bool:
        """Whether `text` holds Seals With Clubs hands (its ``Site:`` line too)."""
        return super().detect(text) and "Site: Seals With Clubs" in text[:2000]
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[\d.,]+)\)(?P<extra>)(?P<rest>.*)$")
    summary_needed = False

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = re.match(r"Hand #(?P<id>[\d-]+) - (?P<when>.*)$", lines[0])
        game = next((s[6:] for s in lines if s.startswith("Game: ")), None)
        if m is None or game is None:
            raise ValueError(f"not a Seals With Clubs hand: {lines[0][:60]!r}")
        facts.update(hand=m["id"], _when=m["when"], currency="mBTC")
        table = next((s[7:] for s in lines if s.startswith("Table: ")), None)
        if table:
            facts["table"] = table
        blinds = re.search(r"Blinds ([\d.,]+)/([\d.,]+)", game)
        g, betting = game_of(game.split(" (")[0])
        return g, betting, [amount(blinds.group(1)), amount(blinds.group(2))] if blinds else []

    def read(self, text: str) -> Dict[str, Any]:
        out: List[str] = []
        rake: Amount = 0
        for line in text.split("\n"):
            line = line.strip()
            r = re.match(r"Rake \(([\d.,]+)\)$", line)
            if r:
                rake += amount(r.group(1))
                continue
            line = rewritten(line, _REWRITES)
            out.append(line)
        out.append("*** SUMMARY ***")
        out.append(f"Total pot 0 | Rake {rake}")
        fields = super().read("\n".join(out))
        fields.pop("_total_pot", None)                 # the site writes no total pot
        return fields


class SealsWriter(StarsWriter):
    """Writes a finished engine hand as Seals With Clubs did in 2013 (`_write.Story`): NL hold'em
    in mBTC, ``Game:``, ``Site:`` and ``Table:`` lines, ``X has the dealer button``, ``** Flop **``
    streets with their new cards, ``raises to 3``, ``calls 1 (All-in)``, ``refunded 3`` for the
    uncalled bet, ``wins Main Pot (6)`` and ``Rake (0)``, no summary."""

    collected_line = "{name} wins Main Pot ({value})"
    uncalled_line = "{name} refunded {value}"
    post_line = "{name} posts {kind} {value}"
    seat_line = "Seat {no}: {name} ({stack})"
    words = {**StarsWriter.words, "raise": "{who}raises to {to}{all_in}"}
    all_in = " (All-in)"
    games = ("holdem",)
    bettings = {"holdem": ("no-limit",)}     # the betting written for each game (else any)
    currencies = ("chips",)
    fixed_limit_too = ()
    colon = " "
    mark = "** {} **"
    first_street = "Hole Cards"
    showdown = "Main Pot Show Down"
    sits_out = False
    late_blinds = False

    def money(self, story: Any, value: Any) -> str:
        return money(value)

    def header(self, story: Any) -> List[str]:
        low, high = story.stakes
        return [f"Hand #{story.number} - {story.time:%Y-%m-%d %H:%M:%S}",
                f"Game: NL Hold'em (20 - 100) - Blinds {money(low or high)}/{money(high)}",
                "Site: Seals With Clubs", f"Table: {story.table}"]

    def street(self, story: Any, event: Any) -> str:
        name = street_name(story, event.street, event.board).title()
        return f"** {name} ** [{spaced(event.cards)}]"

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        return ["Rake (0)"]

    def write(self, story: Any) -> str:
        lines = super().write(story).split("\n")
        at = 4 + story.n                         # after the head and the seats
        lines.insert(at, f"{story.names[-1]} has the dealer button")
        return "\n".join(lines)
