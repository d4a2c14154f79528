"""pokerbits: exact, fast poker hand evaluation over 64-bit card sets.

>>> high("As Ks Qs Js Ts 2c 3d")
7462
>>> describe("high", high("Kh Kd 4s 4c Ad"))
'Two pair, kings and fours, ace kicker'
"""
import importlib
from typing import TYPE_CHECKING, Any

from pokerbits._batch import evaluate_many, omaha_many
from pokerbits._cards import card_strings, cards, deck
from pokerbits._ace_five import ace_five, ace_five_8
from pokerbits._badugi import badugi
from pokerbits._deuce_seven import deuce_seven
from pokerbits._high import high
from pokerbits._omaha import omaha_ace_five_8, omaha_high
from pokerbits.ranking import Census, best_five, category, census, describe
from pokerbits.systems import high as _high_system  # noqa: F401  (registers "high")
from pokerbits.systems.high import HighCategory
from pokerbits.systems.ace_five import AceFiveCategory, AceFiveEightCategory  # registers both
from pokerbits.systems.badugi import BadugiCategory
from pokerbits.systems.deuce_seven import DeuceSevenCategory

__version__ = "0.1.0"

# Games, showdown and equity load on first use: most callers only evaluate hands, and their
# dataclasses would double the import time.
_LAZY = {
    **dict.fromkeys(("EquityResult", "EquityTable", "PlayerEquity", "equity", "equity_table"), "pokerbits.equities"),
    **dict.fromkeys(("HalfResult", "HandResult", "PlayerResult", "Showdown", "showdown"), "pokerbits.settle"),
}

if TYPE_CHECKING:
    from pokerbits.equities import EquityResult, EquityTable, PlayerEquity, equity, equity_table
    from pokerbits.settle import HalfResult, HandResult, PlayerResult, Showdown, showdown


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'pokerbits' has no attribute {name!r}")
    value = getattr(importlib.import_module(_LAZY[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list:
    return sorted(set(globals()) | set(_LAZY))

__all__ = [
    "AceFiveCategory",
    "AceFiveEightCategory",
    "BadugiCategory",
    "Census",
    "DeuceSevenCategory",
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
    "omaha_ace_five_8",
    "omaha_high",
    "omaha_many",
    "showdown",
]
