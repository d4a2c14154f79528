# cython: embedsignature.format=clinic
"""Short deck (six-plus) and Triton short deck: the value tables and the per-call entry points."""
cimport cython
from libc.stdint cimport uint16_t, uint32_t, uint64_t

from libc.stdlib cimport free, malloc

from pokerbits._core.common.cards cimport fast_hand, value_int
from pokerbits._core.common.once cimport BUILD_FAILED, BUILD_NO_MEMORY, build_once
from pokerbits._core.kernels.high cimport (
    FOUR_OF_A_KIND, FULL_HOUSE, HIGH_CARD, ONE_PAIR, TWO_PAIR, ensure_key_hash, key_slot, rank_multisets,
)

from _thread import allocate_lock   # threading's Lock, without importing threading

from pokerbits._core.common.cards import card_strings

# the high categories (by the first high value of each) in the order of each rule set, worst first
cdef int[9] _HIGH_STARTS = [HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE,
                            FOUR_OF_A_KIND, STRAIGHT_FLUSH]
cdef int[N_RULES][9] _ORDER = [
    [HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH, FOUR_OF_A_KIND, STRAIGHT_FLUSH],
    [HIGH_CARD, ONE_PAIR, TWO_PAIR, STRAIGHT, THREE_OF_A_KIND, FULL_HOUSE, FLUSH, FOUR_OF_A_KIND, STRAIGHT_FLUSH],
]   # [RULES_SHORT_DECK], [RULES_TRITON]


cdef int _high_category(int high) noexcept:
    """The first high value of the category of high value `high` (the largest start below it)."""
    cdef int start, best = HIGH_CARD
    for start in _HIGH_STARTS:
        if best < start < high:
            best = start
    return best


cdef enum:
    LOWEST_RANK = 4            # the six
    N_FIVE_RANK_SETS = 1278    # multisets of five of the ranks 6..A, at most four of each: C(13, 5) - 9
    N_HAND_RANK_SETS = 10230   # multisets of 5 to 7 of the ranks 6..A, at most four of each


cdef int _mark_short_deck_high_values(bint* present) except -1:
    """Mark the high value of every five-card short-deck hand but A-6-7-8-9: one plain hand of
    each rank multiset of 6..A (from the high kernel's enumeration) and one suited hand of each
    five different ranks."""
    cdef uint32_t keys[N_FIVE_RANK_SETS]
    cdef uint64_t hands[N_FIVE_RANK_SETS]
    cdef uint16_t mask
    cdef int i
    if rank_multisets(LOWEST_RANK, 5, keys, hands) != N_FIVE_RANK_SETS:
        raise RuntimeError("pokerbits: the short-deck rank multisets are miscounted")
    for i in range(N_FIVE_RANK_SETS):
        mask = <uint16_t>hands[i]   # its lowest lane: the ranks it holds
        if mask == SHORT_DECK_WHEEL:
            continue
        present[high_nonflush(rank_layers(hands[i]))] = True
        if POPCOUNT[mask] == 5:
            present[SUITED5[mask]] = True
    return 0


cdef dict _build():   # cdef: nothing can call it again after import
    """Fill the tables of short_deck.pxd; the first value of each category per rule set. Each
    rule set numbers the high values category by category in its own order, the A-6-7-8-9
    straight (flush) lowest in its category."""
    cdef bint present[HIGH_MAX + 1]
    cdef int rules, place, category, high, value
    for high in range(HIGH_MAX + 1):
        present[high] = False
    _mark_short_deck_high_values(present)
    starts = {}
    for rules in range(N_RULES):
        value = 0
        firsts = []
        for place in range(9):
            category = _ORDER[rules][place]
            firsts.append(value + 1)
            if category == STRAIGHT:
                value += 1
                SHORT_DECK_WHEEL_VALUE[rules] = value
            elif category == STRAIGHT_FLUSH:
                value += 1
                SHORT_DECK_WHEEL_FLUSH[rules] = value
            for high in range(category + 1, HIGH_MAX + 1):
                if present[high] and _high_category(high) == category:
                    value += 1
                    SHORT_DECK_OF_HIGH[rules * (HIGH_MAX + 1) + high] = value
        if value != SHORT_DECK_MAX:
            raise RuntimeError(f"{value} short-deck values, not {SHORT_DECK_MAX}")
        starts[rules] = tuple(firsts) + (SHORT_DECK_MAX,)    # the royal flush is the top value
    return starts


