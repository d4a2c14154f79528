"""pokerbits.compat.treys and .deuces return exactly what treys and deuces return.

The originals are pure Python (about 1 µs per five-card hand, 20 µs per seven-card hand), so
they check every five-card hand and samples of 6 and 7 cards sized to keep the suite fast; the
million-hand 6- and 7-card runs use phevaluator as the oracle (test_compat_phevaluator.py),
whose values these shims share.
"""
import importlib
import random
import sys
import types

import pytest

import pokerbits
from compat_support import DECK, assert_same, every_five_card_hand, import_peer, random_deals

LIBRARIES = ["treys", "deuces"]


def modules(name):
    return import_peer(name), importlib.import_module(f"pokerbits.compat.{name}")


@pytest.fixture(params=LIBRARIES)
def pair(request):
    return modules(request.param)


def evaluators(original, shim, n_hole=2):
    """evaluate(hand, board) of each side as a function of a deal of card strings."""
    ints = {card: original.Card.new(card) for card in DECK}

    def side(evaluator):
        def evaluate(deal):
            cards = [ints[card] for card in deal]
            return evaluator.evaluate(cards[:n_hole], cards[n_hole:])
        return evaluate

    return side(original.Evaluator()), side(shim.Evaluator())


@pytest.mark.slow
@pytest.mark.parametrize("name", LIBRARIES)
def test_every_five_card_hand(name):
    original, shim = modules(name)
    assert_same(every_five_card_hand(), *evaluators(original, shim), 2_598_960)


@pytest.mark.parametrize("n_cards,n_deals", [(5, 20000), (6, 2000), (7, 2000)])
def test_random_hands(pair, n_cards, n_deals):
    original, shim = pair
    assert_same(random_deals(n_deals, n_cards, seed=n_cards), *evaluators(original, shim), n_deals)


@pytest.mark.slow
@pytest.mark.parametrize("n_cards", [6, 7])
def test_more_random_hands(pair, n_cards):
    original, shim = pair
    assert_same(random_deals(30000, n_cards, seed=100 + n_cards), *evaluators(original, shim), 30000)


def test_values_are_pokerbits_values_turned_over(pair):
    original, shim = pair
    for deal in random_deals(2000, 7, seed=11):
        cards = [shim.Card.new(card) for card in deal]
        assert shim.Evaluator().evaluate(cards[:2], cards[2:]) == 7463 - pokerbits.high(deal)


@pytest.mark.parametrize("n_hole,n_deals", [(4, 1500), (5, 300), (6, 150)])
def test_omaha_hands(n_hole, n_deals):
    original, shim = modules("treys")
    ints = {card: original.Card.new(card) for card in DECK}
    theirs, ours = original.PLOEvaluator(), shim.PLOEvaluator()
    for n_board in (3, 4, 5):
        for deal in random_deals(n_deals, n_hole + n_board, seed=n_hole * 10 + n_board):
            cards = [ints[card] for card in deal]
            hand, board = cards[:n_hole], cards[n_hole:]
            assert ours.evaluate(hand, board) == theirs.evaluate(hand, board), deal


def test_card_ints_and_helpers_on_every_card(pair):
    original, shim = pair
    assert [shim.Card.new(card) for card in DECK] == [original.Card.new(card) for card in DECK]
    assert shim.Card.hand_to_binary(DECK) == original.Card.hand_to_binary(DECK)
    for card in DECK:
        number = original.Card.new(card)
        for helper in ("int_to_str", "get_rank_int", "get_suit_int", "get_bitrank_int", "get_prime",
                       "int_to_binary", "int_to_pretty_str"):
            assert getattr(shim.Card, helper)(number) == getattr(original.Card, helper)(number), (helper, card)
    for name in ("STR_RANKS", "INT_RANKS", "PRIMES", "CHAR_RANK_TO_INT_RANK", "CHAR_SUIT_TO_INT_SUIT",
                 "INT_SUIT_TO_CHAR_SUIT", "PRETTY_SUITS"):
        assert getattr(shim.Card, name) == getattr(original.Card, name), name


def test_binary_of_any_32_bit_int():
    original, shim = modules("treys")
    rng = random.Random(3)
    for number in [0, 1, 2**32 - 1] + [rng.getrandbits(32) for _ in range(500)]:
        assert shim.Card.int_to_binary(number) == original.Card.int_to_binary(number)


def test_prime_products(pair):
    original, shim = pair
    for rankbits in range(8192):
        assert shim.Card.prime_product_from_rankbits(rankbits) == original.Card.prime_product_from_rankbits(rankbits)
    for deal in random_deals(500, 7, seed=5):
        cards = [original.Card.new(card) for card in deal]
        assert shim.Card.prime_product_from_hand(cards) == original.Card.prime_product_from_hand(cards)


@pytest.mark.parametrize("colour", [False, True])
def test_pretty_printing(pair, capsys, monkeypatch, colour):
    """Same text with and without termcolor (a stand-in module marks the coloured suits)."""
    original, shim = pair
    if colour:
        fake = types.ModuleType("termcolor")
        fake.colored = lambda text, color: f"<{color}>{text}</{color}>"
        monkeypatch.setitem(sys.modules, "termcolor", fake)
    else:
        monkeypatch.setitem(sys.modules, "termcolor", None)   # import fails
    cards = [original.Card.new(card) for card in DECK]
    outputs = []
    for module in (original, shim):
        module.Card.print_pretty_cards(cards)
        module.Card.print_pretty_cards([])
        for card in cards:
            module.Card.print_pretty_card(card)
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    assert ("<red>" in outputs[1]) == colour


