"""The convert command: hand histories (any format `read_hands` knows: the sites' own text, PHH)
to PHH, one .phhs file per input, with a progress bar; Ctrl-C writes what was read so far."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Dict, List

from pokerbits.cli.equity import Progress


def add_arguments(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("files", nargs="+", help="hand-history files (PokerStars, GGPoker, Winamax, ..., PHH)")
    sub.add_argument("--to", default="phh", choices=["phh"], help="the format written (default phh)")
    sub.add_argument("-o", "--out", default=".", metavar="DIR",
                     help="the folder the .phhs files go in (default: the current folder)")
    sub.add_argument("--strict", action="store_true", help="stop at the first hand that cannot be read or does not add up")
    sub.set_defaults(run=convert)


def _writable(fields: Dict[str, Any]) -> Dict[str, Any]:
    """The fields as PHH TOML holds them (the checks' empty list of problems left out)."""
    return {k: v for k, v in fields.items() if not (k == "_problems" and not v)}


def convert(args: argparse.Namespace) -> int:
    from pokerbits.engine.phh import dumps
    from pokerbits.histories.read import Histories

    os.makedirs(args.out, exist_ok=True)
    notes: List[str] = []
    progress = Progress()
    total = sum(os.path.getsize(f) for f in args.files if os.path.isfile(f))
    done = hands = 0
    status = 0
    for path in args.files:
        read: List[Dict[str, Any]] = []
        histories = Histories([path], strict=args.strict, note=notes.append)
        target = os.path.join(args.out, os.path.splitext(os.path.basename(path))[0] + ".phhs")
        try:
            for _, fields in histories:
                read.append(_writable(fields))
                progress.update(done + histories.done, total)
        except KeyboardInterrupt:
            status = 130
        except ValueError as error:   # --strict
            progress.clear()
            print(f"pokerbits convert: error: {error}", file=sys.stderr)
            return 1
        if read:
            with open(target, "w", encoding="utf-8") as out:
                out.write(dumps(read))
        hands += len(read)
        done += os.path.getsize(path) if os.path.isfile(path) else 0
        if status:
            break
    progress.clear()
    for line in notes:
        print(f"pokerbits convert: {line}", file=sys.stderr)
    stopped = " (stopped by Ctrl-C: the hands read so far are written)" if status else ""
    print(f"{hands} hands from {len(args.files)} files written to {args.out}{stopped}"
          f"{f', {len(notes)} notes' if notes else ''}")
    return status
