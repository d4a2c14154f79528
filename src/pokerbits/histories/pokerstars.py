"""PokerStars hand histories (2008 to today: ``PokerStars Game #``/``Hand #``, Zoom, Home Games,
tournaments, the archive export with its indented lines) for every game Stars deals: hold'em,
Omaha, Omaha Hi/Lo, 5-card Omaha Hi/Lo, Courchevel, stud, stud hi/lo, razz, 2-7 single and
triple draw, badugi, 5-card draw and the mixed games. GGPoker writes the same grammar
(`pokerbits.histories.ggpoker` reuses this reader).

>>> text = '''PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2013/01/08 22:28:42 CET [2013/01/08 16:28:42 ET]
... Table 'T' 6-max Seat #1 is the button
... Seat 1: A ($2 in chips)
... Seat 2: B ($1.50 in chips)
... Seat 3: C ($3.10 in chips)
... B: posts small blind $0.01
... C: posts big blind $0.02
... *** HOLE CARDS ***
... Dealt to A [As Kd]
... A: raises $0.04 to $0.06
... B: folds
... C: folds
... Uncalled bet ($0.04) returned to A
... A collected $0.05 from pot
... *** SUMMARY ***
... Total pot $0.05 | Rake $0
... Seat 1: A (button) collected ($0.05)'''
>>> [f] = read(text)
>>> f["variant"], f["players"], f["starting_stacks"], f["blinds_or_straddles"]
('NT', ['B', 'C', 'A'], [Decimal('1.50'), Decimal('3.10'), 2], [Decimal('0.01'), Decimal('0.02'), 0])
>>> f["actions"][3:], f["hand"], f["_returned"], f["_collected"]
(['p3 cbr 0.06', 'p1 f', 'p2 f'], '1', [0, 0, Decimal('0.04')], [0, 0, Decimal('0.05')])
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Dict, List, Optional, Tuple

from pokerbits.histories._draft import GAMES, Draft
from pokerbits.histories._games import game_of
from pokerbits.histories._reader import SiteReader
from pokerbits.histories._text import amount, card_text
from pokerbits.histories._time import aware, naive

SITE = "PokerStars"
START = re.compile(r"^\s*PokerStars (?:Zoom |Home Game |Rush |Fast |Spin & Go )?(?:Game|Hand) #", re.M)

_HEADER = re.compile(
    r"(?:Game|Hand) #(?P<id>[\w-]+):\s+(?:\{(?P<club>[^}]*)\}\s*)?"
    r"(?:Tournament #(?P<tid>\d+),\s*(?P<buyin>.*?)\s+)?"
    r"(?P<game>[^(]*?)\s*\((?P<inner>[^)]*)\)\s*(?:-\s*(?P<level>[^-]*?Level[^-]*?))?\s*-\s*"
    r"(?P<when>\d{4}/\d{2}/\d{2}.*)$")
_TABLE = re.compile(r"^Table:? '(?P<table>[^']*)'\s*(?P<max>\d+)-max.*?(?:Seat #?0*(?P<button>\d+) is the button)?\s*$", re.I)
_SEAT = re.compile(r"^Seat (?P<no>\d+): (?P<name>.+?) \((?P<stack>[^)]*?) in chips(?P<extra>[^)]*)\)(?P<rest>.*)$")
_STREET = re.compile(r"^\*\*\* (?:(?P<run>FIRST|SECOND|THIRD) )?(?P<name>[^*]+?) \*\*\*\s*(?P<cards>.*)$")
_RUNS = {"FIRST": 0, "SECOND": 1, "THIRD": 2}
_UNCALLED = re.compile(r"^Uncalled bet (?:\((?P<amt>[^)]+)\)|of (?P<amt2>\S+)) returned to (?P<name>.+)$")
_BUTTON = re.compile(r"^The button is in seat #(\d+)$")
_HAS_BUTTON = re.compile(r"^(.+?) has the (?:dealer )?button$")
_COLLECTED = re.compile(r"^(?P<name>.+?):? (?:collected|wins) \(?(?P<amt>[^()\s]+(?: [A-Z]{3})?)\)? from (?:the )?(?:main |side )?pot"
                        r"|^(?P<name2>.+?) wins (?:the )?(?:side |main )?pot(?: \d+)? \((?P<amt2>[^)]+)\)")
_BARE_CARDS = re.compile(r"^(?:(?:10|[2-9TJQKA])[cdhs]\s*)+$")
_FINAL = re.compile(r"^Seat \d+: (?P<name>.+?) \((?P<stack>[\d.,]+)\) [+-][\d.,]+$")   # Kings Club
_WON = re.compile(r"^Seat \d+: (?P<name>.+?) (?:\([^)]*\) )*(?:showed \[[^\]]*\] and )?(?:won|collected) \((?P<amt>[^)]+)\)")
_TOTAL = re.compile(r"^Total pot (?P<pot>[^|]+?)(?: Main pot.*?)?\s*(?:\|(?P<rest>.*))?$")
_DEALT = re.compile(r"^Dealt to (?P<name>.+?):? (?P<cards>(?:\[[^\]]*\]\s*)+)$")
_SUMMARY_CARDS = re.compile(r"^Seat \d+: (?P<name>.+?) (?:\([^)]*\) )*(?:showed|mucked) \[(?P<cards>[^\]]+)\]")
_CASH_OUT = re.compile(r"cashed out the hand for (?P<amt>\S+)(?:.*?Cash Out Fee (?P<fee>\S+))?")
_BRACKETS = re.compile(r"\[([^\]]*)\]")
_STAKES = re.compile(r"[$€£]?\s?[\d.,]+")
_RAKE = re.compile(r"Rake (\S+)$")
_BOARD = re.compile(r"Board:? \[([^\]]*)\]$")
_STAMP = re.compile(r"(\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})\s*([A-Z]{1,5})?")


def _pairs(text: str) -> List[str]:
    return [text[i:i + 2] for i in range(0, len(text), 2)]


class Skip(ValueError):
    """A hand that is not play to replay (cancelled, cut off): skipped with a one-line note."""


def _money(text: str) -> Any:
    """The first amount of an action's text ("$0.52 and is all-in", "1 (All-in)", "€2,75")."""
    found = _FIRST_AMOUNT.search(text)
    return amount(found.group(0) if found else text)


