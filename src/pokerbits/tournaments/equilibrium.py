"""Heads-up push/fold at equilibrium, in chips or in tournament prizes (ICM).

The game: everyone else has folded; the small blind (0.5 big blinds) shoves or folds, the big
blind (1) calls the shove or folds; each player has posted `ante` too. Stacks count big blinds
before anything is posted; the effective stack is the smaller of the two blinds'. A call puts
the effective stack in from each side, the pot goes to the better hand (half each on a tie).
Nothing else is allowed: no limp, no smaller raise, no play after the flop. Each side picks a
frequency per starting-hand class (169), and the solver (pokerbits._core.walks.push_fold,
CFR+) runs until what best responses gain against the pair, the exploitability, is at most
TOLERANCE of the stakes (the effective stack, or the prize pool).

Card removal is exact: the chance of each (small blind class, big blind class) pair counts the
pairs of combos with no card in common, and the showdown chances are those of the exact
heads-up class table over all of them (`matchups`). With strategies that play every combo of a
class alike, those class-level numbers give every combo's payoff exactly.

>>> r = push_fold(10)
>>> round(r.push_percent), round(r.call_percent), r.push["AA"], r.call["72o"], r.exploitability < 1e-4
(58, 37, 1.0, 0.0, True)
"""
from __future__ import annotations

import math
import numbers
from array import array
from itertools import combinations, product
from typing import Any, Callable, Iterator, NamedTuple, Optional, Sequence, Union, overload

from pokerbits._core.common.args import whole_number
from pokerbits._core.walks import push_fold as _solver
from pokerbits._core.walks.icm import exact_work
from pokerbits._once import once
from pokerbits.equities.preflop import BOARDS_PER_PAIR, CLASS_NAMES, N_CLASSES, class_combos, preflop_table
from pokerbits.tournaments.chip_model import EXACT_LIMIT, amounts, icm
from pokerbits.tournaments.results import FullTableResult, PushFoldResult

SMALL_BLIND, BIG_BLIND = 0.5, 1.0
MAX_BIG_BLINDS = 1000       # a deeper stack is chips counted as big blinds (push/fold is long over by then)
TOLERANCE = 1e-7            # the exploitability sought, as a part of the stakes
MAX_ITERATIONS = 50_000      # a second or two: CFR+ needs a few thousand at most (measured 1 to 200 bb)
MAX_MIXED = 3               # purified tries up to this many mixed classes a side
CANDIDATES = 7              # ... among this many candidates a side
EXACT = 1e-12               # purified accepts an exploitability up to this part of the stakes
SNAP = 1e-12                # a mixed frequency this near 0 or 1 is pure
AMBIGUOUS = 3               # ... each start of theirs tried both ways for this many classes CFR+ mixes
SETTLE_STEPS = 8            # purified's turns of setting one side's pure classes by the sign of their gains
DEALS = 1326 * 1225        # (small blind combo, big blind combo) deals


class Matchups(NamedTuple):
    """Per pair of classes (a, b), at [169 * a + b]: `pairs`, the (combo of a, combo of b) pairs with
    no card in common; `win` and `tie`, the chances that a's combo wins and ties over those pairs
    and every board (0.0 where no pair exists)."""

    pairs: tuple
    win: tuple
    tie: tuple


@once
def matchups() -> Matchups:
    """The showdown chances behind push/fold, from the shipped exact heads-up class table (whose
    counts sum over every compatible pair of combos and every board): the one place push/fold
    reads equities from.

    >>> m = matchups()
    >>> aa_kk = 169 * 0 + 14       # AA against KK
    >>> m.pairs[aa_kk], round(m.win[aa_kk], 4), round(m.tie[aa_kk], 4)
    (36, 0.8171, 0.0046)
    """
    table = preflop_table()
    win, tie = [], []
    for a in range(N_CLASSES):
        for b in range(N_CLASSES):
            ab, ba = N_CLASSES * a + b, N_CLASSES * b + a
            deals = table.pairs[ab] * BOARDS_PER_PAIR
            win.append(table.wins[ab] / deals if deals else 0.0)
            tie.append((deals - table.wins[ab] - table.wins[ba]) / deals if deals else 0.0)
    return Matchups(tuple(table.pairs), tuple(win), tuple(tie))


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{what} must be a number, not {type(value).__name__}")
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(f"{what} must be a finite number, got {number}")
    return number


