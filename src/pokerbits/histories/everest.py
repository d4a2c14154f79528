r"""Everest Poker hand histories (the XML its client saved, 2011: ``<SESSION ...>`` then one
``<HAND>`` per hand): seats by 0-based position, amounts in cents (kept as written, integer
cents: ``_unit`` says so), ``<BET amount>`` the chips added (0: a check), ``<PUSH>`` the uncalled
bet returned, ``<SWEEP rake tax>`` per street, ``<WIN>`` per pot, cards ``10s`` and ``--``
(unknown), ``<CHAT>`` kept out.

>>> detect('<SESSION tableName="Vannes-23" money="€" game="hold-em" gametype="no-limit"/>\n<HAND id="1">')
True
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from typing import Any, Dict, Iterator, Optional, Tuple

from pokerbits.histories._draft import Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import xml_hands, xml_head
from pokerbits.histories._text import card_text

SITE = "Everest"
START = re.compile(r"^\s*<HAND ", re.M)


def game(text: str, session: Dict[str, str]) -> Dict[str, Any]:
    """The PHH fields of one <HAND> element's text."""
    root = ET.fromstring(text)
    name, betting = game_of(session.get("game", "hold-em").replace("-", ""),
                            {"no-limit": "no-limit", "pot-limit": "pot-limit"}.get(session.get("gametype", ""), "fixed-limit"))
    d = Draft(SITE, name, betting)
    when = datetime.fromtimestamp(int(root.get("time", "0")), timezone.utc)
    d.info.update(hand=root.get("id"), table=session.get("tableName"), _time=when, year=when.year, month=when.month,
                  day=when.day, time=when.time(), time_zone="UTC", _unit="cents",
                  currency={"€": "EUR", "$": "USD"}.get(session.get("money", ""), session.get("money")))
    names: Dict[str, str] = {}
    for e in root:
        pos = e.get("position", "")   # COMMUNITY and SWEEP have none
        if e.tag == "SEAT":
            names[pos] = e.get("name", pos)
            d.seat(int(pos) + 1, names[pos], int(e.get("balance", "0")))
        elif e.tag == "DEALER":
            d.button = int(pos) + 1
        elif e.tag == "BLIND":
            d.post(names[pos], live=int(e.get("amount", "0")), dead=int(e.get("penalty", "0")))
        elif e.tag == "ANTE":
            d.post(names[pos], dead=int(e.get("amount", "0")))
        elif e.tag == "HOLE":
            got = card_text(e.text or "").replace("--", "??")
            d.holes[names[pos]] = d.holes.get(names[pos], "") + got
        elif e.tag == "BET":
            who, added = names[pos], int(e.get("amount", "0"))
            street, top = d._street.get(who, 0), max(d._street.values(), default=0)
            if added == 0 and street >= top:
                d.check(who)
            elif street + added > top:
                d.raise_to(who, street + added)
            else:
                d.call(who, added)
        elif e.tag == "FOLD":
            d.fold(names[pos])
        elif e.tag == "SWEEP":
            d.rake = (d.rake or 0) + int(e.get("rake", "0")) + int(e.get("tax", "0"))
            d.new_street()
        elif e.tag == "COMMUNITY":
            d.board(card_text(e.text or ""))
        elif e.tag == "PUSH":
            d.returned[names[pos]] = d.returned.get(names[pos], 0) + int(e.get("amount", "0"))
        elif e.tag == "SHOW":
            d.show(names[pos], card_text(e.text or "") or None)
        elif e.tag == "WIN":
            d.take(names[pos], int(e.get("amount", "0")))
    for who, held in list(d.holes.items()):
        if "??" in held:
            del d.holes[who]
    if d.min_bet is None and d.live:
        d.min_bet = max(d.live.values())
    return d.fields()


def detect(text: str) -> bool:
    """Whether `text` is an Everest XML history."""
    return text.lstrip().startswith("<SESSION ") and "<HAND " in text[:4000]


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per <HAND> read, (None, a note) per hand skipped."""
    session = xml_head(text, "SESSION")
    return xml_hands(text, r"<HAND [\s\S]*?</HAND>", r'id="(\d+)"', SITE, lambda chunk: game(chunk, session))
