"""Double-board equity: a pot split equally between two boards dealt from one deck.

By linearity of expectation a player's expected share of the whole pot is the mean of the
expected shares on each board, and each of those is a single-board equity with the other board's
known cards dead (its unknown cards are random and do not change this board's distribution). In
chips, each board plays for its part of each pot (half, the odd chip to the first board, as a
showdown splits it): a seat's EV is the sum of its EVs on the two boards. Win and tie rates are
each board's: the result's `players` hold their means (the rate of a board, on average), and
`boards` each board's own result.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any, Callable, Optional, Sequence, Union

from pokerbits._core.common import cards as _cards
from pokerbits._core.common.args import at_most
from pokerbits._core.common.records import record
from pokerbits.equities.chips import DealPots
from pokerbits.equities.plan import EquityPlan, checked_progress, player_hands
from pokerbits.equities.results import ComboEquity, EquityResult, PlayerEquity, PotEquity
from pokerbits.games import Game


def boards_equity(game: Union[str, Game], hands: Sequence, boards=((), ()), dead=(), *,
                  samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1,
                  progress: Optional[Callable[[int, int], Any]] = None, pots: Optional[DealPots] = None,
                  seats: Optional[Sequence[int]] = None) -> EquityResult:
    """Each player's expected share of a double-board pot; `boards` holds the known cards of the
    two boards (empty for a board still to come). `progress(done, total)` counts the tasks of
    both boards; a KeyboardInterrupt propagates with `.result` None. `pots` and `seats` as
    EquityPlan's.

    >>> r = boards_equity("holdem", ["AsAd", "KcKd"], boards=["Ah 7c 8d 2s", "Kh 9c 4d 5h"])
    >>> [round(p.equity, 4) for p in r.players], [round(b.players[0].equity, 4) for b in r.boards]
    ([0.5125, 0.4875], [1.0, 0.025])
    """
    if isinstance(boards, (str, bytes, int)) or not hasattr(boards, "__iter__"):
        raise TypeError(f"boards must be a list of two boards, not {type(boards).__name__}")
    given = [b if b is not None else () for b in at_most(boards, 2)]
    boards = [_cards.cards(b) for b in given]
    if len(boards) != 2:
        more = " or more" if len(boards) > 2 else ""   # (read no further)
        raise ValueError(f"a multi-board pot has exactly 2 boards, got {len(boards)}{more}")
    hands = player_hands(hands)   # read once: both boards' plans take the list
    if boards[0] & boards[1]:
        raise ValueError(f"duplicate card {_cards.card_strings(boards[0] & boards[1])[0]}: board 1 and board 2")
    dead_cs, dead_cards = _cards.given_cards(dead if dead is not None else ())
    for board in boards:
        if board & dead_cs:
            raise ValueError(f"duplicate card {_cards.card_strings(board & dead_cs)[0]}: a board and the dead cards")
    plans = [EquityPlan(game, hands, board, dead_cs | other, samples=samples, seed=seed,
                        pots=None if pots is None else pots.part(b, 2), seats=seats)
             for b, (board, other) in enumerate(((given[0], boards[1]), (given[1], boards[0])))]
    progress = checked_progress(progress)
    total = sum(len(plan.tasks) for plan in plans)
    results: list[EquityResult] = []
    done_before = 0    # the tasks of the boards already run: each board's progress counts on from them
    try:
        for plan in plans:
            results.append(plan.run(threads, _counting_from(progress, done_before, total)))
            done_before += len(plan.tasks)
    except KeyboardInterrupt as interrupt:
        interrupt.result = None     # type: ignore[attr-defined]
        raise
    results = [dataclasses.replace(r, dead=dead_cards) for r in results]   # (each board's other board is its own)
    return combined(results)


def combined(results: Sequence[EquityResult]) -> EquityResult:
    """One result of the boards' results: every share and rate their mean, EVs (of each board's
    part of the pots) their sum, errors as of independent estimates, the boards' own in `boards`."""
    first = results[0]
    players = tuple(_mean_player([r.players[p] for r in results]) for p in range(len(first.players)))
    pots = tuple(_whole_pot([r.pots[k] for r in results]) for k in range(len(first.pots)))
    return record(EquityResult, first.game, (), first.dead, players, sum(r.deals for r in results),
                  all(r.exact for r in results), first.seed, all(r.complete for r in results), pots, tuple(results))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _mean_error(errors: Sequence[float]) -> float:
    return math.sqrt(sum(e * e for e in errors)) / len(errors)


def _whole_pot(parts: Sequence[PotEquity]) -> PotEquity:
    """A pot of its boards' parts: each seat's expected share of all its chips."""
    amount = sum(part.amount for part in parts)
    return record(PotEquity, amount, parts[0].eligible,
                  tuple(sum(float(part.amount) * part.equity[s] for part in parts) / float(amount) if amount else 0.0
                        for s in range(len(parts[0].equity))))


def _mean_player(each: Sequence[PlayerEquity]) -> PlayerEquity:
    first = each[0]
    combos = tuple(ComboEquity(c.cards, c.weight, _mean([p.combos[i].equity for p in each]))
                   for i, c in enumerate(first.combos))
    ev = None if first.ev is None else sum([p.ev for p in each])            # type: ignore[misc]
    ev_error = None if first.ev_error is None else math.sqrt(sum([p.ev_error ** 2 for p in each]))   # type: ignore[operator,misc]
    return PlayerEquity(first.hand, first.combo_count, _mean([p.equity for p in each]), _mean([p.win for p in each]),
                        _mean([p.tie for p in each]), {h: _mean([p.halves[h] for p in each]) for h in first.halves},
                        _mean_error([p.equity_error for p in each]), _mean_error([p.win_error for p in each]),
                        _mean_error([p.tie_error for p in each]), combos, ev, ev_error)


def _counting_from(progress: Optional[Callable[[int, int], Any]], before: int,
                   total: int) -> Optional[Callable[[int, int], Any]]:
    """A board's progress callback, counting on from the tasks of the board before it."""
    if progress is None:
        return None
    return lambda done, _: progress(before + done, total)
