"""Equity engine: the deal, which the exact walk (pokerbits._core.exact_walk) and Monte Carlo
(pokerbits._core.monte_carlo) read, in the compiled core.

A `Deal` describes what is known (each player's possible known cards with weights, the board,
the dead cards), what is still to come (unknown cards per player, board cards) and the halves
of the pot (a kernel of pokerbits._core.kernels and whether exactly two hole cards and three board
cards must be used).  The loops run without the GIL and tally, per player, pot shares in whole
units (POT_UNITS per deal, so every split of every half is exact), wins, ties and half shares.

Tallies are flat arrays; `layout()` gives the offsets.  The Python layer (pokerbits.equities)
builds deals from the games table and ranges, chunks the work and turns tallies into results.
"""
from libc.math cimport isfinite
from libc.stdint cimport uint64_t
from libc.string cimport memset
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.number cimport PyNumber_Index

from pokerbits._core.bits cimport DECK_MASK, card_count
from pokerbits._core.high cimport high_value
from pokerbits._core.kernels cimport SYSTEM_HIGH, ensure_kernel_tables, evaluate, suited_cards_that_count
from pokerbits._core.omaha cimport omaha_ace_five_8_value, omaha_high_unchecked
from pokerbits._core.tally cimport (
    MAX_HALVES, MAX_PLAYERS, POT_UNITS, T_DEALS, T_HALF, T_HALF_SQ, T_SHARE, T_SHARE_SQ, T_SIZE, T_TIE, T_WIN,
    read_halves,
)

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef uint64_t THRESHOLD_ONE = (<uint64_t>1) << 53


# One function per kind of half, each filling every player's value (out[p]) from the hands and
# the board. Deal.__init__ picks one per half and settle (equity.pxd) calls it through its pointer: compiled
# as one function, GCC hoists each kind's work on the board above the branches, for every deal.
# Every deal holds whole hands and a whole board, disjoint: the Omaha high kernel skips its checks.


cdef void _high_values(int kernel, int n, const uint64_t* hand, uint64_t board, int* out) noexcept nogil:
    cdef int p
    for p in range(n):
        out[p] = high_value(hand[p] | board)


cdef void _kernel_values(int kernel, int n, const uint64_t* hand, uint64_t board, int* out) noexcept nogil:
    cdef int p
    for p in range(n):
        out[p] = evaluate(kernel, hand[p] | board)


cdef void _omaha_high_values(int kernel, int n, const uint64_t* hand, uint64_t board, int* out) noexcept nogil:
    cdef int p
    for p in range(n):
        out[p] = omaha_high_unchecked(hand[p], board)


cdef void _omaha_low_values(int kernel, int n, const uint64_t* hand, uint64_t board, int* out) noexcept nogil:
    cdef int p
    for p in range(n):
        out[p] = omaha_ace_five_8_value(hand[p], board)


cdef HalfValues _half_values_of(int kernel, bint exactly) noexcept nogil:
    """The function that values a half: the best of all a player's cards, or of exactly two hole
    cards and three board cards (Omaha: a kernel of pokerbits._core.omaha per system)."""
    if exactly:
        return _omaha_high_values if kernel == SYSTEM_HIGH else _omaha_low_values
    return _high_values if kernel == SYSTEM_HIGH else _kernel_values


cdef int _read_uint64s(object items, uint64_t* out, Py_ssize_t size) except -1:
    """Read `size` ints into `out`; 1 if `items` gave a different number."""
    cdef Py_ssize_t k = 0
    for item in items:
        if k == size:
            return 1
        out[k] = item if type(item) is int else PyNumber_Index(item)   # a float is no card set
        k += 1
    return k != size


cdef int _read_doubles(object items, double* out, Py_ssize_t size) except -1:
    """Read `size` floats into `out`; 1 if `items` gave a different number."""
    cdef Py_ssize_t k = 0
    for item in items:
        if k == size:
            return 1
        out[k] = item
        k += 1
    return k != size


