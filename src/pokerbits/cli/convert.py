"""The convert command: hand histories (any format `read_hands` knows: the sites' own text, PHH)
to PHH, one .phhs file per input, or to a site's own format (`--to pokerstars`: one text file per
input, as the site writes it), with a progress bar; Ctrl-C writes what was read so far."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Dict, List

from pokerbits.cli.equity import Progress


def add_arguments(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("files", nargs="+", help="hand-history files (PokerStars, GGPoker, Winamax, ..., PHH)")
    from pokerbits.histories.write import key, sites
    sub.add_argument("--to", default="phh", choices=["phh", *(key(site) for site in sites())], type=key,
                     help="the format written (default phh; or a site's: its hands as the site writes them)")
    sub.add_argument("-o", "--out", default=".", metavar="DIR",
                     help="the folder the files written go in (default: the current folder)")
    sub.add_argument("--strict", action="store_true", help="stop at the first hand that cannot be read or does not add up")
    sub.set_defaults(run=convert)


def _writable(fields: Dict[str, Any]) -> Dict[str, Any]:
    """The fields as PHH TOML holds them (the checks' empty list of problems left out)."""
    return {k: v for k, v in fields.items() if not (k == "_problems" and not v)}


def _site_text(fields: Dict[str, Any], site: str) -> str:
    """One hand's fields as the site `site` writes the hand (a ValueError when it cannot)."""
    from pokerbits.engine.phh import hand_from_fields
    from pokerbits.histories.write import write_hand
    return write_hand(hand_from_fields(fields), site)


def convert(args: argparse.Namespace) -> int:
    from pokerbits.engine.phh import dumps
    from pokerbits.histories.read import Histories

    site = args.to if args.to != "phh" else None

    os.makedirs(args.out, exist_ok=True)
    notes: List[str] = []
    progress = Progress()
    total = sum(os.path.getsize(f) for f in args.files if os.path.isfile(f))
    done = hands = 0
    status = 0
    for path in args.files:
        read: List[Any] = []   # fields dicts (PHH) or a site's texts
        histories = Histories([path], strict=args.strict, note=notes.append)
        suffix = ".phhs" if site is None else f".{site}.xml" if site == "ipoker" else f".{site}.txt"
        target = os.path.join(args.out, os.path.splitext(os.path.basename(path))[0] + suffix)
        try:
            for name, fields in histories:
                if site is None:
                    read.append(_writable(fields))
                else:
                    try:
                        read.append(_site_text(fields, site))
                    except ValueError as error:
                        notes.append(f"{name}: not written: {str(error)[:160]}")
                progress.update(done + histories.done, total)
        except KeyboardInterrupt:
            status = 130
        except ValueError as error:   # --strict
            progress.clear()
            print(f"pokerbits convert: error: {error}", file=sys.stderr)
            return 1
        if read:
            with open(target, "w", encoding="utf-8") as out:
                out.write(dumps(read) if site is None else "\n\n".join(read))
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
