"""Frozen dataclass records made quickly: the hot paths of equity() make several per call, and
a frozen dataclass's own __init__ sets each field through object.__setattr__ (most of the cost
of a small call). `record` gives the same object, field for field."""
from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")
_FIELDS: dict = {}


def record(cls: type[T], *values: Any) -> T:
    """cls(*values) for a frozen dataclass without __post_init__ or init=False fields, given
    every field in order: the same fields, equality, hash and pickling, in a fifth of the time.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Pair:
    ...     a: int
    ...     b: int = 0
    >>> record(Pair, 1, 2) == Pair(1, 2), vars(record(Pair, 1, 2)) == vars(Pair(1, 2))
    (True, True)
    """
    names = _FIELDS.get(cls)
    if names is None:
        fields = dataclasses.fields(cls)   # type: ignore[arg-type]  # a dataclass
        assert not hasattr(cls, "__post_init__") and all(f.init for f in fields), cls
        names = _FIELDS[cls] = tuple(f.name for f in fields)
    if len(values) != len(names):
        raise TypeError(f"{cls.__name__} has {len(names)} fields, got {len(values)} values")
    obj = object.__new__(cls)
    obj.__dict__.update(zip(names, values))
    return obj
