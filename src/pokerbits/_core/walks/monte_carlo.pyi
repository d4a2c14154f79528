from array import array
from typing import Optional

from pokerbits._core.walks.equity import Deal


def monte_carlo(deal: Deal, seed: int, samples: int, first_chunk: int, n_chunks: int,
                stop: Optional[array[int]] = ..., *, general: bool = ..., combos: bool = ...,
                own_tables: bool = ...) -> list[int]: ...
