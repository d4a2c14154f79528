"""A user's script over the whole public API, fully annotated: `mypy --strict` must accept it
against the installed stubs and py.typed (tests/typing/test_public_api_types.py), and it runs."""
from __future__ import annotations

import enum
from array import array

import pokerbits as pb


def main() -> None:
    hand: int = pb.cards(["Kh", "Kd", "4s", "4c", "Ad"])
    values: list[int] = [
        pb.high("As Ks Qs Js Ts 2c 3d"), pb.high(hand), pb.ace_five("As 2d 3h 4c 5s"),
        pb.ace_five_8("As 2d 3h 4c 8s"), pb.deuce_seven("7s 5d 4h 3c 2s"), pb.badugi("As 2d 3h 4c"),
        pb.omaha_high("As Ad Kc Kd", "Ah Kh 2c"), pb.omaha_ace_five_8("As 2d Kc Kd", "3h 4h 5c"),
    ]
    text: str = pb.describe("high", values[1])
    kind: enum.IntEnum = pb.category("high", values[1])
    kinds: list[enum.IntEnum] = [pb.HighCategory.TWO_PAIR, pb.AceFiveCategory(1), pb.AceFiveEightCategory(1),
                                 pb.DeuceSevenCategory(1), pb.BadugiCategory(1)]
    five: list[str] = pb.best_five("high", "Ah Ad Kc Kd Qh Qd 2c")
    strings: list[str] = pb.card_strings(hand) + pb.deck()
    counted: pb.Census = pb.census("high", 5)
    many = pb.evaluate_many("high", array("Q", [hand, pb.cards("2c 3d 4h 5s 7c")]))
    kernel: str = pb.batch_kernel()
    omaha = pb.omaha_many("high", array("Q", [pb.cards("As Ad Kc Kd")]), array("Q", [pb.cards("Ah Kh 2c")]))
    settled: pb.Showdown = pb.showdown("holdem", ["As Ad", "Kc Kd"], board="2c 3d 4h 9s Th", pot=100)
    players: tuple[pb.PlayerResult, ...] = settled.players
    halves: tuple[pb.HalfResult, ...] = settled.halves
    hands: tuple[pb.HandResult, ...] = players[0].hands
    odds: pb.EquityResult = pb.equity("holdem", ["As Ad", "Kc Kd"], board="2c 3d 4h")
    first: pb.PlayerEquity = odds.players[0]
    share: float = first.equity
    table: pb.EquityTable = pb.equity_table("holdem", ["AA"], ["KK"], board="2c 3d 4h 9s")
    preflop: pb.PreflopTable = pb.preflop_table()
    above: float = pb.percentile("holdem", "AKs")
    above = pb.percentile("omaha", "As Ah Ks Kh")
    grid: pb.RangeGrid = pb.range_grid("AA, KK, AKs")
    cells: list[pb.GridCell] = list(grid.cells)
    pictures: list[str] = [pb.grid_text(grid), pb.grid_svg(grid)]
    print(values, text, kind, kinds, five, len(strings), counted, list(many), list(omaha),
          halves, hands, share, table.equity, type(preflop).__name__, above, len(cells), len(pictures))


if __name__ == "__main__":
    main()
