"""Badugi with the ace low (Badugi, the Badugi half of Badacey) and with the ace high (the
Badugi half of Badeucy)."""
from __future__ import annotations
from itertools import combinations


from pokerbits._core.kernels.badugi import CATEGORY_STARTS, MAX_VALUE, badugi, badugi_ace_high
from pokerbits._core.common.cards import RANKS, card_strings
from pokerbits._once import once
from pokerbits.systems import Category, System, register
from pokerbits.systems.words import ACE, dashed

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Callable

    from pokerbits._core.common.cards import Cards   # a name of the stub only


class BadugiCategory(Category):
    """Categories of a Badugi hand by the number of counted cards, worst first."""

    ONE_CARD = 1
    TWO_CARD = 2
    THREE_CARD = 3
    FOUR_CARD = 4


SIZE_WORDS = ("", "One", "Two", "Three", "Four")


def _hand_of(ranks: tuple[int, ...]) -> int:
    """Four cards whose Badugi hand counts exactly `ranks` (highest first, all different): one
    card of each in different suits, then cards of the highest rank in the unused suits."""
    dealt = list(ranks) + [ranks[0]] * (4 - len(ranks))
    return sum(1 << (16 * suit + rank) for suit, rank in enumerate(dealt))


def _decoder(evaluate: Callable[[int], int], ace_low: bool) -> Callable[[], dict[int, tuple[int, ...]]]:
    @once
    def decoded() -> dict[int, tuple[int, ...]]:
        """value -> the counted ranks, highest first (the ace lowest when `ace_low`), from the kernel."""
        out: dict[int, tuple[int, ...]] = {}
        for size in range(1, 5):
            for ranks in combinations(range(12, -1, -1), size):
                out[evaluate(_hand_of(ranks))] = tuple(sorted(
                    ranks, key=lambda r: -1 if ace_low and r == ACE else r, reverse=True))
        return out
    return decoded


def _system(name: str, evaluate: Callable[[Cards], int], ace_low: bool) -> System:
    decoded = _decoder(evaluate, ace_low)

    def reading_ranks(value: int) -> tuple[int, ...]:
        """The counted ranks of a value as its description reads them: highest first."""
        return decoded()[value]

    def describe(value: int) -> str:
        ranks = reading_ranks(value)
        return f"{SIZE_WORDS[len(ranks)]}-card badugi {dashed(ranks)}"

    def counted_cards(cs: int, value: int) -> list[str]:
        """The counted cards: the first set, highest cards first, of the counted ranks in
        different suits."""
        ranks = set(decoded()[value])
        for subset in combinations(card_strings(cs), len(ranks)):
            if {RANKS.index(c[0]) for c in subset} == ranks and len({c[1] for c in subset}) == len(ranks):
                return list(subset)
        raise AssertionError("the counted ranks are not held in different suits")  # pragma: no cover

    return register(System(
        name=name,
        evaluate=evaluate,
        max_value=MAX_VALUE,
        min_cards=4,
        max_cards=7,
        category_enum=BadugiCategory,
        category_starts=CATEGORY_STARTS,
        describe_value=describe,
        hand_words="a Badugi hand",
        counted_cards=4,
        reading_ranks=reading_ranks,
        choose_cards=counted_cards,
    ))


SYSTEM = _system("badugi", badugi, ace_low=True)
ACE_HIGH_SYSTEM = _system("badugi_ace_high", badugi_ace_high, ace_low=False)
