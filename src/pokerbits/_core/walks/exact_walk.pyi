from array import array
from typing import Optional

from pokerbits._core.walks.equity import Deal

TABLE_BYTES: int

def count_nodes(deal: Deal, depth: int) -> int: ...
def count_classes(deal: Deal, limit: int) -> int: ...
def enumerate_stripe(deal: Deal, split: int, stripes: int, stripe: int,
                     stop: Optional[array[int]] = ...) -> tuple[int, array[float]]: ...
