"""HandIndexer against the rules: sizes from the published counts and from Burnside's lemma over the
24 suit permutations, indexes equal exactly when naive canonical forms (the least relabelling of
the suits, cards sorted within rounds) are equal, and the batch calls equal the single ones."""
import functools
import random
import re
from array import array
from itertools import combinations, permutations, product
from math import comb

import numpy
import pytest

from pokerbits import HandIndexer, card_strings, cards

RANKS = "23456789TJQKA"
SUITS = "cdhs"
PERMUTATIONS = list(permutations(range(4)))


def deck_cards(deck: int) -> list[str]:
    ranks = RANKS if deck == 52 else RANKS[4:]
    return [r + s for r in ranks for s in SUITS]


def burnside_size(rounds: list, deck: int) -> int:
    """Deals of `rounds` up to suit permutations: the mean over the 24 permutations of the deals
    each one fixes.  A fixed deal gives every round a union of card orbits (one orbit per rank and
    cycle of the permutation), so count the ways to spread the orbits over the rounds."""
    n_ranks = deck // 4
    total = 0
    for perm in PERMUTATIONS:
        cycles, seen = [], set()
        for s in range(4):
            if s not in seen:
                length, t = 0, s
                while t not in seen:
                    seen.add(t)
                    t = perm[t]
                    length += 1
                cycles.append(length)
        ways = {tuple(0 for _ in rounds): 1}   # cards given to each round so far -> ways
        for length in cycles * n_ranks:
            grown = dict(ways)   # the orbit stays undealt
            for filled, count in ways.items():
                for r in range(len(rounds)):
                    if filled[r] + length <= rounds[r]:
                        key = filled[:r] + (filled[r] + length,) + filled[r + 1:]
                        grown[key] = grown.get(key, 0) + count
            ways = grown
        total += ways.get(tuple(rounds), 0)
    assert total % 24 == 0
    return total // 24


def canonical(per_round: list) -> tuple:
    """The least form of a deal over the 24 relabellings of the suits, cards sorted per round."""
    forms = []
    for perm in PERMUTATIONS:
        forms.append(tuple(tuple(sorted((RANKS.index(c[0]), perm[SUITS.index(c[1])]) for c in part))
                           for part in per_round))
    return min(forms)


def random_deal(rounds: list, deck: int, rng: random.Random) -> list:
    dealt = rng.sample(deck_cards(deck), sum(rounds))
    out, start = [], 0
    for n in rounds:
        out.append(dealt[start:start + n])
        start += n
    return out


def relabel(per_round: list, perm: tuple, rng: random.Random) -> list:
    out = []
    for part in per_round:
        moved = [c[0] + SUITS[perm[SUITS.index(c[1])]] for c in part]
        rng.shuffle(moved)
        out.append(moved)
    return out


@pytest.mark.parametrize("rounds, sizes", [
    ([2, 3, 1, 1], [169, 1_286_792, 55_190_538, 2_428_287_420]),   # the published Hold'em counts
    ([2, 5], [169, 123_156_254]),
])
def test_published_sizes(rounds, sizes):
    indexer = HandIndexer(rounds)
    assert [indexer.size(r) for r in range(len(rounds))] == sizes
    assert [burnside_size(rounds[:r + 1], 52) for r in range(len(rounds))] == sizes   # the reference agrees


@pytest.mark.parametrize("rounds, deck", [
    ([4, 3, 1, 1], 52), ([2, 3, 1, 1], 36), ([4, 3, 1, 1], 36), ([5, 3, 1, 1], 52), ([1, 1, 1], 52), ([3, 4], 36),
])
def test_sizes_by_burnside(rounds, deck):
    indexer = HandIndexer(rounds, deck=deck)
    assert [indexer.size(r) for r in range(len(rounds))] == [burnside_size(rounds[:r + 1], deck)
                                                             for r in range(len(rounds))]


def test_omaha_and_short_deck_sizes_of_the_docs():
    omaha = [16_432, 204_461_673, 8_964_883_057, 389_802_959_832]
    assert [HandIndexer([4, 3, 1, 1]).size(r) for r in range(4)] == omaha
    assert [HandIndexer([2, 3, 1, 1], deck=36).size(r) for r in range(4)] == [81, 186_696, 5_266_044, 151_065_864]


