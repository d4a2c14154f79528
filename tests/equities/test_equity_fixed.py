"""The quick way for whole fixed hands (pokerbits.equities.fixed) gives exactly the general
plan's result, and leaves every other call and every input error to the plan."""
import dataclasses
import random

import pytest

from pokerbits import equity, games
from pokerbits._core.common import cards as _cards
from pokerbits.equities.fixed import fixed_equity
from pokerbits.equities.plan import EquityPlan

GAMES = ["holdem", "short-deck", "omaha", "omaha-hi-lo"]


def general(game, hands, board=(), dead=(), **options):
    """The result of the general plan (it never asks fixed_equity)."""
    return EquityPlan(game, hands, board, dead).run(**options)


def random_problem(rng: random.Random, game: str):
    g = games.game(game)
    cards = _cards.card_strings(g.deck)
    rng.shuffle(cards)
    players = rng.randint(2, 4)
    hands = ["".join(cards[i * g.hole_cards:(i + 1) * g.hole_cards]) for i in range(players)]
    rest = cards[players * g.hole_cards:]
    board = " ".join(rest[:rng.choice([3, 4, 5])])
    dead = rest[5:5 + rng.randint(0, 2)]
    return hands, board, dead


@pytest.mark.parametrize("game", GAMES)
def test_random_small_problems_give_the_general_plans_result(game):
    rng = random.Random(f"fixed {game}")
    for _ in range(12):
        hands, board, dead = random_problem(rng, game)
        quick = fixed_equity(game, hands, board, dead)
        assert quick is not None, (hands, board, dead)
        slow = general(game, hands, board, dead)
        assert quick == slow
        assert repr(quick) == repr(slow) and quick.table() == slow.table()
        assert equity(game, hands, board=board, dead=dead) == slow


def test_a_one_combo_range_gives_the_same_numbers():
    """A range down to one combo cannot take the quick way: the core deals it as a fixed hand."""
    hands, board = ["AhKh", "QsQd", "Jc Tc"], "2c 3d 4h"
    quick = equity("holdem", hands, board=board)
    ranged = equity("holdem", [h + ":1" for h in hands], board=board)
    assert fixed_equity("holdem", [h + ":1" for h in hands], board, ()) is None
    assert quick.players == tuple(dataclasses.replace(r, hand=h) for r, h in zip(ranged.players, hands))


def test_card_sets_lists_and_a_game_object_take_the_quick_way():
    g = games.game("omaha-hi-lo")
    hands = [_cards.cards("Ah2h3d4d"), ["Ks", "Kd", "Qs", "Jd"]]
    quick = fixed_equity(g, hands, "5c 6c 7h 8s", ["Tc"])
    assert quick is not None and quick == general(g, hands, "5c 6c 7h 8s", ["Tc"])
    assert [p.hand for p in quick.players] == ["Ah 4d 3d 2h", "Ks Kd Qs Jd"]   # a card set: highest first


def test_every_player_count_up_to_the_max():
    cards = _cards.card_strings(_cards.cards(_cards.deck()))
    hands = ["".join(cards[2 * i:2 * i + 2]) for i in range(10)]
    board = cards[20:23]
    assert fixed_equity("holdem", hands, board, ()) == general("holdem", hands, board)


def test_progress_threads_and_a_seed_as_the_plan_has_them():
    calls = []
    args = ("holdem", ["AhKh", "QsQd"], "2c 3d 4h 5s")
    result = equity(*args[:2], board=args[2], progress=lambda done, total: calls.append((done, total)),
                    threads=2, seed=7)
    assert calls == [(1, 1)] and result == general(*args)

    def interrupt(done, total):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as caught:
        equity(*args[:2], board=args[2], progress=interrupt)
    assert caught.value.result is None


@pytest.mark.parametrize("game, hands, board, dead, options", [
    ("holdem", ["AhKh", "AhQd"], "2c 3d 4h", (), {}),              # a card twice
    ("holdem", ["AhKh", "QsQd"], "2c 3d Kh", (), {}),              # a hand card on the board
    ("holdem", ["AhKh", "QsQd"], "2c 3d 4h", ["Qs"], {}),          # a hand card dead
    ("holdem", ["AhKh", "QsQd"], "2c 3d 4h", ["2c"], {}),          # a board card dead
    ("holdem", ["AhKhQc", "QsQd"], "2c 3d 4h", (), {}),            # too many cards
    ("holdem", ["AhKh", "QsQx"], "2c 3d 4h", (), {}),              # not a card
    ("holdem", ["AhKh", "QsQd"], "2c 3d 4h 5s 6s 7s", (), {}),     # too big a board
    ("holdem", ["AhKh"], "2c 3d 4h", (), {}),                      # one player
    ("holdem", "AhKh QsQd", "2c 3d 4h", (), {}),                   # not a list
    ("short-deck", ["AhKh", "QsQd"], "2c 7d 8h", (), {}),          # off the short deck
    ("omaha", ["AhKh", "QsQd"], "2c 3d 4h", (), {"seed": 1}),      # too few cards: a partial hand (Monte Carlo)
    ("texas", ["AhKh", "QsQd"], "2c 3d 4h", (), {}),               # no such game
    ("holdem", ["AhKh", "QsQd"], "2c 3d 4h", (), {"progress": 3}),
    ("holdem", ["AhKh", "QsQd"], "2c 3d 4h", (), {"threads": 0}),
    ("holdem", ["AhKh", "QsQd"], "2c 3d 4h", (), {"seed": "x"}),
])
def test_other_calls_and_input_errors_are_the_plans(game, hands, board, dead, options):
    assert fixed_equity(game, hands, board, dead, options.get("seed"), options.get("threads", 1),
                        options.get("progress")) is None
    try:
        expected = EquityPlan(game, hands, board, dead, seed=options.get("seed")).run(
            options.get("threads", 1), options.get("progress"))
    except (ValueError, TypeError) as error:
        with pytest.raises(type(error)) as caught:
            equity(game, hands, board=board, dead=dead, **options)
        assert str(caught.value) == str(error)
    else:
        assert equity(game, hands, board=board, dead=dead, **options) == expected


