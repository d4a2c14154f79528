"""Equity: pokerbits.equity exact and Monte Carlo, beside eval7's equity functions where they exist,
then beside OMPEval's equity calculator (pokerfast's C entry, one thread) on preflop spots.

    pip install -e ".[bench]" && python -m benchmarks.equity [--repeats R] [--cpu]

Each row first checks that the sides agree (exact rows to 1e-6, 1e-9 against OMPEval; Monte Carlo
rows within four standard errors of the exact value), then times each side R times, the sides
taking turns, and prints the best time. eval7 is heads-up only, exact only on a complete board,
Hold'em only. OMPEval's Monte Carlo runs for a fixed time: its speed-up compares time per deal.
--cpu times the CPU time of this process (both sides' threads) instead of wall time: steadier on
a machine shared with more busy processes than cores.
"""
from __future__ import annotations

import argparse
import time
from dataclasses import dataclass
from typing import Callable, Optional, Tuple, Union

import pokerbits
from benchmarks.timing import machine, per_call
from pokerbits import equities


Outcome = Union[float, Tuple[float, int]]   # player 1's equity, or (equity, deals run)


@dataclass
class Row:
    what: str
    work: int                               # our deals per run
    ours: Callable[[], Outcome]
    theirs: Optional[Callable[[], Outcome]]   # the peer, if it has the call (its deals, if it says)
    exact: Optional[float] = None           # the exact value, to check Monte Carlo against
    error: float = 0.0                      # our standard error (Monte Carlo rows)
    tolerance: float = 1e-6                 # exact rows: eval7 answers in float32


def _eval7_cards(text: str):
    import eval7

    text = text.replace(" ", "")
    return [eval7.Card(text[i:i + 2]) for i in range(0, len(text), 2)]


def _eval7():
    try:
        import eval7
    except ImportError:
        return None
    return eval7


def rows() -> list[Row]:
    eval7 = _eval7()
    out = []

    def ours(game, hands, board="", **kw):
        return lambda: pokerbits.equity(game, hands, board, **kw).players[0].equity

    preflop = pokerbits.equity("holdem", ["AhKh", "QsQd"])
    out.append(Row("Hold'em AhKh v QsQd preflop, exact (every board)", preflop.deals,
                   ours("holdem", ["AhKh", "QsQd"]), None))
    mc = pokerbits.equity("holdem", ["AhKh", "QsQd"], samples=2_000_000, seed=1)
    out.append(Row("Hold'em AhKh v QsQd preflop, Monte Carlo 2M deals, 1 thread", 2_000_000,
                   ours("holdem", ["AhKh", "QsQd"], samples=2_000_000, seed=1),
                   eval7 and (lambda: eval7.py_hand_vs_range_monte_carlo(
                       _eval7_cards("AhKh"), eval7.HandRange("QsQd"), [], 2_000_000)),
                   preflop.players[0].equity, mc.players[0].equity_error))
    out.append(Row("Hold'em AhKh v QsQd preflop, Monte Carlo 2M deals, 2 threads", 2_000_000,
                   ours("holdem", ["AhKh", "QsQd"], samples=2_000_000, seed=1, threads=2), None,
                   preflop.players[0].equity, mc.players[0].equity_error))
    river = "2c 7d Th 8s 3c"
    villain = "QQ+, AKs, AQo+"
    out.append(Row(f"Hold'em AhKh v {villain!r} on the river, exact",
                   pokerbits.equity("holdem", ["AhKh", villain], river).deals,
                   ours("holdem", ["AhKh", villain], river),
                   eval7 and (lambda: eval7.py_hand_vs_range_exact(
                       _eval7_cards("AhKh"), eval7.HandRange(villain), _eval7_cards(river)))))
    flop = pokerbits.equity("holdem", ["AhKh", "QsQd", "random"], "2h 7h Td")
    out.append(Row("Hold'em 3 players (one random) on the flop, exact", flop.deals,
                   ours("holdem", ["AhKh", "QsQd", "random"], "2h 7h Td"), None))
    for key, hands, board in (("omaha-hi-lo", ["As 2s 3d Kd", "Ah Kh 4c 5c"], "2h 7c Td"),
                              ("stud-hi-lo", ["As 2s 3d 4h", "Ah Kh Kc 8c"], ""),
                              ("razz", ["As 2s 3d", "4h 5c 6d"], "")):
        try:
            result = pokerbits.equity(key, hands, board)
        except ValueError:       # a game this build does not have yet
            continue
        kind = "exact" if result.exact else f"Monte Carlo {result.deals:,} deals"
        out.append(Row(f"{result.game.name} {' v '.join(hands)}{' on ' + board if board else ''}, {kind}",
                       result.deals, ours(key, hands, board), None))
    return out


def _ompeval():
    """OMPEval's equity calculator, which pokerfast wraps: its C entry pf_equity through ctypes,
    one thread (None when pokerfast is not installed)."""
    try:
        import ctypes

        from pokerfast import equity as pokerfast_equity
        library = pokerfast_equity._load()
    except ImportError:
        return None

    def run(ranges: list, board: str = "", seconds: float = 0.0) -> Outcome:
        """Exact, or Monte Carlo for `seconds` (its stopping error set out of reach)."""
        n = len(ranges)
        texts = (ctypes.c_char_p * n)(*[text.encode() for text in ranges])
        shares, deals = (ctypes.c_double * n)(), ctypes.c_uint64()
        exact = seconds == 0.0
        if library.pf_equity(texts, n, board.encode(), b"", int(exact), 5e-5 if exact else 1e-12, 1, seconds,
                             shares, ctypes.byref(deals)) != 0:
            raise RuntimeError(f"pf_equity failed on {ranges}")
        return shares[0], deals.value
    return run


