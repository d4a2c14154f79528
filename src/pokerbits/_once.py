"""Values built on first use, exactly once, under a lock: safe from many threads, with or
without the GIL.  The core's C tables are filled at import; this is for the Python-level
caches that would slow the import down (description decoders, the treys lookup dicts)."""
from __future__ import annotations

import functools
from _thread import allocate_lock   # threading's Lock, without importing threading

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Callable, TypeVar

    _T = TypeVar("_T")


def once(build: Callable[[], _T]) -> Callable[[], _T]:
    """Decorate a function of no arguments: the first call builds its value under a lock, every
    call returns that same value.  Callers must not mutate it.

    >>> @once
    ... def table():
    ...     print("building")
    ...     return {1: "one"}
    >>> table() is table()
    building
    True
    """
    lock = allocate_lock()
    built: list[_T] = []

    @functools.wraps(build)
    def value() -> _T:
        if not built:
            with lock:
                if not built:
                    built.append(build())
        return built[0]

    return value
