"""The equity command, with a progress bar and a partial result on Ctrl-C."""
from __future__ import annotations

import argparse
import sys
import time

from pokerbits.equities import api, plan


class Progress:
    """A progress bar on stderr, only on a terminal and only once a run has taken a second."""

    def __init__(self, total: int, stream=None, delay: float = 1.0):
        self.total, self.stream, self.delay = total, stream or sys.stderr, delay
        self.start = time.monotonic()
        self.enabled = self.stream.isatty()
        self.shown = False

    def update(self, done: int) -> None:
        elapsed = time.monotonic() - self.start
        if not self.enabled or elapsed < self.delay:
            return
        filled = 30 * done // max(self.total, 1)
        self.stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {100 * done / max(self.total, 1):5.1f}%"
                          f"  {elapsed:.1f} s")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * 50 + "\r")
            self.stream.flush()


def equity(args: argparse.Namespace) -> int:
    if args.discards is not None or args.draws is not None:     # a draw game: players draw before the showdown
        print(api.equity(args.game, args.hands, dead=args.dead, discards=args.discards, draws=args.draws,
                         samples=args.samples, seed=args.seed, threads=args.threads).table())
        return 0
    work = plan.EquityPlan(args.game, args.hands, args.board, args.dead, samples=args.samples, seed=args.seed)
    progress = Progress(len(work.tasks))
    outputs: dict = {}
    try:
        for index, output in work.outputs(args.threads):
            outputs[index] = output
            progress.update(len(outputs))
    except KeyboardInterrupt:
        progress.clear()
        if work.exact or not outputs:
            print("pokerbits equity: stopped before a result", file=sys.stderr)
        else:
            print(work.result(outputs).table())
        return 130
    progress.clear()
    print(work.result(outputs).table())
    return 0
