"""pokerbits.compat.pokerkit: pokerkit's hand classes give pokerkit's own answers, accelerated.

Each test computes pokerkit's answers with its own code first, then the same with accelerate(),
and compares everything a Hand shows: class, cards (in order), entry index and label, text, and
the exception (class and message) when there is none.
"""
import itertools
import math
import random
import re
import warnings

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import Card  # noqa: E402

from compat_support import DECK, every_five_card_hand, random_deals  # noqa: E402
from pokerbits._core.kernels.batch import KERNEL_IDS  # noqa: E402
from pokerbits.compat import pokerkit as shim  # noqa: E402

CARDS = {text: Card.clean(text)[0] for text in DECK}
FIVE_CARD = [pokerkit.StandardHighHand, pokerkit.StandardLowHand, pokerkit.RegularLowHand,
             pokerkit.EightOrBetterLowHand, pokerkit.ShortDeckHoldemHand]
OMAHA = [pokerkit.OmahaHoldemHand, pokerkit.OmahaEightOrBetterLowHand]
BADUGI = [pokerkit.BadugiHand, pokerkit.StandardBadugiHand]
SHORT_DECK = [rank + suit for rank in "6789TJQKA" for suit in "cdhs"]
# pokerkit's entries per class, from the rules: 7462 high (and 2-7) hands, C(13, 5) + 4888 ace-to-five
# lows (no straights, no flushes), C(8, 5) eight-or-better lows; short deck: nine ranks, so C(9, 5)
# high cards and flushes less the 6 straights (A-6-7-8-9 among them) each, 6 straights and 6
# straight flushes, 9 * C(8, 3) one pair, C(9, 2) * 7 two pair, 9 * C(8, 2) trips, 9 * 8 full houses
# and quads
ENTRIES = {pokerkit.StandardHighHand: 7462, pokerkit.StandardLowHand: 7462, pokerkit.RegularLowHand: 1287 + 4888,
           pokerkit.EightOrBetterLowHand: 56, pokerkit.OmahaHoldemHand: 7462, pokerkit.OmahaEightOrBetterLowHand: 56,
           pokerkit.ShortDeckHoldemHand: 2 * (126 - 6) + 6 + 6 + 9 * 56 + 36 * 7 + 9 * 28 + 72 + 72}
UNTOUCHED = [pokerkit.GreekHoldemHand, pokerkit.KuhnPokerHand, pokerkit.LeducHoldemHand,
             pokerkit.RhodeIslandHoldemHand, pokerkit.Numeral211HoldemHand]


@pytest.fixture(autouse=True)
def pokerkit_as_it_was():
    shim.restore()
    yield
    shim.restore()


def shown(make, *args):
    """Everything the result of make(*args) shows, or its exception."""
    try:
        hand = make(*args)
    except Exception as error:   # noqa: BLE001 - the exception is what is compared
        return type(error), str(error)
    if hand is None:
        return None
    return type(hand), hand.cards, hand.entry.index, hand.entry.label, repr(hand), str(hand), hash(hand)


def answers(make, deals):
    return [shown(make, *deal) for deal in deals]


def assert_accelerated_same(make, deals):
    """make(*deal) for every deal, by pokerkit's code and accelerated: the same answers."""
    deals = list(deals)
    theirs = answers(make, deals)
    with shim.accelerated():
        ours = answers(make, deals)
    differ = [(deal, a, b) for deal, a, b in zip(deals, theirs, ours) if a != b]
    assert differ[:3] == []
    return theirs


def short_deck_deals(n_deals, n_cards, seed):
    rng = random.Random(seed)
    return [rng.sample(SHORT_DECK, n_cards) for _ in range(n_deals)]


def hole_board(deals, n_hole):
    return [(tuple(CARDS[c] for c in deal[:n_hole]), tuple(CARDS[c] for c in deal[n_hole:])) for deal in deals]


def lookup_keys(n_patterns, seed):
    """Every way pokerkit keys five cards (their ranks, one suit or not), in `n_patterns` random
    suit patterns each, and all one suit where the ranks differ."""
    rng = random.Random(seed)
    for ranks in itertools.combinations_with_replacement("23456789TJQKA", 5):
        if max(map(ranks.count, ranks)) > 4:
            continue
        for _ in range(n_patterns):
            suits = {rank: rng.sample("cdhs", 4) for rank in ranks}
            yield tuple(CARDS[rank + suits[rank].pop()] for rank in ranks),
        if len(set(ranks)) == 5:
            suit = rng.choice("cdhs")
            yield tuple(CARDS[rank + suit] for rank in ranks),


