"""iPoker network hand histories (the XML the client saves: ``<session><game gamecode=..>``,
2011 to 2016 formats, cash and tournaments): hold'em (``NL``, Spanish ``SL``, ``PL``, ``L``) and
five-card stud. Cards are written suit first (``CA`` is the ace of clubs, ``D10`` the ten of
diamonds, ``X`` unknown), each action has its number (`no`) and type; each seat's total bet and
win are in its ``<player>`` line (the check compares the replay's chips put in with them). No
uncalled bet is returned: the bettor wins it back in `win`. The rake is not written. Times
carry no zone (kept naive).

>>> text = '''<session sessioncode="1"><general><gametype>Holdem NL $0.01/$0.02</gametype>
... <tablename>Dundee, 1</tablename><currency>USD</currency></general>
... <game gamecode="7"><general><startdate>2011-11-02 18:10:00</startdate><players>
... <player seat="3" name="A" chips="$0.88" dealer="1" win="$0.03" bet="$0.02"/>
... <player seat="6" name="B" chips="$1.12" dealer="0" win="$0" bet="$0.01"/>
... <player seat="10" name="C" chips="$1" dealer="0" win="$0" bet="$0.02"/></players></general>
... <round no="0"><action no="1" player="B" type="1" sum="$0.01"/><action no="2" player="C" type="2" sum="$0.02"/></round>
... <round no="1"><cards type="Pocket" player="A">CA D10</cards><cards type="Pocket" player="B">X X</cards>
... <cards type="Pocket" player="C">X X</cards>
... <action no="3" player="A" type="23" sum="$0.06"/><action no="4" player="B" type="0" sum="$0"/>
... <action no="5" player="C" type="0" sum="$0"/></round></game></session>'''
>>> [f] = read(text)
>>> f["players"], f["actions"], f["_collected"]
(['B', 'C', 'A'], ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 AcTd', 'p3 cbr 0.06', 'p1 f', 'p2 f'], [0, 0, Decimal('0.03')])
>>> f["_put"]
[Decimal('0.01'), Decimal('0.02'), Decimal('0.02')]
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import datetime
from functools import partial
from xml.sax.saxutils import escape
from typing import Any, Dict, Iterator, List, Optional, Tuple

from pokerbits.histories._draft import GAMES, Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import xml_hands, xml_sessions
from pokerbits.histories._text import amount

SITE = "iPoker"
START = re.compile(r"^\s*<game gamecode=", re.M)
_DETECT = re.compile(r"<session[ >][\s\S]*?<gametype>", re.M)
_SUITS = {"C": "c", "D": "d", "H": "h", "S": "s"}
_STREETS = {"Second Street": 2, "Third Street": 1, "Fourth Street": 1, "Fifth Street": 1, "Sixth Street": 1, "River": 1}


def card(text: str) -> str:
    """A card as iPoker writes it (suit first) in PHH (``"D10"`` -> ``"Td"``, ``"X"`` -> ``"??"``)."""
    if text in ("X", "x", ""):
        return "??"
    rank = text[1:]
    return ("T" if rank == "10" else rank.upper()) + _SUITS[text[0].upper()]


def _cards(text: Optional[str]) -> str:
    return "".join(card(c) for c in (text or "").split())


class Session:
    """The facts of a session's <general> block, which every <game> of the file shares."""

    def __init__(self, head: str) -> None:
        def tag(name: str) -> Optional[str]:
            m = re.search(rf"<{name}>([^<]*)</{name}>", head)
            return m.group(1).strip() if m else None
        self.gametype = tag("gametype") or ""
        self.table = tag("tablename")
        self.currency = tag("currency")
        self.mode = tag("mode")
        self.tournament = tag("tournamentname")
        self.buy_in = tag("buyin")


