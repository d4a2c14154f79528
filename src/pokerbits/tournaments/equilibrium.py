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
from typing import Any, NamedTuple, Optional, Sequence

from pokerbits._core.common.args import whole_number
from pokerbits._core.walks import push_fold as _solver
from pokerbits._core.walks.icm import exact_work
from pokerbits._once import once
from pokerbits.equities.preflop import BOARDS_PER_PAIR, CLASS_NAMES, N_CLASSES, class_combos, preflop_table
from pokerbits.tournaments.chip_model import EXACT_LIMIT, amounts, icm
from pokerbits.tournaments.results import PushFoldResult

SMALL_BLIND, BIG_BLIND = 0.5, 1.0
TOLERANCE = 1e-7            # the exploitability sought, as a part of the stakes
MAX_ITERATIONS = 50_000      # a second or two: CFR+ needs a few thousand at most (measured 1 to 200 bb)
MAX_MIXED = 5               # exact_mix tries up to this many mixed classes a side
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


def outcomes(stacks: Sequence[float], sb: int, bb: int, ante: float) -> dict[str, list[float]]:
    """Every player's stack after each way the hand ends: "fold" (the small blind folds), "steal"
    (the big blind folds to the shove), "sb wins", "tie" and "bb wins" (the shove called).

    >>> ends = outcomes([10.0, 10.0], 0, 1, 0.0)
    >>> ends["steal"], ends["sb wins"]
    ([11.0, 9.0], [20.0, 0.0])
    """
    posted = [ante] * len(stacks)
    posted[sb] += SMALL_BLIND
    posted[bb] += BIG_BLIND
    pot = sum(posted)
    covered = min(stacks[sb], stacks[bb])           # what each blind has in when the shove is called
    in_pot = [covered if i in (sb, bb) else p for i, p in enumerate(posted)]
    called_pot = sum(in_pot)

    def end(paid: list, *shares: tuple) -> list:
        out = [s - p for s, p in zip(stacks, paid)]
        for seat, chips in shares:
            out[seat] += chips
        return out

    return {"fold": end(posted, (bb, pot)), "steal": end(posted, (sb, pot)),
            "sb wins": end(in_pot, (sb, called_pot)), "tie": end(in_pot, (sb, called_pot / 2), (bb, called_pot / 2)),
            "bb wins": end(in_pot, (bb, called_pot))}


def push_fold(stack: Optional[float] = None, ante: float = 0.0, *, stacks: Optional[Sequence[float]] = None,
              payouts: Optional[Sequence[float]] = None, sb: Optional[int] = None,
              bb: Optional[int] = None) -> PushFoldResult:
    """The heads-up push/fold equilibrium at `stack` big blinds effective (more than 1 plus the
    ante), each player posting `ante`, in chips (chip EV); or, with `stacks` (every player's
    stack, in big blinds) and `payouts` (payouts[k] the prize of place k + 1), in prizes: each
    end of the hand valued by icm() of the stacks it leaves, the small blind the player at index
    `sb` and the big blind the one at `bb`, everyone else folded.

    >>> r = push_fold(stacks=[20, 10, 10], payouts=[50, 30, 20], sb=1, bb=2)
    >>> r.stack, r.push_percent < push_fold(10).push_percent, r.exploitability < 1e-4
    (10.0, True, True)
    """
    ante = _number(ante, "ante")
    if ante < 0:
        raise ValueError(f"ante must not be negative, got {ante}")
    if stacks is None:
        if payouts is not None or sb is not None or bb is not None:
            raise ValueError("payouts, sb and bb go with stacks= (the ICM variant)")
        if stack is None:
            raise ValueError("give the effective stack in big blinds, or stacks= and payouts= for ICM")
        effective = _number(stack, "stack")
        seats, chips, sb_seat, bb_seat = 2, [effective, effective], 0, 1
    else:
        if stack is not None:
            raise ValueError("give stack (heads-up, chip EV) or stacks= (ICM), not both")
        if payouts is None or sb is None or bb is None:
            raise ValueError("the ICM variant needs payouts=, sb= and bb= with stacks=")
        chips, prizes = amounts(stacks, "stacks"), amounts(payouts, "payouts")
        seats = len(chips)
        sb_seat, bb_seat = _seat(sb, "sb", seats), _seat(bb, "bb", seats)
        if sb_seat == bb_seat:
            raise ValueError("sb and bb must be two different players")
        if exact_work(seats, min(seats, len(prizes)), EXACT_LIMIT) < 0:
            raise ValueError(f"{seats} players with {len(prizes)} prizes are too many for exact ICM")
        effective = min(chips[sb_seat], chips[bb_seat])
        short = [i for i, c in enumerate(chips) if c <= ante]
        if short:
            raise ValueError(f"stacks[{short[0]}] must be more than the ante ({ante:g} bb)")
    for seat, blind, name in ((bb_seat, BIG_BLIND, "big"), (sb_seat, SMALL_BLIND, "small")):
        if not chips[seat] > blind + ante:
            what = "stack" if stacks is None else f"the {name} blind's stack"
            raise ValueError(f"{what} must be more than the {name} blind plus the ante ({blind + ante:g} bb), "
                             f"got {chips[seat]:g}")
    ends = outcomes(chips, sb_seat, bb_seat, ante)
    if stacks is None:
        value = {name: (after[0] - chips[0], after[1] - chips[1]) for name, after in ends.items()}
        stakes = effective
    else:
        value = {name: _prize_values(after, prizes, sb_seat, bb_seat) for name, after in ends.items()}
        stakes = sum(prizes[:seats])
    push, call, iterations, exploitability = _solve(value, TOLERANCE * stakes)
    return PushFoldResult(effective, ante, dict(zip(CLASS_NAMES, push)), dict(zip(CLASS_NAMES, call)),
                          exploitability, iterations, None if stacks is None else tuple(chips),
                          None if stacks is None else tuple(prizes), None if stacks is None else sb_seat,
                          None if stacks is None else bb_seat)


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


