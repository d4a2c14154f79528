"""Equity engine: the deal, which the exact walk (pokerbits._core.walks.exact_walk) and Monte Carlo
(pokerbits._core.walks.monte_carlo) read, in the compiled core.

A `Deal` describes what is known (each player's possible known cards with weights, the board,
the dead cards), what is still to come (unknown cards per player, board cards) and the halves
of the pot (a kernel of pokerbits._core.kernels.switch and whether exactly two hole cards and three board
cards must be used).  The loops run without the GIL and tally, per player, pot shares in whole
units (POT_UNITS per deal, so every split of every half is exact), wins, ties and half shares.

Tallies are flat arrays; `layout()` gives the offsets.  The Python layer (pokerbits.equities)
builds deals from the games table and ranges, chunks the work and turns tallies into results.
"""
from libc.math cimport isfinite
from libc.stdint cimport uint32_t, uint64_t
from libc.string cimport memset
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.number cimport PyNumber_Index

from _thread import allocate_lock   # threading's Lock, without importing threading

from pokerbits._core.common.bits cimport DECK_MASK, card_count
from pokerbits._core.kernels.high cimport high_value, keys_rank_key, suit_keys
from pokerbits._core.kernels.switch cimport SYSTEM_HIGH, ensure_kernel_tables, evaluate, suited_cards_that_count
from pokerbits._core.kernels.omaha cimport omaha_ace_five_8_value, omaha_high_unchecked
from pokerbits._core.common.rng cimport MC_CHUNK
from pokerbits._core.walks.tally cimport (
    MAX_HALVES, MAX_PLAYERS, MAX_POTS, POT_UNITS, T_DEALS, T_HALF, T_HALF_SQ, T_POT, T_POT_ODD, T_POT_STRIDE, T_SHARE,
    T_SHARE_SQ, T_SIZE, T_TAKE_SQ, T_TIE, T_WIN, TAKE_UNITS, read_halves, read_pots,
)

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef uint64_t THRESHOLD_ONE = (<uint64_t>1) << 53
cdef double SUBSETS_FIT = 0.3   # a group is dealt by subsets where they fit together more often than this


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
    cards and three board cards (Omaha: a kernel of pokerbits._core.kernels.omaha per system)."""
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


cdef int _weights_to_thresholds(double* weight, uint64_t* threshold, Py_ssize_t size) except -1:
    """Divide `size` positive finite weights by the largest (so that products and sums of them
    neither overflow nor all underflow, the odds the same), and write their cumulative
    thresholds of 2**53: floor(2**53 * running sum / sum), the sums in order, the last exactly
    2**53 (and any rounded up to it before, 2**53 too). ValueError for a weight that is not
    positive and finite, or so small beside the largest that it underflows."""
    cdef Py_ssize_t i
    cdef double top = 0.0, total = 0.0, running = 0.0, scale
    for i in range(size):
        if not (isfinite(weight[i]) and weight[i] > 0):
            raise ValueError("weights must be positive and finite")
        if weight[i] > top:
            top = weight[i]
    for i in range(size):
        if weight[i] / top == 0:
            raise ValueError(f"weights must be positive and finite: {weight[i]!r} divided by the largest, "
                             f"{top!r}, underflows to 0")
        weight[i] = weight[i] / top
        total += weight[i]
    scale = <double>THRESHOLD_ONE / total
    for i in range(size):
        running += weight[i]
        threshold[i] = <uint64_t>(running * scale)
    i = size - 1
    while i >= 0 and threshold[i] >= THRESHOLD_ONE:   # rounding may take the last sums to 2**53 or past it
        threshold[i] = THRESHOLD_ONE
        i -= 1
    threshold[size - 1] = THRESHOLD_ONE
    return 0


cdef void _fill_alias(const uint64_t* threshold, int size, int bits, int first, uint64_t* prob, int* to,
                     uint64_t* left, int* order) noexcept nogil:
    """The alias table of `size` combos (first: the index of the first) whose cumulative
    thresholds (last 2**53) give their chances, in 2**bits buckets (>= size) of 2**(53 - bits)
    units each (Vose's method, in integers: exact). A draw below prob[b] units in bucket b takes
    its own combo, first + b, any other its alias to[b]. left and order: room for 2**bits each."""
    cdef int buckets = 1 << bits, small = 0, large = buckets, b, s, l
    cdef uint64_t units = (<uint64_t>1) << (53 - bits)
    for b in range(buckets):
        left[b] = 0 if b >= size else threshold[b] - (threshold[b - 1] if b else 0)
        if left[b] < units:          # small buckets from the front of order, large from the back
            order[small] = b
            small += 1
        else:
            large -= 1
            order[large] = b
    while small > 0 and large < buckets:
        small -= 1
        s, l = order[small], order[large]
        prob[s], to[s] = left[s], first + l
        left[l] -= units - left[s]
        if left[l] < units:          # l becomes small
            order[small] = l
            small += 1
            large += 1
    for b in range(small):           # what is left is full (the units add up exactly)
        prob[order[b]], to[order[b]] = units, first + order[b]
    for b in range(large, buckets):
        prob[order[b]], to[order[b]] = units, first + order[b]


cdef int _combo_draws(Spec* d, const uint64_t* threshold, uint64_t** memory) except -1:
    """How Monte Carlo draws the combo of each player with several (d.draw): uniformly where they
    weigh the same, else from an alias table, the tables in a new block *memory (where several
    players have several: one is dealt in runs instead, see monte_carlo._run_end)."""
    cdef int k, p, i, bits, most = 0
    cdef Py_ssize_t total = 0
    cdef Py_ssize_t start[MAX_PLAYERS]
    cdef uint64_t* left
    cdef int* order
    cdef int* to
    cdef ComboDraw* c
    for k in range(d.n_ranged):
        p, c = d.ranged[k], &d.draw[k]
        c.start, c.count = d.start[p], d.start[p + 1] - d.start[p]
        c.uniform = True   # (one range needs no table: it is dealt in runs, monte_carlo._run_end)
        for i in range(c.start + 1, c.start + c.count if d.n_ranged > 1 else 0):
            c.uniform &= d.weight[i] == d.weight[c.start]
        bits = 1
        while (1 << bits) < c.count:
            bits += 1
        c.shift = 64 - bits
        c.coin = ((<uint64_t>1) << (53 - bits)) - 1
        start[k] = total
        if not c.uniform:
            total += 1 << bits
            most = max(most, 1 << bits)
    memory[0] = <uint64_t*>PyMem_Malloc(max(total, 1) * (sizeof(uint64_t) + sizeof(int)))
    left = <uint64_t*>PyMem_Malloc(max(most, 1) * sizeof(uint64_t))
    order = <int*>PyMem_Malloc(max(most, 1) * sizeof(int))
    if memory[0] == NULL or left == NULL or order == NULL:
        PyMem_Free(left)
        PyMem_Free(order)
        raise MemoryError()
    to = <int*>(memory[0] + total)
    for k in range(d.n_ranged):
        c = &d.draw[k]
        if not c.uniform:
            c.prob, c.to = memory[0] + start[k], to + start[k]
            _fill_alias(threshold + c.start, c.count, 64 - c.shift, c.start, memory[0] + start[k], to + start[k],
                        left, order)
    PyMem_Free(left)
    PyMem_Free(order)
    return 0


cdef int _next_part(int left) noexcept nogil:
    """The size of the next subset that deals a group with `left` cards to go: threes, then twos
    (4: two twos), a single card only for a group of one."""
    return left if left <= 2 else (2 if left == 4 else 3)


cdef int _deal_groups(Spec* d, uint64_t** memory) except -1:
    """d's groups of unknown cards, and for those whose subsets of the free cards fit together
    often enough (SUBSETS_FIT: from the sizes alone, the cards a draw finds taken), their
    subsets, with the subset tables they read in a new block *memory."""
    cdef int p, g, k, size, left, part, i, j, l
    cdef int free_left = d.n_free
    cdef int n_pairs = d.n_free * (d.n_free - 1) // 2
    cdef int n_triples = d.n_free * (d.n_free - 1) * (d.n_free - 2) // 6
    cdef double fits
    cdef bint pairs = False, triples = False
    cdef uint64_t* out
    for k in range(d.n_ranged):
        free_left -= card_count(d.combo[d.start[d.ranged[k]]])
    d.n_groups = 0
    for p in range(d.n_players + 1):
        size = d.board_need if p == d.n_players else d.need[p]
        if size == 0:
            continue
        g = d.n_groups
        d.group_owner[g], d.group_size[g], d.group_parts[g] = p, size, 0
        d.n_groups += 1
        fits = 1.0     # the chance that the subsets drawn fit: distinct cards left over draws
        left = size
        i = 0
        while left > 0:
            part = _next_part(left)
            for j in range(part):
                fits *= (free_left - i - j) / <double>(d.n_free - j)
            i += part
            left -= part
            d.group_parts[g] += 1
        free_left -= size
        if fits < SUBSETS_FIT or d.group_parts[g] > MAX_PARTS:
            d.group_parts[g] = 0
        left = size if d.group_parts[g] else 0
        while left > 0:
            part = _next_part(left)
            pairs |= part == 2
            triples |= part == 3
            left -= part
    # the subsets, then (only the Hold'em loop reads them) their card_info in the same order and
    # the free cards' card_info
    cdef int n_subsets = n_pairs * pairs + n_triples * triples
    cdef int n_infos = n_subsets + d.n_free if d.holdem_shape else 0
    memory[0] = <uint64_t*>PyMem_Malloc((n_subsets + n_infos + 1) * sizeof(uint64_t))
    if memory[0] == NULL:
        raise MemoryError()
    out = memory[0]
    for i in range(d.n_free if pairs else 0):
        for j in range(i + 1, d.n_free):
            out[0] = d.free[i] | d.free[j]
            out += 1
    for i in range(d.n_free if triples else 0):
        for j in range(i + 1, d.n_free):
            for l in range(j + 1, d.n_free):
                out[0] = d.free[i] | d.free[j] | d.free[l]
                out += 1
    for i in range(n_subsets if n_infos else 0):
        memory[0][n_subsets + i] = card_info(memory[0][i])
    for i in range(d.n_free if n_infos else 0):
        memory[0][2 * n_subsets + i] = card_info(d.free[i])
    for g in range(d.n_groups):
        left = d.group_size[g]
        for i in range(d.group_parts[g]):
            part = _next_part(left)
            left -= part
            if part == 1:
                d.part_table[g][i] = &d.free[0]
                d.part_info[g][i] = memory[0] + 2 * n_subsets if n_infos else NULL
            else:
                d.part_table[g][i] = memory[0] if part == 2 else memory[0] + n_pairs * pairs
                d.part_info[g][i] = d.part_table[g][i] + n_subsets if n_infos else NULL
            d.part_count[g][i] = d.n_free if part == 1 else (n_pairs if part == 2 else n_triples)
    return 0


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

    players: one (combo card sets, weights, unknown cards) per player; every combo of a player
    holds the same number of cards, and its weights (positive) give the combos' odds.  halves: (kernel id, exactly 2+3) per half.
    pots: a hand with chips, its pots that two players or more contest (see read_pots): the deal
    then tallies each pot's share units and odd chips too.
    """
    cdef int ready_to_deal(self) except -1:
        """Make spec's groups of unknown cards and the subset tables they deal from, once: only
        Monte Carlo reads them (some 10,000 to 30,000 subsets and their card_info, more than a
        small exact walk costs), so the first call that deals makes them, under the Deal's lock;
        the threads that share the Deal wait for it, then read them."""
        with self._dealing_lock:
            if not self._dealing_made:
                _deal_groups(&self.spec, &self._subsets)
                self._dealing_made = True
        return 0

    def __dealloc__(self):
        PyMem_Free(self._memory)
        PyMem_Free(self._alias)
        PyMem_Free(self._subsets)

    def __init__(self, list halves, uint64_t board, int board_need, uint64_t dead, list players, tuple pots=()):
        cdef Spec* d = &self.spec
        cdef int p, h, k, s, size, n_cards, i, first
        cdef Py_ssize_t n_combos = 0
        cdef uint64_t cs
        cdef uint64_t* combo
        cdef uint64_t* threshold
        cdef double* weight
        cdef uint32_t* combo_key
        memset(d, 0, sizeof(Spec))
        PyMem_Free(self._memory)   # (a second __init__)
        PyMem_Free(self._alias)
        PyMem_Free(self._subsets)
        self._memory = self._alias = self._subsets = NULL
        self._args = (halves, board, board_need, dead, players, pots)
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
        read_pots(pots, d.n_players, &d.pots)
        d.board = board
        d.blocked = board | dead
        d.board_need = board_need
        d.board_by_ranks = d.plain_high and board_need >= 3 and card_count(board) + board_need == 5
        for combos, _, _ in players:
            n_combos += len(combos)
        # one block for the four columns (combos, thresholds, weights, rank keys), sized first: no array objects to build and grow
        self._memory = <uint64_t*>PyMem_Malloc((3 * max(n_combos, 1) + (n_combos + 1) // 2) * sizeof(uint64_t))
        if self._memory == NULL:
            raise MemoryError()
        combo = self._memory
        threshold = combo + n_combos
        weight = <double*>(threshold + n_combos)
        combo_key = <uint32_t*>(threshold + 2 * n_combos)
        n_cards = card_count(d.blocked) + board_need
        first = 0
        for p, (combos, weights, need) in enumerate(players):
            if not (len(combos) == len(weights) >= 1):
                raise ValueError(f"player {p + 1}: combos and weights must match and not be empty")
            if need < 0:
                raise ValueError(f"player {p + 1}: unknown cards must not be negative")
            size = len(combos)     # read once into the block, then checked there
            if (first + size > n_combos or _read_uint64s(combos, combo + first, size) or
                    _read_doubles(weights, weight + first, size)):
                raise ValueError(f"player {p + 1}: combos and weights changed their length")
            try:
                _weights_to_thresholds(weight + first, threshold + first, size)
            except ValueError as error:
                raise ValueError(f"player {p + 1}: {error}") from None
            d.start[p] = first
            first += size
            size = card_count(combo[d.start[p]])
            for i in range(d.start[p], first):
                cs = combo[i]
                if cs & ~DECK_MASK or cs & d.blocked:
                    raise ValueError(f"player {p + 1}: combo {cs:#x} is outside the deck or blocked")
                if card_count(cs) != size:
                    raise ValueError(f"player {p + 1}: combos of different sizes")
                combo_key[i] = keys_rank_key(suit_keys(cs))
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
        d.combo_key = combo_key
        _combo_draws(d, threshold, &self._alias)
        self._dealing_lock, self._dealing_made = allocate_lock(), False   # (see ready_to_deal)
        d.holdem_shape = d.plain_high and card_count(board) + board_need == 5
        for p in range(d.n_players):
            d.holdem_shape &= card_count(combo[d.start[p]]) + d.need[p] == 2
        self.n_players = d.n_players
        self.n_slots = d.n_slots
        self.board_by_classes = d.board_by_classes
        self.board_by_ranks = d.board_by_ranks
        self.holdem_shape = d.holdem_shape
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
        "half": T_HALF, "half_sq": T_HALF_SQ, "pot": T_POT, "pot_odd": T_POT_ODD,
        "pot_stride": T_POT_STRIDE, "take_sq": T_TAKE_SQ, "take_units": TAKE_UNITS,
        "max_pots": MAX_POTS, "size": T_SIZE, "max_players": MAX_PLAYERS,
        "max_halves": MAX_HALVES, "pot_units": POT_UNITS, "mc_chunk": MC_CHUNK,
        "threshold_one": THRESHOLD_ONE, "max_slots": MAX_SLOTS, "max_matchups": MAX_MATCHUPS,
        "max_counted_classes": MAX_COUNTED_CLASSES,
    }
