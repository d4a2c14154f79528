"""Showdown: who wins each half of each pot in a game of the table, and how the chips split.

Players are numbered in seat order from the first seat left of the button: `seat` is the index
in `hands` (messages say "player 1" for seat 0); `None` is a seat that folded. The pots are one
pot (`pot=`), or the main pot and side pots built from what each seat put in (`contributions=`,
see pokerbits.games.pots). Each pot is settled on its own among the seats that can win it: each
half in play gets an equal share, tied winners of a half share it equally. In whole chips, a
pot over two boards gives its odd chip to the first board, then a board's part its odd chip to
the first half of the game (the high half in Hi/Lo games) and, among tied players, to the first
in seat order (one chip each to the first players when several are left over). A half nobody
who can win the pot qualifies for is not played in it.
"""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from itertools import combinations
from typing import Any, Optional, Sequence, Union

from pokerbits._core.common import cards as _cards
from pokerbits._core.common.args import at_most, short_repr, whole_number
from pokerbits._core.common.records import record
from pokerbits.games import table as games
from pokerbits.games.pots import Pot, build_pots, checked_contributions
from pokerbits.games.amounts import Amount, Units, checked, checked_unit
from pokerbits.games.results import HalfResult, HandResult, PlayerResult, PotResult, Showdown, in_amounts
from pokerbits.games.table import Game, Half

__all__ = ["HalfResult", "HandResult", "PlayerResult", "PotResult", "Showdown", "boards_showdown", "engine_showdown",
           "showdown"]


def showdown(game: Union[str, Game], hands: Sequence, board: Any = None, pot: Optional[Amount] = None, *,
             boards: Optional[Sequence] = None, contributions: Optional[Sequence[Amount]] = None,
             dead: Optional[Sequence[Amount]] = None, unit: Optional[Amount] = None) -> Showdown:
    """Settle a hand: every player's hand for each half, the winners of each pot, and each
    player's share and chips.

    `hands` holds one hand per seat in seat order (any card notation; None for a seat that
    folded); `board` is the full board of a board game (in eight-handed Stud: the common card).
    Chips: `pot` is one pot among every live seat; or `contributions`, what each seat put in,
    builds the main pot and side pots (pokerbits.games.pots). Amounts are whole chips, or
    Decimal money such as 12.50: counted in units of the finest decimal place of their values
    (or of `unit`, such as Decimal("0.01"), where it is finer), an odd chip being one unit, the
    chips come back as Decimals. `boards` (two boards, instead of `board`) settles a
    double-board pot: see boards_showdown(). `dead` (with `contributions`): the part of each
    seat's contribution that is dead money, such as antes: it goes to the main pot and makes
    no level of the side pots.

    >>> result = showdown("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d"], board="Ah Kh 7c 4d 2s", pot=101)
    >>> [half.winners for half in result.halves], [p.chips for p in result.players]
    ([(0,), (1,)], [51, 50])
    >>> result.players[1].hands[1].description
    '6-5 low (6-5-4-2-A)'
    >>> allin = showdown("holdem", ["As Ad", "Kc Kd", "Qh Qs"], board="Kh 7c 8d 2s 3h", contributions=[100, 60, 40])
    >>> [(p.amount, p.eligible) for p in allin.pots], [p.chips for p in allin.players]
    ([(120, (0, 1, 2)), (40, (0, 1)), (40, (0,))], [40, 160, 0])
    """
    if boards is not None:
        if board is not None:
            raise ValueError("give either board or boards, not both")
        return boards_showdown(game, hands, boards, pot, contributions=contributions, dead=dead, unit=unit)
    return _settle(game, hands, [board], pot, contributions, dead, unit)