_FIRST_AMOUNT = re.compile(r"[$€£]?\s?\d[\d.,]*(?:\d|(?=,?\s|[$€£]|$))")


class StarsReader(SiteReader):
    """Reads the Stars grammar; sites that write it with small changes override the hooks."""

    site = SITE
    start = START
    seat_line = _SEAT
    table_line = _TABLE
    summary_needed = True    # a hand without its summary is cut off (Cake writes none: one where no seat wins)
    calls_to = False         # "calls X" gives the seat's new total (Kings Club)
    net_pot = False          # the summary's total pot is net of the rake (Winamax)
    raise_adds = False       # "raises X" gives the chips added, not the raise (Enet)
    time_format: Optional[str] = None   # the one naive time format (strptime) of a site that writes no zone

    def header(self, d_facts: Dict[str, Any], lines: List[str]) -> Tuple[str, str, List[Any]]:
        """(game, betting, stakes) and the facts of the first line."""
        m = _HEADER.search(lines[0])
        if m is None:
            raise ValueError(f"not a {self.site} header: {lines[0][:80]!r}")
        d_facts["hand"] = m["id"]
        game_text = m["game"]
        inner = m["inner"]
        if "(" in lines[0] and re.search(r"\d-Game|HORSE|Mixed", game_text):
            game_text = inner.split(",")[0]             # "8-Game (Hold'em Limit, $0.10/$0.20)"
            d_facts["_mix"] = m["game"].strip()
            inner = inner.split(",", 1)[1] if "," in inner else ""
        if m["tid"]:
            d_facts["_tournament"] = m["tid"]
            d_facts["_buy_in"] = m["buyin"]
            d_facts["currency"] = "chips"
        if m["club"]:
            d_facts["_club"] = m["club"]
        if m["level"]:
            d_facts["_level"] = m["level"].strip()
            lm = re.search(r"\(([^)]*)\)", m["level"])
            if lm:
                inner = lm.group(1)
        tail = lines[0][m.end("inner"):]
        lm = re.search(r"Level ([^(]*)\(([^)]*)\)", tail) if "Level" in tail else None
        if lm:
            d_facts["_level"] = lm.group(1).strip(" ,-")
            inner = lm.group(2)
        lm = re.search(r"Level\s*(\w+)", lines[0]) if "Level" in lines[0] else None
        if lm and m["tid"]:
            d_facts["_level"] = lm.group(1)
            game_text = game_text.split(" - Level")[0]
        game, betting = game_of(game_text)
        stakes = [amount(x) for x in _STAKES.findall(inner.split(" - ")[0]) if any(c.isdigit() for c in x)]
        cur = re.search(r"\b(USD|EUR|GBP|CAD|INR|CNY)\b", inner) or re.search(r"[$€£]", inner)
        if cur and "currency" not in d_facts:
            d_facts["currency"] = {"$": "USD", "€": "EUR", "£": "GBP"}.get(cur.group(0), cur.group(0))
        cap = re.search(r"([$€£]?[\d.,]+) Cap", inner) if " Cap" in inner else None
        if cap:
            d_facts["_cap"] = amount(cap.group(1))
        when = m["when"]
        d_facts["_when"] = when
        return game, betting, stakes

    def when(self, text: str) -> Optional[datetime]:
        """The aware time of the hand: Stars writes its ET time in brackets, else one local time (a
        site whose one time is written in `time_format` (strptime): that, without a zone)."""
        if self.time_format is not None:
            return naive(text, self.time_format)
        pairs = _STAMP.findall(text)
        for stamp, zone in reversed(pairs):
            t = aware(stamp, zone or "")
            if t is not None:
                return t
        return datetime.strptime(pairs[0][0], "%Y/%m/%d %H:%M:%S") if pairs else None

    def read(self, text: str) -> Dict[str, Any]:
        """The PHH fields of one hand's text (a Skip or ValueError when it cannot be read)."""
        lines = [s.strip() for s in text.strip("\n").split("\n")]
        lines = [s for s in lines if s and not s.startswith("***********")]
        if "cancelled" in text and any(s.startswith("Hand cancelled") or s == "Game cancelled" for s in lines):
            raise Skip("cancelled")
        facts: Dict[str, Any] = {}
        game, betting, stakes = self.header(facts, lines)
        d = Draft(self.site, game, betting)
        d.info.update(facts)
        d.dated(self.when(facts.pop("_when")))
        stud = GAMES[game][1]
        if betting == "fixed-limit" and len(stakes) >= 2:
            d.small_bet, d.big_bet = stakes[-2], stakes[-1]
        elif stakes:
            d.min_bet = stakes[-1]
        names: List[str] = []
        i = 1
        # table and seats
        while i < len(lines) and not lines[i].startswith("***"):
            s = lines[i]
            t = self.table_line.match(s)
            if t:
                d.info["table"] = t["table"]
                if t["max"]:
                    d.info["seat_count"] = int(t["max"])
                if t["button"]:
                    d.button = int(t["button"])
            else:
                sm = self.seat_line.match(s)
                if sm and sm["name"] not in d.seats:
                    out = "sitting out" in sm["rest"] or "out of hand" in sm["rest"]
                    d.seat(int(sm["no"]), sm["name"], amount(sm["stack"]), out)
                    if sm["rest"].strip() == "DEALER":       # Cake
                        d.button = int(sm["no"])
                    names.append(sm["name"])
                    if "bounty" in sm["extra"]:
                        d.info.setdefault("_bounties", {})[sm["name"]] = sm["extra"].strip(", ")
                else:
                    self.line(d, s, names, stud, pre=True)
            i += 1
        if self.summary_needed and "*** SUMMARY ***" not in lines:
            raise Skip("cut off before its summary")
        names.sort(key=len, reverse=True)
        run = -1
        common: List[str] = []
        runs: Dict[int, List[str]] = {}
        summary = False
        for s in lines[i:]:
            st = _STREET.match(s) if s[:3] == "***" else None
            if st:
                name = st["name"]
                if name.startswith("SUMMARY"):
                    summary = True
                    continue
                if "SHOW DOWN" in name or "SHOWDOWN" in name:
                    d.new_street()
                    continue
                r = _RUNS[st["run"]] if st["run"] else None
                cs = _BRACKETS.findall(st["cards"])
                if r is not None and "DRAW" not in name:
                    seen = "".join(common) + "".join(runs.get(r, []))
                    new = "".join(c for c in _pairs(card_text(cs[-1])) if c not in seen) if cs else ""
                    runs.setdefault(r, []).append(new)
                    if r == 0:
                        d.new_street()
                        d.board(new)
                    continue
                if stud and ("STREET" in name or name == "RIVER"):
                    d.stud_street(3 if name.startswith("3") else 1)
                elif "DRAW" in name or "STREET" in name or name in ("FLOP", "TURN", "RIVER"):
                    d.new_street()
                if cs and not stud:
                    seen = "".join(common)
                    new = "".join(c for c in _pairs(card_text(cs[-1])) if c not in seen)
                    common.append(new)
                    d.board(new)
                continue
            if summary:
                self.summary_line(d, s)
            else:
                self.line(d, s, names, stud, pre=False)
        final = d.info.pop("_final", None)
        if final:
            d.info["finishing_stacks"] = final
        won = d.info.pop("_won", [])
        if not d.collected:                       # no collected lines: the summary's "won (x)"
            for name, value in won:
                d.take(name, value)
        if not d.collected and not self.summary_needed:   # no summary nor end line (Cake, Seals): a hand
            raise Skip("cut off: no seat wins")         # that ends before a seat wins is cut off
        if self.net_pot and d.total_pot is not None:
            d.total_pot += (d.rake or 0) + sum(d.fees.values())
        if runs:
            done = "".join(common)
            d.boards = [done + "".join(runs[r]) for r in sorted(runs)]
            d.notes.append(f"run {len(runs)} times: the actions deal the first run only")
        return d.fields()

    # -- one line of play
    def who(self, s: str, names: List[str]) -> Tuple[Optional[str], str]:
        head, sep, rest = s.partition(": ")
        if sep and head in self._seats:
            return head, rest
        for n in names:
            if s.startswith(n) and s[len(n):len(n) + 1] in (":", " "):
                return n, s[len(n):].lstrip(": ")
        return None, s

    def line(self, d: Draft, s: str, names: List[str], stud: bool, pre: bool) -> None:
        self._seats = d.seats
        if s.startswith("Run "):                      # Kings Club's runs: the first run is played
            if not s.startswith("Run 1: "):
                return
            s = s[7:]
        m = _BUTTON.match(s) if s.startswith("The button") else None   # each pattern only where it can match
        if m:
            d.button = int(m.group(1))
            return
        m = _HAS_BUTTON.match(s) if s.endswith("button") else None
        if m and m.group(1) in d.seats:               # Seals With Clubs, Unibet
            d.button = d.seats[m.group(1)][0]
            return
        m = _UNCALLED.match(s) if s.startswith("Uncalled bet ") else None
        if m:
            d.returned[m["name"]] = d.returned.get(m["name"], 0) + amount(m["amt"] or m["amt2"])
            return
        m = _DEALT.match(s) if s.startswith("Dealt to ") else None
        if m and m["name"] in d.seats:
            groups = [card_text(g) for g in _BRACKETS.findall(m["cards"])]
            name = m["name"]
            if stud:
                stud_seen = d.__dict__.setdefault("_stud_seen", set())
                if name not in stud_seen:
                    stud_seen.add(name)
                    new = "".join(groups)
                    if len(new) == 2:                          # 3rd street, only the up card known
                        new = "????" + new
                else:
                    new = groups[-1]
                d.deal(name, new)
            elif d._draws and any(w == name for w, _ in d._draws):
                d.new_cards(name, groups[-1] if len(groups) > 1 else groups[0])
            elif name not in d.holes:
                d.hole(name, "".join(groups))
            return
        m = _COLLECTED.match(s) if "collected" in s or "wins" in s else None
        if m and (m["name"] or m["name2"]) in d.seats:
            d.take(m["name"] or m["name2"], amount(m["amt"] or m["amt2"]))
            return
        name, rest = self.who(s, names)
        if name is None:
            if stud and s.startswith("Dealt to "):      # an unknown card dealt to a stud seat
                pass
            return
        self.action(d, name, rest)

    def action(self, d: Draft, name: str, rest: str) -> None:
        r = rest.rstrip(" .")
        low = r.lower()
        if low == "folds":   # the commonest lines first (no other verb begins as they do)
            d.fold(name)
            return
        if low == "checks":
            d.check(name)
            return
        if low.startswith("straddle") or low.startswith("posts straddle"):
            d.straddle(name, amount(r.split()[-1]))
            return
        if low.startswith("antes "):                  # Full Tilt
            d.post(name, dead=amount(r.split()[1]))
            return
        if low.startswith("posts"):
            amt = amount(re.findall(r"[$€£]?[\d][\d.,  ]*", r)[-1])
            if "ante" in low:
                d.post(name, dead=amt)
            elif "small & big" in low or "small and big" in low:
                bb = d.min_bet if d.min_bet is not None else (d.small_bet or amt)
                if d.small_bet is not None and d.betting == "fixed-limit":
                    bb = d.small_bet
                d.post(name, live=min(bb, amt), dead=amt - min(bb, amt))
            elif "dead" in low:
                d.post(name, dead=amt)
            else:
                d.post(name, live=amt)
                if "button blind" in low:             # GG short deck: the button's blind is a blind
                    d.straddled.add(name)
            return
        if low.startswith("folds"):
            d.fold(name)
        elif low.startswith("checks"):
            d.check(name)
        elif low.startswith("calls"):
            value = _money(r[6:])
            d.call(name, value - d._street.get(name, 0) if self.calls_to else value)
        elif low.startswith("bets"):
            d.bet(name, _money(r[5:]))
        elif low.startswith("raises"):
            to = re.search(r" to (\S+)", r)
            if to:
                d.raise_to(name, _money(to.group(1)))
            elif self.raise_adds:
                d.raise_to(name, d._street.get(name, 0) + _money(r[7:]))
            else:
                d.raise_by(name, _money(r[7:]))
        elif low.startswith("returns uncalled bet"):   # Cake
            d.returned[name] = d.returned.get(name, 0) + _money(r.split()[-1])
        elif low.startswith("goes all-in") or low.startswith("is all in"):
            added = _money(r.split()[-1])
            if d._street.get(name, 0) + added > max(d._street.values(), default=0):
                d.raise_to(name, d._street.get(name, 0) + added)
            else:
                d.call(name, added)
        elif low.startswith("completes"):
            d.raise_to(name, _money(r.split(" to ")[-1]))
        elif low.startswith("brings in"):
            d.post_bring_in(name, _money(r.split(" for ")[-1]))
        elif low.startswith("discards") or low.startswith("draws"):
            cs = _BRACKETS.findall(r)
            number = re.search(r"(\d+)", r.split("[")[0])
            n = int(number.group(1)) if number else len(card_text(cs[0])) // 2
            d.discard(name, n, card_text(cs[0]) if cs else None)
            if " draws [" in r and len(cs) > 1:       # Kings Club: the new cards (the first run's)
                d.new_cards(name, card_text(cs[1]))
        elif low.startswith("stands pat"):
            d.discard(name, 0)
        elif low.startswith("shows"):
            cs = _BRACKETS.findall(r)
            bare = r[6:].split("(")[0].strip()      # BetOnline: "shows Qh Ac"
            d.show(name, card_text(cs[0]) if cs else card_text(bare) if _BARE_CARDS.match(bare) else None)
        elif low.startswith("mucks") or low.startswith("doesn't show"):
            cs = _BRACKETS.findall(r)
            if cs:
                d.seen(name, card_text(cs[0]))
            d.show(name, None)
        elif "cashed out" in low:
            m = _CASH_OUT.search(r)
            if m is None:
                raise ValueError(f"no cash-out amount in {rest!r}")
            d.info.setdefault("_cash_outs", {})[name] = amount(m["amt"])
            if m["fee"]:
                d.info.setdefault("_cash_out_fees", {})[name] = amount(m["fee"])

    def summary_line(self, d: Draft, s: str) -> None:
        m = _TOTAL.match(s) if s.startswith("Total pot") else None
        if m:
            d.total_pot = amount(m["pot"].split(" ")[0] if m["pot"][0] in "$€£" or m["pot"][0].isdigit() else m["pot"])
            for part in (m["rest"] or "").split("|"):
                k, _, v = part.strip().rpartition(" ")
                if not k or not any(c.isdigit() for c in v):
                    continue
                if k == "Rake":
                    d.rake = amount(v)
                elif amount(v):
                    d.fees[k] = amount(v)
            return
        seat = s.startswith("Seat ")
        m = _COLLECTED.match(s) if "collected" in s or "wins" in s else None
        if m and (m["name"] or m["name2"]) in d.seats:   # Kings Club writes them in its summary
            d.take(m["name"] or m["name2"], amount(m["amt"] or m["amt2"]))
            return
        m = _RAKE.match(s) if s.startswith("Rake ") else None
        if m:
            d.rake = amount(m.group(1))
            return
        m = _FINAL.match(s) if seat else None
        if m and m["name"] in d.seats:
            d.info.setdefault("_final", {})[m["name"]] = amount(m["stack"])
            return
        m = _SUMMARY_CARDS.match(s) if seat and ("showed [" in s or "mucked [" in s) else None
        if m and m["name"] in d.seats:
            d.seen(m["name"], card_text(m["cards"]))
        m = _BOARD.match(s) if s.startswith("Board") else None
        if m:
            d.complete_board(card_text(m.group(1)))
        m = _WON.match(s) if seat and ("won (" in s or "collected (" in s) else None
        if m and m["name"] in d.seats:
            d.info.setdefault("_won", []).append((m["name"], amount(m["amt"])))
        cm = _CASH_OUT.search(s) if "cashed out" in s else None
        if cm:
            name = s.split(": ", 1)[1].split(" ")[0] if ": " in s else ""
            d.info.setdefault("_cash_outs", {}).setdefault(name, amount(cm["amt"]))


