"""The outs command: the cards to come that win for each player, on the flop or turn."""
from __future__ import annotations

import argparse

from pokerbits.analysis import runouts


def outs(args: argparse.Namespace) -> None:
    result = runouts.outs(args.game, args.hands, board=args.board, dead=args.dead or None)
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as out:
            out.write(result._repr_svg_())
    print(f"{result.game.name}, board {' '.join(result.board)}, {len(result.next_cards)} cards to come"
          + (f", dead {' '.join(result.dead)}" if result.dead else ""))
    for player in result.players:
        print(f"player {player.seat + 1} {' '.join(player.cards)}: {player.n_outs} outs"
              f"{': ' + ' '.join(player.outs) if player.outs else ''}")
        if player.ties:
            print(f"  ties with {' '.join(player.ties)}")
        print(f"  pot share {float(player.share):.2%} over every runout")
