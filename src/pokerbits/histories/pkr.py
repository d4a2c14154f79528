"""PKR hand histories (2012): ``Table #N - name`` / ``Starting Hand #N`` headers with the game,
limit and blinds on lines of their own, seats ``Seat 1: Player0 - $0.40``, ``Moving Button to
seat 9``, cards written ``[4 h][Q s]``, ``Pot sizes`` lines, ``Taking Rake of $0.17 from pot 2``,
ties (``ties side pot #1, and wins $0.43``), each seat's stack after the hand (checked), antes
``posts ante of 300`` (``(all-in)``), an uncalled bet ``Returning 17,769 to NAME uncalled`` and
tournaments (``Table #N - Tournament #N Table #3``, ``Money Type: TOURNAMENT CHIPS``). Each line is
rewritten to the PokerStars grammar and read by `pokerbits.histories.pokerstars.StarsReader`. Times
carry no zone (kept naive).

>>> PKRReader().detect("Table #46301943 - Hellenic Aquarium\\nStarting Hand #2147625245\\nStart time of hand: 15 Aug 2012 00:51:26")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import COLON, Amount, amount, rewritten
from pokerbits.histories.pokerstars import StarsReader

SITE = "PKR"
START = re.compile(r"^\s*Table #\d+ - .*\n\s*Starting Hand #\d+", re.M)
_CARDS = re.compile(r"\[(\w{1,2}) (\w)\]")
_STREET = re.compile(r"^Dealing (Flop|Turn|River) (.*)$")
_REWRITES = (
    (re.compile(r"^(?:Button is at|Moving Button to) seat (\d+)$"), r"The button is in seat #\1"),
    (re.compile(r"^Dealing Cards$"), "*** HOLE CARDS ***"),
    (re.compile(r"^Dealing (\[.*\]) to (.+)$"), r"Dealt to \2 \1"),
    (re.compile(r"^(.+?) (?:ties(?: (?:main|side) pot(?: #\d+)?)?,? and )?wins (\S+)(?: from .*| with.*)?$"),
     r"\1 collected \2 from pot"),
    (re.compile(r"^(.+?) posts ante of (\$?[\d.,]+)(?: \(all-in\))?$"), r"\1: posts the ante \2"),
    (re.compile(r"^Returning (\$?[\d.,]+) to (.+?) uncalled$"), r"Uncalled bet (\1) returned to \2"),
    (re.compile(r"^(.+?) posts (\$?[\d.,]+)$"), r"\1: posts big blind \2"),
    COLON,
)


class PKRReader(StarsReader):
    site = SITE
    start = START
    time_format = "%d %b %Y %H:%M:%S"
    number = re.compile(r"Starting Hand #(\d+)")
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) - (?P<stack>\S+)(?P<extra>)(?P<rest>.*)$")
    calls_to = True

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        table = re.match(r"Table #(\d+) - (?:Tournament #(\d+) )?(.*)$", lines[0])
        hand = next((s[15:] for s in lines if s.startswith("Starting Hand #")), None)
        if table is None or hand is None:
            raise ValueError(f"not a PKR hand: {lines[0][:60]!r}")
        def field(key: str) -> str:
            return next((s.split(": ", 1)[1] for s in lines if s.startswith(key + ": ")), "")
        money = field("Money Type").upper()
        facts.update(hand=hand, table=table.group(3), _when=field("Start time of hand"),
                     currency="chips" if "TOURNAMENT" in money else "USD" if "REAL" in money else "play money")
        if table.group(2):
            facts["_tournament"] = table.group(2)
        blinds = re.search(r"Blinds are now (\S+) / (\S+)", "\n".join(lines))
        game, betting = game_of(field("Game Type") + " " + field("Limit Type"))
        return game, betting, [amount(blinds.group(1)), amount(blinds.group(2))] if blinds else []

    def read(self, text: str) -> Dict[str, Any]:
        out: List[str] = []
        rake: Amount = 0
        dealt = over = False
        for line in text.split("\n"):
            line = _CARDS.sub(r"[\1\2]", line.strip()).replace("][", " ")
            if line.startswith(("Pot sizes", "Shuffling", "Last Hand", "End of Hand")) or " will be dealt in " in line \
                    or re.match(r".+ has .+", line) and " has the " not in line:
                continue
            taken = re.match(r"Taking Rake of (\S+)", line)
            if taken:
                rake += amount(taken.group(1))
                continue
            street = _STREET.match(line)
            if street:
                out.append(f"*** {street.group(1).upper()} *** {street.group(2)}")
                continue
            dealt = dealt or line == "Dealing Cards"
            seat = re.match(r"^Seat (\d+): (.+?) - \$?([\d.,]+)", line)
            if seat and dealt:                          # the stacks after the hand
                if not over:
                    out.append("*** SUMMARY ***")
                    over = True
                out.append(f"Seat {seat.group(1)}: {seat.group(2)} ({seat.group(3)}) +0")
                continue
            if seat and "(away from table)" in line:
                line = line.replace(" (away from table)", "") + " is sitting out"
            line = rewritten(line, _REWRITES)
            out.append(line)
        out.append(f"Rake {rake}")
        fields = super().read("\n".join(out))
        fields.pop("_total_pot", None)
        return fields


def _bracketed(cards: str) -> str:
    """PHH cards as PKR writes them (``"4hQs"`` -> ``"[4 h][Q s]"``)."""
    return "".join(f"[{cards[i]} {cards[i + 1]}]" for i in range(0, len(cards), 2))


class PKRWriter:
    """Writes a finished engine hand as PKR did in 2012 (`_write.Story`): hold'em and Omaha (NL,
    PL), the game, limit and blinds on lines of their own, ``Seat 1: NAME - $0.40``, cards ``[4 h][Q
    s]``, antes ``posts ante of $0.01``, ``calls $0.06`` and ``raises to $0.53`` (the seat's new
    total), ``(all-in)``, ``wins $0.38 from pot``, the uncalled bet returned without a word and each
    seat's stack after the hand."""

    games = ("holdem", "omaha")
    straddles = True
    currencies = ("USD",)
    late_blinds = True
    words = {"fold": "{name} folds", "check": "{name} checks", "call": "{name} calls {to}{all_in}",     # `_write.told`
             "bet": "{name} bets {amount}{all_in}", "raise": "{name} raises to {to}{all_in}", "show": "{name} shows {cards}",
             "muck": "{name} mucks"}

    def write(self, story: Any) -> str:
        from pokerbits.histories._write import money, told
        m = lambda v: money(v, "$")                         # noqa: E731
        names, order = story.names, story.order
        low, high = story.stakes
        lines = [f"Table #1 - {story.table}", f"Starting Hand #{story.number}",
                 f"Start time of hand: {story.time:%d %b %Y %H:%M:%S}",
                 f"Game Type: {'HOLD' + chr(39) + 'EM' if story.game == 'holdem' else 'OMAHA'}",
                 f"Limit Type: {story.betting.replace('-', ' ').upper()}", "Table Type: RING",
                 "Money Type: REAL MONEY", f"Blinds are now {m(low or high)} / {m(high)}",
                 f"Button is at seat {story.button}"]
        lines += [f"Seat {story.numbers[s]}: {names[s]} - {m(story.stacks[s])}" for s in order]
        lines.append("Shuffling Deck")
        lines += [f"{names[s]} posts ante of {m(a)}" for s, a in enumerate(story.antes) if a]
        lines += [f"{names[s]} posts {kind} ({m(value)})" if kind != "big blind" or i < 2 else f"{names[s]} posts {m(value)}"
                  for i, (s, kind, value) in enumerate(story.posts)]
        lines.append("Dealing Cards")
        lines += [f"Dealing {_bracketed(story.holes[s])} to {names[s]}" for s in range(story.n) if story.seen(s, story.holes[s])]
        for e in story.events:
            name = names[e.seat] if e.seat is not None else ""
            if e.kind == "street":
                street = {6: "Flop", 8: "Turn", 10: "River"}[len(e.board)]
                lines.append(f"Dealing {street} {_bracketed(e.cards)}")
            elif e.kind in self.words:
                lines.append(told(e, self.words, name, m, _bracketed, all_in=" (all-in)"))
        lines += [f"{names[s]} wins {m(c)} from pot" for s, c in enumerate(story.collected) if c]
        lines += [f"Seat {story.numbers[s]}: {names[s]} - {m(story.final[s])}" for s in order]
        return "\n".join(lines + [f"End of Hand #{story.number}"]) + "\n"
