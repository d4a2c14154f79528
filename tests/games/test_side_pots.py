"""Side pots in showdown: the pots built by the rules and settled pot by pot, against the naive
reference (naive_pots: pots peeled level by level, settled with the reference evaluators)."""
import random
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

import naive_pots
import reference
from pokerbits import games, showdown
from pokerbits.games.pots import Pot, build_pots

DECK = [r + s for s in "cdhs" for r in "23456789TJQKA"]


@pytest.mark.parametrize("contributions,live,pots", [
    # three all in for different amounts: a main pot, a side pot, an uncalled bet back
    ([100, 60, 40], [True] * 3, [(120, (0, 1, 2)), (40, (0, 1)), (40, (0,))]),
    # equal amounts: one pot
    ([50, 50, 50], [True] * 3, [(150, (0, 1, 2))]),
    # a folded seat's chips stay in the pots it reached
    ([50, 100, 30], [True, True, False], [(130, (0, 1)), (50, (1,))]),
    # a folded seat put in more than any live seat: the excess joins the last pot
    ([20, 30, 80], [True, True, False], [(60, (0, 1)), (70, (1,))]),
    ([20, 20, 80], [True, True, False], [(120, (0, 1))]),
    # a live seat that put in nothing wins nothing
    ([0, 100, 100], [True, True, True], [(200, (1, 2))]),
    # nothing in at all: one empty pot among the live seats
    ([0, 0], [True, True], [(0, (0, 1))]),
    ([0, 0, 7], [True, True, False], [(7, (0, 1))]),
])
def test_the_pots_of_the_rules(contributions, live, pots):
    built = build_pots(contributions, live)
    assert [(p.amount, p.eligible) for p in built] == pots
    assert [(p.amount, tuple(p.eligible)) for p in built] == [
        (a, tuple(e)) for a, e in naive_pots.peel_pots(contributions, live)]
    assert sum(p.amount for p in built) == sum(contributions)


def test_random_pots_equal_the_naive_peeling():
    rng = random.Random(7)
    for _ in range(3000):
        n = rng.randint(1, 10)
        contributions = [rng.choice([0, rng.randint(0, 12), rng.randint(0, 300)]) for _ in range(n)]
        live = [rng.random() < 0.7 for _ in range(n)]
        if not any(live):
            live[rng.randrange(n)] = True
        built = build_pots(contributions, live)
        naive = naive_pots.peel_pots(contributions, live)
        assert [(p.amount, p.eligible) for p in built] == [(a, tuple(e)) for a, e in naive]
        eligible = [set(p.eligible) for p in built]
        assert all(later < earlier for earlier, later in zip(eligible, eligible[1:]))   # nested, shrinking


def _random_hand(rng, game, seats):
    deck = [c for c in DECK if games.table._cards.cards(c) & game.deck]
    rng.shuffle(deck)
    spec = game.seated(seats)
    holes = [deck[i * spec.hole_cards:(i + 1) * spec.hole_cards] for i in range(seats)]
    board = deck[seats * spec.hole_cards:seats * spec.hole_cards + spec.board_cards]
    return spec, holes, board


