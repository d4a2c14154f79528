"""All-in EV with side pots: equity(..., contributions=...) against the naive reference (naive_pots:
every runout enumerated, the pots peeled and settled with the reference evaluators, Fractions),
and against the decomposition that holds for fixed hands: a pot's expected chips are its chips
times the equity of its eligible hands, the other live hands' cards out of the deck."""
import random
from decimal import Decimal

import numpy as np
import pytest

import naive_pots
from equities.test_equity import naive_players
from pokerbits import equities as eq
from pokerbits import games
from pokerbits._core.walks.chips import pot_levels
from pokerbits.equities.chips import POT_UNITS
from pokerbits.games.pots import build_pots

DECK = [r + s for s in "cdhs" for r in "23456789TJQKA"]
SHORT_DECK = [r + s for s in "cdhs" for r in "6789TJQKA"]
BOARD_GAMES = [g.key for g in games.GAMES if g.board_cards]


def _deck(game):
    return SHORT_DECK if game.deck != games.table.FULL_DECK else DECK


def _naive_deck(game):
    return [(r, s) for s in range(4) for r in range(2, 15) if games.table._cards.cards(
        "23456789TJQKA"[r - 2] + "cdhs"[s]) & game.deck]


def _check(game, seats, board, contributions, dead=(), **kwargs):
    """equity()'s EVs equal the naive enumeration's; the pots' chips add up."""
    result = eq.equity(game, seats, board, dead, contributions=contributions, **kwargs)
    spec = games.game(game).seated(sum(s is not None for s in seats))
    naive_seats = [None if s is None else naive_players([s])[0] for s in seats]
    expected = naive_pots.expected_chips(spec, naive_seats, naive_players([board.replace(" ", "")])[0][0][0]
                                         if board else [], contributions,
                                         naive_players([dead.replace(" ", "")])[0][0][0] if dead else [],
                                         deck=_naive_deck(spec))
    assert result.exact
    for player, want in zip(result.players, expected):
        assert player.ev == pytest.approx(float(want), rel=1e-12, abs=1e-9)
        assert player.ev_error == 0.0
    assert sum(p.ev for p in result.players) == pytest.approx(sum(contributions))
    assert [p.amount for p in result.pots] == [a for a, _ in naive_pots.peel_pots(
        contributions, [s is not None for s in seats])]
    return result


def _random_spot(rng, key, to_come):
    game = games.game(key)
    deck = list(_deck(game))
    rng.shuffle(deck)
    seats = rng.randint(3, 4)
    hands = [deck[i * game.hole_cards:(i + 1) * game.hole_cards] for i in range(seats)]
    board = deck[seats * game.hole_cards:][:game.board_cards - to_come]
    live = [True] * seats
    for s in rng.sample(range(seats), rng.randint(0, 1)):
        live[s] = False
    contributions = [rng.choice([10, 20, 35, rng.randint(1, 50)]) for _ in range(seats)]
    return ["".join(h) if alive else None for h, alive in zip(hands, live)], " ".join(board), contributions


@pytest.mark.parametrize("key", BOARD_GAMES)
def test_board_games_ev_equals_the_naive_enumeration(key):
    """Every board game: three or four seats, one folded at times, random contributions, the
    river to come (and the turn and river in Hold'em-shaped games)."""
    rng = random.Random(key)
    to_come = [1, 1, 2, 2] if games.game(key).hole_cards == 2 else [1, 1]
    for n in to_come:
        seats, board, contributions = _random_spot(rng, key, n)
        _check(key, seats, board, contributions)


@pytest.mark.parametrize("seats,board,contributions", [
    (["AhKh, AdKd:0.5", "QsQd", "JcTc, 9c9d, 8s8h:2"], "2c 7d 9h Jd", [100, 60, 40]),
    (["random", "QsQd", "AhKh"], "2c 7d 9h Jd 3s", [40, 80, 80]),
    (["Ah", "QsQd", None, "JcTc"], "2c 7d 9h Jd", [40, 80, 30, 60]),
    (["AhKh", "QsQd", "JcTc", "9s9c"], "2c 7d 9h Jd", [10, 20, 30, 40]),
    ([None, "QsQd", "JcTc", "9s9c"], "2c 7d 9h Jd", [99, 20, 30, 40]),
])
def test_ranges_partial_hands_and_random_ev_equal_the_naive_enumeration(seats, board, contributions):
    _check("holdem", seats, board, contributions)


