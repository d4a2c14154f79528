"""High hands against the naive reference: every five-card hand, samples of 6 and 7, census."""
import itertools

import numpy as np
import pytest

import pokerbits
import reference
from conftest import assert_dense_order, random_hands
from pokerbits import HighCategory

FIVE_CARD_COUNTS = {  # RULES.md section 1
    HighCategory.ROYAL_FLUSH: 4, HighCategory.STRAIGHT_FLUSH: 36, HighCategory.FOUR_OF_A_KIND: 624,
    HighCategory.FULL_HOUSE: 3744, HighCategory.FLUSH: 5108, HighCategory.STRAIGHT: 10200,
    HighCategory.THREE_OF_A_KIND: 54912, HighCategory.TWO_PAIR: 123552,
    HighCategory.ONE_PAIR: 1098240, HighCategory.HIGH_CARD: 1302540,
}
SEVEN_CARD_COUNTS = {
    HighCategory.ROYAL_FLUSH: 4324, HighCategory.STRAIGHT_FLUSH: 37260,
    HighCategory.FOUR_OF_A_KIND: 224848, HighCategory.FULL_HOUSE: 3473184,
    HighCategory.FLUSH: 4047644, HighCategory.STRAIGHT: 6180020,
    HighCategory.THREE_OF_A_KIND: 6461620, HighCategory.TWO_PAIR: 31433400,
    HighCategory.ONE_PAIR: 58627800, HighCategory.HIGH_CARD: 23294460,
}


@pytest.mark.slow
def test_every_five_card_hand_orders_like_the_reference(five_card_patterns):
    """Per rank pattern (ranks + flush), one value; value order = reference key order."""
    masks, codes, first = five_card_patterns
    values = np.fromiter((pokerbits.high(int(m)) for m in masks), dtype=np.int64, count=len(masks))
    assert np.array_equal(pokerbits.evaluate_many("high", masks, threads=2), values)   # the other kernel
    # one value per pattern: suits never matter beyond the flush
    pattern_values = values[first]
    _, inverse = np.unique(codes, return_inverse=True)
    assert np.array_equal(values, pattern_values[inverse.ravel()])
    keys = [reference.high_key(reference.from_mask(int(masks[i]))) for i in first]
    order = sorted(range(len(first)), key=lambda i: keys[i])
    assert_dense_order([keys[i] for i in order], [int(pattern_values[i]) for i in order], 7462)
    # category counts over all 2,598,960 hands
    counts = {cat: 0 for cat in HighCategory}
    for value, n in zip(*np.unique(values, return_counts=True)):
        counts[pokerbits.category("high", int(value))] += int(n)
    assert counts == FIVE_CARD_COUNTS
    for i in first[:2000]:   # reference categories agree with category()
        hand = reference.from_mask(int(masks[i]))
        assert pokerbits.category("high", int(values[i])) == reference.high_category(hand)


@pytest.mark.parametrize("n_cards,n_hands", [(5, 20000), (6, 20000), (7, 20000), (8, 3000), (9, 1000)])
def test_random_hands_agree_with_reference(n_cards, n_hands):
    """Pairwise order on random hands equals the reference's, and equal keys give equal values."""
    hands = list(random_hands(n_hands, n_cards, seed=n_cards))
    values = [pokerbits.high(mask) for mask, _ in hands]
    keys = [reference.high(hand) for _, hand in hands]
    by_value: dict = {}
    for value, key in zip(values, keys):
        assert by_value.setdefault(value, key) == key
    ordered = sorted(by_value)
    for v0, v1 in zip(ordered, ordered[1:]):
        assert by_value[v0] < by_value[v1]


@pytest.mark.slow
def test_seven_card_census_matches_the_rules_page():
    result = pokerbits.census("high", 7)
    assert result.total == 133_784_560
    assert result.counts == SEVEN_CARD_COUNTS
    assert result.distinct_values == 4824


@pytest.mark.slow
def test_five_and_six_card_census():
    five = pokerbits.census("high", 5)
    assert five.counts == FIVE_CARD_COUNTS
    assert five.distinct_values == 7462
    assert pokerbits.census("high", 6).total == 20_358_520


