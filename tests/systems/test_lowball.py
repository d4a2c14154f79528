"""Ace-to-five, eight-or-better and deuce-to-seven lows against the naive reference: every
five-card hand, samples of 6 and 7 cards, census, the rules page's examples and the traps."""
import itertools
from math import comb, prod

import numpy as np
import pytest

import pokerbits
import reference
from conftest import assert_dense_order, assert_same_order, random_hands, values_per_pattern
from pokerbits import AceFiveCategory, AceFiveEightCategory, DeuceSevenCategory

SHAPE_NAMES = {2: "ONE_PAIR", 3: "TWO_PAIR", 4: "THREE_OF_A_KIND", 5: "STRAIGHT", 6: "FLUSH",
               7: "FULL_HOUSE", 8: "FOUR_OF_A_KIND", 9: "STRAIGHT_FLUSH"}  # reference's codes
TOP_NAMES = {5: "FIVE", 6: "SIX", 7: "SEVEN", 8: "EIGHT", 9: "NINE", 10: "TEN", 11: "JACK",
             12: "QUEEN", 13: "KING", 14: "ACE"}
PAIRED_COUNTS = {"ONE_PAIR": 1098240, "TWO_PAIR": 123552, "THREE_OF_A_KIND": 54912,
                 "FULL_HOUSE": 3744, "FOUR_OF_A_KIND": 624}   # RULES.md section 1


def low_category(enum, key):
    """The category a reference key of ace_five / deuce_seven stands for."""
    if key[0] != -1:
        return enum[SHAPE_NAMES[-key[0]]]
    top = -key[1][0]
    return enum["ACE_HIGH" if top == 14 else f"{TOP_NAMES[top]}_LOW"]


# five-card counts, by counting rank sets and suits as the rules describe
A5_FIVE_CARD_COUNTS = {AceFiveCategory[name]: n for name, n in PAIRED_COUNTS.items()}
A5_FIVE_CARD_COUNTS.update({AceFiveCategory[f"{TOP_NAMES[top]}_LOW"]: comb(top - 1, 4) * 4 ** 5
                            for top in range(5, 14)})   # ace low: top - 1 lower ranks
A5_8_FIVE_CARD_COUNTS = {AceFiveEightCategory[f"{TOP_NAMES[top]}_LOW"]: comb(top - 1, 4) * 4 ** 5
                         for top in range(5, 9)}
A5_8_FIVE_CARD_COUNTS[AceFiveEightCategory.NO_LOW] = 2598960 - sum(A5_8_FIVE_CARD_COUNTS.values())
D7_FIVE_CARD_COUNTS = {DeuceSevenCategory[name]: n for name, n in PAIRED_COUNTS.items()}
D7_FIVE_CARD_COUNTS.update({
    DeuceSevenCategory.STRAIGHT_FLUSH: 9 * 4,                 # six-high .. ace-high, no wheel
    DeuceSevenCategory.STRAIGHT: 9 * (4 ** 5 - 4),
    DeuceSevenCategory.FLUSH: (comb(13, 5) - 9) * 4,
    DeuceSevenCategory.ACE_HIGH: (comb(12, 4) - 1) * (4 ** 5 - 4),   # A-5-4-3-2 included
})
D7_FIVE_CARD_COUNTS.update({DeuceSevenCategory[f"{TOP_NAMES[top]}_LOW"]: (comb(top - 2, 4) - 1) * (4 ** 5 - 4)
                            for top in range(7, 14)})


def category_counts(name, values):
    counts = {cat: 0 for cat in pokerbits.systems.get(name).category_enum}
    for value, n in zip(*np.unique(values, return_counts=True)):
        counts[pokerbits.category(name, int(value))] += int(n)
    return counts


@pytest.mark.slow
@pytest.mark.parametrize("name,key,enum,top,counts", [
    ("ace_five", reference.ace_five_key, AceFiveCategory, 6175, A5_FIVE_CARD_COUNTS),
    ("deuce_seven", reference.deuce_seven_key, DeuceSevenCategory, 7462, D7_FIVE_CARD_COUNTS),
])
def test_every_five_card_hand_orders_like_the_reference(five_card_patterns, name, key, enum, top, counts):
    values, per_pattern, hands = values_per_pattern(five_card_patterns, getattr(pokerbits, name))
    keys = [key(hand) for hand in hands]
    order = sorted(range(len(keys)), key=keys.__getitem__)
    assert_dense_order([keys[i] for i in order], [int(per_pattern[i]) for i in order], top)
    for k, value in zip(keys, per_pattern):
        assert pokerbits.category(name, int(value)) == low_category(enum, k)
    assert category_counts(name, values) == counts
    assert pokerbits.census(name, 5).counts == counts


