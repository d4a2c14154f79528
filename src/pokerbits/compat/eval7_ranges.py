"""eval7's range strings: ``HandRange("JJ+, 0.8(AKs), AsKd")`` gives the hands and weights eval7
gives, in eval7's order, and refuses what eval7 refuses (a ``RangeStringError``, a ValueError).

The language, as eval7 reads it: comma-separated parts, each a hand type ``"AK"``, ``"AKs"``,
``"AKo"``, ``"QQ"`` (ranks in either case, either order), a span of one kind ``"A2s-A5s"``,
``"99-QQ"`` (either end first), a hand type and ``+`` (pairs up to aces, the lower card up to
one below the higher: ``"K9s+"`` is K9s-KQs), two cards ``"AsKd"`` (rank capitals), or a tag
``#name#``; a weight ``0.8(...)`` or ``80%(...)`` in front of a parenthesised list of parts.
Spaces may stand between any two pieces but inside a card, a pair of ranks or a number.

Each part gives its hands in eval7's order: suits c, d, h, s for the first card, then the second;
``"AK"`` is its 12 offsuit hands, then its 4 suited ones; a pair's hands show the higher suit
first (``KdKc``). Repeated parts repeat their hands. One difference: eval7 fails on every tag
(its parser keeps them, its hand builder crashes); here tags give no hands, as eval7's own
description of the language says.

>>> r = HandRange("0.5(AKs), QQ+")
>>> len(r), r.hands[0], r.hands[4]
(22, ((Card("Ac"), Card("Kc")), 0.5), ((Card("Qd"), Card("Qc")), 1.0))
"""
from __future__ import annotations

from typing import Iterator, NamedTuple, Optional

from pokerbits._core.kernels.compat import EVAL7_RANKS, EVAL7_SUITS, Eval7Card

__all__ = ["HandRange", "RangeStringError", "string_to_hands", "string_to_tokens", "validate_string"]

_RANKS = "".join(EVAL7_RANKS)   # "23456789TJQKA"
_SUITS = "".join(EVAL7_SUITS)   # "cdhs"
_RANK_CHARS = _RANKS + _RANKS.lower()
_SPACE = " \t\n\r"
_TAG_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


class RangeStringError(ValueError):
    """A range string eval7 cannot read (eval7's own RangeStringError derives from Exception)."""


class _Type(NamedTuple):   # a hand type as written: two rank characters and 'o', 's' or nothing
    text: str


class _Part(NamedTuple):
    kind: str              # "type", "span", "plus", "hand" or "tag"
    items: tuple           # the _Types of the part, or the text of a hand or tag


