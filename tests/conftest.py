import itertools
import random
import signal
import sys
import sysconfig

import pytest
from hypothesis import settings

import reference

# no per-example deadline: the machines that run the suite are shared and noisy, and speed is
# measured in benchmarks/, never asserted in a test
settings.register_profile("pokerbits", deadline=None)
settings.load_profile("pokerbits")


@pytest.fixture(scope="session", autouse=True)
def gil_stays_off():
    """On a free-threaded CPython started without the GIL, nothing the run imports turns it on."""
    gil_off = sysconfig.get_config_var("Py_GIL_DISABLED") and not sys._is_gil_enabled()
    yield
    if gil_off:
        assert not sys._is_gil_enabled(), "an import turned the GIL on"


@pytest.fixture(scope="session", autouse=True)
def ctrl_c_raises():
    """Ctrl-C raises KeyboardInterrupt here and in the programs the tests start, even when the
    suite runs as a background job (a shell without job control starts those with SIGINT ignored,
    which Python then leaves ignored, and the Ctrl-C tests would wait forever)."""
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    if ignored:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    if ignored:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


@pytest.fixture(scope="session")
def all_five_card_hands():
    """Every five-card hand as (card-set int, list of (rank, suit)): 2,598,960 of them."""
    deck = [(rank, suit) for suit in range(4) for rank in range(2, 15)]
    bits = [1 << (16 * s + r - 2) for r, s in deck]
    return deck, bits


def random_hands(n_hands: int, n_cards: int, seed: int):
    rng = random.Random(seed)
    deck = [(rank, suit) for suit in range(4) for rank in range(2, 15)]
    for _ in range(n_hands):
        hand = rng.sample(deck, n_cards)
        yield reference.to_mask(hand), hand


@pytest.fixture(scope="session")
def five_card_patterns():
    """Every five-card hand: (masks, pattern codes, index of each pattern's first hand).

    A pattern is the sorted ranks plus whether all five share a suit: nothing else can
    matter in any ranking system with five cards.
    """
    import numpy as np

    combos = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(52), 5)),
                         dtype=np.int64, count=2_598_960 * 5).reshape(-1, 5)
    ranks, suits = combos % 13, combos // 13
    masks = np.bitwise_or.reduce(np.left_shift(np.uint64(1), (16 * suits + ranks).astype(np.uint64)), axis=1)
    ranks = np.sort(ranks, axis=1)
    codes = (ranks * 13 ** np.arange(5)).sum(axis=1) + 13 ** 5 * (suits == suits[:, :1]).all(axis=1)
    _, first = np.unique(codes, return_index=True)
    return masks, codes, first


def assert_dense_order(sorted_keys, values_in_key_order, top):
    """Values follow the keys: equal iff keys equal, strictly increasing otherwise, and 1..top."""
    assert values_in_key_order[0] == 1
    for (k0, v0), (k1, v1) in zip(zip(sorted_keys, values_in_key_order),
                                  zip(sorted_keys[1:], values_in_key_order[1:])):
        if k0 == k1:
            assert v0 == v1, (k0, v0, v1)
        else:
            assert v1 == v0 + 1, (k0, k1, v0, v1)
    assert values_in_key_order[-1] == top


def assert_same_order(values, keys):
    """Equal values have equal keys and higher values have bigger keys (hence the converse)."""
    by_value: dict = {}
    for value, key in zip(values, keys):
        assert by_value.setdefault(value, key) == key, (value, key, by_value[value])
    ordered = sorted(by_value)
    for v0, v1 in zip(ordered, ordered[1:]):
        assert by_value[v0] < by_value[v1], (v0, v1, by_value[v0], by_value[v1])
    return by_value


def values_per_pattern(five_card_patterns, evaluate):
    """Evaluate every five-card hand; check that hands of one pattern share a value; return
    (all values, each pattern's value, each pattern's first hand as reference cards)."""
    import numpy as np

    masks, codes, first = five_card_patterns
    values = np.fromiter((evaluate(int(m)) for m in masks), dtype=np.int64, count=len(masks))
    per_pattern = values[first]
    _, inverse = np.unique(codes, return_inverse=True)
    assert np.array_equal(values, per_pattern[inverse.ravel()])
    return values, per_pattern, [reference.from_mask(int(masks[i])) for i in first]


def refused_or(call, *args, **kwargs):
    """call(*args, **kwargs), or None when it refuses with a ValueError/TypeError that says why."""
    try:
        return call(*args, **kwargs)
    except (ValueError, TypeError) as error:
        assert str(error)
        return None
