"""A hand being read from a site's text, turned into PHH fields: the one builder every site
reader fills (seats, posts, betting, cards, what the text says about the money), so that the
seat order, the PHH action notation and the facts kept are the same for every site.

>>> d = Draft("demo", "holdem", "no-limit")
>>> for seat, name, stack in ((1, "A", 100), (2, "B", 80), (3, "C", 50)):
...     d.seat(seat, name, stack)
>>> d.button = 3
>>> d.post("A", 1); d.post("B", 2)
>>> d.hole("C", "AsAd"); d.raise_to("C", 6); d.fold("A"); d.call("B", 4)
>>> d.new_street(); d.board("2c7d9h"); d.check("B"); d.bet("C", 10); d.fold("B")
>>> d.returned["C"] = 10; d.collected["C"] = 13; d.total_pot = 13
>>> f = d.fields()
>>> f["players"], f["blinds_or_straddles"], f["actions"][3:]
(['A', 'B', 'C'], [1, 2, 0], ['p3 cbr 6', 'p1 f', 'p2 cc', 'd db 2c7d9h', 'p2 cc', 'p3 cbr 10', 'p2 f'])
"""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, Dict, List, Optional, Tuple

from pokerbits.engine.phh import decimal_places, variant_code
from pokerbits.histories._text import Amount

# pokerbits game key -> (hole cards dealt at the start, stud: cards dealt street by street)
GAMES: Dict[str, Tuple[int, bool]] = {
    "holdem": (2, False), "short-deck": (2, False), "omaha": (4, False), "omaha-hi-lo": (4, False),
    "omaha5": (5, False), "omaha5-hi-lo": (5, False), "courchevel": (5, False), "courchevel-hi-lo": (5, False),
    "stud": (0, True), "stud-hi-lo": (0, True), "razz": (0, True), "five-card-stud": (0, True),
    "five-card-draw": (5, False), "2-7-single-draw": (5, False), "2-7-triple-draw": (5, False),
    "a-5-triple-draw": (5, False), "badugi": (4, False), "badacey": (5, False), "badeucy": (5, False),
}


