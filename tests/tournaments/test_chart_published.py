"""push_fold_chart against the published HoldemResources heads-up no-ante chart (the values are
in published_hune, with their source): the whole chart to 20 bb (slow), and its bottom to 3 bb."""
import math

import pytest

import published_hune as hune
from pokerbits import push_fold_chart

GAPPED = set(hune.PUSH_GAPS)


def expected(value: float, top: float) -> float:
    """What a chart to `top` bb shows for a published value to 20 bb."""
    return math.inf if value >= top - 1e-9 else value


def agreements(chart, top: float) -> tuple:
    out = []
    for ours, published in ((chart.push, hune.by_class(hune.PUSH)), (chart.call, hune.by_class(hune.CALL))):
        out.append(sum(ours[c] == expected(v, top) for c, v in published.items()))
    return tuple(out)


def test_the_bottom_of_the_chart_is_published_one():
    chart = push_fold_chart(max_stack=3.0)
    push_agree, call_agree = agreements(chart, 3.0)
    # the gapped classes show the top of their lowest stretch (63s: 2.3) where the chart to 20 bb
    # shows the top of the highest; every other cell is the published one
    assert push_agree == 169 - len(GAPPED) and call_agree == 169
    assert {c: chart.push[c] for c in GAPPED} == {c: low for c, (low, _) in hune.PUSH_GAPS.items()}


@pytest.mark.slow
def test_the_whole_chart_is_the_published_one():
    """At least 165 of 169 cells of each table agree (measured: 168 and 168, Q4o shoved to 8.3
    rather than 7.9 bb with a gap from 7.9 to 8.3, K7o called to 12.3 rather than 12.4), and
    the footnoted gaps of 63s, 53s and 43s are the published ones."""
    chart = push_fold_chart()
    push_agree, call_agree = agreements(chart, 20.0)
    assert push_agree >= 165 and call_agree >= 165, (push_agree, call_agree)
    for c, gap in hune.PUSH_GAPS.items():
        assert chart.push_gaps[c][0] == gap, (c, chart.push_gaps[c])
