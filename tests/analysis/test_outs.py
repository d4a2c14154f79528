"""outs against showdown per card and the naive settlement of tests/naive_equity.py (reference
evaluators, itertools over the runouts)."""
import re
from fractions import Fraction
from itertools import combinations

import naive_equity
import pytest
import reference

from pokerbits import cards, showdown
from pokerbits.analysis import outs
from pokerbits.games import game

DECK = [r + s for r in "AKQJT98765432" for s in "shdc"]


def unseen(*known: str, name: str = "holdem") -> list:
    taken = set(" ".join(known).split())
    return [c for c in DECK if c not in taken and cards(c) & game(name).deck]


@pytest.mark.parametrize("name, hands, board", [
    ("holdem", ["Ah Kh", "Qs Qd"], "Ts 4h 2c 9d"),
    ("holdem", ["Ah Kh", "Qs Qd", "Jh Th"], "Qh 4h 2c 9d"),
    ("holdem", ["As 5s", "Ad 5d"], "Kc Qc 7h 2s"),            # splits on most rivers
    ("omaha-hi-lo", ["As 2d Kc Kh", "8h 6h 5c 5d"], "Ah Kd 7c 4d"),
    ("short-deck", ["Ah Kh", "Qs Qd"], "Ts 9h 6c 7d"),   # 28 rivers, the 36-card deck
    ("short-deck-triton", ["Ah Kh", "Qs Qd", "8h 8c"], "Th 9h 6c 7d"),
])
def test_turn_against_showdown_and_the_naive_settlement(name, hands, board):
    result = outs(name, hands, board)
    rivers = unseen(board, *hands, name=name)
    assert [o.card for o in result.next_cards] == rivers
    spec = game(name)
    total = [Fraction(0)] * len(hands)
    for outcome in result.next_cards:
        settled = showdown(name, hands, board=f"{board} {outcome.card}")
        assert outcome.winners == tuple(h.winners for h in settled.halves)
        assert outcome.shares == tuple(p.share for p in settled.players)
        shares, alone, _, _ = naive_equity.settle(spec.halves, [reference.parse(h) for h in hands],
                                                 reference.parse(f"{board} {outcome.card}"))
        assert list(outcome.shares) == shares
        for seat, player in enumerate(result.players):
            assert (outcome.card in player.outs) == alone[seat]
            assert (outcome.card in player.ties) == (not alone[seat] and shares[seat] > 0)
            total[seat] += shares[seat]
    for seat, player in enumerate(result.players):
        assert player.share == total[seat] / len(rivers)
        assert player.runouts_won == Fraction(player.n_outs, len(rivers))


def test_the_issue_example():
    hero, villain = outs("holdem", ["AhKh", "QsQd"], board="Ts 4h 2c 9d").players
    assert hero.outs == ("As", "Ad", "Ac", "Ks", "Kd", "Kc") and hero.ties == ()   # three aces, three kings
    assert villain.n_outs == 44 - 6


@pytest.mark.parametrize("name, hands, board", [
    ("holdem", ["Ah Kh", "Qs Qd"], "Ts 4h 2c"),
    ("omaha", ["As Ad 7h 2c", "Kh Qh Jc Tc"], "9h 8h 3d"),
    ("omaha-hi-lo", ["As 2d Kc Kh", "8h 6h 5c 5d"], "Ah Kd 7c"),
    ("short-deck", ["Ah Kh", "Qs Qd"], "Ts 9h 6c"),
])
def test_flop_against_the_naive_settlement(name, hands, board):
    result = outs(name, hands, board)
    spec = game(name)
    holes = [reference.parse(h) for h in hands]
    cards = unseen(board, *hands, name=name)
    per_card = {c: [Fraction(0)] * len(hands) for c in cards}
    total, won = [Fraction(0)] * len(hands), [0] * len(hands)
    runouts = list(combinations(cards, 2))
    for pair in runouts:
        shares, alone, _, _ = naive_equity.settle(spec.halves, holes, reference.parse(f"{board} {' '.join(pair)}"))
        for seat in range(len(hands)):
            total[seat] += shares[seat]
            won[seat] += alone[seat]
            for c in pair:
                per_card[c][seat] += shares[seat]
    for seat, player in enumerate(result.players):
        assert player.share == total[seat] / len(runouts)
        assert player.runouts_won == Fraction(won[seat], len(runouts))
    for outcome in result.next_cards:
        assert list(outcome.shares) == [s / (len(cards) - 1) for s in per_card[outcome.card]]
        _, alone, _, per_half = naive_equity.settle(spec.halves, holes, reference.parse(f"{board} {outcome.card}"))
        assert outcome.winners == tuple(tuple(p for p in range(len(hands)) if half[p]) for half in per_half)
        for seat, player in enumerate(result.players):
            assert (outcome.card in player.outs) == alone[seat]


