"""The command line: `pokerbits rank|compare|census|showdown|equity|grid|table|outs|discard|icm|pushfold ...`,
one module per command family."""
from __future__ import annotations

import argparse
import os
import sys
from typing import NoReturn

import pokerbits
from pokerbits import games, systems
from pokerbits._core.common.args import unknown_name
from pokerbits.cli import (chips, convert, discard, equity, grid, hands, luck, outs, play, replay, showdown, table,
                           tournaments)


class OneLineParser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line on stderr (no usage block), status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def ranking_system(name: str) -> str:
    """The --system argument: a ranking system, or a game ranked by one system ("razz").

    >>> ranking_system("razz"), ranking_system("High")
    ('ace_five', 'high')
    """
    key = name.strip().lower()
    try:
        return systems.get(key).name
    except ValueError:
        pass
    try:
        game = games.game(key)
    except ValueError:
        known = systems.names() + games.names(include_aliases=True)
        raise argparse.ArgumentTypeError(unknown_name("ranking system", name, known, (
            f"systems: {', '.join(systems.names())}, or a game ranked by one of them (razz, badugi, ...)"))) from None
    used = sorted({half.system for half in game.halves})
    if any(half.exactly for half in game.halves):
        raise argparse.ArgumentTypeError(f"{game.key} uses exactly 2 hole and 3 board cards: "
                                         f"use pokerbits showdown --game {game.key}")
    if len(used) > 1:
        raise argparse.ArgumentTypeError(f"{game.key} is ranked by {' and '.join(used)}: "
                                         f"say which, e.g. --system {used[0]}")
    return used[0]


def game_name(name: str) -> str:
    """The --game argument of showdown: a game of the table or an alias, any case; an unknown
    name is one short line with the closest name (not the list of every game).

    >>> game_name("Omaha-Hi-Lo")
    'omaha-hi-lo'
    """
    try:
        games.game(name)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return name.lower()
def version() -> str:
    """What --version prints: the version and the path the batch loops take on this machine."""
    try:
        kernel = f"batch kernel {pokerbits.batch_kernel()}"
    except ValueError as error:
        kernel = f"no batch kernel: {error}"
    return f"pokerbits {pokerbits.__version__} ({kernel})"


