"""pokerkit on pokerbits: ``accelerate()`` makes pokerkit's hand classes evaluate in pokerbits'
compiled core, with pokerkit's own results, and ``restore()`` puts pokerkit's code back.

After ``accelerate()`` the hand classes below build the same ``Hand`` objects as before: the
same class, the same cards (the first best hand in pokerkit's order of combinations), the same
``entry`` (index and label), ordering, equality, hash, text and exceptions. Only how they are
found changes: one compiled search over the subsets instead of a Python loop over lookups.
Everything else in pokerkit (the state machine, showdowns, ``calculate_equities``) is untouched
and runs unchanged on top. Classes that make hands in no way pokerbits' search does (Greek hold'em:
both hole cards and three of the board) or with no pokerbits ranking system (Kuhn, Leduc, Rhode
Island, Numeral211), and cards pokerbits does not hold (unknown cards ``??``, a card twice, more
than sixteen cards) run pokerkit's own code.

>>> from pokerkit import StandardHighHand
>>> with accelerated():
...     hand = StandardHighHand.from_game("AsKs", "QsJsTs2c3d")
>>> hand, hand.entry.label, hand == StandardHighHand.from_game("AsKs", "QsJsTs2c3d")
(AsKsQsJsTs, <Label.STRAIGHT_FLUSH: 'Straight flush'>, True)
"""
from __future__ import annotations

import contextlib
import functools
import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pokerbits._core.common.args import needs_extra, short_repr

try:
    import pokerkit
    from pokerkit import Card, Rank, Suit
except ImportError as error:   # pragma: no cover - the optional dependency is installed in the tests
    raise needs_extra("pokerbits.compat.pokerkit", "pokerkit", "pokerkit") from error

from pokerbits._core.walks import hand_choice
from pokerbits._core.kernels.batch import KERNEL_IDS

__all__ = ["ACCELERATED", "accelerate", "accelerated", "is_accelerated", "restore"]

_RANKS = tuple(Rank(char) for char in "23456789TJQKA")
_SUITS = tuple(Suit(char) for char in "cdhs")
_ENTRY = "_pokerbits_entry"   # where an accelerated hand keeps its entry (pokerkit looks it up each time)


@dataclass(frozen=True)
class _Acceleration:
    """How pokerbits evaluates one pokerkit hand class: a ranking system and a way to make hands."""

    system: str
    family: int


# pokerkit's hand classes with a pokerbits ranking system
ACCELERATED: dict[type[pokerkit.Hand], _Acceleration] = {
    pokerkit.StandardHighHand: _Acceleration("high", hand_choice.ANY_FIVE),
    pokerkit.StandardLowHand: _Acceleration("deuce_seven", hand_choice.ANY_FIVE),
    pokerkit.RegularLowHand: _Acceleration("ace_five", hand_choice.ANY_FIVE),
    pokerkit.EightOrBetterLowHand: _Acceleration("ace_five_8", hand_choice.ANY_FIVE),
    pokerkit.OmahaHoldemHand: _Acceleration("high", hand_choice.TWO_AND_THREE),
    pokerkit.OmahaEightOrBetterLowHand: _Acceleration("ace_five_8", hand_choice.TWO_AND_THREE),
    pokerkit.BadugiHand: _Acceleration("badugi", hand_choice.BADUGI),
    pokerkit.StandardBadugiHand: _Acceleration("badugi_ace_high", hand_choice.BADUGI),   # its deuce-to-seven: ace high
    pokerkit.ShortDeckHoldemHand: _Acceleration("short_deck", hand_choice.ANY_FIVE),
}
_PATCHED = ("__init__", "from_game", "entry")
_originals: dict[tuple[type, str], Any] = {}   # (class, name) -> the class's own attribute, when patched
_tables: dict[type, list] = {}                 # class -> pokerkit's Entry of each pokerbits value


def _representatives(family: int) -> Iterator[tuple]:
    """One hand of pokerkit's cards for each way its lookups key a hand (the ranks and whether
    the cards are of one suit): five cards, or one to four of different ranks and suits."""
    if family == hand_choice.BADUGI:
        for size in range(1, 5):
            for ranks in itertools.combinations(_RANKS, size):
                yield tuple(map(Card, ranks, _SUITS))
        return
    for ranks in itertools.combinations_with_replacement(_RANKS, 5):
        if max(ranks.count(rank) for rank in ranks) <= 4:
            yield tuple(map(Card, ranks, _SUITS + _SUITS[:1]))   # consecutive, so never all one suit
            if len(set(ranks)) == 5:
                yield tuple(Card(rank, _SUITS[0]) for rank in ranks)


def _table(cls: type[pokerkit.Hand]) -> list:
    """pokerkit's Entry of each pokerbits value of ``cls``'s system, from pokerkit's own lookup,
    checked to order the hands as pokerbits does (a RuntimeError if it ever did not)."""
    if cls not in _tables:
        how = ACCELERATED[cls]
        system = KERNEL_IDS[how.system]
        table: list = []
        for cards in _representatives(how.family):
            value = hand_choice.exact_value(cards, how.family, system, _RANKS, _SUITS)
            entry = cls.lookup.get_entry_or_none(cards)
            if (value > 0) != (entry is not None):
                raise RuntimeError(f"{cls.__name__}: pokerkit and pokerbits disagree on whether {cards} is a hand")
            if value > 0:
                table.extend([None] * (value + 1 - len(table)))
                if table[value] not in (None, entry):
                    raise RuntimeError(f"{cls.__name__}: pokerbits value {value} is two pokerkit entries")
                table[value] = entry
        entries = table[1:]
        step = 1 if cls.low else -1   # pokerkit's low hands: the lower index wins; pokerbits: the higher value
        if None in entries or any(a.index != b.index + step for a, b in zip(entries, entries[1:])):
            raise RuntimeError(f"{cls.__name__}: pokerkit's order is not pokerbits' order")
        _tables[cls] = table
    return _tables[cls]


