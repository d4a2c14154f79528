# The engines' tally: per player, pot shares in whole units (POT_UNITS per deal, so that every
# split of one or two halves among up to ten players is exact), wins, ties and half shares, then
# (for a deal with pots: see Pots) each pot's share units and odd chips and the second moment of
# each player's take, in one flat int64 array; pokerbits._core.walks.equity.layout() gives the
# offsets to Python.
from libc.math cimport isfinite
from libc.stdint cimport int64_t, uint16_t
from libc.string cimport memset

from pokerbits._core.common.bits cimport POPCOUNT

from pokerbits._core.kernels.switch cimport N_SYSTEMS, has_two_plus_three

cdef enum:
    MAX_PLAYERS = 10
    MAX_HALVES = 2
    POT_UNITS = 5040         # 2 * lcm(1..10)
    T_DEALS = 0
    T_SHARE = 1
    T_SHARE_SQ = T_SHARE + MAX_PLAYERS
    T_WIN = T_SHARE_SQ + MAX_PLAYERS
    T_TIE = T_WIN + MAX_PLAYERS
    T_HALF = T_TIE + MAX_PLAYERS                      # + half * MAX_PLAYERS + player
    T_HALF_SQ = T_HALF + MAX_HALVES * MAX_PLAYERS
    MAX_POTS = MAX_PLAYERS - 1   # pots that two players or more contest: one fewer each time
    T_TAKE_SQ = T_HALF_SQ + MAX_HALVES * MAX_PLAYERS   # + player (see tally_pots)
    T_POT = T_TAKE_SQ + MAX_PLAYERS    # + pot * T_POT_STRIDE + player: share units, then
    T_POT_ODD = MAX_PLAYERS            # + T_POT_ODD: the chips of the pot's remainder (see Pots)
    T_POT_STRIDE = 2 * MAX_PLAYERS
    T_SIZE = T_POT + MAX_POTS * T_POT_STRIDE
    TAKE_UNITS = 1 << 16     # a deal's take in tally_pots' second moment: TAKE_UNITS is every chip contested


cdef struct Pots:
    # the pots of a hand with chips (pokerbits.games.pots) that two players or more contest, main
    # pot first: who can win each (a bit per player), what one share unit of it is worth in the
    # take (TAKE_UNITS * its chips / all contested chips / POT_UNITS) and its chips modulo
    # POT_UNITS (`rem`). In whole chips, as a showdown pays them, a pot of A = q * POT_UNITS + rem
    # chips pays q chips a share unit (every split of POT_UNITS is whole) and the chips of a pot
    # of rem, odd chips by the rules: the tally counts the units and those chips (T_POT_ODD)
    int count
    int eligible[MAX_POTS]
    double take_per_unit[MAX_POTS]
    int rem[MAX_POTS]
    # a pot's rem split as pot_chips splits it, made once and read on every deal instead of
    # divided there: the chips of each half in play (half_rem[k][0]: one half in play, [1] and
    # [2]: the first and second of two), and those chips each of c tied winners takes
    # (split_each[k][part][c]; the first half_rem - c * each of them take one more); part 3 is
    # rem among every player of the pot
    int half_rem[MAX_POTS][4]
    int split_each[MAX_POTS][4][MAX_PLAYERS + 1]
    # A one-half deal's outcome key (pot_key), where the walks count deals by their winners: the
    # winners of all the players in its low n bits, then each pot's winners among its own players
    # (members, in order), a bit each, from key_shift up (-1: a pot of every player, whose winners
    # are the low bits). `keyed`: there are pots and their key fits in MAX_PLAYERS bits (the walks'
    # counting arrays); else the keys are the winners alone (key_bits = n) and the walks tally
    # the pots deal by deal (tally_pots)
    bint keyed
    int key_bits
    int key_shift[MAX_POTS]
    int n_members[MAX_POTS]
    int members[MAX_POTS][MAX_PLAYERS]

cdef extern from *:
    """
    /* POT_UNITS / k: a winner's part of the pot, k = halves in play * winners (k <= 20) */
    static const long long POKERBITS_UNITS_EACH[21] = {0, 5040, 2520, 1680, 1260, 1008, 840, 720, 630, 560, 504, 458, 420, 387, 360, 336, 315, 296, 280, 265, 252};
    """
    const int64_t UNITS_EACH "POKERBITS_UNITS_EACH"[21]


