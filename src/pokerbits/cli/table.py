"""The table command: rebuild the exact heads-up preflop class table, with progress and threads."""
from __future__ import annotations

import argparse
import time

from pokerbits.cli.equity import Progress
from pokerbits.equities import preflop


def table(args: argparse.Namespace) -> int:
    client = None
    if args.client:
        from dask.distributed import Client   # the optional dask extra

        client = Client(args.client)
    progress = Progress()
    start = time.monotonic()
    built = preflop.build_preflop_table(threads=args.threads, client=client,
                                        progress=progress.update)
    progress.clear()
    with open(args.output, "wb") as out:
        out.write(built.to_bytes())
    same = built.wins == preflop.preflop_table().wins
    print(f"preflop table: 169 x 169 classes in {time.monotonic() - start:.1f} s on {args.threads} thread(s), "
          f"written to {args.output} ({'the same as' if same else 'DIFFERENT from'} the shipped table)")
    return 0