def _solve(value: dict, tolerance: float) -> tuple:
    """(push frequencies, call frequencies, iterations, exploitability) at equilibrium: CFR+ to
    `tolerance`, then `exact_mix` with the k classes of each side that look the most mixed (k up
    to MAX_MIXED, by two signs: CFR+'s frequency far from 0 and 1, a gain near 0), kept if it
    does better."""
    tables = payoff_tables(value)
    push, call = array("d", bytes(8 * N_CLASSES)), array("d", bytes(8 * N_CLASSES))
    iterations = _solver.solve(*tables, MAX_ITERATIONS, tolerance, push, call)
    best = (list(push), list(call), sum(_solver.exploitability(*tables, push, call)))
    push_gain, call_gain = _solver.gains(*tables, push, call)
    push_orders = (_most_mixed(push), _least_gain(push_gain))
    call_orders = (_most_mixed(call), _least_gain(call_gain))
    for k in range(MAX_MIXED + 1):
        for push_order in push_orders:
            for call_order in call_orders:
                found = exact_mix(tables, list(push), list(call), push_order[:k], call_order[:k])
                if found is not None and found[2] < best[2]:
                    best = found
    return best[0], best[1], iterations, best[2]


def _most_mixed(frequencies: array) -> list:
    """The classes from the farthest from a pure action (0 or 1) down."""
    return sorted(range(N_CLASSES), key=lambda c: -min(frequencies[c], 1 - frequencies[c]))


def _least_gain(gains: list) -> list:
    """The classes from the nearest to indifference up (the gain per combo of the class)."""
    return sorted(range(N_CLASSES), key=lambda c: abs(gains[c]) / class_combos(c))


def exact_mix(tables: tuple[array, array, array], push: list, call: list, mixed_push: list,
              mixed_call: list) -> Optional[tuple]:
    """The exact equilibrium whose mixed classes are `mixed_push` and `mixed_call` (as many on
    each side), near `push` and `call`: every other class pure (its frequency rounded), and the
    mixed frequencies those that leave the other side's mixed classes indifferent (two square
    linear systems, one equation per mixed class). (push, call, exploitability), or None when a
    system is singular or a frequency falls outside [0, 1]."""
    steal, called, defend = tables
    n = N_CLASSES
    push = [f if a in mixed_push else float(f > 0.5) for a, f in enumerate(push)]
    call = [f if b in mixed_call else float(f > 0.5) for b, f in enumerate(call)]
    # the small blind's mixed classes indifferent: steal[a] + sum over b of called[a, b] * call[b] = 0
    calls = _linear_solution(
        [[called[n * a + b] for b in mixed_call] for a in mixed_push],
        [-steal[a] - sum(called[n * a + b] * call[b] for b in range(n) if b not in mixed_call) for a in mixed_push])
    # the big blind's mixed classes indifferent: sum over a of push[a] * defend[a, b] = 0
    pushes = _linear_solution(
        [[defend[n * a + b] for a in mixed_push] for b in mixed_call],
        [-sum(push[a] * defend[n * a + b] for a in range(n) if a not in mixed_push) for b in mixed_call])
    if calls is None or pushes is None or not all(0.0 <= f <= 1.0 for f in calls + pushes):
        return None
    for a, f in zip(mixed_push, pushes):
        push[a] = f
    for b, f in zip(mixed_call, calls):
        call[b] = f
    return push, call, sum(_solver.exploitability(steal, called, defend, array("d", push), array("d", call)))


def _linear_solution(matrix: list, right: list) -> Optional[list]:
    """x with matrix x = right (Gaussian elimination, largest pivot first), None if singular."""
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
