"""Drop-in replacement for treys: change ``from treys import ...`` to
``from pokerbits.compat.treys import ...`` and nothing else.

Cards stay treys' Cactus Kev 32-bit ints and every value is treys' (1 = royal flush .. 7462,
lower wins); the evaluation runs in pokerbits' compiled core. Invalid input is refused with a
ValueError naming the problem (treys returns an arbitrary value for duplicate cards); where
treys raises KeyError (an unknown card string, a hand of other than 5 to 7 cards) the error is
also a KeyError.

>>> evaluator = Evaluator()
>>> board = [Card.new("Ah"), Card.new("Kd"), Card.new("Jc")]
>>> hand = [Card.new("Qs"), Card.new("Th")]
>>> rank = evaluator.evaluate(hand, board)
>>> rank, evaluator.class_to_string(evaluator.get_rank_class(rank))
(1600, 'Straight')
"""
from __future__ import annotations

import math
import operator
from bisect import bisect_left
from random import Random
from typing import Optional, Sequence

from pokerbits._core.common.args import short_repr
from pokerbits._core.kernels import compat as _compat
from pokerbits._once import once
from pokerbits._core.kernels.high import MAX_VALUE, high
from pokerbits.systems.words import pattern_mask, rank_patterns

__all__ = ["Card", "Deck", "Evaluator", "LookupTable", "PLOEvaluator"]


class Card:
    """treys' static card helpers over 32-bit card ints.

    bits: ``xxxAKQJT 98765432 CDHSrrrr xxPPPPPP``: a rank bit, a suit bit (s h d c = 1 2 4 8),
    the rank (2..A = 0..12) and the rank's prime.

    >>> Card.int_to_str(Card.new("Kd")), Card.get_rank_int(Card.new("Kd"))
    ('Kd', 11)
    """

    STR_RANKS: str = "23456789TJQKA"
    INT_RANKS: range = range(13)
    PRIMES: list[int] = list(_compat.TREYS_PRIMES)
    CHAR_RANK_TO_INT_RANK: dict[str, int] = {char: rank for rank, char in enumerate(STR_RANKS)}
    CHAR_SUIT_TO_INT_SUIT: dict[str, int] = {"s": 1, "h": 2, "d": 4, "c": 8}
    INT_SUIT_TO_CHAR_SUIT: str = "xshxdxxxc"
    PRETTY_SUITS: dict[int, str] = {1: "\u2660", 2: "\u2665", 4: "\u2666", 8: "\u2663"}
    SUIT_COLORS: dict[int, str] = {2: "red", 4: "blue", 8: "green"}

    @staticmethod
    def new(string: str) -> int:
        """The card int of a two-character string such as ``"Ah"`` (rank upper case, suit lower)."""
        rank, suit = _compat.card_chars(string, "treys")
        try:
            return _INT_OF_STRING[rank + suit]
        except KeyError:
            if rank not in Card.CHAR_RANK_TO_INT_RANK:
                raise _compat.CardKeyError(f"unknown rank {rank!r} in card {short_repr(string)}") from None
            raise _compat.CardKeyError(f"unknown suit {suit!r} in card {short_repr(string)}") from None

    @staticmethod
    def int_to_str(card_int: int) -> str:
        """``"Kd"``; a ValueError (also a KeyError) for an int that is none of the 52 cards."""
        _compat.treys_card_set([card_int])
        return Card.STR_RANKS[Card.get_rank_int(card_int)] + Card.INT_SUIT_TO_CHAR_SUIT[Card.get_suit_int(card_int)]

    @staticmethod
    def get_rank_int(card_int: int) -> int:
        return (card_int >> 8) & 0xF

    @staticmethod
    def get_suit_int(card_int: int) -> int:
        return (card_int >> 12) & 0xF

    @staticmethod
    def get_bitrank_int(card_int: int) -> int:
        return (card_int >> 16) & 0x1FFF

    @staticmethod
    def get_prime(card_int: int) -> int:
        return card_int & 0x3F

    @staticmethod
    def hand_to_binary(card_strs: Sequence[str]) -> list[int]:
        return [Card.new(string) for string in card_strs]

    @staticmethod
    def prime_product_from_hand(card_ints: Sequence[int]) -> int:
        return math.prod(card & 0xFF for card in card_ints)

    @staticmethod
    def prime_product_from_rankbits(rankbits: int) -> int:
        return math.prod(prime for rank, prime in enumerate(Card.PRIMES) if rankbits >> rank & 1)

    @staticmethod
    def int_to_binary(card_int: int) -> str:
        """The low 32 bits, most significant first, in tab-separated groups of four."""
        if not 0 <= card_int < 1 << 32:
            raise _compat.CardIndexError(f"{short_repr(card_int)} does not fit in 32 bits")
        digits = format(card_int, "032b")
        return "\t".join(digits[i:i + 4] for i in range(0, 32, 4))

    @classmethod
    def int_to_pretty_str(cls, card_int: int) -> str:
        """``[A♠]``; hearts, diamonds and clubs coloured when termcolor is installed."""
        _compat.treys_card_set([card_int])
        suit_int = cls.get_suit_int(card_int)
        suit = cls.PRETTY_SUITS[suit_int]
        colored = _termcolor_colored()
        if colored is not None and suit_int in cls.SUIT_COLORS:
            suit = colored(suit, cls.SUIT_COLORS[suit_int])
        return f"[{cls.STR_RANKS[cls.get_rank_int(card_int)]}{suit}]"

    @classmethod
    def print_pretty_card(cls, card_int: int) -> None:
        print(cls.int_to_pretty_str(card_int))

    @classmethod
    def ints_to_pretty_str(cls, card_ints: Sequence[int]) -> str:
        text = ",".join(cls.int_to_pretty_str(card) for card in card_ints)
        return f" {text} " if text else " "

    @classmethod
    def print_pretty_cards(cls, card_ints: Sequence[int]) -> None:
        print(cls.ints_to_pretty_str(card_ints))


