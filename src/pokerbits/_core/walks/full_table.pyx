"""Push/fold at a full table: the kernel that values every decision of every player per
starting-hand class, and runs CFR+ over them (pokerbits.tournaments.full_table builds its input).

The game arrives as a program of terms, one per (player, decision, action, way the hand ends).
A term's chance, for the player holding class a, is a product of factors: each another player's
chance of acting (or not) at one of its decisions given a, R[y, a] = sum over b of M[a, b] *
strategy[y, b] (M: the chance the other holds class b given a, card removal counted pair of
combos by pair). Its value is read from a table: one entry (no showdown); (lose, win, tie)
against one opponent, with the exact class matchup chances of a against the opponent's range;
or, against k - 1 >= 2 opponents, one entry per set B of opponents beaten, by the multiway
approximation: given the hero's strength z (uniform on [0, 1]), each opponent is beaten on its
own with chance z ** alpha, alpha = 1 / q - 1 for the pairwise chance q = win + tie / 2, so that
one opponent is beaten with chance q exactly and m random hands all with 1 / (m + 1); the chance
of beating all of a set D is 1 / (1 + the sum of its alphas), of exactly B a Moebius sum of those. A term of a player
not in the showdown takes the shover's view, its chances those of the shover's range against
each caller's (range against range).

Program layout, term after term: hero, decision (-1: none, the walk), action (1 acts, 0
folds), factors nf, nf pairs (decision, acts), value offset, k, k - 1 pairs (decision, kind:
0 hero's class against that range, 1 range against range). No GIL, Ctrl-C checked.
"""
from libc.math cimport INFINITY
from libc.stdlib cimport free, malloc

from pokerbits._core.common.interrupt cimport Ticker, raise_pending, should_stop, start_ticker

cdef enum:
    N = 169            # starting-hand classes
    CHECK_EVERY = 10   # iterations between measures of the average's exploitability
    MAX_SHOWDOWN = 10  # players in one showdown


cdef struct Model:
    int players
    int decisions
    const double* removal     # M[a, b]
    const double* win         # win[a, b]: a's chance to win against b
    const double* tie
    const double* prior       # each class's chance of being dealt
    const int* owner          # each decision's player
    const int* forced         # each decision without a choice (always acts)
    const int* shover         # a call's shove decision (-1 for a shove)
    const int* program
    int program_size
    const double* values
    double* chance            # R, W, T per decision and class (work space)
    double* won
    double* tied
    double* range_won         # range against range, per call decision
    double* range_tied
    double* act               # per decision and class: the value of acting, of folding
    double* fold
    double* base              # per player and class: the value without a decision


cdef void _ranges(Model* m, const double* strategy) noexcept nogil:
    cdef int y, a, b, row
    cdef double r, w, t, p, s_r, s_w, s_t
    for y in range(m.decisions):
        for a in range(N):
            r = w = t = 0.0
            row = a * N
            for b in range(N):
                p = m.removal[row + b] * strategy[y * N + b]
                r += p
                w += p * m.win[row + b]
                t += p * m.tie[row + b]
            m.chance[y * N + a] = r
            m.won[y * N + a] = w / r if r > 0.0 else 0.0
            m.tied[y * N + a] = t / r if r > 0.0 else 0.0
    for y in range(m.decisions):
        m.range_won[y] = m.range_tied[y] = 0.0
        if m.shover[y] < 0:
            continue
        s_r = s_w = s_t = 0.0
        for a in range(N):
            p = m.prior[a] * strategy[m.shover[y] * N + a] * m.chance[y * N + a]
            s_r += p
            s_w += p * m.won[y * N + a]
            s_t += p * m.tied[y * N + a]
        if s_r > 0.0:
            m.range_won[y], m.range_tied[y] = s_w / s_r, s_t / s_r


