"""Hand patterns for any hand size (Omaha's 4, 5 or 6 cards, Stud, draw): one part to its combos.

A pattern is a run of ranks (``"AKQJ"``), exact cards (``"AsAh"``) and wildcards (``"x"`` or
``"*"``, any card), shorter than the hand when the rest is any card (``"AA"`` in Omaha is
``"AAxx"``: at least two aces), then optionally a suit qualifier, glued on or after a ``:``
or a space: ``ds`` (double suited: two suits hold two cards or more each), ``ss`` (single
suited: exactly one suit holds two or more), ``rainbow`` / ``rb`` (no two cards of a suit);
ProPokerTools' ``$ds``, ``$ss`` and ``$rb`` are the same qualifiers. A wildcard may be any
rank, so ``"AAxx"`` holds trip aces too, as in ProPokerTools' ``AA``.

>>> len(combos("AKQJds", 4)), len(combos("AAxx", 4)), len(combos("AsAh**", 4))
(36, 6961, 1225)
"""
from __future__ import annotations

import math
import re
from itertools import combinations, product
from typing import Callable, Optional

from pokerbits._core.common.args import short_repr

RANKS = "23456789TJQKA"
SUITS = "cdhs"
MAX_COMBOS = 300_000       # what one part may expand to (Omaha's 270,725 hands fit)
_ITEM = re.compile(r"([2-9TJQKA])([cdhs])?|([x*])", re.IGNORECASE)
_PATTERN = re.compile(r"(?:[2-9TJQKA][cdhs]?|[x*])+", re.IGNORECASE)   # a run of items
_QUALIFIER = re.compile(r"(?:^|[\s:]*)(\$?(?:ds|ss|rb)|rainbow)$", re.IGNORECASE)


_PAIRED_LANE = bytes(int(lane.bit_count() >= 2) for lane in range(1 << 13))   # a suit with 2+ cards


def paired_suits(cs: int) -> int:
    """How many suits hold two cards or more of the card set `cs`.

    >>> paired_suits(0b11 | 0b11 << 16), paired_suits(0b111 | 1 << 16)
    (2, 1)
    """
    return (_PAIRED_LANE[cs & 0x1FFF] + _PAIRED_LANE[cs >> 16 & 0x1FFF] + _PAIRED_LANE[cs >> 32 & 0x1FFF]
            + _PAIRED_LANE[cs >> 48 & 0x1FFF])


QUALIFIERS: dict[str, Callable[[int], bool]] = {
    "ds": lambda cs: paired_suits(cs) >= 2,
    "ss": lambda cs: paired_suits(cs) == 1,
    "rainbow": lambda cs: paired_suits(cs) == 0,
}


def is_qualifier(word: str) -> bool:
    """Whether `word` is a suit qualifier (``ds``, ``$ss``, ``rainbow``, ...)."""
    return re.fullmatch(r"\s*(\$?(ds|ss|rb)|rainbow)\s*", word, re.IGNORECASE) is not None


def _split_qualifier(token: str) -> tuple[str, Optional[str]]:
    match = _QUALIFIER.search(token)
    if not match or match.start() == 0:
        return token, None
    word = match.group(1).lower().lstrip("$")
    return token[:match.start()].rstrip(" :"), "rainbow" if word == "rb" else word


def _items(text: str) -> list:
    """[('card', bit) | ('rank', rank) | ('any', None)] of a pattern (without spaces)."""
    items: list[tuple[str, Optional[int]]] = []
    for match in _ITEM.finditer(text):
        rank, suit, wild = match.groups()
        if wild:
            items.append(("any", None))
        elif suit:
            items.append(("card", 1 << (16 * SUITS.index(suit.lower()) + RANKS.index(rank.upper()))))
        else:
            items.append(("rank", RANKS.index(rank.upper())))
    return items


def _expand(items: list, hole_cards: int, token: str) -> list[int]:
    fixed = 0
    for kind, value in items:
        if kind == "card":
            if fixed & value:
                raise ValueError(f"range part {short_repr(token)}: a card appears twice")
            fixed |= value
    wild = hole_cards - len(items) + sum(kind == "any" for kind, _ in items)
    by_rank: dict[int, int] = {}
    for kind, value in items:
        if kind == "rank":
            by_rank[value] = by_rank.get(value, 0) + 1
    choices = []
    for rank, count in by_rank.items():
        free = [1 << (16 * s + rank) for s in range(4) if not fixed >> (16 * s + rank) & 1]
        if count > len(free):
            raise ValueError(f"range part {short_repr(token)}: asks for {count} cards of rank {RANKS[rank]}, "
                             f"{len(free)} are left")
        choices.append(list(combinations(free, count)))
    named = hole_cards - wild
    generated = math.prod(len(c) for c in choices) * math.comb(52 - named, wild)
    if generated > MAX_COMBOS:
        raise ValueError(f"range part {short_repr(token)}: matches too many hands to list (about {generated:,}); "
                         "narrow it down or use 'random'")
    out: dict[int, None] = {}
    deck = [1 << (16 * s + r) for s in range(4) for r in range(13)]
    for picked in product(*choices):
        base = fixed + sum(sum(group) for group in picked)
        if not wild:
            out[base] = None
            continue
        for extra in combinations([card for card in deck if not card & base], wild):
            out[base + sum(extra)] = None
    return list(out)


def combos(token: str, hole_cards: int) -> Optional[list[int]]:
    """The combos of one pattern part for hands of `hole_cards` cards, None if it is no pattern.

    >>> len(combos("KK**", 4)), len(combos("AKQJ rainbow", 4)), len(combos("AKQJ:$ss", 4))
    (6961, 24, 196)
    """
    body, qualifier = _split_qualifier(token.strip())
    text = "".join(body.split())
    if not _PATTERN.fullmatch(text):
        if qualifier is None:
            return None
        raise ValueError(f"range part {short_repr(token)}: {short_repr(body)} before the suit qualifier "
                         "is not a hand pattern")
    size = len(text) - sum(map(text.lower().count, SUITS))   # its items: a suit letter is part of a card
    if size > hole_cards:   # counted before the items are listed: a pattern may be megabytes long
        raise ValueError(f"range part {short_repr(token)}: a hand of this game has {hole_cards} cards, "
                         f"the pattern has {size:,}")
    found = _expand(_items(text), hole_cards, token)
    if qualifier is not None:
        keep = QUALIFIERS[qualifier]
        found = [cs for cs in found if keep(cs)]
        if not found:
            raise ValueError(f"range part {short_repr(token)}: no hand of {hole_cards} cards is {qualifier}")
    return found
