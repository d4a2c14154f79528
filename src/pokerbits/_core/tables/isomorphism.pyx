"""Suit-isomorphic hand indexes: the cards dealt in rounds (Hold'em: 2 hole cards, 3 flop, 1 turn,
1 river) to a dense index, equal for two deals exactly when one is the other with the cards of each
round reordered and the suits permuted.

The algorithm is the one of Waugh's hand-isomorphism ("A fast and optimal hand isomorphism
algorithm", 2013): each suit's cards, round by round, get a rank-set index (a colex rank among the
ranks that suit has left); suits sort by their count vector (cards per round) and then by that
index; suits with the same vector form a run whose indexes are a multiset, ranked as combinations
with repetition; the configuration (the sorted count vectors) gives the offset.

>>> indexer = HandIndexer([2, 3])
>>> indexer.size(0), indexer.size(1)
(169, 1286792)
>>> indexer.index("Ah Kh") == indexer.index("Ks As")   # the suits up to permutation
True
>>> indexer.unindex(0, indexer.index("Ah Kd"))
[['Ad', 'Kc']]
"""
import sys
from array import array
from itertools import product
from math import comb

cimport cython
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.stdint cimport uint16_t, uint32_t, uint64_t

from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._core.common.cards import card_strings

from pokerbits._core.common.bits cimport COLEX, N_MASKS, N_RANKS, POPCOUNT, card_count, lowest_index
from pokerbits._core.common.cards cimport card_set
from pokerbits._core.common.interrupt cimport Ticker, raise_pending, should_stop, start_ticker

# decks of the games table: cards -> (ranks, lowest rank); the short deck holds 6..A
DECKS = {52: (13, 0), 36: (9, 4)}

cdef uint64_t BINOM[14][16]   # C(n, k) for n, k <= 13 (rows of 16: index by shifts)
cdef uint16_t BELOW[64]       # by a card's bit: the ranks below it in its suit lane, from bit 0 of the lane
cdef uint16_t BY_COLEX[N_MASKS]   # the 13-bit masks by popcount k, then colex rank x: BY_COLEX[COLEX_START[k] + x]
cdef int COLEX_START[N_RANKS + 2]


cdef void _fill_tables() noexcept:
    """BINOM, BELOW and BY_COLEX (the inverse of the COLEX table of bits.pxd)."""
    cdef int n, k, m
    for n in range(14):
        for k in range(14):
            BINOM[n][k] = 0
        BINOM[n][0] = 1
        for k in range(1, n + 1):
            BINOM[n][k] = BINOM[n - 1][k - 1] + (BINOM[n - 1][k] if k < n else 0)
    for n in range(64):
        BELOW[n] = (1 << (n & 15)) - 1
    COLEX_START[0] = 0
    for k in range(N_RANKS + 1):
        COLEX_START[k + 1] = COLEX_START[k] + <int>BINOM[N_RANKS][k]
    for m in range(N_MASKS):
        BY_COLEX[COLEX_START[POPCOUNT[m]] + COLEX[m]] = m


_fill_tables()
# bytes of this module's tables
TABLE_BYTES = sizeof(BINOM) + sizeof(BELOW) + sizeof(BY_COLEX) + sizeof(COLEX_START)


cdef inline uint16_t with_gaps(uint16_t m, uint16_t used) noexcept nogil:
    """m spread over the ranks outside `used`: its i-th bit becomes the i-th free rank (a gap opens
    at each used rank, lowest first)."""
    cdef uint16_t below
    while used:
        below = (used & <uint16_t>(~used + 1)) - 1   # the ranks below the lowest used one
        if m <= below:   # nothing of m at or above the gap
            break
        m = (m & below) | <uint16_t>((m & ~below) << 1)
        used &= used - 1
    return m


