"""Every lowball description against a naive describer written from the rules: a hand is read in
the order it is compared (tests/reference.py's keys), so in ace-to-five, where the ace is the
lowest card, A-A-K-K-Q is "kings and aces": the kings are compared first."""
from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest

import pokerbits
import reference

CHARS = {1: "A", **{r: "23456789TJQKA"[r - 2] for r in range(2, 15)}}
SINGULAR = {1: "ace", **dict(zip(range(2, 15), ("two", "three", "four", "five", "six", "seven", "eight", "nine",
                                                "ten", "jack", "queen", "king", "ace")))}
PLURAL = {1: "aces", **dict(zip(range(2, 15), ("deuces", "threes", "fours", "fives", "sixes", "sevens", "eights",
                                              "nines", "tens", "jacks", "queens", "kings", "aces")))}


def compared(ranks: list) -> list:
    """The ranks in the order a low hand compares them: bigger groups first, then the higher rank
    of equal groups (the rank as the system counts it: the ace 1 in ace-to-five and Badugi)."""
    counts = Counter(ranks)
    return sorted(ranks, key=lambda r: (counts[r], r), reverse=True)


def dashed(ranks: list) -> str:
    return "-".join(CHARS[r] for r in ranks)


def paired_words(ranks: list) -> str:
    """One pair up to four of a kind, named in the compared order."""
    order = compared(ranks)
    shape = sorted(Counter(ranks).values(), reverse=True)
    if shape == [4, 1]:
        return f"Four of a kind, {PLURAL[order[0]]}, {SINGULAR[order[4]]} kicker"
    if shape == [3, 2]:
        return f"Full house, {PLURAL[order[0]]} full of {PLURAL[order[3]]}"
    if shape == [3, 1, 1]:
        return f"Three of a kind, {PLURAL[order[0]]}, {dashed(order[3:])} kickers"
    if shape == [2, 2, 1]:
        return f"Two pair, {PLURAL[order[0]]} and {PLURAL[order[2]]}, {SINGULAR[order[4]]} kicker"
    return f"One pair, {PLURAL[order[0]]}, {dashed(order[2:])} kickers"


def ace_five_words(five: list) -> str:
    ranks = [reference.low_rank(r) for r, _ in five]
    if len(set(ranks)) < 5:
        return paired_words(ranks)
    order = compared(ranks)
    return "5-4-3-2-A (wheel)" if order == [5, 4, 3, 2, 1] else f"{dashed(order[:2])} low ({dashed(order)})"


def deuce_seven_words(five: list) -> str:
    ranks = [r for r, _ in five]
    flush = len({s for _, s in five}) == 1
    straight = reference.straight_top(ranks, wheel=False)
    order = compared(ranks)
    if straight:
        return f"Straight{' flush' if flush else ''}, {SINGULAR[straight]} high"
    if flush:
        return f"Flush, {SINGULAR[order[0]]} high ({dashed(order)})"
    if len(set(ranks)) < 5:
        return paired_words(ranks)
    if order == [7, 5, 4, 3, 2]:
        return "7-5-4-3-2 (number one)"
    return f"Ace high ({dashed(order)})" if order[0] == 14 else f"{dashed(order[:2])} low ({dashed(order)})"


def low_hands():
    """One hand of every five-rank multiset (A..2, at most four of a rank), then every five
    different ranks suited: every deuce-to-seven and ace-to-five value."""
    for ranks in combinations_with_replacement(range(14, 1, -1), 5):
        if max(Counter(ranks).values()) <= 4:
            seen = Counter()
            hand = []
            for r in ranks:
                hand.append((r, seen[r]))
                seen[r] += 1
            if len(set(ranks)) == 5:
                hand[0] = (ranks[0], 1)   # two suits: no flush
            yield hand
            if len(set(ranks)) == 5:
                yield [(r, 0) for r in ranks]


def card_text(hand: list) -> str:
    return " ".join(CHARS[r] + "cdhs"[s] for r, s in hand)


@pytest.mark.parametrize("system,words", [("ace_five", ace_five_words), ("deuce_seven", deuce_seven_words)])
def test_every_five_card_low_reads_in_the_order_it_is_compared(system, words):
    evaluate = getattr(pokerbits, system)
    described = {}
    for hand in low_hands():
        value = evaluate(card_text(hand))
        assert pokerbits.describe(system, value) == words(hand), card_text(hand)
        described[value] = True
    assert len(described) == pokerbits.systems.get(system).max_value   # every value met


def test_every_eight_or_better_low():
    for ranks in combinations([1, 2, 3, 4, 5, 6, 7, 8], 5):
        hand = [(14 if r == 1 else r, i % 2) for i, r in enumerate(ranks)]
        value = pokerbits.ace_five_8(card_text(hand))
        assert pokerbits.describe("ace_five_8", value) == ace_five_words(hand)


@pytest.mark.parametrize("system,ace", [("badugi", 1), ("badugi_ace_high", 14)])
def test_every_badugi_reads_highest_first(system, ace):
    sizes = ("One", "Two", "Three", "Four")
    for size in range(1, 5):
        for ranks in combinations(range(2, 15), size):
            hand = [(r, s) for s, r in enumerate(ranks)] + [(ranks[0], s) for s in range(size, 4)]
            counted = sorted((ace if r == 14 else r for r in ranks), reverse=True)
            value = getattr(pokerbits, system)(card_text(hand))
            assert pokerbits.describe(system, value) == f"{sizes[size - 1]}-card badugi {dashed(counted)}"


@pytest.mark.parametrize("game,hand,words", [
    ("a-5-triple-draw", "Ac Ad Kc Kd Qh", "Two pair, kings and aces, queen kicker"),
    ("badacey", "Ac Ad Kc Kd Qh", "Two pair, kings and aces, queen kicker"),
    # the best five of seven: queens and aces beat kings and aces, kings and queens
    ("razz", "Ac Ad Kc Kd Kh Qc Qd", "Two pair, queens and aces, king kicker"),
])
def test_ace_to_five_two_pair_in_every_game_that_plays_it(game, hand, words):
    # the ace is the lowest card: the other pair is compared first, and named first
    rules = pokerbits.games.game(game)
    low = [half.system for half in rules.halves].index("ace_five")
    other = "2c 2d 3c 3d 4h" if rules.hole_cards == 5 else "2c 2d 3c 3d 4h 4d 4s"
    result = pokerbits.showdown(game, [hand, other])
    assert result.players[0].hands[low].description == words
