"""The quick way through `equity()` for its most common small call: every hand whole exact
cards, at most MAX_TO_COME board cards to come (or a heads-up preflop problem that a matchup
table answers, pokerbits.equities.matchups), exact (samples=None), one board.

It parses, builds the deal and the result with the planner's own pieces (whole_cards,
make_deal, player_equity) and walks the deal in one stripe (or reads its tally from the matchup
table, as the plan does), skipping what such a problem does not need: ranges, the choice of
stripes and threads, the task objects. It decides nothing of
its own: a call it does not take, and any input error, it leaves to the general plan
(pokerbits.equities.plan), which gives the same result or raises the error.

>>> fixed_equity("holdem", ["AhKh", "QsQd"], "2c 7d Th", ()).deals
990
>>> fixed_equity("holdem", ["AhKh", "QQ"], "2c 7d Th", ()) is None     # a range: the plan's
True
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from pokerbits import games
from pokerbits._core.common import cards as _cards
from pokerbits._core.common.records import record
from pokerbits._core.walks import exact_walk as _exact_walk
from pokerbits.equities import matchups
from pokerbits.equities.chips import DealPots
from pokerbits.equities.hands import label, whole_cards
from pokerbits.equities.deal import given, make_deal
from pokerbits.equities.plan import MAX_PLAYERS, player_equity
from pokerbits.equities.results import EquityResult
from pokerbits.games import Game

# With at most two board cards to come, no fixed-hand problem reaches the planner's stripe size
# (C(52, 2) deals * 10 players * 30 evaluations < 2,000,000): the plan would run one exact
# stripe, the same walk as here, and add its tally to zeros (which changes no number).
MAX_TO_COME = 2


def fixed_equity(game: Any, hands: Any, board: Any, dead: Any, seed: Any = None, threads: Any = 1,
                 progress: Optional[Callable[[int, int], Any]] = None,
                 pots: Optional[DealPots] = None) -> Optional[EquityResult]:
    """The exact result of a problem of whole fixed hands and at most MAX_TO_COME board cards
    to come, or None when the call is another kind or has an input error (the plan's then).
    `seed` (unused when exact), `threads` and `progress` as for equity() with samples=None:
    one task, so progress(1, 1) when it is done. `pots`: as EquityPlan's."""
    if not isinstance(hands, (list, tuple)) or not 2 <= len(hands) <= MAX_PLAYERS:
        return None
    if seed is not None and type(seed) is not int or type(threads) is not int or threads < 1:
        return None
    if progress is not None and not callable(progress):
        return None
    try:   # an unknown game, unreadable cards, a deck too small for the players: the plan says so
        g = (game if isinstance(game, Game) else games.game(game)).seated(len(hands))
        board_cs, board_cards = given(board)   # read once: the set, and the strings the result shows
        dead_cs, dead_cards = given(dead)
    except (ValueError, TypeError, AttributeError):
        return None
    n_board = _cards.card_count_of(board_cs)
    table = matchups.answering(g, len(hands), board_cs | dead_cs)
    to_come = g.board_cards - n_board
    if (board_cs | dead_cs) & ~g.deck or board_cs & dead_cs or not (table or 0 <= to_come <= MAX_TO_COME):
        return None
    parsed, problem, held = [], [], board_cs | dead_cs
    for spec in hands:
        cs = whole_cards(spec, g)
        if cs is None:
            return None
        if cs & held:      # a duplicate card: the plan names it
            return None
        held |= cs
        parsed.append([cs])
        problem.append((parsed[-1], [1.0], 0))   # one combo of weight 1, no card to come
    try:
        deal = make_deal(g, board_cs, n_board, dead_cs, problem, pots)
    except ValueError:     # more cards than the deck holds: the plan says so
        return None
    try:
        deals, totals = matchups.shipped(table).tally(deal) if table else _exact_walk.enumerate_stripe(deal, 0, 1, 0)
        if progress is not None:
            progress(1, 1)
    except KeyboardInterrupt as interrupt:   # as the plan's exact run: no partial result
        interrupt.result = None      # type: ignore[attr-defined]
        raise
    n = len(parsed)
    ev, errors, by_pot = pots.evs(totals, deals, True, n) if pots is not None else ([None] * n, [None] * n, ())
    players = []   # (a loop: a comprehension would make a function and closure cells every call)
    for p in range(n):
        players.append(player_equity(g, deal, p, label(hands[p]), 0, 1, parsed[p], totals, deals, True, ev[p],
                                     errors[p]))
    return record(EquityResult, g, board_cards, dead_cards, tuple(players), deals, True, None, True, by_pot, ())
