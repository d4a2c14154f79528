"""Drop-in replacement for phevaluator: change ``from phevaluator import ...`` to
``from pokerbits.compat.phevaluator import ...`` and nothing else.

Cards are phevaluator's: ids ``rank * 4 + suit`` (2c = 0, 2d = 1, ... As = 51), strings such as
``"Ah"`` or ``"AH"``, or ``Card`` objects; values are phevaluator's, 1 (royal flush) .. 7462,
lower wins. The evaluation runs in pokerbits' compiled core. Duplicate cards and ids outside
0..51 are a ValueError (phevaluator returns an arbitrary value); an unknown rank or suit is a
KeyError, as in phevaluator, that is also a ValueError. ``evaluate_plo5_cards`` and
``evaluate_plo6_cards`` work without phevaluator's optional build flag.

>>> evaluate_cards("9c", "4c", "4s", "9d", "4h", "Qc", "6c")
292
>>> evaluate_omaha_cards("3c", "9c", "3h", "9h", "6h", "Ad", "Kd", "Qd", "Jd")   # A-K-9-9-6
4431
"""
from __future__ import annotations

import random

from pokerbits._core.kernels import compat as _compat

__all__ = [
    "Card", "evaluate_5cards", "evaluate_6cards", "evaluate_7cards", "evaluate_cards",
    "evaluate_omaha_cards", "evaluate_plo4_cards", "evaluate_plo5_cards", "evaluate_plo6_cards",
    "sample_cards",
]

Card = _compat.PhevaluatorCard
evaluate_cards = _compat.phevaluator_value   # compiled, takes *cards: no wrapper per call


def evaluate_5cards(a, b, c, d, e) -> int:
    return evaluate_cards(a, b, c, d, e)


def evaluate_6cards(a, b, c, d, e, f) -> int:
    return evaluate_cards(a, b, c, d, e, f)


def evaluate_7cards(a, b, c, d, e, f, g) -> int:
    return evaluate_cards(a, b, c, d, e, f, g)


evaluate_omaha_cards = _compat.phevaluator_omaha4   # five board cards, then the hole cards
evaluate_plo4_cards = _compat.phevaluator_omaha4
evaluate_plo5_cards = _compat.phevaluator_omaha5
evaluate_plo6_cards = _compat.phevaluator_omaha6


def sample_cards(size: int) -> list[int]:
    """``size`` different random card ids, from the ``random`` module."""
    return random.sample(range(52), k=size)
