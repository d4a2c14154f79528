"""The ranking systems: one record each, read by the public API, the CLI, the games and census.

Values of every system are dense ints, 1..max_value, higher is better, equal is a split;
a system may also use 0 for "no qualifying hand" (ace_five_8).
"""
from __future__ import annotations

import enum
import importlib
from bisect import bisect_right

from pokerbits._core.common.args import name_text, short_repr, unknown_name, whole_number
from pokerbits._core.common.cards import RANKS, card_count_of, card_strings, cards, deck

FULL_DECK = cards(deck())   # the 52 cards

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Callable, Sequence

    from pokerbits._core.common.cards import Cards   # a name of the stub only


class System:
    """One ranking system's record, read-only (a plain class: dataclasses would double the import)."""

    name: str
    evaluate: Callable[[Cards], int]      # compiled per-call evaluator (card notation or int)
    max_value: int
    min_cards: int
    max_cards: int
    category_enum: type[Category]
    category_starts: Sequence[int]         # first value of each category, worst first
    describe_value: Callable[[int], str]
    hand_words: str                        # "an ace-to-five hand": how messages name a hand
    counted_cards: int                     # cards that make a hand (Badugi: up to 4)
    aliases: tuple[str, ...]
    # value -> the ranks of its counted cards in the order its description reads them
    reading_ranks: Callable[[int], Sequence[int]] | None
    # the cards that make a value when dropping cards down to counted_cards cannot find them
    # (Badugi may count fewer cards than a hand needs): (card set, value) -> cards
    choose_cards: Callable[[int, int], list[str]] | None
    deck: int                              # the cards its hands are made of (short deck: 6..A)
    __slots__ = ("name", "evaluate", "max_value", "min_cards", "max_cards", "category_enum", "category_starts",
                 "describe_value", "hand_words", "counted_cards", "aliases", "reading_ranks", "choose_cards", "deck")

    def __init__(self, *, name: str, evaluate: Callable[[Cards], int], max_value: int, min_cards: int,
                 max_cards: int, category_enum: type[Category], category_starts: Sequence[int],
                 describe_value: Callable[[int], str], hand_words: str, counted_cards: int = 5,
                 aliases: tuple[str, ...] = (), reading_ranks: Callable[[int], Sequence[int]] | None = None,
                 choose_cards: Callable[[int, int], list[str]] | None = None, deck: int = FULL_DECK) -> None:
        assign = object.__setattr__   # past the __setattr__ below, which refuses every assignment
        assign(self, "name", name)
        assign(self, "evaluate", evaluate)
        assign(self, "max_value", max_value)
        assign(self, "min_cards", min_cards)
        assign(self, "max_cards", max_cards)
        assign(self, "category_enum", category_enum)
        assign(self, "category_starts", category_starts)
        assign(self, "describe_value", describe_value)
        assign(self, "hand_words", hand_words)
        assign(self, "counted_cards", counted_cards)
        assign(self, "aliases", aliases)
        assign(self, "reading_ranks", reading_ranks)
        assign(self, "choose_cards", choose_cards)
        assign(self, "deck", deck)

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError(f"a System is read-only: cannot set {key!r}")

    def __repr__(self) -> str:
        return f"System(name={self.name!r}, max_value={self.max_value}, cards {self.min_cards}..{self.max_cards})"

    def category(self, value: int) -> Category:
        """The category of a value; the enum lists categories worst first."""
        value = self.check_value(value)
        return list(self.category_enum)[bisect_right(self.category_starts, value) - 1]

    def check_value(self, value: int) -> int:
        """`value` as an int (numpy integers too), checked to be a value of this system."""
        low = self.category_starts[0]
        try:
            number = whole_number(value, "a value")
        except TypeError:
            number = None
        if number is None or not low <= number <= self.max_value:
            raise ValueError(f"{short_repr(value)} is not a {self.name} value ({low}..{self.max_value})")
        return number

    def best_cards(self, cs: int) -> list[str]:
        """The cards that make the hand, in the order the description reads them (groups
        first, the ace last when it plays low), none for a hand that does not qualify: drop
        the lowest cards the value can spare.

        A value is the best over subsets, so a card outside one best subset can always go:
        at most one evaluation per card, whatever the hand size.
        """
        value = self.evaluate(cs)
        if value == 0:
            return []
        if self.choose_cards is not None:
            return self.in_reading_order(self.choose_cards(cs, value), value)
        for card in reversed(card_strings(cs)):
            if card_count_of(cs) <= self.counted_cards:
                break
            without = cs & ~cards(card)
            if self.evaluate(without) == value:
                cs = without
        return self.in_reading_order(card_strings(cs), value)

    def in_reading_order(self, held: list[str], value: int) -> list[str]:
        """Cards (canonical strings, highest first) in the order the description of `value`
        reads their ranks; cards of one rank keep their order."""
        if self.reading_ranks is None:
            return held
        order = {RANKS[rank]: i for i, rank in reversed(list(enumerate(self.reading_ranks(value))))}
        return sorted(held, key=lambda card: order[card[0]])


class _CategoryType(enum.EnumMeta):
    def __dir__(cls) -> list[str]:
        """The members and the enum's own names, without int's and the enum type's methods (keeps
        help() short); the members still iterate, index and compare as any IntEnum's."""
        hidden = set(dir(int)) | {"__contains__", "__getitem__", "__iter__", "__len__", "__members__"}
        return sorted(set(super().__dir__()) - hidden | {"__doc__", "__module__"})


class Category(enum.IntEnum, metaclass=_CategoryType):
    """A ranking system's categories: ints ordered worst first that print as their names."""

    def __str__(self) -> str:
        return self.name

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)


_REGISTRY: dict[str, System] = {}
# the systems' own modules, each registering its records when it loads; all of them load on the
# first look-up by name, so that `import pokerbits` and a script that only evaluates load none
# (one word a new system)
_MODULES = "high ace_five deuce_seven badugi short_deck".split()
_loaded = False


def register(system: System) -> System:
    for name in (system.name, *system.aliases):
        _REGISTRY[name] = system
    return system


def _registry() -> dict[str, System]:
    """Every system, registered (each system's module loaded once)."""
    global _loaded
    if not _loaded:
        for name in _MODULES:
            importlib.import_module(f"pokerbits.systems.{name}")
        _loaded = True
    return _REGISTRY


def get(name: str) -> System:
    """The system called `name` ("high", "ace_five", ...); ValueError for an unknown name (with
    the closest known one), TypeError for anything but a str.

    >>> get("ace_fiv").name
    Traceback (most recent call last):
    ValueError: unknown ranking system 'ace_fiv'; did you mean 'ace_five'?
    """
    try:
        return _registry()[name_text(name, "a ranking system")]
    except KeyError:
        raise unknown_name("ranking system", name, list(_registry()), f"known: {', '.join(names())}") from None


def names() -> list[str]:
    return sorted({s.name for s in _registry().values()})
