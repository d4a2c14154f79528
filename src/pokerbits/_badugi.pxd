# Badugi: the largest set of cards of different ranks and different suits, the lowest such
# set among those (ace low, compared from the highest card down).  Dense values, higher is
# better: 1 = a lone king, 1092 = A-2-3-4 of four suits.
from libc.stdint cimport uint16_t, uint64_t

from pokerbits._bits cimport COLEX, POPCOUNT, ace_low_cards, lowest_bit, suit_ranks

cdef enum:
    BADUGI_ONE = 13      # values 1..13: one counted card, king .. ace
    BADUGI_TWO = 91      # 14..91: C(13, 2)
    BADUGI_THREE = 377   # 92..377: C(13, 3)
    BADUGI_MAX = 1092    # 378..1092: C(13, 4) four-card badugis


cdef inline int badugi_top(int size) noexcept nogil:
    """Value of the best hand counting `size` cards (0 for none)."""
    if size == 4:
        return BADUGI_MAX
    if size == 3:
        return BADUGI_THREE
    if size == 2:
        return BADUGI_TWO
    return BADUGI_ONE if size == 1 else 0


cdef inline uint16_t badugi_ranks(uint64_t cs) noexcept nogil:
    """The counted ranks (ace-low mask: A, 2, ..., K = bit 0..12) of the best Badugi hand.

    Sets of ranks that can take one card each from different suits are the independent sets
    of a transversal matroid, so taking ranks lowest first whenever the set stays independent
    gives a largest set whose i-th lowest rank is as low as any's, for every i: the lowest set
    compared from the top.  `used` tracks independence: bit U is set when the ranks taken so
    far can be given exactly the suits U (bit s of U = suit s); a rank held in suit s extends
    each U without s to U + (1 << s).
    """
    cdef uint64_t low = ace_low_cards(cs)
    cdef uint16_t c = suit_ranks(low, 0), d = suit_ranks(low, 1)
    cdef uint16_t h = suit_ranks(low, 2), s = suit_ranks(low, 3)
    cdef uint16_t left = c | d | h | s, taken = 0, rank, used = 1, grown
    while left and POPCOUNT[taken] < 4:
        rank = lowest_bit(left)
        left ^= rank
        grown = 0
        if c & rank:
            grown |= (used & 0x5555) << 1   # suit sets without clubs, plus clubs
        if d & rank:
            grown |= (used & 0x3333) << 2
        if h & rank:
            grown |= (used & 0x0F0F) << 4
        if s & rank:
            grown |= (used & 0x00FF) << 8
        if grown:
            used = grown
            taken |= rank
    return taken


cdef inline int badugi_value(uint64_t cs) noexcept nogil:
    """Value of the best Badugi hand among the cards in cs (4 or more; 0 for no cards).
    Among sets of one size numeric order is "highest card first" order: COLEX counts up from
    the best."""
    cdef uint16_t ranks = badugi_ranks(cs)
    return badugi_top(POPCOUNT[ranks]) - COLEX[ranks]