@pytest.mark.parametrize("deck", [52, 36])
def test_every_preflop_hand_against_canonical_forms(deck):
    indexer = HandIndexer([2, 3, 1, 1], deck=deck)
    by_form: dict = {}
    by_index: dict = {}
    for hole in combinations(deck_cards(deck), 2):
        i, form = indexer.index([list(hole)]), canonical([list(hole)])
        assert by_form.setdefault(form, i) == i
        assert by_index.setdefault(i, form) == form
    assert sorted(by_index) == list(range(indexer.size(0)))
    for i, form in by_index.items():
        assert canonical(indexer.unindex(0, i)) == form


def test_every_flop_class_is_a_bijection():
    indexer = HandIndexer([2, 3, 1, 1])
    n = indexer.size(1)
    deals = indexer.unindex_many(1, numpy.arange(n, dtype=numpy.uint64))
    assert deals.shape == (n, 2)
    holes, flops = deals[:, 0], deals[:, 1]
    assert not numpy.any(holes & flops)
    assert set(numpy.unique(numpy.bitwise_count(holes))) == {2}
    assert set(numpy.unique(numpy.bitwise_count(flops))) == {3}
    assert numpy.array_equal(indexer.index_many(1, deals), numpy.arange(n, dtype=numpy.uint64))


@pytest.mark.parametrize("rounds, deck", [([2, 3, 1, 1], 52), ([4, 3, 1, 1], 52), ([2, 5], 52), ([2, 3, 1, 1], 36)])
def test_invariant_under_suit_permutations_and_order(rounds, deck):
    rng = random.Random(15)
    indexer = HandIndexer(rounds, deck=deck)
    for _ in range(60):
        deal = random_deal(rounds, deck, rng)
        for r in range(len(rounds)):
            first = indexer.index(deal[:r + 1])
            assert all(indexer.index(relabel(deal[:r + 1], perm, rng)) == first for perm in PERMUTATIONS)


@pytest.mark.parametrize("rounds, deck", [([2, 3, 1, 1], 52), ([4, 3, 1, 1], 52), ([2, 5], 52), ([3, 4], 36)])
def test_equal_indexes_exactly_for_equal_canonical_forms(rounds, deck):
    rng = random.Random(20)
    indexer = HandIndexer(rounds, deck=deck)
    for r in range(len(rounds)):
        by_form: dict = {}
        by_index: dict = {}
        for _ in range(1500):   # few classes per round early on: many collisions to check
            deal = random_deal(rounds[:r + 1], deck, rng) if r else [rng.sample(deck_cards(deck), rounds[0])]
            i, form = indexer.index(deal), canonical(deal)
            assert by_form.setdefault(form, i) == i
            assert by_index.setdefault(i, form) == form
            assert 0 <= i < indexer.size(r)


@pytest.mark.parametrize("rounds, deck", [([2, 3, 1, 1], 52), ([4, 3, 1, 1], 52), ([2, 5], 52), ([2, 3, 1, 1], 36)])
def test_index_of_unindex_on_random_indexes(rounds, deck):
    rng = random.Random(7)
    indexer = HandIndexer(rounds, deck=deck)
    for r in range(len(rounds)):
        size = indexer.size(r)
        for i in [0, size - 1] + [rng.randrange(size) for _ in range(300)]:
            deal = indexer.unindex(r, i)
            assert [len(part) for part in deal] == rounds[:r + 1]
            assert set(sum(deal, [])) <= set(deck_cards(deck))
            assert indexer.index(deal) == i


def naive_rank_index(per_suit_round: list, n_ranks: int) -> int:
    """A suit's rank index by its definition: per round the colex rank of its ranks among the
    ranks it has left, round 0 the lowest digit."""
    index, radix, used = 0, 1, set()
    for ranks in per_suit_round:
        free = [x for x in range(n_ranks) if x not in used]
        index += radix * sum(comb(free.index(x), j + 1) for j, x in enumerate(sorted(ranks)))
        radix *= comb(len(free), len(ranks))
        used |= set(ranks)
    return index


def naive_states(vector: tuple, n_ranks: int) -> int:
    out, used = 1, 0
    for count in vector:
        out, used = out * comb(n_ranks - used, count), used + count
    return out


def naive_runs(ids: tuple, vectors: dict, n_ranks: int) -> list:
    """(vector id, suits, states) of each run of equal ids."""
    runs = []
    for vid in ids:
        if runs and runs[-1][0] == vid:
            runs[-1][1] += 1
        else:
            runs.append([vid, 1, naive_states(vectors[vid], n_ranks)])
    return runs


