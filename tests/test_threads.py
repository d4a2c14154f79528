"""Many threads on shared inputs give exactly the single-threaded results; what the core and
Python build lazily is built once, whichever thread comes first."""
import importlib
import importlib.machinery
import inspect
import os
import pathlib
import random
import subprocess
import sys
import sysconfig
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

import pokerbits
from pokerbits import systems
from pokerbits._core.kernels import ace_five as _ace_five
from pokerbits._core.kernels import badugi as _badugi
from pokerbits._core.kernels import batch as _batch
from pokerbits._core.common import bits as _bits
from pokerbits._core.common import cards as _cards
from pokerbits._core.kernels import compat as _compat
from pokerbits._core.kernels import deuce_seven as _deuce_seven
from pokerbits._core.walks import equity as _equity
from pokerbits._core.kernels import high as _high
from pokerbits._core.kernels import omaha as _omaha
from pokerbits._once import once
from pokerbits.compat import eval7, phevaluator, treys

N_THREADS = 8
SYSTEMS = ["high", "ace_five", "ace_five_8", "deuce_seven", "badugi"]


def on_many_threads(work, n_threads=N_THREADS):
    """work(i) on `n_threads` threads that start together; the results in thread order."""
    barrier = threading.Barrier(n_threads)

    def run(i):
        barrier.wait()
        return work(i)

    with ThreadPoolExecutor(max_workers=n_threads) as pool:
        return list(pool.map(run, range(n_threads)))


def rotated(items, i):
    """The items from a different starting point for each thread, so threads differ at any moment."""
    k = i * len(items) // N_THREADS
    return items[k:] + items[:k]


@pytest.fixture(scope="module")
def deals():
    rng = random.Random(7)
    deck = pokerbits.deck()
    return [rng.sample(deck, 9) for _ in range(3000)]


def test_per_call_api_from_many_threads():
    rng = random.Random(7)
    deck = pokerbits.deck()
    hands = [pokerbits.cards(rng.sample(deck, 7)) for _ in range(20_000)]
    expected = [pokerbits.high(h) for h in hands]
    for i, result in enumerate(on_many_threads(lambda i: [pokerbits.high(h) for h in rotated(hands, i)])):
        assert result == rotated(expected, i)


def every_answer(deal):
    """Every per-call function of the public API on one deal: 7 cards, or 4 hole + 5 board."""
    seven, hole, board = deal[:7], deal[:4], deal[4:]
    answers = [pokerbits.cards(seven), pokerbits.card_strings(" ".join(seven))]
    for name in SYSTEMS:
        value = getattr(pokerbits, name)(seven)
        answers += [value, pokerbits.describe(name, value), pokerbits.category(name, value),
                    pokerbits.best_five(name, seven)]
    answers += [pokerbits.omaha_high(hole, board), pokerbits.omaha_ace_five_8(hole, board)]
    return answers


def test_every_per_call_function_from_many_threads(deals):
    expected = [every_answer(deal) for deal in deals]
    results = on_many_threads(lambda i: [every_answer(deal) for deal in rotated(deals, i)])
    for i, result in enumerate(results):
        assert result == rotated(expected, i)


def showdown_answer(deal):
    result = pokerbits.showdown("omaha-hi-lo", [deal[:4], deal[5:9]], board=deal[4:5] + deal[9:13], pot=101)
    return [(p.chips, [h.description for h in p.hands], [h.cards for h in p.hands]) for p in result.players]


def test_showdown_from_many_threads():
    rng = random.Random(11)
    deals = [rng.sample(pokerbits.deck(), 13) for _ in range(300)]
    expected = [showdown_answer(deal) for deal in deals]
    for i, result in enumerate(on_many_threads(lambda i: [showdown_answer(d) for d in rotated(deals, i)])):
        assert result == rotated(expected, i)


def compat_answer(deal):
    treys_cards = [treys.Card.new(card) for card in deal]
    return (treys.Evaluator().evaluate(treys_cards[:2], treys_cards[2:7]),
            treys.PLOEvaluator().evaluate(treys_cards[:4], treys_cards[4:9]),
            phevaluator.evaluate_cards(*deal[:7]), phevaluator.evaluate_omaha_cards(*deal[4:9], *deal[:4]),
            eval7.evaluate([eval7.Card(card) for card in deal[:7]]))


def test_compat_shims_from_many_threads(deals):
    expected = [compat_answer(deal) for deal in deals]
    for i, result in enumerate(on_many_threads(lambda i: [compat_answer(d) for d in rotated(deals, i)])):
        assert result == rotated(expected, i)


def test_census_from_many_threads():
    expected = pokerbits.census("ace_five", 5)
    assert all(result == expected for result in on_many_threads(lambda i: pokerbits.census("ace_five", 5), 3))


def test_once_builds_once_from_many_threads():
    calls = []

    @once
    def table():
        calls.append(threading.get_ident())
        time.sleep(0.05)   # a slow build: every other thread arrives while it runs
        return {"built": len(calls)}

    results = on_many_threads(lambda i: table())
    assert len(calls) == 1
    assert all(result is results[0] for result in results)


def lazy_answers(i):
    """A showdown and an equity, the showdown first for even `i` (each loads its module first)."""
    calls = [lambda: str(pokerbits.showdown("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d"], board="Ah Kh 7c 4d 2s")),
             lambda: repr(pokerbits.equity("stud-hi-lo", ["As 2s 3s", "Kd Kh Kc"], samples=5000, seed=3).equities)]
    return sorted(call() for call in calls[::1 - 2 * (i % 2)])


