"""equity(..., progress=...): the callback's counts, and Ctrl-C (a KeyboardInterrupt) with the
partial Monte Carlo result attached."""
from __future__ import annotations

import pytest

import pokerbits

TASK_DEALS = 4 * 65_536     # Monte Carlo deals per task


def calls_of(**kwargs):
    calls = []
    result = pokerbits.equity(progress=lambda done, total: calls.append((done, total)), **kwargs)
    return result, calls


@pytest.mark.parametrize("kwargs", [
    dict(game="holdem", hands=["AhKh", "QsQd"], samples=3 * TASK_DEALS, seed=5),              # Monte Carlo
    dict(game="holdem", hands=["AhKh", "QQ+"], board="2c 7d"),                                # exact
    dict(game="badugi", hands=["Ac2d3h3s", "random"], draws=3, samples=2 * TASK_DEALS, seed=1),   # draws
    dict(game="holdem", hands=["AhKh", "QsQd"], boards=["2c 7d Th", ""], samples=TASK_DEALS, seed=2),  # 2 boards
])
def test_progress_counts_every_task_once(kwargs):
    result, calls = calls_of(**kwargs)
    total = calls[-1][1]
    assert calls == [(done, total) for done in range(1, total + 1)]
    plain = pokerbits.equity(**kwargs)     # the callback changes nothing
    assert plain == result


def test_progress_of_the_monte_carlo_tasks():
    _, calls = calls_of(game="holdem", hands=["AhKh", "QsQd"], samples=3 * TASK_DEALS + 1, seed=5)
    assert calls[-1] == (4, 4)


def stop_after(tasks):
    def progress(done, total):
        if done == tasks:
            raise KeyboardInterrupt
    return progress


@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_carries_the_partial_monte_carlo_result(threads):
    with pytest.raises(KeyboardInterrupt) as stopped:
        pokerbits.equity("holdem", ["AhKh", "QsQd"], samples=10 * TASK_DEALS, seed=7, threads=threads,
                         progress=stop_after(2))
    partial = stopped.value.result
    assert not partial.complete and partial.deals == 2 * TASK_DEALS and partial.seed == 7
    if threads == 1:    # the first two tasks: the same deals as a run of their size
        alone = pokerbits.equity("holdem", ["AhKh", "QsQd"], samples=2 * TASK_DEALS, seed=7)
        assert partial.players[0].equity == alone.players[0].equity


def test_ctrl_c_in_an_exact_run_or_before_any_task_carries_none():
    with pytest.raises(KeyboardInterrupt) as stopped:
        pokerbits.equity("holdem", ["AhKh", "QQ+"], board="2c 7d", progress=stop_after(1))
    assert stopped.value.result is None
    with pytest.raises(KeyboardInterrupt) as stopped:
        pokerbits.equity("holdem", ["AhKh", "QsQd"], boards=2, samples=TASK_DEALS, seed=1, progress=stop_after(1))
    assert stopped.value.result is None


@pytest.mark.parametrize("bad", [5, "print", [print]])
def test_progress_must_be_callable(bad):
    with pytest.raises(TypeError, match="progress must be a callable"):
        pokerbits.equity("holdem", ["AhKh", "QsQd"], samples=1000, seed=1, progress=bad)
    with pytest.raises(TypeError, match="progress must be a callable"):
        pokerbits.equity("holdem", ["AhKh", "QsQd"], boards=2, samples=1000, seed=1, progress=bad)
