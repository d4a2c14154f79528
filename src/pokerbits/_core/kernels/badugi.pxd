# Badugi: the largest set of cards of different ranks and different suits, the lowest such
# set among those (ace low, compared from the highest card down).  Dense values, higher is
# better: 1 = a lone king, 1092 = A-2-3-4 of four suits.  Ace-high Badugi (the Badugi half of
# Badeucy) is the same kernel fed the cards with the ranks turned one place (ace_high_cards):
# 1 = a lone ace, 1092 = 2-3-4-5 of four suits.
from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t

from pokerbits._core.common.bits cimport (
    COLEX, POPCOUNT, RANK_MASK, TOP_BIT, ace_high_cards, ace_low_cards, card_count, hashed_value, lowest_bit,
    lowest_index, rank_layers, rank_suits, suit_ranks,
)

cdef enum:
    BADUGI_ONE = 13      # values 1..13: one counted card, king .. ace
    BADUGI_TWO = 91      # 14..91: C(13, 2)
    BADUGI_THREE = 377   # 92..377: C(13, 3)
    BADUGI_MAX = 1092    # 378..1092: C(13, 4) four-card badugis
    BADUGI_STATES = 68   # reachable states of the matching below
    BADUGI_TAKEN = 0x80  # flag in BADUGI_NEXT: the rank is taken

# Four cards (the game's hand): a perfect hash of the multiset of the four suits' rank masks,
# which is all a Badugi value depends on (suits are alike).  Key: the sum of BADUGI_SUIT_KEY
# over the four suits (pseudo-random weights); slot as in build_key_hash of _bits.
cdef enum:
    BADUGI_HASH_SHIFT = 20        # bucket = key >> 20: 2**12 buckets
    BADUGI_HASH_BUCKETS = 4096
    BADUGI_HASH_SLOTS = 32768

cdef uint32_t BADUGI_SUIT_KEY[8192]
cdef uint16_t BADUGI_DISPLACE[BADUGI_HASH_BUCKETS]
cdef uint16_t BADUGI_FOUR[BADUGI_HASH_SLOTS]

# BADUGI_NEXT[16 * state + suits]: the state after offering a rank held in `suits` (bit s =
# suit s), or'ed with BADUGI_TAKEN when the rank is taken.  State 0: nothing taken yet.
cdef uint8_t BADUGI_NEXT[BADUGI_STATES * 16]


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
    compared from the top.  The state says which sets of suits the ranks taken so far can
    occupy (see _badugi.pyx); BADUGI_NEXT moves it on by one rank.
    """
    cdef uint64_t low = ace_low_cards(cs)
    cdef uint16_t left = rank_layers(low).any, taken = 0, rank
    cdef uint8_t step, state = 0
    while left:
        rank = lowest_bit(left)
        left ^= rank
        step = BADUGI_NEXT[16 * state + rank_suits(low, TOP_BIT[rank])]
        state = step & ~BADUGI_TAKEN      # < BADUGI_STATES: the table holds nothing larger
        if step & BADUGI_TAKEN:
            taken |= rank
    return taken


cdef inline int badugi_four_value(uint64_t four) noexcept nogil:
    """Value of exactly four cards: one hash lookup."""
    cdef uint32_t key = ((BADUGI_SUIT_KEY[suit_ranks(four, 0)] + BADUGI_SUIT_KEY[suit_ranks(four, 1)])
                         + (BADUGI_SUIT_KEY[suit_ranks(four, 2)] + BADUGI_SUIT_KEY[suit_ranks(four, 3)]))
    return hashed_value(key, BADUGI_DISPLACE, BADUGI_HASH_SHIFT, BADUGI_FOUR, BADUGI_HASH_SLOTS - 1)


cdef inline int badugi_best_four(uint64_t five) noexcept nogil:
    """Value of five cards: the better of two four-card hands, each one hash lookup.  Five cards
    in four suits put two or more in some suit, and a Badugi hand counts one card of a suit at
    most, so of any two cards of that suit one is left out of a best hand: the four cards without
    it hold that hand."""
    # each suit's cards but its lowest (no lane borrows from the next: bit 15 of each is set)
    cdef uint64_t above_lowest = five & ((five | 0x8000800080008000ULL) - 0x0001000100010001ULL)
    cdef int lane = lowest_index(above_lowest) & ~15            # 16 * a suit holding two or more
    cdef uint64_t suit_cards = five & (<uint64_t>RANK_MASK << lane)
    cdef int one = badugi_four_value(five ^ (above_lowest & (~above_lowest + 1)))
    cdef int other = badugi_four_value(five ^ (suit_cards & (~suit_cards + 1)))
    return one if one > other else other


cdef inline int badugi_value(uint64_t cs) noexcept nogil:
    """Value of the best Badugi hand among the cards in cs (4 or more; 0 for no cards):
    four cards by one hash lookup, five by two of them, more by badugi_matched_value."""
    cdef int n = card_count(cs)
    if n == 4:
        return badugi_four_value(cs)
    if n == 5:
        return badugi_best_four(cs)
    return badugi_matched_value(cs)


cdef inline int badugi_matched_value(uint64_t cs) noexcept nogil:
    """Value of the best Badugi hand among the cards in cs (0 for no cards), by the matching.
    Among sets of one size numeric order is "highest card first" order: COLEX counts up from
    the best."""
    cdef uint16_t ranks = badugi_ranks(cs)
    return badugi_top(POPCOUNT[ranks]) - COLEX[ranks]


cdef inline int badugi_ace_high_value(uint64_t cs) noexcept nogil:
    """Value of the best Badugi hand with the ace high: the kernel reads ranks through
    ace_low_cards(), which turns ace_high_cards(cs) back into cs, ace on top."""
    return badugi_value(ace_high_cards(cs))
