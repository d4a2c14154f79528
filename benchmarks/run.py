"""pokerbits against every installed peer, on the same seeded hands, per call and in batch.

    pip install -e ".[bench]" && python -m benchmarks [--hands N] [--repeats R] [--only high]
    python -m benchmarks --instructions [--only omaha]   # callgrind counts instead (instructions.py)

For each case (a ranking system and a hand size) every contender first evaluates all its hands
and must order them exactly as pokerbits does (each peer's convention turned into "higher is
better"); a peer that disagrees is reported and left out of the table. Then the hands are cut
into chunks (250 calls per call, 100,000 hands per batch), each chunk is timed R times, the
contenders taking turns (each turn after one untimed chunk, so that its tables are in the caches),
and a contender's time is the sum over chunks of each chunk's best run, so that a busy machine's
interruptions drop out. Printed: a markdown table of ns per hand and the ratio peer / pokerbits
(per-call peers against pokerbits per call on an int, batch peers against pokerbits in batch on
the path this machine takes; the batch paths it runs besides get rows of their own).
Slow peers get fewer hands (the first hands of the same seeded list).
"""
from __future__ import annotations

import argparse
import ctypes
import importlib
import pkgutil
import random
import sys
import time
from dataclasses import dataclass
from itertools import starmap
from typing import Callable, Optional, Sequence

import numpy as np

import pokerbits
from benchmarks.imports import best_import_ms
from benchmarks.threads import threads_best
from pokerbits._core.kernels import batch as batch_paths

PICKED = pokerbits.batch_kernel()   # the batch path this machine takes (the contenders switch it)
from benchmarks import timing
from benchmarks.timing import best_time, elapsed
from pokerbits import systems

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = [rank + suit for rank in RANKS for suit in SUITS]
CALL_CHUNK = 250
BATCH_CHUNK = 100_000


def bit(card: str) -> int:
    return 1 << (16 * SUITS.index(card[1]) + RANKS.index(card[0]))


def rank_suit_id(card: str) -> int:
    """The id most C evaluators use: 4 * rank + suit (suits c d h s)."""
    return 4 * RANKS.index(card[0]) + SUITS.index(card[1])


@dataclass
class Contender:
    library: str
    call: str
    batch: bool
    prepare: Callable[[list], object]           # deals -> this contender's input
    run: Callable[[object, int, int], object]   # (input, start, stop) -> values of deals[start:stop]
    key: Callable[[object], object] = lambda value: value   # value -> "higher is better" key
    values: Callable[[object], list] = list     # what run() returned -> list of values (not timed)
    max_hands: Optional[int] = None             # slow contenders time fewer hands


@dataclass
class Case:
    title: str
    system: str           # pokerbits system name ("omaha" for Omaha high)
    n_cards: int
    peers: list           # Contender factories: () -> Contender, may raise ImportError


def per_call(function: Callable, arguments: Callable[[list], tuple]):
    """prepare/run for a function called once per hand with *arguments(deal) (one argument: map)."""
    def run(prepared, start, stop):
        return list(starmap(function, prepared[start:stop]))

    def run_one(prepared, start, stop):
        return list(map(function, prepared[start:stop]))

    def prepare(deals):
        return [arguments(deal) for deal in deals]

    def prepare_one(deals):
        return [arguments(deal)[0] for deal in deals]

    one = len(arguments(DECK[:9])) == 1
    return (prepare_one, run_one) if one else (prepare, run)


# ----------------------------------------------------------------------------- pokerbits

