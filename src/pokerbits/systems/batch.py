"""The batch API: many card sets of one ranking system evaluated at once, in the compiled core
without the GIL (pokerbits._core.kernels.batch), with the checks and messages of the per-call API;
and the helpers around it: random card sets in bulk, card sets from card indices, categories of
many values."""
from __future__ import annotations

import operator
import os
import sys
from array import array
from itertools import chain

from pokerbits import systems
from pokerbits._core.kernels import batch as _batch
from pokerbits._core.kernels import omaha as _omaha
from pokerbits._core.common import cards as _cards
from pokerbits._core.common.args import run_seed, short_repr, whole_number
from pokerbits._core.common.cards import checked_hand
from pokerbits._once import once

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Any, Iterable, Optional, Sequence, TypeVar, Union, overload

    from pokerbits._core.common.cards import Cards   # a name of the stub only

    import numpy
    from numpy.typing import NDArray
    from typing_extensions import Buffer

    # the output follows the input: a numpy array for a numpy array, else an array('i') (an
    # array('Q') of card sets, a list of ints, a memoryview...), or `out` itself when given
    # (last: without numpy installed, NDArray is Any and would take out=None). No overload takes
    # any iterable or buffer: a numpy array of dtype Any would match it too, and make the result Any
    _Out = TypeVar("_Out", bound=Union[Buffer, NDArray[Any]])
    _Numbers = Union[Iterable[int], Buffer, NDArray[Any]]   # any integer buffer or iterable of ints


_NUMPY_TYPES = {"Q": "uint64", "i": "int32"}   # the buffers the compiled loops read
_FORMATS = {"Q": ("Q", "L"), "i": ("i", "l")}     # memoryview formats of those, with the item size
_FOREIGN_ORDER = (">", "!") if sys.byteorder == "little" else ("<",)   # a format's byte-order prefix
# array's typecode of integers of each signedness (unsigned: True) and size: sizes of its typecodes
_ARRAY_CODES = {(unsigned, array(code).itemsize): code for code in "bhilqBHILQ" for unsigned in [code.isupper()]}


def int_buffer(numbers: Any, name: str, typecode: str = "Q", what: str = "a 64-bit card set",
               kind: str = "an int card set") -> Any:
    """`numbers` as a C-contiguous one-dimensional buffer of `typecode` ('Q' uint64, 'i' int32)
    for the compiled loops: itself when it is one (no copy), else a copy: a numpy array for a
    numpy array of integers (any integer dtype, any strides), an ``array(typecode)`` for another
    integer buffer or a sequence of ints. A number outside the typecode's range is a ValueError
    that names its index and says it is not `what`; a non-integer a TypeError (not `kind`).
    Anything else is returned as it is: the loops name what they refuse.

    >>> int_buffer([3, 1 << 60], "card_sets")
    array('Q', [3, 1152921504606846976])
    """
    numpy = sys.modules.get("numpy")
    size = array(typecode).itemsize
    low, high = (0, 1 << 64) if typecode == "Q" else (-(1 << 31), 1 << 31)
    if numpy is not None and isinstance(numbers, numpy.ndarray):
        wanted = numpy.dtype(_NUMPY_TYPES[typecode])
        if numbers.dtype == wanted or numbers.dtype.kind not in "iu" or numbers.ndim != 1:
            return numpy.ascontiguousarray(numbers) if numbers.dtype == wanted else numbers
        given = numpy.iinfo(numbers.dtype)   # compared only with bounds inside the dtype's own range
        outside = numpy.zeros(numbers.shape, dtype=bool)
        if given.min < low:
            outside |= numbers < low
        if given.max >= high:
            outside |= numbers >= high
        bad = numpy.flatnonzero(outside)
        if bad.size:
            raise ValueError(f"{name}[{bad[0]}]: {numbers[bad[0]]} is not {what}")
        return numbers.astype(wanted)
    if numbers is None or isinstance(numbers, (str, bytes, bytearray)):
        return numbers   # the loops name what they refuse
    items: Any
    try:
        view = memoryview(numbers)
    except TypeError:
        if not hasattr(numbers, "__iter__"):
            return numbers
        items = list(iter(numbers))   # as long as the iterator says (a sequence's len() may lie)
    else:
        form, native = view.format.lstrip("@=<>!"), view.format[:1] not in _FOREIGN_ORDER
        if form in _FORMATS[typecode] and view.itemsize == size and view.c_contiguous and native:
            return numbers
        if view.ndim != 1 or form not in tuple("bBhHiIlLqQnN"):
            return numbers   # floats, structs, two dimensions: the loops name the format
        # ints of any size and byte order (ctypes' "<i"), read through array, which knows no
        # byte order: memoryview.tolist() reads native formats only
        items = array(_ARRAY_CODES[form.isupper(), view.itemsize], view.tobytes())
        if not native:
            items.byteswap()
    try:
        return array(typecode, items)
    except (OverflowError, TypeError):
        for index, item in enumerate(items):
            try:
                if not low <= operator.index(item) < high:
                    raise ValueError(f"{name}[{index}]: {short_repr(item)} is not {what}")
            except TypeError:
                raise TypeError(f"{name}[{index}] must be {kind}, not {type(item).__name__}") from None
        raise


