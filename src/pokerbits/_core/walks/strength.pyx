"""Hand strength's inner loop: one hand against weighted combos over given runouts.

For every runout (the board cards to come, as a card set) the hand and every combo the runout
leaves possible are valued on the complete board; the loop sums, per runout, the compatible
weight and the weighted pot share of the hand, and, when the current board can be valued, the
weight moving between the states ahead / tied / behind now and on the river. The runouts come
from the caller (every runout for the exact answer, sampled ones for Monte Carlo), so one loop
serves both. Runs without the GIL and checks Ctrl-C.
"""
from libc.stdint cimport int64_t, uint64_t
from libc.stdlib cimport free, malloc

from pokerbits._core.common.interrupt cimport Ticker, raise_pending, should_stop, start_ticker
from pokerbits._core.kernels.switch cimport ensure_kernel_tables, half_value
from pokerbits._core.walks.tally cimport MAX_HALVES, read_halves

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef enum:
    AHEAD = 0
    TIED = 1
    BEHIND = 2


cdef inline double _share(int n_halves, const int* kernel, const int* exactly, const int* mine,
                          uint64_t other, uint64_t board) noexcept nogil:
    """The pot share of the hand valued `mine` (one value per half) against the combo `other`
    heads-up on `board`: each half in play counts equally, ties half; none in play: 1/2."""
    cdef int h, theirs, played = 0, won = 0
    for h in range(n_halves):
        theirs = half_value(kernel[h], exactly[h], other, board)
        if mine[h] or theirs:
            played += 1
            won += 2 if mine[h] > theirs else 1 if mine[h] == theirs else 0
    return won / (2.0 * played) if played else 0.5


cdef inline int _state(double share) noexcept nogil:
    return AHEAD if share > 0.5 else TIED if share == 0.5 else BEHIND


def runout_equities(list halves, uint64_t hole, uint64_t board, const uint64_t[::1] runouts,
                    const uint64_t[::1] combos, const double[::1] weights, bint board_valued,
                    double[::1] now, double[::1] runout_weight, double[::1] runout_share,
                    double[::1] moves) -> None:
    """Fill, per runout i, runout_weight[i] (the weight of the combos it leaves) and
    runout_share[i] (their weighted pot share, not yet divided); with `board_valued`, now[j] (the
    hand's share against combo j on the current board) and moves[3 * before + after] (weight
    by state now and on the river: 0 ahead, 1 tied, 2 behind). halves: (kernel id, exactly 2+3)."""
    cdef int n_halves = len(halves), h
    cdef int kernel[MAX_HALVES]
    cdef int exactly[MAX_HALVES]
    cdef int mine[MAX_HALVES]
    cdef Py_ssize_t n_runouts = runouts.shape[0], n_combos = combos.shape[0], i, j
    cdef uint64_t known = hole | board, extra, full, cs
    cdef double weight, share, after
    cdef Ticker ticker
    cdef int stop = 0
    cdef signed char* before
    read_halves(halves, kernel, exactly)
    if hole & board:
        raise ValueError("the hand and the board share a card")
    if weights.shape[0] != n_combos or (board_valued and now.shape[0] != n_combos):
        raise ValueError("combos, weights and now must have the same length")
    if runout_weight.shape[0] != n_runouts or runout_share.shape[0] != n_runouts or moves.shape[0] != 9:
        raise ValueError("one weight and share per runout and 9 moves are needed")
    for j in range(n_combos):
        if combos[j] & known:
            raise ValueError(f"combo {j} shares a card with the hand or the board")
    for i in range(n_runouts):
        if runouts[i] & known:
            raise ValueError(f"runout {i} shares a card with the hand or the board")
    before = <signed char*>malloc(n_combos + 1)
    if before == NULL:
        raise MemoryError()
    start_ticker(&ticker, &stop)
    try:
        with nogil:
            if board_valued:
                for h in range(n_halves):
                    mine[h] = half_value(kernel[h], exactly[h], hole, board)
                for j in range(n_combos):
                    now[j] = _share(n_halves, kernel, exactly, mine, combos[j], board)
                    before[j] = _state(now[j])
            for i in range(n_runouts):
                extra = runouts[i]
                full = board | extra
                for h in range(n_halves):
                    mine[h] = half_value(kernel[h], exactly[h], hole, full)
                weight = share = 0.0
                for j in range(n_combos):
                    cs = combos[j]
                    if cs & extra:
                        continue
                    after = _share(n_halves, kernel, exactly, mine, cs, full)
                    weight += weights[j]
                    share += weights[j] * after
                    if board_valued:
                        moves[3 * before[j] + _state(after)] += weights[j]
                runout_weight[i] = weight
                runout_share[i] = share
                if should_stop(&ticker, n_combos + 1):
                    break
    finally:
        free(before)
    if ticker.raised:
        raise_pending()