@pytest.mark.parametrize("cls", FIVE_CARD + OMAHA)
def test_every_five_card_key(cls):
    """Constructing a Hand and from_game on every five-card lookup key (all of pokerkit's
    possible entries), in two random suit patterns."""
    answers_made = assert_accelerated_same(cls, lookup_keys(2, seed=5))
    assert len({a[2] for a in answers_made if a[0] is cls}) == ENTRIES[cls]   # every entry made, by counts
    if cls not in OMAHA:
        assert_accelerated_same(cls.from_game, lookup_keys(1, seed=6))


@pytest.mark.parametrize("cls", FIVE_CARD + BADUGI)
@pytest.mark.parametrize("n_cards,n_deals", [(0, 1), (1, 52), (3, 200), (4, 1000), (5, 1000), (6, 500), (7, 500),
                                             (8, 150), (9, 80)])
def test_from_game_random_deals(cls, n_cards, n_deals):
    for n_hole in sorted({0, min(2, n_cards), n_cards}):
        deals = hole_board(random_deals(n_deals, n_cards, seed=100 * n_cards + n_hole), n_hole)
        assert_accelerated_same(cls.from_game, deals)
        assert_accelerated_same(cls.from_game_or_none, deals[:100])


@pytest.mark.parametrize("n_cards,n_deals", [(5, 2000), (6, 1000), (7, 1000), (8, 300), (9, 150)])
def test_short_deck_from_game_on_its_deck(n_cards, n_deals):
    """Deals of the 36 cards (the 52 rarely give a short-deck hand of six or seven cards)."""
    cls = pokerkit.ShortDeckHoldemHand
    for n_hole in (0, 2):
        deals = hole_board(short_deck_deals(n_deals, n_cards, seed=10 * n_cards + n_hole), n_hole)
        answers_made = assert_accelerated_same(cls.from_game, deals)
        assert sum(a[0] is cls for a in answers_made) == len(deals)


@pytest.mark.parametrize("cls", OMAHA)
@pytest.mark.parametrize("n_hole", [2, 4, 5, 6])
@pytest.mark.parametrize("n_board,n_deals", [(0, 10), (2, 50), (3, 200), (4, 150), (5, 150)])
def test_omaha_random_deals(cls, n_hole, n_board, n_deals):
    deals = hole_board(random_deals(n_deals, n_hole + n_board, seed=10 * n_hole + n_board), n_hole)
    assert_accelerated_same(cls.from_game, deals)


@pytest.mark.parametrize("cls", BADUGI)
@pytest.mark.parametrize("n_cards", [1, 2, 3, 4])
def test_every_badugi_hand_construction(cls, n_cards):
    deals = [(tuple(CARDS[c] for c in deal),) for deal in itertools.combinations(DECK, n_cards)]
    if n_cards == 4:
        deals = deals[::7]
    answers_made = assert_accelerated_same(cls, deals)
    if n_cards < 4:   # every entry: C(13, k) rank sets of k cards (of four cards, every seventh hand only)
        assert len({a[2] for a in answers_made if a[0] is cls}) == math.comb(13, n_cards)


def test_standard_badugi_is_ace_high():
    """pokerkit's StandardBadugiHand (deuce-to-seven Badugi) puts the ace above the king: 2-3-4-5
    is the best four, and any four beat A-K-Q."""
    with shim.accelerated():
        best = pokerkit.StandardBadugiHand("2c3d4h5s")
        assert best > pokerkit.StandardBadugiHand("2c3d4h6s") > pokerkit.StandardBadugiHand("AcKdQh")
        assert pokerkit.StandardBadugiHand("Ac2d3h4s") < pokerkit.StandardBadugiHand("Kc2d3h4s")
        assert pokerkit.BadugiHand("Ac2d3h4s") > pokerkit.BadugiHand("Kc2d3h4s")


