"""Equity engine: the exact walk over the deals of a pokerbits._core.walks.equity Deal, in stripes.

The walk chooses a combo per player, then the unknown cards slot by slot, and settles every
deal: the last card of a deal in one loop (incremental rank keys in Hold'em), the board by
classes of boards alike (_walk_board), and combo assignments once per class of assignments
equal up to the suits (_matchup). It runs without the GIL; `enumerate_stripe` returns one
stripe's weighted tally, `count_nodes` and `count_classes` what the planner needs.
"""
from libc.stdint cimport int64_t, uint16_t, uint32_t, uint64_t
from cpython cimport array as carray
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memcmp, memcpy, memset
from cpython.mem cimport PyMem_Free, PyMem_Malloc

from array import array

from pokerbits._core.common.bits cimport (
    POPCOUNT, card_count, hashed_slot, k_subsets, lane_counts, lowest_index, suit_ranks,
)
from pokerbits._core.walks.equity cimport (
    MAX_COUNTED_CLASSES, MAX_MATCHUPS, MAX_SLOTS, N_CARDS, Deal, Spec, card_bit, permuted, settle,
)
from pokerbits._core.kernels.high cimport (
    KEY_BUCKET_SHIFT, KEY_DISPLACE, KEY_VALUE, N_KEY_SLOTS, RARE_KEYS, SUIT_KEY, SUITED5, high_value, keys_card_count, suit_keys,
)
from pokerbits._core.common.interrupt cimport Ticker, raise_pending, raise_stopped, should_stop, start_ticker, stop_flag
from pokerbits._core.kernels.switch cimport ensure_kernel_tables, suited_cards_that_count
from pokerbits._core.walks.tally cimport (
    MAX_PLAYERS, ORDER_CODES, T_DEALS, T_SHARE, T_SIZE, Pots, clear_order_keys, count_outcome, keys_by_order,
    tally_any, tally_heads_up, tally_outcomes, tally_used,
)

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef carray.array DOUBLES = array("d")    # the template of the tallies made per call (carray.clone)
cdef uint64_t CARD_BIT[N_CARDS]
cdef uint64_t CARD_KEY_AND_SUIT[N_CARDS]   # the card's SUIT_KEY (its rank weight, one card), and bit 56 + suit
cdef uint64_t ALL_SUIT_BITS = (<uint64_t>0xF) << 56
cdef int _i, _j
for _i in range(N_CARDS):
    CARD_BIT[_i] = card_bit(_i)
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


cdef enum:
    MAX_RANK_DRAWS = 6188   # multisets of 5 of the 13 ranks: C(17, 5)
    MAX_SUITED_SETS = 1287  # sets of 5 of the 13 ranks of a suit: C(13, 5)
    RANK_UNIT = 256         # multisets per unit of _walk_ranks (a stripe's node)


cdef struct RankDraws:
    int count
    uint32_t key[MAX_RANK_DRAWS]    # the rank key of one multiset of ranks the board may take
    int64_t boards[MAX_RANK_DRAWS]  # the boards of those ranks the cards left can deal


