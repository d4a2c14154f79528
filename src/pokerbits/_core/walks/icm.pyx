"""The independent chip model's loops: each player's chance of each place, exactly, and sampled
finishing orders. Both run without the GIL and check Ctrl-C.

Malmuth-Harville: the first place goes to a player with the chance of his stack over all the
chips, each next place to one of the players left with the chance of his stack over theirs.

Exact: `place_chances` walks the sets of players already placed, the sets of k players (layer k)
after those of k - 1, each set by its colex rank (the sets of k players out of n, ranked in
colex order: the rank of {c_0 < c_1 < ...} is the sum of C(c_i, i + 1)). A set T placed first,
with its chance P(T), places each player j outside it next with P(T) * s_j / (the chips outside
T): that is j's chance of place |T| + 1 through T, and a part of P(T + j). The work is the sum
over the layers k < places of C(n, k) * (n - k), never the n! finishing orders.

Sampled: a Harville order is the order of independent exponential times of rates s_i (the first
to arrive has the chance s_i / sum s, and the others' times start afresh: the same product);
`sampled_prizes` draws the times, keeps the `places` earliest in a heap and adds each player's
prize and its square.
"""
from libc.math cimport log
from libc.stdint cimport int64_t, uint64_t
from libc.stdlib cimport free, malloc
from libc.string cimport memset

from pokerbits._core.common.interrupt cimport Ticker, raise_pending, should_stop, start_ticker
from pokerbits._core.common.rng cimport Rng, rng_next, rng_seed

ICM_CHUNK = 4096   # sampled orders per chunk: chunk k draws from the stream rng_seed(seed, k)
WALK_LIMIT = 10 ** 12   # the exact walk refuses more work: its binomials, C(n, k) for k <= places, stay far from 2**63


def exact_work(int64_t players, int64_t places, int64_t limit) -> int64_t:
    """The exact walk's work, sum over k < places of C(players, k) * (players - k), or -1 when
    it is over `limit`.

    >>> exact_work(18, 18, 10 ** 9), exact_work(3, 3, 100), exact_work(60, 60, 10 ** 9)
    (2359296, 12, -1)
    """
    cdef int64_t k, layer = 1, total = 0
    if players < 1 or places < 0 or limit < 0:
        raise ValueError("players must be positive, places and limit not negative")
    for k in range(min(places, players)):
        if layer > limit // (players - k):
            return -1
        total += layer * (players - k)
        if total > limit:
            return -1
        layer = layer * (players - k) // (k + 1)   # C(players, k + 1), exact: at most the limit times n
    return total


cdef int64_t* _binomials(int n, int width) noexcept nogil:
    """C(x, y) for 0 <= x <= n and 0 <= y < width at [y * (n + 1) + x] (NULL if out of memory);
    the caller keeps every entry it reads within the exact walk's limit."""
    cdef int64_t* table = <int64_t*>malloc(sizeof(int64_t) * (n + 1) * width)
    cdef int x, y
    if table == NULL:
        return NULL
    for x in range(n + 1):
        table[x] = 1
    for y in range(1, width):
        table[y * (n + 1)] = 0
        for x in range(1, n + 1):
            table[y * (n + 1) + x] = table[y * (n + 1) + x - 1] + table[(y - 1) * (n + 1) + x - 1]
    return table


cdef bint _walk(const double* stacks, int n, int places, const int64_t* binom, double* layer, double* following,
                double* out, Ticker* ticker) noexcept nogil:
    """The exact walk, layer by layer (see the module's doc); False when out of memory or
    stopped by Ctrl-C. For each set: one pass over the players sums the chips outside it and
    ranks each outsider's set with it, a second hands out the shares."""
    cdef int k, i = 0, j, p, q
    cdef int* members = <int*>malloc(sizeof(int) * (places + 1))
    cdef int* outsiders = <int*>malloc(sizeof(int) * n)
    cdef int64_t* targets = <int64_t*>malloc(sizeof(int64_t) * n)
    cdef int64_t rank, size = 1, low, high
    cdef const int64_t* row
    cdef double chips, base, share
    cdef bint last, done = members != NULL and outsiders != NULL and targets != NULL
    layer[0] = 1.0
    for k in range(places if done else 0):
        last = k == places - 1
        if not last:
            memset(following, 0, sizeof(double) * binom[(k + 1) * (n + 1) + n])
        for i in range(k):
            members[i] = i
        members[k] = n                        # a sentinel past the last player
        for rank in range(size):
            low, high = 0, 0                  # high: the members' terms once a player below them joins
            for i in range(k):
                high += binom[(i + 2) * (n + 1) + members[i]]
            p, q, chips = 0, 0, 0.0           # the chips outside the set, added up afresh (no cancellation)
            row = binom + (n + 1)             # C(., p + 1)
            for j in range(n):
                if j == members[p]:
                    low += row[j]
                    high -= row[n + 1 + j]
                    p += 1
                    row += n + 1
                else:
                    chips += stacks[j]
                    outsiders[q] = j
                    targets[q] = low + row[j] + high
                    q += 1
            base = layer[rank] / chips
            for i in range(q):
                j = outsiders[i]
                share = base * stacks[j]
                out[j * places + k] += share
                if not last:
                    following[targets[i]] += share
            if should_stop(ticker, n):
                done = False
                break
            for i in range(k):                # the next set in colex order
                if members[i] + 1 < members[i + 1]:
                    break
            if k:
                members[i] += 1
                for p in range(i):
                    members[p] = p
        if not done:
            break
        size = binom[(k + 1) * (n + 1) + n]
        layer, following = following, layer
    free(members)
    free(outsiders)
    free(targets)
    return done


