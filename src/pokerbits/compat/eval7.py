"""Drop-in replacement for eval7's evaluator: change ``import eval7`` to
``from pokerbits.compat import eval7`` and nothing else.

``Card``, ``evaluate``, ``handtype``, ``Deck``, ``ranks`` and ``suits`` behave as eval7's, with
eval7's value encoding (hand type << 24, then the ranks that count, four bits each, higher
wins); the evaluation runs in pokerbits' compiled core. Duplicate cards are a ValueError (eval7
returns an arbitrary value); hands of more than seven cards get the value of their best five.
eval7's range parser and equity functions (``HandRange``, ``py_hand_vs_range_*``) are not here.

>>> hand = [Card(s) for s in ("As", "2c", "3d", "5s", "4c")]
>>> evaluate(hand), handtype(evaluate(hand))
(67305472, 'Straight')
"""
from __future__ import annotations

import random

from pokerbits._core import compat as _compat
from pokerbits.systems.high import _decoded

__all__ = ["Card", "Deck", "evaluate", "handtype", "ranks", "suits"]

_compat.install_eval7_values(_decoded())
ranks = _compat.EVAL7_RANKS
suits = _compat.EVAL7_SUITS
Card = _compat.Eval7Card
evaluate = _compat.eval7_value
handtype = _compat.eval7_handtype


class Deck:
    """eval7's Deck: the 52 Cards, 2c 2d 2h 2s 3c ... As, shuffled with the ``random`` module.

    >>> deck = Deck(); len(deck), deck[0], deck.peek(2)
    (52, Card("2c"), [Card("2c"), Card("2d")])
    """

    def __init__(self) -> None:
        self.cards = [Card(rank + suit) for rank in ranks for suit in suits]

    def __repr__(self) -> str:
        return f"Deck({self.cards})"

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, i):
        return self.cards[i]

    def shuffle(self) -> None:
        random.shuffle(self.cards)

    def deal(self, n: int) -> list:
        """Remove the top ``n`` cards and return them."""
        dealt = self.peek(n)
        del self.cards[:n]
        return dealt

    def peek(self, n: int) -> list:
        """The top ``n`` cards, left in the deck."""
        if n > len(self.cards):
            raise ValueError("Insufficient cards in deck")
        return self.cards[:n]

    def sample(self, n: int) -> list:
        """``n`` random cards; the deck is left as it is."""
        if n > len(self.cards):
            raise ValueError("Insufficient cards in deck")
        return random.sample(self.cards, n)
