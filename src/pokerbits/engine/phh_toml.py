"""The TOML of PHH files: text <-> one dict per hand, exactly as TOML reads it (floats as
`Decimal`, so 0.25 is 0.25 and `inf` is Decimal('Infinity')).

PHH files are written one `key = value` a line; those lines are read here by a few regular
expressions, some ten times faster than `tomllib` (the luck report reads tens of thousands of
hands a second). A file with anything else (a multi-line array, an escape, an inline table, a
dotted key) is read by `tomllib` (`tomli` before Python 3.11), which also words every error.
Both give the same dicts: the tests compare them on every file they read.

>>> documents("[1]\\nvariant = 'NT'\\nblinds_or_straddles = [0.25, 0.50]\\n")
[('1', {'variant': 'NT', 'blinds_or_straddles': [Decimal('0.25'), Decimal('0.50')]})]
"""
from __future__ import annotations

import datetime
import math
import re
import sys
from decimal import Decimal
from typing import Any, Dict, List, Optional, Tuple

from pokerbits._core.common.args import short_repr

if sys.version_info >= (3, 11):
    import tomllib
else:   # pragma: no cover - the runtime dependency on older Pythons
    import tomli as tomllib

# the values the fast path reads; anything else goes to tomllib
_INT = r"[+-]?(?:0|[1-9](?:_?[0-9])*)"
_FLOAT = _INT + r"(?:\.[0-9](?:_?[0-9])*(?:[eE][+-]?[0-9](?:_?[0-9])*)?|[eE][+-]?[0-9](?:_?[0-9])*)|[+-]?(?:inf|nan)"
_NUMBER = f"(?:{_FLOAT}|{_INT})"
_LITERAL = r"'[^'\n\r\x00-\x08\x0b-\x1f\x7f]*'"
_BASIC = r'"[^"\\\n\r\x00-\x08\x0b-\x1f\x7f]*"'
_TIME = r"[0-9]{2}:[0-9]{2}:[0-9]{2}"
_DATE = r"[0-9]{4}-[0-9]{2}-[0-9]{2}"
_SCALAR = f"(?:{_LITERAL}|{_BASIC}|{_NUMBER}|true|false|{_TIME}|{_DATE})"
_COMMENT = r"[ \t]*(?:#[^\n\r\x00-\x08\x0b-\x1f\x7f]*)?"
_LINE = re.compile(r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*("
                   + f"{_SCALAR}|\\[[ \\t]*(?:{_SCALAR}[ \\t]*,[ \\t]*)*(?:{_SCALAR}[ \\t]*,?[ \\t]*)?\\]"
                   + f"){_COMMENT}")
_HEADER = re.compile(r"[ \t]*\[[ \t]*([A-Za-z0-9_-]+)[ \t]*\]" + _COMMENT)
_SKIP = re.compile(_COMMENT)
_ITEM = re.compile(f"{_LITERAL}|{_BASIC}|{_TIME}|{_DATE}|[^,\\s\\]]+")
_WORDS = {"true": True, "false": False}
# the shapes PHH writers give most lines, read without looking at each item twice
_STRINGS = re.compile(r"([A-Za-z0-9_-]+) = \[((?:" + _LITERAL + ", )*" + _LITERAL + r")?\]")
_NUMBERS = re.compile(r"([A-Za-z0-9_-]+) = \[((?:" + _NUMBER + ", )*" + _NUMBER + r")?\]")
_PLAIN = r"(?:0|[1-9][0-9]*)(?:\.[0-9]+)?"   # 200, 0.50: amounts as PHH writers give them
_PLAINS = re.compile(r"([A-Za-z0-9_-]+) = \[(" + _PLAIN + "(?:, " + _PLAIN + r")*)\]")   # stacks, blinds, antes
_ONE = re.compile(r"([A-Za-z0-9_-]+) = (?:'([^'\n\r\x00-\x08\x0b-\x1f\x7f]*)'|(" + _PLAIN + "))")   # variant, min_bet


def documents(text: str) -> List[Tuple[Optional[str], Dict[str, Any]]]:
    """The hands of a PHH text, each (its section's name, its fields): one (None, fields) for a
    .phh of one hand, a pair per `[name]` section for a .phhs. A ValueError if the text is not
    TOML (tomllib's message), or mixes fields with sections."""
    table = _fast(text)
    if table is None:
        try:
            table = tomllib.loads(text, parse_float=Decimal)
        except tomllib.TOMLDecodeError as error:
            raise ValueError(f"not TOML: {error}") from None
    sections: List[Tuple[Optional[str], Dict[str, Any]]] = [
        (k, v) for k, v in table.items() if isinstance(v, dict)]
    if not sections:
        return [(None, table)] if table else []
    if len(sections) < len(table):
        raise ValueError("fields outside the [sections] of a file of several hands")
    return sections


def _fast(text: str) -> Optional[Dict[str, Any]]:
    """The TOML table of `text` when every line is one the fast path reads, else None."""
    top: Dict[str, Any] = {}
    table = top
    for line in text.splitlines():
        common = _common(line)
        if common is not None:
            if common[0] in table:
                return None   # tomllib words the error
            table[common[0]] = common[1]
            continue
        match = _LINE.fullmatch(line)
        if match is not None:
            key, value = match.groups()
            if key in table:
                return None   # tomllib words the error
            try:
                table[key] = _array(value) if value[0] == "[" else _scalar(value)
            except ValueError:   # a time or date out of range: tomllib words it
                return None
            continue
        match = _HEADER.fullmatch(line)
        if match is not None:
            name = match.group(1)
            if name in top:
                return None
            table = top[name] = {}
        elif _SKIP.fullmatch(line) is None:
            return None
    return top


def _common(line: str) -> Optional[Tuple[str, Any]]:
    """(key, value) of a line of the shapes PHH writers give most lines: a list of strings or of
    numbers, one string or one number; else None."""
    equals = line.find(" = [")
    if equals > 0:
        match = _STRINGS.fullmatch(line) if line[equals + 4:equals + 5] in ("'", "]") else None
        if match is not None:
            key, items = match.groups()
            return key, items[1:-1].split("', '") if items else []   # (a literal holds no quote)
        match = _PLAINS.fullmatch(line)
        if match is not None:
            key, items = match.groups()
            return key, [Decimal(i) if "." in i else int(i) for i in items.split(", ")]
        match = _NUMBERS.fullmatch(line)
        if match is not None:
            key, items = match.groups()
            return key, [int(i) if i.isdigit() else _scalar(i) for i in items.split(", ")] if items else []
        return None
    match = _ONE.fullmatch(line)
    if match is not None:
        key, literal, number = match.groups()
        return key, literal if number is None else Decimal(number) if "." in number else int(number)
    return None


def _array(text: str) -> list:
    return [_scalar(item) for item in _ITEM.findall(text, 1)]


def _scalar(text: str) -> Any:
    first = text[0]
    if first == "'" or first == '"':
        return text[1:-1]
    if text in _WORDS:
        return _WORDS[text]
    if ":" in text:
        return datetime.time.fromisoformat(text)
    if "-" in text[1:] and len(text) == 10 and text[4] == "-":
        return datetime.date.fromisoformat(text)
    text = text.replace("_", "")
    if "." in text or "e" in text or "E" in text or "n" in text:   # a float: 0.5, 1e3, inf, nan
        return Decimal(text)
    return int(text)


def dumps(table: Dict[str, Any]) -> str:
    """The TOML lines of one hand's fields (`key = value`, in the dict's order).

    >>> print(dumps({"variant": "NT", "starting_stacks": [Decimal("inf"), Decimal("12.50")], "seats": [1, 2]}))
    variant = 'NT'
    starting_stacks = [inf, 12.50]
    seats = [1, 2]
    """
    lines = []
    for key, value in table.items():
        if not isinstance(key, str) or re.fullmatch(r"[A-Za-z0-9_-]+", key) is None:
            raise ValueError(f"a PHH field's name is letters, digits, _ and -, not {short_repr(key)}")
        lines.append(f"{key} = {value_text(value, key)}")
    return "\n".join(lines)


def value_text(value: Any, key: str = "a field") -> str:
    """A TOML value: str, bool, int, Decimal (inf as `inf`), float, time, date, lists of them."""
    if isinstance(value, str):
        if re.search(r"['\x00-\x08\x0a-\x1f\x7f]", value) is None:
            return f"'{value}'"
        return '"' + "".join(_ESCAPES.get(c) or (f"\\u{ord(c):04x}" if _CONTROL.match(c) else c) for c in value) + '"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(int(value))   # an int subclass (numpy's are not, see below) as a plain int
    if isinstance(value, Decimal):
        if value.is_nan():
            raise ValueError(f"{key}: NaN is not an amount")
        return ("-inf" if value < 0 else "inf") if value.is_infinite() else str(value)
    if isinstance(value, float):
        if math.isnan(value):
            raise ValueError(f"{key}: NaN is not an amount")
        return ("-inf" if value < 0 else "inf") if math.isinf(value) else repr(float(value))
    if isinstance(value, (datetime.time, datetime.date)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(value_text(v, key) for v in value) + "]"
    if hasattr(value, "__index__"):   # numpy integers
        return str(value.__index__())
    raise TypeError(f"{key}: a PHH value is a str, number, bool, time or a list of them, not {type(value).__name__}")


_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
