"""The exact walk deals the board by classes (suits that can no longer make a flush merged, one
board standing for its class): against the same deals walked one by one.

The walk takes classes from the first board card on when its stripes split the deal before the
board or at the first branches of the class walk; split at the last slot, every deal is its own
node and the walk deals card by card. Both tallies are sums of integers, so they must be equal
to the last bit. The naive enumerator of tests/naive_equity.py checks the small spots of
test_equity.py, which go through the class walk too.
"""
from __future__ import annotations

import itertools
import random

import pytest

from pokerbits._core.walks import equity as _equity
from pokerbits._core.walks import exact_walk as _exact_walk
from pokerbits.equities.plan import EquityPlan

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
SHORT_DECK = [card for card in DECK if card[0] in "6789TJQKA"]
HOLE_CARDS = {"holdem": 2, "short-deck": 2, "short-deck-triton": 2, "omaha": 4, "omaha-hi-lo": 4,
              "courchevel": 5, "omaha5-hi-lo": 5}


def spots(seed: int, count: int):
    """Random problems of every board game the class walk takes: two or three players, hands
    heavy in one or two suits (flush chances for some suits, none for others), sometimes a
    range, a known board of 0 to 3 cards, sometimes dead cards."""
    rng = random.Random(seed)
    games = list(HOLE_CARDS)
    for i in range(count):
        game = games[i % len(games)]
        deck = list(SHORT_DECK if game.startswith("short") else DECK)
        heavy = rng.sample("cdhs", rng.choice((1, 2)))
        deck.sort(key=lambda card: (card[1] not in heavy and rng.random() < 0.7, rng.random()))
        hole = HOLE_CARDS[game]
        n_players = 2 if hole > 4 or game.startswith("short") else rng.choice((2, 2, 3))
        n_board = rng.choice((0, 1, 2, 3)) if hole <= 2 and n_players == 2 else rng.choice((2, 3))
        hands = ["".join(deck.pop(0) for _ in range(hole)) for _ in range(n_players)]
        if hole == 2 and rng.random() < 0.3:      # a small range with weights for the last player
            hands[-1] = ", ".join(f"{deck.pop(0)}{deck.pop(0)}:{rng.choice((0.5, 1, 2))}" for _ in range(3))
        rng.shuffle(deck)
        board = " ".join(deck.pop() for _ in range(n_board))
        dead = " ".join(deck.pop() for _ in range(rng.choice((0, 0, 2))))
        yield game, hands, board, dead


@pytest.mark.parametrize("game, hands, board, dead", list(spots(5, 16)))
def test_the_class_walk_equals_the_walk_card_by_card(game, hands, board, dead):
    deal = EquityPlan(game, hands, board, dead).deal
    deals, by_classes = _exact_walk.enumerate_stripe(deal, 0, 1, 0)
    flat_deals, card_by_card = _exact_walk.enumerate_stripe(deal, deal.n_slots, 1, 0)
    assert deals == flat_deals and list(by_classes) == list(card_by_card)


@pytest.mark.parametrize("game, hands, board", [
    ("holdem", ["AhKh", "QsQd"], ""),            # five cards to come: the stripes split the class walk
    ("holdem", ["AhKh", "QsQd", "JcTc"], "2h"),
    ("omaha-hi-lo", ["As 2s 3d Kd", "Ah Kh 4c 5c"], ""),
])
def test_stripes_of_the_class_walk_add_up_to_the_whole(game, hands, board):
    deal = EquityPlan(game, hands, board).deal
    first_board_slot = deal.n_players
    split = first_board_slot + 1
    stripes = 7
    assert _exact_walk.count_nodes(deal, split) > stripes      # its first branches, not 48 cards
    deals, whole = _exact_walk.enumerate_stripe(deal, 0, 1, 0)
    parts = [_exact_walk.enumerate_stripe(deal, split, stripes, k) for k in range(stripes)]
    assert sum(n for n, _ in parts) == deals
    assert [sum(t[i] for _, t in parts) for i in range(len(whole))] == list(whole)


def range_spots(seed: int, count: int):
    """Ranges against hands and ranges, with weights, before the flop (small ranges: the walk
    card by card is slow) and after it, some with dead cards: many combo assignments equal up
    to the suits that the board leaves free."""
    rng = random.Random(seed)
    small, large = ["QQ", "AKs", "JJ:0.5, T9s"], ["QQ+, AKs:0.5", "TT, AQs, KQo:2", "A2s-A5s, 76s", "JJ-99, AJo"]
    for i in range(count):
        game = "short-deck" if i % 5 == 4 else "holdem"
        hands = [rng.choice(["AhKh", "AsKd", "7c7d"] if game == "holdem" else ["AhKh", "9s9d"])]
        board = rng.choice(["", "2c 6d Tc", "8h 8s"] if game == "holdem" else ["", "6c 7d"])
        dead = rng.choice(["", "", "2s", "4d 4h"] if game == "holdem" else [""])
        hands += rng.sample(small if not board else large, 2 if i % 3 == 2 else 1)
        yield game, hands, board, dead


