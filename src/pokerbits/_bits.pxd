# Bit helpers and rank-mask tables shared by every kernel module.
#
# Card set layout: one uint64_t, four 16-bit suit lanes (clubs, diamonds, hearts, spades from
# the low end), bit 16*suit + rank, rank 0..12 = 2..A.  A suit's 13-bit rank mask is
# (cs >> 16*suit) & 0x1FFF.  Tables below are indexed by such 13-bit masks, so no index can
# leave them; they are filled once when pokerbits._bits is imported and only read afterwards.
from libc.stdint cimport uint8_t, uint16_t, uint64_t

cdef enum:
    N_RANKS = 13
    RANK_MASK = 0x1FFF
    N_MASKS = 8192

cdef uint8_t POPCOUNT[N_MASKS]   # number of set bits
cdef uint8_t TOP_BIT[N_MASKS]    # index of the highest set bit (0 for the empty mask)
cdef uint16_t COLEX[N_MASKS]     # rank of the mask among masks of its popcount, in numeric
                                 # (= colex = "highest card first") order, from 0

cdef struct Layers:
    uint16_t any    # ranks held at least once
    uint16_t two    # ranks held at least twice
    uint16_t three  # ranks held at least three times
    uint16_t four   # ranks held four times


cdef inline uint16_t suit_ranks(uint64_t cs, int suit) noexcept nogil:
    return <uint16_t>((cs >> (16 * suit)) & RANK_MASK)


cdef inline Layers rank_layers(uint64_t cs) noexcept nogil:
    cdef uint16_t c = suit_ranks(cs, 0), d = suit_ranks(cs, 1)
    cdef uint16_t h = suit_ranks(cs, 2), s = suit_ranks(cs, 3)
    cdef uint16_t cd = c | d, hs = h | s
    cdef Layers lay
    lay.any = cd | hs
    lay.two = (c & d) | (h & s) | (cd & hs)
    lay.three = (c & d & hs) | (h & s & cd)
    lay.four = c & d & h & s
    return lay


cdef inline uint64_t lane_counts(uint64_t cs) noexcept nogil:
    """Cards per suit, one count in each 16-bit lane (SWAR popcount)."""
    cs = cs - ((cs >> 1) & 0x5555555555555555ULL)
    cs = (cs & 0x3333333333333333ULL) + ((cs >> 2) & 0x3333333333333333ULL)
    cs = (cs + (cs >> 4)) & 0x0F0F0F0F0F0F0F0FULL
    return (cs + (cs >> 8)) & 0x00FF00FF00FF00FFULL


cdef inline int card_count(uint64_t cs) noexcept nogil:
    return <int>((lane_counts(cs) * 0x0001000100010001ULL) >> 48)


cdef inline bint has_five_suited(uint64_t counts) noexcept nogil:
    """True when some lane of lane_counts() holds 5 or more (lanes hold at most 16)."""
    return ((counts + 0x000B000B000B000BULL) & 0x0010001000100010ULL) != 0


cdef inline uint16_t lowest_bits(uint16_t m, int k) noexcept nogil:
    """The k lowest set bits of m (all of m if it has fewer)."""
    cdef uint16_t out = 0
    while k > 0 and m:
        out |= m & (-m)
        m &= m - 1
        k -= 1
    return out


cdef inline uint16_t highest_bits(uint16_t m, int k) noexcept nogil:
    """The k highest set bits of m (all of m if it has fewer)."""
    while POPCOUNT[m] > k:
        m &= m - 1
    return m


cdef inline uint16_t without_bit(uint16_t m, int bit) noexcept nogil:
    """Squeeze bit position `bit` (not set in m) out of m: higher bits move down one place."""
    cdef uint16_t below = (1 << bit) - 1
    return (m & below) | ((m >> 1) & ~below)


cdef inline uint16_t ace_low(uint16_t m) noexcept nogil:
    """Rotate a rank mask so that the ace (bit 12) becomes the lowest rank (bit 0)."""
    return ((m << 1) | (m >> 12)) & RANK_MASK


cdef inline uint16_t ace_high(uint16_t m) noexcept nogil:
    """Inverse of ace_low."""
    return ((m >> 1) | (m << 12)) & RANK_MASK


cdef inline int straight_top(uint16_t m, bint wheel) noexcept nogil:
    """Top rank of the highest straight in m, -1 if none; `wheel`: A-2-3-4-5 counts (top 3)."""
    cdef int top
    for top in range(12, 3, -1):
        if (m >> (top - 4)) & 0x1F == 0x1F:
            return top
    if wheel and (m & 0x100F) == 0x100F:
        return 3
    return -1


cdef extern from *:
    """
    #define POKERBITS_DECK_MASK 0x1FFF1FFF1FFF1FFFULL
    """
    const uint64_t DECK_MASK "POKERBITS_DECK_MASK"   # the 52 valid bits
