# cython: embedsignature.format=clinic
"""High-hand kernel: tables and the per-call entry point."""
cimport cython
from libc.stdint cimport int32_t, uint16_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc

from pokerbits._core.kernels.ace_five cimport ace_five_value
from pokerbits._core.common.bits cimport (
    COLEX, DECK_MASK, N_MASKS, N_RANKS, POPCOUNT, Layers, build_key_hash, card_count, highest_bits, lane_counts,
    lanes_card_count, rank_layers,
    splitmix64,
    straight_top,
)
from pokerbits._core.kernels.deuce_seven cimport deuce_seven_ranks
from pokerbits._core.common.cards cimport fast_hand, int_bits, value_int
from pokerbits._core.common.once cimport BUILD_FAILED, BUILD_NO_MEMORY, build_once, is_built

from _thread import allocate_lock   # threading's Lock, without importing threading

# Non-flush hands of 5 to 7 cards: a perfect hash of rank keys.
#
# Each rank gets a pseudo-random 32-bit weight (splitmix64 from a fixed seed); a hand's key is the
# sum of its cards' weights, from SUIT_KEY[clubs] + ... + SUIT_KEY[spades], so hands with the same ranks
# share a key.  The 73,775 multisets of 5 to 7 ranks (at most 4 of each) are split into 2**14
# buckets by the key's top bits; each bucket gets a displacement that is XOR-ed into the key's low
# bits so that all keys land in distinct slots of a 2**17 table (hash-and-displace).  The values in
# the table come from high_nonflush() (the exact rank-layer logic), so the hash cannot change a
# value; the build checks that no two multisets share a slot and raises if the seed ever failed.
# The multisets of fewer than five ranks have slots too, holding NOT_A_HAND: a batch loop tells a
# hand of too few cards by its value, with no test of its card count (see keyed_range).
cdef enum:
    WEIGHT_SEED = 1
    N_MULTISETS = 76155   # multisets of 0 to 7 ranks with at most four of each: 2380 of 0 to 4,
                          # then 6175 + 18395 + 49205 of 5, 6 and 7


cdef int _multisets(int rank, int left, int held, int least, Layers lay, uint32_t key, uint32_t* keys,
                    uint64_t* hands, int n) noexcept:
    """Append the key and a card set of every multiset of ranks >= `rank` added to `held` ranks
    that ends with `least` ranks or more (the card set holds its ranks in suit lanes 0, 1, 2, 3
    by count: any flush in it is no flush of the multiset's hands); the new n."""
    cdef int count
    cdef uint16_t bit
    if rank == N_RANKS or left == 0:   # no card left to add: the multiset is complete
        if held >= least:
            keys[n] = key
            hands[n] = (lay.any | (<uint64_t>lay.two << 16) | (<uint64_t>lay.three << 32)
                        | (<uint64_t>lay.four << 48))
            n += 1
        return n
    bit = 1 << rank
    for count in range(min(left, 4) + 1):
        n = _multisets(rank + 1, left - count, held + count, least, lay, key, keys, hands, n)
        key += <uint32_t>SUIT_KEY[bit]
        if count == 0:
            lay.any |= bit
        elif count == 1:
            lay.two |= bit
        elif count == 2:
            lay.three |= bit
        else:
            lay.four |= bit
    return n


cdef int rank_multisets(int lowest, int most, uint32_t* keys, uint64_t* hands) noexcept:
    """Every multiset of 5 to `most` ranks from rank `lowest` up (at most four of each): its rank
    key and a card set (see _multisets) into keys and hands, which have room for all; how many."""
    cdef Layers empty
    empty.any = empty.two = empty.three = empty.four = 0
    return _multisets(lowest, most, 0, 5, empty, 0, keys, hands, 0)


cdef int _all_multisets(uint32_t* keys, uint64_t* hands) noexcept:
    """Every multiset of 0 to 7 ranks: its rank key and a card set, N_MULTISETS of them; 0, or
    BUILD_NO_MEMORY if an array is missing, BUILD_FAILED if the count is wrong."""
    cdef Layers empty
    empty.any = empty.two = empty.three = empty.four = 0
    if keys == NULL or hands == NULL:
        return BUILD_NO_MEMORY
    if _multisets(0, 7, 0, 0, empty, 0, keys, hands, 0) != N_MULTISETS:
        return BUILD_FAILED
    return 0


cdef inline bint _is_hand(uint64_t multiset) noexcept:
    """Whether a card set of _multisets holds the five cards or more of a hand."""
    return card_count(multiset) >= 5


cdef void _fill_suit_keys() noexcept:
    """SUIT_KEY, at import, after SUITED5 (a few thousand sums; the batch module's card keys come
    from it)."""
    cdef uint64_t state = WEIGHT_SEED
    cdef uint32_t weight[N_RANKS]
    cdef uint32_t key
    cdef int rank, m
    for rank in range(N_RANKS):
        weight[rank] = <uint32_t>splitmix64(&state)
    for m in range(N_MASKS):
        key = 0
        for rank in range(N_RANKS):
            if m >> rank & 1:
                key += weight[rank]
        SUIT_KEY[m] = key | (<uint64_t>POPCOUNT[m] << 40) | (<uint64_t>SUITED5[m] << 48)


