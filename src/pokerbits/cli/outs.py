"""The outs command: the cards to come that win for each player, on the flop or turn."""
from __future__ import annotations

import argparse

from pokerbits.analysis import runouts


def outs(args: argparse.Namespace) -> None:
    result = runouts.outs(args.game, args.hands, board=args.board, dead=args.dead or None)
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as out:
            out.write(result._repr_svg_())
    print(result.table())
