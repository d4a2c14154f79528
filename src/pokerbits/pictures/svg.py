"""The small SVG writer the pictures share: a titled panel with axis labels, rectangles, text and
lines, the colour ramps, and the palette of players.

A picture carries its own light and dark colours: the panel, the text and the rules switch
together under ``prefers-color-scheme: dark`` (a style inside the SVG, its classes prefixed
``pb-``), and the data colours are mid-tone ramps that read on either. No scripts, no external
fonts: the font is the reader's sans-serif.

>>> picture = Svg(200, 100, "A title", kind="example")
>>> picture.rect(10, 40, 20, 20, fill=equity_colour(0.5), data={"equity": 0.5}, tip="half")
>>> out = picture.finish()
>>> out.startswith("<svg") and 'data-equity="0.5"' in out and "<title>A title</title>" in out
True
"""
from __future__ import annotations

import re
from typing import Mapping, Optional, Sequence
from xml.sax.saxutils import escape, quoteattr

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
TITLE_HEIGHT = 46        # the title line and the subtitle line above the plot area
STYLE = (".pb-bg{fill:#ffffff}.pb-fg{fill:#1f2328}.pb-muted{fill:#59636e}.pb-empty{fill:#eef1f4}"
         ".pb-rule{stroke:#c9d1d9}.pb-line{stroke:#1f2328}"
         "@media (prefers-color-scheme: dark){.pb-bg{fill:#14181e}.pb-fg{fill:#e6edf3}.pb-muted{fill:#9aa4ae}"
         ".pb-empty{fill:#262c34}.pb-rule{stroke:#3d444d}.pb-line{stroke:#e6edf3}}")
# players in seat order: mid tones that read on a light and a dark panel (the tableau ten)
PLAYER_COLOURS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1",
                  "#76b7b2", "#edc948", "#ff9da7", "#9c755f", "#bab0ac")
SPLIT_COLOUR = "#a0a7b0"  # a card or half that several players share
# equity: the viridis ramp (dark violet 0 to yellow 1), even in lightness, readable without hue
EQUITY_RAMP = ((0.0, (68, 1, 84)), (0.25, (59, 82, 139)), (0.5, (33, 145, 140)), (0.75, (94, 201, 98)),
               (1.0, (253, 231, 37)))
# range weight: pale to deep blue
WEIGHT_RAMP = ((0.0, (198, 219, 239)), (0.5, (66, 146, 198)), (1.0, (8, 48, 107)))


def _ramp(stops: Sequence, value: float) -> str:
    value = min(1.0, max(0.0, value))
    for (a, low), (b, high) in zip(stops, stops[1:]):
        if value <= b:
            t = (value - a) / (b - a)
            return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(low, high))
    raise AssertionError("a ramp ends at 1")  # pragma: no cover


def equity_colour(equity: float) -> str:
    """The colour of an equity from 0 to 1 (viridis: dark violet to yellow).

    >>> equity_colour(0.0), equity_colour(1.0)
    ('#440154', '#fde725')
    """
    return _ramp(EQUITY_RAMP, equity)


def weight_colour(share: float) -> str:
    """The colour of a range weight over the range's largest, from 0 to 1 (pale to deep blue).

    >>> weight_colour(1.0)
    '#08306b'
    """
    return _ramp(WEIGHT_RAMP, share)