def pokerbits_contenders(case: Case) -> list:
    if case.system == "omaha":
        omaha_high = getattr(pokerbits, "omaha_high", None)
        if omaha_high is None:
            return []
        prepare, run = per_call(omaha_high, lambda deal: (sum(map(bit, deal[:4])), sum(map(bit, deal[4:]))))
        out = [Contender("pokerbits", "omaha_high(int, int)", False, prepare, run)]
        if hasattr(pokerbits, "omaha_many"):
            def omaha_batch(path: str):
                def run(p, start, stop):
                    batch_paths.use_path(path)   # the contenders take turns: each sets its own path
                    return pokerbits.omaha_many("high", p[0][start:stop], p[1][start:stop])
                return run

            prepare = (lambda deals: (np.array([sum(map(bit, d[:4])) for d in deals], dtype=np.uint64),   # noqa: E731
                                      np.array([sum(map(bit, d[4:])) for d in deals], dtype=np.uint64)))
            out.append(Contender("pokerbits", "omaha_many", True, prepare, omaha_batch(PICKED)))
            out += [Contender("pokerbits", f"omaha_many, {path} path", True, prepare, omaha_batch(path))
                    for path in batch_paths.supported_paths() if path != PICKED
                    and (path in batch_paths.OMAHA_PATHS or path == "scalar")]   # AVX2: the scalar loop
        return out
    if case.system not in systems.names():
        return []
    evaluate = systems.get(case.system).evaluate
    name = evaluate.__name__
    as_int = per_call(evaluate, lambda deal: (sum(map(bit, deal)),))
    as_str = per_call(evaluate, lambda deal: (" ".join(deal),))
    masks = lambda deals: np.array([sum(map(bit, deal)) for deal in deals], dtype=np.uint64)  # noqa: E731

    def batch(threads: int, path: str):
        def run(prepared, start, stop):
            batch_paths.use_path(path)   # the contenders take turns: each sets its own path
            return pokerbits.evaluate_many(case.system, prepared[start:stop], threads=threads)
        return run

    # the path this machine takes, and (for the systems with wide paths) the others it runs, apart
    others = [path for path in batch_paths.supported_paths()
              if path != PICKED and case.system in batch_paths.WIDE_SYSTEMS]
    return [Contender("pokerbits", f"{name}(int)", False, *as_int),
            Contender("pokerbits", f"{name}(str)", False, *as_str),
            Contender("pokerbits", "evaluate_many", True, masks, batch(1, PICKED)),
            Contender("pokerbits", "evaluate_many, threads=2", True, masks, batch(2, PICKED)),
            *[Contender("pokerbits", f"evaluate_many, {path} path", True, masks, batch(1, path)) for path in others]]


# ----------------------------------------------------------------------------- peers

def treys_like(module_name: str):
    def make() -> Contender:
        module = importlib.import_module(module_name)
        evaluator = module.Evaluator()
        new = module.Card.new
        def arguments(deal):
            return [new(c) for c in deal[:2]], [new(c) for c in deal[2:]]

        return Contender(module_name, "Evaluator().evaluate(hand, board)", False,
                         *per_call(evaluator.evaluate, arguments), key=lambda value: -value, max_hands=3000)
    return make


def phevaluator_cards(n_cards: int):
    def make() -> Contender:
        from phevaluator import _pheval
        function = getattr(_pheval, f"evaluate_{n_cards}cards")
        return Contender("phevaluator", f"C evaluate_{n_cards}cards(*ids)", False,
                         *per_call(function, lambda deal: tuple(map(rank_suit_id, deal))), key=lambda value: -value)
    return make


def phevaluator_omaha() -> Contender:
    from phevaluator import _pheval
    return Contender("phevaluator", "C evaluate_omaha_cards(*board, *hole)", False,
                     *per_call(_pheval.evaluate_omaha_cards,
                               lambda deal: tuple(map(rank_suit_id, deal[4:] + deal[:4]))), key=lambda value: -value)


def eval7_cards() -> Contender:
    import eval7
    return Contender("eval7", "evaluate([Card...])", False,
                     *per_call(eval7.evaluate, lambda deal: ([eval7.Card(c) for c in deal],)))


def holdem_hand_evaluator() -> Contender:
    from holdem_hand_evaluator import evaluate_hand
    return Contender("holdem-hand-evaluator", "evaluate_hand(str)", False,
                     *per_call(evaluate_hand, lambda deal: ("".join(deal),)))


def pokerfast_per_call() -> Contender:
    import pokerfast
    return Contender("pokerfast", "eval7(tuple of str)", False,
                     *per_call(pokerfast.eval7, lambda deal: (tuple(deal),)), max_hands=3000)


def pokerfast_kernel() -> Contender:
    """pokerfast's private C++ batch entry (OMPEval inside), called through ctypes on card bytes."""
    from pokerfast import equity
    library = equity._load()
    suit_order = "shcd"   # its card index is 4 * rank + suit, suits s h c d

    def prepare(deals):
        return bytes(4 * RANKS.index(c[0]) + suit_order.index(c[1]) for deal in deals for c in deal), len(deals[0])

    def run(prepared, start, stop):
        data, k = prepared
        out = (ctypes.c_uint16 * (stop - start))()
        if library.pf_evaluate(data[start * k:stop * k], stop - start, k, out) != 0:
            raise RuntimeError("pokerfast pf_evaluate failed")
        return out

    return Contender("pokerfast", "private C++ kernel pf_evaluate (ctypes)", True, prepare, run)


def pokerfast_public_batch() -> Contender:
    from pokerfast import equity
    return Contender("pokerfast", "equity.evaluate(list of str)", True,
                     lambda deals: ["".join(deal) for deal in deals],
                     lambda prepared, start, stop: equity.evaluate(prepared[start:stop]), max_hands=20_000)


def poker_equity(kernel: str):
    def make() -> Contender:
        import poker_equity as module
        return Contender("poker-equity", f'score_batch("{kernel}", list of str)', True,
                         lambda deals: ["".join(deal) for deal in deals],
                         lambda prepared, start, stop: module.score_batch(kernel, prepared[start:stop]),
                         key=lambda value: -value)
    return make


