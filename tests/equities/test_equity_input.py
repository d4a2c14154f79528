"""Equity input a newcomer trips on: empty hands, partial hands, the order of echoed cards."""
import pytest

import pokerbits


@pytest.mark.parametrize("empty", ["", "  ", [], ()])
def test_an_empty_hand_is_an_error(empty):
    with pytest.raises(ValueError, match="player 2: empty hand"):
        pokerbits.equity("holdem", ["AhKh", empty])


def test_partial_hands_are_labelled_plainly():
    result = pokerbits.equity("holdem", ["AhKh", "QsQd", "Js"], board="Ts 4d 2c 7h 8h")
    assert [p.hand for p in result.players] == ["AhKh", "QsQd", "Js + 1 random card"]
    stud = pokerbits.equity("stud", ["As 2s 3d", "Kc Kd 9h 8h 7h 6h"], samples=1000, seed=1)
    assert [p.hand for p in stud.players] == ["As 2s 3d + 4 random cards", "Kc Kd 9h 8h 7h 6h + 1 random card"]


def test_board_and_dead_keep_the_order_given():
    result = pokerbits.equity("stud-hi-lo", ["As 2s 3d", "Kc Kd 9h"], dead="5c 8d 2h", samples=1000, seed=7)
    assert result.dead == ("5c", "8d", "2h")
    result = pokerbits.equity("holdem", ["AhKh", "QsQd"], board="2c 7d 9h")
    assert result.board == ("2c", "7d", "9h")
    assert "board 2c 7d 9h:" in result.table().splitlines()[0]


def test_compact_repr():
    result = pokerbits.equity("holdem", ["AhKh", "QsQd"], board="2c 7d 9h Js 3c")
    text = repr(result)
    assert text == ("<EquityResult holdem, board '2c 7d 9h Js 3c', exact, 1 deal, "
                    "equity {'AhKh': 0.0000, 'QsQd': 1.0000}>")


def test_game_names_in_any_case():
    assert pokerbits.games.game("Holdem") is pokerbits.games.game("holdem")
    assert pokerbits.equity("HOLDEM", ["AhKh", "QsQd"], board="2c 7d 9h Js 3c").game.key == "holdem"
    with pytest.raises(TypeError, match="a game is a name such as 'holdem', not int"):
        pokerbits.games.game(3)