class Draft:
    """One hand as read so far (see the module doc). Names are the seats' names in the text;
    amounts are ints or Decimals exactly as written."""

    def __init__(self, site: str, game: str, betting: str) -> None:
        self.site, self.game, self.betting = site, game, betting
        self.info: Dict[str, Any] = {"_site": site}
        self.seats: Dict[str, Tuple[int, Amount]] = {}
        self.out: set = set()                       # seated, not dealt in (sitting out)
        self.button: Optional[int] = None
        self.live: Dict[str, Amount] = {}           # live blinds and straddles posted
        self.dead: Dict[str, Amount] = {}           # dead money posted (antes, dead blinds)
        self.bring_in: Optional[Amount] = None
        self.small_bet: Optional[Amount] = None
        self.big_bet: Optional[Amount] = None
        self.min_bet: Optional[Amount] = None
        self.events: List[Tuple[str, Optional[str], Any]] = []
        self.holes: Dict[str, str] = {}             # known hole cards dealt at the start
        self.shown: Dict[str, str] = {}             # cards seen at the end (shown or mucked face up)
        self.collected: Dict[str, Amount] = {}      # what the text says each seat took from the pots
        self.returned: Dict[str, Amount] = {}       # uncalled bets returned, as written
        self.total_pot: Optional[Amount] = None
        self.rake: Optional[Amount] = None
        self.fees: Dict[str, Amount] = {}           # jackpot and other fees taken from the pot
        self.boards: List[str] = []                 # every run's board when run more than once
        self.notes: List[str] = []
        self.problems: List[str] = []               # lines that contradict the betting read so far
        self._street: Dict[str, Amount] = {}        # chips in this betting round
        self._draws: List[Tuple[str, int]] = []     # discards waiting for their new cards
        self._discarded: set = set()
        self.folded: set = set()
        self.straddled: set = set()
        self._stud: Optional[int] = None           # cards each live seat gets on this stud street
        self._dealt_now: set = set()

    # -- seats and forced bets
    def seat(self, number: int, name: str, stack: Amount, out: bool = False) -> None:
        self.seats[name] = (number, stack)
        if out:
            self.out.add(name)

    def post(self, name: str, live: Amount = 0, dead: Amount = 0) -> None:
        """A blind or straddle (`live`: counts toward calling) and/or dead money (antes, dead blinds)."""
        if live:
            self.live[name] = self.live.get(name, 0) + live
            self._street[name] = self._street.get(name, 0) + live
        if dead:
            self.dead[name] = self.dead.get(name, 0) + dead
        self.out.discard(name)

    def straddle(self, name: str, to: Amount) -> None:
        """A straddle to `to` in all (GG writes a straddle by the big blind, or straddles again, as
        the seat's new total): the seat's live post becomes `to`."""
        self.straddled.add(name)
        self.live[name] = to
        self._street[name] = to
        self.out.discard(name)

    # -- betting
    def _act(self, name: str, text: str) -> None:
        self._flush_draws()
        self._flush_stud()
        self.events.append(("a", name, text))

    def fold(self, name: str) -> None:
        self._act(name, "f")
        self.folded.add(name)

    def check(self, name: str) -> None:
        self._act(name, "cc")

    def call(self, name: str, by: Amount) -> None:
        owed = max(self._street.values(), default=0) - self._street.get(name, 0)
        if by > owed:
            self.problems.append(f"{name} calls {by}, the bet to call is {owed}")
        self._street[name] = self._street.get(name, 0) + by
        self._act(name, "cc")

    def bet(self, name: str, by: Amount) -> None:
        self.raise_to(name, self._street.get(name, 0) + by)

    def raise_to(self, name: str, to: Amount) -> None:
        self._street[name] = to
        self._act(name, f"cbr {to}")

    def raise_by(self, name: str, by: Amount) -> None:
        self.raise_to(name, max(self._street.values(), default=0) + by)

    def adds(self, name: str, by: Amount) -> None:
        """`by` chips put in by an action the site does not name (an all-in; the XML sites' bets and
        raises in chips added): a raise to the seat's new total where it tops the street's bets,
        else a call."""
        to = self._street.get(name, 0) + by
        if to > max(self._street.values(), default=0):
            self.raise_to(name, to)
        else:
            self.call(name, by)

    def move(self, name: str, move: str, value: Amount = 0) -> None:
        """One action named as the XML sites' tables name them: ante (dead), blind (live),
        bring-in, fold, check, call, bet (chips added), raise-to (the new total), adds (`adds`)."""
        {"ante": lambda: self.post(name, dead=value), "blind": lambda: self.post(name, live=value),
         "bring-in": lambda: self.post_bring_in(name, value), "fold": lambda: self.fold(name),
         "check": lambda: self.check(name), "call": lambda: self.call(name, value),
         "bet": lambda: self.bet(name, value), "raise-to": lambda: self.raise_to(name, value),
         "adds": lambda: self.adds(name, value)}[move]()

    def plain_move(self, name: str, verb: str, value: Amount, dead: Tuple[str, ...] = ("ante",)) -> bool:
        """A post (dead money when `verb` holds one of `dead`, else live), fold, check or call, as
        most sites write them (``posts ante``, ``folds``, ``checks``, ``calls``); False for any
        other verb (nothing done)."""
        if verb.startswith("posts"):
            if any(word in verb for word in dead):
                self.post(name, dead=value)
            else:
                self.post(name, live=value)
        elif verb == "folds":
            self.fold(name)
        elif verb == "checks":
            self.check(name)
        elif verb == "calls":
            self.call(name, value)
        else:
            return False
        return True

    def post_bring_in(self, name: str, by: Amount) -> None:
        self._street[name] = by
        if self.bring_in is None:
            self.bring_in = by
        self._act(name, "pb")

    def new_street(self) -> None:
        self._flush_draws()
        self._flush_stud()
        self._street = {}

    def stud_street(self, count: int) -> None:
        """A stud street begins: each live seat gets `count` cards (those the text does not show
        are dealt as unknown before the betting)."""
        self.new_street()
        self._stud, self._dealt_now = count, set()
        self.events.append(("m", None, None))          # keeps each street's deals apart

    def _flush_stud(self) -> None:
        if self._stud is None:
            return
        count, self._stud = self._stud, None
        live = [n for n in self.seats if n not in self.folded
                and (n in self.dead or n in self.live or any(k == "d" and w == n for k, w, _ in self.events))]
        for name in dict.fromkeys(live):
            if name not in self._dealt_now:
                self.events.append(("d", name, "??" * count))

    # -- cards
    def hole(self, name: str, cards: str) -> None:
        """The hole cards a seat was dealt at the start (flop and draw games)."""
        self.holes[name] = cards

    def deal(self, name: str, cards: Optional[str], count: int = 1) -> None:
        """Cards dealt to a seat during the hand (stud streets, draws); None: `count` unknown cards."""
        self._dealt_now.add(name)
        self.events.append(("d", name, cards if cards else "??" * count))

    def board(self, cards: str) -> None:
        self._flush_draws()
        self.events.append(("b", None, cards))

    def complete_board(self, full: str) -> None:
        """The whole board as a summary writes it: the cards the text never dealt (an all-in before
        the flop, on sites that then print no street lines) are dealt, street by street, at the end."""
        dealt = "".join(w for k, _, w in self.events if k == "b")
        if self.boards or not full.startswith(dealt) or len(full) <= len(dealt):
            return
        rest = full[len(dealt):]
        sizes = [6, 2, 2] if not dealt else [2, 2]
        while rest:
            size = sizes.pop(0) if sizes else 2
            self.events.append(("b", None, rest[:size]))
            rest = rest[size:]

    def discard(self, name: str, count: int, cards: Optional[str] = None, new: Optional[str] = None) -> None:
        self.events.append(("a", name, f"sd {cards or '??' * count}".rstrip() if count else "sd"))
        if count:
            self._discarded.add(name)
            self._draws.append((name, count))
        if new is not None:
            self.new_cards(name, new)

    def new_cards(self, name: str, cards: str) -> None:
        for i, (who, count) in enumerate(self._draws):
            if who == name:
                self._draws[i] = (who, cards)   # type: ignore[assignment]
                return

    def _flush_draws(self) -> None:
        for name, new in self._draws:
            self.events.append(("d", name, new if isinstance(new, str) else "??" * new))
        self._draws = []

    def show(self, name: str, cards: Optional[str]) -> None:
        """A seat shows (`cards`) or mucks (None) at the showdown."""
        self._flush_draws()
        self._flush_stud()
        for i, (k, n, w) in enumerate(self.events):
            if k == "a" and n == name and w.startswith("sm"):   # shown again (another run, or a stud
                if cards and len(cards) > len(w) - 3:            # hand shown early, then whole)
                    self.events[i] = ("a", name, f"sm {cards}")
                    self.shown[name] = cards
                return
        if cards:
            self.shown.setdefault(name, cards)
        self.events.append(("a", name, f"sm {cards}" if cards else "sm"))

    def dated(self, when: Optional[datetime]) -> None:
        """The hand's time among its facts (`_time`, year, month, day, time, and time_zone when
        the site names one); nothing when the text gives none."""
        if when is None:
            return
        self.info.update(_time=when, year=when.year, month=when.month, day=when.day, time=when.time())
        if when.tzinfo is not None:
            self.info["time_zone"] = str(when.tzinfo)

    def seen(self, name: str, cards: str) -> None:
        """Cards of a seat made known without a showdown action (a summary's 'mucked [..]')."""
        self.shown.setdefault(name, cards)

    def take(self, name: str, amount: Amount) -> None:
        self.collected[name] = self.collected.get(name, 0) + amount

    # -- the result
    def players(self) -> List[str]:
        """The seats dealt in, in PHH order (the first seat left of the button first, the button last;
        by seat number when there is no button)."""
        named = set(self.live) | set(self.dead) | set(self.holes) | set(self.collected)
        named |= {n for _, n, _ in self.events if n is not None}
        named &= set(self.seats)
        button = self.button if self.button is not None else 0
        return sorted(named, key=lambda n: (self.seats[n][0] <= button, self.seats[n][0]))

    def fields(self) -> Dict[str, Any]:
        """The PHH fields of the hand (with the site's facts under keys that start with ``_``)."""
        self._flush_stud()   # a last street dealt after the showdown (all in before it): its unseen cards
        order = self.players()
        if len(order) < 2:
            raise ValueError(f"{len(order)} seat{'s' * (len(order) != 1)} dealt in: a hand has two at least")
        index = {n: f"p{i + 1}" for i, n in enumerate(order)}
        dealt, stud = GAMES[self.game]
        actions: List[str] = []
        if dealt:
            for n in order:
                known = self.holes.get(n)
                if known is None and n in self.shown and n not in self._discarded \
                        and len(self.shown[n]) == 2 * dealt:
                    known = self.shown[n]
                actions.append(f"d dh {index[n]} {known or '??' * dealt}")
        got: Dict[str, int] = {}
        for kind, name, what in self.events:
            if kind == "m":
                actions.append("#")
            elif kind == "a":
                assert name is not None                # only "m" and "b" events have no seat
                if what == "sm ?":                     # shown, the cards written later (Merge)
                    what = f"sm {self.shown[name]}" if name in self.shown else "sm"
                actions.append(f"{index[name]} {what}")
            elif kind == "b":
                actions.append(f"d db {what}")
            else:
                assert name is not None
                if stud and name in self.shown and "??" in what:
                    at, full = got.get(name, 0), self.shown[name]
                    what = "".join(full[at + i:at + i + 2] if what[i:i + 2] == "??" and at + i + 2 <= len(full)
                                   else what[i:i + 2] for i in range(0, len(what), 2))
                got[name] = got.get(name, 0) + len(what)
                actions.append(f"d dh {index[name]} {what}")
        actions = _ordered(actions, stud, len(order) - len(self.folded & set(order)))
        posts = [self.live.get(n, 0) for n in order]
        antes = _table_antes([self.dead.get(n, 0) for n in order], [self.seats[n][1] for n in order])
        if len(order) == 2 and self.button is not None:
            posts.reverse()
            antes.reverse()                 # heads-up the antes go as the blinds (a big blind's ante)
        elif self.button is not None:   # a blind posted out of position (a new or returning seat's):
            posts = [-p if p and i > 1 and n not in self.straddled else p   # negative, as the engine
                     for i, (n, p) in enumerate(zip(order, posts))]          # reads PHH: not the opener
        fields: Dict[str, Any] = {
            "variant": variant_code(self.game, self.betting),
            "antes": antes,
            "blinds_or_straddles": posts,
            "min_bet": self.min_bet or (max(posts) if any(posts) else self.small_bet),   # stakes 0/0: the blinds
            "starting_stacks": [self.seats[n][1] for n in order],
            "actions": actions,
            "players": order,
            "seats": [self.seats[n][0] for n in order],
        }
        if not fields["min_bet"]:   # no stakes, blinds or limits in the text: the engine's smallest bet
            places = decimal_places(fields)
            fields["min_bet"] = Decimal(1).scaleb(-places) if places > 0 else 1
            self.notes.append(f"no stakes or blinds in the text: the smallest bet taken as {fields['min_bet']}")
        if any(fields["antes"]):    # the sites count antes in the side pots' levels
            fields["ante_trimming_status"] = True
        if self.bring_in is not None:
            fields["bring_in"] = self.bring_in
        elif stud and self.small_bet is not None:            # completed at once: the text never says it
            fields["bring_in"] = self.small_bet / 2 if isinstance(self.small_bet, Decimal) else self.small_bet // 2
            self.notes.append("bring-in not in the text: taken as half the small bet")
        if self.small_bet is not None:
            fields["small_bet"], fields["big_bet"] = self.small_bet, self.big_bet
        fields.update(self.info)
        fields["_game"], fields["_betting"] = self.game, self.betting
        fields["_collected"] = [self.collected.get(n, 0) for n in order]
        fields["_returned"] = [self.returned.get(n, 0) for n in order]
        if self.total_pot is not None:
            fields["_total_pot"] = self.total_pot
        if self.rake is not None:
            fields["_rake"] = self.rake
        if self.fees:
            fields["_fee_names"], fields["_fees"] = list(self.fees), list(self.fees.values())
        if isinstance(fields.get("finishing_stacks"), dict):
            fields["finishing_stacks"] = [fields["finishing_stacks"].get(n, self.seats[n][1]) for n in order]
        for key, per_seat in (("_cash_outs", "_cash_out"), ("_cash_out_fees", "_cash_out_fee"), ("_bounties", "_bounty")):
            if isinstance(fields.get(key), dict):      # per seat, so that TOML can hold them
                per = fields.pop(key)
                fields[per_seat] = [per.get(n, 0) for n in order]
        if self.boards:
            fields["_boards"] = list(self.boards)
        if self.notes:
            fields["_notes"] = list(self.notes)
        if self.problems:
            fields["_read_problems"] = list(self.problems)
        return fields


