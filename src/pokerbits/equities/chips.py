"""All-in EV with side pots: the chips each seat can expect to take back over every runout.

`Stakes` is read once at equity()'s door from what each seat put in (`contributions`) and which
seats are still in (a hand of None folded; its cards are unknown, not dead). The pots are built
by pokerbits.games.pots. The walks deal the live seats only (the deal's players) and tally, on
every runout, the share of each pot that two players or more contest among its eligible players
(the tally's pots, see pokerbits._core.walks.tally); a pot that only one seat can win goes back
to it. A seat's EV is the mean of the whole chips a showdown gives it on each runout (its
`players[i].chips`: odd chips by the rules): a pot of A = q * POT_UNITS + r chips pays q chips a
share unit, every split of POT_UNITS being whole, and the walks tally the chips of a pot of r
beside the units.

>>> r = equity("holdem", ["AsAd", "KsKd", "QsQd"], board="2c 7d 9h Jc", contributions=[100, 60, 40])
>>> [round(p.ev, 4) for p in r.players], [pot.amount for pot in r.pots]
([186.6667, 7.619, 5.7143], [120, 40, 40])
>>> [p.ev for p in equity("holdem", ["AsAd", "AcAh", None], "2c 7d 9h Jc Kd", contributions=[51, 51, 1]).players]
[52.0, 51.0, 0.0]
"""
from __future__ import annotations

import math
from typing import Any, Optional, Sequence, Tuple

from pokerbits._core.common.records import record
from pokerbits._core.walks import equity as _equity
from pokerbits.equities.results import EquityResult, PlayerEquity, PotEquity
from pokerbits.games import Game
from pokerbits.games.pots import Pot, build_pots, checked_contributions

_LAYOUT = _equity.layout()
POT_UNITS = _LAYOUT["pot_units"]
_DEALS, _SHARE, _SHARE_SQ = _LAYOUT["deals"], _LAYOUT["share"], _LAYOUT["share_sq"]
_WIN, _TIE = _LAYOUT["win"], _LAYOUT["tie"]
_POT, _POT_ODD, _POT_STRIDE, _TAKE_SQ = _LAYOUT["pot"], _LAYOUT["pot_odd"], _LAYOUT["pot_stride"], _LAYOUT["take_sq"]
_MAX_PLAYERS, _TAKE_UNITS = _LAYOUT["max_players"], _LAYOUT["take_units"]


