"""Equity engine: exact enumeration and Monte Carlo over deals, in the compiled core.

A `Deal` describes what is known (each player's possible known cards with weights, the board,
the dead cards), what is still to come (unknown cards per player, board cards) and the halves
of the pot (a kernel of pokerbits._core.kernels and whether exactly two hole cards and three board
cards must be used).  The loops run without the GIL and tally, per player, pot shares in whole
units (POT_UNITS per deal, so every split of every half is exact), wins, ties and half shares.

Tallies are flat arrays; `layout()` gives the offsets.  The Python layer (pokerbits.equity)
builds deals from the games table and ranges, chunks the work and turns tallies into results.
"""
from libc.math cimport isfinite
from libc.stdint cimport int64_t, uint16_t, uint32_t, uint64_t
from cpython cimport array as carray
from libc.stdlib cimport calloc, free
from libc.string cimport memcmp, memcpy, memset
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.number cimport PyNumber_Index

from array import array

from pokerbits._core.bits cimport DECK_MASK, POPCOUNT, card_count, hashed_slot, lane_counts, lowest_index, suit_ranks
from pokerbits._core.high cimport (
    KEY_BUCKET_SHIFT, KEY_DISPLACE, KEY_VALUE, N_KEY_SLOTS, RARE_KEYS, SUIT_KEY, high_value, keys_card_count, suit_keys,
)
from pokerbits._core.interrupt cimport Ticker, raise_pending, raise_stopped, should_stop, start_ticker, stop_flag
from pokerbits._core.kernels cimport SYSTEM_HIGH, ensure_kernel_tables, evaluate, suited_cards_that_count
from pokerbits._core.omaha cimport omaha_ace_five_8_value, omaha_high_unchecked
from pokerbits._core.rng cimport Rng, rng_below, rng_next, rng_seed
from pokerbits._core.tally cimport (
    MAX_HALVES, MAX_PLAYERS, POT_UNITS, T_DEALS, T_HALF, T_HALF_SQ, T_SHARE, T_SHARE_SQ, T_SIZE, T_TIE, T_WIN,
    read_halves, tally_any, tally_heads_up,
)

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef enum:
    MAX_SLOTS = 96           # one combo slot per player, then one slot per unknown card
    N_CARDS = 52

cdef uint64_t MC_CHUNK = 65536     # samples per Monte Carlo chunk, each with its own seed
cdef int64_t MAX_CALL_CHUNKS = 1 << 20
cdef int64_t MAX_MATCHUPS = 8192   # classes of combo assignments an exact stripe keeps (12 MB of slots)
cdef int64_t MAX_COUNTED_CLASSES = 1 << 22   # the most count_classes counts
cdef int64_t MAX_TRIES = 1000000   # combo draws in a chunk before the rate below applies
cdef int64_t TRIES_PER_DEAL = 1000   # then a chunk fails at more draws than this per deal (ranges
                                     # that almost never fit together: hours of rejections)
cdef uint64_t THRESHOLD_ONE = (<uint64_t>1) << 53
cdef carray.array DOUBLES = array("d")    # templates of the arrays made per call (carray.clone)
cdef carray.array INT64S = array("q")

