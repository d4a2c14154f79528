"""Equity results: each player's shares, rates and errors, the chips expected from each pot, and
the table the CLI prints. One shape for one board or two, one pot or several."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pokerbits._hashing import hash_fields
from pokerbits.games import Game
from pokerbits.games.amounts import Amount


@dataclass(frozen=True)
class ComboEquity:
    """One combo of a player's range: its cards, its weight (the part of the deals in which the
    player holds it, after card removal: a player's weights add up to 1) and its equity (0.0 for
    a combo that never fits with the other hands, whose weight is 0)."""

    cards: tuple[str, ...]
    weight: float
    equity: float


@dataclass(frozen=True)
class PlayerEquity:
    """One seat's results. Shares are fractions of the pot that every live hand contests;
    rates are fractions of the deals.

    `win` counts deals the player takes the whole pot alone (a scoop in Hi/Lo games), `tie`
    deals where the player shares a half with another player, `halves` the expected part of
    the pot won through each half (equity is their sum). Errors are Monte Carlo standard
    errors (0.0 when exact). `combos` breaks a range down by combo (ComboEquity, in the
    range's order; one entry for exact cards, none for unknown or drawn cards). With chips
    (`contributions=`), `ev` is the chips the seat can expect to take back, every pot counted in
    whole chips as a showdown pays them (see pokerbits.equities.chips), with its error; else both
    are None. Over two boards, a rate is the mean of the boards', an EV the sum of the boards'
    (each board plays for its part of the pots: see EquityResult.boards).
    """

    hand: str
    combo_count: int            # hands the player may hold, after removing known cards
    equity: float
    win: float
    tie: float
    halves: dict[str, float]   # half name -> the expected part of the pot won through it
    equity_error: float
    win_error: float
    tie_error: float
    combos: tuple[ComboEquity, ...] = ()   # per combo of a range
    ev: Optional[float] = None             # expected chips taken back, with contributions
    ev_error: Optional[float] = None

    __hash__ = hash_fields   # a frozen record: hashable, though `halves` is a dict

    @property
    def scoop(self) -> float:
        """Rate of taking the whole pot alone (the same as `win`)."""
        return self.win

    @property
    def high(self) -> Optional[float]:
        """Expected part of the pot won with the high half (None if the game has none)."""
        return self.halves.get("high")

    @property
    def low(self) -> Optional[float]:
        """Expected part of the pot won with the low half (None if the game has none)."""
        return self.halves.get("low")


@dataclass(frozen=True)
class PotEquity:
    """One pot of a hand with chips: its chips, the seats that can win it, and each seat's
    expected share of it, the whole chips a showdown pays it over the pot's (a pot that only one
    seat can win goes back to it: share 1)."""

    amount: Amount              # whole chips, or a Decimal (money with cents, as given)
    eligible: tuple[int, ...]   # seats, in seat order
    equity: tuple[float, ...]   # per seat (every seat), the expected share of this pot

    @property
    def returned(self) -> bool:
        """Whether the pot goes back uncalled to its one eligible seat."""
        return len(self.eligible) == 1

    @property
    def ev(self) -> tuple[float, ...]:
        """Per seat, the chips expected from this pot."""
        return tuple(float(self.amount) * e for e in self.equity)


@dataclass(frozen=True, repr=False)
class EquityResult:
    """The result of equity(): one entry per seat in `players`; with chips, the pots (main pot
    first) in `pots`; over two boards, each board's own result in `boards` (then `board` is
    empty, and `players` holds the means of the boards' shares and rates, and the sums of their
    EVs)."""

    game: Game
    board: tuple[str, ...]      # as given, in the order given
    dead: tuple[str, ...]       # as given, in the order given
    players: tuple[PlayerEquity, ...]   # in the order of `hands`
    deals: int                  # deals evaluated
    exact: bool                 # every deal enumerated (else Monte Carlo)
    seed: Optional[int]         # the Monte Carlo seed used (None when exact)
    complete: bool = True       # False: stopped early, a Monte Carlo result of fewer deals
    pots: tuple[PotEquity, ...] = ()          # per pot, with contributions
    boards: tuple[EquityResult, ...] = ()     # per board, over two boards

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"Monte Carlo, seed {self.seed}"
        where = "".join(f", {name} {' '.join(cards)!r}" for name, cards in (("board", self.board), ("dead", self.dead))
                        if cards)
        players = ", ".join(f"{p.hand!r}: {p.equity:.4f}" for p in self.players)
        deals = f"{self.deals:,} deal{'s' if self.deals != 1 else ''}"
        return f"<EquityResult {self.game.key}{where}, {how}, {deals}, equity {{{players}}}>"

    @property
    def equities(self) -> list[float]:
        return [p.equity for p in self.players]

    def table(self) -> str:
        """A heading and a Markdown table, one row per player, as the CLI prints it (with chips,
        each player's EV and a table of the pots; over two boards, each board's table after).

        >>> print(equity("holdem", ["AhKh", "QsQd"], board="As Kd 2c 7s 3h").table())
        Texas Hold'em, board As Kd 2c 7s 3h: exact, 1 deal
        | player | hand | equity | win | tie |
        |---:|---|---:|---:|---:|
        | 1 | AhKh | 100.000% | 100.000% | 0.000% |
        | 2 | QsQd | 0.000% | 0.000% | 0.000% |
        """
        halves = [h.name for h in self.game.halves] if len(self.game.halves) > 1 else []
        chips = bool(self.pots)
        lines = [self._heading()]
        columns = ["player", "hand", "equity"] + (["± error"] if not self.exact else []) + \
            (["scoop"] if halves else ["win"]) + halves + ["tie"] + (["EV"] if chips else []) + \
            (["± EV"] if chips and not self.exact else [])
        lines.append("| " + " | ".join(columns) + " |")
        lines.append("|" + "|".join("---" if c == "hand" else "---:" for c in columns) + "|")
        for i, p in enumerate(self.players, 1):
            cells = [str(i), p.hand, _percent(p.equity)] + ([_percent(p.equity_error)] if not self.exact else [])
            cells += [_percent(p.win)] + [_percent(p.halves[h]) for h in halves] + [_percent(p.tie)]
            cells += [f"{p.ev:,.2f}"] if chips else []
            cells += [f"{p.ev_error:,.2f}"] if chips and not self.exact else []
            lines.append("| " + " | ".join(cells) + " |")
        if chips:
            lines += ["", "| pot | chips | eligible | equity |", "|---|---:|---|---|"]
            for k, pot in enumerate(self.pots):
                kind = "returned" if pot.returned else "main" if k == 0 else f"side {k}"
                shares = ", ".join(f"{s + 1}: {_percent(pot.equity[s])}" for s in pot.eligible)
                lines.append(f"| {kind} | {pot.amount:,} | {', '.join(str(s + 1) for s in pot.eligible)} | {shares} |")
        for i, board in enumerate(self.boards, 1):
            lines += ["", f"board {i}: " + board.table()]
        return "\n".join(lines)


    def _heading(self) -> str:
        """The game, the board(s) and dead cards, exact or Monte Carlo and the deals (the table's first line)."""
        where = [f"board {' '.join(self.board)}"] if self.board else []
        where += [f"boards {' / '.join(' '.join(b.board) or 'to come' for b in self.boards)}"] if self.boards else []
        where += [f"dead {' '.join(self.dead)}"] if self.dead else []
        how = f"exact, {self.deals:,} deal{'s' if self.deals != 1 else ''}"
        if not self.exact:
            how = f"Monte Carlo, {self.deals:,} deals, seed {self.seed}" + ("" if self.complete else " (stopped early)")
        return f"{self.game.name}{', ' if where else ''}{', '.join(where)}: {how}"

    def _repr_html_(self) -> str:
        from pokerbits.pictures.equity import equity_html
        return equity_html(self)


def _percent(x: float) -> str:
    return f"{100 * x:.3f}%"
