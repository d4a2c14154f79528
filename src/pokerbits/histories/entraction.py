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