def test_rank_classes(pair):
    original, shim = pair
    theirs, ours = original.Evaluator(), shim.Evaluator()
    for value in [-5, -1, 0, 0.5, 1.5] + list(range(1, 7463)):
        assert ours.get_rank_class(value) == theirs.get_rank_class(value), value
        assert ours.get_five_card_rank_percentage(value) == theirs.get_five_card_rank_percentage(value)
    for rank_class in original.evaluator.LookupTable.RANK_CLASS_TO_STRING:
        assert ours.class_to_string(rank_class) == theirs.class_to_string(rank_class)
    with pytest.raises(Exception, match="Inavlid hand rank"):   # treys' words, raised as a bare Exception
        theirs.get_rank_class(7463)
    with pytest.raises(ValueError, match="Inavlid hand rank"):  # an Exception too, so the same except catches it
        ours.get_rank_class(7463)
    bounds = original.evaluator.LookupTable
    for name in ("MAX_STRAIGHT_FLUSH", "MAX_FOUR_OF_A_KIND", "MAX_FULL_HOUSE", "MAX_FLUSH", "MAX_STRAIGHT",
                 "MAX_THREE_OF_A_KIND", "MAX_TWO_PAIR", "MAX_PAIR", "MAX_HIGH_CARD", "MAX_TO_RANK_CLASS",
                 "RANK_CLASS_TO_STRING"):
        assert getattr(shim.LookupTable, name) == getattr(bounds, name), name


def test_lookup_tables(pair):
    original, shim = pair
    theirs = original.Evaluator().table
    assert shim.Evaluator().table.flush_lookup == theirs.flush_lookup
    assert shim.Evaluator().table.unsuited_lookup == theirs.unsuited_lookup


def test_hand_summary(pair, capsys):
    original, shim = pair
    ints = {card: original.Card.new(card) for card in DECK}
    deals = list(random_deals(40, 11, seed=8))
    deals.append(["2c", "3d", "2h", "3s", "2d", "3c", "As", "Ks", "Qs", "Js", "Ts"])   # the board plays
    for deal in deals:
        cards = [ints[card] for card in deal]
        board, hands = cards[6:], [cards[0:2], cards[2:4], cards[4:6]]
        original.Evaluator().hand_summary(board, hands)
        expected = capsys.readouterr().out
        shim.Evaluator().hand_summary(board, hands)
        assert capsys.readouterr().out == expected
    assert "tied" in expected


def test_treys_deck_draws_the_same_cards():
    original, shim = modules("treys")
    assert shim.Deck.GetFullDeck() == original.Deck.GetFullDeck()
    for seed in range(20):
        theirs, ours = original.Deck(seed=seed), shim.Deck(seed=seed)
        assert ours.draw(5) == theirs.draw(5) and ours.draw() == theirs.draw()
        assert str(ours) == str(theirs)
        theirs.shuffle(), ours.shuffle()
        assert ours.cards == theirs.cards


def test_deuces_deck_draws_the_same_cards():
    original, shim = modules("deuces")
    for seed in range(20):
        random.seed(seed)
        theirs = original.Deck()
        first, rest = theirs.draw(1), theirs.draw(4)
        random.seed(seed)
        ours = shim.Deck()
        assert ours.draw(1) == first and ours.draw(4) == rest
        assert isinstance(first, int) and len(rest) == 4
        assert ours.cards == theirs.cards


def test_bad_input_is_refused():
    original, shim = modules("treys")
    ours = shim.Evaluator()
    aces = [shim.Card.new("As"), shim.Card.new("Ah")]
    board = [shim.Card.new(card) for card in ("2c", "3d", "4h")]
    with pytest.raises(ValueError, match="duplicate card As"):
        ours.evaluate(aces, board + aces[:1])
    for bad in (0, 12345, -1, 1 << 70):
        with pytest.raises(ValueError, match="is not a treys card int"):
            ours.evaluate(aces, board[:2] + [bad])
    with pytest.raises(TypeError):
        ours.evaluate(aces, board[:2] + ["4h"])
    for size in (1, 2, 6):   # 3, 4 or 8 cards in all: treys raises KeyError
        hand = [shim.Card.new(card) for card in DECK[:size]]
        with pytest.raises(KeyError):
            ours.evaluate(aces, hand)
        with pytest.raises(ValueError, match="needs 5 to 7 cards"):
            ours.evaluate(aces, hand)
    for bad in ("as", "Ax", "1s", "Xs"):   # treys raises KeyError
        with pytest.raises(KeyError):
            shim.Card.new(bad)
        with pytest.raises(ValueError, match=f"unknown (rank|suit) '{bad[0] if bad[0] != 'A' else bad[1]}'"):
            shim.Card.new(bad)
    with pytest.raises(ValueError, match="hole cards"):
        shim.PLOEvaluator().evaluate(aces[:1], board)
    with pytest.raises(ValueError, match="duplicate card"):
        shim.PLOEvaluator().evaluate(aces + board[:1], board)
