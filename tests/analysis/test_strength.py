"""hand_strength against a naive loop over runouts calling equity per complete board, and the
naive settlement of tests/naive_equity.py for the made-hand strength and the potentials."""
import math
import re
from itertools import combinations

import naive_equity
import pytest
import reference

import pokerbits
from pokerbits.analysis import hand_strength, strength
from pokerbits.games import game

DECK = [r + s for r in "AKQJT98765432" for s in "shdc"]


def combos_of(vs: str, known: str, deck: int = pokerbits.systems.FULL_DECK) -> list:
    taken = set(known.split())
    out = []
    for cs in pokerbits.ranges.parse(vs, 2, deck):
        hand = pokerbits.card_strings(cs)
        if not taken & set(hand):
            out.append(hand)
    return out


def naive(name: str, hand: str, board: str, vs: str) -> dict:
    """Every runout: the river equity by pokerbits.equity on the complete board, its weight the
    combos it leaves; the states now and on the river by the naive settlement."""
    spec = game(name)
    combos = combos_of(vs, f"{hand} {board}", spec.deck)
    rest = [c for c in DECK if c not in set(f"{hand} {board}".split()) and pokerbits.cards(c) & spec.deck]
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


@pytest.mark.parametrize("name, hand, board, vs", [
    ("holdem", "Ah Kh", "Qh 7h 2c 9d", "QQ+, AQs, 98s"),
    ("holdem", "7c 7d", "Qh 7h 2c 9d", "QQ+, T8s, Ah2h"),
    pytest.param("holdem", "Ah Kh", "Qh 7h 2c", "QQ, 99, JTs", marks=pytest.mark.slow),
    ("holdem", "5s 4s", "Ks 3d 2c", "AK, 66"),
    ("short-deck", "Ah Kh", "Qh 7h 6c 9d", "QQ+, AQs, 98s, T7o"),   # a flush beats a full house
    ("short-deck-triton", "Ah Kh", "Qh 7h 6c 9d", "QQ+, AQs, 98s, T7o"),   # and trips a straight
    ("short-deck", "As 9s", "Ks Td 6c", "AK, 66, JJ"),
])
def test_against_equity_per_runout(name, hand, board, vs):
    got = hand_strength(name, hand, board, vs=vs)
    want = naive(name, hand, board, vs)
    for key in ("hs", "ehs", "ehs2", "ppot", "npot"):
        assert math.isclose(getattr(got, key), want[key], abs_tol=1e-9), key
    assert [x for r in got.runouts for x in (r.probability, r.equity)] == pytest.approx(
        [x for row in want["rows"] for x in row], abs=1e-9)
    assert got.ehs == pytest.approx(pokerbits.equity(name, [hand, vs], board=board).players[0].equity, abs=1e-9)
    assert got.samples is None and got.ehs_stderr == 0.0
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
    (("holdem", "Ah Kh", "Qh"), {}, ValueError, "no board (preflop) or a flop, turn or river board of 3 to 5 cards, "
                                             "got 1"),
    (("holdem", "Ah Kh", ""), {"samples": 0}, ValueError, "samples must be a whole number from 1"),
    (("holdem", "Ah Kh", ""), {"samples": 2.5}, TypeError, "samples"),
    (("holdem", "Ah Kh", ""), {"samples": 10, "seed": "x"}, TypeError, "seed"),
    (("holdem", "Ah Kh", "Qh 7h 2c"), {"vs": {"Qs Qd": float("nan")}}, ValueError, "finite"),
    (("short-deck", "Ah 5h", "Qh 7h 2c"), {}, ValueError, "5h is not in the 36-card deck of Short-deck Hold'em"),
    (("short-deck", "Ah Kh", "Qh 7h 9c"), {"vs": ["Qs 2d"]}, ValueError, "vs[0]: 2d is not in the 36-card deck"),
    (("short-deck", "Ah Kh", "Qh 7h 9c"), {"vs": "22"}, ValueError, "holds no hand of the game's deck"),
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


@pytest.mark.parametrize("bins,error", [(0, ValueError), (-1, ValueError), (10**9, ValueError),
                                        (-10**5000, ValueError), (2.5, TypeError), (True, TypeError)],
                         ids=["0", "-1", "1e9", "-1e5000", "2.5", "True"])
def test_bad_bins(bins, error):
    with pytest.raises(error, match="bins") as caught:   # (a billion bars: refused, not allocated)
        hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+").histogram(bins=bins)
    assert len(str(caught.value)) < 80