def place_chances(const double[::1] stacks, int places, double[::1] out) -> None:
    """Add to out[places * i + k] player i's chance of finishing in place k + 1, for the first
    `places` places; every stack positive and finite, `places` from 1 to the number of players,
    and the walk within what exact_work allows (the caller checks: the C(n, k) must fit).

    >>> from array import array
    >>> out = array("d", [0.0] * 4)
    >>> place_chances(array("d", [1, 3]), 2, out)
    >>> list(out)
    [0.25, 0.75, 0.75, 0.25]
    """
    cdef int n = stacks.shape[0], j
    cdef int64_t widest = 1, size = 1, k
    cdef int64_t* binom = NULL
    cdef double* layer = NULL
    cdef double* following = NULL
    cdef Ticker ticker
    cdef int stop = 0
    cdef bint done
    if not 1 <= places <= n:
        raise ValueError(f"places must be from 1 to the {n} players, got {places}")
    if out.shape[0] < <Py_ssize_t>n * places:
        raise ValueError("out holds fewer than players * places chances")
    for j in range(n):
        if not 0.0 < stacks[j] < float("inf"):
            raise ValueError(f"stack {j} is not a positive number")
    if exact_work(n, places, WALK_LIMIT) < 0:
        raise ValueError(f"the exact walk of {n} players and {places} places is too long")
    for k in range(places):                 # the largest layer: C(n, k) for k < places
        widest = max(widest, size)
        size = size * (n - k) // (k + 1)
    binom = _binomials(n, places + 1)
    layer = <double*>malloc(sizeof(double) * widest)
    following = <double*>malloc(sizeof(double) * widest)
    try:
        if binom == NULL or layer == NULL or following == NULL:
            raise MemoryError()
        start_ticker(&ticker, &stop)
        with nogil:
            done = _walk(&stacks[0], n, places, binom, layer, following, &out[0], &ticker)
        if not done:
            if ticker.raised:
                raise_pending()
            raise MemoryError()
    finally:
        free(binom)
        free(layer)
        free(following)


cdef inline void _sift_down(double* keys, int* who, int size, int at) noexcept nogil:
    """Restore the max-heap (the latest kept time on top) below `at`."""
    cdef int child
    cdef double key = keys[at]
    cdef int player = who[at]
    while True:
        child = 2 * at + 1
        if child >= size:
            break
        if child + 1 < size and keys[child + 1] > keys[child]:
            child += 1
        if keys[child] <= key:
            break
        keys[at] = keys[child]
        who[at] = who[child]
        at = child
    keys[at] = key
    who[at] = player