def test_the_errors_name_the_card_and_the_players():
    with pytest.raises(ValueError, match="duplicate card Ah: player 1 and player 2"):
        equity("holdem", ["AhKh", "AhQd"], board="2c 3d 4h")
    with pytest.raises(ValueError, match="player 1: Texas Hold'em deals 2 cards to each player, got 3"):
        equity("holdem", ["AhKhQc", "QsQd"], board="2c 3d 4h")


def test_a_quick_record_is_the_dataclasss_own():
    from pokerbits._core.common.records import record
    from pokerbits.equities.results import ComboEquity, PlayerEquity

    values = ("AhKh", 1, 0.5, 0.25, 0.125, {"high": 0.5}, 0.0, 0.0, 0.0, (ComboEquity(("Ah", "Kh"), 1.0, 0.5),),
              50.0, 0.0)
    quick, slow = record(PlayerEquity, *values), PlayerEquity(*values)
    assert quick == slow and vars(quick) == vars(slow) and hash(quick) == hash(slow) and repr(quick) == repr(slow)
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.equity = 1.0
    with pytest.raises(TypeError, match="PlayerEquity has 12 fields, got 11 values"):
        record(PlayerEquity, *values[:-1])


def test_a_quick_result_pickles_and_compares_as_the_plans():
    import pickle

    from pokerbits._core.common.records import record

    quick = fixed_equity("omaha-hi-lo", ["Ah2h3d4d", "KsKdQsJd"], "5c 6c 7h 8s", ())
    slow = general("omaha-hi-lo", ["Ah2h3d4d", "KsKdQsJd"], "5c 6c 7h 8s")
    again = pickle.loads(pickle.dumps(quick))
    assert again == quick == slow and repr(again) == repr(slow) and hash(again.players) == hash(slow.players)
    assert [vars(p) for p in quick.players] == [vars(p) for p in slow.players]
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.players[0].combos[0].equity = 1.0

    @dataclasses.dataclass(frozen=True)
    class Checked:
        a: int

        def __post_init__(self):
            assert self.a > 0

    with pytest.raises(TypeError, match="__post_init__"):   # a check record() would skip
        record(Checked, -1)
    for not_a_dataclass in (quick.players[0], int, None):   # an instance is not its class
        with pytest.raises(TypeError, match="needs a dataclass"):
            record(not_a_dataclass, 1)


def test_whole_cards_reads_only_a_whole_hand_of_the_games_deck():
    from pokerbits.equities.hands import whole_cards, whole_hand

    holdem, short = games.game("holdem"), games.game("short-deck")
    assert whole_cards(" AhKh ", holdem) == _cards.cards("AhKh") == whole_cards(["Kh", "Ah"], holdem)
    for spec in ["AhKh, QQ", "AhKh:1", "Ah", "AhKhQc", "AhKx", "random", 3.5]:
        assert whole_cards(spec, holdem) is None, spec
        assert whole_hand(spec, holdem) is None, spec
    assert whole_cards("2c7d", short) is None and whole_cards("AhKh", short) == _cards.cards("AhKh")
    hand = whole_hand(" AhKh ", holdem)
    assert hand is not None and (hand.label, hand.combos, hand.need, hand.exact) == \
        ("AhKh", {_cards.cards("AhKh"): 1.0}, 0, True)


def test_an_exact_stripe_is_one_array_of_the_layouts_size():
    from array import array

    from pokerbits._core.walks import equity as _equity
    from pokerbits._core.walks import exact_walk as _exact_walk

    fixed = EquityPlan("holdem", ["AhKh", "QsQd"], "2c 3d 4h 5s")
    ranged = EquityPlan("holdem", ["AK", "QsQd"], "2c 3d 4h 5s")
    for plan in (fixed, ranged):
        deals, tally = _exact_walk.enumerate_stripe(plan.deal, 0, 1, 0)
        assert isinstance(tally, array) and tally.typecode == "d" and len(tally) == plan.tally_size
        assert deals == 44 * len(plan.combo_sets[0]) and tally[_equity.layout()["deals"]] > 0
    sums = _equity.combo_sums_of(ranged.deal, tally, 0)
    assert len(sums) == 16 and all(weight > 0 for weight, _ in sums)
    assert _equity.combo_sums_of(ranged.deal, tally.tolist(), 0) == sums
