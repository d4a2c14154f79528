"""Showdown: who wins each half of the pot in a game of the table, and how the chips split.

Players are numbered in seat order: `seat` is the index in `hands` (messages say "player 1"
for seat 0).  Each half in play gets an equal share of the pot; tied winners of a half share it
equally.  In whole chips, an odd chip goes to the first half of the game (the high half in
Hi/Lo games) and, among tied players, to the first in seat order (one chip each to the first
players when several are left over).  A half nobody qualifies for is not played.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Optional, Sequence, Tuple, Union, overload

from pokerbits._core.common import cards as _cards
from pokerbits._core.common.args import at_most, short_repr, whole_number
from pokerbits.games import table as games
from pokerbits.games.table import Game, Half


@dataclass(frozen=True)
class HandResult:
    """One player's hand for one half of the pot."""

    value: int                  # the half's system value, higher wins; 0: does not qualify
    description: str
    cards: Tuple[str, ...]      # the cards that make the hand, as the description reads; () if none

    @property
    def qualifies(self) -> bool:
        return self.value > 0


@dataclass(frozen=True)
class HalfResult:
    """One half of the pot: its winners and what it pays."""

    name: str                   # "high", "low", "badugi"
    system: str
    winners: Tuple[int, ...]    # seats of the winners, in seat order; () if nobody qualifies
    share: Fraction             # the fraction of the pot this half pays
    chips: Optional[int]        # the whole chips it pays, when a pot is given


@dataclass(frozen=True)
class PlayerResult:
    seat: int                       # index in `hands`
    cards: Tuple[str, ...]          # the hand as given, in the order given
    hands: Tuple[HandResult, ...]   # one per half of the game, in the game's order
    share: Fraction                 # the fraction of the pot won
    exact_chips: Optional[Fraction] # pot * share, when a pot is given
    chips: Optional[int]            # whole chips won, odd chips by the rules


@dataclass(frozen=True, repr=False)
class Showdown:
    game: Game
    board: Tuple[str, ...]          # as given, in the order given
    pot: Optional[int]
    players: Tuple[PlayerResult, ...]
    halves: Tuple[HalfResult, ...]
    scooper: Optional[int]          # the seat that wins every half in play alone, if any
    note: str                       # e.g. "no qualifying low: high takes all"; else ""

    def __repr__(self) -> str:
        halves = ", ".join(f"{half.name}: {half.winners}" for half in self.halves)
        chips = f", chips {[p.chips for p in self.players]}" if self.pot is not None else ""
        board = f", board {' '.join(self.board)!r}" if self.board else ""
        return f"<Showdown {self.game.key}{board}, winners {halves}{chips}>"

    def table(self) -> str:
        """A heading and a Markdown table, one row per player: the hand of each half (marked
        when it wins or splits) and the player's share (and chips, with a pot).

        >>> print(showdown("holdem", ["As Ad", "Kc Kd"], board="2c 7d 9h Js 3c", pot=10).table())
        Texas Hold'em, board 2c 7d 9h Js 3c, pot 10
        | player | cards | high | share | chips |
        |---:|---|---|---:|---:|
        | 1 | As Ad | One pair, aces, J-9-7 kickers (wins) | 1 | 10 |
        | 2 | Kc Kd | One pair, kings, J-9-7 kickers | 0 | 0 |
        """
        lines = [", ".join([self.game.name] + ([f"board {' '.join(self.board)}"] if self.board else [])
                           + ([f"pot {self.pot}"] if self.pot is not None else []))]
        columns = ["player", "cards"] + [half.name for half in self.halves] + ["share"] + \
            (["chips"] if self.pot is not None else [])
        lines.append("| " + " | ".join(columns) + " |")
        lines.append("|---:|---|" + "---|" * len(self.halves) + "---:|" + ("---:|" if self.pot is not None else ""))
        for player in self.players:
            cells = [str(player.seat + 1), " ".join(player.cards)]
            for half, hand in zip(self.halves, player.hands):
                mark = "" if player.seat not in half.winners else " (wins)" if len(half.winners) == 1 else " (splits)"
                cells.append(hand.description + mark)
            cells.append(str(player.share))
            cells += [str(player.chips)] if self.pot is not None else []
            lines.append("| " + " | ".join(cells) + " |")
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)


