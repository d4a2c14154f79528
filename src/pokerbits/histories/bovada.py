"""Bovada / Ignition hand histories (2012-2016, cash and tournaments): the seats are named by
position (``Dealer``, ``Small Blind``, ``UTG+1``), the hero marked ``[ME]``; raises give the
new total (``Raises $22``, ``Raises $1.25 to $1.25``, ``All-in(raise) 8249 to 8540``), calls,
bets and all-ins the chips added; the summary's ``Total Pot($930) | Rake ($3)``. Times carry no
zone (kept naive).

>>> text = '''Ignition Hand #3340409736 TBL#10916521 HOLDEM No Limit - 2016-08-09 12:41:32
... Seat 1: Dealer ($50 in chips)
... Seat 2: Small Blind [ME] ($50 in chips)
... Seat 3: Big Blind ($50 in chips)
... Dealer : Set dealer [1]
... Small Blind  [ME] : Small Blind $0.25
... Big Blind : Big blind $0.50
... *** HOLE CARDS ***
... Dealer : Card dealt to a spot [Ac 2d]
... Small Blind  [ME] : Card dealt to a spot [Kh Kd]
... Big Blind : Card dealt to a spot [7s 2c]
... Dealer : Folds
... Small Blind  [ME] : Raises $1.50 to $1.50
... Big Blind : Folds
... Small Blind  [ME] : Return uncalled portion of bet $1
... Small Blind  [ME] : Hand result $1
... *** SUMMARY ***
... Total Pot($1)'''
>>> [f] = read(text)
>>> f["players"], f["actions"][3:], f["_returned"], f["_collected"]
(['Small Blind', 'Big Blind', 'Dealer'], ['p3 f', 'p1 cbr 1.50', 'p2 f'], [1, 0, 0], [1, 0, 0])
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List

from pokerbits.histories._draft import GAMES, Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import SiteReader
from pokerbits.histories._text import amount, card_text
from pokerbits.histories._write import SYMBOLS, cards as spaced, money
from pokerbits.histories.pokerstars import Skip, StarsWriter

SITE = "Bovada"
START = re.compile(r"^\s*(?:Bovada|Ignition|Bodog) Hand #\d+", re.M)
_HEAD = re.compile(r"^(?P<brand>\w+) Hand #(?P<id>\d+):?\s*(?P<game>.*?)\s*-\s*(?P<when>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})")
_SEAT = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?)\s*(?P<me>\[ME\])?\s*\((?P<stack>[^)]*?) in chips\)"
                   r"|^(?P<anon>Seat\+(?P<ano>\d+))\s*(?P<ame>\[ME\])?: (?P<astack>\S+) in chips")   # 2014: no names
_LINE = re.compile(r"^(?P<name>.+?)\s*(?:\[ME\])?\s*: (?P<what>.*)$")
_NUM = r"[$€£]?[\d][\d.,]*"


class BovadaReader(SiteReader):
    site = SITE
    start = START

    def read(self, text: str) -> Dict[str, Any]:
        lines = [s.strip() for s in text.strip().split("\n") if s.strip()]
        m = self.headed(_HEAD, lines[0])
        game, betting = game_of(m["game"].replace("7CARD", "7 card stud").replace("HiLo", "hi/lo"))
        d = Draft(SITE, game, betting)
        d.info.update(hand=m["id"], _brand=m["brand"])
        t = re.search(r"TBL#(\d+)", m["game"])
        if t:
            d.info["table"] = t.group(1)
        tour = re.search(r"Tournament #(\d+)", m["game"])
        if tour:
            d.info.update(_tournament=tour.group(1), currency="chips")
        lv = re.search(r"Level (\d+) \(([\d.,]+)/([\d.,]+)\)", m["game"])
        if lv:
            d.info["_level"] = lv.group(1)
        when = datetime.strptime(m["when"], "%Y-%m-%d %H:%M:%S")
        d.dated(when)
        stud = GAMES[game][1]
        summary = False
        first_street = True
        for s in lines[1:]:
            sm = _SEAT.match(s)
            if sm and not summary:
                name, stack = (sm["name"].strip(), sm["stack"]) if sm["name"] else (sm["anon"], sm["astack"])
                d.seat(int(sm["no"] or sm["ano"]), name, amount(stack))
                if sm["me"] or sm["ame"]:
                    d.info["_hero"] = name
                if "currency" not in d.info:
                    d.info["currency"] = "USD" if "$" in stack else "chips"
                continue
            if s.startswith("***"):
                if "SUMMARY" in s:
                    summary = True
                elif stud:
                    d.stud_street(3 if first_street else 1)
                    first_street = False
                else:
                    if "HOLE CARDS" not in s:
                        d.new_street()
                    cs = re.findall(r"\[([^\]]*)\]", s)
                    if cs:
                        d.board(card_text(cs[-1]))
                continue
            if summary:
                board = re.match(r"Board \[([^\]]*)\]", s)
                if board:
                    d.complete_board(card_text(board.group(1)))
                tp = re.match(r"Total Pot\((?P<pot>[^)]*)\)(?:\s*\|\s*Rake \((?P<rake>[^)]*)\))?", s)
                if tp:
                    d.total_pot = amount(tp["pot"])
                    if tp["rake"]:
                        d.rake = amount(tp["rake"])
                continue
            lm = _LINE.match(s)
            if lm is None or lm["name"].strip() not in d.seats:
                continue
            self.action(d, lm["name"].strip(), lm["what"], stud)
        if d.total_pot is None:
            raise Skip("cut off before its summary")
        if d.info.get("currency") == "chips" and not tour:
            d.info["currency"] = "USD"
        if betting == "fixed-limit" and d.small_bet is None:   # the stakes are not in the header:
            first = next((w for k, _, w in d.events if k == "a" and w.startswith("cbr ")), None)
            if first is not None:                                 # the first completion or bet is the small bet
                d.small_bet = amount(first[4:])
                d.big_bet = 2 * d.small_bet
                d.notes.append("stakes not in the text: the small bet is the first bet, the big bet twice it")
        return d.fields()

    def action(self, d: Draft, name: str, what: str, stud: bool) -> None:
        nums = [amount(x) for x in re.findall(_NUM, what.split("[")[0])]
        value = nums[-1] if nums else 0
        low = what.lower()
        if low.startswith("set dealer") and not stud:
            spot = re.search(r"\[(\d+)\]", what)
            d.button = int(spot.group(1)) if spot else d.seats[name][0]
            return
        if low.startswith(("ante", "ante chip")) and "small" not in low:
            d.post(name, dead=value)
        elif low.startswith(("ante/small blind", "small blind")):
            d.post(name, live=value)
        elif low.startswith(("big blind", "big blind/bring in")):
            d.post(name, live=value)
        elif low.startswith("bring_in") or low.startswith("bring-in"):
            d.post_bring_in(name, value)
        elif low.startswith("card dealt to a spot"):
            cs = re.findall(r"\[([^\]]*)\]", what)
            if cs:
                if stud:
                    d.deal(name, card_text(cs[-1]))
                else:
                    d.hole(name, card_text(cs[-1]))
        elif low.startswith("folds"):
            d.fold(name)
        elif low.startswith("checks"):
            d.check(name)
        elif low.startswith("call"):
            d.call(name, value)
        elif low.startswith("bets"):
            d.bet(name, value)
        elif low.startswith("raises") or low.startswith("all-in(raise)"):
            d.raise_to(name, value)
        elif low.startswith("all-in"):
            street = d._street.get(name, 0)
            if street + value > max(d._street.values(), default=0):
                d.raise_to(name, street + value)
            else:
                d.call(name, value)
        elif low.startswith("return uncalled"):
            d.returned[name] = d.returned.get(name, 0) + value
        elif low.startswith("hand result"):
            d.take(name, value)
        elif low.startswith("showdown"):   # the best five are written: the hand shown is the one dealt
            dealt = d.holes.get(name) or "".join(w for k, n, w in d.events if k == "d" and n == name)
            d.show(name, dealt if dealt and "??" not in dealt else None)
        elif low.startswith("does not show") or low.startswith("mucks"):
            d.show(name, None)


read = BovadaReader().read_all


class BovadaWriter(StarsWriter):
    """Writes a finished engine hand as Bovada / Ignition do (`_write.Story`): hold'em and Omaha,
    the seats named by position (``Dealer``, ``Small Blind``, ``UTG+1``: the names given are not
    written), ``Name : Action`` lines, raises to their new total, all-ins with the chips added,
    ``Return uncalled portion of bet``, ``Hand result`` and ``Total Pot($930) | Rake ($0)``."""
    straddles = False   # (no straddle wording known: not the PokerStars lines it otherwise shares)

    collected_line = "{name} : Hand result {value}"
    uncalled_line = "{name} : Return uncalled portion of bet {value}"
    sits_out = False
    games = ("holdem", "omaha", "omaha-hi-lo")
    stakes = False     # no stakes written: the big blind posted gives them
    currencies = ("USD",)
    fixed_limit_too = ()
    positions = True
    colon = " : "
    words = {"fold": "{who}Folds", "check": "{who}Checks", "call": "{who}Calls {added}", "bet": "{who}Bets {added}",
             "raise": "{who}Raises {to} to {to}", "show": "{who}Showdown [{cards}]", "muck": "{who}Mucks",
             "all-in": "{who}All-in {added}", "all-in raise": "{who}All-in(raise) {added} to {to}"}
    showdown = None

    def money(self, story: Any, value: Any) -> str:
        return money(value, SYMBOLS.get(story.currency, ""), thousands=",")

    def header(self, story: Any) -> List[str]:
        game = {"holdem": "HOLDEM", "omaha": "OMAHA", "omaha-hi-lo": "OMAHA HiLo"}[story.game]
        limit = {"no-limit": "No Limit", "pot-limit": "Pot Limit", "fixed-limit": "Fixed Limit"}[story.betting]
        return [f"Bovada Hand #{story.number} TBL#{story.table} {game} {limit} - {story.time:%Y-%m-%d %H:%M:%S}"]

    def post(self, story: Any, s: int, kind: str, value: Any) -> str:
        what = {"ante": "Ante", "small blind": "Small Blind", "big blind": "Big blind"}[kind]
        return f"{story.names[s]} : {what} {self.money(story, value)}"

    def dealt(self, story: Any, s: int, cards: str, had: str = "") -> str:
        return f"{story.names[s]} : Card dealt to a spot [{spaced(cards)}]"

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        lines = ["*** SUMMARY ***", f"Total Pot({self.money(story, sum(collected))}) | Rake ({self.money(story, 0)})"]
        return lines + ([f"Board [{spaced(story.board)}]"] if story.board else [])

    def write(self, story: Any) -> str:
        n = story.n
        story.hero = None                        # Bovada writes every seat's hole cards
        story.names = ["Big Blind", "Dealer"] if n == 2 else \
            ["Small Blind", "Big Blind"] + ["UTG" + (f"+{k}" if k else "") for k in range(n - 3)] + ["Dealer"]
        lines = super().write(story).split("\n")
        at = 1 + n                               # after the header and the seats
        return "\n".join(lines[:at] + [f"Dealer : Set dealer [{story.numbers[-1]}]"] + lines[at:])
