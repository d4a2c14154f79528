# cython: embedsignature.format=clinic
"""Heads-up preflop matchups: the loops behind pokerbits.equities.matchups.

A matchup is an ordered pair of two-card hands with no card in common, the hero's and the
villain's. Permuting the four suits of both hands together changes no showdown on any board, so
the matchups of a deck fall into classes (93,769 on 52 cards, 20,313 on the short deck's 36),
each named by its least member: the least hero under the 24 suit permutations, then the least
villain under the permutations that keep that hero, card sets compared as 64-bit numbers.
Classes are numbered in the order of their least members (hero first).

`MatchupIndex` lists a deck's combos and classes and finds the class of any pair in three
lookups: per combo, its hero class and a permutation that takes it to the class's least
combo; the villain moved by that permutation (a table of 24 rows); the class of (least combo,
villain) (a row per hero class). `MatchupTable` adds each class's hero wins over every board of
five of the cards left (the shipped numbers) and answers a heads-up preflop Deal with the tally
the exact walk would give it (`tally`).
"""
cimport cython
from cpython cimport array as carray
from cpython.mem cimport PyMem_Free, PyMem_Malloc, PyMem_Realloc
from libc.stdint cimport int16_t, int32_t, int64_t, uint8_t, uint32_t, uint64_t
from libc.string cimport memset

from array import array

from pokerbits._core.common.bits cimport DECK_MASK, card_count
from pokerbits._core.walks.equity cimport Deal, Spec
from pokerbits._core.walks.tally cimport POT_UNITS, T_DEALS, T_SHARE, T_SHARE_SQ, T_SIZE, T_TIE, T_WIN

cdef enum:
    N_CARDS = 52
    N_PERMS = 24
    MAX_COMBOS = 1326
    BOARD_CARDS = 5

cdef carray.array DOUBLES = array("d")    # the template of the tallies made per call (carray.clone)
cdef int PERMS[N_PERMS][4]      # the suit permutations in lexicographic order, the identity first:
cdef int _a, _b, _c, _n = 0     # PERMS[p][s] is the suit that suit s becomes
for _a in range(4):
    for _b in range(4):
        for _c in range(4):
            if _a != _b and _a != _c and _b != _c:
                PERMS[_n][0], PERMS[_n][1], PERMS[_n][2], PERMS[_n][3] = _a, _b, _c, 6 - _a - _b - _c
                _n += 1
# bytes of this module's tables (an index and a table are made per deck and system, on the heap)
TABLE_BYTES = sizeof(PERMS)


