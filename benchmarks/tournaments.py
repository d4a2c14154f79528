"""Tournaments: icm() exact and sampled, beside pokerkit's calculate_icm, and push_fold().

    python -m benchmarks.tournaments [--repeats R] [--icm | --full-table [--match TEXT]]

ICM rows: a field (players, paid places) of seeded stacks and prizes, pokerbits' exact walk and,
where it is installed and the finishing orders to enumerate are at most PEER_ORDERS, pokerkit's
calculate_icm (pure Python over every ordered choice of the paid places), after checking that the
two agree to 1e-9 of the prize pool; a field too big for it shows the orders it would list. The
Monte Carlo row times sampled finishing orders. Push/fold rows time a whole solve (CFR+ and the
exact mixed frequencies) and show its exploitability; the chart row times push_fold_chart() once.
Full-table rows time push_fold(stacks=[...]) (3, 6 and 9 players, chip EV and ICM; ICM at
8, 9 and 10 players too) to the
targets of issue 50 (1e-3 bb, or 1e-3 of the prize pool), and state the model's error: the
chips its EVs create or lose in total (zero in the true game), and, in the three-way all-in
(the first shover called by the two blinds), each player's pot share by the model against a
Monte Carlo count over deals with every card removed (pokerbits.equity on the three ranges,
SHARE_SAMPLES deals: its standard error about 5e-4); three-handed, chip EV, each player's EV
by the model against the same strategies dealt out DEALS times with every card removed
(dealt_evs, its standard error shown). Each other row is the best of R runs.
"""
from __future__ import annotations

import argparse
import math
import random
from typing import Any, Callable, Optional

from benchmarks.timing import best_time, per_call
from pokerbits import equity, high, icm, push_fold, push_fold_chart
from pokerbits.equities.preflop import CLASS_NAMES, N_CLASSES

FIELDS = [(3, 3), (6, 3), (9, 9), (18, 3), (12, 12), (18, 18), (22, 22), (300, 3)]
PEER_ORDERS = 1_000_000          # pokerkit enumerates this many finishing orders at most here
SHARE_SAMPLES = 1_000_000        # deals of the three-way all-in counted by Monte Carlo
DEALS = 1_000_000                  # deals of the whole hand played out to check the model's chip EVs


def field(players: int, paid: int, seed: int = 41) -> tuple:
    rng = random.Random(seed + players * 100 + paid)
    stacks = [rng.randint(1, 100) * 100 for _ in range(players)]
    payouts = sorted((rng.randint(1, 1000) for _ in range(paid)), reverse=True)
    return stacks, payouts


def peer() -> Optional[Callable[..., Any]]:
    try:
        from pokerkit.analysis import calculate_icm
    except ImportError:
        return None
    return calculate_icm


def seconds(run: Callable[[], object], repeats: int) -> float:
    """The best of `repeats` runs, each averaged over enough calls when it is short."""
    return min(per_call(run) for _ in range(max(1, repeats)))


def icm_rows(repeats: int) -> list:
    theirs = peer()
    rows = []
    for players, paid in FIELDS:
        stacks, payouts = field(players, paid)
        ours = icm(stacks, payouts)
        assert ours.exact
        mine = seconds(lambda: icm(stacks, payouts), repeats)
        orders = math.perm(players, paid)
        peer_cell, ratio = f"— ({orders:,.3g} orders)", ""
        if theirs is not None and orders <= PEER_ORDERS:
            values = theirs(payouts, stacks)
            worst = max(abs(a - b) for a, b in zip(ours.equities, values))
            if worst > 1e-9 * sum(payouts):
                peer_cell = f"disagrees by {worst:.3g}"
            else:
                peer_seconds = best_time(lambda: theirs(payouts, stacks), max(1, min(repeats, 3)))
                times = peer_seconds / mine
                peer_cell, ratio = _shown(peer_seconds), f"{times:,.0f}x" if times >= 10 else f"{times:.2g}x"
        rows.append((f"icm exact, {players} players, {paid} paid", _shown(mine), peer_cell, ratio))
    stacks, payouts = field(1000, 150)
    samples = 100_000
    sampled = best_time(lambda: icm(stacks, payouts, samples=samples, seed=1), repeats)
    rows.append((f"icm Monte Carlo, 1000 players, 150 paid, {samples:,} orders", _shown(sampled),
                 f"{samples / sampled:,.0f} orders/s", ""))
    return rows


