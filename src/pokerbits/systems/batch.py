"""The batch API: many card sets of one ranking system evaluated at once, in the compiled core
without the GIL (pokerbits._core.batch), with the checks and messages of the per-call API."""
from __future__ import annotations

from typing import Any, Optional

from pokerbits import systems
from pokerbits._core import batch as _batch
from pokerbits._core import omaha as _omaha
from pokerbits._core.cards import checked_hand


def evaluate_many(system: str, card_sets: Any, out: Optional[Any] = None, threads: int = 1) -> Any:
    """Evaluate a buffer of uint64 card sets; the values (int32) in `out` or a new matching buffer.

    Any C-contiguous buffer works (numpy ``uint64`` array, ``array('Q')``, memoryview); a numpy
    input gives a numpy output, anything else an ``array('i')``. The loop runs without the GIL,
    split over `threads` threads. A bad card set is a ValueError naming its index.

    >>> from array import array
    >>> list(evaluate_many("high", array("Q", [cards("As Ks Qs Js Ts"), cards("7c 5d 4h 3s 2c")])))
    [7462, 1]
    """
    spec = systems.get(system)
    out, bad = _batch.evaluate_kernel(_batch.KERNEL_IDS[spec.name], spec.min_cards, spec.max_cards,
                                      card_sets, out, threads)
    if bad >= 0:
        try:
            checked_hand(int(card_sets[bad]), spec.min_cards, spec.max_cards, f"a {spec.name} hand")
        except ValueError as error:
            raise ValueError(f"card_sets[{bad}]: {error}") from None
        raise ValueError(f"card_sets[{bad}] changed while the batch ran")   # another thread wrote it
    return out


def omaha_many(system: str, holes: Any, boards: Any, out: Optional[Any] = None, threads: int = 1) -> Any:
    """Omaha values of many deals: exactly two of holes[i] (4 to 6 cards) with exactly three of
    boards[i] (3 to 5 cards), for `system` "high" or "ace_five_8", as int32 like evaluate_many.

    >>> from array import array
    >>> holes = array("Q", [cards("Th 9c 9d 8s"), cards("As 2d Kc Kh")])
    >>> boards = array("Q", [cards("Ah Kh Qh Jh 2c"), cards("3c 4d 5h Qs Js")])
    >>> list(omaha_many("high", holes, boards)) == [omaha_high(h, b) for h, b in zip(holes, boards)]
    True
    """
    name = systems.get(system).name
    if name not in _batch.OMAHA_KERNEL_IDS:
        raise ValueError(f"omaha_many covers high and ace_five_8, not {name}")
    out, bad = _batch.omaha_kernel(_batch.OMAHA_KERNEL_IDS[name], holes, boards, out, threads)
    if bad >= 0:
        evaluator = _omaha.omaha_high if name == "high" else _omaha.omaha_ace_five_8
        try:
            evaluator(int(holes[bad]), int(boards[bad]))
        except ValueError as error:
            raise ValueError(f"holes[{bad}], boards[{bad}]: {error}") from None
        raise ValueError(f"holes[{bad}] or boards[{bad}] changed while the batch ran")
    return out