cdef void _suit_permutations_fixing(Spec* d, uint64_t board, uint64_t dead) noexcept:
    """d.perm: the permutations of the four suits that map the board and the dead cards onto
    themselves, the identity first."""
    cdef int a, b, c, e
    cdef int* perm
    d.n_perms = 0
    for a in range(4):
        for b in range(4):
            for c in range(4):
                e = 6 - a - b - c
                if b == a or c == a or c == b:
                    continue
                perm = d.perm[d.n_perms]
                perm[0], perm[1], perm[2], perm[3] = a, b, c, e
                if permuted(board, perm) == board and permuted(dead, perm) == dead:
                    d.n_perms += 1


cdef class Deal:
    """One equity problem, immutable once built (so threads may share it).

    players: one (combo card sets, weights, thresholds, unknown cards) per player; every combo
    of a player holds the same number of cards.  halves: (kernel id, exactly 2+3) per half.
    """
    def __dealloc__(self):
        PyMem_Free(self._memory)

    def __init__(self, list halves, uint64_t board, int board_need, uint64_t dead, list players):
        cdef Spec* d = &self.spec
        cdef int p, h, k, s, size, n_cards, i, first
        cdef Py_ssize_t n_combos = 0
        cdef uint64_t cs
        cdef uint64_t* combo
        cdef uint64_t* threshold
        cdef double* weight
        memset(d, 0, sizeof(Spec))
        PyMem_Free(self._memory)   # (a second __init__)
        self._memory = NULL
        self._args = (halves, board, board_need, dead, players)
        if not 1 <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"equity takes 1 to {MAX_PLAYERS} players, got {len(players)}")
        if (board | dead) & ~DECK_MASK:
            raise ValueError("board or dead cards outside the 52 cards")
        if board & dead:
            raise ValueError("a card is both on the board and dead")
        if board_need < 0:
            raise ValueError("board cards to come must not be negative")
        d.n_halves = read_halves(halves, d.kernel, d.exactly)
        d.plain_high = d.n_halves == 1 and d.kernel[0] == SYSTEM_HIGH and not d.exactly[0]
        d.board_by_classes = True
        for h in range(d.n_halves):
            d.half_values[h] = _half_values_of(d.kernel[h], d.exactly[h])
            d.board_by_classes &= suited_cards_that_count(d.kernel[h]) >= 0
        d.n_players = len(players)
        d.board = board
        d.blocked = board | dead
        d.board_need = board_need
        d.board_by_ranks = d.plain_high and board_need >= 3 and card_count(board) + board_need == 5
        for combos, _, _, _ in players:
            n_combos += len(combos)
        # one block for the three columns, sized first: no array objects to build and grow
        self._memory = <uint64_t*>PyMem_Malloc(3 * max(n_combos, 1) * sizeof(uint64_t))
        if self._memory == NULL:
            raise MemoryError()
        combo = self._memory
        threshold = combo + n_combos
        weight = <double*>(threshold + n_combos)
        n_cards = card_count(d.blocked) + board_need
        first = 0
        for p, (combos, weights, thresholds, need) in enumerate(players):
            if not (len(combos) == len(weights) == len(thresholds) >= 1):
                raise ValueError(f"player {p + 1}: combos, weights and thresholds must match and not be empty")
            if need < 0:
                raise ValueError(f"player {p + 1}: unknown cards must not be negative")
            size = len(combos)     # read once into the block, then checked there
            if (first + size > n_combos or _read_uint64s(combos, combo + first, size) or
                    _read_uint64s(thresholds, threshold + first, size) or _read_doubles(weights, weight + first, size)):
                raise ValueError(f"player {p + 1}: combos, weights and thresholds changed their length")
            d.start[p] = first
            first += size
            size = card_count(combo[d.start[p]])
            for i in range(d.start[p], first):
                cs = combo[i]
                if cs & ~DECK_MASK or cs & d.blocked:
                    raise ValueError(f"player {p + 1}: combo {cs:#x} is outside the deck or blocked")
                if card_count(cs) != size:
                    raise ValueError(f"player {p + 1}: combos of different sizes")
                if not (isfinite(weight[i]) and weight[i] > 0):
                    raise ValueError(f"player {p + 1}: weights must be positive and finite")
                if threshold[i] > THRESHOLD_ONE or (i > d.start[p] and threshold[i] < threshold[i - 1]):
                    raise ValueError(f"player {p + 1}: thresholds must increase to 2**53")
            if threshold[first - 1] != THRESHOLD_ONE:
                raise ValueError(f"player {p + 1}: thresholds must end at 2**53")
            d.need[p] = need
            n_cards += size + need
        d.start[d.n_players] = first
        if n_cards > N_CARDS:
            raise ValueError(f"the deal needs {n_cards} cards, the deck has {N_CARDS}")
        d.fixed = d.blocked
        for p in range(d.n_players):
            if d.start[p + 1] - d.start[p] == 1:
                cs = combo[d.start[p]]
                if cs & d.fixed:
                    raise ValueError(f"player {p + 1}: cards already held by another player")
                d.fixed |= cs
                d.hand0[p] = cs
            else:
                d.ranged[d.n_ranged] = p
                d.n_ranged += 1
        d.hand0[d.n_players] = board
        for k in range(d.n_ranged):   # combos that collide with a fixed hand can never be dealt
            p = d.ranged[k]
            for i in range(d.start[p], d.start[p + 1]):
                cs = combo[i]
                if cs & d.fixed:
                    raise ValueError(f"player {p + 1}: combo {cs:#x} holds a card of a fixed hand")
        for k in range(N_CARDS):
            if not card_bit(k) & d.fixed:
                d.free[d.n_free] = card_bit(k)
                d.n_free += 1
        # slots of the exact walk: combos, then each player's unknown cards, then the board
        s = d.n_players
        for p in range(d.n_players + 1):
            size = d.board_need if p == d.n_players else d.need[p]
            if s + size > MAX_SLOTS:
                raise ValueError("too many unknown cards")
            for k in range(size):
                d.slot_owner[s] = p
                d.slot_left[s] = size - 1 - k
                d.slot_first[s] = k == 0
                s += 1
        d.n_slots = s
        for p in range(d.n_players):
            d.slot_owner[p] = p
        _suit_permutations_fixing(d, board, d.blocked & ~board)
        d.combo = combo   # (not empty: a combo per player)
        d.weight = weight
        d.threshold = threshold
        self.n_players = d.n_players
        self.n_slots = d.n_slots
        self.board_by_classes = d.board_by_classes
        self.board_by_ranks = d.board_by_ranks
        # an exact walk split at the combos keeps the tallies of combo assignments by class
        # (_matchup) and stripes them by class: where several players' combos may be isomorphic,
        # and each assignment deals two cards or more (fewer: a deal or a few, cheaper than that)
        self.stripes_by_class = d.n_ranged and d.n_perms > 1 and d.n_slots - d.n_players >= 2
        self.combo_counts = tuple([d.start[p + 1] - d.start[p] for p in range(d.n_players)])

    def __reduce__(self):
        return (Deal, self._args)


