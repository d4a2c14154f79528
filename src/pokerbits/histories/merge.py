"""Merge network (Carbon) hand histories (the XML its client saved, 2011-2014): ``<description
type="Omaha H/L8" stakes="Limit $0.25/$0.50"/>`` then one ``<game>`` per hand, seats by number,
``<round>`` elements whose ``<event>`` amounts are the chips added, the cards of each round listed
after its betting (``null`` unknown; stud's lists grow street by street), and ``<winner amount
uncalled potnumber pottype>`` (an uncalled bet comes back as a winner with ``uncalled="true"``).
HORSE's stud hands are stud hi/lo where the winners name a high and a low pot. No rake written.

>>> detect('<description type="Omaha H/L8" stakes="Limit $0.25/$0.50"/>\\n<game id="40231841-160" starttime="20110908010704">')
True
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import datetime
from functools import partial
from typing import Any, Dict, Iterator, List, Optional, Tuple

from pokerbits.histories._draft import GAMES, Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import xml_hands, xml_head, xml_sessions
from pokerbits.histories._text import amount
from pokerbits.histories._write import cards as spaced

SITE = "Merge"
START = re.compile(r"^\s*<game id=", re.M)
_LIMITS = {"No Limit": "no-limit", "Pot Limit": "pot-limit", "Limit": "fixed-limit"}
_LIMIT = re.compile(r"\s*(No Limit|Half Pot Limit|Pot Limit|Limit)\b", re.I)
_STUD_STREETS = {"BRING_IN": 3, "FOURTH_STREET": 1, "FIFTH_STREET": 1, "SIXTH_STREET": 1, "SEVENTH_STREET": 1}


def _cards(text: str) -> List[str]:
    return ["??" if c in ("null", "") else c for c in text.split(",")]


def betting_of(stakes: str) -> Optional[str]:
    """The betting named by the first words of a description's stakes (None: none named).

    >>> betting_of("No Limit $0.05/$0.10"), betting_of("Pot Limit $1/$2"), betting_of("Limit $0.25/$0.50")
    ('no-limit', 'pot-limit', 'fixed-limit')
    """
    m = _LIMIT.match(stakes)
    if m is None:
        return None
    words = " ".join(w.capitalize() for w in m.group(1).split())
    if words == "Half Pot Limit":
        raise ValueError("Merge: half pot limit is not a betting pokerbits plays")
    return _LIMITS[words]


def game(text: str, description: Dict[str, str]) -> Dict[str, Any]:
    """The PHH fields of one <game> element's text."""
    root = ET.fromstring(text)
    kind, stakes = description.get("type", ""), description.get("stakes", "")
    betting = betting_of(stakes)
    if root.get("numholecards") == "7":
        hilo = 'pottype="l"' in text or 'pottype="h"' in text
        name, betting = ("stud-hi-lo" if hilo else "razz" if "razz" in kind.lower() else "stud"), betting or "fixed-limit"
    else:
        name, betting = game_of(kind, betting)
    d = Draft(SITE, name, betting)
    when = datetime.strptime(root.get("starttime", "19700101000000"), "%Y%m%d%H%M%S")
    data = (root.get("data") or "").split("|")
    d.dated(when)
    d.info.update(hand=root.get("id"), _mix=kind,
                  currency="USD" if root.get("realmoney") == "true" and "$" in stakes else "play money")
    if len(data) > 1:
        d.info["table"] = data[1]
    bets = [amount(x) for x in re.findall(r"[\d.]+", stakes)]
    if betting == "fixed-limit" and len(bets) >= 2:
        d.small_bet, d.big_bet = bets[-2], bets[-1]
    elif bets:
        d.min_bet = bets[-1]
    stud = GAMES[name][1]
    names: Dict[str, str] = {}
    players = root.find("players")
    for p in players.iter("player") if players is not None else ():
        names[p.get("seat", "")] = p.get("nickname", "")
        if p.get("dealtin") == "true":
            d.seat(int(p.get("seat", "0")) + 1, p.get("nickname", ""), amount(p.get("balance", "0")))
    if players is not None and players.get("dealer") and not stud:
        d.button = int(players.get("dealer", "0")) + 1
    held: Dict[str, List[str]] = {}
    board: List[str] = []
    for rnd in root.iter("round"):
        rid = rnd.get("id", "")
        if stud and rid in _STUD_STREETS:
            d.stud_street(_STUD_STREETS[rid])
        elif not stud and rid in ("POSTFLOP", "POSTTURN", "POSTRIVER"):
            d.new_street()
        for c in rnd.iter("cards"):
            kind_of, who = c.get("type", ""), names.get(c.get("player", ""), "")
            got = _cards(c.get("cards", ""))
            if kind_of == "COMMUNITY":
                d.board("".join(got[len(board):]))
                board = got
            elif kind_of in ("HOLE", "DRAW_DRAWN_CARDS") and who:
                if stud:
                    before = held.get(who, [])
                    if len(got) > len(before) and rid in _STUD_STREETS:
                        d.deal(who, "".join(got[len(before):]))
                    held[who] = got
                elif "??" not in got:
                    d.hole(who, "".join(got))
            elif kind_of in ("SHOWN", "MUCKED") and who:
                d.seen(who, "".join(got))
        for e in sorted(rnd.iter("event"), key=lambda e: int(e.get("sequence", "0"))):
            _event(d, names.get(e.get("player", ""), ""), e.get("type", ""), amount(e.get("amount") or "0"))
        for w in rnd.iter("winner"):
            who = names.get(w.get("player", ""), "")
            if w.get("uncalled") == "true":
                d.returned[who] = d.returned.get(who, 0) + amount(w.get("amount", "0"))
            else:
                d.take(who, amount(w.get("amount", "0")))
    return d.fields()