@dataclass(frozen=True)
class BoardsShowdown:
    """A pot settled over several boards (a double-board pot): each board settles its part."""

    game: Game
    boards: Tuple[Showdown, ...]    # one per board, each with its part of the pot
    pot: Optional[int]
    shares: Tuple[Fraction, ...]    # per seat, the fraction of the whole pot won
    chips: Optional[Tuple[int, ...]]
    scooper: Optional[int]          # the seat that wins every half of every board alone, if any


def boards_showdown(game: Union[str, Game], hands: Sequence, boards: Sequence,
                    pot: Optional[int] = None) -> BoardsShowdown:
    """Settle a pot over two boards (a double-board or bomb pot): each board settles an equal part
    of the pot with the game's halves, as showdown() does.  Odd chips: the first board gets the
    odd chip of the split between boards, then within a board the first half, then the first seat.

    >>> result = boards_showdown("holdem", ["As Ad", "Kc Kd"], ["Ah 7c 8d 2s 3h", "Kh Ks 9c 4d 5h"], pot=11)
    >>> result.chips, [b.pot for b in result.boards]
    ((6, 5), [6, 5])
    """
    spec = game if isinstance(game, Game) else games.game(game)
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
    pot = _chips(pot)
    n = len(boards)
    parts = [None] * n if pot is None else [pot // n + (i < pot % n) for i in range(n)]
    results = tuple(showdown(spec, hands, board=b, pot=part) for b, part in zip(boards, parts))
    seats = range(len(results[0].players))
    shares = tuple(sum((r.players[s].share for r in results), Fraction(0)) / n for s in seats)
    chips = None if pot is None else tuple(sum(r.players[s].chips or 0 for r in results) for s in seats)
    scooper = results[0].scooper if all(r.scooper == results[0].scooper for r in results) else None
    return BoardsShowdown(results[0].game, results, pot, shares, chips, scooper)


@overload
def showdown(game: Union[str, Game], hands: Sequence, board=None, pot: Optional[int] = None, *,
             boards: None = None) -> Showdown: ...
@overload
def showdown(game: Union[str, Game], hands: Sequence, board=None, pot: Optional[int] = None, *,
             boards: Sequence) -> BoardsShowdown: ...


def showdown(game: Union[str, Game], hands: Sequence, board=None, pot: Optional[int] = None, *,
             boards: Optional[Sequence] = None) -> Union[Showdown, BoardsShowdown]:
    """Settle a pot: every player's hand for each half, the winners, and each player's share.

    `hands` holds one hand per player in seat order (any card notation); `board` is the full
    board of a board game (in eight-handed Stud: the common card); `pot`, a whole number of
    chips, adds chip counts to the result.  `boards` (two boards, instead of `board`) settles a
    double-board pot: see boards_showdown().

    >>> result = showdown("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d"], board="Ah Kh 7c 4d 2s", pot=101)
    >>> [half.winners for half in result.halves], [p.chips for p in result.players]
    ([(0,), (1,)], [51, 50])
    >>> result.players[1].hands[1].description
    '6-5 low (6-5-4-2-A)'
    """
    if boards is not None:
        if board is not None:
            raise ValueError("give either board or boards, not both")
        return boards_showdown(game, hands, boards, pot)
    spec = game if isinstance(game, Game) else games.game(game)
    board_set, holes, shown = _dealt(spec, hands, board)
    spec = spec.seated(len(holes))
    pot = _chips(pot)
    values = [[half.value(hole, board_set) for half in spec.halves] for hole in holes]
    tops = [max(row[i] for row in values) for i in range(len(spec.halves))]
    in_play = [i for i, top in enumerate(tops) if top > 0]
    winners = [tuple(seat for seat, row in enumerate(values) if top > 0 and row[i] == top)
               for i, top in enumerate(tops)]

    shares = [Fraction(0)] * len(holes)
    chips = [0] * len(holes)
    half_results = []
    for i, half in enumerate(spec.halves):
        if i not in in_play:
            half_results.append(HalfResult(half.name, half.system, (), Fraction(0), None if pot is None else 0))
            continue
        share = Fraction(1, len(in_play))
        half_chips = None
        if pot is not None:   # odd chips to the first halves in play, then to the first winners
            half_chips = pot // len(in_play) + (in_play.index(i) < pot % len(in_play))
            each, odd = divmod(half_chips, len(winners[i]))
            for rank, seat in enumerate(winners[i]):
                chips[seat] += each + (rank < odd)
        for seat in winners[i]:
            shares[seat] += share / len(winners[i])
        half_results.append(HalfResult(half.name, half.system, winners[i], share, half_chips))

    players = tuple(
        PlayerResult(
            seat=seat,
            cards=shown[seat],
            hands=tuple(_hand_result(half, values[seat][i], hole, board_set) for i, half in enumerate(spec.halves)),
            share=shares[seat],
            exact_chips=None if pot is None else pot * shares[seat],
            chips=None if pot is None else chips[seat],
        )
        for seat, hole in enumerate(holes))
    scoopers = [seat for seat in range(len(holes)) if all(winners[i] == (seat,) for i in in_play)]
    dropped = [spec.halves[i].name for i in range(len(spec.halves)) if i not in in_play]
    kept = " and ".join(spec.halves[i].name for i in in_play)
    note = "; ".join(f"no qualifying {name}: {kept} takes all" for name in dropped)
    return Showdown(spec, tuple(_cards.card_list(board)) if board_set else (), pot, players, tuple(half_results),
                    scoopers[0] if scoopers else None, note)


def _hand_result(half: Half, value: int, hole: int, board: int) -> HandResult:
    system = half.spec
    if value == 0 or half.exactly is None:
        return HandResult(value, system.describe_value(value), tuple(system.best_cards(hole | board)) if value else ())
    n_hole, n_board = half.exactly
    for from_hole in combinations(_cards.card_strings(hole), n_hole):
        for from_board in combinations(_cards.card_strings(board), n_board):
            cs = _cards.cards(from_hole + from_board)
            if system.evaluate(cs) == value:
                return HandResult(value, system.describe_value(value), tuple(system.best_cards(cs)))
    raise AssertionError("no choice of cards reaches the hand's value")  # pragma: no cover


def _dealt(game: Game, hands: Sequence, board) -> tuple[int, list[int], list[tuple[str, ...]]]:
    """The board and every hand as card sets, checked against the game and for duplicates, and
    every hand's cards in the order given."""
    if isinstance(hands, (str, bytes, int)) or not hasattr(hands, "__iter__"):
        raise TypeError(f"hands must be a list with one hand per player, not {type(hands).__name__}")
    hands = at_most(hands, game.deck_size)   # (each player holds a card: never more players than cards)
    if not hands:
        raise ValueError("a showdown needs at least one hand")
    if len(hands) > game.deck_size:
        raise ValueError(f"{game.name} deals {game.deck_size} cards: too few for more than {game.deck_size} players")
    game = game.seated(len(hands))
    board_set = 0 if board is None else _cards.cards(board)
    _in_deck(game, board_set, "the board")
    n_board = _cards.card_count_of(board_set)
    if game.board_cards == 0 and n_board:
        raise ValueError(f"{game.name} has no board, got {n_board} board cards")
    if game.board_cards and n_board != game.board_cards:
        raise ValueError(f"{game.name} needs a board of exactly {game.board_cards} cards, got {n_board}")
    owner = {bit: "the board" for bit in _bits(board_set)}
    holes, shown = [], []
    for seat, hand in enumerate(hands):
        who = f"player {seat + 1}"
        try:
            shown.append(tuple(_cards.card_list(hand)))
            hole = _cards.cards(hand)
        except (ValueError, TypeError) as error:
            raise type(error)(f"{who}: {error}") from None
        _in_deck(game, hole, who)
        n_hole = _cards.card_count_of(hole)
        if n_hole != game.hole_cards:
            raise ValueError(f"{who}: {game.name} needs exactly {game.hole_cards} cards in each hand, got {n_hole}")
        for bit in _bits(hole):
            if bit in owner:
                raise ValueError(f"duplicate card {_cards.card_strings(bit)[0]}: {owner[bit]} and {who}")
            owner[bit] = who
        holes.append(hole)
    return board_set, holes, shown


def _in_deck(game: Game, cs: int, who: str) -> None:
    if cs & ~game.deck:
        outside = " ".join(_cards.card_strings(cs & ~game.deck))
        raise ValueError(f"{who}: {game.name} deals from {game.deck_size} cards, which do not include {outside}")


def _bits(cs: int) -> list[int]:
    return [1 << i for i in range(64) if cs >> i & 1]


def _chips(pot) -> Optional[int]:
    if pot is None:
        return None
    pot = whole_number(pot, "pot")
    if pot < 0:
        raise ValueError(f"pot must not be negative, got {short_repr(pot)}")
    return pot
