"""The discard command: every way to throw cards from a draw hand, best first, as a Markdown table."""
from __future__ import annotations

import argparse
import os

from pokerbits.equities.draws import best_discards


def discard(args: argparse.Namespace) -> int:
    seed = int.from_bytes(os.urandom(8), "little") if args.seed is None else args.seed
    choices = best_discards(args.game, args.hand, args.vs, draws=args.draws, dead=args.dead, samples=args.samples,
                            seed=seed, threads=args.threads)
    exact = all(c.exact for c in choices)
    how = "exact" if exact else f"Monte Carlo, seed {seed}"
    print(f"{args.hand} vs {', '.join(args.vs)}, {args.draws} draw{'s' if args.draws != 1 else ''}: {how}")
    columns = ["discards", "keep", "equity"] + ([] if exact else ["± error"])
    print("| " + " | ".join(columns) + " |")
    print("|" + "|".join("---:" if c in ("equity", "± error") else "---" for c in columns) + "|")
    for c in choices:
        cells = [" ".join(c.discards) or "pat", " ".join(c.kept) or "-", f"{100 * c.equity:.3f}%"]
        cells += [] if exact else [f"{100 * c.equity_error:.3f}%"]
        print("| " + " | ".join(cells) + " |")
    return 0