_INT_OF_STRING = {rank + suit: _compat.treys_int(16 * suit_index + rank_index)
                  for rank_index, rank in enumerate(Card.STR_RANKS)
                  for suit_index, suit in enumerate("cdhs")}


def _termcolor_colored():
    """termcolor's ``colored`` if it is installed (looked up on each call, as treys does)."""
    try:
        from termcolor import colored  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    return colored


class LookupTable:
    """treys' value bounds: the worst value of each hand class, best class first.

    >>> LookupTable.MAX_FULL_HOUSE, LookupTable.RANK_CLASS_TO_STRING[3]
    (322, 'Full House')
    """

    MAX_ROYAL_FLUSH: int = 1
    MAX_STRAIGHT_FLUSH: int = 10
    MAX_FOUR_OF_A_KIND: int = 166
    MAX_FULL_HOUSE: int = 322
    MAX_FLUSH: int = 1599
    MAX_STRAIGHT: int = 1609
    MAX_THREE_OF_A_KIND: int = 2467
    MAX_TWO_PAIR: int = 3325
    MAX_PAIR: int = 6185
    MAX_HIGH_CARD: int = 7462
    MAX_TO_RANK_CLASS: dict[int, int] = {
        bound: rank_class for rank_class, bound in enumerate(
            (1, 10, 166, 322, 1599, 1609, 2467, 3325, 6185, 7462))
    }
    RANK_CLASS_TO_STRING: dict[int, str] = {
        0: "Royal Flush", 1: "Straight Flush", 2: "Four of a Kind", 3: "Full House", 4: "Flush",
        5: "Straight", 6: "Three of a Kind", 7: "Two Pair", 8: "Pair", 9: "High Card",
    }

    @property
    def flush_lookup(self) -> dict[int, int]:
        """Prime product of five different ranks -> value of those ranks all in one suit."""
        return _flush_lookup()

    @property
    def unsuited_lookup(self) -> dict[int, int]:
        """Prime product of five ranks -> value of those ranks in mixed suits."""
        return _unsuited_lookup()


@once
def _flush_lookup() -> dict[int, int]:
    return {Card.prime_product_from_rankbits(sum(1 << rank for rank in ranks)):
            MAX_VALUE + 1 - high(pattern_mask(ranks, True))
            for ranks in rank_patterns() if len(set(ranks)) == 5}


@once
def _unsuited_lookup() -> dict[int, int]:
    return {math.prod(Card.PRIMES[rank] for rank in ranks): MAX_VALUE + 1 - high(pattern_mask(ranks, False))
            for ranks in rank_patterns()}


