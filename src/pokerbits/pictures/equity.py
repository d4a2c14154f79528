"""An equity result as HTML: the heading, a bar of the pot split by equity, one table row per
player (equity, its Monte Carlo error, win or scoop, tie), then folded (``<details>``) the halves
of a split-pot game and each range's combos, best first.

>>> html = equity_html(equity("holdem", ["AhKh", "QsQd"], board="As Kd 2c"))
>>> html.count("<tr data-player="), "<details>" in html
(2, False)
"""
from __future__ import annotations

from xml.sax.saxutils import escape

from pokerbits.pictures.html import bar, element, swatch, table
from pokerbits.pictures.svg import percent, player_colour

TYPE_CHECKING = False   # the result's type for annotations only: its room imports this one
if TYPE_CHECKING:
    from pokerbits.equities.results import EquityResult, PlayerEquity

MAX_COMBO_ROWS = 200    # a range's combos shown, best first (the rest counted)
SPLIT_WIDTH = 480       # pixels of the bar of the pot split


def equity_html(result: EquityResult) -> str:
    """The result as HTML (well-formed: it parses as XML); rows and combos carry ``data-``
    attributes with the numbers they show.

    >>> html = equity_html(equity("omaha-hi-lo", ["As 2s Kd Qd", "8h 6h 5c 5d"], board="Ah Kh 7c"))
    >>> html.count("<details"), 'data-half="low"' in html
    (1, True)
    """
    halves = [h.name for h in result.game.halves] if len(result.game.halves) > 1 else []
    exact, chips = result.exact, bool(result.pots)
    columns = ["", "player", "hand", "equity", ""] + ([] if exact else ["± error"]) + \
        ["scoop" if halves else "win", "tie"] + (["EV"] if chips else []) + (["± EV"] if chips and not exact else [])
    rows = []
    for seat, p in enumerate(result.players):
        data = {"player": seat + 1, "equity": p.equity, "win": p.win, "tie": p.tie}
        cells = [swatch(seat), str(seat + 1), escape(p.hand), percent(p.equity, 3), bar(p.equity, seat)]
        cells += [] if exact else [percent(p.equity_error, 3)]
        cells += [percent(p.win, 3), percent(p.tie, 3)]
        if chips and p.ev is not None:
            data["ev"] = p.ev
            cells += [f"{p.ev:,.2f}"] + ([] if exact else [f"{p.ev_error or 0.0:,.2f}"])
        rows.append((data, cells))
    numeric = {1, 3} | set(range(5, len(columns)))
    parts = [element("p", escape(result._heading())), _split(result),
             table(columns, rows, numeric)]
    if chips:
        pot_rows = [({"pot": k, "amount": pot.amount, "eligible": " ".join(str(s) for s in pot.eligible)},
                     ["returned" if pot.returned else "main" if k == 0 else f"side {k}", f"{pot.amount:,}",
                      ", ".join(f"{s + 1}: {percent(pot.equity[s], 3)}" for s in pot.eligible)])
                    for k, pot in enumerate(result.pots)]
        parts.append(element("p", "Pots (each eligible player's expected share)")
                     + table(["pot", "chips", "equity"], pot_rows, {1}))
    if halves:
        half_rows = [({"player": seat + 1, **{f"half-{h}": p.halves[h] for h in halves}},
                      [str(seat + 1), escape(p.hand)] + [percent(p.halves[h], 3) for h in halves])
                     for seat, p in enumerate(result.players)]
        summary = f"the {' and '.join(halves)} halves: each player's expected part of the pot"
        inner = table(["player", "hand"] + halves, half_rows, range(2, 2 + len(halves)))
        parts.append(element("details", element("summary", escape(summary)) + inner, {"data-half": halves[-1]}))
    for seat, p in enumerate(result.players):
        if len(p.combos) > 1:
            parts.append(_combos(seat, p))
    for i, board in enumerate(result.boards, 1):
        parts.append(element("details", element("summary", f"board {i}") + equity_html(board), {"data-board": i}))
    return element("div", "\n".join(parts), {"class": "pokerbits-equity", "data-kind": "equity"})


def _split(result: EquityResult) -> str:
    """The pot split by equity: one bar of SPLIT_WIDTH pixels, a part per player in their colour."""
    x, rects = 0.0, []
    for seat, p in enumerate(result.players):
        width = p.equity * SPLIT_WIDTH
        rects.append(f'<rect x="{x:.2f}" y="0" width="{width:.2f}" height="12" fill="{player_colour(seat)}">'
                     f"<title>player {seat + 1} {escape(p.hand)}: {percent(p.equity)}</title></rect>")
        x += width
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SPLIT_WIDTH}" height="12" role="img" '
            f'aria-label="the pot split by equity">{"".join(rects)}</svg>')


def _combos(seat: int, player: PlayerEquity) -> str:
    ranked = sorted(player.combos, key=lambda c: -c.equity)
    shown = ranked[:MAX_COMBO_ROWS]
    rows = [({"cards": " ".join(c.cards), "weight": c.weight, "equity": c.equity},
             [escape(" ".join(c.cards)), percent(c.weight, 3), percent(c.equity, 3), bar(c.equity, seat)])
            for c in shown]
    more = len(ranked) - len(shown)
    summary = (f"player {seat + 1}, {player.hand}: {len(ranked):,} combos by equity, best first"
               + (f" ({len(shown)} shown)" if more else ""))
    inner = table(["combo", "weight", "equity", ""], rows, {1, 2})
    note = element("p", f"and {more:,} more combos") if more else ""
    return element("details", element("summary", escape(summary)) + inner + note, {"data-player": seat + 1})
