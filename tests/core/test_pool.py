"""The batch calls' thread pool: workers started on first need and kept, the same values as one
thread at any size and thread count, from many Python threads at once, errors raised by the
caller, and a pool that survives os.fork() and never holds up the interpreter's exit."""
import os
import random
import signal
import subprocess
import sys
import textwrap
import threading
import time
from array import array
from concurrent.futures import ThreadPoolExecutor

import pytest

import pokerbits
from pokerbits._core.kernels import batch as _batch

np = pytest.importorskip("numpy")

CARD_BITS = [16 * suit + rank for suit in range(4) for rank in range(13)]
M = _batch.THREAD_MINIMUM
# around each step of the thread count: one card set short of a thread more, exactly, one over
SIZES = [1, M - 1, M, 2 * M - 1, 2 * M, 2 * M + 1, 3 * M - 1, 3 * M + 7, 4 * M + 1, 5 * M + 3]
OM = M // _batch.OMAHA_COST_OF_A_DEAL   # an Omaha deal is many evaluations: its steps are closer
OL = M // _batch.OMAHA_LOW_COST_OF_A_DEAL   # (an eight-or-better low deal about one)


def random_deals(n, n_cards, seed):
    rng = random.Random(seed)
    return [rng.sample(CARD_BITS, n_cards) for _ in range(n)]


def masks(deals, lo, hi):
    return np.array([sum(1 << b for b in deal[lo:hi]) for deal in deals], np.uint64)


@pytest.fixture(scope="module")
def hands():
    return masks(random_deals(max(SIZES), 7, 1), 0, 7)


@pytest.fixture(scope="module")
def omaha_deals():
    deals = random_deals(3 * M + 5, 9, 2)
    return masks(deals, 0, 4), masks(deals, 4, 9)


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("system", ["high", "badugi", "deuce_seven"])
def test_threads_equal_one_thread_around_the_threshold(hands, system, n):
    card_sets = hands[:n].copy()   # its own memory: a slice of a bigger batch would do as well
    single = pokerbits.evaluate_many(system, card_sets)
    for threads in (2, 3, 4, 16):
        assert np.array_equal(pokerbits.evaluate_many(system, card_sets, threads=threads), single), threads


@pytest.mark.parametrize("n", sorted({OM - 1, 2 * OM - 1, 2 * OM, 2 * OM + 1, 3 * OM + 5, 2 * OL - 1, 2 * OL + 1, 3 * OL + 5}))
def test_omaha_threads_equal_one_thread_around_the_threshold(omaha_deals, n):
    holes, boards = omaha_deals[0][:n], omaha_deals[1][:n]
    for system in ("high", "ace_five_8"):
        single = pokerbits.omaha_many(system, holes, boards)
        for threads in (2, 3, 5):
            assert np.array_equal(pokerbits.omaha_many(system, holes, boards, threads=threads), single)


def test_the_first_bad_index_whichever_thread_finds_it(hands):
    card_sets = hands[:4 * M + 1].copy()
    for bad in (4 * M, 3 * M + 1, 2 * M - 1, M + 3, 5):   # in the last share first, then earlier ones
        card_sets[bad] = 0b11   # two cards
        for threads in (1, 2, 4):
            with pytest.raises(ValueError, match=f"card_sets\\[{bad}\\]"):
                pokerbits.evaluate_many("high", card_sets, threads=threads)


def test_the_pool_is_kept_and_bounded(hands):
    pokerbits.evaluate_many("high", hands, threads=3)
    size = _batch.pool_size()
    assert 1 <= size <= max(os.cpu_count() or 1, 2)
    names = [t.name for t in threading.enumerate() if t.name.startswith("pokerbits-worker-")]
    assert len(names) == size and all(t.daemon for t in threading.enumerate() if t.name in names)
    for _ in range(20):   # later calls reuse the workers
        pokerbits.evaluate_many("high", hands, threads=3)
    assert _batch.pool_size() == size
    pokerbits.census("high", 5, threads=64)   # asks for 47 threads: gets the workers there are
    assert _batch.pool_size() <= max(os.cpu_count() or 1, 2)


def test_many_python_threads_share_the_pool(hands, omaha_deals):
    holes, boards = omaha_deals
    expected = [pokerbits.evaluate_many(s, hands) for s in ("high", "ace_five")] + [
        pokerbits.omaha_many("high", holes, boards)]
    barrier = threading.Barrier(12)

    def work(i):
        barrier.wait()
        results = []
        for round in range(4):
            threads = 1 + (i + round) % 4
            results.append([pokerbits.evaluate_many(s, hands, threads=threads) for s in ("high", "ace_five")]
                           + [pokerbits.omaha_many("high", holes, boards, threads=threads)])
        return results

    with ThreadPoolExecutor(max_workers=12) as pool:
        for results in pool.map(work, range(12)):
            for result in results:
                assert all(np.array_equal(r, e) for r, e in zip(result, expected))


