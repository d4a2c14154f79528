"""Hands for the compatibility tests: card strings in phevaluator's id order (rank * 4 + suit)."""
import itertools
import random

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def random_deals(n_deals: int, n_cards: int, seed: int):
    """`n_deals` lists of `n_cards` different card strings, reproducibly."""
    rng = random.Random(seed)
    for _ in range(n_deals):
        yield rng.sample(DECK, n_cards)


def every_five_card_hand():
    """All 2,598,960 five-card hands as tuples of card strings, streamed."""
    return itertools.combinations(DECK, 5)


def assert_same(deals, expected, got, count: int) -> None:
    """expected(deal) == got(deal) on every deal, and there were `count` deals."""
    checked, differ = 0, []
    for deal in deals:
        checked += 1
        theirs, ours = expected(deal), got(deal)
        if theirs != ours and len(differ) < 5:
            differ.append((deal, theirs, ours))
    assert differ == []
    assert checked == count
