"""The test suite's own figures, as the README states them: how many tests, how many of them
slow, and (with --run) the wall and CPU minutes of the whole suite and of the fast lane, measured
on this machine and dated.

    python -m benchmarks.suite            # the counts (seconds)
    python -m benchmarks.suite --run      # and both lanes timed (the whole suite: many minutes)

Run it where nothing else runs: the CPU minutes are the suite's own (its processes and their
children), the wall minutes are what a reader waits.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from typing import Sequence

from benchmarks.timing import machine

LANES = [("the whole suite", []), ("the fast lane", ["-m", "not slow"])]


def collected(marks: Sequence[str]) -> int:
    """How many tests pytest collects with these options."""
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *marks],
                         capture_output=True, text=True, check=True).stdout
    found = re.search(r"(\d+)(?:/\d+)? tests? collected", out)
    assert found, out[-500:]
    return int(found.group(1))


def timed_run(marks: Sequence[str]) -> tuple:
    """(wall minutes, CPU minutes) of one pytest run, its child processes included."""
    before, began = os.times(), time.perf_counter()
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *marks], check=True)
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return (time.perf_counter() - began) / 60, cpu / 60


def main(argv: Sequence[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run", action="store_true", help="time both lanes too (the whole suite takes many minutes)")
    args = parser.parse_args(argv)
    total, slow = collected([]), collected(["-m", "slow"])
    rows = [("tests", f"{total:,}"), ("of them slow (`-m slow`)", f"{slow:,}")]
    if args.run:
        for what, marks in LANES:
            wall, cpu = timed_run(marks)
            rows.append((f"{what}: wall minutes", f"{wall:.1f}"))
            rows.append((f"{what}: CPU minutes", f"{cpu:.1f}"))
    print(f"{time.strftime('%Y-%m-%d')}, {machine()}\n")
    print("| the suite | measured |\n|---|---:|")
    for what, value in rows:
        print(f"| {what} | {value} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
