"""OnGame network hand histories (2011): ``***** History for hand R5-174428515-248 *****``, the
table line with the game and stakes (``(LIMIT FIVE_CARD_DRAW $1/$2, Real money)``), ``---``
between the parts, ``changed 3 cards`` for a draw, antes ``posts ante $0.02`` (the table line
``(LIMIT SEVEN_CARD_STUD $0.10/$0.20, ante: $0.02, Real money)``), tournaments (``History for hand
T5-1-34 (TOURNAMENT: "name", R-279-4, buy-in: €0)``, chips ``TC``), hold'em's ``--- Dealing flop
[Ah, As, 6d]`` (an all-in's street written again before the runout), and a summary ``Main pot:
$2.50 won by Player8 ($2.40)`` (a split pot: ``won by A (610), B (610)``), ``Rake taken: $0.10``
and each seat's stack after the hand with its net (checked) and the cards shown (an all-in's only
there). Each line is rewritten to the PokerStars grammar and read by
`pokerbits.histories.pokerstars.StarsReader`. Times keep their zone word when known.

>>> OnGameReader().detect("***** History for hand R5-174428515-248 *****\\nStart hand: Sun Sep 11 15:26:27 EEST 2011")
True
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List, Optional, Set, Tuple

from pokerbits.histories._games import game_of
from pokerbits.histories._text import COLON, Amount, amount, rewritten
from pokerbits.histories._time import month_first
from pokerbits.histories._write import cards as spaced
from pokerbits.histories.pokerstars import StarsReader

SITE = "OnGame"
START = re.compile(r"^\s*\*{5} History for hand \S+ (?:\(TOURNAMENT: .*\) )?\*{5}", re.M)
_REWRITES = (
    (re.compile(r"^Button: seat (\d+)$"), r"The button is in seat #\1"),
    (re.compile(r"^--- Dealing (flop|turn|river) \[([^\]]*)\]$"), lambda m: f"*** {m.group(1).upper()} *** [{m.group(2).replace(',', '')}]"),
    (re.compile(r"^Dealing to (.+?): \[([^\]]*)\]$"), lambda m: f"Dealt to {m.group(1)} [{m.group(2).replace(',', '')}]"),
    (re.compile(r"^(.+?) changed 0 cards$"), r"\1: stands pat"),
    (re.compile(r"^(.+?) changed (\d+) cards?$"), r"\1: discards \2 cards"),
    (re.compile(r"^Seat (\d+): (.+?) \(([^)]*)\), net: ([+-])[$€]?([^\s,]+)(?:, \[.*)?$"), r"Seat \1: \2 (\3) \4\5"),
    (re.compile(r"^(?:Main|Side) pot(?: \d+)?: \S+ won by (.+?) \(([^)]*)\)$"), r"\1 collected \2 from pot"),
    COLON,
)


class OnGameReader(StarsReader):
    site = SITE
    start = START
    number = re.compile(r"History for hand (\S+)")
    seat_line = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[^)]+)\)(?P<extra>)(?P<rest>.*)$")

    def header(self, facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        m = re.match(r"\*{5} History for hand (?P<id>\S+) (?:\(TOURNAMENT: (?:\"[^\"]*\", )?(?P<tid>[^,)]+).*\) )?\*{5}", lines[0])
        table = next((s for s in lines if s.startswith("Table: ")), "")
        t = re.match(r"Table: (?P<name>.*?) \[\d+\] \((?P<game>.*?) (?P<stakes>[$€£]?[\d.,]+/[$€£]?[\d.,]+), (?P<money>[^)]*)\)", table)
        if m is None or t is None:
            raise ValueError(f"not an OnGame hand: {lines[0][:60]!r}")
        start = next((s[12:] for s in lines if s.startswith("Start hand: ")), "")
        money = t["money"].split(", ")[-1]           # (after the ante: "ante: 20, TC")
        facts.update(hand=m["id"], table=t["name"], _when=start,
                     currency="play money" if "Play" in money else "chips" if money in ("TC", "Chips")
                     else "USD" if "$" in t["stakes"] else "EUR")
        if m["tid"]:
            facts["_tournament"] = m["tid"]
        game, betting = game_of(t["game"].replace("_", " "))
        return game, betting, [amount(x) for x in t["stakes"].split("/")]

    def when(self, text: str) -> Optional[datetime]:
        return month_first(text)

    def read(self, text: str) -> Dict[str, Any]:
        out: List[str] = []
        pot: Amount = 0
        rake: Amount = 0
        drew = summary = False
        held: Dict[str, List[str]] = {}
        streets: Set[str] = set()
        for line in text.split("\n"):
            line = line.strip()
            if line == "---" or line.startswith("*****") and any(out):   # (blank lines before a hand: not it)
                continue
            if line.startswith("--- Dealing "):          # (after an all-in, a street already dealt is written again)
                if line.split("[")[0] in streets:
                    continue
                streets.add(line.split("[")[0])
            if line == "Summary:":
                out.append("*** SUMMARY ***")
                summary = True
                continue
            if line.startswith("Dealing pocket cards"):
                out.append("*** DEALING HANDS ***")
                continue
            won = re.match(r"(?:Main|Side) pot(?: \d+)?: (\S+) won by (.*)$", line)
            if won:                           # (a split pot: "won by A ($1.38), B ($1.37)")
                pot += amount(won.group(1))
                out += [f"{name} collected {got} from pot" for name, got in re.findall(r"(.+?) \(([^)]*)\)(?:, |$)", won.group(2))]
                continue
            shown = re.match(r"^Seat \d+: (.+?) \([^)]*\), net: [^,]*, \[([^\]]*)\]", line) if summary else None
            if shown:                         # the cards of a seat at the showdown (an all-in's only here)
                out.append(f"Seat 0: {shown.group(1)} showed [{shown.group(2).replace(',', '')}]")
            taken = re.match(r"Rake taken: (\S+)", line)
            if taken:
                rake = amount(taken.group(1))
                continue
            if not summary and (" changed " in line or line.startswith("New hand for ")) and not drew:
                out.append("*** FIRST DRAW ***")
                drew = True
            dealt = re.match(r"Dealing to (.+?): \[([^\]]*)\]$", line)
            if dealt:
                held[dealt.group(1)] = dealt.group(2).replace(",", "").split()
            new = re.match(r"New hand for (.+?): \[([^\]]*)\]$", line)
            if new:           # the hero's draw, written as its new hand only
                name, cards_now = new.group(1), new.group(2).replace(",", "").split()
                old = held.get(name, [])
                thrown = [c for c in old if c not in cards_now]
                drawn = [c for c in cards_now if c not in old]
                out.append(f"{name}: discards {len(thrown)} cards [{' '.join(thrown)}]" if thrown else f"{name}: stands pat")
                if drawn:
                    out.append(f"Dealt to {name} [{' '.join(c for c in old if c in cards_now)}] [{' '.join(drawn)}]")
                continue
            line = rewritten(line, _REWRITES)
            out.append(line)
        out.append(f"Total pot {pot} | Rake {rake}")
        return super().read("\n".join(out))


class OnGameWriter:
    """Writes a finished engine hand as the OnGame network did in 2011 (`_write.Story`): 5-card
    draw, ``***** History for hand N *****``, the table line with the game and stakes, ``---``
    between the parts, ``X changed 3 cards`` (a hand known: ``New hand for X: [..]``), the
    uncalled bet returned without a word, antes ``X posts ante $0.10`` (and ``ante: $0.10`` on the
    table line), a summary ``Main pot: $2.50 won by X ($2.50)``, ``Rake taken: $0`` and each seat's
    stack after the hand with its net."""

    games = ("five-card-draw",)
    currencies = ("USD",)
    late_blinds = False
    words = {"fold": "{name} folds", "check": "{name} checks", "call": "{name} calls {amount}",     # `_write.told`
             "bet": "{name} bets {amount}", "raise": "{name} raises {amount} to {to}", "show": "{name} shows [{listed}]",
             "muck": "{name} mucks"}

    def write(self, story: Any) -> str:
        from pokerbits.histories._write import money, told, utc
        m = lambda v: money(v, "$")                         # noqa: E731
        names, order = story.names, story.order
        t = utc(story)
        ante = f"ante: {m(max(story.antes))}, " if any(story.antes) else ""
        lines = [f"***** History for hand {story.number} *****", f"Start hand: {t:%a %b %d %H:%M:%S} UTC {t:%Y}",
                 f"Table: {story.table} [1] (LIMIT FIVE_CARD_DRAW {m(story.small_bet)}/{m(story.big_bet)}, {ante}Real money)",
                 f"User: {names[story.hero if story.hero is not None else 0]}", f"Button: seat {story.button}",
                 f"Players in round: {story.n}"]
        lines += [f"Seat {story.numbers[s]}: {names[s]} ({m(story.stacks[s])})" for s in order]
        lines += [f"{names[s]} posts ante {m(a)}" for s, a in enumerate(story.antes) if a]
        lines += [f"{names[s]} posts {kind} ({m(value)})" for s, kind, value in story.posts]
        lines += ["---", "Dealing pocket cards"]
        lines += [f"Dealing to {names[s]}: [{', '.join(spaced(story.holes[s]).split())}]"
                  for s in range(story.n) if story.seen(s, story.holes[s])]
        for i, e in enumerate(story.events):
            name = names[e.seat] if e.seat is not None else ""
            if e.kind == "discard":
                drawn = next((x for x in story.events[i:] if x.kind == "drawn" and x.seat == e.seat), None)
                if drawn is not None and story.seen(e.seat, e.cards):
                    lines.append(f"New hand for {name}: [{', '.join(spaced(drawn.kept + drawn.cards).split())}]")
                else:
                    lines.append(f"{name} changed {len(e.cards) // 2} card{'s' * (len(e.cards) != 2)}")
            elif e.kind in self.words:
                lines.append(told(e, self.words, name, m))
        lines += ["---", "Summary:"]
        lines += [f"Main pot: {m(c)} won by {names[s]} ({m(c)})" for s, c in enumerate(story.collected) if c]
        lines.append(f"Rake taken: {m(0)}")
        for s in order:
            net = story.final[s] - story.stacks[s]
            lines.append(f"Seat {story.numbers[s]}: {names[s]} ({m(story.final[s])})"
                         + (f", net: {'+' if net > 0 else '-'}{m(abs(net))}" if net else ""))
        return "\n".join(lines + [f"***** End of hand {story.number} *****"]) + "\n"