def combo_sums_of(Deal deal, tally, int player, /) -> list:
    """Player `player`'s combos in a task's tally (or a sum of them): one (weight of the deals
    holding the combo, share units of the player in them) pair per combo, in the order of the
    deal's combos; all zero for a player with one combo (the core deals it as a fixed hand)."""
    if not 0 <= player < deal.spec.n_players:
        raise ValueError(f"player must be 0..{deal.spec.n_players - 1}, got {player}")
    if len(tally) != T_SIZE + 2 * deal.spec.start[deal.spec.n_players]:
        raise ValueError("not a tally of this deal")
    cdef int first = T_SIZE + 2 * deal.spec.start[player], end = T_SIZE + 2 * deal.spec.start[player + 1]
    return [(tally[k], tally[k + 1]) for k in range(first, end, 2)]


def layout() -> dict:
    """Offsets into a tally and the constants the Python layer needs."""
    return {
        "deals": T_DEALS, "share": T_SHARE, "share_sq": T_SHARE_SQ, "win": T_WIN, "tie": T_TIE,
        "half": T_HALF, "half_sq": T_HALF_SQ, "size": T_SIZE, "max_players": MAX_PLAYERS,
        "max_halves": MAX_HALVES, "pot_units": POT_UNITS, "mc_chunk": MC_CHUNK,
        "threshold_one": THRESHOLD_ONE, "max_slots": MAX_SLOTS, "max_matchups": MAX_MATCHUPS,
        "max_counted_classes": MAX_COUNTED_CLASSES,
    }
