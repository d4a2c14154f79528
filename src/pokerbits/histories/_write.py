"""Writing a finished engine hand as a site writes it: what every site's writer shares. `Story`
replays the hand and tells it as the sites do (the posts, each action with the chips it puts in
and whether it is all-in, the streets and their cards, the showdown, the uncalled bet returned,
what each seat collects, the total pot); `money` writes an amount in a site's number format.
Each site's writer (in the site's module, beside its reader) turns a `Story` into the site's text.

>>> import pokerbits as pb
>>> hand = pb.Hand("holdem", [200, 200, 200], blinds=(1, 2), seed=3)
>>> for action in ("cbr 6", "f", "cc", "cc", "cc", "p2 cbr 10", "p3 f"):
...     hand.act(action)
>>> story = Story(hand, {})
>>> story.names, story.numbers, story.button, story.posts
(['Player1', 'Player2', 'Player3'], [1, 2, 3], 3, [(0, 'small blind', 1), (1, 'big blind', 2)])
>>> [(e.kind, e.seat, e.amount) for e in story.events if e.kind in ("raise", "call", "bet")]
[('raise', 2, 4), ('call', 1, 4), ('bet', 1, 10)]
>>> story.returned, story.collected, story.pot
((1, 10), [0, 13, 0], 13)
>>> money(Decimal("1234.5"), "$", thousands=","), money(7, "€", after=True)
('$1,234.50', '7€')
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timezone
from decimal import Decimal
from typing import Any, Callable, Dict, List, Optional, Set, Tuple

from pokerbits.games.amounts import places_of
from pokerbits.histories._draft import GAMES

SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£"}


def money(value: Any, symbol: str = "", after: bool = False, comma: bool = False, thousands: str = "",
          space: bool = False, cents: bool = True) -> str:
    """`value` (an int or Decimal) as a site writes it: whole amounts without decimals, others
    with two (or as many as they have; without `cents`: as few as they need); `symbol` before (or
    `after`), a decimal `comma`, a `thousands` separator, a `space` between the number and the symbol.

    >>> money(Decimal("0.5"), "$"), money(Decimal("368.55"), "€", after=True, comma=True, space=True), money(1430, thousands=" ")
    ('$0.50', '368,55 €', '1 430')
    >>> money(Decimal("3270.70"), "$", thousands=",", cents=False)
    '$3,270.7'
    """
    value = Decimal(value)
    if value == value.to_integral_value():
        text = f"{int(value):,}"
    else:
        places = max(2 if cents else 1, places_of(value, False))
        text = f"{value:,.{places}f}"
    text = text.replace(",", "\0").replace(".", "," if comma else ".").replace("\0", thousands)
    gap = " " if space and symbol else ""
    return f"{text}{gap}{symbol}" if after else f"{symbol}{gap}{text}"


def cards(text: str) -> str:
    """PHH cards ("AsKd") as the sites write them, spaced ("As Kd")."""
    return " ".join(text[i:i + 2] for i in range(0, len(text), 2))


def told(e: "Event", words: Dict[str, str], name: str, m: Callable[[Any], str], hand: Callable[[str], str] = cards,
         colon: str = " ", all_in: str = "") -> str:
    """Action `e` (a bet, call, fold, show, ...) in a site's wording: `words[e.kind]`, or for an
    all-in action `words["all-in raise"]` (of its kind) or `words["all-in"]` where the site has
    them, a `str.format` template with
    {name}, {who} (the name and `colon`), {amount}, {to}, {added} (as `m` writes money), {cards}
    (as `hand` writes cards), {listed} (``Ks, 5h``), {phh} (the cards unspaced) and {all_in}
    (`all_in`, in which {name} stands for the name, after an all-in).

    >>> words = {"call": "{who}calls {amount}{all_in}", "show": "{name} shows [{cards}]"}
    >>> told(Event("call", 0, amount=2, to=3, all_in=True), words, "Ann", "${}".format, colon=": ", all_in=" (all-in)")
    'Ann: calls $2 (all-in)'
    >>> told(Event("show", 1, cards="AsKd"), words, "Bob", str)
    'Bob shows [As Kd]'
    """
    template = (words.get(f"all-in {e.kind}") or words.get("all-in") if e.all_in else None) or words[e.kind]
    worth = lambda v: "" if v is None else m(v)                          # noqa: E731
    return template.format(name=name, who=name + colon, amount=worth(e.amount), to=worth(e.to), added=worth(e.added),
                           cards=hand(e.cards), listed=", ".join(cards(e.cards).split()), phh=e.cards,
                           all_in=all_in.format(name=name) if e.all_in else "")


@dataclass
class Event:
    """One thing a history writes, in order. `kind`: fold, check, call, bet, raise, complete,
    bring-in, discard (`cards` thrown; "" stands pat), drawn (`cards` new, `kept` the rest),
    street (`street` begins: `cards` the board's new cards, `board` all of it so far; stud: each
    seat's `deals`), show (`cards`), muck. `amount`: chips put in by the action (a raise: the
    raise over the bet to call), `to`: the seat's total of the round after it."""

    kind: str
    seat: Optional[int] = None
    amount: Any = None
    to: Any = None
    all_in: bool = False
    cards: str = ""
    kept: str = ""
    board: str = ""
    street: int = 0
    deals: Optional[List[Tuple[int, str, str]]] = None   # stud: (seat, up cards before, new cards)
    run: Optional[int] = None  # a street of the board run more than once: the run (0, 1, 2; `board` is the run's)
    added: Any = None          # the chips the action adds (a raise: the call and the raise)


