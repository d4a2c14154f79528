# Omaha: each hand is exactly two hole cards plus exactly three board cards.
#
# The kernels take disjoint card sets of 2..OMAHA_MAX_HOLE hole cards (the games deal 4 to 6;
# the compat shims take up to 10) and 3..OMAHA_MAX_BOARD board cards, and return 0 for anything
# else, so no input makes them read out of bounds.
from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t

from pokerbits._core.common.bits cimport (
    DECK_MASK, N_RANKS, POPCOUNT, ace_low, card_count, hashed_slot, highest_bits, lane_counts, lowest_index,
    rank_layers, suit_ranks,
)
from pokerbits._core.kernels.high cimport STRAIGHT_FLUSH, SUITED5, keys_rank_key, suit_keys

cdef enum:
    OMAHA_MAX_HOLE = 10
    OMAHA_MAX_BOARD = 5


cdef enum:
    N_RANK_PAIRS = 91       # multisets of two ranks: C(14, 2)
    # multisets of 3, 4 and 5 ranks, at most four of each: C(15, 3) + C(16, 4) + C(17, 5) - 13
    N_BOARDS = 8450
    BOARD_BUCKET_SHIFT = 20    # a board's rank key >> 20: 2**12 buckets
    N_BOARD_BUCKETS = 4096
    N_BOARD_SLOTS = 16384      # slot = (key ^ BOARD_DISPLACE[bucket]) & (N_BOARD_SLOTS - 1)

# Omaha high without a flush, in one table: row = the board's rank multiset, column = the hole
# pair's, the cell the best high value of the pair with any three of the board's ranks (built in
# omaha.pyx from the high rank keys).  A board's row comes from its rank key (see SUIT_KEY) by a
# perfect hash of the keys of the N_BOARDS multisets; row 0, in the hash's empty slots, is all 0.
# These tables are built on first use: call ensure_omaha_tables() before the kernels below.
# The tables the batch's wide paths read with 32-bit gathers (kernels/wide.h) have an entry more
# (three, of bytes): a gather of an entry reads the next ones too.
cdef uint8_t PAIR_COLUMN[N_RANKS * N_RANKS]                 # 13 * a + b (either order): column
cdef uint16_t BOARD_DISPLACE[N_BOARD_BUCKETS + 1]           # per bucket, XOR-ed into the slot
cdef uint16_t BOARD_ROW[N_BOARD_SLOTS + 1]                  # the row of the board in a slot, 1..N_BOARDS
# 0 where the pair and the board hold more than four cards of a rank
cdef uint16_t BOARD_PAIR_VALUE[(N_BOARDS + 1) * N_RANK_PAIRS + 1]
# Omaha eight-or-better: the value of (different hole ranks A..8) << 8 | (board ranks A..8)
cdef uint8_t OMAHA_LOW[65536 + 3]

cdef int ensure_omaha_tables() except -1


cdef inline const uint16_t* board_row_of_key(uint32_t key) noexcept nogil:
    """The row of BOARD_PAIR_VALUE of the board whose rank key (see SUIT_KEY) is `key` (3 to 5
    cards; row 0 for a key of no such board that falls in an empty slot, some other row if not)."""
    return BOARD_PAIR_VALUE + N_RANK_PAIRS * BOARD_ROW[hashed_slot(key, BOARD_DISPLACE, BOARD_BUCKET_SHIFT,
                                                                   N_BOARD_SLOTS - 1)]


cdef inline int pairs_best(const uint16_t* row, const uint8_t* ranks, int n) noexcept nogil:
    """The best cell of row at the column of each two of the n ranks."""
    cdef int i, j, first, best = 0
    for i in range(n):
        first = N_RANKS * ranks[i]
        for j in range(i + 1, n):
            best = max(best, row[PAIR_COLUMN[first + ranks[j]]])
    return best