def boards_showdown(game: Union[str, Game], hands: Sequence, boards: Sequence, pot: Optional[Amount] = None, *,
                    contributions: Optional[Sequence[Amount]] = None, dead: Optional[Sequence[Amount]] = None,
                    unit: Optional[Amount] = None) -> Showdown:
    """Settle a hand over two boards (a double-board or bomb pot): each board settles an equal
    part of each pot with the game's halves, as showdown() does. Odd chips: the first board
    gets the odd chip of a pot's split between boards, then within a board the first half,
    then the first seat. Each board's own Showdown is in `boards`.

    >>> result = boards_showdown("holdem", ["As Ad", "Kc Kd"], ["Ah 7c 8d 2s 3h", "Kh Ks 9c 4d 5h"], pot=11)
    >>> [p.chips for p in result.players], [b.pot for b in result.boards]
    ([6, 5], [6, 5])
    """
    spec = _game(game)
    if isinstance(boards, (str, bytes, int)) or not hasattr(boards, "__iter__"):
        raise TypeError(f"boards must be a list of boards, not {type(boards).__name__}")
    boards = at_most(boards, 2)
    if not spec.board_cards:
        raise ValueError(f"{spec.name} has no board")
    if len(boards) != 2:
        more = " or more" if len(boards) > 2 else ""   # (read no further)
        raise ValueError(f"a multi-board pot has exactly 2 boards, got {len(boards)}{more}")
    first, second = (_cards.cards(b) for b in boards)
    if first & second:
        raise ValueError(f"duplicate card {_cards.card_strings(first & second)[0]}: board 1 and board 2")
    return _settle(spec, hands, boards, pot, contributions, dead, unit)


def _game(game: Union[str, Game]) -> Game:
    return game if isinstance(game, Game) else games.game(game)


def _settle(game: Union[str, Game], hands: Sequence, boards: list, pot: Any, contributions: Any,
            dead: Any = None, unit: Any = None) -> Showdown:
    """The showdown of `hands` on each of `boards` (one or two), the chips of `pot` or of
    the pots built from `contributions` (in units of their finest place, or of `unit`'s)."""
    spec = _game(game)
    if isinstance(hands, (str, bytes, int)) or not hasattr(hands, "__iter__"):
        raise TypeError(f"hands must be a list with one hand per seat, not {type(hands).__name__}")
    hands = at_most(hands, spec.deck_size)   # (each seat holds a card: never more seats than cards)
    if not hands:
        raise ValueError("a showdown needs at least one hand")
    if len(hands) > spec.deck_size:
        raise ValueError(f"{spec.name} deals {spec.deck_size} cards: too few for more than {spec.deck_size} players")
    live = [hand is not None for hand in hands]
    if contributions is not None and pot is not None:
        raise ValueError("give either pot or contributions, not both")
    if dead is not None and contributions is None:
        raise ValueError("dead goes with contributions: the part of what each seat put in that is dead money")
    declared = () if unit is None else (checked_unit(unit),)
    if declared and contributions is None and pot is None:
        raise ValueError("unit goes with pot or contributions: the unit of their chips")
    put_in = None if contributions is None else checked_contributions(contributions, len(hands))
    if not any(live):
        raise ValueError("every seat folded: at least one hand must still be in")
    units = None
    if put_in is not None:
        dead_in = None if dead is None else checked_contributions(dead, len(hands))
        units = Units.of((*put_in, *(dead_in or ()), *declared))   # counted in whole units of the finest place
        put_in = units.wholes(put_in, "contributions")
        pots = build_pots(put_in, live, None if dead_in is None else units.wholes(dead_in, "dead"))
        chips_given = True
    else:
        if isinstance(pot, Decimal) or declared:   # money: counted in whole units as contributions are
            pot = checked(pot, "pot") if isinstance(pot, Decimal) else _chips(pot)
            units = Units.of((pot, *declared))
            pot = units.whole(pot, "pot")
        else:
            pot = _chips(pot)
        chips_given = pot is not None
        pots = (Pot(pot or 0, tuple(seat for seat, alive in enumerate(live) if alive)),)
    seats = [seat for seat, alive in enumerate(live) if alive]
    spec = spec.seated(len(seats))
    if len(seats) == 1 < len(hands):   # the only hand left takes every pot without showing
        shown = {seats[0]: _shown(hands[seats[0]], seats[0])}
        dealt: list = [(0, shown, None) for _ in boards]
    else:
        dealt = [_dealt(spec, [(seat, hands[seat]) for seat in seats], b) for b in boards]
        shown = dealt[0][1]
    board_cards = [tuple(_cards.card_list(b)) if b is not None else () for b in boards]
    result = _settled(spec, len(hands), pots, [(board_set, board_cards[i], holes) for i, (board_set, _, holes)
                                               in enumerate(dealt)], shown, live, put_in, chips_given)
    return in_amounts(result, units) if units is not None and units.decimal else result