@pytest.mark.parametrize("game, hands, board, dead", list(range_spots(11, 10)))
def test_assignments_tallied_once_per_class_equal_the_walk_of_each(game, hands, board, dead):
    deal = EquityPlan(game, hands, board, dead).deal
    deals, by_class = _exact_walk.enumerate_stripe(deal, deal.n_players, 1, 0)
    flat_deals, each = _exact_walk.enumerate_stripe(deal, deal.n_slots, 1, 0)
    assert deals == flat_deals and list(by_class) == list(each)
    stripes = 5
    parts = [_exact_walk.enumerate_stripe(deal, deal.n_players, stripes, k) for k in range(stripes)]
    assert sum(n for n, _ in parts) == deals
    assert [sum(t[i] for _, t in parts) for i in range(len(each))] == pytest.approx(list(each), rel=1e-13, abs=1e-9)


def test_classes_of_assignments_need_a_free_suit_and_a_range():
    # AhKh v QQ: two classes of the six QQ (QsQd ~ QsQc ~ QdQc, and the three with Qh); with no
    # range, one card to come, or a board no suit permutation but the identity keeps, every
    # assignment is its own walk
    assert EquityPlan("holdem", ["AhKh", "QQ"]).deal.stripes_by_class
    assert not EquityPlan("holdem", ["AhKh", "QsQd"]).deal.stripes_by_class
    assert not EquityPlan("holdem", ["AhKh", "QQ"], "2c 3d 4h 5s").deal.stripes_by_class
    assert not EquityPlan("holdem", ["AhKh", "QQ"], "2c 3d 4h").deal.stripes_by_class


def naive_classes(plan: EquityPlan, board: str, dead: str) -> int:
    """The classes of the plan's combo assignments, from the rules: every choice of one combo per
    player without a shared card, two choices alike when some renaming of the four suits maps
    the board and the dead cards onto themselves and one choice onto the other."""
    from pokerbits._core.common.cards import card_strings

    fixed = {frozenset(board.split()), frozenset(dead.split())}
    renamings = []
    for order in itertools.permutations("cdhs"):
        rename = dict(zip("cdhs", order))
        if all(frozenset(c[0] + rename[c[1]] for c in cards) == cards for cards in fixed):
            renamings.append(rename)
    hands = [[frozenset(card_strings(cs)) for cs in combos] for combos in plan.combo_sets]
    classes = set()
    for choice in itertools.product(*hands):
        if len(frozenset().union(*choice)) < sum(map(len, choice)):
            continue
        classes.add(min(tuple(tuple(sorted(c[0] + r[c[1]] for c in hand)) for hand in choice) for r in renamings))
    return len(classes)


@pytest.mark.parametrize("game, hands, board, dead", [
    ("holdem", ["AhKh", "QQ"], "", ""),
    ("holdem", ["QQ+, AKs", "22+, A2s+, KTo+"], "", ""),
    ("holdem", ["AK, 77", "KQ, 76s", "88, A5s"], "", ""),
    ("holdem", ["AK, 77", "QQ+, 76s"], "", "7c 2d"),          # dead cards of two suits: hearts ~ spades
    ("holdem", ["AK, 77", "QQ+, 76s"], "2h 3h", ""),          # clubs, diamonds and spades alike
    ("short-deck", ["AK, 99", "TT+, A9s"], "", ""),
    ("omaha", ["AAKK", "QQJJ, T987ds"], "", ""),
])
def test_count_classes_equals_naive_classes(game, hands, board, dead):
    plan = EquityPlan(game, hands, board, dead)
    assert plan.deal.stripes_by_class
    expected = naive_classes(plan, board, dead)
    assert expected < _exact_walk.count_nodes(plan.deal, plan.deal.n_players)   # (classes merge assignments)
    assert _exact_walk.count_classes(plan.deal, 10**6) == expected
    assert _exact_walk.count_classes(plan.deal, expected) == expected          # up to the limit, then one more
    assert _exact_walk.count_classes(plan.deal, expected - 1) == expected
    assert _exact_walk.count_classes(plan.deal, 0) == 1


def test_count_classes_checks_its_limit():
    deal = EquityPlan("holdem", ["AhKh", "QQ"]).deal
    limit = _equity.layout()["max_counted_classes"]
    for bad in (-1, limit + 1):
        with pytest.raises(ValueError, match="limit must be"):
            _exact_walk.count_classes(deal, bad)
