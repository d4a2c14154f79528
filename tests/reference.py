"""Deliberately naive reference evaluators, written from ../shared/rules/RULES.md.

Nothing here shares code with the compiled core: cards are (rank, suit) tuples with rank
2..14 (ace 14), every hand is scored by a sort key (bigger is better), and the best hand
is found by trying every subset with itertools.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"

Card = tuple  # (rank 2..14, suit 0..3)


def parse(text: str) -> list[Card]:
    """'As Kd' -> [(14, 3), (13, 1)]; only the canonical two-character form."""
    return [(RANK_CHARS.index(t[0]) + 2, SUIT_CHARS.index(t[1])) for t in text.split()]


def to_mask(hand: list[Card]) -> int:
    """The card-set int of the package's documented layout: bit 16*suit + (rank - 2)."""
    mask = 0
    for rank, suit in hand:
        mask |= 1 << (16 * suit + rank - 2)
    return mask


def from_mask(mask: int) -> list[Card]:
    return [(bit % 16 + 2, bit // 16) for bit in range(64) if mask >> bit & 1]


def grouped(ranks: list[int]) -> list[int]:
    """Ranks grouped by count, biggest group first, equal groups high to low, one entry each."""
    counts = Counter(ranks)
    return sorted(counts, key=lambda r: (counts[r], r), reverse=True)


def shape(ranks: list[int]) -> tuple:
    """Group sizes, biggest first: (2, 2, 1) for two pair."""
    return tuple(sorted(Counter(ranks).values(), reverse=True))


def straight_top(ranks: list[int], wheel: bool = True) -> int:
    """Top card of a five-card straight, or 0; `wheel`: A-2-3-4-5 is a five-high straight."""
    distinct = sorted(set(ranks))
    if len(distinct) != 5:
        return 0
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    if wheel and distinct == [2, 3, 4, 5, 14]:
        return 5
    return 0


# high: categories 1 (high card) .. 9 (straight flush); the royal flush is the top straight flush
HIGH_SHAPES = {(1, 1, 1, 1, 1): 1, (2, 1, 1, 1): 2, (2, 2, 1): 3, (3, 1, 1): 4, (3, 2): 7, (4, 1): 8}


def high_key(five: list[Card], wheel: bool = True) -> tuple:
    """Sort key of a five-card high hand (bigger is better)."""
    ranks = [r for r, _ in five]
    flush = len({s for _, s in five}) == 1
    top = straight_top(ranks, wheel)
    if top and flush:
        return (9, top)
    if flush:
        return (6, sorted(ranks, reverse=True))
    if top:
        return (5, top)
    return (HIGH_SHAPES[shape(ranks)], grouped(ranks))


def high_category(five: list[Card]) -> int:
    """1 high card, 2 pair, 3 two pair, 4 trips, 5 straight, 6 flush, 7 full house, 8 quads,
    9 straight flush, 10 royal flush."""
    key = high_key(five)
    return 10 if key == (9, 14) else key[0]


def best(hand: list[Card], size: int, key) -> tuple:
    return max(key(list(sub)) for sub in combinations(hand, size))


def high(hand: list[Card]) -> tuple:
    return best(hand, 5, high_key)
