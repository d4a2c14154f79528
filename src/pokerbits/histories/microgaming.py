"""Microgaming network hand histories (2011): ``** Game ID N starting - date``, ``** Deal 252
(Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game)``, seats ``- player4 sitting in seat 3
with €6.90 [Dealer]``, cards ``2 of d, 10 of s``, ``raised - €0.20`` and ``called - €0.20`` (the
seat's new total), ``went all-in - €14.47`` (the chips added), ``wins €20.50 from the main pot``;
no pot nor rake written. Its ``Version:4`` files (2013: ``** Game ID N Version:4 starting``) write
each bet, raise and call as the chips it adds, the uncalled bet in what the seat wins, each seat's
stack after the hand (``with 11800.00 at end 11580.00``, checked), antes ``posted ante - 20.00``
and tournaments (``** Rebuy (16,000 Guaranteed)(10124058):Table 11 [Multi Table Hold'em] (100|200
NL - MTT seats:9 )``, chips). Each line is rewritten to the PokerStars grammar and read by
`pokerbits.histories.pokerstars.StarsReader`. Times carry no zone (kept naive).

>>> MicrogamingReader().detect("** Game ID 4152594215 starting - 2011-11-02 23:08:51")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount, rewritten
from pokerbits.histories.pokerstars import StarsReader

SITE = "Microgaming"
START = re.compile(r"^\s*\*\* Game ID \d+ (?:Version:\d+ )?starting - ", re.M)
_CARD = re.compile(r"\b(10|[2-9JQKA]) of ([cdhs])\b")
_REWRITES = (
    (re.compile(r"^- (.+?) sitting in seat (\d+) with (\S+)(.*)$"),
     lambda m: f"Seat {m.group(2)}: {m.group(1)} ({m.group(3)} in chips)" + (" is sitting out" if "Sitting out" in m.group(4) else "")),
    (re.compile(r"^\*\* Dealing card to (.+?): (.*)$"), r"Dealt to \1 [\2]"),
    (re.compile(r"^\*\* Dealing the (flop|turn|river): (.*)$"), lambda m: f"*** {m.group(1).upper()} *** [{m.group(2)}]"),
    (re.compile(r"^(.+?) posted the (small|big) blind - (\S+)$"), r"\1: posts \2 blind \3"),
    (re.compile(r"^(.+?) posted (?:the )?ante - (\S+)$"), r"\1: posts the ante \2"),
    (re.compile(r"^(.+?) posted to play - (\S+)$"), r"\1: posts dead \2"),     # (a new seat's dead small blind)
    (re.compile(r"^(.+?) raised - (\S+)$"), r"\1: raises \2 to \2"),
    (re.compile(r"^(.+?) called - (\S+)$"), r"\1: calls \2"),
    (re.compile(r"^(.+?) bet - (\S+)$"), r"\1: bets \2"),
    (re.compile(r"^(.+?) went all-in - (\S+)$"), r"\1: goes all-in \2"),
    (re.compile(r"^(.+?) (folded|checked)$"), lambda m: f"{m.group(1)}: {m.group(2)[:-2]}s"),
    (re.compile(r"^(.+?) shows: (.*)$"), r"\1: shows [\2]"),
    (re.compile(r"^(.+?) mucks: (.*)$"), r"\1: mucks hand [\2]"),
    (re.compile(r"^End of game \d+$"), "*** SUMMARY ***"),
)
# Version 4: a bet, raise or call is the chips it adds (the Stars reader's "goes all-in X" adds X
# chips, a call or a raise as the total it makes)
_ADDS = re.compile(r"^(.+?) (?:raised|called|bet) - (\S+)$")


class MicrogamingReader(StarsReader):
    site = SITE
    start = START
    time_format = "%Y-%m-%d %H:%M:%S"
    calls_to = True
    number = re.compile(r"Game ID (\d+)")

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = re.match(r"\*\* Game ID (?P<id>\d+) (?:Version:\d+ )?starting - (?P<when>.*)$", lines[0])
        deal = lines[1] if len(lines) > 1 else ""
        d = re.search(r"\[(?P<game>[^\]]*)\] \((?P<sb>[\d.,]+)\|(?P<bb>[\d.,]+) (?P<limit>\w+) - (?P<cur>\S+)", deal)
        if m is None or d is None:
            raise ValueError(f"not a Microgaming hand: {lines[0][:60]!r}")
        cur = d["cur"]
        facts.update(hand=m["id"], _when=m["when"], currency="EUR" if cur == "€" else "USD" if cur == "$"
                     else "chips" if cur in ("MTT", "STT") else cur)
        table = re.match(r"\*\* Deal \d+ \(([^)]*)\)", deal) or re.match(r"\*\* (.*?) \[", deal)
        if table:
            facts["table"] = table.group(1)
        tournament = re.search(r"\((\d+)\):Table ", deal)
        if tournament:
            facts["_tournament"] = tournament.group(1)
        game, betting = game_of(f"{d['game']} {d['limit']}")
        return game, betting, [amount(d["sb"]), amount(d["bb"])]

    def read(self, text: str) -> Dict[str, Any]:
        out: List[str] = []
        final: List[str] = []
        button = None
        adds = " Version:" in text.lstrip().split("\n", 1)[0]
        for line in text.split("\n"):
            line = _CARD.sub(lambda m: ("T" if m.group(1) == "10" else m.group(1)) + m.group(2), line.strip())
            dealer = re.match(r"^- .+? sitting in seat (\d+) .*\[Dealer\]", line)
            if dealer:
                button = dealer.group(1)
            end = re.match(r"^- (.+?) sitting in seat (\d+) with \S+ at end [^\d\s]*([\d.,]+)", line)
            if end:
                final.append(f"Seat {end.group(2)}: {end.group(1)} ({end.group(3)}) +0")
            if adds:
                line = _ADDS.sub(r"\1: goes all-in \2", line)
            line = rewritten(line, _REWRITES)
            if line.startswith("Seat ") and button and f"The button is in seat #{button}" not in out:
                out.append(f"The button is in seat #{button}")
            out.append(line.replace(", ", " ") if line.startswith(("Dealt to", "***")) or " shows [" in line
                       or " mucks hand [" in line else line)
        fields = super().read("\n".join(out + final))
        if final:                                 # the stacks at the end: what left the table is the rake
            fields["_rake"] = sum(fields["starting_stacks"]) - sum(fields["finishing_stacks"])
        return fields


def _card_words(cards: str) -> str:
    """PHH cards as Microgaming writes them (``"TsAc"`` -> ``"10 of s, A of c"``)."""
    return ", ".join(("10" if cards[i] == "T" else cards[i]) + " of " + cards[i + 1] for i in range(0, len(cards), 2))


class MicrogamingWriter:
    """Writes a finished engine hand as the Microgaming network did in 2011 (`_write.Story`): NL
    hold'em, ``** Game ID N starting``, ``- NAME sitting in seat 3 with €6.90 [Dealer]``, cards
    ``2 of d, 10 of s``, ``raised - €0.20`` and ``called - €0.20`` (the seat's new total), ``went
    all-in - €14.47`` (the chips added), ``wins €20.50 from the main pot``, the uncalled bet
    returned without a word, no pot nor rake; antes as its 2013 files write them, ``posted ante -
    €0.02``."""

    games = ("holdem",)
    bettings = {"holdem": ("no-limit",)}     # the betting written for each game (else any)
    currencies = ("EUR", "USD")
    late_blinds = False
    words = {"fold": "{name} folded", "check": "{name} checked", "call": "{name} called - {to}",     # `_write.told`
             "bet": "{name} bet - {amount}", "raise": "{name} raised - {to}", "show": "{name} shows: {cards}",
             "all-in": "{name} went all-in - {added}"}

    def write(self, story: Any) -> str:
        from pokerbits.histories._write import SYMBOLS, money, told
        m = lambda v: money(v, SYMBOLS.get(story.currency, ""))                # noqa: E731
        sign = SYMBOLS.get(story.currency) or "€"        # (chips: a sign all the same, as the reader needs one)
        low, high = story.stakes
        names = story.names
        lines = [f"** Game ID {story.number} starting - {story.time:%Y-%m-%d %H:%M:%S}",
                 f"** Deal 1 ({story.table}) - {sign}5 Min [Hold'em] ({money(low)}|{money(high)} NL - {sign} Cash Game) "
                 "Real Money", ""]
        lines += [f"- {names[s]} sitting in seat {story.numbers[s]} with {m(story.stacks[s])}"
                  + (" [Dealer]" if s == story.n - 1 else "") for s in range(story.n)]
        lines.append("")
        lines += [f"{names[s]} posted ante - {m(a)}" for s, a in enumerate(story.antes) if a]
        lines += [f"{names[s]} posted the {kind} - {m(value)}" for s, kind, value in story.posts]
        lines += [f"** Dealing card to {names[s]}: {_card_words(story.holes[s])}"
                  for s in range(story.n) if story.seen(s, story.holes[s])]
        for e in story.events:
            name = names[e.seat] if e.seat is not None else ""
            if e.kind == "street":
                street = {6: "flop", 8: "turn", 10: "river"}[len(e.board)]
                lines.append(f"** Dealing the {street}: {_card_words(e.cards)}")
            elif e.kind == "muck":
                lines.append(f"{name} mucks: {_card_words(story.seen(e.seat, e.cards))}")
            elif e.kind in self.words:
                lines.append(told(e, self.words, name, m, _card_words))
        lines += [f"{names[s]} wins {m(c)} from the main pot" for s, c in enumerate(story.collected) if c]
        return "\n".join(lines + ["", f"End of game {story.number}"]) + "\n"