read = StarsReader().read_all


_RUN_NAMES = ("FIRST", "SECOND", "THIRD")
_RUN_TIMES = {2: "twice", 3: "three times"}


class StarsWriter:
    """Writes a finished engine hand (a `_write.Story`) as PokerStars does; the sites that write
    the Stars grammar with small changes (GGPoker, Winamax) override the hooks."""

    symbol_after = False   # "0.05€" (Winamax), not "$0.05"
    straddles = True       # "posts straddle $4" (a writer without straddle wording: False)
    colon = ": "           # between a seat's name and its action
    blinds_street: Optional[str] = None   # the street line before the posts (Winamax's ANTE/BLINDS)
    first_street = "HOLE CARDS"
    stud_first = "3rd STREET"  # stud's first street line
    showdown: Optional[str] = "SHOW DOWN"     # the showdown's street line (None: none)
    showdown_always = False    # written before the collected lines even without a showdown (GGPoker)
    returns_uncalled = True    # else the uncalled bet is collected with the pot (Winamax)
    board_line = "Board"
    mark = "*** {} ***"        # a street's line
    shows_last = False         # the shows written once every card is dealt (888poker)
    collects = True            # a line per seat that collects (else only the summary's, BetOnline)
    words = {"fold": "{who}folds", "check": "{who}checks", "call": "{who}calls {amount}{all_in}",     # `_write.told`
             "bet": "{who}bets {amount}{all_in}", "raise": "{who}raises {amount} to {to}{all_in}",
             "complete": "{who}completes it to {to}{all_in}", "bring-in": "{who}brings in for {amount}{all_in}",
             "show": "{who}shows [{cards}]", "muck": "{who}mucks hand"}
    all_in = " and is all-in"  # after an all-in action
    seat_line = "Seat {no}: {name} ({stack} in chips)"       # a seat before the hand (its number, name, stack)
    post_line = "{who}posts {what} {value}"  # {who}: the name and colon, {kind}: "ante", "small blind", ..., {what}: "the ante"
    uncalled_line = "Uncalled bet ({value}) returned to {name}"
    collected_line = "{name} collected {value} from pot"
    sits_out = True            # the seats sitting out are listed (`sitting_out`)
    late_blinds = True         # a big blind posted out of position (a new seat's) is written and read
    currencies: Tuple[str, ...] = ("USD", "EUR", "GBP", "chips")
    fixed_limit_too: Tuple[str, ...] = ("holdem", "omaha-hi-lo")    # the games also written in fixed limit
    games: Tuple[str, ...] = ("holdem", "omaha", "omaha-hi-lo", "omaha5-hi-lo", "courchevel", "courchevel-hi-lo", "stud",
                              "stud-hi-lo", "razz", "five-card-draw", "2-7-single-draw", "2-7-triple-draw", "badugi")
    shows_each_run = True      # a board run more than once: the shows written again at each run's showdown

    def __init__(self, runs: bool = False) -> None:
        self.runs = runs       # a board run more than once written (as the site writes it), else refused

    def money(self, story: Any, value: Any) -> str:
        from pokerbits.histories._write import SYMBOLS, money
        return money(value, SYMBOLS.get(story.currency, ""), after=self.symbol_after)

    def header(self, story: Any) -> List[str]:
        from pokerbits.histories._write import LIMITS, TITLES, eastern
        m = lambda v: self.money(story, v)                  # noqa: E731
        low, high = (story.small_bet, story.big_bet) if story.betting == "fixed-limit" else story.stakes
        stakes = "/".join(m(v) for v in (low, high) if v is not None) or m(story.hand.min_bet)
        cur = f" {story.currency}" if story.currency in ("USD", "EUR", "GBP") else ""
        et = eastern(story)
        button = f" Seat #{story.button} is the button" if story.button is not None else ""
        game = f"{TITLES[story.game]} {LIMITS[story.betting]}"
        if story.currency == "chips":                 # a tournament: its id, buy-in and level
            t = story.tournament
            table = story.table if story.table.startswith(f"{t.get('id', 1)} ") else f"{t.get('id', 1)} {story.table}"
            return [f"PokerStars Hand #{story.id}: Tournament #{t.get('id', 1)}, {t.get('buy_in', 'Freeroll')} {game} - "
                    f"Level {t.get('level', 'I')} ({stakes}) - {et:%Y/%m/%d %H:%M:%S} ET",
                    f"Table '{table}' {story.max_seats}-max{button}"]
        return [f"PokerStars Hand #{story.id}:  {game} ({stakes}{cur}) - {et:%Y/%m/%d %H:%M:%S} ET",
                f"Table '{story.table}' {story.max_seats}-max{button}"]

    def seat(self, story: Any, s: int) -> str:
        return self.seat_line.format(no=story.numbers[s], name=story.names[s], stack=self.money(story, story.stacks[s]))

    def post(self, story: Any, s: int, kind: str, value: Any) -> str:
        what = {"ante": "the ante", "straddle": "straddle"}.get(kind, kind)
        return self.post_line.format(name=story.names[s], who=story.names[s] + self.colon, kind=kind, what=what,
                                     value=self.money(story, value))

    def dealt(self, story: Any, s: int, cards: str, had: str = "") -> str:
        from pokerbits.histories._write import cards as spaced
        return f"Dealt to {story.names[s]} " + (f"[{spaced(had)}] " if had else "") + f"[{spaced(cards)}]"

    def street(self, story: Any, event: Any) -> str:
        from pokerbits.histories._write import cards as spaced, street_name
        name = street_name(story, event.street, event.board)
        if event.run is not None:
            name = f"{_RUN_NAMES[event.run]} {name}"
        if not event.cards:
            return f"*** {name} ***"
        before = event.board[:-len(event.cards)] if name != "FLOP" else ""   # Courchevel: the whole flop
        return f"*** {name} *** " + (f"[{spaced(before)}] " if before else "") + f"[{spaced(event.board if name == 'FLOP' else event.cards)}]"

    def action(self, story: Any, e: Any) -> str:
        from pokerbits.histories._write import cards as spaced, told
        name = story.names[e.seat]
        if e.kind == "discard":
            return f"{name}{self.colon}" + (f"discards {len(e.cards) // 2} card{'s' * (len(e.cards) != 2)}"
                                            + (f" [{spaced(e.cards)}]" if story.seen(e.seat, e.cards) else "") if e.cards else "stands pat")
        return told(e, self.words, name, lambda v: self.money(story, v), colon=self.colon, all_in=self.all_in)

    def uncalled(self, story: Any, s: int, value: Any) -> str:
        return self.uncalled_line.format(name=story.names[s], value=self.money(story, value))

    def collected(self, story: Any, s: int, value: Any) -> str:
        return self.collected_line.format(name=story.names[s], value=self.money(story, value))

    def total(self, story: Any, pot: Any) -> str:
        return f"Total pot {self.money(story, pot)} | Rake {self.money(story, 0)}"

    def won(self, story: Any, value: Any) -> str:
        return f"won ({self.money(story, value)})"

    def summary(self, story: Any, collected: List[Any]) -> List[str]:
        from pokerbits.histories._write import cards as spaced
        lines = ["*** SUMMARY ***", self.total(story, sum(collected))]
        if len(story.boards) > 1:
            lines.append(f"Hand was run {_RUN_TIMES[len(story.boards)]}")
            lines += [f"{_RUN_NAMES[r]} {self.board_line} [{spaced(board)}]" for r, board in enumerate(story.boards)]
        elif story.board:
            lines.append(f"{self.board_line} [{spaced(story.board)}]")
        shown = {e.seat: e.cards for e in story.events if e.kind == "show"}
        folded = {e.seat for e in story.events if e.kind == "fold"}
        for s in range(story.n):
            head = f"Seat {story.numbers[s]}: {story.names[s]}" + (" (button)" if story.numbers[s] == story.button else "")
            won = collected[s]
            if s in shown and story.run_collected:
                tail = f"showed [{spaced(shown[s])}] and " + ", and ".join(
                    self.won(story, run[s]) if run[s] else "lost" for run in story.run_collected)
            elif s in shown:
                tail = f"showed [{spaced(shown[s])}] and " + (self.won(story, won) if won else "lost")
            elif s in folded:
                tail = "folded"
            elif won:
                tail = self.won(story, won).replace("won", "collected")
            else:
                tail = "mucked"
            lines.append(f"{head} {tail}")
        return lines

    def write(self, story: Any) -> str:
        """The text of the hand `story` tells (see the class doc)."""
        from pokerbits.histories._write import uncalled_at
        mark = self.mark
        seats = [(story.numbers[s], self.seat(story, s)) for s in range(story.n)]
        if self.sits_out:                        # the seats sitting out: listed, not dealt in
            seats += [(number, f"Seat {number}: {name} ({self.money(story, stack)} in chips) is sitting out")
                      for number, name, stack in story.sitting_out]
        lines = self.header(story) + [line for _, line in sorted(seats, key=lambda x: x[0])]
        if self.blinds_street:
            lines.append(mark.format(self.blinds_street))
        lines += [self.post(story, s, "ante", a) for s, a in enumerate(story.antes) if a]
        lines += [self.post(story, s, kind, value) for s, kind, value in story.posts]
        if story.stud:
            lines.append(mark.format(self.stud_first if story.game != "five-card-stud" else "2nd STREET"))
        else:
            lines.append(mark.format("DEALING HANDS" if story.draw else self.first_street))
            lines += [self.dealt(story, s, story.holes[s]) for s in range(story.n) if story.seen(s, story.holes[s])]
        last, showdown, shows = uncalled_at(story), False, []
        runs = bool(story.run_collected)
        kept = self.shows_last or runs and self.shows_each_run   # shows written later, not as they come
        for i, e in enumerate(story.events):
            if e.kind == "street":
                lines.append(self.street(story, e))
            elif e.kind == "deals":
                lines += [self.dealt(story, s, story.seen(s, new, len(had) // 2), story.seen(s, had))   # the known
                          for s, had, new in e.deals if story.seen(s, new, len(had) // 2)]            # cards
            elif e.kind == "drawn":
                if story.seen(e.seat, e.cards):
                    lines.append(self.dealt(story, e.seat, e.cards, e.kept))
            elif e.kind in ("show", "muck") and kept:
                shows.append(self.action(story, e))
            else:
                if e.kind in ("show", "muck") and not showdown and self.showdown and not runs:
                    showdown = True
                    lines.append(mark.format(self.showdown))
                lines.append(self.action(story, e))
            if i == last and story.returned is not None and self.returns_uncalled:
                lines.append(self.uncalled(story, *story.returned))
        collected = story.collected if self.returns_uncalled else story.chips
        if runs:                    # each run's showdown: its shows (Stars) and what each seat collects
            for r, run in enumerate(story.run_collected):
                lines.append(mark.format(f"{_RUN_NAMES[r]} {self.showdown}"))
                lines += shows if self.shows_each_run else []
                lines += [self.collected(story, s, c) for s, c in enumerate(run) if c]
            return "\n".join(lines + self.summary(story, collected)) + "\n"
        if self.showdown and (self.showdown_always or shows) and not showdown:
            lines.append(mark.format(self.showdown))
        lines += shows
        if self.collects:
            lines += [self.collected(story, s, c) for s, c in enumerate(collected) if c]
        return "\n".join(lines + self.summary(story, collected)) + "\n"
