"""The PHH format as a history file: .phh (one hand) and .phhs (one `[section]` a hand), read a
section at a time, so that a bad hand is one hand lost and a large file is never held whole.

>>> [(label, fields["variant"]) for label, fields in hands(["[1]\\n", "variant = 'NT'\\n", "[2]\\n", "variant = 'PO'\\n"])]
[('1', 'NT'), ('2', 'PO')]
"""
from __future__ import annotations

import re
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple, Union

from pokerbits.engine import phh_toml

_HEADER = re.compile(r"[ \t]*\[[ \t]*([A-Za-z0-9_-]+)[ \t]*\][ \t]*(?:#.*)?")
_FIELD = re.compile(r"^[ \t]*(?:variant|actions|starting_stacks)[ \t]*=", re.MULTILINE)


def recognises(head: str) -> bool:
    """Whether a file that starts with `head` is PHH: a `variant`, `actions` or
    `starting_stacks` field."""
    return _FIELD.search(head) is not None


def hands(lines: Iterable[str]) -> Iterator[Tuple[str, Union[Dict[str, Any], ValueError]]]:
    """Each hand of a PHH file's lines: ("", fields) for a .phh, (section, fields) per section
    of a .phhs; (label, ValueError) for a hand that is not TOML."""
    section: Optional[str] = None
    chunk: List[str] = []
    for line in lines:
        match = _HEADER.fullmatch(line.rstrip("\r\n")) if line.lstrip(" \t")[:1] == "[" else None
        if match is not None:
            if section is not None or any(l.strip() and not l.lstrip().startswith("#") for l in chunk):
                yield from _read(section, chunk)
            section, chunk = match.group(1), []
        chunk.append(line)
    if section is not None or chunk:
        yield from _read(section, chunk)


def _read(section: Optional[str], chunk: List[str]) -> Iterator[Tuple[str, Union[Dict[str, Any], ValueError]]]:
    label = section or ""
    try:
        read = phh_toml.documents("".join(chunk))
    except ValueError as error:
        yield label, ValueError(str(error).splitlines()[0])
        return
    for name, fields in read:
        yield (label if section is None or name is None else name), fields
