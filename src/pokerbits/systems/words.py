"""Words for descriptions: rank names, the phrases of the five-card shapes, and the ranks of
each five-card value (decoded by evaluating one hand of every rank pattern)."""
from __future__ import annotations

from itertools import combinations_with_replacement

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Callable, Iterator, Sequence

RANK_CHARS = "23456789TJQKA"
SINGULAR = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "jack", "queen", "king", "ace")
PLURAL = ("deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
          "jacks", "queens", "kings", "aces")
ACE = 12


def dashed(ranks: Sequence[int]) -> str:
    """Rank indexes (0..12 = 2..A) as 'A-K-9-6-2'."""
    return "-".join(RANK_CHARS[r] for r in ranks)


def made_hand(kind: str, ranks: Sequence[int], top: int) -> str:
    """A five-card hand of a shape beyond high card, by the name of its category ('FULL_HOUSE'),
    its ranks grouped (biggest group first) and the top card of a straight or flush."""
    if kind in ("STRAIGHT_FLUSH", "STRAIGHT"):
        return f"{kind.replace('_', ' ').capitalize()}, {SINGULAR[top]} high"
    if kind == "FOUR_OF_A_KIND":
        return f"Four of a kind, {PLURAL[ranks[0]]}, {SINGULAR[ranks[4]]} kicker"
    if kind == "FULL_HOUSE":
        return f"Full house, {PLURAL[ranks[0]]} full of {PLURAL[ranks[3]]}"
    if kind == "FLUSH":
        return f"Flush, {SINGULAR[top]} high ({dashed(ranks)})"
    if kind == "THREE_OF_A_KIND":
        return f"Three of a kind, {PLURAL[ranks[0]]}, {dashed(ranks[3:])} kickers"
    if kind == "TWO_PAIR":
        return f"Two pair, {PLURAL[ranks[0]]} and {PLURAL[ranks[2]]}, {SINGULAR[ranks[4]]} kicker"
    if kind == "ONE_PAIR":
        return f"One pair, {PLURAL[ranks[0]]}, {dashed(ranks[2:])} kickers"
    raise ValueError(f"no words for {kind!r}")


def high_hand(kind: str, ranks: Sequence[int], top: int) -> str:
    """A five-card high hand (or short-deck hand) by the name of its category, its ranks grouped
    and its top card (a straight's: the wheels are five high, or nine high in short deck)."""
    if kind == "ROYAL_FLUSH":
        return "Royal flush"
    if kind == "HIGH_CARD":
        return f"High card, {SINGULAR[top]} ({dashed(ranks)})"
    return made_hand(kind, ranks, top)


def rank_patterns(max_same: int = 4, lowest_rank: int = 0) -> Iterator[tuple[int, ...]]:
    """Every multiset of five ranks (lowest_rank..12) with at most `max_same` of a rank, high to low."""
    for combo in combinations_with_replacement(range(12, lowest_rank - 1, -1), 5):
        if max(combo.count(r) for r in set(combo)) <= max_same:
            yield combo


def pattern_mask(ranks: Sequence[int], suited: bool) -> int:
    """A card set with these ranks: all clubs if `suited`, else suits that never make a flush."""
    suits = [0 if suited else list(ranks[:i]).count(rank) for i, rank in enumerate(ranks)]
    if not suited and len(set(ranks)) == 5:
        suits[1] = 1
    return sum(1 << (16 * suit + rank) for suit, rank in zip(suits, ranks))


def five_card_ranks(evaluate: Callable[[int], int], ace_low: bool = False,
                    lowest_rank: int = 0) -> dict[int, tuple[int, ...]]:
    """value -> the five ranks of that value, biggest group first, then highest first (the ace
    lowest when `ace_low`), from one plain hand of every rank pattern (of ranks from
    `lowest_rank` up) and one suited hand of every five different ranks."""
    out: dict[int, tuple[int, ...]] = {}
    for ranks in rank_patterns(lowest_rank=lowest_rank):
        grouped = tuple(sorted(ranks, reverse=True, key=lambda r: (
            ranks.count(r), -1 if ace_low and r == ACE else r)))
        out[evaluate(pattern_mask(ranks, False))] = grouped
        if len(set(ranks)) == 5:
            out.setdefault(evaluate(pattern_mask(ranks, True)), grouped)
    return out
