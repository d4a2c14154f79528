"""A hash for frozen result records that hold dicts: equal records hash equal, as a frozen
dataclass promises, though a dict itself cannot be hashed."""
from __future__ import annotations

import dataclasses


def hash_fields(record: object) -> int:
    """The hash of a dataclass instance's fields, each dict taken as the set of its items.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Tally:
    ...     counts: dict
    ...     __hash__ = hash_fields
    >>> hash(Tally({"a": 1, "b": 2})) == hash(Tally({"b": 2, "a": 1}))
    True
    """
    return hash(tuple(frozenset(value.items()) if isinstance(value, dict) else value
                      for value in (getattr(record, f.name) for f in dataclasses.fields(record))))  # type: ignore[arg-type]  # a dataclass