cdef inline uint64_t card_bit(int card) noexcept nogil:
    return (<uint64_t>1) << (16 * (card // 13) + card % 13)


cdef inline int card_index(uint64_t cs) noexcept nogil:
    """The card index (13 * suit + rank) of the lowest card of a non-empty card set."""
    cdef int b = 0
    while not (cs >> b) & 1:
        b += 1
    return 13 * (b // 16) + b % 16


cdef inline int moved_card(int perm, int card) noexcept nogil:
    return 13 * PERMS[perm][card // 13] + card % 13


cdef struct Index:
    int n_combos
    int n_classes                          # hero classes (169 on 52 cards)
    int n_pairs                            # matchup classes
    int64_t boards                         # boards a matchup is dealt: C(cards left, 5)
    int16_t combo_of[N_CARDS * N_CARDS]    # the combo of two card indices (13 * suit + rank), -1 off the deck
    uint64_t cards[MAX_COMBOS]             # each combo's card set
    int16_t moved[N_PERMS * MAX_COMBOS]    # moved[perm * n_combos + combo]: the combo, its suits permuted
    uint8_t to_least[MAX_COMBOS]           # a permutation taking the combo to its hero class's least combo
    int16_t hero_class[MAX_COMBOS]
    int16_t class_least[MAX_COMBOS]        # each hero class's least combo
    int32_t* pair                          # pair[hero class * n_combos + villain]: the matchup class of (the
                                           # hero class's least combo, villain), -1 where they share a card
    int16_t* pair_hero                     # per matchup class: its hero class,
    int16_t* pair_villain                  # its least member's villain,
    int32_t* reverse                       # and the class of its matchups turned round


cdef inline int32_t class_of_pair(const Index* x, int hero, int villain) noexcept nogil:
    """The matchup class of two combos with no card in common."""
    return x.pair[x.hero_class[hero] * x.n_combos + x.moved[x.to_least[hero] * x.n_combos + villain]]


cdef int16_t* _shrunk(int16_t* room, int n) except NULL:
    """The room made n items long (a MemoryError, the room kept, if it cannot be)."""
    cdef void* out = PyMem_Realloc(room, max(n, 1) * sizeof(int16_t))
    if out == NULL:
        raise MemoryError()
    return <int16_t*>out


cdef int _build_index(Index* x, uint64_t deck) except -1:
    """Fill x (zeroed) for the cards of `deck`, a deck whose four suits hold the same ranks."""
    cdef int i, j, k, c, p, h, v, least_v, n = 0, n_stab, room
    cdef int cards[N_CARDS]
    cdef int stab[N_PERMS]
    cdef int16_t order[MAX_COMBOS]   # the combos by card set: by their higher bit, then their lower
    cdef uint64_t least, cs
    for c in range(N_CARDS * N_CARDS):
        x.combo_of[c] = -1
    for c in range(N_CARDS):
        if card_bit(c) & deck:
            cards[n] = c
            n += 1
    for i in range(n):
        for j in range(i + 1, n):
            x.combo_of[cards[i] * N_CARDS + cards[j]] = x.combo_of[cards[j] * N_CARDS + cards[i]] = x.n_combos
            x.cards[x.n_combos] = card_bit(cards[i]) | card_bit(cards[j])
            x.n_combos += 1
    x.boards = 1
    for k in range(BOARD_CARDS):
        x.boards = x.boards * (n - 4 - k) // (k + 1)
    for p in range(N_PERMS):
        for i in range(n):
            for j in range(i + 1, n):
                x.moved[p * x.n_combos + x.combo_of[cards[i] * N_CARDS + cards[j]]] = \
                    x.combo_of[moved_card(p, cards[i]) * N_CARDS + moved_card(p, cards[j])]
    k = 0
    for i in range(64):
        for j in range(i):
            if (deck >> i) & (deck >> j) & 1:
                order[k] = x.combo_of[(13 * (i // 16) + i % 16) * N_CARDS + 13 * (j // 16) + j % 16]
                k += 1
    for c in range(x.n_combos):
        least = x.cards[c]
        x.to_least[c] = 0
        for p in range(1, N_PERMS):
            cs = x.cards[x.moved[p * x.n_combos + c]]
            if cs < least:
                least, x.to_least[c] = cs, p
    for k in range(x.n_combos):   # in card-set order: the hero classes by their least combos
        c = order[k]
        if x.to_least[c] == 0:
            x.class_least[x.n_classes] = c
            x.hero_class[c] = x.n_classes
            x.n_classes += 1
    for c in range(x.n_combos):
        x.hero_class[c] = x.hero_class[x.moved[x.to_least[c] * x.n_combos + c]]
    room = x.n_classes * x.n_combos
    x.pair = <int32_t*>PyMem_Malloc(room * sizeof(int32_t))
    x.pair_hero = <int16_t*>PyMem_Malloc(room * sizeof(int16_t))
    x.pair_villain = <int16_t*>PyMem_Malloc(room * sizeof(int16_t))
    if x.pair == NULL or x.pair_hero == NULL or x.pair_villain == NULL:
        raise MemoryError()
    for h in range(x.n_classes):
        c = x.class_least[h]
        n_stab = 0
        for p in range(N_PERMS):     # the permutations that keep the least combo
            if x.moved[p * x.n_combos + c] == c:
                stab[n_stab] = p
                n_stab += 1
        for k in range(x.n_combos):  # in card-set order: an orbit's least villain comes first
            v = order[k]
            if x.cards[v] & x.cards[c]:
                x.pair[h * x.n_combos + v] = -1
                continue
            least, least_v = x.cards[v], v
            for i in range(1, n_stab):
                cs = x.cards[x.moved[stab[i] * x.n_combos + v]]
                if cs < least:
                    least, least_v = cs, x.moved[stab[i] * x.n_combos + v]
            if least_v == v:
                x.pair_hero[x.n_pairs] = h
                x.pair_villain[x.n_pairs] = v
                x.pair[h * x.n_combos + v] = x.n_pairs
                x.n_pairs += 1
            else:
                x.pair[h * x.n_combos + v] = x.pair[h * x.n_combos + least_v]
    x.pair_hero = _shrunk(x.pair_hero, x.n_pairs)      # (the rooms were sized for every pair)
    x.pair_villain = _shrunk(x.pair_villain, x.n_pairs)
    x.reverse = <int32_t*>PyMem_Malloc(x.n_pairs * sizeof(int32_t))
    if x.reverse == NULL:
        raise MemoryError()
    for k in range(x.n_pairs):
        x.reverse[k] = class_of_pair(x, x.pair_villain[k], x.class_least[x.pair_hero[k]])
    return 0


cdef class MatchupIndex:
    """The classes of the heads-up matchups of a deck: `MatchupIndex(deck)`, `deck` a card set
    whose four suits hold the same ranks (the 52 cards; the short deck's 36).

    >>> index = MatchupIndex(0x1FFF1FFF1FFF1FFF)
    >>> index.combos, index.hero_classes, index.classes, index.boards
    (1326, 169, 93769, 1712304)
    """
    cdef Index* x
    cdef readonly uint64_t deck

    def __cinit__(self, uint64_t deck):
        cdef int s
        if deck & ~DECK_MASK or card_count(deck) < 2 * 2 + BOARD_CARDS:
            raise ValueError("a deck is a card set of 9 to 52 cards")
        for s in range(1, 4):
            if (deck >> (16 * s)) & 0x1FFF != deck & 0x1FFF:
                raise ValueError("the four suits of a deck must hold the same ranks")
        self.x = <Index*>PyMem_Malloc(sizeof(Index))
        if self.x == NULL:
            raise MemoryError()
        memset(self.x, 0, sizeof(Index))
        self.deck = deck
        _build_index(self.x, deck)

    def __dealloc__(self):
        if self.x != NULL:
            PyMem_Free(self.x.pair)
            PyMem_Free(self.x.pair_hero)
            PyMem_Free(self.x.pair_villain)
            PyMem_Free(self.x.reverse)
            PyMem_Free(self.x)

    @property
    def combos(self) -> int:
        """Two-card hands of the deck."""
        return self.x.n_combos

    @property
    def hero_classes(self) -> int:
        """Classes of one hand up to the suits (the 169 starting hands on 52 cards)."""
        return self.x.n_classes

    @property
    def classes(self) -> int:
        """Classes of matchups."""
        return self.x.n_pairs

    @property
    def boards(self) -> int:
        """Boards of five of the cards that a matchup leaves."""
        return self.x.boards

    def combo_cards(self) -> list:
        """Each combo's card set, in combo order (by the card indices 13 * suit + rank)."""
        return [self.x.cards[c] for c in range(self.x.n_combos)]

    def least_pairs(self) -> list:
        """(hero, villain) card sets of each class's least member, in class order."""
        return [(self.x.cards[self.x.class_least[self.x.pair_hero[o]]], self.x.cards[self.x.pair_villain[o]])
                for o in range(self.x.n_pairs)]

    def reversed_classes(self) -> list:
        """Each class's matchups with hero and villain swapped: their class, in class order."""
        return [self.x.reverse[o] for o in range(self.x.n_pairs)]

    def class_of(self, uint64_t hero, uint64_t villain) -> int:
        """The class of a matchup: two card sets of two cards of the deck with no card in common.

        >>> from pokerbits._core.common.cards import cards
        >>> index = MatchupIndex(0x1FFF1FFF1FFF1FFF)
        >>> index.class_of(cards("Ah Kh"), cards("Qs Qd")) == index.class_of(cards("As Ks"), cards("Qh Qd"))
        True
        """
        cdef int a = self.combo(hero, "hero"), b = self.combo(villain, "villain")
        if hero & villain:
            raise ValueError("the hero and the villain share a card")
        return class_of_pair(self.x, a, b)

    cdef int combo(self, uint64_t cs, str who) except -1:
        """The combo of a card set, or a ValueError naming `who`."""
        if cs & ~self.deck or card_count(cs) != 2:
            raise ValueError(f"the {who} is not two cards of the deck")
        return self.x.combo_of[card_index(cs) * N_CARDS + card_index(cs & (cs - 1))]


cdef struct Counts:
    uint32_t wins          # the boards the hero wins,
    uint32_t losses        # and the villain


cdef class MatchupTable:
    """Each matchup class's counts over its boards: `MatchupTable(index, kernel, wins)`, `wins`
    an array('I') of the hero's wins per class (in class order), `kernel` the ranking system's
    id (pokerbits._core.kernels.batch.KERNEL_IDS) the counts were made with. A ValueError when
    the counts are not a table's (too few or too many, a class and its reverse winning more
    boards than there are)."""
    cdef Counts* counts
    cdef readonly MatchupIndex index
    cdef readonly int kernel

    def __cinit__(self, MatchupIndex index not None, int kernel, const uint32_t[::1] wins):
        cdef const Index* x = index.x
        cdef int o
        if wins.shape[0] != x.n_pairs:
            raise ValueError(f"a matchup table of this deck holds {x.n_pairs:,} counts, got {wins.shape[0]:,}")
        self.counts = <Counts*>PyMem_Malloc(x.n_pairs * sizeof(Counts))
        if self.counts == NULL:
            raise MemoryError()
        self.index, self.kernel = index, kernel
        for o in range(x.n_pairs):
            self.counts[o].wins = wins[o]
            self.counts[o].losses = wins[x.reverse[o]]
            if <int64_t>wins[o] + wins[x.reverse[o]] > x.boards:
                raise ValueError(f"matchup class {o}: more wins than boards")

    def __dealloc__(self):
        PyMem_Free(self.counts)

    def counts_of(self, uint64_t hero, uint64_t villain) -> tuple:
        """(hero wins, ties, villain wins) over the boards of a matchup (see MatchupIndex.class_of)."""
        cdef Counts c = self.counts[self.index.class_of(hero, villain)]
        return c.wins, self.index.x.boards - c.wins - c.losses, c.losses

    @cython.boundscheck(False)
    def group_wins(self, const int32_t[::1] group, int groups, /) -> list:
        """The hero's wins summed over every matchup of the deck by the groups of its two hands:
        `group[c]` is combo c's group (0 .. groups - 1, combos in MatchupIndex.combo_cards order);
        item groups * g + h adds up the matchups of a hero of group g and a villain of group h."""
        cdef const Index* x = self.index.x
        cdef int a, b
        if group.shape[0] != x.n_combos:
            raise ValueError(f"group takes one group per combo: {x.n_combos}, got {group.shape[0]}")
        if not 1 <= groups <= x.n_combos:
            raise ValueError(f"groups must be 1 to {x.n_combos}, got {groups}")
        for a in range(x.n_combos):
            if not 0 <= group[a] < groups:
                raise ValueError(f"combo {a}: group {group[a]} is not 0 to {groups - 1}")
        cdef int64_t[::1] sums = array("q", bytes(8 * groups * groups))
        with nogil:
            for a in range(x.n_combos):
                for b in range(x.n_combos):
                    if not x.cards[a] & x.cards[b]:
                        sums[group[a] * groups + group[b]] += self.counts[class_of_pair(x, a, b)].wins
        return list(sums)

    def tally(self, Deal deal not None) -> tuple:
        """What pokerbits._core.walks.exact_walk.enumerate_stripe gives for the whole of `deal`
        (one stripe), read from the table: (deals, the array('d') of weighted tallies and combo
        sums). The deal must be heads-up on this table's deck and system, nothing known but
        the players' cards (no board, no dead card), the five board cards to come; each
        player's combos (or fixed cards and the cards to come) as exact_walk deals them."""
        cdef const Spec* d = &deal.spec
        cdef const Index* x = self.index.x
        if not (d.n_players == 2 and d.n_halves == 1 and d.kernel[0] == self.kernel and not d.exactly[0]
                and d.board == 0 and d.board_need == BOARD_CARDS and d.blocked == DECK_MASK & ~self.index.deck):
            raise ValueError("the table answers heads-up deals of its game with no board or dead card")
        cdef int p, n
        for p in range(2):
            if card_count(d.combo[d.start[p]]) + d.need[p] != 2:
                raise ValueError("the table answers deals of two-card hands")
        cdef int* hands[2]            # per player, the combos of each of its deal's combos (its completions:
        cdef int* first[2]            # first[p][k] .. first[p][k + 1] - 1 for the k-th), one for known cards
        for p in range(2):
            n = d.start[p + 1] - d.start[p]
            hands[p] = <int*>PyMem_Malloc(n * (x.n_combos if d.need[p] else 1) * sizeof(int))
            first[p] = <int*>PyMem_Malloc((n + 1) * sizeof(int))
        cdef carray.array out = carray.clone(DOUBLES, T_SIZE + 2 * d.start[2], True)
        cdef int64_t deals = 0
        try:
            for p in range(2):
                if hands[p] == NULL or first[p] == NULL:
                    raise MemoryError()
                _completions(x, d, p, hands[p], first[p])
            with nogil:
                deals = _tally(self.counts, x, d, hands, first, out.data.as_doubles)
        finally:
            for p in range(2):
                PyMem_Free(hands[p])
                PyMem_Free(first[p])
        return deals, out


cdef void _completions(const Index* x, const Spec* d, int p, int* hands, int* first) noexcept:
    """Player p's combos, each with the cards it is still to be dealt: the combos of the deck that
    hold it (its completions, in combo order; itself when it is whole)."""
    cdef int k, c, n = 0
    cdef uint64_t cs
    for k in range(d.start[p + 1] - d.start[p]):
        first[k] = n
        cs = d.combo[d.start[p] + k]
        if d.need[p] == 0:
            hands[n] = x.combo_of[card_index(cs) * N_CARDS + card_index(cs & (cs - 1))]
            n += 1
            continue
        for c in range(x.n_combos):
            if x.cards[c] & cs == cs:
                hands[n] = c
                n += 1
    first[d.start[p + 1] - d.start[p]] = n


@cython.boundscheck(False)
cdef int64_t _tally(const Counts* counts, const Index* x, const Spec* d, int** hands, int** first,
                    double* t) noexcept nogil:
    """The exact walk's tally of a heads-up preflop deal (see MatchupTable.tally): each
    assignment of a combo to each player counted in integers (its deals, each player's wins,
    the ties), tallied as tally_heads_up tallies them and added to t times the assignment's
    weight, as exact_walk's _flush adds them, with the combo sums of the players with several
    combos. The tally's other entries stay 0, as the walk's do. Returns the deals."""
    cdef int i, j, a, b, hero, p
    cdef int32_t o
    cdef int64_t n, ties, deals = 0
    cdef int64_t wins[2]
    cdef int64_t half = POT_UNITS // 2
    cdef double weight, share
    cdef double* sums = t + T_SIZE
    cdef bint ranged[2]
    cdef int index[2]
    for p in range(2):
        ranged[p] = d.start[p + 1] - d.start[p] > 1
    for i in range(d.start[1] - d.start[0]):
        index[0] = d.start[0] + i
        for j in range(d.start[2] - d.start[1]):
            index[1] = d.start[1] + j
            n = wins[0] = wins[1] = 0
            for a in range(first[0][i], first[0][i + 1]):
                hero = hands[0][a]
                for b in range(first[1][j], first[1][j + 1]):
                    if not x.cards[hero] & x.cards[hands[1][b]]:
                        o = class_of_pair(x, hero, hands[1][b])
                        n += 1
                        wins[0] += counts[o].wins
                        wins[1] += counts[o].losses
            if n == 0:
                continue
            n *= x.boards
            deals += n
            ties = n - wins[0] - wins[1]
            weight = (1.0 * d.weight[index[0]]) * d.weight[index[1]]
            t[T_DEALS] += weight * n
            for p in range(2):
                share = <double>(POT_UNITS * wins[p] + half * ties)
                t[T_SHARE + p] += weight * share
                # (in doubles: every deal of a random hand against another takes this past 2**63)
                t[T_SHARE_SQ + p] += weight * (<double>(POT_UNITS * POT_UNITS) * wins[p] + <double>(half * half) * ties)
                t[T_WIN + p] += weight * wins[p]
                t[T_TIE + p] += weight * ties
                if ranged[p]:
                    sums[2 * index[p]] += weight * n
                    sums[2 * index[p] + 1] += weight * share
    return deals


def pack_counts(const uint32_t[::1] counts, /) -> bytes:
    """Counts as a table file stores them (before zlib): each one's difference from the one
    before (the first from 0), zigzag-mapped to a whole number (d >= 0 to 2d, d < 0 to -2d - 1)
    and written 7 bits a byte, the low bits first, the top bit of a byte set when more follow.

    >>> pack_counts(array("I", [5, 3, 300]))
    b'\\n\\x03\\xd2\\x04'
    """
    cdef Py_ssize_t i, n = 0
    cdef int64_t d
    cdef uint64_t z
    cdef uint32_t before = 0
    cdef bytearray out = bytearray(5 * counts.shape[0])
    for i in range(counts.shape[0]):
        d = <int64_t>counts[i] - before
        before = counts[i]
        z = <uint64_t>(2 * d) if d >= 0 else <uint64_t>(-2 * d - 1)
        while z >= 0x80:
            out[n] = (z & 0x7F) | 0x80
            z >>= 7
            n += 1
        out[n] = z
        n += 1
    return bytes(out[:n])


def unpack_counts(const uint8_t[::1] packed, Py_ssize_t n, /) -> array:
    """The `n` counts that pack_counts wrote (an array('I')), or a ValueError when `packed`
    does not hold exactly that many in range.

    >>> list(unpack_counts(b'\\n\\x03\\xd2\\x04', 3))
    [5, 3, 300]
    """
    if n < 0:
        raise ValueError(f"a count of counts is not negative, got {n}")
    cdef carray.array out = array("I", bytes(4 * n))
    cdef uint32_t* counts = out.data.as_uints
    cdef Py_ssize_t i = 0, k = 0
    cdef int shift
    cdef uint64_t z
    cdef int64_t value = 0
    for i in range(n):
        z, shift = 0, 0
        while True:
            if k == packed.shape[0] or shift > 35:
                raise ValueError("packed counts cut short or damaged")
            z |= <uint64_t>(packed[k] & 0x7F) << shift
            shift += 7
            k += 1
            if not packed[k - 1] & 0x80:
                break
        value += <int64_t>(z >> 1) if not z & 1 else -<int64_t>((z + 1) >> 1)
        if not 0 <= value <= 0xFFFFFFFF:
            raise ValueError("packed counts out of range")
        counts[i] = <uint32_t>value
    if k != packed.shape[0]:
        raise ValueError("packed counts with bytes left over")
    return out