def test_census_from_many_python_threads_with_threads():
    expected = pokerbits.census("high", 5)
    with ThreadPoolExecutor(max_workers=6) as pool:
        assert all(c == expected for c in pool.map(lambda i: pokerbits.census("high", 5, threads=1 + i % 3),
                                                   range(6)))


def test_an_error_in_a_workers_task_is_raised_by_the_caller():
    stop = array("i", [0])
    ran = []

    def slow():   # the caller's own task: long enough that a worker takes the other
        time.sleep(0.05)
        ran.append("slow")

    def broken():
        raise ZeroDivisionError("in a task")

    with pytest.raises(ZeroDivisionError, match="in a task"):
        _batch._run_parallel([slow, broken], stop)
    assert stop[0] == 1 and ran == ["slow"]   # the others were told to stop; the call waited for them


def broken_then_slow(slow_seconds):
    """Two tasks: the caller's own fails once a worker has taken the other, which takes
    slow_seconds; and the list the slow one appends True to when it finishes."""
    finished = []

    def broken():
        time.sleep(0.02)   # the worker is running its task by now
        raise ValueError("the caller's own task")

    def slow():
        time.sleep(slow_seconds)
        finished.append(True)

    return [broken, slow], finished


def test_the_caller_waits_for_the_workers_before_raising():
    stop = array("i", [0])
    tasks, finished = broken_then_slow(0.2)
    with pytest.raises(ValueError, match="own task"):
        _batch._run_parallel(tasks, stop)
    assert finished == [True] and stop[0] == 1


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no interval timer on this platform")
def test_an_exception_while_waiting_for_the_workers_is_raised_after_them():
    """Ctrl-C while the caller waits for stopping workers is ignored, but not SystemExit: it is
    raised once they are done, in place of the error that made the caller wait."""
    stop = array("i", [0])
    tasks, finished = broken_then_slow(0.5)

    def leave(signum, frame):
        raise SystemExit(3)

    previous = signal.signal(signal.SIGALRM, leave)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.15)   # while the caller waits for slow()
        with pytest.raises(SystemExit):
            _batch._run_parallel(tasks, stop)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert finished == [True] and stop[0] == 1


def test_a_call_takes_back_the_tasks_no_worker_started():
    stop = array("i", [0])
    ran = []
    tasks = [lambda k=k: ran.append(k) for k in range(50)]   # far more tasks than workers
    _batch._run_parallel(tasks, stop)
    assert sorted(ran) == list(range(50)) and stop[0] == 0


def run_script(script, timeout=120):
    # (with faulthandler: a crash prints every thread's stack into the failure's stderr)
    return subprocess.run([sys.executable, "-X", "faulthandler", "-c", textwrap.dedent(script)], capture_output=True,
                          text=True, timeout=timeout)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork on this platform")
def test_a_child_of_fork_starts_its_own_pool():
    # forked while the parent's workers are idle, and again while another thread's call is
    # using them: the child must neither wait for workers that are not there nor deadlock
    result = run_script("""
        import os, random, threading, warnings
        import numpy as np
        import pokerbits
        from pokerbits._core.kernels import batch
        warnings.simplefilter("ignore", DeprecationWarning)   # fork() of a process with threads
        rng = random.Random(3)
        bits = [16 * s + r for s in range(4) for r in range(13)]
        hands = np.array([sum(1 << b for b in rng.sample(bits, 7)) for _ in range(200_000)], np.uint64)
        expected = pokerbits.evaluate_many("high", hands)
        census = pokerbits.census("high", 5)
        assert (pokerbits.evaluate_many("high", hands, threads=2) == expected).all()
        busy = threading.Event(); done = threading.Event()
        def keep_busy():
            while not done.is_set():
                pokerbits.evaluate_many("high", np.tile(hands, 5), threads=2)
                busy.set()
        helper = threading.Thread(target=keep_busy); helper.start(); busy.wait()
        for round in range(6):
            pid = os.fork()
            if pid == 0:
                ok = batch.pool_size() == 0 and all(
                    (pokerbits.evaluate_many("high", hands, threads=t) == expected).all() for t in (2, 3))
                ok = ok and batch.pool_size() >= 1 and pokerbits.census("high", 5, threads=2) == census
                os._exit(0 if ok else 1)
            assert os.waitpid(pid, 0)[1] == 0, round
        done.set(); helper.join()
        print("ok")
    """)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr


def test_the_interpreter_exits_with_the_pool_started():
    # idle workers, and a daemon thread's call still running on them at exit
    result = run_script("""
        import threading
        import numpy as np
        import pokerbits
        hands = np.full(3_000_000, 0b1111111, np.uint64)
        pokerbits.evaluate_many("high", hands, threads=2)
        def forever():
            while True:
                pokerbits.evaluate_many("high", hands, threads=2)
        threading.Thread(target=forever, daemon=True).start()
        print("exiting")
    """, timeout=60)
    assert result.returncode == 0 and result.stdout.strip() == "exiting", result.stderr
