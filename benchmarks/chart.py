"""Turn the table `python -m benchmarks` prints into an SVG bar chart of ns per hand, one bar per
library and call for one case, on a log scale, with the standard library only.

    python -m benchmarks > results.md
    python -m benchmarks.chart results.md docs/benchmarks-high-7.svg --hands "high, 7 cards"
"""
from __future__ import annotations

import argparse
import math
import pathlib
import sys
from html import escape
from typing import Iterable, Sequence

ROW_HEIGHT, LABEL_WIDTH, BAR_WIDTH, VALUE_WIDTH = 22, 330, 380, 90


def rows(text: str) -> list:
    """(hands, library, call, mode, ns) of every timed row of the benchmark table ("—": skipped)."""
    out = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 6 or cells[0] in ("hands", "---"):
            continue
        try:
            ns = float(cells[4].replace(",", ""))
        except ValueError:
            continue   # "—": a peer that disagrees, not timed
        out.append((cells[0], cells[1], cells[2], cells[3], ns))
    return out


def shown(ns: float) -> str:
    """ns as the benchmark table shows it: one decimal under 100, whole numbers above."""
    return f"{ns:,.1f}" if ns < 100 else f"{ns:,.0f}"


def svg(title: str, bars: Sequence[tuple], floor: float = 1.0) -> str:
    """A horizontal bar chart: (label, ns) bars, lengths on a log scale from `floor` ns."""
    top = max(ns for _, ns in bars)
    decades = max(1, math.ceil(math.log10(top / floor)))
    scale = BAR_WIDTH / decades
    height = 40 + ROW_HEIGHT * len(bars) + 30
    width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
             f'<text x="{width / 2}" y="20" text-anchor="middle" font-size="14">{escape(title)}</text>']
    for decade in range(decades + 1):
        x = LABEL_WIDTH + decade * scale
        parts.append(f'<line x1="{x:.1f}" y1="32" x2="{x:.1f}" y2="{height - 26}" stroke="#ccc"/>')
        parts.append(f'<text x="{x:.1f}" y="{height - 10}" text-anchor="middle" fill="#555">'
                     f'{floor * 10 ** decade:,.0f} ns</text>')
    for i, (label, ns) in enumerate(bars):
        y = 36 + i * ROW_HEIGHT
        length = max(1.0, scale * math.log10(max(ns, floor) / floor))
        colour = "#2a7ab9" if label.startswith("pokerbits") else "#999"
        parts.append(f'<text x="{LABEL_WIDTH - 6}" y="{y + 14}" text-anchor="end">{escape(label)}</text>')
        parts.append(f'<rect x="{LABEL_WIDTH}" y="{y + 2}" width="{length:.1f}" height="{ROW_HEIGHT - 6}" '
                     f'fill="{colour}"><title>{escape(label)}: {shown(ns)} ns</title></rect>')
        parts.append(f'<text x="{LABEL_WIDTH + length + 4:.1f}" y="{y + 14}">{shown(ns)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def chart(text: str, hands: str) -> str:
    """The chart of one case of the benchmark table, fastest first."""
    bars = sorted(((f"{library}: {call}", ns) for title, library, call, _, ns in rows(text) if title == hands),
                  key=lambda bar: bar[1])
    if not bars:
        raise ValueError(f"no timed rows for {hands!r} in the table")
    return svg(f"{hands}: ns per hand (log scale, shorter is faster)", bars)


def main(argv: Iterable[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("table", help="a file holding the output of python -m benchmarks")
    parser.add_argument("output", help="the SVG file to write")
    parser.add_argument("--hands", default="high, 7 cards", help='the case to chart (default "high, 7 cards")')
    args = parser.parse_args(list(argv))
    pathlib.Path(args.output).write_text(chart(pathlib.Path(args.table).read_text(encoding="utf-8"), args.hands),
                                         encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
