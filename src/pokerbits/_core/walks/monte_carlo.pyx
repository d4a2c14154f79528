"""Equity engine: Monte Carlo over the deals of a pokerbits._core.walks.equity Deal, in chunks.

Chunk k of a run draws its deals from its own stream of the seeded generator
(pokerbits._core.common.rng), so any grouping of chunks into calls or threads gives the same integer
tallies. It runs without the GIL.
"""
from libc.stdint cimport int8_t, int16_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from cpython cimport array as carray
from libc.stdlib cimport free, malloc
from libc.string cimport memcpy, memset

from array import array

from pokerbits._core.common.bits cimport DECK_MASK, POPCOUNT, hashed_slot, lowest_index
from pokerbits._core.walks.equity cimport N_CARDS, ComboDraw, Deal, Spec, card_info, settle
from pokerbits._core.kernels.high cimport (KEY_BUCKET_SHIFT, KEY_DISPLACE, KEY_VALUE, N_KEY_BUCKETS, N_KEY_SLOTS, SUITED5,
                                   keys_rank_key, suit_keys)
from pokerbits._core.common.interrupt cimport Ticker, raise_stopped, should_stop, start_ticker, stop_flag
from pokerbits._core.kernels.switch cimport ensure_kernel_tables
from pokerbits._core.common.rng cimport MAX_CALL_CHUNKS, MC_CHUNK, Rng, rng_below_of, rng_card_set, rng_next, rng_seed
from pokerbits._core.walks.tally cimport (
    MAX_PLAYERS, ORDER_CODES, T_SHARE, T_SIZE, UNITS_EACH, clear_order_keys, keys_by_order, ordered_key, pot_key,
    tally_outcomes, tally_pots, winners_of,
)

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef enum:
    TICK_DEALS = 1024      # deals of _holdem_loop between two looks at the ticker
cdef int64_t MAX_TRIES = 1000000   # combo draws in a chunk before the rate below applies
cdef int64_t TRIES_PER_DEAL = 1000   # then a chunk fails at more draws than this per deal (ranges
                                     # that almost never fit together: hours of rejections)
cdef carray.array INT64S = array("q")   # the templates of the tallies made per call (carray.clone)


cdef inline int _pick_combo(const ComboDraw* c, uint64_t x, Rng* r) noexcept nogil:
    """The combo that the random bits x pick (see ComboDraw; r for rng_below_of's rare redraws)."""
    if c.uniform:
        return c.start + rng_below_of(r, <uint32_t>(x >> 32), c.count)
    cdef uint64_t bucket = x >> c.shift
    cdef int own = c.start + <int>bucket, alias = c.to[bucket]
    cdef int flip = (x & c.coin) >= c.prob[bucket]   # (no branch: a coin flip)
    return own ^ ((own ^ alias) & (0 - flip))


cdef inline int _draw_combo(const Spec* d, int k, Rng* r) noexcept nogil:
    """A combo of d.ranged[k], by weight, from one draw."""
    return _pick_combo(&d.draw[k], rng_next(r), r)


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


cdef struct Board:
    # a board of two subsets drawn (a pair and a triple, or any two): their indices and cards
    int i, j
    uint64_t first, second


cdef inline void _draw_board(const uint64_t* table0, const uint64_t* table1, int count0, int count1, Rng* r,
                             Board* b) noexcept nogil:
    """A board of one subset of each table, both from one draw (not yet checked)."""
    cdef uint64_t x = rng_next(r)
    b.i = rng_below_of(r, <uint32_t>(x >> 32), count0)
    b.j = rng_below_of(r, <uint32_t>x, count1)
    b.first, b.second = table0[b.i], table1[b.j]


cdef inline void _fit_board(const uint64_t* table0, const uint64_t* table1, int count0, int count1, Rng* r,
                            Board* b, uint64_t used) noexcept nogil:
    """b drawn again until its subsets clash neither with each other nor with `used`."""
    while (b.first & b.second) | ((b.first | b.second) & used):
        _draw_board(table0, table1, count0, count1, r, b)


cdef inline bint _board_in_two_parts(const Spec* d) noexcept nogil:
    """A Hold'em-shaped deal whose only unknown cards are the board, drawn as two subsets (a
    preflop board: a pair and a triple): _holdem_loop's quick board."""
    return d.holdem_shape and d.n_groups == 1 and d.group_owner[0] == d.n_players and d.group_parts[0] == 2


