"""Running the board more than once after an all-in: the runs dealt one after the other from the
shared cards, each pot split between the runs (the odd chip to the first) and each part settled
on its own run, against the naive reference (tests/naive_pots.settle_hand, which shares no code
with pokerbits)."""
import random
from decimal import Decimal

import pytest

import naive_pots
import reference
from pokerbits import Hand
from pokerbits.games.table import game

BOARD_GAMES = ["holdem", "omaha", "omaha-hi-lo", "short-deck"]


def _all_in_hand(key: str, seed: int, runs: int) -> Hand:
    """A seeded hand where every seat calls off its stack at a random street, then shows."""
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    hand = Hand(key, [rng.randint(5, 60) for _ in range(n)], blinds=(1, 2), antes=rng.choice([0, 0, 1]),
                seed=seed, runs=runs)
    shove_street = rng.randint(0, 2)
    while not hand.over:
        legal = hand.legal
        if legal.show:
            hand.show()
        elif hand.street < shove_street:
            hand.check_call()
        elif legal.max_to is not None and rng.random() < 0.5:
            hand.bet_raise(legal.max_to)
        elif legal.fold and rng.random() < 0.15:
            hand.fold()
        else:
            hand.check_call()
    return hand


@pytest.mark.parametrize("runs", [2, 3])
@pytest.mark.parametrize("key", BOARD_GAMES)
def test_each_run_settles_its_part_of_every_pot(key, runs):
    spec = game(key)
    checked = 0
    for seed in range(60):
        hand = _all_in_hand(key, seed, runs)
        folded = hand.folded
        boards = hand.boards
        chips = [p.chips for p in hand.result.players]
        assert sum(hand.stacks) == sum(hand.starting_stacks)
        assert [s - t for s, t in zip(hand.stacks, hand.starting_stacks)] == [p.net for p in hand.result.players]
        if sum(not f for f in folded) < 2 or len(boards) == 1:
            continue   # one hand left, or nothing left to run: a single board
        checked += 1
        assert len(boards) == runs
        shared = boards[0][:next(i for i, (a, b) in enumerate(zip(*boards[:2])) if a != b)]   # the runs' common cards
        assert all(b[:len(shared)] == shared for b in boards)
        dealt = [c for b in boards for c in b[len(shared):]] + list(shared) + [c for h in hand.holes for c in h]
        assert len(set(dealt)) == len(dealt), "a card dealt twice across the runs"
        holes = [None if folded[s] else [reference.parse(c)[0] for c in hand.holes[s]] for s in range(len(folded))]
        naive_boards = [[reference.parse(c)[0] for c in b] for b in boards]
        contributions = [p.contributed for p in hand.result.players]
        _, whole, _ = naive_pots.settle_hand(spec.seated(sum(h is not None for h in holes)), holes, naive_boards,
                                             contributions)
        assert chips == whole, (key, seed, runs, hand.actions)
    assert checked >= 10


def test_runs_in_order_and_by_hand():
    hand = Hand("holdem", [50, 50, 51], blinds=(1, 2), runs=2)
    for action in ("d dh p1 AsAd", "d dh p2 KcKd", "d dh p3 7h2c", "cbr 51", "cc", "cc", "sm -", "sm -", "sm -",
                   "d db 2s3s4s", "d db 5d", "d db 9h"):
        hand.act(action)
    assert hand.needs.count == 3 and not hand.over   # the second run, from the flop
    with pytest.raises(ValueError, match="duplicate card 2s"):
        hand.act("d db 2sJdQd")
    for action in ("d db KhJdQd", "d db 8c", "d db 8d"):
        hand.act(action)
    assert hand.over and hand.stacks == (75, 75, 1)   # a straight on run 1, kings full on run 2
    assert hand.boards == (("2s", "3s", "4s", "5d", "9h"), ("Kh", "Jd", "Qd", "8c", "8d"))
    assert hand.board == hand.boards[0]
    result = hand.result
    assert [[p.chips for p in b.players] for b in result.boards] == [[75, 0, 1], [0, 75, 0]]
    again = Hand.from_phh(hand.phh())
    assert again.stacks == hand.stacks and again.boards == hand.boards and again.runs == 2


def test_runs_in_cents_give_each_boards_chips_in_cents():
    cents = [Decimal("0.50"), Decimal("0.50"), Decimal("0.51")]
    hand = Hand("holdem", cents, blinds=(Decimal("0.01"), Decimal("0.02")), runs=2)
    for action in ("d dh p1 AsAd", "d dh p2 KcKd", "d dh p3 7h2c", "cbr 0.51", "cc", "cc", "sm -", "sm -", "sm -",
                   "d db 2s3s4s", "d db 5d", "d db 9h", "d db KhJdQd", "d db 8c", "d db 8d"):
        hand.act(action)
    assert hand.stacks == (Decimal("0.75"), Decimal("0.75"), Decimal("0.01"))   # as in whole chips above
    assert [[p.chips for p in b.players] for b in hand.result.boards] == [
        [Decimal("0.75"), 0, Decimal("0.01")], [0, Decimal("0.75"), 0]]
    assert all(isinstance(p.chips, Decimal) for b in hand.result.boards for p in b.players)


def test_runs_only_when_cards_are_to_come():
    hand = Hand("holdem", [50, 50], blinds=(1, 2), runs=3, seed=4)
    while not hand.over:
        hand.show() if hand.legal.show else hand.check_call()
    assert len(hand.boards) == 1   # nobody all in before the river: one board


@pytest.mark.parametrize("players,runs", [(9, 1), (8, 2), (7, 3)])
def test_a_shuffled_deck_runs_the_board_as_often_as_its_cards_allow(players, runs):
    """Courchevel all in preflop (five hole cards a seat, one board card): the deck left deals
    52 - 5n - 1 cards, four a run (9 players: 6 left, one run; 8: 11, two; 7: 16, three)."""
    hand = Hand("courchevel", [100] * players, blinds=(1, 2), betting="pot-limit", runs=3, seed=5)
    while not hand.over:
        legal = hand.legal
        if legal.show:
            hand.show()
        elif legal.min_to is not None:
            hand.bet_raise(legal.max_to)
        else:
            hand.check_call()
    assert hand.runs == len(hand.boards) == runs
    assert sum(hand.stacks) == 100 * players
    assert Hand.from_phh(hand.phh()).stacks == hand.stacks   # the runs dealt are the runs written


@pytest.mark.parametrize("runs,error", [(0, "runs must be 1, 2 or 3"), (4, "runs must be"), (True, "runs must be"),
                                        (2.0, "runs must be")])
def test_bad_runs(runs, error):
    with pytest.raises(ValueError, match=error):
        Hand("holdem", [50, 50], blinds=(1, 2), runs=runs)


def test_no_board_no_runs():
    with pytest.raises(ValueError, match="no board"):
        Hand("razz", [50, 50], antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit", runs=2)
