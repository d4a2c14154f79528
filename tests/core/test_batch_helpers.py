"""deal_many, card_sets_from_indices and category_many against naive references: the sets dealt
are uniform (chi-square over every possible set, and over pairs of consecutive sets), the
converter and the categories equal a plain computation from the rules, bad input is named."""
import itertools
import math
import random
from array import array
from collections import Counter

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pokerbits
from conftest import refused_or
from pokerbits import systems

CARDS = [rank + suit for suit in "cdhs" for rank in "23456789TJQKA"]   # card index 13 * suit + rank


def naive_card_set(indices) -> int:
    """A card set from card indices, from the layout (bit 16 * suit + rank), one card at a time."""
    held = 0
    for index in indices:
        suit, rank = divmod(int(index), 13)
        assert not held >> (16 * suit + rank) & 1
        held |= 1 << (16 * suit + rank)
    return held


def chi_square_limit(degrees: int, z: float = 5.0) -> float:
    """The chi-square value exceeded with probability about that of a normal beyond z sigmas
    (Wilson-Hilferty): some 3e-7 at z = 5, so a fixed seed that passes stays passing."""
    h = 2 / (9 * degrees)
    return degrees * (1 - h + z * math.sqrt(h)) ** 3


def chi_square(counts: Counter, cells: list) -> float:
    """Pearson's statistic of `counts` over `cells`, every cell equally likely."""
    total = sum(counts.values())
    assert set(counts) <= set(cells)
    expected = total / len(cells)
    return sum((counts[cell] - expected) ** 2 / expected for cell in cells)


# --- deal_many ------------------------------------------------------------------------------

def test_sets_have_the_cards_asked_none_dead():
    dead = pokerbits.cards("As Kd 2c")
    hands = pokerbits.deal_many(20_000, 7, seed=3, dead="As Kd 2c")
    assert isinstance(hands, array) and hands.typecode == "Q" and len(hands) == 20_000
    for hand in hands:
        assert pokerbits.cards(hand) == hand and bin(hand).count("1") == 7 and not hand & dead


@pytest.mark.parametrize("dead,count", [
    (CARDS[6:], 2),          # 6 cards left, every pair of them: 15 sets
    (CARDS[8:], 3),          # 8 left, 56 sets of three
    ([], 1),                 # the 52 single cards
    (CARDS[5:], 5),          # 5 left: always the same set
    (CARDS[:7], 44),         # 45 left, 44 of them: 45 sets (which card is left out)
])
def test_every_set_is_equally_likely(dead, count):
    left = [card for card in CARDS if card not in dead]
    cells = [pokerbits.cards(list(cs)) for cs in itertools.combinations(left, count)]
    n = 10_000 * len(cells)
    counts = Counter(pokerbits.deal_many(n, count, seed=11, dead=dead))
    if len(cells) == 1:
        assert counts == Counter({cells[0]: n})
        return
    assert chi_square(counts, cells) < chi_square_limit(len(cells) - 1)


def test_consecutive_sets_are_independent_across_chunks():
    left = CARDS[:6]
    sets = [pokerbits.cards(list(cs)) for cs in itertools.combinations(left, 2)]
    hands = pokerbits.deal_many(150_000, 2, seed=5, dead=CARDS[6:])   # 65,536 a chunk: three chunks
    pairs = Counter(zip(hands[:-1], hands[1:]))
    cells = list(itertools.product(sets, sets))
    assert chi_square(pairs, cells) < chi_square_limit(len(cells) - 1)


