"""A user's script over the whole public API, fully annotated: `mypy --strict` must accept it
against the installed stubs and py.typed (tests/typing/test_public_api_types.py), and it runs.
Each `assert_type` pins the type a checker infers for a result: a result typed Any, or less
precisely than here, fails mypy."""
from __future__ import annotations

import enum
import sys
from array import array
from decimal import Decimal
from fractions import Fraction
from typing import Any, Union

import pokerbits as pb
from pokerbits.systems import Category

if sys.version_info >= (3, 11):
    from typing import assert_type
else:   # typing_extensions where it is installed (mypy brings it), else a stand-in that runs
    try:
        from typing_extensions import assert_type
    except ImportError:
        def assert_type(value: object, kind: object) -> object:  # type: ignore[misc]
            return value


def evaluators() -> None:
    hand = pb.cards(["Kh", "Kd", "4s", "4c", "Ad"])
    assert_type(hand, int)
    values = [
        pb.high("As Ks Qs Js Ts 2c 3d"), pb.high(hand), pb.ace_five("As 2d 3h 4c 5s"),
        pb.ace_five_8("As 2d 3h 4c 8s"), pb.deuce_seven("7s 5d 4h 3c 2s"), pb.badugi("As 2d 3h 4c"),
        pb.badugi_ace_high("Ks 2d 3h 4c"), pb.short_deck("As Ks Qs Js Ts"), pb.short_deck_triton("As Ks Qs Js Ts"),
        pb.omaha_high("As Ad Kc Kd", "Ah Kh 2c"), pb.omaha_ace_five_8("As 2d Kc Kd", "3h 4h 5c"),
    ]
    assert_type(values, "list[int]")
    assert_type(pb.describe("high", values[1]), str)
    assert_type(pb.best_five("high", "Ah Ad Kc Kd Qh Qd 2c"), "list[str]")
    assert_type(pb.card_strings(hand), "list[str]")
    assert_type(pb.deck(), "list[str]")
    # one category type per system name; any other str: the common base
    assert_type(pb.category("high", values[1]), pb.HighCategory)
    assert_type(pb.category("ace_five", values[2]), pb.AceFiveCategory)
    assert_type(pb.category("ace_five_8", values[3]), pb.AceFiveEightCategory)
    assert_type(pb.category("deuce_seven", values[4]), pb.DeuceSevenCategory)
    assert_type(pb.category("badugi", values[5]), pb.BadugiCategory)
    assert_type(pb.category("badugi_ace_high", values[6]), pb.BadugiCategory)
    assert_type(pb.category("short_deck", values[7]), pb.ShortDeckCategory)
    assert_type(pb.category("short_deck_triton", values[8]), pb.TritonCategory)
    name: str = "high"
    kind = pb.category(name, values[1])
    assert_type(kind, Category)
    base: enum.IntEnum = kind
    counted = pb.census("high", 5)
    assert_type(counted, "pb.Census[pb.HighCategory]")
    assert_type(counted.counts, "dict[pb.HighCategory, int]")
    assert_type(pb.census("badugi", 4).counts, "dict[pb.BadugiCategory, int]")
    plain: pb.Census = pb.census(name, 5)   # the plain annotation: Census of any system
    assert_type(plain.counts, "dict[Category, int]")
    for row in counted.rows():
        assert_type(row, "tuple[pb.HighCategory, int, float, int]")
    print(values, kind, base, counted.total, plain.total)


