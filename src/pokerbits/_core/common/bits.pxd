# Bit helpers and rank-mask tables shared by every kernel module.
#
# Card set layout: one uint64_t, four 16-bit suit lanes (clubs, diamonds, hearts, spades from
# the low end), bit 16*suit + rank, rank 0..12 = 2..A.  A suit's 13-bit rank mask is
# (cs >> 16*suit) & 0x1FFF.  Tables below are indexed by such 13-bit masks, so no index can
# leave them; they are filled once when pokerbits._core.common.bits is imported and only read afterwards.
from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t

cdef enum:
    N_RANKS = 13
    RANK_MASK = 0x1FFF
    N_MASKS = 8192

cdef uint8_t POPCOUNT[N_MASKS]   # number of set bits
cdef uint8_t TOP_BIT[N_MASKS]    # index of the highest set bit (0 for the empty mask)
cdef uint16_t COLEX[N_MASKS]     # rank of the mask among masks of its popcount, in numeric
                                 # (= colex = "highest card first") order, from 0
cdef uint16_t LOWEST5[N_MASKS]   # the five lowest set bits, 0 for masks of fewer than five
cdef uint64_t BIT[64]            # BIT[i] = 1 << i (a table: no shift by a variable, which takes more instructions)

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


cdef inline int lanes_card_count(uint64_t lanes) noexcept nogil:
    """The cards of a lane_counts() result."""
    return <int>((lanes * 0x0001000100010001ULL) >> 48)


cdef inline int card_count(uint64_t cs) noexcept nogil:
    return lanes_card_count(lane_counts(cs))


cdef inline bint has_five_suited(uint64_t counts) noexcept nogil:
    """True when some lane of lane_counts() holds 5 or more (lanes hold at most 16)."""
    return ((counts + 0x000B000B000B000BULL) & 0x0010001000100010ULL) != 0


cdef inline bint has_four_suited(uint64_t counts) noexcept nogil:
    """True when some lane of lane_counts() holds 4 or more (lanes hold at most 16)."""
    return ((counts + 0x000C000C000C000CULL) & 0x0010001000100010ULL) != 0


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


cdef enum:
    SUBSET_MAX_N = 16   # k_subsets splits sets of at most this many bits
    SUBSET_MAX_K = 5    # ... into subsets of at most this many


cdef inline int k_subsets(uint64_t cs, int k, uint64_t* out, int capacity) noexcept nogil:
    """Write the k-bit subsets of cs to out (at most `capacity`, in lexicographic order of bit
    positions, lowest first) and return how many.  0 when k is not 1..SUBSET_MAX_K, when cs
    has fewer than k or more than SUBSET_MAX_N bits.  Works on card sets and rank masks alike."""
    cdef uint64_t bits[SUBSET_MAX_N]
    cdef uint64_t subset
    cdef int index[SUBSET_MAX_K]
    cdef int n = 0, count = 0, i, j
    while cs:
        if n == SUBSET_MAX_N:
            return 0
        bits[n] = cs & (~cs + 1)
        cs &= cs - 1
        n += 1
    if k < 1 or k > SUBSET_MAX_K or k > n:
        return 0
    for i in range(k):
        index[i] = i
    while count < capacity:
        subset = 0
        for i in range(k):
            subset |= bits[index[i]]
        out[count] = subset
        count += 1
        i = k - 1
        while i >= 0 and index[i] == n - k + i:
            i -= 1
        if i < 0:
            break
        index[i] += 1
        for j in range(i + 1, k):
            index[j] = index[j - 1] + 1
    return count


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


cdef inline uint16_t lowest_bit(uint16_t m) noexcept nogil:
    return m & <uint16_t>(~m + 1)


cdef extern from *:
    """
    #if defined(_MSC_VER)
    #include <intrin.h>
    static __inline int pokerbits_lowest_index(unsigned long long x) {
        unsigned long i;
        _BitScanForward64(&i, x);
        return (int)i;
    }
    #else
    #define pokerbits_lowest_index(x) __builtin_ctzll(x)
    #endif
    """
    int lowest_index "pokerbits_lowest_index"(uint64_t x) noexcept nogil   # x != 0: its lowest set bit


cdef inline uint64_t ace_low_cards(uint64_t cs) noexcept nogil:
    """ace_low() in each suit lane of a card set: the ace becomes rank 0, the deuce rank 1, ..."""
    return ((cs << 1) & 0x1FFE1FFE1FFE1FFEULL) | ((cs >> 12) & 0x0001000100010001ULL)


cdef inline uint64_t ace_high_cards(uint64_t cs) noexcept nogil:
    """The inverse of ace_low_cards(): the deuce becomes rank 12, the trey rank 0, ...  A kernel
    that reads its cards through ace_low_cards() sees cs with the ace high again."""
    return ((cs >> 1) & 0x0FFF0FFF0FFF0FFFULL) | ((cs & 0x0001000100010001ULL) << 12)


