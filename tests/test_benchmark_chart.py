"""benchmarks/chart.py: the SVG bar chart drawn from the benchmark table."""
import importlib.util
import math
import pathlib
import re
import xml.etree.ElementTree as ET

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("benchmark_chart", ROOT / "benchmarks" / "chart.py")
chart = importlib.util.module_from_spec(spec)
spec.loader.exec_module(chart)

TABLE = """2026-11-30, a machine

| hands | library | call | mode | ns per hand | peer / pokerbits |
|---|---|---|---|---:|---:|
| high, 7 cards | pokerbits | high(int) | per call | 10.0 |  |
| high, 7 cards | slowlib | evaluate(x) | per call | 10,000 | 1,000.0x |
| high, 7 cards | oddlib | eval | per call | — | disagrees |
| high, 7 cards | pokerbits | evaluate_many | batch | 1.0 |  |
| badugi, 4 cards | pokerbits | badugi(int) | per call | 47.0 |  |
"""


def test_rows_skip_untimed_peers_and_read_thousands():
    assert chart.rows(TABLE) == [
        ("high, 7 cards", "pokerbits", "high(int)", "per call", 10.0),
        ("high, 7 cards", "slowlib", "evaluate(x)", "per call", 10000.0),
        ("high, 7 cards", "pokerbits", "evaluate_many", "batch", 1.0),
        ("badugi, 4 cards", "pokerbits", "badugi(int)", "per call", 47.0),
    ]


def test_bars_fastest_first_on_a_log_scale():
    root = ET.fromstring(chart.chart(TABLE, "high, 7 cards"))
    ns = "{http://www.w3.org/2000/svg}"
    bars = root.findall(f"{ns}rect")
    titles = [bar.find(f"{ns}title").text for bar in bars]
    assert titles == ["pokerbits: evaluate_many: 1.0 ns", "pokerbits: high(int): 10.0 ns",
                      "slowlib: evaluate(x): 10,000 ns"]
    widths = [float(bar.get("width")) for bar in bars]
    # 1 ns sits at the axis (the shortest visible bar), each decade adds the same length
    decade = chart.BAR_WIDTH / math.ceil(math.log10(10000))
    assert widths == pytest.approx([1.0, decade, 4 * decade])
    assert "oddlib" not in chart.chart(TABLE, "high, 7 cards")


def test_unknown_case_is_an_error():
    with pytest.raises(ValueError, match="no timed rows for 'razz'"):
        chart.chart(TABLE, "razz")


def test_the_committed_charts_come_from_the_committed_table():
    (results,) = (ROOT / "benchmarks").glob("results-*.md")   # the one kept: the newest run
    table = results.read_text(encoding="utf-8")
    for svg, hands in (("benchmarks-high-7.svg", "high, 7 cards"),
                       ("benchmarks-ace-five-7.svg", "ace-to-five, 7 cards")):
        assert (ROOT / "docs" / svg).read_text(encoding="utf-8") == chart.chart(table, hands)
    page = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    assert re.search(r"\(benchmarks-high-7\.svg\)", page) and f"benchmarks/{results.name}" in page