@pytest.mark.parametrize("winner,loser", [
    ("Jh Jd Ac 9s 6d", "Js Jc Kc 9h 6h"),
    ("Kh Kd 4s 4c Ad", "Qs Qd Jc Jh Kc"),
    ("Ah Jd 9s 5c 3d", "As Jc 8h 7d 6c"),
    ("Ah Ad Kc 7s 2d", "As Ac Qh Jd Tc"),
    ("3h 3d 3c Ah Ad", "2h 2d 2c Kh Kd"),
    ("8h 8d 8c 2h 2d", "7h 7d 7c Ah Ad"),
    ("Ah Kh 9h 6h 2h", "Kd Qd Jd 9d 6d"),
    ("2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c"),   # six high beats the wheel
    ("Ac 2c 3c 4c 5c", "Ks Kh Kd Kc Ah"),   # steel wheel beats quads
])
def test_rules_page_examples(winner, loser):
    assert pokerbits.high(winner) > pokerbits.high(loser)


def test_suits_never_break_a_tie():
    assert pokerbits.high("As Ah Kc Qd Js") == pokerbits.high("Ac Ad Kh Qs Jd")


@pytest.mark.parametrize("hand,category,description", [
    ("As Ks Qs Js Ts", HighCategory.ROYAL_FLUSH, "Royal flush"),
    ("5d 4d 3d 2d Ad", HighCategory.STRAIGHT_FLUSH, "Straight flush, five high"),
    ("9c 9d 9h 9s 2c", HighCategory.FOUR_OF_A_KIND, "Four of a kind, nines, two kicker"),
    ("Kc Kd Ks 4h 4s", HighCategory.FULL_HOUSE, "Full house, kings full of fours"),
    ("Ah Kh 9h 6h 2h", HighCategory.FLUSH, "Flush, ace high (A-K-9-6-2)"),
    ("Ac 2d 3h 4s 5c", HighCategory.STRAIGHT, "Straight, five high"),
    ("7c 7d 7h Ks 2c", HighCategory.THREE_OF_A_KIND, "Three of a kind, sevens, K-2 kickers"),
    ("Kh Kd 4s 4c Ad", HighCategory.TWO_PAIR, "Two pair, kings and fours, ace kicker"),
    ("Ah Ad Kc 7s 2d", HighCategory.ONE_PAIR, "One pair, aces, K-7-2 kickers"),
    ("7c 5d 4h 3s 2c", HighCategory.HIGH_CARD, "High card, seven (7-5-4-3-2)"),
])
def test_category_and_description(hand, category, description):
    value = pokerbits.high(hand)
    assert pokerbits.category("high", value) == category
    assert pokerbits.describe("high", value) == description


@pytest.mark.parametrize("hand,best", [
    ("As Ks Qs Js Ts 2c 3d", ["As", "Ks", "Qs", "Js", "Ts"]),
    ("Ah Ad Ac Kh Kd Qc Qs", ["Ah", "Ad", "Ac", "Kh", "Kd"]),         # two trips: full house
    ("Ah Ad Kc Kd Qh Qd 2c", ["Ah", "Ad", "Kd", "Kc", "Qh"]),         # three pairs: best kicker
    ("9c 9d 9h 9s Ac Ad Ah", ["Ah", "9s", "9h", "9d", "9c"]),         # quads take the best kicker
])
def test_best_five(hand, best):
    assert sorted(pokerbits.best_five("high", hand)) == sorted(best)
    assert pokerbits.high(pokerbits.best_five("high", hand)) == pokerbits.high(hand)


def test_seven_card_rules():
    # three pairs make two pair with the best remaining kicker, which may be the third pair
    assert pokerbits.high("Ah Ad Kc Kd Qh Qd 2c") == pokerbits.high("Ah Ad Kc Kd Qh")
    # a kicker outside the best five never counts: the board plays
    board = "As Ks Qd Jc 9h"
    assert pokerbits.high(f"{board} 2c 3d") == pokerbits.high(f"{board} 4c 5d")
    # no wrap-around straight
    assert pokerbits.category("high", pokerbits.high("Qc Kd Ah 2s 3c")) == HighCategory.HIGH_CARD


@pytest.mark.parametrize("value", [0, 7463, -1, "7", 1.0, True])
def test_bad_values(value):
    with pytest.raises(ValueError):
        pokerbits.describe("high", value)
    with pytest.raises(ValueError):
        pokerbits.category("high", value)


def test_unknown_system():
    with pytest.raises(ValueError, match="unknown ranking system 'hi'"):
        pokerbits.category("hi", 1)
