import itertools
import random

import pytest

import reference


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
