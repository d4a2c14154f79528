"""The range grid as a picture: the 169 classes on the 13x13 grid (pairs on the diagonal, suited
above it, offsuit below, the ace first), each cell shaded by the range's weight or, with a `vs`
range, by the class's equity against it; the class and its number written on the cell.

>>> svg = grid_svg(range_grid("QQ+, AKs:0.5"))
>>> svg.count('class="cell'), svg.count('data-weight="0.5"')
(169, 1)
"""
from __future__ import annotations

from pokerbits._core.common.cards import RANKS
from pokerbits.pictures.svg import TITLE_HEIGHT, Svg, equity_colour, ink, weight_colour

TYPE_CHECKING = False   # the result's type for annotations only: its room imports this one
if TYPE_CHECKING:
    from pokerbits.equities.grid import RangeGrid

CELL = 40          # pixels a side
LEFT, TICKS = 50, 22
TITLE_CHARS = 72   # a longer range is cut in the title (the cells hold it all)
GRID_RANKS = RANKS[::-1]   # rows and columns, the ace first


def grid_svg(grid: RangeGrid) -> str:
    """The grid as an SVG picture: one square per class with ``data-class`` and ``data-weight``
    (and ``data-equity`` against `vs`), shaded by weight (pale to deep blue) or by equity
    (violet 0% to yellow 100%); empty classes in the panel's own grey.

    >>> svg = grid_svg(range_grid("AA, KK", vs="QQ", board="2c 7d 9h"))
    >>> svg.count("data-equity="), 'data-class="AA"' in svg
    (2, True)
    """
    top = TITLE_HEIGHT + TICKS
    size = 13 * CELL
    against = grid.vs is not None
    text = grid.text if len(grid.text) <= TITLE_CHARS else grid.text[:TITLE_CHARS - 1] + "…"
    if against:
        on = f" on {grid.board}" if grid.board else ""
        subtitle = f"each class's equity against {grid.vs}{on}"
    else:
        subtitle = f"{grid.total_combos:g} combos; each class shaded by its weight"
    picture = Svg(LEFT + size + 16, top + size + 62, f"Range {text}", subtitle, kind="range-grid")
    for i, rank in enumerate(GRID_RANKS):
        picture.text(LEFT + CELL * i + CELL / 2, top - 6, rank, anchor="middle", cls="pb-muted")
        picture.text(LEFT - 8, top + CELL * i + CELL / 2 + 4, rank, anchor="end", cls="pb-muted")
    for cell in grid.cells:
        x, y = LEFT + cell.col * CELL, top + cell.row * CELL
        value = grid.value(cell)
        label = "" if value is None else f"{round(100 * value)}%"
        data = {"class": cell.name, "weight": cell.weight}
        if cell.equity is not None:
            data["equity"] = cell.equity
        filled = cell.equity is not None if against else cell.weight > 0
        fill = (equity_colour(grid.shade(cell)) if against else weight_colour(grid.shade(cell))) if filled else None
        picture.rect(x, y, CELL, CELL, fill=fill, cls="cell" if filled else "cell pb-empty", data=data,
                     tip=f"{cell.name}: {label or 'not in the range'}", stroke="#8c959f")
        colour = ink(fill) if fill else None
        picture.text(x + CELL / 2, y + 17, cell.name, size=12, anchor="middle", fill=colour,
                     cls="pb-fg" if filled else "pb-muted")
        if label:
            picture.text(x + CELL / 2, y + 31, label, size=10, anchor="middle", fill=colour)
    bottom = top + size
    picture.axis_labels("rank by column: suited hands above the diagonal, offsuit below", "rank by row",
                        LEFT, top, LEFT + size, bottom + 20)
    if against:
        picture.colour_bar(LEFT + 60, bottom + 36, size - 120, equity_colour, "equity 0%", "100%")
    else:
        top_weight = max(c.weight for c in grid.cells)
        picture.colour_bar(LEFT + 60, bottom + 36, size - 120, weight_colour, "weight 0",
                           f"{top_weight:g}")
    return picture.finish()
