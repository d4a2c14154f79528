# Omaha: each hand is exactly two hole cards plus exactly three board cards.
#
# The kernels take disjoint card sets of 2..OMAHA_MAX_HOLE hole cards (the games deal 4 to 6;
# the compat shims take up to 10) and 3..OMAHA_MAX_BOARD board cards, and return 0 for anything
# else, so no input makes them read out of bounds.
from libc.stdint cimport uint16_t, uint32_t, uint64_t

from pokerbits._core.bits cimport (
    COLEX, POPCOUNT, ace_low, card_count, k_subsets, lane_counts, lowest_bits, rank_layers, suit_ranks,
)
from pokerbits._core.ace_five cimport A5_EIGHT_MAX
from pokerbits._core.high cimport STRAIGHT_FLUSH, SUITED5, card_rank_keys, high_nonflush, key_value

cdef enum:
    OMAHA_MAX_HOLE = 10
    OMAHA_MAX_BOARD = 5
    OMAHA_MAX_PAIRS = 45    # C(10, 2)
    OMAHA_MAX_TRIPLES = 10  # C(5, 3)


cdef inline int omaha_suited_best(uint16_t hole_ranks, uint16_t board_ranks) noexcept nogil:
    """Best flush or straight flush of two hole ranks and three board ranks of one suit."""
    cdef uint64_t twos[OMAHA_MAX_PAIRS]
    cdef uint64_t threes[OMAHA_MAX_TRIPLES]
    cdef int n_twos = k_subsets(hole_ranks, 2, twos, OMAHA_MAX_PAIRS)
    cdef int n_threes = k_subsets(board_ranks, 3, threes, OMAHA_MAX_TRIPLES)
    cdef int i, j, v, best = 0
    for i in range(n_threes):
        for j in range(n_twos):
            v = SUITED5[<uint16_t>(twos[j] | threes[i])]
            if v > best:
                best = v
    return best


cdef inline bint omaha_sizes_ok(uint64_t hole, uint64_t board) noexcept nogil:
    cdef int n_hole = card_count(hole), n_board = card_count(board)
    return (hole & board) == 0 and 2 <= n_hole <= OMAHA_MAX_HOLE and 3 <= n_board <= OMAHA_MAX_BOARD


cdef inline int omaha_high_value(uint64_t hole, uint64_t board) noexcept nogil:
    """Best high hand of exactly two hole cards and exactly three board cards, on the scale of
    high_value; 0 when the sizes are out of range or the sets overlap."""
    cdef uint32_t hole_keys[OMAHA_MAX_HOLE]
    cdef uint32_t board_keys[OMAHA_MAX_BOARD]
    cdef uint32_t triple_keys[OMAHA_MAX_TRIPLES]
    cdef uint32_t pair_key
    cdef uint64_t hole_counts = lane_counts(hole), board_counts = lane_counts(board)
    cdef int n_hole, n_board, n_triples = 0, i, j, k, suit, v, best = 0
    if not omaha_sizes_ok(hole, board):
        return 0
    # a flush needs two hole cards and three board cards of one suit
    for suit in range(4):
        if ((hole_counts >> (16 * suit)) & 0xFF) >= 2 and ((board_counts >> (16 * suit)) & 0xFF) >= 3:
            v = omaha_suited_best(suit_ranks(hole, suit), suit_ranks(board, suit))
            if v > best:
                best = v
    # nothing beats a straight flush; and with no pair on the board, two hole cards and three
    # board cards make at most trips or a straight without a flush
    if best > STRAIGHT_FLUSH or (best and rank_layers(board).two == 0):
        return best
    # without a flush: every hole pair with every board triple, one hash lookup each (a five
    # card rank key is the sum of the pair's and the triple's)
    n_hole = card_rank_keys(hole, hole_keys)
    n_board = card_rank_keys(board, board_keys)
    for i in range(n_board):
        for j in range(i + 1, n_board):
            for k in range(j + 1, n_board):
                triple_keys[n_triples] = board_keys[i] + board_keys[j] + board_keys[k]
                n_triples += 1
    for i in range(n_hole):
        for j in range(i + 1, n_hole):
            pair_key = hole_keys[i] + hole_keys[j]
            for k in range(n_triples):
                best = max(best, key_value(pair_key + triple_keys[k]))
    return best


cdef inline int omaha_ace_five_8_value(uint64_t hole, uint64_t board) noexcept nogil:
    """Best eight-or-better low of exactly two hole cards and exactly three board cards, on the
    scale of ace_five_8: 0 = no qualifying low, else 1..56; 0 too for sizes out of range."""
    cdef uint64_t triples[OMAHA_MAX_TRIPLES]
    cdef uint16_t hole_low, board_low, rest, five, best = 0xFFFF
    cdef int n_triples, i
    if not omaha_sizes_ok(hole, board):
        return 0
    # the different ranks A..8 held, ace lowest (bit 0): only five different ones can qualify
    hole_low = ace_low(rank_layers(hole).any) & 0xFF
    board_low = ace_low(rank_layers(board).any) & 0xFF
    n_triples = k_subsets(board_low, 3, triples, OMAHA_MAX_TRIPLES)
    for i in range(n_triples):
        # with three board ranks fixed, the two lowest other hole ranks make the lowest five,
        # and among five ranks the numerically smaller mask is the better low
        rest = hole_low & ~<uint16_t>triples[i]
        if POPCOUNT[rest] >= 2:
            five = <uint16_t>triples[i] | lowest_bits(rest, 2)
            if five < best:
                best = five
    if best == 0xFFFF:
        return 0
    return A5_EIGHT_MAX - COLEX[best]   # the scale of ace_five_8_value: the wheel (COLEX 0) is 56
