"""The table command: rebuild the exact heads-up preflop tables, with progress and threads: the
matchup table of a game (what equity() reads) or Hold'em's class table (the board walk's own
count, to compare with the one summed from the matchup table)."""
from __future__ import annotations

import argparse
import time

from pokerbits.cli.equity import Progress
from pokerbits.equities import matchups, preflop


def table(args: argparse.Namespace) -> int:
    if args.which == "preflop" and args.game not in (None, "holdem"):
        raise ValueError("the preflop class table is Hold'em's: --game is for the matchup tables")
    game = matchups.matchup_game(args.game or "holdem") if args.which == "matchups" else None
    client = None
    if args.client:
        from dask.distributed import Client   # the optional dask extra

        client = Client(args.client)
    progress = Progress()
    start = time.monotonic()
    if game is not None:
        wins = matchups.build_matchup_table(game, threads=args.threads, client=client, progress=progress.update)
        blob, what = matchups.encode(game, wins), f"{game.name} matchup table: {len(wins):,} classes"
        same = wins == matchups.shipped_wins(matchups.table_system(game))
    else:
        built = preflop.build_preflop_table(threads=args.threads, client=client, progress=progress.update)
        blob, what = built.to_bytes(), "preflop table: 169 x 169 classes"
        same = built.wins == preflop.preflop_table().wins
    progress.clear()
    output = args.output or (matchups.TABLES[matchups.table_system(game)][1] if game is not None
                             else "preflop_heads_up.bin")
    with open(output, "wb") as out:
        out.write(blob)
    print(f"{what} in {time.monotonic() - start:.1f} s on {args.threads} thread(s), "
          f"written to {output} ({'the same as' if same else 'DIFFERENT from'} the shipped table)")
    return 0
