"""Badugi against the naive reference: every four-card hand, every five-card hand against its
four-card hands, samples of 5 to 7 cards, the rules page's examples and the traps."""
import itertools
from math import comb

import numpy as np
import pytest

import pokerbits
import reference
from conftest import assert_dense_order, assert_same_order, random_hands
from pokerbits import BadugiCategory


@pytest.fixture(scope="module")
def four_card_classes():
    """Every four-card hand (masks) and the class of each under the 24 relabellings of suits."""
    combos = np.array(list(itertools.combinations(range(52), 4)), dtype=np.int64)
    ranks, suits = combos % 13, combos // 13
    masks = np.bitwise_or.reduce(np.left_shift(np.uint64(1), (16 * suits + ranks).astype(np.uint64)), axis=1)
    codes = None
    for perm in itertools.permutations(range(4)):
        cards = np.sort(np.array(perm)[suits] * 13 + ranks, axis=1)
        code = (cards * 52 ** np.arange(4)).sum(axis=1)
        codes = code if codes is None else np.minimum(codes, code)
    _, first, inverse = np.unique(codes, return_index=True, return_inverse=True)
    return masks, first, inverse.ravel()


# the ace low (Badugi, Badacey) and the ace high (Badeucy): evaluator, naive reference
SYSTEMS = {
    "badugi": (pokerbits.badugi, reference.badugi),
    "badugi_ace_high": (pokerbits.badugi_ace_high, reference.badugi_ace_high),
}


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_four_card_hand_orders_like_the_reference(system, four_card_classes):
    """Hands that differ only by the names of their suits share a value (suits never rank), and
    one hand of each class orders like the reference: the values are exactly 1..1092."""
    evaluate, naive = SYSTEMS[system]
    masks, first, inverse = four_card_classes
    values = np.fromiter((evaluate(int(m)) for m in masks), dtype=np.int64, count=len(masks))
    per_class = values[first]
    assert np.array_equal(values, per_class[inverse])
    keys = [naive(reference.from_mask(int(masks[i]))) for i in first]
    order = sorted(range(len(keys)), key=keys.__getitem__)
    assert_dense_order([keys[i] for i in order], [int(per_class[i]) for i in order], 1092)
    # categories: the number of counted cards; counts agree with the reference and the census
    sizes = np.array([k[0] for k in keys])[inverse]
    expected = {cat: int((sizes == cat.value).sum()) for cat in BadugiCategory}
    for k, value in zip(keys, per_class):
        assert pokerbits.category(system, int(value)) == BadugiCategory(k[0])
    assert expected[BadugiCategory.FOUR_CARD] == comb(13, 4) * 24
    assert expected[BadugiCategory.ONE_CARD] == 13 + 4 * comb(13, 4)   # four of a rank or a suit
    census = pokerbits.census(system, 4)
    assert census.counts == expected and census.distinct_values == 1092


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_five_card_hand_is_its_best_four(system):
    """A hand counts four cards at most, so five cards are worth their best four-card hand (every
    four-card value is checked against the reference above): every five-card hand, in batch."""
    combos = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(52), 5)),
                         dtype=np.int64, count=comb(52, 5) * 5).reshape(-1, 5)
    cards = np.left_shift(np.uint64(1), (16 * (combos // 13) + combos % 13).astype(np.uint64))
    fives = np.bitwise_or.reduce(cards, axis=1)
    best_four = np.zeros(len(fives), dtype=np.int64)
    for left_out in range(5):
        best_four = np.maximum(best_four, pokerbits.evaluate_many(system, fives ^ cards[:, left_out]))
    assert np.array_equal(pokerbits.evaluate_many(system, fives), best_four)
    assert best_four.min() >= 1


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_random_hands_agree_with_reference(system, n_cards):
    evaluate, naive = SYSTEMS[system]
    hands = list(random_hands(10000, n_cards, seed=300 + n_cards))
    assert_same_order([evaluate(mask) for mask, _ in hands], [naive(hand) for _, hand in hands])


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_random_hands_of_few_suits(system, n_cards):
    """Hands of two or three suits, where the choice of which card plays a suit matters most."""
    import random

    rng = random.Random(n_cards)
    hands = []
    for _ in range(5000):
        suits = rng.sample(range(4), rng.choice([2, 3]))
        hand = rng.sample([(rank, suit) for suit in suits for rank in range(2, 15)], n_cards)
        hands.append((reference.to_mask(hand), hand))
    evaluate, naive = SYSTEMS[system]
    assert_same_order([evaluate(mask) for mask, _ in hands], [naive(hand) for _, hand in hands])


@pytest.mark.slow
def test_seven_card_census():
    """Seven cards count one card only when all are of one suit."""
    counts = pokerbits.census("badugi", 7).counts
    assert counts[BadugiCategory.ONE_CARD] == 4 * comb(13, 7)
    assert sum(counts.values()) == comb(52, 7)


@pytest.mark.parametrize("winner,loser", [
    ("Ks Qh Jd Tc", "3s 2h Ad Ac"),          # any four-card badugi beats any three-card hand
    ("Ks Qs Jh Td", "2s 2h As Ah"),          # any three-card hand beats any two-card hand
    ("Ks Kh Qs Qh", "As Ks Qs Js"),          # two cards beat one
    ("4s 3h 2d Ac", "5s 3h 2d Ac"),          # equal counts: the highest counted card, lower wins
    ("8s 5h 3d Ac", "8s 6h 2d Ac"),          # ... then the next
    ("4s 3h 2d Ac", "5s 4h 3d 2c"),          # ... ace low
])
def test_rules_page_examples(winner, loser):
    assert pokerbits.badugi(winner) > pokerbits.badugi(loser)


@pytest.mark.parametrize("hand,same_as", [
    ("7s 3s 2h Ad", "3c 3d 2s Ah"),          # both the three-card 3-2-A: a discarded card never counts
    ("Kh 8h 3h 5c", "5c 3h 5d 3d"),          # three hearts and a club: the lowest heart and the club
    ("Ah Ad Ac As", "As Ks Qs Js"),          # four aces, or one suit: a one-card ace
    ("5s 5h As Ah", "5d Ac Kc Qc"),          # two pair: the two-card 5-A
    ("4s 3h 2d Ac 5s 6h", "4s 3h 2d Ac"),    # the best four of six
    ("Ks Qs 3s 2h Ah 9d", "9d 3s Ah 9c"),    # no club: the best three of six count
])
def test_same_value(hand, same_as):
    assert pokerbits.badugi(hand) == pokerbits.badugi(same_as)


@pytest.mark.parametrize("hand,category,description,best", [
    ("4s 3h 2d Ac", BadugiCategory.FOUR_CARD, "Four-card badugi 4-3-2-A", ["4s", "3h", "2d", "Ac"]),
    ("4s 4h 2d Ac", BadugiCategory.THREE_CARD, "Three-card badugi 4-2-A", ["4s", "2d", "Ac"]),
    ("Kh 8h 3h 5c", BadugiCategory.TWO_CARD, "Two-card badugi 5-3", ["5c", "3h"]),
    ("Ah Ad Ac As", BadugiCategory.ONE_CARD, "One-card badugi A", ["As"]),
    ("3s 6s Ks Qs", BadugiCategory.ONE_CARD, "One-card badugi 3", ["3s"]),
    ("Ks Qh Jd Tc 9c", BadugiCategory.FOUR_CARD, "Four-card badugi K-Q-J-9", ["Ks", "Qh", "Jd", "9c"]),
])
def test_category_description_and_counted_cards(hand, category, description, best):
    value = pokerbits.badugi(hand)
    assert pokerbits.category("badugi", value) == category
    assert pokerbits.describe("badugi", value) == description
    assert pokerbits.best_five("badugi", hand) == best


def test_every_value_has_a_description():
    words = [pokerbits.describe("badugi", value) for value in range(1, 1093)]
    assert len(set(words)) == 1092
    assert words[-1] == "Four-card badugi 4-3-2-A" and words[0] == "One-card badugi K"


@pytest.mark.parametrize("hand,message", [
    ("As Ks Qs", "needs 4 to 7 cards, got 3"),
    ("As Ks Qs Js Ts 9s 8s 7s", "needs 4 to 7 cards, got 8"),
])
def test_bad_hands(hand, message):
    with pytest.raises(ValueError, match=message):
        pokerbits.badugi(hand)


@pytest.mark.parametrize("winner,loser", [
    ("5s 4h 3d 2c", "As 4h 3d 2c"),          # ace high: 5-4-3-2 is the best badugi, A-4-3-2 ace high
    ("Ks 4h 3d 2c", "As 4h 3d 2c"),          # ... so K-4-3-2 beats A-4-3-2
    ("Ks Qh Jd Tc", "3s 2h Ad Ac"),          # four cards beat three
    ("Ks Kh Qs Qh", "As Ks Qs Js"),          # two cards beat one
    ("Kh Ks Kd Kc", "Ah As Ad Ac"),          # one card: a king is lower than an ace
])
def test_ace_high_examples(winner, loser):
    assert pokerbits.badugi_ace_high(winner) > pokerbits.badugi_ace_high(loser)


def test_ace_high_words_and_cards():
    assert pokerbits.badugi_ace_high("5s 4h 3d 2c") == 1092
    assert pokerbits.badugi_ace_high("Ac Ad Ah As") == 1                  # a lone ace is the worst
    value = pokerbits.badugi_ace_high("As 4h 3d 2c 2s")
    assert pokerbits.describe("badugi_ace_high", value) == "Four-card badugi A-4-3-2"
    assert pokerbits.best_five("badugi_ace_high", "As 4h 3d 2c 2s") == ["As", "4h", "3d", "2c"]
    assert pokerbits.best_five("badugi_ace_high", "As Ah 3d 2c") in (["As", "3d", "2c"], ["Ah", "3d", "2c"])
    assert len({pokerbits.describe("badugi_ace_high", v) for v in range(1, 1093)}) == 1092


def test_pokerkit_standard_badugi_agrees():
    pokerkit = pytest.importorskip("pokerkit")
    rng = np.random.default_rng(11)
    names = [r + s for s in "cdhs" for r in "23456789TJQKA"]
    hands = [" ".join(names[i] for i in rng.choice(52, 4, replace=False)) for _ in range(4000)]
    ours = [pokerbits.badugi_ace_high(h) for h in hands]
    theirs = [pokerkit.StandardBadugiHand.from_game(h.replace(" ", "")) for h in hands]
    for i in range(len(hands) - 1):
        assert (ours[i] < ours[i + 1]) == (theirs[i] < theirs[i + 1]), hands[i:i + 2]
        assert (ours[i] == ours[i + 1]) == (theirs[i] == theirs[i + 1]), hands[i:i + 2]
