"""The independent chip model (ICM): each player's expected prize from the stacks alone.

Malmuth-Harville: a player wins with the chance of his stack over all the chips; each next
place goes to one of the players left with the chance of his stack over theirs. Players
without chips finish last, in the order given. The exact answer walks the sets of players
already placed (pokerbits._core.walks.icm), never the finishing orders one by one; past
EXACT_LIMIT units of its work (23 players paid all the way are within it), finishing orders
are sampled.

>>> [round(e, 4) for e in icm([5000, 3000, 2000], [50, 30, 20]).equities]
[38.3929, 32.75, 28.8571]
"""
from __future__ import annotations

import math
import numbers
from array import array
from typing import Any, Callable, Iterable, Optional

from pokerbits._core.common.args import short_repr
from pokerbits._core.walks import icm as _icm
from pokerbits.equities.plan import checked_progress, checked_samples, checked_seed, run_seed
from pokerbits.tournaments.results import IcmResult

EXACT_LIMIT = 100_000_000   # units of work of the exact walk (exact_work: about 1e-8 s each), else Monte Carlo
SAMPLE_BUDGET = 100_000_000  # Monte Carlo by default: this many players' times drawn, over all the orders
MIN_SAMPLES, MAX_DEFAULT_SAMPLES = 10_000, 1_000_000


def amounts(values: Any, what: str) -> list[float]:
    """`values` (stacks or prizes) as a list of floats, each finite and not negative; numpy
    numbers are numbers, bools and text are not.

    >>> amounts((5000, 2.5), "stacks")
    [5000.0, 2.5]
    >>> amounts([1, -2], "stacks")
    Traceback (most recent call last):
    ValueError: stacks[1] must be a finite number, 0 or more, got -2
    """
    try:
        if isinstance(values, (str, bytes)):
            raise TypeError
        items = list(values)
    except TypeError:
        raise TypeError(f"{what} must be a list of numbers, not {type(values).__name__}") from None
    out = []
    for i, value in enumerate(items):
        kind = type(value)
        if kind is not int and kind is not float and (kind is bool or not isinstance(value, numbers.Real)):
            raise TypeError(f"{what}[{i}] must be a number, not {kind.__name__}")
        try:
            number = float(value)
        except OverflowError:
            number = math.inf
        if not (math.isfinite(number) and number >= 0):
            raise ValueError(f"{what}[{i}] must be a finite number, 0 or more, got {short_repr(value)}")
        out.append(number)
    if not out:
        raise ValueError(f"{what} is empty")
    return out


