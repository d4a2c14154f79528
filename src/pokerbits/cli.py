"""The `pokerbits` command line: rank, compare, census, showdown, equity."""
from __future__ import annotations

import argparse
import sys
import time
from fractions import Fraction

from pokerbits import _cards, equities, games, ranking, settle, systems


def _hand(spec: systems.System, words: list[str]) -> int:
    return _cards.checked_hand(" ".join(words), spec.min_cards, spec.max_cards, f"a {spec.name} hand")


def _rank(args: argparse.Namespace) -> None:
    spec = systems.get(args.system)
    cs = _hand(spec, args.cards)
    value = spec.evaluate(cs)
    print(f"value:       {value} of {spec.max_value} (higher is better)")
    print(f"category:    {spec.category(value).name.replace('_', ' ').lower()}")
    print(f"description: {spec.describe_value(value)}")
    print(f"best cards:  {' '.join(spec.best_cards(cs)) or '(none: no qualifying hand)'}")


def _compare(args: argparse.Namespace) -> None:
    spec = systems.get(args.system)
    values = [spec.evaluate(_hand(spec, [text])) for text in args.hands]
    top = max(values)
    for i, (text, value) in enumerate(zip(args.hands, values), 1):
        mark = "  <- wins" if value == top and values.count(top) == 1 else ("  <- splits" if value == top else "")
        print(f"hand {i}: {text:<24} {value:>5}  {spec.describe_value(value)}{mark if top else ''}")
    winners = [i for i, v in enumerate(values, 1) if v == top]
    if top == 0:   # a qualifier no hand meets (ace_five_8): nobody wins this half
        print("no hand qualifies")
    else:
        print(f"hand {winners[0]} wins" if len(winners) == 1 else "split: hands " + ", ".join(map(str, winners)))


def _census(args: argparse.Namespace) -> None:
    result = ranking.census(args.system, args.cards)
    print(f"{result.system}, all {result.total:,} hands of {result.n_cards} cards")
    print(f"| category | hands | percent | distinct values |\n|---|---:|---:|---:|")
    for cat, count, percent, distinct in result.rows():
        print(f"| {cat.name.replace('_', ' ').lower()} | {count:,} | {percent:.4f} | {distinct:,} |")
    print(f"| total | {result.total:,} | 100.0000 | {result.distinct_values:,} |")


def _players(seats) -> str:
    if len(seats) == 1:
        return f"player {seats[0] + 1}"
    return "players " + ", ".join(str(seat + 1) for seat in seats)


def _mixed(x: Fraction) -> str:
    """75 3/4, 50, 1/3."""
    whole, part = divmod(x, 1)
    if not part:
        return str(whole)
    return f"{whole} {part}" if whole else str(part)


def _chips(n: int) -> str:
    return f"{n} chip" if n == 1 else f"{n} chips"


def _showdown(args: argparse.Namespace) -> None:
    result = settle.showdown(args.game, args.hands, board=args.board, pot=args.pot)
    print(", ".join([result.game.name]
                    + ([f"board {' '.join(result.board)}"] if result.board else [])
                    + ([f"pot {result.pot}"] if result.pot is not None else [])))
    name_width = max(len(half.name) for half in result.halves)
    text_width = max(len(hand.description) for player in result.players for hand in player.hands)
    for player in result.players:
        print(f"player {player.seat + 1}: {' '.join(player.cards)}")
        for half, hand in zip(result.halves, player.hands):
            mark = "" if player.seat not in half.winners else "wins" if len(half.winners) == 1 else "splits"
            print(f"  {half.name:<{name_width}}  {hand.description:<{text_width}}  "
                  f"{' '.join(hand.cards):<14}  {mark}".rstrip())
    for half in result.halves:
        if half.winners:
            verb = "wins" if len(half.winners) == 1 else "split"
            amount = (_chips(half.chips) if half.chips is not None
                      else "the pot" if half.share == 1 else f"{_mixed(half.share)} of the pot")
            print(f"{half.name}: {_players(half.winners)} {verb} {amount}")
    if result.note:
        print(result.note)
    if result.scooper is not None and len(result.players) > 1 and len(result.halves) > 1:
        print(f"player {result.scooper + 1} scoops the pot")
    for player in result.players:
        if player.share and player.chips is not None:
            exact = "" if player.exact_chips == player.chips else f" (exactly {_mixed(player.exact_chips)})"
            print(f"player {player.seat + 1} gets {_chips(player.chips)}{exact}")
        elif player.share and len(result.players) > 1:
            print(f"player {player.seat + 1} gets {_mixed(player.share)} of the pot")


class Progress:
    """A progress bar on stderr, only on a terminal and only once a run has taken a second."""

    def __init__(self, total: int, stream=None, delay: float = 1.0):
        self.total, self.stream, self.delay = total, stream or sys.stderr, delay
        self.start = time.monotonic()
        self.enabled = self.stream.isatty()
        self.shown = False

    def update(self, done: int) -> None:
        elapsed = time.monotonic() - self.start
        if not self.enabled or elapsed < self.delay:
            return
        filled = 30 * done // max(self.total, 1)
        self.stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {100 * done / max(self.total, 1):5.1f}%"
                          f"  {elapsed:.1f} s")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * 50 + "\r")
            self.stream.flush()


def _equity(args: argparse.Namespace) -> int:
    plan = equities.EquityPlan(args.game, args.hands, args.board, args.dead, samples=args.samples, seed=args.seed)
    progress = Progress(len(plan.tasks))
    outputs: dict = {}
    try:
        for index, output in plan.outputs(args.threads):
            outputs[index] = output
            progress.update(len(outputs))
    except KeyboardInterrupt:
        progress.clear()
        if plan.exact or not outputs:
            print("pokerbits equity: stopped before a result", file=sys.stderr)
        else:
            print(plan.result(outputs).table())
        return 130
    progress.clear()
    print(plan.result(outputs).table())
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="pokerbits", description="Exact, fast poker hand evaluation.")
    commands = top.add_subparsers(dest="command", required=True)

    def command(name: str, help: str, run) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help, description=help)
        sub.add_argument("--system", default="high", choices=systems.names(), help="ranking system (default: high)")
        sub.set_defaults(run=run)
        return sub

    command("rank", "value, category, description and best cards of one hand", _rank).add_argument(
        "cards", nargs="+", help='cards, e.g. As Ks Qs Js Ts 2c 3d (or one quoted string)')
    command("compare", "which of several hands wins, or who splits", _compare).add_argument(
        "hands", nargs="+", help='one quoted string per hand, e.g. "AsAh KsQd2c" "KdKc KsQd2c"')
    command("census", "category frequencies over every hand of n cards", _census).add_argument(
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
    show.set_defaults(run=_showdown)
    eq = commands.add_parser("equity", help="each player's share of the pot, exact or Monte Carlo",
                             description="Each player's share of the pot: exact when feasible, else Monte Carlo.")
    eq.add_argument("hands", nargs="+", help='one per player: cards ("AhKh"), a range ("QQ+, AKs") or random')
    eq.add_argument("--game", default="holdem", help="a game of the table (default holdem)")
    eq.add_argument("--board", default="", help='known board cards, e.g. "Ah Kd 2c"')
    eq.add_argument("--dead", default="", help="cards out of play, e.g. folded Stud up cards")
    eq.add_argument("--samples", type=int, help="Monte Carlo deals (default: exact when feasible)")
    eq.add_argument("--seed", type=int, help="Monte Carlo seed (default: random, printed)")
    eq.add_argument("--threads", type=int, default=1, help="threads (default 1)")
    eq.set_defaults(run=_equity)
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