@pytest.mark.parametrize("game,seats,contributions", [
    ("holdem", ["AsKs", "AdKd", "AhQc"], [37, 101, 64]),
    ("holdem", ["AsKs", "AdKd", "AhQc", "KhQh"], [37, 101, 64, 5]),
    ("short-deck", ["AsKs", "AdKd", "AhQc"], [37, 101, 64]),
])
def test_whole_board_to_come_pays_odd_chips_as_the_naive_enumeration(game, seats, contributions):
    """No board yet (the preflop walks), many cards dead for a small deck, odd pots often split."""
    deck = [c for c in _deck(games.game(game)) if c not in "".join(seats)]
    dead = " ".join(random.Random(game).sample(deck, len(deck) - 16))
    _check(game, seats, "", contributions, dead)


@pytest.mark.parametrize("key", ["stud", "stud-hi-lo", "razz", "five-card-stud"])
def test_stud_ev_equals_the_naive_enumeration(key):
    """Partial hands, one card to come each, many cards dead (a small deck to enumerate)."""
    rng = random.Random(key)
    game = games.game(key)
    for _ in range(2):
        deck = list(DECK)
        rng.shuffle(deck)
        n = game.hole_cards - 1
        seats = ["".join(deck[i * n:(i + 1) * n]) for i in range(3)]
        dead = " ".join(deck[3 * n:52 - 13])
        contributions = [rng.randint(5, 60) for _ in range(3)]
        _check(key, seats, "", contributions, dead)


def test_draw_ev_equals_the_naive_enumeration_of_the_draw():
    """One draw with every discard given is exact: the kept cards are partial hands."""
    seats = ["7c 5d 4h 2s Kc", "8c 6d 4s 3h 2c", "9d 8d 7s 5s 2h"]
    result = eq.equity("2-7-single-draw", seats, contributions=[50, 20, 35], discards=["Kc", "", "9d"])
    assert result.exact
    kept = ["7c5d4h2s", "8c6d4s3h2c", "8d7s5s2h"]
    expected = naive_pots.expected_chips(games.game("2-7-single-draw"), [naive_players([k])[0] for k in kept], [],
                                         [50, 20, 35], naive_players(["Kc9d"])[0][0][0])
    assert [p.ev for p in result.players] == pytest.approx([float(e) for e in expected], rel=1e-12)
    assert result.players[0].hand.endswith("draws 1 (Kc)")


def test_draw_monte_carlo_ev_with_folded_seats():
    seats = ["7c 5d 4h 2s Kc", None, "8c 6d 4s 3h 2c", "9d 8d 7s 5s 2h"]
    contributions = [50, 15, 20, 35]
    mc = eq.equity("2-7-triple-draw", seats, contributions=contributions, discards=["Kc", None, "", "9d"], draws=1,
                   samples=200_000, seed=5)
    exact = eq.equity("2-7-triple-draw", seats, contributions=contributions, discards=["Kc", None, "", "9d"])
    assert not mc.exact and exact.exact
    for m, e in zip(mc.players, exact.players):
        assert abs(m.ev - e.ev) <= 5 * m.ev_error + 1e-9
    assert mc.players[1].hand == "folded" and mc.players[1].ev == 0.0
    triple = eq.equity("2-7-triple-draw", seats, contributions=contributions, draws=3, samples=100_000, seed=1)
    assert sum(p.ev for p in triple.players) == pytest.approx(sum(contributions))
    assert all(p.ev_error > 0 for i, p in enumerate(triple.players) if i in (0, 2))


@pytest.mark.parametrize("key", ["holdem", "omaha-hi-lo"])
def test_double_board_ev_equals_the_joint_naive_enumeration(key):
    game = games.game(key)
    rng = random.Random("boards " + key)
    deck = list(DECK)
    rng.shuffle(deck)
    hands = ["".join(deck[i * game.hole_cards:(i + 1) * game.hole_cards]) for i in range(3)]
    rest = deck[3 * game.hole_cards:]
    boards = [" ".join(rest[:4]), " ".join(rest[4:8])]
    dead = " ".join(rest[8:8 + 26])   # a small deck: the joint enumeration takes every pair of rivers
    contributions = [30, 70, 50]
    result = eq.equity(key, hands, boards=boards, dead=dead, contributions=contributions)
    expected = naive_pots.expected_chips(game, [naive_players([h])[0] for h in hands],
                                         naive_players([boards[0].replace(" ", "")])[0][0][0], contributions,
                                         naive_players([dead.replace(" ", "")])[0][0][0],
                                         other_board=naive_players([boards[1].replace(" ", "")])[0][0][0])
    assert [p.ev for p in result.players] == pytest.approx([float(e) for e in expected], rel=1e-12)
    assert len(result.boards) == 2 and all(len(b.pots) == len(result.pots) for b in result.boards)
    assert [p.ev for p in result.players] == pytest.approx(   # each board plays for its part
        [sum(b.players[s].ev for b in result.boards) for s in range(3)])
    assert [sum(b.pots[k].amount for b in result.boards) for k in range(len(result.pots))] == \
        [pot.amount for pot in result.pots]


