# cython: embedsignature.format=clinic
"""Ace-to-five low and eight-or-better: per-call entry points and category starts."""
cimport cython

from math import comb

from pokerbits._core.common.cards cimport fast_hand, value_int

# Categories worst first: the paired shapes, then five different ranks by their top card, king
# down to five (ace-low index 12 .. 4), with C(top, 4) hands for each top card.
_NO_PAIR_STARTS = tuple(A5_ONE_PAIR + 1 + sum(comb(t, 4) for t in range(top + 1, 13))
                        for top in range(12, 3, -1))
CATEGORY_STARTS = (1, A5_FOUR_OF_A_KIND + 1, A5_FULL_HOUSE + 1, A5_THREE_OF_A_KIND + 1,
                   A5_TWO_PAIR + 1, *_NO_PAIR_STARTS)
MAX_VALUE = A5_MAX
EIGHT_CATEGORY_STARTS = (0, *(start - (A5_MAX - A5_EIGHT_MAX) for start in _NO_PAIR_STARTS
                              if start > A5_MAX - A5_EIGHT_MAX))
EIGHT_MAX_VALUE = A5_EIGHT_MAX


@cython.binding(False)                 # a plain builtin taking one argument (METH_O): the
@cython.always_allow_keywords(False)   # cheapest call CPython has
@cython.annotation_typing(False)       # "-> int" for the reader: no check of the int returned
def ace_five(cards, /) -> int:
    """Value of the best five-card ace-to-five low among 5 to 7 cards: 1..6175, higher wins.

    >>> ace_five("5c 4d 3h 2s Ac Kd Kh")   # the wheel
    6175
    >>> ace_five("Ac Ad 7h 6s 5c") > ace_five("2c 2d 5h 4s 3c")
    True
    """
    return value_int(ace_five_value(fast_hand(cards, 5, 7, "an ace-to-five hand")))


@cython.binding(False)                 # a plain builtin taking one argument (METH_O): the
@cython.always_allow_keywords(False)   # cheapest call CPython has
@cython.annotation_typing(False)
def ace_five_8(cards, /) -> int:
    """The eight-or-better low among 5 to 7 cards: 0 when none qualifies, else 1..56, higher wins.

    >>> ace_five_8("8c 7d 6h 5s 4c")
    1
    >>> ace_five_8("9c 7d 6h 5s 4c Kd Kh")
    0
    """
    return value_int(ace_five_8_value(fast_hand(cards, 5, 7, "an ace-to-five hand")))
