"""Monte Carlo's Hold'em loop (pokerbits._core.walks.monte_carlo._holdem_loop) against the loop of
every game, and the draws both make against the laws they must follow.

The Hold'em loop makes the same draws as the loop of every game, in the same order, and values
and tallies them its own way (the board's rank key and flush suit once per deal, the deals
counted by their set of winners): on the same seed the two tallies are the same integers. The
draws themselves (one range's combos in runs by systematic sampling, several ranges' combos
uniformly or by weight from alias tables, cards by 2- and 3-card subsets of the free cards or
six bits at a time) are checked by what they must give: combo frequencies in proportion to the
weights (a chunk's share to within one deal for one range), and equities that agree with the
exact walk or with symmetry.
"""
from __future__ import annotations

import random

import pytest

import pokerbits
from pokerbits._core.walks import equity as _equity
from pokerbits._core.walks import monte_carlo as _monte_carlo
from pokerbits.equities.plan import EquityPlan

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
CHUNK = _equity.layout()["mc_chunk"]


def holdem_spots(seed: int, count: int):
    """Hold'em problems of two to six players: fixed hands, weighted ranges whose combos collide
    with each other and with the board, random hands, known boards of 0 to 4 cards and dead
    cards."""
    rng = random.Random(seed)
    for i in range(count):
        deck = DECK[:]
        rng.shuffle(deck)
        n_players = rng.choice((2, 2, 3, 4, 6))
        hands = []
        for p in range(n_players):
            kind = rng.random()
            if kind < 0.3:
                shared = deck[-6:]   # cards other ranges (and the board, dead cards) may hold too
                combos = {"".join(sorted(rng.sample(shared, 2))) for _ in range(rng.randint(2, 6))}
                hands.append(", ".join(f"{c}:{rng.choice((0.25, 1, 3))}" for c in sorted(combos)))
            elif kind < 0.4:
                hands.append("random")
            else:
                hands.append(deck.pop() + deck.pop())
        n_board = (0, 0, 3, 4)[i % 4]
        board = " ".join(deck.pop() for _ in range(n_board))
        dead = " ".join(deck.pop() for _ in range(rng.choice((0, 0, 2))))
        yield hands, board, dead


def _plan(hands, board, dead):
    try:
        return EquityPlan("holdem", hands, board, dead, samples=3 * CHUNK, seed=5)
    except ValueError:   # (ranges that cannot fit with the fixed hands: drawn again below)
        return None


SPOTS = [spot for spot in holdem_spots(41, 120) if _plan(*spot) is not None][:40] + [
    (["AhKh", "random"], "", ""),                     # each copy of the loop: one range heads-up,
    (["AhKh", "QQ+:0.5, AKs"], "", "5c"),             # uniform or weighted, preflop (by subsets)
    (["AhKh", "QsQd", "JJ+, AKs"], "Ts 4d 2c", ""),   # or not; three players, one range
    (["AhKh", "QsQd", "JcTc"], "", ""),               # none
    (["AhKh", "QsQd", "JcTc", "9h9d"], "", ""),       # four players: the loop of any number
    (["AhKh", "random", "TT+"], "", "2d 2s"),         # two ranges
]


@pytest.mark.parametrize("hands, board, dead", SPOTS)
def test_the_holdem_loop_tallies_what_the_loop_of_every_game_tallies(hands, board, dead):
    deal = _plan(hands, board, dead).deal
    assert deal.holdem_shape
    seed, samples = 11, 2 * CHUNK + 777
    fast = _monte_carlo.monte_carlo(deal, seed, samples, 0, 3)
    general = _monte_carlo.monte_carlo(deal, seed, samples, 0, 3, general=True)
    assert fast == general
    assert fast[_equity.layout()["deals"]] == samples


@pytest.mark.parametrize("hands, board, dead", SPOTS[-6:] + [(["AsKs", "QQ+, AKs, AQo+"], "", "")])
def test_a_call_with_its_own_tables_tallies_what_the_shared_tables_tally(hands, board, dead):
    # a call that runs beside others on threads reads its own copy of the Hold'em loop's tables
    # (monte_carlo._own_tables: the rank-key hash, the flush values, a preflop board's subsets)
    deal = _plan(hands, board, dead).deal
    seed, samples = 11, 2 * CHUNK + 777
    own = _monte_carlo.monte_carlo(deal, seed, samples, 0, 3, own_tables=True)
    assert own == _monte_carlo.monte_carlo(deal, seed, samples, 0, 3)
    assert own == _monte_carlo.monte_carlo(deal, seed, samples, 0, 3, general=True)


