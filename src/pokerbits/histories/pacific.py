"""888poker (Pacific Poker, Cassava; ``888poker.ca-on`` since 2022) hand histories: hold'em
no-limit and fixed-limit, cash (real money and Practice Play) and tournaments. Amounts are in
brackets and every bet, call or raise gives the chips it adds (``raises [$450]``); the summary
gives the shows and the chips collected, not the pot nor the rake (tournament and play chips
have none, so there the check is exact). Times carry no zone (kept naive).

>>> text = '''#Game No : 6551093
... ***** 888poker.ca-on Hand History for Game 6551093 *****
... $0.12/$0.25 Blinds No Limit Holdem - *** 05 06 2022 23:06:24
... Table Saguenay 6 Max (Real Money)
... Seat 2 is the button
... Total number of players : 3
... Seat 2: A ( $56.55 )
... Seat 4: B ( $9.72 )
... Seat 6: C ( $25 )
... B posts small blind [$0.10]
... C posts big blind [$0.25]
... ** Dealing down cards **
... Dealt to C [ Ks, 5h ]
... A raises [$0.75]
... B folds
... C folds
... ** Summary **
... A collected [ $1.10 ]'''
>>> [f] = read(text)
>>> f["players"], f["blinds_or_straddles"], f["actions"][3:], f["_collected"]
(['B', 'C', 'A'], [Decimal('0.10'), Decimal('0.25'), 0], ['p3 cbr 0.75', 'p1 f', 'p2 f'], [0, 0, Decimal('1.10')])
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List, Optional, Tuple

from pokerbits.histories._draft import Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import SiteReader
from pokerbits.histories._text import amount, card_text
from pokerbits.histories._write import SYMBOLS, cards as spaced, money
from pokerbits.histories.pokerstars import Skip, StarsWriter

SITE = "888poker"
START = re.compile(r"^\s*#Game No : \d+", re.M)
_DETECT = re.compile(r"\*{5} (?:Cassava|888poker\S*|Pacific Poker) Hand History for Game \d+")
_STAKES = re.compile(r"^(?P<sb>[$€£]?[\d.,]+)/(?P<bb>[$€£]?[\d.,]+) Blinds (?P<game>.*?) - \*\*\* (?P<when>.*)$")
_SEAT = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \( (?P<stack>[^)]*?) \)\s*$")
_ACT = re.compile(r"^(?P<name>.+?) (?P<verb>posts (?:small blind|big blind|ante|dead big blind|dead small blind)|"
                  r"folds|checks|calls|bets|raises|is all-in|shows|mucks|collected|did not show)(?: \[\s*(?P<amt>[^\]]*?)\s*\])?\s*$")


class PacificReader(SiteReader):
    site = SITE
    start = START

    def detect(self, text: str) -> bool:
        """Whether `text` holds 888poker hands (its ``Hand History for Game`` line)."""
        return _DETECT.search(text[:3000]) is not None

    def read(self, text: str) -> Dict[str, Any]:
        lines = [s.strip() for s in text.strip().split("\n") if s.strip()]
        head = next((s for s in lines if _STAKES.match(s)), None)
        if head is None:
            raise ValueError("no stakes line")
        m = _STAKES.match(head)
        assert m is not None   # head is the line it matched
        game, betting = game_of(m["game"])
        d = Draft(SITE, game, betting)
        d.info["hand"] = lines[0].split(":")[-1].strip()
        when = datetime.strptime(m["when"].strip(), "%d %m %Y %H:%M:%S")
        d.dated(when)
        sb, bb = amount(m["sb"]), amount(m["bb"])
        if betting == "fixed-limit":
            d.small_bet, d.big_bet = bb, 2 * bb
        else:
            d.min_bet = bb
        d.info["_stakes"] = f"{m['sb']}/{m['bb']}"
        table = next((s for s in lines if s.startswith(("Table ", "Tournament #"))), "")
        t = re.search(r"Tournament #(\d+)\s*(.*?) - Table #?(\S+)", table)
        if t:
            d.info.update(_tournament=t.group(1), _buy_in=t.group(2), table=t.group(3), currency="chips")
            d.rake = 0
        else:
            t = re.match(r"Table (.*?)\s*\((Real Money|Practice Play)\)", table)
            if t:
                d.info["table"] = t.group(1)
            if "Practice Play" in table:
                d.info["currency"] = "play money"
            else:
                d.info["currency"] = {"$": "USD", "€": "EUR", "£": "GBP"}.get(m["sb"][0], "?")
        names: List[str] = []
        summary = False
        for s in lines:
            if s.startswith("Seat ") and " is the button" in s:
                d.button = int(s.split()[1])
                continue
            sm = _SEAT.match(s)
            if sm:
                d.seat(int(sm["no"]), sm["name"], amount(sm["stack"]))
                names.append(sm["name"])
                continue
            if s.startswith("** "):
                if "Summary" in s:
                    summary = True
                    d.new_street()
                elif "Dealing" in s and "down cards" not in s:
                    d.new_street()
                    cs = re.search(r"\[([^\]]*)\]", s)
                    if cs:
                        d.board(card_text(cs.group(1)))
                continue
            if s.startswith("Dealt to "):
                for n in names:
                    if s.startswith(f"Dealt to {n} ["):
                        d.hole(n, card_text(s[len(n) + 9:]))
                continue
            a = _ACT.match(s)
            if a is None or a["name"] not in d.seats:
                continue
            self.action(d, a["name"], a["verb"], a["amt"], summary)
        if "Summary" not in text:
            raise Skip("cut off before its summary")
        if len(d.seats) == 2 and len(d.live) == 1 and not any(k == "a" and w != "f" for k, _, w in d.events):
            raise Skip("no hand played: the big blind folded before posting")
        return d.fields()

    def action(self, d: Draft, name: str, verb: str, amt: Optional[str], summary: bool) -> None:
        value = amount(amt) if amt and any(c.isdigit() for c in amt) else 0
        if d.plain_move(name, verb, value, ("ante", "dead small")):
            return
        if verb in ("bets", "raises", "is all-in"):
            street = d._street.get(name, 0)
            if verb == "is all-in" and street + value <= max(d._street.values(), default=0):
                d.call(name, value)
            else:
                d.raise_to(name, street + value)
        elif verb == "shows":
            d.show(name, card_text(amt or ""))
        elif verb in ("mucks", "did not show"):
            d.show(name, None)
        elif verb == "collected":
            d.take(name, value)


read = PacificReader().read_all


class PacificWriter(StarsWriter):
    """Writes a finished engine hand as 888poker does (`_write.Story`): hold'em, amounts in
    brackets that give the chips each action adds (``raises [$450]``), cards ``[ Ks, 5h ]``, the
    shows and the chips collected (the uncalled bet with them) in the summary, no pot or rake."""
    straddles = False   # (no straddle wording known: not the PokerStars lines it otherwise shares)

    collected_line = "{name} collected [ {value} ]"
    sits_out = False
    games: Tuple[str, ...] = ("holdem",)
    currencies: Tuple[str, ...] = ("USD", "EUR", "GBP")
    fixed_limit_too: Tuple[str, ...] = ("holdem",)    # the games also written in fixed limit
    mark = "** {} **"
    first_street = "Dealing down cards"
    showdown: Optional[str] = "Summary"
    showdown_always = True
    shows_last = True
    returns_uncalled = False

    def money(self, story: Any, value: Any) -> str:
        return money(value, SYMBOLS.get(story.currency, ""), thousands=",")

    def header(self, story: Any) -> List[str]:
        low, high = story.stakes
        limit = {"no-limit": "No Limit", "pot-limit": "Pot Limit", "fixed-limit": "Limit"}[story.betting]
        return [f"#Game No : {story.number}", f"***** 888poker Hand History for Game {story.number} *****",
                f"{self.money(story, low)}/{self.money(story, high)} Blinds {limit} Holdem - *** "
                f"{story.time:%d %m %Y %H:%M:%S}",
                f"Table {story.table} {story.max_seats} Max (Real Money)", f"Seat {story.button} is the button",
                f"Total number of players : {story.n}"]

    # the wording 888poker shares with PartyPoker's grammar of the same roots (PartyWriter)
    seat_line = "Seat {no}: {name} ( {stack} )"
    post_line = "{name} posts {kind} [{value}]"
    street_names = ("flop", "turn", "river")
    words = {"fold": "{name} folds", "check": "{name} checks", "call": "{name} calls [{added}]",     # `_write.told`
             "bet": "{name} bets [{added}]", "raise": "{name} raises [{added}]", "show": "{name} shows [ {listed} ]",
             "muck": "{name} mucks"}

    def dealt(self, story: Any, s: int, cards: str, had: str = "") -> str:
        return f"Dealt to {story.names[s]} [ {', '.join(spaced(cards).split())} ]"

    def street(self, story: Any, event: Any) -> str:
        name = self.street_names[len(event.board) // 2 - 3]
        return f"** Dealing {name} ** [ {', '.join(spaced(event.cards).split())} ]"

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        return []
