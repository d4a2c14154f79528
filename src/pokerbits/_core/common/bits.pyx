"""Fills the shared rank-mask tables declared in _bits.pxd, once, at import; builds perfect hashes."""
from libc.stdlib cimport free, malloc

from pokerbits._core.common.once cimport BUILD_FAILED, BUILD_NO_MEMORY
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
    for m in range(64):
        BIT[m] = (<uint64_t>1) << m


_build()

# bytes of the shared tables (the big ones; _high.TABLE_BYTES counts the high kernel's)
TABLE_BYTES = sizeof(POPCOUNT) + sizeof(TOP_BIT) + sizeof(COLEX) + sizeof(LOWEST5) + sizeof(BIT)


cdef uint64_t splitmix64(uint64_t* state) noexcept:
    """The next number of the splitmix64 sequence: fixed pseudo-random weights for hash keys."""
    cdef uint64_t z
    state[0] += 0x9E3779B97F4A7C15ULL
    z = state[0]
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef int _place_bucket(const uint32_t* keys, const uint16_t* values, int lo, int hi, uint16_t* slots,
                       uint32_t slot_mask) noexcept:
    """Find the bucket's displacement and fill its slots; -1 if two of its keys can never part."""
    cdef int i, j
    cdef uint32_t d
    for i in range(lo, hi):
        for j in range(lo, i):
            if (keys[i] ^ keys[j]) & slot_mask == 0:
                return -1
    for d in range(min(slot_mask + 1, 65536)):
        for i in range(lo, hi):
            if slots[(keys[i] ^ d) & slot_mask]:
                break
        else:
            for i in range(lo, hi):
                slots[(keys[i] ^ d) & slot_mask] = values[i]
            return d
    return -1


cdef int build_key_hash(const uint32_t* keys, const uint16_t* values, int n, int bucket_shift,
                        uint16_t* displace, int n_buckets, uint16_t* slots, int n_slots) noexcept:
    """Fill displace and slots so that each key finds its value (values > 0); 0, BUILD_FAILED if
    two keys collide (the caller's weights then need another seed) or BUILD_NO_MEMORY.  Buckets
    are placed biggest first, while the table is empty; each takes the first displacement
    whose slots are all free."""
    cdef int* start = <int*>malloc((3 * n_buckets + 1) * sizeof(int))
    cdef uint32_t* sorted_keys = <uint32_t*>malloc(n * sizeof(uint32_t))
    cdef uint16_t* sorted_values = <uint16_t*>malloc(n * sizeof(uint16_t))
    cdef int* fill
    cdef int* by_size
    cdef int i, b, d, size, largest = 0, placed = 0, status = 0
    if start == NULL or sorted_keys == NULL or sorted_values == NULL:
        status = BUILD_NO_MEMORY
    else:
        fill, by_size = start + n_buckets + 1, start + 2 * n_buckets + 1
        for b in range(n_buckets + 1):
            start[b] = 0
        for i in range(n):
            start[(keys[i] >> bucket_shift) + 1] += 1
        for b in range(n_buckets):
            largest = max(largest, start[b + 1])
            start[b + 1] += start[b]
            fill[b] = start[b]
        for i in range(n):   # counting sort by bucket
            b = keys[i] >> bucket_shift
            sorted_keys[fill[b]] = keys[i]
            sorted_values[fill[b]] = values[i]
            fill[b] += 1
        for size in range(largest, 0, -1):
            for b in range(n_buckets):
                if start[b + 1] - start[b] == size:
                    by_size[placed] = b
                    placed += 1
        for i in range(n_slots):
            slots[i] = 0
        for b in range(n_buckets):
            displace[b] = 0
        for i in range(placed):
            b = by_size[i]
            d = _place_bucket(sorted_keys, sorted_values, start[b], start[b + 1], slots, n_slots - 1)
            if d < 0:
                status = BUILD_FAILED
                break
            displace[b] = d
    free(start)
    free(sorted_keys)
    free(sorted_values)
    return status
