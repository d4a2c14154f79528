"""Card notation: what parses, what is refused, and how card sets are formatted."""
import re

import pytest

import pokerbits
from pokerbits import card_strings, cards, deck

ACE_SPADES = 1 << (16 * 3 + 12)
KING_DIAMONDS = 1 << (16 * 1 + 11)


@pytest.mark.parametrize("notation", [
    "As Kd", "AsKd", "as kd", "AS KD", ["As", "Kd"], ("Kd", "As"), "A♠ K♦", "A♤K♢", "As, Kd", " As\tKd\n",
    ACE_SPADES | KING_DIAMONDS, iter(["As", "Kd"]),
])
def test_accepted(notation):
    assert cards(notation) == ACE_SPADES | KING_DIAMONDS


def test_ten_spellings():
    assert cards("10h") == cards("Th") == cards("th") == cards("10♥") == 1 << (16 * 2 + 8)


def test_layout_is_the_documented_one():
    for rank_index, rank in enumerate("23456789TJQKA"):
        for suit_index, suit in enumerate("cdhs"):
            assert cards(rank + suit) == 1 << (16 * suit_index + rank_index)


@pytest.mark.parametrize("notation,message", [
    ("As Xd", "unknown rank 'X' in card 'Xd'"),
    ("As Kx", "unknown suit 'x' in card 'Kx'"),
    ("As K", "card 'K' has no suit"),
    ("As Kd As", "duplicate card As"),
    (["As", "A♠"], "duplicate card As"),
    ("1h", "unknown suit '1'|unknown rank"),
    ("11h", "unknown"),
    ("Ah\u00e9", "unknown rank"),
    (1 << 13, "bits outside the 52 cards"),
    (1 << 63, "bits outside the 52 cards"),
    (-1, "not a 64-bit card set"),
    (1 << 64, "not a 64-bit card set"),
])
def test_refused_with_a_clear_message(notation, message):
    with pytest.raises(ValueError, match=message):
        cards(notation)


@pytest.mark.parametrize("notation", [None, 1.5, True, b"As", [1, 2], ["As", None], object()])
def test_wrong_types(notation):
    with pytest.raises(TypeError):
        cards(notation)


def test_formatting_round_trips():
    assert card_strings(cards("2c 10h As")) == ["As", "Th", "2c"]
    assert len(deck()) == 52 == len(set(deck()))
    assert cards(deck()) == 0x1FFF1FFF1FFF1FFF
    for card in deck():
        assert card_strings(cards(card)) == [card]
    assert card_strings(0) == []


@pytest.mark.parametrize("hand,message", [
    ("", "a high hand needs 5 to 52 cards, got 0"),
    ("As Ks Qs Js", "got 4"),
])
def test_wrong_size_hands(hand, message):
    with pytest.raises(ValueError, match=message):
        pokerbits.high(hand)


def test_int_fast_path_validates():
    with pytest.raises(ValueError, match="bits outside"):
        pokerbits.high(0x1F | 1 << 20 | 1 << 15)
    with pytest.raises(ValueError, match="got 3"):
        pokerbits.high(0b111)


def test_compiled_modules_are_in_use():
    """No silent pure-Python fallback exists: the kernels are extension modules."""
    import importlib.machinery

    from pokerbits._core.common import cards as _cards

    from pokerbits._core.kernels import high as _high
    for module in (_cards, _high):
        assert module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


@pytest.mark.parametrize("notation,listed", [
    ("2c 10h as", ["2c", "Th", "As"]),
    ("Kc Kd", ["Kc", "Kd"]),
    ("KdKc", ["Kd", "Kc"]),
    (["3s", "Ah 2d"], ["3s", "Ah", "2d"]),
    (cards("2c Ad"), ["Ad", "2c"]),     # an int card set: canonical order
    ("", []),
    (0, []),
])
def test_card_list_keeps_the_order_given(notation, listed):
    from pokerbits._core.common.cards import card_list
    assert card_list(notation) == listed
    assert cards(card_list(notation)) == cards(notation)


@pytest.mark.parametrize("notation,message", [
    ("As As", "duplicate card As"), ("Ax", "unknown suit"), (1 << 13, "outside"),
])
def test_card_list_refuses_what_cards_refuses(notation, message):
    from pokerbits._core.common.cards import card_list
    with pytest.raises(ValueError, match=message):
        card_list(notation)


def test_given_cards_is_the_set_and_the_list_read_once():
    from pokerbits._core.common import cards as _cards

    for x in ["Ts 4h 2c", ["Ts", "4h"], ("2c",), (), "", _cards.cards("As Kd"), ["10h", "a♠"]]:
        assert _cards.given_cards(x) == (_cards.cards(x), tuple(_cards.card_list(x)))
    for bad in ["Ts Ts", ["Ts", 3], 2.5, "Tx"]:
        with pytest.raises((ValueError, TypeError)) as caught:
            _cards.cards(bad)
        with pytest.raises(type(caught.value), match=re.escape(str(caught.value))):
            _cards.given_cards(bad)


@pytest.mark.parametrize("card_set,message", [
    (-1, "not a 64-bit card set"),
    (-(1 << 70), "not a 64-bit card set"),
    (1 << 64, "not a 64-bit card set"),
    ((1 << 64) | 0x1F, "not a 64-bit card set"),   # the low 64 bits alone would be a hand
    ((1 << 90) | 0x1F, "not a 64-bit card set"),
    (0x1F | 1 << 13, "bits outside the 52 cards"),
    (0xF, "a high hand needs 5 to 52 cards, got 4"),
])
def test_the_per_call_int_path_refuses_what_the_checks_refuse(card_set, message):
    """high() takes an int card set by a path of its own (no try block, one count of the cards):
    what it cannot take goes on to the checks, which name the fault."""
    from pokerbits import high
    with pytest.raises(ValueError, match=message):
        high(card_set)
    seven = cards("As Ks Qs Js 9h 2c 2d")
    assert high(seven) == high("As Ks Qs Js 9h 2c 2d") == high(card_strings(seven))
