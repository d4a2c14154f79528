"""The push/fold chart's picture names the grid's classes as the preflop table does."""
from pokerbits.equities.preflop import CLASS_NAMES
from pokerbits.pictures import charts


def test_the_chart_names_each_cell_as_the_preflop_grid():
    assert charts.CLASS_NAMES == CLASS_NAMES
