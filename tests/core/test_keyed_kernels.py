"""The one-lookup batch kernels against the per-call kernels they stand in for.

The batch loops of high, ace_five, ace_five_8, deuce_seven, short_deck and short_deck_triton
read one slot of a rank-key table (eight-or-better ace_five's, less an offset); the Omaha
kernels one cell of a pair-by-triple table (high) or of a table of rank masks (eight-or-better).
The per-call evaluators still compute from the rank layers, so each table is checked against
that independent path: every five-card hand, random six- and seven-card hands, random deals.
(These run on the batch path this machine picks; tests/core/test_wide_paths.py holds every path
to the scalar one.)
"""
import itertools
import random

import numpy as np
import pytest

import pokerbits
from pokerbits import systems

BITS = np.array([1 << (16 * (card // 13) + card % 13) for card in range(52)], dtype=np.uint64)
KEYED = ["high", "ace_five", "ace_five_8", "deuce_seven", "short_deck", "short_deck_triton"]


def test_the_keyed_systems_are_the_wide_paths():
    from pokerbits._core.kernels import batch
    assert batch.WIDE_SYSTEMS == tuple(KEYED)
SIX_UP = 4   # the rank of the six, the lowest of the short deck


def deck_of(system):
    """The card indexes (13 * suit + rank) of a system's deck."""
    return [card for card in range(52) if int(BITS[card]) & systems.get(system).deck]


def every_five_card_hand(deck):
    index = np.array(list(itertools.combinations(deck, 5)), dtype=np.int8)
    return BITS[index].sum(axis=1, dtype=np.uint64)


@pytest.mark.parametrize("system", KEYED)
def test_every_five_card_hand(system):
    hands = every_five_card_hand(deck_of(system))
    assert len(hands) == (2_598_960 if len(deck_of(system)) == 52 else 376_992)
    per_call = getattr(pokerbits, system)
    values = pokerbits.evaluate_many(system, hands)
    assert values.tolist() == list(map(per_call, hands.tolist()))


def random_hands(n_hands, n_cards, seed, deck=range(52)):
    rng = random.Random(seed)
    return np.array([sum(int(BITS[card]) for card in rng.sample(deck, n_cards)) for _ in range(n_hands)],
                    dtype=np.uint64)


def two_suits(deck):
    return [card for card in deck if card < 26]   # flushes in most hands


@pytest.mark.parametrize("system", KEYED)
@pytest.mark.parametrize("n_cards", [6, 7])
@pytest.mark.parametrize("deck", ["full deck", "two suits"])
def test_random_six_and_seven_card_hands(system, n_cards, deck):
    cards = deck_of(system) if deck == "full deck" else two_suits(deck_of(system))
    hands = random_hands(20_000, n_cards, seed=n_cards, deck=cards)
    per_call = getattr(pokerbits, system)
    assert pokerbits.evaluate_many(system, hands).tolist() == list(map(per_call, hands.tolist()))


def best_two_plus_three(five_cards, hole, board):
    """The best value of `five_cards` (a per-call kernel) over every two hole and three board cards."""
    hole_bits = [1 << b for b in range(64) if hole >> b & 1]
    board_bits = [1 << b for b in range(64) if board >> b & 1]
    return max(five_cards(sum(two) + sum(three))
               for two in itertools.combinations(hole_bits, 2) for three in itertools.combinations(board_bits, 3))


def random_deals(n_deals, n_hole, n_board, seed, deck):
    rng = random.Random(seed)
    holes, boards = [], []
    for _ in range(n_deals):
        cards = [int(BITS[card]) for card in rng.sample(deck, n_hole + n_board)]
        holes.append(sum(cards[:n_hole]))
        boards.append(sum(cards[n_hole:]))
    return holes, boards


LOW_CARDS = [card for card in range(52) if card % 13 in (0, 1, 2, 3, 4, 5, 6, 12, 11)]   # A..8 and kings
DECKS = {"full deck": list(range(52)), "two suits": two_suits(range(52)), "low cards": LOW_CARDS}


@pytest.mark.parametrize("system,five_cards", [("high", pokerbits.high), ("ace_five_8", pokerbits.ace_five_8)])
@pytest.mark.parametrize("n_hole", [4, 5, 6])
@pytest.mark.parametrize("n_board", [3, 4, 5])
@pytest.mark.parametrize("deck", DECKS)
def test_omaha_deals(system, five_cards, n_hole, n_board, deck):
    holes, boards = random_deals(400, n_hole, n_board, seed=10 * n_hole + n_board, deck=DECKS[deck])
    values = pokerbits.omaha_many(system, np.array(holes, dtype=np.uint64), np.array(boards, dtype=np.uint64))
    assert values.tolist() == [best_two_plus_three(five_cards, h, b) for h, b in zip(holes, boards)]


def rank_multisets(most, lowest=0):
    """Every multiset of at most `most` ranks from `lowest` up (at most four of each) as a card
    set: the n-th card of a rank in suit n."""
    for size in range(most + 1):
        for ranks in itertools.combinations_with_replacement(range(lowest, 13), size):
            counts = {rank: ranks.count(rank) for rank in ranks}
            if max(counts.values(), default=0) <= 4:
                yield size, sum(1 << (16 * suit + rank) for rank, n in counts.items() for suit in range(n))


@pytest.mark.parametrize("system", KEYED)
def test_every_rank_multiset_of_fewer_than_five_cards_is_refused(system):
    """The batch loop tells these hands by the value in their rank key's slot, not by their card
    count: each of the 2,380 multisets of 0 to 4 ranks must be refused, wherever it stands."""
    lowest = SIX_UP if systems.get(system).deck != systems.FULL_DECK else 0
    small = list(rank_multisets(4, lowest))
    assert len(small) == (2380 if lowest == 0 else 715)
    sevens = random_hands(50, 7, seed=11, deck=deck_of(system))
    for position, (size, hand) in enumerate(small):
        hands = sevens.copy()
        hands[position % 50] = hand
        with pytest.raises(ValueError, match=rf"card_sets\[{position % 50}\]: .* needs 5 to \d+ cards, got {size}"):
            pokerbits.evaluate_many(system, hands)


@pytest.mark.parametrize("system", [name for name in KEYED if systems.get(name).max_cards == 7])
def test_seven_card_batches_refuse_eight_cards(system):
    hands = random_hands(10, 7, seed=12, deck=deck_of(system))
    hands[4] = random_hands(1, 8, seed=13, deck=deck_of(system))[0]
    with pytest.raises(ValueError, match=r"card_sets\[4\]: .* needs 5 to 7 cards, got 8"):
        pokerbits.evaluate_many(system, hands)
