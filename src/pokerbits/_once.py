"""Values built on first use, exactly once, under a lock: safe from many threads, with or
without the GIL.  The core's C tables are filled at import; this is for the Python-level
caches that would slow the import down (description decoders, the treys lookup dicts)."""
from __future__ import annotations

import functools
import threading
from typing import Callable, TypeVar

T = TypeVar("T")


def once(build: Callable[[], T]) -> Callable[[], T]:
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
    lock = threading.Lock()
    built: list[T] = []

    @functools.wraps(build)
    def value() -> T:
        if not built:
            with lock:
                if not built:
                    built.append(build())
        return built[0]

    return value
