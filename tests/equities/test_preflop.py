"""The exact heads-up preflop class table (summed from the matchup table): its board walk
against a naive orbit count, its classes against the notation, sample cells against fresh exact
walks of pokerbits.equity (every cell in a slow test against a fresh build by the board walk),
antisymmetry, and published equities."""
import math
import random
from array import array
from itertools import combinations

import pytest
from interrupts import ctrl_c_after

import pokerbits
from pokerbits import ranges
from pokerbits._core.tables import preflop as core
from pokerbits.equities import matchups, preflop

TABLE = preflop.preflop_table()


def lanes(board: int) -> tuple:
    return tuple((board >> (16 * s)) & 0x1FFF for s in range(4))


def test_flops_up_to_suit_isomorphism_naively():
    # each flop's orbit representative: its suit lanes sorted high to low (a suit permutation
    # only reorders the lanes); count the flops per representative
    deck = [1 << (16 * s + r) for s in range(4) for r in range(13)]
    orbits: dict = {}
    for flop in combinations(deck, 3):
        key = tuple(sorted(lanes(sum(flop)), reverse=True))
        orbits[key] = orbits.get(key, 0) + 1
    boards, weights = core.canonical_boards(3)
    assert {lanes(b): w for b, w in zip(boards, weights)} == orbits
    assert len(orbits) == 1755          # the published count of strategically distinct flops


def test_five_card_boards():
    boards, weights = core.canonical_boards(5)
    assert len(boards) == 134_459 and sum(weights) == math.comb(52, 5)


def test_classes_are_the_notations():
    by_class: dict = {}
    for cs, index in core.combo_classes():
        by_class.setdefault(index, set()).add(cs)
    assert len(by_class) == 169
    for index, combos in by_class.items():
        assert combos == set(ranges.parse(preflop.class_name(index)))
        assert len(combos) == preflop.class_combos(index)


def test_disjoint_pairs_naively():
    rng = random.Random(3)
    for _ in range(20):
        a, b = rng.randrange(169), rng.randrange(169)
        first = ranges.parse(preflop.class_name(a))
        second = ranges.parse(preflop.class_name(b))
        assert TABLE.pairs[169 * a + b] == sum(1 for x in first for y in second if not x & y)


@pytest.mark.parametrize("a,b", [("AKs", "22"), ("QQ", "QQ"), ("AKs", "AKo")])
def test_cells_against_fresh_exact_equity(a, b, monkeypatch):
    monkeypatch.setattr(matchups, "IN_USE", False)    # walked, not read from the matchup table
    fresh = pokerbits.equity("holdem", [a, b])
    assert fresh.exact
    assert TABLE.equity(a, b) == pytest.approx(fresh.players[0].equity, abs=1e-12)


def test_antisymmetry_everywhere():
    rows = TABLE.rows()
    for a in range(169):
        for b in range(169):
            assert rows[a][b] + rows[b][a] == pytest.approx(1.0, abs=1e-12)
        assert rows[a][a] == pytest.approx(0.5, abs=1e-12)


def test_published_equities_against_a_random_hand():
    # widely published heads-up all-in figures (PokerStove et al.): AA 85.20%, KK 82.40%, 72o 34.58%,
    # 32o 32.30%; AA against KK 81.95%
    strength = dict(zip(preflop.CLASS_NAMES, TABLE.vs_random()))
    assert strength["AA"] == pytest.approx(0.8520, abs=5e-5)
    assert strength["KK"] == pytest.approx(0.8240, abs=5e-5)
    assert strength["72o"] == pytest.approx(0.3458, abs=5e-5)
    assert strength["32o"] == pytest.approx(0.3230, abs=5e-5)
    assert TABLE.equity("AA", "KK") == pytest.approx(0.8195, abs=5e-5)


def test_numpy_view():
    numpy = pytest.importorskip("numpy")
    grid = TABLE.array()
    assert grid.shape == (169, 169)
    assert numpy.allclose(grid + grid.T, 1.0)


def test_order_and_percentiles():
    order = TABLE.order()
    strength = dict(zip(preflop.CLASS_NAMES, TABLE.vs_random()))
    assert sorted(order) == sorted(preflop.CLASS_NAMES)
    assert all(strength[x] >= strength[y] for x, y in zip(order, order[1:]))
    above = 0
    for name in order:
        assert preflop.percentile("holdem", name) == pytest.approx(100 * above / 1326, abs=1e-12)
        above += len(ranges.parse(name))