cdef struct Matchup:
    uint64_t hands[MAX_PLAYERS]      # a class of combo assignments: its least member under d.perm
    bint filled                      # its tally is there (else the slot is free)
    int64_t tally[T_SIZE]            # the integer tally of the deals of one assignment of the class (its
                                     # tally_used entries: the slots are matchup_bytes long, see _matchup_bytes)


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
    int64_t matchup_mask             # NULL: the slots less one (a power of two less one), each
    size_t matchup_bytes             # this long
    int64_t n_matchups
    unsigned free_suits[13]          # _walk_board: per rank, the suits of its cards left to deal,
    int suit_needs[4]                # and per suit the board cards of it that make suits count
    RankDraws* draws                 # _walk_ranks' room, where it walks (else NULL)
    uint16_t* order_key              # three or four players: their deals' keys by order (tally.count_outcome)
    bint counted                     # whether _last_cards counted deals by key since they were tallied
    int64_t outcomes[1 << MAX_PLAYERS]   # and those deals (three players or more) by outcome key: last,
                                         # the only field _start_walk does not clear whole


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
    for k in range(tally_used(&w.d.pots)):
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
    (tally_heads_up); three players or more, it counts the deals by outcome key (their winners,
    and each side pot's: see tally.Pots; three or four players, read by the order of their
    values: tally.count_outcome) into w.outcomes, which _walk tallies once per combo assignment
    (_tally_counted)."""
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
            settle(d, w.hand, alike[i], w.tally)
            w.hand[owner] &= ~bit
            w.stopped = should_stop(&w.ticker, 1)
            if w.stopped:
                return
        return
    w.counted |= n > 2
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
            count_outcome(&d.pots, w.order_key, n, values, times, w.outcomes, w.tally)
        w.stopped = should_stop(&w.ticker, 1)
        if w.stopped:
            break
    if n == 2:
        tally_heads_up(deals, first_wins, second_wins, w.tally)


cdef inline void _count_deal(Walk* w, int64_t times) noexcept nogil:
    """Count `times` deals alike of w.hand (d.plain_high, three players or more, every card
    dealt) by their outcome key, as _last_cards counts them."""
    cdef const Spec* d = w.d
    cdef int values[MAX_PLAYERS]
    cdef int p, n = d.n_players
    cdef uint64_t board = w.hand[n]
    for p in range(n):
        values[p] = high_value(w.hand[p] | board)
    count_outcome(&d.pots, w.order_key, n, values, times, w.outcomes, w.tally)
    w.counted = True


cdef inline void _tally_counted(Walk* w) noexcept nogil:
    """Tally the deals _last_cards counted by outcome key (w.outcomes), and clear the counts."""
    if w.counted:
        tally_outcomes(&w.d.pots, w.d.n_players, w.outcomes, w.tally)
        memset(w.outcomes, 0, (1 << w.d.pots.key_bits) * sizeof(int64_t))
        w.counted = False


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
                            if d.plain_high and n > 2:   # counted by outcome key, as _last_cards counts
                                _count_deal(w, alike * CHOOSE[m][k])
                            else:
                                settle(d, w.hand, alike * CHOOSE[m][k], w.tally)
                            w.stopped = should_stop(&w.ticker, 1)
                        else:
                            _walk_board(w, r + 1, left - taken, alike * CHOOSE[m][k], counts, False)
                        w.hand[n] &= ~cs
                        if w.stopped:
                            return
                if sub == 0:
                    break
                sub = (sub - 1) & live


cdef void _rank_draws(const int* avail, int rank, int left, uint32_t key, int64_t boards,
                      RankDraws* out) noexcept nogil:
    """Every multiset of `left` ranks from `rank` up, at most avail[r] of rank r, into out: its rank
    key (plus `key`) and its boards (times `boards`: C(avail[r], k) per rank taken k times)."""
    cdef int r, k
    if left == 0:
        out.key[out.count] = key
        out.boards[out.count] = boards
        out.count += 1
        return
    for r in range(rank, 13):
        for k in range(1, min(avail[r], left) + 1):
            _rank_draws(avail, r + 1, left - k, key + k * <uint32_t>SUIT_KEY[1 << r], boards * CHOOSE[avail[r]][k],
                        out)


cdef struct RankWalk:
    int n
    uint32_t base[MAX_PLAYERS]          # per player, the rank key of the hand and the known board
    int64_t* winners                    # deals by their outcome key (the walk's outcomes: see _tally_counted)
    const Pots* pots                    # the deal's pots
    int64_t* tally                      # side pots whose key does not fit: tallied here deal by deal
    uint16_t* order_key                 # the walk's keys by order (tally.count_outcome), or NULL


cdef inline void _settle_ranks(RankWalk* r, const RankDraws* draws, int start, int stop, uint32_t key,
                               const int* flush) noexcept nogil:
    """Count the deals of draws[start:stop] (their keys plus `key`) by their winners, valued by
    ranks alone; with `flush` (the players' flush values for the board's suited cards), instead
    count what flushes change: each draw's deals once with the flushes and once less without."""
    cdef int i, p, n = r.n
    cdef int values[MAX_PLAYERS]
    cdef int flushed[MAX_PLAYERS]
    cdef int64_t times
    cdef const uint16_t* displace = KEY_DISPLACE
    cdef const uint16_t* slot_values = KEY_VALUE
    for i in range(start, stop):
        times = draws.boards[i]
        for p in range(n):
            values[p] = slot_values[hashed_slot(r.base[p] + key + draws.key[i], displace, KEY_BUCKET_SHIFT,
                                                N_KEY_SLOTS - 1)]
        if flush != NULL:
            for p in range(n):
                flushed[p] = flush[p] if flush[p] > values[p] else values[p]
            count_outcome(r.pots, r.order_key, n, flushed, times, r.winners, r.tally)
            times = -times
        count_outcome(r.pots, r.order_key, n, values, times, r.winners, r.tally)


