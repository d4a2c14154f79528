"""Omaha evaluators: exactly two of the 4, 5 or 6 hole cards and exactly three of the board."""
from libc.stdint cimport uint8_t, uint16_t, uint32_t, uint64_t

from pokerbits._core.ace_five cimport A5_EIGHT_MAX
from pokerbits._core.bits cimport COLEX, POPCOUNT, lowest_bits
from pokerbits._core.cards cimport fast_hand
from pokerbits._core.high cimport SUIT_KEY, ensure_key_hash, key_value
from pokerbits._core.once cimport build_once, is_built

from _thread import allocate_lock   # threading's Lock, without importing threading
from pokerbits._core.cards import card_strings


cdef void _build_rank_table() noexcept:
    """PAIR_COLUMN, TRIPLE_ROW and PAIR_TRIPLE_VALUE: the multisets of two and of three ranks
    numbered in order, each cell the high value of its five ranks from the rank-key hash (the
    sum of the five ranks' weights is the key of any five cards with those ranks)."""
    cdef int a, b, c, d, e, column = 0, row = 0
    cdef int count[N_RANKS]
    cdef uint32_t weight[N_RANKS]
    cdef uint16_t offset
    for a in range(N_RANKS):
        weight[a] = <uint32_t>SUIT_KEY[1 << a]
        count[a] = 0
        for b in range(a, N_RANKS):
            PAIR_COLUMN[N_RANKS * a + b] = PAIR_COLUMN[N_RANKS * b + a] = column
            column += 1
    for a in range(N_RANKS):
        for b in range(a, N_RANKS):
            for c in range(b, N_RANKS):
                offset = row * N_RANK_PAIRS
                TRIPLE_ROW[N_RANKS * (N_RANKS * a + b) + c] = TRIPLE_ROW[N_RANKS * (N_RANKS * a + c) + b] = offset
                TRIPLE_ROW[N_RANKS * (N_RANKS * b + a) + c] = TRIPLE_ROW[N_RANKS * (N_RANKS * b + c) + a] = offset
                TRIPLE_ROW[N_RANKS * (N_RANKS * c + a) + b] = TRIPLE_ROW[N_RANKS * (N_RANKS * c + b) + a] = offset
                count[a] += 1
                count[b] += 1
                count[c] += 1
                for d in range(N_RANKS):
                    for e in range(d, N_RANKS):
                        count[d] += 1
                        count[e] += 1
                        PAIR_TRIPLE_VALUE[offset + PAIR_COLUMN[N_RANKS * d + e]] = (
                            0 if count[d] > 4 or count[e] > 4
                            else key_value(weight[a] + weight[b] + weight[c] + weight[d] + weight[e]))
                        count[d] -= 1
                        count[e] -= 1
                count[a] -= 1
                count[b] -= 1
                count[c] -= 1
                row += 1


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
    """Both tables (the rank-key hash must be built)."""
    _build_rank_table()
    _build_low_table()
    return 0


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
TABLE_BYTES = sizeof(PAIR_COLUMN) + sizeof(TRIPLE_ROW) + sizeof(PAIR_TRIPLE_VALUE) + sizeof(OMAHA_LOW)


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
