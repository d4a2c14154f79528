from array import array
from typing import Callable, Optional, Sequence

from typing_extensions import disjoint_base

TABLE_BYTES: int

@disjoint_base
class DrawDeal:
    keep: Optional[Callable[[list[str], int], object]]
    n_players: int
    def __init__(
        self,
        halves: list[int],
        rule: int,
        hand_size: int,
        draws: int,
        dead: int,
        players: list[tuple[int, Optional[int]]],
        keep: Optional[Callable[[list[str], int], object]] = ...,
        pots: tuple[tuple[int, float, int], ...] = ...,
    ) -> None: ...

def kept_by_rule(kernel: int, hand: int, /) -> int: ...
def monte_carlo(deal: DrawDeal, seed: int, samples: int, first_chunk: int, n_chunks: int,
                stop: Optional[array[int]] = ...) -> list[int]: ...
