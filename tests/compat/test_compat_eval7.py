"""pokerbits.compat.eval7 returns exactly what eval7 returns, value encoding included."""
import itertools
import math
import random

import pytest

from compat_support import DECK, assert_same, every_five_card_hand, import_peer, random_deals
from pokerbits.compat import eval7 as shim

eval7 = import_peer("eval7")


THEIRS = {card: eval7.Card(card) for card in DECK}
OURS = {card: shim.Card(card) for card in DECK}
SIDES = (lambda deal: eval7.evaluate([THEIRS[card] for card in deal]),
         lambda deal: shim.evaluate([OURS[card] for card in deal]))


@pytest.mark.slow
def test_every_five_card_hand():
    assert_same(every_five_card_hand(), *SIDES, 2_598_960)


@pytest.mark.slow
@pytest.mark.parametrize("n_cards", [6, 7])
def test_more_random_hands(n_cards):
    """The million-hand runs of the shared high values are phevaluator's; this checks the encoding."""
    assert_same(random_deals(200_000, n_cards, seed=2000 + n_cards), *SIDES, 200_000)


@pytest.mark.slow
def test_every_hand_of_fewer_than_five_cards():
    """eval7 values 0 to 4 cards too (kickers missing); so does the shim."""
    for n_cards in range(5):
        assert_same(itertools.combinations(DECK, n_cards), *SIDES, math.comb(52, n_cards))


@pytest.mark.parametrize("n_cards,n_deals", [(0, 1), (1, 52), (2, 3000), (3, 3000), (4, 5000), (5, 20000),
                                             (6, 20000), (7, 20000), (8, 5000), (9, 5000)])
def test_random_hands(n_cards, n_deals):
    assert_same(random_deals(n_deals, n_cards, seed=n_cards), *SIDES, n_deals)


def test_two_flushes_take_the_best_one():
    """With ten or more cards eval7 may stop at the first flush suit it finds; the shim does not."""
    hand = [shim.Card(card) for card in ("Kd", "Qd", "8d", "4d", "2d", "As", "Ks", "Qs", "Js", "9s")]
    assert hex(shim.evaluate(hand)) == "0x50cba97"   # the spade flush A-K-Q-J-9


def test_cards_on_every_card():
    for text in DECK:
        ours, theirs = shim.Card(text), eval7.Card(text)
        assert (ours.mask, ours.rank, ours.suit, str(ours), repr(ours), hash(ours)) == (
            theirs.mask, theirs.rank, theirs.suit, str(theirs), repr(theirs), hash(theirs))
    assert shim.ranks == eval7.ranks and shim.suits == eval7.suits


def test_card_comparisons_match_eval7_on_every_pair():
    ops = [lambda a, b: a < b, lambda a, b: a <= b, lambda a, b: a == b, lambda a, b: a != b,
           lambda a, b: a > b, lambda a, b: a >= b]
    ours = [shim.Card(text) for text in DECK]
    theirs = [eval7.Card(text) for text in DECK]
    for i, j in itertools.product(range(52), repeat=2):
        assert [op(ours[i], ours[j]) for op in ops] == [op(theirs[i], theirs[j]) for op in ops], (DECK[i], DECK[j])
    rng = random.Random(1)
    order = rng.sample(range(52), 52)
    assert [str(card) for card in sorted(ours[i] for i in order)] == [str(card) for card in sorted(theirs[i] for i in order)]
    for other in ("As", 3, None):
        assert (ours[0] == other, ours[0] != other) == (theirs[0] == other, theirs[0] != other) == (False, True)
        with pytest.raises(TypeError, match="Cannot compare"):
            ours[0] < other


def test_a_changed_mask_reads_like_eval7():
    for mask in (0, 1 << 51, 3, 6):
        ours, theirs = shim.Card("As"), eval7.Card("As")
        ours.mask = theirs.mask = mask
        assert (ours.rank, ours.suit, str(ours)) == (theirs.rank, theirs.suit, str(theirs))


def test_handtype_of_every_type():
    for value in [0, 1, (1 << 24) - 1, 0xFFFFFFFF] + [(t << 24) | 0xC0000 for t in range(10)]:
        assert shim.handtype(value) == eval7.handtype(value)
    for bad, error in ((-1, OverflowError), (1 << 32, OverflowError), ("1", TypeError)):
        with pytest.raises(error):
            eval7.handtype(bad)
        with pytest.raises(error):
            shim.handtype(bad)


def test_deck_deals_like_eval7():
    assert repr(shim.Deck()) == repr(eval7.Deck())
    for seed in range(10):
        decks = []
        for module in (eval7, shim):
            random.seed(seed)
            deck = module.Deck()
            deck.shuffle()
            decks.append((deck.sample(3), deck.peek(2), deck.deal(5), len(deck), str(deck[0]), repr(deck)))
        assert repr(decks[0]) == repr(decks[1])
    for n in (53, 100):
        with pytest.raises(ValueError, match="Insufficient cards"):
            shim.Deck().deal(n)


def test_original_eval7_cards_are_accepted():
    for deal in random_deals(500, 7, seed=3):
        theirs = [eval7.Card(card) for card in deal]
        assert shim.evaluate(theirs) == eval7.evaluate(theirs)


def test_bad_input():
    for bad, error in (("A", IndexError), ("", IndexError), ("Xs", ValueError), ("as", ValueError),
                       ("Ax", ValueError), ("10s", ValueError)):
        with pytest.raises(error):
            eval7.Card(bad)
        with pytest.raises(error):
            shim.Card(bad)
    cards = [shim.Card(card) for card in ("As", "Kd", "Qh", "Jc", "9s")]
    with pytest.raises(ValueError, match="duplicate card"):
        shim.evaluate(cards + [shim.Card("As")])
    with pytest.raises(AttributeError):
        shim.evaluate(cards[:4] + ["2c"])
    with pytest.raises(TypeError):
        shim.evaluate(iter(cards))
    bent = shim.Card("2c")
    bent.mask = 1 << 52
    with pytest.raises(ValueError, match="outside eval7's 52 cards"):
        shim.evaluate(cards + [bent])