if TYPE_CHECKING:
    @overload
    def evaluate_many(system: str, card_sets: array[int] | Sequence[int], out: None = None,
                      threads: int = 1) -> array[int]: ...
    @overload
    def evaluate_many(system: str, card_sets: NDArray[Any], out: None = None,  # type: ignore[overload-overlap]
                      threads: int = 1) -> NDArray[numpy.int32]: ...
    @overload
    def evaluate_many(system: str, card_sets: _Numbers, out: _Out, threads: int = 1) -> _Out: ...


def evaluate_many(system: str, card_sets: Any, out: Optional[Any] = None, threads: int = 1) -> Any:
    """Evaluate many card sets at once; the values (int32) in `out` or a new matching buffer.

    A C-contiguous one-dimensional uint64 buffer (numpy ``uint64`` array, ``array('Q')``,
    memoryview) is read in place; any other array or sequence of ints is copied first (a
    list, a reversed or strided view, a numpy ``int64`` array). A numpy input gives a numpy
    output, anything else an ``array('i')``. The loop runs without the GIL, split over
    `threads` threads. A bad card set is a ValueError naming its index.

    >>> from array import array
    >>> list(evaluate_many("high", array("Q", [cards("As Ks Qs Js Ts"), cards("7c 5d 4h 3s 2c")])))
    [7462, 1]
    """
    spec = systems.get(system)
    card_sets = int_buffer(card_sets, "card_sets")
    out, bad = _batch.evaluate_kernel(_batch.KERNEL_IDS[spec.name], spec.min_cards, spec.max_cards,
                                      card_sets, out, threads)
    if bad >= 0:
        try:
            spec.evaluate(checked_hand(int(card_sets[bad]), spec.min_cards, spec.max_cards, spec.hand_words))
        except ValueError as error:
            raise ValueError(f"card_sets[{bad}]: {error}") from None
        raise ValueError(f"card_sets[{bad}] changed while the batch ran")   # another thread wrote it
    return out


def batch_kernel(system: str = "high", cards: int = 7, *, why: bool = False) -> str:
    """Which path evaluate_many takes for hands of `cards` cards (5 to 7) of `system` on this
    machine ("omaha_high" or "omaha_ace_five_8": omaha_many): "avx512" (16 hands a step), "avx2"
    (8 hands a step) or "scalar". On the first batch of a system every path the CPU runs is timed
    on a few thousand hands of 5, 6 and 7 cards (some 0.3 ms, once per process) and the fastest is
    kept, a wide path only if it beats the scalar loop by 5%; POKERBITS_KERNEL (scalar, avx2,
    avx512) forces one. With why=True, the path and why it was picked, the times measured. Every
    path gives the same values. A ValueError says why a path POKERBITS_KERNEL names cannot run
    here (the batch functions raise it too).

    >>> batch_kernel() in ("avx512", "avx512_loads", "avx2", "scalar")
    True
    >>> batch_kernel("omaha_high", why=True).startswith(batch_kernel("omaha_high") + ": ")
    True
    """
    name = system if system.startswith("omaha_") else systems.get(system).name
    if name not in _batch.KERNEL_IDS and name[6:] not in _batch.OMAHA_KERNEL_IDS:
        raise ValueError(f"no batch loop of {short_repr(system)}")
    picked = _batch.path_in_use(name, whole_number(cards, "cards"))
    if not why:
        return picked
    forced = _batch.forced_path()
    if forced != "auto":
        by = "POKERBITS_KERNEL" if os.environ.get("POKERBITS_KERNEL") == forced else "use_path"
        return f"{picked}: forced by {by}"
    if name.startswith("omaha_"):
        key = ("omaha", _batch.OMAHA_KERNEL_IDS[name[6:]], 9)
        what = f"{name[6:]} Omaha deals of 4 + 5 cards"
    else:
        key = ("keyed", _batch.KERNEL_IDS[name], min(max(cards, 5), 7))
        what = f"{key[2]}-card {name} hands"
    ns = _batch.path_timings().get(key)
    if not ns:
        return f"{picked}: the only loop of {name} on this machine"
    times = ", ".join(f"{path} {value:.2f}" for path, value in ns.items())
    return f"{picked}: the fastest measured here on {what} ({times} ns each)"


