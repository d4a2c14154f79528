"""The heads-up preflop table as a picture: the 169 x 169 classes as a heat map, each cell the
equity of the row's class against the column's, in grid order (the range grid read row by row),
in LEVELS bands of equity drawn one path per band.

>>> svg = preflop_svg(preflop_table())
>>> svg.count("<path ")
25
"""
from __future__ import annotations

from pokerbits.pictures.grid import GRID_RANKS
from pokerbits.pictures.svg import TITLE_HEIGHT, Svg, equity_colour

TYPE_CHECKING = False   # the result's type for annotations only: its room imports this one
if TYPE_CHECKING:
    from pokerbits.equities.preflop import PreflopTable

LEVELS = 25          # bands of equity, each 4% wide
CELL = 3             # pixels a side
LEFT, TICKS, BOTTOM = 74, 22, 70
CLASSES = len(GRID_RANKS) ** 2   # the 169 starting hands, rows and columns of the table


def level(equity: float) -> int:
    """The band of an equity: 0 to LEVELS - 1 (1.0 in the last).

    >>> level(0.0), level(0.5), level(1.0)
    (0, 12, 24)
    """
    return min(int(equity * LEVELS), LEVELS - 1)


def preflop_svg(table: PreflopTable) -> str:
    """The table as an SVG heat map: one ``<path>`` per band with ``data-low`` and ``data-high``
    (the band's equities) holding a square of CELL pixels for every (row, column) cell whose
    equity is in the band, row ``a`` at y = top + CELL * a, column ``b`` at x = LEFT + CELL * b.

    >>> svg = preflop_svg(preflop_table())
    >>> 'data-low="0.48" data-high="0.52"' in svg
    True
    """
    size = CELL * CLASSES
    top = TITLE_HEIGHT + TICKS
    picture = Svg(LEFT + size + 20, top + size + BOTTOM, "Heads-up preflop equity, class against class",
                  "exact, every board; row: the hand, column: the opponent, both in range-grid order",
                  kind="preflop-table")
    runs: list = [[] for _ in range(LEVELS)]
    for a in range(CLASSES):
        bands = [level(table.cell(a, b)) for b in range(CLASSES)]
        start = 0
        for b in range(1, CLASSES + 1):
            if b == CLASSES or bands[b] != bands[start]:
                runs[bands[start]].append(f"M{LEFT + CELL * start} {top + CELL * a}h{CELL * (b - start)}v{CELL}"
                                          f"h-{CELL * (b - start)}z")
                start = b
    for band, shapes in enumerate(runs):
        picture.path("".join(shapes), fill=equity_colour((band + 0.5) / LEVELS),
                     data={"low": band / LEVELS, "high": (band + 1) / LEVELS})
    for row in range(13):   # the pairs, one a row of the grid
        at = CELL * 14 * row + CELL / 2
        name = GRID_RANKS[row] * 2
        picture.text(LEFT + at, top - 6, name, size=10, anchor="middle", cls="pb-muted")
        picture.text(LEFT - 6, top + at + 3, name, size=10, anchor="end", cls="pb-muted")
    picture.axis_labels("the opponent's class (ticks at the pairs)", "the hand's class", LEFT, top,
                        LEFT + size, top + size + 20)
    picture.colour_bar(LEFT + 70, top + size + 36, size - 140, equity_colour, "equity 0%", "100%")
    return picture.finish()
