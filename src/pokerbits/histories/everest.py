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
from functools import partial
from typing import Any, Dict, Iterator, Optional, Tuple

from pokerbits.histories._draft import Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import xml_hands, xml_head, xml_sessions
from pokerbits.histories._text import card_text
from pokerbits.histories._write import cards as spaced, uncalled_at

SITE = "Everest"
START = re.compile(r"^\s*<HAND ", re.M)


def game(text: str, session: Dict[str, str]) -> Dict[str, Any]:
    """The PHH fields of one <HAND> element's text."""
    root = ET.fromstring(text)
    name, betting = game_of(session.get("game", "hold-em").replace("-", ""),
                            {"no-limit": "no-limit", "pot-limit": "pot-limit"}.get(session.get("gametype", ""), "fixed-limit"))
    d = Draft(SITE, name, betting)
    when = datetime.fromtimestamp(int(root.get("time", "0")), timezone.utc)
    d.info.update(hand=root.get("id"), table=session.get("tableName"), _unit="cents",
                  currency={"€": "EUR", "$": "USD"}.get(session.get("money", ""), session.get("money")))
    d.dated(when)
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
            if added == 0 and d._street.get(who, 0) >= max(d._street.values(), default=0):
                d.check(who)
            else:
                d.adds(who, added)
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
    for part in xml_sessions(text, r"<SESSION "):
        session = xml_head(part, "SESSION")
        yield from xml_hands(part, r"<HAND [\s\S]*?</HAND>", r'id="(\d+)"', SITE, partial(game, session=session))


class EverestWriter:
    """Writes a finished engine hand as Everest's client saved it in 2011 (`_write.Story`): hold'em,
    a ``<SESSION>`` then the ``<HAND>``: seats by 0-based position, amounts in whole units (Everest's
    cents: a hand in whole chips only), ``<BET amount>`` the chips added (0: a check), ``<SWEEP>``
    after each betting round, ``<PUSH>`` the uncalled bet, ``<WIN>`` per seat; a hand mucked at the
    showdown is written unknown (``--``)."""

    games = ("holdem",)
    stakes = False     # no stakes written: the big blind posted gives them
    currencies = ("EUR",)
    late_blinds = False
    decimals = False
    hides_mucked = True

    def write(self, story: Any) -> str:
        from xml.sax.saxutils import quoteattr
        amounts = (*story.stacks, *story.put, *story.collected, *(v for _, _, v in story.posts),
                   *(v for e in story.events for v in (e.amount, e.to) if v is not None))
        if any(int(x) != x for x in amounts):
            raise ValueError("Everest writes whole amounts (cents) only")
        at = [n - 1 for n in story.numbers]
        epoch = int(story.time.timestamp()) if story.time.tzinfo else int(story.time.replace(tzinfo=timezone.utc).timestamp())
        shown = {e.seat for e in story.events if e.kind == "show"}
        mucked = {e.seat for e in story.events if e.kind == "muck"} - shown
        hero = story.names[story.hero if story.hero is not None else 0]
        kind = {"no-limit": "no-limit", "pot-limit": "pot-limit", "fixed-limit": "limit"}[story.betting]
        lines = [f'<SESSION time="{epoch}" tableName={quoteattr(story.table)} id="1" type="ring" money="€" '
                 f'screenName={quoteattr(hero)} game="hold-em" gametype="{kind}"/>',
                 f'<HAND time="{epoch}" id="{story.number}" index="1">']
        lines += [f'  <SEAT position="{at[s]}" name={quoteattr(story.names[s])} balance="{story.stacks[s]}"/>'
                  for s in sorted(range(story.n), key=lambda s: at[s])]
        lines.append(f'  <DEALER position="{at[-1]}"/>')
        lines += [f'  <ANTE position="{at[s]}" amount="{a}"/>' for s, a in enumerate(story.antes) if a]
        lines += [f'  <BLIND position="{at[s]}" amount="{v}" penalty="0"/>' for s, _, v in story.posts]
        for k in range(0, 4, 2):
            for s in range(story.n):
                card = story.holes[s][k:k + 2]
                known = story.seen(s, story.holes[s]) == story.holes[s] and s not in mucked
                lines.append(f'  <HOLE position="{at[s]}">{card if known else "--"}</HOLE>')
        pot = sum(story.antes) + sum(v for _, _, v in story.posts)
        for e in story.events:
            if e.kind == "street":
                lines.append(f'  <SWEEP rake="0" tax="0">{pot}</SWEEP>')
                lines.append(f"  <COMMUNITY>{', '.join(spaced(e.cards).split())}</COMMUNITY>")
            elif e.kind in ("check", "call", "bet", "raise"):
                pot += e.added or 0
                lines.append(f'  <BET position="{at[e.seat]}" amount="{e.added or 0}"/>')
            elif e.kind == "fold":
                lines.append(f'  <FOLD position="{at[e.seat]}"/>')
            elif e.kind == "show":
                lines.append(f'  <SHOW position="{at[e.seat]}">{", ".join(spaced(e.cards).split())}</SHOW>')
            if story.returned is not None and e is story.events[uncalled_at(story)]:
                lines.append(f'  <PUSH position="{at[story.returned[0]]}" amount="{story.returned[1]}"/>')
        lines.append(f'  <SWEEP rake="0" tax="0">{story.pot}</SWEEP>')
        lines += [f'  <WIN position="{at[s]}" amount="{c}" pot="0" potAmount="{c}"/>'
                  for s, c in enumerate(story.collected) if c]
        return "\n".join(lines + ["</HAND>"]) + "\n"