cdef int _fill_key_values() noexcept:
    """KEY_VALUE_SHORT_DECK and SHORT_DECK_FLUSH (the rank-key hash must be built): each rule
    set's value of each multiset of 5 to 7 ranks in its slot, of each flush by its rank mask."""
    cdef int i, rules, mask
    cdef uint32_t* keys = <uint32_t*>malloc(N_HAND_RANK_SETS * sizeof(uint32_t))
    cdef uint64_t* hands = <uint64_t*>malloc(N_HAND_RANK_SETS * sizeof(uint64_t))
    cdef int status = 0
    if keys == NULL or hands == NULL:
        status = BUILD_NO_MEMORY
    elif rank_multisets(LOWEST_RANK, 7, keys, hands) != N_HAND_RANK_SETS:
        status = BUILD_FAILED
    else:
        for rules in range(N_RULES):
            for i in range(N_HAND_RANK_SETS):
                KEY_VALUE_SHORT_DECK[rules][key_slot(keys[i])] = short_deck_ranks_value(rank_layers(hands[i]),
                                                                                         rules)
            for mask in range(1 << LOWEST_RANK, 8192, 1 << LOWEST_RANK):   # the masks of 6s to aces
                if POPCOUNT[mask] >= 5:
                    SHORT_DECK_FLUSH[rules][mask] = short_deck_suited_value(mask, rules)
    free(keys)
    free(hands)
    return status


cdef long _key_values_built = 0
_key_values_lock = allocate_lock()


cdef int ensure_short_deck_key_values() except -1:
    """Build KEY_VALUE_SHORT_DECK and SHORT_DECK_FLUSH once, and the hash they sit in: only the
    batch of short-deck hands reads them."""
    ensure_key_hash()
    return build_once(&_key_values_built, _fill_key_values, _key_values_lock, "the short-deck rank-key tables")


_STARTS = _build()
# first value of each category, worst first, in each rule set's order (the last: royal flush)
CATEGORY_STARTS = _STARTS[RULES_SHORT_DECK]
TRITON_CATEGORY_STARTS = _STARTS[RULES_TRITON]
MAX_VALUE = SHORT_DECK_MAX
# bytes of this module's tables (the value tables, and the category orders they are built from)
TABLE_BYTES = (sizeof(SHORT_DECK_OF_HIGH) + sizeof(SHORT_DECK_WHEEL_VALUE) + sizeof(SHORT_DECK_WHEEL_FLUSH)
               + sizeof(_HIGH_STARTS) + sizeof(_ORDER) + sizeof(KEY_VALUE_SHORT_DECK) + sizeof(SHORT_DECK_FLUSH))


cdef uint64_t _short_deck_hand(object cards) except 0:
    cdef uint64_t cs = fast_hand(cards, 5, 7, "a short-deck hand")
    if cs & ~SHORT_DECK_MASK:
        low = " ".join(card_strings(cs & ~SHORT_DECK_MASK))
        raise ValueError(f"a short-deck hand holds only 6s to aces, got {low}")
    return cs


@cython.binding(False)
@cython.always_allow_keywords(False)
@cython.annotation_typing(False)       # "-> int" for the reader: no check of the int returned
def short_deck(cards, /) -> int:
    """Value of the best five-card short-deck hand among 5 to 7 cards of the 36-card deck 6..A
    (a flush beats a full house; A-6-7-8-9 is the lowest straight): 1..1404, higher wins.

    >>> short_deck("As Ks Qs Js Ts")
    1404
    >>> short_deck("Ah 9h 8h 7h 2h")
    Traceback (most recent call last):
    ...
    ValueError: a short-deck hand holds only 6s to aces, got 2h
    >>> short_deck("Kh 9h 8h 7h 6h") > short_deck("Ac Ad As Kc Kd")   # flush over full house
    True
    """
    return value_int(short_deck_value(_short_deck_hand(cards), RULES_SHORT_DECK))


@cython.binding(False)
@cython.always_allow_keywords(False)
@cython.annotation_typing(False)
def short_deck_triton(cards, /) -> int:
    """short_deck() under Triton rules: three of a kind also beats a straight.  1..1404.

    >>> short_deck_triton("6c 6d 6h 8s 7c") > short_deck_triton("As Kd Qh Jc Ts")
    True
    """
    return value_int(short_deck_value(_short_deck_hand(cards), RULES_TRITON))
