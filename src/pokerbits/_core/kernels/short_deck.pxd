# Short deck (six-plus): the 36 cards 6..A, ranked as high hands (pokerbits._core.kernels.high) but for
# A-6-7-8-9, the lowest straight (and straight flush), and a flush that beats a full house;
# Triton rules also put three of a kind above a straight.  The high kernel finds the best hand by
# ranks and the best suited five; SHORT_DECK_OF_HIGH turns those high values into dense
# short-deck values 1..1404 (built in short_deck.pyx), higher is better.
from libc.stdint cimport uint16_t, uint64_t

from pokerbits._core.common.bits cimport POPCOUNT, TOP_BIT, Layers, group_index, highest_bits, rank_layers, suit_ranks
from pokerbits._core.kernels.high cimport FLUSH, HIGH_MAX, STRAIGHT, STRAIGHT_FLUSH, SUITED5, THREE_OF_A_KIND, high_nonflush

cdef enum:
    SHORT_DECK_MAX = 1404
    SHORT_DECK_WHEEL = 0x10F0        # A-6-7-8-9 as a rank mask: the ace (bit 12) and 6-7-8-9 (bits 4-7)
    RULES_SHORT_DECK = 0             # a flush beats a full house
    RULES_TRITON = 1                 # ... and three of a kind beats a straight
    N_RULES = 2

cdef extern from *:
    """
    #define POKERBITS_SHORT_DECK_MASK 0x1FF01FF01FF01FF0ULL
    """
    const uint64_t SHORT_DECK_MASK "POKERBITS_SHORT_DECK_MASK"   # the 36 cards 6..A

# SHORT_DECK_OF_HIGH[rules * (HIGH_MAX + 1) + v]: the short-deck value of the hand whose high
# value is v (0 for a high value no short-deck hand has); SHORT_DECK_WHEEL_VALUE[rules] and
# SHORT_DECK_WHEEL_FLUSH[rules]: the values of the A-6-7-8-9 straight and straight flush.
cdef uint16_t SHORT_DECK_OF_HIGH[N_RULES * (HIGH_MAX + 1)]
cdef uint16_t SHORT_DECK_WHEEL_VALUE[N_RULES]
cdef uint16_t SHORT_DECK_WHEEL_FLUSH[N_RULES]


cdef inline int short_deck_value(uint64_t cs, int rules) noexcept nogil:
    """Value of the best five of the cards in cs under `rules` (5 or more cards); 0 when cs holds
    a card below 6."""
    cdef const uint16_t* of_high = SHORT_DECK_OF_HIGH + rules * (HIGH_MAX + 1)
    cdef Layers lay
    cdef int value, high, suit, top
    cdef uint16_t ranks
    if cs & ~SHORT_DECK_MASK:
        return 0
    lay = rank_layers(cs)
    high = high_nonflush(lay)        # no A-2-3-4-5 without the 2-5: only A-6-7-8-9 is new
    if high > FLUSH:                 # full house, four of a kind: as in high
        value = of_high[high]
    elif rules == RULES_TRITON and lay.three:   # the best trips, straight or not
        top = TOP_BIT[lay.three]
        value = of_high[THREE_OF_A_KIND + group_index(top, highest_bits(lay.any & ~(1 << top), 2), 66) + 1]
    elif high <= STRAIGHT and (lay.any & SHORT_DECK_WHEEL) == SHORT_DECK_WHEEL:
        value = SHORT_DECK_WHEEL_VALUE[rules]
    else:
        value = of_high[high]
    for suit in range(4):
        ranks = suit_ranks(cs, suit)
        if POPCOUNT[ranks] >= 5:
            high = SUITED5[ranks]
            if high <= STRAIGHT_FLUSH and (ranks & SHORT_DECK_WHEEL) == SHORT_DECK_WHEEL:
                value = max(value, SHORT_DECK_WHEEL_FLUSH[rules])
            else:
                value = max(value, of_high[high])
    return value
