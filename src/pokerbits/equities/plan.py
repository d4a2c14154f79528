"""Equity: each player's expected share of the pot, exact or Monte Carlo, for any game of the table.

The game decides everything: how many cards each player holds, the board, and the halves of the
pot with their ranking systems (read from `pokerbits.games`). Hands are exact cards (all of them,
or some: the rest are dealt, as for Stud up cards), a range (`pokerbits.ranges`), or "random".
The work runs in the compiled core without the GIL, in independent chunks: exact enumeration
in stripes, Monte Carlo in chunks of 65,536 deals each with its own stream of a seeded PRNG, so
the numbers depend on nothing but the arguments (not on `threads`, nor on the platform).

>>> result = equity("holdem", ["AhKh", "QsQd"], board="2c 7d Th")
>>> result.exact, result.deals, round(result.players[1].equity, 4)
(True, 990, 0.7101)
"""
from __future__ import annotations

import itertools
import math
import operator
from array import array
from contextlib import closing
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Generator, Mapping, Optional, Sequence, Union

from pokerbits import games
from pokerbits._thread_pool import stoppable_pool
from pokerbits._core.common.records import record
from pokerbits._core.common import cards as _cards
from pokerbits._core.walks import equity as _equity
from pokerbits._core.walks import exact_walk as _exact_walk
from pokerbits._core.walks import monte_carlo as _monte_carlo
from pokerbits._core.common.args import at_most, run_seed, short_repr, whole_number
from pokerbits.equities import matchups, ranges
from pokerbits.equities.chips import DealPots
from pokerbits.equities.deal import given, make_deal
from pokerbits.equities.hands import Hand, bits, fits, owner_check, parse_hand
from pokerbits.equities.results import ComboEquity, EquityResult, PlayerEquity
from pokerbits.games import Game

_LAYOUT = _equity.layout()
POT_UNITS = _LAYOUT["pot_units"]
MAX_PLAYERS = _LAYOUT["max_players"]
MC_CHUNK = _LAYOUT["mc_chunk"]
TALLY_SIZE = _LAYOUT["size"]     # a task's tally: this many entries, then two per combo of the deal
_DEALS, _WIN, _TIE = _LAYOUT["deals"], _LAYOUT["win"], _LAYOUT["tie"]
_SHARE, _SHARE_SQ, _HALF, _HALF_SQ = _LAYOUT["share"], _LAYOUT["share_sq"], _LAYOUT["half"], _LAYOUT["half_sq"]
EXACT_LIMIT = 1_000_000_000   # units of work (see EquityPlan.work): with samples=None, a walk predicted
                              # to cost more runs Monte Carlo (a unit is about 4 ns: some 4 s)
DEFAULT_SAMPLES = 1_000_000   # Monte Carlo deals when exact enumeration is out of reach
MAX_SAMPLES = 2**48           # (tallies are 64-bit)
_STRIPE_EVALS = 2_000_000     # units of work per exact chunk
_MAX_STRIPES = 256
# An exact walk takes a second thread per this many units of work (some 15-40 ms on one core):
# below it, starting the pool and handing the stripes over cost more than the second core saves
# (measured on a 2-core AMD EPYC guest, 2026-12-06: 90,000 units, a three-way preflop, 0.90 ms on
# one thread against 1.23 on two; 2.6 million, 15 against 53 ms; 47 million, 172 against 80 ms)
_THREAD_WORK = 4_000_000
_MAX_CLASS_STRIPES = 16       # stripes of a deal striped by class (see Deal.stripes_by_class)
_MC_TASK_CHUNKS = 4           # Monte Carlo chunks per task: 262,144 deals
# The exact walk's cost per plain evaluation, in units of work (one evaluation of stud's walk, where
# the classes save nothing), by board cards to come, measured by benchmarks.exact_cost so that a unit
# takes about as long whatever the walk. When it deals the board by classes (Deal.board_by_classes),
# on the 52-card deck (the short deck's boards gain about nothing), Hold'em-shaped deals apart:
_BOARD_CLASS_COST = {True: {1: 0.55, 2: 0.45, 3: 0.3, 4: 0.4, 5: 0.4},
                     False: {1: 0.1, 2: 0.15, 3: 0.3, 4: 0.4, 5: 0.4}}
