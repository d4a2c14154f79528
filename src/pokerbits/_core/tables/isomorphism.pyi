from array import array
from typing import Any, Iterable, TypeVar, Union, overload

import numpy
from numpy.typing import NDArray
from typing_extensions import Buffer, disjoint_base

from pokerbits._core.common.cards import Cards

# the output follows the input: a numpy array for a numpy array, else an array('Q'), or `out`
# itself when given (last: without numpy installed, NDArray is Any and would take out=None)
_Out = TypeVar("_Out", bound=Union[Buffer, NDArray[Any]])

TABLE_BYTES: int
DECKS: dict[int, tuple[int, int]]

@disjoint_base
class HandIndexer:
    round_sizes: tuple[int, ...]
    deck: int
    def __init__(self, rounds: Iterable[int], deck: int = ...) -> None: ...
    def size(self, round: int) -> int: ...
    def index(self, cards: Union[str, Iterable[Cards]]) -> int: ...
    def unindex(self, round: int, index: int) -> list[list[str]]: ...
    @overload
    def index_many(self, round: int, card_sets: array[int], out: None = ...) -> array[int]: ...
    @overload
    def index_many(self, round: int, card_sets: NDArray[Any], out: None = ...) -> NDArray[numpy.uint64]: ...
    @overload   # (without numpy installed NDArray is Any, and this one can never match: that is right)
    def index_many(self, round: int, card_sets: Buffer, out: None = ...) -> array[int]: ...  # type: ignore[overload-cannot-match, unused-ignore]
    @overload
    def index_many(self, round: int, card_sets: Union[Buffer, NDArray[Any]], out: _Out) -> _Out: ...
    @overload
    def unindex_many(self, round: int, indexes: array[int], out: None = ...) -> array[int]: ...
    @overload
    def unindex_many(self, round: int, indexes: NDArray[Any], out: None = ...) -> NDArray[numpy.uint64]: ...
    @overload   # (as index_many's)
    def unindex_many(self, round: int, indexes: Buffer, out: None = ...) -> array[int]: ...  # type: ignore[overload-cannot-match, unused-ignore]
    @overload
    def unindex_many(self, round: int, indexes: Union[Buffer, NDArray[Any]], out: _Out) -> _Out: ...