def test_each_card_as_often_as_any_other_in_seven_card_hands():
    hands = np.array(pokerbits.deal_many(100_000, 7, seed=2), dtype=np.uint64)
    counts = Counter({card: int(((hands >> np.uint64(16 * (i // 13) + i % 13)) & np.uint64(1)).sum())
                      for i, card in enumerate(CARDS)})
    expected = 100_000 * 7 / 52
    statistic = sum((counts[card] - expected) ** 2 / expected for card in CARDS)
    assert statistic < chi_square_limit(51)


def test_the_uniformity_check_catches_a_biased_deal():
    """The check above fails on a deal a little less likely to hold the first card."""
    rng = random.Random(1)
    left = CARDS[:6]
    cells = [frozenset(cs) for cs in itertools.combinations(left, 2)]
    biased = Counter()
    while sum(biased.values()) < 10_000 * len(cells):
        pick = frozenset(rng.sample(left, 2))
        if CARDS[0] in pick and rng.random() < 0.05:
            continue
        biased[pick] += 1
    assert chi_square(biased, cells) > chi_square_limit(len(cells) - 1)


def test_a_seed_gives_the_same_sets_whatever_the_threads():
    one = pokerbits.deal_many(300_000, 7, seed=9)
    assert pokerbits.deal_many(300_000, 7, seed=9, threads=2) == one
    assert pokerbits.deal_many(300_000, 7, seed=9 + 2**64, threads=3) == one   # modulo 2**64
    assert pokerbits.deal_many(1000, 7, seed=9) == one[:1000]                 # the same stream
    assert pokerbits.deal_many(1000, 7, seed=10) != one[:1000]
    assert pokerbits.deal_many(1000, 7) != pokerbits.deal_many(1000, 7)       # no seed: a new one


def test_out_is_filled_and_returned():
    out = np.zeros(5000, dtype=np.uint64)
    assert pokerbits.deal_many(5000, 5, seed=4, out=out) is out
    assert out.tolist() == list(pokerbits.deal_many(5000, 5, seed=4))
    assert pokerbits.deal_many(0, 5) == array("Q")


def test_the_whole_deck_and_numpy_integers():
    assert set(pokerbits.deal_many(10, 52, seed=1)) == {pokerbits.cards(CARDS)}
    assert len(pokerbits.deal_many(np.int64(3), np.int8(7), seed=np.uint64(1))) == 3


@pytest.mark.parametrize("kwargs,error,message", [
    (dict(n=-1, cards=7), ValueError, "n must be at least 0, got -1"),
    (dict(n=2.0, cards=7), TypeError, "n must be a whole number, not float"),
    (dict(n=True, cards=7), TypeError, "n must be a whole number, not bool"),
    (dict(n=2, cards=0), ValueError, r"cards must be 1 to 52 \(the cards left\), got 0"),
    (dict(n=2, cards=53), ValueError, r"cards must be 1 to 52 \(the cards left\), got 53"),
    (dict(n=2, cards=50, dead="As Ks Qs"), ValueError, r"cards must be 1 to 49 \(the cards left\), got 50"),
    (dict(n=2, cards="7"), TypeError, "cards must be a whole number, not str"),
    (dict(n=2, cards=7, dead="Zz"), ValueError, "Zz"),
    (dict(n=2, cards=7, seed=1.5), TypeError, "seed must be a whole number, not float"),
    (dict(n=2, cards=7, threads=0), ValueError, "threads must be at least 1"),
    (dict(n=2, cards=7, out=np.zeros(3, dtype=np.uint64)), ValueError, "out holds 3 card sets, n is 2"),
    (dict(n=2, cards=7, out=np.zeros(2, dtype=np.int64)), ValueError, "uint64"),
    (dict(n=2, cards=7, out=bytes(16)), ValueError, "writable|read-only"),
    (dict(n=2, cards=7, out=[0, 0]), TypeError, "not list"),
])
def test_bad_arguments(kwargs, error, message):
    with pytest.raises(error, match=message):
        pokerbits.deal_many(**kwargs)


# --- card_sets_from_indices -----------------------------------------------------------------

def test_each_index_is_its_card():
    single = pokerbits.card_sets_from_indices([[i] for i in range(52)])
    assert list(single) == [pokerbits.cards(card) for card in CARDS]


@pytest.mark.parametrize("width", [0, 1, 2, 5, 7, 13, 52])
def test_rows_equal_the_naive_sets(width):
    rng = np.random.default_rng(width)
    indices = np.array([rng.permutation(52)[:width] for _ in range(500)], dtype=np.int64).reshape(500, width)
    expected = [naive_card_set(row) for row in indices]
    as_numpy = pokerbits.card_sets_from_indices(indices)
    assert isinstance(as_numpy, np.ndarray) and as_numpy.dtype == np.uint64 and as_numpy.tolist() == expected
    as_list = pokerbits.card_sets_from_indices(indices.tolist())
    assert isinstance(as_list, array) and as_list.typecode == "Q" and list(as_list) == expected
    for kind in (np.uint8, np.int8, np.int16, np.uint32, np.uint64):   # any integer dtype, any layout
        assert pokerbits.card_sets_from_indices(indices.astype(kind)).tolist() == expected
    assert pokerbits.card_sets_from_indices(np.asfortranarray(indices)).tolist() == expected
    assert pokerbits.card_sets_from_indices(indices[::-1]).tolist() == expected[::-1]


def test_the_converter_inverts_deal_many():
    hands = pokerbits.deal_many(2000, 6, seed=8)
    rows = [[CARDS.index(card) for card in pokerbits.card_strings(hand)] for hand in hands]
    assert pokerbits.card_sets_from_indices(rows) == hands
    assert pokerbits.card_sets_from_indices(()) == array("Q")


@pytest.mark.parametrize("indices,error,message", [
    ([[0, 52]], ValueError, r"indices\[0, 1\]: 52 is not a card index \(0\.\.51\)"),
    ([[3], [-1]], ValueError, r"indices\[1, 0\]: -1 is not a card index \(0\.\.51\)"),
    ([[1, 2], [7, 7]], ValueError, r"indices\[1, 1\]: card index 7 \(9c\) is already in row 1"),
    (np.array([[1, 2], [51, 51]]), ValueError, r"indices\[1, 1\]: card index 51 \(As\) is already in row 1"),
    (np.array([[1, 2], [3, 99]], dtype=np.uint64), ValueError, r"indices\[1, 1\]: 99 is not a card index"),
    ([[1, 2], [3]], ValueError, r"indices\[1\] holds 1 card indices, indices\[0\] 2"),
    ([[1, True]], TypeError, r"indices\[0, 1\] must be an int card index, not bool"),
    ([[1.0]], TypeError, r"indices\[0, 0\] must be an int card index, not float"),
    ([["As"]], TypeError, r"indices\[0, 0\] must be an int card index, not str"),
    (["As Ks"], TypeError, r"indices\[0\] must be a sequence of card indices, not str"),
    ([5], TypeError, r"indices\[0\] must be a sequence of card indices, not int"),
    (7, TypeError, "indices must be n rows of k card indices, not int"),
    (np.arange(4), ValueError, r"indices must be a 2-D array .* not 1-D"),
    (np.zeros((2, 2)), TypeError, "indices must be an integer array, not float64"),
    (np.zeros((2, 2), dtype=bool), TypeError, "indices must be an integer array, not bool"),
    ([[2 ** 70]], ValueError, r"indices\[0, 0\]: 1180591620717411303424 is not a card index"),
])
def test_bad_indices_are_named(indices, error, message):
    with pytest.raises(error, match=message):
        pokerbits.card_sets_from_indices(indices)


# --- category_many --------------------------------------------------------------------------

@pytest.mark.parametrize("system", systems.names())
def test_every_value_gets_its_category(system):
    spec = systems.get(system)
    values = list(range(spec.category_starts[0], spec.max_value + 1))
    expected = [pokerbits.category(system, v).value for v in values]
    as_array = pokerbits.category_many(system, values)
    assert isinstance(as_array, array) and as_array.typecode == "B" and list(as_array) == expected
    as_numpy = pokerbits.category_many(system, np.array(values, dtype=np.int32))
    assert as_numpy.dtype == np.uint8 and as_numpy.tolist() == expected
    assert pokerbits.category_many(system, np.array(values, dtype=np.int64)[::-1]).tolist() == expected[::-1]


def test_values_of_evaluate_many_read_in_place():
    hands = pokerbits.deal_many(5000, 7, seed=6)
    values = pokerbits.evaluate_many("high", hands)
    cats = pokerbits.category_many("high", values)
    assert [pokerbits.HighCategory(c) for c in cats] == [pokerbits.category("high", v) for v in values]
    counts = np.bincount(pokerbits.category_many("high", np.asarray(values)), minlength=11)
    assert counts.sum() == 5000 and counts[0] == 0


@pytest.mark.parametrize("system,values,error,message", [
    ("high", [7462, 7463], ValueError, r"values\[1\]: 7463 is not a high value \(1\.\.7462\)"),
    ("high", [0], ValueError, r"values\[0\]: 0 is not a high value \(1\.\.7462\)"),
    ("ace_five_8", [0, 57], ValueError, r"values\[1\]: 57 is not a ace_five_8 value \(0\.\.56\)"),
    ("high", [5, -1], ValueError, r"values\[1\]: -1 is not a high value"),
    ("high", [5, 2 ** 40], ValueError, r"values\[1\]: 1099511627776 is not a high value \(1\.\.7462\)"),
    ("high", np.array([5, 2 ** 40]), ValueError, r"values\[1\]: 1099511627776 is not a high value"),
    ("high", np.array([5, 9000], dtype=np.int32), ValueError, r"values\[1\]: 9000 is not a high value"),
    ("high", [5, 1.5], TypeError, r"values\[1\] must be an int value, not float"),
    ("high", np.array([1.0]), ValueError, "int32"),
    ("high", None, TypeError, "not NoneType"),
    ("high", 7, TypeError, "not int"),
    ("hi", [1], ValueError, "unknown ranking system"),
])
def test_bad_values_are_named(system, values, error, message):
    with pytest.raises(error, match=message):
        pokerbits.category_many(system, values)


# --- hostile input: a clear refusal or the naive answer -------------------------------------

@given(st.integers(-3, 40), st.integers(-3, 60), st.lists(st.sampled_from(CARDS), unique=True, max_size=52),
       st.one_of(st.none(), st.integers()), st.integers(-1, 3))
def test_deal_many_on_anything(n, count, dead, seed, threads):
    hands = refused_or(pokerbits.deal_many, n, count, seed=seed, dead=dead, threads=threads)
    left = 52 - len(dead)
    if hands is None:
        assert n < 0 or not 1 <= count <= left or threads < 1
        return
    dead_set = pokerbits.cards(dead)
    assert len(hands) == n and all(bin(h).count("1") == count and not h & dead_set for h in hands)


@given(st.lists(st.lists(st.integers(-60, 60), max_size=8), max_size=6))
def test_card_sets_from_indices_on_anything(rows):
    sets = refused_or(pokerbits.card_sets_from_indices, rows)
    fine = (len({len(row) for row in rows}) <= 1 and all(0 <= i <= 51 for row in rows for i in row)
            and all(len(set(row)) == len(row) for row in rows))
    if sets is None:
        assert not fine
        return
    assert fine and list(sets) == [naive_card_set(row) for row in rows]


@given(st.sampled_from(systems.names()), st.lists(st.integers(-10, 2**33), max_size=8))
def test_category_many_on_anything(system, values):
    cats = refused_or(pokerbits.category_many, system, values)
    expected = [refused_or(pokerbits.category, system, v) for v in values]
    if cats is None:
        assert None in expected
        return
    assert list(cats) == [c.value for c in expected]
