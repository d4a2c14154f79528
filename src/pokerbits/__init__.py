"""pokerbits: exact, fast poker hand evaluation over 64-bit card sets.

>>> high("As Ks Qs Js Ts 2c 3d")
7462
>>> describe("high", high("Kh Kd 4s 4c Ad"))
'Two pair, kings and fours, ace kicker'
"""
import sys as _sys   # the facade's one import: built in, loaded before any script

__version__ = "0.1.0"

# Every public name loads on first use, from the module this table names: `import pokerbits`
# loads this file alone, and a script loads only the rooms it touches (an evaluator its kernel,
# `equity` the equity room, `icm` the tournaments...). A new name is a word on its module's line
# (a new module a line), the same import under TYPE_CHECKING below for type checkers, and its
# place in __all__ (tests/test_imports.py checks the three agree). A name whose module has not
# landed yet is an AttributeError like any unknown name.
_ROOMS = {
    "pokerbits._core.common.cards": "card_strings cards deck",
    "pokerbits._core.kernels.high": "high",
    "pokerbits._core.kernels.ace_five": "ace_five ace_five_8",
    "pokerbits._core.kernels.deuce_seven": "deuce_seven",
    "pokerbits._core.kernels.badugi": "badugi badugi_ace_high",
    "pokerbits._core.kernels.short_deck": "short_deck short_deck_triton",
    "pokerbits._core.kernels.omaha": "omaha_ace_five_8 omaha_high",
    "pokerbits._core.tables.isomorphism": "HandIndexer",
    "pokerbits.systems.high": "HighCategory",
    "pokerbits.systems.ace_five": "AceFiveCategory AceFiveEightCategory",
    "pokerbits.systems.deuce_seven": "DeuceSevenCategory",
    "pokerbits.systems.badugi": "BadugiCategory",
    "pokerbits.systems.short_deck": "ShortDeckCategory TritonCategory",
    "pokerbits.systems.ranking": "best_five category describe",
    "pokerbits.systems.batch": "batch_kernel card_sets_from_indices category_many deal_many evaluate_many omaha_many",
    "pokerbits.systems.census": "Census census",
    "pokerbits.games.settle": "HalfResult HandResult PlayerResult PotResult Showdown boards_showdown showdown",
    "pokerbits.equities": "ComboEquity EquityResult EquityTable PlayerEquity PotEquity boards_equity equity equity_table",
    "pokerbits.equities.preflop": "PreflopTable percentile preflop_table",
    "pokerbits.equities.grid": "GridCell RangeGrid grid_text range_grid",
    "pokerbits.equities.draws": "DiscardChoice best_discards keep_rule",
    "pokerbits.pictures.grid": "grid_svg",
    "pokerbits.analysis": "CardOutcome HandStrength Outs PlayerOuts RunoutEquity hand_strength outs",
    "pokerbits.histories": "LuckReport luck read_hands write_hand",
    "pokerbits.tournaments": "FullTableChart FullTableResult IcmResult PushFoldChart PushFoldResult icm push_fold "
                             "push_fold_chart",
    "pokerbits.engine.hand": "Hand",
}
_LAZY = {name: module for module, names in _ROOMS.items() for name in names.split()}
# the rooms themselves, by their own names after a plain `import pokerbits`
_SUBMODULES = {name: f"pokerbits.{name}" for name in ("analysis", "cli", "compat", "engine", "equities", "games",
                                                      "histories", "pictures", "plot", "systems", "tournaments")}
_SUBMODULES["ranges"] = "pokerbits.equities.ranges"   # the range language, by its short name

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Any

    from pokerbits import analysis, cli, compat, engine, equities, games, histories, pictures, plot, systems, tournaments
    from pokerbits._core.common.cards import card_strings, cards, deck
    from pokerbits._core.kernels.high import high
    from pokerbits._core.kernels.ace_five import ace_five, ace_five_8
    from pokerbits._core.kernels.deuce_seven import deuce_seven
    from pokerbits._core.kernels.badugi import badugi, badugi_ace_high
    from pokerbits._core.kernels.short_deck import short_deck, short_deck_triton
    from pokerbits._core.kernels.omaha import omaha_ace_five_8, omaha_high
    from pokerbits._core.tables.isomorphism import HandIndexer
    from pokerbits.systems.high import HighCategory
    from pokerbits.systems.ace_five import AceFiveCategory, AceFiveEightCategory
    from pokerbits.systems.deuce_seven import DeuceSevenCategory
    from pokerbits.systems.badugi import BadugiCategory
    from pokerbits.systems.short_deck import ShortDeckCategory, TritonCategory
    from pokerbits.systems.ranking import best_five, category, describe
    from pokerbits.systems.batch import (
        batch_kernel, card_sets_from_indices, category_many, deal_many, evaluate_many, omaha_many,
    )
    from pokerbits.systems.census import Census, census
    from pokerbits.games.settle import (
        HalfResult, HandResult, PlayerResult, PotResult, Showdown, boards_showdown, showdown,
    )
    from pokerbits.equities import (
        ComboEquity, EquityResult, EquityTable, PlayerEquity, PotEquity, boards_equity, equity, equity_table, ranges,
    )
    from pokerbits.equities.preflop import PreflopTable, percentile, preflop_table
    from pokerbits.equities.grid import GridCell, RangeGrid, grid_text, range_grid
    from pokerbits.equities.draws import DiscardChoice, best_discards, keep_rule
    from pokerbits.pictures.grid import grid_svg
    from pokerbits.analysis import CardOutcome, HandStrength, Outs, PlayerOuts, RunoutEquity, hand_strength, outs
    from pokerbits.histories import LuckReport, luck, read_hands, write_hand
    from pokerbits.engine.hand import Hand
    from pokerbits.tournaments import (
        FullTableChart, FullTableResult, IcmResult, PushFoldChart, PushFoldResult, icm, push_fold, push_fold_chart,
    )


def __getattr__(name: str) -> "Any":
    """A public name or room, loaded on first use (and kept here, so the next use is a plain
    attribute); an AttributeError for any other name, and for a name whose module is not there."""
    if name in _SUBMODULES:
        module, attribute = _SUBMODULES[name], None
    elif name in _LAZY:
        module, attribute = _LAZY[name], name
    else:
        raise AttributeError(f"module 'pokerbits' has no attribute {name!r}")
    try:
        __import__(module)   # import_module's work, without loading importlib (and warnings) here
    except ModuleNotFoundError as error:
        if not f"{module}.".startswith(f"{error.name}."):   # not the module or its package missing, but
            raise                                            # something it imports: say so
        raise AttributeError(f"module 'pokerbits' has no attribute {name!r}") from None
    value = _sys.modules[module]
    if attribute is not None:
        try:
            value = getattr(value, attribute)
        except AttributeError:
            raise AttributeError(f"module 'pokerbits' has no attribute {name!r}") from None
    globals()[name] = value
    return value


def __dir__() -> "list[str]":
    import importlib.util   # only here: the rooms that are there (one may not have landed yet)

    rooms = {name for name, module in _SUBMODULES.items() if importlib.util.find_spec(module) is not None}
    return sorted(set(globals()) | set(__all__) | rooms)


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
    "FullTableChart",
    "FullTableResult",
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
    "PushFoldChart",
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
    "push_fold_chart",
    "range_grid",
    "read_hands",
    "short_deck",
    "short_deck_triton",
    "showdown",
    "write_hand",
]