if TYPE_CHECKING:
    @overload
    def omaha_many(system: str, holes: array[int] | Sequence[int], boards: _Numbers, out: None = None,
                   threads: int = 1) -> array[int]: ...
    @overload
    def omaha_many(system: str, holes: NDArray[Any], boards: _Numbers, out: None = None,  # type: ignore[overload-overlap]
                   threads: int = 1) -> NDArray[numpy.int32]: ...
    @overload
    def omaha_many(system: str, holes: _Numbers, boards: _Numbers, out: _Out, threads: int = 1) -> _Out: ...


def omaha_many(system: str, holes: Any, boards: Any, out: Optional[Any] = None, threads: int = 1) -> Any:
    """Omaha values of many deals: exactly two of holes[i] (4 to 6 cards) with exactly three of
    boards[i] (3 to 5 cards), for `system` "high" or "ace_five_8", as int32; the buffers are
    read in place or copied as in evaluate_many.

    >>> from array import array
    >>> holes = array("Q", [cards("Th 9c 9d 8s"), cards("As 2d Kc Kh")])
    >>> boards = array("Q", [cards("Ah Kh Qh Jh 2c"), cards("3c 4d 5h Qs Js")])
    >>> list(omaha_many("high", holes, boards)) == [omaha_high(h, b) for h, b in zip(holes, boards)]
    True
    """
    name = systems.get(system).name
    if name not in _batch.OMAHA_KERNEL_IDS:
        raise ValueError(f"omaha_many covers high and ace_five_8, not {name}")
    holes, boards = int_buffer(holes, "holes"), int_buffer(boards, "boards")
    out, bad = _batch.omaha_kernel(_batch.OMAHA_KERNEL_IDS[name], holes, boards, out, threads)
    if bad >= 0:
        evaluator = _omaha.omaha_high if name == "high" else _omaha.omaha_ace_five_8
        try:
            evaluator(int(holes[bad]), int(boards[bad]))
        except ValueError as error:
            raise ValueError(f"holes[{bad}], boards[{bad}]: {error}") from None
        raise ValueError(f"holes[{bad}] or boards[{bad}] changed while the batch ran")
    return out


if TYPE_CHECKING:
    @overload
    def deal_many(n: int, cards: int, *, seed: Optional[int] = None, dead: Cards = (), out: None = None,
                  threads: int = 1) -> array[int]: ...
    @overload
    def deal_many(n: int, cards: int, *, seed: Optional[int] = None, dead: Cards = (), out: _Out,
                  threads: int = 1) -> _Out: ...


def deal_many(n: int, cards: int, *, seed: Optional[int] = None, dead: Cards = (), out: Optional[Any] = None,
              threads: int = 1) -> Any:
    """`n` random card sets of `cards` cards each, none of them `dead`, dealt in the compiled core
    without the GIL: an ``array('Q')``, or written into `out` (a writable uint64 buffer of `n`
    items, a numpy ``uint64`` array for instance). Each set is uniformly random and independent
    of the others. The same `seed` (a whole number, taken modulo 2**64) gives the same sets on
    every platform, whatever `threads` is; None draws a new seed each call.

    >>> hands = deal_many(3, 7, seed=1)
    >>> [len(card_strings(h)) for h in hands], deal_many(3, 7, seed=1) == hands
    ([7, 7, 7], True)
    """
    n, count = whole_number(n, "n"), whole_number(cards, "cards")
    dead_cards = _cards.cards(dead if dead is not None else ())
    left = 52 - _cards.card_count_of(dead_cards)
    if n < 0:
        raise ValueError(f"n must be at least 0, got {n}")
    if not 1 <= count <= left:
        raise ValueError(f"cards must be 1 to {left} (the cards left), got {count}")
    seed = run_seed(None if seed is None else whole_number(seed, "seed"))
    return _batch.deal_kernel(n, count, dead_cards, seed, out, threads)


if TYPE_CHECKING:
    @overload
    def card_sets_from_indices(indices: Sequence[Sequence[int]]) -> array[int]: ...
    @overload
    def card_sets_from_indices(indices: NDArray[Any]) -> NDArray[numpy.uint64]: ...


