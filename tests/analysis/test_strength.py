"""hand_strength against a naive loop over runouts calling equity per complete board, and the
naive settlement of tests/naive_equity.py for the made-hand strength and the potentials."""
import math
import re
from itertools import combinations

import naive_equity
import pytest
import reference

import pokerbits
from pokerbits.analysis import hand_strength
from pokerbits.games import game

DECK = [r + s for r in "AKQJT98765432" for s in "shdc"]


def combos_of(vs: str, known: str) -> list:
    taken = set(known.split())
    out = []
    for cs in pokerbits.ranges.parse(vs):
        hand = pokerbits.card_strings(cs)
        if not taken & set(hand):
            out.append(hand)
    return out


def naive(name: str, hand: str, board: str, vs: str) -> dict:
    """Every runout: the river equity by pokerbits.equity on the complete board, its weight the
    combos it leaves; the states now and on the river by the naive settlement."""
    spec = game(name)
    combos = combos_of(vs, f"{hand} {board}")
    rest = [c for c in DECK if c not in set(f"{hand} {board}".split())]
    runout_size = 5 - len(board.split())
    share_of = lambda other, cards: naive_equity.settle(spec.halves, [reference.parse(hand), reference.parse(
        " ".join(other))], reference.parse(cards))[0][0]
    now = {tuple(c): share_of(c, board) for c in combos}
    state = lambda s: 0 if s > 0.5 else 1 if s == 0.5 else 2
    moves = [[0] * 3 for _ in range(3)]
    rows = []
    for runout in combinations(rest, runout_size):
        full = f"{board} {' '.join(runout)}"
        alive = [c for c in combos if not set(c) & set(runout)]
        equity = pokerbits.equity(name, [hand, vs], board=full).players[0].equity
        rows.append((len(alive), equity))
        for c in alive:
            moves[state(now[tuple(c)])][state(share_of(c, full))] += 1
    total = sum(w for w, _ in rows)
    b, t, a = sum(moves[2]), sum(moves[1]), sum(moves[0])
    return dict(
        hs=sum(now.values()) / len(combos),
        ehs=sum(w * e for w, e in rows) / total,
        ehs2=sum(w * e * e for w, e in rows) / total,
        ppot=(moves[2][0] + moves[2][1] / 2 + moves[1][0] / 2) / (b + t / 2) if b + t else 0.0,
        npot=(moves[0][2] + moves[1][2] / 2 + moves[0][1] / 2) / (a + t / 2) if a + t else 0.0,
        rows=[(w / total, e) for w, e in rows],
    )


@pytest.mark.parametrize("hand, board, vs", [
    ("Ah Kh", "Qh 7h 2c 9d", "QQ+, AQs, 98s"),
    ("7c 7d", "Qh 7h 2c 9d", "QQ+, T8s, Ah2h"),
    pytest.param("Ah Kh", "Qh 7h 2c", "QQ, 99, JTs", marks=pytest.mark.slow),
    ("5s 4s", "Ks 3d 2c", "AK, 66"),
])
def test_against_equity_per_runout(hand, board, vs):
    got = hand_strength("holdem", hand, board, vs=vs)
    want = naive("holdem", hand, board, vs)
    for key in ("hs", "ehs", "ehs2", "ppot", "npot"):
        assert math.isclose(getattr(got, key), want[key], abs_tol=1e-9), key
    assert [x for r in got.runouts for x in (r.probability, r.equity)] == pytest.approx(
        [x for row in want["rows"] for x in row], abs=1e-9)
    assert got.ehs == pytest.approx(pokerbits.equity("holdem", [hand, vs], board=board).players[0].equity, abs=1e-9)
    for bins in (1, 3, 10):
        expected = [0.0] * bins
        for p, e in want["rows"]:
            expected[min(int(e * bins), bins - 1)] += p
        assert got.histogram(bins=bins) == pytest.approx(expected, abs=1e-9)
        assert sum(got.histogram(bins=bins)) == pytest.approx(1.0)
    assert list(got.equities()) == [r.equity for r in got.runouts]


def test_on_the_river_everything_is_the_showdown():
    got = hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d 3s", vs="QQ+, AQs")
    assert got.hs == got.ehs == pytest.approx(pokerbits.equity("holdem", ["AhKh", "QQ+, AQs"],
                                                               board="Qh 7h 2c 9d 3s").players[0].equity)
    assert got.ppot == 0.0 and got.npot == 0.0 and len(got.runouts) == 1


def test_omaha_hi_lo_turn_against_equity():
    hand, board, vs = "As 2d Kc Kh", "Ah Kd 7c 4d", ["8h 6h 5c 5d", "Qs Qd Js Td", "3c 3s 6c 6s"]
    got = hand_strength("omaha-hi-lo", hand, board, vs=vs)
    assert got.ehs == pytest.approx(pokerbits.equity("omaha-hi-lo", [hand, " , ".join(h.replace(" ", "") for h in vs)],
                                                     board=board).players[0].equity, abs=1e-9)


@pytest.mark.parametrize("args, kwargs, error, words", [
    (("holdem", "Ah Kh", "Qh 7h"), {}, ValueError, "flop, turn or river board of 3 to 5 cards, got 2"),
    (("holdem", "Ah Kh", ""), {}, ValueError, "got 0 (preflop"),
    (("holdem", "Ah Kh", "Qh 7h 2c"), {"vs": "AhKh, KhQh"}, ValueError, "the range holds no hand"),
    (("holdem", "Ah Kh", "Qh 7h 2c"), {"vs": "AA", "dead": "As Ad Ac"}, ValueError, "the range holds no hand"),
    (("holdem", "Ah", "Qh 7h 2c"), {}, ValueError, "exactly 2 cards in the hand, got 1"),
    (("holdem", "Ah Kh", "Ah 7h 2c"), {}, ValueError, "duplicate card Ah"),
    (("holdem", "Ah Kh", "Qh 7h 2c"), {"vs": 5}, TypeError, "vs must be"),
    (("holdem", "Ah Kh", "Qh 7h 2c"), {"vs": ["Qs"]}, ValueError, "vs[0]"),
    (("razz", "As 2s 3s 4s 5s 6s 7s", ""), {}, ValueError, "no board"),
])
def test_bad_input(args, kwargs, error, words):
    with pytest.raises(error, match=re.escape(words)):
        hand_strength(*args, **kwargs)


@pytest.mark.parametrize("bins", [0, -1, 2.5, True])
def test_bad_bins(bins):
    with pytest.raises(ValueError, match="bins"):
        hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+").histogram(bins=bins)
