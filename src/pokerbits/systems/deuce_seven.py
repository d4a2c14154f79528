"""Deuce-to-seven low (Kansas City lowball, 2-7 single and triple draw)."""
from __future__ import annotations

from pokerbits._core.kernels.deuce_seven import CATEGORY_STARTS, MAX_VALUE, deuce_seven
from pokerbits._once import once
from pokerbits.systems import Category, System, register
from pokerbits.systems.words import dashed, five_card_ranks, made_hand


class DeuceSevenCategory(Category):
    """Categories of a deuce-to-seven low, worst first: the high order upside down, with no
    pair, straight or flush split by the top card (the ace is always high)."""

    STRAIGHT_FLUSH = 1
    FOUR_OF_A_KIND = 2
    FULL_HOUSE = 3
    FLUSH = 4
    STRAIGHT = 5
    THREE_OF_A_KIND = 6
    TWO_PAIR = 7
    ONE_PAIR = 8
    ACE_HIGH = 9
    KING_LOW = 10
    QUEEN_LOW = 11
    JACK_LOW = 12
    TEN_LOW = 13
    NINE_LOW = 14
    EIGHT_LOW = 15
    SEVEN_LOW = 16


@once
def _decoded() -> dict[int, tuple[int, ...]]:
    """value -> the five ranks of that value, grouped (biggest group first), from the kernel."""
    return five_card_ranks(deuce_seven)


def reading_ranks(value: int) -> tuple[int, ...]:
    """The five ranks of a value as its description reads them: grouped, highest first."""
    return _decoded()[value]


def describe(value: int) -> str:
    ranks = reading_ranks(value)
    category = SYSTEM.category(value)
    if value == MAX_VALUE:
        return "7-5-4-3-2 (number one)"
    if category == DeuceSevenCategory.ACE_HIGH:
        return f"Ace high ({dashed(ranks)})"
    if category > DeuceSevenCategory.ACE_HIGH:
        return f"{dashed(ranks[:2])} low ({dashed(ranks)})"
    return made_hand(category.name, ranks, ranks[0])


SYSTEM = register(System(
    name="deuce_seven",
    evaluate=deuce_seven,
    max_value=MAX_VALUE,
    min_cards=5,
    max_cards=7,
    category_enum=DeuceSevenCategory,
    category_starts=CATEGORY_STARTS,
    describe_value=describe,
    hand_words="a deuce-to-seven hand",
    reading_ranks=reading_ranks,
))