@functools.lru_cache(maxsize=None)
def naive_offsets(rounds: tuple, n_ranks: int) -> tuple:
    """Every configuration (the four suits' count-vector ids, largest first) in order, with its
    first index, from all the ways to split each round's cards over the suits; and the vectors."""
    splits = [[split for split in product(range(k + 1), repeat=4) if sum(split) == k] for k in rounds]
    vectors, configs = {}, set()
    for per_round in product(*splits):
        suits = [tuple(split[s] for split in per_round) for s in range(4)]
        if all(sum(v) <= n_ranks for v in suits):
            ids = []
            for v in suits:
                vid = 0
                for r, count in enumerate(v):
                    vid = vid * (rounds[r] + 1) + count
                vectors[vid] = v
                ids.append(vid)
            configs.add(tuple(sorted(ids, reverse=True)))
    offsets, offset = {}, 0
    for ids in sorted(configs):
        offsets[ids] = offset
        size = 1
        for _, suits, states in naive_runs(ids, vectors, n_ranks):
            size *= comb(states + suits - 1, suits)
        offset += size
    return offsets, vectors


def naive_index(rounds: list, deck: int, deal: list) -> int:
    """The index of a deal by the definition, slowly: suits sorted by count vector (down), then
    rank index (up); each run of equal vectors a multiset of rank indexes; the configuration's offset."""
    n_ranks, low = deck // 4, RANKS.index("2" if deck == 52 else "6")
    rounds = tuple(rounds[:len(deal)])
    suits = []
    for s in SUITS:
        ranks = [[RANKS.index(c[0]) - low for c in part if c[1] == s] for part in deal]
        vid = 0
        for r, part in enumerate(ranks):
            vid = vid * (rounds[r] + 1) + len(part)
        suits.append((-vid, naive_rank_index(ranks, n_ranks)))
    suits.sort()
    ids = tuple(-v for v, _ in suits)
    offsets, vectors = naive_offsets(rounds, n_ranks)
    acc, s = 0, 0
    for _, run, states in naive_runs(ids, vectors, n_ranks):
        multiset = sum(comb(suits[s + j][1] + j, j + 1) for j in range(run))
        acc, s = acc * comb(states + run - 1, run) + multiset, s + run
    return offsets[ids] + acc


@pytest.mark.parametrize("rounds, deck", [([2, 3, 1, 1], 52), ([2, 5], 52), ([4, 3, 1, 1], 52), ([2, 3, 1, 1], 36)])
def test_kernels_against_the_naive_definition(rounds, deck):
    """index (both notations), index_many and unindex against naive_index on random deals of every round."""
    rng = random.Random(1215)
    indexer = HandIndexer(rounds, deck=deck)
    for r in range(len(rounds)):
        deals = [random_deal(rounds[:r + 1], deck, rng) for _ in range(300)]
        expected = [naive_index(rounds, deck, deal) for deal in deals]
        as_ints = [[cards(part) for part in deal] for deal in deals]
        assert [indexer.index(deal) for deal in deals] == expected
        assert [indexer.index(deal) for deal in as_ints] == expected
        assert list(indexer.index_many(r, array("Q", sum(as_ints, [])))) == expected
        for deal, i in zip(deals, expected):
            assert canonical(indexer.unindex(r, i)) == canonical(deal)


def test_card_notations():
    indexer = HandIndexer([2, 3, 1, 1])
    i = indexer.index("Ah Kh Qs Jd 2c 9d")
    assert indexer.index("AhKh QsJd2c 9d") == indexer.index(["Ah", "Kh", "Qs", "Jd", "2c", "9d"]) == i
    assert indexer.index([cards("Ah Kh"), "Qs Jd 2c", ["9d"]]) == i
    assert indexer.index(["Kh Ah", "2c Jd Qs", "9d"]) == i
    assert indexer.index("Ah Kh Qs Jd 2c 9d") != indexer.index("Ah Kh Qs Jd 9d 2c")   # rounds differ
    assert indexer.index("10h 9h") == indexer.index("Ts 9s")
    as_ints = [cards("Ah Kh"), cards("Qs Jd 2c"), cards("9d")]
    assert indexer.index(as_ints) == indexer.index(tuple(as_ints)) == i
    assert indexer.index([numpy.uint64(cs) for cs in as_ints]) == i


