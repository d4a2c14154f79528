"""Reading site text: bytes to text (UTF-8 with or without a BOM, UTF-16, cp1252), amounts as the
sites write them (``$1,234.50``, ``1 430``, ``368,55``, ``€2``) to exact numbers, and cards.

>>> amount("$1,234.50"), amount("1 430"), amount("368,55 €"), amount("2,956"), amount("€0.5")
(Decimal('1234.50'), 1430, Decimal('368.55'), 2956, Decimal('0.5'))
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, Sequence, Tuple, Union

Amount = Union[int, Decimal]

_NOT_NUMBER = re.compile(r"[^0-9.,\-]")


def decode(data: bytes) -> str:
    """The text of a file's bytes: UTF-16 (a BOM, or NUL bytes), UTF-8 (a BOM dropped), else cp1252.
    Windows line ends become plain ones.

    >>> decode("\\ufeffSeat 1: €2\\r\\n".encode("utf-8")), decode("Seat 1: \\x80".encode("latin-1"))
    ('Seat 1: €2\\n', 'Seat 1: €')
    """
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or (len(data) > 3 and data[1:2] == b"\x00" and data[3:4] == b"\x00"):
        text = data[: len(data) - len(data) % 2].decode("utf-16", errors="replace")
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("cp1252", errors="replace")
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def amount(text: str, decimal_comma: bool = False) -> Amount:
    """An amount as a site writes it, exactly: an int when written without decimals, else a Decimal.
    A comma followed by three digits at the end is a thousands separator (unless `decimal_comma`);
    any other lone comma is the decimal mark. A one-line ValueError when there is no number."""
    plain = text.lstrip("$€£")   # the common forms first: "$12", "0.45"
    if plain.isdigit() and plain.isascii():
        return int(plain)
    whole, dot, cents = plain.partition(".")
    if dot and whole.isdigit() and cents.isdigit() and plain.isascii():
        return Decimal(plain)
    s = _NOT_NUMBER.sub("", text.replace("\xa0", "").replace(" ", ""))
    s = s.strip(".,")
    if not s or not any(c.isdigit() for c in s):
        raise ValueError(f"not an amount: {text[:40]!r}")
    if "," in s and "." in s:
        if s.rfind(",") > s.rfind("."):
            s = s.replace(".", "").replace(",", ".")
        else:
            s = s.replace(",", "")
    elif "," in s:
        head, _, tail = s.rpartition(",")
        if decimal_comma or len(tail) != 3 or s.count(",") == 1 and len(tail) != 3:
            s = head.replace(",", "") + "." + tail
        else:
            s = s.replace(",", "")
    try:
        return Decimal(s) if "." in s else int(s)
    except (ArithmeticError, ValueError):   # (Decimal's InvalidOperation: "1.2.3")
        raise ValueError(f"not an amount: {text[:40]!r}") from None


def card_text(text: str) -> str:
    """Cards as PHH writes them, joined (``"As Kd"`` -> ``"AsKd"``; ``10h`` -> ``Th``).

    >>> card_text("[As 10d]")
    'AsTd'
    """
    out = []
    for c in text.replace("[", " ").replace("]", " ").replace(",", " ").split():
        if c in ("X", "x", "??", "?"):
            out.append("??")
            continue
        if c.startswith("10"):
            c = "T" + c[2:]
        out.append(c[0].upper() + c[1:].lower() if len(c) == 2 else c)
    return "".join(out)


def rewritten(line: str, rewrites: Sequence[Tuple["re.Pattern[str]", Any]]) -> str:
    """A line of a site's text rewritten to another site's grammar: each (pattern, replacement)
    of `rewrites` applied in turn, once each (how several sites' lines become PokerStars').

    >>> rewritten("A - Calls $2", ((re.compile(r"^(.+?) - Calls"), r"\\1: calls"),))
    'A: calls $2'
    """
    for pattern, to in rewrites:
        line = pattern.sub(to, line, count=1)
    return line


# The rewrite that ends the tables of the sites writing no colon after a seat's name (OnGame,
# PKR, Seals With Clubs, Unibet): ``Ann folds`` -> ``Ann: folds``, as PokerStars writes it.
COLON = (re.compile(r"^(.+?) (posts|folds|checks|calls|bets|raises|shows|mucks)\b"), r"\1: \2")