def game(text: str, session: Session) -> Dict[str, Any]:
    """The PHH fields of one <game> element's text."""
    root = ET.fromstring(text.strip())
    game_key, betting = game_of(session.gametype)
    d = Draft(SITE, game_key, betting)
    d.info["hand"] = root.get("gamecode")
    if session.table:
        d.info["table"] = session.table
    if session.tournament:
        d.info["event"], d.info["currency"] = session.tournament, "chips"
        d.info["_buy_in"] = session.buy_in
    elif session.currency:
        d.info["currency"] = session.currency if session.mode != "play" else "play money"
    stakes = [amount(x) for x in re.findall(r"[$€£]?[\d.,]+", session.gametype.split(" ", 1)[-1])
              if any(c.isdigit() for c in x) and not re.fullmatch(r"\d", x)]
    if betting == "fixed-limit" and len(stakes) >= 2:
        d.small_bet, d.big_bet = stakes[-2], stakes[-1]
    elif stakes:
        d.min_bet = stakes[-1]
    start = root.findtext("general/startdate")
    if start:
        when = datetime.strptime(start.strip(), "%Y-%m-%d %H:%M:%S")
        d.dated(when)
    put: Dict[str, Any] = {}
    for p in root.iter("player"):
        name = p.get("name", "")
        d.seat(int(p.get("seat", "0")), name, amount(p.get("chips", "0")))
        if p.get("dealer") == "1" and not GAMES[game_key][1]:
            d.button = int(p.get("seat", "0"))
        put[name] = amount(p.get("bet", "0"))
        win = amount(p.get("win", "0"))
        if win:
            d.take(name, win)
    stud = GAMES[game_key][1]
    for rnd in root.iter("round"):
        number = int(rnd.get("no", "0"))
        events = list(rnd)
        cards_of = [e for e in events if e.tag == "cards"]
        actions = sorted((e for e in events if e.tag == "action"), key=lambda e: int(e.get("no", "0")))
        if number >= 2:                                  # round 0: the forced bets, 1: the first betting
            d.new_street()
        for c in cards_of:
            kind, who = c.get("type", ""), c.get("player", "")
            if kind == "Pocket":
                known = _cards(c.text)
                if "??" not in known:
                    d.hole(who, known)
            elif stud and who:
                if d._stud is None:
                    d.stud_street(_STREETS.get(kind, 1))
                d.deal(who, _cards(c.text))
            elif c.text:
                d.board(_cards(c.text))
        for a in actions:
            _action(d, a.get("player", ""), a.get("type", ""), amount(a.get("sum", "0") or "0"))
    d.min_bet = d.min_bet if d.min_bet is not None else (max(d.live.values()) if d.live else None)
    fields = d.fields()
    fields["_put"] = [put.get(n, 0) for n in fields["players"]]
    return fields


_MOVES = {"0": "fold", "1": "blind", "2": "blind", "15": "ante", "16": "bring-in", "4": "check", "3": "call",
          "5": "bet", "23": "raise-to", "6": "raise-to", "7": "adds"}      # (7: all-in, a call or a bet or raise)


def _action(d: Draft, name: str, kind: str, sum_: Any) -> None:
    if kind in _MOVES:
        d.move(name, _MOVES[kind], sum_)
    elif sum_:
        raise ValueError(f"unknown iPoker action type {kind} (of {sum_})")


