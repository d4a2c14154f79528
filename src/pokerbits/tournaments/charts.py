"""Push/fold charts as players read them: per class, the highest stack (big blinds, on a 0.1
grid) at which the equilibrium shoves (calls) it at least half the time, and the stretches
below that where it does not (the published charts' footnoted gaps).

>>> chart = push_fold_chart(max_stack=3.0)
>>> chart.push["AA"], chart.push["32o"], chart.call["72o"]
(inf, 1.4, 2.6)
"""
from __future__ import annotations

import math
from typing import Any, Callable, Optional

from pokerbits._core.common.args import whole_number
from pokerbits.equities.preflop import CLASS_NAMES
from pokerbits.tournaments.equilibrium import _number, push_fold
from pokerbits.tournaments.results import PushFoldChart

STEP = 0.1          # the grid of stacks, in big blinds
LOWEST = 1.0        # the grid starts here: at a big blind or less the big blind has no choice


def push_fold_chart(players: int = 2, ante: float = 0.0, bb_ante: bool = False, max_stack: float = 20.0, *,
                    progress: Optional[Callable[[int, int], Any]] = None) -> PushFoldChart:
    """The heads-up push/fold chart, chip EV: push_fold() at every stack from LOWEST to
    `max_stack` big blinds in steps of STEP (`ante` in big blinds, posted by each player or
    with `bb_ante` by the big blind for both); `progress(done, total)` follows the solves.
    Only `players=2` for now."""
    players = whole_number(players, "players")
    if players != 2:
        raise ValueError(f"push_fold_chart plays heads-up only (players=2) for now, got {players}: at a full "
                         "table, solve each stack with push_fold(stacks=[...])")
    ante, top = _number(ante, "ante"), _number(max_stack, "max_stack")
    if not LOWEST <= top <= 100:
        raise ValueError(f"max_stack must be from {LOWEST:g} to 100 big blinds, got {top:g}")
    steps = round((top - LOWEST) / STEP)
    stacks = [round(LOWEST + STEP * i, 1) for i in range(steps + 1)]
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
