from pokerbits._core.cards import Cards

CATEGORY_STARTS: tuple[int, ...]
MAX_VALUE: int

def deuce_seven(cards: Cards, /) -> int: ...