def default_samples(players: int) -> int:
    """The finishing orders drawn when ICM is sampled and `samples` is None.

    >>> default_samples(30), default_samples(10_000)
    (1000000, 10000)
    """
    return max(MIN_SAMPLES, min(MAX_DEFAULT_SAMPLES, SAMPLE_BUDGET // players))


def icm(stacks: Iterable[float], payouts: Iterable[float], *, samples: Optional[int] = None,
        seed: Optional[int] = None, progress: Optional[Callable[[int, int], Any]] = None) -> IcmResult:
    """Each player's prize equity by the independent chip model (Malmuth-Harville), in the order
    of `stacks`; `payouts[k]` is the prize of place k + 1 (in any order of size: a prize may be
    larger than the one before it). Players without chips finish last, in the order given; with
    fewer players than prizes, the places below the last player are not paid.

    Exact when `samples` is None and the exact walk is within EXACT_LIMIT, else Monte Carlo over
    `samples` finishing orders (default_samples if None) from `seed` (random if None; the result
    reports it and each equity's standard error). `progress(done, total)` follows the Monte
    Carlo chunks. When exact, `places[i][k]` is player i's chance of finishing in place k + 1,
    for as many places as prizes (a prize of 0 counts: give one per place to see them all);
    None when sampled.

    >>> r = icm([5000, 3000, 1500, 500], [500, 300, 200])
    >>> [round(e, 2) for e in r.equities], r.exact, [round(p, 4) for p in r.places[0]]
    ([377.78, 312.89, 225.6, 83.73], True, [0.5, 0.3288, 0.1456])
    """
    if samples is None and seed is None and progress is None:
        small = _icm.small_field(stacks, payouts)    # a few plain numbers: the whole answer compiled
        if small is not None:
            return IcmResult(small[0], small[1], small[2], (0.0,) * len(small[0]), True, 0, None, small[3])
    chips, prizes = amounts(stacks, "stacks"), amounts(payouts, "payouts")
    if samples is not None or seed is not None or progress is not None:
        samples, seed, progress = checked_samples(samples), checked_seed(seed), checked_progress(progress)
    top = max(chips)
    if top == 0:
        raise ValueError("no player has chips")
    n = len(chips)
    rates = [c / top for c in chips]              # the largest 1: sums of many huge stacks stay finite
    playing = [i for i in range(n) if rates[i] > 0]
    width = min(len(prizes), n)                   # the places reported: as many as the prizes
    equities, errors = [0.0] * n, [0.0] * n
    places: Optional[list]   # declared apart: mypy narrows the assignment below to a list
    places = [[0.0] * width for _ in range(n)]
    for place, i in enumerate((i for i in range(n) if rates[i] == 0), len(playing)):
        equities[i] = prizes[place] if place < len(prizes) else 0.0
        if place < width:
            places[i][place] = 1.0
    walked = min(width, len(playing))
    paid = prizes[:walked]
    while paid and paid[-1] == 0:
        paid.pop()
    exact = samples is None and _icm.exact_work(len(playing), len(paid), EXACT_LIMIT) >= 0
    if exact and walked > len(paid) and _icm.exact_work(len(playing), walked, EXACT_LIMIT) < 0:
        walked = len(paid)                        # every paid place, not the unpaid ones after
        places = None
    drawn, used_seed = 0, None
    if exact and walked:
        chances = array("d", bytes(8 * len(playing) * walked))
        _icm.place_chances(array("d", [rates[i] for i in playing]), walked, chances)
        for row, i in enumerate(playing):
            own = chances[row * walked:(row + 1) * walked]
            equities[i] = math.fsum(prize * chance for prize, chance in zip(paid, own))
            if places is not None:
                places[i][:walked] = own
    elif paid:
        places = None
        drawn = samples if samples is not None else default_samples(len(playing))
        used_seed = run_seed(seed)
        means, spreads = _sampled(array("d", [rates[i] for i in playing]), array("d", paid), drawn,
                                  used_seed, progress)
        for row, i in enumerate(playing):
            equities[i], errors[i] = means[row], spreads[row]
    if not exact:
        places = None
    return IcmResult(tuple(chips), tuple(prizes), tuple(equities), tuple(errors), exact or not paid, drawn,
                     used_seed, None if places is None else tuple(map(tuple, places)))


def _sampled(rates: array, prizes: array, samples: int, seed: int, progress: Optional[Callable]) -> tuple:
    """Each player's mean prize over `samples` drawn finishing orders, and its standard error."""
    sums, squares = array("d", bytes(8 * len(rates))), array("d", bytes(8 * len(rates)))
    chunks = -(-samples // _icm.ICM_CHUNK)
    for chunk in range(chunks):
        count = min(_icm.ICM_CHUNK, samples - chunk * _icm.ICM_CHUNK)
        _icm.sampled_prizes(rates, prizes, seed, chunk, count, sums, squares)
        if progress is not None:
            progress(chunk + 1, chunks)
    means, errors = [], []
    for total, square in zip(sums, squares):
        mean = total / samples
        variance = max(0.0, (square - samples * mean * mean) / (samples - 1)) if samples > 1 else 0.0
        means.append(mean)
        errors.append(math.sqrt(variance / samples))
    return means, errors