def card_sets_from_indices(indices: Any) -> Any:
    """The card set of each row of `indices`, an (n, k) array of card indices (a 2-D numpy
    integer array, or a sequence of n sequences of k ints): a numpy ``uint64`` array for numpy
    input, else an ``array('Q')``. A card index is 13 * suit + rank, suits clubs, diamonds,
    hearts, spades and ranks 2 to A: 0 is 2c, 12 Ac, 13 2d, 51 As. An index outside 0..51, or
    twice in a row, is a ValueError that names it.

    >>> [card_strings(cs) for cs in card_sets_from_indices([[0, 12], [51, 38]])]
    [['Ac', '2c'], ['As', 'Ah']]
    """
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(indices, numpy.ndarray):
        if indices.ndim != 2:
            raise ValueError(f"indices must be a 2-D array (n rows of k card indices), not {indices.ndim}-D")
        if indices.dtype.kind not in "iu":
            raise TypeError(f"indices must be an integer array, not {indices.dtype}")
        rows, width = indices.shape
        if indices.size and (indices.min() < 0 or indices.max() > 51):   # two passes, no big temporaries
            i, j = numpy.argwhere((indices < 0) | (indices > 51))[0]
            raise ValueError(f"indices[{i}, {j}]: {indices[i, j]} is not a card index (0..51)")
        flat = numpy.ascontiguousarray(indices, dtype=numpy.uint8).reshape(-1)
    else:
        if isinstance(indices, (str, bytes)) or not hasattr(indices, "__iter__"):
            raise TypeError(f"indices must be n rows of k card indices, not {type(indices).__name__}")
        lines = [_index_row(row, i) for i, row in enumerate(indices)]
        rows, width = len(lines), len(lines[0]) if lines else 0
        for i, line in enumerate(lines):
            if len(line) != width:
                raise ValueError(f"indices[{i}] holds {len(line)} card indices, indices[0] {width}")
        flat = array("B", chain.from_iterable(lines))
    out = _batch.new_output(indices, rows, "Q")
    bad_at = _batch.indices_kernel(flat, width, out)
    if bad_at >= 0:
        i, j = divmod(bad_at, width)
        card = int(flat[bad_at])
        raise ValueError(f"indices[{i}, {j}]: card index {card} ({_cards.RANKS[card % 13]}{_cards.SUITS[card // 13]}) "
                         f"is already in row {i}")
    return out


def _index_row(row: Any, i: int) -> list[int]:
    """One row of card_sets_from_indices' input as a list of ints 0..51, else the error naming it."""
    if isinstance(row, (str, bytes)) or not hasattr(row, "__iter__"):
        raise TypeError(f"indices[{i}] must be a sequence of card indices, not {type(row).__name__}")
    line = list(row)
    for j, item in enumerate(line):
        if isinstance(item, bool) or not hasattr(item, "__index__"):
            raise TypeError(f"indices[{i}, {j}] must be an int card index, not {type(item).__name__}")
        if not 0 <= operator.index(item) <= 51:
            raise ValueError(f"indices[{i}, {j}]: {short_repr(item)} is not a card index (0..51)")
    return line


@once
def _category_tables() -> dict[str, bytes]:
    """Each system's category number (its enum's value) at each of its values, 0 elsewhere."""
    tables = {}
    for name in systems.names():
        spec = systems.get(name)
        table = bytearray(spec.max_value + 1)
        ends = list(spec.category_starts[1:]) + [spec.max_value + 1]
        for start, end, member in zip(spec.category_starts, ends, spec.category_enum):
            table[start:end] = bytes([member.value]) * (end - start)
        tables[name] = bytes(table)
    return tables


if TYPE_CHECKING:
    @overload
    def category_many(system: str, values: array[int] | Sequence[int]) -> array[int]: ...
    @overload
    def category_many(system: str, values: NDArray[Any]) -> NDArray[numpy.uint8]: ...  # type: ignore[overload-overlap]


def category_many(system: str, values: Any) -> Any:
    """The category of each value of `system` (what evaluate_many returns), as the number of the
    system's category enum (``HighCategory(number)`` is the member): uint8, a numpy array for
    numpy input, else an ``array('B')``. An int32 buffer is read in place, anything else copied.
    A number that is no value of the system is a ValueError naming its index.

    >>> values = evaluate_many("high", [cards("As Ks Qs Js Ts"), cards("7c 5d 4h 3s 2c")])
    >>> [HighCategory(c).name for c in category_many("high", values)]
    ['ROYAL_FLUSH', 'HIGH_CARD']
    """
    spec = systems.get(system)
    what = f"a {spec.name} value ({spec.category_starts[0]}..{spec.max_value})"
    values = int_buffer(values, "values", "i", what, "an int value")
    out, bad = _batch.category_kernel(_category_tables()[spec.name], values)
    if bad >= 0:
        try:
            spec.check_value(int(values[bad]))
        except ValueError as error:
            raise ValueError(f"values[{bad}]: {error}") from None
        raise ValueError(f"values[{bad}] changed while the batch ran")   # another thread wrote it
    return out
