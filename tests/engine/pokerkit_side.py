"""The differential test's two sides: pokerkit 0.7.7's state machine and pokerbits' `Hand`, driven
through one random hand with the same cards, and compared step by step in the contract's terms
(docs: /work/notes/CONTRACT.md, issue 49).

A `Table` is one random setup (game, betting, player count, stacks, forced bets, cap); `play`
plays it on pokerkit alone (`engine=False`) or on both, choosing every decision at random among
the legal ones, and returns a `Played` record (the actions in PHH notation, final stacks, every
difference seen). Seeds make every hand reproducible: `play(table_for(game, seed), seed)`.

Where pokerkit's rule is not the rule pokerbits states (docs/rules.md), the test plays the rule:
- pokerkit's `FixedLimitOmahaHoldemHighLowSplitEightOrBetter` is declared with
  `PotLimitPokerMixin` (it plays pot-limit): the state here is built with FIXED_LIMIT instead
  (`test_pokerkit_fixed_limit_omaha_hi_lo_plays_pot_limit` shows the class's behaviour);
- pokerkit's settlement differs from `pokerbits.showdown(..., contributions=...)` in a small share
  of hands (odd chips, a low half nobody qualifies for in a side pot, merged side pots): when the
  final stacks differ, both are compared with `showdown()`'s settlement (`reference_stacks`), and
  the hand counts as a pokerkit settlement difference when the engine agrees with `showdown()`.
Eight-handed stud is left out (pokerkit deals no common card: it reshuffles the muck); the common
card has its own tests in test_stud_rules.py.
"""
from __future__ import annotations

import random
import re
import warnings
from decimal import Decimal
from dataclasses import dataclass, field
from typing import Any, Optional

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import (  # noqa: E402
    Automation, BadugiHand, BettingStructure, Deck, EightOrBetterLowHand, Mode, OmahaEightOrBetterLowHand,
    OmahaHoldemHand, Opening, RegularLowHand, ShortDeckHoldemHand, StandardBadugiHand, StandardHighHand,
    StandardLowHand, State, Street,
)

from pokerbits.engine.phh import VARIANTS  # noqa: E402

AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
               Automation.HAND_KILLING)
NL, PL, FL = "no-limit", "pot-limit", "fixed-limit"
STRUCTURE = {NL: BettingStructure.NO_LIMIT, PL: BettingStructure.POT_LIMIT, FL: BettingStructure.FIXED_LIMIT}
FIELDS = ("fold", "check", "call", "min_to", "max_to", "draw", "bring_in", "complete", "show", "muck")


@dataclass(frozen=True)
class Spec:
    """A game both libraries know: pokerbits' key, pokerkit's hands, deck and street shape."""
    key: str
    family: str                 # "board" (blinds, hole + board), "stud", "draw"
    hole: int                   # hole cards (stud: 7; draw: the hand)
    hands: tuple
    bettings: tuple             # betting structures tested
    draws: int = 0
    deck: Any = Deck.STANDARD
    low_stud: bool = False      # razz: the highest card brings in, the lowest hand opens
    max_players: int = 9


SPECS = {s.key: s for s in (
    Spec("holdem", "board", 2, (StandardHighHand,), (NL, PL, FL)),
    Spec("omaha", "board", 4, (OmahaHoldemHand,), (PL, NL, FL)),
    Spec("omaha5", "board", 5, (OmahaHoldemHand,), (PL,), max_players=8),
    Spec("omaha6", "board", 6, (OmahaHoldemHand,), (PL,), max_players=7),
    Spec("omaha-hi-lo", "board", 4, (OmahaHoldemHand, OmahaEightOrBetterLowHand), (FL, PL)),
    Spec("short-deck", "board", 2, (ShortDeckHoldemHand,), (NL,), deck=Deck.SHORT_DECK_HOLDEM, max_players=9),
    Spec("stud", "stud", 7, (StandardHighHand,), (FL,), max_players=7),
    Spec("stud-hi-lo", "stud", 7, (StandardHighHand, EightOrBetterLowHand), (FL,), max_players=7),
    Spec("razz", "stud", 7, (RegularLowHand,), (FL,), low_stud=True, max_players=7),
    Spec("five-card-draw", "draw", 5, (StandardHighHand,), (NL, FL), draws=1, max_players=6),
    Spec("2-7-single-draw", "draw", 5, (StandardLowHand,), (NL, PL, FL), draws=1, max_players=6),
    Spec("2-7-triple-draw", "draw", 5, (StandardLowHand,), (FL, NL), draws=3, max_players=6),
    Spec("a-5-triple-draw", "draw", 5, (RegularLowHand,), (FL,), draws=3, max_players=6),
    Spec("badugi", "draw", 4, (BadugiHand,), (FL, PL), draws=3, max_players=6),
    Spec("badeucy", "draw", 5, (StandardLowHand, StandardBadugiHand), (FL,), draws=3, max_players=6),
    Spec("badacey", "draw", 5, (RegularLowHand, BadugiHand), (FL,), draws=3, max_players=6),
)}


