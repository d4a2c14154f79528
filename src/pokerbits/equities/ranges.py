"""Hand ranges: what a player may hold, as weighted combos (card sets).

A range is text: comma-separated parts, each optionally weighted with ``:w``. In two-card games
the usual Hold'em notation works: ``"QQ+"``, ``"KK-99"``, ``"AKs"``, ``"AQo+"``, ``"A9s-A6s"``,
``"76s-54s"``, ``"AK"`` (suited and offsuit), ``"AA:0.5"``. In any game a part may be exact
cards (``"AhKh"``, ``"AsKsQdJd"``), and ``"random"`` (or ``"any"``) stands for every hand.
A later part overrides the weight of an earlier one for the same combo.

>>> len(parse("QQ+, AKs"))
22
>>> parse("AA:0.5, AsAh")[cards("As Ah")]
1.0
"""
from __future__ import annotations

import math
import re
from itertools import combinations

from pokerbits._core.cards import card_count_of, cards

RANKS = "23456789TJQKA"
_R = "[2-9TJQKA]"
_PAIR = re.compile(rf"^({_R})\1(\+)?$", re.IGNORECASE)
_TWO = re.compile(rf"^({_R})({_R})([so]?)(\+)?$", re.IGNORECASE)
RANDOM_WORDS = ("random", "any")
MAX_EXPANDED = 300_000   # combos "random" may expand to inside a list (Omaha's 270,725 fit)


def _bit(rank: int, suit: int) -> int:
    return 1 << (16 * suit + rank)


def _pair_combos(rank: int) -> list[int]:
    return [_bit(rank, a) | _bit(rank, b) for a, b in combinations(range(4), 2)]


def _two_rank_combos(high: int, low: int, suited: str) -> list[int]:
    out = []
    for a in range(4):
        for b in range(4):
            if (suited == "s" and a != b) or (suited == "o" and a == b):
                continue
            out.append(_bit(high, a) | _bit(low, b))
    return out


def _shape(token: str):
    """('pair', rank, plus) or ('two', high, low, suitedness, plus), or None if not notation."""
    match = _PAIR.match(token)
    if match:
        return ("pair", RANKS.index(match.group(1).upper()), bool(match.group(2)))
    match = _TWO.match(token)
    if match:
        a, b = RANKS.index(match.group(1).upper()), RANKS.index(match.group(2).upper())
        if a == b:
            return None
        return ("two", max(a, b), min(a, b), match.group(3).lower(), bool(match.group(4)))
    return None


def _notation_combos(token: str) -> list[int] | None:
    """The combos of one Hold'em notation part (no weight), or None if it is not notation."""
    if "-" in token:
        left, _, right = token.partition("-")
        a, b = _shape(left.strip()), _shape(right.strip())
        if a is None or b is None or a[-1] or b[-1] or a[0] != b[0]:
            if a is None and b is None:
                return None
            raise ValueError(f"range part {token!r}: a dash joins two hands of one shape, such as KK-99 or A9s-A6s")
        if a[0] == "pair":
            low, high = sorted((a[1], b[1]))
            return [c for r in range(low, high + 1) for c in _pair_combos(r)]
        if a[3] != b[3]:
            raise ValueError(f"range part {token!r}: both ends must be suited, offsuit or both")
        if a[1] == b[1]:                       # A9s-A6s: the top card stays, the kicker moves
            low, high = sorted((a[2], b[2]))
            return [c for k in range(low, high + 1) for c in _two_rank_combos(a[1], k, a[3])]
        if a[1] - a[2] == b[1] - b[2]:         # 76s-54s: both cards move together
            gap, (low, high) = a[1] - a[2], sorted((a[1], b[1]))
            return [c for top in range(low, high + 1) for c in _two_rank_combos(top, top - gap, a[3])]
        raise ValueError(f"range part {token!r}: the ends must share the top card or the gap")
    shape = _shape(token)
    if shape is None:
        return None
    if shape[0] == "pair":
        _, rank, plus = shape
        return [c for r in range(rank, 13 if plus else rank + 1) for c in _pair_combos(r)]
    _, high, low, suited, plus = shape
    return [c for k in range(low, high if plus else low + 1) for c in _two_rank_combos(high, k, suited)]


def _random_combos(hole_cards: int) -> list[int]:
    if math.comb(52, hole_cards) > MAX_EXPANDED:
        raise ValueError(f"'random' inside a list of {hole_cards}-card hands is too many combos; "
                         "give 'random' alone")
    bits = [_bit(r, s) for s in range(4) for r in range(13)]
    return [sum(c) for c in combinations(bits, hole_cards)]


def _weight(text: str, token: str) -> float:
    try:
        weight = float(text)
    except ValueError:
        raise ValueError(f"range part {token!r}: weight {text!r} is not a number") from None
    if not (math.isfinite(weight) and weight > 0):
        raise ValueError(f"range part {token!r}: the weight must be a positive number, got {text!r}")
    return weight


def parse(text: str, hole_cards: int = 2) -> dict[int, float]:
    """The combos of a range as {card set: weight}, in the order they first appear.

    `hole_cards` is the hand size of the game: Hold'em notation needs 2; exact cards must
    have exactly that many (a partial hand is not a range).

    >>> weights = parse("AKs-AJs:0.5, KK")
    >>> len(weights), weights[cards("Ks Kh")], weights[cards("As Qs")]
    (18, 1.0, 0.5)
    """
    if not isinstance(text, str):
        raise TypeError(f"a range is text, not {type(text).__name__}")
    out: dict[int, float] = {}
    for raw in text.split(","):
        token = raw.strip()
        if not token:
            continue
        body, weight = token, 1.0
        if ":" in token:
            body, _, w = token.rpartition(":")
            body, weight = body.strip(), _weight(w.strip(), token)
        if body.lower() in RANDOM_WORDS:
            combos = _random_combos(hole_cards)
        else:
            notation = _notation_combos(body) if hole_cards == 2 else None
            if notation is not None:
                combos = notation
            else:
                try:
                    cs = cards(body)
                except (ValueError, TypeError) as error:
                    raise ValueError(f"range part {token!r}: not a hand or range notation ({error})") from None
                if card_count_of(cs) != hole_cards:
                    raise ValueError(f"range part {token!r}: a hand of this game has {hole_cards} cards, "
                                     f"got {card_count_of(cs)}")
                combos = [cs]
        for cs in combos:
            out.pop(cs, None)       # a later part overrides, and moves to the end
            out[cs] = weight
    if not out:
        raise ValueError(f"range {text!r} holds no hand")
    return out


def is_range(text: str, hole_cards: int = 2) -> bool:
    """True when `text` is range notation rather than one player's exact (or partial) cards.

    >>> is_range("AKs"), is_range("As Kd"), is_range("AhKh, QsQd"), is_range("random")
    (True, False, True, True)
    """
    if "," in text or ":" in text:
        return True
    try:
        cards(text)
        return False
    except (ValueError, TypeError):
        return True