class VersionAction(argparse.Action):
    """--version: version() when asked for (the batch kernel is measured on first use)."""

    def __init__(self, option_strings: list, dest: str, help: str) -> None:
        super().__init__(option_strings, dest, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(version())
        parser.exit()


def parser() -> argparse.ArgumentParser:
    top = OneLineParser(prog="pokerbits", description="Exact, fast poker hand evaluation.",
                        formatter_class=argparse.RawDescriptionHelpFormatter)   # --version on one line
    top.add_argument("--version", action=VersionAction, help="show the version and the batch kernel, and exit")
    commands = top.add_subparsers(dest="command", required=True)

    def command(name: str, help: str, run) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help)
        sub.add_argument("--system", default="high", type=ranking_system, metavar="SYSTEM",
                         help=f"ranking system: {', '.join(systems.names())}, or a game ranked by one (default: high)")
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
    show.add_argument("--game", required=True, metavar="GAME", type=game_name,
                      help="the game, any case, e.g. holdem, omaha-hi-lo, stud, razz, badugi (see below)")
    show.add_argument("--board", help='the board, e.g. "Ah Kh 7c 4d 2s" (games with a board)')
    show.add_argument("--pot", type=chips.amount, help="chips (or money) in the pot: whole shares, odd chips by the rules")
    chips.add_arguments(show)
    show.add_argument("hands", nargs="+", help='one quoted string per player, in seat order ("-": folded)')
    show.set_defaults(run=showdown.showdown)
    eq = commands.add_parser("equity", help="each player's share of the pot, exact or Monte Carlo",
                             description="Each player's share of the pot: exact when feasible, else Monte Carlo.")
    eq.add_argument("hands", nargs="+",
                    help='one per player: cards ("AhKh"), a range ("QQ+, AKs"), random, or "-" for a folded seat')
    eq.add_argument("--game", default="holdem", help="a game of the table (default holdem)")
    eq.add_argument("--board", default="", help='known board cards, e.g. "Ah Kd 2c"')
    eq.add_argument("--dead", default="", help="cards out of play, e.g. folded Stud up cards")
    eq.add_argument("--samples", type=int, help="Monte Carlo deals (default: exact when feasible)")
    eq.add_argument("--seed", type=int, help="Monte Carlo seed (default: random, printed)")
    eq.add_argument("--threads", type=int, default=1, help="threads (default 1)")
    eq.add_argument("--discards", nargs="+", metavar="CARDS",
                    help='draw games: each player\'s first discards, "" to stand pat, e.g. --discards Kc ""')
    eq.add_argument("--draws", type=int, help="draw games: the draws still to come (default 1 with --discards)")
    chips.add_arguments(eq)
    eq.add_argument("--html", metavar="FILE", help="also write the result as an HTML page (its table, the combos folded)")
    eq.set_defaults(run=equity.equity)
    pic = commands.add_parser("grid", help="a Hold'em range on the 13x13 grid (terminal and SVG)",
                              description="A Hold'em range on the 13x13 grid: pairs on the diagonal, suited above, "
                                          "offsuit below; cells by weight, or by equity against --vs.")
    pic.add_argument("range", help='a Hold\'em range, e.g. "QQ+, AKs, 10%%"')
    pic.add_argument("--vs", help="shade each class by its equity against this range")
    pic.add_argument("--board", default="", help='known board cards for --vs, e.g. "Ah Kd 2c"')
    pic.add_argument("--svg", metavar="FILE", help="also write the grid as an SVG picture")
    pic.add_argument("--samples", type=int, help="Monte Carlo deals per class for --vs (default: exact when feasible)")
    pic.add_argument("--seed", type=int, help="Monte Carlo seed for --vs")
    pic.set_defaults(run=grid.grid)
    tab = commands.add_parser("table", help="rebuild a shipped table (matchups: every heads-up preflop matchup; "
                              "preflop: the Hold'em class table)",
                              description="Rebuild an exact heads-up preflop table: a game's matchup table (what "
                                          "equity() reads), or the Hold'em class table by its own board walk.")
    tab.add_argument("which", choices=["matchups", "preflop"], help="the table to build")
    tab.add_argument("--game", help="matchups: holdem (default), short-deck or short-deck-triton")
    tab.add_argument("--threads", type=int, default=1, help="threads (default 1)")
    tab.add_argument("--client", metavar="ADDRESS", help="run the chunks on this Dask scheduler instead")
    tab.add_argument("--output", help="the file to write (default: the shipped file's name, "
                                      "preflop_heads_up.bin for preflop)")
    tab.set_defaults(run=table.table)
    out = commands.add_parser("outs", help="the cards to come that win for each player (flop or turn)",
                              description="For every card to come on the flop or turn, who wins with it.")
    out.add_argument("hands", nargs="+", help='one quoted string per player, e.g. AhKh QsQd')
    out.add_argument("--game", default="holdem", help="a game of the table with a board (default holdem)")
    out.add_argument("--board", required=True, help='the flop or turn, e.g. "Ts 4h 2c 9d"')
    out.add_argument("--dead", default="", help="cards out of play")
    out.add_argument("--svg", metavar="FILE", help="also write the outs as an SVG picture (the deck, each card by its winner)")
    out.set_defaults(run=outs.outs)
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
    convert.add_arguments(commands.add_parser(
        "convert", help="hand histories (site text files, PHH) to PHH or a site's format: one file per file",
        description="Hand histories (PokerStars, GGPoker, Winamax, ... text files, PHH) to PHH: one .phhs per "
                    "input file, every hand checked against what its text says about the money; or, with "
                    "--to SITE, to that site's own format (pokerstars, ggpoker, winamax, 888poker, partypoker, partypoker2026, winningpokernetwork2016, entraction, merge, bossmedia, "
                    "bovada, ipoker, fulltilt, betonline, kingsclub, enet, winningpokernetwork, unibet, sealswithclubs, cake, cereus, microgaming, everleaf, pkr, ongame, everest)."))
    lk = commands.add_parser("luck", help="chips won against all-in EV over hand histories",
                             description="Each player's chips won against the chips expected at each all-in "
                                         "(exact, with side pots), over hand histories (PHH), in the files' units. "
                                         "A hand that cannot be read is skipped with a note on stderr.")
    lk.add_argument("files", nargs="+", metavar="FILE", help="hand-history files (PHH: .phh one hand, .phhs several)")
    lk.add_argument("--strict", action="store_true", help="stop at the first hand that cannot be read")
    lk.add_argument("--every-hand", action="store_true", help="list every hand, not only the all-ins")
    lk.add_argument("--samples", type=int, help="Monte Carlo deals per all-in (default: exact when feasible)")
    lk.add_argument("--seed", type=int, help="Monte Carlo seed")
    lk.add_argument("--threads", type=int, default=1, help="threads (default 1)")
    lk.add_argument("--workers", type=int, default=1, help="processes the files are spread over (default 1)")
    lk.add_argument("--client", metavar="ADDRESS", help="spread the files over this Dask scheduler instead")
    lk.set_defaults(run=luck.luck)
    rp = commands.add_parser("replay", help="a hand history street by street, with the pots and each all-in's EV",
                             description="Each hand of the files (PHH) told street by street: the actions, the pot, "
                                         "the EV where the betting ended with cards to come, the result.")
    rp.add_argument("files", nargs="+", metavar="FILE", help="hand-history files (PHH: .phh one hand, .phhs several)")
    rp.add_argument("--samples", type=int, help="Monte Carlo deals per all-in (default: exact when feasible)")
    rp.add_argument("--seed", type=int, help="Monte Carlo seed")
    rp.add_argument("--strict", action="store_true", help="stop at the first hand that cannot be read")
    rp.set_defaults(run=replay.replay_command)
    prize = commands.add_parser("icm", help="each player's prize equity by the independent chip model",
                                description="Each player's prize equity by the independent chip model "
                                            "(Malmuth-Harville): exact when feasible, else Monte Carlo.")
    prize.add_argument("stacks", nargs="+", type=float, help="each player's chips, e.g. 5000 3000 2000")
    prize.add_argument("--payouts", nargs="+", type=float, required=True, metavar="PRIZE",
                       help="the prize of each place, first place first, e.g. 50 30 20")
    prize.add_argument("--samples", type=int, help="Monte Carlo finishing orders (default: exact when feasible)")
    prize.add_argument("--seed", type=int, help="Monte Carlo seed (default: random, printed)")
    prize.set_defaults(run=tournaments.icm)
    shove = commands.add_parser("pushfold", help="the heads-up push/fold equilibrium's two charts",
                                description="The heads-up push/fold equilibrium: the small blind shoves or folds, "
                                            "the big blind calls or folds; chip EV, or ICM with --stacks.")
    shove.add_argument("stack", nargs="?", type=float,
                       help="the effective stack, in big blinds (in chips with --blinds), e.g. 10")
    shove.add_argument("--antes", "--ante", dest="ante", type=float, default=0.0,
                       help="each player's ante, in big blinds (in chips with --blinds; default 0)")
    shove.add_argument("--bb-ante", action="store_true", help="the big blind posts the ante for every player")
    shove.add_argument("--blinds", nargs=2, type=float, metavar=("SMALL", "BIG"),
                       help="the blinds in chips: then every stack and the ante are in chips too")
    shove.add_argument("--stacks", nargs="+", type=float, metavar="STACK",
                       help="every player's stack, in big blinds (in chips with --blinds), instead of STACK: with "
                            "--sb and --bb heads-up ICM; else 3 to 10 players in the order they act, blinds last "
                            "(a full table, chip EV or ICM with --payouts)")
    shove.add_argument("--tolerance", type=float, metavar="GAIN",
                       help="a full table: the exploitability sought (default 1e-4 bb, or 1e-5 of the prizes)")
    shove.add_argument("--payouts", nargs="+", type=float, metavar="PRIZE", help="ICM: the prize of each place")
    shove.add_argument("--sb", type=int, metavar="INDEX", help="ICM: the small blind's index in --stacks, from 0")
    shove.add_argument("--bb", type=int, metavar="INDEX", help="ICM: the big blind's index in --stacks, from 0")
    shove.add_argument("--chart", action="store_true",
                       help="the heads-up chart: per class the highest stack (bb, 0.1 grid) it is shoved / called at")
    shove.add_argument("--grids", action="store_true",
                       help="a full table: every range as a 13x13 chart instead of a list of classes")
    shove.add_argument("--players", type=int, default=2, metavar="N",
                       help="--chart: players at the table, 2 to 10, every stack equal (default 2, heads-up)")
    shove.add_argument("--max-stack", type=float, default=20.0, metavar="BB",
                       help="--chart: the deepest stack charted, in big blinds (default 20)")
    shove.add_argument("--svg", metavar="FILE", help="also write both charts as one SVG picture (--chart --players N: "
                                                     "every position's shove chart)")
    shove.add_argument("--position", type=int, metavar="P",
                       help="--chart --players N --svg: the charts of the player at index P (from 0, the order of "
                            "play): his shoves and his calls")
    shove.set_defaults(run=tournaments.pushfold)
    play.add_arguments(commands.add_parser("play", help="one hand at the terminal, the legal actions prompted",
                                           description="One hand of a game at the terminal: the seat to act is "
                                                       "prompted with its legal actions and answers in PHH notation "
                                                       "(f, cc, cbr 60, sd 7c2h, sm -, sm), typed or piped in."))
    return top


def _tolerant_streams() -> None:
    """Characters the terminal's encoding lacks (PYTHONIOENCODING=ascii and a ♠) print escaped,
    instead of failing the command half-way."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def _silence_stdout() -> None:
    """After a broken pipe (`pokerbits census | head`), send what is left to /dev/null, so that
    the flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):   # no file descriptor (captured output)
        pass


def main(argv: list[str] | None = None) -> int:
    """Run one command; the exit status is 0, 2 for bad input, 130 on Ctrl-C, 141 when the
    reader of the output has gone (a broken pipe)."""
    _tolerant_streams()
    args = parser().parse_args(argv)
    try:
        return args.run(args) or 0
    except (ValueError, TypeError) as error:
        print(f"pokerbits {args.command}: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"pokerbits {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 141


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
