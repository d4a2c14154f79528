"""Short deck (six-plus hold'em): the 36 cards 6..A, a flush above a full house, A-6-7-8-9 the
lowest straight; and Triton short deck, where three of a kind also beats a straight."""
from __future__ import annotations


from pokerbits._core.kernels.short_deck import (
    CATEGORY_STARTS, MAX_VALUE, TRITON_CATEGORY_STARTS, short_deck, short_deck_triton,
)
from pokerbits._core.common.cards import cards, deck
from pokerbits._once import once
from pokerbits.systems import Category, System, register
from pokerbits.systems.words import five_card_ranks, high_hand

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Callable

    from pokerbits._core.common.cards import Cards   # a name of the stub only

SIX = 4            # the lowest rank of the short deck
WHEEL = (12, 7, 6, 5, 4)   # A-6-7-8-9, a nine-high straight
SHORT_DECK = cards([card for card in deck() if card[0] in "6789TJQKA"])   # the 36 cards


class ShortDeckCategory(Category):
    """Categories of a short-deck hand, worst first: a flush beats a full house."""

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FULL_HOUSE = 6
    FLUSH = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    ROYAL_FLUSH = 10


class TritonCategory(Category):
    """Categories of a Triton short-deck hand, worst first: three of a kind beats a straight and
    a flush beats a full house."""

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    STRAIGHT = 4
    THREE_OF_A_KIND = 5
    FULL_HOUSE = 6
    FLUSH = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    ROYAL_FLUSH = 10


def _system(name: str, evaluate: Callable[[Cards], int], categories: type[Category],
            starts: tuple[int, ...]) -> System:
    @once
    def decoded() -> dict[int, tuple[int, ...]]:
        """value -> the five ranks of that value, grouped (biggest group first), from the kernel."""
        return five_card_ranks(evaluate, lowest_rank=SIX)

    def reading_ranks(value: int) -> tuple[int, ...]:
        """The five ranks as the description reads them: grouped, A-6-7-8-9 nine high."""
        ranks = decoded()[value]
        return (7, 6, 5, 4, 12) if ranks == WHEEL else ranks

    def describe(value: int) -> str:
        ranks = reading_ranks(value)
        return high_hand(system.category(value).name, ranks, ranks[0])

    system = register(System(
        name=name,
        evaluate=evaluate,
        max_value=MAX_VALUE,
        min_cards=5,
        max_cards=7,
        category_enum=categories,
        category_starts=starts,
        describe_value=describe,
        hand_words="a short-deck hand",
        reading_ranks=reading_ranks,
        deck=SHORT_DECK,
    ))
    return system


SYSTEM = _system("short_deck", short_deck, ShortDeckCategory, CATEGORY_STARTS)
TRITON_SYSTEM = _system("short_deck_triton", short_deck_triton, TritonCategory, TRITON_CATEGORY_STARTS)