@dataclass
class Table:
    """One random setup of a hand."""
    spec: Spec
    betting: str
    stacks: list
    blinds: tuple = ()
    straddles: tuple = ()
    antes: Any = 0              # one number, or one per seat
    bring_in: Optional[int] = None
    small_bet: int = 2
    big_bet: int = 4
    cap: Optional[int] = 4

    @property
    def players(self) -> int:
        return len(self.stacks)

    def engine_kwargs(self) -> dict:
        kwargs: dict = dict(blinds=self.blinds, straddles=self.straddles, antes=self.antes, betting=self.betting)
        if self.bring_in is not None:
            kwargs["bring_in"] = self.bring_in
        if self.betting == FL:
            kwargs.update(small_bet=self.small_bet, big_bet=self.big_bet, cap=self.cap)
        return kwargs

    def describe(self) -> str:
        return (f"Hand({self.spec.key!r}, {self.stacks}, "
                + ", ".join(f"{k}={v!r}" for k, v in self.engine_kwargs().items()) + ")")


def table_for(key: str, seed: int, betting: Optional[str] = None) -> Table:
    """A random table of game `key`: 2 to its most players, stacks from a few chips (all-ins) to
    deep, blinds (sometimes straddles), antes (uniform or a big-blind ante) or stud's ante and
    bring-in, and in fixed limit a cap of 4 (sometimes 3 or none)."""
    spec = SPECS[key]
    rng = random.Random(seed)
    betting = betting or rng.choice(spec.bettings)
    players = rng.randint(2, spec.max_players)
    unit = rng.choice((1, 2, 5))
    small_bet = 2 * unit
    big_bet = 2 * small_bet

    def stack() -> int:
        kind = rng.random()
        if kind < 0.3:
            return rng.randint(1, 4 * small_bet)
        if kind < 0.8:
            return rng.randint(4 * small_bet, 40 * small_bet)
        return rng.randint(40 * small_bet, 200 * small_bet)

    stacks = [stack() for _ in range(players)]
    cap = rng.choice((4, 4, 4, 3, None)) if betting == FL else 4
    if spec.family == "stud":
        ante = rng.choice((0, unit, unit))
        bring_in = rng.choice((unit, max(1, small_bet // 2) - (unit == 1 and rng.random() < 0.5) or 1))
        return Table(spec, betting, stacks, antes=ante, bring_in=max(1, bring_in), small_bet=small_bet,
                     big_bet=big_bet, cap=cap)
    bb = small_bet
    sb = rng.choice((bb // 2, bb // 2, 1, bb))
    straddles: tuple = ()
    if players >= 4 and rng.random() < 0.2:
        straddles = (2 * bb,) if players < 5 or rng.random() < 0.7 else (2 * bb, 4 * bb)
    antes: Any = 0
    roll = rng.random()
    if roll < 0.15:
        antes = unit
    elif roll < 0.3:
        antes = [0] * players
        antes[1] = bb if players > 2 else bb      # a big-blind ante (heads-up: p1 posts the big blind)
    if betting != FL:
        small_bet = big_bet = bb
    return Table(spec, betting, stacks, blinds=(sb, bb), straddles=straddles, antes=antes, small_bet=small_bet,
                 big_bet=big_bet, cap=cap)


def streets_of(table: Table) -> tuple:
    """pokerkit's streets for the table (its own game classes' shapes, with the table's betting
    structure, bet sizes and cap)."""
    spec, s, b = table.spec, table.small_bet, table.big_bet
    cap = table.cap if table.betting == FL else None
    if spec.family == "board":
        return (Street(False, (False,) * spec.hole, 0, False, Opening.POSITION, s, cap),
                Street(True, (), 3, False, Opening.POSITION, s, cap),
                Street(True, (), 1, False, Opening.POSITION, b, cap),
                Street(True, (), 1, False, Opening.POSITION, b, cap))
    if spec.family == "draw":
        sizes = (s,) + (s,) * min(1, spec.draws - 1) + (b,) * max(0, spec.draws - 1)
        if spec.draws == 1:
            sizes = (s, b)
        return ((Street(False, (False,) * spec.hole, 0, False, Opening.POSITION, sizes[0], cap),)
                + tuple(Street(True, (), 0, True, Opening.POSITION, size, cap) for size in sizes[1:]))
    first = Opening.HIGH_CARD if spec.low_stud else Opening.LOW_CARD
    later = Opening.LOW_HAND if spec.low_stud else Opening.HIGH_HAND
    return (Street(False, (False, False, True), 0, False, first, s, cap),
            Street(True, (True,), 0, False, later, s, cap),
            Street(True, (True,), 0, False, later, b, cap),
            Street(True, (True,), 0, False, later, b, cap),
            Street(True, (False,), 0, False, later, b, cap))


def pokerkit_state(table: Table) -> State:
    """pokerkit's state of the table, nothing dealt, forced bets posted."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return State(AUTOMATIONS, table.spec.deck, table.spec.hands, streets_of(table), STRUCTURE[table.betting],
                     False, table.antes, (*table.blinds, *table.straddles) or 0, table.bring_in or 0,
                     tuple(table.stacks), table.players, mode=Mode.TOURNAMENT)


def cards(text_or_cards) -> str:
    return "".join(repr(c) for c in text_or_cards)


class Cards:
    """The deal: a shuffled deck handed out in the order asked, the k-th card of a seat (or of
    the board) the same on both sides whichever asks first."""

    def __init__(self, deck: list, rng: random.Random):
        self.stub = list(deck)
        rng.shuffle(self.stub)
        self.given: dict = {}

    def card(self, key: tuple) -> str:
        if key not in self.given:
            if not self.stub:
                raise RuntimeError("the deck ran out")    # the random discards keep within the deck
            self.given[key] = self.stub.pop()
        return self.given[key]

    def hole(self, seat: int, first: int, n: int) -> str:
        return "".join(self.card(("h", seat, k)) for k in range(first, first + n))

    def board(self, first: int, n: int) -> str:
        return "".join(self.card(("b", k)) for k in range(first, first + n))


def pk_legal(state: State) -> dict:
    """What pokerkit lets the actor do, in the contract's terms (`Legal`'s fields)."""
    legal = dict.fromkeys(FIELDS)
    legal.update(fold=False, check=False, show=False, muck=False)
    if state.stand_patter_or_discarder_index is not None:
        legal["draw"] = len(state.hole_cards[state.stand_patter_or_discarder_index])
        return legal
    if state.showdown_index is not None:
        legal.update(show=True, muck=sum(state.statuses) > 1)     # a hand alone cannot muck
        return legal
    if state.actor_index is None:
        return legal
    if state.can_post_bring_in():
        legal["bring_in"] = state.effective_bring_in_amount
    legal["fold"] = state.can_fold()
    amount = state.checking_or_calling_amount if state.can_check_or_call() else None
    if amount is not None:
        legal["check" if amount == 0 else "call"] = True if amount == 0 else amount
    if state.can_complete_bet_or_raise_to():
        legal["min_to"] = state.min_completion_betting_or_raising_to_amount
        legal["max_to"] = state.max_completion_betting_or_raising_to_amount
        if state.completion_status:
            legal["complete"] = legal["min_to"]
    return legal


AMOUNTS = ("call", "min_to", "max_to", "bring_in", "complete")


def chips(value, cents: bool):
    """An engine amount back in pokerkit's chips: with `cents` the engine plays in dollars
    (Decimal, a chip = $0.01) and must give Decimal amounts back (a float or an int is refused)."""
    if not cents or value is None:
        return value
    if not isinstance(value, Decimal):
        return f"not a Decimal: {value!r}"
    whole = value * 100
    return int(whole) if whole == whole.to_integral_value() else f"not whole cents: {value}"


def dollars(value, cents: bool):
    """A chip amount as the engine is given it (Decimal dollars with `cents`)."""
    if not cents:
        return value
    if isinstance(value, (list, tuple)):
        return type(value)(dollars(v, True) for v in value)
    return Decimal(value) / 100


def engine_legal(hand, cents: bool = False) -> dict:
    """The engine's `legal` as the same dict (False / None for what it does not allow)."""
    legal = hand.legal
    got = {name: getattr(legal, name, None) for name in FIELDS}
    for name in AMOUNTS:
        got[name] = chips(got[name], cents)
    for name in ("fold", "check", "show", "muck"):
        got[name] = bool(got[name])
    if got["check"] and got["call"] == 0:
        got["call"] = None          # the contract: call is None when the seat may check
    return got


@dataclass
class Played:
    """One hand played: the setup, the actions, the results, what differed."""
    table: Table
    seed: int
    actions: list = field(default_factory=list)          # PHH actions, canonical, with pN
    pk_stacks: Optional[list] = None
    engine_stacks: Optional[list] = None
    reference_stacks: Optional[list] = None
    differences: list = field(default_factory=list)     # (step, what, pokerkit, engine)
    settlement: str = ""                                # "" same, "pokerkit" (pokerkit's reading), "engine"
    pk_phh_stacks: Optional[list] = None

    def report(self) -> str:
        lines = [f"seed {self.seed}: {self.table.describe()}", "actions: " + "; ".join(self.actions)]
        lines += [f"  step {s}: {what}: pokerkit {a!r}, engine {b!r}" for s, what, a, b in self.differences[:5]]
        if self.settlement:
            lines.append(f"  final stacks: pokerkit {self.pk_stacks}, engine {self.engine_stacks}, "
                         f"showdown() {self.reference_stacks}")
        return "\n".join(lines)


def choose_bet(rng: random.Random, legal: dict) -> tuple:
    """A random legal betting decision: ("f",), ("cc",), ("cbr", to) or ("pb",)."""
    options = []
    if legal["bring_in"] is not None:
        options += [("pb",)] * 3
    if legal["fold"]:
        options += [("f",)] * 2
    if legal["check"] or legal["call"] is not None:
        options += [("cc",)] * 5
    if legal["min_to"] is not None:
        lo, hi = legal["min_to"], legal["max_to"]
        options += [("cbr", lo), ("cbr", lo), ("cbr", hi), ("cbr", rng.randint(lo, hi))]
    return rng.choice(options)


def reference_stacks(table: Table, state: State, contributions: list, showed: dict) -> list:
    """The final stacks by `pokerbits.showdown(..., contributions=..., dead=antes)`: the hands shown (pokerkit
    kills a shown hand that cannot win, so its statuses are not used), its board, what each put in."""
    import pokerbits
    if not showed:
        chips = [0] * table.players
        chips[[i for i in range(table.players) if state.statuses[i]][0]] = sum(contributions)
    else:
        hands = [showed.get(i) for i in range(table.players)]
        board = cards(c for cards_ in state.board_cards for c in cards_) or None
        # antes are dead money in the main pot (issue 49, TDA, pokerkit without ante trimming)
        dead = [state.get_effective_ante(i) for i in range(table.players)]
        result = pokerbits.showdown(table.spec.key, hands, board, contributions=contributions, dead=dead)
        chips = [p.chips for p in result.players]
    return [s - c + w for s, c, w in zip(table.stacks, contributions, chips)]


def discard_choice(rng: random.Random, hole: list, room: int) -> str:
    """Some of `hole` to throw (at most `room`, what the stub still holds)."""
    n = min(rng.choice((0, 0, 1, 1, 2, 3, len(hole))), room, len(hole))
    return "".join(rng.sample(hole, n))


def play(table: Table, seed: int, *, engine: bool = True, phh: bool = True, observer=None,
         cents: bool = False) -> Played:
    """Play one random hand on pokerkit (and on the engine when `engine`), comparing at every
    decision the seat, the decision's kind and the legal actions, and at the end the stacks."""
    with warnings.catch_warnings():
        # pokerkit's own notes ("returning reserved cards as dealable", ...) are not the subject
        warnings.filterwarnings("ignore", category=UserWarning, module="pokerkit")
        return _play(table, seed, engine, phh, observer, cents)


def _play(table: Table, seed: int, engine: bool, phh: bool, observer, cents: bool) -> Played:
    rng = random.Random(seed ^ 0x5EED)
    deck = [repr(c) for c in table.spec.deck]
    deal = Cards(deck, rng)
    state = pokerkit_state(table)
    hand = None
    if engine:
        import pokerbits
        kwargs = {k: dollars(v, cents) for k, v in table.engine_kwargs().items() if k not in ("betting", "cap")}
        kwargs.update(betting=table.betting, **({"cap": table.cap} if "cap" in table.engine_kwargs() else {}))
        hand = pokerbits.Hand(table.spec.key, dollars(list(table.stacks), cents), **kwargs)
    out = Played(table, seed)
    pk_count = [0] * table.players
    en_count = [0] * table.players
    board = [0, 0]                       # board cards dealt: pokerkit, engine
    early_shows: list = []               # seats shown to pokerkit before an all-in's runout
    early_cards: dict = {}               # their cards (pokerkit may kill a losing hand after)
    shown_seats: set = set()             # pokerkit may ask a seat shown already to show again
    showed: dict = {}                    # seat -> the cards it showed (for showdown())
    contributions = None
    stub_room = len(deck) - table.players * table.spec.hole
    step = 0

    def differ(what, a, b):
        out.differences.append((step, what, a, b))

    while True:
        step += 1
        # pokerkit alone deals what it must (a burn is a card nobody sees: "??")
        while hand is None:
            if state.can_burn_card("??"):
                state.burn_card("??")
            elif state.hole_dealee_index is not None:
                i = state.hole_dealee_index
                state.deal_hole(deal.hole(i, pk_count[i], 1), i)
                pk_count[i] += 1
            elif state.board_dealing_count:
                n = state.board_dealing_count
                state.deal_board(deal.board(board[0], n))
                board[0] += n
            else:
                break
        # the engine deals what it needs, pokerkit the same cards to the same seat
        while hand is not None and hand.actor is None and not hand.over and hand.needs is not None:
            need = hand.needs          # Need(kind "dh" | "db", seat, count)
            # pokerkit shows the hands of an all-in before the runout, the engine after it: the
            # hands are shown to pokerkit now and the engine's showing order compared with it later
            while state.showdown_index is not None:
                if state.showdown_index not in early_shows:
                    early_shows.append(state.showdown_index)
                early_cards[state.showdown_index] = cards(state.hole_cards[state.showdown_index])
                state.show_or_muck_hole_cards(True)
            if need.kind == "dh":
                i, n = need.seat, need.count
                text = deal.hole(i, en_count[i], n)
                en_count[i] += n
                hand.act(f"d dh p{i + 1} {text}")
                out.actions.append(f"d dh p{i + 1} {text}")
                while state.can_burn_card("??"):
                    state.burn_card("??")
                if not state.can_deal_hole(text, i):
                    differ("deal", f"pokerkit deals no hole cards to p{state.hole_dealee_index}", f"p{i + 1} {text}")
                    return out
                state.deal_hole(text, i)
                pk_count[i] += n
            else:
                n = need.count
                text = deal.board(board[1], n)
                board[1] += n
                hand.act(f"d db {text}")
                out.actions.append(f"d db {text}")
                while state.can_burn_card("??"):
                    state.burn_card("??")
                if state.board_dealing_count != n:
                    differ("deal", f"pokerkit deals {state.board_dealing_count} board cards", f"{n}")
                    return out
                state.deal_board(text)
                board[0] += n
        while hand is not None and state.can_burn_card("??"):
            state.burn_card("??")       # pokerkit burns before a draw even when nobody drew
        while hand is not None and state.showdown_index is not None and (
                state.all_in_status or state.showdown_index in early_cards or state.showdown_index in shown_seats):
            if state.showdown_index not in early_shows and state.showdown_index not in shown_seats:
                early_shows.append(state.showdown_index)     # an all-in: every hand shows, in any order
            early_cards[state.showdown_index] = cards(state.hole_cards[state.showdown_index])
            if state.showdown_index in showed:     # shown again with the cards dealt since
                showed[state.showdown_index] = early_cards[state.showdown_index]
            state.show_or_muck_hole_cards(True)
        # the decision now: whose and what kind
        if hand is not None and hand.actor is not None and hand.actor in early_shows and hand.legal.show:
            pk = ("show", hand.actor)    # both show an all-in's hands before the runout
        elif state.can_burn_card("??") or state.hole_dealee_index is not None or state.board_dealing_count:
            pk = ("deal", None)
        elif state.stand_patter_or_discarder_index is not None:
            pk = ("discard", state.stand_patter_or_discarder_index)
        elif state.actor_index is not None:
            pk = ("bet", state.actor_index)
        elif state.showdown_index is not None:
            pk = ("show", state.showdown_index)
        elif early_shows:
            # an all-in's hands all show: in which order does not matter (pokerkit starts with the
            # last aggressor of the round the betting closed in); only the set is compared
            seat = hand.actor if hand is not None and hand.actor in early_shows else early_shows[0]
            pk = ("show", seat)
        elif state.status and (state.can_push_chips() or state.can_pull_chips()):
            pk = ("over", None)
        elif not state.status:
            pk = ("over", None)
        else:
            differ("state", f"pokerkit waits for something unexpected: {state.operations[-1:]}", None)
            return out
        if pk[0] == "over":
            if contributions is None:
                contributions = [s - t for s, t in zip(table.stacks, state.stacks)]
            while state.can_push_chips():
                state.push_chips()
            while state.can_pull_chips():
                state.pull_chips()
            out.pk_stacks = list(state.stacks)
            break
        if hand is not None:
            en = ("over", None) if hand.over else (
                ("discard" if hand.legal.draw is not None else "show" if hand.legal.show else "bet", hand.actor)
                if hand.actor is not None else ("deal", None))
            if en != pk:
                differ("decision", pk, en)
                return out
            theirs, ours = pk_legal(state), engine_legal(hand, cents)
            if pk[0] == "show" and state.showdown_index is None:
                theirs = ours          # shown to pokerkit already: only the seat is compared
            for name in FIELDS:
                if theirs[name] != ours[name]:
                    differ(f"legal.{name}", theirs[name], ours[name])
        else:
            theirs = pk_legal(state)
            ours = None
        if observer is not None and pk[0] == "bet":
            observer.decision(state, theirs, ours, out)
        if out.differences:
            return out          # the two can no longer play in step
        seat = pk[1]
        if pk[0] == "discard":
            hole = [repr(c) for c in state.hole_cards[seat]]
            thrown = discard_choice(rng, hole, stub_room)
            stub_room -= len(thrown) // 2
            state.stand_pat_or_discard(thrown)
            text = f"p{seat + 1} sd {thrown}".rstrip()
        elif pk[0] == "show":
            # a losing hand may muck (after the last round: an all-in shows before the runout)
            shown = cards(state.hole_cards[seat])
            if state.showdown_index is None:
                early_shows.remove(seat)
                shown = early_cards[seat]
                show = True
            else:
                show = state.all_in_status or state.can_win_now(seat) or rng.random() < 0.5
                state.show_or_muck_hole_cards(show)
            shown_seats.add(seat)
            if show:
                showed[seat] = shown
            text = f"p{seat + 1} sm {shown}" if show else f"p{seat + 1} sm"
        else:
            move = choose_bet(rng, theirs)
            if move[0] == "pb":
                state.post_bring_in()
            elif move[0] == "f":
                state.fold()
            elif move[0] == "cc":
                state.check_or_call()
            else:
                state.complete_bet_or_raise_to(move[1])
            text = f"p{seat + 1} " + " ".join(str(x) for x in move)
        out.actions.append(text)
        if observer is not None and pk[0] == "bet":
            observer.acted(seat, move, out)
        if hand is not None:
            try:
                hand.act(f"{text.rsplit(' ', 1)[0]} {dollars(move[1], True)}" if cents and pk[0] == "bet"
                         and move[0] == "cbr" else text)
            except ValueError as error:
                differ("act", text, f"ValueError: {error}")
                return out
    if hand is not None:
        out.engine_stacks = [chips(x, cents) for x in hand.stacks]
        if out.engine_stacks != out.pk_stacks:
            out.reference_stacks = reference_stacks(table, state, contributions, showed)
            out.settlement = "pokerkit" if out.engine_stacks == out.reference_stacks else "engine"
            if out.settlement == "engine":
                differ("final stacks", out.pk_stacks, out.engine_stacks)
        if phh:
            out.pk_phh_stacks = replay_phh(hand)
    return out


def replay_phh(hand) -> Optional[list]:
    """The final stacks of `hand.phh()` replayed by pokerkit (None: a game PHH has no variant code
    for, written as '<betting> <game>', which pokerkit does not read)."""
    text = hand.phh()
    if not re.search(r"^variant = '(" + "|".join(re.escape(code) for code in VARIANTS) + ")'$", text, re.M):
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        history = pokerkit.HandHistory.loads(text)
        last = None
        for last in history:
            pass
    return list(last.stacks)