_MOVES = {"ANTE": "ante", "SMALL_BLIND": "blind", "BIG_BLIND": "blind", "BRING_IN": "bring-in", "FOLD": "fold",
          "CHECK": "check", "CALL": "call", "BET": "adds", "RAISE": "adds", "COMPLETE": "adds", "ALL_IN": "adds"}


def _event(d: Draft, who: str, kind: str, added: Any) -> None:
    if kind in _MOVES:
        d.move(who, _MOVES[kind], added)
    elif kind == "SHOW":
        d.show(who, None)
        d.events[-1] = ("a", who, "sm ?")     # the cards follow in the round: filled below
    elif kind == "MUCK":
        d.show(who, None)


def detect(text: str) -> bool:
    """Whether `text` is a Merge XML history."""
    return text.lstrip().startswith("<description ") and "<game id=" in text[:4000]


def hands(text: str) -> Iterator[Tuple[Optional[Dict[str, Any]], Optional[str]]]:
    """(fields, None) per <game> read, (None, a note) per game skipped."""
    for part in xml_sessions(text, r"<description "):
        description = xml_head(part, "description")
        yield from xml_hands(part, r"<game id=[\s\S]*?</game>", r'id="([\w-]+)"', SITE,
                             partial(game, description=description))


class MergeWriter:
    """Writes a finished engine hand as the Merge network's client saved it (`_write.Story`):
    hold'em (no limit or fixed limit), Omaha (pot limit) and Omaha Hi/Lo (pot limit or fixed
    limit), a ``<description type="Holdem" stakes="Limit $0.25/$0.50"/>`` head (the small and big
    bets; ``No Limit $0.05/$0.10``: the blinds), one ``<game>`` with its seats numbered from 0, ``<round>`` elements
    (BLINDS, PREFLOP, POSTFLOP, POSTTURN, POSTRIVER, SHOWDOWN, END_OF_GAME) whose ``<event>``
    amounts are the chips added, the hole cards known and each round's community cards after its
    betting, the shows at the showdown and ``<winner>`` elements (the uncalled bet a winner with
    ``uncalled="true"``); no rake."""

    games = ("holdem", "omaha", "omaha-hi-lo")
    fixed_limit_too = ("holdem", "omaha-hi-lo")
    currencies = ("USD",)
    late_blinds = False

    def write(self, story: Any) -> str:
        from xml.sax.saxutils import quoteattr

        from pokerbits.histories._write import money
        m = lambda v: money(v, cents=True)                     # noqa: E731
        seat = [str(n - 1) for n in story.numbers]
        kind = {"holdem": "Holdem", "omaha": "Omaha", "omaha-hi-lo": "Omaha H/L8"}[story.game]
        when = f"{story.time:%Y%m%d%H%M%S}"
        low, high = story.stakes
        words = {v: k for k, v in _LIMITS.items()}[story.betting]
        stakes = f"${m(story.small_bet)}/${m(story.big_bet)}" if story.betting == "fixed-limit" else f"${m(low or high)}/${m(high)}"
        lines = [f'<description type="{kind}" stakes="{words} {stakes}"/>',
                 f'<game id="{story.number}" starttime="{when}" numholecards="{len(story.holes[0]) // 2}" realmoney="true" '
                 f'data={quoteattr(f"{when[:8]}|{story.table}|1|{story.number}|false")}>',
                 f'\t<players dealer="{seat[-1]}">']
        lines += [f'\t\t<player seat="{seat[s]}" nickname={quoteattr(story.names[s])} balance="${m(story.stacks[s])}" '
                  'dealtin="true" />' for s in story.order]
        lines.append("\t</players>")
        number = 0

        def event(s: int, what: str, value: Any = None) -> str:
            nonlocal number
            number += 1
            amount = f' amount="{m(value)}"' if value is not None else ""
            return f'\t\t<event sequence="{number}" type="{what}" player="{seat[s]}"{amount}/>'
        rounds = [("BLINDS", [event(s, "ANTE", a) for s, a in enumerate(story.antes) if a]
                   + [event(s, k.upper().replace(" ", "_"), v) for s, k, v in story.posts]),
                  ("PREFLOP", [])]
        cards = [[f'\t\t<cards type="HOLE" cards="{",".join(spaced(story.seen(s, story.holes[s])).split())}" player="{seat[s]}"/>'
                  for s in range(story.n) if story.seen(s, story.holes[s])]]
        showdown: List[str] = []
        shown: List[str] = []
        for e in story.events:
            if e.kind == "street":
                rounds.append(({6: "POSTFLOP", 8: "POSTTURN", 10: "POSTRIVER"}[len(e.board)], []))
                cards.append([f'\t\t<cards type="COMMUNITY" cards="{",".join(spaced(e.board).split())}"/>'])
            elif e.kind in ("show", "muck"):
                known = story.seen(e.seat, e.cards) if e.kind == "muck" else e.cards
                showdown.append(event(e.seat, e.kind.upper()))
                if known:
                    shown.append(f'\t\t<cards type="{"SHOWN" if e.kind == "show" else "MUCKED"}" '
                                 f'cards="{",".join(spaced(known).split())}" player="{seat[e.seat]}"/>')
            else:
                what = {"fold": "FOLD", "check": "CHECK", "call": "CALL", "bet": "BET", "raise": "RAISE"}[e.kind]
                rounds[-1][1].append(event(e.seat, "ALL_IN" if e.all_in else what,
                                           e.added if e.kind in ("call", "bet", "raise") else None))
        cards += [[]] * (len(rounds) - len(cards) - 1)
        k = 0
        for k, (name, events) in enumerate(rounds):
            lines += [f'\t<round id="{name}" sequence="{k + 1}">'] + events + (cards[k - 1] if k else []) + ["\t</round>"]
        if showdown:
            k += 1
            lines += [f'\t<round id="SHOWDOWN" sequence="{k + 1}">'] + showdown + shown + ["\t</round>"]
        winners = [f'\t\t<winner amount="{m(c)}" uncalled="false" potnumber="1" player="{seat[s]}" pottype="n"/>'
                   for s, c in enumerate(story.collected) if c]
        if story.returned is not None:
            s, value = story.returned
            winners.append(f'\t\t<winner amount="{m(value)}" uncalled="true" potnumber="1" player="{seat[s]}" pottype="n"/>')
        lines += [f'\t<round id="END_OF_GAME" sequence="{k + 2}">'] + winners + ["\t</round>", "</game>"]
        return "\n".join(lines) + "\n"