cdef inline uint64_t multiset_rank(uint64_t x, int run) noexcept nogil:
    """C(x + run, run + 1): the colex term of rank index x for the suit with `run` suits before it
    in its run (run <= 3; exact divisions, the products at most 4 times the answer, sizes stay
    below 2**60)."""
    if run == 0:
        return x
    if run == 1:
        return x * (x + 1) // 2
    if run == 2:
        return x * (x + 1) // 2 * (x + 2) // 3
    return x * (x + 1) // 2 * (x + 2) // 3 * (x + 3) // 4


cdef inline uint64_t largest_rank(uint64_t x, int run, uint64_t states) noexcept nogil:
    """The largest rank index y < states with multiset_rank(y, run) <= x (y = 0 always is)."""
    cdef uint64_t lo = 0, hi = states, mid
    while hi - lo > 1:
        mid = lo + (hi - lo) // 2
        if multiset_rank(mid, run) <= x:
            lo = mid
        else:
            hi = mid
    return lo


cdef inline void sort_pair(uint64_t* keys, int i, int j) noexcept nogil:
    """keys[i], keys[j] in ascending order (a compare-exchange of a sorting network)."""
    cdef uint64_t low = keys[i] if keys[i] < keys[j] else keys[j]
    keys[j] = keys[i] ^ keys[j] ^ low
    keys[i] = low


cdef inline void sort_suits(uint64_t* keys) noexcept nogil:
    """The four suit keys in ascending order (the optimal five-comparator network)."""
    sort_pair(keys, 0, 1)
    sort_pair(keys, 2, 3)
    sort_pair(keys, 0, 2)
    sort_pair(keys, 1, 3)
    sort_pair(keys, 1, 2)


cdef inline uint64_t _slot(uint64_t key, int shift) noexcept nogil:
    """A configuration key's first hash slot (Fibonacci hashing: the top bits of a product)."""
    return (key * 0x9E3779B97F4A7C15ULL) >> shift


def _configurations(rounds: tuple, last: int, n_ranks: int) -> list:
    """The sorted count vectors (cards per round, rounds 0..last) of the four suits, as tuples of
    vector ids, largest first: every way to deal the rounds up to a permutation of the suits."""
    layouts = {(0, 0, 0, 0): ((), (), (), ())}   # vector ids -> vectors
    for r in range(last + 1):
        grown = {}
        for vectors in layouts.values():
            for split in product(range(rounds[r] + 1), repeat=4):
                if sum(split) != rounds[r]:
                    continue
                new = tuple(v + (c,) for v, c in zip(vectors, split))
                if any(sum(v) > n_ranks for v in new):
                    continue
                ids = sorted(((_vector_id(rounds, v), v) for v in new), reverse=True)
                grown[tuple(i for i, _ in ids)] = tuple(v for _, v in ids)
        layouts = grown
    return sorted(layouts.items())


def _vector_id(rounds: tuple, vector: tuple) -> int:
    out = 0
    for r, count in enumerate(vector):
        out = out * (rounds[r] + 1) + count
    return out


def _states(vector: tuple, n_ranks: int) -> int:
    """Rank sets one suit can hold with these counts per round."""
    out, used = 1, 0
    for count in vector:
        out *= comb(n_ranks - used, count)
        used += count
    return out