class _Reader:
    """A reader of eval7's range grammar over one string: each method takes a position and gives
    (what it read, the position after) or None; spaces are skipped before each piece."""

    def __init__(self, text: str) -> None:
        self.text = text

    def skip(self, at: int) -> int:
        while at < len(self.text) and self.text[at] in _SPACE:
            at += 1
        return at

    def char(self, at: int, chars: str) -> Optional[tuple]:
        at = self.skip(at)
        if at < len(self.text) and self.text[at] in chars:
            return self.text[at], at + 1
        return None

    def digits(self, at: int, first: str) -> Optional[tuple]:
        """A run of digits whose first is one of ``first``."""
        at = start = self.skip(at)
        if at >= len(self.text) or self.text[at] not in first:
            return None
        while at < len(self.text) and self.text[at].isascii() and self.text[at].isdigit():
            at += 1
        return self.text[start:at], at

    def hand_type(self, at: int) -> Optional[tuple]:
        at = self.skip(at)
        pair = self.text[at:at + 2]
        if len(pair) < 2 or any(c not in _RANK_CHARS for c in pair):
            return None
        at += 2
        suited = self.char(at, "os")
        if suited:
            pair, at = pair + suited[0], suited[1]
        if self.char(at, "%("):
            return None
        return _Type(pair), at

    def card(self, at: int) -> Optional[tuple]:
        at = self.skip(at)
        text = self.text[at:at + 2]
        if len(text) == 2 and text[0] in _RANK_CHARS and text[1] in _SUITS:
            return text, at + 2
        return None

    def part(self, at: int) -> Optional[tuple]:
        first = self.hand_type(at)
        if first:
            dash = self.char(first[1], "-")
            second = dash and self.hand_type(dash[1])
            if second:
                return _Part("span", (first[0], second[0])), second[1]
            plus = self.char(first[1], "+")
            if plus:
                return _Part("plus", (first[0],)), plus[1]
            return _Part("type", (first[0],)), first[1]
        one = self.card(at)
        two = self.card(one[1]) if one else None
        if one and two:
            return _Part("hand", (one[0] + two[0],)), two[1]
        hash_sign = self.char(at, "#")
        if hash_sign:
            at = end = self.skip(hash_sign[1])
            while end < len(self.text) and self.text[end] in _TAG_CHARS:
                end += 1
            closing = end > at and self.char(end, "#")
            if closing:
                return _Part("tag", ("#" + self.text[at:end] + "#",)), closing[1]
        return None

    def parts(self, at: int) -> Optional[tuple]:
        """Parts separated by commas (a comma with no part after it is left unread)."""
        first = self.part(at)
        if not first:
            return None
        found, at = [first[0]], first[1]
        while True:
            comma = self.char(at, ",")
            more = comma and self.part(comma[1])
            if not more:
                return found, at
            found.append(more[0])
            at = more[1]

    def number(self, at: int) -> Optional[tuple]:
        """eval7's decimal: 12, 12.5, 12., .5 or 0.5 (the longest of these that fits)."""
        whole = self.digits(at, "123456789")
        zero = None if whole else self.char(at, "0")
        point = self.char(whole[1] if whole else zero[1] if zero else at, ".")
        fraction = point and self.digits(point[1], "0123456789")
        if point and (fraction or whole):
            text = (whole[0] if whole else zero[0] if zero else "") + "." + (fraction[0] if fraction else "")
            return text, (fraction or point)[1]
        return whole

    def weighted(self, at: int) -> Optional[tuple]:
        """A weight and a parenthesised list (weight, parts), or a plain list (None, parts)."""
        number = self.number(at)
        if number:
            percent = self.char(number[1], "%")
            opening = self.char((percent or number)[1], "(")
            inside = self.parts(opening[1]) if opening else None
            closing = self.char(inside[1], ")") if inside else None
            if inside and closing:
                weight = float(number[0]) / (100.0 if percent else 1.0)
                return (weight, inside[0]), closing[1]
        plain = self.parts(at)
        return ((None, plain[0]), plain[1]) if plain else None

    def whole(self) -> list:
        """Every (weight, parts) group of the string; RangeStringError if it is not all range."""
        groups: list = []
        at = 0
        group = self.weighted(at)
        while group:
            groups.append(group[0])
            at = group[1]
            comma = self.char(at, ",")
            group = comma and self.weighted(comma[1])
        if self.skip(at) != len(self.text):
            raise RangeStringError("Failed to parse string")
        return groups


def _kind(hand_type: _Type) -> str:
    """'s', 'o', 'p' (a pair, both ranks written alike) or 'n' (either)."""
    text = hand_type.text
    if len(text) == 3:
        if text[0] == text[1]:
            raise RangeStringError("Pairs cannot have suitedness")
        return text[2]
    return "p" if text[0] == text[1] else "n"


def _ranks(hand_type: _Type) -> tuple:
    """(higher, lower) rank index."""
    a, b = (_RANKS.index(c.upper()) for c in hand_type.text[:2])
    return max(a, b), min(a, b)


def _name(high: int, low: int, kind: str) -> str:
    return _RANKS[high] + _RANKS[low] + ("" if kind == "p" else kind)


def _hand_token(text: str) -> str:
    """Two cards as eval7 writes them: the higher rank first, a pair's higher suit first."""
    first = (_RANKS.index(text[0].upper()), _SUITS.index(text[1]))
    second = (_RANKS.index(text[2].upper()), _SUITS.index(text[3]))
    if first == second:
        raise RangeStringError(f"Invalid Token: {text}")
    return text[2:] + text[:2] if first < second else text


