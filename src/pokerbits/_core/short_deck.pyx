# cython: embedsignature.format=clinic
"""Short deck (six-plus) and Triton short deck: the value tables and the per-call entry points."""
from itertools import combinations_with_replacement

cimport cython
from libc.stdint cimport uint64_t

from pokerbits._core.cards cimport fast_hand, value_int
from pokerbits._core.high cimport FOUR_OF_A_KIND, FULL_HOUSE, HIGH_CARD, ONE_PAIR, TWO_PAIR

from pokerbits._core.cards import card_strings

# the high categories (by the first high value of each) in the order of each rule set, worst first
_HIGH_STARTS = (HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, FOUR_OF_A_KIND,
                STRAIGHT_FLUSH)
_ORDER = {
    RULES_SHORT_DECK: (HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH,
                       FOUR_OF_A_KIND, STRAIGHT_FLUSH),
    RULES_TRITON: (HIGH_CARD, ONE_PAIR, TWO_PAIR, STRAIGHT, THREE_OF_A_KIND, FULL_HOUSE, FLUSH,
                   FOUR_OF_A_KIND, STRAIGHT_FLUSH),
}


def _high_category(int high) -> int:
    """The first high value of the category of high value `high`."""
    return max(start for start in _HIGH_STARTS if start < high)


cdef list _short_deck_high_values():
    """The high value of every five-card short-deck hand but A-6-7-8-9: one plain hand of each
    rank multiset (at most four of a rank) and one suited hand of each five different ranks."""
    cdef Layers lay
    cdef uint16_t mask
    out = set()
    for ranks in combinations_with_replacement(range(4, 13), 5):
        mask = 0
        for rank in ranks:
            mask |= 1 << rank
        if any(ranks.count(r) > 4 for r in ranks) or mask == SHORT_DECK_WHEEL:
            continue
        lay.any = mask
        lay.two = lay.three = lay.four = 0
        for rank in ranks:
            n = ranks.count(rank)
            lay.two |= (n >= 2) << rank
            lay.three |= (n >= 3) << rank
            lay.four |= (n >= 4) << rank
        out.add(high_nonflush(lay))
        if POPCOUNT[mask] == 5:
            out.add(SUITED5[mask])
    return sorted(out)


cdef dict _build():   # cdef: nothing can call it again after import
    """Fill the tables of short_deck.pxd; the first value of each category per rule set."""
    highs = _short_deck_high_values()
    starts = {}
    for rules, order in _ORDER.items():
        # sort key: the category's place in this rule set, then the high value (the wheels lowest)
        keyed = [((order.index(_high_category(h)), h), h) for h in highs]
        keyed += [((order.index(STRAIGHT), 0), -1), ((order.index(STRAIGHT_FLUSH), 0), -2)]
        keyed.sort()
        if len(keyed) != SHORT_DECK_MAX:
            raise RuntimeError(f"{len(keyed)} short-deck values, not {SHORT_DECK_MAX}")
        firsts = []
        for value, ((place, _), high) in enumerate(keyed, 1):
            if len(firsts) == place:
                firsts.append(value)
            if high == -1:
                SHORT_DECK_WHEEL_VALUE[rules] = value
            elif high == -2:
                SHORT_DECK_WHEEL_FLUSH[rules] = value
            else:
                SHORT_DECK_OF_HIGH[rules * (HIGH_MAX + 1) + high] = value
        starts[rules] = tuple(firsts) + (SHORT_DECK_MAX,)    # the royal flush is the top value
    return starts


_STARTS = _build()
# first value of each category, worst first, in each rule set's order (the last: royal flush)
CATEGORY_STARTS = _STARTS[RULES_SHORT_DECK]
TRITON_CATEGORY_STARTS = _STARTS[RULES_TRITON]
MAX_VALUE = SHORT_DECK_MAX


cdef uint64_t _short_deck_hand(object cards) except 0:
    cdef uint64_t cs = fast_hand(cards, 5, 7, "a short-deck hand")
    if cs & ~SHORT_DECK_MASK:
        low = " ".join(card_strings(cs & ~SHORT_DECK_MASK))
        raise ValueError(f"a short-deck hand holds only 6s to aces, got {low}")
    return cs


@cython.binding(False)
@cython.always_allow_keywords(False)
def short_deck(cards, /) -> int:
    """Value of the best five-card short-deck hand among 5 to 7 cards of the 36-card deck 6..A
    (a flush beats a full house; A-6-7-8-9 is the lowest straight): 1..1404, higher wins.

    >>> short_deck("As Ks Qs Js Ts")
    1404
    >>> short_deck("Ah 9h 8h 7h 2h")
    Traceback (most recent call last):
    ...
    ValueError: a short-deck hand holds only 6s to aces, got 2h
    >>> short_deck("Kh 9h 8h 7h 6h") > short_deck("Ac Ad As Kc Kd")   # flush over full house
    True
    """
    return value_int(short_deck_value(_short_deck_hand(cards), RULES_SHORT_DECK))


@cython.binding(False)
@cython.always_allow_keywords(False)
def short_deck_triton(cards, /) -> int:
    """short_deck() under Triton rules: three of a kind also beats a straight.  1..1404.

    >>> short_deck_triton("6c 6d 6h 8s 7c") > short_deck_triton("As Kd Qh Jc Ts")
    True
    """
    return value_int(short_deck_value(_short_deck_hand(cards), RULES_TRITON))
