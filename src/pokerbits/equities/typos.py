"""What is wrong with a range part that is none of the range language, in a few words, and what
its writer likely meant: ``"top10%"`` -> "a percent range is p% or low-high%; write '10%'",
``"AKz"`` -> "'z' is not s or o (suited or offsuit)". A meaning is offered only once it parses.

>>> explain("A10s", 2, lambda part: part == "ATs")
"ten is T in range notation; write 'ATs'"
"""
from __future__ import annotations

import re
from typing import Callable, Optional

from pokerbits._core.common.args import short_repr

_RANK = "[2-9TJQKA]"
_PERCENT = re.compile(r"(\d+(?:\.\d*)?)\s*%?\s*-\s*(\d+(?:\.\d*)?)\s*%|(\d+(?:\.\d*)?)\s*%")
_TWO_RANKS = re.compile(rf"({_RANK})({_RANK})(.+)", re.IGNORECASE)
_SUITEDNESS = {"suited": "s", "offsuit": "o", "off": "o", "su": "s"}


def _written(reason: str, guess: Optional[str], parses: Callable[[str], bool]) -> str:
    return f"{reason}; write {guess!r}" if guess is not None and parses(guess) else reason


def explain(part: str, hole_cards: int, parses: Callable[[str], bool]) -> Optional[str]:
    """What is wrong with `part` (a range part without its weight, in a game of `hole_cards`-card
    hands), with the likely meaning if `parses` accepts it; None when no rule knows the slip."""
    text = part.strip()
    if "%" in text:
        match = _PERCENT.search(text)
        guess = None if match is None else f"{match[1]}-{match[2]}%" if match[3] is None else f"{match[3]}%"
        return _written("a percent range is p% or low-high%", guess, parses)
    if re.fullmatch(r"\d+(?:\.\d*)?|\.\d+", text):
        return "a weight follows its hand after a colon, as in 'AA:0.5'"
    if "10" in text:
        return _written("ten is T in range notation", text.replace("10", "T"), parses)
    bad_digit = re.search(r"[01]", text)
    if bad_digit:
        return f"{bad_digit[0]!r} is not a rank (2-9, T, J, Q, K, A)"
    if hole_cards != 2 and re.search(r"[+-]", text):
        return (f"'+' and '-' are Hold'em notation (two-card hands); a {hole_cards}-card hand is a pattern "
                f"such as {'QQ' + 'x' * (hole_cards - 2)!r}")
    match = _TWO_RANKS.fullmatch(text)
    if hole_cards == 2 and match:
        ranks, tail = match[1] + match[2], match[3]
        word = tail.rstrip("+-").lower()
        if word in _SUITEDNESS:
            return _written(f"{short_repr(word)} is not s or o (suited or offsuit)",
                            ranks + _SUITEDNESS[word] + tail[len(word):], parses)
        if tail[0].lower() not in "so+-":
            return f"{tail[0]!r} is not s or o (suited or offsuit)"
        signs = tail.lstrip("sSoO")
        if len(signs) > 1:
            return _written(f"{short_repr(signs)}: one + or - ends a hand",
                            ranks + tail[:len(tail) - len(signs)] + signs[0], parses)
    return None
