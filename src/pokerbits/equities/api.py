"""The public `equity()`: one board (pokerbits.equities.plan), two boards
(pokerbits.equities.boards) or draws (pokerbits.equities.draws), by its arguments. It sits
above the three so that each of them imports the planner and none imports another back."""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence, Union, overload

from pokerbits._core.common.args import whole_number
from pokerbits.equities.boards import BoardsEquity, boards_equity
from pokerbits.equities.draws import Keep, draw_equity
from pokerbits.equities.fixed import fixed_equity
from pokerbits.equities.plan import EquityPlan
from pokerbits.equities.results import EquityResult
from pokerbits.games import Game

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pokerbits._core.common.cards import Cards   # a name of the stub only


@overload
def equity(game: Union[str, Game], hands: Sequence[Cards], board: Optional[Cards] = (), dead: Optional[Cards] = (), *,
           samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1, boards: None = None,
           discards: Optional[Sequence[Optional[Cards]]] = None, draws: Optional[int] = None,
           keep: Optional[Keep] = None, progress: Optional[Callable[[int, int], Any]] = None) -> EquityResult: ...
@overload
def equity(game: Union[str, Game], hands: Sequence[Cards], board: Optional[Cards] = (), dead: Optional[Cards] = (), *,
           samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1,
           boards: Union[int, Sequence[Optional[Cards]]], discards: None = None, draws: None = None,
           keep: None = None, progress: Optional[Callable[[int, int], Any]] = None) -> BoardsEquity: ...


def equity(game: Union[str, Game], hands: Sequence[Cards], board: Optional[Cards] = (), dead: Optional[Cards] = (), *,
           samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1,
           boards: Union[None, int, Sequence[Optional[Cards]]] = None,
           discards: Optional[Sequence[Optional[Cards]]] = None, draws: Optional[int] = None,
           keep: Optional[Keep] = None,
           progress: Optional[Callable[[int, int], Any]] = None) -> Union[EquityResult, BoardsEquity]:
    """Each player's share of the pot: exact when `samples` is None and the work is feasible
    (the exact walk's predicted cost at most EXACT_LIMIT units of work, some seconds), else Monte Carlo over `samples` deals (DEFAULT_SAMPLES
    if None) from `seed` (random if None; the result reports it).

    `hands` holds 2 to 10 entries, each exact cards (all or some of a hand: the rest are
    dealt), a range such as "QQ+, AKs, AQo+:0.5" (see pokerbits.ranges) or "random".
    `boards=2` (or the known cards of two boards) plays a double-board pot: a BoardsEquity, as
    pokerbits.equities.boards.boards_equity gives it.
    In draw games, `discards` (one per player: cards, "" to stand pat, None for the keep
    rule), `draws` (the draws to come) and `keep` (a keep rule) let players draw: see
    pokerbits.equities.draws.
    `progress(done, total)` is called as the work's tasks finish; on Ctrl-C (or a
    KeyboardInterrupt from `progress`) the KeyboardInterrupt carries `.result`, the Monte Carlo
    result of the finished tasks, or None (see pokerbits.equities.plan.EquityPlan.run).

    >>> r = equity("holdem", ["AsAd", "random"], samples=200_000, seed=1)
    >>> abs(r.players[0].equity - 0.8522) < 4 * r.players[0].equity_error
    True
    """
    if boards is not None:
        if board:
            raise ValueError("give the known cards of each board in boards=, not board=")
        if not isinstance(boards, (str, bytes)) and not hasattr(boards, "__iter__"):
            count = whole_number(boards, "boards")
            if count != 2:
                raise ValueError(f"a multi-board pot has exactly 2 boards, got {count}")
            boards = [(), ()]
        return boards_equity(game, hands, boards, dead, samples=samples, seed=seed, threads=threads,
                             progress=progress)
    if discards is not None or draws is not None or keep is not None:
        if board:
            raise ValueError("draws are for games without a board")
        return draw_equity(game, hands, dead, discards=discards, draws=1 if draws is None else draws,
                           samples=samples, seed=seed, threads=threads, keep=keep, progress=progress)
    if samples is None:   # whole fixed hands and a small board to come: the quick way, the same result
        result = fixed_equity(game, hands, board, dead, seed, threads, progress)
        if result is not None:
            return result
    return EquityPlan(game, hands, board, dead, samples=samples, seed=seed).run(threads, progress)
