"""pokerbits.compat.phevaluator returns exactly what phevaluator returns.

phevaluator is compiled, so it is the oracle for the big runs: every five-card hand and a
million random 6- and 7-card hands (slow), and Omaha samples. phevaluator's values are treys'
values, so these runs vouch for the treys shim's values too.
"""
import random

import pytest

import pokerbits
from compat_support import DECK, assert_same, every_five_card_hand, import_peer, random_deals
from pokerbits.compat import phevaluator as shim

phevaluator = import_peer("phevaluator")
IDS = {card: index for index, card in enumerate(DECK)}


def sides(theirs=None, ours=None):
    """Each side's evaluator as a function of a deal of card strings, called with card ids."""
    theirs, ours = theirs or phevaluator.evaluate_cards, ours or shim.evaluate_cards
    return (lambda deal: theirs(*[IDS[card] for card in deal])), (lambda deal: ours(*[IDS[card] for card in deal]))


@pytest.mark.slow
def test_every_five_card_hand():
    assert_same(every_five_card_hand(), *sides(), 2_598_960)


@pytest.mark.slow
@pytest.mark.parametrize("n_cards", [6, 7])
def test_a_million_random_hands(n_cards):
    assert_same(random_deals(1_000_000, n_cards, seed=1000 + n_cards), *sides(), 1_000_000)


@pytest.mark.parametrize("n_cards", [5, 6, 7])
def test_random_hands(n_cards):
    assert_same(random_deals(20000, n_cards, seed=n_cards), *sides(), 20000)


def test_cards_as_strings_ids_and_card_objects_mixed():
    rng = random.Random(4)
    notations = [str, str.upper, IDS.__getitem__, shim.Card]
    for deal in random_deals(3000, 7, seed=9):
        cards = [rng.choice(notations)(card) for card in deal]
        theirs = [card if not isinstance(card, shim.Card) else phevaluator.Card(card.id_) for card in cards]
        assert shim.evaluate_cards(*cards) == phevaluator.evaluate_cards(*theirs), deal
        assert shim.evaluate_cards(*cards) == 7463 - pokerbits.high(deal)


def test_fixed_size_functions():
    for deal in random_deals(300, 7, seed=12):
        ids = [IDS[card] for card in deal]
        assert shim.evaluate_5cards(*ids[:5]) == phevaluator.evaluate_5cards(*ids[:5])
        assert shim.evaluate_6cards(*ids[:6]) == phevaluator.evaluate_6cards(*ids[:6])
        assert shim.evaluate_7cards(*ids) == phevaluator.evaluate_7cards(*ids)


@pytest.mark.parametrize("name", ["evaluate_omaha_cards", "evaluate_plo4_cards"])
def test_omaha_random_hands(name):
    if not hasattr(phevaluator, name):
        pytest.skip(f"this phevaluator has no {name}")
    assert_same(random_deals(20000, 9, seed=99), *sides(getattr(phevaluator, name), getattr(shim, name)), 20000)


@pytest.mark.parametrize("board,hole", [
    ("As Ks Qs Js Ts", "2c 3d 4h 5c"),   # a royal flush on the board does not play
    ("Ac Ad Ah As Kc", "Kd Kh 2c 3c"),   # quads on the board: kings full at best
    ("2s 5s 9s Jh Qd", "As 3d 4c 8h"),   # one spade in the hand: no flush
    ("2s 5s 9s Jh Qd", "As Ks 4c 8h"),   # two spades: a flush
    ("2c 3d 4h Kc Kd", "Ah 5s Ks Qc"),   # wheel against trip kings
    ("7c 7d 7h 2s 3s", "7s Ac Ad Kh"),   # trips on the board and the fourth seven in the hand
    ("Tc Jd Qh 2s 3s", "Ac Kd 9h 8c"),   # two straights to choose from
])
def test_omaha_hand_picked(board, hole):
    cards = (board + " " + hole).split()
    assert shim.evaluate_omaha_cards(*cards) == phevaluator.evaluate_omaha_cards(*cards)


@pytest.mark.slow
def test_omaha_large_sample():
    assert_same(random_deals(300_000, 9, seed=909),
                *sides(phevaluator.evaluate_omaha_cards, shim.evaluate_omaha_cards), 300_000)


