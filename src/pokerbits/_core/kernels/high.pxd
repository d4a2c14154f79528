# High hands: the best five cards, dense values 1..7462, higher is better.
from libc.stdint cimport int32_t, uint16_t, uint32_t, uint64_t

from pokerbits._core.common.bits cimport (
    COLEX, TOP_BIT, Layers, has_five_suited, hashed_slot, highest_bits, lane_counts,
    lowest_bit, rank_layers, suit_ranks, without_bit,
)

# value = BASE + index within the category + 1
cdef enum:
    HIGH_CARD = 0
    ONE_PAIR = 1277
    TWO_PAIR = 4137
    THREE_OF_A_KIND = 4995
    STRAIGHT = 5853
    FLUSH = 5863
    FULL_HOUSE = 7140
    FOUR_OF_A_KIND = 7296
    STRAIGHT_FLUSH = 7452
    HIGH_MAX = 7462

# rank-key perfect hash for hands of 5 to 7 cards without a flush (built in high.pyx on first use:
# every entry point that reads KEY_DISPLACE or KEY_VALUE calls ensure_key_hash() first)
cdef enum:
    KEY_BUCKET_SHIFT = 18       # bucket = key >> 18: 2**14 buckets
    N_KEY_BUCKETS = 16384
    N_KEY_SLOTS = 131072        # slot = (key ^ KEY_DISPLACE[bucket]) & (N_KEY_SLOTS - 1)
    NOT_A_HAND = 0              # the value in the slots of the rank keys of fewer than five cards,
                                # as in the empty slots (a value in range: tables indexed by value)

cdef uint16_t DISTINCT5[8192]   # best straight or high card from a mask of >= 5 ranks, else 0
# The tables that the wide batch paths read with 32-bit gathers (kernels/wide.h) have one entry
# more than they index: a gather of an entry reads the one after it too.
cdef uint16_t SUITED5[8192 + 1]     # best straight flush or flush from one suit's mask, else 0
cdef extern from *:
    """
    #define POKERBITS_RARE_KEYS 0xFFFFF80000000000ULL
    #define POKERBITS_OVER_SEVEN_KEYS 0x0000F80000000000ULL
    #define POKERBITS_SUITED_KEYS 0xFFFF000000000000ULL
    """
    # in a sum of SUIT_KEY: a flush (bits 48-63) or more than 7 cards (bits 43-47)
    const uint64_t RARE_KEYS "POKERBITS_RARE_KEYS"
    # in a sum of SUIT_KEY: more than 7 cards (bits 43-47)
    const uint64_t OVER_SEVEN_KEYS "POKERBITS_OVER_SEVEN_KEYS"
    # in a sum of SUIT_KEY: the high value of a flush (bits 48-63), with 7 cards or fewer
    const uint64_t SUITED_KEYS "POKERBITS_SUITED_KEYS"

cdef uint64_t SUIT_KEY[8192]    # per suit mask, three fields that add up over the four suits:
                                # bits 0-31 the sum of its rank weights (a hand's rank key, the same
                                # for every hand with the same ranks), bits 40-47 its number of cards,
                                # bits 48-63 its SUITED5 value (a flush: five cards or more, else 0)
cdef uint16_t KEY_DISPLACE[N_KEY_BUCKETS + 1]   # per bucket, XOR-ed into the slot
cdef uint16_t KEY_VALUE[N_KEY_SLOTS + 1]        # value of the rank multiset in a slot (NOT_A_HAND: no
                                                # multiset, or one of fewer than five ranks)
# The same slots for the lowball systems, whose values (but for deuce-to-seven flushes) depend on
# the ranks alone: filled by ensure_low_key_values(), on the first batch that needs them.
cdef uint16_t KEY_VALUE_ACE_FIVE[N_KEY_SLOTS + 1]      # ace_five value of the rank multiset
cdef uint16_t KEY_VALUE_DEUCE_SEVEN[N_KEY_SLOTS + 1]   # deuce_seven value when no five cards share a suit


cdef inline int high_nonflush(Layers lay) noexcept nogil:
    """Best hand by ranks alone, ignoring flushes."""
    cdef int q, t, p, k, pairs_index
    cdef uint16_t rest, best
    if lay.four:
        q = TOP_BIT[lay.four]
        k = TOP_BIT[lay.any & ~(1 << q)]
        return FOUR_OF_A_KIND + 12 * q + k - (k > q) + 1
    if lay.three:
        t = TOP_BIT[lay.three]
        rest = lay.two & ~(1 << t)
        if rest:
            p = TOP_BIT[rest]
            return FULL_HOUSE + 12 * t + p - (p > t) + 1
    best = DISTINCT5[lay.any]
    if best > STRAIGHT:
        return best
    if lay.three:
        rest = highest_bits(lay.any & ~(1 << t), 2)
        return THREE_OF_A_KIND + 66 * t + COLEX[without_bit(rest, t)] + 1
    if lay.two:
        p = TOP_BIT[lay.two]
        rest = lay.two & ~(1 << p)
        if rest:
            pairs_index = COLEX[(1 << p) | (1 << TOP_BIT[rest])]
            q = TOP_BIT[rest]
            k = TOP_BIT[lay.any & ~((1 << p) | (1 << q))]
            return TWO_PAIR + 11 * pairs_index + k - (k > p) - (k > q) + 1
        rest = highest_bits(lay.any & ~(1 << p), 3)
        return ONE_PAIR + 220 * p + COLEX[without_bit(rest, p)] + 1
    return best