cdef inline uint64_t _deal_two_parts(const uint64_t* table0, const uint64_t* table1, const uint64_t* info0,
                                     const uint64_t* info1, int count0, int count1, Rng* r, uint64_t used,
                                     uint64_t* info) noexcept nogil:
    """_deal_subsets for a group of two subsets (a preflop board: a pair and a triple), its
    tables in arguments: one draw gives both."""
    cdef Board b
    _draw_board(table0, table1, count0, count1, r, &b)
    _fit_board(table0, table1, count0, count1, r, &b, used)
    if info != NULL:
        info[0] += info0[b.i] + info1[b.j]
    return b.first | b.second


cdef inline uint64_t _deal_subsets(const Spec* d, Rng* r, uint64_t used, int g, uint64_t* info) noexcept nogil:
    """Group g's cards, none in `used`, a uniformly random set: its 3- and 2-card subsets of the
    free cards (a single card for a group of one), each drawn from 32 random bits, all again
    where they clash with each other or with `used` (a set of cards arises from as many subset
    draws as any other). Where info is not NULL, the card_info of the set is added to it."""
    cdef uint64_t cards, part, x = 0, found
    cdef int i, j
    cdef uint32_t bits
    cdef bint clash
    if d.group_parts[g] == 2:
        return _deal_two_parts(d.part_table[g][0], d.part_table[g][1], d.part_info[g][0], d.part_info[g][1],
                               d.part_count[g][0], d.part_count[g][1], r, used, info)
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
            cards = rng_card_set(r, used, d.group_size[g])
        hand[d.group_owner[g]] |= cards
        used |= cards


cdef inline int64_t _deals_up_to(uint64_t threshold, int64_t deals, uint64_t offset) noexcept nogil:
    """floor((deals * threshold + offset) / 2**53), for threshold <= 2**53, offset < 2**53 and
    deals <= MC_CHUNK, in 64 bits: threshold's high 27 bits and low 26 apart."""
    cdef uint64_t high = <uint64_t>deals * (threshold >> 26)
    return <int64_t>((high >> 27) + ((((high & 0x7FFFFFF) << 26) + <uint64_t>deals * (threshold & 0x3FFFFFF)
                                      + offset) >> 53))


cdef inline int _n_runs(const Spec* d) noexcept nogil:
    """The runs of a chunk (see _run_end): one per combo of the one player with several, else one."""
    return d.draw[0].count if d.n_ranged == 1 else 1


cdef inline uint64_t _run_offset(const Spec* d, Rng* r) noexcept nogil:
    """The random offset of a chunk's runs (see _run_end): 53 bits of one draw, drawn only where
    there are runs by combo."""
    return rng_next(r) >> 11 if d.n_ranged == 1 else 0


cdef inline int64_t _run_end(const Spec* d, int run, int64_t n_samples, uint64_t offset) noexcept nogil:
    """Where run `run` of a chunk of n_samples deals ends (it starts where the one before ends, the
    first at 0). With one player of several combos, run c deals that player's combo c, and the
    runs split the chunk by systematic sampling: run c ends at floor((n_samples * T + offset) /
    2**53), T the combo's cumulative threshold (of 2**53) and offset uniform below 2**53. So each
    deal holds combo c with the combo's chance exactly, and a chunk gives each combo its share of
    deals to within one (stratified by combo: the boards are the only draws a deal makes).
    Otherwise one run holds every deal, its combos drawn deal by deal."""
    if d.n_ranged != 1:
        return n_samples
    return _deals_up_to(d.threshold[d.draw[0].start + run], n_samples, offset)


