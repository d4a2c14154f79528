"""Import time: `import pokerbits` beside `import json`, in one run, each in fresh interpreters
(python -X importtime), the cases taking turns and each one's best kept; and what a script pays
that goes on to use a room (the facade loads each public name's module on first use).

    python -m benchmarks.imports [--repeats 15]

A figure is the import time of everything the case's code imports, the interpreter's own start
(site and what it loads) left out: the same start-up for every case, and its cost is not ours.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from typing import Sequence

from benchmarks.timing import machine

# (what a row says, the code run after start-up); the first is the yardstick
CASES = [
    ("import json", "import json"),
    ("import pokerbits", "import pokerbits"),
    ("import pokerbits, then pokerbits.high (its kernel)", "import pokerbits; pokerbits.high"),
    ("import pokerbits, then pokerbits.describe (the ranking systems)", "import pokerbits; pokerbits.describe"),
    ("import pokerbits, then pokerbits.equity (the equity room)", "import pokerbits; pokerbits.equity"),
]


def import_ms(code: str) -> float:
    """Milliseconds that `code`'s imports take in a fresh interpreter: the cumulative times of
    the modules it imports itself (the top-level lines of -X importtime after `site`)."""
    report = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True,
                            check=True).stderr.splitlines()[1:]
    rows = [line.split("|") for line in report if line.startswith("import time:")]
    after_site = next(i for i, row in enumerate(rows) if row[2].strip() == "site") + 1
    return sum(int(row[1]) for row in rows[after_site:] if not row[2].startswith("  ")) / 1000


def best_import_ms(codes: Sequence[str], repeats: int) -> list:
    """The best of `repeats` fresh interpreters for each code, the codes taking turns (so that a
    busy spell of the machine falls on all of them alike)."""
    best = [float("inf")] * len(codes)
    for _ in range(max(1, repeats)):
        for i, code in enumerate(codes):
            best[i] = min(best[i], import_ms(code))
    return best


def main(argv: Sequence[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15, help="fresh interpreters per case; the best counts")
    args = parser.parse_args(argv)
    times = best_import_ms([code for _, code in CASES], args.repeats)
    print(f"{time.strftime('%Y-%m-%d')}, {machine()}; best of {args.repeats} fresh interpreters per case, "
          f"taking turns\n")
    print("| import | ms | / import json |\n|---|---:|---:|")
    for (what, _), ms in zip(CASES, times):
        print(f"| {what} | {ms:.2f} | {ms / times[0]:.2f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
