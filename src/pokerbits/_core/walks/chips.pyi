from typing import Sequence

from typing_extensions import disjoint_base

def pot_levels(
    contributions: tuple[int, ...], live: tuple[bool, ...], as_players: bool = False, dead: int = 0
) -> list[tuple[int, tuple[int, ...]]]: ...

@disjoint_base
class PotChips:
    pots: tuple[tuple[int, tuple[int, ...]], ...]
    for_deal: tuple[tuple[int, float, int], ...]
    n_players: int
    n_halves: int
    def __init__(self, pots: tuple[tuple[int, tuple[int, ...]], ...], n_players: int, n_halves: int) -> None: ...
    def chips(
        self, t: Sequence[float], deals: int, exact: bool, n: int
    ) -> tuple[list[float], list[float], tuple[tuple[float, ...], ...]]: ...
