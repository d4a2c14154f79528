"""Census: every hand of a system and size evaluated, counted by category (loaded on first use:
its record is a dataclass, which `import pokerbits` does without)."""
from __future__ import annotations

from dataclasses import dataclass

from pokerbits import systems
from pokerbits._core.kernels import batch as _batch
from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._hashing import hash_fields


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

    >>> census("high", 5).counts[systems.get("high").category(7462)]
    4
    """
    spec = systems.get(system)
    n_cards = whole_number(n_cards, "n_cards")
    if not spec.min_cards <= n_cards <= min(spec.max_cards, 7):
        raise ValueError(f"census of {spec.name} covers {spec.min_cards} to {min(spec.max_cards, 7)} cards, got {short_repr(n_cards)}")
    per_value = _batch.value_counts(_batch.KERNEL_IDS[spec.name], n_cards, threads)
    counts = {cat: 0 for cat in spec.category_enum}
    distinct = {cat: 0 for cat in spec.category_enum}
    for value, count in enumerate(per_value):
        if count:
            cat = spec.category(value)
            counts[cat] += count
            distinct[cat] += 1
    return Census(spec.name, n_cards, sum(counts.values()), counts, sum(distinct.values()), distinct)