def _seat(value: Any, what: str, players: int) -> int:
    seat = whole_number(value, what)
    if not 0 <= seat < players:
        raise ValueError(f"{what} must be a player's index, 0 to {players - 1}, got {seat}")
    return seat


def posts(stacks: Sequence[float], sb: int, bb: int, ante: float, small_blind: float = SMALL_BLIND,
          bb_ante: bool = False) -> tuple[list, list]:
    """(dead, blinds): what each player has put in before anyone acts, in big blinds: `dead` the
    antes (each player's, or with `bb_ante` the big blind's for every player at the table, after
    its blind), `blinds` the blinds; each as much as the stack allows.

    >>> posts([10, 10, 0.7], 1, 2, 0.1, bb_ante=True)
    ([0.0, 0.0, 0.0], [0.0, 0.5, 0.7])
    """
    dead, blinds = [0.0] * len(stacks), [0.0] * len(stacks)
    blinds[sb], blinds[bb] = min(stacks[sb], small_blind), min(stacks[bb], BIG_BLIND)
    if bb_ante:
        dead[bb] = min(stacks[bb] - blinds[bb], ante * len(stacks))
    else:
        dead = [min(s, ante) for s in stacks]
        blinds[sb], blinds[bb] = min(stacks[sb] - dead[sb], small_blind), min(stacks[bb] - dead[bb], BIG_BLIND)
    return dead, blinds


def decisions(stacks: Sequence[float], sb: int, bb: int, ante: float, small_blind: float = SMALL_BLIND,
              bb_ante: bool = False) -> tuple[bool, bool]:
    """(the small blind has a choice, the big blind has one): the small blind has none when it
    is all in with its blind or has matched a big blind all in for less; the big blind none when
    what the shove can add is nothing (all in with its blind, or facing a shove no bigger).

    >>> decisions([10, 10], 0, 1, 0.0), decisions([10, 0.8], 0, 1, 0.0), decisions([0.4, 10], 0, 1, 0.0)
    ((True, True), (True, False), (False, False))
    """
    dead, blinds = posts(stacks, sb, bb, ante, small_blind, bb_ante)
    live_sb, live_bb = stacks[sb] - dead[sb], stacks[bb] - dead[bb]
    sb_decides = live_sb > blinds[sb] and blinds[bb] > blinds[sb]
    return sb_decides, sb_decides and min(live_sb, live_bb) > blinds[bb]


def outcomes(stacks: Sequence[float], sb: int, bb: int, ante: float, small_blind: float = SMALL_BLIND,
             bb_ante: bool = False) -> dict[str, list[float]]:
    """Every player's stack after each way the hand ends: "fold" (the small blind folds), "steal"
    (the big blind folds to the shove), "sb wins", "tie" and "bb wins" (the shove called: each
    blind all in up to the smaller of the two stacks left after the antes, the rest returned).

    >>> ends = outcomes([10.0, 10.0], 0, 1, 0.0)
    >>> ends["steal"], ends["sb wins"]
    ([11.0, 9.0], [20.0, 0.0])
    """
    dead, blinds = posts(stacks, sb, bb, ante, small_blind, bb_ante)
    posted = [d + b for d, b in zip(dead, blinds)]
    pot = sum(posted)
    covered = min(stacks[sb] - dead[sb], stacks[bb] - dead[bb])   # each blind's chips in a called shove
    in_pot = list(posted)
    in_pot[sb], in_pot[bb] = dead[sb] + covered, dead[bb] + covered
    called_pot = sum(in_pot)

    def end(paid: list, *shares: tuple) -> list:
        out = [s - p for s, p in zip(stacks, paid)]
        for seat, chips in shares:
            out[seat] += chips
        return out

    return {"fold": end(posted, (bb, pot)), "steal": end(posted, (sb, pot)),
            "sb wins": end(in_pot, (sb, called_pot)), "tie": end(in_pot, (sb, called_pot / 2), (bb, called_pot / 2)),
            "bb wins": end(in_pot, (bb, called_pot))}


