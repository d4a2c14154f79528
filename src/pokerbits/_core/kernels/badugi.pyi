from pokerbits._core.common.cards import Cards

CATEGORY_STARTS: tuple[int, ...]
MAX_VALUE: int
TABLE_BYTES: int

def badugi(cards: Cards, /) -> int: ...
def badugi_ace_high(cards: Cards, /) -> int: ...
