from typing import Any, Sequence

ANY_FIVE: int
TWO_AND_THREE: int
BADUGI: int

def first_best(
    cards: Sequence[Any], n_hole: int, family: int, system: int, ranks: tuple[Any, ...], suits: tuple[Any, ...], /
) -> tuple[int, tuple[int, ...]]: ...
def exact_value(
    cards: Sequence[Any], family: int, system: int, ranks: tuple[Any, ...], suits: tuple[Any, ...], /
) -> int: ...
