"""All-in EV with side pots: the chips each seat can expect to take back over every runout.

`Stakes` is read once at equity()'s door from what each seat put in (`contributions`) and which
seats are still in (a hand of None folded; its cards are unknown, not dead). The pots are built
as pokerbits.games.pots builds them, and the EVs read from the tally, by compiled code
(pokerbits._core.walks.chips). The walks deal the live seats only (the deal's players) and
tally, on every runout, the share of each pot that two players or more contest among its eligible players
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

from dataclasses import replace
from typing import Any, Optional, Sequence, Tuple

from pokerbits._core.common.records import record
from pokerbits._core.walks import equity as _equity
from pokerbits._core.walks.chips import PotChips, pot_levels
from pokerbits.equities.results import EquityResult, PlayerEquity, PotEquity
from pokerbits.games import Game
from pokerbits.games.amounts import Units, checked_unit
from pokerbits.games.pots import checked_contributions

POT_UNITS = _equity.layout()["pot_units"]


class DealPots(PotChips):
    """The pots of a hand as the deal's players (the live seats, in seat order) see them, made
    once per call and read-only: `pots` ((amount, eligible) pairs, main pot first, eligible as
    deal players), and the Deal's pots argument (`for_deal`: each pot that two players or more
    contest as (eligible bits, take per share unit, chips modulo POT_UNITS)). Heads-up in a
    one-half game it is empty: the one pot both players contest is the tally's own, and its odd
    chip follows from the ties (the first seat takes it). Built, and read from a tally, by the
    compiled pokerbits._core.walks.chips.PotChips (a small call's side pots cost little more
    than its walk)."""

    __slots__ = ()

    def part(self, board: int, boards: int) -> DealPots:
        """The pots of one board of `boards`: each pot's part (the odd chips to the first boards)."""
        return DealPots(tuple([(amount // boards + (board < amount % boards), eligible)
                               for amount, eligible in self.pots]), self.n_players, self.n_halves)

    def evs(self, t: Sequence, deals: int, exact: bool, n: int) -> tuple:
        """(EV per player, its error per player, PotEquity per pot) of n players from a tally `t`
        of `deals` deals."""
        ev, errors, shares = self.chips(t, deals, exact, n)
        pots = []   # (a loop: a comprehension would make a function and closure cells every call)
        for (amount, eligible), share in zip(self.pots, shares):
            pots.append(record(PotEquity, amount, eligible, share))
        return ev, errors, tuple(pots)


# The DealPots of the stakes seen last (read-only, so calls share them): a caller valuing many
# hands at the same stacks builds its pots once
_MADE: dict = {}
_MADE_AT_MOST = 256


class Stakes:
    """What each seat put in and which seats are still in, read once at equity()'s door
    (stakes_of) and read-only: `contributions` (None: no chips given, the seats' folds only),
    `live` (per seat) and `seats` (the live seats, in seat order: the deal's players)."""

    __slots__ = ("contributions", "live", "seats", "units")

    def __init__(self, contributions: Optional[Tuple[int, ...]], live: Tuple[bool, ...],
                 units: Optional[Units] = None) -> None:
        self.contributions, self.live = contributions, live
        self.seats = tuple([s for s, alive in enumerate(live) if alive]) if False in live else tuple(range(len(live)))
        self.units = units   # Decimal contributions: counted in these units, given back in Decimals

    def deal_pots(self, n_halves: int) -> Optional[DealPots]:
        """The pots as the deal's players see them, in a game of `n_halves` halves (None without
        chips)."""
        if self.contributions is None:
            return None
        key = (self.contributions, self.live, n_halves)
        pots = _MADE.get(key)
        if pots is None:
            if len(_MADE) >= _MADE_AT_MOST:
                _MADE.clear()
            pots = _MADE[key] = DealPots(tuple(pot_levels(self.contributions, self.live, True)), len(self.seats),
                                         n_halves)
        return pots

    def seated(self, result: EquityResult) -> EquityResult:
        """`result` of the deal's players as every seat's: a folded seat's entry holds nothing,
        the pots name seats."""
        if self.units is not None:
            result = _in_amounts(result, self.units)
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


def stakes_of(hands: Sequence, contributions: Any, unit: Any = None) -> Optional[Stakes]:
    """The Stakes of a call to equity(), read at its door: None for a plain call (no chips, no
    folded seat); a one-line ValueError for bad contributions or when every seat folded.
    `unit`: a unit declared for the contributions (its finest place counts where it is finer)."""
    declared = () if unit is None else (checked_unit(unit),)
    if declared and contributions is None:
        raise ValueError("unit goes with contributions: the unit of their chips")
    live = tuple([hand is not None for hand in hands])
    if contributions is None and all(live):
        return None
    amounts = None if contributions is None else checked_contributions(contributions, len(hands))
    if not any(live):
        raise ValueError("every seat folded: at least one hand must still be in")
    if amounts is None:
        return Stakes(None, live)
    units = Units.of((*amounts, *declared))
    if not units.decimal:
        return Stakes(amounts, live)   # type: ignore[arg-type]  # (whole chips: their own units)
    return Stakes(units.wholes(amounts, "contributions"), live, units)


def _in_amounts(result: EquityResult, units: Units) -> EquityResult:
    """A result counted in whole units with its chips in amounts of `units`' kind: each pot's
    amount a Decimal, each EV (and its error) scaled to the amounts (a float, as ever)."""
    per_amount = 10 ** units.places   # (dividing by the exact power of ten rounds once)
    players = tuple([replace(p, ev=p.ev / per_amount,
                             ev_error=None if p.ev_error is None else p.ev_error / per_amount)
                     if p.ev is not None else p
                     for p in result.players])
    out: Any = units.out   # (the result counts whole units)
    pots = tuple([replace(pot, amount=out(pot.amount)) for pot in result.pots])
    return replace(result, players=players, pots=pots, boards=tuple([_in_amounts(b, units) for b in result.boards]))


def folded_seat(game: Game, ev: Optional[float]) -> PlayerEquity:
    """The entry of a seat that folded: it wins nothing."""
    return PlayerEquity("folded", 0, 0.0, 0.0, 0.0, {h.name: 0.0 for h in game.halves}, 0.0, 0.0, 0.0, (), ev,
                        None if ev is None else 0.0)
