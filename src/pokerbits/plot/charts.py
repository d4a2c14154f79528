"""The four plots: the equity distribution of ranges (combo equities sorted, the curve solvers
show), the range grid, the histogram of hand strength over the runouts, and a hand's equity card
by card as the board comes. The colours are the SVG pictures' (pokerbits.pictures.svg).

>>> figure = equity_distribution(equity("holdem", ["QQ+, AK", "JJ-99, AQs"], board="Qh 7h 2c"))
>>> [line.get_label() for line in figure.axes[0].get_lines()]
['player 1 QQ+, AK: 57.8%', 'player 2 JJ-99, AQs: 42.2%']
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence, Union

from pokerbits._core.common import cards as _cards
from pokerbits._core.common.args import needs_extra
from pokerbits.analysis.strength import HandStrength
from pokerbits.equities import grid as _grid
from pokerbits.equities.api import equity
from pokerbits.equities.preflop import GRID_RANKS
from pokerbits.equities.results import EquityResult
from pokerbits.games import table as games
from pokerbits.games.table import Game
from pokerbits.pictures.svg import EQUITY_RAMP, WEIGHT_RAMP, equity_colour, ink, percent, player_colour, weight_colour

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

EMPTY = "#eef1f4"    # a class not in the range


def _axes(ax: Optional[Axes], size: tuple) -> tuple:
    """(figure, axes): `ax` and its figure, or a new figure of `size` inches with one axes."""
    try:
        from matplotlib import pyplot
    except ImportError:
        raise needs_extra("pokerbits.plot", "matplotlib", "plot") from None
    if ax is None:
        figure, ax = pyplot.subplots(figsize=size, layout="constrained")
        return figure, ax
    return ax.figure, ax


def _percent_axis(axis: Any) -> None:
    from matplotlib.ticker import PercentFormatter

    axis.set_major_formatter(PercentFormatter(1.0))


def equity_distribution(result: EquityResult, *, ax: Optional[Axes] = None) -> Figure:
    """Each player's range as the curve of its combos' equities, best first, against the share of
    the range they make up (by weight, after card removal): one line per player, in the players'
    colours (a single hand is a flat line at its equity).

    >>> figure = equity_distribution(equity("holdem", ["AhKh", "QQ+"], board="Qh 7h 2c"))
    >>> [round(float(y), 3) for y in figure.axes[0].get_lines()[1].get_ydata()]
    [0.744, 0.744, 0.744, 0.744, 0.627, 0.627, 0.627, 0.53, 0.53, 0.53]
    """
    figure, ax = _axes(ax, (7, 4))
    for seat, player in enumerate(result.players):
        combos = sorted(((c.equity, c.weight) for c in player.combos if c.weight > 0), key=lambda c: -c[0])
        combos = combos or [(player.equity, 1.0)]
        total = sum(w for _, w in combos)
        xs, ys, at = [0.0], [combos[0][0]], 0.0
        for share, weight in combos:
            at += weight / total
            xs.append(at)
            ys.append(share)
        ax.step(xs, ys, where="pre", color=player_colour(seat), linewidth=2,
                label=f"player {seat + 1} {player.hand}: {percent(player.equity)}")
    ax.set(xlim=(0, 1), ylim=(0, 1), xlabel="share of the range, best combos first (by weight)",
           ylabel="equity", title=result._heading())
    _percent_axis(ax.xaxis)
    _percent_axis(ax.yaxis)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower left")
    return figure


def range_grid(grid: Union[_grid.RangeGrid, str], *, ax: Optional[Axes] = None) -> Figure:
    """The 13x13 range grid (a RangeGrid, or range text), each class shaded by its weight or by its
    equity against the grid's `vs` range, its name and number written on it.

    >>> from pokerbits import plot
    >>> figure = plot.range_grid("QQ+, AKs:0.5")
    >>> len(figure.axes[0].images), figure.axes[0].texts[1].get_text()
    (1, 'AKs\\n50%')
    """
    from matplotlib.colors import LinearSegmentedColormap, to_rgb

    grid = _grid.range_grid(grid) if isinstance(grid, str) else grid
    figure, ax = _axes(ax, (6.4, 6.4))
    against = grid.vs is not None
    colour = equity_colour if against else weight_colour
    pixels = []
    for row in grid.rows:
        pixels.append([to_rgb(colour(grid.shade(c))) if grid.value(c) is not None else to_rgb(EMPTY) for c in row])
    ax.imshow(pixels, interpolation="nearest")
    for cell in grid.cells:
        value = grid.value(cell)
        fill = colour(grid.shade(cell)) if value is not None else EMPTY
        label = cell.name if value is None else f"{cell.name}\n{round(100 * value)}%"
        ax.text(cell.col, cell.row, label, ha="center", va="center", fontsize=7, color=ink(fill))
    ax.set_xticks(range(13), list(GRID_RANKS))
    ax.set_yticks(range(13), list(GRID_RANKS))
    ax.xaxis.tick_top()
    ax.set_xlabel("rank by column: suited hands above the diagonal, offsuit below")
    ax.set_ylabel("rank by row")
    title = f"{grid.text} vs {grid.vs}" + (f" on {grid.board}" if grid.board else "") if against else grid.text
    ax.set_title(title)
    ramp = EQUITY_RAMP if against else WEIGHT_RAMP
    cmap = LinearSegmentedColormap.from_list("pokerbits", [(x, [c / 255 for c in rgb]) for x, rgb in ramp])
    top_weight = max(c.weight for c in grid.cells)
    figure.colorbar(_scalar(cmap, 0, 1 if against else top_weight), ax=ax, shrink=0.8,
                    label="equity" if against else "weight")
    return figure


def _scalar(cmap: Any, low: float, high: float) -> Any:
    from matplotlib.cm import ScalarMappable
    from matplotlib.colors import Normalize

    return ScalarMappable(Normalize(low, high), cmap)


def strength_histogram(strength: HandStrength, bins: int = 20, *, ax: Optional[Axes] = None) -> Figure:
    """The histogram of the river equity over the runouts (HandStrength.histogram's bins of
    [0, 1], each runout by its probability), with a dashed line at the EHS.

    >>> figure = strength_histogram(hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+"), bins=2)
    >>> [round(float(bar.get_height()), 3) for bar in figure.axes[0].patches]
    [0.795, 0.205]
    """
    figure, ax = _axes(ax, (7, 3.6))
    shares = strength.histogram(bins)
    lefts = [i / bins for i in range(bins)]
    ax.bar(lefts, shares, width=1 / bins, align="edge", edgecolor="white", linewidth=0.8,
           color=[equity_colour((i + 0.5) / bins) for i in range(bins)])
    ax.axvline(strength.ehs, color="0.3", linestyle="--", linewidth=1.2, label=f"EHS {percent(strength.ehs)}")
    runouts = len(strength.runouts)
    how = f"{runouts:,} runouts, exact" if strength.samples is None else f"{strength.samples:,} sampled runouts"
    ax.set(xlim=(0, 1), xlabel="river equity against the range", ylabel="share of the runouts",
           title=f"Hand strength over the runouts ({how})")
    _percent_axis(ax.xaxis)
    _percent_axis(ax.yaxis)
    ax.legend(loc="upper center")
    return figure


def equity_vs_board(game: Union[str, Game], hands: Sequence, board: Any, *, dead: Any = (),
                    samples: Optional[int] = None, seed: Optional[int] = None, ax: Optional[Axes] = None) -> Figure:
    """Each player's equity card by card as the board comes: with no board, then after each card
    of `board` (in the order given), by pokerbits.equity (exact when feasible, else Monte Carlo
    with `samples` and `seed`); one line per player.

    >>> figure = equity_vs_board("holdem", ["AhKh", "QsQd"], "Qh 7h 2c 9d Jh")
    >>> [round(float(y), 3) for y in figure.axes[0].get_lines()[0].get_ydata()]
    [0.462, 0.175, 0.329, 0.256, 0.159, 1.0]
    """
    spec = game if isinstance(game, Game) else games.game(game)
    if not spec.board_cards:
        raise ValueError(f"equity_vs_board needs a board game; {spec.name} has no board")
    cards = _cards.card_list(board)
    figure, ax = _axes(ax, (7, 4))
    results = [equity(spec, hands, cards[:k], dead=dead, samples=samples, seed=seed) for k in range(len(cards) + 1)]
    steps = range(len(results))
    for seat, player in enumerate(results[0].players):
        ax.plot(steps, [r.players[seat].equity for r in results], marker="o", color=player_colour(seat),
                linewidth=2, label=f"player {seat + 1} {player.hand}")
    ax.set_xticks(steps, ["no board"] + [f"+{card}" for card in cards])
    ax.set(ylim=(0, 1), xlabel="the board, card by card", ylabel="equity",
           title=f"{spec.name}: equity as the board comes")
    _percent_axis(ax.yaxis)
    ax.grid(alpha=0.3)
    ax.legend()
    return figure
