"""The Winning Poker Network's older format (2016: ``Game started at:`` / ``Game ID: N 2500/5000
<event>, Table 8 (Hold'em)``): ``Player X ante (500)``, ``has small blind (2500)``, ``received
card: [4s]``, ``raises (10000)`` (a total), ``Uncalled bet (5000) returned to Hero`` and a summary
``Pot: 17000`` with each seat's ``Bets: 5500. Collects: 17000.`` (its bets, net of the uncalled
bet, are checked against the replay). The limit is not written: no-limit is taken (noted). Each
line is rewritten to the PokerStars grammar and read by `pokerbits.histories.pokerstars.StarsReader`.

>>> Winning2016Reader().detect("Game started at: 2016/8/28 20:23:32\\nGame ID: 714490456 2500/5000 OSS #27 - Sunday, Table 8 (Hold'em)")
True
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import amount, rewritten
from pokerbits.histories._write import cards as spaced
from pokerbits.histories.pokerstars import StarsReader

SITE = "Winning Poker Network (2016)"
START = re.compile(r"^\s*Game started at: \d{4}/\d{1,2}/\d{1,2} ", re.M)
_SUMMARY = re.compile(r"^\*?Player (.+?) (?:does not show cards|mucks|shows).*?Bets: ([\d.,]+)\. Collects: ([\d.,]+)\.")
_REWRITES = (
    (re.compile(r"^Player (.+?) ante \(([\d.,]+)\)$"), r"\1: posts the ante \2"),
    (re.compile(r"^Player (.+?) has (small|big) blind \(([\d.,]+)\)$"), r"\1: posts \2 blind \3"),
    (re.compile(r"^Player (.+?) (raises|allin) \(([\d.,]+)\)$"), r"\1: raises \3 to \3"),
    (re.compile(r"^Player (.+?) (calls|bets) \(([\d.,]+)\)$"), r"\1: \2 \3"),
    (re.compile(r"^Player (.+?) (folds|checks)$"), r"\1: \2"),
    (re.compile(r"^Player (.+?) mucks cards$"), r"\1: mucks hand"),
    (re.compile(r"^Player (.+?) shows: .*?\[([^\]]*)\]"), r"\1: shows [\2]"),
    (re.compile(r"^------ Summary ------$"), "*** SUMMARY ***"),
    (re.compile(r"^Seat (\d+) is the button$"), r"The button is in seat #\1"),
    (re.compile(r"^Seat (\d+): (.+?) \(([\d.,]+)\)\.?$"), r"Seat \1: \2 (\3 in chips)"),
)


class Winning2016Reader(StarsReader):
    site = SITE
    start = START
    number = re.compile(r"Game ID: (\d+)")
    time_format = "%Y/%m/%d %H:%M:%S"

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        game = next((s for s in lines if s.startswith("Game ID: ")), "")
        m = re.match(r"Game ID: (?P<id>\d+) (?P<sb>[\d.,]+)/(?P<bb>[\d.,]+) (?P<event>.*?), Table (?P<table>\S+) \((?P<game>[^)]*)\)", game)
        if m is None:
            raise ValueError(f"not a WPN 2016 hand: {lines[0][:60]!r}")
        facts.update(hand=m["id"], event=m["event"], table=m["table"], currency="chips", _when=lines[0][17:])
        name, betting = game_of(m["game"], "no-limit")
        return name, betting, [amount(m["sb"]), amount(m["bb"])]

    def read(self, text: str) -> Dict[str, Any]:
        out: List[str] = []
        holes: Dict[str, List[str]] = {}
        net: Dict[str, Any] = {}
        for line in text.split("\n"):
            line = line.strip()
            card = re.match(r"^Player (.+?) received card: \[(\w\w)\]$", line)
            if card:
                holes.setdefault(card.group(1), []).append(card.group(2))
                continue
            if " received a card." in line or line.startswith("Game ended at"):
                continue
            if line.startswith("Player ") and holes and "*** HOLE CARDS ***" not in out and "ante" not in line \
                    and " blind " not in line:
                out.append("*** HOLE CARDS ***")
                out += [f"Dealt to {name} [{' '.join(cs)}]" for name, cs in holes.items()]
            summary = _SUMMARY.match(line)
            if summary:
                net[summary.group(1)] = amount(summary.group(2))
                if amount(summary.group(3)):
                    out.append(f"{summary.group(1)} collected {summary.group(3)} from pot")
                continue
            pot = re.match(r"^Pot: ([\d.,]+)$", line)
            if pot:
                out.append(f"Total pot {pot.group(1)} | Rake 0")
                continue
            line = rewritten(line, _REWRITES)
            out.append(line)
        fields = super().read("\n".join(out))
        fields["_put_net"] = [net.get(n, 0) for n in fields["players"]]
        fields.setdefault("_notes", []).append("the limit is not written: no-limit taken")
        return fields


class Winning2016Writer:
    """Writes a finished engine hand as the Winning Poker Network did in 2016 (`_write.Story`): NL
    hold'em tournaments (chips), ``Game started at: 2016/8/28 20:23:32``, ``Game ID: N 2500/5000
    EVENT, Table 8 (Hold'em)``, ``Seat 1: NAME (152027).``, ``Player X ante (500)``, ``Player X has
    small blind (2500)``, ``received card: [4s]`` (an unknown card: ``received a card.``), ``raises
    (10000)`` (the total), ``calls (12)`` and ``bets (24.70)`` (the chips added), ``*** TURN ***:
    [4s 4c 3h] [5h]``, ``Uncalled bet (5000) returned to X``, ``shows: [..]`` (no hand description),
    ``mucks cards`` and a summary ``Pot: 17000`` with each seat's ``Bets: 5500. Collects: 17000.
    Wins: 11500.`` (the winners starred)."""

    games = ("holdem",)
    bettings = {"holdem": ("no-limit",)}     # the betting written for each game (else any)
    currencies = ("chips",)
    late_blinds = False
    words = {"fold": "{name} folds", "check": "{name} checks", "call": "{name} calls ({added})",     # `_write.told`
             "bet": "{name} bets ({added})", "raise": "{name} raises ({to})", "show": "{name} shows: [{cards}]",
             "muck": "{name} mucks cards"}

    def write(self, story: Any) -> str:
        from pokerbits.histories._write import money, told, uncalled_at
        m, names, t = money, story.names, story.time
        low, high = story.stakes
        tour = story.tournament
        event = f"{tour.get('name', 'Tournament')} #{tour.get('id', 1)}"
        order = story.order
        lines = [f"Game started at: {t.year}/{t.month}/{t.day} {t.hour}:{t.minute}:{t.second}",
                 f"Game ID: {story.number} {m(low or high)}/{m(high)} {event}, Table {story.table.replace(' ', '_')} (Hold'em)",
                 f"Seat {story.button} is the button"]
        lines += [f"Seat {story.numbers[s]}: {names[s]} ({m(story.stacks[s])})." for s in order]
        lines += [f"Player {names[s]} ante ({m(a)})" for s, a in enumerate(story.antes) if a]
        lines += [f"Player {names[s]} has {kind} ({m(value)})" for s, kind, value in story.posts]
        for s in range(story.n):
            for i in range(0, len(story.holes[s]), 2):
                card = story.seen(s, story.holes[s][i:i + 2])
                lines.append(f"Player {names[s]} received card: [{card}]" if card else f"Player {names[s]} received a card.")
        last = uncalled_at(story)
        for i, e in enumerate(story.events):
            name = f"Player {names[e.seat]}" if e.seat is not None else ""
            if e.kind == "street":
                before = e.board[:-len(e.cards)]
                street = {6: "FLOP", 8: "TURN", 10: "RIVER"}[len(e.board)]
                lines.append(f"*** {street} ***: " + (f"[{spaced(before)}] " if len(e.board) > 6 else "")
                             + f"[{spaced(e.cards)}]")
            elif e.kind in self.words:
                lines.append(told(e, self.words, name, m))
            if i == last and story.returned is not None:
                s, value = story.returned
                lines.append(f"Uncalled bet ({m(value)}) returned to {names[s]}")
        lines += ["------ Summary ------", f"Pot: {m(story.pot)}"]
        if story.board:
            lines.append(f"Board: [{spaced(story.board)}]")
        shown = {e.seat: e.cards for e in story.events if e.kind == "show"}
        for s in order:
            bet = story.put[s] - (story.returned[1] if story.returned and story.returned[0] == s else 0)
            got = story.collected[s]
            how = f"shows: [{spaced(shown[s])}]" if s in shown else "mucks (does not show cards)" if got else "does not show cards"
            net = f"Wins: {m(got - bet)}." if got >= bet else f"Loses: {m(bet - got)}."
            gap = "" if how == "does not show cards" else " "       # ("does not show cards.Bets: 500.")
            lines.append(f"{'*' if got else ''}Player {names[s]} {how}.{gap}Bets: {m(bet)}. Collects: {m(got)}. {net}")
        lines.append(f"Game ended at: {t.year}/{t.month}/{t.day} {t.hour}:{t.minute}:{t.second}")
        return "\n".join(lines) + "\n"