def _decomposed(game, hands, contributions, board=""):
    """Fixed hands: each pot's chips times its eligible hands' equity, the other live hands' cards
    dead (they are known: out of the deck, and they do not contest the pot)."""
    live = [h is not None for h in hands]
    ev = [0.0] * len(hands)
    for amount, eligible in naive_pots.peel_pots(contributions, live):
        if len(eligible) == 1:
            ev[eligible[0]] += amount
            continue
        others = "".join(hands[s] for s in range(len(hands)) if live[s] and s not in eligible)
        r = eq.equity(game, [hands[s] for s in eligible], board, others)
        for s, p in zip(eligible, r.players):
            ev[s] += amount * p.equity
    return ev


@pytest.mark.parametrize("game,hands,board,contributions", [
    ("holdem", ["AsAd", "KsKd", "QsQd"], "", [100, 60, 40]),                        # the rank walk, preflop
    ("holdem", ["AsKs", "QhQd", "7c7d", "JhTh"], "", [25, 100, 50, 75]),            # four seats, three side pots
    ("holdem", ["AsKs", "QhQd", None, "JhTh"], "9h 8h 2c", [25, 100, 60, 75]),     # a flop, a folded seat
    ("omaha", ["AsKsQdJd", "QhQc9d8d", "7c6c5h4h"], "2s 3d Tc", [40, 100, 70]),    # board classes
    ("omaha-hi-lo", ["As2sQdJd", "QhQc3d4d", "7c6c5h8h"], "2h 9d Tc", [40, 100, 70]),
    ("short-deck", ["AsAd", "KsKd", "QsQd"], "", [100, 60, 40]),
    ("stud-hi-lo", ["As2s3sKd5c8h", "QhQcKcJd6s4d", "7c6c5h9s9d3h"], "", [40, 100, 70]),   # partial stud hands
])
def test_fixed_hands_ev_is_each_pots_chips_times_its_hands_equity(game, hands, board, contributions):
    # every pot a multiple of POT_UNITS chips: a showdown's whole chips are then its exact shares
    contributions = [c * POT_UNITS for c in contributions]
    result = eq.equity(game, hands, board, contributions=contributions)
    assert result.exact
    assert [p.ev for p in result.players] == pytest.approx(_decomposed(game, hands, contributions, board), rel=1e-9)


@pytest.mark.parametrize("game,hands,board,contributions", [
    ("holdem", ["AsAd", "KsKd", "QsQd"], "", [100, 60, 40]),           # the three-player loop
    ("holdem", ["AsKs", "QhQd", "7c7d", "JhTh"], "", [25, 100, 50, 75]),  # the loop of any players
    ("holdem", ["AsKs", "QQ+, AKs", "7c7d"], "", [25, 100, 50]),       # a range, dealt in runs
    ("holdem", ["AsKs", "QQ+, AKs", "random", "22-66"], "9h 8h 2c 3d", [25, 100, 50, 60]),   # ranges drawn together
    ("omaha-hi-lo", ["As2sQdJd", "QhQc3d4d", "7c6c5h8h"], "2h 9d Tc", [40, 100, 70]),   # every game's loop
])
def test_monte_carlo_ev_agrees_with_the_exact_walk(game, hands, board, contributions):
    exact = eq.equity(game, hands, board, contributions=contributions)
    mc = eq.equity(game, hands, board, contributions=contributions, samples=300_000, seed=11)
    assert exact.exact and not mc.exact
    for e, m in zip(exact.players, mc.players):
        assert m.ev_error > 0
        assert abs(m.ev - e.ev) <= 5 * m.ev_error
    assert sum(p.ev for p in mc.players) == pytest.approx(sum(contributions))
    for e, m in zip(exact.pots, mc.pots):
        assert (e.amount, e.eligible) == (m.amount, m.eligible)
        assert m.equity == pytest.approx(e.equity, abs=0.01)


