"""The command line: `pokerbits rank|compare|census|showdown|equity ...`, one module per command family."""
from __future__ import annotations

import argparse
import sys

from pokerbits import games, systems
from pokerbits.cli import discard, equity, hands, showdown


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="pokerbits", description="Exact, fast poker hand evaluation.")
    commands = top.add_subparsers(dest="command", required=True)

    def command(name: str, help: str, run) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help)
        sub.add_argument("--system", default="high", choices=systems.names(), help="ranking system (default: high)")
        sub.set_defaults(run=run)
        return sub

    command("rank", "value, category, description and best cards of one hand", hands.rank).add_argument(
        "cards", nargs="+", help='cards, e.g. As Ks Qs Js Ts 2c 3d (or one quoted string)')
    command("compare", "which of several hands wins, or who splits", hands.compare).add_argument(
        "hands", nargs="+", help='one quoted string per hand, e.g. "AsAh KsQd2c" "KdKc KsQd2c"')
    command("census", "category frequencies over every hand of n cards", hands.census).add_argument(
        "--cards", type=int, default=7, help="cards per hand (default 7)")
    show = commands.add_parser("showdown", help="who wins each half of a pot, and the split",
                               description="Who wins each half of a pot, and how the chips split.",
                               formatter_class=argparse.RawDescriptionHelpFormatter,
                               epilog="games:\n" + "\n".join(f"  {g.key:<16} {g.summary}" for g in games.GAMES))
    show.add_argument("--game", required=True, metavar="GAME", choices=sorted(games.names(include_aliases=True)),
                      help="the game, e.g. holdem, omaha-hi-lo, stud, razz, badugi (see below)")
    show.add_argument("--board", help='the board, e.g. "Ah Kh 7c 4d 2s" (games with a board)')
    show.add_argument("--pot", type=int, help="chips in the pot: whole-chip shares, odd chips by the rules")
    show.add_argument("hands", nargs="+", help='one quoted string per player, in seat order')
    show.set_defaults(run=showdown.showdown)
    eq = commands.add_parser("equity", help="each player's share of the pot, exact or Monte Carlo",
                             description="Each player's share of the pot: exact when feasible, else Monte Carlo.")
    eq.add_argument("hands", nargs="+", help='one per player: cards ("AhKh"), a range ("QQ+, AKs") or random')
    eq.add_argument("--game", default="holdem", help="a game of the table (default holdem)")
    eq.add_argument("--board", default="", help='known board cards, e.g. "Ah Kd 2c"')
    eq.add_argument("--dead", default="", help="cards out of play, e.g. folded Stud up cards")
    eq.add_argument("--samples", type=int, help="Monte Carlo deals (default: exact when feasible)")
    eq.add_argument("--seed", type=int, help="Monte Carlo seed (default: random, printed)")
    eq.add_argument("--threads", type=int, default=1, help="threads (default 1)")
    eq.add_argument("--discards", nargs="+", metavar="CARDS",
                    help='draw games: each player\'s first discards, "" to stand pat, e.g. --discards Kc ""')
    eq.add_argument("--draws", type=int, help="draw games: the draws still to come (default 1 with --discards)")
    eq.set_defaults(run=equity.equity)
    dis = commands.add_parser("discard", help="every discard option of a draw hand with its equity, best first",
                              description="Every way to throw cards from a draw hand, with its equity, best first.")
    dis.add_argument("hand", help='the hand, e.g. "Ac2d3h3s"')
    dis.add_argument("--game", required=True, help="a draw game of the table, e.g. badugi, 2-7-triple-draw")
    dis.add_argument("--vs", nargs="+", required=True, metavar="HAND",
                     help="the opponents: known hands (stand pat), partial hands or random")
    dis.add_argument("--draws", type=int, default=1, help="the draws still to come (default 1)")
    dis.add_argument("--dead", default="", help="cards out of play")
    dis.add_argument("--samples", type=int, help="Monte Carlo deals per option (default: exact when feasible)")
    dis.add_argument("--seed", type=int, help="Monte Carlo seed (default: random)")
    dis.add_argument("--threads", type=int, default=1, help="threads (default 1)")
    dis.set_defaults(run=discard.discard)
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.run(args) or 0
    except (ValueError, TypeError) as error:
        print(f"pokerbits {args.command}: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
