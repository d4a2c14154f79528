"""Ace-to-five low (Razz, A-5 lowball) and its eight-or-better qualifier (Hi/Lo games)."""
from __future__ import annotations

from pokerbits._core.kernels.ace_five import (
    CATEGORY_STARTS, EIGHT_CATEGORY_STARTS, EIGHT_MAX_VALUE, MAX_VALUE, ace_five, ace_five_8,
)
from pokerbits._once import once
from pokerbits.systems import Category, System, register
from pokerbits.systems.words import dashed, five_card_ranks, made_hand


class AceFiveCategory(Category):
    """Categories of an ace-to-five low, worst first: paired hands in the high order upside
    down, then five different ranks by their top card."""

    FOUR_OF_A_KIND = 1
    FULL_HOUSE = 2
    THREE_OF_A_KIND = 3
    TWO_PAIR = 4
    ONE_PAIR = 5
    KING_LOW = 6
    QUEEN_LOW = 7
    JACK_LOW = 8
    TEN_LOW = 9
    NINE_LOW = 10
    EIGHT_LOW = 11
    SEVEN_LOW = 12
    SIX_LOW = 13
    FIVE_LOW = 14   # the wheel, 5-4-3-2-A


class AceFiveEightCategory(Category):
    """Categories of an eight-or-better low, worst first."""

    NO_LOW = 1
    EIGHT_LOW = 2
    SEVEN_LOW = 3
    SIX_LOW = 4
    FIVE_LOW = 5


@once
def _decoded() -> dict[int, tuple[int, ...]]:
    """value -> the five ranks of that value, biggest group first, the ace lowest."""
    return five_card_ranks(ace_five, ace_low=True)


def reading_ranks(value: int) -> tuple[int, ...]:
    """The five ranks of a value as its description reads them, in the order they are compared:
    grouped, highest first with the ace lowest (A-A-K-K-Q is "kings and aces")."""
    return _decoded()[value]


def eight_reading_ranks(value: int) -> tuple[int, ...]:
    return reading_ranks(value + MAX_VALUE - EIGHT_MAX_VALUE)


def describe(value: int) -> str:
    ranks = reading_ranks(value)
    category = SYSTEM.category(value)
    if category == AceFiveCategory.FIVE_LOW:
        return "5-4-3-2-A (wheel)"
    if category >= AceFiveCategory.KING_LOW:
        return f"{dashed(ranks[:2])} low ({dashed(ranks)})"
    return made_hand(category.name, ranks, ranks[0])


def describe_eight(value: int) -> str:
    if value == 0:
        return "No qualifying low"
    return describe(value + MAX_VALUE - EIGHT_MAX_VALUE)


SYSTEM = register(System(
    name="ace_five",
    evaluate=ace_five,
    max_value=MAX_VALUE,
    min_cards=5,
    max_cards=7,
    category_enum=AceFiveCategory,
    category_starts=CATEGORY_STARTS,
    describe_value=describe,
    hand_words="an ace-to-five hand",
    reading_ranks=reading_ranks,
))

EIGHT_SYSTEM = register(System(
    name="ace_five_8",
    evaluate=ace_five_8,
    max_value=EIGHT_MAX_VALUE,
    min_cards=5,
    max_cards=7,
    category_enum=AceFiveEightCategory,
    category_starts=EIGHT_CATEGORY_STARTS,
    describe_value=describe_eight,
    hand_words="an ace-to-five hand",
    reading_ranks=eight_reading_ranks,
))
