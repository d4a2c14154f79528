"""The ranking systems: one record each, read by the public API, the CLI, the games and census.

Values of every system are dense ints, 1..max_value, higher is better, equal is a split;
a system may also use 0 for "no qualifying hand" (ace_five_8).
"""
from __future__ import annotations

import enum
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Sequence

from pokerbits._core.cards import card_count_of, card_strings, cards

if TYPE_CHECKING:
    from pokerbits._core.cards import Cards   # a name of the stub only


@dataclass(frozen=True)
class System:
    name: str
    evaluate: Callable[[Cards], int]      # compiled per-call evaluator (card notation or int)
    max_value: int
    min_cards: int
    max_cards: int
    category_enum: type[enum.IntEnum]
    category_starts: Sequence[int]         # first value of each category, worst first
    describe_value: Callable[[int], str]
    counted_cards: int = 5                 # cards that make a hand (Badugi: up to 4)
    aliases: tuple[str, ...] = field(default=())
    ace_low: bool = False                  # best cards listed with the ace lowest
    # the cards that make a value when dropping cards down to counted_cards cannot find them
    # (Badugi may count fewer cards than a hand needs): (card set, value) -> cards
    choose_cards: Callable[[int, int], list[str]] | None = None

    def category(self, value: int) -> enum.IntEnum:
        """The category of a value; the enum lists categories worst first."""
        self.check_value(value)
        return list(self.category_enum)[bisect_right(self.category_starts, value) - 1]

    def check_value(self, value: int) -> None:
        low = self.category_starts[0]
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= self.max_value:
            raise ValueError(f"{value!r} is not a {self.name} value ({low}..{self.max_value})")

    def best_cards(self, cs: int) -> list[str]:
        """The cards that make the hand, highest first (the ace last when it plays low), none
        for a hand that does not qualify: drop the lowest cards the value can spare.

        A value is the best over subsets, so a card outside one best subset can always go:
        at most one evaluation per card, whatever the hand size.
        """
        value = self.evaluate(cs)
        if value == 0:
            return []
        if self.choose_cards is not None:
            return self.order(self.choose_cards(cs, value))
        for card in reversed(card_strings(cs)):
            if card_count_of(cs) <= self.counted_cards:
                break
            without = cs & ~cards(card)
            if self.evaluate(without) == value:
                cs = without
        return self.order(card_strings(cs))

    def order(self, held: list[str]) -> list[str]:
        """Cards (canonical strings, highest first) with the ace moved last when it plays low."""
        if not self.ace_low:
            return held
        return [c for c in held if c[0] != "A"] + [c for c in held if c[0] == "A"]


_REGISTRY: dict[str, System] = {}


def register(system: System) -> System:
    for name in (system.name, *system.aliases):
        _REGISTRY[name] = system
    return system


def get(name: str) -> System:
    """The system called `name` ("high", "ace_five", ...); ValueError for an unknown name."""
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted({s.name for s in _REGISTRY.values()}))
        raise ValueError(f"unknown ranking system {name!r}; known: {known}") from None


def names() -> list[str]:
    return sorted({s.name for s in _REGISTRY.values()})