def pokerkit_hand(class_name: str, split: Optional[int] = None):
    """pokerkit's Hand.from_game; None for "no hand" (a low that does not qualify)."""
    def make() -> Contender:
        import pokerkit
        hand_class = getattr(pokerkit, class_name)

        def evaluate(hole, board):
            try:
                return hand_class.from_game(hole, board)
            except ValueError:
                return None

        arguments = ((lambda deal: ("".join(deal), "")) if split is None
                     else (lambda deal: ("".join(deal[:split]), "".join(deal[split:]))))
        return Contender("pokerkit", f"{class_name}.from_game", False, *per_call(evaluate, arguments),
                         key=lambda hand: _Lowest if hand is None else hand, max_hands=300)
    return make


class _LowestType:
    """Below every pokerkit hand: a hand that does not qualify."""

    def __lt__(self, other): return other is not self
    def __gt__(self, other): return False
    def __eq__(self, other): return other is self
    def __hash__(self): return 0


_Lowest = _LowestType()


def call_floor() -> Contender:
    """Not an evaluator: the cost of calling a builtin once per hand from Python, for scale."""
    return Contender("(Python)", "len(str): the per-call floor", False,
                     *per_call(len, lambda deal: ("".join(deal),)), key=lambda value: 0, max_hands=100_000)


HIGH_PEERS = [call_floor, treys_like("treys"), treys_like("deuces"), eval7_cards, holdem_hand_evaluator,
              pokerfast_per_call, pokerfast_kernel, pokerfast_public_batch, poker_equity("high"),
              pokerkit_hand("StandardHighHand")]
CASES = [
    Case("high, 5 cards", "high", 5, [phevaluator_cards(5)] + HIGH_PEERS),
    Case("high, 7 cards", "high", 7, [phevaluator_cards(7)] + HIGH_PEERS),
    Case("ace-to-five, 5 cards", "ace_five", 5, [poker_equity("low_a5"), pokerkit_hand("RegularLowHand")]),
    Case("ace-to-five, 7 cards", "ace_five", 7, [poker_equity("low_a5"), pokerkit_hand("RegularLowHand")]),
    Case("8-or-better, 7 cards", "ace_five_8", 7, [pokerkit_hand("EightOrBetterLowHand")]),
    Case("deuce-to-seven, 5 cards", "deuce_seven", 5, [poker_equity("deuce_seven"), pokerkit_hand("StandardLowHand")]),
    Case("deuce-to-seven, 7 cards", "deuce_seven", 7, [poker_equity("deuce_seven"), pokerkit_hand("StandardLowHand")]),
    Case("Badugi, 4 cards", "badugi", 4, [poker_equity("badugi"), pokerkit_hand("StandardBadugiHand")]),
    Case("Omaha high, 4 hole + 5 board", "omaha", 9, [phevaluator_omaha, pokerkit_hand("OmahaHoldemHand", split=4)]),
]


# ----------------------------------------------------------------------------- checking and timing

def disagreement(reference: list, keys: list) -> Optional[int]:
    """Index of a hand where `keys` orders the hands differently from `reference`, else None."""
    order = sorted(range(len(reference)), key=reference.__getitem__)
    for i, j in zip(order, order[1:]):
        same = reference[i] == reference[j]
        if (same and not keys[i] == keys[j]) or (not same and not keys[i] < keys[j]):
            return j
    return None


def chunks(contender: Contender, n_hands: int) -> list:
    size = BATCH_CHUNK if contender.batch else CALL_CHUNK
    return [(start, min(start + size, n_hands)) for start in range(0, n_hands, size)]


def best_ns(timed: list, repeats: int) -> list:
    """ns per hand of each (contender, prepared input, n_hands): per chunk the best of `repeats`
    runs, summed over the chunks; the contenders take turns, so a busy spell hits them all, and
    each turn starts with an untimed chunk, so that each finds its tables in the caches."""
    best = [[float("inf")] * len(chunks(c, n)) for c, _, n in timed]
    for _ in range(repeats):
        for index, (contender, prepared, n_hands) in enumerate(timed):
            contender.run(prepared, *chunks(contender, n_hands)[0])
            for k, (start, stop) in enumerate(chunks(contender, n_hands)):
                best[index][k] = min(best[index][k], elapsed(contender.run, prepared, start, stop))
    return [sum(times) / n_hands * 1e9 for times, (_, _, n_hands) in zip(best, timed)]


