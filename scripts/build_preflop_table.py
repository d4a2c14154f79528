"""Regenerate the shipped exact heads-up preflop table (src/pokerbits/_core/tables/preflop_heads_up.bin).

    python scripts/build_preflop_table.py [--threads N]

The same as `pokerbits table preflop --output <that file>`: prints the time and whether the new
table equals the shipped one.
"""
import pathlib
import sys

from pokerbits.cli.main import main

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "src" / "pokerbits" / "_core" / "tables" / "preflop_heads_up.bin"

if __name__ == "__main__":
    sys.exit(main(["table", "preflop", "--output", str(DATA), *sys.argv[1:]]))
