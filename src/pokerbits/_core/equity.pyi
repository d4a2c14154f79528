from array import array
from typing import Optional, Sequence

from typing_extensions import disjoint_base

TABLE_BYTES: int

@disjoint_base
class Deal:
    n_players: int
    n_slots: int
    stripes_by_class: bool
    board_by_classes: bool
    combo_counts: tuple[int, ...]
    def __init__(
        self,
        halves: list[tuple[int, bool]],
        board: int,
        board_need: int,
        dead: int,
        players: list[tuple[Sequence[int], Sequence[float], Sequence[int], int]],
    ) -> None: ...

def count_nodes(deal: Deal, depth: int) -> int: ...
def count_classes(deal: Deal, limit: int) -> int: ...
def enumerate_stripe(deal: Deal, split: int, stripes: int, stripe: int,
                     stop: Optional[array[int]] = ...) -> tuple[int, array[float]]: ...
def monte_carlo(deal: Deal, seed: int, samples: int, first_chunk: int, n_chunks: int,
                stop: Optional[array[int]] = ...) -> list[int]: ...
def combo_sums_of(deal: Deal, tally: Sequence[float], player: int, /) -> list[tuple[float, float]]: ...
def layout() -> dict[str, int]: ...
