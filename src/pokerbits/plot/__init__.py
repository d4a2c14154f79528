"""Plots for papers and reports, drawn with matplotlib (the optional extra
``pip install "pokerbits[plot]"``, from a checkout ``pip install ".[plot]"``): each function
returns the matplotlib Figure it drew on and takes ``ax=`` to draw on an Axes of yours instead.
matplotlib loads on the first call, never at import.
"""
from pokerbits.plot.charts import equity_distribution, equity_vs_board, range_grid, strength_histogram

__all__ = ["equity_distribution", "equity_vs_board", "range_grid", "strength_histogram"]
