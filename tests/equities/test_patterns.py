"""Hand patterns for hands of any size, against first-principles counts and a naive matcher
written from the rules (a hand matches when some ordering of its cards fits the pattern's
places one by one; suit qualifiers by the number of suits holding two or more cards)."""
import math
import random
from itertools import combinations, permutations

import pytest

import pokerbits
from pokerbits import ranges

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = [(r, s) for s in range(4) for r in range(13)]


def mask(hand) -> int:
    return sum(1 << (16 * s + r) for r, s in hand)


def places(pattern: str, size: int) -> list:
    """('rank', r) / ('card', (r, s)) / ('any',) per place, padded with 'any' to the hand size."""
    out, i = [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch in "x*":
            out.append(("any",))
            i += 1
        elif i + 1 < len(pattern) and pattern[i + 1] in SUITS:
            out.append(("card", (RANKS.index(ch), SUITS.index(pattern[i + 1]))))
            i += 2
        else:
            out.append(("rank", RANKS.index(ch)))
            i += 1
    return out + [("any",)] * (size - len(out))


def fits(hand, pattern_places) -> bool:
    for order in permutations(hand):
        if all(p[0] == "any" or (p[0] == "rank" and c[0] == p[1]) or (p[0] == "card" and c == p[1])
               for c, p in zip(order, pattern_places)):
            return True
    return False


def suited_groups(hand) -> int:
    return sum(sum(1 for _, s in hand if s == suit) >= 2 for suit in range(4))


QUALIFIED = {None: lambda h: True, "ds": lambda h: suited_groups(h) >= 2, "ss": lambda h: suited_groups(h) == 1,
             "rainbow": lambda h: suited_groups(h) == 0}


# (text, hole cards, combos from first principles)
COUNTS = [
    ("AKQJds", 4, 3 * 4 * 3),                   # split the four cards into two suited pairs, then two suits
    ("AKQJ rainbow", 4, 4 * 3 * 2 * 1),         # four different suits
    ("AKQJ:$ss", 4, 4 ** 4 - 36 - 24),          # the rest of the 256 suit choices
    ("AKQJ", 4, 4 ** 4),
    ("AAxx", 4, math.comb(4, 2) * math.comb(48, 2) + math.comb(4, 3) * 48 + 1),   # two, three or four aces
    ("AA", 4, math.comb(4, 2) * math.comb(48, 2) + math.comb(4, 3) * 48 + 1),
    ("KK**", 4, math.comb(4, 2) * math.comb(48, 2) + math.comb(4, 3) * 48 + 1),
    ("AsAh**", 4, math.comb(50, 2)),
    ("AsAhKK", 4, math.comb(4, 2)),
    ("AAKKds", 4, math.comb(4, 2)),              # aces of two suits, the kings of exactly those two
    ("AA", 5, math.comb(4, 2) * math.comb(48, 3) + math.comb(4, 3) * math.comb(48, 2) + 48),
    ("AKQJT", 5, 4 ** 5),
    ("AKQJT9", 6, 4 ** 6),
    ("AsKs", 4, math.comb(50, 2)),
    ("7s", 1, 1),
    ("**", 3, math.comb(52, 3)),
]


@pytest.mark.parametrize("text,hole,count", COUNTS, ids=[f"{c[0]}/{c[1]}" for c in COUNTS])
def test_first_principles_counts(text, hole, count):
    combos = ranges.parse(text, hole)
    assert len(combos) == count
    assert all(bin(cs).count("1") == hole for cs in combos)


@pytest.mark.parametrize("pattern,qualifier", [
    ("AAxx", None), ("AKQJ", "ds"), ("KK", "ss"), ("T9", "rainbow"), ("AsKx", None), ("Q*Q*", "ds"),
])
def test_against_the_naive_matcher_on_a_sample(pattern, qualifier):
    text = pattern + (f" {qualifier}" if qualifier else "")
    combos = set(ranges.parse(text, 4))
    rng = random.Random(16)
    pattern_places = places(pattern, 4)
    sample = [rng.sample(DECK, 4) for _ in range(3000)]
    sample += [tuple(h) for h in map(lambda cs: [c for c in DECK if mask([c]) & cs], list(combos)[:500])]
    for hand in sample:
        assert (mask(hand) in combos) == (fits(hand, pattern_places) and QUALIFIED[qualifier](hand)), hand


def test_a_small_deck_exhaustively():
    # every 3-card hand of the full deck against a pattern with a rank, an exact card and a wildcard
    combos = set(ranges.parse("9Kh*", 3))
    pattern_places = places("9Kh*", 3)
    assert combos == {mask(h) for h in combinations(DECK, 3) if fits(h, pattern_places)}


@pytest.mark.parametrize("text,hole,message", [
    ("AAAAA", 4, "has 4 cards, the pattern has 5"),
    ("AsAs", 4, "a card appears twice"),
    ("AAAAA", 5, "asks for 5 cards of rank A"),
    ("AKQJT9 rainbow", 6, "no hand of 6 cards is rainbow"),
    ("**** ds", 6, "too many hands"),
    ("QQ ds x", 4, "not a hand or range notation"),
    ("ds", 4, "not a hand or range notation"),
])
def test_bad_patterns(text, hole, message):
    with pytest.raises(ValueError, match=message):
        ranges.parse(text, hole)


def test_omaha_equity_takes_a_pattern():
    first = pokerbits.equity("omaha", ["AA", "random"], samples=2000, seed=7)
    second = pokerbits.equity("omaha", ["AAxx", "random"], samples=2000, seed=7)
    assert first.players[0].equity == second.players[0].equity
    assert 0.55 < first.players[0].equity < 0.75
