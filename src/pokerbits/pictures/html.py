"""The small HTML writer of the tables the results show in notebooks: well-formed elements (they
parse as XML), text escaped, no colours but the players' swatches, so that the notebook's own
light or dark theme colours them.

>>> print(table(["player", "equity"], [({"player": 1}, ["1", "50.0%"])], numeric={1}))
<table><thead><tr><th>player</th><th style="text-align:right">equity</th></tr></thead><tbody><tr data-player="1"><td>1</td><td style="text-align:right">50.0%</td></tr></tbody></table>
"""
from __future__ import annotations

from typing import Iterable, Mapping, Optional, Sequence, Tuple
from xml.sax.saxutils import escape, quoteattr

from pokerbits.pictures.svg import player_colour

RIGHT = ' style="text-align:right"'


def element(name: str, content: str = "", attrs: Optional[Mapping] = None) -> str:
    """An element around `content` (markup, already escaped), with `attrs` quoted."""
    rendered = "".join(f" {key}={quoteattr(_text(value))}" for key, value in (attrs or {}).items())
    return f"<{name}{rendered}>{content}</{name}>"


def table(columns: Sequence[str], rows: Iterable[Tuple[Mapping, Sequence[str]]], numeric: Iterable[int] = ()) -> str:
    """A table: `columns` (text), then each row's ``data-`` attributes and cells (markup); the
    columns numbered in `numeric` are aligned right."""
    right = set(numeric)
    head = "".join(f"<th{RIGHT if i in right else ''}>{escape(c)}</th>" for i, c in enumerate(columns))
    body = "".join(element("tr", "".join(f"<td{RIGHT if i in right else ''}>{cell}</td>" for i, cell in enumerate(cells)),
                           {f"data-{key}": value for key, value in data.items()})
                   for data, cells in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def swatch(seat: int) -> str:
    """A small square of the player's colour (the colour of the player in the pictures)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" style="vertical-align:baseline">'
            f'<rect width="10" height="10" rx="2" fill="{player_colour(seat)}"/></svg>')


def bar(fraction: float, seat: int, width: int = 80) -> str:
    """A bar of `fraction` of `width` pixels in the player's colour, on a thin grey track."""
    filled = max(0.0, min(1.0, fraction)) * width
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="8" style="vertical-align:middle">'
            f'<rect width="{width}" height="8" rx="2" fill="#8c959f" fill-opacity="0.25"/>'
            f'<rect width="{filled:.2f}" height="8" rx="2" fill="{player_colour(seat)}"/></svg>')


def _text(value) -> str:
    return repr(float(value)) if isinstance(value, float) else str(value)
