"""Showdown results echo the cards in the order given, print compactly, and make a table."""
from fractions import Fraction

import pokerbits


def test_board_and_hands_keep_the_order_given():
    result = pokerbits.showdown("holdem", ["Kc Kd", "2s As"], board="2c 7d 9h Js 3c")
    assert result.board == ("2c", "7d", "9h", "Js", "3c")
    assert [p.cards for p in result.players] == [("Kc", "Kd"), ("2s", "As")]
    assert result.players[0].hands[0].cards == ("Kd", "Kc", "Js", "9h", "7d")   # a made hand: as it reads


def test_compact_repr():
    result = pokerbits.showdown("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d"], board="Ah Kh 7c 4d 2s", pot=101)
    text = repr(result)
    assert "\n" not in text and len(text) < 150 and "Half(" not in text
    assert text == "<Showdown omaha-hi-lo, board 'Ah Kh 7c 4d 2s', winners high: (0,), low: (1,), chips [51, 50]>"
    assert repr(pokerbits.games.game("razz")) == "<Game razz: Razz: 7 cards; ace_five>"


def test_table_has_a_row_per_player_from_the_result():
    hands = ["As Ad", "Kc Kd", "Ac Ah"]
    result = pokerbits.showdown("holdem", hands, board="2c 7d 9h Js 3c", pot=101)
    lines = result.table().splitlines()
    assert lines[0] == "Texas Hold'em, board 2c 7d 9h Js 3c, pot 101"
    assert lines[1] == "| player | cards | high | share | chips |"
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[3:]]
    assert [row[1] for row in rows] == hands
    assert [Fraction(row[3]) for row in rows] == [Fraction(1, 2), 0, Fraction(1, 2)]
    assert [int(row[4]) for row in rows] == [51, 0, 50]
    assert [row[2].endswith("(splits)") for row in rows] == [True, False, True]


def test_table_of_a_pot_without_a_low_notes_it():
    result = pokerbits.showdown("stud-hi-lo", ["As Ks Qs Js 9d 9c 9h", "Kc Kd Kh 2c 2d Tc Th"])
    lines = result.table().splitlines()
    assert lines[1] == "| player | cards | high | low | share |"
    assert lines[-1] == "no qualifying low: high takes all"
