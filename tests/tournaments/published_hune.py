"""The published heads-up push/fold Nash chart, no ante, of HoldemResources ("HeadsUp Push/Fold
Nash Equilibrium", holdemresources.net/hune; how to read it: holdemresources.net/h/poker-theory/
hune/usage.html), as data: per cell of the 13x13 grid (rows and columns A K Q ... 2, suited above
the diagonal, offsuit below), the highest effective stack in big blinds at which the small blind
shoves (PUSH) and the big blind calls a shove (CALL); INF stands for the chart's "20+" (played at
every stack up to 20 bb). Three push cells are footnoted with a gap (PUSH_GAPS): the class is
shoved at and below the cell's value except inside the gap, e.g. 63s from 7.1 down to 5.1 bb and
again below 2.3 bb. Transcribed from the chart as mirrored on public pages (the push table and the
caller rows A to 7 checked against two copies)."""
import math

INF = math.inf
RANKS = "AKQJT98765432"

PUSH = [
    [INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, INF],
    [INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, 19.9, 19.3],
    [INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, 16.3, 13.5, 12.7],
    [INF, INF, INF, INF, INF, INF, INF, INF, 18.6, 14.7, 13.5, 10.6, 8.5],
    [INF, INF, INF, INF, INF, INF, INF, INF, INF, 11.9, 10.5, 7.7, 6.5],
    [INF, INF, INF, INF, INF, INF, INF, INF, INF, 14.4, 6.9, 4.9, 3.7],
    [INF, 18.0, 13.0, 13.3, 17.5, INF, INF, INF, INF, 18.8, 10.1, 2.7, 2.5],
    [INF, 16.1, 10.3, 8.5, 9.0, 10.8, 14.7, INF, INF, INF, 13.9, 2.5, 2.1],
    [INF, 15.1, 9.6, 6.5, 5.7, 5.2, 7.0, 10.7, INF, INF, 16.3, 7.1, 2.0],
    [INF, 14.2, 8.9, 6.0, 4.1, 3.5, 3.0, 2.6, 2.4, INF, INF, 12.9, 2.0],
    [INF, 13.1, 7.9, 5.4, 3.8, 2.7, 2.3, 2.1, 2.0, 2.1, INF, 10.0, 1.8],
    [INF, 12.2, 7.5, 5.0, 3.4, 2.5, 1.9, 1.8, 1.7, 1.8, 1.6, INF, 1.7],
    [INF, 11.6, 7.0, 4.6, 2.9, 2.2, 1.8, 1.6, 1.5, 1.5, 1.4, 1.4, INF],
]

CALL = [
    [INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, INF, INF],
    [INF, INF, INF, INF, INF, INF, 17.6, 15.2, 14.3, 13.2, 12.1, 11.4, 10.7],
    [INF, INF, INF, INF, INF, 16.1, 13.0, 10.5, 9.9, 8.9, 8.4, 7.8, 7.2],
    [INF, INF, 19.5, INF, 18.0, 13.4, 10.6, 8.8, 7.0, 6.9, 6.1, 5.8, 5.6],
    [INF, INF, 15.3, 12.7, INF, 11.5, 9.3, 7.4, 6.3, 5.2, 5.2, 4.8, 4.5],
    [INF, 17.1, 11.7, 9.5, 8.4, INF, 8.2, 7.0, 5.8, 5.0, 4.3, 4.1, 3.9],
    [INF, 13.8, 9.7, 7.6, 6.6, 6.0, INF, 6.5, 5.6, 4.8, 4.1, 3.6, 3.5],
    [INF, 12.4, 8.0, 6.4, 5.5, 5.0, 4.7, INF, 5.4, 4.8, 4.1, 3.6, 3.3],
    [INF, 11.0, 7.3, 5.4, 4.6, 4.2, 4.1, 4.0, INF, 4.9, 4.3, 3.8, 3.3],
    [INF, 10.2, 6.8, 5.1, 4.0, 3.7, 3.6, 3.6, 3.7, INF, 4.6, 4.0, 3.6],
    [18.3, 9.1, 6.2, 4.7, 3.8, 3.3, 3.2, 3.2, 3.3, 3.5, INF, 3.8, 3.4],
    [16.6, 8.7, 5.9, 4.5, 3.6, 3.1, 2.9, 2.9, 2.9, 3.1, 3.0, INF, 3.3],
    [15.8, 8.1, 5.6, 4.2, 3.5, 3.0, 2.8, 2.6, 2.7, 2.8, 2.7, 2.6, 15.0],
]

# the footnoted push gaps: (above, below) in bb, the class not shoved for stacks strictly between
PUSH_GAPS = {"63s": (2.3, 5.1), "53s": (2.4, 3.8), "43s": (2.2, 4.9)}


def cell_class(row: int, col: int) -> str:
    """The class of a chart cell: a pair on the diagonal, suited above it, offsuit below.

    >>> cell_class(0, 0), cell_class(0, 1), cell_class(1, 0)
    ('AA', 'AKs', 'AKo')
    """
    if row == col:
        return RANKS[row] * 2
    high, low = min(row, col), max(row, col)
    return RANKS[high] + RANKS[low] + ("s" if row < col else "o")


def by_class(grid: list) -> dict:
    return {cell_class(r, c): grid[r][c] for r in range(13) for c in range(13)}
