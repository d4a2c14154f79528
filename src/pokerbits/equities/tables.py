"""Equity tables: many heads-up cells, their independent tasks scaled out over processes,
executors or a Dask cluster, with the same numbers however they run."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Optional, Sequence, Union

from pokerbits import games
from pokerbits._core.common.args import at_most, short_repr, whole_number
from pokerbits._spread import check_spread, spread
from pokerbits.equities.plan import EquityPlan, run_task
from pokerbits.equities.results import EquityResult
from pokerbits.games import Game

MAX_TABLE_TASKS = 1 << 20   # about 2.7e11 Monte Carlo deals over all cells


@dataclass(frozen=True)
class EquityTable:
    """Heads-up equity of every range of `ranges_a` against every range of `ranges_b`."""

    game: Game
    ranges_a: tuple[str, ...]
    ranges_b: tuple[str, ...]
    results: tuple[tuple[EquityResult, ...], ...]   # results[i][j]: ranges_a[i] against ranges_b[j]

    @property
    def equity(self) -> list[list[float]]:
        """equity[i][j]: the share of the pot of ranges_a[i] against ranges_b[j]."""
        return [[cell.players[0].equity for cell in row] for row in self.results]


def cell_seed(seed: int, i: int, j: int) -> int:
    """The Monte Carlo seed of table cell (i, j): splitmix64 steps mixed from the table's seed.

    >>> cell_seed(3, 0, 1) == cell_seed(3 + 2**64, 0, 1)
    True
    """
    state = whole_number(seed, "seed") % 2**64
    for word in (whole_number(i, "i"), whole_number(j, "j")):
        state = (state + 0x9E3779B97F4A7C15 + word) % 2**64
        z = state
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 % 2**64
        z = (z ^ (z >> 27)) * 0x94D049BB133111EB % 2**64
        state = z ^ (z >> 31)
    return state


def equity_table(game: Union[str, Game], ranges_a: Sequence[str], ranges_b: Sequence[str], board=(), dead=(), *,
                 samples: Optional[int] = None, seed: Optional[int] = None, client: Any = None,
                 executor: Any = None, max_workers: Optional[int] = None) -> EquityTable:
    """Heads-up equity of each range of `ranges_a` against each of `ranges_b`, every cell as
    `equity()` computes it (exact or Monte Carlo by the same rule; cell (i, j) draws from
    `cell_seed(seed, i, j)`).

    The work is a flat list of independent, picklable EquityTask chunks. They run on a
    `concurrent.futures` process pool of `max_workers` processes by default (max_workers=1:
    in this process), on `executor` when one is given, or on a Dask cluster when `client` is a
    `dask.distributed.Client` (the optional `dask` extra). Each chunk's tally depends only on
    the chunk, and cells add their chunks up in order: the table is the same however it runs.

    >>> t = equity_table("holdem", ["AA", "72o"], ["KK"], board="2c 3d 4h", max_workers=1)
    >>> [round(x, 4) for x in (t.equity[0][0], t.equity[1][0])]
    [0.9121, 0.2081]
    """
    game = game if isinstance(game, Game) else games.game(game)
    ranges_a, ranges_b = tuple(at_most(ranges_a, MAX_TABLE_TASKS)), tuple(at_most(ranges_b, MAX_TABLE_TASKS))
    if not ranges_a or not ranges_b:
        raise ValueError("equity_table needs at least one range on each side")
    if len(ranges_a) * len(ranges_b) > MAX_TABLE_TASKS:   # a task or more each: refused before any is planned
        raise ValueError(f"the table has more than {MAX_TABLE_TASKS:,} cells, each at least one task")
    base = whole_number(seed, "seed") if seed is not None else int.from_bytes(os.urandom(8), "little")
    check_spread(client, executor, max_workers)
    plans = {}
    for i, a in enumerate(ranges_a):
        for j, b in enumerate(ranges_b):
            try:
                plans[i, j] = EquityPlan(game, [a, b], board, dead, samples=samples, seed=cell_seed(base, i, j))
            except ValueError as error:
                raise ValueError(f"{short_repr(a)} against {short_repr(b)}: {error}") from None
    n_tasks = sum(len(plan.tasks) for plan in plans.values())
    if n_tasks > MAX_TABLE_TASKS:   # the tasks are listed for the executor: a list this long is no plan
        raise ValueError(f"the table needs {n_tasks:,} tasks, more than {MAX_TABLE_TASKS:,}: "
                         "use fewer samples or fewer cells")
    work = [(cell, k, task) for cell, plan in plans.items() for k, task in enumerate(plan.tasks)]
    tasks = [task for _, _, task in work]
    outputs = list(spread(run_task, tasks, client=client, executor=executor, max_workers=max_workers))
    per_cell: dict = {cell: {} for cell in plans}
    for (cell, k, _), output in zip(work, outputs):
        per_cell[cell][k] = output
    results = tuple(tuple(plans[i, j].result(per_cell[i, j]) for j in range(len(ranges_b)))
                    for i in range(len(ranges_a)))
    return EquityTable(game, ranges_a, ranges_b, results)
