"""eval7's range strings: ``HandRange("JJ+, 0.8(AKs), AsKd")`` gives the hands and weights eval7
gives, in eval7's order, and refuses what eval7 refuses (a ``RangeStringError``, a ValueError).
This module is also the shim's ``rangestring`` (``from pokerbits.compat.eval7 import
rangestring``), with eval7's functions of that module: ``string_to_tokens``, ``string_to_hands``,
``validate_string``, ``tokens_to_string``, ``token_to_hands``, ``normalize_token``,
``token_suitedness``, ``weight_to_float`` and ``expand_handtype_group``.

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

from typing import Iterator, Optional, Sequence

from pokerbits._core.common.args import short_repr
from pokerbits._core.kernels.compat import EVAL7_RANKS, EVAL7_SUITS, Eval7Card

__all__ = ["HandRange", "RangeStringError", "expand_handtype_group", "normalize_token", "string_to_hands",
           "string_to_tokens", "token_suitedness", "token_to_hands", "tokens_to_string", "validate_string",
           "weight_to_float"]

_RANKS = "".join(EVAL7_RANKS)   # "23456789TJQKA"
_SUITS = "".join(EVAL7_SUITS)   # "cdhs"
_RANK_CHARS = _RANKS + _RANKS.lower()
_SPACE = " \t\n\r"
_TAG_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


class RangeStringError(ValueError):
    """A range string eval7 cannot read (eval7's own RangeStringError derives from Exception)."""


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
        return pair, at

    def card(self, at: int) -> Optional[tuple]:
        at = self.skip(at)
        text = self.text[at:at + 2]
        if len(text) == 2 and text[0] in _RANK_CHARS and text[1] in _SUITS:
            return text, at + 2
        return None

    def part(self, at: int) -> Optional[tuple]:
        """One part as eval7's parser groups it (see expand_handtype_group): ``("AKs",)``,
        ``("A2s", "-", "A5s")``, ``("K9s", "+")``, ``("AsKd",)`` or ``("#", "name", "#")``."""
        first = self.hand_type(at)
        if first:
            dash = self.char(first[1], "-")
            second = dash and self.hand_type(dash[1])
            if second:
                return (first[0], "-", second[0]), second[1]
            plus = self.char(first[1], "+")
            if plus:
                return (first[0], "+"), plus[1]
            return (first[0],), first[1]
        one = self.card(at)
        two = self.card(one[1]) if one else None
        if one and two:
            return (one[0] + two[0],), two[1]
        hash_sign = self.char(at, "#")
        if hash_sign:
            at = end = self.skip(hash_sign[1])
            while end < len(self.text) and self.text[end] in _TAG_CHARS:
                end += 1
            closing = end > at and self.char(end, "#")
            if closing:
                return ("#", self.text[at:end], "#"), closing[1]
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
                return (weight_to_float([number[0]] + (["%"] if percent else [])), inside[0]), closing[1]
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


def weight_to_float(weight: Sequence[str]) -> float:
    """A weight as eval7's parser splits it, a number and maybe ``"%"``, as a float.

    >>> weight_to_float(["86", "%"]), weight_to_float(["0.5"])
    (0.86, 0.5)
    """
    try:
        value = float(weight[0])
    except (ValueError, TypeError, IndexError):
        raise RangeStringError(f"{short_repr(weight)} is not a weight (a number, maybe '%')") from None
    return value / 100.0 if weight[-1] == "%" else value


def token_suitedness(token: str) -> str:
    """``"s"`` or ``"o"`` as a hand type says (its third character), ``"p"`` for a pair (its two
    ranks written alike), else ``"n"``; a pair with a suitedness is a RangeStringError.

    >>> [token_suitedness(t) for t in ("AKs", "AKo", "QQ", "AK")]
    ['s', 'o', 'p', 'n']
    """
    if len(token) < 2:
        raise RangeStringError(f"Invalid Token: {token}")
    if len(token) == 3:
        if token[0] == token[1]:
            raise RangeStringError("Pairs cannot have suitedness")
        return token[-1]
    return "p" if token[0] == token[1] else "n"


def _rank(character: str) -> int:
    """The rank index of a rank character in either case (eval7 reads both alike)."""
    index = _RANKS.find(character.upper())
    if index < 0 or not character:
        raise RangeStringError(f"{character!r} is not a rank")
    return index


def _suit(character: str) -> int:
    index = _SUITS.find(character)
    if index < 0 or not character:
        raise RangeStringError(f"{character!r} is not a suit")
    return index


def normalize_token(token: str) -> str:
    """A token as eval7 writes it: a hand type with its higher rank first in capitals and its
    suitedness (``"p"`` a pair, ``"n"`` either), two cards with the higher card (by rank, then
    suit) first as given, a tag as it is.

    >>> [normalize_token(t) for t in ("KA", "qq", "T9s", "5cAh", "#x#")]
    ['AKn', 'QQp', 'T9s', 'Ah5c', '#x#']
    """
    if token[:1] == "#":
        return token
    if len(token) == 4:
        first, second = (_rank(token[0]), _suit(token[1])), (_rank(token[2]), _suit(token[3]))
        if first == second:
            raise RangeStringError(f"Invalid Token: {token}")
        return token[2:] + token[:2] if first < second else token
    if len(token) < 2:
        raise RangeStringError(f"Invalid Token: {token}")
    high, low = sorted((_rank(token[0]), _rank(token[1])), reverse=True)
    return _RANKS[high] + _RANKS[low] + token_suitedness(token)


def _rank_pair(token: str) -> tuple[int, int]:
    """(higher, lower) rank index of a hand type."""
    high, low = (_RANKS.index(c) for c in normalize_token(token)[:2])
    return high, low


def expand_handtype_group(group: Sequence[str]) -> list[str]:
    """The tokens of one part of a range string as eval7's parser groups it: a hand type
    ``("AK",)`` (offsuit and suited both), a span ``("K8o", "-", "KJo")`` (one suitedness, one top
    card; either end first), a hand type and more ``("ATs", "+")`` (pairs up to aces, the lower
    card up to one below the higher), two cards ``("AsKd",)``, or a tag ``("#", "name", "#")``.

    >>> expand_handtype_group(("ATs", "-", "AQs")), expand_handtype_group(("99", "+"))
    (['ATs', 'AJs', 'AQs'], ['99', 'TT', 'JJ', 'QQ', 'KK', 'AA'])
    """
    if group[0] == "#":
        return ["".join(group)]
    if not (len(group) == 1 or (len(group) == 2 and group[1] == "+") or (len(group) == 3 and group[1] == "-")):
        raise RangeStringError(f"{group!r} is not a group of eval7's parser")
    if len(group) == 1:
        tokens = [normalize_token(group[0])]
    else:
        kind = token_suitedness(group[0])
        bottom = _rank_pair(group[0])
        if group[-1] == "+":
            top = (12, 12) if kind == "p" else (bottom[0], bottom[0] - 1)
        else:
            if token_suitedness(group[2]) != kind:
                raise RangeStringError(f"Suitedness mismatch: '{group[0]}' '{group[2]}'")
            top = _rank_pair(group[2])
            if top[1] < bottom[1]:
                bottom, top = top, bottom
            if kind != "p" and top[0] != bottom[0]:
                raise RangeStringError(f"Top card mismatch: '{group[0]}' '{group[2]}'")
        tokens = [(_RANKS[low] if kind == "p" else _RANKS[top[0]]) + _RANKS[low] + kind
                  for low in range(bottom[1], top[1] + 1)]
    expanded = []
    for token in tokens:
        if len(token) < 4 and token[-1] == "n":
            expanded += [token[:2] + "o", token[:2] + "s"]
        elif len(token) < 4 and token[-1] == "p":
            expanded.append(token[:2])
        else:
            expanded.append(token)
    return expanded


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
            tokens += [(token, 1.0 if weight is None else weight) for token in expand_handtype_group(part)]
    return tokens


def token_to_hands(token: str) -> list[tuple[str, str]]:
    """The two-card hands of one token, as pairs of card texts, in eval7's order: suits c, d, h,
    s for the first card, then the second; a pair's higher suit first. A tag has none (eval7
    fails on it); a hand type of either suitedness (``"AK"``, which eval7's tokens never are) is a
    RangeStringError.

    >>> token_to_hands("ATs")
    [('Ac', 'Tc'), ('Ad', 'Td'), ('Ah', 'Th'), ('As', 'Ts')]
    """
    if token[:1] == "#":
        return []
    if len(token) == 4:
        return [(token[:2], token[2:])]
    kind = token_suitedness(token)
    if kind not in ("s", "o", "p"):
        raise RangeStringError(f"{token!r} is not a token of hands (a pair, or a hand type with s or o)")
    hands = []
    for i, first in enumerate(_SUITS):
        seconds = _SUITS[i + 1:] if kind == "p" else first if kind == "s" else _SUITS.replace(first, "")
        for second in seconds:
            if kind == "p":
                hands.append((token[1] + second, token[0] + first))
            else:
                hands.append((token[0] + first, token[1] + second))
    return hands


def _runs(tokens: list[str]) -> list[str]:
    """Hand types of one kind, in rising order of their second rank, written as eval7 writes
    them: a run of consecutive second ranks as ``"K9s+"`` when it reaches the top (one below the
    first rank, or aces for pairs), else ``"KJs-K9s"``; a run of one as itself."""
    if len(tokens) <= 1:
        return tokens
    runs = []
    start = tokens[0]
    for before, after in zip(tokens, tokens[1:]):
        if _RANKS.index(after[1]) - _RANKS.index(before[1]) > 1:   # a gap ends the run
            runs.append((start,) if before == start else (start, before))
            start = after
    runs.append((after,) if start == after else (start, after))
    written = []
    for run in runs:
        last = run[-1]
        if len(run) == 1:
            written.append(run[0])
        elif last == "AA" or _RANKS.index(last[0]) - 1 == _RANKS.index(last[1]):
            written.append(run[0] + "+")
        else:
            written.append(run[1] + "-" + run[0])
    return written


def _weight_string(tokens: Sequence[tuple[str, float]], weight: float) -> str:
    """The tokens of one weight, grouped as eval7 groups them: pairs, then other hand types
    (highest first rank first), then two-card hands (highest first), then tags."""
    pairs, hands, others, tags = [], [], [], []
    for token in (normalize_token(token) for token, w in tokens if w == weight):
        if token[0] == "#":
            tags.append(token)
        elif token[-1] == "p":
            pairs.append(token[:-1])
        elif len(token) == 4:
            hands.append(token)
        else:
            others.append(token)
    pairs.sort(key=lambda pair: _RANKS.index(pair[0]))
    hands.sort(key=lambda h: (_RANKS.index(h[0]), _RANKS.index(h[2]), _SUITS.index(h[1]), _SUITS.index(h[3])),
               reverse=True)
    written = []
    for rank in _RANKS:
        for kind in "osn":
            same = sorted((t for t in others if t[0] == rank and token_suitedness(t) == kind
                           and _RANKS.index(t[0]) > _RANKS.index(t[1])), key=lambda t: _RANKS.index(t[1]))
            written += _runs(same)
    return ", ".join(_runs(pairs)[::-1] + written[::-1] + hands + tags)


def tokens_to_string(tokens: Sequence[tuple[str, float]]) -> str:
    """A range string of (token, weight) pairs, as eval7 writes it: the tokens of weight 1
    first, then each other weight, heaviest first, as a whole percent (truncated) and the
    tokens in parentheses; runs of hand types joined (``"QQ+"``, ``"AQs-AJs"``).

    >>> tokens_to_string([("AA", 1.0), ("KK", 1.0), ("AQs", 1.0), ("AJs", 1.0), ("T9s", 0.5)])
    'KK+, AQs-AJs, 50%(T9s)'
    """
    weights = list({weight for _, weight in tokens})
    written = []
    if 1.0 in weights:
        written.append(_weight_string(tokens, 1.0))
        weights.remove(1.0)
    weights.sort(reverse=True)
    written += [f"{int(100 * weight)}%({_weight_string(tokens, weight)})" for weight in weights]
    return ", ".join(written)


def string_to_hands(text: str) -> list:
    """The ((card, card), weight) pairs of a range string, in eval7's order.

    >>> string_to_hands("KsAs, 0.5(22)")[:2]
    [((Card("As"), Card("Ks")), 1.0), ((Card("2d"), Card("2c")), 0.5)]
    """
    return [((Eval7Card(a), Eval7Card(b)), weight)
            for token, weight in string_to_tokens(text) for a, b in token_to_hands(token)]


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

