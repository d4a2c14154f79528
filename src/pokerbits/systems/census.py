"""Census: every hand of a system and size evaluated, counted by category (loaded on first use:
its record is a dataclass, which `import pokerbits` does without)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Iterator

from pokerbits import systems
from pokerbits._core.kernels import batch as _batch
from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._hashing import hash_fields
from pokerbits.systems import Category

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Literal, overload

    from typing_extensions import TypeVar   # a default, for the plain `Census` annotation

    from pokerbits.systems.ace_five import AceFiveCategory, AceFiveEightCategory
    from pokerbits.systems.badugi import BadugiCategory
    from pokerbits.systems.deuce_seven import DeuceSevenCategory
    from pokerbits.systems.high import HighCategory
    from pokerbits.systems.short_deck import ShortDeckCategory, TritonCategory

    C = TypeVar("C", bound=Category, default=Category)
else:
    from typing import TypeVar

    C = TypeVar("C", bound=Category)


@dataclass(frozen=True)
class Census(Generic[C]):
    """How many hands of `n_cards` cards fall in each category and how many values occur;
    `Census[HighCategory]` for a census of "high"."""

    system: str
    n_cards: int
    total: int
    counts: dict[C, int]
    distinct_values: int
    distinct_per_category: dict[C, int]

    __hash__ = hash_fields   # a frozen record: hashable, though its counts are dicts

    def rows(self) -> Iterator[tuple[C, int, float, int]]:
        """(category, count, percent, distinct values) rows, best category first."""
        for cat in reversed(list(self.counts)):
            yield cat, self.counts[cat], 100.0 * self.counts[cat] / self.total, self.distinct_per_category[cat]


if TYPE_CHECKING:   # one overload per system name: a type checker knows each system's categories
    @overload
    def census(system: Literal["high"], n_cards: int, threads: int = 1) -> Census[HighCategory]: ...
    @overload
    def census(system: Literal["ace_five"], n_cards: int, threads: int = 1) -> Census[AceFiveCategory]: ...
    @overload
    def census(system: Literal["ace_five_8"], n_cards: int, threads: int = 1) -> Census[AceFiveEightCategory]: ...
    @overload
    def census(system: Literal["deuce_seven"], n_cards: int, threads: int = 1) -> Census[DeuceSevenCategory]: ...
    @overload
    def census(system: Literal["badugi", "badugi_ace_high"], n_cards: int, threads: int = 1) -> Census[BadugiCategory]: ...
    @overload
    def census(system: Literal["short_deck"], n_cards: int, threads: int = 1) -> Census[ShortDeckCategory]: ...
    @overload
    def census(system: Literal["short_deck_triton"], n_cards: int, threads: int = 1) -> Census[TritonCategory]: ...
    @overload
    def census(system: str, n_cards: int, threads: int = 1) -> Census[Category]: ...


def census(system: str, n_cards: int, threads: int = 1) -> Census[Any]:
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

