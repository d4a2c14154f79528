from pokerbits._core.common.cards import Cards

CATEGORY_STARTS: tuple[int, ...]
MAX_VALUE: int
TABLE_BYTES: int

def high(cards: Cards, /) -> int: ...
def key_hash_built() -> bool: ...
