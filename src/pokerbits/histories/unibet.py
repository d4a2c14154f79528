"""Unibet hand histories (2021, Banzai tables): ``Game #N: Table €1 NL - 0.05/0.10 - No Limit
Hold'Em Banzai - 13:22:50 2021/04/04``, sections ``*** Seated players ***``, ``*** Blinds and
button ***``, ``Player4 has the button``, ``Dealt in Player0``, ``Hero wins €1.10`` (an uncalled
all-in is not returned: it is in what the bettor wins), and a summary ``Total pot €1.10 Rake €0``
with each seat's bet and win (the bets are checked against the replay's chips put in). Each
line is rewritten to the PokerStars grammar and read by
`pokerbits.histories.pokerstars.StarsReader`. Times carry no zone (kept naive).

>>> UnibetReader().detect("Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import COLON, amount, rewritten
from pokerbits.histories._write import cards as spaced, money, street_name
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "Unibet"
START = re.compile(r"^\s*Game #\d+: Table .* - [\d.,]+/[\d.,]+ - .* - \d{1,2}:\d{2}:\d{2} \d{4}/\d{2}/\d{2}", re.M)
_BET = re.compile(r"^Seat \d+: (?P<name>.+?): bet (?P<bet>\S+) and won (?P<won>\S+)")
_REWRITES = (
    (re.compile(r"^\*\*\* (Preflop|Flop|Turn|River)( \*\*\*.*)"), lambda m: f"*** {m.group(1).upper().replace('PREFLOP', 'HOLE CARDS')}{m.group(2)}"),
    (re.compile(r"^\*\*\* Summary \*\*\*"), "*** SUMMARY ***"),
    (re.compile(r"^\*\*\* (?:Seated players|Blinds and button|Hole cards) \*\*\*"), ""),
    (re.compile(r"^Dealt in .*"), ""),
    (re.compile(r"^Total pot (\S+) Rake (\S+)"), r"Total pot \1 | Rake \2"),
    (re.compile(r"^(.+?) wins (\S+)$"), r"\1 collected \2 from pot"),
    COLON,
)


class UnibetReader(StarsReader):
    site = SITE
    start = START
    time_format = "%H:%M:%S %Y/%m/%d"
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[^)]+)\)(?P<extra>)(?P<rest>.*)$")

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = self.headed(r"Game #(?P<id>\d+): Table (?P<table>.*?) - (?P<stakes>[\d.,]+/[\d.,]+) - (?P<game>.*) - "
                        r"(?P<when>\d{1,2}:\d{2}:\d{2} \d{4}/\d{2}/\d{2})", lines[0])
        facts.update(hand=m["id"], table=m["table"], _when=m["when"], currency="EUR" if "€" in lines[0] else "?")
        game, betting = game_of(m["game"])
        return game, betting, [amount(x) for x in m["stakes"].split("/")]

    def read(self, text: str) -> Dict[str, Any]:
        out, put = [], {}
        for line in text.split("\n"):
            line = line.strip()
            bet = _BET.match(line)
            if bet:
                put[bet["name"]] = amount(bet["bet"])
                continue
            line = rewritten(line, _REWRITES)
            out.append(line)
        fields = super().read("\n".join(out))
        if put:
            fields["_put"] = [put.get(n, 0) for n in fields["players"]]
        return fields


class UnibetWriter(StarsWriter):
    """Writes a finished engine hand as Unibet did in 2021 (`_write.Story`): no-limit hold'em,
    ``*** Seated players ***`` and ``*** Blinds and button ***`` sections, ``X has the button``,
    ``Dealt in X`` for the hands not shown, no colon after names, ``, and is all-in``, the
    uncalled bet won back with the pot (``X wins €1.10``) and a summary of each seat's bet and win."""

    collected_line = "{name} wins {value}"
    post_line = "{name} posts {kind} {value}"
    seat_line = "Seat {no}: {name} ({stack})"
    all_in = ", and is all-in"
    games = ("holdem",)
    bettings = {"holdem": ("no-limit",)}     # the betting written for each game (else any)
    currencies = ("EUR",)
    fixed_limit_too = ()
    colon = " "
    mark = "*** {} ***"
    first_street = "Hole cards"
    showdown = None
    returns_uncalled = False
    sits_out = False
    late_blinds = False

    def money(self, story: Any, value: Any) -> str:
        return money(value, "€")

    def header(self, story: Any) -> List[str]:
        stakes = "/".join(money(v) for v in story.stakes if v is not None)
        return [f"Game #{story.number}: Table {story.table} - {stakes} - No Limit Hold'Em - {story.time:%H:%M:%S %Y/%m/%d}",
                "*** Seated players ***"]

    def dealt(self, story: Any, s: int, cards: str, had: str = "") -> str:
        return f"Dealt to {story.names[s]} [{spaced(cards)}]" if story.seen(s, cards) else f"Dealt in {story.names[s]}"

    def street(self, story: Any, event: Any) -> str:
        return super().street(story, event).replace(street_name(story, event.street, event.board),
                                                    street_name(story, event.street, event.board).title(), 1)

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        m = lambda v: self.money(story, v)                  # noqa: E731
        return ["*** Summary ***", f"Total pot {m(sum(collected))} Rake {m(0)}"] + [
            f"Seat {story.numbers[s]}: {story.names[s]}: bet {m(story.put[s])} and won {m(collected[s])}, "
            f"net result: {m(collected[s] - story.put[s])}" for s in range(story.n)]

    def write(self, story: Any) -> str:
        lines = super().write(story).split("\n")
        at = 2 + story.n                         # after the header and the seats: the blinds and the button
        lines[at:at] = ["*** Blinds and button ***", f"{story.names[-1]} has the button"]
        last = max(i for i, line in enumerate(lines) if line.startswith(("Dealt to ", "Dealt in ")))
        lines.insert(last + 1, "*** Preflop ***")
        return "\n".join(lines)