cdef class HandIndexer:
    """Suit-isomorphic indexes of the cards dealt in `rounds` (cards per round) from a deck of the
    games table (`deck` 52, or 36 for the short deck of 6..A).

    >>> HandIndexer([2, 3, 1, 1]).size(3)
    2428287420
    >>> HandIndexer([2], deck=36).size(0)
    81
    """

    def __cinit__(self):
        cdef int r
        for r in range(ISO_MAX_ROUNDS):
            self.configs[r] = NULL
            self.slots[r] = NULL
            self.radix[r] = NULL
            self.n_configs[r] = 0

    def __dealloc__(self):
        cdef int r
        for r in range(ISO_MAX_ROUNDS):
            PyMem_Free(self.configs[r])
            PyMem_Free(self.slots[r])
            PyMem_Free(self.radix[r])

    def __init__(self, rounds, deck=52):
        if isinstance(rounds, (str, bytes)) or not hasattr(rounds, "__iter__"):
            raise TypeError(f"rounds must be a list of cards per round, not {type(rounds).__name__}")
        counts = tuple(whole_number(n, "cards per round") for n in rounds)
        deck = whole_number(deck, "deck")
        if deck not in DECKS:
            raise ValueError(f"deck must be one of the games table's decks, 52 or 36 cards, got {short_repr(deck)}")
        if not 1 <= len(counts) <= ISO_MAX_ROUNDS:
            raise ValueError(f"an indexer takes 1 to {ISO_MAX_ROUNDS} rounds, got {len(counts)}")
        if min(counts) < 1:
            raise ValueError(f"every round deals at least one card, got {short_repr(list(counts))}")
        if sum(counts) > deck:
            raise ValueError(f"rounds {short_repr(list(counts))} deal {short_repr(sum(counts))} cards, "
                             f"more than the {deck} of the deck")
        if max(counts) > 12:   # more than 4 * 13 vector ids would not fit a 16-bit key lane
            raise ValueError(f"a round deals at most 12 cards, got {short_repr(max(counts))}")
        self.n_ranks, self.rank_shift = DECKS[deck]
        self.deck, self.round_sizes, self.n_rounds = deck, counts, len(counts)
        lane = ((1 << self.n_ranks) - 1) << self.rank_shift
        self.deck_mask = lane * 0x0001000100010001
        vector_ids = 1
        for r in range(self.n_rounds):
            self.rounds[r] = counts[r]
            vector_ids *= counts[r] + 1
            if vector_ids > 65536:
                raise ValueError(f"rounds {list(counts)} have too many suit layouts to index")
            self._build_round(r)
            self._build_radix(r)

    cdef _build_round(self, int r):
        layouts = _configurations(self.round_sizes, r, self.n_ranks)
        cdef IsoConfig* configs = <IsoConfig*>PyMem_Malloc(len(layouts) * sizeof(IsoConfig))
        if configs == NULL:
            raise MemoryError()
        self.configs[r], self.n_configs[r] = configs, len(layouts)
        offset = 0
        cdef int c, g
        for c, (ids, vectors) in enumerate(layouts):
            configs[c].key = (ids[0] << 48) | (ids[1] << 32) | (ids[2] << 16) | ids[3]
            configs[c].offset = offset
            runs = []   # [vector id, suits, states, counts]
            for vid, vector in zip(ids, vectors):
                if runs and runs[len(runs) - 1][0] == vid:
                    runs[len(runs) - 1][1] += 1
                else:
                    runs.append([vid, 1, _states(vector, self.n_ranks),
                                 sum(count << (8 * k) for k, count in enumerate(vector))])
            size, suit = 1, 4
            configs[c].n_groups = len(runs)
            for g in range(len(runs) - 1, -1, -1):   # the last run varies fastest
                _, suits, states, configs[c].group_counts[g] = runs[g]
                configs[c].group_suits[g] = suits
                configs[c].group_states[g] = states
                configs[c].group_size[g] = comb(states + suits - 1, suits)
                for j in range(suits - 1, -1, -1):
                    suit -= 1
                    configs[c].suit_mult[suit], configs[c].suit_run[suit] = size, j
                size *= comb(states + suits - 1, suits)
            offset += size
            if offset >= 1 << 60:
                raise ValueError(f"rounds {list(self.round_sizes)} have more than 2**60 indexes")
        self.sizes[r] = offset
        self._build_slots(r)

    cdef _build_radix(self, int r):
        """radix[r][v]: the ways to pick the ranks of rounds 0..r-1 of a suit with vector id v (the
        radix of its round r rank set), 1 for round 0; lanes of impossible vectors unused."""
        radices = {0: (1, 0)}   # vector id -> (radix, ranks used)
        for k in self.round_sizes[:r]:
            radices = {v * (k + 1) + count: (radix * comb(max(self.n_ranks - used, 0), count), used + count)
                       for v, (radix, used) in radices.items() for count in range(k + 1)}
        n = max(radices) + 1
        cdef uint64_t* table = <uint64_t*>PyMem_Malloc(n * sizeof(uint64_t))
        if table == NULL:
            raise MemoryError()
        self.radix[r] = table
        for v, (radix, used) in radices.items():
            table[v] = radix

    cdef _build_slots(self, int r):
        """The hash of round r's configuration keys: at least four slots per key, linear probing."""
        cdef int bits = 4, c
        cdef uint64_t h, mask
        while (1 << bits) < 4 * self.n_configs[r]:
            bits += 1
        cdef uint32_t* slots = <uint32_t*>PyMem_Malloc((<size_t>1 << bits) * sizeof(uint32_t))
        if slots == NULL:
            raise MemoryError()
        self.slots[r], self.slot_shift[r], mask = slots, 64 - bits, (<uint64_t>1 << bits) - 1
        for c in range(1 << bits):
            slots[c] = 0
        for c in range(self.n_configs[r]):
            h = _slot(self.configs[r][c].key, self.slot_shift[r])
            while slots[h]:
                h = (h + 1) & mask
            slots[h] = c + 1

    cdef uint64_t index_of(self, int last, const uint64_t* per_round) noexcept nogil:
        """The index of the deal per_round[0..last] (one card set per round), ISO_BAD if a round
        holds the wrong number of cards, a card outside the deck or a card of an earlier round.

        Card by card, lowest bit first, each adds its colex term (the free ranks below it, the
        round's cards below it in its suit) times its suit's radix to the suit's rank index; the
        suits' vector ids grow in the 16-bit lanes of `vids`."""
        cdef uint64_t rank_index[4]
        cdef uint64_t keys[4]
        cdef uint64_t dealt = 0, vids = 0, cs, rest, free, before, below, key, acc, slot, mask
        cdef const uint64_t* radix
        cdef int r, k, bit = 0, lane, s
        cdef uint32_t found
        cdef const IsoConfig* config
        for s in range(4):
            rank_index[s] = 0
        for r in range(last + 1):
            cs = per_round[r]
            if (cs & ~self.deck_mask) or (cs & dealt):
                return ISO_BAD
            radix, before, rest, free = self.radix[r], vids, cs, self.deck_mask & ~dealt
            vids *= self.rounds[r] + 1
            for k in range(self.rounds[r]):   # too few cards: then bit 63 (rest stays 0)
                bit = lowest_index(rest | ISO_PAST_DECK)
                rest &= rest - 1
                lane, below = bit & 48, BELOW[bit]
                rank_index[lane >> 4] += radix[(before >> lane) & 0xFFFF] * BINOM[
                    POPCOUNT[(free >> lane) & below]][POPCOUNT[(cs >> lane) & below] + 1]
                vids += <uint64_t>1 << lane
            if rest or bit == 63:   # more cards than the round deals, or fewer
                return ISO_BAD
            dealt |= cs
        for s in range(4):   # vector id down, then rank index up (rank indexes stay below 2**42)
            keys[s] = ((~vids >> (16 * s)) & 0xFFFF) << 48 | rank_index[s]
        sort_suits(keys)
        key = ~(keys[0] >> 48 << 48 | keys[1] >> 48 << 32 | keys[2] >> 48 << 16 | keys[3] >> 48)
        mask = (<uint64_t>1 << (64 - self.slot_shift[last])) - 1
        slot = _slot(key, self.slot_shift[last])
        while True:
            found = self.slots[last][slot]
            if found == 0:   # (every deal's key is a configuration: not reached)
                return ISO_BAD
            if self.configs[last][found - 1].key == key:
                break
            slot = (slot + 1) & mask
        config = &self.configs[last][found - 1]
        acc = config.offset
        for s in range(4):   # each run's rank indexes ranked as a multiset
            acc += config.suit_mult[s] * multiset_rank(keys[s] & ISO_RANK_INDEX, config.suit_run[s])
        return acc

    cdef int cards_of(self, int last, uint64_t index, uint64_t* per_round) noexcept nogil:
        """The canonical deal of `index` into per_round[0..last]; -1 if index >= size(last)."""
        cdef uint64_t multiset[4]
        cdef uint64_t rank_index, acc, b, states, counts
        cdef int lo = 0, n = self.n_configs[last], half, g, j, s, r, suits, count
        cdef uint16_t used, ranks
        cdef const IsoConfig* config
        if index >= self.sizes[last]:
            return -1
        while n > 1:   # the last configuration starting at or before index (steps fixed by n: no guessing)
            half = n // 2
            lo = lo + half if self.configs[last][lo + half].offset <= index else lo
            n -= half
        config = &self.configs[last][lo]
        acc = index - config.offset
        for g in range(config.n_groups - 1, 0, -1):
            multiset[g] = acc % config.group_size[g]
            acc //= config.group_size[g]
        multiset[0] = acc
        for r in range(last + 1):
            per_round[r] = 0
        s = 0
        for g in range(config.n_groups):
            suits, states, counts = config.group_suits[g], config.group_states[g], config.group_counts[g]
            acc = multiset[g]
            for j in range(suits - 1, -1, -1):   # the run's rank indexes, largest first
                if j == 0:   # the run's last rank index: what is left
                    rank_index = acc
                elif states == 1:   # suits of no cards: every rank index 0
                    rank_index = 0
                else:
                    rank_index = largest_rank(acc, j, states)
                acc -= multiset_rank(rank_index, j)
                used = 0
                for r in range(last + 1):   # the suit's rank sets, round 0 the lowest digit
                    count = (counts >> (8 * r)) & 0xFF
                    if count == 0:   # a digit of radix 1
                        continue
                    b = BINOM[self.n_ranks - POPCOUNT[used]][count]
                    ranks = with_gaps(BY_COLEX[COLEX_START[count] + rank_index % b], used)
                    rank_index //= b
                    per_round[r] |= (<uint64_t>ranks << self.rank_shift) << (16 * (s + j))
                    used |= ranks
            s += suits
        return 0

    def size(self, round) -> int:
        """Indexes of the deals of rounds 0..round (isomorphism classes).

        >>> HandIndexer([2, 5]).size(1)
        123156254
        """
        return self.sizes[self._round(round)]

    cdef int _round(self, round) except -1:
        r = whole_number(round, "round")
        if not 0 <= r < self.n_rounds:
            raise ValueError(f"round must be 0 to {self.n_rounds - 1} for rounds {list(self.round_sizes)}, got {short_repr(r)}")
        return r

    def index(self, cards) -> int:
        """The index of a deal: per-round card lists or sets (``[["Ah", "Kh"], "Qs Jd 2c"]``), or
        all cards in deal order (``"Ah Kh Qs Jd 2c"``), for the first rounds.

        >>> indexer = HandIndexer([2, 3])
        >>> indexer.index([["Ah", "Kh"], "Qs Jd 2c"]) == indexer.index("Kd Ad 2h Qc Js")
        True
        """
        cdef uint64_t buffer[ISO_MAX_ROUNDS]
        cdef uint64_t value
        cdef Py_ssize_t n
        if type(cards) is list or type(cards) is tuple:   # per-round int card sets: no parsing
            n = len(cards)
            if 0 < n <= self.n_rounds and _int_rounds(cards, n, buffer):
                value = self.index_of(n - 1, buffer)
                if value != ISO_BAD:
                    return value
        per_round = self._rounds_of(cards)   # any other notation, or the error of a bad deal
        for n, cs in enumerate(per_round):
            buffer[n] = cs
        return self.index_of(len(per_round) - 1, buffer)

    def unindex(self, round, index) -> list:
        """A canonical deal of rounds 0..round with this index, as per-round card lists.

        >>> HandIndexer([2, 3]).unindex(1, 0)
        [['2d', '2c'], ['3h', '2s', '2h']]
        """
        cdef int r = self._round(round)
        i = whole_number(index, "index")
        if not 0 <= i < self.sizes[r]:
            raise ValueError(f"index must be 0 to {self.sizes[r] - 1} for round {r}, got {short_repr(i)}")
        cdef uint64_t buffer[ISO_MAX_ROUNDS]
        self.cards_of(r, i, buffer)
        return [card_strings(buffer[k]) for k in range(r + 1)]

    def _rounds_of(self, cards) -> list:
        """The card sets of the first rounds of `cards`, checked."""
        if isinstance(cards, str) or (hasattr(cards, "__iter__") and not hasattr(cards, "__index__")
                                      and all(isinstance(c, str) and len(_tokens(c)) == 1 for c in cards)):
            tokens = _tokens(cards) if isinstance(cards, str) else list(cards)
            per_round, start = [], 0
            for n in self.round_sizes:
                if start >= len(tokens):
                    break
                per_round.append(tokens[start:start + n])
                start += n
            if start != len(tokens) or not tokens:
                raise ValueError(self._count_message(len(tokens)))
        elif hasattr(cards, "__iter__") and not hasattr(cards, "__index__"):
            per_round = list(cards)
        else:
            raise TypeError(f"cards must be a card string, a list of cards or per-round lists, "
                            f"not {type(cards).__name__}")
        if not 1 <= len(per_round) <= self.n_rounds:
            raise ValueError(f"cards for 1 to {self.n_rounds} rounds, got {len(per_round)}")
        out, seen = [], 0
        for r, part in enumerate(per_round):
            cs = card_set(part)
            n = card_count(cs)
            if n != self.rounds[r]:
                raise ValueError(f"round {r} deals {self.rounds[r]} cards, got {n}")
            if cs & ~self.deck_mask:
                raise ValueError(f"{' '.join(card_strings(cs & ~self.deck_mask))} not in the {self.deck}-card deck")
            if cs & seen:
                raise ValueError(f"duplicate card {card_strings(cs & seen)[0]}")
            seen |= cs
            out.append(cs)
        return out

    def _count_message(self, n: int) -> str:
        totals = [sum(self.round_sizes[:r + 1]) for r in range(self.n_rounds)]
        return f"rounds {list(self.round_sizes)} deal {', '.join(map(str, totals))} cards in all, got {n}"

    def index_many(self, round, card_sets, out=None):
        """Indexes of many deals of rounds 0..round, without the GIL: `card_sets` a C-contiguous
        uint64 buffer of round + 1 card sets per deal (shape (n, round + 1), or flat), the uint64
        indexes in `out` or a new buffer (numpy for numpy input, else array('Q')).

        >>> from array import array
        >>> indexer = HandIndexer([2, 3])
        >>> list(indexer.index_many(0, array("Q", [cards("Ah Kh"), cards("Ad Kd")])))
        [168, 168]
        """
        cdef int r = self._round(round)
        cdef const uint64_t[::1] flat = _flat_view(card_sets, "card_sets")
        cdef Py_ssize_t width = r + 1, n, i
        if flat.shape[0] % width:
            raise ValueError(f"card_sets holds {flat.shape[0]} card sets, not a multiple of {width} per deal")
        n = flat.shape[0] // width
        result = _new_output(card_sets, (n,)) if out is None else out
        cdef uint64_t[::1] target = _out_view(result, n)
        cdef Py_ssize_t bad = -1
        cdef uint64_t value
        cdef Ticker ticker
        cdef int own = 0
        cdef bint stopped = False
        start_ticker(&ticker, &own)
        with nogil, cython.boundscheck(False):   # i * width + width <= flat.shape[0], i < n
            for i in range(n):
                value = self.index_of(r, &flat[i * width])
                if value == ISO_BAD:
                    bad = i
                    break
                target[i] = value
                if should_stop(&ticker, width):   # Ctrl-C: a check every 65,536 card sets
                    stopped = True
                    break
        if stopped:
            raise_pending()
        if bad >= 0:
            try:
                self._rounds_of([int(flat[bad * width + k]) for k in range(width)])
            except (ValueError, TypeError) as error:
                raise ValueError(f"deal {bad}: {error}") from None
        return result

    def unindex_many(self, round, indexes, out=None):
        """Canonical deals of many indexes of rounds 0..round, without the GIL: round + 1 card sets
        per index (numpy shape (n, round + 1) for numpy input, else a flat array('Q')).

        >>> from array import array
        >>> indexer = HandIndexer([2])
        >>> [card_strings(cs) for cs in indexer.unindex_many(0, array("Q", [0, 168]))]
        [['2d', '2c'], ['Ac', 'Kc']]
        """
        cdef int r = self._round(round)
        cdef const uint64_t[::1] source = _flat_view(indexes, "indexes")
        cdef Py_ssize_t width = r + 1, n = source.shape[0], i
        result = _new_output(indexes, (n, width)) if out is None else out
        cdef uint64_t[::1] target = _out_view(result, n * width)
        cdef Py_ssize_t bad = -1
        cdef Ticker ticker
        cdef int own = 0
        cdef bint stopped = False
        start_ticker(&ticker, &own)
        with nogil, cython.boundscheck(False):   # i < n, (i + 1) * width <= target.shape[0]
            for i in range(n):
                if self.cards_of(r, source[i], &target[i * width]) < 0:
                    bad = i
                    break
                if should_stop(&ticker, width):   # Ctrl-C: a check every 65,536 card sets
                    stopped = True
                    break
        if stopped:
            raise_pending()
        if bad >= 0:
            raise ValueError(f"indexes[{bad}] = {source[bad]} is not below size({r}) = {self.sizes[r]}")
        return result

    def __repr__(self) -> str:
        return f"HandIndexer({list(self.round_sizes)}, deck={self.deck})"