cdef int64_t _sample(const Spec* d, Rng* r, int64_t n_samples, int64_t* t, int64_t* combo_t,
                     Ticker* ticker) noexcept nogil:
    """Tally n_samples random deals (in runs: see _run_end), and in combo_t each combo's deals and
    share units (pairs) for the players with several; -1 when the combos fail to fit too often
    (more than MAX_TRIES + TRIES_PER_DEAL * deals draws), -2 when stopped by an interrupt.
    Every game."""
    cdef uint64_t hand[MAX_PLAYERS + 1]
    cdef uint64_t used = d.fixed
    cdef int64_t i, tries = 0, status, end = 0, before
    cdef int64_t share_before[MAX_PLAYERS]
    cdef int chosen[MAX_PLAYERS]
    cdef int k, p, run
    cdef uint64_t offset = _run_offset(d, r)
    for run in range(_n_runs(d)):
        before, end = end, _run_end(d, run, n_samples, offset)
        if d.n_ranged == 1:
            chosen[0] = d.draw[0].start + run
            used = d.fixed | d.combo[chosen[0]]
        for i in range(before, end):
            for p in range(d.n_players + 1):
                hand[p] = d.hand0[p]
            if d.n_ranged == 1:
                hand[d.ranged[0]] = d.combo[chosen[0]]
            elif d.n_ranged:
                status = _draw_combos(d, r, hand, chosen, &used, &tries, MAX_TRIES + TRIES_PER_DEAL * i, ticker,
                                      d.n_ranged)
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


cdef uint64_t _deal_holdem(const Spec* d, Rng* r, uint64_t* hand, uint32_t* key, uint64_t drawn,
                           uint64_t* info) noexcept nogil:
    """_holdem_loop's deal where it is not a board of two subsets: the board (its card_info into
    info) and the players' unknown cards, their rank keys into key (out of the loop's line, which
    keeps its stream and its deal in registers)."""
    cdef int g, owner, n = d.n_players
    if d.n_groups == 1 and d.group_owner[0] == n and d.group_parts[0] > 0:   # the board only
        info[0] = card_info(d.hand0[n])
        return d.hand0[n] | _deal_subsets(d, r, drawn, 0, info)
    for g in range(d.n_groups):    # players with unknown cards: their hands dealt again, then keyed
        hand[d.group_owner[g]] = d.hand0[d.group_owner[g]]
    _deal_slots(d, r, hand, drawn)
    for g in range(d.n_groups):
        owner = d.group_owner[g]
        if owner < n:
            key[owner] = keys_rank_key(suit_keys(hand[owner]))
    info[0] = card_info(hand[n])
    return hand[n]


cdef int _draw_ranges(const Spec* d, Rng* r, uint64_t* hand, uint32_t* key, int* chosen, uint64_t* used,
                      int64_t* tries, int64_t most_tries, Ticker* ticker) noexcept nogil:
    """_draw_combos for _holdem_loop (out of its line), the rank keys of the combos drawn into key
    (only when they were: a failed draw leaves `chosen` partly unset)."""
    cdef int k
    cdef int status = _draw_combos(d, r, hand, chosen, used, tries, most_tries, ticker, d.n_ranged)
    if status == 0:
        for k in range(d.n_ranged):
            key[d.ranged[k]] = d.combo_key[chosen[k]]
    return status


cdef void _tally_combos(const Spec* d, const int* chosen, int won, int64_t* combo_t) noexcept nogil:
    """A deal of _holdem_loop won by the players of the bits of `won` into the tallies of the
    combos drawn (out of the loop's line)."""
    cdef int k
    cdef int64_t each = UNITS_EACH[POPCOUNT[won]]
    for k in range(d.n_ranged):
        combo_t[2 * chosen[k]] += 1
        combo_t[2 * chosen[k] + 1] += each * ((won >> d.ranged[k]) & 1)


cdef inline int64_t _units_of(const Spec* d, int p, const int64_t* outcomes) noexcept nogil:
    """Player p's share units in the deals counted by outcome key (their winners: see tally.Pots)."""
    cdef int key, won
    cdef int64_t units = 0
    for key in range(1, 1 << d.pots.key_bits):
        won = key & ((1 << d.n_players) - 1)
        units += outcomes[key] * UNITS_EACH[POPCOUNT[won]] * ((won >> p) & 1)
    return units


cdef struct LoopTables:
    # what _holdem_loop reads at random each deal: the rank-key hash (high.KEY_DISPLACE and
    # high.KEY_VALUE), the flush values (high.SUITED5) and, for a preflop board, the Deal's two
    # board subset tables and their card_info words; the shared ones, or one call's own copies
    const uint16_t* key_displace
    const uint16_t* key_value
    const uint16_t* suited5
    const uint64_t* part_table[2]
    const uint64_t* part_info[2]