cdef inline int omaha_ranks_best(uint64_t hole, uint64_t board) noexcept nogil:
    """Best high hand of two hole cards and three board cards by ranks alone, as if no five made a
    flush: the board's row read at every hole pair's column."""
    cdef const uint16_t* row = board_row_of_key(keys_rank_key(suit_keys(board)))
    cdef uint8_t ranks[OMAHA_MAX_HOLE]
    cdef int n = 0
    while hole:
        ranks[n] = lowest_index(hole) & 15
        hole &= hole - 1
        n += 1
    if n == 4:   # four hole cards, the games' most common: six cells, unrolled
        return pairs_best(row, ranks, 4)
    return pairs_best(row, ranks, n)


cdef inline int omaha_suited_best(uint16_t hole_ranks, uint16_t board_ranks) noexcept nogil:
    """Best flush or straight flush of two of hole_ranks and three of board_ranks (one suit's
    masks, apart; at least two and three ranks).  The two highest hole ranks and the three highest
    board ranks make the best flush: no other choice holds more ranks at or above any rank.  A
    straight flush is one of the ten windows (the wheel last) that the two masks fill, two of its
    ranks from the hole."""
    cdef uint16_t both = hole_ranks | board_ranks, window
    cdef int top
    if SUITED5[both] > STRAIGHT_FLUSH:   # a straight flush among the cards: does one take 2 + 3?
        for top in range(12, 2, -1):
            window = (0x1F << (top - 4)) if top > 3 else 0x100F
            if (window & ~both) == 0 and POPCOUNT[window & hole_ranks] == 2:
                return SUITED5[window]
    return SUITED5[highest_bits(hole_ranks, 2) | highest_bits(board_ranks, 3)]


cdef inline bint omaha_sizes_ok(uint64_t hole, uint64_t board) noexcept nogil:
    cdef int n_hole = card_count(hole), n_board = card_count(board)
    return (((hole | board) & ~DECK_MASK) == 0 and (hole & board) == 0 and 2 <= n_hole <= OMAHA_MAX_HOLE
            and 3 <= n_board <= OMAHA_MAX_BOARD)


cdef inline int omaha_high_unchecked(uint64_t hole, uint64_t board) noexcept nogil:
    """omaha_high_value of hole and board that omaha_sizes_ok accepts (the batch checks its own)."""
    # the suits of two hole cards and three board cards or more (SWAR: a lane's bit 4 is set
    # when its count plus 14, or plus 13, reaches 16)
    cdef uint64_t suited = ((lane_counts(hole) + 0x000E000E000E000EULL) & (lane_counts(board) + 0x000D000D000D000DULL)
                            & 0x0010001000100010ULL)
    cdef int suit, v, best = 0
    while suited:   # a flush needs two hole cards and three board cards of one suit
        suit = lowest_index(suited) >> 4
        suited &= suited - 1
        v = omaha_suited_best(suit_ranks(hole, suit), suit_ranks(board, suit))
        if v > best:
            best = v
    # nothing beats a straight flush; and with no pair on the board, two hole cards and three
    # board cards make at most trips or a straight without a flush
    if best > STRAIGHT_FLUSH or (best and rank_layers(board).two == 0):
        return best
    return max(best, omaha_ranks_best(hole, board))


cdef inline int omaha_high_value(uint64_t hole, uint64_t board) noexcept nogil:
    """Best high hand of exactly two hole cards and exactly three board cards, on the scale of
    high_value; 0 when the sizes are out of range or the sets overlap."""
    if not omaha_sizes_ok(hole, board):
        return 0
    return omaha_high_unchecked(hole, board)


cdef inline int omaha_ace_five_8_value(uint64_t hole, uint64_t board) noexcept nogil:
    """Best eight-or-better low of exactly two hole cards and exactly three board cards, on the
    scale of ace_five_8: 0 = no qualifying low, else 1..56; 0 too for sizes out of range.  It
    depends on the different ranks A..8 alone: one lookup (built by omaha_low_of_ranks)."""
    if not omaha_sizes_ok(hole, board):
        return 0
    return OMAHA_LOW[(<unsigned>(ace_low(rank_layers(hole).any) & 0xFF) << 8)
                     | (ace_low(rank_layers(board).any) & 0xFF)]
