# The engines' random numbers: xoshiro256**, seeded through splitmix64, so that a seed gives the
# same stream on every platform; one stream per chunk of work, whatever thread runs it.
from libc.stdint cimport uint32_t, uint64_t

from pokerbits._core.common.bits cimport BIT, DECK_MASK

cdef enum:
    MC_CHUNK = 65536   # deals per Monte Carlo chunk: chunk k draws from the stream rng_seed(seed, k)
    MAX_CALL_CHUNKS = 1 << 20   # chunks one call tallies at most: keeps the 64-bit sums of
                                # squares of its tallies from overflowing


cdef struct Rng:
    uint64_t s[4]


cdef inline uint64_t rng_splitmix64(uint64_t* x) noexcept nogil:
    x[0] += 0x9E3779B97F4A7C15ULL
    cdef uint64_t z = x[0]
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef inline uint64_t _rotl(uint64_t x, int k) noexcept nogil:
    return (x << k) | (x >> (64 - k))


cdef inline uint64_t rng_next(Rng* r) noexcept nogil:
    cdef uint64_t result = _rotl(r.s[1] * 5, 7) * 9
    cdef uint64_t t = r.s[1] << 17
    r.s[2] ^= r.s[0]
    r.s[3] ^= r.s[1]
    r.s[1] ^= r.s[2]
    r.s[0] ^= r.s[3]
    r.s[2] ^= t
    r.s[3] = _rotl(r.s[3], 45)
    return result


cdef inline void rng_seed(Rng* r, uint64_t seed, uint64_t chunk) noexcept nogil:
    """The stream of one chunk: splitmix64 of the seed mixed with the chunk index."""
    cdef uint64_t x = chunk
    cdef uint64_t mixed = seed ^ rng_splitmix64(&x)
    cdef int k
    for k in range(4):
        r.s[k] = rng_splitmix64(&mixed)


cdef inline int rng_below_of(Rng* r, uint32_t bits, int n) noexcept nogil:
    """A uniform int 0..n-1 for 1 <= n < 2**31 from 32 random bits (Lemire's multiply-shift; the
    rare low products below 2**32 mod n are drawn again from the top bits of rng_next(r), so
    there is no bias)."""
    cdef uint64_t m = <uint64_t>bits * <uint64_t>n
    cdef uint32_t reject
    if <uint32_t>m < <uint32_t>n:             # the zone 2**32 mod n lies below n: rarely reached
        reject = <uint32_t>(0x100000000ULL % <uint64_t>n)
        while <uint32_t>m < reject:
            m = (rng_next(r) >> 32) * <uint64_t>n
    return <int>(m >> 32)


cdef inline uint64_t rng_card_set(Rng* r, uint64_t used, int count) noexcept nogil:
    """`count` cards that are not in `used`: a uniformly random set of the cards left (there must
    be `count` of them). Six bits of a draw name one of the 64 bits of a card set (16 * suit +
    rank); the first `count` that are cards and new are dealt. Each draw's ten fields are all
    read, without branches (which field is new is what a processor cannot guess): the set before
    a field holds every card seen, so a field is new where its card is not in it."""
    cdef uint64_t x, seen, start = used | ~DECK_MASK
    cdef uint64_t kept = start      # the set seen by the count-th new card (or all, if fewer)
    cdef uint64_t card
    cdef int dealt = 0, f
    while dealt < count:
        x = rng_next(r)
        seen = kept
        for f in range(10):
            card = BIT[(x >> (6 * f)) & 63]
            dealt += (card & seen) == 0
            seen |= card
            if dealt <= count:
                kept = seen
    return kept & ~start
