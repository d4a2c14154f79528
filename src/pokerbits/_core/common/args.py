"""Checks of the plain arguments (counts, chips) that every public function shares."""
from __future__ import annotations

import operator
import os
import reprlib
from itertools import islice

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Iterable, Sequence


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


def name_text(value: object, what: str) -> str:
    """`value` if it is a str; else a TypeError naming `what` and the type, never the value (a
    list nested 100,000 deep has no repr).

    >>> name_text([["holdem"]], "a game")
    Traceback (most recent call last):
    TypeError: a game is a name such as 'holdem', not list
    """
    if not isinstance(value, str):
        example = "'holdem'" if what == "a game" else "'high'"
        raise TypeError(f"{what} is a name such as {example}, not {type(value).__name__}")
    return value


def unknown_name(what: str, name: str, known: Sequence[str], otherwise: str) -> ValueError:
    """The ValueError for `name`, not one of `known`: the name cut short, and the closest known
    name if one is close (else `otherwise`, where to find the names).

    >>> unknown_name("game", "holdme", ["holdem", "omaha"], "...")
    ValueError("unknown game 'holdme'; did you mean 'holdem'?")
    """
    import difflib   # only on this error path: it is slow to import

    close = difflib.get_close_matches(name.strip().lower(), known, n=1) if len(name) <= 40 else []
    hint = f"did you mean {close[0]!r}?" if close else otherwise
    return ValueError(f"unknown {what} {short_repr(name)}; {hint}")


def at_most(items: Iterable, most: int) -> list:
    """The items of an iterable as a list, read one by one and no more than `most` + 1 of them:
    a len() that lies or is huge allocates nothing (list() would trust it), an endless
    iterator ends. The caller refuses a list longer than `most`.

    >>> at_most(iter(range(10**12)), 3)
    [0, 1, 2, 3]
    """
    return list(islice(items, most + 1))


def needs_extra(what: str, package: str, extra: str) -> ImportError:
    """The ImportError for a missing optional dependency: what needs it, and how to install the
    extra that brings it, from a release and from a checkout of the repository.

    >>> needs_extra("pokerbits.plot", "matplotlib", "plot")
    ImportError('pokerbits.plot needs matplotlib: pip install "pokerbits[plot]" (from a checkout: pip install ".[plot]")')
    """
    release, checkout = f'pip install "pokerbits[{extra}]"', f'pip install ".[{extra}]"'
    return ImportError(f"{what} needs {package}: {release} (from a checkout: {checkout})")