cdef inline void tally_deal(int n, int n_halves, const int* values, int64_t weight, int64_t* t) noexcept nogil:
    """Tally `weight` deals alike, from every player's value in every half (values[h * MAX_PLAYERS
    + p], 0 = no qualifying hand): 1, or the deals a walk finds to be equal (see equity.pyx). Each half in play takes an equal part of the pot, split among its tied
    best; a deal where no half is in play splits the pot among everybody. One-half games tally
    only shares, wins and ties (their half share is the share). Written without branches on the
    values (maxima, comparisons as 0/1 factors): who wins a deal is what a processor cannot guess."""
    cdef int top[MAX_HALVES]
    cdef int count[MAX_HALVES]
    cdef int64_t got[MAX_PLAYERS]
    cdef int64_t shared[MAX_PLAYERS]
    cdef int h, p, v, in_play = 0
    cdef int64_t each, won, g
    t[T_DEALS] += weight
    for h in range(n_halves):
        top[h] = 0
        for p in range(n):
            v = values[h * MAX_PLAYERS + p]
            top[h] = v if v > top[h] else top[h]
        count[h] = 0
        for p in range(n):
            count[h] += values[h * MAX_PLAYERS + p] == top[h]
        in_play += top[h] > 0
    if n_halves == 1:    # (nobody qualifying would be everybody tied: the same tally)
        each = UNITS_EACH[count[0]]
        for p in range(n):
            won = (values[p] == top[0]) * weight
            t[T_SHARE + p] += each * won
            t[T_SHARE_SQ + p] += each * each * won
            t[T_WIN + p] += won * (count[0] == 1)
            t[T_TIE + p] += won * (count[0] > 1)
        return
    for p in range(n):
        got[p] = 0
        shared[p] = 0
    if in_play == 0:
        for p in range(n):
            got[p] = UNITS_EACH[n]
            shared[p] = n > 1
    else:
        for h in range(n_halves):
            each = UNITS_EACH[in_play * count[h]] * (top[h] > 0)    # a half nobody qualifies for is not played
            for p in range(n):
                won = values[h * MAX_PLAYERS + p] == top[h]
                g = each * won
                got[p] += g
                t[T_HALF + h * MAX_PLAYERS + p] += g * weight
                t[T_HALF_SQ + h * MAX_PLAYERS + p] += g * g * weight
                shared[p] |= won & (count[h] > 1) & (top[h] > 0)
    for p in range(n):
        t[T_SHARE + p] += got[p] * weight
        t[T_SHARE_SQ + p] += got[p] * got[p] * weight
        t[T_WIN + p] += (got[p] == POT_UNITS) * weight
        t[T_TIE + p] += shared[p] * weight


