"""High hands (Hold'em, Omaha, Stud, draw): categories and descriptions."""
from __future__ import annotations

from pokerbits._core.kernels.high import CATEGORY_STARTS, MAX_VALUE, high
from pokerbits._once import once
from pokerbits.systems import Category, System, register
from pokerbits.systems.words import five_card_ranks, high_hand


class HighCategory(Category):
    """Categories of a high hand, worst first."""

    HIGH_CARD = 1
    ONE_PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    ROYAL_FLUSH = 10


@once
def _decoded() -> dict[int, tuple[int, ...]]:
    """value -> the five ranks of that value, grouped (biggest group first), from the kernel."""
    return five_card_ranks(high)


WHEEL = (12, 3, 2, 1, 0)


def reading_ranks(value: int) -> tuple[int, ...]:
    """The five ranks of a value as its description reads them: grouped, the wheel five high."""
    ranks = _decoded()[value]
    return (3, 2, 1, 0, 12) if ranks == WHEEL else ranks


def describe(value: int) -> str:
    ranks = reading_ranks(value)
    return high_hand(SYSTEM.category(value).name, ranks, ranks[0])


SYSTEM = register(System(
    name="high",
    evaluate=high,
    max_value=MAX_VALUE,
    min_cards=5,
    max_cards=52,
    category_enum=HighCategory,
    category_starts=CATEGORY_STARTS,
    describe_value=describe,
    hand_words="a high hand",
    reading_ranks=reading_ranks,
))
