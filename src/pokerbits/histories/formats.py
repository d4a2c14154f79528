"""The registry of site formats: each file's format is recognised by its content (the first
module whose `detect` accepts the text), never by its name, and read into PHH fields dicts,
each checked against what its text says about the money (`pokerbits.histories.checks`).

>>> text = '''PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2013/01/08 16:28:42 ET
... Table 'T' 6-max Seat #2 is the button
... Seat 1: A ($2 in chips)
... Seat 2: B ($1.50 in chips)
... B: posts small blind $0.01
... A: posts big blind $0.02
... *** HOLE CARDS ***
... B: folds
... Uncalled bet ($0.01) returned to A
... A collected $0.02 from pot
... *** SUMMARY ***
... Total pot $0.02 | Rake $0'''
>>> site_of(text)
'PokerStars'
>>> [(f["hand"], f["_problems"]) for f in read_text(text)]
[('1', [])]
"""
from __future__ import annotations

import os
from types import ModuleType
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple, Union

from pokerbits.histories import ggpoker, pokerstars, winamax
from pokerbits.histories._text import decode
from pokerbits.histories.checks import money

# (site name, module): each module has detect(text) -> bool and hands(text) -> (fields | None, note | None)
FORMATS: List[Tuple[str, ModuleType]] = [
    ("PokerStars", pokerstars), ("GGPoker", ggpoker), ("Winamax", winamax),
]


def format_of(text: str) -> Optional[ModuleType]:
    """The reader module of the format of `text`, or None."""
    for _, module in FORMATS:
        if module.detect(text):
            return module
    return None


def site_of(text: str) -> Optional[str]:
    """The name of the site whose format `text` is in, or None."""
    for name, module in FORMATS:
        if module.detect(text):
            return name
    return None


def read_text(text: str, strict: bool = False, note: Optional[Callable[[str], None]] = None,
              name: str = "text") -> Iterator[Dict[str, Any]]:
    """The fields of every hand of a site's `text`, each with `_problems`: the money checks that
    failed (empty when the hand adds up). A skipped hand is reported through `note` (one line);
    with `strict`, a skipped hand or a failed check is a ValueError instead."""
    module = format_of(text)
    if module is None:
        raise ValueError(f"{name}: not a hand history format pokerbits reads")
    for fields, skipped in module.hands(text):
        if fields is None:
            if strict and "cancelled" not in (skipped or ""):
                raise ValueError(f"{name}: {skipped}")
            if note is not None:
                note(f"{name}: {skipped}")
            continue
        fields["_problems"] = money(fields)
        if fields["_problems"]:
            if strict:
                raise ValueError(f"{name}: {fields['_problems'][0]}")
            if note is not None:
                for problem in fields["_problems"]:
                    note(f"{name}: {problem}")
        yield fields


def read_file(path: Union[str, "os.PathLike[str]"], strict: bool = False,
              note: Optional[Callable[[str], None]] = None) -> Iterator[Dict[str, Any]]:
    """The fields of every hand of the site file at `path` (any encoding the sites write)."""
    with open(path, "rb") as f:
        text = decode(f.read())
    return read_text(text, strict, note, os.fspath(path))
