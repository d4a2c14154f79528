"""Hostile input to the compat shims: a value in range, or a ValueError/TypeError with a message.

These need none of the original libraries, so they also run against the wheel and under ASan.
"""
from hypothesis import given
from hypothesis import strategies as st

from compat_support import DECK
from pokerbits.compat import eval7, phevaluator, treys


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
