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
    if not 0 <= n < 52:
        raise ValueError(f"no card is numbered {n}")
    return "A23456789TJQK"[n % 13] + "cdhs"[n // 13]


def history(text: str) -> Dict[str, Any]:
    """The PHH fields of one <HISTORY> element's text."""
    root = ET.fromstring(text)
    d = Draft(SITE, _GAMES.get(root.get("GAME", ""), "holdem"), _LIMITS.get(root.get("LIMIT", ""), "no-limit"))
    when = datetime.fromtimestamp(int(root.get("DATE", "0")), timezone.utc)
    d.info.update(hand=root.get("ID"), table=root.get("TABLE"), currency=root.get("TABLECURRENCY"))
    d.dated(when)
    d.info["_notes"] = ["Boss card numbers: suits taken in the order c, d, h, s"]
    for p in root.iter("PLAYER"):
        d.seat(int(p.get("SEAT", "0")), p.get("NAME", ""), amount(p.get("AMOUNT", "0")))
    stakes = root.get("STAKES", "")
    if stakes:
        d.min_bet = amount(stakes.split("/")[-1])
    board: List[str] = []
    blinds: Dict[str, str] = {}   # the first small blind's and big blind's names
    for a in root.iter("ACTION"):
        kind, who, value = a.get("TYPE", ""), a.get("PLAYER", ""), amount(a.get("VALUE") or "0") if a.get("VALUE", "").replace(".", "").isdigit() else 0
        links = [card(c.get("LINK", "b")) for c in a.iter("CARD")]
        if kind == "HAND_BLINDS" and a.get("KIND", "") in ("HAND_SB", "HAND_BB"):
            blinds.setdefault(a.get("KIND", ""), who)
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
            d.adds(who, value - d._street.get(who, 0))      # (VALUE: the seat's new total)
    d.button = _button(d, blinds)
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


def _button(d: Draft, blinds: Dict[str, str]) -> Optional[int]:
    """The button's seat number, which Boss never writes: the seat before the small blind's
    (heads-up, the small blind's own); without a small blind (its seat all in for the ante), two
    seats before the big blind's (heads-up, the other seat); None without either."""
    seats = sorted(n for n, _ in d.seats.values())
    small, big = blinds.get("HAND_SB"), blinds.get("HAND_BB")
    if small in d.seats:
        at = seats.index(d.seats[small][0])
        return seats[at] if len(seats) == 2 else seats[at - 1]
    if big in d.seats:
        at = seats.index(d.seats[big][0])
        return seats[at - 1] if len(seats) == 2 else seats[at - 2]
    return None


def detect(text: str) -> bool:
    """Whether `text` is a Boss Media XML history."""
    return "<HISTORY " in text[:4000] and 'GAME="GAME_' in text[:4000]


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per <HISTORY> read, (None, a note) per one skipped."""
    return xml_hands(text, r"<HISTORY [\s\S]*?</HISTORY>", r'ID="(\d+)"', SITE, history)


def link(text: str) -> int:
    """A PHH card as Boss numbers it (`card` back).

    >>> link("4s"), card(link("Td"))
    (42, 'Td')
    """
    return "A23456789TJQK".index(text[0]) + 13 * "cdhs".index(text[1])


class BossWriter:
    """Writes a finished engine hand as the Boss Media client saved it (`_write.Story`): hold'em
    (NL), Omaha and Omaha Hi/Lo (PL), ``<HISTORY ID TABLE GAME LIMIT STAKES TABLECURRENCY DATE>``
    in a ``<ROOT>``, ``HAND_ANTE`` and ``HAND_BLINDS`` actions, each seat's ``HAND_DEAL`` (``b`` a
    card unknown), calls, bets, raises and all-ins giving the seat's new total for the round, each
    street's ``HAND_BOARD`` with the whole board and the pot, and a ``<SHOWDOWN POT RAKE>`` (rake
    none) with each seat's ``<RESULT WIN>`` and the cards shown; the uncalled bet returned without
    a word; a hand mucked at the showdown is dealt unknown cards (no muck is written)."""

    games = ("holdem", "omaha", "omaha-hi-lo")
    currencies = ("GBP", "EUR", "USD")
    late_blinds = False
    hides_mucked = True        # a hand mucked at the showdown: its cards unknown (``b``)

    def write(self, story: Any) -> str:
        from xml.sax.saxutils import quoteattr

        from pokerbits.histories._write import money
        m = lambda v: money(v, cents=True)                     # noqa: E731
        names = [quoteattr(n) for n in story.names]

        def cards(text: str) -> str:
            return "".join(f'\n<CARD LINK="{link(text[i:i + 2]) if text[i:i + 2] != "??" else "b"}"></CARD>'
                           for i in range(0, len(text), 2))
        game = {"holdem": "GAME_THM", "omaha": "GAME_OMA", "omaha-hi-lo": "GAME_OMAHL"}[story.game]
        limit = {"no-limit": "NL", "pot-limit": "PL"}[story.betting]
        low, high = story.stakes
        when = story.time if story.time.tzinfo else story.time.replace(tzinfo=timezone.utc)
        lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<ROOT>",
                 f'<HISTORY ID="{story.number}" TABLE={quoteattr(story.table)} GAME="{game}" GAMETYPE="GAMETYPE_REAL" '
                 f'GAMEKIND="GAMEKIND_CASH" TABLECURRENCY="{story.currency}" LIMIT="{limit}" STAKES="{m(low or high)}/{m(high)}" '
                 f'DATE="{int(when.timestamp())}">']
        lines += [f'<PLAYER NAME={names[s]} SEAT="{story.numbers[s]}" AMOUNT="{m(story.stacks[s])}"></PLAYER>' for s in range(story.n)]
        lines += [f'<ACTION TYPE="HAND_ANTE" PLAYER={names[s]} VALUE="{m(a)}"></ACTION>' for s, a in enumerate(story.antes) if a]
        lines += [f'<ACTION TYPE="HAND_BLINDS" PLAYER={names[s]} KIND="{"HAND_SB" if kind == "small blind" else "HAND_BB"}" '
                  f'VALUE="{m(value)}"></ACTION>' for s, kind, value in story.posts]
        mucked = {e.seat for e in story.events if e.kind == "muck"}     # (their cards unknown: no muck is written)
        lines += [f'<ACTION TYPE="HAND_DEAL" PLAYER={names[s]}>'
                  f'{cards((story.seen(s, story.holes[s]) if s not in mucked else "") or "??" * (len(story.holes[s]) // 2))}'
                  "</ACTION>" for s in range(story.n)]
        pot = sum(story.antes) + sum(v for _, _, v in story.posts)
        verbs = {"call": "ACTION_CALL", "bet": "ACTION_BET", "raise": "ACTION_RAISE"}
        shown: Dict[int, str] = {}
        for e in story.events:
            if e.kind == "street":
                board = {6: "BOARD_FLOP", 8: "BOARD_TURN", 10: "BOARD_RIVER"}[len(e.board)]
                lines.append(f'<ACTION TYPE="HAND_BOARD" VALUE="{board}" POT="{m(pot)}">{cards(e.board)}</ACTION>')
            elif e.kind in ("fold", "check"):
                lines.append(f'<ACTION TYPE="ACTION_{e.kind.upper()}" PLAYER={names[e.seat]}></ACTION>')
            elif e.kind in verbs:
                pot += e.added
                what = "ACTION_ALLIN" if e.all_in else verbs[e.kind]
                lines.append(f'<ACTION TYPE="{what}" PLAYER={names[e.seat]} VALUE="{m(e.to)}"></ACTION>')
            elif e.kind == "show":
                shown[e.seat] = e.cards
        lines.append(f'<SHOWDOWN NAME="HAND_SHOWDOWN" POT="{m(story.pot)}" RAKE="0">')
        lines += [f'<RESULT PLAYER={names[s]} WIN="{m(story.collected[s])}" HAND="">{cards(shown.get(s, ""))}</RESULT>'
                  for s in range(story.n)]
        lines += ["</SHOWDOWN></HISTORY>", "</ROOT>"]
        return "\n".join(lines) + "\n"