# and when it deals the board by ranks (Deal.board_by_ranks: Hold'em high, 3 to 5 cards to come)
_BOARD_RANK_COST = {3: 0.075, 4: 0.042, 5: 0.022}
_MAX_COUNTED_CLASSES = 1 << 16   # the planner counts classes of combo assignments up to this many
RANDOM_AS_RANGE = 1326        # an exact walk may take a random hand of at most this many combos (Hold'em's)
                              # as the range of them all: where it deals the board by ranks, its
_RANDOM_AS_RANGE_WORK = 10_000_000   # predicted units of work are over this and the classes of combos
                                     # save a fifth or more (measured: on a smaller board walk they do not pay)


def player_hands(hands: Any) -> list:
    """The hands of an equity problem as a list, one per player, 2 to MAX_PLAYERS of them: read
    no further than that, so that a len() that lies or is huge allocates nothing.

    >>> player_hands(("AA", "KK"))
    ['AA', 'KK']
    """
    if isinstance(hands, (str, bytes, int)) or not hasattr(hands, "__iter__"):
        raise TypeError(f"hands must be a list with one hand or range per player, not {type(hands).__name__}")
    listed = at_most(hands, MAX_PLAYERS)
    if not 2 <= len(listed) <= MAX_PLAYERS:
        got = len(listed) if len(listed) <= MAX_PLAYERS else f"more than {MAX_PLAYERS}"
        raise ValueError(f"equity needs 2 to {MAX_PLAYERS} players, got {got}")
    return listed


def checked_samples(samples: Any) -> Optional[int]:
    """`samples` as an int from 1 to MAX_SAMPLES, or None (the plan decides)."""
    if samples is None:
        return None
    samples = whole_number(samples, "samples")
    if not 1 <= samples <= MAX_SAMPLES:
        raise ValueError(f"samples must be an int from 1 to {MAX_SAMPLES:,}, got {short_repr(samples)}")
    return samples


def checked_progress(progress: Any) -> Optional[Callable[[int, int], Any]]:
    """`progress` if it is a callable or None, else a TypeError."""
    if progress is not None and not callable(progress):
        raise TypeError(f"progress must be a callable or None, not {type(progress).__name__}")
    return progress


def checked_seed(seed: Any) -> Optional[int]:
    """`seed` as a whole number or None, checked once for every kind of run."""
    return None if seed is None else whole_number(seed, "seed")


def _cost(half: games.Half, game: Game) -> float:
    """Evaluation cost of one half for one player, in seven-card high evaluations (measured:
    a low of all the cards, Razz's, about two; an Omaha high hand of 4 hole cards about ten, its
    eight-or-better low about two)."""
    if half.exactly is None:
        return 1.0 if half.system in ("high", "short_deck", "short_deck_triton") else 2.0
    n_hole, n_board = half.exactly
    subsets = math.comb(game.hole_cards, n_hole) * math.comb(game.board_cards, n_board)
    return subsets / (6 if half.system == "high" else 30)


@dataclass(frozen=True)
class EquityTask:
    """One independent, picklable piece of an equity run; `run()` gives its tally."""

    deal: _equity.Deal
    exact: bool
    split: int = 0              # exact: stripe `stripe` of `stripes` at depth `split`
    stripes: int = 1
    stripe: int = 0
    seed: int = 0               # Monte Carlo: chunks first .. first + count - 1 of `samples`
    samples: int = 0
    first: int = 0
    count: int = 0
    combos: bool = True         # Monte Carlo: the tallies per combo too (none where no result shows them)
    table: str = ""             # exact: the system whose matchup table gives the whole deal's tally

    def run(self, stop: Optional[array] = None, threaded: bool = False):
        """The tally; `stop` is the flag the tasks of one run share (array('i'): setting its item
        to 1 ends the running tasks at their next check, with a KeyboardInterrupt). `threaded`:
        the task runs beside others on threads of this process (Monte Carlo then reads its own
        copy of its hot tables: the same tally)."""
        if self.table:
            return matchups.shipped(self.table).tally(self.deal)
        if self.exact:
            return _exact_walk.enumerate_stripe(self.deal, self.split, self.stripes, self.stripe, stop)
        return _monte_carlo.monte_carlo(self.deal, self.seed, self.samples, self.first, self.count, stop,
                                        combos=self.combos, own_tables=threaded)


