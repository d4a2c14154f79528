"""Double-board equity: a pot split equally between two boards dealt from one deck.

By linearity of expectation a player's expected share of the whole pot is the mean of the
expected shares on each board, and each of those is a single-board equity with the other board's
known cards dead (its unknown cards are random and do not change this board's distribution).
Win and tie rates are not linear: they are reported per board, in `boards`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence, Union

from pokerbits._core.common import cards as _cards
from pokerbits._core.common.args import at_most
from pokerbits.equities.plan import EquityPlan, checked_progress, player_hands
from pokerbits.equities.results import EquityResult
from pokerbits.games import Game


@dataclass(frozen=True)
class BoardsEquity:
    boards: tuple       # one EquityResult per board (its win, tie and half shares)
    equity: tuple       # per player, the expected share of the whole pot


def boards_equity(game: Union[str, Game], hands: Sequence, boards=((), ()), dead=(), *,
                  samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1,
                  progress: Optional[Callable[[int, int], Any]] = None) -> BoardsEquity:
    """Each player's expected share of a double-board pot; `boards` holds the known cards of the
    two boards (empty for a board still to come). `progress(done, total)` counts the tasks of
    both boards; a KeyboardInterrupt propagates with `.result` None.

    >>> r = boards_equity("holdem", ["AsAd", "KcKd"], boards=["Ah 7c 8d 2s", "Kh 9c 4d 5h"])
    >>> [round(x, 4) for x in r.equity]
    [0.5125, 0.4875]
    """
    if isinstance(boards, (str, bytes, int)) or not hasattr(boards, "__iter__"):
        raise TypeError(f"boards must be a list of two boards, not {type(boards).__name__}")
    boards = [_cards.cards(b if b is not None else ()) for b in at_most(boards, 2)]
    if len(boards) != 2:
        more = " or more" if len(boards) > 2 else ""   # (read no further)
        raise ValueError(f"a multi-board pot has exactly 2 boards, got {len(boards)}{more}")
    hands = player_hands(hands)   # read once: both boards' plans take the list
    if boards[0] & boards[1]:
        raise ValueError(f"duplicate card {_cards.card_strings(boards[0] & boards[1])[0]}: board 1 and board 2")
    dead_cs = _cards.cards(dead if dead is not None else ())
    for board in boards:
        if board & dead_cs:
            raise ValueError(f"duplicate card {_cards.card_strings(board & dead_cs)[0]}: a board and the dead cards")
    plans = [EquityPlan(game, hands, board, dead_cs | other, samples=samples, seed=seed)
             for board, other in ((boards[0], boards[1]), (boards[1], boards[0]))]
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
    shares = tuple((a.equity + b.equity) / 2 for a, b in zip(results[0].players, results[1].players))
    return BoardsEquity(tuple(results), shares)


def _counting_from(progress: Optional[Callable[[int, int], Any]], before: int,
                   total: int) -> Optional[Callable[[int, int], Any]]:
    """A board's progress callback, counting on from the tasks of the board before it."""
    if progress is None:
        return None
    return lambda done, _: progress(before + done, total)