cdef inline uint32_t key_slot(uint32_t key) noexcept nogil:
    """The slot of a rank key in KEY_VALUE and the tables beside it."""
    return hashed_slot(key, KEY_DISPLACE, KEY_BUCKET_SHIFT, N_KEY_SLOTS - 1)


cdef inline int key_value(uint32_t key) noexcept nogil:
    """Value of the 5 to 7 cards, no flush among them, whose rank key (see SUIT_KEY) is `key`
    (reads the hash: see ensure_key_hash)."""
    return KEY_VALUE[key_slot(key)]


cdef inline int suited_value(uint64_t cs) noexcept nogil:
    """Best straight flush or flush in cs, 0 if no suit holds five cards."""
    return max(max(SUITED5[suit_ranks(cs, 0)], SUITED5[suit_ranks(cs, 1)]),
               max(SUITED5[suit_ranks(cs, 2)], SUITED5[suit_ranks(cs, 3)]))


cdef inline int card_rank_keys(uint64_t cs, uint32_t* keys) noexcept nogil:
    """The rank key (see SUIT_KEY) of each card of cs, into keys (room for all of them); how many.
    The cards of a five-card hand without a flush sum to its key for key_value()."""
    cdef int n = 0, suit
    cdef uint16_t ranks, bit
    for suit in range(4):
        ranks = suit_ranks(cs, suit)
        while ranks:
            bit = lowest_bit(ranks)
            ranks ^= bit
            keys[n] = <uint32_t>SUIT_KEY[bit]
            n += 1
    return n


cdef inline uint64_t suit_keys(uint64_t cs) noexcept nogil:
    """The sum of SUIT_KEY over the four suits: rank key, card count and flush count."""
    return ((SUIT_KEY[suit_ranks(cs, 0)] + SUIT_KEY[suit_ranks(cs, 1)])
            + (SUIT_KEY[suit_ranks(cs, 2)] + SUIT_KEY[suit_ranks(cs, 3)]))


cdef inline uint32_t keys_rank_key(uint64_t keys) noexcept nogil:
    return <uint32_t>keys


cdef inline int keys_card_count(uint64_t keys) noexcept nogil:
    return <int>((keys >> 40) & 0xFF)


cdef inline int high_value_of_keys(uint64_t cs, uint64_t keys) noexcept nogil:
    """high_value() given suit_keys(cs)."""
    if keys & RARE_KEYS:
        if keys_card_count(keys) > 7:
            return layered_high_value(cs)
        return suited_value(cs)   # with 7 cards or fewer a flush excludes quads and full houses
    return key_value(keys_rank_key(keys))


cdef inline int lanes_high_value(uint64_t cs, uint64_t lanes) noexcept nogil:
    """layered_high_value() given lane_counts(cs)."""
    cdef int flush = 0
    if has_five_suited(lanes):
        flush = suited_value(cs)
    return max(flush, high_nonflush(rank_layers(cs)))


cdef inline int layered_high_value(uint64_t cs) noexcept nogil:
    """Value of the best five of any number of cards, from the rank layers: branchy, but its
    tables are small, so it is the faster one when each call finds the caches cold (per call)."""
    return lanes_high_value(cs, lane_counts(cs))


cdef inline int high_value(uint64_t cs) noexcept nogil:
    """Value of the best five of the cards in cs (5 or more cards; fewer give a meaningless value):
    one hash lookup for 5 to 7 cards, branch-free but for flushes, the faster one in loops (see
    ensure_key_hash)."""
    return high_value_of_keys(cs, suit_keys(cs))


ctypedef int (*CardSetValue)(uint64_t) noexcept nogil


# how a system keyed by ranks values hands of 5 to 7 cards (see kernels.keyed_lookup)
cdef struct KeyedLookup:
    const uint16_t* slot_values   # the value in each rank key's slot: KEY_VALUE or a table beside it
    uint64_t rare_keys            # the suit keys for which the rank key does not tell the value
    uint64_t suited_keys          # a field of the suit keys that is the value where not 0 (0: none)
    CardSetValue rare             # the kernel that values those hands
    uint64_t deck                 # the cards the system's hands are made of
    int offset                    # a slot value v is the value max(v - offset, 0): eight-or-better
                                  # from ace-to-five (0 for the others: v)
    const uint16_t* flush_values  # for the batch's wide paths: the value of a hand of 7 cards or
                                  # fewer with five of a suit, by that suit's rank mask (NULL: a
                                  # flush is rare or does not count)


cdef inline int lowered(int value, int offset) noexcept nogil:
    """A slot value less a lookup's offset, 0 at least (see KeyedLookup)."""
    return max(value - offset, 0)


cdef inline int keyed_value(uint64_t cs, uint64_t keys, const KeyedLookup* lookup) noexcept nogil:
    """The value of cs given its suit keys (see suit_keys): lookup.rare(cs) where the keys meet
    lookup.rare_keys, else their lookup.suited_keys field where not 0 (a high flush), else one
    lookup in the slot of its rank key. The rare kernel is called through
    its pointer: in a loop, the compiler keeps that code out of the way (inlined, it costs the
    loop registers)."""
    if keys & lookup.rare_keys:
        return lookup.rare(cs)
    if keys & lookup.suited_keys:
        return <int>(keys >> 48)
    return lowered(lookup.slot_values[key_slot(keys_rank_key(keys))], lookup.offset)


cdef Py_ssize_t keyed_range(const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                            int max_cards, const KeyedLookup* lookup) noexcept nogil
cdef int rank_multisets(int lowest, int most, uint32_t* keys, uint64_t* hands) noexcept
cdef int ensure_key_hash() except -1
cdef int ensure_low_key_values() except -1