def engine_showdown(game: Game, holes: Sequence[Optional[int]], shown: Sequence[tuple], boards: Sequence[tuple],
                    contributions: Sequence[int], dead: Sequence[int], values: Optional[dict] = None) -> Showdown:
    """The showdown of a hand the engine dealt and checked (pokerbits.Hand.result): `holes`,
    the card set of each seat still in (None: folded or mucked), `shown` its cards as dealt, `boards`
    each run's board (canonical strings; one run but for a board run more than once: each run
    settles its part of every pot, as boards_showdown() splits a pot between boards); `game`
    seated for the hand; `values` (one board) each seat still in's values of the halves, when
    already known. Nothing is checked again.

    >>> holdem = games.game("holdem").seated(2)
    >>> holes = [cards("As Ad"), cards("Kc Kd")]
    >>> result = engine_showdown(holdem, holes, [("As", "Ad"), ("Kc", "Kd")], [("2c", "7d", "9h", "Js", "3c")], [3, 2], [0, 0])
    >>> [p.chips for p in result.players]
    [5, 0]
    """
    live = [hole is not None for hole in holes]
    pots = build_pots(contributions, live, dead)
    seats = [seat for seat, alive in enumerate(live) if alive]
    in_play = {seat: holes[seat] for seat in seats} if len(seats) > 1 else None
    return _settled(game, len(holes), pots, [(_cards.cards(board) if board else 0, board, in_play) for board in boards],
                    {seat: shown[seat] for seat in seats}, live, tuple(contributions), True,
                    values if len(boards) == 1 and in_play is not None else None)


def _settled(spec: Game, seats: int, pots: tuple, boards: list, shown: dict, live: list,
             put_in: Optional[tuple], chips_given: bool, known: Optional[dict] = None) -> Showdown:
    """Settle the pots on each board: `boards` holds (board set, board cards, {seat: hole set}
    or None when one hand takes every pot without showing); `known`: one board's values, given."""
    n = len(boards)
    per_board = []
    for b, (board_set, board_cards, holes) in enumerate(boards):
        values = known if known is not None else None if holes is None else \
            {seat: [half.value(hole, board_set) for half in spec.halves] for seat, hole in holes.items()}
        parts = [Pot(_part(p.amount, b, n), p.eligible) for p in pots] if n > 1 else pots
        settled = [_pay(spec, values, p, seats, chips_given, put_in is not None) for p in parts]
        per_board.append(_showdown(spec, seats, shown, values, holes, board_set, board_cards, settled, live,
                                   put_in, chips_given))
    if n == 1:
        return per_board[0]
    return _combined(spec, per_board, pots, seats, shown, live, chips_given)


_ZERO, _ONE = Fraction(0), Fraction(1)


_PARTS: dict = {1: _ONE}


def _part_of(parts: int) -> Fraction:
    """1/parts, made once."""
    part = _PARTS.get(parts)
    if part is None:
        part = _PARTS[parts] = Fraction(1, parts)
    return part


def _chips_of(pots: list, seat: int) -> Fraction:
    """The exact chips `seat` takes from the settled pots (no odd chips)."""
    whole, part = 0, _ZERO
    for pot in pots:
        share = pot.shares[seat]
        if share is _ZERO or not pot.amount:   # (_pay's shares: _ZERO itself when none)
            continue
        if share is _ONE:   # the whole pot: no Fraction arithmetic
            whole += pot.amount
        elif share:
            part = share * pot.amount if part is _ZERO else part + share * pot.amount
    if not whole:
        return part
    return Fraction(whole) if part is _ZERO else part + whole


def _part(amount: int, board: int, boards: int) -> int:
    """Board `board`'s part of a pot split between `boards` boards, odd chips to the first."""
    return amount // boards + (board < amount % boards)


