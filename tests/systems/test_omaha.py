"""Omaha high and eight-or-better low against the naive two-plus-three enumeration of tests/reference.py."""
import itertools
import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pokerbits
import reference
from conftest import assert_same_order
from pokerbits import HighCategory

DECK = [(rank, suit) for suit in range(4) for rank in range(2, 15)]
SIZES = [(hole, board) for hole in (4, 5, 6) for board in (3, 4, 5)]


def random_deals(n_deals, n_hole, n_board, seed, deck=DECK):
    rng = random.Random(seed)
    for _ in range(n_deals):
        cards = rng.sample(deck, n_hole + n_board)
        yield cards[:n_hole], cards[n_hole:]


def suited_deals(n_deals, n_hole, n_board, seed):
    """Deals from a short deck of two suits: flushes, straight flushes and paired boards galore."""
    short = [card for card in DECK if card[1] in (2, 3) or card[0] in (5, 9, 14)]
    return random_deals(n_deals, n_hole, n_board, seed, short)


def low_deals(n_deals, n_hole, n_board, seed):
    """Deals from A..8 and two kings: lows qualify or get counterfeited most of the time."""
    short = [card for card in DECK if card[0] <= 8 or card[0] == 14 or card in ((13, 0), (13, 1))]
    return random_deals(n_deals, n_hole, n_board, seed, short)


def best_two_plus_three(five_cards, hole, board):
    """The best value of `five_cards` over every two of the hole's cards and three of the board's."""
    hole_bits = [1 << b for b in range(64) if hole >> b & 1]
    board_bits = [1 << b for b in range(64) if board >> b & 1]
    return max(five_cards(sum(two) + sum(three))
               for two in itertools.combinations(hole_bits, 2) for three in itertools.combinations(board_bits, 3))


