"""Kings Club hand histories (2020-2021): the draw games of its mixed tables (2-7 and A-5 triple
draw, badugi, badacey, no-limit 2-7 single draw), antes with blinds. The PokerStars grammar
(`pokerbits.histories.pokerstars.StarsReader`) with the date on its own line, no colon after
the name in betting lines, calls that give the seat's new total (``calls 44``), draws written
``discards [7h Qc] draws [2h 9s]`` and ``draws 2``, a seat's first blind ``posts blind 44``
that also pays a dead small blind (the summary's nets show it), and a summary of each seat's stack after the
hand and its net (checked), the rake and ``wins (168) from pot`` (an uncalled bet is returned
without a word: the stacks after the hand show it). Run it twice (``Run 1:`` /
``Run 2:``): the first run is played.

>>> KingsReader().detect("#40201390: Limit Badacey - 22/44\\n2021-01-09 18:56:17\\nTable 'Real Deal Mix' Seat 1 is the button")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories.pokerstars import StarsReader

SITE = "Kings Club"
START = re.compile(r"^#\d+: (?:Limit|No Limit|Pot Limit) .* - [\d.,]+/[\d.,]+\s*$", re.M)


class KingsReader(StarsReader):
    site = SITE
    start = START
    time_format = "%Y-%m-%d %H:%M:%S"

    def detect(self, text: str) -> bool:
        """Whether `text` holds Kings Club hands (a ``Table '...'`` line too)."""
        return super().detect(text) and "Table '" in text[:2000]
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[\d.,]+)(?P<extra>)\)(?P<rest>.*)$")
    calls_to = True
    table_line = re.compile(r"^Table '(?P<table>[^']*)'\s*(?:(?P<max>\d+)-max)?.*?Seat #?(?P<button>\d+) is the button\s*$")

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = self.headed(r"#(?P<id>\d+): (?P<game>.*) - (?P<stakes>[\d.,/]+)\s*$", lines[0])
        facts["hand"], facts["_when"], facts["currency"] = m["id"], lines[1], "USD"
        game, betting = game_of(m["game"])
        return game, betting, [amount(x) for x in m["stakes"].split("/")]

    def action(self, d: Any, name: str, rest: str) -> None:
        m = re.match(r"posts blind ([\d.,]+)$", rest)
        if m:   # a seat's first blind: the big blind live and a dead small blind (the summary's nets say so)
            big = amount(m.group(1))
            d.post(name, live=big, dead=big / 2 if not isinstance(big, int) or big % 2 else big // 2)
            return
        super().action(d, name, rest)


def _ordinal(k: int) -> str:
    return f"{k}{ {1: 'ST', 2: 'ND', 3: 'RD'}.get(k, 'TH')}"


class KingsWriter:
    """Writes a finished engine hand as Kings Club does (`_write.Story`): its draw games, the
    date on its own line, numbered betting rounds and draws, ``raises to 88`` and ``calls 176``
    (the seat's new total), the hero's ``discards [Jd] draws [As]`` and the others' ``draws 2``,
    no uncalled bet line (the stacks after the hand show it), a summary of each seat's stack after
    the hand and its net, ``Rake 0`` and ``wins pot (1,139)``."""

    games = ("2-7-triple-draw", "a-5-triple-draw", "badugi", "badacey", "2-7-single-draw")
    currencies = ("USD",)
    late_blinds = True
    _TITLES = {"2-7-triple-draw": "2-7 Triple Draw", "a-5-triple-draw": "A-5 Triple Draw", "badugi": "Badugi",
               "badacey": "Badacey", "2-7-single-draw": "2-7 Single Draw"}

    def write(self, story: Any) -> str:
        from pokerbits.histories._write import LIMITS, cards as spaced, money
        m = lambda v: money(v, thousands=",")                       # noqa: E731
        low, high = (story.small_bet, story.big_bet) if story.betting == "fixed-limit" else story.stakes
        lines = [f"#{story.number}: {LIMITS[story.betting]} {self._TITLES[story.game]} - {m(low)}/{m(high)}",
                 f"{story.time:%Y-%m-%d %H:%M:%S}", f"Table '{story.table}' Seat {story.button} is the button"]
        names = story.names
        lines += [f"Seat {story.numbers[s]}: {names[s]} ({m(story.stacks[s])})" for s in range(story.n)]
        lines.append("*** 1ST BETTING ROUND ***")
        lines += [f"{names[s]}: posts ante {m(a)}" for s, a in enumerate(story.antes) if a]
        lines += [f"{names[s]}: posts the {kind} {m(value)}" for s, kind, value in story.posts]
        for s in range(story.n):
            seen = story.seen(s, story.holes[s])
            lines.append(f"Dealt to {names[s]}: [{spaced(seen) if seen else ' '.join(['X'] * (len(story.holes[s]) // 2))}]")
        events = story.events
        pending = 0
        for i, e in enumerate(events):
            if e.kind == "street":
                lines.append(f"*** {_ordinal(e.street)} DRAW ***")
                pending = e.street + 1
            elif e.kind == "discard":
                new = next((x.cards for x in events[i:] if x.kind == "drawn" and x.seat == e.seat), "")
                if not e.cards:
                    lines.append(f"{names[e.seat]} stands pat")
                elif story.seen(e.seat, e.cards) and new:
                    lines.append(f"{names[e.seat]} discards [{spaced(e.cards)}] draws [{spaced(new)}]")
                else:
                    lines.append(f"{names[e.seat]} draws {len(e.cards) // 2}")
            elif e.kind in ("fold", "check", "call", "bet", "raise", "show", "muck"):
                if pending and e.kind not in ("show", "muck"):
                    lines.append(f"*** {_ordinal(pending)} BETTING ROUND ***")
                    pending = 0
                text = {"fold": lambda: "folds", "check": lambda: "checks", "call": lambda: f"calls {m(e.to)}",
                        "bet": lambda: f"bets {m(e.amount)}", "raise": lambda: f"raises to {m(e.to)}",
                        "show": lambda: f"shows [{spaced(e.cards)}]", "muck": lambda: "mucks"}[e.kind]()
                lines.append(f"{names[e.seat]} {text}")
        lines.append("*** SUMMARY ***")
        for s in range(story.n):
            net = story.final[s] - story.stacks[s]
            lines.append(f"Seat {story.numbers[s]}: {names[s]} ({m(story.final[s])}) {'+' if net >= 0 else '-'}{m(abs(net))}")
        lines.append("Rake 0")
        lines += [f"{names[s]} wins pot ({m(c)})" for s, c in enumerate(story.collected) if c]
        return "\n".join(lines) + "\n"
