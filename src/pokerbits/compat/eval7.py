"""Drop-in replacement for eval7: change ``import eval7`` to ``from pokerbits.compat import
eval7`` and nothing else.

``Card``, ``evaluate``, ``handtype``, ``Deck``, ``ranks`` and ``suits`` behave as eval7's, with
eval7's value encoding (hand type << 24, then the ranks that count, four bits each, higher
wins); the evaluation runs in pokerbits' compiled core. Duplicate cards are a ValueError (eval7
returns an arbitrary value); hands of more than seven cards get the value of their best five.

``HandRange`` reads eval7's range strings, and ``rangestring`` is eval7's module of that name
(both in pokerbits.compat.eval7_ranges: ``from pokerbits.compat.eval7 import rangestring``); and
``py_hand_vs_range_exact``, ``py_hand_vs_range_monte_carlo`` and ``py_all_hands_vs_range`` answer
on pokerbits' equity engine, as eval7's do (a float of single precision; a dict of hand to
equity), with these differences, each where eval7 answers something else than the equity:

- the exact function deals the rest of the board: eval7 scores a flop or turn (or no board) as
  if it were the river (AsKd on Qh7c2s against 76s: eval7 0.0, the equity 0.228...);
- the villain's weights count (eval7 ignores them) and a hand listed twice counts twice;
- a hero hand that shares a card with the board is left out of py_all_hands_vs_range's dict
  (eval7 gives it a number), and on a full board every hand is valued exactly;
- no villain hand left, or fewer than one iteration, is an ``EmptyRangeError`` (a ValueError
  and a ZeroDivisionError, which eval7 raises).

>>> hand = [Card(s) for s in ("As", "2c", "3d", "5s", "4c")]
>>> evaluate(hand), handtype(evaluate(hand))
(67305472, 'Straight')
"""
from __future__ import annotations

import math
import random
import struct

from pokerbits._core.kernels import compat as _compat
from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._core.common.cards import card_count_of, card_strings, cards
from pokerbits.systems.batch import evaluate_many
from pokerbits.compat import eval7_ranges as rangestring
from pokerbits.compat.eval7_ranges import HandRange, RangeStringError
from pokerbits.equities.hands import Hand
from pokerbits.equities.plan import EquityPlan
from pokerbits.systems.high import _decoded

__all__ = ["Card", "Deck", "EmptyRangeError", "HandRange", "RangeStringError", "evaluate", "handtype",
           "py_all_hands_vs_range", "py_hand_vs_range_exact", "py_hand_vs_range_monte_carlo", "rangestring", "ranks",
           "suits"]

_compat.install_eval7_values(_decoded())
ranks = _compat.EVAL7_RANKS
suits = _compat.EVAL7_SUITS
Card = _compat.Eval7Card
evaluate = _compat.eval7_value
handtype = _compat.eval7_handtype


class Deck:
    """eval7's Deck: the 52 Cards, 2c 2d 2h 2s 3c ... As, shuffled with the ``random`` module.

    >>> deck = Deck(); len(deck), deck[0], deck.peek(2)
    (52, Card("2c"), [Card("2c"), Card("2d")])
    """

    def __init__(self) -> None:
        self.cards = [Card(rank + suit) for rank in ranks for suit in suits]

    def __repr__(self) -> str:
        return f"Deck({self.cards})"

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, i):
        return self.cards[i]

    def shuffle(self) -> None:
        random.shuffle(self.cards)

    def deal(self, n: int) -> list:
        """Remove the top ``n`` cards and return them."""
        dealt = self.peek(n)
        del self.cards[:n]
        return dealt

    def peek(self, n: int) -> list:
        """The top ``n`` cards, left in the deck."""
        if n > len(self.cards):
            raise ValueError("Insufficient cards in deck")
        return self.cards[:n]

    def sample(self, n: int) -> list:
        """``n`` random cards; the deck is left as it is."""
        if n > len(self.cards):
            raise ValueError("Insufficient cards in deck")
        return random.sample(self.cards, n)


class EmptyRangeError(ValueError, ZeroDivisionError):
    """No villain hand is left beside the hero's cards and the board, or no iterations asked for
    (eval7 then divides by zero)."""


_BITS = {Card(rank + suit).mask: cards(rank + suit) for rank in ranks for suit in suits}   # eval7 mask -> ours


def _card_set(hand, what: str) -> int:
    """pokerbits' card set of eval7 Cards (eval7's own Cards too: the same masks)."""
    cs = 0
    for card in hand:
        bit = _BITS.get(getattr(card, "mask", -1))
        if bit is None:
            raise ValueError(f"{what}: {short_repr(card)} is not a card")
        if cs & bit:
            raise ValueError(f"{what}: the card {card} twice")
        cs |= bit
    return cs


def _hand(hand, what: str) -> int:
    cs = _card_set(hand, what)
    if card_count_of(cs) != 2:
        raise ValueError(f"{what}: a hold'em hand is two cards, got {card_count_of(cs)}")
    return cs


