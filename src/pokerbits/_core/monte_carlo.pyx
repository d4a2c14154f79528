"""Equity engine: Monte Carlo over the deals of a pokerbits._core.equity Deal, in chunks.

Chunk k of a run draws its deals from its own stream of the seeded generator
(pokerbits._core.rng), so any grouping of chunks into calls or threads gives the same integer
tallies. It runs without the GIL.
"""
from libc.stdint cimport int64_t, uint16_t, uint32_t, uint64_t
from cpython cimport array as carray
from libc.string cimport memset

from array import array

from pokerbits._core.bits cimport DECK_MASK, POPCOUNT, hashed_slot, lowest_index
from pokerbits._core.equity cimport MC_CHUNK, N_CARDS, Deal, Spec, card_info, settle
from pokerbits._core.high cimport KEY_BUCKET_SHIFT, KEY_DISPLACE, KEY_VALUE, N_KEY_SLOTS, SUITED5, keys_rank_key, suit_keys
from pokerbits._core.interrupt cimport Ticker, raise_stopped, should_stop, start_ticker, stop_flag
from pokerbits._core.kernels cimport ensure_kernel_tables
from pokerbits._core.rng cimport Rng, rng_below_of, rng_next, rng_seed
from pokerbits._core.tally cimport MAX_PLAYERS, T_SHARE, T_SIZE, UNITS_EACH, tally_winner_sets, winners_of

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef uint64_t ONE = 1
cdef uint64_t BIT[64]     # BIT[i] = 1 << i (a table: no shift by a variable, which takes more instructions)
cdef int _i
for _i in range(64):
    BIT[_i] = ONE << _i
# bytes of this module's tables
TABLE_BYTES = sizeof(BIT)
cdef int64_t MAX_CALL_CHUNKS = 1 << 20
cdef int64_t MAX_TRIES = 1000000   # combo draws in a chunk before the rate below applies
cdef int64_t TRIES_PER_DEAL = 1000   # then a chunk fails at more draws than this per deal (ranges
                                     # that almost never fit together: hours of rejections)
cdef carray.array INT64S = array("q")   # the template of the tallies made per call (carray.clone)


cdef inline int _draw_combo(const Spec* d, int k, Rng* r) noexcept nogil:
    """A combo of d.ranged[k], by weight: the top bits of one draw pick a bucket of its alias
    table, the low bits the bucket's own combo or its alias (exact, see equity.pyx's _fill_alias)."""
    cdef uint64_t x = rng_next(r)
    cdef uint64_t bucket = x >> d.alias_shift[k]
    cdef int own = d.start[d.ranged[k]] + <int>bucket, alias = d.alias_to[k][bucket]
    cdef int flip = (x & d.alias_coin[k]) >= d.alias_prob[k][bucket]   # (no branch: a coin flip)
    return own ^ ((own ^ alias) & (0 - flip))


cdef inline uint64_t _deal_set(Rng* r, uint64_t used, int count) noexcept nogil:
    """`count` cards that are not in `used`: a uniformly random set of the cards left. Six bits of
    a draw name one of the 64 bits of a card set (16 * suit + rank); the first `count` that are
    cards and new are dealt. Each draw's ten fields are all read, without branches (which field
    is new is what a processor cannot guess): the set before a field holds every card seen, so a
    field is new where its card is not in it."""
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


cdef inline int _draw_combos(const Spec* d, Rng* r, uint64_t* hand, int* chosen, uint64_t* used,
                             int64_t* tries, int64_t most_tries, Ticker* ticker, int n_ranged) noexcept nogil:
    """The combos of the players with several into hand (the others' stay as they are), drawn by
    weight into chosen, all over again on a conflict (exact conditioning); the cards every hand
    holds, with the blocked cards, into used. 0, or -1 when more than most_tries draws failed, -2
    when stopped."""
    cdef int k, p
    cdef uint64_t cs, drawn
    while True:
        drawn = d.fixed
        for k in range(n_ranged):   # (d.n_ranged)
            p = d.ranged[k]
            chosen[k] = _draw_combo(d, k, r)
            cs = d.combo[chosen[k]]
            if cs & drawn:
                break
            drawn |= cs
            hand[p] = cs
        else:
            used[0] = drawn
            return 0
        tries[0] += 1
        if tries[0] >= most_tries:
            return -1
        if should_stop(ticker, 1):
            return -2