def test_monte_carlo_ev_error_is_the_spread_of_the_chips_won():
    """The error of the EV over many seeds: the reported error is the seeds' spread."""
    evs, errors = [], []
    for seed in range(40):
        r = eq.equity("holdem", ["AsKs", "QhQd", "7c7d"], contributions=[25, 100, 50], samples=20_000, seed=seed)
        evs.append(r.players[1].ev)
        errors.append(r.players[1].ev_error)
    assert np.std(evs, ddof=1) == pytest.approx(np.mean(errors), rel=0.35)


def test_one_pot_of_every_live_seat_is_the_plain_equity_times_the_pot():
    plain = eq.equity("holdem", ["AsKs", "QhQd"], samples=100_000, seed=2)
    chips = eq.equity("holdem", ["AsKs", "QhQd"], samples=100_000, seed=2, contributions=[50, 50])
    assert [p.ev for p in chips.players] == pytest.approx([100 * p.equity for p in plain.players])
    assert [p.ev_error for p in chips.players] == pytest.approx([100 * p.equity_error for p in plain.players])
    assert chips.players[0].equity == plain.players[0].equity
    assert plain.players[0].ev is None and plain.pots == ()


def test_a_folded_seats_cards_are_unknown_not_dead():
    """The folded seat is not dealt: the same result as the live hands alone, its chips in the pots."""
    with_fold = eq.equity("holdem", ["AsKs", None, "QhQd"], "2c 7d 9h", contributions=[50, 30, 50])
    alone = eq.equity("holdem", ["AsKs", "QhQd"], "2c 7d 9h")
    assert with_fold.deals == alone.deals
    assert with_fold.players[0].equity == alone.players[0].equity
    assert with_fold.players[0].ev == pytest.approx(130 * alone.players[0].equity)
    assert with_fold.players[1].hand == "folded" and with_fold.players[1].ev == 0.0
    assert [p.eligible for p in with_fold.pots] == [(0, 2)]


def test_every_other_seat_folded():
    r = eq.equity("holdem", [None, "AsKs", None], contributions=[10, 20, 30])
    assert [p.ev for p in r.players] == [0.0, 60.0, 0.0] and r.exact and r.deals == 0
    assert all(pot.returned and pot.eligible == (1,) for pot in r.pots)


def test_side_pots_in_every_exact_path_agree():
    """The quick fixed-hand path and the general plan give the same EVs."""
    from pokerbits.equities.chips import Stakes
    from pokerbits.equities.plan import EquityPlan

    hands, board, contributions = ["AsKs", "QhQd", "7c7d", "JhTh"], "9h 8h 2c 3d", [25, 100, 50, 75]
    quick = eq.equity("holdem", hands, board, contributions=contributions)
    stakes = Stakes(tuple(contributions), (True,) * 4)
    planned = stakes.seated(EquityPlan("holdem", hands, board, pots=stakes.deal_pots(1)).run())
    assert [p.ev for p in quick.players] == pytest.approx([p.ev for p in planned.players], rel=1e-12)


@pytest.mark.parametrize("game,seats,board,cents", [
    ("holdem", ["AsKs", "AdKd", "QhQc"], "2c 7d 9h", [3701, 1010, 645]),
    ("omaha-hi-lo", ["As2sKd7h", "Ad3dQcJc", "8h8s9d9c"], "2c 7d 4h Kh", [1225, 1225, 733]),
    ("stud-hi-lo", ["As2s3sKd5c8h", "QhQcKcJd6s4d"], "", [95, 35]),
])
def test_decimal_contributions_ev_is_the_naive_ev_of_whole_cents(game, seats, board, cents):
    """Money with cents: each EV is the naive enumeration's in whole cents, as money (a float,
    as every EV), odd cents by the rules; the pots come back as Decimals."""
    given = [Decimal(c) / 100 for c in cents]
    result = eq.equity(game, seats, board, contributions=given)
    in_cents = _check(game, seats, board, cents)
    for player, whole in zip(result.players, in_cents.players):
        assert player.ev == pytest.approx(whole.ev / 100, rel=1e-12, abs=1e-12)
    assert [p.amount for p in result.pots] == [Decimal(p.amount) / 100 for p in in_cents.pots]
    assert all(isinstance(p.amount, Decimal) for p in result.pots)