@pytest.mark.parametrize("cls", FIVE_CARD + OMAHA + BADUGI)
def test_text_and_odd_input(cls):
    """Strings, generators, unknown cards, a card twice, too many cards, no cards, not cards:
    pokerkit's answer or pokerkit's exception."""
    many = tuple(CARDS[c] for c in DECK[::3])   # 18 cards: more than the compiled search takes
    deals = [("AsKs", "QsJsTs2c3d"), ("AhAs", "AhKdQc2s3h"), ("AsAs", "KdQcJh9s"), ("??As", "KdQcJh9s2c"),
             ("As", ""), ("", ""), (many[:4], many[4:]), ((CARDS["As"], "Kd"), ()), (None, ()), ("Zz", ""),
             (iter(many[:2]), iter(many[2:7]))]
    for hole, board in deals:
        if isinstance(hole, type(iter(()))):
            continue
        assert_accelerated_same(cls.from_game, [(hole, board)])
    for cards in ("AsKsQsJsTs", "Ac2d3h4s", "AhAh2c3d4s", "2c3d4h5s7c8d", "", "??2c3d4h5s", None, "As2d4h6s8c"):
        assert_accelerated_same(cls, [(cards,)])
    for make, args in ((cls.from_game, (many[:2], many[2:7])), (cls, (many[:5],)), (cls, (many[5:9],))):
        theirs = without_addresses(shown(make, *map(iter, args)))
        with shim.accelerated():
            assert without_addresses(shown(make, *map(iter, args))) == theirs


def without_addresses(answer):
    return tuple(re.sub(r" at 0x[0-9a-f]+", "", item) if isinstance(item, str) else item for item in answer)


def test_untouched_classes_run_pokerkits_code():
    deals = hole_board(random_deals(200, 7, seed=7), 2)
    for cls in UNTOUCHED:
        if cls in (pokerkit.KuhnPokerHand, pokerkit.Numeral211HoldemHand):
            continue
        theirs = answers(cls.from_game_or_none, deals)
        with shim.accelerated():
            assert answers(cls.from_game_or_none, deals) == theirs
            assert all(a is None or a[0] is cls for a in theirs)


def test_restore_puts_back_every_attribute():
    classes = list(shim.ACCELERATED) + UNTOUCHED + [pokerkit.Hand, pokerkit.CombinationHand]
    before = {cls: dict(vars(cls)) for cls in classes}
    shim.accelerate()
    shim.accelerate()   # twice: no effect
    assert shim.is_accelerated()
    assert pokerkit.StandardHighHand.from_game("AsKs", "QsJsTs").entry.label == "Straight flush"
    shim.restore()
    assert not shim.is_accelerated()
    assert {cls: dict(vars(cls)) for cls in classes} == before
    with shim.accelerated():
        with shim.accelerated():
            pass
        assert shim.is_accelerated()   # the inner block leaves it as it found it
    assert not shim.is_accelerated()


def test_a_hand_made_before_keeps_working():
    before = pokerkit.StandardHighHand.from_game("AsKs", "QsJsTs")
    with shim.accelerated():
        after = pokerkit.StandardHighHand.from_game("AsKs", "QsJsTs")
        assert before == after and hash(before) == hash(after) and before.entry is after.entry
        assert pokerkit.StandardHighHand("2c3d4h5s7c") < after
    assert after.entry is before.entry


def play(game, n_players, seed):
    """A pokerkit game played by random legal actions to the end: the stacks and the operations."""
    random.seed(seed)
    rng = random.Random(seed)
    automations = tuple(a for a in pokerkit.Automation if a not in (pokerkit.Automation.RUNOUT_COUNT_SELECTION,))
    state = game(automations, n_players)
    while state.status:
        if state.can_stand_pat_or_discard():
            state.stand_pat_or_discard(rng.sample(state.hole_cards[state.stand_patter_or_discarder_index],
                                                  rng.randint(0, 2)))
        elif state.can_post_bring_in():
            state.post_bring_in()
        elif rng.random() < 0.15 and state.can_fold():
            state.fold()
        elif rng.random() < 0.3 and state.can_complete_bet_or_raise_to():
            state.complete_bet_or_raise_to()
        else:
            state.check_or_call()
    return tuple(state.stacks), [repr(op) for op in state.operations]   # the cards shown, the chips pushed