cdef double _multiway(Model* m, const int* pairs, int k, int offset, int a) noexcept nogil:
    """The value of a showdown of k >= 3 players for class a: `pairs`, the k - 1 (decision, kind)
    pairs of the opponents; the chance of beating exactly each set of them by the model, times
    its entry of the values from `offset`."""
    cdef int j, y, kind, mask, high, bit, base, size = 1 << (k - 1)
    cdef double q, value = 0.0
    cdef double beats[MAX_SHOWDOWN]
    cdef double sums[1 << (MAX_SHOWDOWN - 1)]
    cdef double sets[1 << (MAX_SHOWDOWN - 1)]
    for j in range(k - 1):
        y, kind = pairs[2 * j], pairs[2 * j + 1]
        if kind:
            q = m.range_won[y] + 0.5 * m.range_tied[y]
        else:
            q = m.won[y * N + a] + 0.5 * m.tied[y * N + a]
        beats[j] = 1.0 / q - 1.0 if q > 0.0 else INFINITY   # the exponent alpha of q
    # the chance of beating every opponent in the set, 1 / (1 + its alphas added in turn): each
    # sum is the sum without its last opponent's alpha, plus that one (the same additions in the
    # same order, each made once)
    sums[0] = 1.0
    sets[0] = 1.0
    for high in range(k - 1):
        bit = 1 << high
        for mask in range(bit, 2 * bit):
            sums[mask] = sums[mask - bit] + beats[high]
            sets[mask] = 1.0 / sums[mask]
    # ... and exactly the set: Moebius over the supersets, opponent after opponent, each set
    # without it less the same set with it (the two shortest strides written out)
    for mask in range(0, size, 2):   # (k >= 3: both strides are there)
        sets[mask] -= sets[mask + 1]
    for mask in range(0, size, 4):
        sets[mask] -= sets[mask + 2]
        sets[mask + 1] -= sets[mask + 3]
    for j in range(2, k - 1):
        bit = 1 << j
        base = 0
        while base < size:
            for mask in range(base, base + bit):
                sets[mask] -= sets[mask + bit]
            base += 2 * bit
    for mask in range(size):
        value += sets[mask] * m.values[offset + mask]
    return value


cdef void _values(Model* m, const double* strategy) noexcept nogil:
    """Fill act, fold and base from the strategies."""
    cdef int i, a, f, j, at, hero, x, action, nf, offset, k, y, kind
    cdef bint ranges_only
    cdef double chance, value, w, t, same
    cdef double chances[N]
    cdef const double* row
    cdef double* target
    _ranges(m, strategy)
    for i in range(m.decisions * N):
        m.act[i] = m.fold[i] = 0.0
    for i in range(m.players * N):
        m.base[i] = 0.0
    at = 0
    while at < m.program_size:
        hero, x, action, nf = m.program[at], m.program[at + 1], m.program[at + 2], m.program[at + 3]
        offset, k = m.program[at + 4 + 2 * nf], m.program[at + 5 + 2 * nf]
        target = m.base + hero * N if x < 0 else (m.act if action else m.fold) + x * N
        # a showdown the hero is not in (ranges against ranges): one value for every class
        ranges_only = k >= 3
        for j in range(k - 1):
            if not m.program[at + 7 + 2 * nf + 2 * j]:
                ranges_only = False
        same = _multiway(m, &m.program[at + 6 + 2 * nf], k, offset, 0) if ranges_only else 0.0
        for a in range(N):   # each class's chance of the term: its factors multiplied in turn
            chances[a] = 1.0
        for f in range(nf):
            row = m.chance + m.program[at + 4 + 2 * f] * N
            if m.program[at + 5 + 2 * f]:
                for a in range(N):
                    chances[a] *= row[a]
            else:
                for a in range(N):
                    chances[a] *= 1.0 - row[a]
        for a in range(N):
            chance = chances[a]
            if chance == 0.0:
                continue
            if k == 1:
                value = m.values[offset]
            elif k == 2:
                y, kind = m.program[at + 6 + 2 * nf], m.program[at + 7 + 2 * nf]
                w = m.range_won[y] if kind else m.won[y * N + a]
                t = m.range_tied[y] if kind else m.tied[y * N + a]
                value = (1.0 - w - t) * m.values[offset] + w * m.values[offset + 1] + t * m.values[offset + 2]
            elif ranges_only:
                value = same
            else:
                value = _multiway(m, &m.program[at + 6 + 2 * nf], k, offset, a)
            target[a] += chance * value
        at += 6 + 2 * nf + 2 * (k - 1)


cdef void _measure(Model* m, const double* strategy, double* gains_out) noexcept nogil:
    """Each player's exploitability (what its best response gains) into gains_out[player]."""
    cdef int x, a
    cdef double g
    for x in range(m.players):
        gains_out[x] = 0.0
    _values(m, strategy)
    for x in range(m.decisions):
        if m.forced[x]:
            continue
        for a in range(N):
            g = m.act[x * N + a] - m.fold[x * N + a]
            gains_out[m.owner[x]] += m.prior[a] * ((g if g > 0.0 else 0.0) - strategy[x * N + a] * g)


