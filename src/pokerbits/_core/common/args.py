"""Checks of the plain arguments (counts, chips) that every public function shares."""
from __future__ import annotations

import operator
import os
import reprlib


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


def run_seed(seed: int | None) -> int:
    """The seed a random run uses: `seed` modulo 2**64, or a random one if None.

    >>> run_seed(-1) == 2**64 - 1
    True
    """
    return int.from_bytes(os.urandom(8), "little") if seed is None else seed % 2**64


_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlevel = 3


def short_repr(value: object) -> str:
    """repr(value) cut to about 40 characters, for error messages: an error never echoes megabytes
    of input, a deep nesting or a huge int (whose repr Python itself may refuse).

    >>> short_repr("As" * 1000)
    "'AsAsAsAsAsAsAsAsA...AsAsAsAsAsAsAsAsAs'"
    >>> short_repr(10 ** 5000)
    'an int of 16610 bits'
    """
    if isinstance(value, int) and value.bit_length() > 128:
        return f"an int of {value.bit_length()} bits"
    try:
        return _SHORT.repr(value)
    except Exception:   # a repr that fails or recurses too deep: say what it is
        return f"a {type(value).__name__}"