cdef int _build_key_hash() noexcept:
    """KEY_DISPLACE and KEY_VALUE: each multiset's high value in the slot of its rank key (those
    of fewer than five ranks placed as taken slots, then cleared to NOT_A_HAND)."""
    cdef int i
    cdef uint32_t* keys = <uint32_t*>malloc(N_MULTISETS * sizeof(uint32_t))
    cdef uint64_t* hands = <uint64_t*>malloc(N_MULTISETS * sizeof(uint64_t))
    cdef uint16_t* values = <uint16_t*>malloc(N_MULTISETS * sizeof(uint16_t))
    cdef int status = _all_multisets(keys, hands) if values != NULL else BUILD_NO_MEMORY
    if status == 0:
        for i in range(N_MULTISETS):
            values[i] = high_nonflush(rank_layers(hands[i])) if _is_hand(hands[i]) else HIGH_MAX + 1
        status = build_key_hash(keys, values, N_MULTISETS, KEY_BUCKET_SHIFT, KEY_DISPLACE, N_KEY_BUCKETS,
                                KEY_VALUE, N_KEY_SLOTS)
        for i in range(N_MULTISETS if status == 0 else 0):
            if not _is_hand(hands[i]):
                KEY_VALUE[key_slot(keys[i])] = NOT_A_HAND
    free(keys)
    free(hands)
    free(values)
    return status


cdef int _fill_low_key_values() noexcept:
    """KEY_VALUE_ACE_FIVE and KEY_VALUE_DEUCE_SEVEN: each multiset's value from the exact
    kernels, in the slot of its rank key (the hash must be built)."""
    cdef int i
    cdef uint32_t slot
    cdef uint32_t* keys = <uint32_t*>malloc(N_MULTISETS * sizeof(uint32_t))
    cdef uint64_t* hands = <uint64_t*>malloc(N_MULTISETS * sizeof(uint64_t))
    cdef int status = _all_multisets(keys, hands)
    if status == 0:
        for i in range(N_MULTISETS):
            slot = key_slot(keys[i])
            if _is_hand(hands[i]):
                KEY_VALUE_ACE_FIVE[slot] = ace_five_value(hands[i])
                KEY_VALUE_DEUCE_SEVEN[slot] = deuce_seven_ranks(rank_layers(hands[i]))
    free(keys)
    free(hands)
    return status


cdef long _key_hash_built = 0
cdef long _low_key_values_built = 0
_key_hash_lock = allocate_lock()
_low_key_values_lock = allocate_lock()


cdef int ensure_key_hash() except -1:
    """Build KEY_DISPLACE and KEY_VALUE once (about 9 ms, which import does not pay): every
    entry point that reads them (key_value, high_value, keyed_range) calls it first."""
    return build_once(&_key_hash_built, _build_key_hash, _key_hash_lock,
                      "the rank-key hash table")


cdef int ensure_low_key_values() except -1:
    """Build KEY_VALUE_ACE_FIVE and KEY_VALUE_DEUCE_SEVEN once, and the hash they sit beside:
    most programs never need them."""
    ensure_key_hash()
    return build_once(&_low_key_values_built, _fill_low_key_values, _low_key_values_lock,
                      "the lowball rank-key tables")


def key_hash_built() -> bool:
    """Whether the rank-key hash has been built (import leaves it to the first call that needs it)."""
    return is_built(&_key_hash_built)


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


# A card set's four 16-bit suit lanes, read straight from memory (a uint16 view of the uint64
# array: may_alias tells GCC and Clang that it aliases them; MSVC does no type-based alias analysis).
# On a big-endian machine the lanes come in the other order, which a sum over the four suits
# does not see.
cdef extern from *:
    """
    #if defined(__GNUC__)
    typedef uint16_t __attribute__((may_alias)) pokerbits_suit_lane;
    #else
    typedef uint16_t pokerbits_suit_lane;
    #endif
    """
    ctypedef uint16_t SuitLane "pokerbits_suit_lane"


