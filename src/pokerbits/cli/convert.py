"""The convert command: hand histories (any format `read_hands` knows: the sites' own text, PHH)
to PHH, one .phhs file per input, or to a site's own format (`--to pokerstars`: one text file per
input, as the site writes it), with a progress bar; Ctrl-C writes what was read so far."""
from __future__ import annotations

import argparse
import sys
from typing import List

from pokerbits.cli.equity import Progress


def add_arguments(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("files", nargs="+", help="hand-history files (PokerStars, GGPoker, Winamax, ..., PHH)")
    from pokerbits.histories.write import key, sites
    sub.add_argument("--to", default="phh", choices=["phh", *(key(site) for site in sites())], type=key,
                     help="the format written (default phh; or a site's: its hands as the site writes them)")
    sub.add_argument("-o", "--out", default=".", metavar="DIR",
                     help="the folder the files written go in (default: the current folder)")
    sub.add_argument("--strict", action="store_true", help="stop at the first hand that cannot be read or does not add up")
    sub.add_argument("--workers", type=int, default=1, help="processes the files are spread over (default 1)")
    sub.add_argument("--client", metavar="ADDRESS", help="spread the files over this Dask scheduler instead")
    sub.set_defaults(run=convert)


def convert(args: argparse.Namespace) -> int:
    from pokerbits.histories.convert import convert as convert_files

    notes: List[str] = []
    progress = Progress()
    client = None
    if args.client:
        from dask.distributed import Client   # the optional dask extra

        client = Client(args.client)
    status = 0
    try:
        hands = convert_files(args.files, args.out, to=args.to, strict=args.strict, note=notes.append,
                              progress=progress.update, client=client, max_workers=args.workers)
    except KeyboardInterrupt as interrupt:
        hands, status = interrupt.result, 130   # type: ignore[attr-defined]
    except ValueError as error:   # --strict
        progress.clear()
        print(f"pokerbits convert: error: {error}", file=sys.stderr)
        return 1
    progress.clear()
    for line in notes:
        print(f"pokerbits convert: {line}", file=sys.stderr)
    stopped = " (stopped by Ctrl-C: the hands read so far are written)" if status else ""
    print(f"{hands} hands from {len(args.files)} files written to {args.out}{stopped}"
          f"{f', {len(notes)} notes' if notes else ''}")
    return status