cdef int _model(Model* m, int players, const double[::1] removal, const double[::1] win, const double[::1] tie,
                const double[::1] prior, const int[::1] owner, const int[::1] forced, const int[::1] shover,
                const int[::1] program, const double[::1] values) except -1:
    cdef int d = owner.shape[0]
    if removal.shape[0] != N * N or win.shape[0] != N * N or tie.shape[0] != N * N or prior.shape[0] != N:
        raise ValueError(f"removal, win and tie hold {N} x {N} entries, prior {N}")
    if forced.shape[0] != d or shover.shape[0] != d:
        raise ValueError("owner, forced and shover hold one entry per decision")
    if not 2 <= players <= MAX_SHOWDOWN:
        raise ValueError(f"players must be from 2 to {MAX_SHOWDOWN}, got {players}")
    m.players, m.decisions = players, d
    m.removal, m.win, m.tie, m.prior = &removal[0], &win[0], &tie[0], &prior[0]
    m.owner, m.forced, m.shover = &owner[0], &forced[0], &shover[0]
    m.program, m.program_size, m.values = &program[0], program.shape[0], &values[0]
    m.chance = <double*>malloc(sizeof(double) * (6 * d * N + 2 * d + players * N))
    if m.chance == NULL:
        raise MemoryError()
    m.won, m.tied = m.chance + d * N, m.chance + 2 * d * N
    m.act, m.fold = m.chance + 3 * d * N, m.chance + 4 * d * N
    m.base = m.chance + 5 * d * N
    m.range_won = m.base + players * N
    m.range_tied = m.range_won + d
    return 0


def evaluate(int players, const double[::1] removal, const double[::1] win, const double[::1] tie,
             const double[::1] prior, const int[::1] owner, const int[::1] forced, const int[::1] shover,
             const int[::1] program, const double[::1] values, const double[::1] strategy) -> tuple:
    """(each player's EV, each player's exploitability, each decision's gains per class) of the
    strategies (one row of N frequencies per decision)."""
    cdef Model m
    cdef double gains_out[MAX_SHOWDOWN]
    cdef int x, a, p
    _model(&m, players, removal, win, tie, prior, owner, forced, shover, program, values)
    try:
        if strategy.shape[0] != m.decisions * N:
            raise ValueError(f"strategy holds {N} entries per decision")
        _measure(&m, &strategy[0], gains_out)
        ev = [0.0] * players
        for p in range(players):
            ev[p] = sum(m.prior[a] * m.base[p * N + a] for a in range(N))
        for x in range(m.decisions):
            for a in range(N):
                ev[m.owner[x]] += m.prior[a] * (strategy[x * N + a] * m.act[x * N + a]
                                                + (1.0 - strategy[x * N + a]) * m.fold[x * N + a])
        gains = [[m.act[x * N + a] - m.fold[x * N + a] for a in range(N)] for x in range(m.decisions)]
        return ev, [gains_out[p] for p in range(players)], gains
    finally:
        free(m.chance)