def test_batch_equals_single_calls():
    rng = random.Random(3)
    indexer = HandIndexer([2, 3, 1, 1])
    deals = [random_deal([2, 3, 1, 1], 52, rng) for _ in range(500)]
    for r in range(4):
        flat = array("Q", [cards(part) for deal in deals for part in deal[:r + 1]])
        expected = [indexer.index(deal[:r + 1]) for deal in deals]
        assert list(indexer.index_many(r, flat)) == expected
        as_numpy = numpy.frombuffer(flat, dtype=numpy.uint64).reshape(-1, r + 1)
        out = numpy.zeros(len(deals), dtype=numpy.uint64)
        assert indexer.index_many(r, as_numpy, out=out) is out
        assert out.tolist() == expected
        back = indexer.unindex_many(r, array("Q", expected))
        assert [card_strings(cs) for cs in back] == [card_strings(cards(part)) for i in expected
                                                     for part in indexer.unindex(r, i)]
    assert list(indexer.index_many(0, array("Q"))) == []


@pytest.mark.parametrize("call, error, words", [
    (lambda: HandIndexer([2, 3], deck=40), ValueError, "deck"),
    (lambda: HandIndexer([20, 20, 10, 5]), ValueError, "more than the 52"),
    (lambda: HandIndexer([20, 17], deck=36), ValueError, "more than the 36"),
    (lambda: HandIndexer([2, 0]), ValueError, "at least one card"),
    (lambda: HandIndexer([]), ValueError, "1 to 8 rounds"),
    (lambda: HandIndexer("2 3"), TypeError, "rounds"),
    (lambda: HandIndexer([2.0]), TypeError, "whole number"),
    (lambda: HandIndexer([2, 3]).size(2), ValueError, "round must be 0 to 1"),
    (lambda: HandIndexer([2, 3]).index("Ah Kh Qs"), ValueError, "got 3"),
    (lambda: HandIndexer([2, 3]).index(["Ah Kh", "Qs Jd"]), ValueError, "round 1 deals 3 cards, got 2"),
    (lambda: HandIndexer([2, 3]).index(["Ah Kh", "Qs Jd Ah"]), ValueError, "duplicate card Ah"),
    (lambda: HandIndexer([2, 3]).index("Ah Ah"), ValueError, "duplicate"),
    (lambda: HandIndexer([2], deck=36).index("Ah 5h"), ValueError, "not in the 36-card deck"),
    (lambda: HandIndexer([2]).index(12345), TypeError, "per-round"),
    (lambda: HandIndexer([2, 3]).index([cards("Ah Kh"), cards("Qs Jd")]), ValueError, "round 1 deals 3 cards, got 2"),
    (lambda: HandIndexer([2, 3]).index((cards("Ah Kh"), cards("Qs Jd Ah"))), ValueError, "duplicate card Ah"),
    (lambda: HandIndexer([2], deck=36).index([cards("Ah 5h")]), ValueError, "not in the 36-card deck"),
    (lambda: HandIndexer([2]).index([cards("Ah Kh"), cards("Qd")]), ValueError, "1 to 1 rounds, got 2"),
    (lambda: HandIndexer([2]).index([-1]), ValueError, "not a 64-bit card set"),
    (lambda: HandIndexer([2]).index([2 ** 64]), ValueError, "not a 64-bit card set"),
    (lambda: HandIndexer([2]).index([1 << 15 | 1]), ValueError, "bits outside the 52 cards"),
    (lambda: HandIndexer([2]).index([]), ValueError, "deal 2 cards in all, got 0"),
    (lambda: HandIndexer([2]).unindex(0, 169), ValueError, "0 to 168"),
    (lambda: HandIndexer([2]).unindex(0, -1), ValueError, "0 to 168"),
    (lambda: HandIndexer([2]).index_many(0, array("i", [1])), ValueError, "uint64"),
    (lambda: HandIndexer([2]).index_many(0, [1, 2]), TypeError, "uint64 buffer"),
    (lambda: HandIndexer([2, 3]).index_many(1, array("Q", [1, 2, 3])), ValueError, "multiple of 2"),
    (lambda: HandIndexer([2]).index_many(0, array("Q", [cards("Ah Kh"), cards("Ah")])), ValueError, "deal 1"),
    (lambda: HandIndexer([2]).index_many(0, array("Q", [3]), out=array("Q", [0, 0])), ValueError, "out holds 2"),
    (lambda: HandIndexer([2]).unindex_many(0, array("Q", [5, 169])), ValueError, "indexes[1]"),
])
def test_bad_input(call, error, words):
    with pytest.raises(error, match=re.escape(words)):
        call()