cdef void _shared_tables(const Spec* d, LoopTables* t) noexcept nogil:
    """t: the module's tables and the Deal's."""
    t.key_displace, t.key_value, t.suited5 = KEY_DISPLACE, KEY_VALUE, SUITED5
    t.part_table[0], t.part_table[1] = d.part_table[0][0], d.part_table[0][1]
    t.part_info[0], t.part_info[1] = d.part_info[0][0], d.part_info[0][1]


cdef void* _own_tables(const Spec* d, LoopTables* t) noexcept nogil:
    """Point t at copies of its tables made for one call, in one block that the caller frees
    (NULL, t unchanged, where the board is not two subsets or memory is short). Two threads of
    one process that read one copy of these tables (600 KB, read at random) each ran a deal some
    12% slower than one thread alone on a 2-core KVM host (two processes: 1% slower), so Monte
    Carlo scaled 1.74-1.78x on two threads; with copies of the board tables 1.77-1.89x, of all
    of them 1.87-1.91x. The copy costs some 50 us, 1.5% of a task of four chunks: only calls
    that run beside others make it."""
    if not _board_in_two_parts(d):
        return NULL
    cdef size_t n0 = d.part_count[0][0], n1 = d.part_count[0][1]
    cdef uint64_t* parts = <uint64_t*>malloc(2 * (n0 + n1) * sizeof(uint64_t)
                                             + sizeof(KEY_DISPLACE) + sizeof(KEY_VALUE) + sizeof(SUITED5))
    if parts == NULL:
        return NULL
    cdef uint16_t* keys = <uint16_t*>(parts + 2 * (n0 + n1))
    memcpy(parts, t.part_table[0], n0 * sizeof(uint64_t))
    memcpy(parts + n0, t.part_info[0], n0 * sizeof(uint64_t))
    memcpy(parts + 2 * n0, t.part_table[1], n1 * sizeof(uint64_t))
    memcpy(parts + 2 * n0 + n1, t.part_info[1], n1 * sizeof(uint64_t))
    memcpy(keys, KEY_DISPLACE, sizeof(KEY_DISPLACE))
    memcpy(keys + N_KEY_BUCKETS, KEY_VALUE, sizeof(KEY_VALUE))
    memcpy(keys + N_KEY_BUCKETS + N_KEY_SLOTS, SUITED5, sizeof(SUITED5))
    t.part_table[0], t.part_info[0] = parts, parts + n0
    t.part_table[1], t.part_info[1] = parts + 2 * n0, parts + 2 * n0 + n1
    t.key_displace, t.key_value, t.suited5 = keys, keys + N_KEY_BUCKETS, keys + N_KEY_BUCKETS + N_KEY_SLOTS
    return parts


# _holdem_loop's copies: Cython makes one C function for each type of this fused type, and
# resolves the `Copy is ...` tests when compiling, so that each copy holds its number of players
# as a constant (its loops over players unrolled), whatever the C compiler inlines
ctypedef fused Copy:
    int8_t     # two players, no range or one
    int16_t    # three players, no range or one
    int64_t    # any players and ranges


