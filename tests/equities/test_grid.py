"""The range grid against the range: 169 cells, each class's weight the mean over its combos
(counted from the parsed range, class by class from the ranks and suits), the SVG's cells and
their data the same, equities against fresh runs of pokerbits.equity."""
import re

import pytest

import pokerbits
from pokerbits import ranges
from pokerbits.equities.grid import grid_text, range_grid
from pokerbits.pictures.grid import grid_svg

GRID_RANKS = "AKQJT98765432"


def class_of(cs: int) -> str:
    cards = [i for i in range(64) if cs >> i & 1]
    (r1, s1), (r2, s2) = [(GRID_RANKS[12 - i % 16], i // 16) for i in cards]
    high, low = sorted((r1, r2), key=GRID_RANKS.index)
    return high + low if high == low else high + low + ("s" if s1 == s2 else "o")


def expected_weights(text: str) -> dict:
    sums: dict = {}
    for cs, w in ranges.parse(text).items():
        sums[class_of(cs)] = sums.get(class_of(cs), 0) + w
    size = {"pair": 6, "s": 4, "o": 12}
    return {name: total / size["pair" if len(name) == 2 else name[2]] for name, total in sums.items()}


TEXT = "QQ+, AKs, AQs:0.5, 76s-54s, A5s-A2s:0.25, AsKd, 7%"


def test_cells_and_weights():
    grid = range_grid(TEXT)
    assert len(grid.cells) == 169
    want = expected_weights(TEXT)
    for cell in grid.cells:
        assert cell.weight == pytest.approx(want.get(cell.name, 0.0))
        row, col = GRID_RANKS.index(cell.name[0]), GRID_RANKS.index(cell.name[1])
        assert (cell.row, cell.col) == ((row, col) if len(cell.name) == 2 or cell.name[2] == "s" else (col, row))
    assert grid.total_combos == pytest.approx(sum(ranges.parse(TEXT).values()))


def test_svg_against_the_range():
    svg = grid_svg(range_grid(TEXT))
    cells = re.findall(r'<rect class="cell(?: pb-empty)?" x="[\d.]+" y="[\d.]+" width="40" height="40" '
                       r'(?:fill="#\w+" )?stroke="#\w+" data-class="(\w+)" data-weight="([\d.e-]+)"', svg)
    assert len(cells) == 169 and len({name for name, _ in cells}) == 169
    want = expected_weights(TEXT)
    for name, weight in cells:
        assert float(weight) == pytest.approx(want.get(name, 0.0), rel=1e-5)


def test_equity_cells_against_fresh_equity():
    grid = range_grid("AA, KK, AKs", vs="QQ", board="2c 7d Qh")
    assert grid.cell("AA").equity == pytest.approx(
        pokerbits.equity("holdem", ["AA", "QQ"], "2c 7d Qh").players[0].equity)
    assert grid.cell("AKs").equity == pytest.approx(
        pokerbits.equity("holdem", ["AKs", "QQ"], "2c 7d Qh").players[0].equity)
    assert grid.cell("QQ").equity is None and grid.cell("72o").equity is None
    svg = grid_svg(grid)
    assert len(re.findall("data-equity=", svg)) == 3


def test_text():
    plain = grid_text(range_grid("AA, KK:0.5"))
    lines = plain.splitlines()
    assert len(lines) == 13 and all(len(line.split()) == 26 for line in lines)
    assert lines[0].startswith("AA  100 AKs   .") and lines[1].split()[2:4] == ["KK", "50"]
    assert "\x1b[" not in plain and "\x1b[48;5;" in grid_text(range_grid("AA"), colour=True)


def test_not_holdem_notation():
    with pytest.raises(ValueError, match="separate them with commas"):
        range_grid("QQ+ AKs")


def test_class_grid_puts_every_combo_of_a_class_at_its_weight():
    from pokerbits.equities.grid import class_grid

    grid = class_grid({"AA": 1.0, "AKs": 0.5, "72o": 0.0}, "a strategy")
    assert grid.text == "a strategy" and grid.vs is None
    assert grid.cell("AKs").weight == 0.5 and len(grid.cell("AKs").combos) == 4
    assert grid.cell("72o").combos == () and grid.cell("KK").weight == 0.0
    assert {class_of(cs) for cs in grid.cell("AKs").combos} == {"AKs"}
    assert grid.total_combos == 6 + 2
    assert grid_svg(grid).count("data-class=") == 169 and grid_svg(grid).count('data-weight="0.5"') == 1
    with pytest.raises(ValueError, match="not a starting-hand class"):
        class_grid({"AKx": 1.0}, "bad")
