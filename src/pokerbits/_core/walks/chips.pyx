"""The chips of an all-in hand, compiled: its pots built from what each seat put in, and each
player's expected chips read from a walk's tally. pokerbits.games.pots (build_pots) and
pokerbits.equities.chips (DealPots) are their Python faces; in a small equity() call these loops
are most of what side pots add, so they run here, not in the interpreter.

Amounts stay Python ints (a contribution may be any whole number); seats and pots are C arrays.
"""
from cpython cimport array as carray
from libc.math cimport sqrt

from array import array

from pokerbits._core.walks.tally cimport (
    MAX_PLAYERS, POT_UNITS, T_DEALS, T_POT, T_POT_ODD, T_POT_STRIDE, T_SHARE, T_SHARE_SQ, T_SIZE, T_TAKE_SQ, T_TIE,
    T_WIN, TAKE_UNITS,
)

DEF MAX_SEATS = 64   # seats a hand builds pots for (the walks deal at most MAX_PLAYERS of them)


def pot_levels(tuple contributions, tuple live, bint as_players=False, dead=0) -> list:
    """The pots, main pot first, of seats that put in `contributions[i]` chips (whole, not
    negative), `live[i]` true for the seats still in (at least one), as (amount, eligible)
    pairs: eligible the seats that can win it, or with `as_players` their places among the live
    seats (the deal's players); `dead` chips more (antes, left out of `contributions`) go to the
    main pot. See pokerbits.games.pots.build_pots, which gives them as Pots.

    >>> pot_levels((100, 60, 40), (True, True, True))
    [(120, (0, 1, 2)), (40, (0, 1)), (40, (0,))]
    >>> pot_levels((50, 100, 30), (True, True, False), True)
    [(130, (0, 1)), (50, (1,))]
    """
    cdef Py_ssize_t n = len(contributions), seat
    cdef int player
    cdef bint alive[MAX_SEATS]
    if n > MAX_SEATS or len(live) != n:
        raise ValueError(f"pots are built for 1 to {MAX_SEATS} seats, one live flag each")
    for seat in range(n):
        alive[seat] = bool(live[seat])
    levels = sorted({contributions[seat] for seat in range(n) if alive[seat]})
    if not levels:
        raise ValueError("at least one seat must still be in")
    pots = []
    below = 0
    extra = dead   # the main pot's dead money
    for level in levels:
        amount = extra
        extra = 0
        eligible = []
        player = 0
        for seat in range(n):
            c = contributions[seat]
            if c > below:   # what the seat put in between the level below and this one
                amount += (c if c < level else level) - below
            if alive[seat]:
                if c >= level:
                    eligible.append(player if as_players else seat)
                player += 1
        last_amount, last_eligible = amount, tuple(eligible)
        if amount:
            pots.append((amount, last_eligible))
        below = level
    folded_above = 0   # only folded seats put in more than the highest live level: to the last pot
    for seat in range(n):
        c = contributions[seat]
        if c > below:
            folded_above += c - below
    if folded_above:
        if last_amount:
            pots[len(pots) - 1] = (last_amount + folded_above, last_eligible)
        else:   # the last level's pot was empty: it holds the folded chips alone
            pots.append((folded_above, last_eligible))
    if not pots:   # every pot empty: the last one, of nothing
        pots.append((0, last_eligible))
    return pots


cdef double _error(double square_sum, double deals, double mean):
    """The standard error of a mean of `deals` values from their sum of squares."""
    if deals < 2:
        return 0.0
    return sqrt(max(0.0, (square_sum - deals * mean * mean) / (deals - 1)) / deals)


