"""PartyPoker hand histories: the 2012-2016 format (``#Game No :``, amounts in brackets that
give the chips added, ``[$0.05 USD]``, fastforward tables whose header gives the buy-in, stud
hi/lo with ``wins Lo``) and the 2026 one (``Hand History For Game``, ``raises 0.85 to 0.85``,
``calls (1.80)``, the all-in cash-out, a summary with each seat's balance, bet and collected).
Neither writes the uncalled bet returned (the bettor collects it); the 2026 summary gives the
main pot net of the rake. A seat that cashed out keeps its cash-out as `_cash_out` (paid by the
site, not from the pot).

>>> text = '''#Game No : 1
... ***** Hand History for Game 15492724092 *****
... $10 USD fastforward NL Texas Hold'em - Wednesday,August 31, 01:41:34 MESZ 2016
... Table Bolt  ( Real Money )
... Seat 1 is the button
... Total number of players : 3/6
... seat 1: A ( $11.84 USD )
... seat 2: B ( $10.05 USD )
... seat 3: C ( $10 USD )
... B posts small blind [$0.05 USD].
... C posts big blind [$0.10 USD].
... ** Dealing down cards **
... Dealt to C [ 7h, 6h ]
... A raises [ $0.20 USD ]
... B folds
... C folds
... A does not show cards.
... A wins $0.35 USD'''
>>> [f] = read(text)
>>> f["players"], f["actions"][3:], f["_collected"]
(['B', 'C', 'A'], ['p3 cbr 0.20', 'p1 f', 'p2 f'], [0, 0, Decimal('0.35')])
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List, Optional, Tuple

from pokerbits.histories._draft import GAMES, Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import SiteReader
from pokerbits.histories._text import amount, card_text
from pokerbits.histories._time import month_first
from pokerbits.histories._write import SYMBOLS, cards as spaced, money, utc
from pokerbits.histories.pacific import PacificWriter
from pokerbits.histories.pokerstars import Skip

SITE = "PartyPoker"
START = re.compile(r"^\s*(?:#Game No : \d+|\*{5} Hand History For Game \S+ \*{5})", re.M)
_DETECT = re.compile(r"\*{5} Hand History [Ff]or Game \S+ \*{5}")
_SEAT = re.compile(r"^[Ss]eat (?P<no>\d+): (?P<name>.+?) \(\s*(?P<stack>[^)]*?)\s*\)\s*$")
_NUM = r"[$€£]?\s?[\d][\d.,]*(?: USD| EUR| GBP)?"
_ACT = re.compile(r"^(?P<name>.+?) (?P<verb>posts small blind|posts big blind|posts ante|posts dead|folds|checks|"
                  r"calls|bets|raises|bring-ins|posts bring-in|completes|is all-In|is all-in|shows|does not show|wins(?: Lo)?|"
                  r"Cashout Amount is|opted for cash-out)\b\s*(?P<rest>.*)$")


class PartyReader(SiteReader):
    site = SITE
    start = START
    number = re.compile(r"(?:Game No : |[Gg]ame )#?(\w+)")

    def detect(self, text: str) -> bool:
        """Whether `text` holds PartyPoker hands (its ``Hand History for Game`` line)."""
        return _DETECT.search(text[:3000]) is not None

    def lines(self, text: str) -> List[str]:
        return [s.strip() for s in text.strip().split("\n") if s.strip()]

    def when(self, text: str) -> Optional[datetime]:
        """The hand's time from its header's words after the stakes and game (`Monday, February 27,
        09:51:26 EST 2012`; `Mon Feb 09 12:55:26 EST 2026` as it writes now)."""
        return month_first(text)

    def read(self, text: str) -> Dict[str, Any]:
        lines = self.lines(text)
        i = next((k for k, s in enumerate(lines) if re.search("hand history", s, re.I)), None)
        if i is None:
            raise ValueError("no 'Hand History' line")
        found = re.search(r"[Gg]ame #?(\S+) \*", lines[i])
        hid = found.group(1) if found else "?"
        head = lines[i + 1]
        game_text, _, when = head.partition(" - ")
        game, betting = game_of(re.sub(r"Game Table \((PL|NL|FL)\)", r"\1", game_text))
        d = Draft(self.site, game, betting)
        d.info["hand"] = hid
        d.dated(self.when(when))
        stakes = re.match(r"([$€£]?[\d.,]+)(?:/([$€£]?[\d.,]+))?", game_text)
        if stakes and stakes.group(2):
            sb, bb = amount(stakes.group(1)), amount(stakes.group(2))
            if betting == "fixed-limit":
                d.small_bet, d.big_bet = bb if GAMES[game][1] else bb, 2 * bb if not GAMES[game][1] else bb * 2
                if GAMES[game][1]:
                    d.small_bet, d.big_bet = sb, bb
            else:
                d.min_bet = bb
        elif stakes:
            d.info["_buy_in"] = stakes.group(1)
        d.info["currency"] = "USD" if "$" in game_text or "USD" in game_text else "EUR" if "€" in game_text else "?"
        table = next((s for s in lines if s.startswith("Table ")), "")
        tm = re.match(r"Table (.*?)\s*\(\s*(Real Money|Play Money)\s*\)", table)
        if tm:
            d.info["table"] = tm.group(1)
        stud = GAMES[game][1]
        bm = re.search(r"Seat (\d+) is the button", text)
        if bm and not stud:
            d.button = int(bm.group(1))
        summary = False
        for s in lines[i + 2:]:
            sm = _SEAT.match(s)
            if sm and not summary:
                d.seat(int(sm["no"]), sm["name"], amount(sm["stack"]))
                continue
            if s.startswith("** "):
                if "Summary" in s:
                    summary = True
                    continue
                if "down cards" in s and not stud:            # the blinds stay in the first round
                    continue
                if stud:
                    d.stud_street(3 if s in ("** Dealing **", "** Dealing down cards **") else 1)
                else:
                    d.new_street()
                cs = re.search(r"\[([^\]]*)\]", s)
                if cs and not stud:
                    d.board(card_text(cs.group(1)))
                continue
            if s.startswith("Dealt to "):
                for n in sorted(d.seats, key=len, reverse=True):
                    if s.startswith(f"Dealt to {n} "):
                        got = card_text(s[len(n) + 9:])
                        if stud:
                            seen = d.__dict__.setdefault("_stud_seen", set())
                            if len(got) == 2 and n not in seen:
                                got = "????" + got              # 3rd street: only the up card shown
                            seen.add(n)
                            d.deal(n, got)
                        else:
                            d.hole(n, got)
                        break
                continue
            if summary:
                self.summary(d, s)
                continue
            a = _ACT.match(s)
            if a and a["name"] in d.seats:
                self.action(d, a["name"], a["verb"], a["rest"])
        if stud:
            d.new_street()
        if not d.collected and "_cash_outs" not in d.info:
            raise Skip("cut off: no seat wins")
        return d.fields()

    def action(self, d: Draft, name: str, verb: str, rest: str) -> None:
        nums = re.findall(_NUM, rest)
        value = amount(nums[0]) if nums else 0
        if verb in ("bring-ins", "posts bring-in"):
            d.post_bring_in(name, value)
            return
        if d.plain_move(name, verb, value, ("ante", "dead")):
            return
        if verb in ("bets", "raises", "completes"):
            to = re.search(r"(?:^| )to \[?\s*(" + _NUM + ")", rest)
            d.raise_to(name, amount(to.group(1)) if to else d._street.get(name, 0) + value)
        elif verb == "shows":
            cs = re.search(r"\[([^\]]*)\]", rest)
            if cs:
                d.show(name, card_text(cs.group(1)))
        elif verb == "does not show":
            d.show(name, None)
        elif verb.startswith("wins"):
            won = re.search(_NUM, rest)
            if won is None:
                raise ValueError(f"no amount won in {rest!r}")
            d.take(name, amount(won.group(0)))
        elif verb == "Cashout Amount is":
            d.info.setdefault("_cash_outs", {})[name] = value

    def summary(self, d: Draft, s: str) -> None:
        m = re.match(r"Main Pot: (\S+)\s*Rake: (\S+)", s)
        if m:
            d.total_pot = amount(m.group(1))
            d.rake = amount(m.group(2))
            d.total_pot += d.rake
            return
        m = re.match(r"(?P<name>.+?) (?:Cashed out\s+)?balance .*?collected (?P<got>" + _NUM + ")", s)
        if m and m["name"] in d.seats and "Cashed out" not in s:
            d.take(m["name"], amount(m["got"]))
        cs = re.search(r"\]?\[ ([^\]]*) \](?: \[|$)", s)     # (the hand's description after it, if written)
        name = s.split(" ")[0]
        if cs and name in d.seats:
            d.seen(name, card_text(cs.group(1)))


read = PartyReader().read_all


class PartyWriter(PacificWriter):
    """Writes a finished engine hand as PartyPoker did from 2012 to 2016 (`_write.Story`):
    hold'em and Omaha, amounts ``[$0.05 USD]`` giving the chips each action adds, cards
    ``[ 7h, 6h ]``, no uncalled bet line (the bettor wins it back with the pot), ``wins``."""

    collected_line = "{name} wins {value}"
    sits_out = False
    games: Tuple[str, ...] = ("holdem", "omaha")
    currencies: Tuple[str, ...] = ("USD", "EUR")
    fixed_limit_too: Tuple[str, ...] = ("holdem",)    # the games also written in fixed limit
    showdown = None
    showdown_always = False
    seat_line = "seat {no}: {name} ( {stack} )"
    post_line = "{name} posts {kind} [{value}]."
    street_names = ("Flop", "Turn", "River")
    words = {**PacificWriter.words, "call": "{name} calls [ {added} ]", "bet": "{name} bets [ {added} ]",
             "raise": "{name} raises [ {added} ]", "muck": "{name} does not show cards."}

    def money(self, story: Any, value: Any) -> str:
        return f"{money(value, SYMBOLS.get(story.currency, ''), thousands=',')} {story.currency}"

    def header(self, story: Any) -> List[str]:
        game = {"holdem": "Texas Hold'em", "omaha": "Omaha"}[story.game]
        limit = {"no-limit": "NL", "pot-limit": "PL", "fixed-limit": "FL"}[story.betting]
        low, high = (story.stakes if story.betting != "fixed-limit" else (story.stakes[1], story.small_bet))
        return [f"#Game No : {story.number}", f"***** Hand History for Game {story.number} *****",
                f"{self.money(story, low).split()[0]}/{self.money(story, high)} {limit} {game} - "
                f"{utc(story):%A,%B %d, %H:%M:%S} UTC {utc(story):%Y}",
                f"Table {story.table}  ( Real Money )", f"Seat {story.button} is the button",
                f"Total number of players : {story.n}/{story.max_seats}"]


class Party2026Writer(PartyWriter):
    """Writes a finished engine hand as PartyPoker does in 2026 (`_write.Story`): hold'em and Omaha
    (NL, PL), ``***** Hand History For Game N *****``, ``0.10/0.25 Omaha Hi Game Table (PL) - date``,
    amounts without currency (``posts small blind (0.10)``, ``calls (1.80)``, ``bets (5.13)``: the
    chips added; ``raises 2.40 to 2.65``), ``Seat 1: NAME ($56.64)``, ``X is all-In.``, no line per
    seat that wins: a summary ``Main Pot: $38.50 Rake: $0`` (every pot in one; rake none) and each
    seat's ``balance $44.16, bet $23.17, collected $41.47, net +$18.30`` (the uncalled bet in
    both), with the cards shown (no hand description); the shows in the 2012 wording ``shows [ 9c,
    7h ]``."""

    currencies: Tuple[str, ...] = ("USD",)
    fixed_limit_too: Tuple[str, ...] = ()
    collects = False
    seat_line = "Seat {no}: {name} (${stack})"
    post_line = "{name} posts {kind} ({value})"
    words = {**PartyWriter.words, "raise": "{name} raises {added} to {to}{all_in}", "call": "{name} calls ({added}){all_in}",
             "bet": "{name} bets ({added}){all_in}"}
    all_in = "\n{name} is all-In."

    def money(self, story: Any, value: Any) -> str:
        return money(value)

    def header(self, story: Any) -> List[str]:
        game = {"holdem": "Texas Hold'em", "omaha": "Omaha Hi"}[story.game]
        limit = {"no-limit": "NL", "pot-limit": "PL"}[story.betting]
        low, high = story.stakes
        t = utc(story)
        return [f"***** Hand History For Game {story.id} *****",
                f"{money(low or high)}/{money(high)} {game} Game Table ({limit}) - {t:%a %b %d %H:%M:%S} UTC {t:%Y}",
                f"Table {story.table} (Real Money) -- Seat {story.button} is the button",
                f"Total number of players : {story.n}/{story.max_seats}"]

    def street(self, story: Any, event: Any) -> str:
        return super().street(story, event).replace(" ** [", " ** :  [", 1)

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        lines = ["** Summary **", f"Main Pot: ${money(story.pot)} Rake: $0"]
        if story.board:
            lines.append(f"Board: [ {', '.join(spaced(story.board).split())} ]")
        shown = {e.seat: e.cards for e in story.events if e.kind == "show"}
        folded = {e.seat for e in story.events if e.kind == "fold"}
        for s in range(story.n):
            head = f"{story.names[s]} balance ${money(story.final[s])}, "
            bet, got = story.put[s], collected[s]
            if s in folded and not got:
                lines.append(head + (f"lost ${money(bet)} (folded)" if bet else "didn't bet (folded)"))
                continue
            net = got - bet
            cards = f"[ {', '.join(spaced(shown[s]).split())} ]" if s in shown else ""
            lines.append(head + f"bet ${money(bet)}, collected ${money(got)}, net {'+' if net >= 0 else '-'}${money(abs(net))}"
                         + cards)
        return lines
