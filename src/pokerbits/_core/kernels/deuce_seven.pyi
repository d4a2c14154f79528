from pokerbits._core.common.cards import Cards

CATEGORY_STARTS: tuple[int, ...]
MAX_VALUE: int

def deuce_seven(cards: Cards, /) -> int: ...
