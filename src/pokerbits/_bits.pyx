"""Fills the shared rank-mask tables declared in _bits.pxd, once, at import."""
cdef int _popcount(int m) noexcept:
    cdef int n = 0
    while m:
        m &= m - 1
        n += 1
    return n


cdef void _build() noexcept:
    cdef int m, top
    cdef int seen[N_RANKS + 1]
    for m in range(N_RANKS + 1):
        seen[m] = 0
    for m in range(N_MASKS):
        POPCOUNT[m] = _popcount(m)
        top = 0
        while (m >> (top + 1)) != 0:
            top += 1
        TOP_BIT[m] = top
        # masks visited in numeric order: each gets the count of earlier masks of its size
        COLEX[m] = seen[POPCOUNT[m]]
        seen[POPCOUNT[m]] += 1
        LOWEST5[m] = lowest_bits(m, 5) if POPCOUNT[m] >= 5 else 0


_build()

# bytes of the shared tables (the big ones; _high.TABLE_BYTES counts the high kernel's)
TABLE_BYTES = sizeof(POPCOUNT) + sizeof(TOP_BIT) + sizeof(COLEX) + sizeof(LOWEST5)