def _random_folds(rng, game):
    """A random hand of two to six seats (as the deck allows), each seat folded at times but
    two still in: (spec, holes, board, live)."""
    seats = rng.randint(2, min(6, game.deck_size // (game.hole_cards + game.board_cards)))
    spec, holes, board = _random_hand(rng, game, seats)
    live = [rng.random() < 0.8 for _ in range(seats)]
    if sum(live) < 2:
        live[0] = live[1] = True
    return spec, holes, board, live


@pytest.mark.parametrize("key", [g.key for g in games.GAMES])
def test_showdown_with_side_pots_equals_the_naive_settlement(key):
    """Every game of the table: random hands, folds and contributions (ties among them often),
    each seat's whole chips and exact chips, and the pots, as the naive reference settles them."""
    rng = random.Random(key)
    game = games.game(key)
    for _ in range(60):
        spec, holes, board, live = _random_folds(rng, game)
        seats = len(holes)
        contributions = [rng.choice([10, 25, 40, rng.randint(0, 60)]) for _ in range(seats)]
        hands = [" ".join(h) if alive else None for h, alive in zip(holes, live)]
        result = showdown(game, hands, board=" ".join(board) or None, contributions=contributions)
        exact, whole, pots = naive_pots.settle_hand(
            spec, [reference.parse(" ".join(h)) if alive else None for h, alive in zip(holes, live)],
            [reference.parse(" ".join(board))], contributions)
        assert [p.chips for p in result.players] == whole
        assert [p.exact_chips for p in result.players] == exact
        assert [(p.amount, p.eligible) for p in result.pots] == [(a, tuple(e)) for a, e in pots]
        assert sum(p.chips for p in result.players) == sum(contributions) == result.pot
        assert [p.folded for p in result.players] == [not alive for alive in live]
        assert [p.net for p in result.players] == [w - c for w, c in zip(whole, contributions)]
        for pot in result.pots:
            assert sum(pot.chips) == pot.amount


@pytest.mark.parametrize("key", ["holdem", "omaha-hi-lo", "stud-hi-lo"])
def test_decimal_contributions_settle_in_their_unit_as_the_naive_settlement_of_units(key):
    """Money with cents: the unit is the finest place among the amounts' values (0.50 and 1.5:
    a tenth; 0.25: a cent), an odd chip is one unit, and the chips come back as Decimals of
    that place; the naive settlement counts the same hand in whole units."""
    rng = random.Random(f"cents {key}")
    game = games.game(key)
    for _ in range(80):
        spec, holes, board, live = _random_folds(rng, game)
        seats = len(holes)
        cents = [rng.choice([25, 50, 150, 101, rng.randint(0, 999)]) for _ in range(seats)]
        given = [Decimal(c) / 100 if rng.random() < 0.8 else Decimal(c).scaleb(-2) for c in cents]   # 0.5, 0.50
        places = max([-g.normalize().as_tuple().exponent for g in given if g] + [0])
        units = [int(g.scaleb(places)) for g in given]
        hands = [" ".join(h) if alive else None for h, alive in zip(holes, live)]
        result = showdown(game, hands, board=" ".join(board) or None, contributions=given)
        exact, whole, pots = naive_pots.settle_hand(
            spec, [reference.parse(" ".join(h)) if alive else None for h, alive in zip(holes, live)],
            [reference.parse(" ".join(board))], units)
        chips = [Decimal(w).scaleb(-places) for w in whole]
        assert [p.chips for p in result.players] == chips, (given, places)
        assert [str(p.chips) for p in result.players] == [str(c) for c in chips]   # written to the unit's place
        assert [p.exact_chips for p in result.players] == [e / 10 ** places for e in exact]
        assert [(p.amount, p.eligible) for p in result.pots] == [(Decimal(a).scaleb(-places), tuple(e)) for a, e in pots]
        assert result.pot == sum(given) and [p.net for p in result.players] == [c - g for c, g in zip(chips, given)]


@pytest.mark.parametrize("key", ["holdem", "omaha-hi-lo"])
def test_a_declared_unit_settles_in_it_as_the_naive_settlement_of_units(key):
    """`unit=Decimal("0.01")`: money written 1.00 or 1.5 counts in cents (an odd chip is a cent),
    as the naive settlement of the same hand in whole cents; a pot given alone the same."""
    rng = random.Random(f"unit {key}")
    game = games.game(key)
    cent = Decimal("0.01")
    for _ in range(60):
        spec, holes, board, live = _random_folds(rng, game)
        cents = [rng.choice([100, 150, 300, 101, 100 * rng.randint(0, 9)]) for _ in range(len(holes))]
        given = [Decimal(c).scaleb(-2).normalize() for c in cents]   # 1, 1.5, 3, 1.01: written without cents
        hands = [" ".join(h) if alive else None for h, alive in zip(holes, live)]
        result = showdown(game, hands, board=" ".join(board) or None, contributions=given, unit=cent)
        _, whole, pots = naive_pots.settle_hand(
            spec, [reference.parse(" ".join(h)) if alive else None for h, alive in zip(holes, live)],
            [reference.parse(" ".join(board))], cents)
        assert [p.chips for p in result.players] == [Decimal(w).scaleb(-2) for w in whole], given
        assert [(p.amount, p.eligible) for p in result.pots] == [(Decimal(a).scaleb(-2), tuple(e)) for a, e in pots]
        if sum(live) > 1:
            pot = sum(cents) + rng.randint(0, 3)
            plain = showdown(game, hands, board=" ".join(board) or None, pot=pot)
            money = showdown(game, hands, board=" ".join(board) or None, pot=Decimal(pot).scaleb(-2), unit=cent)
            assert [p.chips for p in money.players] == [Decimal(p.chips).scaleb(-2) for p in plain.players]
            assert money.pot == Decimal(pot).scaleb(-2)


def test_without_a_unit_money_counts_in_the_finest_place_of_its_values():
    hands, board = ["As Ad", "Ac Ah", None], "Kh 7c 8d 2s 3h"
    in_dollars = showdown("holdem", hands, board=board, contributions=[Decimal("1.00")] * 3)
    in_cents = showdown("holdem", hands, board=board, contributions=[Decimal("1.00")] * 3, unit=Decimal("0.01"))
    assert [p.chips for p in in_dollars.players] == [2, 1, 0]   # a whole dollar is the odd chip
    assert [str(p.chips) for p in in_cents.players] == ["1.50", "1.50", "0.00"]
    assert [p.chips for p in showdown("holdem", hands, board=board, pot=101, unit=Decimal("0.01")).players] \
        == [Decimal("50.50"), Decimal("50.50"), 0]   # whole chips in a declared unit: chips of a cent
    assert [p.chips for p in showdown("holdem", hands, board=board, pot=Decimal("1.01")).players] \
        == [Decimal("0.51"), Decimal("0.50"), 0]     # a pot of money alone: its own finest place


def test_dead_money_of_a_double_board_pot_makes_no_level():
    """10 and 6 in, 4 of the 10 dead: one pot of 16 between both (not a main pot of 12 and 4
    back), each board settling half of it as the naive settlement of 8 and 8."""
    hands, boards = ["As Ad", "Kc Kd"], ["Kh 7c 8d 2s 3h", "Qh 9c Td 4s 5h"]
    result = showdown("holdem", hands, boards=boards, contributions=[10, 6], dead=[4, 0])
    _, whole, _ = naive_pots.settle_hand(games.game("holdem"), [reference.parse(h) for h in hands],
                                         [reference.parse(b) for b in boards], [8, 8])
    assert [p.chips for p in result.players] == whole == [8, 8]
    assert [(p.amount, p.eligible) for p in result.pots] == [(16, (0, 1))]


@pytest.mark.parametrize("key", ["holdem", "omaha-hi-lo", "short-deck"])
def test_double_board_side_pots_equal_the_naive_settlement(key):
    rng = random.Random(key)
    game = games.game(key)
    for _ in range(40):
        deck = [c for c in DECK if games.table._cards.cards(c) & game.deck]
        rng.shuffle(deck)
        seats = rng.randint(2, 4)
        holes = [deck[i * game.hole_cards:(i + 1) * game.hole_cards] for i in range(seats)]
        rest = deck[seats * game.hole_cards:]
        boards = [rest[:5], rest[5:10]]
        contributions = [rng.choice([11, 25, 40, rng.randint(0, 61)]) for _ in range(seats)]
        result = showdown(game, [" ".join(h) for h in holes], boards=[" ".join(b) for b in boards],
                          contributions=contributions)
        exact, whole, _ = naive_pots.settle_hand(game, [reference.parse(" ".join(h)) for h in holes],
                                                 [reference.parse(" ".join(b)) for b in boards], contributions)
        assert [p.chips for p in result.players] == whole
        assert [p.exact_chips for p in result.players] == exact
        assert [sum(b.players[s].chips for b in result.boards) for s in range(seats)] == whole
        assert len(result.boards) == 2 and result.board == ()


def test_a_three_way_all_in_by_hand():
    """AA covers KK and QQ; QQ all in for 40, KK for 60: the main pot of 120 among the three,
    the side pot of 40 between AA and KK, AA's last 40 uncalled."""
    r = showdown("holdem", ["As Ad", "Kc Kd", "Qh Qs"], board="Kh 7c 8d 2s 3h", contributions=[100, 60, 40])
    assert [(p.amount, p.eligible, p.returned) for p in r.pots] == [
        (120, (0, 1, 2), False), (40, (0, 1), False), (40, (0,), True)]
    assert [p.chips for p in r.pots] == [(0, 120, 0), (0, 40, 0), (40, 0, 0)]
    assert [p.chips for p in r.players] == [40, 160, 0]
    assert [p.net for p in r.players] == [-60, 100, -40]
    assert r.halves[0].winners == (1,) and r.halves[0].chips is None   # the best hand; chips by pot
    table = r.table()
    assert "| main | 120 | 1, 2, 3 | 2 | player 2: 120 |" in table
    assert "| returned | 40 | 1 |  | player 1: 40 |" in table


def test_odd_chips_of_each_pot_go_by_the_rules():
    """A split main pot of 3 and a split side pot of 3: each pot's odd chip to its first winner
    in seat order; Hi/Lo: the high half's first."""
    r = showdown("holdem", ["Ac Kd", "Ad Kc", "2c 3d"], board="Ah Kh 7s 8s 9d", contributions=[2, 2, 1])
    assert [(p.amount, p.eligible) for p in r.pots] == [(3, (0, 1, 2)), (2, (0, 1))]
    assert [p.chips for p in r.players] == [3, 2, 0]
    assert [p.exact_chips for p in r.players] == [Fraction(5, 2), Fraction(5, 2), 0]
    hilo = showdown("omaha-hi-lo", ["As 2c Kd Qd", "8h 6h 5c 5d", "Ac 3d Jh Th"], board="Ah Kh 7c 4d 2s",
                    contributions=[7, 5, 5])
    # main pot 15: high (seat 1) 8, low (seat 2) 7; side pot of 2 back to seat 1
    assert [p.chips for p in hilo.players] == [10, 7, 0]


def test_one_live_seat_takes_everything_without_cards():
    r = showdown("omaha-hi-lo", [None, "As 2c Kd Qd", None], contributions=[10, 30, 20])
    assert [p.chips for p in r.players] == [0, 60, 0]
    assert r.players[1].hands == () and r.halves == ()
    assert "every other seat folded" in r.note
    assert showdown("holdem", [None, None, "Ah"], contributions=[5, 5, 0]).players[2].chips == 10


def test_plain_pot_results_have_one_pot_of_every_seat():
    r = showdown("holdem", ["As Ad", "Kc Kd", "Ac Ah"], board="2c 7d 9h Js 3c", pot=101)
    assert [(p.amount, p.eligible, p.chips) for p in r.pots] == [(101, (0, 1, 2), (51, 0, 50))]
    assert r.pots[0].halves == r.halves
    assert showdown("holdem", ["As Ad", "Kc Kd"], board="2c 7d 9h Js 3c").pots[0].amount is None


def test_huge_stacks_and_numpy_chips():
    big = 10 ** 30
    r = showdown("holdem", ["As Ad", "Kc Kd", "Qh Qs"], board="Kh 7c 8d 2s 3h",
                 contributions=[big + 1, big, np.int64(40)])
    assert [p.chips for p in r.players] == [1, 2 * (big - 40) + 3 * 40, 0]
    assert sum(p.chips for p in r.players) == 2 * big + 41


@pytest.mark.parametrize("hands,kwargs,message", [
    (["As Ad", "Kc Kd"], {"contributions": [10, -1]}, r"contributions\[1\] must not be negative"),
    (["As Ad", "Kc Kd"], {"contributions": [10, 2.0]}, r"contributions\[1\] must be a whole number of chips or a Decimal amount, not float"),
    (["As Ad", "Kc Kd"], {"contributions": [True, 2]}, r"contributions\[0\] must be a whole number of chips or a Decimal amount, not bool"),
    (["As Ad", "Kc Kd"], {"contributions": [Decimal("-0.50"), 2]}, r"contributions\[0\] must be a finite amount, not negative"),
    (["As Ad", "Kc Kd"], {"contributions": [Decimal("NaN"), 2]}, r"contributions\[0\] must be a finite amount"),
    (["As Ad", "Kc Kd"], {"contributions": [Decimal("Infinity"), 2]}, r"contributions\[0\] must be a finite amount"),
    (["As Ad", "Kc Kd"], {"contributions": [Fraction(1, 2), 2]}, "not Fraction"),
    (["As Ad", "Kc Kd"], {"contributions": ["10", 2]}, "not str"),
    (["As Ad", "Kc Kd"], {"contributions": [10]}, "1 entries for 2 seats"),
    (["As Ad", "Kc Kd"], {"contributions": [10, 20, 30]}, "3 entries for 2 seats"),
    (["As Ad", "Kc Kd"], {"contributions": (c for c in [10, 20, 30])}, "more entries than the 2 seats"),
    (["As Ad", "Kc Kd"], {"contributions": "10,20"}, "must be a list of chips"),
    (["As Ad", "Kc Kd"], {"contributions": 10}, "must be a list of chips"),
    ([None, None], {"contributions": [10, 20]}, "every seat folded"),
    ([None, None], {}, "every seat folded"),
    (["As Ad", "Kc Kd"], {"contributions": [10, 20], "pot": 30}, "either pot or contributions"),
    (["As Ad", "Kc Kd"], {"pot": 30, "dead": [1, 0]}, "dead goes with contributions"),
    (["As Ad", "Kc Kd"], {"pot": Decimal("NaN")}, "pot must be a finite amount, got NaN"),
    (["As Ad", "Kc Kd"], {"pot": Decimal("-0.5")}, "pot must not be negative, got Decimal"),
    (["As Ad", "Kc Kd"], {"pot": 30, "unit": 0}, r"unit must be a positive amount such as Decimal\('0.01'\), got 0"),
    (["As Ad", "Kc Kd"], {"pot": 30, "unit": Decimal("-0.01")}, "unit must be a positive amount"),
    (["As Ad", "Kc Kd"], {"pot": 30, "unit": True}, "unit must be a positive amount"),
    (["As Ad", "Kc Kd"], {"unit": Decimal("0.01")}, "unit goes with pot or contributions"),
])
def test_bad_chips_are_one_line_value_errors(hands, kwargs, message):
    with pytest.raises(ValueError, match=message) as error:
        showdown("holdem", hands, board="2c 7d 9h Js 3c", **kwargs)
    assert "\n" not in str(error.value) and len(str(error.value)) < 120


def test_a_huge_contributions_list_is_refused_without_reading_it_whole():
    with pytest.raises(ValueError, match="entries for 2 seats"):
        showdown("holdem", ["As Ad", "Kc Kd"], board="2c 7d 9h Js 3c", contributions=range(10 ** 12))


def test_seats_are_named_by_their_seat_in_errors():
    with pytest.raises(ValueError, match="player 3: Texas Hold'em needs exactly 2 cards"):
        showdown("holdem", ["As Ad", None, "Kc"], board="2c 7d 9h Js 3c", contributions=[1, 1, 1])
    with pytest.raises(ValueError, match="duplicate card As: player 1 and player 3"):
        showdown("holdem", ["As Ad", None, "As Kd"], board="2c 7d 9h Js 3c", contributions=[1, 1, 1])
