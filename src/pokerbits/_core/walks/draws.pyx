"""Draw games in the compiled core: the keep rules and Monte Carlo over several draws.

Each player holds `hand_size` cards (known cards, the rest dealt first), then draws `draws`
times: before the first draw a player throws the given discards or lets the keep rule of the
game's first half choose, before later draws the keep rule always chooses (a Python callable
may replace the built-in rules). Discards go to the muck; when the stub runs out, the muck is
shuffled in (cards dead from the start never come back). The final hands are settled half by
half with the game's kernels and tallied like the equity engine (pokerbits._core.walks.tally).
"""
from cpython.ref cimport PyObject
from libc.stdint cimport int64_t, uint16_t, uint32_t, uint64_t
from libc.string cimport memset

from pokerbits._core.kernels.badugi cimport BADUGI_MAX, badugi_ace_high_value, badugi_top, badugi_value
from pokerbits._core.common.bits cimport (
    COLEX, DECK_MASK, N_MASKS, POPCOUNT, RANK_MASK, TOP_BIT, Layers, ace_high, ace_low_cards, card_count, lowest_bit,
    rank_layers, rank_suits, suit_ranks,
)
from pokerbits._core.kernels.deuce_seven cimport D7_ONE_PAIR, deuce_seven_value, is_run, one_suit_holds
from pokerbits._core.kernels.high cimport KeyedLookup, STRAIGHT, high_value, keyed_value, suit_keys
from pokerbits._core.common.interrupt cimport Ticker, raise_stopped, should_stop, start_ticker, stop_flag
from pokerbits._core.kernels.switch cimport (
    N_SYSTEMS, SYSTEM_ACE_FIVE, SYSTEM_ACE_FIVE_8, SYSTEM_BADUGI, SYSTEM_BADUGI_ACE_HIGH, SYSTEM_DEUCE_SEVEN,
    SYSTEM_HIGH, ensure_kernel_tables, evaluate, keyed_lookup,
)
from pokerbits._core.common.rng cimport MAX_CALL_CHUNKS, MC_CHUNK, Rng, rng_below_of, rng_next, rng_seed
from pokerbits._core.walks.tally cimport MAX_HALVES, MAX_PLAYERS, T_SIZE, Pots, read_pots, tally_any, tally_pots_any

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

from pokerbits._core.common.cards import card_strings, cards

cdef enum:
    N_CARDS = 52
    MAX_HAND = 7
    MAX_DRAWS = 3


# ---------------------------------------------------------------- keep rules

cdef inline uint64_t _spread(uint16_t ranks) noexcept nogil:
    """The cards of `ranks` in every suit."""
    cdef uint64_t m = ranks
    return m | (m << 16) | (m << 32) | (m << 48)


cdef inline uint64_t _one_card_each(uint64_t hand, uint16_t ranks, uint16_t paired) noexcept nogil:
    """One card of each rank of `ranks` (standard ranks, all held), each from a suit not taken
    yet where the hand allows (so that kept cards avoid one suit), lowest rank first. `paired`:
    the ranks the hand holds more than once (of the others there is no choice to make)."""
    cdef uint64_t kept = hand & _spread(ranks & ~paired)
    cdef uint16_t left = ranks & paired, bit
    cdef int rank, held, free, used
    while left:     # a paired rank: the first suit (c, d, h, s) no lower kept card has, else the first
        bit = lowest_bit(left)
        left ^= bit
        rank = TOP_BIT[bit]
        # the suits of the kept cards below: lanes not empty, each made to carry into its bit 13
        used = rank_suits((kept & _spread(bit - 1)) + _spread(RANK_MASK), 13)
        held = rank_suits(hand, rank)
        free = held & ~used
        kept |= (<uint64_t>1) << (16 * TOP_BIT[lowest_bit(free if free else held)] + rank)
    return kept