@overload
def push_fold(stack: float, ante: float = 0.0, *, blinds: Optional[Sequence[float]] = None,
              bb_ante: bool = False, antes: Optional[float] = None) -> PushFoldResult: ...
@overload
def push_fold(stack: None = None, ante: float = 0.0, *, stacks: Sequence[float], payouts: Sequence[float], sb: int,
              bb: int, blinds: Optional[Sequence[float]] = None, bb_ante: bool = False,
              antes: Optional[float] = None) -> PushFoldResult: ...
@overload
def push_fold(stack: None = None, ante: float = 0.0, *, stacks: Sequence[float],
              payouts: Optional[Sequence[float]] = None, blinds: Optional[Sequence[float]] = None,
              bb_ante: bool = False, tolerance: Optional[float] = None,
              progress: Optional[Callable[[int, int], Any]] = None,
              antes: Optional[float] = None) -> FullTableResult: ...
def push_fold(stack: Optional[float] = None, ante: float = 0.0, *, stacks: Optional[Sequence[float]] = None,
              payouts: Optional[Sequence[float]] = None, sb: Optional[int] = None, bb: Optional[int] = None,
              blinds: Optional[Sequence[float]] = None, bb_ante: bool = False, tolerance: Optional[float] = None,
              progress: Optional[Callable[[int, int], Any]] = None,
              antes: Optional[float] = None) -> Union[PushFoldResult, FullTableResult]:
    """The heads-up push/fold equilibrium at `stack` effective, each player posting `antes`
    (`ante`, its first name, the same: give one; or, with `bb_ante`, the big blind posting the
    ante for both), in chips (chip EV); or, with `stacks`
    (every player's stack) and `payouts` (payouts[k] the prize of place k + 1), in prizes: each
    end of the hand valued by icm() of the stacks it leaves, the small blind the player at index
    `sb` and the big blind the one at `bb`, everyone else folded (with `bb_ante`, the big blind
    posts an ante for every player in `stacks`).

    Units: stacks and ante in big blinds (the small blind 0.5); or, with `blinds` = (small,
    big), in chips like the blinds. A stack over MAX_BIG_BLINDS big blinds is refused as chips
    counted as big blinds. A stack of a big blind or less is all in with its blind: the side
    without a choice plays every hand (1.0).

    At a full table: `stacks` of 3 to 10 players in the order they act (the small and the big
    blind last) without `sb` and `bb`, chip EV or ICM with `payouts` (10 players too): a
    FullTableResult (see
    pokerbits.tournaments.full_table for the game and its model), solved until no player's best
    response gains more than `tolerance` (default 1e-4 bb, or 1e-5 of the prize pool);
    `progress(done, total)` follows its three phases in turn, a third of `total` each: building
    the game (its terms valued, in Python: seconds with ICM at 9 or 10 players), CFR+ (its
    iterations, of at most 20,000) and the exact step (its evaluations, of its budget).

    >>> r = push_fold(stacks=[20, 10, 10], payouts=[50, 30, 20], sb=1, bb=2)
    >>> r.stack, r.push_percent < push_fold(10).push_percent, r.exploitability < 1e-4
    (10.0, True, True)
    >>> push_fold(2000, blinds=(100, 200)).push == push_fold(10).push
    True
    >>> push_fold(10, antes=0.125).push == push_fold(10, 0.125).push
    True
    """
    ante = ante_given(ante, antes)
    if not isinstance(bb_ante, bool):
        raise TypeError(f"bb_ante must be True or False, not {type(bb_ante).__name__}")
    small_blind, unit, unit_name = SMALL_BLIND, 1.0, "bb"
    if blinds is not None:
        small_blind, unit = _blinds(blinds)
        small_blind, unit_name = small_blind / unit, "chips"
        ante /= unit
    if stacks is None:
        if payouts is not None or sb is not None or bb is not None:
            raise ValueError("payouts, sb and bb go with stacks= (the ICM variant)")
        if stack is None:
            raise ValueError("give the effective stack, or stacks= and payouts= for ICM")
        effective = _number(stack, "stack") / unit
        seats, chips, sb_seat, bb_seat = 2, [effective, effective], 0, 1
        if not effective > 0:
            raise ValueError(f"stack must be more than 0, got {stack}")
    else:
        if stack is not None:
            raise ValueError("give stack (heads-up, chip EV) or stacks= (ICM), not both")
        if sb is None and bb is None and not isinstance(stacks, (str, bytes)) and len(amounts(stacks, "stacks")) > 2:
            return _full_table(stacks, ante, unit, small_blind, unit_name, payouts, bb_ante, tolerance, progress)
        if payouts is None or sb is None or bb is None:
            raise ValueError("the ICM variant needs payouts=, sb= and bb= with stacks= (or 3 or more stacks for a full table)")
        chips, prizes = [c / unit for c in amounts(stacks, "stacks")], amounts(payouts, "payouts")
        seats = len(chips)
        sb_seat, bb_seat = _seat(sb, "sb", seats), _seat(bb, "bb", seats)
        if sb_seat == bb_seat:
            raise ValueError("sb and bb must be two different players")
        if exact_work(seats, min(seats, len(prizes)), EXACT_LIMIT) < 0:
            raise ValueError(f"{seats} players with {len(prizes)} prizes are too many for exact ICM")
        effective = min(chips[sb_seat], chips[bb_seat])
        for seat, name in ((sb_seat, "small"), (bb_seat, "big")):
            if not chips[seat] > 0:
                raise ValueError(f"the {name} blind's stack must be more than 0")
        short = [i for i, c in enumerate(chips) if i not in (sb_seat, bb_seat) and c <= (0 if bb_ante else ante)]
        if short:
            raise ValueError(f"stacks[{short[0]}] must be more than the ante ({ante * unit:g} {unit_name})")
    if max(chips) > MAX_BIG_BLINDS:
        raise ValueError(f"a stack of {max(chips):,.4g} big blinds is more than {MAX_BIG_BLINDS:,} big blinds: "
                         "for stacks in chips, give blinds=(small, big) in chips too")
    rules = (sb_seat, bb_seat, ante, small_blind, bb_ante)
    ends = outcomes(chips, *rules)
    if stacks is None:
        value = {name: (after[0] - chips[0], after[1] - chips[1]) for name, after in ends.items()}
        stakes = effective
    else:
        value = {name: _prize_values(after, prizes, sb_seat, bb_seat) for name, after in ends.items()}
        stakes = sum(prizes[:seats])
    push, call, iterations, exploitability = _solve(value, TOLERANCE * stakes, stakes, decisions(chips, *rules))
    icm_game = stacks is not None
    return PushFoldResult(effective, ante, dict(zip(CLASS_NAMES, push)), dict(zip(CLASS_NAMES, call)),
                          exploitability, iterations, tuple(chips) if icm_game else None,
                          tuple(prizes) if icm_game else None, sb_seat if icm_game else None,
                          bb_seat if icm_game else None, bb_ante)