def run_task(task: EquityTask):
    """Run one task (a module-level function, so process pools and Dask can call it)."""
    return task.run()


class MonteCarloTasks(Sequence):
    """The Monte Carlo tasks of a run, each made when asked for: 2**48 samples are 2**30 tasks,
    too many to hold, and a run may stop long before the last.

    >>> tasks = MonteCarloTasks(None, 1, 2**48)
    >>> len(tasks), tasks[-1].first, tasks[-1].count
    (1073741824, 4294967292, 4)
    """

    def __init__(self, deal: Any, seed: int, samples: int, combos: bool = True) -> None:   # (as EquityTask's)
        self.deal, self.seed, self.samples, self.combos = deal, seed, samples, combos
        self.chunks = -(-samples // MC_CHUNK)

    def __len__(self) -> int:
        return -(-self.chunks // _MC_TASK_CHUNKS)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = operator.index(index)
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(f"task index {index} is outside 0..{len(self) - 1}")
        first = index * _MC_TASK_CHUNKS
        return self.task(first, min(_MC_TASK_CHUNKS, self.chunks - first))

    def task(self, first: int, count: int) -> Any:
        """The task of chunks first .. first + count - 1."""
        return EquityTask(self.deal, False, seed=self.seed, samples=self.samples, first=first, count=count,
                          combos=self.combos)


def player_equity(game: Game, deal: Any, p: int, label: str, need: int, combo_count: int, combos: list, t: Sequence,
                  deals: int, exact: bool, ev: Optional[float] = None, ev_error: Optional[float] = None) -> PlayerEquity:
    """Player p's result from the tallies `t` of `deals` deals: the hand's label and its cards
    still to come (as parsed, a Hand's), `combo_count` hands it may hold, `combos` its combos
    in the deal (an exact plan's, a Monte Carlo plan's, a DrawPlan's or
    pokerbits.equities.fixed's); with chips, its EV (see pokerbits.equities.chips)."""
    weight = t[_DEALS]
    if not weight:   # no deal finished, or every deal's weight underflowed: no number to give
        raise ValueError("no deal was evaluated" if not deals else
                         "every deal has weight 0 (the range weights are too small to multiply)")
    if exact:   # no errors to work out: _share's and _rate's numbers without their calls (hot in small calls)
        eq, win, tie = t[_SHARE + p] / weight / POT_UNITS, t[_WIN + p] / weight, t[_TIE + p] / weight
        eq_error = win_error = tie_error = 0.0
    else:
        eq, eq_error = _share(t, _SHARE + p, _SHARE_SQ + p, weight, deals, exact)
        win, win_error = _rate(t[_WIN + p] / weight, deals, exact)
        tie, tie_error = _rate(t[_TIE + p] / weight, deals, exact)
    if len(game.halves) == 1:      # the core tallies a one-half game's share only
        halves = {game.halves[0].name: eq}
    else:   # each half's mean, as _share has it (a loop: a comprehension would make closure cells every call)
        halves = {}
        for i, h in enumerate(game.halves):
            halves[h.name] = t[_HALF + i * MAX_PLAYERS + p] / weight / POT_UNITS
    return record(PlayerEquity, label, combo_count, eq, win, tie, halves, eq_error, win_error, tie_error,
                  _combo_equities(deal, p, [] if need else combos, t, eq), ev, ev_error)


def _share(t: Sequence, at: int, square_at: int, weight: float, deals: int, exact: bool) -> tuple:
    """A share of the pot (tally entry `at`, its sum of squares at `square_at`) and its standard error."""
    mean = t[at] / weight / POT_UNITS
    if exact or deals < 2:
        return mean, 0.0
    square = t[square_at] / POT_UNITS ** 2
    variance = max(0.0, (square - deals * mean * mean) / (deals - 1))
    return mean, math.sqrt(variance / deals)


def _rate(mean: float, deals: int, exact: bool) -> tuple:
    """A rate of the deals and its standard error."""
    return mean, 0.0 if exact else math.sqrt(mean * (1 - mean) / deals)


def _combo_equities(deal: Any, p: int, combos: list, t: Sequence, equity: float) -> tuple:
    """Player p's per-combo breakdown: for a range or exact cards (`combos` empty for unknown cards)."""
    if not combos:
        return ()
    if len(combos) == 1:
        return (record(ComboEquity, _cards.given_cards(combos[0])[1], 1.0, equity),)   # a card set: highest first
    sums = _equity.combo_sums_of(deal, t, p)
    total = sum(weight for weight, _ in sums)
    out = []   # (a loop: a generator using `total` would give every call, the one-combo one too, a cell)
    for cs, (weight, share) in zip(combos, sums):
        out.append(ComboEquity(tuple(_cards.card_strings(cs)), weight / total if total else 0.0,
                               share / weight / POT_UNITS if weight else 0.0))
    return tuple(out)


# Monte Carlo takes random Hold'em hands as ranges (see EquityPlan.__init__) for at most this many
# random hands and this many hands with several combos in all: with three random hands it runs
# as fast as dealing their cards, with five 1.4x slower, with nine 6x (two combos of the cards
# left share a card 7.6% of the time, and every pair of drawn ranges must not)
_MC_RANDOMS_AS_RANGES = 2
_MC_RANGES_AT_MOST = 3


_EVERY_COMBO: dict = {}   # _every_combo's values, by hand size and deck


def _every_combo(hole_cards: int, deck: int) -> Mapping[int, float]:
    """The range "random" of hands of `hole_cards` cards of `deck`, {card set: weight}, read-only
    (kept: Monte Carlo takes a random Hold'em hand as this range, and parsing it takes longer
    than a small run; two threads may both parse it, to the same value)."""
    if (hole_cards, deck) not in _EVERY_COMBO:
        _EVERY_COMBO[hole_cards, deck] = MappingProxyType(ranges.parse("random", hole_cards, deck))
    return _EVERY_COMBO[hole_cards, deck]


class EquityPlan:
    """A prepared equity problem: its tasks and how their tallies make a result."""

    deal: Any                # the compiled deal (DrawPlan: a DrawDeal)
    combos: list             # per player, the hands it may hold
    combo_sets: list         # per player, its combos in the deal
    tally_size: int
    evaluations: float       # the plain count of evaluations, and the walk's predicted cost in
    work: float              # units of work (see _BOARD_CLASS_COST; 0 where a matchup table answers)
    exact: bool
    tasks: Sequence          # EquityTask (DrawPlan: DrawTask), or made when asked for (MonteCarloTasks)

    def __init__(self, game: Union[str, Game], hands: Sequence, board=(), dead=(), *,
                 samples: Optional[int] = None, seed: Optional[int] = None, pots: Optional[DealPots] = None,
                 seats: Optional[Sequence[int]] = None):
        """`pots`: the hand's pots (chips: every player's EV); `seats`: each hand's seat, for
        messages (when folded seats were left out)."""
        self.game = game if isinstance(game, Game) else games.game(game)
        self.pots = pots
        g = self.game
        hands = player_hands(hands)
        self.game = g = g.seated(len(hands))
        board_cs, self.board_cards = given(board)
        dead_cs, self.dead_cards = given(dead)
        for cs, who in ((board_cs, "the board"), (dead_cs, "the dead cards")):
            if cs & ~g.deck:
                raise ValueError(f"{who}: {g.name} deals from {g.deck_size} cards, which do not include "
                                 + " ".join(_cards.card_strings(cs & ~g.deck)))
        n_board = _cards.card_count_of(board_cs)
        if n_board > g.board_cards:
            raise ValueError(f"{g.name} has {'no board' if not g.board_cards else f'a board of {g.board_cards} cards'}, "
                             f"got {n_board} board cards")
        owner = {bit: "the board" for bit in bits(board_cs)}
        owner_check(owner, dead_cs, "the dead cards")
        self.names = names = [f"player {s + 1}" for s in (seats if seats is not None else range(len(hands)))]
        parsed = [parse_hand(h, g, names[i]) for i, h in enumerate(hands)]
        known = board_cs | dead_cs
        for i, hand in enumerate(parsed):
            if hand.exact:
                owner_check(owner, next(iter(hand.combos)), names[i])
                known |= next(iter(hand.combos))
        self.hands = parsed
        self.board = board_cs
        self.dead = dead_cs
        samples, seed = checked_samples(samples), checked_seed(seed)
        table = matchups.answering(g, len(parsed), board_cs | dead_cs) if samples is None else ""
        if table:   # heads-up preflop: the game's matchup table answers the deal (the walk's numbers)
            self._prepare(known, n_board, None, False, table)
            self.samples = self.seed = None
            self.tasks = [EquityTask(self.deal, True, table=table)]
            return
        randoms = sum(map(self._random_as_range, parsed))
        # Monte Carlo draws a random Hold'em hand as a range of every combo (the same deals): a
        # known rank key instead of two cards dealt and keyed. Ranges are drawn together, all
        # again when two share a card, so not for many hands at once. With `samples` given the
        # deal is made so first, and by cards only where it is not Hold'em-shaped
        as_ranges = (0 < randoms <= _MC_RANDOMS_AS_RANGES
                     and sum(not hand.exact for hand in parsed) <= _MC_RANGES_AT_MOST)
        self._prepare(known, n_board, samples, as_ranges and samples is not None)
        if as_ranges and samples is not None and not self.deal.holdem_shape:
            self._prepare(known, n_board, samples, False)
        if (samples is None and self.deal.board_by_ranks and self.work > _RANDOM_AS_RANGE_WORK and randoms):
            by_cards = self.deal, self.combos, self.combo_sets, self.tally_size, self.evaluations, self.work, self.exact
            self._prepare(known, n_board, samples, True)
            if not (self.exact and self.work <= 0.8 * by_cards[5]):   # the classes save too little
                self.deal, self.combos, self.combo_sets, self.tally_size, self.evaluations, self.work, self.exact = by_cards
        if samples is None and not self.exact and self.deal.holdem_shape and as_ranges:
            self._prepare(known, n_board, DEFAULT_SAMPLES, True)   # (too big for the walk: Monte Carlo)
        if not (self.exact or any(hand.need == 0 and len(cs) > 1 for hand, cs in zip(parsed, self.combo_sets))):
            self.tally_size = TALLY_SIZE   # Monte Carlo, and no range to break down (a random hand
                                           # drawn as one shows none): no tallies per combo
        self.samples = None if self.exact else (samples or DEFAULT_SAMPLES)
        self.seed = None if self.exact else run_seed(seed)
        self.tasks = self._exact_tasks() if self.exact else self._mc_tasks()

    def _random_as_range(self, hand: Hand) -> bool:
        """Whether the exact walk may take `hand` as the range of every combo of the cards left:
        a hand of unknown cards only, of at most RANDOM_AS_RANGE combos."""
        g = self.game
        return hand.need == g.hole_cards and not hand.exact and math.comb(g.deck_size, hand.need) <= RANDOM_AS_RANGE

    def _prepare(self, known: int, n_board: int, samples: Optional[int], random_as_ranges: bool,
                 table: str = "") -> None:
        """The deal (every hand's combos left once the known cards are out), its predicted cost and
        whether it runs exact. With `random_as_ranges`, the hands _random_as_range takes are
        the ranges of every combo of the cards left (the same deals, that the walk then counts
        by classes of combos instead of dealing their cards one by one), and the cost counts the
        classes. With `table` (a matchup table answers the deal) it runs exact, its cost 0."""
        g, parsed = self.game, self.hands
        # a range down to one combo is a fixed hand (the core takes it so): its cards leave the
        # other ranges, which may leave another range one combo, and so on
        combos_of, needs = [], []
        for hand in parsed:
            if random_as_ranges and self._random_as_range(hand):
                combos_of.append(_every_combo(g.hole_cards, g.deck))   # (the known cards leave a new dict below)
                needs.append(0)
            else:
                combos_of.append(hand.combos)
                needs.append(hand.need)
        settled, pinned = known, set()
        while True:
            for i, hand in enumerate(parsed):
                if not hand.exact and i not in pinned:
                    combos_of[i] = {cs: w for cs, w in combos_of[i].items() if not cs & settled}
                    if not combos_of[i]:
                        raise ValueError(f"{self.names[i]}: no hand of {short_repr(hand.label)} is left once the board, "
                                         "dead and known cards are removed")
            single = [i for i, hand in enumerate(parsed)
                      if not hand.exact and i not in pinned and len(combos_of[i]) == 1]
            if not single:
                break
            pinned.add(single[0])
            settled |= next(iter(combos_of[single[0]]))
        players = [(list(combos), list(combos.values()), need) for combos, need in zip(combos_of, needs)]
        if not fits([p[0] for p in players if len(p[0]) > 1], settled):
            raise ValueError("the ranges cannot all be dealt at once: every choice of hands shares a card")
        left = g.deck_size - _cards.card_count_of(known)
        self.combos = [math.comb(left, hand.need) if hand.need else len(players[i][0])
                       for i, hand in enumerate(parsed)]
        self.deal = make_deal(g, self.board, n_board, self.dead, players, self.pots)
        self.combo_sets = [combos for combos, _, _ in players]
        self.tally_size = TALLY_SIZE + 2 * sum(self.deal.combo_counts)
        self.evaluations = self._evaluations(players, n_board)
        if table:
            self.work, self.exact = 0.0, True
            return
        self.work = self.evaluations   # the exact walk's predicted cost, worked out where it decides
        if self.deal.board_by_ranks:
            self.work *= _BOARD_RANK_COST[g.board_cards - n_board]
        if samples is None and (random_as_ranges or self.work > EXACT_LIMIT):
            self.work = self._class_work(g.board_cards - n_board)
        self.exact = samples is None and self.work <= EXACT_LIMIT

    def _evaluations(self, players: list, n_board: int) -> float:
        g = self.game
        left = g.deck_size - _cards.card_count_of(self.board | self.dead)
        leaves = 1
        for combos, _, need in players:
            left -= _cards.card_count_of(combos[0])
            leaves *= len(combos)
        for _, _, need in players:
            leaves *= math.comb(left, need)
            left -= need
        leaves *= math.comb(left, g.board_cards - n_board)
        return leaves * len(players) * sum(_cost(h, g) for h in g.halves)

    def _class_work(self, board_need: int) -> float:
        """The exact walk's cost in units of work: `evaluations` less what its classes save, the
        board's (a measured share) and the combo assignments' (counted: one is walked per class,
        counted only as far as decides the limit)."""
        deal, work = self.deal, self.evaluations
        if deal.board_by_ranks:
            work *= _BOARD_RANK_COST[board_need]
        elif deal.board_by_classes and self.game.deck_size == 52:
            work *= _BOARD_CLASS_COST[deal.holdem_shape].get(board_need, 1.0)
        if not deal.stripes_by_class:
            return work
        per_class = work / math.prod(len(combos) for combos in self.combo_sets)
        limit = min(int(EXACT_LIMIT // per_class), _MAX_COUNTED_CLASSES)
        classes = _exact_walk.count_classes(deal, limit) if limit else 1
        return work if classes > limit else per_class * classes

    def _exact_tasks(self) -> list:
        stripes = max(1, min(_MAX_STRIPES, math.ceil(self.work / _STRIPE_EVALS)))
        if self.deal.stripes_by_class:   # split at the combos; each stripe looks at every assignment
            split = self.deal.n_players
            nodes = _exact_walk.count_nodes(self.deal, split)
            stripes = min(stripes, _MAX_CLASS_STRIPES) if nodes else 0
        else:
            for split in range(self.deal.n_slots + 1):
                nodes = _exact_walk.count_nodes(self.deal, split)
                if nodes >= 4 * stripes:
                    break
            stripes = min(stripes, nodes)
        if stripes == 0:
            raise ValueError("no deal is possible: the hands share cards")
        return [EquityTask(self.deal, True, split=split, stripes=stripes, stripe=k) for k in range(stripes)]

    def _mc_tasks(self) -> MonteCarloTasks:
        assert self.samples is not None and self.seed is not None   # not exact: both are set
        return MonteCarloTasks(self.deal, self.seed, self.samples, self.tally_size > TALLY_SIZE)

    def workers(self, threads: int) -> int:
        """The threads of `threads` that pay on this run: no more than its tasks, and for an exact
        walk one per _THREAD_WORK units of work (a second thread's pool and hand-over cost more
        than a short walk saves). The numbers are the same on any count (see the module).

        >>> EquityPlan("holdem", ["AhKh", "QsQd", "JcTc"]).workers(2)   # a millisecond's walk
        1
        """
        useful = int(self.work // _THREAD_WORK) if self.exact else len(self.tasks)
        return max(1, min(threads, len(self.tasks), useful))

    def outputs(self, threads: int = 1) -> Generator[tuple, None, None]:
        """(task index, tally) as tasks finish, on `threads` threads (the GIL is released);
        a few tasks per thread are queued at a time, and when the caller stops early (Ctrl-C,
        an error, closing the iterator) the running tasks stop at their next check: every
        thread is joined within milliseconds."""
        threads = whole_number(threads, "threads")
        if threads < 1:
            raise ValueError(f"threads must be at least 1, got {short_repr(threads)}")
        workers = self.workers(threads)
        if workers == 1:
            for index, task in enumerate(self.tasks):
                yield index, task.run()
            return
        from concurrent.futures import FIRST_COMPLETED, wait

        queue = enumerate(self.tasks)
        with stoppable_pool(workers) as (pool, stop):
            pending = {pool.submit(task.run, stop, True): i for i, task in itertools.islice(queue, 2 * workers)}
            while pending:
                # woken often: a signal that went to another thread is handled here only
                # when this thread runs Python code again
                done, _ = wait(pending, timeout=0.05, return_when=FIRST_COMPLETED)
                for future in done:
                    yield pending.pop(future), future.result()
                for i, task in itertools.islice(queue, len(done)):
                    pending[pool.submit(task.run, stop, True)] = i

    def result(self, outputs: dict) -> EquityResult:
        """The result of the tallies of the finished tasks ({task index: tally})."""
        complete = len(outputs) == len(self.tasks)
        if self.exact:
            if not complete:
                raise ValueError("an exact run needs every task")
            deals = sum(outputs[i][0] for i in range(len(self.tasks)))
            totals = outputs[0][1]                    # (0.0 + x is x: the first as it is)
            for i in range(1, len(self.tasks)):       # in task order: the same sums every time
                totals = [a + b for a, b in zip(totals, outputs[i][1])]
        else:
            totals = [sum(column) for column in zip(*outputs.values())] or [0] * self.tally_size
            deals = totals[_LAYOUT["deals"]]
        return self._result(totals, deals, complete)

    def _result(self, totals: list, deals: int, complete: bool) -> EquityResult:
        n = len(self.hands)
        ev, errors, pots = (self.pots.evs(totals, deals, self.exact, n) if self.pots is not None
                            else ([None] * n, [None] * n, ()))
        players = tuple(self._player(p, totals, deals, ev[p], errors[p]) for p in range(n))
        return record(EquityResult, self.game, self.board_cards, self.dead_cards, players, deals, self.exact,
                      self.seed, complete, pots, ())

    def _player(self, p: int, t: list, deals: int, ev: Optional[float], ev_error: Optional[float]) -> PlayerEquity:
        hand = self.hands[p]
        return player_equity(self.game, self.deal, p, hand.label, hand.need, self.combos[p], self.combo_sets[p], t,
                             deals, self.exact, ev, ev_error)

    def run(self, threads: int = 1, progress: Optional[Callable[[int, int], Any]] = None) -> EquityResult:
        """The result, on `threads` threads. `progress(done, total)` is called after each finished
        task (Monte Carlo chunks of 262,144 deals, exact stripes). A KeyboardInterrupt (Ctrl-C,
        or raised by `progress`) propagates with `.result` attached: the Monte Carlo result of the
        finished tasks (complete=False), or None for an exact run or when no task finished."""
        progress = checked_progress(progress)
        done, exact_outputs = 0, {}
        totals: list = [0] * self.tally_size   # Monte Carlo tallies are integers: add them up as they come
        try:
            with closing(self.outputs(threads)) as outputs:   # stopped at once on Ctrl-C
                for index, tally in outputs:
                    done += 1
                    if self.exact:
                        exact_outputs[index] = tally
                    else:
                        totals = [a + b for a, b in zip(totals, tally)]
                    if progress is not None:
                        progress(done, len(self.tasks))
        except KeyboardInterrupt as interrupt:
            partial = None if self.exact or not done else self._result(totals, totals[_LAYOUT["deals"]], False)
            interrupt.result = partial      # type: ignore[attr-defined]
            raise
        if self.exact:
            return self.result(exact_outputs)
        return self._result(totals, totals[_LAYOUT["deals"]], True)