cdef uint64_t _keep_high(uint64_t hand) noexcept nogil:
    """Five-card draw: a straight or better stands pat; else keep every paired card; else four
    cards of one suit; else four ranks in a row (the ace high or low); else the highest card."""
    cdef int suit, top
    cdef uint16_t window, ace_low
    if high_value(hand) > STRAIGHT:
        return hand
    lay = rank_layers(hand)
    if lay.two:
        return hand & _spread(lay.two)
    for suit in range(4):
        if POPCOUNT[suit_ranks(hand, suit)] >= 4:
            return hand & ((<uint64_t>0x1FFF) << (16 * suit))
    for top in range(12, 2, -1):   # four in a row topped by A .. 5 (5-4-3-2), then A-2-3-4
        window = <uint16_t>(0xF << (top - 3))
        if lay.any & window == window:
            return hand & _spread(window)
    window = 0x1007                # A, 2, 3, 4
    if lay.any & window == window:
        return hand & _spread(window)
    return hand & _spread(1 << TOP_BIT[lay.any])


# The ranks the low rules keep, by the low ranks held (built once below, read-only afterwards):
# A-5 by the ace-low ranks A..7 (bits 0..6), its four lowest, as standard ranks; 2-7 by the
# ranks 2..7 (bits 0..5), its four lowest, less the top of four in a row above the deuce.
cdef uint16_t KEEP_ACE_FIVE[128]
cdef uint16_t KEEP_DEUCE_SEVEN[64]


cdef inline uint16_t _lowest_four(uint16_t ranks) noexcept nogil:
    """The four lowest of `ranks` (all of them if fewer)."""
    while POPCOUNT[ranks] > 4:
        ranks ^= 1 << TOP_BIT[ranks]
    return ranks


cdef void _build_keep_tables() noexcept nogil:
    cdef int low
    cdef uint16_t kept
    for low in range(128):
        KEEP_ACE_FIVE[low] = ace_high(_lowest_four(<uint16_t>low))
    for low in range(64):
        kept = _lowest_four(<uint16_t>low)
        if POPCOUNT[kept] == 4 and kept == (lowest_bit(kept) * 0xF) and lowest_bit(kept) > 1:
            kept ^= 1 << TOP_BIT[kept]
        KEEP_DEUCE_SEVEN[low] = kept


_build_keep_tables()


cdef inline uint64_t _keep_ace_five(uint64_t hand, int* n_kept) noexcept nogil:
    """Ace-to-five: five different ranks, 8 or lower (ace low), stand pat; else one card of each
    rank from ace to seven, the four lowest at most."""
    cdef Layers lay = rank_layers(ace_low_cards(hand))
    cdef uint16_t kept
    if POPCOUNT[lay.any] == 5 and TOP_BIT[lay.any] <= 7:
        n_kept[0] = card_count(hand)
        return hand
    kept = KEEP_ACE_FIVE[lay.any & 0x7F]
    n_kept[0] = POPCOUNT[kept]
    return _one_card_each(hand, kept, ace_high(lay.two))


cdef inline bint _made_eight(uint64_t hand, Layers lay) noexcept nogil:
    """A deuce-to-seven hand of five different ranks, no straight, no flush, none above the 8."""
    if TOP_BIT[lay.any] > 6 or POPCOUNT[lay.any] < 5:    # (no five different ranks: no such hand)
        return False
    if lay.two == 0 and POPCOUNT[lay.any] == 5:           # exactly five cards
        return not is_run(lay.any) and not one_suit_holds(hand, lay.any)
    return deuce_seven_value(hand) > D7_ONE_PAIR