@pytest.mark.parametrize("p", [0.3, 5, 10, 15.5, 50, 100])
def test_percent_range_holds_the_hands_below_its_percentile(p):
    combos = set(ranges.parse(f"{p}%"))
    want = {cs for name in preflop.CLASS_NAMES if preflop.percentile("holdem", name) < p for cs in ranges.parse(name)}
    assert combos == want
    assert len(combos) >= 1326 * p / 100      # the smallest prefix of the order holding p percent


def test_a_span_is_the_difference():
    assert set(ranges.parse("5-15%")) == set(ranges.parse("15%")) - set(ranges.parse("5%"))
    assert set(ranges.parse("5%-15%")) == set(ranges.parse("5-15%"))


def test_percentile_of_cards_and_errors():
    assert preflop.percentile("holdem", "Ah Kh") == preflop.percentile("holdem", "AKs")
    assert preflop.percentile("holdem", "kas") == preflop.percentile("holdem", "AKs")
    with pytest.raises(ValueError, match="Badugi has no starting-hand order"):
        preflop.percentile("badugi", "AA")
    with pytest.raises(ValueError, match="not a starting-hand class"):
        preflop.percentile("holdem", "AKx")
    with pytest.raises(ValueError, match="has 2 cards"):
        preflop.percentile("holdem", "Ah Kh Qh")
    with pytest.raises(ValueError, match="heads-up"):
        preflop.preflop_table(players=3)


def test_bytes_round_trip_and_bad_data():
    assert preflop.PreflopTable.from_bytes(TABLE.to_bytes()).wins == TABLE.wins
    with pytest.raises(ValueError, match="not a pokerbits preflop table"):
        preflop.PreflopTable.from_bytes(b"junk")


def test_builder_refuses_bad_buffers():

    wins = array("q", bytes(8 * 169 * 169))
    with pytest.raises(ValueError, match="differ in length"):
        core.add_wins(array("Q", [0b11111]), array("q", []), wins)
    with pytest.raises(ValueError, match="not a card set of 5 cards"):
        core.add_wins(array("Q", [0b1111]), array("q", [1]), wins)
    with pytest.raises(ValueError, match="must hold 28561 cells"):
        core.add_wins(array("Q", [0b11111]), array("q", [1]), array("q", [0]))


def test_a_partial_build_matches_the_boards_it_walks():
    # a few canonical boards, tallied by the builder and naively from 7-card values
    boards, weights = core.canonical_boards(5)
    picks = [777, 134_458]
    wins = preflop.chunk_wins([boards[i] for i in picks], [weights[i] for i in picks])
    combos = core.combo_classes()
    naive = [0] * (169 * 169)
    for i in picks:
        board = boards[i]
        live = [(cs, c, pokerbits.high(cs | board)) for cs, c in combos if not cs & board]
        for cs, a, va in live:
            for other, b, vb in live:
                if not cs & other and va > vb:
                    naive[169 * a + b] += weights[i]
    assert wins == naive


@pytest.mark.slow
def test_a_fresh_build_is_the_shipped_table():
    assert preflop.build_preflop_table(threads=2).wins == TABLE.wins


@pytest.mark.slow
def test_more_cells_against_fresh_exact_equity(monkeypatch):
    from pokerbits.equities import plan

    monkeypatch.setattr(plan, "EXACT_LIMIT", 10**12)     # offsuit against offsuit is beyond the default
    monkeypatch.setattr(matchups, "IN_USE", False)       # walked, not read from the matchup table
    rng = random.Random(16)
    for _ in range(6):
        a, b = rng.choice(preflop.CLASS_NAMES), rng.choice(preflop.CLASS_NAMES)
        fresh = pokerbits.equity("holdem", [a, b])
        assert fresh.exact
        assert TABLE.equity(a, b) == pytest.approx(fresh.players[0].equity, abs=1e-12), (a, b)


def test_adding_wins_stops_on_ctrl_c():
    import time

    boards, weights = core.canonical_boards()
    wins = array("q", [0] * (169 * 169))
    start = time.monotonic()
    with ctrl_c_after(0.05), pytest.raises(KeyboardInterrupt):   # all 134,459 boards take over a minute
        core.add_wins(array("Q", boards), array("q", weights), wins)
    assert time.monotonic() - start < 20