def _combos(villain) -> dict:
    """The villain's card sets and weights (a hand listed twice: its weights added)."""
    combos: dict = {}
    for hand, weight in villain:
        try:   # the common case, two Cards, quickly; anything else by _hand, which names the problem
            first, second = hand
            cs = _BITS[first.mask] | _BITS[second.mask]
        except (TypeError, ValueError, KeyError, AttributeError):
            cs = 0
        if card_count_of(cs) != 2:
            cs = _hand(hand, "villain")
        weight = float(weight)
        if not math.isfinite(weight) or weight < 0:
            raise ValueError(f"villain: a weight is a finite number of at least 0, got {short_repr(weight)}")
        combos[cs] = combos.get(cs, 0.0) + weight
    return combos


def _single(x: float) -> float:
    """x rounded to single precision, as eval7 returns it."""
    return struct.unpack("f", struct.pack("f", x))[0]


def _left(hero: int, combos: dict, board: int) -> dict:
    left = {cs: w for cs, w in combos.items() if w > 0 and not cs & (hero | board)}
    if not left:
        raise EmptyRangeError("no hand of the villain's range is left beside the hand and the board")
    return left


def _river(hero_value: int, left: dict, values: dict) -> float:
    """The hero's share on a complete board: one showdown per villain hand (``values``: their
    high values with the board)."""
    share = math.fsum(w * (1.0 if hero_value > values[cs] else 0.5 if hero_value == values[cs] else 0.0)
                      for cs, w in left.items())
    return share / math.fsum(left.values())


def _river_values(sets: list, board: int) -> dict:
    """{card set: its high value with the board}, in one batch."""
    return dict(zip(sets, evaluate_many("high", [cs | board for cs in sets])))


def _equity(hero: int, combos: dict, board: int, iterations=None) -> float:
    """The hero's share against the weighted combos left: every deal (iterations None) or
    ``iterations`` random ones."""
    left = _left(hero, combos, board)
    if iterations is None and card_count_of(board) == 5:
        values = _river_values([hero, *left], board)
        return _river(values[hero], left, values)
    hand, board_text = "".join(card_strings(hero)), "".join(card_strings(board))
    if iterations is not None:
        iterations = whole_number(iterations, "iterations")
        if iterations < 1:
            raise EmptyRangeError(f"iterations must be at least 1, got {short_repr(iterations)}")
    # exact (iterations None) in one plan: a hand against at most 1,225 combos is some 1e8 units
    # of the exact walk's work preflop, well under EXACT_LIMIT (a test holds the plan to it)
    plan = EquityPlan("holdem", [hand, Hand("villain", left, 0, False)], board_text, samples=iterations)
    return plan.run().players[0].equity


def py_hand_vs_range_exact(py_hand, py_villain, py_board) -> float:
    """The exact equity of a two-card hand against a range (a HandRange or a list of
    ((card, card), weight)), the rest of the board dealt every way.

    >>> hand, board = [Card("As"), Card("Kd")], [Card(c) for c in ("Qh", "7c", "2s")]
    >>> round(py_hand_vs_range_exact(hand, HandRange("76s"), board), 4)
    0.2283
    """
    return _single(_equity(_hand(py_hand, "hand"), _combos(py_villain), _card_set(py_board, "board")))


def py_hand_vs_range_monte_carlo(py_hand, py_villain, py_board, py_iterations) -> float:
    """py_hand_vs_range_exact by ``py_iterations`` random deals.

    >>> hand, board = [Card("As"), Card("Kd")], [Card(c) for c in ("Qh", "7c", "2s")]
    >>> abs(py_hand_vs_range_monte_carlo(hand, HandRange("76s"), board, 100_000) - 0.2283) < 0.01
    True
    """
    return _single(_equity(_hand(py_hand, "hand"), _combos(py_villain), _card_set(py_board, "board"),
                           py_iterations))


def py_all_hands_vs_range(py_hero, py_villain, py_board, py_iterations) -> dict:
    """{hand: equity} for each hand of the hero's range against the villain's: exact on a full
    board, else by ``py_iterations`` random deals; hands with no villain hand left beside them,
    or with a board card, are left out.

    >>> board = [Card(c) for c in ("Qh", "7c", "2s", "3d", "Kh")]
    >>> py_all_hands_vs_range(HandRange("AsKs, QsQd, QhQd"), HandRange("76s, KK"), board, 1000)
    {(Card("As"), Card("Ks")): 0.75, (Card("Qs"), Card("Qd")): 0.5}
    """
    board = _card_set(py_board, "board")
    combos = _combos(py_villain)
    heroes = [(hand, _hand(hand, "hero")) for hand, _ in py_hero]
    heroes = [(hand, hero) for hand, hero in heroes if not hero & board]
    values = _river_values(list({*combos, *(hero for _, hero in heroes)}), board) if card_count_of(board) == 5 else None
    out = {}
    for hand, hero in heroes:
        try:
            left = _left(hero, combos, board)
        except EmptyRangeError:
            continue
        share = _river(values[hero], left, values) if values else _equity(hero, left, board, py_iterations)
        out[hand] = _single(share)
    return out