cdef int64_t _holdem_loop(Copy copy, const Spec* d, const LoopTables* tables, Rng* r, int64_t n_samples, int64_t* t,
                          int64_t* combo_t, Ticker* ticker) noexcept nogil:
    """_sample for d.holdem_shape (its copy: see Copy): the same deals (the same runs and draws, in
    the same order), each player's value from the board's rank key and flush suit found once a
    deal, and the deals counted by their outcome key (their winners, tallied once each at the end)."""
    cdef int n = 2 if Copy is int8_t else 3 if Copy is int16_t else d.n_players
    cdef int n_ranged = d.n_ranged
    cdef uint64_t hand[MAX_PLAYERS + 1]
    cdef uint32_t key[MAX_PLAYERS]
    cdef int values[MAX_PLAYERS]
    cdef int chosen[MAX_PLAYERS]
    cdef int64_t outcomes[1 << MAX_PLAYERS]
    cdef uint16_t order_room[ORDER_CODES]
    cdef uint16_t* order_key = NULL   # three or four players with keyed side pots: keys by order
    cdef int outcome, winners_mask = (1 << n) - 1
    cdef uint64_t drawn, run_drawn, board, lane, info, out
    cdef Rng stream = r[0]   # in a local that no call out of line sees: in registers
    cdef uint64_t board0 = d.hand0[n], board0_info = card_info(d.hand0[n])
    cdef uint32_t board_key
    cdef int64_t i, tries = 0, status, end = 0, before, units, units_before = 0, block, block_end
    cdef int k, p, won, shift, flush_ranks, run, combo = 0
    cdef bint two_parts = _board_in_two_parts(d)
    cdef const uint64_t* table0 = tables.part_table[0]
    cdef const uint64_t* table1 = tables.part_table[1]
    cdef const uint64_t* info0 = tables.part_info[0]
    cdef const uint64_t* info1 = tables.part_info[1]
    cdef const uint16_t* key_displace = tables.key_displace
    cdef const uint16_t* key_value = tables.key_value
    cdef const uint16_t* suited5 = tables.suited5
    cdef int count0 = d.part_count[0][0], count1 = d.part_count[0][1]
    cdef int ranged0 = d.ranged[0]
    cdef uint64_t offset = _run_offset(d, &stream)
    # with no range or one, each deal's first board is drawn before the deal before it is valued
    # (the same draws in the same order: nothing else draws between two boards), so that its
    # subsets' loads overlap that deal and a board that clashes is known early
    cdef Board next_board
    cdef bint ahead = two_parts and (Copy is not int64_t or n_ranged <= 1)
    if ahead:
        _draw_board(table0, table1, count0, count1, &stream, &next_board)
    memset(outcomes, 0, (1 << d.pots.key_bits) * sizeof(int64_t))
    if d.pots.keyed and keys_by_order(&d.pots, n):
        order_key = order_room
        clear_order_keys(order_key, n)
    for p in range(n + 1):
        hand[p] = d.hand0[p]
    for p in range(n):
        key[p] = d.combo_key[d.start[p]]
    for run in range(_n_runs(d)):
        before, end = end, _run_end(d, run, n_samples, offset)
        run_drawn = d.fixed
        if n_ranged == 1:   # its combos miss the fixed cards (the Deal checks): no clash to redraw
            if end == before:
                continue
            combo = d.draw[0].start + run
            hand[ranged0] = d.combo[combo]
            key[ranged0] = d.combo_key[combo]
            run_drawn |= hand[ranged0]
        units = 0
        block = before
        while block < end:   # blocks of at most TICK_DEALS deals, then a look at the ticker
            block_end = min(block + TICK_DEALS, end)
            for i in range(block, block_end):
                if Copy is int64_t and n_ranged > 1:
                    r[0] = stream
                    status = _draw_ranges(d, r, hand, key, chosen, &out, &tries, MAX_TRIES + TRIES_PER_DEAL * i, ticker)
                    stream = r[0]
                    if status:
                        return status
                    drawn = out    # (through `out`, so that `drawn` and `info` stay in registers)
                else:
                    drawn = run_drawn
                if ahead:             # the board drawn one deal ahead: see `next_board`
                    _fit_board(table0, table1, count0, count1, &stream, &next_board, drawn)
                    board = board0 | next_board.first | next_board.second
                    info = board0_info + info0[next_board.i] + info1[next_board.j]
                    _draw_board(table0, table1, count0, count1, &stream, &next_board)
                elif two_parts:       # the board's rank key and suit counts add up from its subsets'
                    info = board0_info
                    board = board0 | _deal_two_parts(table0, table1, info0, info1, count0, count1, &stream, drawn,
                                                     &info)
                else:
                    r[0] = stream
                    board = _deal_holdem(d, r, hand, key, drawn, &out)
                    stream = r[0]
                    info = out
                board_key = <uint32_t>(info >> 32)
                # the suit of three board cards or more, if any (no other can make a flush): its field's
                # top bit, and 16 times the suit is the shift to its lane (no such suit: suit 3, which has
                # two or fewer)
                lane = ((info & 0xFFFF) + 0x5555) & 0x8888
                shift = 4 * (lowest_index(lane | 0x8000) - 3)
                flush_ranks = <int>((board >> shift) & 0x1FFF)
                for p in range(n):
                    values[p] = max(key_value[hashed_slot(board_key + key[p], key_displace, KEY_BUCKET_SHIFT,
                                                          N_KEY_SLOTS - 1)],
                                    suited5[flush_ranks | <int>((hand[p] >> shift) & 0x1FFF)])
                if Copy is not int8_t and order_key != NULL:   # keyed side pots: the key by order
                    outcome = ordered_key(&d.pots, order_key, n, values)
                    outcomes[outcome] += 1
                    won = outcome & winners_mask
                else:
                    won = winners_of(n, values)
                    if Copy is int8_t:   # (two players contest no side pot)
                        outcomes[won] += 1
                    elif d.pots.keyed:
                        outcomes[won | pot_key(&d.pots, values)] += 1
                    else:
                        outcomes[won] += 1
                        if d.pots.count:
                            tally_pots(&d.pots, n, 1, values, 1, t)
                if Copy is int64_t:
                    if n_ranged > 1:
                        _tally_combos(d, chosen, won, combo_t)
                    else:   # (no range: counted, not read)
                        units += UNITS_EACH[POPCOUNT[won]] * ((won >> ranged0) & 1)
            if should_stop(ticker, block_end - block):
                return -2
            block = block_end
        if n_ranged == 1:
            if Copy is not int64_t:   # the run's share units from what it added to outcomes
                units = _units_of(d, ranged0, outcomes) - units_before
                units_before += units
            combo_t[2 * combo] += end - before
            combo_t[2 * combo + 1] += units
    r[0] = stream
    tally_outcomes(&d.pots, n, outcomes, t)
    return 0