@pytest.mark.parametrize("n_hole", [5, 6])
def test_omaha_with_more_hole_cards(n_hole):
    """phevaluator's wheels leave PLO5/PLO6 out; the oracle is its five-card evaluator over 2 + 3."""
    import itertools

    name = f"evaluate_plo{n_hole}_cards"
    for deal in random_deals(1000, 5 + n_hole, seed=n_hole):
        ids = [IDS[card] for card in deal]
        expected = min(phevaluator.evaluate_cards(*hole, *board)
                       for hole in itertools.combinations(ids[5:], 2) for board in itertools.combinations(ids[:5], 3))
        assert getattr(shim, name)(*ids) == expected, deal


def test_card_objects_on_every_card():
    notations = [(index, DECK[index]) for index in range(52)]
    for index, text in notations:
        for other in (index, text, text.upper(), text[0] + text[1].upper()):
            ours, theirs = shim.Card(other), phevaluator.Card(other)
            assert ours.id_ == theirs.id_ == index == shim.Card.to_id(other) == phevaluator.Card.to_id(other)
            assert (ours.describe_rank(), ours.describe_suit(), ours.describe_card()) == (
                theirs.describe_rank(), theirs.describe_suit(), theirs.describe_card())
            assert (str(ours), repr(ours), int(ours), hash(ours)) == (str(theirs), repr(theirs), int(theirs), hash(theirs))
            assert shim.Card(ours).id_ == index
        for probe in (index, index + 1, text, text.upper(), "Xx", 2.5, None):
            assert (shim.Card(index) == probe) == (phevaluator.Card(index) == probe), (index, probe)
            assert (shim.Card(index) != probe) == (phevaluator.Card(index) != probe), (index, probe)
    assert shim.Card(3) == shim.Card("2s") and shim.Card(3) != shim.Card(4)


def test_card_objects_are_immutable_like_phevaluator():
    for card in (shim.Card("Ah"), phevaluator.Card("Ah")):
        for action in (lambda: setattr(card, "id_", 3), lambda: setattr(card, "other", 3),
                       lambda: delattr(card, "id_")):
            with pytest.raises(TypeError, match="Card object does not support"):
                action()
        assert card.id_ == 50


def test_bad_cards_raise_what_phevaluator_raises():
    for bad, error in (("A", ValueError), ("Ahh", ValueError), ("ah", KeyError), ("Ax", KeyError),
                       ("1h", KeyError), (2.0, TypeError), (None, TypeError), (b"Ah", TypeError)):
        with pytest.raises(error):
            phevaluator.Card(bad)
        with pytest.raises(error):
            shim.Card(bad)
        with pytest.raises(error):
            shim.evaluate_cards("2c", "3c", "4c", "5c", bad)
    with pytest.raises(ValueError, match="unknown rank 'a'"):
        shim.Card("ah")


@pytest.mark.parametrize("size", [0, 4, 8, 9])
def test_wrong_number_of_cards(size):
    cards = list(range(size))
    with pytest.raises(ValueError):
        phevaluator.evaluate_cards(*cards)
    with pytest.raises(ValueError, match="between 5 and 7"):
        shim.evaluate_cards(*cards)
    if size != 9:
        with pytest.raises(ValueError, match="must be 9"):
            shim.evaluate_omaha_cards(*cards)


def test_refused_where_phevaluator_answers_anything():
    for cards in ((0, 1, 2, 3, 3), ("2c", 0, 5, 6, 7), (0, 1, 2, 3, 52), (0, 1, 2, 3, -1), (0, 1, 2, 3, 1 << 80)):
        with pytest.raises(ValueError, match="duplicate card|not a phevaluator card id"):
            shim.evaluate_cards(*cards)
    with pytest.raises(ValueError, match="duplicate card"):
        shim.evaluate_omaha_cards(0, 1, 2, 3, 4, 5, 6, 7, 0)
    with pytest.raises(ValueError, match="not a phevaluator card id"):
        shim.evaluate_cards(0, 1, 2, 3, shim.Card(60))


def test_sample_cards_follows_the_random_module():
    for size in (0, 5, 52):
        random.seed(size)
        theirs = phevaluator.sample_cards(size)
        random.seed(size)
        assert shim.sample_cards(size) == theirs
