"""Cake Poker hand histories (2011-2012, cash and tournaments): the PokerStars grammar (this is
`pokerbits.histories.pokerstars.StarsReader`) with a ``Hand#N - ... -- stakes game -- date``
header, masked names (``Vill***1``), the dealer marked ``DEALER`` or ``Dealer: Seat 5``, no hole
cards line, ``is all in $0.07`` (the chips added), ``returns uncalled bet 75``, ``wins $0.31
with``, two SHOW DOWN sections for two pots, and no summary: no pot nor rake is written (the
tournament has none, so there the check is exact). Times carry no zone (kept naive).

>>> CakeReader().detect("Hand#2589013774000163 - New Castle (Turbo 6-max) 13774 -- $0.02/$0.04 FL Hold'em -- 2011/05/08 - 10:37:17")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories._write import cards as spaced, street_name
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "Cake"
START = re.compile(r"^\s*Hand#\w+ - ", re.M)
_WINS = re.compile(r"^(?P<name>.+?) wins (?P<amt>[$€]?[\d.,]+) with ")


class CakeReader(StarsReader):
    site = SITE
    start = START
    time_format = "%Y/%m/%d - %H:%M:%S"

    def detect(self, text: str) -> bool:
        """Whether `text` holds Cake hands (their first line has a ``--``)."""
        return super().detect(text) and " -- " in text[:500]
    summary_needed = False

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        parts = lines[0].split(" -- ")
        m = re.match(r"Hand#(?P<id>\w+) - (?P<where>.*)", parts[0])
        if m is None or len(parts) < 3:
            raise ValueError(f"not a Cake header: {lines[0][:60]!r}")
        facts["hand"], facts["_when"] = m["id"], parts[-1]
        play = parts[-2]
        stakes_text, _, game_text = play.partition(" ")
        game, betting = game_of(game_text)
        tour = re.search(r"T(\d+)$", m["where"])
        if tour:
            facts.update(_tournament=tour.group(1), _buy_in=parts[2] if len(parts) > 4 else None, currency="chips")
            facts["_rake"] = 0
        else:
            facts["table"] = m["where"]
            facts["currency"] = "USD" if "$" in stakes_text else "EUR" if "€" in stakes_text else "?"
        for s in lines[1:]:
            dealer = re.match(r"Dealer: Seat (\d+)", s)
            if dealer:
                facts["_button"] = int(dealer.group(1))
        stakes = [amount(x) for x in stakes_text.split("/")]
        return game, betting, stakes[-2:]

    def line(self, d: Any, s: str, names: List[str], stud: bool, pre: bool) -> None:
        if "_button" in d.info:
            d.button = d.info.pop("_button")
        if "_rake" in d.info:
            d.rake = d.info.pop("_rake")
        m = _WINS.match(s)
        if m and m["name"] in d.seats:
            d.take(m["name"], amount(m["amt"]))
            return
        super().line(d, s, names, stud, pre)


class CakeWriter(StarsWriter):
    """Writes a finished engine hand as Cake did in 2011-2012 (`_write.Story`): hold'em and
    Omaha, ``Hand#N - table -- $0.02/$0.04 FL Hold'em -- date``, the dealer marked ``DEALER``, no
    hole cards line, cards ``[7c,5h]``, streets with their new cards, ``raises to $0.08``, ``is all
    in $0.07`` (the chips added), ``returns uncalled bet``, ``wins $0.31 with ...``, no summary."""

    collected_line = "{name} wins {value} with a hand"
    uncalled_line = "{name}: returns uncalled bet {value}"
    words = {**StarsWriter.words, "raise": "{who}raises to {to}{all_in}", "all-in": "{who}is all in {added}"}
    games = ("holdem", "omaha")
    currencies = ("USD",)
    fixed_limit_too = ("holdem",)
    showdown = "SHOW DOWN"
    mark = "***{}***"
    sits_out = False
    late_blinds = False

    def header(self, story: Any) -> List[str]:
        low, high = (story.small_bet, story.big_bet) if story.betting == "fixed-limit" else story.stakes
        limit = {"no-limit": "NL", "pot-limit": "PL", "fixed-limit": "FL"}[story.betting]
        game = "Hold'em" if story.game == "holdem" else "Omaha"
        return [f"Hand#{story.number} - {story.table} -- {self.money(story, low)}/{self.money(story, high)} {limit} {game} -- "
                f"{story.time:%Y/%m/%d - %H:%M:%S}"]

    def seat(self, story: Any, s: int) -> str:
        return super().seat(story, s) + (" DEALER" if s == story.n - 1 else "")

    def dealt(self, story: Any, s: int, cards: str, had: str = "") -> str:
        return f"Dealt to {story.names[s]} [{','.join(spaced(cards).split())}]"

    def street(self, story: Any, event: Any) -> str:
        return f"*** {street_name(story, event.street, event.board)} *** [{','.join(spaced(event.cards).split())}]"

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        return []

    def write(self, story: Any) -> str:
        lines = super().write(story).split("\n")
        lines.remove("***HOLE CARDS***")         # Cake writes none
        return "\n".join(lines)