def solve(int players, const double[::1] removal, const double[::1] win, const double[::1] tie,
          const double[::1] prior, const int[::1] owner, const int[::1] forced, const int[::1] shover,
          const int[::1] program, const double[::1] values, double[::1] state, int start, int iterations,
          double tolerance) -> tuple:
    """Run CFR+ (every decision updated at once, the average weighted by the iteration) from
    iteration `start` for up to `iterations` more, or until the average's exploitability (the
    largest of the players', measured every CHECK_EVERY iterations) is at most `tolerance`.
    `state` holds the regrets of acting and of folding, the current and the average strategies
    (each one row of N per decision) and the sum of the weights; the average is the answer.
    Returns (the iteration reached, the last exploitability measured, -1.0 if none)."""
    cdef Model m
    cdef double gains_out[MAX_SHOWDOWN]
    cdef int d, x, a, i, t = start, p
    cdef double g, value, total, worst = -1.0
    cdef double* regret_act
    cdef double* regret_fold
    cdef double* current
    cdef double* average
    cdef double* weights
    cdef Ticker ticker
    cdef int stop = 0
    _model(&m, players, removal, win, tie, prior, owner, forced, shover, program, values)
    d = m.decisions
    try:
        if state.shape[0] != 4 * d * N + 1:
            raise ValueError("state holds 4 rows of N per decision and the weights")
        regret_act, regret_fold = &state[0], &state[d * N]
        current, average, weights = &state[2 * d * N], &state[3 * d * N], &state[4 * d * N]
        start_ticker(&ticker, &stop)
        with nogil:
            while t < start + iterations:
                t += 1
                _values(&m, current)
                for i in range(d * N):
                    x = i // N
                    if m.forced[x]:
                        current[i] = 1.0
                        continue
                    g = m.act[i] - m.fold[i]
                    value = current[i] * g
                    regret_act[i] += g - value
                    if regret_act[i] < 0.0:
                        regret_act[i] = 0.0
                    regret_fold[i] -= value
                    if regret_fold[i] < 0.0:
                        regret_fold[i] = 0.0
                    total = regret_act[i] + regret_fold[i]
                    current[i] = regret_act[i] / total if total > 0.0 else 0.5
                weights[0] += t
                for i in range(d * N):
                    average[i] += (current[i] - average[i]) * t / weights[0]
                if t % CHECK_EVERY == 0 or t == start + iterations:
                    _measure(&m, average, gains_out)
                    worst = 0.0
                    for p in range(m.players):
                        if gains_out[p] > worst:
                            worst = gains_out[p]
                    if worst <= tolerance:
                        break
                if should_stop(&ticker, m.program_size * N):
                    break
        if ticker.raised:
            raise_pending()
        return t, worst
    finally:
        free(m.chance)


def lemke_pivots(double[::1] rows, int width, int[::1] basis, int entering, int pivot, int most,
                 double smallest, int chunk, tick=None) -> int:
    """Lemke's complementary pivoting on a tableau (pokerbits.tournaments.full_table._lemke
    builds it and reads the answer): `rows`, len(basis) rows of `width` numbers, the right-hand
    side last; `basis[r]` the variable of row r; the covering variable is column width - 2, the
    complement of variable v is v + size below size, v - size from there (size = len(basis)).
    From `entering` at row `pivot`, at most `most` pivots, a pivot entry above `smallest` in
    the ratio test (the smallest ratio, the covering variable first among equal ratios, then
    the first row); `tick()` before every `chunk`-th pivot. Changes rows and basis in place.
    Returns 1 once the covering variable leaves (solved), 0 on a ray, -1 when the pivots run out.

    >>> from array import array
    >>> rows = array("d", [1.0, 0.0, -1.0, -1.0, -1.0, -0.5,   0.0, 1.0, 1.0, 0.0, -1.0, 1.0])
    >>> lemke_pivots(rows, 6, array("i", [0, 1]), 4, 0, 2, 1e-12, 16), list(rows[6:])
    (1, [1.0, 1.0, 0.0, -1.0, -2.0, 0.5])
    """
    cdef Py_ssize_t size = basis.shape[0], r, j
    cdef int count, leaving, best_row, cover = width - 2
    cdef double d, f, ratio, best
    cdef bint best_covers
    cdef double* top
    cdef double* row
    if rows.shape[0] != size * width or not 0 <= entering < width - 1 or not 0 <= pivot < size:
        raise ValueError("rows holds len(basis) rows of width numbers; entering and pivot within them")
    for count in range(1, most + 1):
        if tick is not None and count % chunk == 0:
            tick()
        top = &rows[pivot * width]
        d = top[entering]
        for j in range(width):
            top[j] = top[j] / d
        for r in range(size):
            row = &rows[r * width]
            f = row[entering]
            if r != pivot and f != 0.0:
                for j in range(width):
                    row[j] = row[j] - f * top[j]
        leaving = basis[pivot]
        basis[pivot] = entering
        if leaving == cover:
            return 1
        entering = leaving + size if leaving < size else leaving - size
        best_row = -1
        best, best_covers = 0.0, False
        for r in range(size):
            row = &rows[r * width]
            if row[entering] > smallest:
                ratio = row[width - 1] / row[entering]
                if best_row < 0 or ratio < best or (ratio == best and basis[r] == cover and not best_covers):
                    best_row, best, best_covers = r, ratio, basis[r] == cover
        if best_row < 0:
            return 0
        pivot = best_row
    return -1