@pytest.mark.slow
def test_every_five_card_hand_eight_or_better(five_card_patterns):
    values, per_pattern, hands = values_per_pattern(five_card_patterns, pokerbits.ace_five_8)
    keys = [reference.ace_five_8(hand) for hand in hands]
    assert all((k is None) == (v == 0) for k, v in zip(keys, per_pattern))
    lows = sorted((k, int(v)) for k, v in zip(keys, per_pattern) if k is not None)
    assert_dense_order([k for k, _ in lows], [v for _, v in lows], 56)
    assert category_counts("ace_five_8", values) == A5_8_FIVE_CARD_COUNTS
    assert pokerbits.census("ace_five_8", 5).distinct_values == 57   # 56 lows and "no low"


@pytest.mark.parametrize("n_cards", [5, 6, 7])
@pytest.mark.parametrize("name", ["ace_five", "deuce_seven"])
def test_random_hands_agree_with_reference(name, n_cards):
    hands = list(random_hands(10000, n_cards, seed=100 + n_cards))
    evaluate, key = getattr(pokerbits, name), getattr(reference, name)
    assert_same_order([evaluate(mask) for mask, _ in hands], [key(hand) for _, hand in hands])


@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_random_hands_eight_or_better(n_cards):
    hands = list(random_hands(10000, n_cards, seed=200 + n_cards))
    values = [pokerbits.ace_five_8(mask) for mask, _ in hands]
    keys = [reference.ace_five_8(hand) for _, hand in hands]
    assert all((k is None) == (v == 0) for k, v in zip(keys, values))
    assert_same_order([v for v in values if v], [k for k in keys if k is not None])
    # the qualifier is a threshold on ace_five: the 56 best values
    assert all(v == max(0, pokerbits.ace_five(mask) - 6119) for v, (mask, _) in zip(values, hands))


def suited_hands(n_hands, n_cards, seed):
    """Hands of n_cards with five or more of one suit: where deuce-to-seven must break flushes."""
    import random

    rng = random.Random(seed)
    for _ in range(n_hands):
        suit = rng.randrange(4)
        n_suited = rng.randint(5, n_cards)
        hand = [(rank, suit) for rank in rng.sample(range(2, 15), n_suited)]
        others = [(rank, s) for s in range(4) if s != suit for rank in range(2, 15)]
        hand += rng.sample(others, n_cards - n_suited)
        yield reference.to_mask(hand), hand


@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_deuce_seven_hands_holding_a_flush(n_cards):
    hands = list(suited_hands(5000, n_cards, seed=n_cards))
    assert_same_order([pokerbits.deuce_seven(mask) for mask, _ in hands],
                      [reference.deuce_seven(hand) for _, hand in hands])


def rank_counts(n_ranks, n_cards):
    """Every way to hold n_cards as counts (0..4) of n_ranks ranks."""
    if n_ranks == 0:
        if n_cards == 0:
            yield ()
        return
    for n in range(min(4, n_cards) + 1):
        for rest in rank_counts(n_ranks - 1, n_cards - n):
            yield (n, *rest)


@pytest.mark.slow
def test_deuce_seven_every_six_card_hand_with_five_clubs():
    """Every six-card hand holding five or six clubs (every suit behaves alike): where the best
    low may have to break a flush."""
    clubs = [(rank, 0) for rank in range(2, 15)]
    others = [(rank, suit) for suit in (1, 2, 3) for rank in range(2, 15)]
    hands = [list(suited) + list(rest) for n_clubs in (5, 6)
             for suited in itertools.combinations(clubs, n_clubs)
             for rest in itertools.combinations(others, 6 - n_clubs)]
    assert len(hands) == comb(13, 5) * 39 + comb(13, 6)
    assert_same_order([pokerbits.deuce_seven(reference.to_mask(hand)) for hand in hands],
                      [reference.deuce_seven(hand) for hand in hands])


