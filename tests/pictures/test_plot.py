"""pokerbits.plot: each plot draws its result's numbers (read back from the matplotlib artists),
returns the Figure, draws on a given Axes, and names the extra when matplotlib is missing."""
import sys

import pytest

import pokerbits as pb

pytest.importorskip("matplotlib")
from matplotlib import pyplot  # noqa: E402

from pokerbits import plot  # noqa: E402


@pytest.fixture(autouse=True)
def close_figures():
    yield
    pyplot.close("all")


def test_equity_distribution_is_each_range_best_first():
    result = pb.equity("holdem", ["QQ+, AK", "JJ-99, AQs", "Ah Kh"], board="Qh 7h 2c")
    figure = plot.equity_distribution(result)
    lines = figure.axes[0].get_lines()
    assert len(lines) == 3
    for line, player in zip(lines, result.players):
        xs, ys = [float(x) for x in line.get_xdata()], [float(y) for y in line.get_ydata()]
        assert xs[0] == 0 and xs[-1] == pytest.approx(1) and ys == sorted(ys, reverse=True)
        area = sum((b - a) * y for a, b, y in zip(xs, xs[1:], ys[1:]))   # a step drawn 'pre'
        assert area == pytest.approx(player.equity, abs=1e-9)            # the weighted mean of the combos
    assert len(set(lines[2].get_ydata())) == 1                           # exact cards: a flat line


def test_range_grid_writes_every_class():
    grid = pb.range_grid("AA, KK:0.5, AKs", vs="QQ", board="2c 7d Qh")
    _, ax = pyplot.subplots()
    figure = plot.range_grid(grid, ax=ax)
    assert figure is ax.figure
    labels = {t.get_text().split("\n")[0]: t.get_text() for t in ax.texts}
    assert len(labels) == 169
    for name in ("AA", "KK", "AKs"):
        assert labels[name] == f"{name}\n{round(100 * grid.cell(name).equity)}%"
    assert labels["QQ"] == "QQ"
    with pytest.raises(ValueError, match="separate them with commas"):
        plot.range_grid("QQ+ AKs")


def test_strength_histogram_bars_are_the_histogram():
    strength = pb.hand_strength("holdem", "Ah Kh", "Qh 7h 2c", vs="QQ+, AK, 88")
    figure = plot.strength_histogram(strength, bins=10)
    bars = figure.axes[0].patches
    assert [float(b.get_height()) for b in bars] == pytest.approx(strength.histogram(10))
    assert [float(b.get_x()) for b in bars] == pytest.approx([i / 10 for i in range(10)])


def test_equity_vs_board_is_equity_at_each_card():
    board = "Ah 7c 2d 9s Kd"
    figure = plot.equity_vs_board("omaha-hi-lo", ["As 2s Kc Qd", "8h 6h 5c 5d"], board)
    lines = figure.axes[0].get_lines()
    cards = board.split()
    for seat, line in enumerate(lines):
        want = [pb.equity("omaha-hi-lo", ["As 2s Kc Qd", "8h 6h 5c 5d"], cards[:k], samples=None).players[seat].equity
                for k in range(6)]
        assert [float(y) for y in line.get_ydata()] == pytest.approx(want)
    assert [t.get_text() for t in figure.axes[0].get_xticklabels()] == ["no board"] + [f"+{c}" for c in cards]
    with pytest.raises(ValueError, match="needs a board game"):
        plot.equity_vs_board("razz", ["As 2s 3c 4d 5h 6h 7c", "8h 6d 5c 5d Kh Qh Jc"], "")


def test_without_matplotlib_the_error_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(ImportError, match=r'pip install "pokerbits\[plot\]"'):
        plot.range_grid("AA")
