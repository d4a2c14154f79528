"""The compiled deal of an equity problem (pokerbits._core.walks.equity.Deal) made from a game of
the table: the one place where a game's halves become the walks' kernels, which the plan, the
quick fixed-hand path and the matchup tables' builder share.

>>> from pokerbits import games
>>> make_deal(games.game("holdem"), 0, 0, 0, [([3], [1.0], 0), ([12 << 16 | 12], [1.0], 0)]).n_players
2
"""
from __future__ import annotations

from typing import Any, Optional

from pokerbits._core.common import cards as _cards
from pokerbits._core.kernels import batch as _batch
from pokerbits._core.walks import equity as _equity
from pokerbits.equities.chips import DealPots
from pokerbits.games import Game
from pokerbits.systems import FULL_DECK


def given(cards: Any) -> tuple:
    """Board or dead cards (None for none): their card set and, as a result gives them, their
    canonical strings in the order given."""
    return _cards.given_cards(cards if cards is not None else ())


def make_deal(g: Game, board: int, n_board: int, dead: int, players: list,
              pots: Optional[DealPots] = None) -> _equity.Deal:
    """The compiled deal of a problem of game `g` (seated): the known board (`n_board` cards),
    the dead cards and, per player, (combo card sets, weights, cards still to come); with `pots`
    (a hand with side pots), the pots that the deal tallies apart."""
    halves = []
    for h in g.halves:   # one pass (hot in small calls): each half's kernel, checked
        if h.exactly not in (None, (2, 3)):
            raise ValueError(f"{g.name}: no equity kernel uses exactly {h.exactly[0]}+{h.exactly[1]} cards")
        halves.append((_batch.KERNEL_IDS[h.system], h.exactly is not None))
    off_deck = FULL_DECK & ~g.deck     # the deal walker takes them as dead cards
    return _equity.Deal(halves, board, g.board_cards - n_board, dead | off_deck, players,
                        () if pots is None else pots.for_deal)