class Story:
    """A finished engine hand told as the sites tell it (see the module doc). `facts`: `names` (one
    per seat, PHH order), `numbers` (seat numbers, in PHH order: the button's last), `hand` (id), `table`,
    `time` (a datetime), `currency` ("USD", "EUR", "GBP" or "chips"), `max_seats`, `hero` (a name:
    only its hole cards, and the up cards and the hands shown, are written; else every card known),
    `tournament` (a dict of `id`, `buy_in`, `level`: with `currency` "chips"), `sitting_out`
    ((number, name, stack) of each seat listed but not dealt in)."""

    def __init__(self, hand: Any, facts: Dict[str, Any]) -> None:
        from pokerbits.engine.phh import fields_from_hand, start

        if not hand.over:
            raise ValueError("only a finished hand can be written (it waits for "
                             f"{hand.needs if hand.actor is None else 'p%d' % (hand.actor + 1)})")
        n = hand.n
        self.hand, self.n = hand, n
        self.game, self.betting = hand.game.key, hand.betting
        if self.game not in GAMES:
            raise ValueError(f"no site writes {self.game}")
        self.dealt, self.stud = GAMES[self.game]
        self.draw = any(getattr(s, "draw", 0) for s in hand.game.streets)
        self.names: List[str] = list(facts.get("names") or [f"Player{i + 1}" for i in range(n)])
        self.numbers: List[int] = list(facts.get("numbers") or range(1, n + 1))
        if len(self.names) != n or len(self.numbers) != n or len(set(self.names)) != n:
            raise ValueError(f"names and numbers are one per seat ({n}), the names different")
        if len(set(self.numbers)) != n or (self.stud and sorted(self.numbers) != self.numbers):
            raise ValueError("seat numbers are different, in PHH order (the button's last; in stud ascending)")
        self.button = None if self.stud else self.numbers[-1]
        self.id = str(facts.get("hand", "1"))
        self.number = "".join(c for c in self.id if c.isdigit()) or "1"   # for the sites whose ids are numbers
        self.table = str(facts.get("table", "Table"))
        self.time: datetime = facts.get("time") or datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
        self.currency = facts.get("currency", "USD")
        self.tournament: Dict[str, Any] = dict(facts.get("tournament") or {})   # id, buy_in, level
        self.sitting_out: List[Tuple[int, str, Any]] = list(facts.get("sitting_out") or [])   # (number, name, stack)
        if {x[0] for x in self.sitting_out} & set(self.numbers) or {x[1] for x in self.sitting_out} & set(self.names):
            raise ValueError("a seat sitting out has the number or name of a seat dealt in")
        hero = facts.get("hero")
        if hero is not None and hero not in self.names:
            raise ValueError(f"the hero {str(hero)[:40]!r} is not one of the names")
        self.hero: Optional[int] = self.names.index(hero) if hero is not None else None
        self.max_seats = int(facts.get("max_seats", max(self.numbers[-1], n, 6 if n <= 6 else 9)))
        self.small_bet, self.big_bet = hand.small_bet, hand.big_bet
        fields = fields_from_hand(hand)
        fresh, _ = start(fields)
        self.stacks = list(fresh.starting_stacks)
        self.antes = [c - b for c, b in zip(fresh.contributions, fresh.bets)]
        self.bring_in = fresh.bring_in_amount
        order = [n - 1, 0] if n == 2 else list(range(n))
        live = [(s, fresh.bets[s]) for s in order if fresh.bets[s]]
        if not live and not self.stud:
            raise ValueError("no site's history is known for a hand without blinds (antes only)")
        signed = hand.blinds if len(hand.blinds) == n else ()   # PHH's per-seat list: negative, not live
        late = [bool(signed) and signed[s] < 0 for s in range(n)]      # posted out of position
        small, big = (n - 1, 0) if n == 2 else (0, 1)                   # the blinds' seats (heads-up: the button's small)
        # both blinds set (a short stack may post less, or none: all in for its ante)
        self.two_blinds = len(hand.blinds) >= 2 and hand.blinds[0] > 0 and hand.blinds[1] > 0

        def kind(s: int) -> str:
            if s == small and (len(live) > 1 or self.two_blinds):
                return "small blind"
            if s in (small, big):
                return "big blind"
            if late[s]:
                return "big blind"
            return "button blind" if s == n - 1 else "straddle"            # (short deck's button blind)
        self.posts = [(s, kind(s), b) for s, b in live]
        posted = {k: b for _, k, b in reversed(self.posts)}
        self.stakes = (hand.blinds[0], hand.blinds[1]) if self.two_blinds else (   # (not a short stack's post)
            posted.get("small blind"), posted.get("big blind", hand.min_bet)) if live else (None, None)
        self.holes: List[str] = [""] * n
        self.mucked_all_in: Set[int] = set()   # the seats that mucked before the runout: their cards unseen
        self.events: List[Event] = []
        self._tell(fresh, hand.actions)
        for e in self.events:              # a hand shown before the last cards (all in): shown whole
            if e.kind in ("show", "muck") and e.seat is not None:
                e.cards = "".join(c for c in hand.holes[e.seat] if c)
        self.final = list(hand.stacks)
        self.chips = [p.chips for p in hand.result.players]
        self.collected = list(self.chips)
        if self.returned is not None:
            self.collected[self.returned[0]] -= self.returned[1]
        self.pot = sum(self.collected)
        self.board = "".join(c for c in hand.board if c)
        self.boards = ["".join(c for c in board if c) for board in hand.boards]   # one a run (the first: `board`)
        self.run_collected: List[List[Any]] = []   # run more than once: what each seat collects in each run
        if len(self.boards) > 1:
            self._runs(hand.result.boards)
        self.up = [list(flags) for flags in hand.up]

    def _runs(self, showdowns: Any) -> None:
        """The streets dealt once per run marked with their run and its board; what each seat
        collects in each run (its pots but those only one seat may win: the uncalled bet, returned)."""
        shared = len(os.path.commonprefix(self.boards)) // 2 * 2
        dealt, run = 0, 0
        for e in self.events:
            if e.kind != "street" or not e.cards:
                continue
            if dealt >= shared:      # the runs' cards come run by run
                board = self.boards[run]
                if dealt + len(e.cards) > len(board):
                    run, dealt = run + 1, shared
                    board = self.boards[run]
                e.run, e.board = run, board[:dealt + len(e.cards)]
            dealt += len(e.cards)
        self.run_collected = [[sum(pot.chips[s] for pot in showdown.pots if len(pot.eligible) > 1)
                               for s in range(self.n)] for showdown in showdowns]
        for s in range(self.n):      # (an odd chip's place as the hand's own account has it)
            self.run_collected[0][s] += self.collected[s] - sum(run[s] for run in self.run_collected)

    def seen(self, seat: int, cards: str, at: int = 0) -> str:
        """Of `cards` (a seat's, the first its card number `at`), those the history shows: all of
        them when every hand is written (no `hero`) or for the hero, else its up cards only."""
        hidden = seat in self.mucked_all_in and seat != self.hero   # mucked all in: the sites table
        if hidden and not self.stud:                                  # those (stud: the up cards seen)
            return ""
        if not hidden and (self.hero is None or seat == self.hero):
            return cards.replace("??", "")
        flags = self.up[seat]
        return "".join(cards[i:i + 2] for i in range(0, len(cards), 2)
                       if at + i // 2 < len(flags) and flags[at + i // 2] and cards[i:i + 2] != "??")

    def _tell(self, fresh: Any, actions: List[str]) -> None:
        n = self.n
        street, drew = fresh.street, [False] * n
        put = list(fresh.bets)        # the chips put in beyond the antes (dead: never an uncalled bet)
        for action in actions:
            words = action.split()
            before, stacks = fresh.bets, fresh.stacks
            fresh.act(action)
            self._event(fresh, words, before, stacks, put, drew, street)
            if fresh.street != street and fresh.street < fresh.streets:
                street, drew = fresh.street, [False] * n
                if not self.board_game:
                    self.events.append(Event("street", street=street))
        top = max(range(n), key=lambda s: put[s])
        second = max(p for s, p in enumerate(put) if s != top)
        self.returned: Optional[Tuple[int, Any]] = (top, put[top] - second) if put[top] > second else None
        self.put = [p + a for p, a in zip(put, self.antes)]   # every chip each seat put in

    def _event(self, fresh: Any, words: List[str], before: Any, stacks: Any, put: List[Any], drew: List[bool],
               street: int) -> None:
        """The events of the action `words` just played on `fresh` (`before`, `stacks`: the bets
        and stacks before it)."""
        if words[0] == "d":
            dealt = words[3] if words[1] == "dh" else words[2]
            if words[1] == "db":
                board = "".join(c for c in fresh.board if c)
                self.events.append(Event("street", cards=dealt, board=board, street=fresh.street))
                return
            seat = int(words[2][1:]) - 1
            if self.stud:
                if not self.events or self.events[-1].kind != "deals":
                    self.events.append(Event("deals", deals=[]))
                had = "".join(c for c in fresh.holes[seat] if c)[:-len(dealt)]
                self.events[-1].deals.append((seat, had, dealt))   # type: ignore[union-attr]
            elif drew[seat]:
                kept = "".join(c for c in fresh.holes[seat] if c)
                kept = "".join(kept[i:i + 2] for i in range(0, len(kept), 2) if kept[i:i + 2] not in dealt)
                self.events.append(Event("drawn", seat, cards=dealt, kept=kept))
            else:
                self.holes[seat] += dealt
            return
        seat = int(words[0][1:]) - 1
        verb = words[1]
        spent = stacks[seat] - fresh.stacks[seat] if not fresh.over else None
        if spent is not None and spent < 0:   # its own uncalled blind back as its check closed the round
            spent -= spent
        if spent is not None:
            put[seat] += spent
        all_in = not fresh.over and fresh.stacks[seat] == 0 and spent
        if verb == "f":
            self.events.append(Event("fold", seat))
        elif verb == "cc":
            if before[seat] == max(before):
                self.events.append(Event("check", seat))
            else:
                if spent is None:
                    spent = min(max(before) - before[seat], stacks[seat])
                self.events.append(Event("call", seat, spent, before[seat] + spent, bool(all_in), added=spent))
        elif verb == "cbr":
            to = before[seat] + spent if spent is not None else None
            top = max(before)
            if self.stud and street == 0 and not any(e.kind == "complete" for e in self.events):
                self.events.append(Event("complete", seat, spent, to, bool(all_in), added=spent))
            elif top == 0:
                self.events.append(Event("bet", seat, spent, to, bool(all_in), added=spent))
            else:
                self.events.append(Event("raise", seat, to - top, to, bool(all_in), added=spent))
        elif verb == "pb":
            self.events.append(Event("bring-in", seat, spent, spent, bool(all_in), added=spent))
        elif verb == "sd":
            drew[seat] = True
            self.events.append(Event("discard", seat, cards=words[2] if len(words) > 2 else ""))
        elif verb == "sm":
            held = "".join(c for c in fresh.holes[seat] if c)
            self.events.append(Event("show", seat, cards=held) if len(words) > 2 else Event("muck", seat, cards=held))
            if len(words) == 2 and street < fresh.streets - 1:   # (the street it was shown on)
                self.mucked_all_in.add(seat)

    @property
    def board_game(self) -> bool:
        return not self.stud and not self.draw

    @property
    def order(self) -> List[int]:
        """The seats in the order of their numbers at the table."""
        return sorted(range(self.n), key=lambda s: self.numbers[s])


# the game names of the Stars grammar (GGPoker and others write them alike)
TITLES = {"holdem": "Hold'em", "short-deck": "Hold'em Short Deck", "omaha": "Omaha", "omaha-hi-lo": "Omaha Hi/Lo",
          "omaha5": "5 Card Omaha", "omaha5-hi-lo": "5 Card Omaha Hi/Lo", "courchevel": "Courchevel",
          "courchevel-hi-lo": "Courchevel Hi/Lo", "stud": "7 Card Stud", "stud-hi-lo": "7 Card Stud Hi/Lo",
          "razz": "Razz", "five-card-stud": "5 Card Stud", "five-card-draw": "5 Card Draw",
          "2-7-single-draw": "Single Draw 2-7 Lowball", "2-7-triple-draw": "Triple Draw 2-7 Lowball",
          "a-5-triple-draw": "Triple Draw A-5 Lowball", "badugi": "Badugi"}
LIMITS = {"no-limit": "No Limit", "pot-limit": "Pot Limit", "fixed-limit": "Limit"}
BOARD_STREETS = ("FLOP", "TURN", "RIVER")
STUD_STREETS = ("3rd STREET", "4th STREET", "5th STREET", "6th STREET", "RIVER")
DRAWS = ("FIRST DRAW", "SECOND DRAW", "THIRD DRAW")


def eastern(story: Story) -> datetime:
    """The hand's time in US Eastern time (as Stars and Full Tilt write it; a naive time as given)."""
    from pokerbits.histories._time import aware
    zone = aware("2000/01/01 00:00:00", "ET")
    return story.time.astimezone(zone.tzinfo) if story.time.tzinfo and zone is not None else story.time


def utc(story: Story) -> datetime:
    """The hand's time in UTC (as the sites that write "UTC" write it; a naive time as given)."""
    return story.time.astimezone(timezone.utc) if story.time.tzinfo else story.time


def street_name(story: Story, street: int, board: str) -> str:
    """The Stars name of the street `street` begins (`board`: the whole board dealt so far)."""
    if story.stud:
        return STUD_STREETS[street] if story.game != "five-card-stud" else STUD_STREETS[street + 1]
    if story.draw:
        return DRAWS[street - 1] if street else "DEALING HANDS"
    return BOARD_STREETS[len(board) // 2 - 3] if len(board) >= 6 else "PRE-FLOP"   # Courchevel's first card


def uncalled_at(story: Story) -> int:
    """The index of the event after which the uncalled bet is returned: the last betting action."""
    betting = ("fold", "check", "call", "bet", "raise", "complete", "bring-in")
    return max((i for i, e in enumerate(story.events) if e.kind in betting), default=-1)