def batches() -> None:
    card_sets = array("Q", [pb.cards("As Ks Qs Js Ts 2c 3d"), pb.cards("2c 3d 4h 5s 7c")])
    many = pb.evaluate_many("high", card_sets)
    assert_type(many, "array[int]")
    assert_type(pb.batch_kernel(), str)
    assert_type(pb.evaluate_many("high", list(card_sets)), "array[int]")
    out = array("i", [0, 0])
    assert_type(pb.evaluate_many("high", card_sets, out=out), "array[int]")
    omaha = pb.omaha_many("high", array("Q", [pb.cards("As Ad Kc Kd")]), array("Q", [pb.cards("Ah Kh 2c")]))
    assert_type(omaha, "array[int]")
    dealt = pb.deal_many(3, 7, seed=1, dead="As")
    assert_type(dealt, "array[int]")
    assert_type(pb.card_sets_from_indices([[0, 12], [51, 38]]), "array[int]")
    assert_type(pb.category_many("high", many), "array[int]")
    indexer = pb.HandIndexer([2])
    assert_type(indexer.index_many(0, array("Q", [pb.cards("As Ks")])), "array[int]")
    try:   # numpy is optional: where it is not installed, its half checks nothing (and does not run)
        import numpy as np  # type: ignore[import-not-found,unused-ignore]
        from numpy.typing import NDArray  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return
    numbers = np.array(card_sets, dtype=np.uint64)
    assert_type(pb.evaluate_many("high", numbers), "NDArray[np.int32]")
    assert_type(pb.evaluate_many("high", numbers, threads=2), "NDArray[np.int32]")
    assert_type(pb.omaha_many("high", np.array(omaha, dtype=np.uint64) * 0 + pb.cards("As Ad Kc Kd"),
                              np.array([pb.cards("Ah Kh 2c")], dtype=np.uint64)), "NDArray[np.int32]")
    assert_type(indexer.index_many(0, np.array([pb.cards("As Ks")], dtype=np.uint64)), "NDArray[np.uint64]")
    assert_type(pb.preflop_table().array(), "NDArray[np.float64]")
    into: NDArray[np.uint64] = np.empty(3, dtype=np.uint64)
    assert_type(pb.deal_many(3, 7, out=into), "NDArray[np.uint64]")
    assert_type(pb.evaluate_many("high", np.array(card_sets)), "NDArray[np.int32]")   # a dtype of Any
    assert_type(pb.card_sets_from_indices(np.array([[0, 12]])), "NDArray[np.uint64]")
    assert_type(pb.category_many("high", np.asarray(many)), "NDArray[np.uint8]")
    print(list(many), list(omaha))


def showdowns_and_equity() -> None:
    settled = pb.showdown("holdem", ["As Ad", "Kc Kd"], board="2c 3d 4h 9s Th", pot=100)
    assert_type(settled, pb.Showdown)
    assert_type(settled.players, "tuple[pb.PlayerResult, ...]")
    assert_type(settled.halves, "tuple[pb.HalfResult, ...]")
    assert_type(settled.players[0].hands, "tuple[pb.HandResult, ...]")
    assert_type(settled.players[0].share, Fraction)
    two = pb.showdown("holdem", ["As Ad", "Kc Kd"], boards=["2c 3d 4h 9s Th", "2h 3s 4d 9c Tc"], pot=100)
    assert_type(two, pb.Showdown)
    assert_type(two.boards, "tuple[pb.Showdown, ...]")
    allin = pb.showdown("holdem", ["As Ad", None, "Kc Kd"], board="2c 3d 4h 9s Th", contributions=[100, 20, 60])
    assert_type(allin.pots, "tuple[pb.PotResult, ...]")
    assert_type(allin.players[0].net, "Union[int, Decimal, None]")   # whole chips, or money with cents
    cents = pb.showdown("holdem", ["As Ad", "Kc Kd"], board="2c 3d 4h 9s Th", contributions=[Decimal("0.25")] * 2)
    assert_type(cents.pots[0].amount, "Union[int, Decimal, None]")
    in_cents = pb.showdown("holdem", ["As Ad", "Kc Kd"], board="2c 3d 4h 9s Th", pot=Decimal("3"), unit=Decimal("0.01"))
    assert_type(in_cents.players[0].chips, "Union[int, Decimal, None]")
    odds = pb.equity("holdem", ["As Ad", "Kc Kd"], board="2c 3d 4h")
    assert_type(odds, pb.EquityResult)
    assert_type(odds.players, "tuple[pb.PlayerEquity, ...]")
    assert_type(odds.players[0].equity, float)
    assert_type(odds.players[0].halves, "dict[str, float]")
    assert_type(odds.players[0].combos, "tuple[pb.ComboEquity, ...]")
    assert_type(odds.players[0].high, "Union[float, None]")
    assert_type(odds.board, "tuple[str, ...]")
    assert_type(odds.equities, "list[float]")
    assert_type(pb.equity("holdem", ["As Ad", "Kc Kd"], boards=2, samples=1000, seed=1), pb.EquityResult)
    assert_type(pb.equity("holdem", ["As Ad", "Kc Kd"], boards=["2c 3d 4h", ""]).boards,
                "tuple[pb.EquityResult, ...]")
    chips = pb.equity("holdem", ["As Ad", None, "Kc Kd"], board="2c 3d 4h", contributions=[100, 20, 60])
    assert_type(pb.equity("holdem", ["As Ad", "Kc Kd"], contributions=[Decimal(1)] * 2, unit=Decimal("0.01")),
                pb.EquityResult)
    assert_type(chips.players[0].ev, "Union[float, None]")
    assert_type(chips.pots, "tuple[pb.PotEquity, ...]")
    assert_type(chips.pots[0].equity, "tuple[float, ...]")
    assert_type(pb.equity("five-card-draw", ["As Ad Kc 7d 2s", "Kh Kd 4s 4c 9h"], discards=["Kc 7d 2s", "9h"]),
                pb.EquityResult)
    assert_type(pb.boards_equity("holdem", ["As Ad", "Kc Kd"], ["2c 3d 4h", ""]), pb.EquityResult)
    table = pb.equity_table("holdem", ["AA"], ["KK"], board="2c 3d 4h 9s")
    assert_type(table, pb.EquityTable)
    assert_type(table.results, "tuple[tuple[pb.EquityResult, ...], ...]")
    assert_type(table.equity, "list[list[float]]")
    choices = pb.best_discards("five-card-draw", "As Ad Kc 7d 2s", ["random"], samples=200, seed=1)
    assert_type(choices, "list[pb.DiscardChoice]")
    assert_type(choices[0].kept, "tuple[str, ...]")
    assert_type(pb.keep_rule("five-card-draw", "As Ad 7c 4h 2s"), "list[str]")
    print(settled.scooper, two.scooper, odds.deals, table.equity)