cdef inline uint64_t _deal_subsets(const Spec* d, Rng* r, uint64_t used, int g, uint64_t* info) noexcept nogil:
    """Group g's cards, none in `used`, a uniformly random set: its 3- and 2-card subsets of the
    free cards (a single card for a group of one), each drawn from 32 random bits, all again
    where they clash with each other or with `used` (a set of cards arises from as many subset
    draws as any other). Where info is not NULL, the card_info of the set is added to it."""
    cdef uint64_t cards, part, x = 0, found
    cdef int i, j
    cdef uint32_t bits
    cdef bint clash
    while True:
        cards = found = 0
        clash = False
        for i in range(d.group_parts[g]):
            if i % 2 == 0:
                x = rng_next(r)
            bits = <uint32_t>(x >> 32) if i % 2 == 0 else <uint32_t>x
            j = rng_below_of(r, bits, d.part_count[g][i])
            part = d.part_table[g][i][j]
            if info != NULL:
                found += d.part_info[g][i][j]
            clash |= (part & (cards | used)) != 0
            cards |= part
        if not clash:
            if info != NULL:
                info[0] += found
            return cards


cdef inline void _deal_slots(const Spec* d, Rng* r, uint64_t* hand, uint64_t used) noexcept nogil:
    """The unknown cards to their owners (hand[n_players]: the board), a random set per group."""
    cdef int g
    cdef uint64_t cards
    for g in range(d.n_groups):
        if d.group_parts[g]:
            cards = _deal_subsets(d, r, used, g, NULL)
        else:
            cards = _deal_set(r, used, d.group_size[g])
        hand[d.group_owner[g]] |= cards
        used |= cards


cdef int64_t _sample(const Spec* d, Rng* r, int64_t n_samples, int64_t* t, int64_t* combo_t,
                     Ticker* ticker) noexcept nogil:
    """Tally n_samples random deals, and in combo_t each combo's deals and share units (pairs)
    for the players with several; -1 when the combos fail to fit too often (more than
    MAX_TRIES + TRIES_PER_DEAL * deals draws), -2 when stopped by an interrupt. Every game."""
    cdef uint64_t hand[MAX_PLAYERS + 1]
    cdef uint64_t used
    cdef int64_t i, tries = 0, status
    cdef int64_t share_before[MAX_PLAYERS]
    cdef int chosen[MAX_PLAYERS]
    cdef int k, p
    for i in range(n_samples):
        for p in range(d.n_players + 1):
            hand[p] = d.hand0[p]
        status = _draw_combos(d, r, hand, chosen, &used, &tries, MAX_TRIES + TRIES_PER_DEAL * i, ticker, d.n_ranged)
        if status:
            return status
        _deal_slots(d, r, hand, used)
        for k in range(d.n_ranged):
            share_before[k] = t[T_SHARE + d.ranged[k]]
        settle(d, hand, 1, t)
        for k in range(d.n_ranged):
            combo_t[2 * chosen[k]] += 1
            combo_t[2 * chosen[k] + 1] += t[T_SHARE + d.ranged[k]] - share_before[k]
        if should_stop(ticker, 1):
            return -2
    return 0


