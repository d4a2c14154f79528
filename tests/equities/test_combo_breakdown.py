"""PlayerEquity.combos: each combo of a range with its weight and equity, exact against the naive
enumerator (the player's combo fixed, its weight from the deals it leaves), Monte Carlo within
its errors."""
from __future__ import annotations

import math

import pytest

import naive_equity
from pokerbits import equities as eq
from pokerbits import games
from test_equity import naive_players, parse_cards

CASES = [   # game, hands, board, dead
    ("holdem", ["AhKh:0.5, AcKc, AdKd:2", "QsQd, JsJd:0.25"], "2c 7d Th 8s", ""),   # weights
    ("holdem", ["AhKh, AcKc", "AhKh, QsQd"], "2c 7d Th 8s", ""),                    # colliding combos
    ("holdem", ["AhKh, AcKc", "AhQh, AhJh"], "2c 7d Th 8s", ""),                    # AhKh never fits
    ("holdem", ["AhKh, 9c9d:3", "QsQd", "JsJd, Tc9c:0.5"], "2c 7d Th 8s 3h", "4s"),  # three players, dead
    ("holdem", ["AhKh, AcKc", "random"], "2c 7d Th 8s", ""),                          # against random
    ("omaha-hi-lo", ["As 2s 3d Kd, Ac 2c 4d Qh", "Ah Kh 4c 5c"], "2h 7c Td 9s", ""),  # hi/lo
]


def naive_fixed(spec, players, board, dead):
    """The naive enumeration, or no weight at all when no deal is possible."""
    try:
        return naive_equity.enumerate_equity(spec, players, parse_cards(board), parse_cards(dead))
    except ZeroDivisionError:     # no deal: the total weight is 0
        return {"weight": 0}


@pytest.mark.parametrize("game,hands,board,dead", CASES)
def test_exact_breakdown_equals_naive_enumeration(game, hands, board, dead):
    spec = games.game(game)
    result = eq.equity(game, hands, board, dead)
    assert result.exact
    players = naive_players(hands)
    for p, player in enumerate(result.players):
        if len(players[p]) == 1 and not players[p][0][0]:      # random: no breakdown
            assert player.combos == ()
            continue
        fixed = [naive_fixed(spec, players[:p] + [[(cards, 1)]] + players[p + 1:], board, dead)
                 for cards, _ in players[p]]
        mass = [w * f["weight"] for (_, w), f in zip(players[p], fixed)]
        assert len(player.combos) == len(players[p])
        for combo, (cards, _), f, m in zip(player.combos, players[p], fixed, mass):
            assert sorted(parse_cards("".join(combo.cards))) == sorted(cards)
            assert combo.weight == pytest.approx(float(m / sum(mass)), abs=1e-12)
            expected = float(f["equity"][p]) if f["weight"] else 0.0
            assert combo.equity == pytest.approx(expected, abs=1e-12)
        assert sum(c.weight * c.equity for c in player.combos) == pytest.approx(player.equity, abs=1e-12)


def test_a_combo_that_never_fits_has_weight_and_equity_zero():
    result = eq.equity("holdem", ["AhKh, AcKc", "AhQh, AhJh"], board="2c 7d Th 8s")
    never, fits = result.players[0].combos
    assert never.cards == ("Ah", "Kh") and never.weight == 0.0 and never.equity == 0.0 and fits.weight == 1.0


def test_combos_that_known_cards_remove_are_not_listed():
    result = eq.equity("holdem", ["AhKh, AcKc, 2c2d", "QsQd"], board="2c 7d Th 8s", dead="Ac")
    assert [c.cards for c in result.players[0].combos] == [("Ah", "Kh")] and result.players[0].combo_count == 1


def test_exact_cards_are_one_combo_and_unknown_cards_none():
    result = eq.equity("holdem", ["AhKh", "Qs", "random"], board="2c 7d Th 8s")
    assert result.players[0].combos == (eq.ComboEquity(("Ah", "Kh"), 1.0, result.players[0].equity),)
    assert result.players[1].combos == result.players[2].combos == ()
    drawn = eq.equity("2-7-triple-draw", ["7c5d4h2sKc", "random"], discards=["Kc", None], draws=3, samples=1000,
                      seed=1)
    assert all(p.combos == () for p in drawn.players)


def test_monte_carlo_breakdown_within_its_errors():
    hands, board = ["AhKh:0.5, AcKc, AdKd:2, QsQd", "JsJd, 9c9d:0.25"], "2c 7d Th"
    exact = eq.equity("holdem", hands, board=board)
    sampled = eq.equity("holdem", hands, board=board, samples=400_000, seed=9)
    deals = sampled.deals
    for got, want in zip(sampled.players, exact.players):
        assert sum(c.weight for c in got.combos) == pytest.approx(1.0, abs=1e-12)
        assert sum(c.weight * c.equity for c in got.combos) == pytest.approx(got.equity, abs=1e-12)
        for g, w in zip(got.combos, want.combos):
            n = g.weight * deals
            assert abs(g.weight - w.weight) < 5 * math.sqrt(w.weight * (1 - w.weight) / deals) + 1e-12
            assert abs(g.equity - w.equity) < 5 * math.sqrt(max(w.equity * (1 - w.equity), 1e-3) / n)


@pytest.mark.parametrize("threads", [1, 2])
def test_breakdown_does_not_depend_on_threads(threads):
    hands = ["AhKh, AcKc, QQ", "JJ, T9s"]
    one = eq.equity("holdem", hands, board="2c 7d", samples=600_000, seed=4)
    assert eq.equity("holdem", hands, board="2c 7d", samples=600_000, seed=4, threads=threads) == one
    exact = eq.equity("holdem", hands, board="2c 7d Th")
    assert eq.equity("holdem", hands, board="2c 7d Th", threads=threads) == exact