cdef int64_t _sample_holdem(const Spec* d, const LoopTables* tables, Rng* r, int64_t n_samples, int64_t* t,
                            int64_t* combo_t, Ticker* ticker) noexcept nogil:
    """_holdem_loop's copy for d's players and ranges."""
    if d.n_ranged <= 1 and d.n_players == 2:
        return _holdem_loop(<int8_t>0, d, tables, r, n_samples, t, combo_t, ticker)
    if d.n_ranged <= 1 and d.n_players == 3:
        return _holdem_loop(<int16_t>0, d, tables, r, n_samples, t, combo_t, ticker)
    return _holdem_loop(<int64_t>0, d, tables, r, n_samples, t, combo_t, ticker)


def monte_carlo(Deal deal, uint64_t seed, int64_t samples, int64_t first_chunk, int64_t n_chunks,
                stop=None, *, bint general=False, bint combos=True, bint own_tables=False) -> list:
    """Tally chunks first_chunk .. first_chunk + n_chunks - 1 of a run of `samples` deals.

    Chunk k holds samples k * MC_CHUNK .. (k + 1) * MC_CHUNK - 1 (fewer in the last) from its
    own stream, so any grouping of chunks into calls or threads adds up to the same integers.
    Returns the integer tally (T_SIZE ints, then, unless `combos` is False, two per combo of the
    deal: see combo_sums_of).
    `stop` as for enumerate_stripe. general: deal and tally a Hold'em deal with the loop of every
    game too (the tests compare the two loops' tallies, which are the same). own_tables: the call
    runs beside others on threads of this process; the Hold'em loop then reads its own copy of
    its tables (see _own_tables): the same tallies.
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
    cdef LoopTables tables
    cdef void* own_copy = NULL
    cdef carray.array combo_tally = carray.clone(INT64S, 2 * deal.spec.start[deal.spec.n_players], True)
    cdef int64_t* combo_t = <int64_t*>combo_tally.data.as_longlongs
    start_ticker(&ticker, stop_flag(stop, &own))
    memset(t, 0, sizeof(t))
    with nogil:
        _shared_tables(&deal.spec, &tables)
        if own_tables and deal.spec.holdem_shape and not general:
            own_copy = _own_tables(&deal.spec, &tables)
        for k in range(first_chunk, end):
            size = min(<int64_t>MC_CHUNK, samples - k * <int64_t>MC_CHUNK)
            rng_seed(&r, seed, <uint64_t>k)
            if deal.spec.holdem_shape and not general:
                status = _sample_holdem(&deal.spec, &tables, &r, size, t, combo_t, &ticker)
            else:
                status = _sample(&deal.spec, &r, size, t, combo_t, &ticker)
            if status < 0:
                break
        free(own_copy)
    if status == -2:
        raise_stopped(&ticker)
    if status < 0:
        raise ValueError(f"the hands almost never fit together: fewer than one draw of the ranges in "
                         f"{TRIES_PER_DEAL:,} gives a deal without a shared card")
    return [t[k] for k in range(T_SIZE)] + (combo_tally.tolist() if combos else [])