def _full_table(stacks: Any, ante: float, unit: float, small_blind: float, unit_name: str, payouts: Any,
                bb_ante: bool, tolerance: Any, progress: Any, warm: Optional[array] = None) -> FullTableResult:
    """push_fold at a full table: the arguments checked, in big blinds, and solved (`warm`: see
    full_table.solve_table)."""
    from pokerbits.tournaments.full_table import MAX_PLAYERS, full_table

    chips = [c / unit for c in amounts(stacks, "stacks")]
    n = len(chips)
    if n > MAX_PLAYERS:
        raise ValueError(f"push_fold plays 2 to {MAX_PLAYERS} players, got {n} stacks")
    if max(chips) > MAX_BIG_BLINDS:
        raise ValueError(f"a stack of {max(chips):,.4g} big blinds is more than {MAX_BIG_BLINDS:,} big blinds: "
                         "for stacks in chips, give blinds=(small, big) in chips too")
    prizes = None
    if payouts is not None:
        prizes = amounts(payouts, "payouts")
        if not sum(prizes[:n]) > 0:
            raise ValueError("payouts must pay something to the places of these players")
    short = [i for i, c in enumerate(chips) if not c > (0 if bb_ante or i >= n - 2 else ante)]
    if short:
        what = "0" if bb_ante or short[0] >= n - 2 else f"the ante ({ante * unit:g} {unit_name})"
        raise ValueError(f"stacks[{short[0]}] must be more than {what}")
    if tolerance is not None:
        tolerance = _number(tolerance, "tolerance")
        if not tolerance > 0:
            raise ValueError(f"tolerance must be more than 0, got {tolerance:g}")
    dead, blinds = posts(chips, n - 2, n - 1, ante, small_blind, bb_ante)
    return full_table(chips, dead, blinds, prizes, ante, bb_ante, unit, tolerance, progress, warm)


