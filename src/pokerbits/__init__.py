"""pokerbits: exact, fast poker hand evaluation over 64-bit card sets.

>>> high("As Ks Qs Js Ts 2c 3d")
7462
>>> describe("high", high("Kh Kd 4s 4c Ad"))
'Two pair, kings and fours, ace kicker'
"""
from pokerbits._cards import card_strings, cards, deck
from pokerbits._high import high
from pokerbits.ranking import Census, best_five, category, census, describe
from pokerbits.systems import high as _high_system  # noqa: F401  (registers "high")
from pokerbits.systems.high import HighCategory

__version__ = "0.1.0"

__all__ = [
    "Census",
    "HighCategory",
    "best_five",
    "card_strings",
    "cards",
    "category",
    "census",
    "deck",
    "describe",
    "high",
]
