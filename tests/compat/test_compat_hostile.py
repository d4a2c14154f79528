"""Hostile input to the compat shims: a value in range, or a ValueError/TypeError with a message.

These need none of the original libraries, so they also run against the wheel and under ASan.
"""
from hypothesis import given
from hypothesis import strategies as st

from compat_support import DECK
from conftest import refused_or
from pokerbits.compat import deuces, eval7, phevaluator, treys


@given(st.lists(st.one_of(st.integers(), st.sampled_from(DECK).map(treys.Card.new)), max_size=9))
def test_treys_any_ints(numbers):
    try:
        value = treys.Evaluator().evaluate(numbers[:2], numbers[2:])
    except ValueError as error:
        assert str(error)
        return
    assert 1 <= value <= 7462 and 5 <= len(numbers) <= 7


@given(st.lists(st.one_of(st.integers(), st.text(max_size=3), st.sampled_from(DECK), st.none(), st.floats()),
                max_size=11))
def test_phevaluator_any_arguments(cards):
    for evaluate in (phevaluator.evaluate_cards, phevaluator.evaluate_omaha_cards, phevaluator.evaluate_plo6_cards):
        try:
            value = evaluate(*cards)
        except (ValueError, TypeError) as error:
            assert str(error)
            continue
        assert 1 <= value <= 7462


@given(st.lists(st.integers(min_value=0, max_value=2**64 - 1), max_size=9))
def test_eval7_any_masks(masks):
    cards = []
    for mask in masks:
        card = eval7.Card("2c")
        card.mask = mask
        cards.append(card)
    try:
        value = eval7.evaluate(cards)
    except ValueError as error:
        assert str(error)
        return
    assert value >> 24 <= 8 and eval7.handtype(value)


anything = st.one_of(
    st.integers(), st.text(max_size=4), st.none(), st.floats(), st.booleans(), st.binary(max_size=3),
    st.lists(st.text(max_size=2), max_size=3), st.tuples(st.text(max_size=2)))


@given(st.one_of(anything, st.sampled_from(DECK)))
def test_card_constructors_on_anything(text):
    # strings, lists and tuples of any length (a list shorter than two once read out of bounds)
    for card in (refused_or(eval7.Card, text), refused_or(phevaluator.Card, text)):
        name = None if card is None else refused_or(str, card)   # a phevaluator id off the deck
        assert name is None or name in DECK
    card_int = refused_or(treys.Card.new, text)
    if card_int is not None:
        assert treys.Card.int_to_str(card_int) == text[0] + text[1]


@given(st.integers())
def test_treys_helpers_on_any_int(number):
    card = refused_or(treys.Card.int_to_str, number)
    assert card is None or treys.Card.new(card) == number
    assert (refused_or(treys.Card.int_to_pretty_str, number) is None) == (card is None)
    assert (refused_or(deuces.Card.int_to_pretty_str, number) is None) == (card is None)
    evaluator = treys.Evaluator()
    rank_class = refused_or(evaluator.get_rank_class, number)
    assert (rank_class is None) == (number > 7462)
    assert (refused_or(evaluator.class_to_string, number) is None) == (not 0 <= number <= 9)
    assert (refused_or(treys.Deck(seed=1).draw, number) is None) == (number > 52)


@given(st.one_of(st.integers(), st.floats(), st.text(max_size=2), st.none()))
def test_eval7_handtype_and_masks_on_anything(value):
    valid = isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1 << 32
    assert (refused_or(eval7.handtype, value) is None) == (not valid and not isinstance(value, bool))
    card = eval7.Card("2c")
    try:
        card.mask = value
    except (ValueError, TypeError) as error:
        assert str(error) and card.mask == 1
    else:
        assert card.mask == value and 0 <= value < 1 << 64
        assert refused_or(str, card) is None or value < 1 << 52


@given(st.lists(anything, max_size=8))
def test_eval7_evaluate_on_lists_of_anything(items):
    assert refused_or(eval7.evaluate, items) is None or all(hasattr(i, "mask") for i in items)
