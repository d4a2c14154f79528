"""The grid command: a Hold'em range on the 13x13 grid, in the terminal and as an SVG file."""
from __future__ import annotations

import argparse
import sys

from pokerbits.equities.grid import grid_text, range_grid
from pokerbits.pictures.grid import grid_svg


def grid(args: argparse.Namespace) -> int:
    picture = range_grid(args.range, vs=args.vs, board=args.board, samples=args.samples, seed=args.seed)
    if args.svg:
        try:
            with open(args.svg, "w", encoding="utf-8") as out:
                out.write(grid_svg(picture))
        except OSError as error:   # a folder that is not there, no permission: one line, no traceback
            raise ValueError(f"cannot write {args.svg}: {error.strerror}") from None
    shown = "weight" if args.vs is None else f"equity against {args.vs}" + (f" on {args.board}" if args.board else "")
    print(f"{args.range}: {picture.total_combos:g} combos; cells show the {shown} in percent")
    print(grid_text(picture, colour=sys.stdout.isatty()))
    if args.svg:
        print(f"wrote the grid as SVG to {args.svg}")
    return 0
