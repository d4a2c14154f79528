"""The luck report: over hand histories, each player's chips won against the chips expected at
the all-in. Where a hand's betting ended with cards still to come and two hands or more in (an
all-in), its expected result is each seat's EV then, exact with the side pots (equity() with
`contributions`), less what it had put in; every other hand counts at its actual result. Luck
is what a player won less what was expected.

Results are in chips, net of what each seat put in; a hand's rake is not counted in its EV.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Optional, Sequence, Tuple, Union

from pokerbits.equities.plan import checked_progress
from pokerbits.histories.phh import HandRecord, read_phh

Path = Union[str, "os.PathLike[str]"]


@dataclass(frozen=True)
class HandLuck:
    """One hand: each seat's chips won and expected (net), and whether it was an all-in."""

    name: str
    players: Tuple[str, ...]
    won: Tuple[int, ...]
    expected: Tuple[float, ...]     # the EV at the all-in less what was put in; else what was won
    all_in: bool
    exact: bool                     # the EV enumerated every runout (else Monte Carlo)

    @property
    def luck(self) -> Tuple[float, ...]:
        return tuple(w - e for w, e in zip(self.won, self.expected))


@dataclass(frozen=True)
class PlayerLuck:
    """One player's totals over the hands read."""

    name: str
    hands: int
    all_ins: int
    won: int
    expected: float

    @property
    def luck(self) -> float:
        return self.won - self.expected


@dataclass(frozen=True)
class LuckReport:
    hands: Tuple[HandLuck, ...]
    players: Tuple[PlayerLuck, ...]   # in the order first seen
    complete: bool = True             # False: stopped early (Ctrl-C), the hands read until then

    def table(self, every_hand: bool = False) -> str:
        """The all-in hands (every hand with `every_hand`), then each player's totals, as
        Markdown tables."""
        lines = [f"{len(self.hands):,} hands, {sum(h.all_in for h in self.hands):,} all in"
                 + ("" if self.complete else " (stopped early)")]
        shown = [h for h in self.hands if every_hand or h.all_in]
        if shown:
            lines += ["", "| hand | player | won | expected | luck |", "|---|---|---:|---:|---:|"]
            for hand in shown:
                for name, won, expected in zip(hand.players, hand.won, hand.expected):
                    lines.append(f"| {hand.name} | {name} | {won:,} | {expected:,.2f} | {won - expected:+,.2f} |")
        lines += ["", "| player | hands | all in | won | expected | luck |", "|---|---:|---:|---:|---:|---:|"]
        for p in self.players:
            lines.append(f"| {p.name} | {p.hands:,} | {p.all_ins:,} | {p.won:,} | {p.expected:,.2f} | {p.luck:+,.2f} |")
        return "\n".join(lines)


def hand_luck(record: HandRecord, *, samples: Optional[int] = None, seed: Optional[int] = None,
              threads: int = 1) -> HandLuck:
    """One hand's luck: its all-in spot valued by equity() with the side pots (`samples`, `seed`
    and `threads` as there), or its actual result."""
    spot = record.all_in
    if spot is None:
        return HandLuck(record.name, record.players, record.won, tuple(float(w) for w in record.won), False, True)
    from pokerbits.equities.api import equity

    result = equity(record.game, list(spot.hands), spot.board, spot.dead, samples=samples, seed=seed,
                    threads=threads, contributions=list(spot.contributions),
                    discards=None if spot.discards is None else list(spot.discards),
                    draws=spot.draws if spot.discards is not None else None)
    expected = tuple((p.ev or 0.0) - put_in for p, put_in in zip(result.players, spot.contributions))
    return HandLuck(record.name, record.players, record.won, expected, True, result.exact)


def luck(paths: Union[Path, Iterable[Path]], *, samples: Optional[int] = None, seed: Optional[int] = None,
         threads: int = 1, progress: Optional[Callable[[int, int], Any]] = None) -> LuckReport:
    """The luck report over the PHH files at `paths` (one path or several): every hand read,
    its all-ins valued exactly where feasible (`samples`, `seed`, `threads` as equity()'s).
    `progress(done, total)` is called after each hand; on Ctrl-C (or a KeyboardInterrupt from
    `progress`) the KeyboardInterrupt carries `.result`, the report of the hands done.

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "hand.phh"
    >>> _ = path.write_text('''variant = 'NT'
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 60, 40]
    ... players = ['alice', 'bob', 'carol']
    ... actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQd', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2c7d9h',
    ...            'p1 cbr 98', 'p2 cc', 'p3 cc', 'p1 sm AsAd', 'p2 sm KsKd', 'p3 sm QsQd', 'd db Jc', 'd db Kh']
    ... ''')
    >>> report = luck(path)
    >>> [(p.name, p.won, round(p.expected, 2)) for p in report.players]
    [('alice', -60, 76.04), ('bob', 100, -46.0), ('carol', -40, -30.03)]
    """
    progress = checked_progress(progress)
    if isinstance(paths, (str, bytes)) or not hasattr(paths, "__iter__"):
        paths = [paths]   # type: ignore[list-item]
    records = [record for path in paths for record in read_phh(path)]   # type: ignore[union-attr]
    hands: list[HandLuck] = []
    try:
        for record in records:
            hands.append(hand_luck(record, samples=samples, seed=seed, threads=threads))
            if progress is not None:
                progress(len(hands), len(records))
    except KeyboardInterrupt as interrupt:
        interrupt.result = _report(hands, False)   # type: ignore[attr-defined]
        raise
    return _report(hands, True)


def _report(hands: Sequence[HandLuck], complete: bool) -> LuckReport:
    totals: dict = {}
    for hand in hands:
        for name, won, expected in zip(hand.players, hand.won, hand.expected):
            count, all_ins, w, e = totals.get(name, (0, 0, 0, 0.0))
            totals[name] = (count + 1, all_ins + hand.all_in, w + won, e + expected)
    players = tuple(PlayerLuck(name, *row) for name, row in totals.items())
    return LuckReport(tuple(hands), players, complete)
