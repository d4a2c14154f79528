from typing import Any, Optional

TABLE_BYTES: int
KERNEL_IDS: dict[str, int]
OMAHA_KERNEL_IDS: dict[str, int]
THREAD_MINIMUM: int
OMAHA_COST_OF_A_DEAL: int

def pool_size() -> int: ...

def value_counts(system: int, n_cards: int, threads: int = ...) -> list[int]: ...
def evaluate_kernel(system: int, min_cards: int, max_cards: int, card_sets: Any, out: Optional[Any] = ...,
                    threads: int = ...) -> tuple[Any, int]: ...
def omaha_kernel(system: int, holes: Any, boards: Any, out: Optional[Any] = ..., threads: int = ...) -> tuple[Any, int]: ...
