"""Short deck and Triton short deck against the naive reference: every five-card hand of the
36-card deck, random samples of 6 and 7 cards, census counts derived per rank pattern, pokerkit
as a second opinion, and the rules page's traps."""
import itertools
import random
from collections import Counter
from math import comb, prod

import numpy as np
import pytest

import pokerbits
import reference
from conftest import assert_dense_order, assert_same_order
from pokerbits import ShortDeckCategory, TritonCategory

SHORT_DECK = [(rank, suit) for suit in range(4) for rank in reference.SHORT_DECK_RANKS]
SYSTEMS = {
    "short_deck": (pokerbits.short_deck, reference.short_deck, reference.SHORT_DECK_ORDER, ShortDeckCategory),
    "short_deck_triton": (pokerbits.short_deck_triton, reference.short_deck_triton, reference.TRITON_ORDER,
                          TritonCategory),
}
# the reference's category names to each enum's
NAMES = {"high card": "HIGH_CARD", "pair": "ONE_PAIR", "two pair": "TWO_PAIR", "trips": "THREE_OF_A_KIND",
         "straight": "STRAIGHT", "full house": "FULL_HOUSE", "flush": "FLUSH", "quads": "FOUR_OF_A_KIND",
         "straight flush": "STRAIGHT_FLUSH"}


def category_of(key, order, enum):
    """The enum category of a reference key (the A-high straight flush is the royal flush)."""
    name = order[key[0]]
    if name == "straight flush" and key[1] == 14:
        return enum.ROYAL_FLUSH
    return enum[NAMES[name]]


@pytest.fixture(scope="module")
def five_card_short_deck():
    """Every five-card hand of the 36 cards: masks, pattern codes (sorted ranks, suited or not)
    and each pattern's first hand."""
    combos = np.array(list(itertools.combinations(range(36), 5)), dtype=np.int64)
    ranks, suits = combos % 9 + 4, combos // 9
    masks = np.bitwise_or.reduce(np.left_shift(np.uint64(1), (16 * suits + ranks).astype(np.uint64)), axis=1)
    sorted_ranks = np.sort(ranks, axis=1)
    codes = (sorted_ranks * 13 ** np.arange(5)).sum(axis=1) + 13 ** 5 * (suits == suits[:, :1]).all(axis=1)
    _, first, inverse = np.unique(codes, return_index=True, return_inverse=True)
    return masks, first, inverse.ravel()


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_five_card_hand_orders_like_the_reference(system, five_card_short_deck):
    evaluate, naive, order, enum = SYSTEMS[system]
    masks, first, inverse = five_card_short_deck
    assert len(masks) == comb(36, 5) == 376_992
    values = np.fromiter((evaluate(int(m)) for m in masks), dtype=np.int64, count=len(masks))
    per_pattern = values[first]
    assert np.array_equal(values, per_pattern[inverse])     # suits never rank
    keys = [naive(reference.from_mask(int(masks[i]))) for i in first]
    by_key = sorted(range(len(keys)), key=keys.__getitem__)
    assert_dense_order([keys[i] for i in by_key], [int(per_pattern[i]) for i in by_key], 1404)
    for key, value in zip(keys, per_pattern):
        assert pokerbits.category(system, int(value)) == category_of(key, order, enum)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("n_cards", [6, 7])
def test_random_hands_agree_with_reference(system, n_cards):
    evaluate, naive, _, _ = SYSTEMS[system]
    rng = random.Random(n_cards)
    hands = [rng.sample(SHORT_DECK, n_cards) for _ in range(6000)]
    # and hands made to hold a flush with a full house or trips with a straight
    for _ in range(3000):
        suit = rng.randrange(4)
        flush = rng.sample([(r, suit) for r in reference.SHORT_DECK_RANKS], 5)
        rest = [c for c in SHORT_DECK if c not in flush and c[0] in {r for r, _ in flush}]
        hands.append(flush + rng.sample(rest, n_cards - 5))
    assert_same_order([evaluate(reference.to_mask(h)) for h in hands], [naive(h) for h in hands])


def derived_census(n_cards, naive, order, enum):
    """Hands of n_cards short-deck cards per category, from the rules alone: for every multiset of
    ranks, the hands holding a flush (its suit, the exact set F of ranks in that suit) and the
    rest, each group counted by binomials and ranked by one naive evaluation."""
    counts = Counter()
    for multiset in itertools.combinations_with_replacement(reference.SHORT_DECK_RANKS, n_cards):
        held = Counter(multiset)
        if max(held.values()) > 4:
            continue
        total = prod(comb(4, c) for c in held.values())
        flushed = 0
        for size in range(5, len(held) + 1):
            for suited in itertools.combinations(sorted(held), size):
                ways = 4 * prod(comb(3, c - 1) if r in suited else comb(3, c) for r, c in held.items())
                if not ways:
                    continue
                hand = [(r, 0) for r in suited]
                for r, c in held.items():
                    hand += [(r, s) for s in range(1, 1 + c - (r in suited))]
                counts[category_of(naive(hand), order, enum)] += ways
                flushed += ways
        if total > flushed:   # suits in turn, so no suit holds five
            hand, turn = [], 0
            for r, c in sorted(held.items()):
                hand += [(r, (turn + k) % 4) for k in range(c)]
                turn += c
            counts[category_of(naive(hand), order, enum)] += total - flushed
    return counts


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("n_cards", [5, 7])
def test_census_matches_the_counts_derived_from_the_rules(system, n_cards):
    _, naive, order, enum = SYSTEMS[system]
    expected = derived_census(n_cards, naive, order, enum)
    assert sum(expected.values()) == comb(36, n_cards)
    census = pokerbits.census(system, n_cards)
    assert census.total == comb(36, n_cards)
    assert census.counts == {cat: expected[cat] for cat in enum}
    if n_cards == 5:
        assert census.distinct_values == 1404