@pytest.mark.parametrize("n_hole,n_board", SIZES)
@pytest.mark.parametrize("deals", [random_deals, suited_deals])
def test_omaha_high_agrees_with_reference(deals, n_hole, n_board):
    n_deals = max(600, 36000 // (math.comb(n_hole, 2) * math.comb(n_board, 3)))
    sample = list(deals(n_deals, n_hole, n_board, seed=10 * n_hole + n_board))
    values = [pokerbits.omaha_high(reference.to_mask(h), reference.to_mask(b)) for h, b in sample]
    assert_same_order(values, [reference.omaha_high(h, b) for h, b in sample])


@pytest.mark.parametrize("n_hole,n_board", SIZES)
@pytest.mark.parametrize("deals", [random_deals, low_deals])
def test_omaha_low_agrees_with_reference(deals, n_hole, n_board):
    n_deals = max(400, 24000 // (math.comb(n_hole, 2) * math.comb(n_board, 3)))
    sample = list(deals(n_deals, n_hole, n_board, seed=100 + 10 * n_hole + n_board))
    values = [pokerbits.omaha_ace_five_8(reference.to_mask(h), reference.to_mask(b)) for h, b in sample]
    keys = [reference.omaha_ace_five_8(h, b) for h, b in sample]
    assert all((value == 0) == (key is None) for value, key in zip(values, keys))
    assert_same_order([v for v in values if v], [k for k in keys if k is not None])
    assert 0 in values and len(set(values)) > 20   # both outcomes, many different lows


@pytest.mark.parametrize("n_hole,n_board", SIZES)
@pytest.mark.parametrize("omaha,five_cards,deals", [
    (pokerbits.omaha_high, pokerbits.high, random_deals),
    (pokerbits.omaha_ace_five_8, pokerbits.ace_five_8, low_deals),
])
def test_kernels_are_the_best_two_plus_three(omaha, five_cards, deals, n_hole, n_board):
    """Larger samples: each kernel equals its five-card evaluator's best over every two plus three."""
    for hole, board in deals(2500, n_hole, n_board, seed=n_hole * n_board):
        hole, board = reference.to_mask(hole), reference.to_mask(board)
        assert omaha(hole, board) == best_two_plus_three(five_cards, hole, board)


@pytest.mark.parametrize("hole,board,same_as", [
    ("As 2d Kc Kh", "3c 4d 5h Qs Js", "As 2d 3c 4d 5h"),    # the wheel
    ("Ac Kd Qh Js", "2c 3d 4h 5s 9c", None),                # one low hole card: no low
    ("As Ad Kc Kh", "2c 3d 4h Qs Js", None),                # two low hole cards of one rank: no low
    ("Ac 2d Kc Kh", "3h 4s Ad 2c Qd", None),                # A-2 counterfeited by the board
    ("Ac 2d Kc Kh", "3h 4s 5c Ad Qd", "Ac 2d 3h 4s 5c"),    # the board's ace need not play
    ("Ac 2d 3c Kh", "Ad 2c 3h 8s 7c", "Ac 2d 3c 8s 7c"),    # 8-7-3-2-A, whichever two play
    ("8c 7d Kc Kh", "6h 5s 4c Qd Jd", "8c 7d 6h 5s 4c"),    # the worst low still qualifies
    ("9c 7d 6c 5h", "4h 3s 2c Qd Jd", "6c 5h 4h 3s 2c"),    # the two lowest hole cards play
    ("Ac 2c Kd Kh", "3c 4c 5c", "Ac 2c 3c 4c 5c"),         # a three-card board; the flush does not count
])
def test_low_traps(hole, board, same_as):
    expected = 0 if same_as is None else pokerbits.ace_five_8(same_as)
    assert pokerbits.omaha_ace_five_8(hole, board) == expected


@pytest.mark.parametrize("hole,board,same_as,category", [
    # the traps: a king-high straight, not a royal flush
    ("Th 9c 9d 8s", "Ah Kh Qh Jh 2c", "Kh Qh Jh Th 9c", HighCategory.STRAIGHT),
    # four suited board cards and one suited hole card: no flush
    ("Qh Js 9d 3c", "Ah Kh 7h 4h 2c", "Ah Kh 7h Qd Js", HighCategory.HIGH_CARD),
    # four suited hole cards and two suited board cards: no flush
    ("Ah Kh Qh Jh", "Th 9h 2c 3d 4s", "Ah Kh Th 9h 4s", HighCategory.HIGH_CARD),
    # a royal flush on the board does not play
    ("2c 3c 4d 7d", "As Ks Qs Js Ts", "As Ks Qs 7d 4d", HighCategory.HIGH_CARD),
    # quads on the board: only three of them play
    ("Ah Kh Qd Jd", "9c 9d 9h 9s 2c", "9c 9d 9h Ah Kh", HighCategory.THREE_OF_A_KIND),
    # three aces in the hole: only two play, a full house, not quads
    ("As Ad Ac Kd", "Ah 7c 7d 2s 3h", "As Ad Ah 7c 7d", HighCategory.FULL_HOUSE),
    # one hole card to a straight is not enough
    ("9c Kd Kh Ks", "5c 6d 7h 8s Kc", "Kd Kh Kc 8s 7h", HighCategory.THREE_OF_A_KIND),
    # two suited hole cards and three suited board cards: flush, even over a paired board
    ("Ah 2h Kc Kd", "Qh 7h 3h Qc 4s", "Ah 2h Qh 7h 3h", HighCategory.FLUSH),
    # a straight flush through two hole cards
    ("6h 5h Ac Ad", "4h 3h 2h As Kd", "6h 5h 4h 3h 2h", HighCategory.STRAIGHT_FLUSH),
])
def test_traps(hole, board, same_as, category):
    value = pokerbits.omaha_high(hole, board)
    assert value == pokerbits.high(same_as)
    assert pokerbits.category("high", value) == category


def test_royal_flush_and_sizes():
    assert pokerbits.omaha_high("As Ks 2c 3d", "Qs Js Ts") == 7462
    assert pokerbits.omaha_high("As Ks 2c 3d 4d 5d", "Qs Js Ts 9s") == 7462
    assert pokerbits.omaha_high(["As", "Ks", "2c", "3d", "4d"], "Qs Js Ts 9s 8s") == 7462


@pytest.mark.parametrize("hole,board,message", [
    ("As Ks Qs", "2c 3c 4c", "an Omaha hand needs 4 to 6 cards, got 3"),
    ("As Ks Qs Js Ts 9s 8s", "2c 3c 4c", "an Omaha hand needs 4 to 6 cards, got 7"),
    ("As Ks Qs Js", "2c 3c", "an Omaha board needs 3 to 5 cards, got 2"),
    ("As Ks Qs Js", "2c 3c 4c 5c 6c 7c", "an Omaha board needs 3 to 5 cards, got 6"),
    ("As Ks Qs Js", "2c 3c Js", "card Js is both in the hand and on the board"),
    ("As Ks Qs As", "2c 3c 4c", "duplicate card As"),
    ("As Ks Qs Jx", "2c 3c 4c", "unknown suit 'x'"),
])
@pytest.mark.parametrize("evaluate", [pokerbits.omaha_high, pokerbits.omaha_ace_five_8])
def test_bad_input(evaluate, hole, board, message):
    with pytest.raises(ValueError, match=message):
        evaluate(hole, board)


@pytest.mark.parametrize("evaluate", [pokerbits.omaha_high, pokerbits.omaha_ace_five_8])
def test_bad_types(evaluate):
    with pytest.raises(TypeError):
        evaluate(4.0, "2c 3c 4c")
    with pytest.raises(ValueError, match="bits outside the 52 cards"):
        evaluate(1 << 13 | 0xF, "2c 3c 4c")


CARD_BITS = [16 * suit + rank for suit in range(4) for rank in range(13)]
card_sets = st.lists(st.sampled_from(CARD_BITS), max_size=8, unique=True).map(lambda bits: sum(1 << b for b in bits))


dealt = st.tuples(st.permutations(CARD_BITS), st.integers(4, 6), st.integers(3, 5)).map(
    lambda d: (sum(1 << b for b in d[0][:d[1]]), sum(1 << b for b in d[0][d[1]:d[1] + d[2]])))
anything = st.one_of(card_sets, st.integers())


@given(st.one_of(dealt, st.tuples(anything, anything)))
def test_any_ints_give_the_answer_or_a_value_error(cards):
    hole, board = cards
    valid = all(0 <= cs and cs & ~0x1FFF1FFF1FFF1FFF == 0 for cs in (hole, board))
    valid = valid and 4 <= bin(hole).count("1") <= 6 and 3 <= bin(board).count("1") <= 5 and not hole & board
    if not valid:
        with pytest.raises(ValueError):
            pokerbits.omaha_high(hole, board)
        with pytest.raises(ValueError):
            pokerbits.omaha_ace_five_8(hole, board)
        return
    assert pokerbits.omaha_high(hole, board) == best_two_plus_three(pokerbits.high, hole, board)
    assert pokerbits.omaha_ace_five_8(hole, board) == best_two_plus_three(pokerbits.ace_five_8, hole, board)


@pytest.mark.parametrize("n_hole", [2, 3, 7, 8, 10])
def test_kernel_beyond_the_games_through_the_treys_shim(n_hole):
    """The compat shims take 2 to 10 hole cards into the same kernel as omaha_high."""
    from pokerbits.compat import treys

    def treys_cards(cards):
        return [treys.Card.new(reference.RANK_CHARS[rank - 2] + reference.SUIT_CHARS[suit]) for rank, suit in cards]

    evaluator = treys.PLOEvaluator()
    sample = list(random_deals(300, n_hole, 5, seed=n_hole))
    values = [7463 - evaluator.evaluate(treys_cards(hole), treys_cards(board)) for hole, board in sample]
    assert_same_order(values, [reference.omaha_high(hole, board) for hole, board in sample])


def rank_multisets(size):
    """Every multiset of `size` ranks 2..14 with at most four of each, as sorted tuples."""
    return [ranks for ranks in itertools.combinations_with_replacement(range(2, 15), size)
            if max(map(ranks.count, ranks)) <= 4]


def unsuited_board(ranks):
    """Cards of the given ranks, at most two of a suit (no flush can use three of them): each card
    takes the least used suit its rank has not taken yet."""
    board = []
    for rank in ranks:
        free = [suit for suit in range(4) if (rank, suit) not in board]
        board.append((rank, min(free, key=lambda suit: sum(card[1] == suit for card in board))))
    return board


def test_every_board_and_hole_pair_is_its_best_three():
    """Every board rank multiset of 3, 4 and 5 cards (8,450 of them) with every hole rank pair that
    fits beside it, each a row and a column of the kernel's table: two hole cards through the
    treys shim (which takes 2 to 10) against the best of the pair with each three board ranks,
    valued by the five-card evaluator on cards of those ranks."""
    from pokerbits.compat import treys

    five_values = {ranks: pokerbits.high(reference.to_mask(unsuited_board(ranks))) for ranks in rank_multisets(5)}
    to_treys = {(rank, suit): treys.Card.new(reference.RANK_CHARS[rank - 2] + reference.SUIT_CHARS[suit])
                for rank in range(2, 15) for suit in range(4)}
    evaluate = treys.PLOEvaluator().evaluate
    pairs = list(itertools.combinations_with_replacement(range(2, 15), 2))
    n_boards = 0
    for size in (3, 4, 5):
        for ranks in rank_multisets(size):
            n_boards += 1
            board = unsuited_board(ranks)
            board_ints = [to_treys[card] for card in board]
            triples = set(itertools.combinations(ranks, 3))
            for pair in pairs:
                if any(ranks.count(rank) + pair.count(rank) > 4 for rank in pair):
                    continue
                hole = []
                for rank in pair:
                    hole.append((rank, next(suit for suit in range(4) if (rank, suit) not in board + hole)))
                expected = max(five_values[tuple(sorted(pair + triple))] for triple in triples)
                assert 7463 - evaluate([to_treys[card] for card in hole], board_ints) == expected, (hole, board)
    assert n_boards == 455 + 1820 + 6175


def patterned_deals(n_deals, seed):
    """4 + 5 deals whose boards are drawn by rank multiset (so most are paired, many hold trips, a
    few quads) and whose cards lean to one suit (so flushes meet the boards' full houses)."""
    rng = random.Random(seed)
    boards = rank_multisets(5)
    for _ in range(n_deals):
        board = []
        for rank in rng.choice(boards):
            free = [suit for suit in range(4) if (rank, suit) not in board]
            board.append((rank, 0 if 0 in free and rng.random() < 0.6 else rng.choice(free)))
        rest = [card for card in DECK if card not in board]
        hearts = [card for card in rest if card[1] == 0]
        hole = rng.sample(hearts, 2) if rng.random() < 0.5 else []
        hole += rng.sample([card for card in rest if card not in hole], 4 - len(hole))
        yield hole, board


def test_batch_on_patterned_boards_is_the_best_two_plus_three():
    import numpy as np

    deals = [(reference.to_mask(hole), reference.to_mask(board)) for hole, board in patterned_deals(6000, seed=17)]
    holes, boards = (np.array(side, dtype=np.uint64) for side in zip(*deals))
    values = pokerbits.omaha_many("high", holes, boards)
    expected = [best_two_plus_three(pokerbits.high, hole, board) for hole, board in deals]
    assert values.tolist() == expected
    categories = {pokerbits.category("high", value) for value in expected}
    assert {HighCategory.FLUSH, HighCategory.FULL_HOUSE, HighCategory.FOUR_OF_A_KIND} <= categories
