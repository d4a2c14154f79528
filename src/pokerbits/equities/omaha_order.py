"""The Omaha starting-hand order: the 16,432 suit-isomorphic four-card classes ranked by their
heads-up equity against a random hand, behind Omaha's percent ranges and `percentile`.

A class is a four-card hand up to a relabelling of the suits (``AsAhKsKh`` and ``AdAcKdKc`` are
one class); pokerbits._core.tables.isomorphism numbers them 0 .. 16,431. Exact equity against a random
hand would walk C(48, 4) opponents times C(44, 5) boards per class, so each class's equity is
estimated by Monte Carlo: SAMPLES deals (opponent and board) of one hand of the class, from the
equity engine with a seed fixed per class, so a rebuild gives the same integers (the builder:
pokerbits.equities.omaha_build, which this module, read by the range language, does not import).
The standard error of one class's equity is below 0.5 / sqrt(SAMPLES) = 0.002. The win and tie
counts ship as package data (``omaha_heads_up.bin``) and load on first use.

>>> order = omaha_order()
>>> order.order()[0] == class_of("As Ah Js Jh"), round(order.equity(class_of("As Ah Ks Kh")), 2)
(True, 0.7)
"""
from __future__ import annotations

import math
import sys
import zlib
from array import array
from dataclasses import dataclass
from importlib import resources
from itertools import combinations
from typing import Any

from pokerbits._core.common import cards as _cards
from pokerbits._once import once
from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._core.tables.isomorphism import HandIndexer

GAME = "omaha"                     # Omaha high; the hi/lo games have no order (their high half ranks differently)
HOLE_CARDS = 4
CLASSES = 16_432
COMBOS = math.comb(52, HOLE_CARDS)
SAMPLES = 65_536                   # deals per class: one Monte Carlo chunk of the equity engine
SEED = 16                          # the base seed of the shipped order (omaha_build.class_seed mixes in the class)
DATA_FILE = "omaha_heads_up.bin"
MAGIC = b"pokerbits omaha heads-up wins+ties v1\n"


@once
def indexer() -> HandIndexer:
    """The suit-isomorphic index of four-card hands (one round of four cards)."""
    return HandIndexer([HOLE_CARDS])


def class_of(hand: Any) -> int:
    """The class index (0 .. 16,431) of four cards (text or a card set).

    >>> class_of("As Ah Ks Kh") == class_of("Ad Ac Kd Kc"), class_of("2s 2h 2d 2c")
    (True, 0)
    """
    cs = _cards.cards(hand)
    if _cards.card_count_of(cs) != HOLE_CARDS:
        raise ValueError(f"an Omaha starting hand has {HOLE_CARDS} cards, got {_cards.card_count_of(cs)}")
    return indexer().index([cs])


def class_cards(index: int) -> str:
    """One hand of class `index` (the indexer's representative), as text.

    >>> class_of(class_cards(class_of("Kd Kc Ad Ac"))) == class_of("As Ah Ks Kh")
    True
    """
    index = whole_number(index, "index")
    if not 0 <= index < CLASSES:
        raise ValueError(f"an Omaha class index is 0 to {CLASSES - 1}, got {short_repr(index)}")
    return " ".join(indexer().unindex(0, index)[0])


@dataclass(frozen=True)
class OmahaOrder:
    """Each class's wins and ties against a random hand over `samples` deals (class index order)."""

    wins: tuple
    ties: tuple
    samples: int = SAMPLES

    def equity(self, index: int) -> float:
        """The estimated equity of class `index` against a random hand (ties count half)."""
        return (self.wins[index] + self.ties[index] / 2) / self.samples

    def error(self, index: int) -> float:
        """The standard error of `equity(index)` (each deal pays 0, 1/2 or 1).

        >>> omaha_order().error(0) < 0.5 / SAMPLES ** 0.5
        True
        """
        n, mean = self.samples, self.equity(index)
        square = (self.wins[index] + self.ties[index] / 4) / n
        return math.sqrt(max(0.0, square - mean * mean) / (n - 1))

    def equities(self) -> list:
        return [self.equity(i) for i in range(CLASSES)]

    def order(self) -> list:
        """The class indexes from the strongest down; equal estimates keep index order."""
        strength = self.equities()
        return sorted(range(CLASSES), key=lambda i: (-strength[i], i))

    def to_bytes(self) -> bytes:
        data = array("I", [*self.wins, *self.ties])
        if sys.byteorder != "little":   # pragma: no cover
            data.byteswap()
        header = MAGIC + f"samples={self.samples}\n".encode()
        return header + zlib.compress(data.tobytes(), 9)

    @classmethod
    def from_bytes(cls, blob: bytes) -> "OmahaOrder":
        if not blob.startswith(MAGIC):
            raise ValueError("not a pokerbits Omaha order")
        line, _, body = blob[len(MAGIC):].partition(b"\n")
        samples = int(line.decode().removeprefix("samples="))
        data = array("I")
        data.frombytes(zlib.decompress(body))
        if sys.byteorder != "little":   # pragma: no cover
            data.byteswap()
        if len(data) != 2 * CLASSES:
            raise ValueError(f"an Omaha order holds {2 * CLASSES} counts, got {len(data)}")
        return cls(tuple(data[:CLASSES]), tuple(data[CLASSES:]), samples)


@once
def omaha_order() -> OmahaOrder:
    """The shipped order (loaded once)."""
    return OmahaOrder.from_bytes(resources.files("pokerbits._core.tables").joinpath(DATA_FILE).read_bytes())


@once
def class_combos() -> tuple:
    """Every four-card hand of the 52 cards, grouped by class: a tuple of 16,432 lists."""
    deck = [1 << (16 * suit + rank) for suit in range(4) for rank in range(13)]
    hands = array("Q", [a | b | c | d for a, b, c, d in combinations(deck, HOLE_CARDS)])
    groups: list[list[int]] = [[] for _ in range(CLASSES)]
    for cs, index in zip(hands, indexer().index_many(0, hands)):
        groups[index].append(cs)
    return tuple(groups)


@once
def _hands_above() -> tuple:
    """(class index, hands of the classes ranked above it) in the order."""
    out, above, groups = [], 0, class_combos()
    for index in omaha_order().order():
        out.append((index, above))
        above += len(groups[index])
    return tuple(out)


def percentile_of(hand: Any) -> float:
    """The percent of the 270,725 Omaha starting hands in classes ranked above `hand`'s.

    >>> percentile_of("As Ah Js Jh"), round(percentile_of("As Ah Ks Kh"), 4)
    (0.0, 0.0288)
    """
    index = class_of(hand)
    return next(100 * above / COMBOS for i, above in _hands_above() if i == index)


def combos_between(low: float, high: float) -> list:
    """The hands whose percentile is at least `low` and below `high` (the range ``"low-high%"``),
    the strongest class first.

    >>> len(combos_between(0, 100)), combos_between(0, 0.001) == combos_between(0, 0.0001)
    (270725, True)
    """
    groups = class_combos()
    return [cs for index, above in _hands_above() if low * COMBOS <= 100 * above < high * COMBOS
            for cs in groups[index]]