def test_pokerkit_agrees_on_random_hands():
    pokerkit = pytest.importorskip("pokerkit")
    rng = random.Random(7)
    hands = [rng.sample(SHORT_DECK, 7) for _ in range(3000)]
    texts = ["".join(reference.RANK_CHARS[r - 2] + reference.SUIT_CHARS[s] for r, s in h) for h in hands]
    theirs = [pokerkit.ShortDeckHoldemHand.from_game(t[:4], t[4:]) for t in texts]
    ours = [pokerbits.short_deck(reference.to_mask(h)) for h in hands]
    for i in range(0, len(hands) - 1):
        assert (ours[i] < ours[i + 1]) == (theirs[i] < theirs[i + 1]), texts[i:i + 2]
        assert (ours[i] == ours[i + 1]) == (theirs[i] == theirs[i + 1]), texts[i:i + 2]


@pytest.mark.parametrize("winner,loser", [
    ("Kh 9h 8h 7h 6h", "Ac Ad As Kc Kd"),     # a flush beats a full house
    ("Ac Ad As Kc Kd", "Ah Kd Qc Js Th"),     # a full house beats a straight
    ("6c 7d 8h 9s Tc", "Ah 6d 7c 8s 9d"),     # A-6-7-8-9 is the lowest straight
    ("Ah 6d 7c 8s 9d", "Ac Ad As Kc Qd"),     # ... and still beats three of a kind
    ("Th 6h 7h 8h 9h", "Ah 6h 7h 8h 9h"),     # ... and the lowest straight flush
    ("Ah 6h 7h 8h 9h", "Ac Ad As Ah Kd"),     # ... which beats four of a kind
])
def test_rules_page_examples(winner, loser):
    assert pokerbits.short_deck(winner) > pokerbits.short_deck(loser)


def test_triton_puts_three_of_a_kind_above_a_straight():
    assert pokerbits.short_deck_triton("6c 6d 6h 8s 7c") > pokerbits.short_deck_triton("As Kd Qh Jc Ts")
    assert pokerbits.short_deck("6c 6d 6h 8s 7c") < pokerbits.short_deck("As Kd Qh Jc Ts")
    # seven cards holding both: the trips play in Triton, the straight otherwise
    hand = "6c 6d 6h 7s 8c 9d Th"
    assert pokerbits.describe("short_deck_triton", pokerbits.short_deck_triton(hand)).startswith("Three of a kind")
    assert pokerbits.describe("short_deck", pokerbits.short_deck(hand)) == "Straight, ten high"


@pytest.mark.parametrize("hand,category,description,best", [
    ("Ah 6d 7c 8s 9d Kc Kd", ShortDeckCategory.STRAIGHT, "Straight, nine high", ["9d", "8s", "7c", "6d", "Ah"]),
    ("Ah Ad As Kc Kd", ShortDeckCategory.FULL_HOUSE, "Full house, aces full of kings", None),
    ("As Ks Qs Js Ts 6c", ShortDeckCategory.ROYAL_FLUSH, "Royal flush", ["As", "Ks", "Qs", "Js", "Ts"]),
])
def test_category_description_and_best_five(hand, category, description, best):
    value = pokerbits.short_deck(hand)
    assert pokerbits.category("short_deck", value) == category
    assert pokerbits.describe("short_deck", value) == description
    if best is not None:
        assert pokerbits.best_five("short_deck", hand) == best


def test_flush_over_full_house_in_seven_cards():
    value = pokerbits.short_deck("Kh Qh 9h 8h 6h Kc Kd")
    assert pokerbits.category("short_deck", value) == ShortDeckCategory.FLUSH
    assert pokerbits.best_five("short_deck", "Kh Qh 9h 8h 6h Kc Kd") == ["Kh", "Qh", "9h", "8h", "6h"]


def test_every_value_has_a_description():
    for system in SYSTEMS:
        words = {pokerbits.describe(system, v) for v in range(1, 1405)}
        assert len(words) == 1404


def test_five_to_seven_cards():
    for hand in ("Ah Kh Qh Jh", "Kh Qh 9h 8h 6h Kc Kd Qd"):
        with pytest.raises(ValueError, match="5 to 7|at least 5|at most 7"):
            pokerbits.short_deck(hand)


@pytest.mark.parametrize("bad", ["5c 6d 7h 8s 9c", "Ah Kh Qh Jh 2h", "As Ks Qs Js Ts 4d 3c"])
def test_a_card_below_six_is_a_value_error(bad):
    for evaluate in (pokerbits.short_deck, pokerbits.short_deck_triton):
        with pytest.raises(ValueError, match="only 6s to aces"):
            evaluate(bad)
    with pytest.raises(ValueError, match=r"card_sets\[1\].*only 6s to aces"):
        pokerbits.evaluate_many("short_deck", np.array([pokerbits.cards("As Ks Qs Js Ts"), pokerbits.cards(bad)],
                                                       dtype=np.uint64))


def test_batch_matches_per_call():
    rng = random.Random(3)
    hands = [reference.to_mask(rng.sample(SHORT_DECK, rng.choice([5, 6, 7]))) for _ in range(2000)]
    for system, (evaluate, _, _, _) in SYSTEMS.items():
        out = pokerbits.evaluate_many(system, np.array(hands, dtype=np.uint64), threads=2)
        assert list(out) == [evaluate(h) for h in hands]