def _pay(game: Game, values: Optional[dict], pot: Pot, seats: int, chips_given: bool,
         side_pots: bool = True) -> PotResult:
    """Settle one pot among its eligible seats (values[seat][half]: each live seat's value, None
    when no hand showed). A side pot of one eligible seat goes back to it uncalled."""
    shares = [_ZERO] * seats
    chips = [0] * seats
    if values is None or (pot.returned and side_pots):
        shares[pot.eligible[0]] = _ONE
        chips[pot.eligible[0]] = pot.amount
        return record(PotResult, pot.amount if chips_given else None, pot.eligible, (), tuple(shares),
                         tuple(chips) if chips_given else None)
    halves = game.halves
    eligible = pot.eligible
    tops = [max([values[seat][i] for seat in eligible]) for i in range(len(halves))]
    in_play = [i for i, top in enumerate(tops) if top > 0]
    winners = [tuple([seat for seat in eligible if values[seat][i] == top]) if top > 0 else ()
               for i, top in enumerate(tops)]
    results = []
    for i, half in enumerate(halves):
        if i not in in_play:
            results.append(record(HalfResult, half.name, half.system, (), _ZERO, 0 if chips_given else None))
            continue
        share = _part_of(len(in_play))
        each_share = _part_of(len(in_play) * len(winners[i]))
        # odd chips to the first halves in play, then to the first winners
        half_chips = pot.amount // len(in_play) + (in_play.index(i) < pot.amount % len(in_play))
        each, odd = divmod(half_chips, len(winners[i]))
        for rank, seat in enumerate(winners[i]):
            chips[seat] += each + (rank < odd)
            shares[seat] = each_share if shares[seat] is _ZERO else shares[seat] + each_share
        results.append(record(HalfResult, half.name, half.system, winners[i], share, half_chips if chips_given else None))
    return record(PotResult, pot.amount if chips_given else None, pot.eligible, tuple(results), tuple(shares),
                     tuple(chips) if chips_given else None)


def _showdown(game: Game, n: int, shown: dict, values: Optional[dict], holes: Optional[dict], board_set: int,
              board_cards: tuple, pots: list, live: list, put_in: Optional[tuple], chips_given: bool) -> Showdown:
    """One board's Showdown from its settled pots."""
    seats = range(n)
    total = sum([p.amount for p in pots]) if chips_given else None
    exact = [_chips_of(pots, s) for s in seats]
    if total:
        share = [_ZERO if exact[s] is _ZERO else _ONE if exact[s] == total else exact[s] / total for s in seats]
    else:   # no chips (or none in play): the shares of the pots
        share = [sum((p.shares[s] for p in pots), Fraction(0)) / len(pots) for s in seats]
    top_halves = _best_hands(game, values, pots) if values is not None else ()
    hole_sets = holes or {}   # (none when one hand took every pot unshown: `values` is None too)
    chips = (list(pots[0].chips) if len(pots) == 1 else [sum(p.chips[s] for p in pots) for s in seats]) \
        if chips_given else [None] * n
    halves = tuple(enumerate(game.halves))
    of = HandResult.of
    players = tuple([
        record(
            PlayerResult,
            s,                                                  # seat
            shown.get(s, ()),                                   # cards
            (tuple([of(half, hole_sets[s], board_set, values[s][i]) for i, half in halves])
             if values is not None and live[s] else ()),       # hands
            share[s],
            exact[s] if chips_given else None,                  # exact_chips
            chips[s],
            not live[s],                                        # folded
            None if put_in is None else put_in[s],              # contributed
        )
        for s in seats])
    if values is not None:   # the hands showed
        in_play = [i for i, half in enumerate(top_halves) if half.winners]
        scoopers = [s for s in seats if live[s] and all(top_halves[i].winners == (s,) for i in in_play)]
        kept = " and ".join(top_halves[i].name for i in in_play)
        note = "; ".join(f"no qualifying {h.name}: {kept} takes all" for h in top_halves if not h.winners)
    else:
        scoopers = [s for s in seats if live[s]]
        note = "every other seat folded: the last hand takes every pot" if n > 1 else ""
    return record(Showdown, game, board_cards, total, players, top_halves, scoopers[0] if scoopers else None, note,
                  tuple(pots), ())


