"""Boss Media hand histories (the XML of its client: ``<HISTORY ID GAME="GAME_THM" LIMIT="NL"
STAKES="0.05/0.10" TABLECURRENCY="GBP" DATE="<unix time>">``): ``<ACTION TYPE KIND VALUE>``
lines whose calls, raises and all-ins give the seat's new total for the round, cards as numbers
(``LINK="42"``: the rank is ``A23456789TJQK`` by the number modulo 13, the suit ``cdhs`` by its
quotient; ``b`` unknown; the suit order is taken as such, the hand values written agree with it),
and a ``<SHOWDOWN POT RAKE>`` whose pot is net of the rake.

>>> card(42), card(25), card("b")
('4s', 'Kd', '??')
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from typing import Any, Dict, Iterator, List, Optional, Tuple

from pokerbits.histories._draft import Draft
from pokerbits.histories._reader import xml_hands
from pokerbits.histories._text import amount

SITE = "Boss Media"
START = re.compile(r"^\s*<HISTORY ", re.M)
_GAMES = {"GAME_THM": "holdem", "GAME_OMA": "omaha", "GAME_OMAHL": "omaha-hi-lo"}
_LIMITS = {"NL": "no-limit", "PL": "pot-limit", "FL": "fixed-limit", "L": "fixed-limit"}


def card(link: Any) -> str:
    """A card as Boss numbers it, in PHH."""
    if str(link) in ("b", ""):
        return "??"
    n = int(link)
    return "A23456789TJQK"[n % 13] + "cdhs"[n // 13]


def history(text: str) -> Dict[str, Any]:
    """The PHH fields of one <HISTORY> element's text."""
    root = ET.fromstring(text)
    d = Draft(SITE, _GAMES.get(root.get("GAME", ""), "holdem"), _LIMITS.get(root.get("LIMIT", ""), "no-limit"))
    when = datetime.fromtimestamp(int(root.get("DATE", "0")), timezone.utc)
    d.info.update(hand=root.get("ID"), table=root.get("TABLE"), currency=root.get("TABLECURRENCY"), _time=when,
                  year=when.year, month=when.month, day=when.day, time=when.time(), time_zone="UTC")
    d.info["_notes"] = ["Boss card numbers: suits taken in the order c, d, h, s"]
    for p in root.iter("PLAYER"):
        d.seat(int(p.get("SEAT", "0")), p.get("NAME", ""), amount(p.get("AMOUNT", "0")))
    stakes = root.get("STAKES", "")
    if stakes:
        d.min_bet = amount(stakes.split("/")[-1])
    board: List[str] = []
    for a in root.iter("ACTION"):
        kind, who, value = a.get("TYPE", ""), a.get("PLAYER", ""), amount(a.get("VALUE") or "0") if a.get("VALUE", "").replace(".", "").isdigit() else 0
        links = [card(c.get("LINK", "b")) for c in a.iter("CARD")]
        if kind == "HAND_BLINDS" and a.get("KIND") == "HAND_SB" and d.button is None:
            seats = sorted(n for n, _ in d.seats.values())      # no dealer written: the seat before the
            at = seats.index(d.seats[who][0])                      # small blind's
            d.button = seats[at - 1]
        if kind == "HAND_BLINDS":
            d.post(who, live=value) if a.get("KIND") in ("HAND_SB", "HAND_BB") else d.post(who, dead=value)
        elif kind == "HAND_ANTE":
            d.post(who, dead=value)
        elif kind == "HAND_DEAL":
            if "??" not in links:
                d.hole(who, "".join(links))
        elif kind == "HAND_BOARD":
            d.new_street()
            d.board("".join(links[len(board):]))
            board = links
        elif kind == "ACTION_FOLD":
            d.fold(who)
        elif kind == "ACTION_CHECK":
            d.check(who)
        elif kind in ("ACTION_CALL", "ACTION_RAISE", "ACTION_BET", "ACTION_ALLIN"):
            top = max(d._street.values(), default=0)
            if value > top:
                d.raise_to(who, value)
            else:
                d.call(who, value - d._street.get(who, 0))
    for s in root.iter("SHOWDOWN"):
        d.rake = amount(s.get("RAKE", "0"))
        d.total_pot = amount(s.get("POT", "0")) + d.rake
        for r in s.iter("RESULT"):
            who = r.get("PLAYER", "")
            shown = [card(c.get("LINK", "b")) for c in r.iter("CARD")]
            if shown and "??" not in shown:
                d.show(who, "".join(shown))
            win = amount(r.get("WIN", "0"))
            if win:
                d.take(who, win)
    return d.fields()


def detect(text: str) -> bool:
    """Whether `text` is a Boss Media XML history."""
    return "<HISTORY " in text[:4000] and 'GAME="GAME_' in text[:4000]


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per <HISTORY> read, (None, a note) per one skipped."""
    return xml_hands(text, r"<HISTORY [\s\S]*?</HISTORY>", r'ID="(\d+)"', SITE, history)
