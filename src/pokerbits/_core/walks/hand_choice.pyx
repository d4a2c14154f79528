"""The hand another library would choose: the first best subset of a card sequence, in the order
``itertools.combinations`` lists subsets, as pokerkit's ``Hand.from_game`` searches.

Cards come as a sequence of card objects whose ``rank`` and ``suit`` attributes are found (by
identity) in the rank and suit tuples given, ranks 2..A, suits c d h s.  Anything else, a card
twice, or more cards than the subset enumerator splits, gives -1: the caller's own code decides.

>>> ranks, suits = tuple("23456789TJQKA"), tuple("cdhs")
>>> class Card:
...     def __init__(self, text): self.rank, self.suit = ranks[ranks.index(text[0])], suits[suits.index(text[1])]
>>> hand = [Card(text) for text in ("Kh", "2c", "Ah", "Qh", "Jh", "Th", "3d")]
>>> value, chosen = first_best(hand, 7, ANY_FIVE, 0, ranks, suits)
>>> [hand[i].rank + hand[i].suit for i in chosen]
['Kh', 'Ah', 'Qh', 'Jh', 'Th']
"""
from libc.stdint cimport uint64_t

from pokerbits._core.common.bits cimport SUBSET_MAX_N, card_count, k_subsets, lane_counts, rank_layers
from pokerbits._core.kernels.switch cimport N_SYSTEMS, ensure_kernel_tables, evaluate

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

cdef enum:
    MAX_SUBSETS = 4368   # C(16, 5): the most k_subsets lists here

cdef enum Family:   # how a hand is made (pokerkit's hand families)
    FAMILY_ANY_FIVE = 0        # any five of the hole and board cards
    FAMILY_TWO_AND_THREE = 1   # exactly two hole cards and exactly three board cards (Omaha)
    FAMILY_BADUGI = 2          # the most cards of different ranks and suits, four down to one

ANY_FIVE, TWO_AND_THREE, BADUGI = FAMILY_ANY_FIVE, FAMILY_TWO_AND_THREE, FAMILY_BADUGI


cdef int _position(object card, tuple ranks, tuple suits) except -2:
    """Bit position of a card, -1 when its rank or suit is none of those given."""
    cdef object rank = getattr(card, "rank", None), suit = getattr(card, "suit", None)
    cdef int r, s
    for r in range(13):
        if ranks[r] is rank:
            for s in range(4):
                if suits[s] is suit:
                    return 16 * s + r
            return -1
    return -1


cdef int _positions(object cards, int n, tuple ranks, tuple suits, uint64_t* bits) except -2:
    """bits[i] = the card bit of cards[i]; the card set, or -1 for an unknown or repeated card."""
    cdef uint64_t held = 0
    cdef int i, position
    for i in range(n):
        position = _position(cards[i], ranks, suits)
        if position < 0 or (held >> position) & 1:
            return -1
        bits[i] = (<uint64_t>1) << position
        held |= bits[i]
    return 0


cdef inline uint64_t _cards_of(uint64_t index_set, const uint64_t* bits) noexcept nogil:
    cdef uint64_t cs = 0
    cdef int i = 0
    while index_set:
        if index_set & 1:
            cs |= bits[i]
        index_set >>= 1
        i += 1
    return cs


cdef inline bint _rainbow(uint64_t cs) noexcept nogil:
    """Different ranks and different suits."""
    return rank_layers(cs).two == 0 and ((lane_counts(cs) + 0x7FFE7FFE7FFE7FFEULL) & 0x8000800080008000ULL) == 0


cdef inline int _subset_value(int system, int family, uint64_t cs) noexcept nogil:
    if family == FAMILY_BADUGI and not _rainbow(cs):
        return 0
    return evaluate(system, cs)


def first_best(cards, int n_hole, int family, int system, tuple ranks, tuple suits, /) -> tuple:
    """(value, indexes): the value on pokerbits' scale of ``system`` of the first subset that no
    later one beats, in ``itertools.combinations`` order (ANY_FIVE, BADUGI: of all the cards,
    BADUGI from four cards down, stopping at the first size with a hand; TWO_AND_THREE: hole
    pairs, then board triples), and the indexes of its cards; (0, ()) when no subset makes a
    hand, (-1, ()) when the cards are not distinct known cards of the deck or are too many.
    ``cards[:n_hole]`` are the hole cards."""
    cdef uint64_t bits[SUBSET_MAX_N * 2]
    cdef uint64_t holes[MAX_SUBSETS]
    cdef uint64_t boards[MAX_SUBSETS]
    cdef uint64_t best_set = 0, index_set
    cdef int n = len(cards), n_board = n - n_hole, n_holes, n_boards, size, smallest, i, j, value, best = 0
    if system < 0 or system >= N_SYSTEMS or not 0 <= n_hole <= n or n > 2 * SUBSET_MAX_N:
        return -1, ()
    if _positions(cards, n, ranks, suits, bits) < 0:
        return -1, ()
    if family == FAMILY_TWO_AND_THREE:
        if n_hole > SUBSET_MAX_N or n_board > SUBSET_MAX_N:
            return -1, ()
        n_holes = k_subsets(((<uint64_t>1) << n_hole) - 1, 2, holes, MAX_SUBSETS)
        n_boards = k_subsets(((<uint64_t>1) << n_board) - 1, 3, boards, MAX_SUBSETS)
        for i in range(n_holes):
            for j in range(n_boards):
                index_set = holes[i] | (boards[j] << n_hole)
                value = evaluate(system, _cards_of(index_set, bits))
                if value > best:
                    best, best_set = value, index_set
    elif family == FAMILY_ANY_FIVE or family == FAMILY_BADUGI:
        if n > SUBSET_MAX_N:
            return -1, ()
        size, smallest = (4, 1) if family == FAMILY_BADUGI else (5, 5)
        while size >= smallest:
            n_holes = k_subsets(((<uint64_t>1) << n) - 1, size, holes, MAX_SUBSETS)
            for i in range(n_holes):
                value = _subset_value(system, family, _cards_of(holes[i], bits))
                if value > best:
                    best, best_set = value, holes[i]
            if best:
                break
            size -= 1
    else:
        return -1, ()
    return best, tuple([i for i in range(n) if (best_set >> i) & 1])


def exact_value(cards, int family, int system, tuple ranks, tuple suits, /) -> int:
    """The value of exactly these cards as one hand of ``family`` (five cards; BADUGI: one to four
    of different ranks and suits), 0 when they make none, -1 as in first_best."""
    cdef uint64_t bits[SUBSET_MAX_N]
    cdef uint64_t cs
    cdef int n = len(cards)
    if system < 0 or system >= N_SYSTEMS or n > SUBSET_MAX_N or _positions(cards, n, ranks, suits, bits) < 0:
        return -1
    cs = _cards_of(((<uint64_t>1) << n) - 1, bits)
    if family == FAMILY_BADUGI:
        return _subset_value(system, family, cs) if 1 <= n <= 4 else 0
    return evaluate(system, cs) if n == 5 else 0
