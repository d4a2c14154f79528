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
from decimal import Decimal
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories._write import LIMITS, money, utc
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

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
        m = self.headed(r"Hand #(?P<id>\d+) - (?P<game>.*?) - (?P<stakes>\S+) - (?P<when>.*)$", lines[0])
        facts["hand"], facts["_when"] = m["id"], m["when"]
        facts["currency"] = "USD" if "$" in m["stakes"] else "EUR" if "€" in m["stakes"] else "chips"
        game, betting = game_of(m["game"])
        return game, betting, [amount(x) for x in m["stakes"].split("/")]

    def read(self, text: str) -> Dict[str, Any]:
        names = {"1": "FIRST", "2": "SECOND", "3": "THIRD"}
        lines = [_RUN.sub(lambda m: f"*** {names[m.group(2)]} {m.group(1)} ***", line) for line in text.split("\n")]
        return super().read("\n".join(line for line in lines if line.strip() != "*** RUN IT TWICE ***"))


class WinningWriter(StarsWriter):
    """Writes a finished engine hand as the Winning Poker Network does (2019 on, `_write.Story`):
    the Stars grammar with ``Hand #N - Omaha H/L(Pot Limit) - $3.00/$6.00 - <time> UTC``, the
    table bare on the second line, seats without ``in chips``, no colon after names, amounts
    with cents (``$120.00``), ``raises $12.00 to $12.00`` and ``| Rake $0.00 | JP Fee $0.00``."""
    straddles = False   # (no straddle wording known: not the PokerStars lines it otherwise shares)

    post_line = "{name} posts the {kind} {value}"
    seat_line = "Seat {no}: {name} ({stack})"
    words = {**StarsWriter.words, "raise": "{who}raises {to} to {to}{all_in}"}
    sits_out = False
    games = ("holdem", "omaha", "omaha-hi-lo")
    currencies = ("USD",)
    fixed_limit_too = ()
    colon = " "
    whole_chips = False    # every amount written with cents: a hand in whole dollars reads as one in cents

    def money(self, story: Any, value: Any) -> str:
        value = Decimal(value)
        return f"${value:.2f}" if value == value.quantize(Decimal("0.01")) else money(value, "$")

    def header(self, story: Any) -> List[str]:
        title = {"holdem": "Holdem", "omaha": "Omaha", "omaha-hi-lo": "Omaha H/L"}[story.game]
        when = utc(story)
        stakes = "/".join(self.money(story, v) for v in story.stakes if v is not None)
        return [f"Hand #{story.number} - {title}({LIMITS[story.betting]}) - {stakes} - {when:%Y/%m/%d %H:%M:%S} UTC",
                f"{story.table} {story.max_seats}-max Seat #{story.button} is the button"]

    def total(self, story: Any, pot: Any) -> str:
        zero = self.money(story, 0)
        return f"Total pot {self.money(story, pot)} | Rake {zero} | JP Fee {zero}"
