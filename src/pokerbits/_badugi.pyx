"""Badugi: the per-call entry point and category starts."""
from pokerbits._cards cimport hand

# worst first: one, two, three, four counted cards
CATEGORY_STARTS = (1, BADUGI_ONE + 1, BADUGI_TWO + 1, BADUGI_THREE + 1)
MAX_VALUE = BADUGI_MAX


def badugi(cards) -> int:
    """Value of the best Badugi hand among 4 to 7 cards: 1..1092, higher wins.

    >>> badugi("4s 3h 2d Ac")   # the best hand
    1092
    >>> badugi("7s 3s 2h Ad") == badugi("3c 3d 2s Ah")   # both the three-card 3-2-A
    True
    """
    return badugi_value(hand(cards, 4, 7, "a Badugi hand"))