cdef inline Py_ssize_t _keyed_loop(const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                   int max_cards, const KeyedLookup* lookup, uint64_t suited_keys,
                                   uint64_t rare_keys, uint64_t deck, int offset) noexcept nogil:
    """keyed_range's loop, with the lookup's suited_keys, rare_keys, deck and offset as
    arguments: called with constants, the compiler folds them into the loop (a high flush's field
    is the top of the keys: one shift; no flushes: no max; no offset: no subtraction)."""
    cdef Py_ssize_t i
    cdef uint64_t keys
    cdef uint32_t value
    cdef int count
    cdef const SuitLane* lanes = <const SuitLane*>card_sets   # four per card set: no shifts, no masks
    cdef const uint16_t* slot_values = lookup.slot_values   # a copy no store through out can reach
    for i in range(start, stop):
        if card_sets[i] & ~deck:
            return i
        # each lane is a 13-bit rank mask now: an index of SUIT_KEY
        keys = ((SUIT_KEY[lanes[4 * i]] + SUIT_KEY[lanes[4 * i + 1]])
                + (SUIT_KEY[lanes[4 * i + 2]] + SUIT_KEY[lanes[4 * i + 3]]))
        if not keys & rare_keys:   # at most seven cards, and for some systems no flush
            # a flush's value, 0 without one (or for systems whose suited_keys are 0): it beats
            # any value of the ranks alone, so a max picks it without a branch; fewer than five
            # cards (no flush) find NOT_A_HAND in their slot
            value = max(<uint32_t>((keys & suited_keys) >> 48),
                        <uint32_t>slot_values[key_slot(keys_rank_key(keys))])
            if value != NOT_A_HAND:
                out[i] = lowered(value, offset)
                continue
        count = keys_card_count(keys)
        if count < 5 or count > max_cards:
            return i
        out[i] = keyed_value(card_sets[i], keys, lookup)
    return -1


cdef Py_ssize_t keyed_range(const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                            int max_cards, const KeyedLookup* lookup) noexcept nogil:
    """The batch loop of the systems keyed by ranks: the values of card_sets[start:stop] into out,
    each card set checked (no bits outside lookup.deck, 5 to max_cards cards, max_cards >= 7),
    each valued by keyed_value; the index of the first bad one, or -1.  It lives here, beside the
    tables, so that SUIT_KEY is addressed directly; the lookups of high, of ace-to-five and of the
    systems whose flushes are rare (deuce-to-seven, short deck) get loops of their own (fewer
    instructions a hand), any other (eight-or-better) takes the loop with its fields read."""
    cdef uint64_t deck = lookup.deck   # in a register either way: a 64-bit mask is no immediate
    if lookup.offset == 0 and lookup.rare_keys == OVER_SEVEN_KEYS:
        if lookup.suited_keys == SUITED_KEYS:   # high
            return _keyed_loop(card_sets, out, start, stop, max_cards, lookup, SUITED_KEYS, OVER_SEVEN_KEYS, deck, 0)
        if lookup.suited_keys == 0:   # ace-to-five
            return _keyed_loop(card_sets, out, start, stop, max_cards, lookup, 0, OVER_SEVEN_KEYS, deck, 0)
    if lookup.offset == 0 and lookup.rare_keys == RARE_KEYS and lookup.suited_keys == 0:   # deuce-to-seven, short deck
        return _keyed_loop(card_sets, out, start, stop, max_cards, lookup, 0, RARE_KEYS, deck, 0)
    return _keyed_loop(card_sets, out, start, stop, max_cards, lookup, lookup.suited_keys, lookup.rare_keys, deck,
                       lookup.offset)


_build()
_fill_suit_keys()

# first value of each category, worst first (Python view of the enum in _high.pxd)
CATEGORY_STARTS = (HIGH_CARD + 1, ONE_PAIR + 1, TWO_PAIR + 1, THREE_OF_A_KIND + 1, STRAIGHT + 1,
                   FLUSH + 1, FULL_HOUSE + 1, FOUR_OF_A_KIND + 1, STRAIGHT_FLUSH + 1, HIGH_MAX)
MAX_VALUE = HIGH_MAX
# bytes of this module's tables (the rank-key hash and the lowball slots beside it built on first use)
TABLE_BYTES = (sizeof(DISTINCT5) + sizeof(SUITED5) + sizeof(SUIT_KEY) + sizeof(KEY_DISPLACE) + sizeof(KEY_VALUE)
               + sizeof(KEY_VALUE_ACE_FIVE) + sizeof(KEY_VALUE_DEUCE_SEVEN))


@cython.binding(False)                 # a plain builtin taking one argument (METH_O): the
@cython.always_allow_keywords(False)   # cheapest call CPython has
@cython.annotation_typing(False)       # "-> int" for the reader: no check of the int returned
def high(cards, /) -> int:
    """Value of the best five-card high hand among 5 or more cards: 1..7462, higher wins.

    >>> high("As Ks Qs Js Ts 2c 3d")
    7462
    >>> high("7c 5d 4h 3s 2c")
    1
    """
    cdef uint64_t cs, lanes
    # an int card set (the common case) counts its cards once, for the check and the flush test;
    # the rank layers, not the rank-key hash: fewer instructions for the hash, but its 256 KB miss
    # the caches between calls (measured on an AMD EPYC: 37 against 32 ns a call)
    if type(cards) is int and int_bits(cards, &cs) and not cs & ~DECK_MASK:
        lanes = lane_counts(cs)
        if lanes_card_count(lanes) >= 5:
            return value_int(lanes_high_value(cs, lanes))
    return value_int(layered_high_value(fast_hand(cards, 5, 52, "a high hand")))