cdef inline int rank_suits(uint64_t cs, int rank) noexcept nogil:
    """The suits holding `rank` in cs as four bits, bit s = suit s: the multiplication moves
    lane bits 0, 16, 32, 48 to bits 45, 46, 47, 48 (no two partial products meet there)."""
    return <int>(((((cs >> rank) & 0x0001000100010001ULL) * 0x0000200040008001ULL) >> 45) & 0xF)


# Indexes of five-card hands in the high order within their shape (0 = the lowest hand of the
# shape), by ranks 0..12 in whatever rotation the caller uses.  _high.pxd lays its pair and
# trips categories out the same way; the lowball kernels count down from the top of each shape.

cdef inline int group_index(int rank, uint16_t kickers, int per_rank) noexcept nogil:
    """A pair (per_rank = C(12, 3) = 220) or trips (C(12, 2) = 66) of `rank` with `kickers`
    (a mask without `rank`)."""
    return per_rank * rank + COLEX[without_bit(kickers, rank)]


cdef inline int two_pair_index(uint16_t pairs, int kicker) noexcept nogil:
    """Two pair: `pairs` a mask of two ranks, `kicker` a third rank.  858 hands."""
    cdef int hi = TOP_BIT[pairs], lo = TOP_BIT[pairs ^ (1 << hi)]
    return 11 * COLEX[pairs] + kicker - (kicker > hi) - (kicker > lo)


cdef inline int ordered_pair_index(int first, int second) noexcept nogil:
    """Full house (trips rank, pair rank) or quads (quad rank, kicker), first != second.  156."""
    return 12 * first + second - (second > first)


cdef inline int paired_low(Layers lay, int one_pair, int two_pair, int trips, int full_house,
                           int quads) noexcept nogil:
    """Best low of five cards that must hold a pair or more, from the cards' rank layers.

    The order is the high order upside down: one pair beats two pair beats trips beats a full
    house beats quads, and within a shape the hand lower in the high order wins.  Each argument
    is the value of the best hand of that shape; the result is that value minus the hand's index
    within its shape.  Meant for five or more cards that hold fewer than five ranks (or, in
    deuce-to-seven, five ranks making a straight and a pair); for any layers the result stays
    between quads - 155 and one_pair.
    """
    cdef int n_ranks = POPCOUNT[lay.any], rank
    cdef uint16_t pairs
    if n_ranks >= 4:       # one pair: the lowest pair, the three lowest other ranks
        rank = TOP_BIT[lowest_bit(lay.two)]
        return one_pair - group_index(rank, lowest_bits(lay.any & ~(1 << rank), 3), 220)
    if n_ranks == 3 and POPCOUNT[lay.two] >= 2:   # two pair: the two lowest pairs
        pairs = lowest_bits(lay.two, 2)
        return two_pair - two_pair_index(pairs, TOP_BIT[lay.any & ~pairs])
    if n_ranks == 3:       # trips: the only rank held more than once
        rank = TOP_BIT[lay.two]
        return trips - group_index(rank, lay.any & ~(1 << rank), 66)
    if POPCOUNT[lay.two] == 2:   # full house: the lower trips when there are two
        rank = TOP_BIT[lowest_bit(lay.three)]
        return full_house - ordered_pair_index(rank, TOP_BIT[lay.any & ~(1 << rank)])
    rank = TOP_BIT[lay.two]      # quads
    return quads - ordered_pair_index(rank, TOP_BIT[lay.any & ~(1 << rank)])


cdef extern from *:
    """
    #define POKERBITS_DECK_MASK 0x1FFF1FFF1FFF1FFFULL
    """
    const uint64_t DECK_MASK "POKERBITS_DECK_MASK"   # the 52 valid bits


# Perfect hashes of 32-bit keys to 16-bit values (hash and displace), built once at import:
# slot = (key ^ displace[key >> bucket_shift]) & (n_slots - 1), n_slots a power of two,
# every key >> bucket_shift below n_buckets; empty slots hold 0.
cdef uint64_t splitmix64(uint64_t* state) noexcept


cdef inline uint32_t hashed_slot(uint32_t key, const uint16_t* displace, int bucket_shift,
                                 uint32_t slot_mask) noexcept nogil:
    """The slot build_key_hash gave `key` (slot_mask = n_slots - 1)."""
    return (key ^ displace[key >> bucket_shift]) & slot_mask


cdef inline uint16_t hashed_value(uint32_t key, const uint16_t* displace, int bucket_shift,
                                  const uint16_t* slots, uint32_t slot_mask) noexcept nogil:
    """The value build_key_hash stored for `key` (slot_mask = n_slots - 1)."""
    return slots[hashed_slot(key, displace, bucket_shift, slot_mask)]


cdef int build_key_hash(const uint32_t* keys, const uint16_t* values, int n, int bucket_shift,
                        uint16_t* displace, int n_buckets, uint16_t* slots, int n_slots) noexcept