@pytest.mark.slow
@pytest.mark.parametrize("n_cards", [6, 7])
def test_ace_five_census_counts_rank_multisets(n_cards):
    """Suits never matter in ace-to-five: count every multiset of ranks, weighted by its
    number of suit choices, with the reference, and compare with the census."""
    expected = {name: {} for name in ("ace_five", "ace_five_8")}
    for counts in rank_counts(13, n_cards):
        hand = [(rank + 2, suit) for rank, n in enumerate(counts) for suit in range(n)]
        weight = prod(comb(4, n) for n in counts)
        cat = low_category(AceFiveCategory, reference.ace_five(hand))
        expected["ace_five"][cat] = expected["ace_five"].get(cat, 0) + weight
        low = reference.ace_five_8(hand)
        cat8 = AceFiveEightCategory.NO_LOW if low is None else AceFiveEightCategory[cat.name]
        expected["ace_five_8"][cat8] = expected["ace_five_8"].get(cat8, 0) + weight
    for name, counts in expected.items():
        result = pokerbits.census(name, n_cards)
        assert result.total == comb(52, n_cards)
        assert {cat: n for cat, n in result.counts.items() if n} == counts


@pytest.mark.slow
def test_deuce_seven_seven_card_census():
    """With seven cards a pair or two pair always beats trips, straights and quads; only seven
    cards of one suit make a flush the best, and four plus three of two ranks a full house."""
    counts = pokerbits.census("deuce_seven", 7).counts
    for cat in ("THREE_OF_A_KIND", "STRAIGHT", "FOUR_OF_A_KIND", "STRAIGHT_FLUSH"):
        assert counts[DeuceSevenCategory[cat]] == 0
    assert counts[DeuceSevenCategory.FLUSH] == 4 * comb(13, 7)
    assert counts[DeuceSevenCategory.FULL_HOUSE] == 13 * 12 * 4
    three_ranks = (13 * comb(12, 2) * 4 * 6 * 6        # 3 + 2 + 2
                   + comb(13, 2) * 11 * 4 * 4 * 4       # 3 + 3 + 1
                   + 13 * 12 * 11 * 6 * 4)              # 4 + 2 + 1
    assert counts[DeuceSevenCategory.TWO_PAIR] == three_ranks
    assert sum(counts.values()) == comb(52, 7)


# RULES.md sections 2 and 3, the source document's examples and the traps
@pytest.mark.parametrize("name,winner,loser", [
    ("ace_five", "6c 4d 3h 2s Ac", "6d 5h 4s 2c Ad"),           # compare from the top down
    ("ace_five", "Kc Qd Jh Ts 9c", "Ac Ad 2h 3s 4c"),           # any unpaired beats any paired
    ("ace_five", "Ac Ad 7h 6s 5c", "2c 2d 5h 4s 3c"),           # the lower pair wins
    ("ace_five", "5c 5d 6h 6s 7c 7d 7h", "4c 4d 8h 8s 9c 9d 9h"),   # Razz: 6-6-5-5-7 vs 8-8-4-4-9
    ("ace_five", "Ac Ad Ah 2c 2d Kc Kd", "Ac Ad Ah 2c 3d"),     # three ranks: two pair beats trips
    ("ace_five", "Kc Kd Kh 2c 2d", "Ac Ad Ah As 2c"),           # full house beats quads
    ("ace_five", "5c 4d 3h 2s 6c", "6c 4d 3h 2s 7c"),           # 6-5-4-3-2 beats 7-6-4-3-2
    ("ace_five_8", "8c 7d 6h 5s 4c", "9c 2d 3h 4s 5c"),         # the worst qualifier beats none
    ("ace_five_8", "5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac"),
    ("deuce_seven", "7c 5d 4h 3s 2c", "7d 6h 5s 3c 2d"),        # 7-5-4-3-2 beats 7-6-5-3-2
    ("deuce_seven", "7c 5d 4h 3s 2c", "7c 5c 4c 3c 2c"),        # a flush counts against you
    ("deuce_seven", "Kc Qd Jh Ts 8c", "Ac 5d 4h 3s 2c"),        # A-5-4-3-2 is ace high
    ("deuce_seven", "Ac 5d 4h 3s 2c", "Ac 6d 4h 3s 2c"),
    ("deuce_seven", "Ac 5d 4h 3s 2c", "2c 2d 3h 4s 5c"),        # ... and no pair
    ("deuce_seven", "2c 2d 3h 4s 6c", "6c 5d 4h 3s 2c"),        # a pair beats a straight
    ("deuce_seven", "Ac Kd Qh Js 9c", "Tc Jd Qh Ks Ac"),        # no straight beats a straight
])
def test_rules_page_examples(name, winner, loser):
    evaluate = getattr(pokerbits, name)
    assert evaluate(winner) > evaluate(loser)


