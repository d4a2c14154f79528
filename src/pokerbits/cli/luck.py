"""The luck command: chips won against all-in EV over hand histories, with a progress bar, the
skipped hands noted on stderr, and the hands read so far on Ctrl-C."""
from __future__ import annotations

import argparse
import sys

from pokerbits.cli.equity import Progress
from pokerbits.histories.report import luck as luck_report


def luck(args: argparse.Namespace) -> int:
    progress = Progress()

    def note(line: str) -> None:
        progress.clear()
        print(f"pokerbits luck: skipped {line}", file=sys.stderr)

    client = None
    if args.client:
        from dask.distributed import Client   # the optional dask extra

        client = Client(args.client)
    try:
        report = luck_report(args.files, samples=args.samples, seed=args.seed, threads=args.threads,
                             strict=args.strict, progress=progress.update, note=note, client=client,
                             max_workers=args.workers)
    except KeyboardInterrupt as interrupt:
        progress.clear()
        print(interrupt.result.table(args.every_hand))   # type: ignore[attr-defined]
        return 130
    except ValueError as error:   # --strict: the first hand that cannot be read
        progress.clear()
        print(f"pokerbits luck: error: {error}", file=sys.stderr)
        return 2
    progress.clear()
    print(report.table(args.every_hand))
    return 0
