"""pokerbits: exact, fast poker hand evaluation over 64-bit card sets.

>>> high("As Ks Qs Js Ts 2c 3d")
7462
>>> describe("high", high("Kh Kd 4s 4c Ad"))
'Two pair, kings and fours, ace kicker'
"""
import importlib
from typing import TYPE_CHECKING, Any

from pokerbits._core.ace_five import ace_five, ace_five_8
from pokerbits._core.badugi import badugi
from pokerbits._core.cards import card_strings, cards, deck
from pokerbits._core.deuce_seven import deuce_seven
from pokerbits._core.high import high
from pokerbits._core.omaha import omaha_ace_five_8, omaha_high
from pokerbits.systems import high as _high_system  # noqa: F401  (registers "high")
from pokerbits.systems.ace_five import AceFiveCategory, AceFiveEightCategory  # registers both
from pokerbits.systems.badugi import BadugiCategory
from pokerbits.systems.batch import evaluate_many, omaha_many
from pokerbits.systems.deuce_seven import DeuceSevenCategory
from pokerbits.systems.high import HighCategory
from pokerbits.systems.ranking import Census, best_five, category, census, describe

__version__ = "0.1.0"

# Games, showdown and equity load on first use, through their own module names: most callers
# only evaluate hands, and the dataclasses of those rooms would double the import time.
_LAZY = {
    **dict.fromkeys(("EquityResult", "EquityTable", "PlayerEquity", "equity", "equity_table"), "pokerbits.equities"),
    **dict.fromkeys(("HalfResult", "HandResult", "PlayerResult", "Showdown", "showdown"), "pokerbits.games.settle"),
    **dict.fromkeys(("DiscardChoice", "best_discards", "keep_rule"), "pokerbits.equities.draws"),
}
_SUBMODULES = {name: f"pokerbits.{name}" for name in ("analysis", "cli", "compat", "equities", "games")}
_SUBMODULES["ranges"] = "pokerbits.equities.ranges"   # the range language, by its short name

if TYPE_CHECKING:
    from pokerbits import analysis, cli, compat, equities, games
    from pokerbits.equities import EquityResult, EquityTable, PlayerEquity, equity, equity_table, ranges
    from pokerbits.equities.draws import DiscardChoice, best_discards, keep_rule
    from pokerbits.games.settle import HalfResult, HandResult, PlayerResult, Showdown, showdown


def __getattr__(name: str) -> Any:
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
    "Census",
    "DeuceSevenCategory",
    "DiscardChoice",
    "EquityResult",
    "EquityTable",
    "HalfResult",
    "HandResult",
    "HighCategory",
    "PlayerEquity",
    "PlayerResult",
    "Showdown",
    "ace_five",
    "ace_five_8",
    "badugi",
    "best_discards",
    "best_five",
    "card_strings",
    "cards",
    "category",
    "census",
    "deck",
    "describe",
    "deuce_seven",
    "equity",
    "equity_table",
    "evaluate_many",
    "high",
    "keep_rule",
    "omaha_ace_five_8",
    "omaha_high",
    "omaha_many",
    "showdown",
]
