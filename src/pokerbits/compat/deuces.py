"""Drop-in replacement for deuces: change ``from deuces import ...`` to
``from pokerbits.compat.deuces import ...`` and nothing else.

deuces is treys' ancestor: the same card ints and values, so this module is the treys shim
with deuces' differences: hand classes 1 (straight flush) .. 9 (no royal flush class),
``[ A ♠ ]`` pretty cards with the heavy heart, and a Deck shuffled by the ``random`` module
whose ``draw()`` takes from the front and returns a bare int for one card. Unlike deuces,
``str(deck)`` returns the pretty string (deuces prints it and then fails).

>>> evaluator = Evaluator()
>>> board = [Card.new("Ah"), Card.new("Kd"), Card.new("Jc")]
>>> rank = evaluator.evaluate([Card.new("Qs"), Card.new("Th")], board)
>>> rank, evaluator.get_rank_class(rank), evaluator.class_to_string(evaluator.get_rank_class(rank))
(1600, 5, 'Straight')
"""
from __future__ import annotations

import random
from typing import Union

from pokerbits._core.kernels import compat as _compat
from pokerbits.compat import treys

__all__ = ["Card", "Deck", "Evaluator", "LookupTable"]


class Card(treys.Card):
    """deuces' card helpers: treys' with deuces' pretty printing.

    >>> Card.int_to_pretty_str(Card.new("Ah"))
    ' [ A \u2764 ] '
    """

    PRETTY_SUITS: dict[int, str] = {1: "\u2660", 2: "\u2764", 4: "\u2666", 8: "\u2663"}
    PRETTY_REDS: list[int] = [2, 4]

    @classmethod
    def int_to_pretty_str(cls, card_int: int) -> str:
        """``[ A ♠ ]`` with a space either side; hearts and diamonds red when termcolor is installed."""
        _compat.treys_card_set([card_int])   # none of the 52 cards: a ValueError
        suit_int = cls.get_suit_int(card_int)
        suit = cls.PRETTY_SUITS[suit_int]
        colored = treys._termcolor_colored()
        if colored is not None and suit_int in cls.PRETTY_REDS:
            suit = colored(suit, "red")
        return f" [ {cls.STR_RANKS[cls.get_rank_int(card_int)]} {suit} ] "


class LookupTable(treys.LookupTable):
    """deuces' value bounds: as treys' but the royal flush is a straight flush (class 1)."""

    MAX_TO_RANK_CLASS: dict[int, int] = {
        bound: rank_class for rank_class, bound in enumerate((10, 166, 322, 1599, 1609, 2467, 3325, 6185, 7462),
                                                             start=1)
    }
    RANK_CLASS_TO_STRING: dict[int, str] = {
        rank_class: name for rank_class, name in treys.LookupTable.RANK_CLASS_TO_STRING.items() if rank_class
    }


class Evaluator(treys.Evaluator):
    """deuces' Evaluator: ``evaluate(cards, board)``, 1 best .. 7462 worst; classes 1..9.

    >>> Evaluator().get_rank_class(1), Evaluator().class_to_string(1)
    (1, 'Straight Flush')
    """

    table = LookupTable()
    _rank_class_bounds = sorted(LookupTable.MAX_TO_RANK_CLASS)
    _negative_rank_class = 2   # deuces files values below 0 as four of a kind

    # a compiled function taking (self, cards, board): deuces names treys' `hand` `cards`
    evaluate = _compat.deuces_value  # type: ignore[assignment]

    BOARD_LENGTH = 5
    HAND_LENGTH = 2
    _hand_length_message = "Inavlid hand length"   # deuces' exact message

    @staticmethod
    def _player_line(player: int, label: str, percentage: float) -> str:
        return "Player %d hand = %s, percentage rank among all hands = %f" % (player, label, percentage)

    @staticmethod
    def _print_result(leaders: list[int], label: str) -> None:
        print(f"{treys._BAR} HAND OVER {treys._BAR}")
        if len(leaders) == 1:
            print(f"Player {leaders[0] + 1} is the winner with a {label}\n")
        else:   # deuces lists the tied players by index from 0 here
            print(f"Players {leaders} tied for the win with a {label}\n")


class Deck:
    """deuces' Deck: 52 card ints shuffled with ``random.shuffle``; ``draw`` takes from the front.

    >>> random.seed(3); first = Deck().draw(1)
    >>> random.seed(3); first == Deck().draw(1)
    True
    """

    _FULL_DECK: list[int] = []

    def __init__(self) -> None:
        self.shuffle()

    def shuffle(self) -> None:
        self.cards = Deck.GetFullDeck()
        random.shuffle(self.cards)

    def draw(self, n: int = 1) -> Union[int, list[int]]:
        """One card int for ``n == 1``, else a list of ``n`` cards."""
        count = treys._check_draw(n, self.cards)
        if count == 1:
            return self.cards.pop(0)
        return [self.cards.pop(0) for _ in range(count)]

    def __str__(self) -> str:
        return Card.ints_to_pretty_str(self.cards)

    @staticmethod
    def GetFullDeck() -> list[int]:
        """The 52 card ints: ranks 2..A, each in suit order s h d c."""
        return treys.Deck.GetFullDeck()
