"""The equity command, with a progress bar and a partial result on Ctrl-C."""
from __future__ import annotations

import argparse
import sys
import time
from collections import deque
from typing import Any, Deque, Optional, Tuple

from pokerbits import games
from pokerbits.cli.chips import seats
from pokerbits.equities import api
from pokerbits.equities.hands import parse_hand


class Progress:
    """A progress bar on stderr, only on a terminal and only once a run has taken a second, with
    the time taken and an estimate of the time left: the recent pace (over the last quarter of
    the time taken, at least WINDOW seconds) kept up, so that a run whose phases go at different
    speeds (a push/fold solve: its build, its iterations, its exact step) is estimated by the
    phase it is in. `update(done, total)` is a progress callback of equity runs and table builds."""

    WIDTH = 72     # the longest line it writes, blanked by clear()
    WINDOW = 10.0  # seconds: the shortest stretch the pace is taken over
    STEP = 0.5     # seconds between the updates kept for it

    def __init__(self, stream=None, delay: float = 1.0):
        self.stream, self.delay = stream or sys.stderr, delay
        self.start = time.monotonic()
        self.enabled = self.stream.isatty()
        self.shown = False
        self.marks: Deque[Tuple[float, int]] = deque([(self.start, 0)])   # (time, done) of the updates

    def update(self, done: int, total: int) -> None:
        now = time.monotonic()
        elapsed = now - self.start
        if not self.enabled or elapsed < self.delay:
            return
        filled = 30 * done // max(total, 1)
        left = f", about {_duration(self._left(now, elapsed, done, total))} left" if 0 < done < total else ""
        self.stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {100 * done / max(total, 1):5.1f}%"
                          f"  {_duration(elapsed)}{left}".ljust(self.WIDTH))
        self.stream.flush()
        self.shown = True

    def _left(self, now: float, elapsed: float, done: int, total: int) -> float:
        """Seconds left at the pace since the newest update at least the window ago (the start at first)."""
        since = now - max(self.WINDOW, elapsed / 4)
        marks = self.marks
        while len(marks) > 1 and marks[1][0] <= since:   # the newest mark old enough is the base
            marks.popleft()
        then, was = marks[0]
        if now - marks[-1][0] >= self.STEP:   # (a mark a STEP at most: a bounded deque)
            marks.append((now, done))
        if done <= was:   # (no progress since the base: the pace so far)
            then, was = self.start, 0
        return (now - then) * (total - done) / (done - was)

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * self.WIDTH + "\r")
            self.stream.flush()


def _duration(seconds: float) -> str:
    """12.3 s, 4 min 05 s, 2 h 07 min.

    >>> _duration(12.34), _duration(245), _duration(7625)
    ('12.3 s', '4 min 05 s', '2 h 07 min')
    """
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    return f"{minutes // 60} h {minutes % 60:02d} min"


def _note_partial_hands(game_name: str, hands: list) -> None:
    """One line on stderr when a hand has fewer cards than the game deals: the rest is dealt at
    random (as documented for equity(), which says nothing). A hand it cannot read is left to
    equity(), which says what is wrong with it."""
    try:
        game = games.game(game_name)
        parsed = {seat: parse_hand(hand, game, f"player {seat}") for seat, hand in enumerate(hands, 1)
                  if hand is not None}
    except (ValueError, TypeError):
        return
    short = [seat for seat, hand in parsed.items() if hand.exact and hand.need]
    if short:
        who = f"player {short[0]}" if len(short) == 1 else "players " + ", ".join(map(str, short))
        print(f"pokerbits equity: note: {who} {'holds' if len(short) == 1 else 'hold'} fewer than the "
              f"{game.hole_cards} cards of {game.name}: the missing cards are dealt at random", file=sys.stderr)


def equity(args: argparse.Namespace) -> int:
    if args.discards is None and args.draws is None:   # (a draw game's hands are whole)
        _note_partial_hands(args.game, seats(args.hands))
    progress = Progress()
    try:
        result = api.equity(args.game, seats(args.hands), args.board, args.dead, samples=args.samples, seed=args.seed,
                            threads=args.threads, discards=args.discards, draws=args.draws,
                            contributions=args.contributions, unit=args.unit, progress=progress.update)
    except KeyboardInterrupt as interrupt:
        progress.clear()
        if interrupt.result is None:       # type: ignore[attr-defined]
            print("pokerbits equity: stopped before a result", file=sys.stderr)
        else:
            print(interrupt.result.table())   # type: ignore[attr-defined]
        return 130
    progress.clear()
    print(result.table())
    _write_html(args.html, result)
    return 0


def _write_html(path: Optional[str], result: Any) -> None:
    """With --html FILE: the result's table as a page (what a notebook shows)."""
    if path:
        with open(path, "w", encoding="utf-8") as out:
            out.write('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>pokerbits equity</title></head>'
                      f"<body>{result._repr_html_()}</body></html>\n")