def ante_given(ante: Any, antes: Any) -> float:
    """The ante: `antes` (the keyword's name in issue 50) or `ante` (its first name, kept: the
    heads-up push_fold takes it second), one of the two, a number 0 or more.

    >>> ante_given(0.0, 0.125), ante_given(0.125, None)
    (0.125, 0.125)
    >>> ante_given(0.1, 0.2)
    Traceback (most recent call last):
    ValueError: give ante or antes (the same thing), not both
    """
    if antes is not None:
        if not (isinstance(ante, numbers.Real) and not isinstance(ante, bool) and ante == 0):
            raise ValueError("give ante or antes (the same thing), not both")
        ante, name = antes, "antes"
    else:
        name = "ante"
    value = _number(ante, name)
    if not value >= 0:
        raise ValueError(f"{name} must not be negative, got {value:g}")
    return value


def _blinds(blinds: Any) -> tuple[float, float]:
    try:
        small, big = blinds
    except (TypeError, ValueError):
        raise TypeError("blinds must be two numbers, (small blind, big blind), in chips") from None
    small, big = _number(small, "the small blind"), _number(big, "the big blind")
    if not 0 < small <= big:
        raise ValueError(f"blinds must be (small, big) with 0 < small <= big, got ({small:g}, {big:g})")
    return small, big


def _prize_values(after: list, prizes: list, sb: int, bb: int) -> tuple:
    equities = icm(after, prizes).equities
    return equities[sb], equities[bb]


def payoff_tables(value: dict[str, tuple[float, float]]) -> tuple[array, array, array]:
    """The solver's three tables (see pokerbits._core.walks.push_fold) from each end's value to
    the small blind and to the big blind, value[end] = (small blind's, big blind's), weighted
    by the chance of each pair of classes (card removal counted pair of combos by pair)."""
    m = matchups()
    sb_fold, sb_steal = value["fold"][0], value["steal"][0]
    bb_steal = value["steal"][1]
    (sb_win, bb_lose), (sb_tie, bb_tie), (sb_lose, bb_win) = value["sb wins"], value["tie"], value["bb wins"]
    steal = array("d", bytes(8 * N_CLASSES))
    called, defend = array("d", bytes(8 * N_CLASSES * N_CLASSES)), array("d", bytes(8 * N_CLASSES * N_CLASSES))
    for a in range(N_CLASSES):
        for b in range(N_CLASSES):
            ab = N_CLASSES * a + b
            chance = m.pairs[ab] / DEALS
            if not chance:
                continue
            win, tie = m.win[ab], m.tie[ab]
            lose = 1.0 - win - tie
            steal[a] += chance * (sb_steal - sb_fold)
            called[ab] = chance * (win * sb_win + tie * sb_tie + lose * sb_lose - sb_steal)
            defend[ab] = chance * (win * bb_lose + tie * bb_tie + lose * bb_win - bb_steal)
    return steal, called, defend


