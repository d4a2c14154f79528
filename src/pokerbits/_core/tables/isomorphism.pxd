# Suit-isomorphic hand indexes: every deal of cards in rounds, up to the order of the cards within
# a round and a permutation of the suits, to a dense number 0..size-1 and back.
from libc.stdint cimport uint32_t, uint64_t

cdef enum:
    ISO_MAX_ROUNDS = 8   # rounds of an indexer
    ISO_SUITS = 4

cdef struct IsoConfig:
    # one suit configuration of a round: the four suits' card-count vectors, largest first
    uint64_t key              # the vector ids, 16 bits each, the largest in the top bits
    uint64_t offset           # the first index of the configuration
    int n_groups              # runs of suits with the same vector
    int group_suits[4]        # suits in each run
    uint64_t group_counts[4]  # their cards per round, 8 bits each, round 0 the lowest
    uint64_t group_states[4]  # rank sets one suit of the run can hold (all rounds)
    uint64_t group_size[4]    # multisets of group_suits such rank sets
    uint64_t suit_mult[4]     # per sorted suit: the product of the group sizes after its run
    int suit_run[4]           # per sorted suit: the suits before it in its run

cdef extern from *:
    """
    #define POKERBITS_ISO_BAD 0xFFFFFFFFFFFFFFFFULL
    #define POKERBITS_ISO_PAST_DECK 0x8000000000000000ULL
    #define POKERBITS_ISO_RANK_INDEX 0x0000FFFFFFFFFFFFULL
    """
    const uint64_t ISO_BAD "POKERBITS_ISO_BAD"               # index_of's answer for a bad deal
    const uint64_t ISO_PAST_DECK "POKERBITS_ISO_PAST_DECK"   # a bit above every card
    const uint64_t ISO_RANK_INDEX "POKERBITS_ISO_RANK_INDEX" # the rank index bits of a suit key


cdef class HandIndexer:
    cdef int n_rounds, n_ranks, rank_shift
    cdef int rounds[ISO_MAX_ROUNDS]
    cdef uint64_t deck_mask
    cdef IsoConfig* configs[ISO_MAX_ROUNDS]
    cdef int n_configs[ISO_MAX_ROUNDS]
    cdef uint32_t* slots[ISO_MAX_ROUNDS]   # open-addressing hash of config keys: config index + 1, 0 empty
    cdef int slot_shift[ISO_MAX_ROUNDS]    # 64 - log2(slots)
    cdef uint64_t sizes[ISO_MAX_ROUNDS]
    cdef uint64_t* radix[ISO_MAX_ROUNDS]   # by a suit's vector id over rounds 0..r-1: its rank index radix at r
    cdef readonly tuple round_sizes   # cards dealt per round, as given
    cdef readonly int deck            # cards in the deck: 52 or 36

    cdef _build_round(self, int r)
    cdef _build_slots(self, int r)
    cdef _build_radix(self, int r)
    cdef int _round(self, round) except -1
    cdef uint64_t index_of(self, int last, const uint64_t* per_round) noexcept nogil
    cdef int cards_of(self, int last, uint64_t index, uint64_t* per_round) noexcept nogil
