"""A push/fold chart as a picture: the 169 classes on the 13x13 grid, each cell shaded by the
highest stack at which the class is played (deeper blue: played deeper) and labelled with it.

>>> svg = chart_svg({"AA": float("inf"), "72o": 0.0, "T3s": 7.7}, "an example", 20.0)
>>> svg.count('class="cell'), 'data-stack="7.7"' in svg
(169, True)
"""
from __future__ import annotations

import math
from typing import Mapping

from pokerbits.pictures.grid import GRID_RANKS
from pokerbits.pictures.svg import TITLE_HEIGHT, Svg, ink, weight_colour

CELL = 40
LEFT, TICKS = 50, 22
# the classes in grid order (13 * row + col): a pair on the diagonal, suited above it
CLASS_NAMES = tuple(GRID_RANKS[r] * 2 if r == c else GRID_RANKS[min(r, c)] + GRID_RANKS[max(r, c)] + "so"[r > c]
                    for r in range(13) for c in range(13))


def chart_svg(stacks: Mapping[str, float], title: str, max_stack: float) -> str:
    """The chart as an SVG picture: one square per class with ``data-class`` and
    ``data-stack`` (inf: played at every stack up to `max_stack`), shaded by its stack over
    `max_stack`; classes never played (0) in the panel's grey."""
    top = TITLE_HEIGHT + TICKS
    size = 13 * CELL
    picture = Svg(LEFT + size + 16, top + size + 24, title, f"stacks in big blinds, 1 to {max_stack:g}",
                  kind="push-fold-chart")
    for i, rank in enumerate(GRID_RANKS):
        picture.text(LEFT + CELL * i + CELL / 2, top - 6, rank, anchor="middle", cls="pb-muted")
        picture.text(LEFT - 8, top + CELL * i + CELL / 2 + 4, rank, anchor="end", cls="pb-muted")
    for index, name in enumerate(CLASS_NAMES):
        row, col = divmod(index, 13)
        value = stacks.get(name, 0.0)
        share = 1.0 if math.isinf(value) else min(1.0, value / max_stack)
        fill = weight_colour(share) if value else None
        x, y = LEFT + CELL * col, top + CELL * row
        label = f"{max_stack:g}+" if math.isinf(value) else f"{value:g}" if value else "-"
        picture.rect(x, y, CELL, CELL, fill=fill, cls="cell" if fill else "cell pb-empty",
                     data={"class": name, "stack": "inf" if math.isinf(value) else f"{value:g}"},
                     tip=f"{name}: {label}", stroke="#8c959f")
        colour = ink(fill) if fill else None
        cls = "pb-fg" if fill else "pb-muted"
        picture.text(x + CELL / 2, y + 17, name, size=12, anchor="middle", fill=colour, cls=cls)
        picture.text(x + CELL / 2, y + 31, label, size=10, anchor="middle", fill=colour, cls=cls)
    return picture.finish()
