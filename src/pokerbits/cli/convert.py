"""The convert command: hand histories (any format `read_hands` knows: the sites' own text, PHH)
to PHH, one .phhs file per input, with a progress bar; Ctrl-C writes what was read so far."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Callable, Dict, List, Optional, Tuple

from pokerbits.cli.equity import Progress


def add_arguments(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("files", nargs="+", help="hand-history files (PokerStars, GGPoker, Winamax, ..., PHH)")
    sub.add_argument("--to", default="phh", choices=["phh"], help="the format written (default phh)")
    sub.add_argument("-o", "--out", default=".", metavar="DIR",
                     help="the folder the .phhs files go in (default: the current folder)")
    sub.add_argument("--strict", action="store_true", help="stop at the first hand that cannot be read or does not add up")
    sub.add_argument("--workers", type=int, default=1, help="processes the files are spread over (default 1)")
    sub.add_argument("--client", metavar="ADDRESS", help="spread the files over this Dask scheduler instead")
    sub.set_defaults(run=convert)


def _writable(fields: Dict[str, Any]) -> Dict[str, Any]:
    """The fields as PHH TOML holds them (the checks' empty list of problems left out)."""
    return {k: v for k, v in fields.items() if not (k == "_problems" and not v)}


def convert(args: argparse.Namespace) -> int:
    from pokerbits._spread import spread

    os.makedirs(args.out, exist_ok=True)
    notes: List[str] = []
    progress = Progress()
    total = sum(os.path.getsize(f) for f in args.files if os.path.isfile(f))
    done = hands = 0
    status = 0
    client = None
    if args.client:
        from dask.distributed import Client   # the optional dask extra

        client = Client(args.client)
    try:
        if client is None and args.workers == 1:
            for path in args.files:
                read: List[Dict[str, Any]] = []
                try:
                    _convert(path, args.out, args.strict, notes.append, read,
                             lambda part: progress.update(done + part, total))
                finally:
                    hands += len(read)
                done += os.path.getsize(path) if os.path.isfile(path) else 0
        else:
            tasks = [(path, args.out, args.strict) for path in args.files]
            for path, (count, file_notes) in zip(args.files, spread(_convert_task, tasks, client=client,
                                                                    max_workers=args.workers, batch=1)):
                hands += count
                notes += file_notes
                done += os.path.getsize(path) if os.path.isfile(path) else 0
                progress.update(done, total)
    except KeyboardInterrupt:
        status = 130
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


def _convert(path: str, out: str, strict: bool, note: Callable[[str], Any], read: List[Dict[str, Any]],
             progress: Optional[Callable[[int], Any]] = None) -> None:
    """The hands of the file at `path` read into `read` and written as PHH in the folder `out`
    (on Ctrl-C, those read so far)."""
    from pokerbits.histories.read import Histories

    histories = Histories([path], strict=strict, note=note)
    try:
        for _, fields in histories:
            read.append(_writable(fields))
            if progress is not None:
                progress(histories.done)
    except KeyboardInterrupt:
        _write(read, path, out)
        raise
    _write(read, path, out)   # (--strict: a ValueError, nothing written)


def _write(read: List[Dict[str, Any]], path: str, out: str) -> None:
    from pokerbits.engine.phh import dumps

    if read:
        with open(os.path.join(out, os.path.splitext(os.path.basename(path))[0] + ".phhs"), "w",
                  encoding="utf-8") as file:
            file.write(dumps(read))


def _convert_task(task: Tuple[str, str, bool]) -> Tuple[int, List[str]]:
    """One file converted (a task spread out): its hands written and its notes."""
    path, out, strict = task
    notes: List[str] = []
    read: List[Dict[str, Any]] = []
    _convert(path, out, strict, notes.append, read)
    return len(read), notes
