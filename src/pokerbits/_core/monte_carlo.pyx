"""Equity engine: Monte Carlo over the deals of a pokerbits._core.equity Deal, in chunks.

Chunk k of a run draws its deals from its own stream of the seeded generator
(pokerbits._core.rng), so any grouping of chunks into calls or threads gives the same integer
tallies. It runs without the GIL.
"""
from libc.stdint cimport int64_t, uint64_t
from cpython cimport array as carray
from libc.string cimport memset

from array import array

from pokerbits._core.equity cimport MC_CHUNK, N_CARDS, Deal, Spec, settle
from pokerbits._core.interrupt cimport Ticker, raise_stopped, should_stop, start_ticker, stop_flag
from pokerbits._core.kernels cimport ensure_kernel_tables
from pokerbits._core.rng cimport Rng, rng_below, rng_next, rng_seed
from pokerbits._core.tally cimport MAX_PLAYERS, T_SHARE, T_SIZE

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef int64_t MAX_CALL_CHUNKS = 1 << 20
cdef int64_t MAX_TRIES = 1000000   # combo draws in a chunk before the rate below applies
cdef int64_t TRIES_PER_DEAL = 1000   # then a chunk fails at more draws than this per deal (ranges
                                     # that almost never fit together: hours of rejections)
cdef carray.array INT64S = array("q")   # the template of the tallies made per call (carray.clone)


cdef inline int _draw_combo(const Spec* d, int p, Rng* r) noexcept nogil:
    """A combo of player p, drawn by weight (first threshold above a 53-bit draw)."""
    cdef int lo = d.start[p], hi = d.start[p + 1] - 1, mid
    cdef uint64_t x
    if lo == hi:
        return lo
    x = rng_next(r) >> 11
    while lo < hi:
        mid = (lo + hi) // 2
        if x < d.threshold[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


cdef int64_t _sample(const Spec* d, Rng* r, int64_t n_samples, int64_t* t, int64_t* combo_t,
                     Ticker* ticker) noexcept nogil:
    """Tally n_samples random deals, and in combo_t each combo's deals and share units (pairs)
    for the players with several; -1 when the combos fail to fit too often (more than
    MAX_TRIES + TRIES_PER_DEAL * deals draws), -2 when stopped by an interrupt.

    Players with several combos draw one by weight, all over again on a conflict (exact
    conditioning). Unknown cards, in slot order, come from a partial Fisher-Yates shuffle of
    the cards that no fixed hand holds (a card of a drawn combo is drawn again): the array
    stays a permutation of the same cards from one deal to the next.
    """
    cdef uint64_t hand[MAX_PLAYERS + 1]
    cdef uint64_t deck[N_CARDS]
    cdef uint64_t drawn, cs
    cdef int64_t i, tries = 0
    cdef int64_t share_before[MAX_PLAYERS]
    cdef int chosen[MAX_PLAYERS]
    cdef int p, k, j, dealt, n = d.n_players
    for k in range(d.n_free):
        deck[k] = d.free[k]
    for i in range(n_samples):
        for p in range(n + 1):
            hand[p] = d.hand0[p]
        drawn = 0
        if d.n_ranged:
            while True:
                drawn = 0
                for k in range(d.n_ranged):
                    p = d.ranged[k]
                    chosen[k] = _draw_combo(d, p, r)
                    cs = d.combo[chosen[k]]
                    if cs & drawn:
                        break
                    drawn |= cs
                    hand[p] = cs
                else:
                    break
                tries += 1
                if tries >= MAX_TRIES + TRIES_PER_DEAL * i:
                    return -1
                if should_stop(ticker, 1):
                    return -2
        dealt = 0
        for k in range(n, d.n_slots):
            while True:
                j = dealt + rng_below(r, d.n_free - dealt)
                cs = deck[j]
                deck[j] = deck[dealt]
                deck[dealt] = cs
                if not cs & drawn:
                    break
            dealt += 1
            hand[d.slot_owner[k]] |= cs
        for k in range(d.n_ranged):
            share_before[k] = t[T_SHARE + d.ranged[k]]
        settle(d, hand, 1, t)
        for k in range(d.n_ranged):
            combo_t[2 * chosen[k]] += 1
            combo_t[2 * chosen[k] + 1] += t[T_SHARE + d.ranged[k]] - share_before[k]
        if should_stop(ticker, 1):
            return -2
    return 0


def monte_carlo(Deal deal, uint64_t seed, int64_t samples, int64_t first_chunk, int64_t n_chunks,
                stop=None) -> list:
    """Tally chunks first_chunk .. first_chunk + n_chunks - 1 of a run of `samples` deals.

    Chunk k holds samples k * MC_CHUNK .. (k + 1) * MC_CHUNK - 1 (fewer in the last) from its
    own stream, so any grouping of chunks into calls or threads adds up to the same integers.
    Returns the integer tally (T_SIZE ints, then two per combo of the deal: see combo_sums_of).
    `stop` as for enumerate_stripe.
    """
    if samples < 0 or first_chunk < 0 or n_chunks < 0:
        raise ValueError("samples and chunks must not be negative")
    if n_chunks > MAX_CALL_CHUNKS:   # keeps the 64-bit sums of squares from overflowing
        raise ValueError(f"at most {MAX_CALL_CHUNKS} chunks per call, got {n_chunks}")
    cdef int64_t t[T_SIZE]
    cdef int64_t k, size, status = 0
    cdef int64_t chunks = samples // <int64_t>MC_CHUNK + (samples % <int64_t>MC_CHUNK != 0)
    cdef int64_t end = first_chunk + min(n_chunks, chunks - first_chunk) if first_chunk < chunks else first_chunk
    cdef Rng r
    cdef Ticker ticker
    cdef int own = 0
    cdef carray.array combo_tally = carray.clone(INT64S, 2 * deal.spec.start[deal.spec.n_players], True)
    cdef int64_t* combo_t = <int64_t*>combo_tally.data.as_longlongs
    start_ticker(&ticker, stop_flag(stop, &own))
    memset(t, 0, sizeof(t))
    with nogil:
        for k in range(first_chunk, end):
            size = min(<int64_t>MC_CHUNK, samples - k * <int64_t>MC_CHUNK)
            rng_seed(&r, seed, <uint64_t>k)
            status = _sample(&deal.spec, &r, size, t, combo_t, &ticker)
            if status < 0:
                break
    if status == -2:
        raise_stopped(&ticker)
    if status < 0:
        raise ValueError(f"the hands almost never fit together: fewer than one draw of the ranges in "
                         f"{TRIES_PER_DEAL:,} gives a deal without a shared card")
    return [t[k] for k in range(T_SIZE)] + combo_tally.tolist()
