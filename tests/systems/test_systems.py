"""What every ranking system promises: suits never break a tie, values stay in range whatever
the cards, categories tile the values, census counts every hand."""
import importlib.machinery
import itertools
import random
from math import comb

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pokerbits
from pokerbits import systems
from pokerbits._core.kernels import batch as _batch
NAMES = ["high", "ace_five", "ace_five_8", "deuce_seven", "badugi", "badugi_ace_high", "short_deck",
         "short_deck_triton"]


def test_every_system_is_registered_and_has_a_kernel():
    assert systems.names() == sorted(NAMES)
    assert sorted(_batch.KERNEL_IDS) == sorted(NAMES)


def test_a_system_record_holds_its_arguments_and_is_read_only():
    made = systems.System(name="x", evaluate=len, max_value=3, min_cards=1, max_cards=2, category_enum=int,
                          category_starts=(1,), describe_value=str, hand_words="an x hand")
    assert [getattr(made, field) for field in systems.System.__slots__] == [
        "x", len, 3, 1, 2, int, (1,), str, "an x hand", 5, (), None, None, pokerbits.cards(pokerbits.deck())]
    assert not hasattr(made, "__dict__")
    with pytest.raises(AttributeError, match="read-only"):
        made.max_value = 4


def test_compiled_kernels_are_in_use():
    from pokerbits._core.kernels import ace_five as _ace_five
    from pokerbits._core.kernels import badugi as _badugi
    from pokerbits._core.kernels import deuce_seven as _deuce_seven
    for module in (_ace_five, _deuce_seven, _badugi):
        assert module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def relabel(mask, perm):
    """The same cards with suit s renamed perm[s]."""
    return sum(((mask >> (16 * s)) & 0x1FFF) << (16 * perm[s]) for s in range(4))


@pytest.mark.parametrize("name", NAMES)
def test_suits_never_break_a_tie(name):
    """Renaming the suits of a hand (so tied hands of different suits) never changes its value."""
    spec = systems.get(name)
    rng = random.Random(name)
    perms = list(itertools.permutations(range(4)))
    for n_cards in range(spec.min_cards, 8):
        for _ in range(300):
            mask = pokerbits.cards(rng.sample(pokerbits.card_strings(spec.deck), n_cards))
            value = spec.evaluate(mask)
            assert {spec.evaluate(relabel(mask, perm)) for perm in perms} == {value}


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("n_cards", [1, 2, 3, 4])
def test_kernel_values_stay_in_range_for_short_hands(name, n_cards):
    """The compiled loops index a table by value: fewer cards than a hand needs still give a
    value in 0..max (the counts would not add up otherwise)."""
    counts = _batch.value_counts(_batch.KERNEL_IDS[name], n_cards)
    assert len(counts) == systems.get(name).max_value + 1
    assert sum(counts) == comb(bin(systems.get(name).deck).count("1"), n_cards)


@pytest.mark.parametrize("name", NAMES)
def test_categories_tile_the_values(name):
    spec = systems.get(name)
    starts = list(spec.category_starts)
    assert len(starts) == len(spec.category_enum)
    assert starts == sorted(set(starts)) and starts[0] in (0, 1) and starts[-1] <= spec.max_value
    assert [spec.category(s) for s in starts] == list(spec.category_enum)
    assert spec.category(spec.max_value) == max(spec.category_enum)


@pytest.mark.parametrize("name,low", [("high", 5), ("ace_five", 5), ("ace_five_8", 5),
                                      ("deuce_seven", 5), ("badugi", 4), ("badugi_ace_high", 4),
                                      ("short_deck", 5), ("short_deck_triton", 5)])
def test_census_card_range(name, low):
    with pytest.raises(ValueError, match=f"covers {low} to 7 cards"):
        pokerbits.census(name, low - 1)
    with pytest.raises(ValueError, match=f"covers {low} to 7 cards"):
        pokerbits.census(name, 8)


CARD_BITS = [16 * suit + rank for suit in range(4) for rank in range(13)]
card_sets = st.lists(st.sampled_from(CARD_BITS), min_size=0, max_size=12, unique=True).map(
    lambda bits: sum(1 << b for b in bits))


@pytest.mark.parametrize("name", ["ace_five", "ace_five_8", "deuce_seven", "badugi", "badugi_ace_high",
                                  "short_deck", "short_deck_triton"])
@settings(suppress_health_check=[HealthCheck.too_slow], max_examples=200)
@given(number=st.one_of(st.integers(), card_sets))
def test_low_systems_on_any_int(name, number):
    """A ValueError, or a value in range that the best cards reproduce."""
    spec = systems.get(name)
    valid = 0 <= number < 2 ** 64 and number & ~spec.deck == 0
    if not (valid and spec.min_cards <= bin(number).count("1") <= spec.max_cards):
        with pytest.raises(ValueError):
            spec.evaluate(number)
        return
    value = spec.evaluate(number)
    assert spec.category_starts[0] <= value <= spec.max_value
    assert pokerbits.describe(name, value)
    best = pokerbits.best_five(name, number)
    if name.startswith("badugi"):
        assert len(best) == spec.category(value).value
    elif value:
        assert spec.evaluate(best) == value
