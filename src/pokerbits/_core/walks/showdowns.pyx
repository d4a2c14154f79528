"""Outs' inner loop: the showdown of several known hands on each of many runouts.

For every runout (card set added to the board) each player's value in each half is computed
once; the pot is split as in a showdown by the engines' tally (pokerbits._core.walks.tally) and the
winners of each half are kept as a seat mask. A board not yet complete works too: its "winners"
are then the leaders of each half. Runs without the GIL and checks Ctrl-C.
"""
from libc.stdint cimport int64_t, uint32_t, uint64_t
from libc.string cimport memset

from pokerbits._core.common.interrupt cimport Ticker, raise_pending, should_stop, start_ticker
from pokerbits._core.kernels.switch cimport ensure_kernel_tables, half_value
from pokerbits._core.walks.tally cimport MAX_HALVES, MAX_PLAYERS, T_SHARE, T_SIZE, read_halves, tally_any

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now


def runout_showdowns(list halves, const uint64_t[::1] holes, uint64_t board, const uint64_t[::1] runouts,
                     int64_t[::1] units, uint32_t[::1] winners) -> None:
    """Fill, per runout i, units[i * n + p] (player p's part of the pot in POT_UNITS of
    pokerbits._core.walks.equity.layout()) and winners[i * n_halves + h] (the seats with the best
    value of half h as a bit mask, 0 when nobody qualifies). halves: (kernel id, exactly 2+3)."""
    cdef int n_halves = len(halves), n = holes.shape[0], h, p, top
    cdef int kernel[MAX_HALVES]
    cdef int exactly[MAX_HALVES]
    cdef int values[MAX_HALVES * MAX_PLAYERS]
    cdef int64_t t[T_SIZE]
    cdef Py_ssize_t n_runouts = runouts.shape[0], i
    cdef uint64_t known = board, full
    cdef uint32_t mask
    cdef Ticker ticker
    cdef int stop = 0
    read_halves(halves, kernel, exactly)
    if not 1 <= n <= MAX_PLAYERS:
        raise ValueError(f"1 to {MAX_PLAYERS} hands, got {n}")
    for p in range(n):
        if holes[p] & known:
            raise ValueError(f"hand {p} shares a card with the board or another hand")
        known |= holes[p]
    if units.shape[0] != n_runouts * n or winners.shape[0] != n_runouts * n_halves:
        raise ValueError("units needs one entry per runout and player, winners one per runout and half")
    for i in range(n_runouts):
        if runouts[i] & known:
            raise ValueError(f"runout {i} shares a card with the board or a hand")
    start_ticker(&ticker, &stop)
    with nogil:
        for i in range(n_runouts):
            full = board | runouts[i]
            for h in range(n_halves):
                top = 0
                for p in range(n):
                    values[h * MAX_PLAYERS + p] = half_value(kernel[h], exactly[h], holes[p], full)
                    if values[h * MAX_PLAYERS + p] > top:
                        top = values[h * MAX_PLAYERS + p]
                mask = 0
                for p in range(n):
                    if top > 0 and values[h * MAX_PLAYERS + p] == top:
                        mask |= (<uint32_t>1) << p
                winners[i * n_halves + h] = mask
            memset(t, 0, sizeof(t))
            tally_any(n, n_halves, values, 1, t)
            for p in range(n):
                units[i * n + p] = t[T_SHARE + p]
            if should_stop(&ticker, n * n_halves):
                break
    if ticker.raised:
        raise_pending()
