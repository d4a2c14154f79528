"""High hands (Hold'em, Omaha, Stud, draw): categories and descriptions."""
from __future__ import annotations

import enum
from functools import lru_cache
from itertools import combinations_with_replacement

from pokerbits._high import CATEGORY_STARTS, MAX_VALUE, high
from pokerbits.systems import System, register
from pokerbits.systems.words import PLURAL, SINGULAR, dashed


class HighCategory(enum.IntEnum):
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


def rank_patterns(max_same: int = 4):
    """Every multiset of five ranks (0..12) with at most `max_same` of a rank, high to low."""
    for combo in combinations_with_replacement(range(12, -1, -1), 5):
        if max(combo.count(r) for r in set(combo)) <= max_same:
            yield combo


def pattern_mask(ranks, suited: bool) -> int:
    """A card set with these ranks: all clubs if `suited`, else suits that never make a flush."""
    suits = [0 if suited else ranks[:i].count(rank) for i, rank in enumerate(ranks)]
    if not suited and len(set(ranks)) == 5:
        suits[1] = 1
    return sum(1 << (16 * suit + rank) for suit, rank in zip(suits, ranks))


@lru_cache(maxsize=None)
def _decoded() -> dict[int, tuple[int, ...]]:
    """value -> the five ranks of that value, grouped (biggest group first), from the kernel."""
    out: dict[int, tuple[int, ...]] = {}
    for ranks in rank_patterns():
        grouped = tuple(sorted(ranks, key=lambda r: (ranks.count(r), r), reverse=True))
        out[high(pattern_mask(ranks, False))] = grouped
        if len(set(ranks)) == 5:
            out[high(pattern_mask(ranks, True))] = grouped
    return out


def describe(value: int) -> str:
    ranks = _decoded()[value]
    category = SYSTEM.category(value)
    top = 3 if ranks == (12, 3, 2, 1, 0) else ranks[0]   # the wheel is five high
    if category == HighCategory.ROYAL_FLUSH:
        return "Royal flush"
    if category in (HighCategory.STRAIGHT_FLUSH, HighCategory.STRAIGHT):
        name = "Straight flush" if category == HighCategory.STRAIGHT_FLUSH else "Straight"
        return f"{name}, {SINGULAR[top]} high"
    if category == HighCategory.FOUR_OF_A_KIND:
        return f"Four of a kind, {PLURAL[ranks[0]]}, {SINGULAR[ranks[4]]} kicker"
    if category == HighCategory.FULL_HOUSE:
        return f"Full house, {PLURAL[ranks[0]]} full of {PLURAL[ranks[3]]}"
    if category == HighCategory.FLUSH:
        return f"Flush, {SINGULAR[top]} high ({dashed(ranks)})"
    if category == HighCategory.THREE_OF_A_KIND:
        return f"Three of a kind, {PLURAL[ranks[0]]}, {dashed(ranks[3:])} kickers"
    if category == HighCategory.TWO_PAIR:
        return f"Two pair, {PLURAL[ranks[0]]} and {PLURAL[ranks[2]]}, {SINGULAR[ranks[4]]} kicker"
    if category == HighCategory.ONE_PAIR:
        return f"One pair, {PLURAL[ranks[0]]}, {dashed(ranks[2:])} kickers"
    return f"High card, {SINGULAR[top]} ({dashed(ranks)})"


SYSTEM = register(System(
    name="high",
    evaluate=high,
    max_value=MAX_VALUE,
    min_cards=5,
    max_cards=52,
    category_enum=HighCategory,
    category_starts=CATEGORY_STARTS,
    describe_value=describe,
))
