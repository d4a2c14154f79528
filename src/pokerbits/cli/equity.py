"""The equity command, with a progress bar and a partial result on Ctrl-C."""
from __future__ import annotations

import argparse
import sys
import time
from typing import Any, Optional

from pokerbits.cli.chips import seats
from pokerbits.equities import api


class Progress:
    """A progress bar on stderr, only on a terminal and only once a run has taken a second;
    `update(done, total)` is a progress callback of equity runs and table builds."""

    def __init__(self, stream=None, delay: float = 1.0):
        self.stream, self.delay = stream or sys.stderr, delay
        self.start = time.monotonic()
        self.enabled = self.stream.isatty()
        self.shown = False

    def update(self, done: int, total: int) -> None:
        elapsed = time.monotonic() - self.start
        if not self.enabled or elapsed < self.delay:
            return
        filled = 30 * done // max(total, 1)
        self.stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {100 * done / max(total, 1):5.1f}%"
                          f"  {elapsed:.1f} s")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * 50 + "\r")
            self.stream.flush()


def equity(args: argparse.Namespace) -> int:
    progress = Progress()
    try:
        result = api.equity(args.game, seats(args.hands), args.board, args.dead, samples=args.samples, seed=args.seed,
                            threads=args.threads, discards=args.discards, draws=args.draws,
                            contributions=args.contributions, progress=progress.update)
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
