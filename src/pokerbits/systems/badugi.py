"""Badugi (and the Badugi half of Badeucy and Badacey)."""
from __future__ import annotations
from itertools import combinations

from pokerbits._core.badugi import CATEGORY_STARTS, MAX_VALUE, badugi
from pokerbits._core.cards import RANKS, card_strings
from pokerbits._once import once
from pokerbits.systems import Category, System, register
from pokerbits.systems.words import ACE, dashed


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


@once
def _decoded() -> dict[int, tuple[int, ...]]:
    """value -> the counted ranks, highest first with the ace lowest, from the kernel."""
    out: dict[int, tuple[int, ...]] = {}
    for size in range(1, 5):
        for ranks in combinations(range(12, -1, -1), size):
            out[badugi(_hand_of(ranks))] = tuple(sorted(ranks, key=lambda r: -1 if r == ACE else r,
                                                        reverse=True))
    return out


def reading_ranks(value: int) -> tuple[int, ...]:
    """The counted ranks of a value as its description reads them: highest first, the ace low."""
    return _decoded()[value]


def describe(value: int) -> str:
    ranks = reading_ranks(value)
    return f"{SIZE_WORDS[len(ranks)]}-card badugi {dashed(ranks)}"


def counted_cards(cs: int, value: int) -> list[str]:
    """The counted cards: the first set, highest cards first, of the counted ranks in
    different suits."""
    ranks = set(_decoded()[value])
    for subset in combinations(card_strings(cs), len(ranks)):
        if {RANKS.index(c[0]) for c in subset} == ranks and len({c[1] for c in subset}) == len(ranks):
            return list(subset)
    raise AssertionError("the counted ranks are not held in different suits")  # pragma: no cover


SYSTEM = register(System(
    name="badugi",
    evaluate=badugi,
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
