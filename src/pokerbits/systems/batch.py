"""The batch API: many card sets of one ranking system evaluated at once, in the compiled core
without the GIL (pokerbits._core.kernels.batch), with the checks and messages of the per-call API."""
from __future__ import annotations

import operator
import sys
from array import array

from pokerbits import systems
from pokerbits._core.kernels import batch as _batch
from pokerbits._core.kernels import omaha as _omaha
from pokerbits._core.common.cards import checked_hand

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Any, Optional


def uint64_buffer(numbers: Any, name: str) -> Any:
    """`numbers` as a C-contiguous one-dimensional uint64 buffer for the compiled loops: itself
    when it is one (no copy), else a copy: a numpy array for a numpy array of integers (any
    integer dtype, any strides), an ``array('Q')`` for another integer buffer or a sequence of
    ints. Negative numbers, numbers of 64 bits or more and non-integers name their index.

    >>> uint64_buffer([3, 1 << 60], "card_sets")
    array('Q', [3, 1152921504606846976])
    """
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(numbers, numpy.ndarray):
        if numbers.dtype == numpy.uint64 or numbers.dtype.kind not in "iu" or numbers.ndim != 1:
            return numpy.ascontiguousarray(numbers) if numbers.dtype == numpy.uint64 else numbers
        negative = numpy.flatnonzero(numbers < 0)
        if negative.size:
            raise ValueError(f"{name}[{negative[0]}]: {numbers[negative[0]]} is not a 64-bit card set")
        return numbers.astype(numpy.uint64)
    if numbers is None or isinstance(numbers, (str, bytes, bytearray)):
        return numbers   # the loops name what they refuse
    try:
        view = memoryview(numbers)
    except TypeError:
        if not hasattr(numbers, "__iter__"):
            return numbers
        items = list(numbers)
    else:
        if view.format.lstrip("@=<>!") in ("Q", "L") and view.itemsize == 8 and view.c_contiguous:
            return numbers
        if view.ndim != 1 or view.format.lstrip("@=<>!") not in tuple("bBhHiIlLqQnN"):
            return numbers
        items = view.tolist()
    try:
        return array("Q", items)
    except (OverflowError, TypeError):
        for index, item in enumerate(items):
            try:
                if not 0 <= operator.index(item) < 1 << 64:
                    raise ValueError(f"{name}[{index}]: {item!r} is not a 64-bit card set")
            except TypeError:
                raise TypeError(f"{name}[{index}] must be an int card set, not {type(item).__name__}") from None
        raise


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
    card_sets = uint64_buffer(card_sets, "card_sets")
    out, bad = _batch.evaluate_kernel(_batch.KERNEL_IDS[spec.name], spec.min_cards, spec.max_cards,
                                      card_sets, out, threads)
    if bad >= 0:
        try:
            spec.evaluate(checked_hand(int(card_sets[bad]), spec.min_cards, spec.max_cards, spec.hand_words))
        except ValueError as error:
            raise ValueError(f"card_sets[{bad}]: {error}") from None
        raise ValueError(f"card_sets[{bad}] changed while the batch ran")   # another thread wrote it
    return out


def batch_kernel() -> str:
    """Which path the batch loops of evaluate_many take on this machine: "avx512" (16 hands a
    step), "avx2" (8 hands a step, only where POKERBITS_KERNEL names it) or "scalar", picked at
    import from what the CPU reports, or the path POKERBITS_KERNEL names (scalar, avx2, avx512).
    Every path gives the same values. A ValueError says why a path POKERBITS_KERNEL names cannot
    run here (the batch functions raise it too).

    >>> batch_kernel() in ("avx512", "avx2", "scalar")
    True
    """
    return _batch.path_in_use()


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
    holes, boards = uint64_buffer(holes, "holes"), uint64_buffer(boards, "boards")
    out, bad = _batch.omaha_kernel(_batch.OMAHA_KERNEL_IDS[name], holes, boards, out, threads)
    if bad >= 0:
        evaluator = _omaha.omaha_high if name == "high" else _omaha.omaha_ace_five_8
        try:
            evaluator(int(holes[bad]), int(boards[bad]))
        except ValueError as error:
            raise ValueError(f"holes[{bad}], boards[{bad}]: {error}") from None
        raise ValueError(f"holes[{bad}] or boards[{bad}] changed while the batch ran")
    return out
