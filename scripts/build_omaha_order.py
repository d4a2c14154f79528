"""Regenerate the shipped Omaha starting-hand order (src/pokerbits/_core/tables/omaha_heads_up.bin).

    python scripts/build_omaha_order.py [--threads N] [--output FILE]

Every one of the 16,432 suit-isomorphic four-card classes against a random hand, heads-up,
by pokerbits.equities.omaha_build.build_omaha_order (the equity engine, SAMPLES deals per class,
a seed fixed per class): prints the time and whether the new order equals the shipped one.
"""
import argparse
import pathlib
import sys
import time

from pokerbits.equities import omaha_build, omaha_order

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "src" / "pokerbits" / "_core" / "tables" / omaha_order.DATA_FILE


def main(argv: list) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--output", default=str(DATA))
    args = parser.parse_args(argv)
    start = time.monotonic()

    def progress(done: int, total: int) -> None:
        print(f"\r{done:,} / {total:,} classes, {time.monotonic() - start:.0f} s", end="", file=sys.stderr, flush=True)

    built = omaha_build.build_omaha_order(threads=args.threads, progress=progress)
    print(file=sys.stderr)
    try:
        same = built == omaha_order.omaha_order()
    except (OSError, ValueError):     # no shipped order yet
        same = False
    pathlib.Path(args.output).write_bytes(built.to_bytes())
    print(f"Omaha order: {omaha_order.CLASSES:,} classes x {built.samples:,} deals in "
          f"{time.monotonic() - start:.0f} s on {args.threads} thread(s), written to {args.output} "
          f"({'the same as' if same else 'DIFFERENT from'} the shipped order)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
