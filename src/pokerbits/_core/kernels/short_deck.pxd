# Short deck (six-plus): the 36 cards 6..A, ranked as high hands (pokerbits._core.kernels.high) but for
# A-6-7-8-9, the lowest straight (and straight flush), and a flush that beats a full house;
# Triton rules also put three of a kind above a straight.  The high kernel finds the best hand by
# ranks and the best suited five; SHORT_DECK_OF_HIGH turns those high values into dense
# short-deck values 1..1404 (built in short_deck.pyx), higher is better.
from libc.stdint cimport uint16_t, uint64_t

from pokerbits._core.common.bits cimport POPCOUNT, TOP_BIT, Layers, group_index, highest_bits, rank_layers, suit_ranks
from pokerbits._core.kernels.high cimport (
    FLUSH, HIGH_MAX, N_KEY_SLOTS, STRAIGHT, STRAIGHT_FLUSH, SUITED5, THREE_OF_A_KIND, high_nonflush,
)

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


cdef inline int short_deck_ranks_value(Layers lay, int rules) noexcept nogil:
    """Value of the best five of cards with the rank layers `lay` (5 or more cards, 6s to aces),
    flushes left out."""
    cdef const uint16_t* of_high = SHORT_DECK_OF_HIGH + rules * (HIGH_MAX + 1)
    cdef int high = high_nonflush(lay), top   # no A-2-3-4-5 without the 2-5: only A-6-7-8-9 is new
    if high > FLUSH:                 # full house, four of a kind: as in high
        return of_high[high]
    if rules == RULES_TRITON and lay.three:   # the best trips, straight or not
        top = TOP_BIT[lay.three]
        return of_high[THREE_OF_A_KIND + group_index(top, highest_bits(lay.any & ~(1 << top), 2), 66) + 1]
    if high <= STRAIGHT and (lay.any & SHORT_DECK_WHEEL) == SHORT_DECK_WHEEL:
        return SHORT_DECK_WHEEL_VALUE[rules]
    return of_high[high]


cdef inline int short_deck_suited_value(uint16_t ranks, int rules) noexcept nogil:
    """Value of the best flush or straight flush of one suit's rank mask `ranks` (5 ranks or
    more, 6s to aces)."""
    cdef int high = SUITED5[ranks]
    if high <= STRAIGHT_FLUSH and (ranks & SHORT_DECK_WHEEL) == SHORT_DECK_WHEEL:
        return SHORT_DECK_WHEEL_FLUSH[rules]
    return SHORT_DECK_OF_HIGH[rules * (HIGH_MAX + 1) + high]


cdef inline int short_deck_value(uint64_t cs, int rules) noexcept nogil:
    """Value of the best five of the cards in cs under `rules` (5 or more cards); 0 when cs holds
    a card below 6."""
    cdef int value, suit
    cdef uint16_t ranks
    if cs & ~SHORT_DECK_MASK:
        return 0
    value = short_deck_ranks_value(rank_layers(cs), rules)
    for suit in range(4):
        ranks = suit_ranks(cs, suit)
        if POPCOUNT[ranks] >= 5:
            value = max(value, short_deck_suited_value(ranks, rules))
    return value


cdef inline int short_deck_rules_value(uint64_t cs) noexcept nogil:
    return short_deck_value(cs, RULES_SHORT_DECK)


cdef inline int triton_rules_value(uint64_t cs) noexcept nogil:
    return short_deck_value(cs, RULES_TRITON)


# The batch's rank-key lookups (see kernels.keyed_lookup): each rule set's value of every rank
# multiset of 5 to 7 of the ranks 6..A in the slot of its rank key (high's hash, the other slots 0),
# and of a flush by its suit's rank mask (with 7 cards or fewer a flush beats any hand of its ranks
# alone; one entry more: see high.pxd), built on first use by ensure_short_deck_key_values().
cdef uint16_t KEY_VALUE_SHORT_DECK[N_RULES][N_KEY_SLOTS + 1]
cdef uint16_t SHORT_DECK_FLUSH[N_RULES][8192 + 1]
cdef int ensure_short_deck_key_values() except -1
