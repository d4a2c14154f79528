# cython: embedsignature.format=clinic
"""Deuce-to-seven low: the per-call entry point and category starts."""
cimport cython

from math import comb

from pokerbits._core.common.cards cimport fast_hand, value_int

# Categories worst first: straight flush .. one pair, then no pair by top card, ace down to
# seven (index 12 .. 5), with C(top, 4) masks for each top card less the one straight.
_NO_PAIR_STARTS = tuple(D7_ONE_PAIR + 1 + sum(comb(t, 4) - 1 for t in range(top + 1, 13))
                        for top in range(12, 4, -1))
CATEGORY_STARTS = (1, D7_STRAIGHT_FLUSH + 1, D7_FOUR_OF_A_KIND + 1, D7_FULL_HOUSE + 1, D7_FLUSH + 1,
                   D7_STRAIGHT + 1, D7_THREE_OF_A_KIND + 1, D7_TWO_PAIR + 1, *_NO_PAIR_STARTS)
MAX_VALUE = D7_MAX


@cython.binding(False)                 # a plain builtin taking one argument (METH_O): the
@cython.always_allow_keywords(False)   # cheapest call CPython has
@cython.annotation_typing(False)       # "-> int" for the reader: no check of the int returned
def deuce_seven(cards, /) -> int:
    """Value of the best five-card deuce-to-seven low among 5 to 7 cards: 1..7462, higher wins.

    >>> deuce_seven("7c 5d 4h 3s 2c")   # number one
    7462
    >>> deuce_seven("Ac 5d 4h 3s 2c") < deuce_seven("Kc Qd Jh Ts 8c")   # ace high, no straight
    True
    """
    return value_int(deuce_seven_value(fast_hand(cards, 5, D7_MAX_CARDS, "a deuce-to-seven hand")))