def _best_hands(game: Game, values: dict, pots: list) -> tuple:
    """The halves of the contest among every live seat: the pot's halves when one pot is
    contested by all of them, else the best hands' holders (their chips are in the pots)."""
    live = tuple(sorted(values))
    if len(pots) == 1 and pots[0].eligible == live:
        return pots[0].halves
    contest = _pay(game, values, Pot(0, live), max(live) + 1, False, False)
    return tuple(HalfResult(h.name, h.system, h.winners, h.share, None) for h in contest.halves)


def _combined(game: Game, per_board: list, pots: tuple, n_seats: int, shown: dict, live: list,
              chips_given: bool) -> Showdown:
    """The Showdown of a pot over several boards: each board's parts added up."""
    n = len(per_board)
    seats = range(n_seats)
    combined_pots = tuple(
        PotResult(pot.amount if chips_given else None, pot.eligible, (),
                  tuple(sum((b.pots[k].shares[s] for b in per_board), Fraction(0)) / n for s in seats),
                  tuple(sum(b.pots[k].chips[s] for b in per_board) for s in seats) if chips_given else None)
        for k, pot in enumerate(pots))
    players = tuple(
        PlayerResult(
            seat=s, cards=shown.get(s, ()), hands=(),
            share=sum((b.players[s].share for b in per_board), Fraction(0)) / n,
            exact_chips=sum((b.players[s].exact_chips for b in per_board), Fraction(0)) if chips_given else None,
            chips=sum(b.players[s].chips for b in per_board) if chips_given else None,
            folded=not live[s],
            contributed=per_board[0].players[s].contributed,
        )
        for s in seats)
    scooper = per_board[0].scooper if all(b.scooper == per_board[0].scooper for b in per_board) else None
    total = sum(pot.amount for pot in pots) if chips_given else None
    return Showdown(game, (), total, players, (), scooper, "", combined_pots, tuple(per_board))


def _shown(hand: Any, seat: int) -> tuple:
    """A hand's cards as given, in the order given."""
    try:
        return tuple(_cards.card_list(hand))
    except (ValueError, TypeError) as error:
        raise type(error)(f"player {seat + 1}: {error}") from None


def _dealt(game: Game, hands: list, board: Any) -> tuple:
    """The board and every (seat, hand) as card sets, checked against the game and for
    duplicates: (board set, {seat: cards as given}, {seat: card set})."""
    board_set = 0 if board is None else _cards.cards(board)
    _in_deck(game, board_set, "the board")
    n_board = _cards.card_count_of(board_set)
    if game.board_cards == 0 and n_board:
        raise ValueError(f"{game.name} has no board, got {n_board} board cards")
    if game.board_cards and n_board != game.board_cards:
        raise ValueError(f"{game.name} needs a board of exactly {game.board_cards} cards, got {n_board}")
    owners = [("the board", board_set)]
    used = board_set
    holes, shown = {}, {}
    for seat, hand in hands:
        who = f"player {seat + 1}"
        shown[seat] = _shown(hand, seat)
        try:
            hole = _cards.cards(hand)
        except (ValueError, TypeError) as error:
            raise type(error)(f"{who}: {error}") from None
        _in_deck(game, hole, who)
        n_hole = _cards.card_count_of(hole)
        if n_hole != game.hole_cards:
            raise ValueError(f"{who}: {game.name} needs exactly {game.hole_cards} cards in each hand, got {n_hole}")
        if hole & used:
            card = hole & used & -(hole & used)   # the lowest card held twice
            first = next(name for name, held in owners if held & card)
            raise ValueError(f"duplicate card {_cards.card_strings(card)[0]}: {first} and {who}")
        used |= hole
        owners.append((who, hole))
        holes[seat] = hole
    return board_set, shown, holes


def _in_deck(game: Game, cs: int, who: str) -> None:
    if cs & ~game.deck:
        outside = " ".join(_cards.card_strings(cs & ~game.deck))
        raise ValueError(f"{who}: {game.name} deals from {game.deck_size} cards, which do not include {outside}")


def _chips(pot: Any) -> Optional[int]:
    if pot is None:
        return None
    pot = whole_number(pot, "pot")
    if pot < 0:
        raise ValueError(f"pot must not be negative, got {short_repr(pot)}")
    return pot
