from pokerbits._core.common.cards import Cards

CATEGORY_STARTS: tuple[int, ...]
MAX_VALUE: int
EIGHT_CATEGORY_STARTS: tuple[int, ...]
EIGHT_MAX_VALUE: int

def ace_five(cards: Cards, /) -> int: ...
def ace_five_8(cards: Cards, /) -> int: ...
