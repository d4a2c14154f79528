"""Omaha evaluators: exactly two of the 4, 5 or 6 hole cards and exactly three of the board."""
from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t

from pokerbits._core.kernels.ace_five cimport A5_EIGHT_MAX
from libc.stdlib cimport free, malloc

from pokerbits._core.common.bits cimport COLEX, POPCOUNT, build_key_hash, k_subsets, lowest_bits
from pokerbits._core.common.cards cimport fast_hand
from pokerbits._core.kernels.high cimport SUIT_KEY, ensure_key_hash, key_value
from pokerbits._core.common.once cimport BUILD_FAILED, BUILD_NO_MEMORY, build_once, is_built

from _thread import allocate_lock   # threading's Lock, without importing threading
from pokerbits._core.common.cards import card_strings


cdef enum:
    NO_RANK = 0xFF   # in a board's OMAHA_MAX_BOARD bytes: after its last rank


cdef int _board_multisets(int size, int lowest, int depth, uint8_t* ranks, uint8_t* boards, int n) noexcept:
    """Append to boards (room for N_BOARDS of OMAHA_MAX_BOARD bytes, NO_RANK after the last
    rank) every multiset of `size` ranks that begins with ranks[:depth] and goes on from rank
    `lowest` up, at most four of each, in order; the new n (past N_BOARDS: too many, not written)."""
    cdef int rank, i
    if depth == size:
        if size == 5 and ranks[0] == ranks[4]:   # five of one rank
            return n
        if n < N_BOARDS:
            for i in range(OMAHA_MAX_BOARD):
                boards[OMAHA_MAX_BOARD * n + i] = ranks[i] if i < size else NO_RANK
        return n + 1
    for rank in range(lowest, N_RANKS):
        ranks[depth] = rank
        n = _board_multisets(size, rank, depth + 1, ranks, boards, n)
    return n


cdef void _fill_board_rows(const uint8_t* boards, const uint32_t* weight) noexcept:
    """BOARD_PAIR_VALUE, row 1 + i for boards[i] (the three-rank boards first, then the four-
    and the five-rank ones; the hash built): a three-rank board's cells from the rank-key hash
    (the sum of the five ranks' weights is the key of any five cards with those ranks), a bigger
    board's the best of the rows of the boards one card smaller (every three of its ranks are
    three of one of them)."""
    cdef int i, k, size, d, e, column, best
    cdef int count[N_RANKS]
    cdef uint32_t key
    cdef uint16_t* row
    cdef const uint16_t* smaller[OMAHA_MAX_BOARD]
    cdef const uint8_t* ranks
    for column in range(N_RANK_PAIRS):
        BOARD_PAIR_VALUE[column] = 0
    for i in range(N_BOARDS):
        ranks, row = boards + OMAHA_MAX_BOARD * i, BOARD_PAIR_VALUE + N_RANK_PAIRS * (i + 1)
        size, key = 0, 0
        for d in range(N_RANKS):
            count[d] = 0
        while size < OMAHA_MAX_BOARD and ranks[size] != NO_RANK:
            key += weight[ranks[size]]
            count[ranks[size]] += 1
            size += 1
        for k in range(size if size > 3 else 0):
            smaller[k] = board_row_of_key(key - weight[ranks[k]])
        for d in range(N_RANKS):
            for e in range(d, N_RANKS):
                column = PAIR_COLUMN[N_RANKS * d + e]
                if count[d] + 1 + (d == e) > 4 or count[e] + 1 + (d == e) > 4:
                    best = 0   # no such deal
                elif size == 3:
                    best = key_value(key + weight[d] + weight[e])
                else:
                    best = 0
                    for k in range(size):
                        best = max(best, smaller[k][column])
                row[column] = best


cdef int _build_rank_table() noexcept:
    """PAIR_COLUMN (the multisets of two ranks numbered in order), the board hash (BOARD_DISPLACE,
    BOARD_ROW: each board's rank key to its row) and BOARD_PAIR_VALUE; 0, or the status of a
    failed build."""
    cdef int a, b, n = 0, column = 0, status
    cdef uint8_t ranks[OMAHA_MAX_BOARD]
    cdef uint32_t weight[N_RANKS]
    cdef uint8_t* boards = <uint8_t*>malloc(OMAHA_MAX_BOARD * N_BOARDS)
    cdef uint32_t* keys = <uint32_t*>malloc(N_BOARDS * sizeof(uint32_t))
    cdef uint16_t* rows = <uint16_t*>malloc(N_BOARDS * sizeof(uint16_t))
    if boards == NULL or keys == NULL or rows == NULL:
        status = BUILD_NO_MEMORY
    else:
        for a in range(N_RANKS):
            weight[a] = <uint32_t>SUIT_KEY[1 << a]
            for b in range(a, N_RANKS):
                PAIR_COLUMN[N_RANKS * a + b] = PAIR_COLUMN[N_RANKS * b + a] = column
                column += 1
        for a in range(3, 6):
            n = _board_multisets(a, 0, 0, ranks, boards, n)
        status = BUILD_FAILED if n != N_BOARDS else 0
    if status == 0:
        for a in range(N_BOARDS):
            keys[a] = 0
            for b in range(OMAHA_MAX_BOARD):
                if boards[OMAHA_MAX_BOARD * a + b] != NO_RANK:
                    keys[a] += weight[boards[OMAHA_MAX_BOARD * a + b]]
            rows[a] = a + 1
        status = build_key_hash(keys, rows, N_BOARDS, BOARD_BUCKET_SHIFT, BOARD_DISPLACE, N_BOARD_BUCKETS,
                                BOARD_ROW, N_BOARD_SLOTS)
    if status == 0:
        _fill_board_rows(boards, weight)
    free(boards)
    free(keys)
    free(rows)
    return status


