from typing import Any

def runout_equities(
    halves: list[tuple[int, bool]],
    hole: int,
    board: int,
    runouts: Any,
    combos: Any,
    weights: Any,
    board_valued: bool,
    now: Any,
    runout_weight: Any,
    runout_share: Any,
    moves: Any,
) -> None: ...