cdef inline uint64_t _keep_deuce_seven(uint64_t hand, int* n_kept) noexcept nogil:
    """Deuce-to-seven: a made 8-low or better (five different ranks, no straight, no flush)
    stands pat; else one card of each rank from deuce to seven, the four lowest at most, never
    four in a row above the deuce (3-4-5-6, 4-5-6-7: the top one goes) and never four of one
    suit (the highest goes); no ace is ever kept."""
    cdef Layers lay = rank_layers(hand)
    cdef uint16_t kept
    cdef uint64_t cards_kept
    cdef int suit
    if _made_eight(hand, lay):
        n_kept[0] = card_count(hand)
        return hand
    kept = KEEP_DEUCE_SEVEN[lay.any & 0x3F]
    cards_kept = _one_card_each(hand, kept, lay.two)
    n_kept[0] = POPCOUNT[kept]
    if n_kept[0] == 4:           # four kept cards (one per rank) of one suit: the highest goes
        for suit in range(4):
            if cards_kept == (<uint64_t>kept) << (16 * suit):
                n_kept[0] = 3
                return cards_kept ^ ((<uint64_t>1) << (16 * suit + TOP_BIT[kept]))
    return cards_kept


cdef inline int _suits_held(uint64_t cs) noexcept nogil:
    """The number of suits holding cards of cs."""
    return ((suit_ranks(cs, 0) != 0) + (suit_ranks(cs, 1) != 0)) + ((suit_ranks(cs, 2) != 0) + (suit_ranks(cs, 3) != 0))


cdef inline uint64_t _keep_counted(uint64_t hand, uint16_t ranks, int* n_kept) noexcept nogil:
    """Badugi (either ace): keep the counted cards, the best set of cards of different ranks and
    different suits, whose ranks (standard ranks) are `ranks`. A rank held once gives its card;
    of a counted rank held in several suits, one card: the first set, in numeric order of card
    sets, whose cards are all of different suits (the set whose highest card, in the order
    clubs 2..A, diamonds, hearts, spades, comes first, then its next highest, ...)."""
    cdef uint64_t held = hand & _spread(ranks)
    cdef Layers lay = rank_layers(held)
    cdef uint64_t forced, choice, chosen = 0
    n_kept[0] = POPCOUNT[ranks]
    if not lay.two:
        return held
    forced = held & ~_spread(lay.two)           # the cards of the ranks held once
    choice = held & _spread(lay.two)
    while chosen != choice:
        chosen = (chosen - choice) & choice     # the next subset of `choice`, in numeric order
        if (rank_layers(chosen).any == lay.two and card_count(chosen) == POPCOUNT[lay.two]
                and _suits_held(forced | chosen) == n_kept[0]):
            return forced | chosen
    return held     # (not reached: the counted ranks come from such a set)


# The counted ranks of each Badugi value (ace-low rank masks; built once below, read-only
# afterwards): a value is badugi_top(size) - COLEX[ranks].
cdef uint16_t BADUGI_RANKS_OF[BADUGI_MAX + 1]


cdef void _build_badugi_ranks() noexcept nogil:
    cdef int m
    for m in range(N_MASKS):
        if POPCOUNT[m] <= 4:
            BADUGI_RANKS_OF[badugi_top(POPCOUNT[m]) - COLEX[m]] = m


_build_badugi_ranks()
# bytes of this module's tables
TABLE_BYTES = sizeof(KEEP_ACE_FIVE) + sizeof(KEEP_DEUCE_SEVEN) + sizeof(BADUGI_RANKS_OF)


cdef inline uint64_t _keep_high_counted(uint64_t hand, int* n_kept) noexcept nogil:
    cdef uint64_t kept = _keep_high(hand)
    n_kept[0] = card_count(kept)
    return kept


cdef inline uint64_t _keep_badugi_ace_low(uint64_t hand, int* n_kept) noexcept nogil:
    return _keep_counted(hand, ace_high(BADUGI_RANKS_OF[badugi_value(hand)]), n_kept)


cdef inline uint64_t _keep_badugi_ace_high(uint64_t hand, int* n_kept) noexcept nogil:
    # the ace-high kernel reads ace_high_cards(hand) with the ace low: its ranks are the hand's
    return _keep_counted(hand, BADUGI_RANKS_OF[badugi_ace_high_value(hand)], n_kept)


