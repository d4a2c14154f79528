from typing import Sequence

from typing_extensions import disjoint_base

@disjoint_base
class Deal:
    n_players: int
    n_slots: int
    stripes_by_class: bool
    board_by_classes: bool
    board_by_ranks: bool
    holdem_shape: bool
    combo_counts: tuple[int, ...]
    def __init__(
        self,
        halves: list[tuple[int, bool]],
        board: int,
        board_need: int,
        dead: int,
        players: list[tuple[Sequence[int], Sequence[float], int]],
        pots: tuple[tuple[int, float, int], ...] = ...,
    ) -> None: ...

def combo_sums_of(deal: Deal, tally: Sequence[float], player: int, /) -> list[tuple[float, float]]: ...
def layout() -> dict[str, int]: ...
