"""Equity of the rules-breadth games: short deck deals from 36 cards, eight-handed stud shares a
common card; each against the naive enumerator."""
import pytest

import naive_equity
from equities.test_equity import naive_players, parse_cards
from pokerbits import equities as eq
from pokerbits import games

SHORT_DECK = [(rank, suit) for suit in range(4) for rank in range(6, 15)]


@pytest.mark.parametrize("game,hands,board", [
    ("short-deck", ["AhKh", "QsQd"], "6c 7d Th"),
    ("short-deck", ["Ah6d", "QsQd", "9c8c"], "7h Qh Td 9h"),
    ("short-deck-triton", ["AhKh", "QsQd"], "Qc 7d Th 6s"),
    ("short-deck", ["AhKh", "random"], "Qc 7d Th 6s"),
])
def test_short_deck_equity_equals_naive_enumeration_over_36_cards(game, hands, board):
    spec = games.game(game)
    result = eq.equity(game, hands, board)
    expected = naive_equity.enumerate_equity(spec, naive_players(hands), parse_cards(board), deck=SHORT_DECK)
    assert result.exact and result.deals == expected["deals"]
    for p, player in enumerate(result.players):
        assert player.equity == pytest.approx(float(expected["equity"][p]), abs=1e-12)
        assert player.win == pytest.approx(float(expected["win"][p]), abs=1e-12)


def test_short_deck_preflop_enumerates_every_board_of_the_36_cards():
    result = eq.equity("short-deck", ["AhKh", "QsQd"])
    assert result.exact and result.deals == 201_376     # C(32, 5)
    assert eq.EquityPlan("short-deck", ["AhKh", "random"]).combos[1] == 561   # C(34, 2) hands left
    assert len(eq.ranges.parse("random", 2, games.table.SHORT_DECK)) == 630          # C(36, 2)


@pytest.mark.parametrize("hands,board,message", [
    (["Ah2h", "QsQd"], "", "player 1: Short-deck Hold'em deals from 36 cards.*2h"),
    (["AhKh", "QsQd"], "5c 7d Th", "the board: .*5c"),
    (["AhKh", "55-22"], "", "holds no hand of the game's deck"),
])
def test_short_deck_bad_input(hands, board, message):
    with pytest.raises(ValueError, match=message):
        eq.equity("short-deck", hands, board)


def test_eight_handed_stud_equity_uses_the_common_card():
    deck = [r + s for s in "cdhs" for r in "23456789TJQKA"]
    hands = ["".join(deck[6 * i:6 * i + 6]) for i in range(8)]
    spec = games.game("stud").seated(8)
    assert (spec.hole_cards, spec.board_cards) == (6, 1)
    for game in ("stud", "stud-hi-lo", "razz"):
        result = eq.equity(game, hands)
        expected = naive_equity.enumerate_equity(games.game(game).seated(8), naive_players(hands), [])
        assert result.deals == expected["deals"] == 4
        for p, player in enumerate(result.players):
            assert player.equity == pytest.approx(float(expected["equity"][p]), abs=1e-12)
    random8 = eq.equity("stud", ["random"] * 8, samples=20_000, seed=1)
    assert sum(p.equity for p in random8.players) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="at most 8 players"):
        eq.equity("stud", ["random"] * 9)


@pytest.mark.parametrize("game,hands,boards", [
    ("holdem", ["AsAd", "KcKd"], ["Ah 7c 8d 2s", "Kh 9c 4d 5h"]),
    ("omaha-hi-lo", ["As2d3hKc", "KdQd7c6c"], ["Ah 7d 8s 4c", "Kh 9c 4d 5h"]),
    ("short-deck", ["AsAd", "KcKd"], ["Ah 7c 8d 6s", "Kh 9c Td Qh"]),
])
def test_double_board_equity_equals_a_joint_naive_enumeration(game, hands, boards):
    """Both rivers dealt from one deck, every pair of them: the mean of the two boards' shares."""
    from itertools import permutations
    from fractions import Fraction

    from pokerbits.equities.boards import boards_equity

    spec = games.game(game)
    holes = [parse_cards(h) for h in hands]
    known = [parse_cards(b) for b in boards]
    deck = SHORT_DECK if game.startswith("short") else naive_equity.DECK
    rest = [c for c in deck if c not in sum(holes, []) + sum(known, [])]
    total, deals = [Fraction(0)] * len(hands), 0
    for first, second in permutations(rest, 2):
        for board in (known[0] + [first], known[1] + [second]):
            shares = naive_equity.settle(spec.halves, holes, board)[0]
            total = [t + s / 2 for t, s in zip(total, shares)]
        deals += 1
    result = boards_equity(game, hands, boards=boards)
    for mine, expected in zip(result.equities, total):
        assert mine == pytest.approx(float(expected / deals), abs=1e-12)
    with pytest.raises(ValueError, match="exactly 2 boards"):
        boards_equity(game, hands, boards=[boards[0]])


def test_equity_takes_two_boards():
    """equity(boards=...) is the double-board equity: known boards, or boards=2 for two to come."""
    from pokerbits.equities.boards import boards_equity

    hands, boards = ["AsAd", "KcKd"], ["Ah 7c 8d 2s", "Kh 9c 4d 5h"]
    assert eq.equity("holdem", hands, boards=boards) == boards_equity("holdem", hands, boards=boards)
    two = eq.equity("holdem", hands, board=(), boards=2, samples=50_000, seed=3)
    assert sum(two.equities) == pytest.approx(1.0)
    assert [len(b.players) for b in two.boards] == [2, 2] and two.board == ()
    assert two.players[0].equity == pytest.approx(0.8195, abs=0.01)   # AA v KK preflop, either board
    with pytest.raises(ValueError, match="exactly 2 boards"):
        eq.equity("holdem", hands, boards=3)
    with pytest.raises(ValueError, match="boards="):
        eq.equity("holdem", hands, board="2c 3d 4h", boards=2)
