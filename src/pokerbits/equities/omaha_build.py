"""Building the Omaha starting-hand order afresh (pokerbits.equities.omaha_order ships it): each
class's wins and ties against a random hand from the equity engine, SAMPLES deals per class
with a seed fixed per class, so a rebuild gives the same integers."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Optional

from pokerbits._core.common.args import short_repr, whole_number
from pokerbits.equities.omaha_order import CLASSES, GAME, SAMPLES, SEED, OmahaOrder, class_cards
from pokerbits.equities.plan import _LAYOUT, EquityPlan
from pokerbits.equities.tables import cell_seed


def class_seed(index: int, seed: int = SEED) -> int:
    """The Monte Carlo seed of class `index` in a build from `seed`."""
    return cell_seed(seed, index, 0)


def class_tally(index: int, samples: int = SAMPLES, seed: int = SEED) -> tuple[int, int]:
    """(wins, ties) of a hand of class `index` against a random hand over `samples` deals.

    >>> class_tally(0, samples=10) == class_tally(0, samples=10)
    True
    """
    plan = EquityPlan(GAME, [class_cards(index), "random"], samples=samples, seed=class_seed(index, seed))
    totals = [0] * _LAYOUT["size"]
    for _, tally in plan.outputs():
        totals = [a + b for a, b in zip(totals, tally)]
    return totals[_LAYOUT["win"]], totals[_LAYOUT["tie"]]


def build_omaha_order(*, samples: int = SAMPLES, seed: int = SEED, threads: int = 1,
                      progress: Optional[Callable[[int, int], None]] = None) -> OmahaOrder:
    """Estimate every class afresh (`samples` deals each) on `threads` threads (the engine
    releases the GIL); `progress(done, CLASSES)` every 256 classes."""
    samples, threads = whole_number(samples, "samples"), whole_number(threads, "threads")
    if threads < 1:
        raise ValueError(f"threads must be at least 1, got {short_repr(threads)}")
    wins, ties = [], []
    with ThreadPoolExecutor(threads) as pool:
        for done, (w, t) in enumerate(pool.map(lambda i: class_tally(i, samples, seed), range(CLASSES)), 1):
            wins.append(w)
            ties.append(t)
            if progress is not None and (done % 256 == 0 or done == CLASSES):
                progress(done, CLASSES)
    return OmahaOrder(tuple(wins), tuple(ties), samples)