cdef inline bint _walks_unit(Walk* w, bint striped) noexcept nogil:
    """Whether this stripe walks the rank walk's next unit (striped: its units are the nodes)."""
    if not striped:
        return True
    w.node += 1
    return not (w.count_only or (w.node - 1) % w.stripes != w.stripe)


cdef void _walk_ranks(Walk* w, uint64_t used, bint striped) noexcept nogil:
    """Every board still to come of a one-half high game (d.plain_high, every hand dealt, 5 to 7
    cards each), by ranks: the boards of each multiset of ranks valued once by ranks alone (the
    value of a hand without a flush), then, where a suit can make some player a flush, the boards
    that take j cards of it: per j ranks of it, each multiset of the other ranks from the other
    suits, tallied with the flushes and, less, without. A flush needs three board cards of one
    suit, so no board counts in two suits. The units (chunks of the multisets, then each suited
    rank set) are the nodes that the stripes share out when `striped`."""
    cdef const Spec* d = w.d
    cdef int n = d.n_players, need = d.board_need, p, s, j, r, i, known, most
    cdef int avail[13]
    cdef int other[13]
    cdef int flush[MAX_PLAYERS]
    cdef uint16_t hand_suited[MAX_PLAYERS]
    cdef uint16_t free_ranks, board_suited, suited
    cdef uint64_t suited_sets[MAX_SUITED_SETS]
    cdef uint64_t board = w.hand[n]
    cdef RankWalk rw
    cdef RankDraws* draws = w.draws
    rw.n = n
    rw.pots = &d.pots
    rw.tally = w.tally
    rw.order_key = w.order_key
    rw.winners = w.outcomes
    w.counted = True
    for p in range(n):
        rw.base[p] = <uint32_t>suit_keys(w.hand[p] | board)
    for r in range(13):
        avail[r] = 0
        for s in range(4):
            avail[r] += not CARD_BIT[13 * s + r] & used
    draws.count = 0
    _rank_draws(avail, 0, need, 0, 1, draws)
    i = 0
    while i < draws.count and not w.stopped:
        if _walks_unit(w, striped):
            _settle_ranks(&rw, draws, i, min(i + RANK_UNIT, draws.count), 0, NULL)
            w.stopped = should_stop(&w.ticker, RANK_UNIT)
        i += RANK_UNIT
    for s in range(4):
        if w.stopped:
            break
        free_ranks = ~suit_ranks(used, s) & 0x1FFF
        board_suited = suit_ranks(board, s)
        known = POPCOUNT[board_suited]
        most = 0
        for p in range(n):
            hand_suited[p] = suit_ranks(w.hand[p], s)
            most = max(most, POPCOUNT[hand_suited[p]])
        for r in range(13):
            other[r] = avail[r] - ((free_ranks >> r) & 1)
        # j >= 1: a flush takes three board cards of the suit, and a hand holds two at most
        for j in range(max(1, 5 - most - known), min(need, POPCOUNT[free_ranks]) + 1):
            if w.stopped:
                break
            draws.count = 0
            _rank_draws(other, 0, need - j, 0, 1, draws)
            for i in range(k_subsets(free_ranks, j, suited_sets, MAX_SUITED_SETS)):
                suited = <uint16_t>suited_sets[i]
                for p in range(n):
                    flush[p] = SUITED5[hand_suited[p] | board_suited | suited]
                if _walks_unit(w, striped):   # (SUIT_KEY's low field: the rank key of the suited ranks)
                    _settle_ranks(&rw, draws, 0, draws.count, <uint32_t>SUIT_KEY[suited], flush)
                    w.stopped = should_stop(&w.ticker, draws.count)
                    if w.stopped:
                        break


cdef inline bint _walks_ranks(const Walk* w, int s) noexcept nogil:
    """Whether the walk deals the board from slot s on by ranks (_walk_ranks): the first board
    card of a one-half high game with three board cards or more to come of five, every hand of 5 to 7
    cards once dealt, the stripes' nodes before it or its units."""
    cdef const Spec* d = w.d
    cdef int p, cards
    if not (w.draws != NULL and d.slot_owner[s] == d.n_players and d.slot_first[s] and
            w.split <= s + 1):
        return False
    for p in range(d.n_players):
        cards = card_count(w.hand[p] | w.hand[d.n_players]) + d.board_need
        if not 5 <= cards <= 7:
            return False
    return True


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
            other[p] = permuted(hands[p], d.perm[i])
        p = 0
        while p < n and other[p] == least[p]:
            p += 1
        if p < n and other[p] < least[p]:
            memcpy(least, other, n * sizeof(uint64_t))
    for p in range(n):
        h = (h ^ least[p]) * 0x9E3779B97F4A7C15ULL
        h ^= h >> 29
    h ^= h >> 33    # a full mix (murmur3's last step): the stripe reads bits 16 up, which the
    h *= 0xFF51AFD7ED558CCDULL   # loop leaves clustered (a stripe took 10 times its share)
    return h ^ (h >> 33)


