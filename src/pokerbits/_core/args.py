"""Checks of the plain arguments (counts, chips) that every public function shares."""
from __future__ import annotations

import operator


def whole_number(value: object, what: str) -> int:
    """`value` as an int; a bool, a float, a string or anything else without ``__index__`` is a
    TypeError naming `what` (a float is not truncated).

    >>> whole_number(5, "n_cards")
    5
    >>> whole_number(5.5, "n_cards")
    Traceback (most recent call last):
    TypeError: n_cards must be a whole number, not float
    """
    if isinstance(value, bool):
        raise TypeError(f"{what} must be a whole number, not bool")
    try:
        return operator.index(value)  # type: ignore[arg-type]  # any object: TypeError says no
    except TypeError:
        raise TypeError(f"{what} must be a whole number, not {type(value).__name__}") from None
