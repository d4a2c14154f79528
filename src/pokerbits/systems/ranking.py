"""System-generic questions about a value or a hand: category, description, best cards, census."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from pokerbits import systems
from pokerbits._hashing import hash_fields
from pokerbits._core import batch as _batch
from pokerbits._core.args import whole_number
from pokerbits._core.cards import checked_hand


def category(system: str, value: int) -> enum.IntEnum:
    """The category of a value of `system`.

    >>> category("high", 7462).name
    'ROYAL_FLUSH'
    """
    return systems.get(system).category(value)


def describe(system: str, value: int) -> str:
    """The hand a value stands for, in the words players use.

    >>> describe("high", high("Kh Kd 4s 4c Ad"))
    'Two pair, kings and fours, ace kicker'
    """
    spec = systems.get(system)
    return spec.describe_value(spec.check_value(value))


def best_five(system: str, cards) -> list[str]:
    """The cards that make the hand (five, or the counted cards in Badugi), highest first.

    >>> best_five("high", "As Ks Qs Js Ts 2c 3d")
    ['As', 'Ks', 'Qs', 'Js', 'Ts']
    """
    spec = systems.get(system)
    return spec.best_cards(checked_hand(cards, spec.min_cards, spec.max_cards, spec.hand_words))


@dataclass(frozen=True)
class Census:
    """How many hands of `n_cards` cards fall in each category and how many values occur."""

    system: str
    n_cards: int
    total: int
    counts: dict
    distinct_values: int
    distinct_per_category: dict

    __hash__ = hash_fields   # a frozen record: hashable, though its counts are dicts

    def rows(self):
        """(category, count, percent, distinct values) rows, best category first."""
        for cat in reversed(list(self.counts)):
            yield cat, self.counts[cat], 100.0 * self.counts[cat] / self.total, self.distinct_per_category[cat]


def census(system: str, n_cards: int, threads: int = 1) -> Census:
    """Evaluate every hand of `n_cards` cards (in the compiled core, on `threads` threads) and
    count by category.

    >>> census("high", 5).counts[category("high", 7462)]
    4
    """
    spec = systems.get(system)
    n_cards = whole_number(n_cards, "n_cards")
    if not spec.min_cards <= n_cards <= min(spec.max_cards, 7):
        raise ValueError(f"census of {spec.name} covers {spec.min_cards} to {min(spec.max_cards, 7)} cards, got {n_cards}")
    per_value = _batch.value_counts(_batch.KERNEL_IDS[spec.name], n_cards, threads)
    counts = {cat: 0 for cat in spec.category_enum}
    distinct = {cat: 0 for cat in spec.category_enum}
    for value, count in enumerate(per_value):
        if count:
            cat = spec.category(value)
            counts[cat] += count
            distinct[cat] += 1
    return Census(spec.name, n_cards, sum(counts.values()), counts, sum(distinct.values()), distinct)