def player_colour(seat: int) -> str:
    """The colour of a player, by seat (0 is player 1).

    >>> player_colour(0), player_colour(10) == player_colour(0)
    ('#4e79a7', True)
    """
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def ink(fill: str) -> str:
    """Black or white text, whichever reads on a `fill` given as ``#rrggbb``.

    >>> ink("#fde725"), ink("#440154")
    ('#111111', '#ffffff')
    """
    red, green, blue = (int(fill[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return "#111111" if 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.45 else "#ffffff"


def percent(x: float, digits: int = 1) -> str:
    """A fraction as a percentage.

    >>> percent(0.2125), percent(1, 0)
    ('21.2%', '100%')
    """
    return f"{100 * x:.{digits}f}%"


def _attrs(values: Mapping) -> str:
    return "".join(f" {name.replace('_', '-')}={quoteattr(str(value))}" for name, value in values.items()
                   if value is not None)


class Svg:
    """A picture being written: a panel of `width` x `height` pixels with a title (and a
    subtitle) on top; `kind` names the picture in a ``data-kind`` attribute."""

    def __init__(self, width: float, height: float, title: str, subtitle: str = "", *, kind: str) -> None:
        self.width, self.height = width, height
        self.parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
                      f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label={quoteattr(title)} '
                      f'data-kind="{kind}" font-family="{FONT}" font-size="12">',
                      f"<title>{escape(title)}</title>", f"<style>{STYLE}</style>",
                      f'<rect class="pb-bg" x="0" y="0" width="{width:g}" height="{height:g}" rx="6"/>']
        self.text(12, 20, title, size=15, weight="bold")
        if subtitle:
            self.text(12, 38, subtitle, cls="pb-muted")

    def rect(self, x: float, y: float, width: float, height: float, *, fill: Optional[str] = None,
             cls: Optional[str] = None, data: Optional[Mapping] = None, tip: str = "", stroke: Optional[str] = None) -> None:
        """A rectangle, filled with a colour or by a class, with ``data-`` attributes and a tooltip."""
        attrs = {"class": cls, "x": f"{x:g}", "y": f"{y:g}", "width": f"{width:g}", "height": f"{height:g}",
                 "fill": fill, "stroke": stroke, **{f"data-{k}": _number(v) for k, v in (data or {}).items()}}
        inner = f"<title>{escape(tip)}</title>" if tip else ""
        self.parts.append(f"<rect{_attrs(attrs)}>{inner}</rect>" if inner else f"<rect{_attrs(attrs)}/>")

    def text(self, x: float, y: float, text: str, *, size: float = 12, anchor: str = "start", cls: str = "pb-fg",
             fill: Optional[str] = None, weight: Optional[str] = None, rotate: bool = False) -> None:
        """Text at (x, y), in the panel's text colour unless `fill`; `rotate` turns it to read upwards."""
        attrs = {"x": f"{x:g}", "y": f"{y:g}", "font-size": f"{size:g}", "text-anchor": anchor,
                 "class": None if fill else cls, "fill": fill, "font-weight": weight,
                 "transform": f"rotate(-90 {x:g} {y:g})" if rotate else None}
        self.parts.append(f"<text{_attrs(attrs)}>{escape(text)}</text>")

    def line(self, x1: float, y1: float, x2: float, y2: float, *, cls: str = "pb-rule", width: float = 1,
             dash: Optional[str] = None) -> None:
        attrs = {"x1": f"{x1:g}", "y1": f"{y1:g}", "x2": f"{x2:g}", "y2": f"{y2:g}", "class": cls,
                 "stroke-width": f"{width:g}", "stroke-dasharray": dash}
        self.parts.append(f"<line{_attrs(attrs)}/>")

    def path(self, d: str, *, fill: str, data: Optional[Mapping] = None) -> None:
        """A filled path (many cells of one colour at once), with ``data-`` attributes."""
        attrs = {"d": d, "fill": fill, **{f"data-{k}": _number(v) for k, v in (data or {}).items()}}
        self.parts.append(f"<path{_attrs(attrs)}/>")

    def axis_labels(self, x_label: str, y_label: str, left: float, top: float, right: float, bottom: float) -> None:
        """The x label centred under the plot area (left..right, top..bottom), the y label beside it."""
        self.text((left + right) / 2, bottom, x_label, anchor="middle", cls="pb-muted")
        self.text(14, (top + bottom) / 2, y_label, anchor="middle", cls="pb-muted", rotate=True)

    def colour_bar(self, x: float, y: float, width: float, colour, low: str, high: str, steps: int = 40) -> None:
        """A horizontal ramp of `colour(0..1)` with its end labels, 10 pixels high."""
        for i in range(steps):
            self.rect(x + width * i / steps, y, width / steps + 0.5, 10, fill=colour((i + 0.5) / steps))
        self.text(x - 4, y + 9, low, size=11, anchor="end", cls="pb-muted")
        self.text(x + width + 4, y + 9, high, size=11, cls="pb-muted")

    def finish(self) -> str:
        """The SVG document."""
        return "\n".join(self.parts + ["</svg>"]) + "\n"


def _number(value) -> str:
    return repr(float(value)) if isinstance(value, float) else str(value)


def side_by_side(*pictures: str, gap: float = 16) -> str:
    """Several SVG pictures (Svg's) in one, left to right, `gap` pixels apart.

    >>> both = side_by_side(Svg(100, 50, "a", kind="x").finish(), Svg(80, 60, "b", kind="x").finish())
    >>> both.split(">")[0]
    '<svg xmlns="http://www.w3.org/2000/svg" width="196" height="60" viewBox="0 0 196 60"'
    """
    sizes = [tuple(float(re.search(f' {name}="([0-9.]+)"', p).group(1)) for name in ("width", "height"))  # type: ignore[union-attr]
             for p in pictures]
    width, height = sum(w for w, _ in sizes) + gap * (len(sizes) - 1), max(h for _, h in sizes)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
             f'viewBox="0 0 {width:g} {height:g}">']
    x = 0.0
    for picture, (w, _) in zip(pictures, sizes):
        parts.append(picture.replace("<svg ", f'<svg x="{x:g}" y="0" ', 1).rstrip("\n"))
        x += w + gap
    return "\n".join(parts + ["</svg>"]) + "\n"
