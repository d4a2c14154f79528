"""Push/fold charts as players read them: per class, the highest stack (big blinds, on a 0.1
grid) at which the equilibrium shoves (calls) it at least half the time, and the stretches
below that where it does not (the published charts' footnoted gaps).

>>> chart = push_fold_chart(max_stack=3.0)
>>> chart.push["AA"], chart.push["32o"], chart.call["72o"]
(inf, 1.4, 2.6)
"""
from __future__ import annotations

import math
from array import array
from typing import Any, Callable, Literal, Optional, Union, overload

from pokerbits._core.common.args import whole_number
from pokerbits.equities.preflop import CLASS_NAMES
from pokerbits.tournaments.equilibrium import SMALL_BLIND, _full_table, _number, ante_given, push_fold
from pokerbits.tournaments.full_table import MAX_PLAYERS
from pokerbits.tournaments.results import FullTableChart, PushFoldChart

STEP = 0.1          # the grid of stacks, in big blinds
LOWEST = 1.0        # the grid starts here: at a big blind or less the big blind has no choice
CHART_TOLERANCE = 1e-4   # a full table's exploitability sought at each stack, in big blinds


@overload
def push_fold_chart(players: Literal[2] = 2, ante: float = 0.0, bb_ante: bool = False, max_stack: float = 20.0, *,
                    progress: Optional[Callable[[int, int], Any]] = None, antes: Optional[float] = None
                    ) -> PushFoldChart: ...
@overload
def push_fold_chart(players: int, ante: float = 0.0, bb_ante: bool = False, max_stack: float = 20.0, *,
                    progress: Optional[Callable[[int, int], Any]] = None, antes: Optional[float] = None
                    ) -> Union[PushFoldChart, FullTableChart]: ...
def push_fold_chart(players: int = 2, ante: float = 0.0, bb_ante: bool = False, max_stack: float = 20.0, *,
                    progress: Optional[Callable[[int, int], Any]] = None, antes: Optional[float] = None
                    ) -> Union[PushFoldChart, FullTableChart]:
    """The heads-up push/fold chart, chip EV: push_fold() at every stack from LOWEST to
    `max_stack` big blinds in steps of STEP (`antes`, or `ante` as before, in big blinds,
    posted by each player or with `bb_ante` by the big blind for both); `progress(done, total)`
    follows the solves.
    With `players` from 3 to 10, every stack equal: a FullTableChart, per position (each solve
    to CHART_TOLERANCE, from where the solve one step below ended; `progress` follows each solve's
    phases too, see push_fold)."""
    players = whole_number(players, "players")
    if not 2 <= players <= MAX_PLAYERS:
        raise ValueError(f"push_fold_chart plays 2 to {MAX_PLAYERS} players, got {players}")
    ante, top = ante_given(ante, antes), _number(max_stack, "max_stack")
    if not isinstance(bb_ante, bool):
        raise TypeError(f"bb_ante must be True or False, not {type(bb_ante).__name__}")
    if not LOWEST <= top <= 100:
        raise ValueError(f"max_stack must be from {LOWEST:g} to 100 big blinds, got {top:g}")
    steps = round((top - LOWEST) / STEP)
    stacks = [round(LOWEST + STEP * i, 1) for i in range(steps + 1)]
    if players > 2:
        return _full_table_chart(players, ante, bb_ante, stacks, progress)
    pushed: dict[str, list[bool]] = {c: [] for c in CLASS_NAMES}
    called: dict[str, list[bool]] = {c: [] for c in CLASS_NAMES}
    for done, stack in enumerate(stacks, 1):
        result = push_fold(stack, ante, bb_ante=bb_ante)
        for c in CLASS_NAMES:
            pushed[c].append(result.push[c] >= 0.5)
            called[c].append(result.call[c] >= 0.5)
        if progress is not None:
            progress(done, len(stacks))
    push, push_gaps = _thresholds(stacks, pushed)
    call, call_gaps = _thresholds(stacks, called)
    return PushFoldChart(players, ante, bb_ante, stacks[-1], push, call, push_gaps, call_gaps)


def _full_table_chart(players: int, ante: float, bb_ante: bool, stacks: list,
                      progress: Optional[Callable[[int, int], Any]]) -> FullTableChart:
    """The chart at a full table, every stack equal: each position's shoves and calls."""
    pushed: list = [{c: [] for c in CLASS_NAMES} for _ in range(players - 1)]
    called: dict = {}
    warm = array("d")        # each solve starts where the one at the stack below ended
    for done, stack in enumerate(stacks):
        within = None if progress is None else (      # each stack's solve, its phases in its share
            lambda part, whole, done=done: progress(done * whole + part, len(stacks) * whole))
        result = _full_table([stack] * players, ante, 1.0, SMALL_BLIND, "bb", None, bb_ante, CHART_TOLERANCE, within,
                             warm)
        for p, row in enumerate(result.push):
            for c in CLASS_NAMES:
                pushed[p][c].append(row[c] >= 0.5)
        for key, row in result.call.items():
            marks = called.setdefault(key, {c: [] for c in CLASS_NAMES})
            for c in CLASS_NAMES:
                marks[c].append(row[c] >= 0.5)
    push = tuple(_thresholds(stacks, marks) for marks in pushed)
    call = {key: _thresholds(stacks, marks) for key, marks in called.items()}
    return FullTableChart(players, ante, bb_ante, stacks[-1], tuple(t for t, _ in push), {k: t for k, (t, _) in call.items()},
                          tuple(g for _, g in push), {k: g for k, (_, g) in call.items()})


def _thresholds(stacks: list, played: dict) -> tuple[dict, dict]:
    """Per class: the highest stack played (inf when every one, 0.0 when none), and the gaps
    below it as (the last stack played below, the first played above) pairs: not played in
    between (the last stack below is 0.0 when the gap reaches the grid's bottom)."""
    thresholds, gaps = {}, {}
    for c, marks in played.items():
        if all(marks):
            thresholds[c] = math.inf
        elif not any(marks):
            thresholds[c] = 0.0
        else:
            thresholds[c] = max(s for s, m in zip(stacks, marks) if m)
        found, below = [], 0.0
        for i, (stack, mark) in enumerate(zip(stacks, marks)):
            if mark:
                if i and not marks[i - 1]:
                    found.append((below, stack))
                below = stack
        gaps[c] = tuple(found)
    return thresholds, gaps
