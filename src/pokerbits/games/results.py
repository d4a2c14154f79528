"""What a showdown gives: each player's hands and chips, each half's winners, each pot's payout,
and the table the CLI prints. One shape for one board or two, one pot or several."""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import combinations
from typing import TYPE_CHECKING, Any, Optional, Tuple

from pokerbits._core.common import cards as _cards
from pokerbits.games.table import Game, Half

from pokerbits.games.amounts import Amount

if TYPE_CHECKING:
    from pokerbits.games.amounts import Units


class HandResult:
    """One player's hand for one half of the pot: its value (higher wins; 0: does not qualify),
    its description and the cards that make it, as the description reads them (() if none).

    The description and the cards are worked out when first read: a showdown read only for its
    winners and chips (a hand engine's settlement, a simulation) never pays for them.

    >>> hand = showdown("holdem", ["As Ad", "Kc Kd"], board="Kh 7d 2h 3s 9c").players[0].hands[0]
    >>> hand.description, hand.cards
    ('One pair, aces, K-9-7 kickers', ('As', 'Ad', 'Kh', '9c', '7d'))
    """

    __slots__ = ("value", "_half", "_hole", "_board", "_description", "_cards")
    value: int                      # the half's system value, higher wins; 0: does not qualify
    _half: Half                     # the half, the hole and board card sets it was valued from
    _hole: int
    _board: int
    _description: str
    _cards: Tuple[str, ...]

    def __init__(self, value: int, description: str, cards: Tuple[str, ...]) -> None:
        _set_value(self, value)
        _set_description(self, description)
        _set_cards(self, tuple(cards))

    @classmethod
    def of(cls, half: Half, hole: Any, board: Any = 0, value: Optional[int] = None) -> "HandResult":
        """The hand of `hole` (and `board`) for `half` of a game; `value` when already known."""
        if type(hole) is not int or type(board) is not int:   # (card sets already: a settlement's)
            hole, board = _cards.cards(hole), _cards.cards(board) if board else 0
        self = cls.__new__(cls)
        _set_value(self, half.value(hole, board) if value is None else value)
        _set_half(self, half)
        _set_hole(self, hole)
        _set_board(self, board)
        return self

    @property
    def description(self) -> str:
        try:
            return self._description
        except AttributeError:
            _set_description(self, self._half.spec.describe_value(self.value))
            return self._description

    @property
    def cards(self) -> Tuple[str, ...]:
        try:
            return self._cards
        except AttributeError:
            _set_cards(self, self._best())
            return self._cards

    def _best(self) -> Tuple[str, ...]:
        """The cards that make the hand: from the hole and board cards the half may combine."""
        half, value = self._half, self.value
        system = half.spec
        if value == 0:
            return ()
        if half.exactly is None:
            return tuple(system.best_cards(self._hole | self._board))
        n_hole, n_board = half.exactly
        for from_hole in combinations(_cards.card_strings(self._hole), n_hole):
            for from_board in combinations(_cards.card_strings(self._board), n_board):
                cs = _cards.cards(from_hole + from_board)
                if system.evaluate(cs) == value:
                    return tuple(system.best_cards(cs))
        raise AssertionError("no choice of cards reaches the hand's value")  # pragma: no cover

    @property
    def qualifies(self) -> bool:
        return self.value > 0

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError(f"a HandResult is read-only: cannot set {key!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandResult):
            return NotImplemented
        return (self.value, self.description, self.cards) == (other.value, other.description, other.cards)

    def __hash__(self) -> int:
        return hash((self.value, self.description, self.cards))

    def __repr__(self) -> str:
        return f"HandResult(value={self.value!r}, description={self.description!r}, cards={self.cards!r})"


# the slots written once, past the read-only __setattr__
_set_value, _set_half, _set_hole, _set_board, _set_description, _set_cards = (
    vars(HandResult)[name].__set__ for name in HandResult.__slots__)


@dataclass(frozen=True)
class HalfResult:
    """One half of a pot: its winners and what it pays."""

    name: str                   # "high", "low", "badugi"
    system: str
    winners: Tuple[int, ...]    # seats of the winners, in seat order; () if nobody qualifies
    share: Fraction             # the fraction of the pot this half pays
    chips: Optional[Amount]     # the whole chips it pays, when chips are given (Decimal: money)


@dataclass(frozen=True)
class PotResult:
    """One pot: its chips, the seats that can win it and what each seat takes from it.

    A pot that only one seat can win goes back to it (`returned`: an uncalled bet), with no
    halves. Over two boards a pot's halves are each board's (`Showdown.boards`), and `halves`
    is empty."""

    amount: Optional[Amount]        # None when no chips are given
    eligible: Tuple[int, ...]       # the seats that can win it, in seat order
    halves: Tuple[HalfResult, ...]  # one per half of the game (one board)
    shares: Tuple[Fraction, ...]    # per seat (every seat), the fraction of this pot it takes
    chips: Optional[Tuple[Amount, ...]]   # per seat, the whole chips it takes, odd chips by the rules

    @property
    def returned(self) -> bool:
        """Whether the pot goes back uncalled to its one eligible seat."""
        return len(self.eligible) == 1


@dataclass(frozen=True)
class PlayerResult:
    seat: int                       # index in `hands`
    cards: Tuple[str, ...]          # the hand as given, in the order given (() for a folded seat)
    hands: Tuple[HandResult, ...]   # one per half of the game, in the game's order (() without a showdown)
    share: Fraction                 # the fraction of all the chips (of the pot) the seat takes
    exact_chips: Optional[Fraction] # the chips it takes, each split exact (no odd chips), when chips are given
    chips: Optional[Amount]         # the whole chips it takes back (won and returned), odd chips by the rules
    folded: bool = False            # a seat that folded: it can win nothing
    contributed: Optional[Amount] = None   # what it put in, when the pots are built from contributions

    @property
    def net(self) -> Optional[Amount]:
        """Chips taken back less chips put in (None without contributions)."""
        return None if self.contributed is None or self.chips is None else self.chips - self.contributed


@dataclass(frozen=True, repr=False)
class Showdown:
    """A settled hand. `players` holds every seat; `pots` the pots, main pot first (one pot
    unless built from contributions); `halves` who holds the best hand of each half among every
    live seat (with the pot's chips when one pot is contested by every live seat); `boards` one
    Showdown per board when the pot is played over two boards (else empty)."""

    game: Game
    board: Tuple[str, ...]          # as given, in the order given (() over two boards: see `boards`)
    pot: Optional[Amount]           # every chip in play (the sum of the pots), when chips are given
    players: Tuple[PlayerResult, ...]
    halves: Tuple[HalfResult, ...]
    scooper: Optional[int]          # the seat that wins every half in play alone, if any
    note: str                       # e.g. "no qualifying low: high takes all"; else ""
    pots: Tuple[PotResult, ...] = ()
    boards: Tuple["Showdown", ...] = ()

    def __repr__(self) -> str:
        halves = ", ".join(f"{half.name}: {half.winners}" for half in self.halves)
        chips = f", chips {[p.chips for p in self.players]}" if self.pot is not None else ""
        board = f", board {' '.join(self.board)!r}" if self.board else ""
        boards = f", boards {[' '.join(b.board) for b in self.boards]!r}" if self.boards else ""
        pots = f", {len(self.pots)} pots" if len(self.pots) > 1 else ""
        winners = f", winners {halves}" if halves else ""
        return f"<Showdown {self.game.key}{board}{boards}{winners}{pots}{chips}>"

    def table(self) -> str:
        """A heading and a Markdown table, one row per player: the hand of each half (marked
        when it wins or splits) and the player's share (and chips, when chips are given); with
        several pots, a table of the pots after it.

        >>> print(showdown("holdem", ["As Ad", "Kc Kd"], board="2c 7d 9h Js 3c", pot=10).table())
        Texas Hold'em, board 2c 7d 9h Js 3c, pot 10
        | player | cards | high | share | chips |
        |---:|---|---|---:|---:|
        | 1 | As Ad | One pair, aces, J-9-7 kickers (wins) | 1 | 10 |
        | 2 | Kc Kd | One pair, kings, J-9-7 kickers | 0 | 0 |
        """
        if self.boards:
            return "\n\n".join([self._heading(), self._players_table(), self._pots_table()]
                               + [f"board {i}: " + b.table() for i, b in enumerate(self.boards, 1)])
        lines = [self._heading(), self._players_table()]
        if self.note:
            lines.append(self.note)
        if len(self.pots) > 1:
            lines += ["", self._pots_table()]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from pokerbits.pictures.showdown import showdown_html
        return showdown_html(self)

    def _heading(self) -> str:
        """The game, the board(s) and the chips (the table's first line)."""
        where = [f"board {' '.join(self.board)}"] if self.board else []
        where += [f"boards {' / '.join(' '.join(b.board) for b in self.boards)}"] if self.boards else []
        return ", ".join([self.game.name] + where + ([f"pot {self.pot}"] if self.pot is not None else []))

    def _players_table(self) -> str:
        halves = self.halves if not self.boards else ()
        chips = self.pot is not None
        columns = ["player", "cards"] + [half.name for half in halves] + ["share"] + (["chips"] if chips else [])
        lines = ["| " + " | ".join(columns) + " |",
                 "|---:|---|" + "---|" * len(halves) + "---:|" + ("---:|" if chips else "")]
        for player in self.players:
            cells = [str(player.seat + 1), "folded" if player.folded else " ".join(player.cards)]
            for half, hand in zip(halves, player.hands or [None] * len(halves)):
                if hand is None:
                    cells.append("")
                    continue
                mark = "" if player.seat not in half.winners else " (wins)" if len(half.winners) == 1 else " (splits)"
                cells.append(hand.description + mark)
            cells.append(str(player.share))
            cells += [str(player.chips)] if chips else []
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)

    def _pots_table(self) -> str:
        names = [half.name for half in self.game.halves] if not self.boards else []
        lines = ["| pot | chips | eligible | " + "".join(f"{name} | " for name in names) + "paid |",
                 "|---|---:|---|" + "---|" * len(names) + "---|"]
        for k, pot in enumerate(self.pots):
            kind = "returned" if pot.returned else "main" if k == 0 else f"side {k}"
            cells = [kind, "" if pot.amount is None else str(pot.amount), ", ".join(str(s + 1) for s in pot.eligible)]
            for i in range(len(names)):
                half = pot.halves[i] if pot.halves else None
                cells.append("" if half is None else ", ".join(str(s + 1) for s in half.winners) or "not played")
            paid = [(seat, c) for seat, c in enumerate(pot.chips or ()) if c]
            cells.append(", ".join(f"player {seat + 1}: {c}" for seat, c in paid))
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)


def in_amounts(result: Showdown, units: "Units") -> Showdown:
    """`result` with its chip counts turned from whole units into amounts of `units`' kind
    (Decimals with cents: a hand's, or showdown()'s Decimal contributions), each board's too."""
    out: Any = units.out   # (the result counts whole units: ints, never an infinite stack)
    outs: Any = units.outs
    pots = tuple(replace(p, amount=out(p.amount) if p.amount is not None else None,
                         chips=outs(list(p.chips)) if p.chips is not None else None,
                         halves=tuple([replace(h, chips=out(h.chips) if h.chips is not None else None)
                                       for h in p.halves]))
                 for p in result.pots)
    scale = Fraction(units.unit)
    players = tuple(replace(p, chips=out(p.chips) if p.chips is not None else None,
                            exact_chips=p.exact_chips * scale if p.exact_chips is not None else None,
                            contributed=out(p.contributed) if p.contributed is not None else None)
                    for p in result.players)
    return replace(result, pot=out(result.pot) if result.pot is not None else None, pots=pots, players=players,
                   halves=tuple([replace(h, chips=out(h.chips) if h.chips is not None else None)
                                 for h in result.halves]),
                   boards=tuple([in_amounts(b, units) for b in result.boards]))