def from_many_threads_at_once(setup: str, work: str) -> str:
    """What a fresh interpreter prints after running `setup`, then `work` (a body setting results[i]
    in thread i) in N_THREADS threads let go together, checking every thread's result is the same."""
    script = f"""
import threading
{setup}
barrier = threading.Barrier({N_THREADS})
results = [None] * {N_THREADS}
def work(i):
    barrier.wait()
    {work}
threads = [threading.Thread(target=work, args=(i,)) for i in range({N_THREADS})]
for t in threads: t.start()
for t in threads: t.join()
assert all(r == results[0] for r in results)
print(repr(results[0]))
"""
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout


def test_lazy_parts_built_from_many_threads_in_a_fresh_interpreter():
    # showdown and equity are imported, and the decoders behind describe() built, on first use:
    # here many threads use them first, in either order
    described = (f"[pokerbits.describe(name, value) for name in {SYSTEMS!r} for value in "
                 "range(systems.get(name).category_starts[0], systems.get(name).max_value + 1)]")
    out = from_many_threads_at_once(f"import pokerbits\nfrom pokerbits import systems\n{inspect.getsource(lazy_answers)}",
                                    f"results[i] = lazy_answers(i) + {described}")
    assert eval(out) == lazy_answers(0) + eval(described)


def first_uses(i):
    """Calls that each read a table built on first use (the rank-key hash, the lowball slots
    beside it, the Omaha tables), from a different one for each `i`."""
    hands = [sum(1 << (16 * (k % 4) + (k * 5 + j) % 13) for k in range(7)) for j in range(13)]
    calls = [lambda: list(pokerbits.evaluate_many("high", hands)),
             lambda: list(pokerbits.evaluate_many("ace_five", hands)),
             lambda: list(pokerbits.evaluate_many("deuce_seven", hands)),
             lambda: pokerbits.omaha_high("As Ks 2c 3d", "Qs Js Ts 9h 9d"),
             lambda: list(pokerbits.omaha_many("ace_five_8", [0b1111 << 16], [0b111110000000 << 32])),
             lambda: pokerbits.census("high", 5).distinct_values]
    k = i % len(calls)
    return [call() for call in calls[k:] + calls[:k]]


def test_lazy_tables_built_from_many_threads_in_a_fresh_interpreter():
    out = from_many_threads_at_once(f"import pokerbits\n{inspect.getsource(first_uses)}",
                                    "results[i] = sorted(map(repr, first_uses(i)))")
    assert eval(out) == sorted(map(repr, first_uses(0)))


# every compiled module of the package, found on disk
_CORE = pathlib.Path(pokerbits.__file__).parent / "_core"
COMPILED = sorted({importlib.import_module("pokerbits." + ".".join(path.relative_to(_CORE.parent).parts[:-1]
                                                                   + (path.name.split(".")[0],)))
                   for path in _CORE.rglob("*")
                   if path.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))}, key=lambda m: m.__name__)


def test_every_compiled_module_is_checked():
    assert {_ace_five, _badugi, _batch, _bits, _cards, _compat, _deuce_seven, _equity, _high, _omaha} <= set(COMPILED)


@pytest.mark.parametrize("module", COMPILED, ids=lambda m: m.__name__)
def test_no_table_builder_can_run_after_import(module):
    # the C tables are filled by cdef functions at import: none is reachable from Python
    builders = [name for name in dir(module) if name.lstrip("_").startswith(("build", "fill", "init_table"))]
    assert builders == []


def equity_answer(i):
    """An exact and a Monte Carlo equity, each on its own pool of `threads` threads."""
    exact = pokerbits.equity("omaha-hi-lo", ["As 2s Kd Qd", "8h 7h 5c 5d"], board="Ah Kh 4c", threads=1 + i % 3)
    sampled = pokerbits.equity("holdem", ["QQ+,AKs", "random", "22+"], board="2c 7d", samples=70_000, seed=9,
                               threads=1 + i % 3)
    return [(p.equity, p.win, p.tie, p.halves) for r in (exact, sampled) for p in r.players]


def test_equity_from_many_threads_each_with_threads():
    expected = equity_answer(0)
    assert all(result == expected for result in on_many_threads(equity_answer, 4))


@pytest.mark.skipif(not sysconfig.get_config_var("Py_GIL_DISABLED"), reason="not a free-threaded CPython")
def test_every_module_keeps_the_gil_off_on_a_free_threaded_python():
    # a compiled module that does not declare free-threading turns the GIL back on at import
    script = "import sys, pokerbits, pokerbits.compat.treys, pokerbits.compat.eval7; print(sys._is_gil_enabled())"
    env = {k: v for k, v in os.environ.items() if k != "PYTHON_GIL"}
    assert subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                          env=env).stdout.strip() == "False"


def test_batch_api_from_many_threads_on_shared_buffers():
    np = pytest.importorskip("numpy")
    rng = random.Random(13)
    bits = [16 * suit + rank for suit in range(4) for rank in range(13)]
    deals = [rng.sample(bits, 9) for _ in range(40_000)]
    hands = np.array([sum(1 << b for b in d[:7]) for d in deals], dtype=np.uint64)
    holes = np.array([sum(1 << b for b in d[:4]) for d in deals], dtype=np.uint64)
    boards = np.array([sum(1 << b for b in d[4:]) for d in deals], dtype=np.uint64)

    def work(i):
        threads = 1 + i % 3   # each call splits its own share again
        return ([pokerbits.evaluate_many(name, hands, threads=threads) for name in SYSTEMS]
                + [pokerbits.omaha_many(name, holes, boards, threads=threads) for name in ("high", "ace_five_8")])

    expected = work(0)
    assert list(expected[0][:50]) == [pokerbits.high(int(h)) for h in hands[:50]]
    for result in on_many_threads(work, 4):
        assert all(np.array_equal(r, e) for r, e in zip(result, expected))
