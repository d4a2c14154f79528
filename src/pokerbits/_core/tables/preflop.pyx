# cython: embedsignature.format=clinic
"""Exact heads-up Hold'em preflop class table: the loops behind pokerbits.equities.preflop.

The 169 starting-hand classes sit on the 13x13 grid, ranks from the ace down: class
13 * row + col is a pair when row == col, suited above the diagonal (row = the high rank),
offsuit below it (col = the high rank).  A class-v-class tally is a sum over the boards that
does not change when the suits of the board and of both hands are permuted together, so the
boards are walked up to suit isomorphism: a board is canonical when its four 13-bit suit lanes
do not increase from clubs to spades, and it stands for its orbit (24 / the permutations that
fix it).  On each board every hole combo that misses it is valued once (7-card high), the
combos are sorted by value, and one sweep counts, for each combo a and class B, the combos of
B that a beats and that share no card with a: the combos of B valued lower, minus those
holding a's first card, minus those holding its second (no lower combo holds both).
"""
cimport cython
from libc.stdint cimport int32_t, int64_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, qsort
from libc.string cimport memset

from pokerbits._core.common.bits cimport DECK_MASK, card_count, suit_ranks
from pokerbits._core.kernels.high cimport high_value
from pokerbits._core.common.interrupt cimport Ticker, raise_pending, should_stop, start_ticker
from pokerbits._core.kernels.switch cimport ensure_kernel_tables

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef enum:
    N_CLASSES = 169
    N_CELLS = 28561        # 169 * 169
    N_COMBOS = 1326
    N_CARDS = 52
    MAX_BOARD = 5

CLASSES = N_CLASSES
COMBOS = N_COMBOS

cdef uint64_t COMBO_CARDS[N_COMBOS]
cdef int COMBO_CLASS[N_COMBOS]
cdef int COMBO_FIRST[N_COMBOS]      # card index 13 * suit + rank of each card
cdef int COMBO_SECOND[N_COMBOS]


