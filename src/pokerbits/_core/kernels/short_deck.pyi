from pokerbits._core.common.cards import Cards

TABLE_BYTES: int
CATEGORY_STARTS: tuple[int, ...]
TRITON_CATEGORY_STARTS: tuple[int, ...]
MAX_VALUE: int

def short_deck(cards: Cards, /) -> int: ...
def short_deck_triton(cards: Cards, /) -> int: ...
