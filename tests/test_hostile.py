"""Hostile input: every public function answers ValueError/TypeError or the reference's answer."""
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pokerbits
import reference

DECK_MASK = 0x1FFF1FFF1FFF1FFF
CARD_BITS = [16 * suit + rank for suit in range(4) for rank in range(13)]

card_sets = st.lists(st.sampled_from(CARD_BITS), min_size=0, max_size=12, unique=True).map(
    lambda bits: sum(1 << b for b in bits))
any_ints = st.one_of(st.integers(), st.integers(min_value=0, max_value=2**64 - 1), card_sets)
card_texts = st.text(alphabet=string.printable + "♠♥♦♣♤♡♢♧é10", max_size=40)


@given(any_ints)
def test_cards_on_any_int(number):
    if 0 <= number and number & ~DECK_MASK == 0:
        assert pokerbits.cards(number) == number
    else:
        with pytest.raises(ValueError):
            pokerbits.cards(number)


@given(card_texts)
def test_cards_on_any_text(text):
    try:
        parsed = pokerbits.cards(text)
    except ValueError as error:
        assert str(error)
        return
    assert parsed & ~DECK_MASK == 0
    assert pokerbits.cards(pokerbits.card_strings(parsed)) == parsed


@given(st.lists(st.one_of(st.text(max_size=4), st.integers(), st.none(), st.floats()), max_size=8))
def test_cards_on_any_list(items):
    try:
        parsed = pokerbits.cards(items)
    except (ValueError, TypeError):
        return
    assert all(isinstance(item, str) for item in items)
    assert parsed & ~DECK_MASK == 0


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(any_ints)
def test_high_on_any_int(number):
    valid = 0 <= number and number & ~DECK_MASK == 0 and bin(number).count("1") >= 5
    if not valid:
        with pytest.raises(ValueError):
            pokerbits.high(number)
        return
    value = pokerbits.high(number)
    assert 1 <= value <= 7462
    hand = reference.from_mask(number)
    if len(hand) <= 9:
        best = reference.high(hand)
        assert pokerbits.high(pokerbits.best_five("high", number)) == value
        assert reference.high_key(reference.from_mask(pokerbits.cards(pokerbits.best_five("high", number)))) == best


@given(st.one_of(st.integers(), st.text(max_size=5), st.none(), st.floats(), st.booleans()))
def test_describe_and_category_on_anything(value):
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 7462:
        assert pokerbits.describe("high", value)
        assert 1 <= pokerbits.category("high", value) <= 10
        return
    with pytest.raises(ValueError):
        pokerbits.describe("high", value)
    with pytest.raises(ValueError):
        pokerbits.category("high", value)


@pytest.mark.parametrize("system", [None, 1, "", "HIGH", "high ", ["high"]])
def test_unknown_systems(system):
    with pytest.raises(ValueError, match="unknown ranking system"):
        pokerbits.describe(system, 1)


def test_huge_inputs_are_refused_quickly():
    with pytest.raises(ValueError, match="duplicate"):
        pokerbits.cards("As " * 100_000)
    with pytest.raises(ValueError):
        pokerbits.cards(10 ** 10_000)
    with pytest.raises(ValueError):
        pokerbits.high(["2c"] * 3)


@given(any_ints)
def test_card_strings_on_any_int(number):
    if 0 <= number and number & ~DECK_MASK == 0:
        assert pokerbits.cards(pokerbits.card_strings(number)) == number
        assert len(pokerbits.card_strings(number)) == bin(number).count("1")
    else:
        with pytest.raises(ValueError, match="card set"):
            pokerbits.card_strings(number)


anything = st.one_of(st.integers(), st.floats(), st.text(max_size=3), st.none(), st.booleans(), st.binary(max_size=2),
                     st.lists(st.integers(), max_size=2))


@given(anything.filter(lambda n: not (type(n) is int and 4 <= n <= 7)))   # valid counts: tested elsewhere
def test_census_refuses_any_other_count(n_cards):
    for system in ("high", "badugi"):
        with pytest.raises((ValueError, TypeError), match="n_cards|census"):
            pokerbits.census(system, n_cards)


@given(st.one_of(anything, st.sampled_from(["high", "badugi", "ace_five_8"])), st.one_of(anything, card_sets))
def test_best_five_on_anything(system, cards):
    try:
        best = pokerbits.best_five(system, cards)
    except (ValueError, TypeError) as error:
        assert str(error)
        return
    assert pokerbits.cards(best) & ~pokerbits.cards(cards) == 0


CLI_WORDS = ["rank", "compare", "census", "showdown", "--system", "--cards", "--game", "--board", "--pot", "high",
             "badugi", "ace_five_8", "holdem", "omaha-hi-lo", "razz", "-1", "0", "8", "1.5", "99999999999999999999",
             "", "10", "As Ks Qs Js Ts", "2c 3d 4h 5s 7c", "Ah 2h 3c 4d", "10h 10s", "As", "Ks Kd", "♠"]


@settings(deadline=None)
@given(st.lists(st.one_of(st.sampled_from(CLI_WORDS), st.text(max_size=6)), max_size=7))
def test_cli_on_any_arguments(argv):
    from pokerbits import cli

    if "census" in argv:
        argv = argv + ["--cards", "8"]   # a valid census is slow (tested in test_cli); the last --cards counts
    try:
        status = cli.main(argv)
    except SystemExit as done:   # argparse: --help, or a usage error
        status = done.code
    assert status in (0, 2)