def _solve(value: dict, tolerance: float, stakes: float, choices: tuple[bool, bool] = (True, True)) -> tuple:
    """(push frequencies, call frequencies, iterations, exploitability) at equilibrium: CFR+ to
    `tolerance`, then `purified`: the exact equilibrium next to CFR+'s averages, every class
    played always or never exactly 1.0 or 0.0 (CFR+'s averages, when no exact one is found).
    `choices`: which blind has one (`decisions`); a side without plays every hand (1.0), and
    against it the other's best response is the equilibrium."""
    tables = payoff_tables(value)
    if not choices[1]:
        every = array("d", [1.0] * N_CLASSES)
        push_gain = _solver.gains(*tables, every, every)[0]
        pushes = [float(g > 0) for g in push_gain] if choices[0] else [1.0] * N_CLASSES
        return pushes, [1.0] * N_CLASSES, 0, 0.0
    push, call = array("d", bytes(8 * N_CLASSES)), array("d", bytes(8 * N_CLASSES))
    iterations = _solver.solve(*tables, MAX_ITERATIONS, tolerance, push, call)
    found = purified(tables, list(push), list(call), EXACT * stakes)
    if found is None:
        return list(push), list(call), iterations, sum(_solver.exploitability(*tables, push, call))
    return found[0], found[1], iterations, found[2]


def _candidates(frequencies: list, gains: list) -> list:
    """The classes that may be mixed at equilibrium, the likeliest first: those CFR+ mixes, then
    those nearest to indifference (gain per combo), CANDIDATES in all."""
    mixed = sorted((c for c in range(N_CLASSES) if 1e-3 < frequencies[c] < 1 - 1e-3),
                   key=lambda c: -min(frequencies[c], 1 - frequencies[c]))
    near = sorted(range(N_CLASSES), key=lambda c: abs(gains[c]) / class_combos(c))
    out = mixed[:CANDIDATES]
    for c in near:
        if len(out) >= CANDIDATES:
            break
        if c not in out:
            out.append(c)
    return out


def purified(tables: tuple[array, array, array], push: list, call: list, accept: float) -> Optional[tuple]:
    """The exact equilibrium next to `push` and `call` (CFR+'s averages): for as many mixed
    classes on each side as needed (0, 1, 2, ... up to MAX_MIXED), each choice among the
    `_candidates` is tried with every other class pure (from each start of `_choices`, then by
    the sign of its gain against the mix found, one side a turn, until that settles) and the
    mixed frequencies those that leave the other side's mixed classes indifferent (`exact_mix`).
    The first whose exploitability is at most `accept`: (push, call, exploitability); None if
    none is."""
    push_gain, call_gain = _solver.gains(*tables, array("d", push), array("d", call))
    push_pool, call_pool = _candidates(push, push_gain), _candidates(call, call_gain)
    for k in range(MAX_MIXED + 1):
        for mixed_push, mixed_call, pure_push, pure_call in _choices(k, push_pool, call_pool, push, call):
            settled = 0
            for step in range(SETTLE_STEPS):
                found = exact_mix(tables, pure_push, pure_call, mixed_push, mixed_call)
                if found is None:
                    break
                if found[2] <= accept:
                    return found
                gains = _solver.gains(*tables, array("d", found[0]), array("d", found[1]))
                if step % 2 == 0:          # one side at a time: both at once can swing back and forth
                    signed, pure_push = pure_push, [float(g > 0) for g in gains[0]]
                    settled = settled + 1 if signed == pure_push else 0
                else:
                    signed, pure_call = pure_call, [float(g > 0) for g in gains[1]]
                    settled = settled + 1 if signed == pure_call else 0
                if settled == 2:
                    break
    return None