cdef inline size_t _matchup_bytes(const Spec* d) noexcept nogil:
    """A Matchup slot's bytes for deal d: its tally as long as the deal fills it (tally_used)."""
    return sizeof(Matchup) - (T_SIZE - tally_used(&d.pots)) * sizeof(int64_t)


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
        m = <Matchup*>(<char*>w.matchups + slot * w.matchup_bytes)
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
            for k in range(tally_used(&d.pots)):
                w.tally[k] = m.tally[k]
            return
        _deal(w, s, used, weight)
        _tally_counted(w)
        if m != NULL and not w.stopped:
            memcpy(m.tally, w.tally, tally_used(&d.pots) * sizeof(int64_t))
            m.filled = True
            w.n_matchups += 1
        return
    if s == d.n_players and (weight != w.weight or w.combo_sums != NULL):
        _new_assignment(w, weight)   # a new weight group (a new assignment, for the combo sums)
    _deal(w, s, used, weight)
    if s == d.n_players:   # every deal of the assignment (in this stripe) walked
        _tally_counted(w)


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
        settle(d, w.hand, 1, w.tally)
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
    if _walks_ranks(w, s):
        _walk_ranks(w, used, w.split == s + 1)
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


cdef RankDraws* _rank_room(const Spec* d) except? NULL:
    """_walk_ranks' room for a deal whose board it may walk, else NULL: see _walks_ranks."""
    cdef RankDraws* room
    if not d.board_by_ranks:
        return NULL
    room = <RankDraws*>malloc(sizeof(RankDraws))
    if room == NULL:
        raise MemoryError()
    return room


cdef void _start_walk(Walk* w, const Spec* d, int split, int64_t stripes, int64_t stripe, bint count_only,
                      int* stop, double* combo_sums, Matchup* matchups, int64_t n_slots,
                      RankDraws* draws, uint16_t* order_key) noexcept nogil:
    """Walk the deal (`order_key`: room for ORDER_CODES keys, or NULL)."""
    memset(w, 0, sizeof(Walk) - sizeof(w.outcomes))
    memset(w.outcomes, 0, (1 << d.pots.key_bits) * sizeof(int64_t))
    w.d = d
    w.draws = draws
    if order_key != NULL and d.plain_high and keys_by_order(&d.pots, d.n_players):
        w.order_key = order_key
        clear_order_keys(order_key, d.n_players)
    w.matchups = matchups
    w.matchup_mask = n_slots - 1
    w.matchup_bytes = _matchup_bytes(d)
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
    cdef RankDraws* draws = _rank_room(&deal.spec)
    with nogil:
        _start_walk(&w, &deal.spec, depth, 1, 0, True, &own, NULL, NULL, 0, draws, NULL)
    free(draws)
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
    cdef uint16_t order_key[ORDER_CODES]
    cdef int own = 0
    cdef int* flag = stop_flag(stop, &own)
    cdef carray.array tally = carray.clone(DOUBLES, T_SIZE + 2 * deal.spec.start[deal.spec.n_players], True)
    cdef double* sums = tally.data.as_doubles + T_SIZE if deal.spec.n_ranged else NULL
    cdef const Spec* d = &deal.spec
    cdef int64_t assignments = 1, n_slots = 16
    cdef int p
    cdef Matchup* matchups = NULL
    cdef RankDraws* draws
    if deal.stripes_by_class and split <= d.n_players:
        for p in range(d.n_players):
            assignments = min(assignments * (d.start[p + 1] - d.start[p]), MAX_MATCHUPS)
        while n_slots < 2 * assignments:
            n_slots *= 2
        matchups = <Matchup*>calloc(n_slots, _matchup_bytes(d))
        if matchups == NULL:
            raise MemoryError()
    try:
        draws = _rank_room(d)
    except MemoryError:
        free(matchups)
        raise
    with nogil:
        _start_walk(&w, d, split, stripes, stripe, False, flag, sums, matchups, n_slots, draws, order_key)
        _flush(&w)
    free(matchups)
    free(draws)
    if w.stopped:
        raise_stopped(&w.ticker)
    memcpy(tally.data.as_doubles, w.totals, sizeof(w.totals))
    return w.deals, tally