class Evaluator:
    """treys' Evaluator: ``evaluate(hand, board)`` on 5 to 7 cards in all, 1 best .. 7462 worst.

    >>> Evaluator().evaluate([Card.new("2c"), Card.new("3d")], [Card.new(c) for c in ("4h", "5s", "7c")])
    7462
    """

    HAND_LENGTH = 2
    BOARD_LENGTH = 5
    table = LookupTable()
    _rank_class_bounds = sorted(LookupTable.MAX_TO_RANK_CLASS)
    _negative_rank_class = 1   # treys files values below 0 as straight flushes

    evaluate = _compat.treys_value   # a compiled function taking (self, hand, board)

    def get_rank_class(self, hr: int) -> int:
        """The class (0 royal flush .. 9 high card) of a value from evaluate()."""
        if hr < 0:
            return self._negative_rank_class
        index = bisect_left(self._rank_class_bounds, hr)
        if index == len(self._rank_class_bounds):
            raise ValueError("Inavlid hand rank, cannot return rank class")   # treys' exact message
        return self.table.MAX_TO_RANK_CLASS[self._rank_class_bounds[index]]

    def class_to_string(self, class_int: int) -> str:
        try:
            return self.table.RANK_CLASS_TO_STRING[class_int]
        except (KeyError, TypeError):
            raise _compat.CardKeyError(f"{short_repr(class_int)} is not a hand class "
                                       f"({min(self.table.RANK_CLASS_TO_STRING)}..9)") from None

    def get_five_card_rank_percentage(self, hand_rank: int) -> float:
        """The value scaled to [0, 1]: 0 near the best hand, 1.0 for the worst (a number too big
        for a float is a CardOverflowError: an OverflowError, as in treys, and a ValueError)."""
        try:
            return float(hand_rank) / float(LookupTable.MAX_HIGH_CARD)
        except OverflowError:
            raise _compat.CardOverflowError(f"hand_rank {short_repr(hand_rank)} is too big for a float") from None

    def hand_summary(self, board: list[int], hands: list[list[int]]) -> None:
        """Print each player's hand class and the leaders on the flop, turn and river."""
        assert len(board) == self.BOARD_LENGTH, "Invalid board length"
        for hand in hands:
            assert len(hand) == self.HAND_LENGTH, self._hand_length_message
        for street, name in enumerate(("FLOP", "TURN", "RIVER")):
            print(f"{_BAR} {name} {_BAR}")
            ranks = [self.evaluate(hand, board[:street + 3]) for hand in hands]
            for player, rank in enumerate(ranks, start=1):
                label = self.class_to_string(self.get_rank_class(rank))
                print(self._player_line(player, label, 1.0 - self.get_five_card_rank_percentage(rank)))
            leaders = [player for player, rank in enumerate(ranks) if rank == min(ranks)]
            if name != "RIVER":
                if len(leaders) == 1:
                    print(f"Player {leaders[0] + 1} hand is currently winning.\n")
                else:
                    print(f"Players {[p + 1 for p in leaders]} are tied for the lead.\n")
            else:
                self._print_result(leaders, self.class_to_string(self.get_rank_class(
                    self.evaluate(hands[leaders[0]], board))))

    _hand_length_message = "Invalid hand length"

    @staticmethod
    def _player_line(player: int, label: str, percentage: float) -> str:
        return f"Player {player} hand = {label}, percentage rank among all hands = {percentage}"

    @staticmethod
    def _print_result(leaders: list[int], label: str) -> None:
        print()
        print(f"{_BAR} HAND OVER {_BAR}")
        if len(leaders) == 1:
            print(f"Player {leaders[0] + 1} is the winner with a {label}\n")
        else:
            print(f"Players {[p + 1 for p in leaders]} tied for the win with a {label}\n")


_BAR = "=" * 10


def _check_draw(n: int, cards: list[int]) -> int:
    """`n` as an int (converted once: a second ``__index__`` may answer otherwise), checked that
    the deck holds that many cards (treys and deuces fail half-way with IndexError)."""
    count = operator.index(n)
    if count > len(cards):
        raise _compat.CardIndexError(f"cannot draw {count} cards from a deck of {len(cards)}")
    return count


class PLOEvaluator(Evaluator):
    """treys' Omaha evaluator: exactly two hole cards and three board cards make the hand.

    >>> hand = [Card.new(c) for c in ("As", "Ks", "2d", "2h")]
    >>> PLOEvaluator().evaluate(hand, [Card.new(c) for c in ("Qs", "Js", "Ts", "2c", "3c")])
    1
    """

    HAND_LENGTH = 4
    evaluate = _compat.treys_omaha_value


class Deck:
    """treys' Deck: 52 card ints shuffled by ``random.Random(seed)``; ``draw`` takes from the end.

    >>> [Card.int_to_str(card) for card in Deck(seed=7).draw(2)] == [
    ...     Card.int_to_str(card) for card in Deck(seed=7).draw(2)]
    True
    """

    # built here, at import: filling it on first use raced between threads (two fills, 104 cards)
    _FULL_DECK: list[int] = [_INT_OF_STRING[rank + suit] for rank in Card.STR_RANKS for suit in "shdc"]

    def __init__(self, seed: Optional[int] = None) -> None:
        self._random = Random(seed)
        self.shuffle()

    def shuffle(self) -> None:
        self.cards = Deck.GetFullDeck()
        self._random.shuffle(self.cards)

    def draw(self, n: int = 1) -> list[int]:
        return [self.cards.pop() for _ in range(_check_draw(n, self.cards))]

    def __str__(self) -> str:
        return Card.ints_to_pretty_str(self.cards)

    @staticmethod
    def GetFullDeck() -> list[int]:
        """The 52 card ints: ranks 2..A, each in suit order s h d c."""
        return list(Deck._FULL_DECK)
