# Omaha: each hand is exactly two hole cards plus exactly three board cards.
#
# The kernels take disjoint card sets of 2..OMAHA_MAX_HOLE hole cards (the games deal 4 to 6;
# the compat shims take up to 10) and 3..OMAHA_MAX_BOARD board cards, and return 0 for anything
# else, so no input makes them read out of bounds.
from libc.stdint cimport uint8_t, uint16_t, uint64_t

from pokerbits._core.bits cimport (
    N_RANKS, ace_low, card_count, k_subsets, lane_counts, lowest_index, rank_layers, suit_ranks,
)
from pokerbits._core.high cimport STRAIGHT_FLUSH, SUITED5

cdef enum:
    OMAHA_MAX_HOLE = 10
    OMAHA_MAX_BOARD = 5
    OMAHA_MAX_PAIRS = 45    # C(10, 2)
    OMAHA_MAX_TRIPLES = 10  # C(5, 3)


cdef enum:
    N_RANK_PAIRS = 91       # multisets of two ranks: C(14, 2)
    N_RANK_TRIPLES = 455    # multisets of three ranks: C(15, 3)

# Omaha high without a flush, in one table: the value of two hole ranks and three board ranks,
# row = the board triple, column = the hole pair (built in omaha.pyx from the high rank keys).
# These tables are built on first use: call ensure_omaha_tables() before the kernels below.
cdef uint8_t PAIR_COLUMN[N_RANKS * N_RANKS]                 # 13 * a + b (either order): column
cdef uint16_t TRIPLE_ROW[N_RANKS * N_RANKS * N_RANKS]       # 169 * a + 13 * b + c: row * N_RANK_PAIRS
cdef uint16_t PAIR_TRIPLE_VALUE[N_RANK_TRIPLES * N_RANK_PAIRS]   # 0 for five cards of one rank
# Omaha eight-or-better: the value of (different hole ranks A..8) << 8 | (board ranks A..8)
cdef uint8_t OMAHA_LOW[65536]

cdef int ensure_omaha_tables() except -1


cdef inline int card_ranks(uint64_t cs, uint8_t* ranks) noexcept nogil:
    """The rank of each card of cs (bit 16 * suit + rank), into ranks (room for all of them); how many."""
    cdef int n = 0
    while cs:
        ranks[n] = lowest_index(cs) & 15
        cs &= cs - 1
        n += 1
    return n


cdef inline int hole_columns(uint64_t hole, uint8_t* columns) noexcept nogil:
    """The column of each two of the hole cards' ranks; how many."""
    cdef uint8_t ranks[OMAHA_MAX_HOLE]
    cdef int n = card_ranks(hole, ranks), n_columns = 0, i, j, first
    for i in range(n):
        first = N_RANKS * ranks[i]
        for j in range(i + 1, n):
            columns[n_columns] = PAIR_COLUMN[first + ranks[j]]
            n_columns += 1
    return n_columns


cdef inline int board_rows(uint64_t board, uint16_t* rows) noexcept nogil:
    """The row (its offset in PAIR_TRIPLE_VALUE) of each three of the board cards' ranks; how many."""
    cdef uint8_t ranks[OMAHA_MAX_BOARD]
    cdef int n = card_ranks(board, ranks), n_rows = 0, i, j, k, two
    for i in range(n):
        for j in range(i + 1, n):
            two = N_RANKS * (N_RANKS * ranks[i] + ranks[j])
            for k in range(j + 1, n):
                rows[n_rows] = TRIPLE_ROW[two + ranks[k]]
                n_rows += 1
    return n_rows


cdef inline int rows_best(const uint16_t* rows, int n_rows, const uint8_t* columns, int n_columns) noexcept nogil:
    """The best cell of the given rows and columns of PAIR_TRIPLE_VALUE."""
    cdef const uint16_t* row
    cdef int i, j, best = 0
    for i in range(n_rows):
        row = PAIR_TRIPLE_VALUE + rows[i]
        for j in range(n_columns):
            best = max(best, row[columns[j]])
    return best


cdef inline int omaha_ranks_best(uint64_t hole, uint64_t board) noexcept nogil:
    """Best high hand of two hole cards and three board cards by ranks alone, as if no five made a
    flush: every board triple's row read at every hole pair's column."""
    cdef uint8_t columns[OMAHA_MAX_PAIRS]
    cdef uint16_t rows[OMAHA_MAX_TRIPLES]
    cdef int n_columns = hole_columns(hole, columns), n_rows = board_rows(board, rows)
    if n_columns == 6:   # four hole cards, the games' most common: the columns in registers
        return rows_best(rows, n_rows, columns, 6)
    return rows_best(rows, n_rows, columns, n_columns)


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
    cdef uint64_t hole_counts = lane_counts(hole), board_counts = lane_counts(board)
    cdef int suit, v, best = 0
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
    return max(best, omaha_ranks_best(hole, board))


cdef inline int omaha_ace_five_8_value(uint64_t hole, uint64_t board) noexcept nogil:
    """Best eight-or-better low of exactly two hole cards and exactly three board cards, on the
    scale of ace_five_8: 0 = no qualifying low, else 1..56; 0 too for sizes out of range.  It
    depends on the different ranks A..8 alone: one lookup (built by omaha_low_of_ranks)."""
    if not omaha_sizes_ok(hole, board):
        return 0
    return OMAHA_LOW[(<unsigned>(ace_low(rank_layers(hole).any) & 0xFF) << 8)
                     | (ace_low(rank_layers(board).any) & 0xFF)]