def test_only_holdem_shaped_deals_take_the_holdem_loop():
    assert EquityPlan("holdem", ["AhKh", "QsQd"], samples=CHUNK).deal.holdem_shape
    assert not EquityPlan("omaha", ["AhKhQdJd", "QsQcTs9s"], samples=CHUNK).deal.holdem_shape
    assert not EquityPlan("stud", ["AhKhQd", "QsQcTs"], samples=CHUNK).deal.holdem_shape
    assert not EquityPlan("short-deck", ["AhKh", "QsQd"], samples=CHUNK).deal.holdem_shape


WEIGHTS = [(1, 1, 1), (1, 1, 1, 1, 1), (1, 0.5, 0.25), (3, 1e-3, 1, 7, 0.5)]


def _weighted(weights) -> str:
    combos = ["AsAh", "KsKh", "QsQh", "JsJh", "TsTh"][:len(weights)]
    return ", ".join(f"{c}:{w}" for c, w in zip(combos, weights))


@pytest.mark.parametrize("weights", WEIGHTS)
def test_one_range_gives_each_combo_its_share_of_each_chunk(weights):
    # runs by systematic sampling: each chunk's deals of a combo are its share to within one
    samples = 16 * CHUNK + 1000
    deal = EquityPlan("holdem", ["7c2d", _weighted(weights)], samples=samples, seed=3).deal
    tally = _monte_carlo.monte_carlo(deal, 3, samples, 0, 17)
    drawn = [deals for deals, _ in _equity.combo_sums_of(deal, tally, 1)]
    assert sum(drawn) == samples
    for count, w in zip(drawn, weights):
        assert abs(count - samples * w / sum(weights)) < 17, (count, samples * w / sum(weights))


@pytest.mark.parametrize("weights", WEIGHTS)
def test_a_deal_holds_each_combo_with_its_chance(weights):
    # one deal a call: the run offset alone picks the combo, in proportion to the weights
    deal = EquityPlan("holdem", ["7c2d", _weighted(weights)], samples=1, seed=3).deal
    calls = 20_000
    drawn = [0] * len(weights)
    for seed in range(calls):
        tally = _monte_carlo.monte_carlo(deal, seed, 1, 0, 1)
        for c, (deals, _) in enumerate(_equity.combo_sums_of(deal, tally, 1)):
            drawn[c] += deals
    for count, w in zip(drawn, weights):
        share = w / sum(weights)
        sigma = (calls * share * (1 - share)) ** 0.5
        assert abs(count - calls * share) < 5 * sigma + 1, (count, calls * share)


@pytest.mark.parametrize("weights", WEIGHTS)
def test_two_ranges_draw_their_combos_in_proportion_to_their_weights(weights):
    # several ranges draw a combo each per deal (alias tables where the weights differ)
    samples = 16 * CHUNK
    deal = EquityPlan("holdem", ["7c2d", _weighted(weights), "9d8d, 6c5c"], samples=samples, seed=3).deal
    tally = _monte_carlo.monte_carlo(deal, 3, samples, 0, 16)
    drawn = [deals for deals, _ in _equity.combo_sums_of(deal, tally, 1)]
    assert sum(drawn) == samples
    for count, w in zip(drawn, weights):
        share = w / sum(weights)
        sigma = (samples * share * (1 - share)) ** 0.5
        assert abs(count - samples * share) < 5 * sigma + 1, (count, samples * share)


@pytest.mark.parametrize("hands, board", [
    (["AhKh", "QsQd"], ""),                          # the board by a 3- and a 2-card subset
    (["AsKs", "QQ+, AKs, AQo+"], ""),                # a range whose cards the subsets may hit
    (["AhKh", "random"], "Ts 4d"),                   # a random hand: a pair subset, then the board's
    (["AhKh", "QsQd", "JcTc"], "2h 3h 9c 8d"),       # one card to come: single cards
    (["7h6h", "random", "random"], "Kh 2h"),
])
def test_monte_carlo_agrees_with_the_exact_walk(hands, board):
    exact = pokerbits.equity("holdem", hands, board)
    mc = pokerbits.equity("holdem", hands, board, samples=400_000, seed=9)
    for e, m in zip(exact.players, mc.players):
        assert abs(e.equity - m.equity) < 5 * m.equity_error + 1e-12


def test_deep_decks_deal_card_by_card_without_bias():
    # seven random stud hands take 49 cards: the last hands' cards are dealt six bits at a time,
    # the first ones' by subsets; by symmetry every hand wins a seventh
    result = pokerbits.equity("stud", ["random"] * 7, samples=200_000, seed=2)
    for player in result.players:
        assert abs(player.equity - 1 / 7) < 5 * player.equity_error


def test_a_seed_gives_the_same_numbers_whatever_the_threads():
    hands = ["AsKs", "QQ+, AKs, AQo+", "random"]
    one = pokerbits.equity("holdem", hands, samples=300_000, seed=4, threads=1)
    two = pokerbits.equity("holdem", hands, samples=300_000, seed=4, threads=2)
    assert [p.equity for p in one.players] == [p.equity for p in two.players]