def test_dead_cards_do_not_come():
    result = outs("holdem", ["Ah Kh", "Qs Qd"], "Ts 4h 2c 9d", dead="As Kd")
    assert result.players[0].outs == ("Ad", "Ac", "Ks", "Kc")
    assert len(result.next_cards) == 42 and result.dead == ("As", "Kd")


def test_cards_keep_the_order_given_and_the_result_prints_short():
    result = outs("holdem", ["Kh Ah", "Qd Qs"], "Ts 4h 2c 9d", dead="Kd As")
    assert result.board == ("Ts", "4h", "2c", "9d") and result.dead == ("Kd", "As")
    assert [p.cards for p in result.players] == [("Kh", "Ah"), ("Qd", "Qs")]
    text = repr(result)   # was some 4 KB: every card to come
    assert text == ("<Outs holdem, board 'Ts 4h 2c 9d', dead 'Kd As', 42 cards to come, "
                    "{'Kh Ah': 4 outs, share 0.0952, 'Qd Qs': 38 outs, share 0.9048}>")
    lines = result.table().splitlines()
    assert lines[0] == "Texas Hold'em, board Ts 4h 2c 9d, dead Kd As, 42 cards to come"
    assert lines[3] == "| 1 | Kh Ah | 4 | Ad Ac Ks Kc |  | 9.524% |"
    assert len(lines) == 5 and lines[4].startswith("| 2 | Qd Qs | 38 | ") and lines[4].endswith(" |  | 90.476% |")
    assert lines[4].split(" | ")[3].split() == list(result.players[1].outs)


@pytest.mark.parametrize("args, error, words", [
    (("holdem", ["Ah Kh", "Qs Qd"], "Ts 4h"), ValueError, "flop or turn board of 3 or 4 cards, got 2"),
    (("holdem", ["Ah Kh", "Qs Qd"], "Ts 4h 2c 9d 8d"), ValueError, "got 5"),
    (("holdem", ["Ah Kh", "Qs Qd"], None), ValueError, "got 0"),
    (("holdem", ["Ah Kh"], "Ts 4h 2c"), ValueError, "at least two hands"),
    (("holdem", ["Ah Kh", "Qs"], "Ts 4h 2c"), ValueError, "player 2: Texas Hold'em needs exactly 2 cards"),
    (("holdem", ["Ah Kh", "Qs Ts"], "Ts 4h 2c"), ValueError, "duplicate card Ts: the board and player 2"),
    (("holdem", ["Ah Kh", "Qs Qd"], "Ts 4h 2c", "Qd"), ValueError, "duplicate card Qd: dead cards and player 2"),
    (("holdem", ["Ah Kx", "Qs Qd"], "Ts 4h 2c"), ValueError, "player 1: unknown suit"),
    (("holdem", "Ah Kh Qs Qd", "Ts 4h 2c"), TypeError, "one hand per player"),
    (("razz", ["As 2s 3s 4s 5s 6s 7s"] * 2, "Ts 4h 2c"), ValueError, "no board"),
    (("short-deck", ["Ah Kh", "Qs 5d"], "Ts 9h 6c"), ValueError, "player 2: 5d is not in the 36-card deck"),
    (("short-deck", ["Ah Kh", "Qs Qd"], "Ts 9h 2c"), ValueError, "the board: 2c is not in the 36-card deck"),
    (("nosuchgame", ["Ah Kh", "Qs Qd"], "Ts 4h 2c"), ValueError, "unknown game"),
])
def test_bad_input(args, error, words):
    with pytest.raises(error, match=re.escape(words)):
        outs(*args)


def test_no_card_left_to_come():
    deck = [r + s for r in "AKQJT98765432" for s in "shdc"]
    board, rest = deck[:4], deck[4:]
    hands = [" ".join(rest[i:i + 2]) for i in range(0, 48, 2)]
    with pytest.raises(ValueError, match="not enough cards left"):
        outs("holdem", hands, " ".join(board))