def _part_tokens(part: _Part) -> list:
    if part.kind in ("hand", "tag"):
        return [_hand_token(part.items[0]) if part.kind == "hand" else part.items[0]]
    kind = _kind(part.items[0])
    if part.kind == "type":
        lows = [_ranks(part.items[0])]
    else:
        bottom = _ranks(part.items[0])
        if part.kind == "plus":
            top = (12, 12) if kind == "p" else (bottom[0], bottom[0] - 1)
        else:
            if _kind(part.items[1]) != kind:
                raise RangeStringError(f"Suitedness mismatch: '{part.items[0].text}' '{part.items[1].text}'")
            top = _ranks(part.items[1])
            if top[1] < bottom[1]:
                bottom, top = top, bottom
        if kind != "p" and top[0] != bottom[0]:
            raise RangeStringError(f"Top card mismatch: '{part.items[0].text}' '{part.items[1].text}'")
        lows = [(low if kind == "p" else top[0], low) for low in range(bottom[1], top[1] + 1)]
    kinds = ("o", "s") if kind == "n" else (kind,)
    return [_name(high, low, k) for high, low in lows for k in kinds]


def string_to_tokens(text: str) -> list:
    """The (token, weight) pairs of a range string, as eval7's ``rangestring`` gives them.

    >>> string_to_tokens("AK, 40%(88-TT)")
    [('AKo', 1.0), ('AKs', 1.0), ('88', 0.4), ('99', 0.4), ('TT', 0.4)]
    """
    if not isinstance(text, str):
        raise TypeError(f"a range string is a str, not {type(text).__name__}")
    tokens = []
    for weight, parts in _Reader(text).whole():
        for part in parts:
            tokens += [(token, 1.0 if weight is None else weight) for token in _part_tokens(part)]
    return tokens


def _token_hands(token: str) -> list:
    """The two-card hands (as texts) of one token in eval7's order."""
    if token[0] == "#":
        return []
    if len(token) == 4:
        return [(token[:2], token[2:])]
    kind = "p" if len(token) == 2 else token[2]
    if token[0] == token[1] and kind != "p":
        raise RangeStringError("Pairs cannot have suitedness")
    hands = []
    for i, first in enumerate(_SUITS):
        seconds = _SUITS[i + 1:] if kind == "p" else first if kind == "s" else _SUITS.replace(first, "")
        for second in seconds:
            if kind == "p":
                hands.append((token[1] + second, token[0] + first))
            else:
                hands.append((token[0] + first, token[1] + second))
    return hands


def string_to_hands(text: str) -> list:
    """The ((card, card), weight) pairs of a range string, in eval7's order.

    >>> string_to_hands("KsAs, 0.5(22)")[:2]
    [((Card("As"), Card("Ks")), 1.0), ((Card("2d"), Card("2c")), 0.5)]
    """
    return [((Eval7Card(a), Eval7Card(b)), weight)
            for token, weight in string_to_tokens(text) for a, b in _token_hands(token)]


def validate_string(text: str) -> bool:
    """Whether eval7 reads the string (its tokens, not yet its hands).

    >>> validate_string("TT+, A8o-ATo, 80%(KTs+)"), validate_string("TT+,")
    (True, False)
    """
    try:
        string_to_tokens(text)
    except RangeStringError:
        return False
    return True


class HandRange:
    """eval7's HandRange: ``string``, ``tokens`` (token, weight) and ``hands``, a list of
    ((Card, Card), weight) in eval7's order; ``len`` and iteration go over ``hands``.

    >>> r = HandRange("AKs, 40%(KK)")
    >>> len(r), r.tokens, next(iter(r))
    (10, [('AKs', 1.0), ('KK', 0.4)], ((Card("Ac"), Card("Kc")), 1.0))
    """

    def __init__(self, s: str) -> None:
        self.string = s
        self.tokens = string_to_tokens(s)
        self.hands = string_to_hands(s)

    def __iter__(self) -> Iterator[tuple]:
        return iter(self.hands)

    def __len__(self) -> int:
        return len(self.hands)

    def __repr__(self) -> str:
        return f"HandRange({self.string!r})"