def run_case(case: Case, n_hands: int, repeats: int, seed: int) -> list:
    """Table rows (case, library, call, mode, ns, ratio) of one case."""
    rng = random.Random(seed + case.n_cards)
    deals = [rng.sample(DECK, case.n_cards) for _ in range(n_hands)]
    ours = pokerbits_contenders(case)
    if not ours:
        print(f"skipped {case.title}: pokerbits has no {case.system} evaluator here", file=sys.stderr)
        return []
    reference = ours[0].values(ours[0].run(ours[0].prepare(deals), 0, n_hands))
    contenders = list(ours)
    for make in case.peers:
        try:
            contenders.append(make())
        except Exception as error:   # not installed, or its native part did not load
            print(f"skipped a peer in {case.title}: {type(error).__name__}: {error}", file=sys.stderr)
    rows, timed = [], []
    for contender in contenders:
        n = min(n_hands, contender.max_hands or n_hands)
        prepared = contender.prepare(deals[:n])
        keys = list(map(contender.key, contender.values(contender.run(prepared, 0, n))))
        bad = None if contender.library == "(Python)" else disagreement(reference[:n], keys)
        if bad is None:
            timed.append((contender, prepared, n))
        else:
            print(f"{case.title}: {contender.library} {contender.call} disagrees with pokerbits, "
                  f"e.g. on {' '.join(deals[bad])}; not timed", file=sys.stderr)
            rows.append((case.title, contender.library, contender.call, "batch" if contender.batch else "per call",
                         None, "disagrees"))
    baseline = {}
    measured = best_ns(timed, repeats)
    batch_paths.use_path(PICKED)
    for (contender, _, _), ns in zip(timed, measured):
        mode = "batch" if contender.batch else "per call"
        if contender.library == "pokerbits":
            baseline.setdefault(mode, ns)
            ratio = ""
        else:
            ratio = f"{ns / baseline[mode]:,.1f}x" if mode in baseline else ""
        rows.append((case.title, contender.library, contender.call, mode, ns, ratio))
        print(f"  {case.title}: {contender.library} {contender.call}: {ns:,.1f} ns", file=sys.stderr, flush=True)
    return rows


def core_table_bytes() -> int:
    """Bytes of every table of the compiled core (each module's TABLE_BYTES), those built on
    first use included."""
    names = [info.name for info in pkgutil.walk_packages(pokerbits._core.__path__, "pokerbits._core.") if not info.ispkg]
    return sum(getattr(importlib.import_module(name), "TABLE_BYTES", 0) for name in names)


def facts(repeats: int) -> list:
    """(what, measured) rows for census, threads, import time and table size."""
    rows = []
    for threads in (1, 2):
        best = best_time(lambda: pokerbits.census("high", 7, threads=threads), repeats // 2)
        rows.append((f"census of all 133,784,560 seven-card high hands, threads={threads}", f"{best:.2f} s"))
    for n in (100_000, 1_000_000):
        one, two = threads_best(n, repeats)
        rows.append((f"evaluate_many of {n:,} seven-card high hands, threads=2 against 1", f"{one / two:.2f}x"))
    json, ours = best_import_ms(["import json", "import pokerbits"], repeats)
    rows.append(("import pokerbits (fresh interpreter, -X importtime)", f"{ours:.1f} ms"))
    rows.append(("import pokerbits / import json (the same)", f"{ours / json:.2f}x"))
    rows.append(("lookup tables: every table of the compiled core (lowball, Omaha, short deck included)",
                 f"{core_table_bytes() / 1024:,.0f} KiB"))
    return rows


def machine() -> str:
    return f"{timing.machine()}, batch kernel {PICKED}"


def main(argv: Sequence[str] = ()) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000, help="hands per case (slow peers use fewer)")
    parser.add_argument("--repeats", type=int, default=7, help="timed runs of each chunk; the best counts")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--only", default="", help="run the cases whose title contains this text")
    parser.add_argument("--no-facts", action="store_true", help="skip census, import time and table size")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per hand of each kernel with callgrind instead (benchmarks/instructions.py)")
    args = parser.parse_args(argv)
    if args.instructions:
        from benchmarks import instructions
        return instructions.main(args.only)
    rows = []
    for case in CASES:
        if args.only in case.title:
            rows += run_case(case, args.hands, args.repeats, args.seed)
    measured = [] if args.no_facts else facts(args.repeats)
    print(f"{time.strftime('%Y-%m-%d')}, {machine()}; {args.hands:,} seeded hands per case, "
          f"best of {args.repeats} per chunk")
    print()
    print("| hands | library | call | mode | ns per hand | peer / pokerbits |")
    print("|---|---|---|---|---:|---:|")
    for title, library, call, mode, ns, ratio in rows:
        shown = "—" if ns is None else (f"{ns:,.1f}" if ns < 100 else f"{ns:,.0f}")
        print(f"| {title} | {library} | {call} | {mode} | {shown} | {ratio} |")
    if measured:
        print()
        print("| pokerbits | measured |")
        print("|---|---:|")
        for what, value in measured:
            print(f"| {what} | {value} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
