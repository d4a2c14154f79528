"""One hand of any game of the table, played step by step: forced bets, betting rounds, the
cards of each street, draws, showdown and settlement.

>>> hand = Hand("holdem", [200, 200, 200], blinds=(1, 2), seed=7)
>>> hand.actor, hand.legal.min_to, hand.legal.max_to
(2, 4, 200)
>>> for action in ("cbr 6", "f", "cc"):
...     hand.act(action)
>>> hand.street, len(hand.board)
(1, 3)
>>> for action in ("cc", "cc", "cc", "cc", "cc", "cc"):
...     hand.act(action)
>>> [p.act("sm -") for p in (hand, hand)] and hand.over
True
>>> sum(hand.stacks)
600
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, List, NamedTuple, Optional, Sequence, Tuple, Union

from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._core.common.cards import card_strings, cards as card_set
from pokerbits._core.engine.betting import Betting
from pokerbits._core.engine.split import split
import pokerbits.engine.cards as _cards
from pokerbits.games.amounts import LARGEST, Amount, Units, checked
from pokerbits.engine.stud import bring_in_seat, up_opener
from pokerbits.games.results import in_amounts
from pokerbits.games.settle import engine_showdown
from pokerbits.games.table import Game, game as _game

BETTINGS = ("no-limit", "pot-limit", "fixed-limit")   # the Betting core's kinds 0, 1, 2


class Need(NamedTuple):
    """What the engine waits for when no seat is to act: "dh" hole cards for `seat`, "db"
    `count` board cards."""

    kind: str
    seat: Optional[int]
    count: int   # type: ignore[assignment]  # shadows tuple.count, on purpose: a Need is read by name


@dataclass(frozen=True)
class Legal:
    """What the seat to act may do now (amounts in the hand's kind; math.inf for an infinite stack's)."""

    fold: bool = False
    check: bool = False
    call: Optional[Union[Amount, float]] = None
    min_to: Optional[Union[Amount, float]] = None
    max_to: Optional[Union[Amount, float]] = None
    draw: Optional[int] = None
    bring_in: Optional[Union[Amount, float]] = None
    complete: Optional[Union[Amount, float]] = None
    show: bool = False
    muck: bool = False
    ends_only: bool = False   # a bet or raise to min_to or to max_to, nothing between (stud's open pair)

    def __str__(self) -> str:
        """The legal actions in PHH notation: 'f, cc 4, cbr 8..200' ('cbr 4 or 8': either end only)."""
        parts = []
        if self.fold:
            parts.append("f")
        if self.check:
            parts.append("cc (check)")
        elif self.call is not None:
            parts.append(f"cc (call {self.call})")
        if self.bring_in is not None:
            parts.append(f"pb (bring-in {self.bring_in})")
        if self.min_to is not None:
            parts.append(f"cbr {self.min_to}" + ("" if self.max_to == self.min_to else
                                                  f" or {self.max_to}" if self.ends_only else f"..{self.max_to}"))
        if self.draw is not None:
            parts.append(f"sd (discard up to {self.draw} cards, or stand pat)")
        if self.show:
            parts.append("sm CARDS or sm - (show)")
        if self.muck:
            parts.append("sm (muck)")
        return ", ".join(parts)


_INT = {int}
_GAMES: dict = {}   # the games by the names Hand was given
_new = tuple.__new__
_FOLDS = [f"p{seat + 1} f" for seat in range(32)]    # the actions log's commonest lines, made once
_CALLS = [f"p{seat + 1} cc" for seat in range(32)]
_DEALS = [f"d dh p{seat + 1} " for seat in range(32)]
_DECKS: dict = {}   # the cards of each deck (a card set) as strings

# phases of a street
_DEAL, _DISCARD, _REDRAW, _BET, _SHOW, _OVER = range(6)


class Hand:
    """One hand of `game` among len(stacks) seats (seat 0 = p1, the first seat left of the
    button; the button is the last seat). See docs/play.md."""

    def __init__(self, game: Union[str, Game], stacks: Sequence[Any], *, blinds: Sequence[Any] = (),
                 straddles: Sequence[Any] = (), antes: Any = 0, bring_in: Any = None, betting: str = "no-limit",
                 small_bet: Any = None, big_bet: Any = None, cap: Optional[int] = 4, seed: Optional[int] = None,
                 cards: Optional[Sequence[str]] = None, min_bet: Any = None, ante_trimming: bool = False,
                 unit: Any = None, runs: int = 1, open_pair: bool = False) -> None:
        if isinstance(game, Game):
            self.game = game
        else:
            known = _GAMES.get(game) if type(game) is str else None
            self.game = known if known is not None else _GAMES.setdefault(game, _game(game))   # (raises but for a str)
        if not self.game.streets:
            raise ValueError(f"{self.game.name} has no streets in the games table: it cannot be played")
        if isinstance(stacks, (str, bytes)) or not hasattr(stacks, "__len__"):
            raise TypeError(f"stacks must be a list of amounts, one per seat, not {type(stacks).__name__}")
        n = len(stacks)
        if not 2 <= n <= self.game.most_players:
            raise ValueError(f"{self.game.name} is played by 2 to {self.game.most_players} players, got {n}")
        if betting not in BETTINGS:
            raise ValueError(f"betting must be one of {', '.join(BETTINGS)}, got {betting!r}")
        if isinstance(antes, (list, tuple)):
            if len(antes) != n:
                raise ValueError(f"antes has {len(antes)} entries for {n} seats")
            ante_list = list(antes) if n > 2 else list(antes)[::-1]   # heads-up: swapped as the blinds are
        else:
            ante_list = [antes] * n
        blinds, straddles = tuple(blinds), tuple(straddles)
        if len(blinds) > 2 and (len(blinds) != n or straddles):
            raise ValueError(f"blinds are (small, big), or one entry per seat as PHH writes them (straddles "
                             f"included), got {len(blinds)} amounts for {n} seats")
        if len(blinds) + len(straddles) > n:
            raise ValueError(f"{len(blinds) + len(straddles)} blinds and straddles for {n} seats")
        # a negative entry of a per-seat list: posted out of position, not a blind that moves the opener
        self._live_blind = [b >= 0 if type(b) is int else not (type(b) is not float and hasattr(b, "__lt__") and b < 0)
                            for b in blinds]
        if False in self._live_blind:
            blinds = tuple(-b if not live else b for b, live in zip(blinds, self._live_blind))
        run_count = runs if type(runs) is int else _whole(runs)   # (numpy integers too; None when no whole number)
        if run_count is None or not 1 <= run_count <= 3:
            raise ValueError("runs must be 1, 2 or 3 (the times the board runs out after an all-in), "
                             f"got {short_repr(runs)}")
        if run_count > 1 and not self.game.board_cards:
            raise ValueError(f"{self.game.name} has no board to run more than once")
        cap_count = None if cap is None else cap if type(cap) is int else _whole(cap)
        if cap is not None and (cap_count is None or cap_count < 1):
            raise ValueError("cap must be a whole number of bets and raises (at least 1) or None, "
                             f"got {short_repr(cap)}")
        optional = [x for x in (bring_in, small_bet, big_bet, min_bet, unit) if x is not None]
        amounts = (*stacks, *ante_list, *blinds, *straddles, *optional)
        fast = set(map(type, amounts)) == _INT and min(amounts) >= 0 and max(amounts) < LARGEST
        if fast:
            u = Units(0, False)   # whole chips: the amounts are the units (the common case, at once)
        else:
            given = [checked(s, f"stacks[{i}]", infinite=True) for i, s in enumerate(stacks)]
            named = [*((a, "antes") for a in ante_list), *((b, "blinds") for b in blinds),
                     *((s, "straddles") for s in straddles),
                     *((x, name) for x, name in ((bring_in, "bring_in"), (small_bet, "small_bet"),
                                                 (big_bet, "big_bet"), (min_bet, "min_bet"), (unit, "unit"))
                        if x is not None)]
            given += [checked(a, name) for a, name in named]
            u = Units.of(given)
        self.units = u
        self._int_units = not u.decimal and not u.places   # amounts are the units themselves
        self.betting = betting
        self.cap = cap_count if betting == "fixed-limit" else None
        self.n = n
        if fast:   # checked above: whole chips below LARGEST are their own units
            self._start = list(stacks)
            self._antes, self._blinds, self._straddles = ante_list, list(blinds), list(straddles)
        else:   # each checked once above (`given`: the stacks, antes, blinds, straddles, ...)
            whole = u.whole
            self._start = [whole(s, f"stacks[{i}]") for i, s in enumerate(given[:n])]
            at = n + len(ante_list)
            self._antes = [whole(a, "antes") for a in given[n:at]]
            self._blinds = [whole(b, "blinds") for b in given[at:at + len(blinds)]]
            at += len(blinds)
            self._straddles = [whole(s, "straddles") for s in given[at:at + len(straddles)]]
        if not all(self._start):
            raise ValueError(f"p{self._start.index(0) + 1} has no chips: every seat needs a stack")
        self.ante_trimming = ante_trimming   # PHH's ante_trimming_status: antes count in the side pots' levels
        self._bring_in = u.to(bring_in, "bring_in") if bring_in else 0
        self._small = u.to(small_bet, "small_bet") if small_bet is not None else None
        self._big = u.to(big_bet, "big_bet") if big_bet is not None else None
        if betting == "fixed-limit" and (self._small is None or self._big is None):
            if self._small is None and self._blinds:
                self._small = max(self._blinds)
            if self._big is None and self._small is not None:
                self._big = 2 * self._small
            if self._small is None:
                raise ValueError("fixed limit needs small_bet and big_bet (or blinds)")
        first = self.game.streets[0].opener
        if open_pair and (betting != "fixed-limit" or self.game.key != "stud"):
            raise ValueError("open_pair is a rule of fixed-limit seven-card stud (high only): "
                             f"not of {betting} {self.game.name}")
        self.open_pair = bool(open_pair)   # fixed-limit stud: an open pair on fourth street allows the big bet
        if first == "bring-in" and (self._blinds or self._straddles):
            raise ValueError(f"{self.game.name} opens with a bring-in, not blinds")
        if self._bring_in and first != "bring-in":
            raise ValueError(f"{self.game.name} has no bring-in: it opens with blinds")
        # the smallest bet or raise: the big blind (the largest blind), else the small bet
        forced = [b for b in self._blinds[:2] or self._straddles if b]   # (blinds of 0: an ante-only game)
        if min_bet is not None:
            self._min_bet = u.to(min_bet, "min_bet")
            if not self._min_bet:
                raise ValueError("min_bet must be positive")
        else:
            self._min_bet = max(forced) if forced else (self._small or self._bring_in or 1)
        self.info: dict = {}
        self.actions: List[str] = []
        if seed is not None and _whole(seed) is None:
            raise TypeError(f"seed must be a whole number or None, not {type(seed).__name__}")
        self._rng = random.Random(_whole(seed)) if seed is not None else None
        deck: Optional[Sequence[_cards.Card]] = None
        if self._rng is not None:
            shuffled = self._deck_cards()   # highest first, then shuffled
            self._rng.shuffle(shuffled)
            deck = shuffled
        elif cards is not None:
            deck = _cards.parse(cards if isinstance(cards, str) else list(cards))
        # given cards known, distinct and of the deck: dealt without a check a street
        self._deck = _deck_of(self.game)
        self._clean = deck is not None and None not in deck and len(set(deck)) == len(deck) \
            and self._deck.issuperset(deck)   # type: ignore[arg-type]
        self._stub = _cards.Stub(deck, self._rng)
        self._seen: set = set()
        # the chips and the betting, in units, in the compiled core
        self._b = Betting(self._start, BETTINGS.index(betting), -1 if self.cap is None else self.cap)
        self._mucked = [False] * n
        self._shown = [False] * n
        self._holes: List[List[Optional[str]]] = [[] for _ in range(n)]
        self._up: List[List[bool]] = [[] for _ in range(n)]
        self._board: List[Optional[str]] = []
        self._discards: List[List[Optional[str]]] = [[] for _ in range(n)]
        self._street = 0
        self._phase = _DEAL
        self._deal_queue: List[Need] = []
        self._result: Any = None
        self._chips: Optional[List[int]] = None   # what each seat takes at the end, in units
        self._values: Optional[dict] = None   # each contesting seat's values of the halves, once settled
        self._hole_sets: List[Optional[int]] = []   # and its card set
        self._common = False      # stud's common card dealt (too few cards for every last card)
        self._showed = False      # the showdown began (before the runout when the betting closed)
        # the times the board runs out when the betting closes with cards to come (a shuffled deck:
        # at most as many as the cards left then can deal, as a card room offers them)
        self.runs = run_count
        self._boards: List[Tuple[Optional[str], ...]] = []   # the runs dealt so far, when run more than once
        self._run_street = -1     # the first street of the runout (-1: no runout)
        self._run_from = 0        # the board cards every run shares
        self._post_forced()
        self._begin_street()

    # ----------------------------------------------------------------------------- setup
    def _deck_cards(self) -> List[str]:
        return card_strings(self.game.deck)

    def _post_forced(self) -> None:
        n = self.n
        for seat in range(n):
            if self._antes[seat]:
                self._b.post(seat, self._antes[seat], False)
        self._dead = self._b.contrib_list() if not self.ante_trimming else [0] * n
        blind_seats = list(range(len(self._blinds)))
        live = list(self._live_blind)
        if n == 2 and len(self._blinds) == 2:
            blind_seats = [1, 0]   # heads-up: the big blind on p1, the small blind on p2 (the button)
            live.reverse()
        blind_of = [0] * n
        for seat, amount, counts in [*zip(blind_seats, self._blinds, live),
                                     *((s, a, True) for s, a in zip(range(len(self._blinds), n), self._straddles))]:
            if amount:
                blind_of[seat] = amount if counts else 0
                self._b.post(seat, amount, True)
        # who opens a blinds round: the seat left of the largest live blind or straddle as posted
        bets = self._b.bets_list()
        top, opener = -1, 0
        for seat in range(n):   # the last seat with the largest live blind
            if (bets[seat] if blind_of[seat] else 0) >= top:
                top, opener = bets[seat] if blind_of[seat] else 0, seat
        self._blinds_opener = (opener + 1) % n

    # ----------------------------------------------------------------------------- streets
    def _live(self) -> List[int]:
        return self._b.live_list()

    def _begin_street(self) -> None:
        """Queue the cards of the street, then its draw or its betting."""
        street = self.game.streets[self._street]
        live = [s for s in self._live() if not self._mucked[s]]   # (a hand mucked before the runout: no more cards)
        self._deal_queue = []
        if street.draw:
            self._phase = _DISCARD
            self._b.set_queue(live)
            self._discards = [[] for _ in range(self.n)]
            self._advance()
            return
        cards = street.down + street.up
        board = street.board
        self._street_up = [False] * street.down + [True] * street.up   # each seat's cards of the street: up?
        if cards and self.game.common_card and self._street == len(self.game.streets) - 1 \
                and len(live) * self.game.hole_cards > self.game.deck_size:
            cards, board = 0, 1     # the common card: too few cards for every player's last card
            self._common = True
        if cards:   # tuple.__new__: the Needs without the namedtuple's Python-level constructor
            self._deal_queue += [_new(Need, ("dh", s, cards)) for s in live]
        if board:
            self._deal_queue.append(_new(Need, ("db", None, board)))
        self._phase = _DEAL
        self._advance()

    def _advance(self) -> None:
        """Go on from the state reached: deal what the engine deals, begin and end rounds."""
        while True:
            phase = self._phase
            if phase == _BET:   # the commonest: a betting round just closed
                if not self._b.round_over:
                    return
                self._end_betting()
                continue
            if phase == _DEAL or phase == _REDRAW:
                queue = self._deal_queue
                if queue:
                    stub = self._stub
                    if not stub.deals:
                        return
                    trusted = self._rng is not None
                    redraw = phase == _REDRAW
                    if not redraw:
                        self._deal_street(trusted)
                    while queue:   # the engine deals the whole queue at once
                        need = queue[0]
                        keep = [c for c in self._discards[need.seat] if c] if redraw and need.seat is not None else ()
                        self._apply_deal(need, stub.take(need.count, keep), trusted)
                self._begin_betting()
                continue
            if phase == _DISCARD:
                if self._b.actor >= 0:
                    return
                self._phase = _REDRAW
                self._deal_queue = [Need("dh", s, len(self._discards[s])) for s in self._live() if self._discards[s]]
                continue
            if phase == _SHOW:
                to_show = self._b.queue_list
                if len(to_show) > 1:   # (more than one seat to show: the showdown goes on, as below)
                    return
                unmucked = [s for s in self._live() if not self._mucked[s]]
                if to_show and not (len(unmucked) == 1 and not self._shown[unmucked[0]] and to_show == unmucked):
                    return
                if len(unmucked) > 1 and self._street + 1 < len(self.game.streets):   # shown before the runout
                    self._street += 1
                    self._begin_street()
                    return
                self._settle()
                return
            return

    def _apply_deal(self, need: Need, dealt: list, trusted: bool = False) -> None:
        """Give the cards `need` asks for; `trusted`: from the engine's own shuffled deck (no checks)."""
        kind, seat, _ = need
        if not trusted:
            seen = self._seen
            if not seen.isdisjoint(dealt) or not self._deck.issuperset(dealt) or len(set(dealt)) < len(dealt):
                deck = self._deck
                dealt_now = set()
                for c in dealt:
                    if c is not None:
                        if c in seen or c in dealt_now:
                            raise ValueError(f"duplicate card {c}: it is already in play")
                        if c not in deck:
                            raise ValueError(f"{self.game.name} deals from {self.game.deck_size} cards, "
                                             f"which do not include {c}")
                        dealt_now.add(c)
            seen.update(dealt)
            seen.discard(None)
        del self._deal_queue[0]
        written = "".join(dealt) if None not in dealt else _cards.text(dealt)
        if kind == "db":
            self._board += dealt
            self.actions.append("d db " + written)
            return
        assert seat is not None
        self._holes[seat] += dealt
        self._up[seat] += [False] * len(dealt) if self._phase == _REDRAW else self._street_up
        self.actions.append(_DEALS[seat] + written)   # (at most 32 seats: Betting's bound)

    def _deal_street(self, trusted: bool) -> None:
        """Deal the street's whole queue from the stub in one step (what _apply_deal does a need
        at a time, which it falls back to when a card needs a closer look)."""
        queue, stub = self._deal_queue, self._stub
        dealt: List[List[Optional[str]]] = []
        try:
            for need in queue:
                dealt.append(stub.take(need.count, ()))
        except ValueError:   # the stub ran out part way: deal what it had, as a need at a time would
            for need, cards in zip(list(queue), dealt):
                self._apply_deal(need, cards, trusted)
            raise
        if not trusted:
            flat = [c for cards in dealt for c in cards]
            seen = self._seen
            if not self._clean and (None in flat or len(set(flat)) < len(flat) or not seen.isdisjoint(flat)
                                    or not self._deck.issuperset(flat)):
                for need, cards in zip(list(queue), dealt):
                    self._apply_deal(need, cards, trusted)   # raises where a need at a time raises
                return
            seen.update(flat)
        up = self._street_up
        holes, ups, log = self._holes, self._up, self.actions
        for need, cards in zip(queue, dealt):   # (every card known here: the log joins them as they are)
            seat = need.seat
            if seat is None:
                self._board += cards
                log.append("d db " + "".join(cards))   # type: ignore[arg-type]
            else:
                holes[seat] += cards
                ups[seat] += up
                log.append(_DEALS[seat] + "".join(cards))   # type: ignore[arg-type]
        queue.clear()


    # ----------------------------------------------------------------------------- betting
    def _begin_betting(self) -> None:
        first = self.game.streets[self._street].opener
        due = False
        if first == "blinds":
            opener = self._blinds_opener
        elif first == "bring-in":
            opener = bring_in_seat(self._up_cards(), self._live(), self.game.low)
            due = self._bring_in > 0
        elif first == "up":
            opener = up_opener(self._up_cards(), self._live(), self.game.low)
        else:
            opener = 0
        self._b.begin(opener, self._step() if self.betting == "fixed-limit" else self._min_bet, due)
        if self.open_pair and self._street == 1 and any(_paired(up) for up in map(self._up_cards().__getitem__,
                                                                                  self._live())):
            self._b.allow_big(self._big)   # type: ignore[arg-type]  # (fixed limit: the big bet is set)
        self._phase = _BET

    def _up_cards(self) -> List[List[Optional[str]]]:
        return [[c for c, u in zip(self._holes[s], self._up[s]) if u] for s in range(self.n)]

    def _end_betting(self) -> None:
        """Return the uncalled part of the largest bet and move on."""
        self._b.end()
        if self._b.live_count == 1:
            self._settle()
            return
        if self._showed:   # the hands showed when the betting closed: the rest runs out
            if self._street + 1 < len(self.game.streets):
                self._street += 1
                self._begin_street()
            else:
                self._settle()
            return
        streets = self.game.streets
        if self._street + 1 < len(streets) and (self._b.open_count() > 1   # cards to come, and bets, or a draw
                                                or any(street.draw for street in streets[self._street + 1:])):
            self._street += 1
            self._begin_street()
            return
        self._begin_showdown()   # the last round, or the betting closed with only cards to come

    def _step(self) -> int:
        """The street's smallest bet: the big blind (no- and pot-limit), the small or big bet."""
        if self.betting == "fixed-limit":
            big = self.game.streets[self._street].big
            return (self._big if big else self._small) or self._min_bet   # type: ignore[return-value]
        return self._min_bet

    # ----------------------------------------------------------------------------- showdown
    def _begin_showdown(self) -> None:
        self._showed = True
        if self._street + 1 < len(self.game.streets):   # the betting closed with cards to come: a runout
            self._run_street, self._run_from = self._street + 1, len(self._board)
            to_come = sum(street.board for street in self.game.streets[self._run_street:])
            if self.runs > 1 and self._rng is not None and to_come:   # a shuffled deck: the runs it can deal
                self.runs = max(1, min(self.runs, self._stub.left // to_come))
        n = self.n
        opener = self._b.opener if self._b.opener >= 0 else 0
        folded = self._b.folded_list()
        self._b.set_queue([(opener + k) % n for k in range(n) if not folded[(opener + k) % n]])
        self._phase = _SHOW
        self._advance()

    def _settle(self) -> None:
        """The chips each seat takes (showdown()'s rules, compiled): the stacks are final. Run more
        than once, the board runs out again first; each run then settles its part of every pot."""
        b = self._b
        folded = b.folded_list()
        contesting = [not folded[s] and not self._mucked[s] for s in range(self.n)]
        if self.runs > 1 and self._run_street >= 0 and sum(contesting) > 1:
            self._boards.append(tuple(self._board))
            if len(self._boards) < self.runs:   # the next run: the shared cards, then its own
                self._board = self._board[:self._run_from]
                self._street = self._run_street
                self._begin_street()
                return
            self._board = list(self._boards[0])
            if any(None in self._holes[s] for s in range(self.n) if contesting[s]):
                b.set_queue(())   # a hand shown unknown: the pots stay unpaid
                self._phase = _OVER
                return
            self._chips = [p.chips for p in self._showdown().players]
            for s in range(self.n):
                b.award(s, self._chips[s])
            b.set_queue(())
            self._phase = _OVER
            return
        holes = self._holes
        many = contesting.count(True) > 1
        if many and any([None in holes[s] for s in range(self.n) if contesting[s]]):
            b.set_queue(())   # a hand shown unknown: the pots stay unpaid (`settled` is False)
            self._phase = _OVER
            return
        returned = b.returned_list()   # uncalled chips: back to their seat whatever the showdown
        put_in = [c + r if alive else c for c, r, alive in zip(b.contrib_list(), returned, contesting)]
        halves = self._settled_game().halves
        if not many:
            values = [[0] * len(halves)] * self.n
        else:
            board = _card_set(self._board)
            sets = self._hole_sets = [_card_set(holes[s]) if contesting[s] else None for s in range(self.n)]
            valued = [_value_of(h) for h in halves]
            values = [[value(sets[s], board) for value in valued] if contesting[s] else [0] * len(halves)
                      for s in range(self.n)]
            self._values = {s: values[s] for s in range(self.n) if contesting[s]}   # the result's, again
        taken = None
        if any(self._mucked):   # pots only mucked hands reached: theirs
            put_in, taken = _past_the_contest(put_in, self._dead, contesting, folded)
        self._chips = split(put_in, contesting, values, self._dead)
        chips = self._chips
        for s in range(self.n):
            if not contesting[s]:
                chips[s] += returned[s] + (taken[s] if taken else 0)
            b.award(s, chips[s])
        b.set_queue(())
        self._phase = _OVER

    def _settled_game(self) -> Game:
        return self.game.seated(self.n) if self._common else self.game

    def _showdown(self) -> Any:
        """The whole account of the settlement: pokerbits.showdown()'s of the hand."""
        b = self._b
        n = self.n
        mucked = self._mucked
        alive = [not f and not m for f, m in zip(b.folded_list(), mucked)]
        live = [s for s in range(n) if alive[s]]
        holes_of = self._holes
        shown = [tuple([c for c in holes_of[s] if c]) if alive[s] else () for s in range(n)]
        known = self._values if len(live) > 1 and not self._boards else None   # _settle's values of one run
        holes = self._hole_sets if known is not None else \
            [card_set(" ".join(shown[s])) if alive[s] else None for s in range(n)]
        boards = (self._boards or [tuple(self._board)]) if len(live) > 1 else [()]
        returned = b.returned_list()
        put_in = [c + r if a else c for c, r, a in zip(b.contrib_list(), returned, alive)]
        settled_in, taken = put_in, [0] * n
        if any(mucked):   # pots only mucked hands reached: theirs, outside showdown()'s pots
            settled_in, taken = _past_the_contest(put_in, self._dead, alive, b.folded_list())
        game = self._settled_game().seated(len(live))
        result = engine_showdown(game, holes, shown, boards, settled_in, self._dead, known)   # type: ignore[arg-type]
        back = [r if not a else 0 for r, a in zip(returned, alive)]   # a mucked seat's uncalled chips
        more = [r + t for r, t in zip(back, taken)]                   # (and pots only mucked hands reached)
        beyond = [p - s + r for p, s, r in zip(put_in, settled_in, back)]
        if any(more) or any(beyond):
            players = []
            for p in result.players:
                if more[p.seat] or beyond[p.seat]:
                    # showdown() given the contributions: every seat's chips and contribution are set
                    assert p.chips is not None and p.exact_chips is not None and p.contributed is not None
                    p = replace(p, chips=p.chips + more[p.seat], exact_chips=p.exact_chips + more[p.seat],
                                contributed=p.contributed + beyond[p.seat])
                players.append(p)
            result = replace(result, players=tuple(players))
        assert self._chips is None or [p.chips for p in result.players] == self._chips, \
            "the compiled split and showdown() disagree"
        return result

    # ----------------------------------------------------------------------------- reading
    @property
    def actor(self) -> Optional[int]:
        """The seat to act (bet, discard or show), or None while cards are due or once over."""
        if self._phase in (_BET, _DISCARD, _SHOW):
            a = self._b.actor
            return a if a >= 0 else None
        return None

    @property
    def showing(self) -> bool:
        """Whether the seat to act is at the showdown, to show or muck (`legal.show`, read cheaply)."""
        return self._phase == _SHOW and self._b.actor >= 0

    @property
    def needs(self) -> Optional[Need]:
        """The cards the engine waits for (no seed and no cards given), else None."""
        if self._phase in (_DEAL, _REDRAW) and self._deal_queue:
            return self._deal_queue[0]
        return None

    @property
    def over(self) -> bool:
        return self._phase == _OVER

    @property
    def street(self) -> int:
        return self._street

    @property
    def streets(self) -> int:
        return len(self.game.streets)

    @property
    def stacks(self) -> Tuple[Any, ...]:
        return self.units.outs(self._b.stacks_list())

    @property
    def starting_stacks(self) -> Tuple[Any, ...]:
        return self.units.outs(self._start)

    @property
    def net(self) -> Tuple[Any, ...]:
        """Each seat's chips won so far (negative: lost): its stack less its starting stack.

        >>> hand = Hand("holdem", [100, 100], blinds=(1, 2), seed=1)
        >>> hand.fold(); hand.net     # heads-up: p2, the button, posts the small blind and folds
        (1, -1)
        """
        return self.units.outs([s - t for s, t in zip(self._b.stacks_list(), self._start)])

    @property
    def bets(self) -> Tuple[Any, ...]:
        return self.units.outs(self._b.bets_list())

    @property
    def contributions(self) -> Tuple[Any, ...]:
        return self.units.outs(self._b.contrib_list())

    @property
    def pot(self) -> Any:
        """Every chip put in this hand, this round's bets included (before settlement)."""
        return self.units.out(self._b.pot())

    @property
    def board(self) -> Tuple[Optional[str], ...]:
        """The board (run more than once: the run being dealt, then the first)."""
        return tuple(self._board)

    @property
    def boards(self) -> Tuple[Tuple[Optional[str], ...], ...]:
        """Every run's whole board once the hand is over (one board unless run more than once)."""
        return tuple(self._boards) if self._boards else (tuple(self._board),)

    @property
    def holes(self) -> Tuple[Tuple[Optional[str], ...], ...]:
        return tuple(tuple(h) for h in self._holes)

    @property
    def up(self) -> Tuple[Tuple[bool, ...], ...]:
        """Per seat, which hole cards are face up (stud)."""
        return tuple(tuple(u) for u in self._up)

    @property
    def folded(self) -> Tuple[bool, ...]:
        return tuple(self._b.folded_list())

    @property
    def blinds(self) -> Tuple[Any, ...]:
        """The blinds as given: (small, big), or one entry per seat (negative: not a live blind)."""
        return tuple(self.units.out(b) if live else -self.units.out(b) for b, live in zip(self._blinds, self._live_blind))

    @property
    def straddles(self) -> Tuple[Any, ...]:
        return self.units.outs(self._straddles)

    @property
    def antes(self) -> Tuple[Any, ...]:
        """The antes as given, one per seat (heads-up posted the other way round, as the blinds)."""
        antes = self.units.outs(self._antes)
        return antes if self.n > 2 else antes[::-1]

    @property
    def bring_in_amount(self) -> Any:
        return self.units.out(self._bring_in) if self._bring_in else None

    @property
    def min_bet(self) -> Any:
        """The smallest bet of no- and pot-limit (the big blind unless given)."""
        return self.units.out(self._min_bet)

    @property
    def small_bet(self) -> Any:
        return self.units.out(self._small) if self._small is not None else None

    @property
    def big_bet(self) -> Any:
        return self.units.out(self._big) if self._big is not None else None

    @property
    def settled(self) -> bool:
        """Whether the pots are paid: over, and no hand deciding them shown unknown ('sm ????')."""
        return self._chips is not None

    @property
    def result(self) -> Any:
        """The settled showdown once `settled` (pokerbits.Showdown, chips in the hand's kind), else None."""
        if self._chips is None:
            return None
        if self._result is None:
            result = self._showdown()
            self._result = result if not self.units.decimal and self.units.places == 0 else \
                in_amounts(result, self.units)
        return self._result

    @property
    def legal(self) -> Legal:
        """What `actor` may do now (an empty Legal when nobody is to act)."""
        seat = self.actor
        if seat is None:
            return Legal()
        out = self.units.out
        if self._phase == _DISCARD:
            return Legal(draw=len(self._holes[seat]))
        if self._phase == _SHOW:
            others = [s for s in self._live() if s != seat and not self._mucked[s]]
            return Legal(show=True, muck=bool(others))
        b = self._b
        r = b.legal_raise(seat)
        if b.bring_in_due:
            return Legal(bring_in=out(min(self._bring_in, b.stack(seat))),
                         complete=out(r[0]) if r else None,
                         min_to=out(r[0]) if r else None, max_to=out(r[1]) if r else None)
        call = b.call_amount(seat)
        return Legal(fold=call > 0, check=call == 0, call=out(call),
                     min_to=out(r[0]) if r else None, max_to=out(r[1]) if r else None,
                     complete=out(r[0]) if r and b.completion else None,
                     ends_only=r is not None and self.betting == "fixed-limit" and r[0] < r[1])

    # ----------------------------------------------------------------------------- acting
    def _refuse(self, what: str) -> ValueError:
        seat = self.actor
        if seat is None:
            if self.over:
                return ValueError(f"cannot {what}: the hand is over")
            need = self.needs
            if need is None:
                due = "d"
            elif need.kind == "db":
                due = "d db"
            else:
                assert need.seat is not None   # hole cards are dealt to a seat
                due = f"d dh p{need.seat + 1}"
            return ValueError(f"cannot {what}: the hand waits for cards ({due} ...)")
        return ValueError(f"p{seat + 1} cannot {what}: legal now: {self.legal}")

    def fold(self) -> None:
        """The actor folds (facing a bet; a fold when checking is free is taken too, as histories have it)."""
        seat = self._b.fold() if self._phase == _BET else -1
        if seat < 0:
            raise self._refuse("fold")
        self._bury(seat)
        self.actions.append(_FOLDS[seat])
        if self._b.round_over:
            self._advance()

    def check_call(self) -> None:
        """The actor checks, or calls (all in when it has less)."""
        seat = self._b.check_call() if self._phase == _BET else -1
        if seat < 0:
            raise self._refuse("check or call")
        self.actions.append(_CALLS[seat])
        if self._b.round_over:
            self._advance()

    def post_bring_in(self) -> None:
        """The bring-in seat posts the bring-in (stud's first round)."""
        seat = self._b.post_bring_in(self._bring_in) if self._phase == _BET else -1
        if seat < 0:
            raise self._refuse("post the bring-in")
        self.actions.append(f"p{seat + 1} pb")
        if self._b.round_over:
            self._advance()

    def bet_raise(self, to: Any) -> None:
        """The actor bets or raises to `to` (its whole bet this round), or completes in stud."""
        if self._phase != _BET or self._b.actor < 0:
            raise self._refuse("bet or raise")
        amount = to if type(to) is int and self._int_units and to >= 0 else self.units.to(to, "a bet")
        seat = self._b.bet_raise(amount)
        if seat < 0:
            seat = self._b.actor
            r = self._b.legal_raise(seat)
            out = self.units.out
            if r is None:
                raise ValueError(f"p{seat + 1} cannot raise: legal now: {self.legal}")
            if self.betting == "fixed-limit" and r[0] < amount < r[1]:
                raise ValueError(f"p{seat + 1} cannot bet or raise to {out(amount)}: with an open pair, to "
                                 f"{out(r[0])} (the small bet) or {out(r[1])} (the big bet)")
            raise ValueError(f"p{seat + 1} cannot raise to {out(amount)}: the minimum is {out(r[0])}, "
                             f"the maximum {out(r[1])}")
        self.actions.append(f"p{seat + 1} cbr {to if amount is to else self.units.out(amount)}")
        if self._b.round_over:
            self._advance()

    def discard(self, cards: Any = "") -> None:
        """The actor discards `cards` (PHH text, '' to stand pat; '??' an unknown card)."""
        seat = self.actor
        if seat is None or self._phase != _DISCARD:
            raise self._refuse("discard")
        thrown = _cards.parse(cards)
        hole = list(self._holes[seat])
        for c in thrown:
            if c in hole:
                hole.remove(c)
            elif c is not None:
                raise ValueError(f"p{seat + 1} cannot discard {c}: it does not hold it")
            elif None in hole:
                hole.remove(None)
            else:
                raise ValueError(f"p{seat + 1} cannot discard an unknown card: every card it holds is known")
        self._holes[seat] = hole
        self._up[seat] = [False] * len(hole)
        self._discards[seat] = thrown
        self._stub.dead += [c for c in thrown if c]
        self._seen.difference_update(thrown)
        self._b.skip()
        self.actions.append(f"p{seat + 1} sd" + (f" {_cards.text(thrown)}" if thrown else ""))
        self._advance()

    def show(self, cards: Any = None) -> None:
        """The actor shows its hand at showdown (`cards`: the cards, when the engine does not know them)."""
        seat = self.actor
        if seat is None or self._phase != _SHOW:
            raise self._refuse("show")
        hole = self._holes[seat]
        shown = _cards.parse(cards) if cards is not None and cards != "" else []
        if shown and all(c is None for c in shown):   # shown, the history hides them: who wins is not known
            if len(shown) != len(hole):
                raise ValueError(f"p{seat + 1} holds {len(hole)} cards, shows {len(shown)}")
        elif shown:
            if None in shown:
                raise ValueError(f"p{seat + 1} shows some cards unknown: show them all, '????' none, or muck with 'sm'")
            if len(set(shown)) < len(shown):
                twice = next(c for k, c in enumerate(shown) if c in shown[:k])
                raise ValueError(f"duplicate card {twice}: p{seat + 1} shows it twice")
            if len(shown) == len(hole):
                if any(c is not None and c not in shown for c in hole):
                    raise ValueError(f"p{seat + 1} shows {_cards.text(shown)} but holds {_cards.text(hole)}")
                new = [c for c in shown]
                if self._up[seat] and any(self._up[seat]):   # keep the known up cards in place
                    new = list(hole)
                    rest = [c for c in shown if c not in hole]
                    new = [c if c is not None else rest.pop(0) for c in new]
            elif len(shown) == hole.count(None):
                rest = list(shown)
                new = [c if c is not None else rest.pop(0) for c in hole]
            else:
                raise ValueError(f"p{seat + 1} holds {len(hole)} cards, shows {len(shown)}")
            fresh = [c for c in new if c is not None and c not in hole]   # None: never, `shown` has none
            for c in fresh:
                if c in self._seen:
                    raise ValueError(f"duplicate card {c}: it is already dealt")
            self._seen.update(fresh)
            self._stub.remove(iter(fresh))
            self._holes[seat] = new
        elif None in hole:
            raise ValueError(f"p{seat + 1}'s cards are unknown: show them, e.g. act('sm AsKd')")
        self._shown[seat] = True
        self._b.skip()
        self.actions.append(f"p{seat + 1} sm {_cards.text(self._holes[seat])}")
        self._advance()

    def _reopen(self, reopened: bool = True) -> None:
        """Let the actor raise though only all-ins short of a full raise came since it acted
        (pokerkit 0.7.7 reopens the betting there, and its PHH is read so), or again not."""
        if self._phase == _BET and self._b.actor >= 0:
            self._b.set_acted(self._b.actor, not reopened)

    def _bury(self, seat: int) -> None:
        """A folded or mucked hand's cards are dead. Where the deck may run out (stud and draw
        games: board games seat no more than the deck deals), a reshuffled stub may deal them again."""
        self._stub.dead += [c for c in self._holes[seat] if c]
        if not self.game.board_cards:
            self._seen.difference_update(self._holes[seat])

    def muck(self) -> None:
        """The actor gives up its hand at showdown without showing."""
        seat = self.actor
        if seat is None or self._phase != _SHOW or not self.legal.muck:
            raise self._refuse("muck")
        self._mucked[seat] = True
        self._bury(seat)
        self._b.skip()
        self.actions.append(f"p{seat + 1} sm")
        self._advance()

    def deal(self, text: str) -> None:
        """Deal the cards the engine waits for: 'd dh p3 AsKd', 'd db AhKs2c' (or without 'd ')."""
        self._deal_words(text.split(), text)

    def _deal_words(self, words: List[str], text: str) -> None:
        """deal() of the text's words ('d' first or not)."""
        if words and words[0] == "d":
            del words[0]
        need = self._deal_queue[0] if self._phase in (_DEAL, _REDRAW) and self._deal_queue else None
        if need is None and words[:1] == ["db"]:
            need = self._board_after_the_end()
        if need is None:
            raise ValueError(f"cannot deal {short_repr(text)}: " + ("the hand is over" if self.over else
                             f"p{self.actor + 1} is to act" if self.actor is not None else "no cards are due"))
        if not words or words[0] not in ("dh", "db"):
            raise ValueError(f"cannot read the deal {short_repr(text)}: 'd dh p3 AsKd' or 'd db AhKs2c'")
        if words[0] == "dh":
            if len(words) != 3 or words[1][:1] != "p" or not words[1][1:].isdigit():
                raise ValueError(f"cannot read the deal {short_repr(text)}: 'd dh p3 AsKd'")
            seat = int(words[1][1:]) - 1
            dealt = _cards.parse(words[2])
            if need.kind != "dh" or need.seat != seat or len(dealt) != need.count:
                raise ValueError(f"cannot deal {short_repr(text)}: the hand waits for {_need_text(need)}")
        else:
            dealt = _cards.parse("".join(words[1:]))
            if need.kind != "db" or len(dealt) != need.count:
                raise ValueError(f"cannot deal {short_repr(text)}: the hand waits for {_need_text(need)}")
        if self._phase == _OVER:   # the board after the end: the street it belongs to, once the cards are good
            self._deal_queue = [need]
            try:
                self._apply_deal(need, dealt)
            finally:
                self._deal_queue = []
            self._street += 1
        else:
            self._apply_deal(need, dealt)
        if self._rng is not None:   # a seeded deck never deals them again (Stub.remove: nothing to do otherwise)
            self._stub.remove(iter(c for c in dealt if c))
        self._advance()

    def _board_after_the_end(self) -> Optional[Need]:
        """The next street's board once every hand but one was mucked at the showdown before the
        runout (the hand is over, the last hand took every pot): it may still be dealt, as
        pokerkit and some sites deal it; else None."""
        streets = self.game.streets
        if self._phase != _OVER or not any(self._mucked) or self._street + 1 >= len(streets):
            return None
        street = streets[self._street + 1]
        if not street.board or street.down or street.up or street.draw:
            return None
        return _new(Need, ("db", None, street.board))

    def act(self, text: str) -> None:
        """An action in PHH notation, 'pN ' optional: 'f', 'cc', 'cbr 60', 'pb', 'sd 7c2h', 'sm AsKd'
        (show; 'sm -' the known cards), 'sm' (muck); or a dealing line: 'd dh p3 AsKd', 'd db AhKs2c'."""
        if type(text) is not str:
            raise TypeError(f"an action is PHH text such as 'cbr 60', not {type(text).__name__}")
        quick = _QUICK.get(text)   # the commonest actions, without parsing
        if quick is not None:
            quick(self)
            return
        seated = _SEATED.get(text)   # and with their seat, as histories write them
        if seated is not None and seated[0] == self.actor:
            seated[1](self)
            return
        words = (text.split("#", 1)[0] if "#" in text else text).split()
        if not words:
            raise ValueError("an empty action: 'f', 'cc', 'cbr 60', 'sd 7c2h', 'sm AsKd', 'd db AhKs2c' ...")
        verb = words[0]
        if verb[0] == "p" and verb[1:].isdigit():
            seat = int(verb[1:]) - 1
            if seat != self.actor:
                raise ValueError(f"cannot apply {short_repr(text.strip())}: "
                                 + (f"p{self.actor + 1} is to act" if self.actor is not None else
                                    "the hand is over" if self.over else f"the hand waits for {_need_text(self.needs)}"))
            del words[0]
            if not words:
                raise ValueError(f"no action in {short_repr(text)}")
            verb = words[0]
        n = len(words)
        if verb == "cc" and n == 1:
            self.check_call()
        elif verb == "f" and n == 1:
            self.fold()
        elif verb == "cbr" and n == 2:
            self.bet_raise(_amount(words[1]))
        elif verb == "d":
            self._deal_words(words, text)
        elif verb == "pb" and n == 1:
            self.post_bring_in()
        elif verb == "sd" and n <= 2:
            self.discard(words[1] if n == 2 else "")
        elif verb == "sm" and n <= 2:
            if n == 1:
                self.muck()
            else:
                self.show(None if words[1] == "-" else words[1])
        else:
            raise ValueError(f"cannot read the action {short_repr(text.strip())}: f, cc, cbr AMOUNT, pb, sd CARDS, sm CARDS, "
                             "sm -, d dh pN CARDS, d db CARDS")

    # ----------------------------------------------------------------------------- PHH
    @classmethod
    def from_phh(cls, text_or_path: Any) -> "Hand":
        """The hand of a PHH text or file, replayed to its end (pokerbits.engine.phh)."""
        from pokerbits.engine import phh
        return phh.hand_from_phh(text_or_path)

    def phh(self) -> str:
        """The hand as PHH text (pokerbits.engine.phh)."""
        from pokerbits.engine import phh
        return phh.dumps(phh.fields_from_hand(self))

    def __repr__(self) -> str:
        state = "over" if self.over else f"p{self.actor + 1} to act" if self.actor is not None else \
            f"waiting for {_need_text(self.needs)}"
        return f"<Hand {self.game.key}, {self.n} seats, street {self._street + 1}/{self.streets}: {state}>"


_QUICK = {"cc": Hand.check_call, "f": Hand.fold, "sm -": Hand.show, "sm": Hand.muck, "pb": Hand.post_bring_in,
          "sd": Hand.discard}
_SEATED = {**{f"p{seat + 1} cc": (seat, Hand.check_call) for seat in range(32)},
           **{f"p{seat + 1} f": (seat, Hand.fold) for seat in range(32)}}


def _past_the_contest(put_in: List[int], dead: List[int], contesting: List[bool],
                      folded: List[bool]) -> Tuple[List[int], List[int]]:
    """The chips put in beyond what any hand still contesting put in (antes apart), where only
    hands mucked at the showdown and folded seats reached: no contesting hand can win them, so
    each such pot goes to the mucked hands that reached it, evenly, the odd chip to the first.
    Each seat's chips up to that reach (to settle as usual) and each mucked hand's take beyond.

    >>> _past_the_contest([16, 26, 3, 192, 192], [1, 1, 1, 1, 1], [True, True, False, False, False],
    ...                   [False, False, True, False, True])
    ([16, 26, 3, 26, 26], [0, 0, 0, 332, 0])
    """
    live_in = [c - d for c, d in zip(put_in, dead)]
    reach = max([c for c, alive in zip(live_in, contesting) if alive])
    levels = sorted({c for c, alive, out in zip(live_in, contesting, folded) if not alive and not out and c > reach})
    taken = [0] * len(put_in)
    if not levels:
        return put_in, taken
    low = reach
    for k, level in enumerate(levels):
        top = level if k + 1 < len(levels) else max(live_in)   # (folded chips above the last: its pot's)
        amount = sum([min(c, top) - low for c in live_in if c > low])
        takers = [s for s, c in enumerate(live_in) if c >= level and not contesting[s] and not folded[s]]
        each, odd = divmod(amount, len(takers))
        for rank, s in enumerate(takers):
            taken[s] += each + (rank < odd)
        low = level
    return [min(c, reach) + d for c, d in zip(live_in, dead)], taken


def _deck_of(game: Game) -> frozenset:
    """The card strings of the game's deck (made once a deck)."""
    deck = _DECKS.get(game.deck)
    if deck is None:
        deck = _DECKS[game.deck] = frozenset(card_strings(game.deck))
    return deck


def _whole(value: Any) -> Optional[int]:
    """`value` as an int (numpy integers too), or None when it is no whole number (a bool neither)."""
    try:
        return whole_number(value, "")
    except TypeError:
        return None


_BITS: dict = {}     # each card's set: a hand's set by |
_VALUES: dict = {}   # each half's valuation of (hole set, board set)


def _card_set(cards: List[Optional[str]]) -> int:
    """The card set of known, distinct cards."""
    bits = 0
    for c in cards:
        bit = _BITS.get(c)
        if bit is None:
            bit = _BITS[c] = card_set(c)   # type: ignore[arg-type]  # (known cards: never None)
        bits |= bit
    return bits


def _value_of(half: Any) -> Any:
    """half.value, the system's evaluator looked up once."""
    value = _VALUES.get(half)
    if value is None:
        if half.exactly is None:
            evaluate = half.spec.evaluate
            value = _VALUES[half] = lambda hole, board: evaluate(hole | board)
        else:
            value = _VALUES[half] = half.value
    return value


def _paired(cards: List[Optional[str]]) -> bool:
    """Whether two known cards are of one rank (stud: an open pair among the up cards)."""
    ranks = [c[0] for c in cards if c]
    return len(set(ranks)) < len(ranks)


def _need_text(need: Optional[Need]) -> str:
    if need is None:
        return "nothing"
    if need.kind == "db":
        return f"{need.count} board card{'s' * (need.count > 1)} (d db ...)"
    return f"{need.count} card{'s' * (need.count > 1)} to p{need.seat + 1} (d dh p{need.seat + 1} ...)"   # type: ignore[operator]


def _amount(word: str) -> Any:
    """An amount written in an action: an int, or a Decimal when it has a point."""
    try:
        return int(word)
    except ValueError:
        pass
    from decimal import Decimal, InvalidOperation
    try:
        value = Decimal(word)
    except InvalidOperation:
        raise ValueError(f"cannot read the amount {short_repr(word)}") from None
    if not value.is_finite():
        raise ValueError(f"cannot read the amount {short_repr(word)}")
    return value