cdef bint _int_rounds(object cards, Py_ssize_t n, uint64_t* buffer):
    """True, with buffer[0..n-1] filled, when the list or tuple `cards` holds n ints of 64 bits."""
    cdef Py_ssize_t r
    for r in range(n):
        item = cards[r]
        if type(item) is not int:
            return False
        try:
            buffer[r] = item
        except OverflowError:
            return False
    return True


def _tokens(text: str) -> list:
    """The cards of a card string in the order written: "AhKh 10c" -> ["Ah", "Kh", "10c"]."""
    tokens = []
    for word in text.replace(",", " ").split():
        i = 0
        while i < len(word):
            size = 3 if word.startswith("10", i) else 2
            tokens.append(word[i:i + size])
            i += size
    return tokens


cdef const uint64_t[::1] _flat_view(object buffer, str name) except *:
    """A uint64 buffer of any C-contiguous shape, seen flat."""
    try:
        view = memoryview(buffer)
    except TypeError:
        raise TypeError(f"{name} must be a uint64 buffer (numpy array, array('Q')), "
                        f"not {type(buffer).__name__}") from None
    if view.format.lstrip("@") not in ("Q", "L") or view.itemsize != 8 or not view.c_contiguous:
        raise ValueError(f"{name} must be a C-contiguous buffer of uint64, got format {view.format!r}")
    cdef const uint64_t[::1] flat = view.cast("B").cast("Q")
    return flat


cdef object _new_output(object like, tuple shape):
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(like, numpy.ndarray):
        return numpy.empty(shape, dtype=numpy.uint64)
    n = 1
    for k in shape:
        n *= k
    return array("Q", bytes(8 * n))


cdef uint64_t[::1] _out_view(object out, Py_ssize_t n) except *:
    try:
        view = memoryview(out)
    except TypeError:
        raise TypeError(f"out must be a writable uint64 buffer, not {type(out).__name__}") from None
    if view.readonly or view.itemsize != 8 or view.format.lstrip("@") not in ("Q", "L") or not view.c_contiguous:
        raise ValueError("out must be a writable C-contiguous buffer of uint64")
    cdef uint64_t[::1] flat = view.cast("B").cast("Q")
    if flat.shape[0] != n:
        raise ValueError(f"out holds {flat.shape[0]} values, {n} are needed")
    return flat