GAMES = {
    "holdem": lambda a, n: pokerkit.NoLimitTexasHoldem.create_state(a, True, 0, (1, 2), 2, (200,) * n, n),
    "omaha": lambda a, n: pokerkit.PotLimitOmahaHoldem.create_state(a, True, 0, (1, 2), 2, (200,) * n, n),
    "omaha8": lambda a, n: pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        a, True, 0, (1, 2), 2, 4, (200,) * n, n),
    "razz": lambda a, n: pokerkit.FixedLimitRazz.create_state(a, True, 1, 1, 2, 4, (200,) * n, n),
    "stud8": lambda a, n: pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter.create_state(
        a, True, 1, 1, 2, 4, (200,) * n, n),
    "deuce_seven": lambda a, n: pokerkit.FixedLimitDeuceToSevenLowballTripleDraw.create_state(
        a, True, 0, (1, 2), 2, 4, (200,) * n, n),
    "badugi": lambda a, n: pokerkit.FixedLimitBadugi.create_state(a, True, 0, (1, 2), 2, 4, (200,) * n, n),
    "short_deck": lambda a, n: pokerkit.NoLimitShortDeckHoldem.create_state(a, True, 1, (1, 2), 2, (200,) * n, n),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_whole_games_end_the_same(name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # pokerkit warns when chips burn after odd folds, both ways
        for seed in range(8):
            n_players = 2 + seed % 5
            theirs = play(GAMES[name], n_players, seed)
            with shim.accelerated():
                ours = play(GAMES[name], n_players, seed)
            assert ours == theirs


def test_calculate_equities_the_same():
    ranges = (pokerkit.parse_range("AKs,QQ"), pokerkit.parse_range("JTs,22"), pokerkit.parse_range("T9s"))
    board = Card.parse("Kh8d2c")
    args = (ranges, tuple(board), 2, 5, pokerkit.Deck.STANDARD, (pokerkit.StandardHighHand,))
    random.seed(3)
    theirs = pokerkit.calculate_equities(*args, sample_count=400)
    with shim.accelerated():
        random.seed(3)
        assert pokerkit.calculate_equities(*args, sample_count=400) == theirs
    assert math.isclose(sum(theirs), 1)


@pytest.mark.slow
@pytest.mark.parametrize("cls", FIVE_CARD)
def test_every_seventh_five_card_hand(cls):
    # all 2,598,960 hands take pokerkit's own code many minutes per class; every seventh of the
    # enumeration (371,280 hands) reaches every shape in every suit pattern
    hands = [hand for i, hand in enumerate(every_five_card_hand()) if i % 7 == 0]
    assert_accelerated_same(cls, [(tuple(CARDS[c] for c in hand),) for hand in hands])


@pytest.mark.slow
@pytest.mark.parametrize("cls", FIVE_CARD + BADUGI)
@pytest.mark.parametrize("n_cards", [6, 7, 8])
def test_from_game_many_random_deals(cls, n_cards):
    assert_accelerated_same(cls.from_game, hole_board(random_deals(20_000, n_cards, seed=n_cards), 2))


@pytest.mark.slow
@pytest.mark.parametrize("cls", OMAHA)
@pytest.mark.parametrize("n_hole", [4, 5, 6])
def test_omaha_many_random_deals(cls, n_hole):
    assert_accelerated_same(cls.from_game, hole_board(random_deals(5_000, n_hole + 5, seed=n_hole), n_hole))


def test_the_compiled_search_refuses_what_it_does_not_hold():
    """-1 (pokerkit's own code decides) for unknown systems and families, hole counts out of
    range, unknown or repeated cards, objects that are no cards, and too many cards."""
    from pokerbits._core.walks import hand_choice

    ranks, suits = shim._RANKS, shim._SUITS
    seven = tuple(CARDS[c] for c in ("As", "Ks", "Qs", "Js", "Ts", "2c", "3d"))
    assert hand_choice.first_best(seven, 2, hand_choice.ANY_FIVE, 0, ranks, suits)[0] > 0
    for args in [(seven, 2, hand_choice.ANY_FIVE, 99), (seven, 2, hand_choice.ANY_FIVE, -1), (seven, 8, 0, 0),
                 (seven, -1, 0, 0), (seven, 2, 7, 0), (seven + seven[:1], 2, 0, 0), (seven + (None,), 2, 0, 0),
                 (seven + (Card.UNKNOWN,), 2, 0, 0), (tuple(CARDS[c] for c in DECK[:17]), 2, 0, 0),
                 (tuple(CARDS[c] for c in DECK[:33]), 16, hand_choice.TWO_AND_THREE, 0)]:
        assert hand_choice.first_best(*args, ranks, suits) == (-1, ())
    assert hand_choice.first_best(seven[:4], 2, hand_choice.ANY_FIVE, 0, ranks, suits) == (0, ())
    assert hand_choice.exact_value(seven[:5], hand_choice.ANY_FIVE, 99, ranks, suits) == -1
    assert hand_choice.exact_value(tuple(CARDS[c] for c in DECK[:17]), hand_choice.ANY_FIVE, 0, ranks, suits) == -1
    assert hand_choice.exact_value(seven[:4], hand_choice.ANY_FIVE, 0, ranks, suits) == 0
    assert hand_choice.exact_value(seven[:5], hand_choice.BADUGI, KERNEL_IDS["badugi"], ranks, suits) == 0