@functools.lru_cache(maxsize=4096)
def _parsed(text: str) -> tuple:
    """pokerkit's cards of a text, parsed once (its parser takes most of a call; Cards are immutable)."""
    return Card.clean(text)


def _clean(values: Any) -> tuple:
    """Card.clean, remembering texts (a bad text raises pokerkit's error each time)."""
    return _parsed(values) if type(values) is str else Card.clean(values)


def _hand(cls: type[pokerkit.Hand], cards: tuple, entry: Any) -> Any:
    """A Hand as pokerkit's constructor leaves it (its private cards), and its entry."""
    hand: Any = object.__new__(cls)
    hand._Hand__cards = cards
    setattr(hand, _ENTRY, entry)
    return hand


def _original(cls: type, name: str) -> Any:
    """pokerkit's own attribute ``name`` as ``cls`` sees it (through its classes' originals)."""
    for klass in cls.__mro__:
        if (klass, name) in _originals:   # patched: its own attribute, if it had one
            if _originals[klass, name] is not None:
                return _originals[klass, name]
        elif name in vars(klass):
            return vars(klass)[name]
    raise AttributeError(name)   # pragma: no cover - pokerkit's Hand has all three


def _from_game(cls: type, hole_cards: Any, board_cards: Any = ()) -> Any:
    how = ACCELERATED.get(cls)
    if how is not None:
        hole, board = _clean(hole_cards), _clean(board_cards)
        cards = hole + board
        value, chosen = hand_choice.first_best(cards, len(hole), how.family, KERNEL_IDS[how.system], _RANKS, _SUITS)
        if value > 0:
            return _hand(cls, tuple([cards[i] for i in chosen]), _tables[cls][value])
        if value == 0:
            raise ValueError(f"No valid {cls.__qualname__} hand can be formed from the hole and board cards.")
        hole_cards, board_cards = hole, board
    return _original(cls, "from_game").__func__(cls, hole_cards, board_cards)


def _shown(cards: Any) -> str:
    """repr(cards) as pokerkit's messages quote it, cut short when long (or when it fails)."""
    try:
        shown = repr(cards)
    except Exception:   # a nesting too deep for repr
        return short_repr(cards)
    return shown if len(shown) <= 80 else short_repr(cards)


def _init(self: Any, cards: Any) -> None:
    how = ACCELERATED.get(type(self))
    if how is not None:
        cleaned = _clean(cards)
        value = hand_choice.exact_value(cleaned, how.family, KERNEL_IDS[how.system], _RANKS, _SUITS)
        if value > 0:
            self._Hand__cards = cleaned
            setattr(self, _ENTRY, _tables[type(self)][value])
            return
        if value == 0:
            raise ValueError(f"The cards {_shown(cards)} form an invalid {type(self).__qualname__} hand.")
        if isinstance(cards, Iterator):   # read once already
            cards = cleaned
    _original(type(self), "__init__")(self, cards)


def _entry(self: Any) -> Any:
    try:
        return vars(self)[_ENTRY]
    except KeyError:   # a hand made before accelerate(), or of a class pokerbits does not evaluate
        return _original(type(self), "entry").fget(self)


_REPLACEMENTS = {"__init__": _init, "from_game": classmethod(_from_game), "entry": property(_entry)}


def accelerate() -> None:
    """Make pokerkit's hand classes of ``ACCELERATED`` evaluate in pokerbits (again: no effect).

    >>> accelerate(); is_accelerated()
    True
    >>> restore(); is_accelerated()
    False
    """
    for cls in ACCELERATED:
        _table(cls)   # first: a failed check leaves pokerkit as it was
    for cls in ACCELERATED:
        for name in _PATCHED:
            if (cls, name) not in _originals:
                _originals[cls, name] = vars(cls).get(name)
                setattr(cls, name, _REPLACEMENTS[name])


def restore() -> None:
    """Put pokerkit's own code back (no effect when it is there).

    >>> restore(); pokerkit.StandardHighHand.from_game.__func__.__module__
    'pokerkit.hands'
    """
    for (cls, name), original in list(_originals.items()):
        if original is None:
            delattr(cls, name)
        else:
            setattr(cls, name, original)
        del _originals[cls, name]


def is_accelerated() -> bool:
    """Whether pokerkit's hand classes evaluate in pokerbits now.

    >>> with accelerated():
    ...     is_accelerated()
    True
    """
    return bool(_originals)


@contextlib.contextmanager
def accelerated() -> Iterator[None]:
    """``accelerate()`` for a ``with`` block; afterwards pokerkit is as it was before it.

    >>> from pokerkit import OmahaHoldemHand
    >>> with accelerated():
    ...     OmahaHoldemHand.from_game("AhKhQdJd", "Th9h8h2c3c")
    AhKhTh9h8h
    """
    was = is_accelerated()
    accelerate()
    try:
        yield
    finally:
        if not was:
            restore()