def ompeval_rows() -> list[Row]:
    """The spots of the OMPEval comparison, Hold'em preflop, one thread each."""
    omp = _ompeval()
    if omp is None:
        return []

    def ours(hands, **kw):
        def run() -> Outcome:
            result = pokerbits.equity("holdem", hands, **kw)
            return result.players[0].equity, result.deals
        return run

    out = []
    for hands in (["AhKh", "QsQd"], ["AhKh", "QQ"], ["AsKs", "QQ+,AKs,AQo+"], ["AhKh", "QsQd", "JcTc"],
                  ["QQ+,AKs", "22+,A2s+,KTo+"], ["TT+,AQs+,AQo+", "QQ+,AKs,AKo", "TT"], ["AhKh", "random"]):
        exact = pokerbits.equity("holdem", hands)
        out.append(Row(f"{' v '.join(hands)} preflop, exact", exact.deals, ours(hands),
                       lambda hands=hands: omp(hands), tolerance=1e-9))
    for board in ("Ts 4d 2c 9h", "Ts 4d 2c 9h 3s"):   # small calls: the fixed cost end to end
        hands = ["AhKh", "QsQd"]
        street = "turn" if len(board.split()) == 4 else "river"
        out.append(Row(f"{' v '.join(hands)} on the {street}, exact", pokerbits.equity("holdem", hands, board).deals,
                       ours(hands, board=board), lambda hands=hands, board=board: omp(hands, board.replace(" ", "")),
                       tolerance=1e-9))
    for hands in (["AsKs", "QQ+,AKs,AQo+"], ["AhKh", "QsQd"], ["AhKh", "QsQd", "JcTc"], ["AhKh", "QQ+", "JcTc"],
                  ["AhKh", "random"]):   # Monte Carlo: against a range, a random hand, multiway
        mc = pokerbits.equity("holdem", hands, samples=2_000_000, seed=1)
        out.append(Row(f"{' v '.join(hands)} preflop, Monte Carlo (2M deals; OMPEval for 0.2 s)", 2_000_000,
                       ours(hands, samples=2_000_000, seed=1), lambda hands=hands: omp(hands, seconds=0.2),
                       pokerbits.equity("holdem", hands).players[0].equity, mc.players[0].equity_error))
    return out


def _outcome(value) -> Outcome:
    return value if isinstance(value, tuple) else (value, 0)


def _duration(seconds: float) -> str:
    return f"{seconds * 1e3:,.2f} ms" if seconds >= 1e-3 else f"{seconds * 1e6:,.1f} µs"


def table(rows: list[Row], peer: str, repeats: int, clock: Callable[[], float] = time.perf_counter) -> None:
    """Check each row's sides agree, time them taking turns (on `clock`) and print the table."""
    print(f"| equity | deals | pokerbits | deals/s | {peer} | speed-up |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rows:
        value, _ = _outcome(row.ours())
        if row.exact is not None:
            assert abs(value - row.exact) < 4 * row.error, (row.what, value, row.exact)
        their_deals = row.work
        if row.theirs is not None:
            theirs, their_deals = _outcome(row.theirs())
            their_deals = their_deals or row.work
            tolerance = (row.tolerance if row.exact is None
                         else 4 * row.error + 4 * (row.exact * (1 - row.exact) / their_deals) ** 0.5)
            assert abs(theirs - (row.exact if row.exact is not None else value)) < tolerance, (row.what, theirs, value)
        ours_s, theirs_s = float("inf"), float("inf")
        for _ in range(repeats):   # sides take turns
            ours_s = min(ours_s, per_call(row.ours, clock=clock))
            if row.theirs is not None:
                theirs_s = min(theirs_s, per_call(row.theirs, clock=clock))
        their_text = "—" if row.theirs is None else _duration(theirs_s)
        ratio = "" if row.theirs is None else f"{(theirs_s / their_deals) / (ours_s / row.work):,.2f}x"
        print(f"| {row.what} | {row.work:,} | {_duration(ours_s)} | {row.work / ours_s / 1e6:,.1f} M | "
              f"{their_text} | {ratio} |")


def main(argv: Optional[list] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--cpu", action="store_true", help="time this process's CPU time, not wall time")
    args = parser.parse_args(argv)
    clock = time.process_time if args.cpu else time.perf_counter
    print(f"pokerbits {pokerbits.__version__}, {machine()}; best of {args.repeats}"
          f"{', CPU time' if args.cpu else ''}")
    table(rows(), "eval7", args.repeats, clock)
    omp = ompeval_rows()
    if omp:
        print("\nAgainst OMPEval's equity calculator (pokerfast's pf_equity through ctypes), one thread; "
              "the speed-up compares time per deal:\n")
        table(omp, "OMPEval", args.repeats, clock)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
