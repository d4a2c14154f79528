"""The exact walk deals three or more board cards of a Hold'em high deal by ranks: the boards of
each multiset of ranks valued once by the ranks alone, then, per suit that can make a player a
flush, the boards with three or more cards of it tallied with the flushes and, less, without.

Against the same deals walked card by card (split at the last slot, every deal is its own node
and no board walk runs; both tallies are sums of integers, equal to the last bit), and against
the naive enumerator of tests/naive_equity.py on flops to come.
"""
from __future__ import annotations

import random

import pytest

from pokerbits._core.walks import exact_walk as _exact_walk
from pokerbits.equities.plan import EquityPlan
from test_equity import assert_matches_naive

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def rank_spots(seed: int, count: int):
    """Hold'em problems the rank walk takes (0 to 2 known board cards): two to four players whose
    hands crowd one or two suits (two players with two cards of one suit, suited boards), some
    with dead cards of those suits, a small weighted range or a random hand (a random hand only
    with two board cards known: card by card its walk is long)."""
    rng = random.Random(seed)
    for i in range(count):
        heavy = rng.sample("cdhs", rng.choice((1, 1, 2)))
        deck = sorted(DECK, key=lambda card: (card[1] not in heavy and rng.random() < 0.75, rng.random()))
        n_board = i % 3
        n_players = rng.choice((2, 2, 3, 4)) if n_board else rng.choice((2, 2, 3))
        hands = ["".join(deck.pop(0) for _ in range(2)) for _ in range(n_players)]
        if rng.random() < 0.25:
            hands[-1] = ", ".join(f"{deck.pop(0)}{deck.pop(0)}:{rng.choice((0.5, 1, 3))}" for _ in range(2))
        elif n_board == 2 and n_players == 2 and rng.random() < 0.3:
            hands[-1] = "random"
        board = " ".join(deck.pop(0) for _ in range(n_board))
        dead = " ".join(deck.pop(0) for _ in range(rng.choice((0, 0, 1, 3))))
        yield hands, board, dead


@pytest.mark.parametrize("hands, board, dead", list(rank_spots(23, 30)))
def test_the_rank_walk_equals_the_walk_card_by_card(hands, board, dead):
    deal = EquityPlan("holdem", hands, board, dead).deal
    deals, by_ranks = _exact_walk.enumerate_stripe(deal, 0, 1, 0)
    flat_deals, card_by_card = _exact_walk.enumerate_stripe(deal, deal.n_slots, 1, 0)
    assert deals == flat_deals and list(by_ranks) == list(card_by_card)


@pytest.mark.parametrize("hands, board, dead", [
    (["AhKh", "QhJh"], "", ""),                  # both players two of a suit: flushes against flushes
    (["AhKh", "QsQd", "JcTc"], "2h", ""),        # three suits live, a suited board card
    (["7h6h", "5h4h", "AsAd", "KcKd"], "2h 3h", ""),   # straight flushes, four players
    (["AhKh", "QsQd"], "Tc 9c", "2h 3h 4h"),     # dead cards of the suit that counts
])
def test_stripes_of_the_rank_walk_add_up_to_the_whole(hands, board, dead):
    deal = EquityPlan("holdem", hands, board, dead).deal
    split = deal.n_players + 1      # the first board card's branches: the rank walk's units
    stripes = 5
    assert _exact_walk.count_nodes(deal, split) > stripes
    deals, whole = _exact_walk.enumerate_stripe(deal, 0, 1, 0)
    parts = [_exact_walk.enumerate_stripe(deal, split, stripes, k) for k in range(stripes)]
    assert sum(n for n, _ in parts) == deals
    assert [sum(t[i] for _, t in parts) for i in range(len(whole))] == list(whole)


@pytest.mark.parametrize("hands, board, dead", [
    (["AhKh", "QhJh"], "2h 9c", ""),             # one suit for both: flush over flush, with three to come
    (["Ah5h", "2h3h", "KsKd"], "4h Td", "9h"),   # straight flushes against flushes, a dead card of the suit
    (["AsAd", "Kc9c"], "Qc Jc", ""),             # one player's flush against a pair's full houses
    (["7d6d", "7c6c"], "5s 4h", "8s"),           # equal straights, flushes of two suits
])
def test_flops_to_come_by_ranks_equal_naive_enumeration(hands, board, dead):
    assert EquityPlan("holdem", hands, board, dead).deal.n_slots - len(hands) == 3
    assert_matches_naive("holdem", hands, board, dead)


def side_pot_spots(seed: int, count: int):
    """Three- and four-player problems of rank_spots with each player's chips in: side pots (the
    walk keys each order of the players' values by the winners of every pot), or everyone in for
    the same (one pot: by the winners alone)."""
    rng = random.Random(seed)
    spots = [spot for spot in rank_spots(seed, 4 * count) if len(spot[0]) >= 3 and "random" not in spot[0]]
    for hands, board, dead in spots[:count]:
        shape = rng.choice(("levels", "levels", "even"))
        contributions = [rng.choice((10, 25, 40, 60)) if shape == "levels" else 30 for _ in hands]
        yield hands, board, dead, contributions


@pytest.mark.parametrize("hands, board, dead, contributions", list(side_pot_spots(29, 16)))
def test_the_rank_walk_with_side_pots_equals_the_walk_card_by_card(hands, board, dead, contributions):
    from pokerbits.equities.chips import Stakes

    stakes = Stakes(tuple(contributions), (True,) * len(hands))
    deal = EquityPlan("holdem", hands, board, dead, pots=stakes.deal_pots(1)).deal
    deals, by_ranks = _exact_walk.enumerate_stripe(deal, 0, 1, 0)
    flat_deals, card_by_card = _exact_walk.enumerate_stripe(deal, deal.n_slots, 1, 0)
    assert deals == flat_deals and list(by_ranks) == list(card_by_card)
