# One switch over the ranking systems, for the loops that serve them all (census, batch).
from libc.stdint cimport uint64_t

from pokerbits._core.kernels.ace_five cimport A5_EIGHT_MAX, A5_MAX, ace_five_8_value, ace_five_value
from pokerbits._core.kernels.badugi cimport BADUGI_MAX, badugi_ace_high_value, badugi_value
from pokerbits._core.common.bits cimport DECK_MASK
from pokerbits._core.kernels.deuce_seven cimport D7_MAX, deuce_seven_value
from pokerbits._core.kernels.high cimport (
    HIGH_MAX, KEY_VALUE, KEY_VALUE_ACE_FIVE, KEY_VALUE_DEUCE_SEVEN, OVER_SEVEN_KEYS, RARE_KEYS, SUITED5, SUITED_KEYS,
    KeyedLookup, ensure_key_hash, ensure_low_key_values, high_value,
)
from pokerbits._core.kernels.omaha cimport ensure_omaha_tables, omaha_ace_five_8_value, omaha_high_value
from pokerbits._core.kernels.short_deck cimport (
    KEY_VALUE_SHORT_DECK, RULES_SHORT_DECK, RULES_TRITON, SHORT_DECK_FLUSH, SHORT_DECK_MASK, SHORT_DECK_MAX,
    ensure_short_deck_key_values, short_deck_rules_value, short_deck_value, triton_rules_value,
)

cdef enum System:
    SYSTEM_HIGH = 0
    SYSTEM_ACE_FIVE = 1
    SYSTEM_ACE_FIVE_8 = 2
    SYSTEM_DEUCE_SEVEN = 3
    SYSTEM_BADUGI = 4
    SYSTEM_BADUGI_ACE_HIGH = 5
    SYSTEM_SHORT_DECK = 6
    SYSTEM_SHORT_DECK_TRITON = 7
    N_SYSTEMS = 8


cdef inline int ensure_kernel_tables() except -1:
    """Build the tables that the kernels below read and import leaves to first use (the rank-key
    hash, the Omaha tables): a module that cimports them calls it at its import, or before each
    call that evaluates if `import pokerbits` loads it."""
    ensure_key_hash()
    return ensure_omaha_tables()


cdef inline int system_max(int system) noexcept nogil:
    if system == SYSTEM_HIGH:
        return HIGH_MAX
    if system == SYSTEM_ACE_FIVE:
        return A5_MAX
    if system == SYSTEM_ACE_FIVE_8:
        return A5_EIGHT_MAX
    if system == SYSTEM_DEUCE_SEVEN:
        return D7_MAX
    if system == SYSTEM_BADUGI or system == SYSTEM_BADUGI_ACE_HIGH:
        return BADUGI_MAX
    if system == SYSTEM_SHORT_DECK or system == SYSTEM_SHORT_DECK_TRITON:
        return SHORT_DECK_MAX
    return 0


cdef inline uint64_t system_deck(int system) noexcept nogil:
    """The cards a system's hands are made of."""
    if system == SYSTEM_SHORT_DECK or system == SYSTEM_SHORT_DECK_TRITON:
        return SHORT_DECK_MASK
    return DECK_MASK


cdef inline int evaluate(int system, uint64_t cs) noexcept nogil:
    if system == SYSTEM_HIGH:
        return high_value(cs)
    if system == SYSTEM_ACE_FIVE:
        return ace_five_value(cs)
    if system == SYSTEM_ACE_FIVE_8:
        return ace_five_8_value(cs)
    if system == SYSTEM_DEUCE_SEVEN:
        return deuce_seven_value(cs)
    if system == SYSTEM_BADUGI:
        return badugi_value(cs)
    if system == SYSTEM_BADUGI_ACE_HIGH:
        return badugi_ace_high_value(cs)
    if system == SYSTEM_SHORT_DECK:
        return short_deck_value(cs, RULES_SHORT_DECK)
    if system == SYSTEM_SHORT_DECK_TRITON:
        return short_deck_value(cs, RULES_TRITON)
    return 0