cdef inline uint64_t _kept(int kernel, uint64_t hand, int* n_kept) noexcept nogil:
    """The cards the built-in keep rule of `kernel`'s system keeps of `hand`, their number in
    n_kept (a switch the compiler can inline into the draw loop; see _check_rule)."""
    if kernel == SYSTEM_DEUCE_SEVEN:
        return _keep_deuce_seven(hand, n_kept)
    if kernel == SYSTEM_BADUGI:
        return _keep_badugi_ace_low(hand, n_kept)
    if kernel == SYSTEM_BADUGI_ACE_HIGH:
        return _keep_badugi_ace_high(hand, n_kept)
    if kernel == SYSTEM_ACE_FIVE or kernel == SYSTEM_ACE_FIVE_8:
        return _keep_ace_five(hand, n_kept)
    return _keep_high_counted(hand, n_kept)


cdef int _check_rule(int kernel) except -1:
    """A ValueError unless kernel id `kernel` is a system with a keep rule (one a draw game plays)."""
    if not 0 <= kernel < N_SYSTEMS:
        raise ValueError(f"unknown kernel id {kernel}")
    if kernel not in (SYSTEM_HIGH, SYSTEM_ACE_FIVE, SYSTEM_ACE_FIVE_8, SYSTEM_DEUCE_SEVEN, SYSTEM_BADUGI,
                      SYSTEM_BADUGI_ACE_HIGH):
        raise ValueError(f"no keep rule for kernel id {kernel}: no draw game plays it")
    return 0


def kept_by_rule(int kernel, uint64_t hand, /) -> int:
    """The cards (a card set) the built-in keep rule of kernel `kernel` keeps of `hand`."""
    cdef int n_kept
    _check_rule(kernel)
    if hand & ~DECK_MASK or not 1 <= card_count(hand) <= MAX_HAND:
        raise ValueError(f"a hand of 1 to {MAX_HAND} cards is needed, got {hand:#x}")
    return _kept(kernel, hand, &n_kept)


# ---------------------------------------------------------------- Monte Carlo over draws

cdef struct DrawSpec:
    int n_players
    int hand_size
    int draws                       # draws still to come, 1..MAX_DRAWS
    int n_halves
    int kernel[MAX_HALVES]
    KeyedLookup keyed[MAX_HALVES]   # a half's values by rank key (slot_values NULL: by its kernel)
    int rule                        # the kernel whose keep rule chooses
    uint64_t known[MAX_PLAYERS]     # each player's known cards
    uint64_t discard[MAX_PLAYERS]   # the given first discards (part of the known cards)
    int chooses[MAX_PLAYERS]        # 1: the keep rule chooses the first discards
    int n_missing[MAX_PLAYERS]      # cards dealt to each player before the first draw
    int n_discard[MAX_PLAYERS]      # the number of given first discards
    int n_free
    uint64_t free[N_CARDS]          # the stub at the start: no known or dead card
    Pots pots                       # a hand with side pots: its contested pots (see equity.Deal)


cdef inline int _final_value(const DrawSpec* d, int h, uint64_t hand) noexcept nogil:
    """The value of a final hand in half h: by rank key where the half's system has one for the
    hand size (see kernels.keyed_lookup), else by the half's kernel."""
    if d.keyed[h].slot_values != NULL:
        return keyed_value(hand, suit_keys(hand), &d.keyed[h])
    return evaluate(d.kernel[h], hand)


