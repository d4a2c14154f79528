"""The one stopwatch of the benchmarks: a call's wall time, and the best of several; and the
machine that every table of figures names (the CPU model first)."""
from __future__ import annotations

import os
import platform
import time
from typing import Callable


def timed(run: Callable[..., object], *args: object) -> tuple[float, object]:
    """Seconds one call of run(*args) takes, and what it returned."""
    began = time.perf_counter()
    value = run(*args)
    return time.perf_counter() - began, value


def elapsed(run: Callable[..., object], *args: object) -> float:
    """Seconds one call of run(*args) takes."""
    return timed(run, *args)[0]


def best_time(run: Callable[[], object], repeats: int, clock: Callable[[], float] = time.perf_counter) -> float:
    """The fastest of `repeats` calls of run() (at least one), in seconds: on a shared machine
    the least disturbed run is the closest to the code's own cost. `clock`: wall time, or
    time.process_time for the CPU time of this process alone."""
    def once() -> float:
        began = clock()
        run()
        return clock() - began
    return min(once() for _ in range(max(1, repeats)))


def per_call(run: Callable[[], object], least: float = 0.01, clock: Callable[[], float] = time.perf_counter) -> float:
    """Seconds a call of run() takes, averaged over enough calls to last `least` seconds: a
    call of microseconds timed alone is mostly the stopwatch's noise. `clock`: wall time, or
    time.process_time for the CPU time of this process alone (on a machine shared with more
    busy processes than cores, the wall clock also counts the turns the others take)."""
    began = clock()
    run()
    first = clock() - began
    calls = max(1, int(least / max(first, 1e-9)))
    if calls == 1:
        return first
    began = clock()
    for _ in range(calls):
        run()
    return (clock() - began) / calls


def machine() -> str:
    """The CPU model, its cores, the system, the Python and the load of this run: the line every
    table of figures starts with (a figure means little without the CPU it was measured on)."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            model = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return (f"{model}, {os.cpu_count()} cores, {platform.system()}, Python {platform.python_version()}, "
            f"load average {os.getloadavg()[0]:.1f}")
