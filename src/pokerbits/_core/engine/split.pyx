# cython: boundscheck=False, wraparound=False
"""The chips each seat takes at the end of a hand, by the rules of pokerbits.showdown(): a main
pot and side pots from what each seat put in, each split between the halves in play (a half no
eligible hand qualifies for is not played), ties sharing, odd chips to the first half then to
the first winners in seat order. Only the chips: showdown() gives the whole account.

>>> split([100, 60, 40], [True, True, True], [[5], [9], [7]], [0, 0, 0])
[40, 160, 0]
"""
from libc.stdint cimport int64_t

from pokerbits._core.engine.betting cimport MAX_SEATS


def split(contributions, live, values, dead):
    """Chips per seat: `contributions[s]` what seat s put in, `live[s]` whether it contests the
    pots, `values[s][h]` its value in half h (higher wins, 0 does not qualify), `dead[s]` the
    part of its contribution that is dead money (antes: to the main pot, no level)."""
    cdef int n = len(contributions), halves = len(values[0]) if n else 0
    cdef int64_t c[MAX_SEATS]
    cdef int64_t chips[MAX_SEATS]
    cdef int64_t val[MAX_SEATS][4]
    cdef char alive[MAX_SEATS]
    cdef char eligible[MAX_SEATS]
    cdef int64_t below = 0, level, amount, folded_above = 0, half_chips, each, odd, best, dead_total = 0
    cdef int64_t levels[MAX_SEATS]
    cdef int64_t tops[4]
    cdef int s, h, k, m, nlevels = 0, in_play, rank, count, winners, last_pot, index
    if n > MAX_SEATS or halves > 4:
        raise ValueError("too many seats or halves")
    for s in range(n):
        c[s] = contributions[s] - dead[s]
        dead_total += dead[s]
        alive[s] = bool(live[s])
        chips[s] = 0
        if alive[s]:
            for h in range(halves):
                val[s][h] = values[s][h]
    # the levels: the distinct amounts the live seats put in, ascending
    for s in range(n):
        if alive[s]:
            m = 0
            for k in range(nlevels):
                if levels[k] == c[s]:
                    m = 1
            if not m:
                k = nlevels
                while k > 0 and levels[k - 1] > c[s]:
                    levels[k] = levels[k - 1]
                    k -= 1
                levels[k] = c[s]
                nlevels += 1
    for s in range(n):
        if c[s] > levels[nlevels - 1]:
            folded_above += c[s] - levels[nlevels - 1]
    last_pot = nlevels - 1   # the highest level's pot takes the folded seats' chips above it
    for k in range(nlevels):
        level = levels[k]
        below = levels[k - 1] if k else 0
        amount = 0
        count = 0
        for s in range(n):
            if c[s] > below:
                amount += (c[s] if c[s] < level else level) - below
            eligible[s] = c[s] >= level and alive[s]
            count += eligible[s]
        if k == last_pot:
            amount += folded_above
        if k == 0:
            amount += dead_total
        if not amount:
            continue
        if count == 1:
            for s in range(n):
                if eligible[s]:
                    chips[s] += amount
            continue
        in_play = 0
        for h in range(halves):
            best = 0
            for s in range(n):
                if eligible[s] and val[s][h] > best:
                    best = val[s][h]
            tops[h] = best
            in_play += best > 0
        if not in_play:
            continue
        index = 0
        for h in range(halves):
            if tops[h] <= 0:
                continue
            half_chips = amount // in_play + (index < amount % in_play)
            index += 1
            winners = 0
            for s in range(n):
                winners += eligible[s] and val[s][h] == tops[h]
            each = half_chips // winners
            odd = half_chips % winners
            rank = 0
            for s in range(n):
                if eligible[s] and val[s][h] == tops[h]:
                    chips[s] += each + (rank < odd)
                    rank += 1
    return [chips[s] for s in range(n)]
