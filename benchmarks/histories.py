"""Histories: the luck report from file to report over hands without an all-in (the common
case: most hands end in a fold or a showdown on the river), and reading the same file beside
pokerkit's reader.

    python -m benchmarks.histories [--hands N] [--repeats R] [--cpu]

The file is N six-handed no-limit hold'em hands at $0.25/$0.50 written as one .phhs by the
engine itself (random play from a seed: folds, calls and small raises, 100 big blinds deep, so
that nobody is all in). Rows: `pokerbits.luck(path)` (read, replay, report), `read_hands`
(read and replay only), PHH's TOML alone (engine.phh.loads), and pokerkit reading and replaying
the first 500 hands (HandHistory.loads_all, then each hand to its end), scaled to hands a
second. Best of R runs.
"""
from __future__ import annotations

import argparse
import random
import tempfile
import time
import warnings
from decimal import Decimal
from pathlib import Path

from benchmarks.timing import best_time
from pokerbits import Hand, luck, read_hands
from pokerbits.engine import phh


def hand_text(rng: random.Random, seed: int) -> str:
    """One hand without an all-in, as PHH fields."""
    hand = Hand("holdem", [Decimal(rng.randint(4000, 6000)) / 100 for _ in range(6)],
                blinds=(Decimal("0.25"), Decimal("0.50")), seed=seed)
    while not hand.over:
        legal = hand.legal
        if legal.show:
            hand.show()
            continue
        roll = rng.random()
        if legal.min_to is not None and roll < 0.1 and legal.min_to * 3 < min(hand.stacks):
            hand.bet_raise(legal.min_to)
        elif legal.check or (roll < 0.45 and legal.call is not None and legal.call * 4 < min(hand.stacks)):
            hand.check_call()
        else:
            hand.fold()
    hand.info["players"] = [f"player{rng.randint(1, 40)}" for _ in range(6)]
    return phh.fields_from_hand(hand)


def write_file(directory: Path, count: int) -> Path:
    rng = random.Random(1)
    path = directory / "hands.phhs"
    path.write_text(phh.dumps([hand_text(rng, seed) for seed in range(count)]), encoding="utf-8")
    return path


def pokerkit_reader(path: Path, count: int):
    """pokerkit reading and replaying the first `count` hands of the file, or None."""
    try:
        from pokerkit import HandHistory
    except ImportError:
        return None
    text = path.read_text(encoding="utf-8")
    sections = text.split("\n[")
    head = "\n[".join(sections[:count]) + "\n"

    def run():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for history in HandHistory.loads_all(head):
                for _ in history:
                    pass
    return run


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cpu", action="store_true",
                        help="time the CPU time of this process, not the wall clock (a machine shared with other work)")
    args = parser.parse_args(argv)
    clock = time.process_time if args.cpu else time.perf_counter
    with tempfile.TemporaryDirectory() as directory:
        path = write_file(Path(directory), args.hands)
        report = luck(path)
        assert len(report.hands) == args.hands and not report.skipped
        assert not any(h.all_in for h in report.hands)
        text = path.read_text(encoding="utf-8")
        rows = [
            ("luck(path): read, replay, report", best_time(lambda: luck(path), args.repeats, clock), args.hands),
            ("read_hands(path): read, replay", best_time(lambda: sum(1 for _ in read_hands(path)), args.repeats, clock),
             args.hands),
            ("engine.phh.loads(text): the TOML alone", best_time(lambda: phh.loads(text), args.repeats, clock), args.hands),
        ]
        theirs = pokerkit_reader(path, 500)
        if theirs is not None:
            rows.append(("pokerkit: HandHistory.loads_all, each hand replayed", best_time(theirs, args.repeats, clock), 500))
    print(f"{args.hands:,} hands without an all-in, best of {args.repeats}\n")
    print("| what | hands a second | µs a hand |\n|---|---:|---:|")
    for label, seconds, hands in rows:
        print(f"| {label} | {hands / seconds:,.0f} | {seconds / hands * 1e6:,.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
