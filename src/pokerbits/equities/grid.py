"""The range grid: the 169 Hold'em starting-hand classes on a 13x13 grid (pairs on the diagonal,
suited above it, offsuit below, the ace first), each cell shaded by the range's weight or by
the class's equity against another range; as data and as terminal text (the SVG picture is
pokerbits.pictures.grid's, shown by notebooks through `_repr_svg_`).

>>> g = range_grid("QQ+, AKs:0.5")
>>> g.cell("KK").weight, g.cell("AKs").weight, g.cell("AKo").weight, g.total_combos
(1.0, 0.5, 0.0, 20.0)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from pokerbits._core.common.args import short_repr
from pokerbits._core.common.cards import card_strings
from pokerbits._core.tables import preflop as _preflop
from pokerbits.equities import ranges
from pokerbits.equities.preflop import CLASS_NAMES, class_combos, class_index


@dataclass(frozen=True)
class GridCell:
    """One class of the grid: `weight` is the mean range weight over its combos (0 to the
    largest weight of the range), `combos` the range's combos of the class, `equity` the
    class's equity against the `vs` range (None without one, or when the class is not in the range)."""

    name: str
    row: int
    col: int
    weight: float
    combos: tuple[int, ...]     # card sets
    equity: Optional[float] = None


@dataclass(frozen=True)
class RangeGrid:
    """The 169 cells in grid order (row by row), the range text, and what the equity was against."""

    text: str
    cells: tuple[GridCell, ...]
    vs: Optional[str] = None
    board: str = ""

    def cell(self, name: str) -> GridCell:
        """The cell of a class name such as ``"AKs"``."""
        return self.cells[class_index(name)]

    @property
    def rows(self) -> list[list[GridCell]]:
        """The cells as 13 rows of 13."""
        return [list(self.cells[13 * r:13 * r + 13]) for r in range(13)]

    @property
    def total_combos(self) -> float:
        """The range's combos, each counted by its weight."""
        return sum(c.weight * class_combos(class_index(c.name)) for c in self.cells)

    def value(self, cell: GridCell) -> Optional[float]:
        """The number a cell shows: its equity against `vs` (None without one), else its weight (None when 0)."""
        return cell.equity if self.vs is not None else (cell.weight or None)

    def shade(self, cell: GridCell) -> float:
        """0 to 1: the cell's equity when the grid has a `vs` range, else its weight over the largest."""
        if self.vs is not None:
            return cell.equity if cell.equity is not None else 0.0
        top = max(c.weight for c in self.cells)
        return cell.weight / top if top else 0.0

    def _repr_svg_(self) -> str:
        from pokerbits.pictures.grid import grid_svg
        return grid_svg(self)


def range_grid(text: str, vs: Optional[str] = None, board: Any = "", *, samples: Optional[int] = None,
               seed: Optional[int] = None) -> RangeGrid:
    """The grid of a Hold'em range; with `vs`, each class's equity against that range on `board`
    (each class's combos of the range as one player, by pokerbits.equity: exact when feasible,
    else Monte Carlo with `samples` and `seed`).

    >>> g = range_grid("AA, KK", vs="QQ", board="2c 7d 9h")
    >>> round(g.cell("AA").equity, 4), g.cell("QQ").equity is None
    (0.9162, True)
    """
    weights = ranges.parse(text, 2)
    by_class: dict = {}
    from pokerbits._core.tables import preflop as _preflop

    class_of = dict(_preflop.combo_classes())
    for cs, weight in weights.items():
        by_class.setdefault(class_of[cs], []).append((cs, weight))
    cells = []
    for index, name in enumerate(CLASS_NAMES):
        members = by_class.get(index, [])
        weight = sum(w for _, w in members) / class_combos(index)
        equity = None
        if vs is not None and members:
            equity = _class_equity(members, vs, board, samples, seed)
        cells.append(GridCell(name, index // 13, index % 13, weight, tuple(cs for cs, _ in members), equity))
    return RangeGrid(text, tuple(cells), vs, board if isinstance(board, str) else " ".join(card_strings(board)))


def class_grid(weights: Mapping[str, float], title: str) -> RangeGrid:
    """The grid of one weight per class (every combo of the class at that weight; a class not
    named, or at 0, is out), such as how often a strategy plays each class; `title` names it.

    >>> g = class_grid({"AA": 1.0, "AKo": 0.25}, "an example")
    >>> g.cell("AKo").weight, len(g.cell("AKo").combos), g.total_combos, g.text
    (0.25, 12, 9.0, 'an example')
    """
    members: dict = {}
    for cs, index in _preflop.combo_classes():
        members.setdefault(index, []).append(cs)
    unknown = [name for name in weights if name not in CLASS_NAMES]
    if unknown:
        raise ValueError(f"{short_repr(unknown[0])} is not a starting-hand class name such as 'AKs'")
    cells = []
    for index, name in enumerate(CLASS_NAMES):
        weight = float(weights.get(name, 0.0))
        cells.append(GridCell(name, index // 13, index % 13, weight, tuple(members[index]) if weight > 0 else ()))
    return RangeGrid(title, tuple(cells))


def _class_equity(members: list, vs: str, board: Any, samples: Optional[int], seed: Optional[int]) -> Optional[float]:
    from pokerbits.equities.api import equity

    text = ", ".join(f"{''.join(card_strings(cs))}:{w}" for cs, w in members)
    try:
        return equity("holdem", [text, vs], board, samples=samples, seed=seed).players[0].equity
    except ValueError as error:
        if "duplicate card" in str(error) or "no hand" in str(error) or "no deal" in str(error):
            return None      # every combo of the class collides with the board or the other range
        raise


def _label(grid: RangeGrid, cell: GridCell) -> str:
    """Three characters: the weight or the equity in whole percent, '.' when none."""
    value = grid.value(cell)
    return "  ." if value is None else f"{min(999, round(100 * value)):3d}"


def grid_text(grid: RangeGrid, colour: bool = False) -> str:
    """The grid as 13 lines of text: each cell its class and its weight (or equity) in whole
    percent, with ANSI background colours when `colour`.

    >>> print(grid_text(range_grid("AA, AKs:0.5")).splitlines()[0][:23])
    AA  100 AKs  50 AQs   .
    """
    lines = []
    for row in grid.rows:
        parts = []
        for cell in row:
            text = f"{cell.name:<3} {_label(grid, cell)}"
            if colour:
                level = 232 + round(grid.shade(cell) * 23)           # the grey ramp of 256-colour terminals
                fg = 16 if level > 243 else 255
                text = f"\x1b[48;5;{level}m\x1b[38;5;{fg}m{text}\x1b[0m"
            parts.append(text)
        lines.append(" ".join(parts))
    return "\n".join(lines)