def detect(text: str) -> bool:
    """Whether `text` is an iPoker XML session."""
    return _DETECT.search(text[:4000]) is not None and "<game gamecode=" in text[:8000] or \
        (text.lstrip().startswith(("<session", "<?xml")) and "<gametype>" in text[:4000])


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per <game> of the session read, (None, a note) per game skipped."""
    for part in xml_sessions(text, r"<session[\s>]"):
        session = Session(part.split("<game ", 1)[0])
        yield from xml_hands(part, r"<game gamecode=[\s\S]*?</game>", r'gamecode="(\d+)"', SITE,
                             partial(game, session=session))


def read(text: str) -> List[Dict[str, Any]]:
    """The PHH fields of every game of an iPoker session."""
    return [f for f, _ in hands(text) if f is not None]


def _card_out(text: str) -> str:
    """PHH cards as iPoker writes them (``"AcTd"`` -> ``"CA D10"``)."""
    return " ".join(text[i + 1].upper() + ("10" if text[i] == "T" else text[i]) for i in range(0, len(text), 2))


class IPokerWriter:
    """Writes a finished engine hand as an iPoker XML session of one game (`_write.Story`):
    hold'em and Omaha; each seat's total bet and win (the uncalled bet in it) on its ``<player>``,
    the forced bets in round 0, cards suit first, raises to their total (type 23), calls, bets
    and all-ins (type 7) with the chips added; a hand mucked at the showdown is ``X X``."""

    games = ("holdem", "omaha")
    late_blinds = True
    currencies = ("USD", "EUR", "GBP")
    fixed_limit_too = ("holdem",)    # the games also written in fixed limit
    hides_mucked = True
    _TYPES = {"fold": "0", "check": "4", "call": "3", "bet": "5", "raise": "23"}

    def write(self, story: Any) -> str:
        from xml.sax.saxutils import quoteattr

        from pokerbits.histories._write import SYMBOLS, money
        m = lambda v: money(v, SYMBOLS.get(story.currency, ""))                # noqa: E731
        limit = {"no-limit": "NL", "pot-limit": "PL", "fixed-limit": "L"}[story.betting]
        low, high = (story.small_bet, story.big_bet) if story.betting == "fixed-limit" else story.stakes
        stakes = "/".join(m(v) for v in (low, high) if v is not None)
        showed = {e.seat for e in story.events if e.kind == "show"}
        mucked = {e.seat for e in story.events if e.kind == "muck"} - showed
        lines = ['<session sessioncode="0">', "  <general>", "    <mode>real</mode>",
                 f"    <gametype>{'Holdem' if story.game == 'holdem' else 'Omaha'} {limit} {stakes}</gametype>",
                 f"    <tablename>{escape(story.table)}</tablename>", f"    <currency>{story.currency}</currency>",
                 "  </general>", f'  <game gamecode="{escape(story.number)}">', "    <general>",
                 f"      <startdate>{story.time:%Y-%m-%d %H:%M:%S}</startdate>", "      <players>"]
        for s in range(story.n):
            lines.append(f'        <player seat="{story.numbers[s]}" name={quoteattr(story.names[s])} '
                         f'chips="{m(story.stacks[s])}" dealer="{int(s == story.n - 1)}" win="{m(story.chips[s])}" '
                         f'bet="{m(story.put[s])}" />')
        lines += ["      </players>", "    </general>", '    <round no="0">']
        number = 0

        def act(s: int, kind: str, value: Any) -> None:
            nonlocal number
            number += 1
            lines.append(f'      <action no="{number}" player={quoteattr(story.names[s])} type="{kind}" sum="{m(value)}" />')
        for s, a in enumerate(story.antes):
            if a:
                act(s, "15", a)
        for s, kind, value in story.posts:
            act(s, "1" if kind == "small blind" else "2", value)
        lines += ["    </round>", '    <round no="1">']
        for s in range(story.n):
            shown = story.seen(s, story.holes[s]) == story.holes[s] or s in showed
            pocket = _card_out(story.holes[s]) if shown and s not in mucked else " ".join(["X"] * (len(story.holes[s]) // 2))
            lines.append(f'      <cards type="Pocket" player={quoteattr(story.names[s])}>{pocket}</cards>')
        for e in story.events:
            if e.kind == "street":
                kind = {6: "Flop", 8: "Turn", 10: "River"}[len(e.board)]
                lines += ["    </round>", f'    <round no="{len(e.board) // 2 - 1}">',
                          f'      <cards type="{kind}" player="">{_card_out(e.cards)}</cards>']
            elif e.kind in self._TYPES:
                act(e.seat, "7" if e.all_in else self._TYPES[e.kind],   # type: ignore[arg-type]
                    e.to if e.kind == "raise" and not e.all_in else e.added or 0)
        return "\n".join(lines + ["    </round>", "  </game>", "</session>"]) + "\n"
