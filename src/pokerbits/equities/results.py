"""Equity results: each player's shares, rates and errors, and the table the CLI prints."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from pokerbits._hashing import hash_fields
from pokerbits.games import Game


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
    """One player's results. Shares are fractions of the pot; rates are fractions of the deals.

    `win` counts deals the player takes the whole pot alone (a scoop in Hi/Lo games), `tie`
    deals where the player shares a half with another player, `halves` the expected part of
    the pot won through each half (equity is their sum). Errors are Monte Carlo standard
    errors (0.0 when exact). `combos` breaks a range down by combo (ComboEquity, in the
    range's order; one entry for exact cards, none for unknown or drawn cards).
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


@dataclass(frozen=True, repr=False)
class EquityResult:
    game: Game
    board: tuple[str, ...]      # as given, in the order given
    dead: tuple[str, ...]       # as given, in the order given
    players: tuple[PlayerEquity, ...]   # in the order of `hands`
    deals: int                  # deals evaluated
    exact: bool                 # every deal enumerated (else Monte Carlo)
    seed: Optional[int]         # the Monte Carlo seed used (None when exact)
    complete: bool = True       # False: stopped early, a Monte Carlo result of fewer deals

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
        """A heading and a Markdown table, one row per player, as the CLI prints it.

        >>> print(equity("holdem", ["AhKh", "QsQd"], board="As Kd 2c 7s 3h").table())
        Texas Hold'em, board As Kd 2c 7s 3h: exact, 1 deal
        | player | hand | equity | win | tie |
        |---:|---|---:|---:|---:|
        | 1 | AhKh | 100.000% | 100.000% | 0.000% |
        | 2 | QsQd | 0.000% | 0.000% | 0.000% |
        """
        halves = [h.name for h in self.game.halves] if len(self.game.halves) > 1 else []
        where = [f"board {' '.join(self.board)}"] if self.board else []
        where += [f"dead {' '.join(self.dead)}"] if self.dead else []
        how = f"exact, {self.deals:,} deal{'s' if self.deals != 1 else ''}"
        if not self.exact:
            how = f"Monte Carlo, {self.deals:,} deals, seed {self.seed}" + ("" if self.complete else " (stopped early)")
        lines = [f"{self.game.name}{', ' if where else ''}{', '.join(where)}: {how}"]
        columns = ["player", "hand", "equity"] + (["± error"] if not self.exact else []) + \
            (["scoop"] if halves else ["win"]) + halves + ["tie"]
        lines.append("| " + " | ".join(columns) + " |")
        lines.append("|" + "|".join("---" if c == "hand" else "---:" for c in columns) + "|")
        for i, p in enumerate(self.players, 1):
            cells = [str(i), p.hand, _percent(p.equity)] + ([_percent(p.equity_error)] if not self.exact else [])
            cells += [_percent(p.win)] + [_percent(p.halves[h]) for h in halves] + [_percent(p.tie)]
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)


def _percent(x: float) -> str:
    return f"{100 * x:.3f}%"
