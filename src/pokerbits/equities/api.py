"""The public `equity()`: one board (pokerbits.equities.plan), two boards
(pokerbits.equities.boards) or draws (pokerbits.equities.draws), by its arguments, with chips
(pokerbits.equities.chips) read once at its door. It sits above the three so that each of them
imports the planner and none imports another back."""
from __future__ import annotations

import math
from typing import Any, Callable, Optional, Sequence, Union

from pokerbits import games
from pokerbits._core.common.args import whole_number
from pokerbits._core.common.records import record
from pokerbits.equities.boards import boards_equity
from pokerbits.equities.chips import Stakes, stakes_of
from pokerbits.equities.draws import Keep, draw_equity
from pokerbits.equities.fixed import fixed_equity
from pokerbits.equities.hands import parse_hand
from pokerbits.equities.deal import given
from pokerbits.equities.plan import EquityPlan
from pokerbits.equities.results import EquityResult, PlayerEquity, PotEquity
from pokerbits.games import Game
from pokerbits.games.amounts import Amount

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pokerbits._core.common.cards import Cards   # a name of the stub only


def equity(game: Union[str, Game], hands: Sequence[Optional[Cards]], board: Optional[Cards] = (),
           dead: Optional[Cards] = (), *, samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1,
           boards: Union[None, int, Sequence[Optional[Cards]]] = None,
           discards: Optional[Sequence[Optional[Cards]]] = None, draws: Optional[int] = None,
           keep: Optional[Keep] = None, progress: Optional[Callable[[int, int], Any]] = None,
           contributions: Optional[Sequence[Amount]] = None, unit: Optional[Amount] = None) -> EquityResult:
    """Each player's share of the pot: exact when `samples` is None and the work is feasible
    (the exact walk's predicted cost at most EXACT_LIMIT units of work, some seconds), else Monte Carlo over `samples` deals (DEFAULT_SAMPLES
    if None) from `seed` (random if None; the result reports it).

    `hands` holds 2 to 10 entries, each exact cards (all or some of a hand: the rest are
    dealt), a range such as "QQ+, AKs, AQo+:0.5" (see pokerbits.ranges), "random", or None
    for a seat that folded (its cards unknown, not dead).
    `contributions` (what each seat put in: whole chips, or Decimal money) builds the main pot and side pots
    (pokerbits.games.pots): each seat's `ev` is then the chips it can expect to take back, and
    the result's `pots` each pot's expected shares (see pokerbits.equities.chips); Decimal money
    counts in units of its finest decimal place, or of `unit` (such as Decimal("0.01")) where finer.
    `boards=2` (or the known cards of two boards) plays a double-board pot: each board's result
    in `boards`, as pokerbits.equities.boards.boards_equity gives it.
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
    game = game if isinstance(game, Game) else games.game(game)   # resolved here, handed down
    stakes = None
    if contributions is not None or unit is not None or (isinstance(hands, (list, tuple))
                                                         and any(h is None for h in hands)):
        if isinstance(hands, (str, bytes)) or not hasattr(hands, "__iter__"):
            raise TypeError(f"hands must be a list with one hand or range per seat, not {type(hands).__name__}")
        hands = list(hands)
        stakes = stakes_of(hands, contributions, unit)
    if stakes is None:
        return _equity(game, hands, board, dead, samples, seed, threads, boards, discards, draws, keep, progress)
    seats = stakes.seats
    if len(seats) == 1:
        return _lone_seat(game, hands, board, dead, stakes)
    if discards is not None:
        if isinstance(discards, (str, bytes)) or len(discards) != len(hands):
            raise ValueError(f"discards must be a list with one entry per seat ({len(hands)})")
        discards = [discards[s] for s in seats]
    try:
        result = _equity(game, [hands[s] for s in seats], board, dead, samples, seed, threads, boards, discards,
                         draws, keep, progress, stakes)
    except KeyboardInterrupt as interrupt:   # a partial Monte Carlo result: every seat's too
        partial = getattr(interrupt, "result", None)
        interrupt.result = None if partial is None else stakes.seated(partial)   # type: ignore[attr-defined]
        raise
    return stakes.seated(result)


def _equity(game: Game, hands: Sequence, board: Any, dead: Any, samples: Optional[int],
            seed: Optional[int], threads: int, boards: Any, discards: Optional[Sequence], draws: Optional[int],
            keep: Optional[Callable], progress: Optional[Callable[[int, int], Any]],
            stakes: Optional[Stakes] = None) -> EquityResult:
    """equity() of the live hands (the deal's players), by kind of problem."""
    pots = None if stakes is None else stakes.deal_pots(len(game.halves))
    seats = None if stakes is None else stakes.seats
    if boards is not None:
        if board:
            raise ValueError("give the known cards of each board in boards=, not board=")
        if not isinstance(boards, (str, bytes)) and not hasattr(boards, "__iter__"):
            count = whole_number(boards, "boards")
            if count != 2:
                raise ValueError(f"a multi-board pot has exactly 2 boards, got {count}")
            boards = [(), ()]
        return boards_equity(game, hands, boards, dead, samples=samples, seed=seed, threads=threads,
                             progress=progress, pots=pots, seats=seats)
    if discards is not None or draws is not None or keep is not None:
        if board:
            raise ValueError("draws are for games without a board")
        return draw_equity(game, hands, dead, discards=discards, draws=1 if draws is None else draws,
                           samples=samples, seed=seed, threads=threads, keep=keep, progress=progress,
                           pots=pots, seats=seats)
    if samples is None:   # whole fixed hands and a small board to come: the quick way
        result = fixed_equity(game, hands, board, dead, seed, threads, progress, pots)
        if result is not None:
            return result
    return EquityPlan(game, hands, board, dead, samples=samples, seed=seed, pots=pots,
                      seats=seats).run(threads, progress)


def _lone_seat(game: Game, hands: Sequence, board: Any, dead: Any, stakes: Stakes) -> EquityResult:
    """Every other seat folded: the last hand takes every pot, no card to come."""
    g = game.seated(1)
    seat = stakes.seats[0]
    hand = parse_hand(hands[seat], g, f"player {seat + 1}")
    board_cards, dead_cards = given(board)[1], given(dead)[1]
    known = given(board)[0] | given(dead)[0] | (next(iter(hand.combos)) if hand.exact else 0)
    combo_count = math.comb(g.deck_size - bin(known).count("1"), hand.need) if hand.need else len(hand.combos)
    chips = None if stakes.contributions is None else float(sum(stakes.contributions))
    player = record(PlayerEquity, hand.label, combo_count, 1.0, 1.0, 0.0,
                    {h.name: 1.0 / len(g.halves) for h in g.halves}, 0.0, 0.0, 0.0, (), chips,
                    None if chips is None else 0.0)
    deal_pots = stakes.deal_pots(len(game.halves))
    pots = () if deal_pots is None else tuple(record(PotEquity, amount, eligible, (1.0,))
                                              for amount, eligible in deal_pots.pots)
    result = record(EquityResult, g, board_cards, dead_cards, (player,), 0, True, None, True, pots, ())
    return stakes.seated(result)