cdef class PotChips:
    """The pots of a hand as the deal's players see them (`pots`: (amount, eligible players)
    pairs, main pot first) and the Deal's pots argument (`for_deal`: each pot that two players or
    more contest as (eligible bits, take per share unit, chips modulo POT_UNITS); empty heads-up
    in a one-half game, whose one contested pot is the tally's own). `chips(t, deals, exact, n)`
    reads a tally. The Python face is pokerbits.equities.chips.DealPots.

    >>> p = PotChips(((120, (0, 1, 2)), (40, (0, 1)), (40, (0,))), 3, 1)
    >>> [bits for bits, _, _ in p.for_deal]
    [7, 3]
    """
    cdef readonly tuple pots, for_deal
    cdef readonly int n_players, n_halves
    cdef int count
    cdef int read[MAX_SEATS]        # a pot's chips: -1 - p (back to player p), T_SHARE (the
                                    # tally's own shares: heads-up, one half) or its T_POT entries
    cdef double amount[MAX_SEATS]   # its chips, and of them: whole units of POT_UNITS (per unit)
    cdef double per_unit[MAX_SEATS]
    cdef int rem[MAX_SEATS]         # and the rest (the tally counts their whole chips apart)
    cdef double take[MAX_PLAYERS]   # a contested pot's take per share unit (as for_deal's)
    cdef double contested           # the chips of the pots two players or more contest

    def __init__(self, tuple pots, int n_players, int n_halves):
        cdef int k = 0, i = 0, bits
        if len(pots) > MAX_SEATS:
            raise ValueError(f"at most {MAX_SEATS} pots")
        self.pots, self.n_players, self.n_halves, self.count = pots, n_players, n_halves, len(pots)
        chips = 0
        for amount, eligible in pots:
            if len(eligible) > 1:
                chips += amount
        self.contested = chips
        keyed = chips and not (n_players == 2 and n_halves == 1)
        for_deal = []
        for amount, eligible in pots:
            q, r = divmod(amount, POT_UNITS)
            self.amount[i], self.per_unit[i], self.rem[i] = amount, q, r
            if len(eligible) == 1:
                self.read[i] = -1 - <int>eligible[0]
            elif not keyed:
                self.read[i] = T_SHARE
            else:
                if k == MAX_PLAYERS:
                    raise ValueError(f"at most {MAX_PLAYERS} contested pots")
                bits = 0
                for p in eligible:
                    bits |= 1 << <int>p
                self.take[k] = TAKE_UNITS * amount / chips / POT_UNITS
                for_deal.append((bits, self.take[k], r))
                self.read[i] = T_POT + k * T_POT_STRIDE
                k += 1
            i += 1
        self.for_deal = tuple(for_deal)

    def chips(self, t, deals, bint exact, int n) -> tuple:
        """(EV per player, its error per player, each pot's expected shares per player) of the
        n players from a tally `t` (a sequence of numbers, the walks' layout) of `deals` deals.

        >>> PotChips(((90, (0,)),), 2, 1).chips([1.0] + [0.0] * 400, 1, True, 2)
        ([90.0, 0.0], [0.0, 0.0], ((1.0, 0.0),))
        """
        cdef carray.array held   # the tally as C doubles: the walks' own array('d'), else a copy
        cdef const double* v
        cdef double weight, ties, c, mean, amount, d = deals
        cdef double ev[MAX_PLAYERS]
        cdef double got[MAX_PLAYERS]
        cdef int i, p, at, rem, k
        if not 1 <= n <= min(self.n_players, MAX_PLAYERS):
            raise ValueError(f"n must be 1 to {self.n_players} players")
        held = t if isinstance(t, carray.array) and t.typecode == "d" else array("d", t)
        if len(held) < T_SIZE:
            raise ValueError(f"a tally has at least {T_SIZE} entries, got {len(held)}")
        v = held.data.as_doubles
        weight = v[T_DEALS]
        for p in range(n):
            ev[p] = 0.0
        shares = []
        for i in range(self.count):
            at, rem, amount = self.read[i], self.rem[i], self.amount[i]
            if at < 0:
                for p in range(n):
                    got[p] = amount if p == -1 - at else 0.0
            elif at == T_SHARE:   # heads-up, one half: the first seat takes the odd chip of a split
                ties = v[T_TIE] / weight
                for p in range(n):
                    got[p] = (self.per_unit[i] * v[T_SHARE + p] / weight + rem * v[T_WIN + p] / weight
                              + (rem - rem // 2 if p == 0 else rem // 2) * ties)
            else:
                for p in range(n):
                    got[p] = self.per_unit[i] * v[at + p] / weight + v[at + T_POT_ODD + p] / weight
            for p in range(n):
                ev[p] += got[p]
            shares.append(tuple([got[p] / amount if amount else 0.0 for p in range(n)]))
        errors = [0.0] * n
        if not exact:
            for p in range(n):
                if not self.for_deal:   # one contested pot: its chips times the error of the share of it
                    errors[p] = self.contested * _error(v[T_SHARE_SQ + p] / (<double>POT_UNITS * POT_UNITS), d,
                                                        v[T_SHARE + p] / weight / POT_UNITS)
                else:   # the take's second moment
                    mean = 0.0
                    for k in range(len(self.for_deal)):
                        mean += self.take[k] * v[T_POT + k * T_POT_STRIDE + p]
                    errors[p] = self.contested / TAKE_UNITS * _error(v[T_TAKE_SQ + p], d, mean / weight)
        return [ev[p] for p in range(n)], errors, tuple(shares)
