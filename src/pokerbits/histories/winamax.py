"""Winamax hand histories (2010 to today): cash games and tournaments (bounties, tickets,
freerolls), hold'em, Omaha and the 8-game stud games. The grammar is PokerStars' without the
colon after the name, amounts written ``0.05€``, stakes ``(ante/sb/bb)`` in tournaments, and a
summary whose total pot is net of the rake (the reader adds the rake back).

>>> text = '''Winamax Poker - CashGame - HandId: #1-2-3 - Holdem no limit (0.02€/0.05€) - 2011/02/21 20:12:00 UTC
... Table: 'Joue-les-Tours' 9-max (real money) Seat #2 is the button
... Seat 1: A B (1.60€)
... Seat 2: C (2€)
... *** ANTE/BLINDS ***
... C posts small blind 0.02€
... A B posts big blind 0.05€
... *** PRE-FLOP ***
... C raises 0.10€ to 0.15€
... A B folds
... C collected 0.10€ from pot
... *** SUMMARY ***
... Total pot 0.10€ | No rake
... Seat 2: C (button) won 0.10€'''
>>> [f] = read(text)
>>> f["players"], f["blinds_or_straddles"], f["actions"][2:], f["_returned"], f["currency"]
(['A B', 'C'], [Decimal('0.02'), Decimal('0.05')], ['p2 cbr 0.15', 'p1 f'], [0, 0], 'EUR')
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories._write import money, utc
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "Winamax"
START = re.compile(r"^\s*Winamax Poker - ", re.M)
_HEADER = re.compile(r"Winamax Poker - (?P<kind>CashGame|Tournament|Sit & Go|Go Fast|Expresso)?\s*(?P<tour>.*?)\s*-?\s*"
                     r"HandId: #(?P<id>[\d-]+) - (?P<game>[^(]+?)\s*\((?P<stakes>[^)]*)\) - (?P<when>.*)$")


class WinamaxReader(StarsReader):
    site = SITE
    start = START
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[^,)]+)(?P<extra>[^)]*)\)(?P<rest>.*)$")
    net_pot = True

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = _HEADER.search(lines[0])
        if m is None:
            raise ValueError(f"not a Winamax header: {lines[0][:80]!r}")
        facts["hand"] = m["id"]
        facts["_when"] = m["when"]
        stakes = [amount(x) for x in m["stakes"].split("/")]
        facts["currency"] = "EUR" if "€" in m["stakes"] else "chips"
        if m["kind"] != "CashGame":
            t = re.search(r'"(?P<name>[^"]*)"\s*(?:buyIn: (?P<buy>.*?))?\s*(?:level: (?P<level>\d+))?\s*$', m["tour"])
            if t:
                facts["event"] = t["name"]
                facts["_buy_in"] = t["buy"]
                facts["_level"] = t["level"]
            facts["_tournament"] = m["kind"]
        if "play money" in lines[1]:
            facts["currency"] = "play money"
        game, betting = game_of(m["game"])
        return game, betting, stakes[-2:] if len(stakes) == 3 else stakes


read = WinamaxReader().read_all


class WinamaxWriter(StarsWriter):
    """Writes a finished engine hand as Winamax does (`_write.Story`): the Stars grammar without
    the colon after the name, amounts written ``0.05€``, an ANTE/BLINDS street, stakes
    ``(ante/small bet/big bet)`` in stud, no uncalled bet line (the bettor collects it with the
    pot) and ``No rake``."""

    post_line = "{name} posts {kind} {value}"
    seat_line = "Seat {no}: {name} ({stack})"
    words = {**StarsWriter.words, "complete": "{who}raises {to} to {to}{all_in}", "bring-in": "{who}brings in {amount}"}
    sits_out = False
    games = ("holdem", "omaha", "omaha-hi-lo", "stud", "stud-hi-lo", "razz")
    colon = " "
    blinds_street = "ANTE/BLINDS"
    first_street = "PRE-FLOP"
    returns_uncalled = False
    board_line = "Board:"
    currencies = ("EUR", "chips")
    fixed_limit_too = ()

    def money(self, story: Any, value: Any) -> str:
        return money(value, "€" if story.currency == "EUR" else "" if story.currency == "chips" else "$", after=True)

    def header(self, story: Any) -> List[str]:
        title = {"holdem": "Holdem", "omaha": "Omaha", "omaha-hi-lo": "Omaha Hi/Lo", "stud": "7stud",
                 "stud-hi-lo": "Stud Hi/Lo", "razz": "Razz"}[story.game]
        limit = story.betting.replace("-", " ")
        if story.stud:
            stakes = [max(story.antes), story.small_bet, story.big_bet]
        else:
            stakes = [v for v in story.stakes if v is not None]
        button = f" Seat #{story.button} is the button" if story.button is not None else ""
        when = utc(story)
        if story.currency == "chips":            # a tournament: its name, buy-in and level; the ante in the stakes
            t = story.tournament
            stakes = [max(story.antes), *stakes[-2:]]
            return [f'Winamax Poker - Tournament "{t.get("name", "Event")}" buyIn: {t.get("buy_in", "0€")} level: '
                    f'{t.get("level", "1")} - HandId: #{story.number} - {title} {limit} '
                    f"({'/'.join(self.money(story, v) for v in stakes)}) - {when:%Y/%m/%d %H:%M:%S} UTC",
                    f"Table: '{story.table}({t.get('id', 1)})#0001' {story.max_seats}-max (real money){button}"]
        return [f"Winamax Poker - CashGame - HandId: #{story.number} - {title} {limit} "
                f"({'/'.join(self.money(story, v) for v in stakes)}) - {when:%Y/%m/%d %H:%M:%S} UTC",
                f"Table: '{story.table}' {story.max_seats}-max (real money){button}"]

    def won(self, story: Any, value: Any) -> str:
        return f"won {self.money(story, value)}"

    def total(self, story: Any, pot: Any) -> str:
        return f"Total pot {self.money(story, pot)} | No rake"