cdef inline uint64_t card_bit(int index) noexcept nogil:
    return (<uint64_t>1) << (16 * (index // 13) + index % 13)


cdef int class_of(int first, int second) noexcept:
    cdef int r1 = first % 13, r2 = second % 13
    cdef int high = max(r1, r2), low = min(r1, r2)
    if high == low:
        return 14 * (12 - high)
    if first // 13 == second // 13:
        return 13 * (12 - high) + 12 - low
    return 13 * (12 - low) + 12 - high


cdef void _build() noexcept:
    cdef int i, j, n = 0
    for i in range(N_CARDS):
        for j in range(i + 1, N_CARDS):
            COMBO_CARDS[n] = card_bit(i) | card_bit(j)
            COMBO_CLASS[n] = class_of(i, j)
            COMBO_FIRST[n] = i
            COMBO_SECOND[n] = j
            n += 1


_build()
# bytes of this module's tables
TABLE_BYTES = sizeof(COMBO_CARDS) + sizeof(COMBO_CLASS) + sizeof(COMBO_FIRST) + sizeof(COMBO_SECOND)


def combo_classes() -> list:
    """(card set, class index) of the 1,326 hole combos, in the order the builder walks them."""
    return [(COMBO_CARDS[i], COMBO_CLASS[i]) for i in range(N_COMBOS)]


cdef int orbit_size(uint64_t board) noexcept nogil:
    """24 / the number of suit permutations fixing a board whose lanes are sorted."""
    cdef int run = 1, fixing = 1, suit
    for suit in range(1, 4):
        if suit_ranks(board, suit) == suit_ranks(board, suit - 1):
            run += 1
            fixing *= run
        else:
            run = 1
    return 24 // fixing


def canonical_boards(int size=5) -> tuple:
    """The boards of `size` cards up to suit isomorphism and their orbit sizes, as two lists.

    A board is kept when its suit lanes do not increase from clubs to spades.
    """
    if not 1 <= size <= MAX_BOARD:
        raise ValueError(f"board size must be 1 to {MAX_BOARD}, got {size}")
    cdef int index[MAX_BOARD]
    cdef int i, k
    cdef uint64_t board
    boards, weights = [], []
    for i in range(size):
        index[i] = i
    while True:
        board = 0
        for i in range(size):
            board |= card_bit(index[i])
        if (suit_ranks(board, 0) >= suit_ranks(board, 1) >= suit_ranks(board, 2) >= suit_ranks(board, 3)):
            boards.append(board)
            weights.append(orbit_size(board))
        k = size - 1
        while k >= 0 and index[k] == N_CARDS - size + k:
            k -= 1
        if k < 0:
            return boards, weights
        index[k] += 1
        for i in range(k + 1, size):
            index[i] = index[i - 1] + 1


def disjoint_pairs() -> list:
    """The number of (combo of class a, combo of class b) pairs with no card in common, per cell
    169 * a + b: a flat list of 169 * 169 counts."""
    cdef int64_t counts[N_CELLS]
    cdef int a, b
    memset(counts, 0, sizeof(counts))
    for a in range(N_COMBOS):
        for b in range(N_COMBOS):
            if not COMBO_CARDS[a] & COMBO_CARDS[b]:
                counts[COMBO_CLASS[a] * N_CLASSES + COMBO_CLASS[b]] += 1
    return [counts[a] for a in range(N_CELLS)]


cdef int _by_value(const void* x, const void* y) noexcept nogil:
    cdef uint32_t a = (<const uint32_t*>x)[0], b = (<const uint32_t*>y)[0]
    return (a > b) - (a < b)


@cython.boundscheck(False)
cdef void _board_wins(uint64_t board, uint32_t* keyed, int32_t* below, int32_t* below_card,
                      int32_t* local) noexcept nogil:
    """Add to local[169 * a + b] the (combo of a, combo of b) pairs with no common card where a's
    combo beats b's on `board`."""
    cdef int n = 0, i, j, k, c, combo, cls
    cdef int32_t* row
    cdef int32_t* first
    cdef int32_t* second
    for c in range(N_COMBOS):
        if not COMBO_CARDS[c] & board:
            keyed[n] = (<uint32_t>high_value(COMBO_CARDS[c] | board) << 11) | <uint32_t>c
            n += 1
    qsort(keyed, n, sizeof(uint32_t), _by_value)
    memset(below, 0, N_CLASSES * sizeof(int32_t))
    memset(below_card, 0, N_CARDS * N_CLASSES * sizeof(int32_t))
    i = 0
    while i < n:
        j = i
        while j < n and keyed[j] >> 11 == keyed[i] >> 11:
            j += 1
        for k in range(i, j):           # beats everything counted so far (lower values)
            combo = keyed[k] & 0x7FF
            row = local + COMBO_CLASS[combo] * N_CLASSES
            first = below_card + COMBO_FIRST[combo] * N_CLASSES
            second = below_card + COMBO_SECOND[combo] * N_CLASSES
            for cls in range(N_CLASSES):
                row[cls] += below[cls] - first[cls] - second[cls]
        for k in range(i, j):           # then the tied group joins the lower ones
            combo = keyed[k] & 0x7FF
            cls = COMBO_CLASS[combo]
            below[cls] += 1
            below_card[COMBO_FIRST[combo] * N_CLASSES + cls] += 1
            below_card[COMBO_SECOND[combo] * N_CLASSES + cls] += 1
        i = j


@cython.boundscheck(False)
def add_wins(const uint64_t[::1] boards, const int64_t[::1] weights, int64_t[::1] wins, /) -> None:
    """Add, for each board (weighted by its orbit size), the winning pairs of every class cell
    to wins (169 * 169, row = the winning class).  Releases the GIL; Ctrl-C leaves wins partly
    added."""
    if weights.shape[0] != boards.shape[0]:
        raise ValueError("boards and weights differ in length")
    if wins.shape[0] != N_CELLS:
        raise ValueError(f"wins must hold {N_CELLS} cells, got {wins.shape[0]}")
    cdef Py_ssize_t b, cell, n = boards.shape[0]
    cdef uint64_t board
    for b in range(n):
        board = boards[b]
        if board & ~DECK_MASK or card_count(board) != MAX_BOARD:
            raise ValueError(f"board {b} is not a card set of {MAX_BOARD} cards")
    cdef uint32_t* keyed = <uint32_t*>malloc(N_COMBOS * sizeof(uint32_t))
    cdef int32_t* below = <int32_t*>malloc(N_CLASSES * sizeof(int32_t))
    cdef int32_t* below_card = <int32_t*>malloc(N_CARDS * N_CLASSES * sizeof(int32_t))
    cdef int32_t* local = <int32_t*>calloc(N_CELLS, sizeof(int32_t))
    if not (keyed and below and below_card and local):
        free(keyed); free(below); free(below_card); free(local)
        raise MemoryError()
    cdef int64_t weight
    cdef Ticker ticker
    cdef int own = 0
    cdef bint stopped = False
    start_ticker(&ticker, &own)
    with nogil:
        for b in range(n):
            _board_wins(boards[b], keyed, below, below_card, local)
            weight = weights[b]
            for cell in range(N_CELLS):
                wins[cell] += weight * local[cell]
                local[cell] = 0
            if should_stop(&ticker, N_COMBOS):   # Ctrl-C: a board values every combo
                stopped = True
                break
    free(keyed); free(below); free(below_card); free(local)
    if stopped:
        raise_pending()
