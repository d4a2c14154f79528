"""The pictures and HTML tables the results show in notebooks: each parses as XML, is
self-contained (no script, no link out, no font to fetch), carries a title, axis labels and its
own light and dark colours, and shows the numbers of its result: read back from the markup
(data attributes, the text shown, the bars' heights, the heat map's paths) and compared with
the result, or with numbers counted here from the result's raw parts."""
import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from fractions import Fraction
from types import SimpleNamespace

import pytest

import pokerbits as pb
from pokerbits.equities import preflop
from pokerbits.pictures import equity as equity_picture
from pokerbits.pictures.svg import SPLIT_COLOUR, equity_colour, player_colour, weight_colour

SVG = "{http://www.w3.org/2000/svg}"


def parsed_svg(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == SVG + "svg"
    assert root.find(SVG + "title").text, "a picture has a title"
    style = root.find(SVG + "style").text
    assert "prefers-color-scheme: dark" in style, "its own dark colours"
    assert not re.search(r"<script|href=|@import|url\(|@font-face", text), "self-contained"
    return root


def texts(root: ET.Element) -> list:
    return [t.text for t in root.iter(SVG + "text")]


def rects(root: ET.Element, cls: str) -> list:
    return [r for r in root.iter(SVG + "rect") if cls in (r.get("class") or "").split()]


def test_every_picture_is_self_contained_titled_and_labelled():
    pictures = [
        (pb.range_grid("QQ+, AKs")._repr_svg_(), "rank by row"),
        (pb.hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+")._repr_svg_(), "share of the runouts"),
        (pb.outs("holdem", ["Ah Kh", "Qs Qd"], board="Ts 4h 2c 9d")._repr_svg_(), "suit"),
        (pb.preflop_table()._repr_svg_(), "the hand's class"),
    ]
    for text, y_label in pictures:
        root = parsed_svg(text)
        shown = texts(root)
        assert y_label in shown and len(shown) > 10
        assert [r.get("class") for r in root.iter(SVG + "rect")][0] == "pb-bg"   # its own panel


# the range grid

def naive_class_weights(text: str) -> dict:
    """Each class's mean weight over its combos, from the parsed range, the class read from the cards."""
    ranks = "23456789TJQKA"
    sums: dict = defaultdict(float)
    for cs, weight in pb.ranges.parse(text).items():
        (r1, s1), (r2, s2) = sorted(((i % 16, i // 16) for i in range(64) if cs >> i & 1), reverse=True)
        name = ranks[r1] + ranks[r2] + ("" if r1 == r2 else "s" if s1 == s2 else "o")
        sums[name] += weight
    return {name: total / (6 if len(name) == 2 else 4 if name[2] == "s" else 12) for name, total in sums.items()}


@pytest.mark.parametrize("text", ["QQ+, AKs, AQs:0.5, 76s-54s, A5s-A2s:0.25, AsKd", "AA:0.5, KK:0.25, AKs:0.1"])
def test_grid_cells_show_the_weights(text):
    root = parsed_svg(pb.range_grid(text)._repr_svg_())
    cells = rects(root, "cell")
    assert len(cells) == 169 and len({c.get("data-class") for c in cells}) == 169
    want = naive_class_weights(text)
    top = max(want.values())
    for cell in cells:
        weight = want.get(cell.get("data-class"), 0.0)
        assert float(cell.get("data-weight")) == pytest.approx(weight, rel=1e-5)
        if weight:
            assert cell.get("fill") == weight_colour(weight / top)
            assert cell.find(SVG + "title").text == f"{cell.get('data-class')}: {round(100 * weight)}%"
        else:
            assert "pb-empty" in cell.get("class") and cell.get("fill") is None
    shown = texts(root)
    assert "25%" in shown and ("8%" in shown or "10%" in shown)   # A5s-A2s or KK at 0.25; AKo: 1 combo of 12


def test_grid_cells_show_the_equities():
    grid = pb.range_grid("AA, KK, AKs", vs="QQ", board="2c 7d Qh")
    root = parsed_svg(grid._repr_svg_())
    with_equity = {c.get("data-class"): c for c in rects(root, "cell") if c.get("data-equity")}
    assert set(with_equity) == {"AA", "KK", "AKs"}
    for name, cell in with_equity.items():
        fresh = pb.equity("holdem", [name, "QQ"], "2c 7d Qh").players[0].equity
        assert float(cell.get("data-equity")) == pytest.approx(fresh, rel=1e-5)
        assert cell.get("fill") == equity_colour(fresh)


# equity results

def parsed_html(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == "div" and "<script" not in text
    return root


def test_equity_table_rows_show_each_player():
    result = pb.equity("holdem", ["AK", "QQ+, AJs+", "random"], board="Qh 7h 2c", samples=20_000, seed=3)
    root = parsed_html(result._repr_html_())
    assert root.find("p").text == result.table().splitlines()[0]
    rows = root.find("table").find("tbody").findall("tr")
    assert len(rows) == 3
    for seat, (row, player) in enumerate(zip(rows, result.players)):
        cells = [td for td in row.findall("td")]
        assert cells[2].text == player.hand and float(row.get("data-equity")) == pytest.approx(player.equity)
        shown = [td.text for td in cells if td.text and td.text.endswith("%")]
        assert shown == [f"{100 * x:.3f}%" for x in (player.equity, player.equity_error, player.win, player.tie)]
        bar = cells[4].find(SVG + "svg").findall(SVG + "rect")[1]
        assert float(bar.get("width")) == pytest.approx(80 * player.equity, abs=0.01)
    split = root.find(SVG + "svg").findall(SVG + "rect")
    assert [float(r.get("width")) for r in split] == pytest.approx([480 * p.equity for p in result.players], abs=0.01)
    assert [r.get("fill") for r in split] == [player_colour(s) for s in range(3)]


def test_equity_combos_and_halves_fold_into_details():
    result = pb.equity("omaha-hi-lo", ["As 2s Kd Qd", "AA**", "8h 6h 5c 5d"], board="Ah Kh 7c")
    root = parsed_html(result._repr_html_())
    details = root.findall("details")
    halves = [d for d in details if d.get("data-half")]
    assert len(halves) == 1
    for row, player in zip(halves[0].find("table").find("tbody").findall("tr"), result.players):
        assert float(row.get("data-half-high")) == pytest.approx(player.high)
        assert float(row.get("data-half-low")) == pytest.approx(player.low)
        assert [td.text for td in row.findall("td")][2:] == [f"{100 * player.high:.3f}%", f"{100 * player.low:.3f}%"]
    ranged = [d for d in details if d.get("data-player")]
    assert [d.get("data-player") for d in ranged] == ["2"]     # the one range: exact hands have no breakdown
    combos = {c.cards: c for c in result.players[1].combos}
    rows = ranged[0].find("table").find("tbody").findall("tr")
    assert len(rows) == min(len(combos), equity_picture.MAX_COMBO_ROWS)
    equities = [float(r.get("data-equity")) for r in rows]
    assert equities == sorted(equities, reverse=True)
    assert equities[0] == pytest.approx(max(c.equity for c in combos.values()), rel=1e-5)
    for row in rows:
        combo = combos[tuple(row.get("data-cards").split())]
        assert float(row.get("data-weight")) == pytest.approx(combo.weight, rel=1e-5)
        assert row.findall("td")[2].text == f"{100 * combo.equity:.3f}%"
    more = len(combos) - len(rows)
    assert (ranged[0].find("p") is not None) == (more > 0)


# showdown

@pytest.mark.parametrize("game, hands, board", [
    ("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d", "Ac 2c Jh Th"], "Ah Kh 7c 4d 2s"),
    ("holdem", ["Ah Ad", "Kc Kd", "2c 3c"], "As Ks Qs Js Ts"),    # the board plays: a three-way split
])
def test_showdown_table_marks_the_winners_and_the_chips(game, hands, board):
    result = pb.showdown(game, hands, board=board, pot=101)
    root = parsed_html(result._repr_html_())
    rows = root.find("table").find("tbody").findall("tr")
    for row, player in zip(rows, result.players):
        assert int(row.get("data-chips")) == player.chips and Fraction(row.get("data-share")) == player.share
        for span, half, hand in zip(row.iter("span"), result.halves, player.hands):
            wins = player.seat in half.winners
            assert span.get("data-half") == half.name and span.get("data-wins") == str(int(wins))
            assert (span.find("strong") is not None) == wins
            mark = "" if not wins else " (wins)" if len(half.winners) == 1 else " (splits)"
            assert "".join(span.itertext()) == hand.description + mark
    assert sum(int(r.get("data-chips")) for r in rows) == 101
    assert root.find("details") is None and len(root.findall("table")) == 1   # no side pots


def test_showdown_shows_side_pots_when_it_has_them():
    """The pots' table: each pot's chips, eligible players and winners (an uncalled bet back to
    its player), as the settled showdown has them; a folded seat's row holds no hand."""
    result = pb.showdown("holdem", ["As Ad", "Kc Kd", None, "Qs Qh"], board="2c 7d 9h Js 3c",
                         contributions=[100, 60, 30, 40])
    tables = parsed_html(result._repr_html_()).findall("table")
    assert len(tables) == 2
    rows = tables[1].find("tbody").findall("tr")
    assert [r.get("data-amount") for r in rows] == [str(pot.amount) for pot in result.pots] == ["150", "40", "40"]
    assert [[td.text for td in r.findall("td")] for r in rows] == [["main pot", "150", "1, 2, 4", "1: 150"],
                                                                   ["side pot 1", "40", "1, 2", "1: 40"],
                                                                   ["returned", "40", "1", None]]
    folded = tables[0].find("tbody").findall("tr")[2]
    assert [td.text for td in folded.findall("td")][2:4] == ["folded", None]
    plain = pb.showdown("holdem", ["As Ad", "Kc Kd", "Qs Qh"], board="2c 7d 9h Js 3c", pot=300)
    assert len(parsed_html(plain._repr_html_()).findall("table")) == 1


# hand strength

def test_strength_bars_are_the_histogram():
    strength = pb.hand_strength("holdem", "Ah Kh", "Qh 7h 2c", vs="QQ+, AK, 88, 77")
    root = parsed_svg(strength._repr_svg_())
    bars = rects(root, "bar")
    assert len(bars) == 20
    naive = [0.0] * 20   # from the runouts themselves
    for runout in strength.runouts:
        naive[min(int(runout.equity * 20), 19)] += runout.probability
    heights = [float(b.get("height")) for b in bars]
    for i, (bar, want) in enumerate(zip(bars, naive)):
        assert float(bar.get("data-probability")) == pytest.approx(want, abs=1e-6)
        assert (float(bar.get("data-low")), float(bar.get("data-high"))) == pytest.approx((i / 20, (i + 1) / 20))
    tallest = max(range(20), key=lambda i: naive[i])
    for height, want in zip(heights, naive):   # drawn to scale
        assert height == pytest.approx(heights[tallest] * want / naive[tallest], abs=1e-3)
    assert f"EHS {100 * strength.ehs:.1f}%" in texts(root)


# outs

@pytest.mark.parametrize("game, hands, board", [
    ("holdem", ["Ah Kh", "Qs Qd"], "Ts 4h 2c 9d"),
    ("omaha-hi-lo", ["As 2s Kd Qd", "8h 6h 5c 5d", "Ac 3c Jh Th"], "Ah Kh 7c"),
    ("short-deck", ["Ah Kh", "Qs Qd"], "Ts 9h 6c 7d"),
])
def test_outs_cards_are_coloured_by_whose_out_they_are(game, hands, board):
    result = pb.outs(game, hands, board=board)
    root = parsed_svg(result._repr_svg_())
    cards = {r.get("data-card"): r for r in root.iter(SVG + "rect") if r.get("data-card")}
    assert len(cards) == pb.games.game(game).deck_size
    owners = {card: p.seat for p in result.players for card in p.outs}
    for outcome in result.next_cards:
        cell = cards[outcome.card]
        seat = owners.get(outcome.card, -1)
        assert int(cell.get("data-seat")) == seat
        assert cell.get("fill") == (player_colour(seat) if seat >= 0 else SPLIT_COLOUR)
        assert cell.get("data-winners") == ";".join(" ".join(str(s + 1) for s in w) for w in outcome.winners)
    known = {c: r.get("data-known") for c, r in cards.items() if r.get("data-known")}
    assert {c for c, who in known.items() if who == "board"} == set(result.board)
    for p in result.players:
        assert {c for c, who in known.items() if who == f"player {p.seat + 1}"} == set(p.cards)
    assert len(known) + len(result.next_cards) == len(cards)


# the preflop table

def test_preflop_heat_map_cells_are_the_table():
    table = pb.preflop_table()
    root = parsed_svg(table._repr_svg_())
    band_of: dict = {}
    top = None
    for path in root.iter(SVG + "path"):
        low, high = float(path.get("data-low")), float(path.get("data-high"))
        assert path.get("fill") == equity_colour((low + high) / 2)
        for x, y, width in re.findall(r"M(\d+) (\d+)h(\d+)v3h-\d+z", path.get("d")):
            top = int(y) if top is None else min(top, int(y))
            for dx in range(0, int(width), 3):
                key = (int(x) + dx, int(y))
                assert key not in band_of
                band_of[key] = (low, high)
    assert len(band_of) == 169 * 169
    left = min(x for x, _ in band_of)
    for a in range(169):
        for b in range(169):
            low, high = band_of[(left + 3 * b, top + 3 * a)]
            equity = table.cell(a, b)
            assert low <= equity < high or equity == high == 1.0, (preflop.CLASS_NAMES[a], preflop.CLASS_NAMES[b])
