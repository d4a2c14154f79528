"""pokerbits.compat.eval7's equity functions: eval7's answer where eval7 is right (a river, equal
weights), the naive enumerator's where it is not (a flop or turn, weights), Monte Carlo within its
error, and eval7's ZeroDivisionError as a ValueError too."""
import itertools
import random
import struct
from fractions import Fraction

import pytest

import naive_equity
import reference
from compat_support import DECK, import_peer
from pokerbits import games
from pokerbits.compat import eval7 as shim
from pokerbits.equities import plan
from pokerbits.equities.hands import Hand

eval7 = import_peer("eval7")
# eval7 calls pyparsing by its old names, which pyparsing 3 warns of
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning:eval7.rangestring")
HOLDEM = games.game("holdem").seated(2)
RANGES = ["76s", "QQ+, AKs", "A2s-A5s, 0.4(KQo)", "22-55, T9s", "AK, 40%(JJ)", "K9s+, 88", "AsKs, QhJh, 9c9d"]


def single(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def both(cards):
    return [shim.Card(c) for c in cards], [eval7.Card(c) for c in cards]


def naive(hand, villain, board):
    """The hero's exact share by the naive enumerator, villain weights as given (a Fraction)."""
    players = [[(reference.parse(" ".join(hand)), 1)],
               [(reference.parse(" ".join(map(str, h))), Fraction(w).limit_denominator(1000)) for h, w in villain]]
    return naive_equity.enumerate_equity(HOLDEM, players, reference.parse(" ".join(board)))["equity"][0]


def problem(rng, n_board):
    """A random hand, a range from RANGES and a board that leave the villain some hand."""
    while True:
        cards = rng.sample(DECK, 2 + n_board)
        text = rng.choice(RANGES)
        ours = shim.HandRange(text)
        if any(not {str(c) for c in h} & set(cards) for h, _ in ours.hands):
            return cards[:2], text, cards[2:]


def test_river_exact_is_eval7s():
    """On a full board eval7 is exact: the same single-precision float (weights are all 1 here)."""
    rng = random.Random(1)
    for _ in range(150):
        hand, text, board = problem(rng, 5)
        text = text.replace("0.4(KQo)", "KQo").replace("40%(JJ)", "JJ")
        (h_ours, h_theirs), (b_ours, b_theirs) = both(hand), both(board)
        ours = shim.py_hand_vs_range_exact(h_ours, shim.HandRange(text), b_ours)
        assert ours == eval7.py_hand_vs_range_exact(h_theirs, eval7.HandRange(text), b_theirs), (hand, text, board)


def test_eval7_scores_a_flop_as_a_river():
    """The issue's example: AsKd on Qh7c2s against 76s. eval7 says 0.0 (AK high loses to a pair of
    sevens on those three cards); dealing the turn and river gives 0.228..."""
    (h_ours, h_theirs), (b_ours, b_theirs) = both(["As", "Kd"]), both(["Qh", "7c", "2s"])
    assert eval7.py_hand_vs_range_exact(h_theirs, eval7.HandRange("76s"), b_theirs) == 0.0
    expected = naive(["As", "Kd"], shim.HandRange("76s").hands, ["Qh", "7c", "2s"])
    assert shim.py_hand_vs_range_exact(h_ours, shim.HandRange("76s"), b_ours) == single(float(expected))
    assert 0.228 < expected < 0.229


@pytest.mark.parametrize("n_board", [3, 4, 5])
def test_exact_against_the_naive_enumerator(n_board):
    """Flop, turn and river, weights counted (eval7 drops them), against the naive enumerator."""
    rng = random.Random(n_board)
    small = ["76s", "0.25(AsKs), QhJh, 9c9d", "A2s-A3s, 0.5(KQs)", "0.1(77), 0.9(T9s)"]
    small = small if n_board > 3 else ["0.25(AsKs), QhJh, 9c9d", "0.1(7c7d), 0.9(T9s)"]   # the naive flop is slow
    for _ in range(3 if n_board == 3 else 10):
        cards = rng.sample(DECK, 2 + n_board)
        villain = shim.HandRange(rng.choice(small))
        if all({str(c) for c in h} & set(cards) for h, _ in villain.hands):
            continue
        hand, board = cards[:2], cards[2:]
        expected = naive(hand, villain.hands, board)
        got = shim.py_hand_vs_range_exact(both(hand)[0], villain, both(board)[0])
        assert got == single(float(expected)), (hand, board, villain.string)


def test_a_hand_listed_twice_counts_twice():
    hand, board = both(["As", "Kd"])[0], both(["Qh", "7c", "2s", "3d"])[0]
    once = shim.py_hand_vs_range_exact(hand, shim.HandRange("76s, QQ, 76s"), board)
    assert once == shim.py_hand_vs_range_exact(hand, shim.HandRange("2(76s), QQ"), board)
    assert once == single(float(naive(["As", "Kd"], shim.HandRange("2(76s), QQ").hands, ["Qh", "7c", "2s", "3d"])))


def test_a_hand_against_every_hand_left_is_one_exact_plan():
    """The largest problem py_hand_vs_range_exact makes (preflop, every combo the hand leaves,
    weights all different) fits one exact plan: the shim runs no Monte Carlo when asked exact."""
    rng = random.Random(5)
    cards = [shim.Card(c) for c in DECK]
    villain = [((a, b), rng.random()) for a, b in itertools.combinations(cards, 2)]
    hero = shim._hand([shim.Card("As"), shim.Card("Kd")], "hand")
    left = shim._left(hero, shim._combos(villain), 0)
    big = plan.EquityPlan("holdem", ["AsKd", Hand("villain", left, 0, False)], "")
    assert len(left) == 1225
    assert big.exact and big.work <= plan.EXACT_LIMIT


def test_monte_carlo_within_its_error_of_the_exact_answer_as_eval7s_is():
    rng = random.Random(3)
    n = 20_000
    for n_board in (0, 3, 4):
        for _ in range(3):
            hand, text, board = problem(rng, n_board)
            text = text.replace("0.4(KQo)", "KQo").replace("40%(JJ)", "JJ")   # eval7 drops weights
            (h_ours, h_theirs), (b_ours, b_theirs) = both(hand), both(board)
            exact = shim.py_hand_vs_range_exact(h_ours, shim.HandRange(text), b_ours)
            ours = shim.py_hand_vs_range_monte_carlo(h_ours, shim.HandRange(text), b_ours, n)
            theirs = eval7.py_hand_vs_range_monte_carlo(h_theirs, eval7.HandRange(text), b_theirs, n)
            sigma = 0.5 / n ** 0.5
            assert abs(ours - exact) < 5 * sigma and abs(theirs - exact) < 5 * sigma, (hand, text, board)
            assert type(ours) is float and ours == single(ours)


def test_all_hands_vs_range_river_is_eval7s_less_the_hands_on_the_board():
    """Equal weights (eval7 drops them): its exact river values, less the hands holding a board card."""
    rng = random.Random(4)
    for _ in range(20):
        board = rng.sample(DECK, 5)
        hero, villain = rng.sample(["AK, QQ+", "T9s, 76s, A2s-A5s", "KQ, JJ-99", "AsKs, QhJh"], 2)
        b_ours, b_theirs = both(board)
        ours = shim.py_all_hands_vs_range(shim.HandRange(hero), shim.HandRange(villain), b_ours, 1000)
        theirs = eval7.py_all_hands_vs_range(eval7.HandRange(hero), eval7.HandRange(villain), b_theirs, 1000)
        theirs = {tuple(map(str, h)): e for h, e in theirs.items() if not {str(c) for c in h} & set(board)}
        assert {tuple(map(str, h)): e for h, e in ours.items()} == theirs
        assert all(type(h) is tuple and isinstance(h[0], shim.Card) for h in ours)


def test_all_hands_vs_range_on_a_flop_within_error():
    hero, villain = shim.HandRange("AK, 88"), shim.HandRange("76s, QQ")
    board = both(["Qh", "7c", "2s"])[0]
    got = shim.py_all_hands_vs_range(hero, villain, board, 20_000)
    assert len(got) == 22
    for hand, equity in list(got.items())[::5]:
        exact = shim.py_hand_vs_range_exact(list(hand), villain, board)
        assert abs(equity - exact) < 5 * 0.5 / 20_000 ** 0.5


def test_nothing_left_is_eval7s_zero_division_and_a_value_error():
    hand, board = both(["As", "Kd"]), both(["Ah", "Kc", "2s", "3d", "4h"])
    for ours_call, theirs_call in [
            (lambda: shim.py_hand_vs_range_exact(hand[0], shim.HandRange("AsKd, AhQh"), board[0][:3]),
             lambda: eval7.py_hand_vs_range_exact(hand[1], eval7.HandRange("AsKd"), board[1])),
            (lambda: shim.py_hand_vs_range_exact(hand[0], [], board[0]),
             lambda: eval7.py_hand_vs_range_exact(hand[1], [], board[1])),
            (lambda: shim.py_hand_vs_range_monte_carlo(hand[0], shim.HandRange("QQ"), board[0][:3], 0),
             lambda: eval7.py_hand_vs_range_monte_carlo(hand[1], eval7.HandRange("QQ"), board[1][:3], 0))]:
        with pytest.raises(ZeroDivisionError):
            theirs_call()
        with pytest.raises(shim.EmptyRangeError):
            ours_call()
    assert issubclass(shim.EmptyRangeError, ValueError) and issubclass(shim.EmptyRangeError, ZeroDivisionError)
    river = both(["2s", "3d", "4h", "9c", "Jc"])[0]
    # AsKh holds the villain's only hand's ace, 2sKh a board card: both left out
    assert shim.py_all_hands_vs_range(shim.HandRange("AhAd, AsKh, 2sKh"), shim.HandRange("AsKd"), river, 10) == {
        (shim.Card("Ah"), shim.Card("Ad")): 1.0}


def test_bad_input_is_a_clear_error():
    hand, board = both(["As", "Kd"])[0], both(["Qh", "7c", "2s", "3d", "4h"])[0]
    villain = shim.HandRange("QQ")
    for call in [lambda: shim.py_hand_vs_range_exact(hand + board[:1], villain, board),
                 lambda: shim.py_hand_vs_range_exact(hand[:1] * 2, villain, board),
                 lambda: shim.py_hand_vs_range_exact(hand, [((board[0],), 1.0)], board),
                 lambda: shim.py_hand_vs_range_exact(hand, [((shim.Card("2c"), shim.Card("2d")), -1.0)], board),
                 lambda: shim.py_hand_vs_range_exact(hand, [((shim.Card("2c"), shim.Card("2d")), float("nan"))], board),
                 lambda: shim.py_hand_vs_range_exact(hand, villain, board + board[:1]),
                 lambda: shim.py_hand_vs_range_exact(["As", "Kd"], villain, board[:3] + ["Zz"]),
                 lambda: shim.py_hand_vs_range_monte_carlo(hand, villain, board[:3], -5),
                 lambda: shim.py_hand_vs_range_exact(hand, villain, board + both(["5c"])[0])]:
        with pytest.raises(ValueError):
            call()
    with pytest.raises(TypeError):
        shim.py_hand_vs_range_monte_carlo(hand, villain, board[:3], 1.5)
    assert shim.py_hand_vs_range_monte_carlo(hand, villain, board[:3], __import__("numpy").int64(100)) >= 0
