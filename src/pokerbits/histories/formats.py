"""The registry of site formats (the sites' readers fill it): each file's format is recognised
by its content (the first module whose `detect` accepts the text) and read into PHH fields
dicts. PHH itself is read by `read.py` before these are tried.

>>> format_of("variant = 'NT'") is None
True
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

# (site name, module): each module has detect(text) -> bool and hands(text) -> (fields | None, note | None)
FORMATS: List[Tuple[str, ModuleType]] = []


def format_of(text: str) -> Optional[ModuleType]:
    """The reader module of the format of `text`, or None."""
    return next((module for _, module in FORMATS if module.detect(text)), None)


def read_text(text: str, strict: bool = False, note: Optional[Callable[[str], None]] = None,
              name: str = "text") -> Iterator[Dict[str, Any]]:
    """The fields of every hand of a site's `text`; a skipped hand is reported through `note`
    (one line), with `strict` it is a ValueError."""
    module = format_of(text)
    if module is None:
        raise ValueError(f"{name}: not a hand history format pokerbits reads")
    for fields, skipped in module.hands(text):
        if fields is None:
            if strict:
                raise ValueError(f"{name}: {skipped}")
            if note is not None:
                note(f"{name}: {skipped}")
            continue
        yield fields
