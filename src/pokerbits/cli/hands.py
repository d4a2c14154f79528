"""The commands about single hands of one ranking system: rank, compare, census."""
from __future__ import annotations

import argparse

from pokerbits import systems
from pokerbits._core.common import cards as _cards
from pokerbits.systems import census as _census


def _hand(spec: systems.System, words: list[str]) -> int:
    return _cards.checked_hand(" ".join(words), spec.min_cards, spec.max_cards, spec.hand_words)


def rank(args: argparse.Namespace) -> None:
    spec = systems.get(args.system)
    cs = _hand(spec, args.cards)
    value = spec.evaluate(cs)
    print(f"value:       {value} of {spec.max_value} (higher is better)")
    print(f"category:    {spec.category(value).name.replace('_', ' ').lower()}")
    print(f"description: {spec.describe_value(value)}")
    print(f"best cards:  {' '.join(spec.best_cards(cs)) or '(none: no qualifying hand)'}")


def compare(args: argparse.Namespace) -> None:
    if len(args.hands) < 2:
        raise ValueError(f"compare needs two hands or more, got {len(args.hands)}: quote each hand, "
                         'e.g. "AsAh KsQd2c" "KdKc KsQd2c"')
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


def census(args: argparse.Namespace) -> None:
    result = _census.census(args.system, args.cards)
    print(f"{result.system}, all {result.total:,} hands of {result.n_cards} cards")
    print("| category | hands | percent | distinct values |\n|---|---:|---:|---:|")
    for cat, count, percent, distinct in result.rows():
        print(f"| {cat.name.replace('_', ' ').lower()} | {count:,} | {percent:.4f} | {distinct:,} |")
    print(f"| total | {result.total:,} | 100.0000 | {result.distinct_values:,} |")