cdef uint64_t CARD_BIT[N_CARDS]
cdef uint64_t CARD_KEY_AND_SUIT[N_CARDS]   # the card's SUIT_KEY (its rank weight, one card), and bit 56 + suit
cdef uint64_t ALL_SUIT_BITS = (<uint64_t>0xF) << 56
cdef int _i, _j
for _i in range(N_CARDS):
    CARD_BIT[_i] = (<uint64_t>1) << (16 * (_i // 13) + _i % 13)
    CARD_KEY_AND_SUIT[_i] = SUIT_KEY[1 << (_i % 13)] | ((<uint64_t>1) << (56 + _i // 13))
cdef int64_t ONES[N_CARDS]      # one deal per card (_last_cards' alike, when cards are not grouped)
cdef int64_t CHOOSE[5][5]       # CHOOSE[m][k]: k cards out of m
for _i in range(N_CARDS):
    ONES[_i] = 1
for _i in range(5):
    for _j in range(5):
        CHOOSE[_i][_j] = 0 if _j > _i else (1 if _j == 0 else CHOOSE[_i - 1][_j - 1] * _i // _j)
# bytes of this module's tables
TABLE_BYTES = sizeof(CARD_BIT) + sizeof(CARD_KEY_AND_SUIT) + sizeof(ONES) + sizeof(CHOOSE)


# values every player's hand (out[p]) for one half: see _half_values_of
ctypedef void (*HalfValues)(int kernel, int n, const uint64_t* hand, uint64_t board, int* out) noexcept nogil


cdef struct Spec:
    int n_players
    int n_halves
    int kernel[MAX_HALVES]
    int exactly[MAX_HALVES]       # 1: exactly two hole cards and three board cards (Omaha)
    bint plain_high               # one half, high over all of a player's cards (Hold'em)
    HalfValues half_values[MAX_HALVES]   # per half, what values it (see _half_values_of)
    uint64_t board                # known board cards
    uint64_t blocked              # known board and dead cards
    int board_need                # board cards still to come
    bint board_by_classes         # the exact walk may deal the board by classes (_walk_board): no
                                  # half reads suits but from some number of cards of a suit up
    int need[MAX_PLAYERS]         # unknown cards each player still gets
    int start[MAX_PLAYERS + 1]    # player p's combos are combo[start[p]:start[p + 1]]
    const uint64_t* combo
    const double* weight
    const uint64_t* threshold     # cumulative, last = 2**53: draw r < threshold[i]
    uint64_t fixed                # blocked cards and the cards of players with one combo
    int n_free                    # the other cards, for Monte Carlo draws
    uint64_t free[N_CARDS]
    uint64_t hand0[MAX_PLAYERS + 1]   # each player's one combo (0 if several), then the board
    int n_ranged                  # players with several combos, and who they are
    int ranged[MAX_PLAYERS]
    # the exact walk: slot s chooses a combo (s < n_players) or one unknown card
    int n_slots
    int slot_owner[MAX_SLOTS]     # player, or n_players for the board
    int slot_left[MAX_SLOTS]      # cards of the same group still to choose after this one
    int slot_first[MAX_SLOTS]     # 1: the first card of its group
    int n_perms                   # the suit permutations that leave the board and the dead cards
    int perm[24][4]               # as they are (perm[i][suit]: the suit it becomes), identity first


# One function per kind of half, each filling every player's value (out[p]) from the hands and
# the board. Deal.__init__ picks one per half and _settle calls it through its pointer: compiled
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


cdef void _settle_halves(const Spec* d, const uint64_t* hand, int64_t weight, int64_t* t) noexcept nogil:
    """_settle for any game: every half for every player, then the tally."""
    cdef int values[MAX_HALVES * MAX_PLAYERS]
    cdef int h
    for h in range(d.n_halves):
        d.half_values[h](d.kernel[h], d.n_players, hand, hand[d.n_players], &values[h * MAX_PLAYERS])
    tally_any(d.n_players, d.n_halves, values, weight, t)


cdef inline void _settle(const Spec* d, const uint64_t* hand, int64_t weight, int64_t* t) noexcept nogil:
    """Evaluate every half for every player (hand[n_players] is the board) and tally the pot,
    `weight` deals alike: one high half over all cards (Hold'em) inline, any other game in
    _settle_halves."""
    cdef int values[MAX_PLAYERS]
    cdef int p, n = d.n_players
    cdef uint64_t board = hand[n]
    # _high_values' loop written out: called, even inline, it measured 5 to 30 more instructions a deal
    if d.plain_high:
        for p in range(n):
            values[p] = high_value(hand[p] | board)
        tally_any(n, 1, values, weight, t)
    else:
        _settle_halves(d, hand, weight, t)


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


cdef inline uint64_t _permuted(uint64_t cs, const int* perm) noexcept nogil:
    """cs with each card's suit s changed to perm[s] (a suit is a 16-bit lane)."""
    return (((<uint64_t>suit_ranks(cs, 0)) << (16 * perm[0])) | ((<uint64_t>suit_ranks(cs, 1)) << (16 * perm[1])) |
            ((<uint64_t>suit_ranks(cs, 2)) << (16 * perm[2])) | ((<uint64_t>suit_ranks(cs, 3)) << (16 * perm[3])))


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
                if _permuted(board, perm) == board and _permuted(dead, perm) == dead:
                    d.n_perms += 1


cdef class Deal:
    """One equity problem, immutable once built (so threads may share it).

    players: one (combo card sets, weights, thresholds, unknown cards) per player; every combo
    of a player holds the same number of cards.  halves: (kernel id, exactly 2+3) per half.
    """
    cdef Spec spec
    cdef uint64_t* _memory   # what spec's combos, thresholds and weights point into: one block
    cdef object _args
    cdef readonly int n_players, n_slots
    cdef readonly bint stripes_by_class, board_by_classes
    cdef readonly object combo_counts

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
            if not CARD_BIT[k] & d.fixed:
                d.free[d.n_free] = CARD_BIT[k]
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
        # an exact walk split at the combos keeps the tallies of combo assignments by class
        # (_matchup) and stripes them by class: where several players' combos may be isomorphic,
        # and each assignment deals two cards or more (fewer: a deal or a few, cheaper than that)
        self.stripes_by_class = d.n_ranged and d.n_perms > 1 and d.n_slots - d.n_players >= 2
        self.combo_counts = tuple([d.start[p + 1] - d.start[p] for p in range(d.n_players)])

    def __reduce__(self):
        return (Deal, self._args)


# ---------------------------------------------------------------- exact enumeration

cdef struct Matchup:
    uint64_t hands[MAX_PLAYERS]      # a class of combo assignments: its least member under d.perm
    bint filled                      # its tally is there (else the slot is free)
    int64_t tally[T_SIZE]            # the integer tally of the deals of one assignment of the class


cdef struct Walk:
    const Spec* d
    uint64_t hand[MAX_PLAYERS + 1]   # cards held so far; the board last
    int card[MAX_SLOTS]              # card index chosen at each card slot
    int split                        # depth at which nodes are striped
    int64_t stripes, stripe, node    # this walk descends into nodes node % stripes == stripe
    bint count_only                  # only count the nodes at depth `split`
    double weight                    # weight of the current combo assignment
    Ticker ticker                    # Ctrl-C checks, and whether one stopped the walk
    bint stopped
    int64_t tally[T_SIZE]            # integer tally under the current assignment
    double totals[T_SIZE]            # weighted tallies of finished assignments (T_DEALS: weight)
    int64_t deals
    double* combo_sums               # per combo of a player with several: the weight of its deals and
                                     # its weighted share units (pairs), when its breakdown is wanted
    int chosen[MAX_PLAYERS]          # each player's combo in the assignment being walked
    int tallied[MAX_PLAYERS]         # each player's combo in the assignment `tally` belongs to
    Matchup* matchups                # the tallies of the assignments walked, by class (_matchup), or
    int64_t matchup_mask             # NULL: the slots less one (a power of two less one)
    int64_t n_matchups
    unsigned free_suits[13]          # _walk_board: per rank, the suits of its cards left to deal,
    int suit_needs[4]                # and per suit the board cards of it that make suits count


cdef inline void _flush(Walk* w) noexcept nogil:
    """Add the integer tally of the current combo assignment, times its weight, to the totals
    (and to the sums of its combos)."""
    cdef int k, p, i
    if w.combo_sums != NULL:
        for k in range(w.d.n_ranged):
            p = w.d.ranged[k]
            i = w.tallied[p]
            w.combo_sums[2 * i] += w.weight * w.tally[T_DEALS]
            w.combo_sums[2 * i + 1] += w.weight * w.tally[T_SHARE + p]
    w.deals += w.tally[T_DEALS]
    for k in range(T_SIZE):
        w.totals[k] += w.weight * w.tally[k]
        w.tally[k] = 0


cdef inline void _last_card_keys(uint64_t cs, uint64_t* key, uint64_t* rare) noexcept nogil:
    """For a hand cs about to take one more card: the rank key and card count of cs (key; a
    card's CARD_KEY_AND_SUIT adds its own), and the suit bits of CARD_KEY_AND_SUIT whose card
    makes a hand that its rank key does not value (rare): a fifth card of a suit, an eighth card."""
    cdef uint64_t keys = suit_keys(cs), counts = lane_counts(cs)
    cdef int suit
    key[0] = keys & ((<uint64_t>1 << 48) - 1)   # the rank key and the card count
    if keys & RARE_KEYS or keys_card_count(keys) >= 7:
        rare[0] = ALL_SUIT_BITS
        return
    rare[0] = 0
    for suit in range(4):
        if ((counts >> (16 * suit)) & 0xFF) >= 4:
            rare[0] |= (<uint64_t>1) << (56 + suit)


cdef inline int _value_with_card(uint64_t key, uint64_t rare, uint64_t card_key, uint64_t cs,
                                 const uint16_t* displace, const uint16_t* slot_values) noexcept nogil:
    """The value of the hand cs (its last card included) from _last_card_keys' key and rare of
    the hand without the card and the card's CARD_KEY_AND_SUIT (the tables passed as locals:
    stores to the tally cannot touch them, so the loop keeps them in registers)."""
    if rare & card_key:
        return high_value(cs)
    return slot_values[hashed_slot(<uint32_t>(key + card_key), displace, KEY_BUCKET_SHIFT, N_KEY_SLOTS - 1)]


cdef void _last_cards(Walk* w, int owner, const int* cards, const int64_t* alike, int count) noexcept nogil:
    """The deals of the last card to come, settled here: one per candidate card cards[i], which
    stands for alike[i] deals alike, taken by `owner` (a player, or n_players for the board).
    In a one-half high game (d.plain_high) each hand that takes the card adds the card's key to
    its own, computed once, and reads its value in one slot (high_value where its keys say so);
    the others keep their value. Heads-up, the loop counts who wins and tallies once
    (tally_heads_up)."""
    cdef const Spec* d = w.d
    cdef int n = d.n_players, p, i
    cdef uint64_t board = w.hand[n], bit, card_key
    cdef uint64_t key[MAX_PLAYERS]
    cdef uint64_t rare[MAX_PLAYERS]
    cdef bint takes[MAX_PLAYERS]
    cdef int values[MAX_PLAYERS]
    cdef int64_t deals = 0, first_wins = 0, second_wins = 0, times
    cdef const uint16_t* displace = KEY_DISPLACE
    cdef const uint16_t* slot_values = KEY_VALUE
    if not d.plain_high:
        for i in range(count):
            bit = CARD_BIT[cards[i]]
            w.hand[owner] |= bit
            _settle(d, w.hand, alike[i], w.tally)
            w.hand[owner] &= ~bit
            w.stopped = should_stop(&w.ticker, 1)
            if w.stopped:
                return
        return
    for p in range(n):
        takes[p] = owner == n or owner == p
        if takes[p]:
            _last_card_keys(w.hand[p] | board, &key[p], &rare[p])
        else:
            values[p] = high_value(w.hand[p] | board)
    for i in range(count):
        bit = CARD_BIT[cards[i]]
        card_key = CARD_KEY_AND_SUIT[cards[i]]
        for p in range(n):
            if takes[p]:
                values[p] = _value_with_card(key[p], rare[p], card_key, w.hand[p] | board | bit, displace,
                                             slot_values)
        times = alike[i]
        if n == 2:
            deals += times
            first_wins += times * (values[0] > values[1])
            second_wins += times * (values[1] > values[0])
        else:
            tally_any(n, 1, values, times, w.tally)
        w.stopped = should_stop(&w.ticker, 1)
        if w.stopped:
            break
    if n == 2:
        tally_heads_up(deals, first_wins, second_wins, w.tally)


cdef void _walk_board(Walk* w, int rank, int left, int64_t alike, const int* on_board, bint striped) noexcept nogil:
    """The `left` board cards still to come, of rank `rank` and up, dealt by classes of boards
    that give every hand the same values, `alike` deals per board walked.

    A suit is idle once the board cannot hold w.suit_needs[s] cards of it (on_board[s], its
    cards on the board so far, plus `left`, fall short): then no hand has the cards of the suit
    that make a half read suits, and the ranks alone value it. A suit once idle stays idle. So
    the cards of one rank in idle suits are interchangeable: the walk chooses how many of them
    the board takes (the first ones, standing for C(idle, taken) boards), and the cards of the
    other suits one by one. Every board is in one class: its cards of a rank in suits idle when
    that rank comes.
    The ranks come in order, so the cards left of rank `rank` and up are w.free_suits'.
    `striped`: the branches of this call are the nodes that the stripes share out (w.split is
    the depth after the first board card)."""
    cdef const Spec* d = w.d
    cdef int n = d.n_players, r, s, k, m, taken
    cdef int counts[4]
    cdef int cards[N_CARDS]
    cdef int64_t deals[N_CARDS]
    cdef int count = 0
    cdef uint64_t cs, idle_cs
    cdef unsigned live_suits = 0, live, idle, sub
    for s in range(4):
        live_suits |= (on_board[s] + left >= w.suit_needs[s]) << s
    if left == 1 and not striped:     # the last card: its candidates, one per class, in one loop
        for r in range(rank, 13):
            live = w.free_suits[r] & live_suits
            idle = w.free_suits[r] & ~live_suits
            while live:
                s = lowest_index(live)
                live &= live - 1
                cards[count] = 13 * s + r
                deals[count] = alike
                count += 1
            if idle:
                cards[count] = 13 * lowest_index(idle) + r
                deals[count] = alike * POPCOUNT[idle]
                count += 1
        _last_cards(w, n, cards, deals, count)
        return
    for r in range(rank, 13):
        live = w.free_suits[r] & live_suits
        idle = w.free_suits[r] & ~live_suits
        m = POPCOUNT[idle]
        idle_cs = 0
        for k in range(min(m, left) + 1):
            if k:
                s = lowest_index(idle)
                idle &= idle - 1
                idle_cs |= CARD_BIT[13 * s + r]
            sub = live
            while True:
                taken = k + POPCOUNT[sub]
                if 1 <= taken <= left:
                    if striped:
                        w.node += 1
                    if not striped or not (w.count_only or (w.node - 1) % w.stripes != w.stripe):
                        cs = idle_cs
                        for s in range(4):
                            counts[s] = on_board[s] + ((sub >> s) & 1)
                            if (sub >> s) & 1:
                                cs |= CARD_BIT[13 * s + r]
                        w.hand[n] |= cs
                        if taken == left:
                            _settle(d, w.hand, alike * CHOOSE[m][k], w.tally)
                            w.stopped = should_stop(&w.ticker, 1)
                        else:
                            _walk_board(w, r + 1, left - taken, alike * CHOOSE[m][k], counts, False)
                        w.hand[n] &= ~cs
                        if w.stopped:
                            return
                if sub == 0:
                    break
                sub = (sub - 1) & live


cdef inline bint _walks_board(const Walk* w, int s) noexcept nogil:
    """Whether the walk deals the board from slot s on by classes (_walk_board): the first
    board card of a game whose halves read suits only from some number of cards of a suit up,
    with the stripes' nodes before it or at its first branches."""
    cdef const Spec* d = w.d
    return (d.board_by_classes and d.slot_owner[s] == d.n_players and d.slot_first[s] and
            (w.split <= s or (w.split == s + 1 and d.board_need >= 2)))


cdef void _start_board(Walk* w, int s, uint64_t used) noexcept nogil:
    """_walk_board from slot s, the first board card, every hand dealt. For a half of a system
    that reads suits from `k` cards of a suit up, the board must take of a suit k less the most
    cards of that suit a player holds in the hand; for an Omaha half (exactly two hole cards)
    three, if a player holds two cards of the suit, else the half never reads it."""
    cdef const Spec* d = w.d
    cdef int on_board[4]
    cdef int held[4]
    cdef int p, h, suit, rank, k, count, need
    cdef uint64_t counts
    for suit in range(4):
        held[suit] = 0
        on_board[suit] = (lane_counts(w.hand[d.n_players]) >> (16 * suit)) & 0xFF
        w.suit_needs[suit] = N_CARDS + 1
    for p in range(d.n_players):
        counts = lane_counts(w.hand[p])
        for suit in range(4):
            count = (counts >> (16 * suit)) & 0xFF
            held[suit] = count if count > held[suit] else held[suit]
    for h in range(d.n_halves):
        k = suited_cards_that_count(d.kernel[h])
        for suit in range(4):
            if k > N_CARDS:
                need = N_CARDS + 1
            elif d.exactly[h]:
                need = 3 if held[suit] >= 2 else N_CARDS + 1
            else:
                need = k - held[suit]
            w.suit_needs[suit] = need if need < w.suit_needs[suit] else w.suit_needs[suit]
    for rank in range(13):
        w.free_suits[rank] = 0
        for suit in range(4):
            w.free_suits[rank] |= (not CARD_BIT[13 * suit + rank] & used) << suit
    _walk_board(w, 0, d.board_need, 1, on_board, w.split == s + 1)


cdef uint64_t _least_hands(const Spec* d, const uint64_t* hands, uint64_t* least) noexcept nogil:
    """least: the least of the players' hands under the suit permutations that fix the board and
    the dead cards (d.perm), compared player by player: one member for every class of combo
    assignments whose deals tally the same integers. Returns its hash."""
    cdef uint64_t other[MAX_PLAYERS]
    cdef uint64_t h = 0
    cdef int i, p, n = d.n_players
    for p in range(n):
        least[p] = hands[p]
    for i in range(1, d.n_perms):
        for p in range(n):
            other[p] = _permuted(hands[p], d.perm[i])
        p = 0
        while p < n and other[p] == least[p]:
            p += 1
        if p < n and other[p] < least[p]:
            memcpy(least, other, n * sizeof(uint64_t))
    for p in range(n):
        h = (h ^ least[p]) * 0x9E3779B97F4A7C15ULL
        h ^= h >> 29
    return h


cdef Matchup* _matchup(Walk* w, bint* this_stripe) noexcept nogil:
    """The slot of the current combo assignment's class (_least_hands). Filled when the walk has
    met the class, else free for it (NULL when the cache is half full: no more classes are
    kept). this_stripe: whether the class is the stripe's (by its hash, so that a stripe meets
    every assignment of its classes)."""
    cdef const Spec* d = w.d
    cdef uint64_t least[MAX_PLAYERS]
    cdef int n = d.n_players
    cdef uint64_t h = _least_hands(d, w.hand, least)
    cdef int64_t slot
    cdef Matchup* m
    this_stripe[0] = (h >> 16) % <uint64_t>w.stripes == <uint64_t>w.stripe
    slot = <int64_t>(h & <uint64_t>w.matchup_mask)
    while True:
        m = &w.matchups[slot]
        if not m.filled:
            if 2 * w.n_matchups > w.matchup_mask:
                return NULL
            memcpy(m.hands, least, n * sizeof(uint64_t))
            return m
        if memcmp(m.hands, least, n * sizeof(uint64_t)) == 0:
            return m
        slot = (slot + 1) & w.matchup_mask


cdef void _walk(Walk* w, int s, uint64_t used, double weight) noexcept nogil:
    """The deals below slot s: the stripe's nodes at depth w.split; each combo assignment a
    weight group, its tally once per class when the walk keeps them (w.matchups)."""
    cdef const Spec* d = w.d
    cdef int i, k
    cdef Matchup* m
    cdef bint this_stripe = True
    if w.stopped:
        return
    if s == w.split:
        w.node += 1
        if w.count_only or (w.matchups == NULL and (w.node - 1) % w.stripes != w.stripe):
            return
    if s == d.n_players and w.matchups != NULL:   # (combo sums kept: every assignment is flushed)
        m = _matchup(w, &this_stripe)
        if not this_stripe:
            return
        _new_assignment(w, weight)
        if m != NULL and m.filled:
            for k in range(T_SIZE):
                w.tally[k] = m.tally[k]
            return
        _deal(w, s, used, weight)
        if m != NULL and not w.stopped:
            memcpy(m.tally, w.tally, sizeof(w.tally))
            m.filled = True
            w.n_matchups += 1
        return
    if s == d.n_players and (weight != w.weight or w.combo_sums != NULL):
        _new_assignment(w, weight)   # a new weight group (a new assignment, for the combo sums)
    _deal(w, s, used, weight)


cdef inline void _new_assignment(Walk* w, double weight) noexcept nogil:
    """Flush the tally of the assignment before and start the current one's."""
    cdef int i
    _flush(w)
    w.weight = weight
    for i in range(w.d.n_players):
        w.tallied[i] = w.chosen[i]


cdef void _deal(Walk* w, int s, uint64_t used, double weight) noexcept nogil:
    """_walk's deals at slot s: settle a whole deal, choose a combo, or deal a card (the last
    in one loop, the board by classes where _walks_board says so)."""
    cdef const Spec* d = w.d
    cdef int i, c, p, lo, count
    cdef uint64_t cs
    cdef int cards[N_CARDS]
    if s == d.n_slots:
        _settle(d, w.hand, 1, w.tally)
        w.stopped = should_stop(&w.ticker, 1)
        return
    p = d.slot_owner[s]
    if s < d.n_players:
        for i in range(d.start[p], d.start[p + 1]):
            cs = d.combo[i]
            if cs & used:
                continue
            w.hand[p] |= cs
            w.chosen[p] = i
            _walk(w, s + 1, used | cs, weight * d.weight[i])
            w.hand[p] &= ~cs
        return
    if _walks_board(w, s):
        _start_board(w, s, used)
        return
    lo = 0 if d.slot_first[s] else w.card[s - 1] + 1
    if s + 1 == d.n_slots and w.split != d.n_slots:   # the last card: its deals settled in one loop
        count = 0
        for c in range(lo, N_CARDS - d.slot_left[s]):
            if not CARD_BIT[c] & used:
                cards[count] = c
                count += 1
        _last_cards(w, p, cards, ONES, count)
        return
    for c in range(lo, N_CARDS - d.slot_left[s]):
        cs = CARD_BIT[c]
        if cs & used:
            continue
        w.card[s] = c
        w.hand[p] |= cs
        _walk(w, s + 1, used | cs, weight)
        w.hand[p] &= ~cs


cdef void _start_walk(Walk* w, const Spec* d, int split, int64_t stripes, int64_t stripe, bint count_only,
                      int* stop, double* combo_sums, Matchup* matchups, int64_t n_slots) noexcept nogil:
    memset(w, 0, sizeof(Walk))
    w.d = d
    w.matchups = matchups
    w.matchup_mask = n_slots - 1
    w.combo_sums = combo_sums
    w.hand[d.n_players] = d.board
    w.split = split
    w.stripes = stripes
    w.stripe = stripe
    w.count_only = count_only
    w.weight = -1.0
    start_ticker(&w.ticker, stop)
    _walk(w, 0, d.blocked, 1.0)


def count_nodes(Deal deal, int depth) -> int:
    """Number of nodes of the exact walk at `depth` (0..n_slots): the stripes available there."""
    if not 0 <= depth <= deal.spec.n_slots:
        raise ValueError(f"depth must be 0..{deal.spec.n_slots}, got {depth}")
    cdef Walk w
    cdef int own = 0
    with nogil:
        _start_walk(&w, &deal.spec, depth, 1, 0, True, &own, NULL, NULL, 0)
    if w.ticker.raised:
        raise_pending()
    return w.node


cdef struct ClassCount:
    const Spec* d
    uint64_t hand[MAX_PLAYERS]
    uint64_t* seen        # the classes met: n_players words per slot (their _least_hands)
    char* filled
    int64_t mask          # slots less one (a power of two less one)
    int64_t classes, limit


cdef void _count_classes(ClassCount* c, int p, uint64_t used) noexcept nogil:
    """Count the classes of the combo assignments of players p and up, until more than c.limit."""
    cdef const Spec* d = c.d
    cdef int i, n = d.n_players
    cdef uint64_t least[MAX_PLAYERS]
    cdef int64_t slot
    if p == n:
        slot = <int64_t>(_least_hands(d, c.hand, least) & <uint64_t>c.mask)
        while c.filled[slot]:
            if memcmp(&c.seen[slot * n], least, n * sizeof(uint64_t)) == 0:
                return
            slot = (slot + 1) & c.mask
        c.filled[slot] = 1
        memcpy(&c.seen[slot * n], least, n * sizeof(uint64_t))
        c.classes += 1
        return
    for i in range(d.start[p], d.start[p + 1]):
        if c.classes > c.limit:
            return
        if not d.combo[i] & used:
            c.hand[p] = d.combo[i]
            _count_classes(c, p + 1, used | d.combo[i])


def count_classes(Deal deal, int64_t limit) -> int:
    """The number of classes of the deal's combo assignments (equal up to a suit permutation that
    fixes the board and the dead cards: the exact walk of a deal with stripes_by_class walks one
    assignment of each), or limit + 1 once there are more than `limit`."""
    if not 0 <= limit <= MAX_COUNTED_CLASSES:
        raise ValueError(f"limit must be 0..{MAX_COUNTED_CLASSES}, got {limit}")
    cdef ClassCount c
    memset(&c, 0, sizeof(ClassCount))
    c.d = &deal.spec
    c.limit = limit
    c.mask = 1
    while c.mask < 2 * (limit + 1):
        c.mask *= 2
    c.seen = <uint64_t*>PyMem_Malloc(c.mask * deal.spec.n_players * sizeof(uint64_t))
    c.filled = <char*>calloc(c.mask, 1)
    c.mask -= 1
    if c.seen == NULL or c.filled == NULL:
        PyMem_Free(c.seen)
        free(c.filled)
        raise MemoryError()
    with nogil:
        _count_classes(&c, 0, deal.spec.blocked)
    PyMem_Free(c.seen)
    free(c.filled)
    return min(c.classes, limit + 1)


def enumerate_stripe(Deal deal, int split, int64_t stripes, int64_t stripe, stop=None) -> tuple:
    """Walk every deal whose node at depth `split` has index % stripes == stripe (of a deal
    with stripes_by_class split at most at its combos: whose combo assignment's class hashes to
    the stripe).

    Returns (deals, weighted tallies): an array('d') of T_SIZE floats, the total weight at
    T_DEALS, then two per combo of the deal (see combo_sums_of); an array, so that a small call
    makes no float object it does not read. `stop`: the array('i') flag shared by the tasks of
    a run (set: KeyboardInterrupt at the next check).
    """
    if not 0 <= split <= deal.spec.n_slots:
        raise ValueError(f"split must be 0..{deal.spec.n_slots}, got {split}")
    if not 0 <= stripe < stripes:
        raise ValueError(f"stripe must be 0..{stripes - 1}, got {stripe}")
    cdef Walk w
    cdef int own = 0
    cdef int* flag = stop_flag(stop, &own)
    cdef carray.array tally = carray.clone(DOUBLES, T_SIZE + 2 * deal.spec.start[deal.spec.n_players], True)
    cdef double* sums = tally.data.as_doubles + T_SIZE if deal.spec.n_ranged else NULL
    cdef const Spec* d = &deal.spec
    cdef int64_t assignments = 1, n_slots = 16
    cdef int p
    cdef Matchup* matchups = NULL
    if deal.stripes_by_class and split <= d.n_players:
        for p in range(d.n_players):
            assignments = min(assignments * (d.start[p + 1] - d.start[p]), MAX_MATCHUPS)
        while n_slots < 2 * assignments:
            n_slots *= 2
        matchups = <Matchup*>calloc(n_slots, sizeof(Matchup))
        if matchups == NULL:
            raise MemoryError()
    with nogil:
        _start_walk(&w, d, split, stripes, stripe, False, flag, sums, matchups, n_slots)
        _flush(&w)
    free(matchups)
    if w.stopped:
        raise_stopped(&w.ticker)
    memcpy(tally.data.as_doubles, w.totals, sizeof(w.totals))
    return w.deals, tally


# ---------------------------------------------------------------- Monte Carlo

cdef inline int _draw_combo(const Spec* d, int p, Rng* r) noexcept nogil:
    """A combo of player p, drawn by weight (first threshold above a 53-bit draw)."""
    cdef int lo = d.start[p], hi = d.start[p + 1] - 1, mid
    cdef uint64_t x
    if lo == hi:
        return lo
    x = rng_next(r) >> 11
    while lo < hi:
        mid = (lo + hi) // 2
        if x < d.threshold[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


cdef int64_t _sample(const Spec* d, Rng* r, int64_t n_samples, int64_t* t, int64_t* combo_t,
                     Ticker* ticker) noexcept nogil:
    """Tally n_samples random deals, and in combo_t each combo's deals and share units (pairs)
    for the players with several; -1 when the combos fail to fit too often (more than
    MAX_TRIES + TRIES_PER_DEAL * deals draws), -2 when stopped by an interrupt.

    Players with several combos draw one by weight, all over again on a conflict (exact
    conditioning). Unknown cards, in slot order, come from a partial Fisher-Yates shuffle of
    the cards that no fixed hand holds (a card of a drawn combo is drawn again): the array
    stays a permutation of the same cards from one deal to the next.
    """
    cdef uint64_t hand[MAX_PLAYERS + 1]
    cdef uint64_t deck[N_CARDS]
    cdef uint64_t drawn, cs
    cdef int64_t i, tries = 0
    cdef int64_t share_before[MAX_PLAYERS]
    cdef int chosen[MAX_PLAYERS]
    cdef int p, k, j, dealt, n = d.n_players
    for k in range(d.n_free):
        deck[k] = d.free[k]
    for i in range(n_samples):
        for p in range(n + 1):
            hand[p] = d.hand0[p]
        drawn = 0
        if d.n_ranged:
            while True:
                drawn = 0
                for k in range(d.n_ranged):
                    p = d.ranged[k]
                    chosen[k] = _draw_combo(d, p, r)
                    cs = d.combo[chosen[k]]
                    if cs & drawn:
                        break
                    drawn |= cs
                    hand[p] = cs
                else:
                    break
                tries += 1
                if tries >= MAX_TRIES + TRIES_PER_DEAL * i:
                    return -1
                if should_stop(ticker, 1):
                    return -2
        dealt = 0
        for k in range(n, d.n_slots):
            while True:
                j = dealt + rng_below(r, d.n_free - dealt)
                cs = deck[j]
                deck[j] = deck[dealt]
                deck[dealt] = cs
                if not cs & drawn:
                    break
            dealt += 1
            hand[d.slot_owner[k]] |= cs
        for k in range(d.n_ranged):
            share_before[k] = t[T_SHARE + d.ranged[k]]
        _settle(d, hand, 1, t)
        for k in range(d.n_ranged):
            combo_t[2 * chosen[k]] += 1
            combo_t[2 * chosen[k] + 1] += t[T_SHARE + d.ranged[k]] - share_before[k]
        if should_stop(ticker, 1):
            return -2
    return 0


def monte_carlo(Deal deal, uint64_t seed, int64_t samples, int64_t first_chunk, int64_t n_chunks,
                stop=None) -> list:
    """Tally chunks first_chunk .. first_chunk + n_chunks - 1 of a run of `samples` deals.

    Chunk k holds samples k * MC_CHUNK .. (k + 1) * MC_CHUNK - 1 (fewer in the last) from its
    own stream, so any grouping of chunks into calls or threads adds up to the same integers.
    Returns the integer tally (T_SIZE ints, then two per combo of the deal: see combo_sums_of).
    `stop` as for enumerate_stripe.
    """
    if samples < 0 or first_chunk < 0 or n_chunks < 0:
        raise ValueError("samples and chunks must not be negative")
    if n_chunks > MAX_CALL_CHUNKS:   # keeps the 64-bit sums of squares from overflowing
        raise ValueError(f"at most {MAX_CALL_CHUNKS} chunks per call, got {n_chunks}")
    cdef int64_t t[T_SIZE]
    cdef int64_t k, size, status = 0
    cdef int64_t chunks = samples // <int64_t>MC_CHUNK + (samples % <int64_t>MC_CHUNK != 0)
    cdef int64_t end = first_chunk + min(n_chunks, chunks - first_chunk) if first_chunk < chunks else first_chunk
    cdef Rng r
    cdef Ticker ticker
    cdef int own = 0
    cdef carray.array combo_tally = carray.clone(INT64S, 2 * deal.spec.start[deal.spec.n_players], True)
    cdef int64_t* combo_t = <int64_t*>combo_tally.data.as_longlongs
    start_ticker(&ticker, stop_flag(stop, &own))
    memset(t, 0, sizeof(t))
    with nogil:
        for k in range(first_chunk, end):
            size = min(<int64_t>MC_CHUNK, samples - k * <int64_t>MC_CHUNK)
            rng_seed(&r, seed, <uint64_t>k)
            status = _sample(&deal.spec, &r, size, t, combo_t, &ticker)
            if status < 0:
                break
    if status == -2:
        raise_stopped(&ticker)
    if status < 0:
        raise ValueError(f"the hands almost never fit together: fewer than one draw of the ranges in "
                         f"{TRIES_PER_DEAL:,} gives a deal without a shared card")
    return [t[k] for k in range(T_SIZE)] + combo_tally.tolist()


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