cdef inline int64_t _holdem_loop(const Spec* d, Rng* r, int64_t n_samples, int64_t* t, int64_t* combo_t,
                                 Ticker* ticker, int n, int n_ranged) noexcept nogil:
    """_sample for d.holdem_shape and n players: the same deals (the same draws, in the same
    order), each player's value from the board's rank key and flush suit found once a deal, and
    the deals counted by their set of winners (tallied once each at the end)."""
    cdef uint64_t hand[MAX_PLAYERS + 1]
    cdef uint32_t key[MAX_PLAYERS]
    cdef int values[MAX_PLAYERS]
    cdef int ranged[MAX_PLAYERS]
    cdef int chosen[MAX_PLAYERS]
    cdef int64_t winners[1 << MAX_PLAYERS]
    cdef uint64_t drawn, board, lane, info
    cdef uint64_t board0 = d.hand0[n], board0_info = card_info(d.hand0[n])
    cdef const uint32_t* combo_key = d.combo_key
    cdef uint32_t board_key
    cdef int64_t i, tries = 0, each, status
    cdef int k, p, g, won, shift, flush_ranks
    cdef int n_groups = d.n_groups
    cdef bint board_only = n_groups == 1 and d.group_owner[0] == n and d.group_parts[0] > 0
    cdef const uint16_t* displace = KEY_DISPLACE
    cdef const uint16_t* slot_values = KEY_VALUE
    memset(winners, 0, (1 << n) * sizeof(int64_t))
    for p in range(n + 1):
        hand[p] = d.hand0[p]
    for p in range(n):
        key[p] = combo_key[d.start[p]]
    for k in range(n_ranged):
        ranged[k] = d.ranged[k]
    for i in range(n_samples):
        status = _draw_combos(d, r, hand, chosen, &drawn, &tries, MAX_TRIES + TRIES_PER_DEAL * i, ticker, n_ranged)
        if status:
            return status
        for k in range(n_ranged):
            key[ranged[k]] = combo_key[chosen[k]]
        if board_only:        # the board's rank key and suit counts add up from its subsets'
            info = board0_info
            board = board0 | _deal_subsets(d, r, drawn, 0, &info)
        else:                 # players with unknown cards: their hands dealt again, then keyed
            for g in range(n_groups):
                hand[d.group_owner[g]] = d.hand0[d.group_owner[g]]
            _deal_slots(d, r, hand, drawn)
            board = hand[n]
            for g in range(n_groups):
                if d.group_owner[g] < n:
                    key[d.group_owner[g]] = keys_rank_key(suit_keys(hand[d.group_owner[g]]))
            info = card_info(board)
        board_key = <uint32_t>(info >> 32)
        # the suit of three board cards or more, if any (no other can make a flush): its field's
        # top bit, and 16 times the suit is the shift to its lane (no such suit: suit 3, which has
        # two or fewer)
        lane = ((info & 0xFFFF) + 0x5555) & 0x8888
        shift = 4 * (lowest_index(lane | 0x8000) - 3)
        flush_ranks = <int>((board >> shift) & 0x1FFF)
        for p in range(n):
            values[p] = max(slot_values[hashed_slot(board_key + key[p], displace, KEY_BUCKET_SHIFT, N_KEY_SLOTS - 1)],
                            SUITED5[flush_ranks | <int>((hand[p] >> shift) & 0x1FFF)])
        won = winners_of(n, values)
        winners[won] += 1
        each = UNITS_EACH[POPCOUNT[won]]
        for k in range(n_ranged):
            combo_t[2 * chosen[k]] += 1
            combo_t[2 * chosen[k] + 1] += each * ((won >> ranged[k]) & 1)
        if should_stop(ticker, 1):
            return -2
    tally_winner_sets(n, winners, t)
    return 0


cdef int64_t _sample_holdem(const Spec* d, Rng* r, int64_t n_samples, int64_t* t, int64_t* combo_t,
                            Ticker* ticker) noexcept nogil:
    """_holdem_loop, with two and three players as constants (their loops unrolled), and heads-up
    one player with a range as well."""
    if d.n_players == 2 and d.n_ranged == 1:
        return _holdem_loop(d, r, n_samples, t, combo_t, ticker, 2, 1)
    if d.n_players == 2:
        return _holdem_loop(d, r, n_samples, t, combo_t, ticker, 2, d.n_ranged)
    if d.n_players == 3:
        return _holdem_loop(d, r, n_samples, t, combo_t, ticker, 3, d.n_ranged)
    return _holdem_loop(d, r, n_samples, t, combo_t, ticker, d.n_players, d.n_ranged)


def monte_carlo(Deal deal, uint64_t seed, int64_t samples, int64_t first_chunk, int64_t n_chunks,
                stop=None, *, bint general=False) -> list:
    """Tally chunks first_chunk .. first_chunk + n_chunks - 1 of a run of `samples` deals.

    Chunk k holds samples k * MC_CHUNK .. (k + 1) * MC_CHUNK - 1 (fewer in the last) from its
    own stream, so any grouping of chunks into calls or threads adds up to the same integers.
    Returns the integer tally (T_SIZE ints, then two per combo of the deal: see combo_sums_of).
    `stop` as for enumerate_stripe. general: deal and tally a Hold'em deal with the loop of every
    game too (the tests compare the two loops' tallies, which are the same).
    """
    if samples < 0 or first_chunk < 0 or n_chunks < 0:
        raise ValueError("samples and chunks must not be negative")
    if n_chunks > MAX_CALL_CHUNKS:   # keeps the 64-bit sums of squares from overflowing
        raise ValueError(f"at most {MAX_CALL_CHUNKS} chunks per call, got {n_chunks}")
    deal.ready_to_deal()
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
            if deal.spec.holdem_shape and not general:
                status = _sample_holdem(&deal.spec, &r, size, t, combo_t, &ticker)
            else:
                status = _sample(&deal.spec, &r, size, t, combo_t, &ticker)
            if status < 0:
                break
    if status == -2:
        raise_stopped(&ticker)
    if status < 0:
        raise ValueError(f"the hands almost never fit together: fewer than one draw of the ranges in "
                         f"{TRIES_PER_DEAL:,} gives a deal without a shared card")
    return [t[k] for k in range(T_SIZE)] + combo_tally.tolist()