def ranges_and_analysis() -> None:
    preflop = pb.preflop_table()
    assert_type(preflop, pb.PreflopTable)
    assert_type(preflop.order(), "list[str]")
    assert_type(preflop.vs_random(), "list[float]")
    assert_type(preflop.rows(), "list[list[float]]")
    assert_type(pb.percentile("holdem", "AKs"), float)
    grid = pb.range_grid("AA, KK, AKs")
    assert_type(grid, pb.RangeGrid)
    assert_type(grid.cells, "tuple[pb.GridCell, ...]")
    assert_type(grid.rows, "list[list[pb.GridCell]]")
    assert_type(grid.cells[0].combos, "tuple[int, ...]")
    assert_type([pb.grid_text(grid), pb.grid_svg(grid)], "list[str]")
    strength = pb.hand_strength("holdem", "As Ks", "2c 3d 4h")
    assert_type(strength, pb.HandStrength)
    assert_type(strength.runouts, "tuple[pb.RunoutEquity, ...]")
    assert_type(strength.histogram(), "list[float]")
    found = pb.outs("holdem", ["As Ks", "Qc Qd"], "2c 3d Qh")
    assert_type(found, pb.Outs)
    assert_type(found.players, "tuple[pb.PlayerOuts, ...]")
    assert_type(found.next_cards, "tuple[pb.CardOutcome, ...]")
    assert_type(found.table(), str)
    extra: Any = pb.ranges.parse("AKs")
    print(len(preflop.order()), grid.total_combos, strength.ehs, found.players[0].n_outs, len(extra), repr(found))


def tournaments() -> None:
    prizes = pb.icm([5000, 3000, 2000], [50, 30, 20])
    assert_type(prizes, pb.IcmResult)
    assert_type(prizes.equities, "tuple[float, ...]")
    charts = pb.push_fold(10, 0.1)
    assert_type(charts, pb.PushFoldResult)
    assert_type(charts.push, "dict[str, float]")
    bubble = pb.push_fold(stacks=[30, 10, 10], payouts=[60, 40], sb=0, bb=1)
    assert_type([charts.charts(), charts.svg(), pb.grid_text(bubble.call_grid())], "list[str]")
    assert_type([charts.push_percent, charts.call_percent, charts.exploitability], "list[float]")
    table = pb.push_fold(stacks=[10, 10, 10], payouts=[50, 30, 20], antes=0.1, bb_ante=True)
    assert_type(table, pb.FullTableResult)
    assert_type([table.exploitability, table.push_percent(0), table.call_percent(0, 2)], "list[float]")
    assert_type(table.call[(0, 1)], "dict[str, float]")
    assert_type(pb.push_fold(10, antes=0.1), pb.PushFoldResult)
    print(sum(prizes.equities), len(charts.push))


def histories(run: bool = False) -> None:
    if run:   # (pokerkit reads the files: the types are checked, the call is not run)
        report = pb.luck(["hands.phhs"], samples=1000, seed=1)
        assert_type(report, pb.LuckReport)
        assert_type(report.players[0].luck, float)
        assert_type(report.hands[0].expected, "tuple[float, ...]")


def main() -> None:
    evaluators()
    batches()
    showdowns_and_equity()
    ranges_and_analysis()
    tournaments()
    histories()
    print(7462)


if __name__ == "__main__":
    main()
