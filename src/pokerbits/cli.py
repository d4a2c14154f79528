"""The `pokerbits` command line: rank, compare, census."""
from __future__ import annotations

import argparse
import sys

from pokerbits import _cards, ranking, systems


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
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        args.run(args)
    except (ValueError, TypeError) as error:
        print(f"pokerbits {args.command}: error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