def test_monte_carlo_on_the_flop_agrees_with_the_exact_answer_within_standard_errors():
    exact = hand_strength("holdem", "Ah Kh", "Qh 7h 2c", vs="QQ+, AQs, 98s, 66")
    for seed in (1, 2):
        sampled = hand_strength("holdem", "Ah Kh", "Qh 7h 2c", vs="QQ+, AQs, 98s, 66", samples=3000, seed=seed)
        assert sampled.samples == 3000 and sampled.seed == seed
        assert len(sampled.runouts) == 3000 and sum(r.probability for r in sampled.runouts) == pytest.approx(1.0)
        assert 0 < sampled.ehs_stderr < 0.02 and 0 < sampled.ehs2_stderr < 0.02
        assert abs(sampled.ehs - exact.ehs) < 4 * sampled.ehs_stderr
        assert abs(sampled.ehs2 - exact.ehs2) < 4 * sampled.ehs2_stderr
        assert sampled.hs == exact.hs   # the current board is always exact
        assert abs(sampled.ppot - exact.ppot) < 0.03 and abs(sampled.npot - exact.npot) < 0.03


def test_monte_carlo_preflop_against_a_naive_loop_over_its_runouts():
    """Every sampled runout: its river equity by pokerbits.equity on the complete board, its
    probability the combos it leaves over the total of all samples."""
    hand, vs = "Ah Kh", "QQ+, AQs, 76s"
    got = hand_strength("holdem", hand, vs=vs, samples=40, seed=7)
    assert got.hs is None and got.ppot is None and got.npot is None
    combos = combos_of(vs, hand)
    alive = [sum(not set(c) & set(r.cards) for c in combos) for r in got.runouts]
    assert [r.probability for r in got.runouts] == pytest.approx([a / sum(alive) for a in alive], abs=1e-12)
    for r in got.runouts:
        assert len(r.cards) == 5 and not set(r.cards) & set(hand.split())
        want = pokerbits.equity("holdem", [hand, vs], board=" ".join(r.cards)).players[0].equity
        assert r.equity == pytest.approx(want, abs=1e-12)
    assert got.ehs == pytest.approx(sum(r.probability * r.equity for r in got.runouts))


def test_monte_carlo_preflop_is_near_the_exact_preflop_equity():
    got = hand_strength("holdem", "Ah Kh", vs="QQ+", samples=4000, seed=3)
    want = pokerbits.equity("holdem", ["Ah Kh", "QQ+"]).players[0].equity
    assert abs(got.ehs - want) < 4 * got.ehs_stderr


def test_a_seed_gives_the_same_runouts_and_none_draws_one_that_is_reported():
    a = hand_strength("short-deck", "Ah Kh", vs="TT+", samples=50, seed=11)
    b = hand_strength("short-deck", "Ah Kh", vs="TT+", samples=50, seed=11)
    c = hand_strength("short-deck", "Ah Kh", vs="TT+", samples=50, seed=12)
    assert a == b and a.runouts != c.runouts
    assert all(pokerbits.cards(" ".join(r.cards)) & ~game("short-deck").deck == 0 for r in a.runouts)
    drawn = hand_strength("holdem", "Ah Kh", "Qh 7h 2c", vs="QQ+", samples=20)
    assert drawn.seed is not None
    assert hand_strength("holdem", "Ah Kh", "Qh 7h 2c", vs="QQ+", samples=20, seed=drawn.seed) == drawn


def test_numpy_integers_are_accepted_for_samples_and_seed():
    numpy = pytest.importorskip("numpy")
    got = hand_strength("holdem", "Ah Kh", "Qh 7h 2c", vs="QQ+", samples=numpy.int64(20), seed=numpy.uint32(5))
    assert got.samples == 20 and got.seed == 5


def test_exact_is_too_big_preflop_so_monte_carlo_is_the_default():
    got = hand_strength("holdem", "Ah Kh", vs="QQ+", seed=1)
    assert got.samples == 20_000 and got.ehs_stderr > 0


@pytest.mark.slow
def test_a_flop_is_exact_whatever_the_range_size():
    """Omaha Hi/Lo on the flop against every hand left: 990 runouts x 190,200 combos, each valued
    exactly (some 3 s; 20,000 sampled runouts would be 20 times the work)."""
    got = hand_strength("omaha-hi-lo", "Ah Kh Qd 2c", "Qh 7h 2s")
    assert got.samples is None and len(got.runouts) == 990 and got.ehs_stderr == 0.0
    want = pokerbits.equity("omaha-hi-lo", ["AhKhQd2c", "random"], board="Qh 7h 2s").players[0].equity
    assert abs(got.ehs - want) < 1e-9


def test_monte_carlo_by_default_draws_fewer_runouts_against_a_big_range(monkeypatch):
    """Each sampled runout is valued against every combo: a range too big for DEFAULT_SAMPLES
    runouts within MC_BUDGET gets fewer of them, never below MIN_DEFAULT_SAMPLES."""
    assert strength._default_samples(1) == strength.DEFAULT_SAMPLES
    assert strength._default_samples(10 ** 9) == strength.MIN_DEFAULT_SAMPLES
    monkeypatch.setattr(strength, "MC_BUDGET", 40 * 72 + 71)   # the 72 pairs AhKh leaves: 40 runouts
    monkeypatch.setattr(strength, "MIN_DEFAULT_SAMPLES", 30)
    got = hand_strength("holdem", "Ah Kh", vs="22+", seed=2)
    assert got.samples == 40 and len(got.runouts) == 40
