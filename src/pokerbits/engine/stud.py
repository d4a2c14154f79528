"""Who opens a stud betting round: the bring-in by the lowest up card (Razz: the highest; an
ace is high in stud and low in Razz; ties by suit, clubs lowest, then diamonds, hearts,
spades), and the later rounds by the best up hand (pairs and kickers; straights and flushes do
not count; Razz: the lowest, pairs worst), ties to the first seat left of the button.

>>> bring_in_seat([["7h"], ["2d"], ["2c"]], [0, 1, 2], low=False)
2
>>> up_opener([["Kh", "Kd"], ["As", "Qd"]], [0, 1], low=False)
0
>>> up_opener([["Kh", "2d"], ["8s", "5d"]], [0, 1], low=True)
1
>>> up_opener([["9c", "9h", "6c"], ["8s", "3s", "8c", "3d"]][::-1], [0, 1], low=False)   # two pair
0
"""
from __future__ import annotations

from typing import List, Optional, Sequence

from pokerbits.engine.cards import RANKS, SUITS

_HIGH = {r: i for i, r in enumerate(RANKS)}           # 2 lowest, ace highest
_LOW = {r: (i + 1) % 13 for i, r in enumerate(RANKS)}  # ace lowest (0), king highest


def _card_key(card: str, low: bool) -> tuple:
    return ((_LOW if low else _HIGH)[card[0]], SUITS.index(card[1]))


def bring_in_seat(up: Sequence[Sequence[Optional[str]]], seats: Sequence[int], low: bool) -> int:
    """The seat among `seats` that brings in: the lowest last up card (`low`: the highest)."""
    keys = {seat: _card_key(_known(up[seat][-1], seat), low) for seat in seats}
    return (max if low else min)(seats, key=lambda seat: keys[seat])


def _hand_key(cards: Sequence[str], low: bool) -> tuple:
    """The sizes of the groups of equal ranks (largest first: two pair beats a pair), then their
    ranks, group by group: compared as tuples."""
    ranks = _LOW if low else _HIGH
    counts: dict = {}
    for c in cards:
        counts[ranks[c[0]]] = counts.get(ranks[c[0]], 0) + 1
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    return tuple(n for n, _ in groups), tuple(r for _, r in groups)


def up_opener(up: Sequence[Sequence[Optional[str]]], seats: Sequence[int], low: bool) -> int:
    """The seat among `seats` (in seat order) with the best up cards (`low`: the lowest hand)."""
    keys: List[tuple] = [_hand_key([_known(c, seat) for c in up[seat]], low) for seat in seats]
    best = min(keys) if low else max(keys)
    return seats[keys.index(best)]


def _known(card: object, seat: int) -> str:
    if card is None:
        raise ValueError(f"p{seat + 1}'s up card is unknown: stud needs the up cards to know who acts")
    return card   # type: ignore[return-value]
