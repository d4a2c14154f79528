"""Regenerate the shipped matchup tables (src/pokerbits/_core/tables/*_matchups.bin).

    python scripts/build_matchup_tables.py [--threads N] [--client ADDRESS]

For each game with a table, the same as `pokerbits table matchups --game GAME --output <its
file>`: prints the time and whether the new table equals the shipped one (byte for byte: the
counts are exact integers and the file holds nothing else).
"""
import pathlib
import sys

from pokerbits.cli.main import main
from pokerbits.equities import matchups

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLES = ROOT / "src" / "pokerbits" / "_core" / "tables"

if __name__ == "__main__":
    for game in ("holdem", "short-deck", "short-deck-triton"):
        file = matchups.TABLES[matchups.table_system(matchups.matchup_game(game))][1]
        status = main(["table", "matchups", "--game", game, "--output", str(TABLES / file), *sys.argv[1:]])
        if status:
            sys.exit(status)