cdef inline void tally_heads_up(int64_t deals, int64_t first_wins, int64_t second_wins, int64_t* t) noexcept nogil:
    """What tally_deal adds over `deals` heads-up deals of one half (high: everybody qualifies)
    that the first player wins `first_wins` times and the second `second_wins` times (the rest
    split): a loop over such deals counts three numbers and tallies once."""
    cdef int64_t ties = deals - first_wins - second_wins, wins
    cdef int p
    t[T_DEALS] += deals
    for p in range(2):
        wins = first_wins if p == 0 else second_wins
        t[T_SHARE + p] += POT_UNITS * wins + (POT_UNITS // 2) * ties
        t[T_SHARE_SQ + p] += POT_UNITS * POT_UNITS * wins + (POT_UNITS // 2) * (POT_UNITS // 2) * ties
        t[T_WIN + p] += wins
        t[T_TIE + p] += ties


cdef inline void tally_any(int n, int n_halves, const int* values, int64_t weight, int64_t* t) noexcept nogil:
    """tally_deal for any shape, with heads-up and the number of halves as constants where they
    are (the loops of a two-player deal unrolled): what the engines' deal loops call."""
    if n == 2:
        if n_halves == 1:
            tally_deal(2, 1, values, weight, t)
        else:
            tally_deal(2, 2, values, weight, t)
    elif n_halves == 1:
        tally_deal(n, 1, values, weight, t)
    else:
        tally_deal(n, 2, values, weight, t)


cdef inline int read_halves(object halves, int* kernel, int* exactly) except -1:
    """A game's halves, (kernel id, exactly two hole and three board cards) pairs, into kernel[]
    and exactly[] (MAX_HALVES each): their count, or a ValueError."""
    cdef int n = len(halves), h
    if not 1 <= n <= MAX_HALVES:
        raise ValueError(f"a game has 1 to {MAX_HALVES} halves, got {n}")
    for h, (k, x) in enumerate(halves):
        if not 0 <= k < N_SYSTEMS:
            raise ValueError(f"unknown kernel id {k}")
        if x and not has_two_plus_three(k):
            raise ValueError(f"no exactly-two-plus-three kernel for kernel id {k}")
        kernel[h], exactly[h] = k, 1 if x else 0
    return n


cdef inline int read_pots(object pots, int n_players, Pots* out) except -1:
    """A deal's pots, (eligible players as bits, take per share unit, chips modulo POT_UNITS)
    triples, into out (see Pots, its outcome key laid out too); a ValueError for more than
    MAX_POTS or a pot of fewer than two players."""
    cdef int k, p, h, eligible, rem
    cdef double take
    out.count = len(pots)
    if out.count > MAX_POTS:
        raise ValueError(f"a deal has at most {MAX_POTS} contested pots, got {out.count}")
    out.key_bits = n_players
    for k, (eligible, take, rem) in enumerate(pots):
        if eligible & ~((1 << n_players) - 1) or POPCOUNT[eligible & 0x3FF] < 2:
            raise ValueError(f"pot {k + 1}: its players must be two or more of the deal's {n_players}")
        if not (isfinite(take) and take >= 0):
            raise ValueError(f"pot {k + 1}: its take per unit must be finite and not negative")
        if not 0 <= rem < POT_UNITS:
            raise ValueError(f"pot {k + 1}: its chips modulo {POT_UNITS} must be 0 to {POT_UNITS - 1}")
        out.eligible[k], out.take_per_unit[k], out.rem[k] = eligible, take, rem
        out.half_rem[k][0], out.half_rem[k][3] = rem, rem
        out.half_rem[k][1], out.half_rem[k][2] = rem - rem // 2, rem // 2   # the odd chip to the first half
        for h in range(4):
            out.split_each[k][h][0] = 0
            for p in range(1, MAX_PLAYERS + 1):
                out.split_each[k][h][p] = out.half_rem[k][h] // p
        out.n_members[k] = 0
        for p in range(n_players):
            if (eligible >> p) & 1:
                out.members[k][out.n_members[k]] = p
                out.n_members[k] += 1
        if out.n_members[k] == n_players:
            out.key_shift[k] = -1
        else:
            out.key_shift[k] = out.key_bits
            out.key_bits += out.n_members[k]
    out.keyed = out.count > 0 and out.key_bits <= MAX_PLAYERS
    if not out.keyed:
        out.key_bits = n_players
    return 0


cdef inline int pot_key(const Pots* pots, const int* values) noexcept nogil:
    """The bits of a one-half deal's outcome key above its winners (see Pots): each pot's
    winners among its own players (values[p]: each player's value)."""
    cdef int k, i, v, top, key = 0
    for k in range(pots.count):
        if pots.key_shift[k] < 0:
            continue
        top = 0
        for i in range(pots.n_members[k]):
            v = values[pots.members[k][i]]
            top = v if v > top else top
        for i in range(pots.n_members[k]):
            key |= (values[pots.members[k][i]] == top) << (pots.key_shift[k] + i)
    return key


cdef inline void tally_outcomes(const Pots* pots, int n, const int64_t* counts, int64_t* t) noexcept nogil:
    """Tally one-half deals counted by their outcome key (counts[key], see Pots; with no pots,
    the set of winners, a bit per player): each set of winners once, and each pot's share units
    and the takes."""
    cdef int key, k, i, p, won, winners, units, each, odd
    cdef int values[MAX_PLAYERS]
    cdef double take[MAX_PLAYERS]
    cdef int64_t x
    for key in range(1, 1 << pots.key_bits):
        if not counts[key]:
            continue
        won = key & ((1 << n) - 1)
        for p in range(n):
            values[p] = 1 + ((won >> p) & 1)
            take[p] = 0.0
        tally_any(n, 1, values, counts[key], t)
        if not pots.keyed:
            continue
        for k in range(pots.count):
            if pots.key_shift[k] < 0:
                winners = won
            else:
                winners = 0
                for i in range(pots.n_members[k]):
                    winners |= ((key >> (pots.key_shift[k] + i)) & 1) << pots.members[k][i]
            units = <int>UNITS_EACH[POPCOUNT[winners]]
            each, odd = pots.rem[k] // POPCOUNT[winners], pots.rem[k] % POPCOUNT[winners]
            for p in range(n):
                if (winners >> p) & 1:   # (winners in seat order: the first `odd` take an odd chip)
                    t[T_POT + k * T_POT_STRIDE + p] += units * counts[key]
                    t[T_POT + k * T_POT_STRIDE + T_POT_ODD + p] += (each + (odd > 0)) * counts[key]
                    odd -= odd > 0
                    take[p] += units * pots.take_per_unit[k]
        for p in range(n):
            x = <int64_t>(take[p] + 0.5)
            t[T_TAKE_SQ + p] += x * x * counts[key]


cdef inline int winners_of(int n, const int* values) noexcept nogil:
    """The players whose value is the best, a bit each."""
    cdef int p, top = 0, winners = 0
    if n == 2:
        return (values[0] >= values[1]) | ((values[1] >= values[0]) << 1)
    for p in range(n):
        top = values[p] if values[p] > top else top
    for p in range(n):
        winners |= (values[p] == top) << p
    return winners


cdef inline int tally_used(const Pots* pots) noexcept nogil:
    """The entries of a tally that a deal with these pots fills (the rest stay zero)."""
    return T_POT + pots.count * T_POT_STRIDE if pots.count else T_TAKE_SQ


cdef inline void pot_chips(const Pots* pots, int k, int n, int n_halves, const int* values, int* units,
                           int* chips) noexcept nogil:
    """Pot k of `pots`, that the players of the bits of its `eligible` contest, settled as
    tally_deal splits a pot among all of them (values[h * MAX_PLAYERS + p]): each half in play
    among them an equal part, tied best split it, no half in play all of them; each player's
    share units (POT_UNITS in all) and, in whole chips as a showdown pays them, its chips of a pot
    of its `rem` chips (odd chips to the first half, then to the first tied player in seat order:
    the splits read from split_each)."""
    cdef int top[MAX_HALVES]
    cdef int count[MAX_HALVES]
    cdef int eligible = pots.eligible[k]
    cdef int h, p, v, in_play = 0, everyone = 0, part, each, odd
    for p in range(n):
        units[p] = 0
        chips[p] = 0
        everyone += (eligible >> p) & 1
    for h in range(n_halves):
        top[h] = 0
        count[h] = 0
        for p in range(n):
            v = values[h * MAX_PLAYERS + p] * ((eligible >> p) & 1)
            top[h] = v if v > top[h] else top[h]
        for p in range(n):
            count[h] += ((eligible >> p) & 1) & (values[h * MAX_PLAYERS + p] == top[h])
        in_play += top[h] > 0
    if in_play == 0:
        each = pots.split_each[k][3][everyone]
        odd = pots.half_rem[k][3] - each * everyone
        for p in range(n):
            if (eligible >> p) & 1:
                units[p] = UNITS_EACH[everyone]
                chips[p] = each + (odd > 0)
                odd -= odd > 0
        return
    part = 0 if in_play == 1 else 1
    for h in range(n_halves):
        if top[h] > 0:
            each = pots.split_each[k][part][count[h]]
            odd = pots.half_rem[k][part] - each * count[h]
            part += 1
            for p in range(n):
                if ((eligible >> p) & 1) and values[h * MAX_PLAYERS + p] == top[h]:
                    units[p] += UNITS_EACH[in_play * count[h]]
                    chips[p] += each + (odd > 0)
                    odd -= odd > 0


cdef inline void tally_pots(const Pots* pots, int n, int n_halves, const int* values, int64_t weight,
                            int64_t* t) noexcept nogil:
    """Tally `weight` deals alike into each pot's share units and odd chips (T_POT) and each
    player's take squared (T_TAKE_SQ: the take in TAKE_UNITS, rounded, for Monte Carlo's error of
    the chips won)."""
    cdef int units[MAX_PLAYERS]
    cdef int chips[MAX_PLAYERS]
    cdef double take[MAX_PLAYERS]
    cdef int k, p
    cdef int64_t x
    for p in range(n):
        take[p] = 0.0
    for k in range(pots.count):
        pot_chips(pots, k, n, n_halves, values, units, chips)
        for p in range(n):
            t[T_POT + k * T_POT_STRIDE + p] += units[p] * weight
            t[T_POT + k * T_POT_STRIDE + T_POT_ODD + p] += chips[p] * weight
            take[p] += units[p] * pots.take_per_unit[k]
    for p in range(n):
        x = <int64_t>(take[p] + 0.5)
        t[T_TAKE_SQ + p] += x * x * weight


cdef inline void tally_pots_any(const Pots* pots, int n, int n_halves, const int* values, int64_t weight,
                                int64_t* t) noexcept nogil:
    """tally_pots for any shape, with the common ones' player and half counts as constants (the
    loops of pot_chips unrolled: measured on an Omaha Hi/Lo flop of three players, the walk's
    side pots cost 9.6 us more than the plain walk's 28.8, from 21): what the engines' deal
    loops call."""
    if n_halves == 2:
        if n == 2:
            tally_pots(pots, 2, 2, values, weight, t)
        elif n == 3:
            tally_pots(pots, 3, 2, values, weight, t)
        elif n == 4:
            tally_pots(pots, 4, 2, values, weight, t)
        else:
            tally_pots(pots, n, 2, values, weight, t)
    elif n == 3:
        tally_pots(pots, 3, 1, values, weight, t)
    else:
        tally_pots(pots, n, 1, values, weight, t)


# Three or four players' one-half deals, counted by their outcome key (no pots, or keyed ones: see
# Pots), read the key from the order of their values (order_code: per pair of players, better,
# worse or equal), found at an order's first deal and kept in a table (order_key, ORDER_CODES
# entries, NO_KEY where not found yet) that one walk of one deal's pots fills: per deal, a few
# comparisons and a load instead of each pot's winners
cdef enum:
    MAX_ORDERED = 4
    ORDER_CODES = 1 << (MAX_ORDERED * (MAX_ORDERED - 1))
    NO_KEY = 0xFFFF


cdef inline bint keys_by_order(const Pots* pots, int n) noexcept nogil:
    """Whether the deals of n players with these pots are keyed by order (count_outcome)."""
    return 3 <= n <= MAX_ORDERED and (pots.keyed or not pots.count)


cdef inline void clear_order_keys(uint16_t* order_key, int n) noexcept nogil:
    """Mark every order of n players' values not found yet."""
    memset(order_key, 0xFF, (1 << (n * (n - 1))) * sizeof(uint16_t))


cdef inline int order_code(int n, const int* v) noexcept nogil:
    """The order of three or four players' values: per pair, two bits (the first better, worse)."""
    cdef int code = (v[0] > v[1]) | (v[0] < v[1]) << 1 | (v[0] > v[2]) << 2 | (v[0] < v[2]) << 3 \
        | (v[1] > v[2]) << 4 | (v[1] < v[2]) << 5
    if n == 3:
        return code
    return code | (v[0] > v[3]) << 6 | (v[0] < v[3]) << 7 | (v[1] > v[3]) << 8 | (v[1] < v[3]) << 9 \
        | (v[2] > v[3]) << 10 | (v[2] < v[3]) << 11


cdef inline int ordered_key(const Pots* pots, uint16_t* order_key, int n, const int* values) noexcept nogil:
    """The outcome key of a one-half deal of three or four players (see keys_by_order) of these
    values, read by their order: found at the order's first deal and kept."""
    cdef int code = order_code(n, values)
    cdef int key = order_key[code]
    if key == NO_KEY:
        key = winners_of(n, values) | (pot_key(pots, values) if pots.keyed else 0)
        order_key[code] = <uint16_t>key
    return key


cdef inline void count_outcome(const Pots* pots, uint16_t* order_key, int n, const int* values, int64_t times,
                               int64_t* outcomes, int64_t* t) noexcept nogil:
    """Count `times` one-half deals of n players (three or more) of these values by their outcome
    key into outcomes (read by their order where `order_key` is given: see keys_by_order); a deal
    with side pots whose key does not fit has its pots tallied into `t` at once."""
    cdef int key
    if order_key != NULL:
        outcomes[ordered_key(pots, order_key, n, values)] += times
        return
    key = winners_of(n, values)
    if pots.keyed:
        key |= pot_key(pots, values)
    elif pots.count:
        tally_pots(pots, n, 1, values, times, t)
    outcomes[key] += times
