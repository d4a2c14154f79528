"""All-in EV with side pots: the chips each seat can expect to take back over every runout.

`Stakes` is read once at equity()'s door from what each seat put in (`contributions`) and which
seats are still in (a hand of None folded; its cards are unknown, not dead). The pots are built
by pokerbits.games.pots. The walks deal the live seats only (the deal's players) and tally, on
every runout, the share of each pot that two players or more contest among its eligible players
(the tally's pots, see pokerbits._core.walks.tally); a pot that only one seat can win goes back
to it. A seat's EV is then the sum over the pots of the pot's chips times its expected share,
each split exact (an odd chip counts as its expectation, as showdown's `exact_chips`).

>>> r = equity("holdem", ["AsAd", "KsKd", "QsQd"], board="2c 7d 9h Jc", contributions=[100, 60, 40])
>>> [round(p.ev, 4) for p in r.players], [pot.amount for pot in r.pots]
([186.6667, 7.619, 5.7143], [120, 40, 40])
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, Optional, Sequence, Tuple

from pokerbits._core.common.records import record
from pokerbits._core.walks import equity as _equity
from pokerbits.equities.results import EquityResult, PlayerEquity, PotEquity
from pokerbits.games import Game
from pokerbits.games.pots import Pot, build_pots, checked_contributions

_LAYOUT = _equity.layout()
POT_UNITS = _LAYOUT["pot_units"]
_DEALS, _POT, _TAKE_SQ = _LAYOUT["deals"], _LAYOUT["pot"], _LAYOUT["take_sq"]
_MAX_PLAYERS, _TAKE_UNITS = _LAYOUT["max_players"], _LAYOUT["take_units"]


@dataclass(frozen=True)
class DealPots:
    """The pots of a hand as the deal's players (the live seats, in seat order) see them."""

    pots: Tuple[Pot, ...]       # main pot first, eligible as deal players

    @property
    def contested(self) -> Tuple[int, ...]:
        """The pots two players or more contest, by index."""
        return tuple(k for k, pot in enumerate(self.pots) if not pot.returned)

    def for_deal(self, n_players: int) -> tuple:
        """The Deal's pots argument: every contested pot as (eligible bits, take per share unit),
        or none where the one contested pot is every player's (the tally's share is its share)."""
        contested = self.contested
        everyone = tuple(range(n_players))
        if len(contested) <= 1 and all(self.pots[k].eligible == everyone for k in contested):
            return ()
        chips = sum(self.pots[k].amount for k in contested)
        return tuple((sum(1 << p for p in self.pots[k].eligible),
                      _TAKE_UNITS * self.pots[k].amount / chips / POT_UNITS if chips else 0.0) for k in contested)

    def evs(self, t: Sequence, weight: float, deals: int, exact: bool, n_players: int,
            shares: Sequence[float], share_errors: Sequence[float]) -> tuple:
        """(EV per player, its error per player, PotEquity per pot) from a tally `t` of `weight`
        (the deals, weighted), with each player's share of the whole pot and its error."""
        by_pot = self.for_deal(n_players)
        equities = []
        for k, pot in enumerate(self.pots):
            if pot.returned:
                equities.append(tuple(1.0 if p == pot.eligible[0] else 0.0 for p in range(n_players)))
            elif by_pot:
                at = _POT + self.contested.index(k) * _MAX_PLAYERS
                equities.append(tuple(t[at + p] / weight / POT_UNITS for p in range(n_players)))
            else:
                equities.append(tuple(shares))
        ev = [sum(pot.amount * equities[k][p] for k, pot in enumerate(self.pots)) for p in range(n_players)]
        if exact:
            errors = [0.0] * n_players
        elif not by_pot:   # one contested pot: its chips times the share's error
            chips = sum(self.pots[k].amount for k in self.contested)
            errors = [chips * e for e in share_errors]
        else:
            chips = sum(self.pots[k].amount for k in self.contested)
            errors = []
            for p in range(n_players):
                mean = sum(take * equities[k][p] * POT_UNITS for (_, take), k in zip(by_pot, self.contested))
                variance = max(0.0, (t[_TAKE_SQ + p] - deals * mean * mean) / (deals - 1)) if deals > 1 else 0.0
                errors.append(chips / _TAKE_UNITS * math.sqrt(variance / deals) if deals else 0.0)
        pots = tuple(record(PotEquity, pot.amount, pot.eligible, equities[k]) for k, pot in enumerate(self.pots))
        return ev, errors, pots


@dataclass(frozen=True)
class Stakes:
    """What each seat put in and which seats are still in: the hand's pots, for equity()."""

    contributions: Optional[Tuple[int, ...]]   # None: no chips given (the seats' folds only)
    live: Tuple[bool, ...]

    @property
    def seats(self) -> Tuple[int, ...]:
        """The live seats, in seat order: the deal's players."""
        return tuple(s for s, alive in enumerate(self.live) if alive)

    def deal_pots(self) -> Optional[DealPots]:
        """The pots as the deal's players see them (None without chips)."""
        if self.contributions is None:
            return None
        index = {seat: p for p, seat in enumerate(self.seats)}
        return DealPots(tuple(Pot(pot.amount, tuple(index[s] for s in pot.eligible))
                              for pot in build_pots(self.contributions, self.live)))

    def seated(self, result: EquityResult) -> EquityResult:
        """`result` of the deal's players as every seat's: a folded seat's entry holds nothing,
        the pots name seats."""
        seats = self.seats
        players: list = [None] * len(self.live)
        for p, seat in enumerate(seats):
            players[seat] = result.players[p]
        for s, alive in enumerate(self.live):
            if not alive:
                players[s] = folded_seat(result.game, 0.0 if self.contributions is not None else None)
        pots = tuple(
            record(PotEquity, pot.amount, tuple(seats[p] for p in pot.eligible),
                   tuple(pot.equity[seats.index(s)] if alive else 0.0 for s, alive in enumerate(self.live)))
            for pot in result.pots)
        boards = tuple(self.seated(b) for b in result.boards)
        return record(EquityResult, result.game, result.board, result.dead, tuple(players), result.deals,
                      result.exact, result.seed, result.complete, pots, boards)


def stakes_of(hands: Sequence, contributions: Any) -> Optional[Stakes]:
    """The Stakes of a call to equity(), read at its door: None for a plain call (no chips, no
    folded seat); a one-line ValueError for bad contributions or when every seat folded."""
    if contributions is None and all(hand is not None for hand in hands):
        return None
    live = tuple(hand is not None for hand in hands)
    chips = None if contributions is None else checked_contributions(contributions, len(hands))
    if not any(live):
        raise ValueError("every seat folded: at least one hand must still be in")
    return Stakes(chips, live)


def with_ev(pots: DealPots, players: tuple, t: Sequence, deals: int, exact: bool) -> tuple:
    """(players, PotEquity per pot): the deal's players' results with their EVs, from the tally
    `t` of `deals` deals."""
    ev, errors, by_pot = pots.evs(t, t[_DEALS], deals, exact, len(players), [p.equity for p in players],
                                  [p.equity_error for p in players])
    return tuple(dataclasses.replace(p, ev=e, ev_error=err) for p, e, err in zip(players, ev, errors)), by_pot


def folded_seat(game: Game, ev: Optional[float]) -> PlayerEquity:
    """The entry of a seat that folded: it wins nothing."""
    return PlayerEquity("folded", 0, 0.0, 0.0, 0.0, {h.name: 0.0 for h in game.halves}, 0.0, 0.0, 0.0, (), ev,
                        None if ev is None else 0.0)