def push_fold_rows(repeats: int) -> list:
    cases = [("push_fold(10)", lambda: push_fold(10)), ("push_fold(10, ante=0.125)", lambda: push_fold(10, 0.125)),
             ("push_fold(20)", lambda: push_fold(20)), ("push_fold(4)", lambda: push_fold(4)),
             ("push_fold ICM, stacks 30 10 10, prizes 60 40",
              lambda: push_fold(stacks=[30, 10, 10], payouts=[60, 40], sb=0, bb=1)),
             ("push_fold ICM, 9 players, 3 paid",
              lambda: push_fold(stacks=[25, 18, 15, 12, 10, 9, 7, 5, 4], payouts=[50, 30, 20], sb=7, bb=8))]
    rows = []
    for what, run in cases:
        result = run()
        rows.append((what, _shown(best_time(run, repeats)),
                     f"exploitability {result.exploitability:.1g} {result.units}, {result.iterations:,} iterations", ""))
    chart = push_fold_chart()     # 191 solves: one run is long enough to time
    seconds_taken = best_time(push_fold_chart, 1)
    rows.append(("push_fold_chart(), heads-up 1 to 20 bb", _shown(seconds_taken),
                 f"{len(chart.push)} classes a table, 191 stacks solved", ""))
    return rows


def full_table_rows(repeats: int, match: Optional[str] = None) -> list:
    """The full-table rows (only those whose description holds `match`, no chart, if given)."""
    cases = [("3 players, 10 bb each, chip EV", [10, 10, 10], None, 1e-3, repeats),
             ("3 players, 12 9 10 bb, ante 0.1, chip EV", [12, 9, 10], None, 1e-3, repeats),
             ("3 players, 10 bb each, ICM 50/30/20", [10, 10, 10], [50, 30, 20], 0.1, repeats),
             ("6 players, 10 bb each, chip EV", [10] * 6, None, 1e-3, repeats),
             ("6 players, 25 18 15 12 10 8 bb, ICM 50/30/20", [25, 18, 15, 12, 10, 8], [50, 30, 20], 0.1, 1),
             ("9 players, 10 bb each, chip EV", [10] * 9, None, 1e-3, 1)]
    cases += [(f"{n} players, 10 to 16 bb, ICM 50/30/20", [10 + 3 * i % 7 for i in range(n)], [50, 30, 20], 0.1, 1)
              for n in (8, 9, 10)]
    rows = []
    for what, stacks, payouts, tolerance, runs in cases:
        if match is not None and match not in what:
            continue
        def run(stacks: list = stacks, payouts: Optional[list] = payouts, tolerance: float = tolerance) -> Any:
            return push_fold(stacks=stacks, payouts=payouts, tolerance=tolerance)
        result = run()
        notes = f"exploitability {result.exploitability:.1g} {result.units}, {result.iterations:,} iterations"
        if payouts is not None:
            notes += f"; prize EVs add up to the pool {sum(result.ev) - sum(payouts):+.3f}"
        if payouts is None:
            notes += f"; EVs add up to {sum(result.ev):+.3f} bb"
            if len(stacks) == 3:
                means, errors = dealt_evs(result)
                notes += ("; EVs, model - dealt out: " + ", ".join(f"{e - m:+.3f}" for e, m in zip(result.ev, means))
                          + f" (± {max(errors):.3f})")
        notes += "; three-way pot shares, model - counted: " + ", ".join(f"{e:+.4f}" for e in share_errors(result))
        rows.append((f"push_fold, {what}", _shown(best_time(run, runs)), notes, ""))
    if match is not None:
        return rows
    chart = push_fold_chart(players=3)     # 191 solves: one run is long enough to time
    rows.append(("push_fold_chart(players=3), 1 to 20 bb", _shown(best_time(lambda: push_fold_chart(players=3), 1)),
                 f"{len(chart.call) + len(chart.push)} charts, 191 stacks solved to 1e-4 bb", ""))
    return rows


