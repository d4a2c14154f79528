from typing import Any

def runout_showdowns(
    halves: list[tuple[int, bool]],
    holes: Any,
    board: int,
    runouts: Any,
    units: Any,
    winners: Any,
) -> None: ...