@pytest.mark.parametrize("game,seats,board,cents", [
    ("holdem", ["AsKs", "AdKd", "QhQc"], "2c 7d 9h", [300, 100, 100]),
    ("omaha-hi-lo", ["As2sKd7h", "Ad3dQcJc", "8h8s9d9c"], "2c 7d 4h Kh", [500, 500, 100]),
])
def test_a_declared_unit_counts_money_in_it_as_the_naive_ev_of_whole_cents(game, seats, board, cents):
    """Amounts of whole dollars with `unit=Decimal("0.01")`: odd chips are cents, as the naive
    enumeration in whole cents pays them (without the unit, a whole dollar would be the odd chip)."""
    given = [(Decimal(c) / 100).normalize() for c in cents]
    result = eq.equity(game, seats, board, contributions=given, unit=Decimal("0.01"))
    in_cents = _check(game, seats, board, cents)
    assert [p.ev for p in result.players] == pytest.approx([w.ev / 100 for w in in_cents.players], rel=1e-12)
    assert [str(p.amount) for p in result.pots] == [str(Decimal(p.amount).scaleb(-2)) for p in in_cents.pots]   # in cents


def test_a_decided_ev_in_money_is_the_nearest_float_to_the_money():
    # quad aces cannot lose: p1 wins the matched 0.1 each and gets its uncalled 0.1 back, 0.3 in all
    # (three units of a tenth divided once by ten, not multiplied by the float 0.1: 0.30000000000000004)
    result = eq.equity("holdem", ["AsAd", "KsKd"], "Ac Ah 2c 3d", contributions=[Decimal("0.2"), Decimal("0.1")])
    assert [p.ev for p in result.players] == [0.3, 0.0]


def test_chips_as_numpy_and_huge_stacks():
    r = eq.equity("holdem", ["AsAd", "KsKd", "QsQd"], "2c 7d 9h Jc", contributions=np.array([100, 60, 40]))
    assert [round(p.ev, 6) for p in r.players] == [186.666667, 7.619048, 5.714286]
    big = eq.equity("holdem", ["AsAd", "KsKd", "QsQd"], "2c 7d 9h Jc", contributions=[10 ** 30 + 100, 10 ** 30, 40])
    assert big.players[0].ev == pytest.approx(100 + 10 ** 30 * 2 * 40 / 42 + 120 * 38 / 42 - 80 * 40 / 42, rel=1e-12)


@pytest.mark.parametrize("kwargs,error,message", [
    ({"contributions": [10, -1, 3]}, ValueError, r"contributions\[1\] must not be negative"),
    ({"contributions": [10, 1.5, 3]}, ValueError, "not float"),
    ({"contributions": [10, False, 3]}, ValueError, "not bool"),
    ({"contributions": [10, Decimal("-0.5"), 3]}, ValueError, r"contributions\[1\] must be a finite amount, not negative"),
    ({"unit": Decimal("0.01")}, ValueError, "unit goes with contributions"),
    ({"contributions": [10, 5, 3], "unit": Decimal("0")}, ValueError, "unit must be a positive amount"),
    ({"contributions": [10, 3]}, ValueError, "2 entries for 3 seats"),
])
def test_bad_contributions(kwargs, error, message):
    with pytest.raises(error, match=message):
        eq.equity("holdem", ["AsAd", "KsKd", "QsQd"], **kwargs)


def test_all_folded_and_bad_hands_name_their_seat():
    with pytest.raises(ValueError, match="every seat folded"):
        eq.equity("holdem", [None, None], contributions=[1, 2])
    with pytest.raises(ValueError, match="player 3: "):
        eq.equity("holdem", ["AsAd", None, "Kz"], contributions=[1, 2, 3])
    with pytest.raises(ValueError, match="duplicate card As: player 1 and player 4"):
        eq.equity("holdem", ["AsAd", None, "KsKd", "AsQd"], contributions=[1, 2, 3, 4])


def test_two_half_pots_of_five_seats_and_stakes_made_once():
    """Omaha Hi/Lo with five seats (past the shapes tally_pots_any unrolls) against the naive
    enumeration; again, where the call reads the DealPots the first one made: the same result.
    And the compiled pots of the deal's players are build_pots' with the live seats renumbered."""
    seats = ["As2sQdJd", "QhQc3d4d", "7c6c5h8h", "KsKc9s8s", "AhTh5d5c"]
    first = _check("omaha-hi-lo", seats, "2h 9d Tc 4s", [40, 100, 70, 55, 23])
    assert eq.equity("omaha-hi-lo", seats, "2h 9d Tc 4s", contributions=[40, 100, 70, 55, 23]) == first
    live = [True, False, True, True, False]
    players = [s for s, alive in enumerate(live) if alive]
    assert pot_levels((40, 100, 70, 55, 23), tuple(live), True) == [
        (pot.amount, tuple(players.index(s) for s in pot.eligible)) for pot in build_pots([40, 100, 70, 55, 23], live)]
