"""Deliberately naive reference evaluators, written from the rules (docs/rules.md).

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


# Low hands: the key of a five-card hand is "bigger is better", so lows negate the high order.

def low_rank(rank: int) -> int:
    """Ace-to-five and Badugi rank: the ace counts 1, below the deuce."""
    return 1 if rank == 14 else rank


def ace_five_key(five: list[Card]) -> tuple:
    """Ace-to-five: the high order of the ranks alone, ace low, no straights or flushes,
    turned upside down (unpaired beats paired, lower beats higher)."""
    ranks = [low_rank(r) for r, _ in five]
    return (-HIGH_SHAPES[shape(ranks)], [-r for r in grouped(ranks)])


def ace_five(hand: list[Card]) -> tuple:
    return best(hand, 5, ace_five_key)


def ace_five_8(hand: list[Card]):
    """The best five different ranks all 8 or lower (ace low), or None: no qualifying low."""
    lows = [ace_five_key(list(five)) for five in combinations(hand, 5)
            if len({r for r, _ in five}) == 5 and max(low_rank(r) for r, _ in five) <= 8]
    return max(lows, default=None)


def deuce_seven_key(five: list[Card]) -> tuple:
    """Deuce-to-seven: the high order with the ace always high (A-5-4-3-2 is no straight),
    turned upside down."""
    category, ranks = high_key(five, wheel=False)
    return (-category, -ranks if isinstance(ranks, int) else [-r for r in ranks])


def deuce_seven(hand: list[Card]) -> tuple:
    return best(hand, 5, deuce_seven_key)


def badugi(hand: list[Card], ace_high: bool = False) -> tuple:
    """Every set of cards with pairwise different ranks and suits; the most cards, then the
    lowest compared from the highest card down (ace low, or high with `ace_high`)."""
    keys = []
    for size in range(1, 5):
        for cards in combinations(hand, size):
            if len({r for r, _ in cards}) == size and len({s for _, s in cards}) == size:
                keys.append((size, sorted((-(r if ace_high else low_rank(r)) for r, _ in cards))))
    return max(keys)


def badugi_ace_high(hand: list[Card]) -> tuple:
    return badugi(hand, ace_high=True)


# Short deck: the 36 cards 6..A.  Categories by name, each rule set's order worst first.
SHORT_DECK_RANKS = range(6, 15)
SHORT_DECK_ORDER = ("high card", "pair", "two pair", "trips", "straight", "full house", "flush", "quads",
                    "straight flush")
TRITON_ORDER = ("high card", "pair", "two pair", "straight", "trips", "full house", "flush", "quads",
                "straight flush")
SHAPE_NAMES = {(1, 1, 1, 1, 1): "high card", (2, 1, 1, 1): "pair", (2, 2, 1): "two pair", (3, 1, 1): "trips",
               (3, 2): "full house", (4, 1): "quads"}


def short_deck_key(five: list[Card], order: tuple = SHORT_DECK_ORDER) -> tuple:
    """Sort key of five short-deck cards: A-6-7-8-9 is a nine-high straight, the lowest."""
    ranks = [r for r, _ in five]
    assert min(ranks) >= 6, "a card below 6 in a short-deck hand"
    flush = len({s for _, s in five}) == 1
    top = straight_top(ranks, wheel=False) or (9 if sorted(set(ranks)) == [6, 7, 8, 9, 14] else 0)
    if top:
        return (order.index("straight flush" if flush else "straight"), top)
    if flush:
        return (order.index("flush"), sorted(ranks, reverse=True))
    return (order.index(SHAPE_NAMES[shape(ranks)]), grouped(ranks))


def short_deck(hand: list[Card]) -> tuple:
    return best(hand, 5, short_deck_key)


def short_deck_triton(hand: list[Card]) -> tuple:
    return best(hand, 5, lambda five: short_deck_key(five, TRITON_ORDER))


# Omaha: exactly two hole cards and exactly three board cards, every way
def omaha(hole: list[Card], board: list[Card], key) -> tuple:
    return max(key(list(two) + list(three))
               for two in combinations(hole, 2) for three in combinations(board, 3))


def omaha_high(hole: list[Card], board: list[Card]) -> tuple:
    return omaha(hole, board, high_key)


# Split pots (the rules page, "Split pots"), chip by chip
def split_pot(keys_by_half: list[list], pot: int) -> list[int]:
    """Chips won by each player; keys_by_half[h][p] is player p's key for half h, None when the
    hand does not qualify.  The chips are handed out one at a time: in turn to the halves someone
    qualifies for, first half first; each half's chips in turn to its winners in seat order."""
    chips = [0] * len(keys_by_half[0])
    played = [keys for keys in keys_by_half if any(key is not None for key in keys)]
    half_chips = [0] * len(played)
    for chip in range(pot):
        half_chips[chip % len(played)] += 1
    for keys, amount in zip(played, half_chips):
        top = max(key for key in keys if key is not None)
        winners = [p for p, key in enumerate(keys) if key == top]
        for chip in range(amount):
            chips[winners[chip % len(winners)]] += 1
    return chips


def omaha_ace_five_8(hole: list[Card], board: list[Card]):
    """The best eight-or-better low of exactly two hole and three board cards, or None."""
    lows = [ace_five_8(list(two) + list(three))
            for two in combinations(hole, 2) for three in combinations(board, 3)]
    return max((low for low in lows if low is not None), default=None)
