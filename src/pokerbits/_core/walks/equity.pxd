# The equity engine's deal (pokerbits._core.walks.equity): what the exact walk (exact_walk) and Monte
# Carlo (monte_carlo) read, and how both settle a whole deal.
from libc.stdint cimport int64_t, uint32_t, uint64_t

from pokerbits._core.common.bits cimport lane_counts, suit_ranks
from pokerbits._core.kernels.high cimport high_value, keys_rank_key, suit_keys
from pokerbits._core.walks.tally cimport MAX_HALVES, MAX_PLAYERS, Pots, tally_any, tally_pots, tally_pots_any

cdef enum:
    MAX_SLOTS = 96           # one combo slot per player, then one slot per unknown card
    N_CARDS = 52
    MAX_MATCHUPS = 8192      # classes of combo assignments an exact stripe keeps (12 MB of slots)
    MAX_COUNTED_CLASSES = 1 << 22   # the most count_classes counts
    MAX_PARTS = 8            # subsets that deal one group of Monte Carlo's unknown cards


# values every player's hand (out[p]) for one half: see _half_values_of
ctypedef void (*HalfValues)(int kernel, int n, const uint64_t* hand, uint64_t board, int* out) noexcept nogil


cdef struct ComboDraw:
    # Monte Carlo's draw of a combo of a player with several from 64 random bits x (equity.pyx's
    # _combo_draws): where they weigh the same, x's top 32 bits pick one (rng_below_of); else an
    # alias table (_fill_alias): x >> shift picks a bucket b, and x & coin below prob[b] takes its
    # own combo start + b, any other its alias to[b]. The one range of a deal with one is dealt
    # in runs of its combos instead (monte_carlo._run_end): only start and count are read
    int start                     # the player's first combo
    int count                     # and how many
    bint uniform
    int shift
    uint64_t coin
    const uint64_t* prob
    const int* to


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
    bint board_by_ranks           # the exact walk may deal the board by ranks (exact_walk's
                                  # _walk_ranks): one high half, three to five cards of five to come
    int need[MAX_PLAYERS]         # unknown cards each player still gets
    int start[MAX_PLAYERS + 1]    # player p's combos are combo[start[p]:start[p + 1]]
    const uint64_t* combo
    const double* weight
    const uint64_t* threshold     # each player's cumulative thresholds of 2**53 (from the weights)
    const uint32_t* combo_key     # each combo's rank key (see high.SUIT_KEY)
    ComboDraw draw[MAX_PLAYERS]   # how Monte Carlo draws the combo of the k-th player with several
    # Monte Carlo deals the unknown cards by groups, a random set per owner (each player's unknown
    # cards, then the board's): by 3- and 2-card subsets of the free cards drawn at once
    # (monte_carlo._deal_subsets) where those rarely clash, else card by card (_deal_set)
    int n_groups
    int group_owner[MAX_PLAYERS + 1]
    int group_size[MAX_PLAYERS + 1]
    int group_parts[MAX_PLAYERS + 1]                      # its subsets (0: card by card), each
    const uint64_t* part_table[MAX_PLAYERS + 1][MAX_PARTS]   # one of part_count 2- or 3-card
    int part_count[MAX_PLAYERS + 1][MAX_PARTS]            # subsets (or single cards: free)
    const uint64_t* part_info[MAX_PLAYERS + 1][MAX_PARTS]    # beside each: card_info of the subset
                                                             # (holdem_shape deals only, else NULL)
    bint holdem_shape             # one high half, two hole cards each and five board cards at the
                                  # showdown: Monte Carlo's Hold'em loop (monte_carlo._sample_holdem)
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
    Pots pots                     # the side pots' pots, if any (count 0: one pot, the deal's players')



cdef inline uint64_t card_info(uint64_t cs) noexcept nogil:
    """What the Hold'em Monte Carlo loop reads of a set of board cards, in one word whose fields
    add up over disjoint sets: the rank key (see high.SUIT_KEY) in bits 32-63, where a sum wraps
    as rank keys do, and the cards of each suit in a 4-bit field, suit s at bits 4s."""
    cdef uint64_t counts = lane_counts(cs)
    return ((<uint64_t>keys_rank_key(suit_keys(cs)) << 32) | (counts & 0xF) | ((counts >> 12) & 0xF0)
            | ((counts >> 24) & 0xF00) | ((counts >> 36) & 0xF000))


cdef class Deal:
    cdef Spec spec
    cdef uint64_t* _memory   # what spec's combos, weights and combo keys point into: one block
    cdef uint64_t* _alias    # what the alias tables of spec.draw point into
    cdef uint64_t* _subsets  # the subset tables spec.part_table points into
    cdef object _dealing_lock   # held while Monte Carlo's groups and subset tables are made
    cdef bint _dealing_made     # (read and written under it)
    cdef object _args
    cdef readonly int n_players, n_slots
    cdef readonly bint stripes_by_class, board_by_classes, board_by_ranks, holdem_shape
    cdef readonly object combo_counts
    cdef int ready_to_deal(self) except -1


cdef inline void settle_halves(const Spec* d, const uint64_t* hand, int64_t weight, int64_t* t) noexcept nogil:
    """settle for any game: every half for every player, then the tally."""
    cdef int values[MAX_HALVES * MAX_PLAYERS]
    cdef int h
    for h in range(d.n_halves):
        d.half_values[h](d.kernel[h], d.n_players, hand, hand[d.n_players], &values[h * MAX_PLAYERS])
    tally_any(d.n_players, d.n_halves, values, weight, t)
    if d.pots.count:
        tally_pots_any(&d.pots, d.n_players, d.n_halves, values, weight, t)


cdef inline void settle(const Spec* d, const uint64_t* hand, int64_t weight, int64_t* t) noexcept nogil:
    """Evaluate every half for every player (hand[n_players] is the board) and tally the pot,
    `weight` deals alike: one high half over all cards (Hold'em) inline, any other game in
    settle_halves."""
    cdef int values[MAX_PLAYERS]
    cdef int p, n = d.n_players
    cdef uint64_t board = hand[n]
    # _high_values' loop written out: called, even inline, it measured 5 to 30 more instructions a deal
    if d.plain_high:
        for p in range(n):
            values[p] = high_value(hand[p] | board)
        tally_any(n, 1, values, weight, t)
        if d.pots.count:
            tally_pots(&d.pots, n, 1, values, weight, t)
    else:
        settle_halves(d, hand, weight, t)


cdef inline uint64_t permuted(uint64_t cs, const int* perm) noexcept nogil:
    """cs with each card's suit s changed to perm[s] (a suit is a 16-bit lane)."""
    return (((<uint64_t>suit_ranks(cs, 0)) << (16 * perm[0])) | ((<uint64_t>suit_ranks(cs, 1)) << (16 * perm[1])) |
            ((<uint64_t>suit_ranks(cs, 2)) << (16 * perm[2])) | ((<uint64_t>suit_ranks(cs, 3)) << (16 * perm[3])))


cdef inline uint64_t card_bit(int card) noexcept nogil:
    """The card set of card index `card` (13 * suit + rank)."""
    return (<uint64_t>1) << (16 * (card // 13) + card % 13)
