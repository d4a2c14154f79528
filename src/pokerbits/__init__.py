"""pokerbits: exact, fast poker hand evaluation over 64-bit card sets.

>>> high("As Ks Qs Js Ts 2c 3d")
7462
>>> describe("high", high("Kh Kd 4s 4c Ad"))
'Two pair, kings and fours, ace kicker'
"""
from __future__ import annotations

import importlib

from pokerbits._core.kernels.ace_five import ace_five, ace_five_8
from pokerbits._core.kernels.badugi import badugi, badugi_ace_high
from pokerbits._core.common.cards import card_strings, cards, deck
from pokerbits._core.kernels.deuce_seven import deuce_seven
from pokerbits._core.kernels.high import high
from pokerbits._core.tables.isomorphism import HandIndexer
from pokerbits._core.kernels.omaha import omaha_ace_five_8, omaha_high
from pokerbits._core.kernels.short_deck import short_deck, short_deck_triton
from pokerbits.systems.ace_five import AceFiveCategory, AceFiveEightCategory  # registers both
from pokerbits.systems.badugi import BadugiCategory
from pokerbits.systems.batch import (
    batch_kernel, card_sets_from_indices, category_many, deal_many, evaluate_many, omaha_many,
)
from pokerbits.systems.deuce_seven import DeuceSevenCategory
from pokerbits.systems.high import HighCategory
from pokerbits.systems.ranking import best_five, category, describe
from pokerbits.systems.short_deck import ShortDeckCategory, TritonCategory

__version__ = "0.1.0"

# Games, showdown and equity load on first use, through their own module names: most callers
# only evaluate hands, and the dataclasses of those rooms would double the import time.
_LAZY = {
    **dict.fromkeys(("Census", "census"), "pokerbits.systems.census"),
    **dict.fromkeys(("ComboEquity", "EquityResult", "EquityTable", "PlayerEquity", "PotEquity", "boards_equity",
                     "equity", "equity_table"), "pokerbits.equities"),
    **dict.fromkeys(("HalfResult", "HandResult", "PlayerResult", "PotResult", "Showdown", "boards_showdown",
                     "showdown"), "pokerbits.games.settle"),
    **dict.fromkeys(("PreflopTable", "percentile", "preflop_table"), "pokerbits.equities.preflop"),
    **dict.fromkeys(("GridCell", "RangeGrid", "grid_text", "range_grid"), "pokerbits.equities.grid"),
    "grid_svg": "pokerbits.pictures.grid",
    **dict.fromkeys(("CardOutcome", "HandStrength", "Outs", "PlayerOuts", "RunoutEquity", "hand_strength", "outs"),
                    "pokerbits.analysis"),
    **dict.fromkeys(("DiscardChoice", "best_discards", "keep_rule"), "pokerbits.equities.draws"),
    **dict.fromkeys(("LuckReport", "luck"), "pokerbits.histories"),
    "Hand": "pokerbits.engine.hand",
    **dict.fromkeys(("IcmResult", "PushFoldResult", "icm", "push_fold"), "pokerbits.tournaments"),
}
_SUBMODULES = {name: f"pokerbits.{name}" for name in ("analysis", "cli", "compat", "engine", "equities", "games",
                                                      "histories", "pictures", "plot", "tournaments")}
_SUBMODULES["ranges"] = "pokerbits.equities.ranges"   # the range language, by its short name

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Any

    from pokerbits import analysis, cli, compat, engine, equities, games, histories, pictures, plot, tournaments
    from pokerbits.analysis import CardOutcome, HandStrength, Outs, PlayerOuts, RunoutEquity, hand_strength, outs
    from pokerbits.equities import (
        ComboEquity, EquityResult, EquityTable, PlayerEquity, PotEquity, boards_equity, equity, equity_table, ranges,
    )
    from pokerbits.equities.draws import DiscardChoice, best_discards, keep_rule
    from pokerbits.equities.grid import GridCell, RangeGrid, grid_text, range_grid
    from pokerbits.equities.preflop import PreflopTable, percentile, preflop_table
    from pokerbits.pictures.grid import grid_svg
    from pokerbits.systems.census import Census, census
    from pokerbits.histories import LuckReport, luck
    from pokerbits.engine.hand import Hand
    from pokerbits.games.settle import (
        HalfResult, HandResult, PlayerResult, PotResult, Showdown, boards_showdown, showdown,
    )
    from pokerbits.tournaments import IcmResult, PushFoldResult, icm, push_fold


def __getattr__(name: str) -> Any:
    """The lazily loaded names (games, showdown, equity and the other rooms), on first use."""
    if name in _SUBMODULES:
        value = importlib.import_module(_SUBMODULES[name])
    elif name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), name)
    else:
        raise AttributeError(f"module 'pokerbits' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list:
    return sorted(set(globals()) | set(_LAZY) | set(_SUBMODULES))


__all__ = [
    "AceFiveCategory",
    "AceFiveEightCategory",
    "BadugiCategory",
    "CardOutcome",
    "Census",
    "ComboEquity",
    "DeuceSevenCategory",
    "DiscardChoice",
    "EquityResult",
    "EquityTable",
    "GridCell",
    "HalfResult",
    "Hand",
    "HandIndexer",
    "HandResult",
    "HandStrength",
    "HighCategory",
    "IcmResult",
    "LuckReport",
    "Outs",
    "PlayerEquity",
    "PlayerOuts",
    "PlayerResult",
    "PotEquity",
    "PotResult",
    "PreflopTable",
    "PushFoldResult",
    "RangeGrid",
    "RunoutEquity",
    "ShortDeckCategory",
    "Showdown",
    "TritonCategory",
    "ace_five",
    "ace_five_8",
    "badugi",
    "badugi_ace_high",
    "batch_kernel",
    "best_discards",
    "best_five",
    "boards_equity",
    "boards_showdown",
    "card_sets_from_indices",
    "card_strings",
    "cards",
    "category",
    "category_many",
    "census",
    "deal_many",
    "deck",
    "describe",
    "deuce_seven",
    "equity",
    "equity_table",
    "evaluate_many",
    "grid_svg",
    "grid_text",
    "hand_strength",
    "high",
    "icm",
    "keep_rule",
    "luck",
    "omaha_ace_five_8",
    "omaha_high",
    "omaha_many",
    "outs",
    "percentile",
    "preflop_table",
    "push_fold",
    "range_grid",
    "short_deck",
    "short_deck_triton",
    "showdown",
]