cdef inline int keyed_lookup(int system, int max_cards, KeyedLookup* lookup) except -1:
    """Fill `lookup` with how `system` values hands of 5 to `max_cards` cards by one rank-key
    lookup (see high.keyed_value), building its tables on first use; 0 if it can, 1 if it
    cannot (lookup.slot_values NULL): values of the lowball systems depend on the ranks alone (but
    for deuce-to-seven flushes), for up to 7 cards, and so do short-deck values but for flushes;
    eight-or-better is ace-to-five's slot values less an offset."""
    cdef int rules
    lookup.slot_values, lookup.rare_keys, lookup.rare = NULL, 0, NULL
    lookup.suited_keys, lookup.deck, lookup.offset, lookup.flush_values = 0, DECK_MASK, 0, NULL
    if system == SYSTEM_HIGH:
        ensure_key_hash()
        lookup.slot_values, lookup.rare_keys, lookup.rare = KEY_VALUE, OVER_SEVEN_KEYS, high_value
        lookup.suited_keys = SUITED_KEYS   # with 7 cards or fewer a flush excludes quads and full houses
        lookup.flush_values = SUITED5
    elif max_cards <= 7 and system == SYSTEM_ACE_FIVE:
        ensure_low_key_values()
        lookup.slot_values, lookup.rare_keys, lookup.rare = KEY_VALUE_ACE_FIVE, OVER_SEVEN_KEYS, ace_five_value
    elif max_cards <= 7 and system == SYSTEM_ACE_FIVE_8:
        ensure_low_key_values()
        lookup.slot_values, lookup.rare_keys, lookup.rare = KEY_VALUE_ACE_FIVE, OVER_SEVEN_KEYS, ace_five_8_value
        lookup.offset = A5_MAX - A5_EIGHT_MAX   # the 56 best ace-to-five values qualify
    elif max_cards <= 7 and system == SYSTEM_DEUCE_SEVEN:
        ensure_low_key_values()
        lookup.slot_values, lookup.rare_keys, lookup.rare = KEY_VALUE_DEUCE_SEVEN, RARE_KEYS, deuce_seven_value
    elif max_cards <= 7 and (system == SYSTEM_SHORT_DECK or system == SYSTEM_SHORT_DECK_TRITON):
        ensure_short_deck_key_values()
        rules = RULES_SHORT_DECK if system == SYSTEM_SHORT_DECK else RULES_TRITON
        lookup.slot_values, lookup.rare_keys, lookup.deck = KEY_VALUE_SHORT_DECK[rules], RARE_KEYS, SHORT_DECK_MASK
        lookup.rare = short_deck_rules_value if system == SYSTEM_SHORT_DECK else triton_rules_value
        lookup.flush_values = SHORT_DECK_FLUSH[rules]
    return lookup.slot_values == NULL


cdef inline int suited_cards_that_count(int system) noexcept nogil:
    """How many cards of one suit a hand needs before the system's value reads its suits: 5 for
    the flushes of high, short deck and deuce-to-seven (below that, the ranks alone give the
    value), 53 for ace-to-five (more than a deck: it never reads suits), -1 for Badugi (every
    suit counts, from one card)."""
    if system == SYSTEM_ACE_FIVE or system == SYSTEM_ACE_FIVE_8:
        return 53
    if system == SYSTEM_BADUGI or system == SYSTEM_BADUGI_ACE_HIGH:
        return -1
    return 5


cdef inline bint has_two_plus_three(int system) noexcept nogil:
    """A kernel of pokerbits._core.kernels.omaha exists for exactly two hole and three board cards."""
    return system == SYSTEM_HIGH or system == SYSTEM_ACE_FIVE_8


cdef inline int half_value(int system, bint exactly, uint64_t hole, uint64_t board) noexcept nogil:
    """One half's value of a player: the best hand of all the cards, or of exactly two hole and
    three board cards (Omaha; only for has_two_plus_three systems). 0: no qualifying hand."""
    if exactly:
        if system == SYSTEM_HIGH:
            return omaha_high_value(hole, board)
        return omaha_ace_five_8_value(hole, board)
    return evaluate(system, hole | board)