cdef class DrawDeal:
    """One draw problem, immutable once built (threads may share it).

    halves: kernel ids; players: (known cards, first discards or None for the keep rule) each;
    keep: None for the built-in rules, else a callable (cards kept, as a list of card strings,
    from `keep(hand as card strings, draws left)`). pots: as equity.Deal's.
    """
    cdef DrawSpec spec
    cdef readonly object keep
    cdef object _args
    cdef readonly int n_players

    def __init__(self, list halves, int rule, int hand_size, int draws, uint64_t dead, list players, keep=None,
                 tuple pots=()):
        cdef DrawSpec* d = &self.spec
        cdef int p, h, k
        cdef uint64_t used = dead, known, discard
        memset(d, 0, sizeof(DrawSpec))
        self._args = (halves, rule, hand_size, draws, dead, players, keep, pots)
        if not 1 <= len(halves) <= MAX_HALVES:
            raise ValueError("a game has 1 or 2 halves with known kernels")
        _check_rule(rule)
        for h, kernel in enumerate(halves):
            if not 0 <= kernel < N_SYSTEMS:
                raise ValueError(f"unknown kernel id {kernel}")
            d.kernel[h] = kernel
            if 5 <= hand_size <= 7:
                keyed_lookup(kernel, hand_size, &d.keyed[h])
        if not 2 <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"2 to {MAX_PLAYERS} players, got {len(players)}")
        if not 1 <= hand_size <= MAX_HAND or not 1 <= draws <= MAX_DRAWS:
            raise ValueError(f"hands of 1 to {MAX_HAND} cards and 1 to {MAX_DRAWS} draws")
        if dead & ~DECK_MASK:
            raise ValueError("dead cards outside the 52 cards")
        d.n_halves, d.rule, d.hand_size, d.draws, d.n_players = len(halves), rule, hand_size, draws, len(players)
        read_pots(pots, d.n_players, &d.pots)
        for p, (known, first) in enumerate(players):
            discard = 0 if first is None else first
            if known & ~DECK_MASK or known & used or card_count(known) > hand_size or discard & ~known:
                raise ValueError(f"player {p + 1}: known cards outside the deck, held twice or too many, "
                                 "or discards not among them")
            used |= known
            d.known[p], d.discard[p], d.chooses[p] = known, discard, first is None
            d.n_missing[p], d.n_discard[p] = hand_size - card_count(known), card_count(discard)
        if N_CARDS - card_count(dead) - d.n_players * hand_size < hand_size:
            raise ValueError(f"{d.n_players} hands of {hand_size} cards leave too few cards to draw from")
        for k in range(N_CARDS):
            bit = (<uint64_t>1) << (16 * (k // 13) + k % 13)
            if not bit & used:
                d.free[d.n_free] = bit
                d.n_free += 1
        self.keep = keep
        self.n_players = d.n_players

    def __reduce__(self):
        return (DrawDeal, self._args)


cdef uint64_t _kept_by_callable(object keep, uint64_t hand, int left) except? 0:
    """The cards `keep` keeps of `hand`: a subset of it, else a ValueError."""
    kept = cards(keep(card_strings(hand), left))
    if kept & ~hand:
        raise ValueError(f"the keep rule kept {card_strings(kept & ~hand)}, cards not in the hand "
                         f"{card_strings(hand)}")
    return kept


cdef inline uint64_t _take_one(uint64_t* stub, int* left, Rng* r, uint32_t bits) noexcept nogil:
    """A random card of stub[:left] from 32 random bits, swapped to the end (left drops by one)."""
    cdef int j = rng_below_of(r, bits, left[0])
    cdef uint64_t card = stub[j]
    left[0] -= 1
    stub[j] = stub[left[0]]
    stub[left[0]] = card
    return card


cdef inline uint64_t _take(uint64_t* stub, int* left, int need, Rng* r) noexcept nogil:
    """`need` cards drawn at random from stub[:left], two from each random number (its top and
    bottom 32 bits), swapped to its end (left drops by `need`): the stub stays a permutation."""
    cdef uint64_t got = 0, x
    while need >= 2:
        x = rng_next(r)
        got |= _take_one(stub, left, r, <uint32_t>(x >> 32))
        got |= _take_one(stub, left, r, <uint32_t>x)
        need -= 2
    if need:
        got |= _take_one(stub, left, r, <uint32_t>(rng_next(r) >> 32))
    return got


cdef int _sample(const DrawSpec* d, PyObject* keep, Rng* r, int64_t n_samples, int64_t* t,
                 Ticker* ticker) except -1 nogil:
    """Tally n_samples random deals and draws (see the module docstring); 1 when stopped by an
    interrupt, else 0."""
    cdef uint64_t hand[MAX_PLAYERS]
    cdef uint64_t stub[N_CARDS]
    cdef uint64_t muck, kept, card
    cdef int values[MAX_HALVES * MAX_PLAYERS]
    cdef int64_t i
    cdef int p, h, k, left, need, n_kept, draw, n = d.n_players
    cdef bint fresh = True
    cdef Rng rs = r[0]      # a local copy: its state stays in registers (no store can alias it)
    for i in range(n_samples):
        if fresh:   # the stub is a permutation of the free cards again unless the muck came in
            for k in range(d.n_free):
                stub[k] = d.free[k]
            fresh = False
        left, muck = d.n_free, 0             # the stub: stub[:left]
        for p in range(n):                   # the deal of the unknown cards (the deck holds them)
            hand[p] = d.known[p] | _take(stub, &left, d.n_missing[p], &rs)
        for draw in range(1, d.draws + 1):
            for p in range(n):
                if draw == 1 and not d.chooses[p]:
                    kept = hand[p] & ~d.discard[p]
                    need = d.n_discard[p]
                else:
                    if keep != NULL:
                        with gil:
                            kept = _kept_by_callable(<object>keep, hand[p], d.draws - draw + 1)
                        n_kept = card_count(kept)
                    else:
                        kept = _kept(d.rule, hand[p], &n_kept)
                    need = d.hand_size - n_kept
                if left < need:              # the stub runs out: the muck is shuffled in
                    fresh = True
                    for k in range(N_CARDS):
                        card = (<uint64_t>1) << (16 * (k // 13) + k % 13)
                        if card & muck:
                            stub[left] = card
                            left += 1
                    muck = 0
                muck |= hand[p] & ~kept
                hand[p] = kept | _take(stub, &left, need, &rs)
        for h in range(d.n_halves):
            for p in range(n):
                values[h * MAX_PLAYERS + p] = _final_value(d, h, hand[p])
        tally_any(n, d.n_halves, values, 1, t)
        if d.pots.count:
            tally_pots_any(&d.pots, n, d.n_halves, values, 1, t)
        if should_stop(ticker, d.draws + 1):   # a deal and its draws: several evaluations' work
            r[0] = rs
            return 1
    r[0] = rs
    return 0


def monte_carlo(DrawDeal deal, uint64_t seed, int64_t samples, int64_t first_chunk, int64_t n_chunks,
                stop=None) -> list:
    """Tally chunks first_chunk .. first_chunk + n_chunks - 1 of a run of `samples` deals, each
    chunk of MC_CHUNK deals from its own stream (as pokerbits._core.walks.monte_carlo.monte_carlo, `stop`
    too)."""
    if samples < 0 or first_chunk < 0 or n_chunks < 0:
        raise ValueError("samples and chunks must not be negative")
    if n_chunks > MAX_CALL_CHUNKS:
        raise ValueError(f"at most {MAX_CALL_CHUNKS} chunks per call, got {n_chunks}")
    cdef int64_t t[T_SIZE]
    cdef int64_t k, size
    cdef int64_t chunks = samples // <int64_t>MC_CHUNK + (samples % <int64_t>MC_CHUNK != 0)
    cdef int64_t end = first_chunk + min(n_chunks, chunks - first_chunk) if first_chunk < chunks else first_chunk
    cdef PyObject* keep = NULL if deal.keep is None else <PyObject*>deal.keep
    cdef Rng r
    cdef Ticker ticker
    cdef int own = 0, status = 0
    start_ticker(&ticker, stop_flag(stop, &own))
    memset(t, 0, sizeof(t))
    with nogil:
        for k in range(first_chunk, end):
            size = min(<int64_t>MC_CHUNK, samples - k * <int64_t>MC_CHUNK)
            rng_seed(&r, seed, <uint64_t>k)
            status = _sample(&deal.spec, keep, &r, size, t, &ticker)
            if status:
                break
    if status:
        raise_stopped(&ticker)
    return [t[k] for k in range(T_SIZE)]
