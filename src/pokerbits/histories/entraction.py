"""Entraction hand histories (2012): fixed-width columns (``Player2       Raise       (0.57)``),
``Game # N - 5-Card Omaha High Pot Limit EUR 0.10/0.20 - Table "Nampa"``, seats ``(EUR 12.51 in
seat 1)``, the dealer and blinds on lines of their own, cards ``Kc - 2s - 2d``, raises to a
total and calls the chips added, ``wins: EUR 2.95``, ``Rake: EUR 0.15`` and ``Game ended <time>
BST``. Each line is rewritten to the PokerStars grammar and read by
`pokerbits.histories.pokerstars.StarsReader`.

>>> EntractionReader().detect('Game # 2695932189 - 5-Card Omaha High Pot Limit EUR 0.10/0.20 - Table "Nampa"')
True
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List, Optional, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount
from pokerbits.histories._time import aware
from pokerbits.histories.pokerstars import StarsReader

SITE = "Entraction"
START = re.compile(r'^\s*Game # \d+ - .* - Table "', re.M)
_VERBS = {"Fold": "folds", "Check": "checks", "Call": "calls", "Bet": "bets", "Raise": "raises", "All-In": "goes all-in"}


class EntractionReader(StarsReader):
    site = SITE
    start = START

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = re.match(r'Game # (?P<id>\d+) - (?P<game>.*) (?P<cur>[A-Z]{3}) (?P<stakes>[\d.,]+/[\d.,]+) - Table "(?P<table>[^"]*)"',
                     lines[0])
        if m is None:
            raise ValueError(f"not an Entraction hand: {lines[0][:60]!r}")
        ended = next((s[11:] for s in lines if s.startswith("Game ended ")), "")
        facts.update(hand=m["id"], table=m["table"], currency=m["cur"], _when=ended)
        game, betting = game_of(m["game"])
        return game, betting, [amount(x) for x in m["stakes"].split("/")]

    def when(self, text: str) -> Optional[datetime]:
        m = re.match(r"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}) (\w+)", text.strip())
        return aware(m.group(1), m.group(2)) if m else None

    def read(self, text: str) -> Dict[str, Any]:
        out: List[str] = []
        for raw in text.split("\n"):
            line = raw.strip()
            cols = re.split(r"\s{2,}", line)
            head = cols[0]
            seat = re.match(r"\((\S+) ([\d.,]+) in seat (\d+)\)", cols[1]) if len(cols) > 1 else None
            cards = " ".join(re.findall(r"\b(?:10|[2-9TJQKA])[cdhs]\b", line))
            amt = re.search(r"\(([\d.,]+)\)", line)
            if seat:
                out.append(f"Seat {seat.group(3)}: {head} ({seat.group(2)} in chips)")
            elif head == "Dealer:":
                out.append(f"{cols[1]} has the dealer button")
            elif head in ("Small Blind:", "Big Blind:") and len(cols) > 2:
                if amt is None:
                    raise ValueError(f"no blind amount in {line!r}")
                out.append(f"{cols[1]}: posts {head[:-1].lower()} {amt.group(1)}")
            elif head.endswith(" was dealt:"):
                out.append("*** HOLE CARDS ***")
                out.append(f"Dealt to {head[:-11]} [{cards}]")
            elif head in ("Flop", "Turn", "River"):
                out.append(f"*** {head.upper()} *** [{cards}]")
            elif len(cols) > 1 and cols[1] in _VERBS:
                verb = _VERBS[cols[1]]
                value = f" {amt.group(1)}" if amt else ""
                out.append(f"{head}: {verb}{value} to{value}" if verb == "raises" else f"{head}: {verb}{value}")
            elif head.endswith(" shows:"):
                out.append(f"{head[:-7]}: shows [{cards}]")
            elif " didn't show hand" in head:
                out.append(f"{head.split(' didn')[0]}: mucks hand [{cards}]")
            elif head.endswith(" wins:"):
                won = re.search(r"[A-Z]{3} ([\d.,]+)", line)
                if won is None:
                    raise ValueError(f"no amount won in {line!r}")
                out.append(f"{head[:-6]} collected {won.group(1)} from pot")
            elif head == "Rake:":
                out.append("*** SUMMARY ***")
                out.append(f"Rake {cols[1].split()[-1]}")
            elif line.startswith("Game "):
                out.append(line)
        return super().read("\n".join(out))


def _cards(cards: str) -> str:
    """PHH cards as Entraction writes them (``"Kc2s"`` -> ``"Kc - 2s"``)."""
    return " - ".join(cards[i:i + 2] for i in range(0, len(cards), 2))


class EntractionWriter:
    """Writes a finished engine hand as Entraction did in 2012 (`_write.Story`): hold'em (NL, PL),
    Omaha and 5-card Omaha (PL) in fixed-width columns, ``Game # N - 5-Card Omaha High Pot Limit EUR
    0.10/0.20 - Table "T"``, ``(EUR 12.51 in seat 1)``, the dealer and blinds on lines of their own,
    cards ``Kc - 2s - 2d``, ``Raise (0.57)`` the total, ``Call``/``Bet``/``All-In`` the chips added,
    ``shows:`` (no hand description), ``didn't show hand``, ``wins: EUR 2.95`` (the uncalled bet
    returned without a word), ``Rake: EUR 0`` and ``Game ended <time> UTC``; no antes (its wording
    for them is not known here)."""

    games = ("holdem", "omaha", "omaha5")
    currencies = ("EUR", "USD")
    antes = False
    late_blinds = False

    def write(self, story: Any) -> str:
        from pokerbits.histories._write import money, utc

        def row(head: str, *cols: str) -> str:
            return (f"{head:<28}" + "".join(f"{c:<12}" for c in cols[:-1]) + (cols[-1] if cols else "")).rstrip()
        names, cur = story.names, story.currency if story.currency in ("EUR", "USD") else "EUR"
        m = lambda v: money(v, cents=True)                  # noqa: E731
        title = {"holdem": "Texas Hold'em", "omaha": "Omaha High", "omaha5": "5-Card Omaha High"}[story.game]
        limit = {"no-limit": "No Limit", "pot-limit": "Pot Limit"}[story.betting]
        low, high = story.stakes
        lines = [f'Game # {story.number} - {title} {limit} {cur} {m(low or high)}/{m(high)} - Table "{story.table}"', "",
                 f"Players(max {story.max_seats}):"]
        order = story.order
        lines += [row(names[s], f"({cur} {m(story.stacks[s])} in seat {story.numbers[s]})") for s in order]
        lines += ["", row("Dealer:", names[-1])]
        lines += [row(f"{kind.title()}:", names[s], f"({m(value)})") for s, kind, value in story.posts]
        lines.append("")
        lines += [row(f"{names[s]} was dealt:", _cards(story.holes[s])) for s in range(story.n) if story.seen(s, story.holes[s])]
        lines.append("")
        verbs = {"fold": "Fold", "check": "Check", "call": "Call", "bet": "Bet", "raise": "Raise"}
        for e in story.events:
            name = names[e.seat] if e.seat is not None else ""
            if e.kind == "street":
                lines += ["", row({6: "Flop", 8: "Turn", 10: "River"}[len(e.board)], _cards(e.board)), ""]
            elif e.all_in and e.kind in ("call", "bet", "raise"):
                lines.append(row(name, "All-In", f"({m(e.added)})"))
            elif e.kind in ("call", "bet"):
                lines.append(row(name, verbs[e.kind], f"({m(e.added)})"))
            elif e.kind == "raise":
                lines.append(row(name, "Raise", f"({m(e.to)})"))
            elif e.kind in ("fold", "check"):
                lines.append(row(name, verbs[e.kind]))
            elif e.kind == "show":
                lines += ["", row(f"{name} shows:", _cards(e.cards))]
            elif e.kind == "muck":
                known = story.seen(e.seat, e.cards)
                lines += ["", f"{name} didn't show hand" + (f" ({_cards(known)})" if known else "")]
        lines.append("")
        lines += [row(f"{names[s]} wins:", f"{cur} {m(c)}") for s, c in enumerate(story.collected) if c]
        t = utc(story)
        lines += [row("Rake:", f"{cur} {m(0)}"), "", f"Game ended {t:%Y-%m-%d %H:%M:%S} UTC"]
        return "\n".join(lines) + "\n"
