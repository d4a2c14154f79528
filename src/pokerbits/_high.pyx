"""High-hand kernel: tables and the per-call entry point."""
from libc.stdint cimport uint16_t, uint64_t

from pokerbits._bits cimport COLEX, N_MASKS, POPCOUNT, highest_bits, straight_top
from pokerbits._cards cimport hand


cdef void _build() noexcept:
    cdef int m, top, top5
    cdef uint16_t plain_index[N_MASKS]   # index among five-rank masks that are no straight
    cdef int seen = 0
    for m in range(N_MASKS):
        plain_index[m] = seen
        if POPCOUNT[m] == 5 and straight_top(m, True) < 0:
            seen += 1
    for m in range(N_MASKS):
        DISTINCT5[m] = 0
        SUITED5[m] = 0
        if POPCOUNT[m] < 5:
            continue
        top = straight_top(m, True)
        if top >= 0:
            DISTINCT5[m] = STRAIGHT + top - 3 + 1
            SUITED5[m] = STRAIGHT_FLUSH + top - 3 + 1
        else:
            top5 = highest_bits(m, 5)
            DISTINCT5[m] = HIGH_CARD + plain_index[top5] + 1
            SUITED5[m] = FLUSH + plain_index[top5] + 1


_build()

# first value of each category, worst first (Python view of the enum in _high.pxd)
CATEGORY_STARTS = (HIGH_CARD + 1, ONE_PAIR + 1, TWO_PAIR + 1, THREE_OF_A_KIND + 1, STRAIGHT + 1,
                   FLUSH + 1, FULL_HOUSE + 1, FOUR_OF_A_KIND + 1, STRAIGHT_FLUSH + 1, HIGH_MAX)
MAX_VALUE = HIGH_MAX


def high(cards) -> int:
    """Value of the best five-card high hand among 5 or more cards: 1..7462, higher wins.

    >>> high("As Ks Qs Js Ts 2c 3d")
    7462
    >>> high("7c 5d 4h 3s 2c")
    1
    """
    return high_value(hand(cards, 5, 52, "a high hand"))
