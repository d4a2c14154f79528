"""Hand strength as a picture: the histogram of the river equity over the runouts (each runout
weighted by its probability given the range), with the expected hand strength marked.

>>> svg = strength_svg(hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+"))
>>> svg.count('class="bar"')
20
"""
from __future__ import annotations

from pokerbits.pictures.svg import TITLE_HEIGHT, Svg, equity_colour, percent

TYPE_CHECKING = False   # the result's type for annotations only: its room imports this one
if TYPE_CHECKING:
    from pokerbits.analysis.strength import HandStrength

BINS = 20
WIDTH, HEIGHT = 600, 340
LEFT, RIGHT, BOTTOM = 70, 20, 50
STEPS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5)   # y-axis tick steps, the first giving at most 6 ticks


def strength_svg(strength: HandStrength, bins: int = BINS) -> str:
    """The histogram as an SVG picture: one ``class="bar"`` per bin of [0, 1] with
    ``data-low``, ``data-high`` and ``data-probability`` (HandStrength.histogram's), a dashed
    line at the EHS.

    >>> svg = strength_svg(hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+"), bins=2)
    >>> svg.count('data-probability="0.795454545454545"')
    1
    """
    shares = strength.histogram(bins)
    runouts = len(strength.runouts)
    if strength.samples is None:
        how = f"{runouts:,} runout{'s' if runouts != 1 else ''}, exact"
    else:
        how = f"{strength.samples:,} sampled runouts (Monte Carlo, seed {strength.seed})"
    numbers = [f"EHS {percent(strength.ehs)}", f"EHS² {strength.ehs2:.3f}"]
    if strength.hs is not None:
        numbers += [f"HS {percent(strength.hs)}", f"PPot {percent(strength.ppot or 0.0)}",
                    f"NPot {percent(strength.npot or 0.0)}"]
    picture = Svg(WIDTH, HEIGHT, "Hand strength over the runouts", f"{how}; {', '.join(numbers)}",
                  kind="hand-strength")
    top, bottom, right = TITLE_HEIGHT + 16, HEIGHT - BOTTOM, WIDTH - RIGHT
    step = next((s for s in STEPS if max(shares) <= 6 * s), 0.5)
    y_max = step * max(1, -(-max(shares) // step))
    for i in range(int(round(y_max / step)) + 1):
        y = bottom - (bottom - top) * i * step / y_max
        picture.line(LEFT, y, right, y)
        picture.text(LEFT - 6, y + 4, percent(i * step, 0 if step >= 0.05 else 1), size=11, anchor="end",
                     cls="pb-muted")
    width = (right - LEFT) / bins
    for i, share in enumerate(shares):
        low, high = i / bins, (i + 1) / bins
        height = (bottom - top) * share / y_max
        picture.rect(LEFT + i * width + 1, bottom - height, width - 2, height, cls="bar",
                     fill=equity_colour((low + high) / 2),
                     data={"low": low, "high": high, "probability": share},
                     tip=f"equity {percent(low, 0)} to {percent(high, 0)}: {percent(share)} of the runouts")
    for tick in range(5):
        x = LEFT + (right - LEFT) * tick / 4
        picture.line(x, bottom, x, bottom + 4, cls="pb-line")
        picture.text(x, bottom + 16, percent(tick / 4, 0), size=11, anchor="middle", cls="pb-muted")
    picture.line(LEFT, bottom, right, bottom, cls="pb-line")
    x = LEFT + (right - LEFT) * strength.ehs
    picture.line(x, top - 6, x, bottom, cls="pb-line", width=1.5, dash="5 3")
    picture.text(x + (4 if strength.ehs < 0.8 else -4), top + 4, f"EHS {percent(strength.ehs)}", size=11,
                 anchor="start" if strength.ehs < 0.8 else "end")
    picture.axis_labels("river equity against the range", "share of the runouts", LEFT, top, right, HEIGHT - 12)
    return picture.finish()