@pytest.mark.parametrize("name,hand,same_as", [
    ("ace_five", "5c 4d 3h 2s Ac", "5s 4s 3s 2s As"),           # wheels tie, flush or not
    ("ace_five", "5c 4d 3h 2s Ac Kd Kh", "5c 4d 3h 2s Ad"),     # Razz: best five of seven
    ("ace_five", "Ac Ad Ah 2c 2d Kc Kd", "Ac Ad 2c 2d Kh"),     # A-A-2-2-K
    ("ace_five_8", "Ac Ad 2c 3d 4h 5s 5d", "Ac 2c 3d 4h 5s"),   # pairs in seven cards, a wheel
    # seven cards whose five lowest ranks make a straight: swap the fifth for the sixth
    ("deuce_seven", "2c 3d 4h 5s 6c 9d Kh", "9d 5s 4h 3d 2c"),
    # ... a flush: a card of another suit breaks it
    ("deuce_seven", "2c 3c 4c 5c 7c 8d Kh", "8d 5c 4c 3c 2c"),
    # ... a straight flush with nothing else: the best of the flushes
    ("deuce_seven", "2c 3c 4c 5c 6c 8c", "8c 5c 4c 3c 2c"),
    # ... a straight and a pair of its ranks: the pair
    ("deuce_seven", "2c 3d 4h 5s 6c 6d", "6d 6c 4h 3s 2c"),
])
def test_best_five_of_more(name, hand, same_as):
    evaluate = getattr(pokerbits, name)
    assert evaluate(hand) == evaluate(same_as)


@pytest.mark.parametrize("hand", ["Ac Ad 2c 3d 4h", "9c 9d 7h 6s 5c 4d 9h", "9c 7d 6h 5s 4c",
                                  "Ac 2c 3c 4c 9c Kd Kh", "8c 8d 8h 7s 7c 6d 6h"])
def test_no_qualifying_low(hand):
    assert pokerbits.ace_five_8(hand) == 0
    assert pokerbits.describe("ace_five_8", 0) == "No qualifying low"
    assert pokerbits.category("ace_five_8", 0) == AceFiveEightCategory.NO_LOW
    assert pokerbits.best_five("ace_five_8", hand) == []