def _seat(action: str) -> int:
    words = action.split()
    return int((words[2] if words[0] == "d" else words[0])[1:])


def _table_antes(antes: List[Amount], stacks: List[Amount]) -> List[Amount]:
    """The antes posted, a seat all in for part of the table's ante given the whole (as PHH writes
    it: the engine takes what the stack holds), so that the antes are uniform and the side pots
    count them by levels as the sites do.

    >>> _table_antes([30, 15, 30], [900, 15, 400]), _table_antes([30, 15, 30], [900, 500, 400])
    ([30, 30, 30], [30, 15, 30])
    """
    whole = {a for a, s in zip(antes, stacks) if a and a != s}
    if len(whole) != 1:
        return antes
    (ante,) = whole
    return [ante if 0 < a < ante and a == s else a for a, s in zip(antes, stacks)]


def _ordered(actions: List[str], stud: bool, live: int) -> List[str]:
    """The actions as the engine takes them: each run of hole deals in seat order; a hand won
    without a showdown has no showdown actions ("doesn't show hand"); the showdown from the
    last bettor or raiser of the last round round the table (else from p1; stud: as written)."""
    out: List[str] = []
    run: List[str] = []
    for a in actions + [""]:
        if a.startswith("d dh "):
            run.append(a)
            continue
        out += sorted(run, key=_seat)
        run = []
        if a:
            out.append(a)
    out = [a for a in out if a != "#"]
    shows = [a for a in out if a.split()[1:2] == ["sm"]]
    rest = [a for a in out if a.split()[1:2] != ["sm"]]
    if live <= 1 or not shows:
        return rest
    if stud:
        return rest + shows
    rounds: List[List[str]] = [[]]                  # the betting of each round
    for a in rest:
        if a.startswith("d "):
            if rounds[-1]:
                rounds.append([])
        else:
            rounds[-1].append(a)
    raisers = [_seat(a) for a in (rounds[-1] if rounds[-1] else rounds[-2] if len(rounds) > 1 else []) if " cbr " in a]
    first = raisers[-1] if raisers else 1
    seats = max(_seat(a) for a in rest if a.startswith("d dh"))
    return rest + sorted(shows, key=lambda a: (_seat(a) - first) % seats)