def _choices(k: int, push_pool: list, call_pool: list, push: list, call: list) -> Iterator[tuple]:
    """Each choice of k mixed classes a side among the pools, with a pure start for the others:
    each frequency rounded, except that the pool's classes CFR+ mixes (frequency away from 0
    and 1) and left pure are tried both ways (at most AMBIGUOUS of them)."""
    rounded_push, rounded_call = [float(f > 0.5) for f in push], [float(f > 0.5) for f in call]
    for mixed_push in combinations(push_pool, k):
        for mixed_call in combinations(call_pool, k):
            unsure = [(0, a) for a in push_pool if a not in mixed_push and 1e-3 < push[a] < 1 - 1e-3]
            unsure += [(1, b) for b in call_pool if b not in mixed_call and 1e-3 < call[b] < 1 - 1e-3]
            unsure = unsure[:AMBIGUOUS]
            for values in product((0.0, 1.0), repeat=len(unsure)):
                start = (list(rounded_push), list(rounded_call))
                for (side, c), value in zip(unsure, values):
                    start[side][c] = value
                yield mixed_push, mixed_call, start[0], start[1]


def exact_mix(tables: tuple[array, array, array], push: list, call: list, mixed_push: Sequence[int],
              mixed_call: Sequence[int]) -> Optional[tuple]:
    """The exact equilibrium whose mixed classes are `mixed_push` and `mixed_call` (as many on
    each side): every other class pure (as in `push` and `call`, rounded), and the mixed
    frequencies those that leave the other side's mixed classes indifferent (two square linear
    systems, one equation per mixed class); a mixed frequency within SNAP of 0 or 1 is made
    pure. (push, call, exploitability), or None when a system is singular or a frequency falls
    outside [0, 1]."""
    steal, called, defend = tables
    n = N_CLASSES
    push = [0.0 if a in mixed_push else float(f > 0.5) for a, f in enumerate(push)]
    call = [0.0 if b in mixed_call else float(f > 0.5) for b, f in enumerate(call)]
    # the small blind's mixed classes indifferent: steal[a] + sum over b of called[a, b] * call[b] = 0
    calls = linear_solution(
        [[called[n * a + b] for b in mixed_call] for a in mixed_push],
        [-steal[a] - math.fsum(called[n * a + b] * call[b] for b in range(n)) for a in mixed_push])
    # the big blind's mixed classes indifferent: sum over a of push[a] * defend[a, b] = 0
    pushes = linear_solution(
        [[defend[n * a + b] for a in mixed_push] for b in mixed_call],
        [-math.fsum(push[a] * defend[n * a + b] for a in range(n)) for b in mixed_call])
    if calls is None or pushes is None or not all(-SNAP <= f <= 1.0 + SNAP for f in calls + pushes):
        return None
    for a, f in zip(mixed_push, pushes):
        push[a] = _snapped(f)
    for b, f in zip(mixed_call, calls):
        call[b] = _snapped(f)
    return push, call, sum(_solver.exploitability(steal, called, defend, array("d", push), array("d", call)))


def _snapped(frequency: float) -> float:
    return 0.0 if frequency <= SNAP else 1.0 if frequency >= 1.0 - SNAP else frequency


def linear_solution(matrix: list, right: list) -> Optional[list]:
    """x with matrix x = right (Gaussian elimination, largest pivot first), None if singular.

    >>> linear_solution([[2.0, 0.0], [1.0, 4.0]], [2.0, 3.0])
    [1.0, 0.5]
    """
    size = len(right)
    rows = [list(row) + [r] for row, r in zip(matrix, right)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) < 1e-300:
            return None
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return [rows[r][size] / rows[r][r] for r in range(size)]