def sampled_prizes(const double[::1] stacks, const double[::1] prizes, uint64_t seed, int64_t chunk, int count,
                   double[::1] sums, double[::1] squares) -> None:
    """Draw `count` finishing orders from the stream of chunk `chunk` of `seed` and add to
    sums[i] and squares[i] player i's prize and its square in each; prizes[k] is place k + 1's
    (as many places as prizes, at most the players; every stack positive and finite).

    >>> from array import array
    >>> sums, squares = array("d", [0.0, 0.0]), array("d", [0.0, 0.0])
    >>> sampled_prizes(array("d", [1, 1]), array("d", [1.0]), 7, 0, 1000, sums, squares)
    >>> sums[0] + sums[1], 400 < sums[0] < 600
    (1000.0, True)
    """
    cdef int n = stacks.shape[0], places = prizes.shape[0], j, kept, i, at
    cdef double* keys
    cdef int* who
    cdef const double* rates = &stacks[0]
    cdef const double* prize = &prizes[0]
    cdef double* prize_sums = &sums[0]
    cdef double* prize_squares = &squares[0]
    cdef double key
    cdef int top
    cdef Rng rng
    cdef Ticker ticker
    cdef int stop = 0
    if not 1 <= places <= n:
        raise ValueError(f"prizes must be from 1 to the {n} players, got {places}")
    if sums.shape[0] != n or squares.shape[0] != n:
        raise ValueError("sums and squares hold one entry per player")
    if count < 0:
        raise ValueError("count must not be negative")
    for j in range(n):
        if not 0.0 < stacks[j] < float("inf"):
            raise ValueError(f"stack {j} is not a positive number")
    keys = <double*>malloc(sizeof(double) * places)
    who = <int*>malloc(sizeof(int) * places)
    try:
        if keys == NULL or who == NULL:
            raise MemoryError()
        rng_seed(&rng, seed, <uint64_t>chunk)
        start_ticker(&ticker, &stop)
        with nogil:
            for i in range(count):
                kept = 0
                for j in range(n):
                    # an exponential time of rate stacks[j], from a uniform in (0, 1]
                    key = -log(((rng_next(&rng) >> 11) + 1) * (1.0 / 9007199254740992.0)) / rates[j]
                    if kept < places:
                        keys[kept] = key
                        who[kept] = j
                        kept += 1
                        if kept == places:
                            for at in range(places // 2 - 1, -1, -1):
                                _sift_down(keys, who, places, at)
                    elif key < keys[0]:
                        keys[0] = key
                        who[0] = j
                        _sift_down(keys, who, places, 0)
                for kept in range(places - 1, -1, -1):   # the latest kept time takes the last paid place
                    top = who[0]
                    prize_sums[top] += prize[kept]
                    prize_squares[top] += prize[kept] * prize[kept]
                    keys[0], who[0] = keys[kept], who[kept]
                    _sift_down(keys, who, kept, 0)
                if should_stop(&ticker, n):
                    break
        if ticker.raised:
            raise_pending()
    finally:
        free(keys)
        free(who)


cdef enum:
    SMALL = 8          # small_field takes fields of up to this many players and prizes


cdef bint _plain(object values, double* out, int size, bint positive):
    """Copy `values` (a list or tuple of `size` ints and floats) into `out`: False when an item
    is of another type, too big for a float, not finite, negative (or 0, when `positive`)."""
    cdef int i
    cdef object value
    cdef double number
    for i in range(size):
        value = values[i]
        if type(value) is float:
            number = value
        elif type(value) is int:
            if not -2 ** 1023 < value < 2 ** 1023:
                return False
            number = value
        else:
            return False
        if not (0.0 <= number < float("inf")) or (positive and number == 0.0):
            return False
        out[i] = number
    return True


def small_field(object stacks, object payouts):
    """icm()'s exact answer for a small field given as plain numbers, without its Python
    around it: (stacks, payouts, equities, places) as tuples of floats, with places[i][k]
    player i's chance of place k + 1 for as many places as prizes (at most the players); None
    when the field is not one of up to SMALL players and prizes, every stack positive, given as
    lists or tuples of ints and floats (icm() then takes its general way).

    >>> small_field([1, 3], [10.0])[2:]
    ((2.5, 7.5), ((0.25,), (0.75,)))
    >>> small_field([1, 0], [10.0]) is None
    True
    """
    cdef double chips[SMALL]
    cdef double rates[SMALL]
    cdef double prizes[SMALL]
    cdef double out[SMALL * SMALL]
    cdef double layer[70]          # the widest layer of the walk: C(8, 4)
    cdef double following[70]
    cdef int64_t binom[(SMALL + 1) * (SMALL + 1)]
    cdef int n, m, width, i, k, x, y
    cdef double top = 0.0, equity
    cdef Ticker ticker
    cdef int stop = 0
    if (type(stacks) is not list and type(stacks) is not tuple) or (type(payouts) is not list and type(payouts) is not tuple):
        return None
    n, m = len(stacks), len(payouts)
    if not (1 <= n <= SMALL and 1 <= m <= SMALL):
        return None
    if not _plain(stacks, chips, n, True) or not _plain(payouts, prizes, m, False):
        return None
    width = min(n, m)
    for i in range(n):
        top = max(top, chips[i])
    for i in range(n):
        rates[i] = chips[i] / top
        if not rates[i] > 0.0:
            return None
    for x in range(n + 1):
        binom[x] = 1
    for y in range(1, width + 1):
        binom[y * (n + 1)] = 0
        for x in range(1, n + 1):
            binom[y * (n + 1) + x] = binom[y * (n + 1) + x - 1] + binom[(y - 1) * (n + 1) + x - 1]
    for i in range(n * width):
        out[i] = 0.0
    start_ticker(&ticker, &stop)
    if not _walk(rates, n, width, binom, layer, following, out, &ticker):
        raise MemoryError()
    equities, places = [], []
    for i in range(n):
        equity = 0.0
        for k in range(width):
            equity += prizes[k] * out[i * width + k]
        equities.append(equity)
        places.append(tuple([out[i * width + k] for k in range(width)]))
    return (tuple([chips[i] for i in range(n)]), tuple([prizes[k] for k in range(m)]), tuple(equities),
            tuple(places))
