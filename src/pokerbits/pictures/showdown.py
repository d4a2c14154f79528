"""A showdown as HTML: the table `Showdown.table()` prints (each player's hand for each half, the
winners in bold, the share and the chips), the note of a half nobody qualifies for, and the pots
when the showdown has side pots (``pots``: each with its amount, the seats eligible and its
halves' winners and chips).

>>> html = showdown_html(showdown("holdem", ["As Ad", "Kc Kd"], board="2c 7d 9h Js 3c", pot=10))
>>> html.count("<tr data-seat="), "<strong>" in html
(2, True)
"""
from __future__ import annotations

from xml.sax.saxutils import escape

from pokerbits.pictures.html import element, swatch, table

TYPE_CHECKING = False   # the result's type for annotations only: its room imports this one
if TYPE_CHECKING:
    from pokerbits.games.results import Showdown


def showdown_html(result: Showdown) -> str:
    """The showdown as HTML (well-formed: it parses as XML); each row carries ``data-seat``,
    ``data-share`` and ``data-chips``, each hand ``data-half`` and ``data-wins``.

    >>> html = showdown_html(showdown("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d"], board="Ah Kh 7c 4d 2s", pot=101))
    >>> html.count('data-wins="1"'), 'data-chips="51"' in html
    (2, True)
    """
    with_chips = result.pot is not None
    columns = ["", "player", "cards"] + [half.name for half in result.halves] + ["share"] + \
        (["chips"] if with_chips else [])
    rows = []
    for player in result.players:
        cells = [swatch(player.seat), str(player.seat + 1), "folded" if player.folded else escape(" ".join(player.cards))]
        if not player.hands:   # folded, or no showdown: no hand for the halves
            cells += [""] * len(result.halves)
        for half, hand in zip(result.halves, player.hands):
            won = player.seat in half.winners
            mark = "" if not won else " (wins)" if len(half.winners) == 1 else " (splits)"
            text = escape(hand.description)
            cells.append(element("span", f"<strong>{text}</strong>{mark}" if won else text,
                                 {"data-half": half.name, "data-wins": int(won)}))
        cells.append(str(player.share))
        cells += [str(player.chips)] if with_chips else []
        data = {"seat": player.seat, "share": str(player.share)}
        if with_chips:
            data["chips"] = player.chips
        rows.append((data, cells))
    numeric = {1} | {len(columns) - 1 - i for i in range(2 if with_chips else 1)}
    parts = [element("p", escape(result._heading())), table(columns, rows, numeric)]
    if result.note:
        parts.append(element("p", escape(result.note)))
    if len(result.pots) > 1:
        parts.append(_pots(result))
    for i, board in enumerate(result.boards, 1):
        parts.append(element("details", element("summary", f"board {i}") + showdown_html(board), {"data-board": i}))
    return element("div", "\n".join(parts), {"class": "pokerbits-showdown", "data-kind": "showdown"})


def _pots(result: Showdown) -> str:
    """The main pot and the side pots: amount, the players eligible, each half's winners and chips
    (an uncalled bet: back to its player; over two boards, each board's in its own table)."""
    names = [half.name for half in result.game.halves] if not result.boards else []
    rows = []
    for i, pot in enumerate(result.pots):
        kind = "returned" if pot.returned else "main pot" if i == 0 else f"side pot {i}"
        cells = [kind, str(pot.amount), ", ".join(str(seat + 1) for seat in pot.eligible)]
        for k in range(len(names)):
            half = pot.halves[k] if pot.halves else None
            winners = "" if half is None else ", ".join(str(seat + 1) for seat in half.winners) or "nobody"
            cells.append(escape(winners if half is None or half.chips is None else f"{winners}: {half.chips}"))
        rows.append(({"pot": i, "amount": pot.amount, "eligible": " ".join(str(s) for s in pot.eligible)}, cells))
    return element("p", "Pots (players by number; each half's winners and chips)") + \
        table(["pot", "amount", "eligible"] + names, rows, {1})

