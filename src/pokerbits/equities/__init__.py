"""Equity: each player's share of the pot, exact or Monte Carlo, for any game of the table.

The room reads one way: `ranges` (range text to weighted combos) and `hands` (each player's
combos, checked against the known cards) build a problem; `plan` chooses exact enumeration or
Monte Carlo and cuts the work into independent tasks for the compiled engine
(pokerbits._core: the deal in equity, the walks in exact_walk and monte_carlo); `results` turns tallies into shares; `tables` runs many heads-up
cells over processes, executors or Dask; `boards` (double boards) and `draws` (draw games) build
on the planner; `chips` reads the pots of a hand with side pots and gives each seat's EV; and
`api` holds the public `equity()` over all three. (The package is
`equities` because `pokerbits.equity` is the function.)
"""
from pokerbits.equities.plan import (
    DEFAULT_SAMPLES, EXACT_LIMIT, MAX_PLAYERS, MAX_SAMPLES, MC_CHUNK, POT_UNITS, EquityPlan, EquityTask, run_task,
)
from pokerbits.equities.api import equity
from pokerbits.equities.boards import boards_equity
from pokerbits.equities.results import ComboEquity, EquityResult, PlayerEquity, PotEquity
from pokerbits.equities.tables import EquityTable, cell_seed, equity_table

__all__ = [
    "DEFAULT_SAMPLES", "EXACT_LIMIT", "MAX_PLAYERS", "MAX_SAMPLES", "MC_CHUNK", "POT_UNITS", "ComboEquity",
    "EquityPlan", "EquityResult", "EquityTable", "EquityTask", "PlayerEquity", "PotEquity", "boards_equity",
    "cell_seed", "equity",
    "equity_table", "run_task",
]