def dealt_evs(result: Any, deals: int = DEALS, seed: int = 9) -> tuple:
    """Each player's chip EV of the result's strategies in the true game, by Monte Carlo over
    `deals` deals with every card removed (three hands or more and a board, the players' actions
    drawn from their frequencies, the showdowns settled on the board): (means, standard errors)."""
    from pokerbits.tournaments.equilibrium import posts
    from pokerbits.tournaments.full_table import settle

    rng = random.Random(seed)
    n, stacks = result.players, list(result.stacks)
    dead, blinds = posts(stacks, n - 2, n - 1, result.ante, 0.5, result.bb_ante)
    live = [st - d for st, d in zip(stacks, dead)]
    ranks = "23456789TJQKA"
    names = {}
    for a in range(52):
        for b in range(52):
            if a != b:
                ra, rb = a % 13, b % 13
                hi, lo = max(ra, rb), min(ra, rb)
                suited = a // 13 == b // 13
                names[(a, b)] = ranks[hi] + ranks[lo] + ("" if hi == lo else "s" if suited else "o")
    bit = [1 << (16 * (c // 13) + c % 13) for c in range(52)]
    walk = [st - d - b for st, d, b in zip(stacks, dead, blinds)]
    walk[n - 1] += sum(dead) + sum(blinds)
    sums, squares = [0.0] * n, [0.0] * n
    for _ in range(deals):
        cards = rng.sample(range(52), 2 * n + 5)
        hands = [names[(cards[2 * p], cards[2 * p + 1])] for p in range(n)]
        shover = next((p for p in range(n - 1) if rng.random() < result.push[p][hands[p]]), None)
        if shover is None:
            after = walk
        else:
            showing = [shover] + [p for p in range(shover + 1, n)
                                  if rng.random() < result.call[(shover, p)][hands[p]]]
            bets = [live[p] if p in showing else blinds[p] for p in range(n)]
            board = sum(bit[c] for c in cards[2 * n:])
            values = {p: high(board | bit[cards[2 * p]] | bit[cards[2 * p + 1]]) for p in showing}
            order = [[p for p in showing if values[p] == v] for v in sorted(set(values.values()), reverse=True)]
            after = settle(stacks, dead, bets, order)
        for p in range(n):
            won = after[p] - stacks[p]
            sums[p] += won
            squares[p] += won * won
    means = [total / deals for total in sums]
    return means, [math.sqrt(max(0.0, sq / deals - m * m) / deals) for sq, m in zip(squares, means)]


def share_errors(result: Any) -> list:
    """Each player's pot share in the three-way all-in of the first player's shove called by
    both blinds (equal pots: each player's chance of the best hand, ties split), by the model
    minus a Monte Carlo count over deals drawn from the three ranges, every card removed."""
    from pokerbits.tournaments.full_table import _class_tables

    removal, win, tie, prior = _class_tables()
    n = result.players
    players = [0, n - 2, n - 1]
    rows = {0: [result.push[0][c] for c in CLASS_NAMES]}
    rows.update({j: [result.call[(0, j)][c] for c in CLASS_NAMES] for j in players[1:]})
    counted = equity("holdem", [", ".join(f"{c}:{f:.6f}" for c, f in zip(CLASS_NAMES, rows[p]) if f > 0)
                                for p in players], samples=SHARE_SAMPLES, seed=5)
    errors = []
    for k, hero in enumerate(players):
        total = weight = 0.0
        for a in range(N_CLASSES):
            w = prior[a] * rows[hero][a]
            exponents = 0.0
            for u in players:
                if u == hero or not w:
                    continue
                reach = sum(removal[a * N_CLASSES + b] * rows[u][b] for b in range(N_CLASSES))
                beat = sum(removal[a * N_CLASSES + b] * rows[u][b] * (win[a * N_CLASSES + b] + tie[a * N_CLASSES + b] / 2)
                           for b in range(N_CLASSES))
                w *= reach
                exponents += reach / beat - 1 if beat > 0 else math.inf
            if w:
                total += w / (1 + exponents)
                weight += w
        errors.append(total / weight - counted.players[k].equity)
    return errors


def _shown(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:,.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:,.1f} ms"
    return f"{seconds:,.2f} s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.tournaments", description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5, help="runs per row, the best counts (default 5)")
    parser.add_argument("--icm", action="store_true", help="only the icm rows")
    parser.add_argument("--full-table", action="store_true", help="only the full-table push/fold rows")
    parser.add_argument("--match", metavar="TEXT", help="--full-table: only the rows whose description holds TEXT")
    args = parser.parse_args(argv)
    if args.full_table:
        print("| what | pokerbits | notes | |")
        print("|---|---:|---:|---:|")
        for row in full_table_rows(args.repeats, args.match):
            print("| " + " | ".join(row) + " |")
        return 0
    print("| what | pokerbits | pokerkit calculate_icm / notes | pokerkit / pokerbits |")
    print("|---|---:|---:|---:|")
    rows = icm_rows(args.repeats) if args.icm else \
        icm_rows(args.repeats) + push_fold_rows(args.repeats) + full_table_rows(args.repeats)
    for row in rows:
        print("| " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