cdef void _build_low_table() noexcept:
    """OMAHA_LOW: for each board of three to five different ranks A..8 (an Omaha board holds
    five cards at most; other cells stay 0) and each set of hole ranks, the best low: with three
    board ranks fixed, the two lowest other hole ranks make the lowest five, and among five ranks
    the numerically smaller mask is the better low."""
    cdef uint64_t triples[56]
    cdef uint8_t lowest_two[256]   # the two lowest bits of a mask, 0 for fewer
    cdef int board, hole, n_triples, i
    cdef uint16_t five, best, rest
    for hole in range(256):
        lowest_two[hole] = lowest_bits(hole, 2) if POPCOUNT[hole] >= 2 else 0
    for board in range(256):
        for hole in range(256):
            OMAHA_LOW[(hole << 8) | board] = 0
        if not 3 <= POPCOUNT[board] <= OMAHA_MAX_BOARD:
            continue
        n_triples = k_subsets(board, 3, triples, 56)
        for hole in range(256):
            best = 0xFFFF
            for i in range(n_triples):
                rest = lowest_two[hole & ~<uint16_t>triples[i]]
                if rest:
                    five = <uint16_t>triples[i] | rest
                    if five < best:
                        best = five
            if best != 0xFFFF:
                OMAHA_LOW[(hole << 8) | board] = A5_EIGHT_MAX - COLEX[best]   # the wheel (COLEX 0) is 56


cdef int _build_tables() noexcept:
    """The high and the low tables (the rank-key hash must be built); 0 or a failed build's status."""
    cdef int status = _build_rank_table()
    if status == 0:
        _build_low_table()
    return status


cdef long _tables_built = 0
_tables_lock = allocate_lock()


cdef int ensure_omaha_tables() except -1:
    """Build the tables of omaha.pxd once, and the rank-key hash they come from: every entry
    point that runs omaha_high_value or omaha_ace_five_8_value calls it first."""
    ensure_key_hash()
    return build_once(&_tables_built, _build_tables, _tables_lock, "the Omaha tables")


def tables_built() -> bool:
    """Whether the Omaha tables have been built (import leaves them to the first call that needs them)."""
    return is_built(&_tables_built)


# bytes of this module's tables (built on first use)
TABLE_BYTES = (sizeof(PAIR_COLUMN) + sizeof(BOARD_DISPLACE) + sizeof(BOARD_ROW) + sizeof(BOARD_PAIR_VALUE)
               + sizeof(OMAHA_LOW))


cdef uint64_t _board(object board) except 0:
    return fast_hand(board, 3, 5, "an Omaha board")


cdef uint64_t _hole(object hole, uint64_t board) except 0:
    cdef uint64_t cs = fast_hand(hole, 4, 6, "an Omaha hand")   # the games deal 4, 5 or 6
    if cs & board:
        raise ValueError(f"card {card_strings(cs & board)[0]} is both in the hand and on the board")
    return cs


def omaha_high(hole, board) -> int:
    """Value of the best high hand of exactly two hole cards (of 4, 5 or 6) and exactly three
    board cards (of 3, 4 or 5), on the scale of `high`: 1..7462, higher wins.

    >>> omaha_high("Th 9c 9d 8s", "Ah Kh Qh Jh 2c") == high("Kh Qh Jh Th 9c")   # no royal flush
    True
    """
    cdef uint64_t b = _board(board)
    ensure_omaha_tables()
    return omaha_high_value(_hole(hole, b), b)


def omaha_ace_five_8(hole, board) -> int:
    """The eight-or-better low of exactly two hole cards (two different ranks A..8) and exactly
    three board cards (three more different ranks A..8), on the scale of `ace_five_8`: 0 when
    there is none, else 1..56, higher wins.

    >>> omaha_ace_five_8("As 2d Kc Kh", "3c 4d 5h Qs Js")   # the wheel
    56
    >>> omaha_ace_five_8("As Ad Kc Kh", "2c 3d 4h Qs Js")   # one low hole rank: no low
    0
    """
    cdef uint64_t b = _board(board)
    ensure_omaha_tables()
    return omaha_ace_five_8_value(_hole(hole, b), b)
