# Deuce-to-seven low (Kansas City lowball, 2-7 triple draw): the high order upside down with
# the ace always high, so A-5-4-3-2 is an ace-high hand, not a straight.  Dense values, higher
# is better: 1 = A-K-Q-J-T suited, 7462 = 7-5-4-3-2 not all one suit.
from libc.stdint cimport uint16_t, uint64_t

from pokerbits._core.common.bits cimport (
    COLEX, LOWEST5, POPCOUNT, TOP_BIT, Layers, card_count, has_five_suited, k_subsets, lane_counts,
    lowest_bit, paired_low, rank_layers, suit_ranks,
)

# value = top of the category - index within it (the high order upside down)
cdef enum:
    D7_STRAIGHT_FLUSH = 9        # values 1..9: ace-high .. six-high
    D7_FOUR_OF_A_KIND = 165      # 10..165
    D7_FULL_HOUSE = 321          # 166..321
    D7_FLUSH = 1599              # 322..1599
    D7_STRAIGHT = 1608           # 1600..1608
    D7_THREE_OF_A_KIND = 2466    # 1609..2466
    D7_TWO_PAIR = 3324           # 2467..3324
    D7_ONE_PAIR = 6184           # 3325..6184
    D7_MAX = 7462                # 6185..7462: no pair, no straight, no flush (1278 of them)
    D7_MAX_CARDS = 7             # the flush fallback below lists C(7, 5) = 21 subsets at most
    D7_MAX_SUBSETS = 21


cdef inline bint is_run(uint16_t five) noexcept nogil:
    """Five ranks in a row (the ace is high only: A-2-3-4-5 is no run); false for no ranks."""
    return five != 0 and five == lowest_bit(five) * 0x1F


cdef inline int plain_index(uint16_t five) noexcept nogil:
    """Index of five ranks that are no run among such masks in numeric order (0 = 7-5-4-3-2):
    the masks below it, less the runs below it (one per top card from six to the card below
    its top)."""
    return COLEX[five] - (TOP_BIT[five] - 4)


cdef inline uint16_t lowest_plain_five(uint16_t ranks) noexcept nogil:
    """The lowest five of `ranks` that make no straight, 0 if none.  The five lowest; when they
    run, the four lowest and the sixth lowest: any other five have a higher top card, or the
    same top card and a higher rank below it."""
    cdef uint16_t five = LOWEST5[ranks], sixth
    if not is_run(five):
        return five
    sixth = lowest_bit(ranks & ~five)
    return (five ^ (1 << TOP_BIT[five])) | sixth if sixth else 0


cdef inline int deuce_seven_ranks(Layers lay) noexcept nogil:
    """Best deuce-to-seven low by ranks alone, as if no five cards could make a flush."""
    cdef uint16_t five = lowest_plain_five(lay.any)
    if five:
        return D7_MAX - plain_index(five)
    if lay.two == 0 and POPCOUNT[lay.any] == 5:   # five cards making a straight
        return D7_STRAIGHT - (TOP_BIT[lay.any] - 4)
    # a pair beats a straight: with a straight's ranks and a pair, play the pair
    return paired_low(lay, D7_ONE_PAIR, D7_TWO_PAIR, D7_THREE_OF_A_KIND, D7_FULL_HOUSE,
                      D7_FOUR_OF_A_KIND)


cdef inline bint one_suit_holds(uint64_t cs, uint16_t ranks) noexcept nogil:
    """True when some suit holds all of `ranks`."""
    cdef int suit
    for suit in range(4):
        if (ranks & ~suit_ranks(cs, suit)) == 0:
            return True
    return False


cdef inline int deuce_seven_five(uint64_t five_cards) noexcept nogil:
    """Value of exactly five cards."""
    cdef Layers lay = rank_layers(five_cards)
    if POPCOUNT[lay.any] == 5 and has_five_suited(lane_counts(five_cards)):
        if is_run(lay.any):
            return D7_STRAIGHT_FLUSH - (TOP_BIT[lay.any] - 4)
        return D7_FLUSH - plain_index(lay.any)
    return deuce_seven_ranks(lay)


cdef inline int deuce_seven_value(uint64_t cs) noexcept nogil:
    """Best deuce-to-seven low of 5 to 7 cards (0 for more than 7 when it has to try subsets)."""
    cdef uint64_t fives[D7_MAX_SUBSETS]
    cdef Layers lay = rank_layers(cs)
    cdef uint16_t five
    cdef int n, i, value, best = 0
    if not has_five_suited(lane_counts(cs)):
        return deuce_seven_ranks(lay)
    # Five or more cards of one suit.  The best by ranks still stands when it is paired (no
    # five different ranks make a low, whatever their suits), or when its five ranks can be
    # taken from two suits: one of them is held twice, or no suit holds them all.
    five = lowest_plain_five(lay.any)
    if five == 0 and lay.two:
        return deuce_seven_ranks(lay)
    if five and ((five & lay.two) or not one_suit_holds(cs, five)):
        return D7_MAX - plain_index(five)
    # Otherwise the best low may have to break the flush: try every five cards (at most 21).
    if card_count(cs) > D7_MAX_CARDS:
        return 0
    n = k_subsets(cs, 5, fives, D7_MAX_SUBSETS)
    for i in range(n):
        value = deuce_seven_five(fives[i])
        if value > best:
            best = value
    return best
