# cython: embedsignature.format=clinic
"""Badugi: the per-call entry point and category starts."""
cimport cython
from libc.stdint cimport uint16_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc

from pokerbits._core.common.bits cimport N_MASKS, POPCOUNT, build_key_hash, splitmix64
from pokerbits._core.common.cards cimport fast_hand, value_int
from pokerbits._core.common.once cimport BUILD_FAILED, BUILD_NO_MEMORY, raise_build_failure

cdef enum:
    SUIT_KEY_SEED = 1           # its weights give a perfect hash (the build checks)
    N_MASKS_UP_TO_FOUR = 1093   # rank masks of 0 to 4 ranks: 1 + 13 + 78 + 286 + 715
    N_FOUR_CARD_SHAPES = 16432  # multisets of four such masks holding four cards in all


cdef int _build() except -1:   # cdef: nothing can call it again after import
    """Fill BADUGI_NEXT.  A state is the family of suit sets U (bit s of U = suit s) that the
    ranks taken so far can occupy, one suit each, written as a 16-bit mask with bit U set; it
    starts as {no suits}.  A rank held in the suits `suits` extends each U without a suit s of
    `suits` to U + {s}; the rank is taken when some U extends.  68 families are reachable."""
    free = (0x5555, 0x3333, 0x0F0F, 0x00FF)     # the suit sets without suit s
    ids = {1: 0}
    todo = [1]
    while todo:
        family = todo.pop()
        for suits in range(16):
            grown = 0
            for s in range(4):
                if suits >> s & 1:
                    grown |= (family & free[s]) << (1 << s)
            if grown and grown not in ids:
                if len(ids) == BADUGI_STATES:
                    raise RuntimeError("more Badugi states than BADUGI_STATES")
                ids[grown] = len(ids)
                todo.append(grown)
            BADUGI_NEXT[16 * ids[family] + suits] = ids[grown] | BADUGI_TAKEN if grown else ids[family]
    if len(ids) != BADUGI_STATES:
        raise RuntimeError("fewer Badugi states than BADUGI_STATES")
    return 0


_build()


cdef int _four_card_shapes(const uint16_t* masks, const int* upto, int first, int suit, int left,
                           uint64_t cs, uint32_t key, uint32_t* keys, uint16_t* values, int n) noexcept:
    """Append (key, value) of every way to give suits suit..3 masks from masks[first:] (in
    order, so each multiset once) holding `left` cards in all; the new n.  `masks` runs by
    card count: masks[:upto[k]] are those of k cards or fewer."""
    cdef int i
    if suit == 4:
        if left == 0:
            keys[n] = key
            values[n] = badugi_matched_value(cs)
            n += 1
        return n
    for i in range(first, upto[left]):
        n = _four_card_shapes(masks, upto, i, suit + 1, left - POPCOUNT[masks[i]],
                              cs | (<uint64_t>masks[i] << (16 * suit)), key + BADUGI_SUIT_KEY[masks[i]],
                              keys, values, n)
    return n


cdef int _build_four_card_hash() noexcept:
    cdef uint64_t state = SUIT_KEY_SEED
    cdef uint16_t masks[N_MASKS_UP_TO_FOUR]
    cdef int upto[5]
    cdef int m, size, n = 0, status
    for m in range(N_MASKS):
        BADUGI_SUIT_KEY[m] = <uint32_t>splitmix64(&state)
    for size in range(5):
        for m in range(N_MASKS):
            if POPCOUNT[m] == size:
                masks[n] = m
                n += 1
        upto[size] = n
    cdef uint32_t* keys = <uint32_t*>malloc(N_FOUR_CARD_SHAPES * sizeof(uint32_t))
    cdef uint16_t* values = <uint16_t*>malloc(N_FOUR_CARD_SHAPES * sizeof(uint16_t))
    if keys == NULL or values == NULL:
        status = BUILD_NO_MEMORY
    elif _four_card_shapes(masks, upto, 0, 0, 4, 0, 0, keys, values, 0) != N_FOUR_CARD_SHAPES:
        status = BUILD_FAILED
    else:
        status = build_key_hash(keys, values, N_FOUR_CARD_SHAPES, BADUGI_HASH_SHIFT, BADUGI_DISPLACE,
                                BADUGI_HASH_BUCKETS, BADUGI_FOUR, BADUGI_HASH_SLOTS)
    free(keys)
    free(values)
    return status


_status = _build_four_card_hash()
if _status != 0:
    raise_build_failure(_status, "the four-card Badugi hash table")
del _status

# worst first: one, two, three, four counted cards
CATEGORY_STARTS = (1, BADUGI_ONE + 1, BADUGI_TWO + 1, BADUGI_THREE + 1)
MAX_VALUE = BADUGI_MAX
# bytes of this module's lookup tables
TABLE_BYTES = sizeof(BADUGI_NEXT) + sizeof(BADUGI_SUIT_KEY) + sizeof(BADUGI_DISPLACE) + sizeof(BADUGI_FOUR)


@cython.binding(False)                 # a plain builtin taking one argument (METH_O): the
@cython.always_allow_keywords(False)   # cheapest call CPython has
@cython.annotation_typing(False)       # "-> int" for the reader: no check of the int returned
def badugi(cards, /) -> int:
    """Value of the best Badugi hand among 4 to 7 cards: 1..1092, higher wins.

    >>> badugi("4s 3h 2d Ac")   # the best hand
    1092
    >>> badugi("7s 3s 2h Ad") == badugi("3c 3d 2s Ah")   # both the three-card 3-2-A
    True
    """
    return value_int(badugi_value(fast_hand(cards, 4, 7, "a Badugi hand")))



@cython.binding(False)
@cython.always_allow_keywords(False)
@cython.annotation_typing(False)
def badugi_ace_high(cards, /) -> int:
    """Value of the best Badugi hand among 4 to 7 cards with the ace always high (the Badugi
    half of Badeucy): 1..1092, higher wins.

    >>> badugi_ace_high("5s 4h 3d 2c")   # the best hand
    1092
    >>> badugi_ace_high("Ks 4h 3d 2c") > badugi_ace_high("As 4h 3d 2c")
    True
    """
    return value_int(badugi_ace_high_value(fast_hand(cards, 4, 7, "a Badugi hand")))
