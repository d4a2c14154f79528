"""The engine against pokerkit 0.7.7 on many random hands of every game both know (issue 49: at
least 100,000 a game), with the naive betting rules beside them, printing per game what was seen:

    python scripts/engine_vs_pokerkit.py [--hands N] [--games holdem,razz,...] [--first-seed S] [--show K]

N defaults to POKERBITS_DIFF_HANDS or 100,000. The hands are tests/engine's (pokerkit_side.py,
naive_betting.py, differential.py): each is reproducible from its game and seed. Ctrl-C stops
with the counts so far. Exit status 1 when the engine differed somewhere.
"""
import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "engine"))
import differential  # noqa: E402
import pokerkit_side as side  # noqa: E402

from pokerbits.cli.equity import Progress  # noqa: E402


def main(argv: list) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=int(os.environ.get("POKERBITS_DIFF_HANDS", "0")) or 100_000)
    parser.add_argument("--games", default=",".join(side.SPECS), help="comma-separated game keys")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=2, help="engine differences printed per game")
    args = parser.parse_args(argv)
    keys = [k.strip() for k in args.games.split(",") if k.strip()]
    unknown = [k for k in keys if k not in side.SPECS]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; known: {', '.join(side.SPECS)}")
    total: Counter = Counter()
    failed = False
    start = time.monotonic()
    try:
        for key in keys:
            progress = Progress()
            print(f"{key}: {args.hands:,} hands", file=sys.stderr)
            counts, failures = differential.run(key, args.hands, args.first_seed,
                                                progress=lambda done: progress.update(done, args.hands))
            progress.clear()
            report(key, counts, failures, args.show)
            total.update(counts)
            failed = failed or bool(failures)
    except KeyboardInterrupt:
        print("\ninterrupted: the games finished so far are above", file=sys.stderr)
    report("all games", total, [], 0)
    print(f"{time.monotonic() - start:.0f} s")
    return 1 if failed or total["engine differences"] else 0


def report(key: str, counts: Counter, failures: list, show: int) -> None:
    print(f"== {key}: " + ", ".join(f"{name} {n:,}" for name, n in sorted(counts.items())))
    for text in failures[:show]:
        print("   " + text.replace("\n", "\n   "))
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
