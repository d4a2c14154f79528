# Ace-to-five low (Razz, A-5 lowball) and its eight-or-better qualifier (the low half of Hi/Lo).
# Ace always low, straights and flushes ignored, dense values higher-is-better:
#   ace_five   1..6175, 6175 = 5-4-3-2-A (the wheel)
#   ace_five_8 0 = no qualifying low, else 1..56, 56 = the wheel, 1 = 8-7-6-5-4
from libc.stdint cimport uint16_t, uint64_t

from pokerbits._core.common.bits cimport COLEX, LOWEST5, Layers, ace_low_cards, paired_low, rank_layers

# value = top of the shape - index within the shape (paired shapes: the high order upside down)
cdef enum:
    A5_FOUR_OF_A_KIND = 156      # values 1..156
    A5_FULL_HOUSE = 312          # 157..312
    A5_THREE_OF_A_KIND = 1170    # 313..1170
    A5_TWO_PAIR = 2028           # 1171..2028
    A5_ONE_PAIR = 4888           # 2029..4888
    A5_MAX = 6175                # 4889..6175: five different ranks, C(13, 5) = 1287 of them
    A5_EIGHT_MAX = 56            # C(8, 5) eight-or-better lows


cdef inline int ace_five_value(uint64_t cs) noexcept nogil:
    """Best ace-to-five low of the cards in cs (5 or more; any count gives a value in 1..6175)."""
    cdef Layers lay = rank_layers(ace_low_cards(cs))   # ranks A, 2, ..., K = 0..12
    cdef uint16_t five = LOWEST5[lay.any]
    if five:
        # the five lowest ranks; among masks of five ranks numeric order is "highest card
        # first" order, so COLEX counts from the wheel (0) up
        return A5_MAX - COLEX[five]
    return paired_low(lay, A5_ONE_PAIR, A5_TWO_PAIR, A5_THREE_OF_A_KIND, A5_FULL_HOUSE,
                      A5_FOUR_OF_A_KIND)


cdef inline int ace_five_8_value(uint64_t cs) noexcept nogil:
    """Eight-or-better low: the 56 best ace_five values are exactly the five different ranks of
    A..8 (the first 56 five-rank masks in numeric order), so the qualifier is a threshold."""
    cdef int value = ace_five_value(cs) - (A5_MAX - A5_EIGHT_MAX)
    return value if value > 0 else 0