class DealPots:
    """The pots of a hand as the deal's players (the live seats, in seat order) see them, made
    once per call and read-only: `pots` (main pot first, eligible as deal players), and the
    Deal's pots argument (`for_deal`: each pot that two players or more contest as (eligible
    bits, take per share unit, chips modulo POT_UNITS)). Heads-up in a one-half game it is empty:
    the one pot both players contest is the tally's own, and its odd chip follows from the ties
    (the first seat takes it)."""

    __slots__ = ("pots", "for_deal", "_read", "_chips", "_n_halves", "_n_players")

    def __init__(self, pots: Tuple[Pot, ...], n_players: int, n_halves: int) -> None:
        self.pots, self._n_players, self._n_halves = pots, n_players, n_halves
        contested = [pot for pot in pots if len(pot.eligible) > 1]
        chips = self._chips = sum([pot.amount for pot in contested])
        self.for_deal: tuple = ()
        if contested and not (n_players == 2 and n_halves == 1):
            self.for_deal = tuple([(sum([1 << p for p in pot.eligible]),
                                    _TAKE_UNITS * pot.amount / chips / POT_UNITS if chips else 0.0,
                                    pot.amount % POT_UNITS) for pot in contested])
        # where each pot's chips are: a seat that takes it back (-1 - seat), the tally's pot entries
        # (T_POT), or (heads-up, one half) the tally's shares, wins and ties
        read, k = [], 0
        for pot in pots:
            if len(pot.eligible) == 1:
                read.append(-1 - pot.eligible[0])
            else:
                read.append(_POT + k * _POT_STRIDE if self.for_deal else _SHARE)
                k += 1
        self._read = tuple(read)

    def part(self, board: int, boards: int) -> DealPots:
        """The pots of one board of `boards`: each pot's part (the odd chips to the first boards)."""
        return DealPots(tuple(Pot(pot.amount // boards + (board < pot.amount % boards), pot.eligible)
                              for pot in self.pots), self._n_players, self._n_halves)

    def evs(self, t: Sequence, deals: int, exact: bool, n: int) -> tuple:
        """(EV per player, its error per player, PotEquity per pot) of n players from a tally `t`
        of `deals` deals."""
        weight = t[_DEALS]
        ev = [0.0] * n
        pots = []
        for pot, at in zip(self.pots, self._read):
            q, rem = divmod(pot.amount, POT_UNITS)
            if at < 0:
                chips = [float(pot.amount) if p == -1 - at else 0.0 for p in range(n)]
            elif at == _SHARE:   # heads-up, one half: the first seat takes the odd chip of a split
                ties = t[_TIE] / weight
                chips = [q * t[_SHARE + p] / weight + rem * t[_WIN + p] / weight + (rem - rem // 2 if p == 0
                         else rem // 2) * ties for p in range(n)]
            else:
                chips = [q * t[at + p] / weight + t[at + _POT_ODD + p] / weight for p in range(n)]
            for p in range(n):
                ev[p] += chips[p]
            pots.append(record(PotEquity, pot.amount, pot.eligible,
                               tuple([c / pot.amount if pot.amount else 0.0 for c in chips])))
        if exact:
            errors = [0.0] * n
        elif not self.for_deal:   # one contested pot: its chips times the error of the share of it
            errors = [self._chips * _error(t[_SHARE_SQ + p] / POT_UNITS ** 2, deals, t[_SHARE + p] / weight / POT_UNITS)
                      for p in range(n)]
        else:   # the take's second moment
            errors = [self._chips / _TAKE_UNITS * _error(t[_TAKE_SQ + p], deals, sum(
                take * t[_POT + i * _POT_STRIDE + p] for i, (_, take, _) in enumerate(self.for_deal)) / weight)
                for p in range(n)]
        return ev, errors, tuple(pots)


def _error(square_sum: float, deals: int, mean: float) -> float:
    """The standard error of a mean of `deals` values from their sum of squares (as the plan's
    errors of a share)."""
    if deals < 2:
        return 0.0
    return math.sqrt(max(0.0, (square_sum - deals * mean * mean) / (deals - 1)) / deals)


class Stakes:
    """What each seat put in and which seats are still in, read once at equity()'s door
    (stakes_of) and read-only: `contributions` (None: no chips given, the seats' folds only),
    `live` (per seat) and `seats` (the live seats, in seat order: the deal's players)."""

    __slots__ = ("contributions", "live", "seats")

    def __init__(self, contributions: Optional[Tuple[int, ...]], live: Tuple[bool, ...]) -> None:
        self.contributions, self.live = contributions, live
        self.seats = tuple([s for s, alive in enumerate(live) if alive])

    def deal_pots(self, n_halves: int) -> Optional[DealPots]:
        """The pots as the deal's players see them, in a game of `n_halves` halves (None without
        chips)."""
        if self.contributions is None:
            return None
        seats = self.seats
        pots = build_pots(self.contributions, self.live)
        if len(seats) < len(self.live):   # seat numbers to the deal's player numbers
            index = {seat: p for p, seat in enumerate(seats)}
            pots = tuple([Pot(pot.amount, tuple([index[s] for s in pot.eligible])) for pot in pots])
        return DealPots(pots, len(seats), n_halves)

    def seated(self, result: EquityResult) -> EquityResult:
        """`result` of the deal's players as every seat's: a folded seat's entry holds nothing,
        the pots name seats."""
        seats = self.seats
        if len(seats) == len(self.live):   # every seat is a player of the deal
            return result
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
    live = tuple([hand is not None for hand in hands])
    if contributions is None and all(live):
        return None
    chips = None if contributions is None else checked_contributions(contributions, len(hands))
    if not any(live):
        raise ValueError("every seat folded: at least one hand must still be in")
    return Stakes(chips, live)


def folded_seat(game: Game, ev: Optional[float]) -> PlayerEquity:
    """The entry of a seat that folded: it wins nothing."""
    return PlayerEquity("folded", 0, 0.0, 0.0, 0.0, {h.name: 0.0 for h in game.halves}, 0.0, 0.0, 0.0, (), ev,
                        None if ev is None else 0.0)