@pytest.mark.parametrize("name,hand,category,description", [
    ("ace_five", "5c 4d 3h 2s Ac", AceFiveCategory.FIVE_LOW, "5-4-3-2-A (wheel)"),
    ("ace_five", "8c 6d 4h 2s Ac", AceFiveCategory.EIGHT_LOW, "8-6 low (8-6-4-2-A)"),
    ("ace_five", "Kc Qd Jh Ts 9c", AceFiveCategory.KING_LOW, "K-Q low (K-Q-J-T-9)"),
    ("ace_five", "Ac Ad 7h 6s 5c", AceFiveCategory.ONE_PAIR, "One pair, aces, 7-6-5 kickers"),
    ("ace_five", "5c 5d 4h 3s Ac", AceFiveCategory.ONE_PAIR, "One pair, fives, 4-3-A kickers"),
    ("ace_five", "5c 5d 6h 6s 7c 7d 7h", AceFiveCategory.TWO_PAIR, "Two pair, sixes and fives, seven kicker"),
    ("ace_five", "5c 5d Ah As 2c", AceFiveCategory.TWO_PAIR, "Two pair, fives and aces, two kicker"),
    ("ace_five", "7c 7d 7h 3s Ac", AceFiveCategory.THREE_OF_A_KIND, "Three of a kind, sevens, 3-A kickers"),
    ("ace_five", "Kc Kd Kh As Ac", AceFiveCategory.FULL_HOUSE, "Full house, kings full of aces"),
    ("ace_five", "2c 2d 2h 2s Ac", AceFiveCategory.FOUR_OF_A_KIND, "Four of a kind, deuces, ace kicker"),
    ("ace_five_8", "8c 6d 4h 2s Ac", AceFiveEightCategory.EIGHT_LOW, "8-6 low (8-6-4-2-A)"),
    ("ace_five_8", "5c 4d 3h 2s Ac", AceFiveEightCategory.FIVE_LOW, "5-4-3-2-A (wheel)"),
    ("ace_five_8", "9c 4d 3h 2s Ac", AceFiveEightCategory.NO_LOW, "No qualifying low"),
    ("deuce_seven", "7c 5d 4h 3s 2c", DeuceSevenCategory.SEVEN_LOW, "7-5-4-3-2 (number one)"),
    ("deuce_seven", "7c 6d 4h 3s 2c", DeuceSevenCategory.SEVEN_LOW, "7-6 low (7-6-4-3-2)"),
    ("deuce_seven", "Tc 8d 4h 3s 2c", DeuceSevenCategory.TEN_LOW, "T-8 low (T-8-4-3-2)"),
    ("deuce_seven", "Ac 5d 4h 3s 2c", DeuceSevenCategory.ACE_HIGH, "Ace high (A-5-4-3-2)"),
    ("deuce_seven", "2c 2d 5h 4s 3c", DeuceSevenCategory.ONE_PAIR, "One pair, deuces, 5-4-3 kickers"),
    ("deuce_seven", "Ac 2d 3h 4s 5c 5d", DeuceSevenCategory.ACE_HIGH, "Ace high (A-5-4-3-2)"),
    ("deuce_seven", "2c 3d 4h 5s 6c 6d", DeuceSevenCategory.ONE_PAIR, "One pair, sixes, 4-3-2 kickers"),
    ("deuce_seven", "6c 5d 4h 3s 2c", DeuceSevenCategory.STRAIGHT, "Straight, six high"),
    ("deuce_seven", "7c 5c 4c 3c 2c", DeuceSevenCategory.FLUSH, "Flush, seven high (7-5-4-3-2)"),
    ("deuce_seven", "Ac Kc Qc Jc Tc", DeuceSevenCategory.STRAIGHT_FLUSH, "Straight flush, ace high"),
])
def test_category_and_description(name, hand, category, description):
    value = getattr(pokerbits, name)(hand)
    assert pokerbits.category(name, value) == category
    assert pokerbits.describe(name, value) == description


def test_every_value_has_a_description():
    for name, top in (("ace_five", 6175), ("ace_five_8", 56), ("deuce_seven", 7462)):
        words = {pokerbits.describe(name, value) for value in range(1, top + 1)}
        assert len(words) == top


@pytest.mark.parametrize("name,hand,best", [
    ("ace_five", "Kc Kd 5s 4h 3d 2c Ac", ["5s", "4h", "3d", "2c", "Ac"]),
    ("ace_five", "Ac Ad Ah 2c 2d Kc Kd", ["2d", "2c", "Ah", "Ad", "Kd"]),   # deuces and aces, king
    ("ace_five_8", "9c 8d 7h 6s 5c 4d 9h", ["8d", "7h", "6s", "5c", "4d"]),
    ("deuce_seven", "2c 3c 4c 5c 7c 8d Kh", ["8d", "5c", "4c", "3c", "2c"]),
    ("deuce_seven", "2c 3d 4h 5s 6c 9d Kh", ["9d", "5s", "4h", "3d", "2c"]),
])
def test_best_five(name, hand, best):
    assert pokerbits.best_five(name, hand) == best
    evaluate = getattr(pokerbits, name)
    assert evaluate(best) == evaluate(hand)


@pytest.mark.parametrize("name", ["ace_five", "ace_five_8", "deuce_seven"])
@pytest.mark.parametrize("hand,message", [
    ("As Ks Qs Js", "needs 5 to 7 cards, got 4"),
    ("As Ks Qs Js Ts 9s 8s 7s", "needs 5 to 7 cards, got 8"),
    ("As Ks Qs Js Ts As", "duplicate card As"),
])
def test_bad_hands(name, hand, message):
    with pytest.raises(ValueError, match=message):
        getattr(pokerbits, name)(hand)


@pytest.mark.parametrize("name,value", [("ace_five", 0), ("ace_five", 6176), ("ace_five_8", -1),
                                        ("ace_five_8", 57), ("deuce_seven", 0), ("deuce_seven", 7463)])
def test_bad_values(name, value):
    with pytest.raises(ValueError):
        pokerbits.describe(name, value)
    with pytest.raises(ValueError):
        pokerbits.category(name, value)
