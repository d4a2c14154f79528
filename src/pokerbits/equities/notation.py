"""Hold'em range notation: one part (no weight, no list) to its two-card combos.

Pairs ``"QQ"``, ``"QQ+"`` (and better), ``"99-"`` (and worse), ``"KK-99"``; two ranks
``"AKs"`` / ``"AKo"`` / ``"AK"`` (both), ``"AQo+"`` (the kicker up to below the top card),
``"A5s-"`` (the kicker down to the deuce), ``"A9s-A6s"``, ``"76s-54s"`` (both cards move);
any kicker ``"Ax"``, ``"Kxs"``, ``"Qxo"`` (the named rank with every other rank); the
wildcard ``"*"`` for any card, the pair too (``"A*"``: every hand holding an ace; ``"**"``,
``"**s"``, ``"**o"``: every, every suited, every offsuit hand; ``xx`` is the same as ``**``).
Case does not matter; the text reaching here is ASCII (see ranges.parse).

>>> len(combos("99-")), len(combos("A5s-")), len(combos("Axs")), len(combos("A*"))
(48, 16, 48, 198)
"""
from __future__ import annotations

import re
from itertools import combinations
from typing import Optional

from pokerbits._core.common.args import short_repr

RANKS = "23456789TJQKA"
_R = "[2-9TJQKA]"
_PAIR = re.compile(rf"^({_R})\1([+-])?$")
_TWO = re.compile(rf"^({_R})({_R})([SO]?)([+-])?$")
_WILD = re.compile(rf"^({_R}|[X*])([X*])([SO]?)$")
HANDS = [((r1, s1), (r2, s2)) for (r1, s1), (r2, s2) in combinations([(r, s) for s in range(4) for r in range(13)], 2)]


def _bit(rank: int, suit: int) -> int:
    return 1 << (16 * suit + rank)


def _pair_combos(rank: int) -> list[int]:
    return [_bit(rank, a) | _bit(rank, b) for a, b in combinations(range(4), 2)]


def _two_rank_combos(high: int, low: int, suited: str) -> list[int]:
    return [_bit(high, a) | _bit(low, b) for a in range(4) for b in range(4)
            if not ((suited == "s" and a != b) or (suited == "o" and a == b))]


def _shape(token: str):
    """('pair', rank, sign) or ('two', high, low, suitedness, sign), or None if not notation."""
    match = _PAIR.match(token)
    if match:
        return ("pair", RANKS.index(match.group(1)), match.group(2) or "")
    match = _TWO.match(token)
    if match:
        a, b = RANKS.index(match.group(1)), RANKS.index(match.group(2))
        if a == b:
            return None
        return ("two", max(a, b), min(a, b), match.group(3).lower(), match.group(4) or "")
    return None


def _span(token: str) -> list[int]:
    """The combos of a span such as KK-99, in any case (messages quote the part as written)."""
    left, _, right = token.upper().partition("-")
    a, b = _shape(left), _shape(right)
    if a is None or b is None or a[-1] or b[-1] or a[0] != b[0]:
        raise ValueError(f"range part {short_repr(token)}: a dash joins two hands of one shape, "
                         "such as KK-99 or A9s-A6s")
    if a[0] == "pair":
        low, high = sorted((a[1], b[1]))
        return [c for r in range(low, high + 1) for c in _pair_combos(r)]
    if a[3] != b[3]:
        raise ValueError(f"range part {short_repr(token)}: both ends must be suited, offsuit or both")
    if a[1] == b[1]:                       # A9s-A6s: the top card stays, the kicker moves
        low, high = sorted((a[2], b[2]))
        return [c for k in range(low, high + 1) for c in _two_rank_combos(a[1], k, a[3])]
    if a[1] - a[2] == b[1] - b[2]:         # 76s-54s: both cards move together
        gap, (low, high) = a[1] - a[2], sorted((a[1], b[1]))
        return [c for top in range(low, high + 1) for c in _two_rank_combos(top, top - gap, a[3])]
    raise ValueError(f"range part {short_repr(token)}: the ends must share the top card or the gap")


def _wild(first: str, second: str, suited: str) -> list[int]:
    """Every hand matching a rank (or '*'/'X') and a wildcard: 'X' after a rank is any other rank."""
    named = None if first in "X*" else RANKS.index(first)
    pair_ok = named is None or second == "*"
    out = []
    for (r1, s1), (r2, s2) in HANDS:
        if named is not None and named not in (r1, r2):
            continue
        if r1 == r2 and not pair_ok:
            continue
        if (suited == "s" and s1 != s2) or (suited == "o" and s1 == s2):
            continue
        out.append(_bit(r1, s1) | _bit(r2, s2))
    return out


def combos(token: str) -> Optional[list[int]]:
    """The combos of one Hold'em notation part, or None if the part is not this notation.

    >>> len(combos("QQ+")), len(combos("AQo+")), combos("AsKs") is None
    (18, 24, True)
    """
    written, token = token, token.upper()
    wild = _WILD.match(token)
    if wild:
        first, second, suited = wild.groups()
        return _wild(first, second, suited.lower())
    if "-" in token and not token.endswith("-"):
        left, _, right = token.partition("-")
        if _shape(left) is None and _shape(right) is None:
            return None
        return _span(written)
    shape = _shape(token)
    if shape is None:
        return None
    if shape[0] == "pair":
        _, rank, sign = shape
        ranks = range(rank, 13) if sign == "+" else range(0, rank + 1) if sign == "-" else [rank]
        return [c for r in ranks for c in _pair_combos(r)]
    _, high, low, suited, sign = shape
    kickers = range(low, high) if sign == "+" else range(0, low + 1) if sign == "-" else [low]
    return [c for k in kickers for c in _two_rank_combos(high, k, suited)]
