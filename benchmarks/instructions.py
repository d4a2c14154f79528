"""Instructions per hand of each pokerbits kernel, and per deal of the equity walks (Monte Carlo on
the spots of benchmarks.equity's OMPEval table, the three-way exact preflop walk), counted by
valgrind's callgrind.

    python -m benchmarks --instructions [--only omaha]   # --only equity: the walks, and OMPEval beside

A busy machine changes times, not instruction counts, so these compare kernel versions (and a
kernel with its target) where timing cannot. All kernels run in one interpreter under callgrind,
on seeded hands made (and each statement run once, so that lazily built tables are built) before
counting starts; a call of sorted() before each statement marks where callgrind dumps its
counts, so each part after the last set-up holds one statement: its instructions over its hands. The ratios are the
kernels' targets against their yardsticks (the 5- or 7-card high batch, the per-call floor of
calling a builtin from Python through map).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

HANDS = 50_000
SETUP = """
import random
import numpy as np
import pokerbits
rng = random.Random(2024)
def card_sets(n, k, deck=range(52)):
    out = []
    for _ in range(n):
        out.append(sum(1 << (16 * (c // 13) + c % 13) for c in rng.sample(deck, k)))
    return out
"""
OMAHA_SETUP = """
holes, boards = [], []
for _ in range(N):
    cards = [1 << (16 * (c // 13) + c % 13) for c in rng.sample(range(52), 9)]
    holes.append(sum(cards[:4]))
    boards.append(sum(cards[4:]))
h = np.array(holes, dtype=np.uint64)
b = np.array(boards, dtype=np.uint64)
"""
# benchmarks.equity's Monte Carlo spots against OMPEval
EQUITY_SPOTS = (["AsKs", "QQ+,AKs,AQo+"], ["AhKh", "QsQd"], ["AhKh", "QsQd", "JcTc"], ["AhKh", "QQ+", "JcTc"],
                ["AhKh", "random"])
# (name, set-up, statement): the statement evaluates N hands
KERNELS = [
    ("7-card high batch", "a7 = np.array(card_sets(N, 7), dtype=np.uint64)", 'pokerbits.evaluate_many("high", a7)'),
    ("5-card high batch", "a5 = np.array(card_sets(N, 5), dtype=np.uint64)", 'pokerbits.evaluate_many("high", a5)'),
    ("ace_five batch, 5 cards", "", 'pokerbits.evaluate_many("ace_five", a5)'),
    ("ace_five batch, 7 cards", "", 'pokerbits.evaluate_many("ace_five", a7)'),
    ("deuce_seven batch, 5 cards", "", 'pokerbits.evaluate_many("deuce_seven", a5)'),
    ("deuce_seven batch, 7 cards", "", 'pokerbits.evaluate_many("deuce_seven", a7)'),
    ("ace_five_8 batch, 7 cards", "", 'pokerbits.evaluate_many("ace_five_8", a7)'),
    ("short_deck batch, 7 cards", "s7 = np.array(card_sets(N, 7, [c for c in range(52) if c % 13 >= 4]), dtype=np.uint64)",
     'pokerbits.evaluate_many("short_deck", s7)'),
    ("omaha_many high, 4 + 5", OMAHA_SETUP, 'pokerbits.omaha_many("high", h, b)'),
    ("omaha_many ace_five_8, 4 + 5", "", 'pokerbits.omaha_many("ace_five_8", h, b)'),
    ("high(int) per call", "xs = a7.tolist()", "list(map(pokerbits.high, xs))"),
    ("per-call floor: len(str) through map", "ys = ['As Ks Qs Js Ts 9s 8s'] * N", "list(map(len, ys))"),
] + [   # the equity walks, per deal: Monte Carlo's spots of benchmarks.equity (seeded, 20 * N deals a
        # call, so that the call's fixed cost is a few instructions a deal), then an exact walk
    (f"equity Monte Carlo, {' v '.join(hands)} preflop (per deal)", "",
     f"pokerbits.equity('holdem', {hands!r}, samples=20 * N, seed=1)")
    for hands in EQUITY_SPOTS
] + [("equity exact, AhKh v QsQd v JcTc preflop (per deal)", "",
      "pokerbits.equity('holdem', ['AhKh', 'QsQd', 'JcTc'])")]
# what one run of a statement counts when it is not N hands: its deals
UNITS = {name: 20 * HANDS for name, _, _ in KERNELS if name.startswith("equity Monte Carlo")}
UNITS["equity exact, AhKh v QsQd v JcTc preflop (per deal)"] = 1_370_754   # its deals: C(46, 5) boards
MARKER = "builtin_sorted"   # the C function of sorted() in CPython: callgrind dumps before each call
# (what, kernel, yardstick, target): the table as ratios
TARGETS = [
    ("omaha_many high / 7-card high batch", "omaha_many high, 4 + 5", "7-card high batch", 12),
    ("omaha_many ace_five_8 / 7-card high batch", "omaha_many ace_five_8, 4 + 5", "7-card high batch", 4),
    ("ace_five 5 cards / 5-card high batch", "ace_five batch, 5 cards", "5-card high batch", 1.5),
    ("deuce_seven 5 cards / 5-card high batch", "deuce_seven batch, 5 cards", "5-card high batch", 1.5),
    ("high(int) / per-call floor", "high(int) per call", "per-call floor: len(str) through map", 1.8),
]


def _collected(code: str, dump_before: Optional[str] = None, output: Optional[list] = None) -> list:
    """Instructions callgrind counted running `code` in a fresh interpreter: one number, or one
    per part when it dumps before each call of `dump_before` (what the code printed appended to
    `output`, if given)."""
    dumps = [] if dump_before is None else [f"--dump-before={dump_before}"]
    with tempfile.TemporaryDirectory() as scratch:
        # the scalar loop: the measured pick would time the paths valgrind emulates (no AVX-512)
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch}/out", *dumps,
                              sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env={**os.environ, "POKERBITS_KERNEL": "scalar"})
        if output is not None:
            output.append(run.stdout)
        # out.1, out.2, ... in order, then out (the last part); out stays empty if numbered too
        parts = sorted(Path(scratch).glob("out*"), key=lambda path: int(path.suffix[1:] or sys.maxsize))
        totals = (re.search(r"^(?:summary|totals):\s*(\d+)", part.read_text(), re.M) for part in parts)
        return [int(found.group(1)) for found in totals if found]


def per_hand(kernels: list) -> dict:
    """Instructions per hand of each (name, set-up, statement), from one run (every set-up runs:
    a statement may read what an earlier one made)."""
    setups = "\n".join(setup for _, setup, _ in KERNELS)
    warm = "\n".join(statement for _, _, statement in kernels)
    counted = "\n".join(f"sorted(())\n{statement}" for _, _, statement in kernels)
    parts = _collected(f"{SETUP}\nN = {HANDS}\n{setups}\n{warm}\n{counted}\nsorted(())\n", MARKER)
    if len(parts) < len(kernels) + 2:
        raise RuntimeError(f"callgrind gave {len(parts)} parts: is {MARKER} among the interpreter's symbols?")
    # the interpreter may sort while it starts; the last markers are ours, the last part the exit
    counted = parts[-len(kernels) - 1:-1]
    return {name: count / UNITS.get(name, HANDS) for (name, _, _), count in zip(kernels, counted)}


def ompeval_per_deal(hands: list) -> Optional[float]:
    """OMPEval's instructions per Monte Carlo deal (pokerfast's pf_equity, one thread) on `hands`
    preflop, or None without pokerfast: its runs are timed, so two runs (1.5 s and 4 s under
    callgrind) and the difference of their instructions over the difference of their deals, in
    which the interpreter's start and OMPEval's tables cancel."""
    try:
        import pokerfast  # noqa: F401
    except ImportError:
        return None
    counts, deals = [], []
    for seconds in (1.5, 4.0):
        printed: list = []
        code = f"from benchmarks.equity import _ompeval\nprint(_ompeval()({hands!r}, seconds={seconds})[1])"
        counts += _collected(code, output=printed)
        deals.append(int(printed[0].split()[-1]))
    return (counts[1] - counts[0]) / (deals[1] - deals[0])


def import_ratio() -> float:
    """Instructions of a fresh interpreter importing pokerbits over one importing json, after an
    uncounted import that caches their bytecode (under PYTHONDONTWRITEBYTECODE, a source tree
    without it would compile pokerbits' Python modules in every counted run)."""
    caching = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", "import pokerbits, json"], env=caching, check=True)
    return _collected("import pokerbits")[0] / _collected("import json")[0]


def main(only: str = "") -> int:
    if shutil.which("valgrind") is None:
        print("--instructions needs valgrind (callgrind)", file=sys.stderr)
        return 1
    chosen = [kernel for kernel in KERNELS if only in kernel[0]
              or any(only in name and kernel[0] in (name, base) for _, name, base, _ in TARGETS)]
    counts = per_hand(chosen)
    print("| kernel | instructions per hand (per deal: equity) |")
    print("|---|---:|")
    for name, count in counts.items():
        print(f"| {name} | {count:,.1f} |")
    print()
    print("| ratio | measured | target |")
    print("|---|---:|---:|")
    for what, kernel, base, target in TARGETS:
        if kernel in counts and base in counts:
            print(f"| {what} | {counts[kernel] / counts[base]:.2f}x | <= {target}x |")
    if not only:
        print(f"| import pokerbits / import json (whole interpreter) | {import_ratio():.2f}x | <= 2.5x |")
    if "equity" in only:   # OMPEval beside the Monte Carlo spots (two timed runs each: a minute or so)
        print()
        print("| OMPEval Monte Carlo (pokerfast), preflop | instructions per deal |")
        print("|---|---:|")
        for hands in EQUITY_SPOTS:
            count = ompeval_per_deal(hands)
            print(f"| {' v '.join(hands)} | {'not installed' if count is None else f'{count:,.1f}'} |")
    return 0
