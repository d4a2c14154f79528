"""Independent tasks spread out: in this process, on a `concurrent.futures` process pool, on a
given executor, or on a Dask cluster, the outputs given back in the tasks' order however they
run (`equity_table`, the luck report and `convert` share it).

>>> list(spread(abs, [-1, 2, -3], max_workers=1))
[1, 2, 3]
"""
from __future__ import annotations

import os
import signal
from typing import Any, Callable, Iterator, Optional, Sequence

from pokerbits._core.common.args import short_repr, whole_number

TASKS_PER_BATCH = 8          # the most tasks a process pool worker takes in one message


def check_spread(client: Any = None, executor: Any = None, max_workers: Optional[int] = None) -> None:
    """A TypeError or ValueError for a `client`, `executor` or `max_workers` that cannot run tasks."""
    if executor is not None and not callable(getattr(executor, "map", None)):
        raise TypeError(f"executor must have a map method (a concurrent.futures.Executor), "
                        f"not {type(executor).__name__}")
    if client is not None and not all(callable(getattr(client, name, None)) for name in ("map", "gather")):
        raise TypeError(f"client must be a dask.distributed.Client, not {type(client).__name__}")
    if max_workers is not None and whole_number(max_workers, "max_workers") < 1:
        raise ValueError(f"max_workers must be at least 1, got {short_repr(max_workers)}")


def spread(run: Callable[[Any], Any], tasks: Sequence[Any], *, client: Any = None, executor: Any = None,
           max_workers: Optional[int] = None, batch: int = TASKS_PER_BATCH) -> Iterator[Any]:
    """`run(task)` for each task, in order, as they are done: on the Dask cluster of `client`, else
    on `executor` (its `map`), else in this process when `max_workers` is 1, else on a process
    pool of `max_workers` processes (default: one a core), the tasks sent in batches of up to
    `batch`. `run` and the tasks are picklable (but for max_workers=1). On Ctrl-C (a
    KeyboardInterrupt while the outputs are taken) the pool's queued tasks are cancelled, the
    cluster's too, and the KeyboardInterrupt goes on."""
    check_spread(client, executor, max_workers)
    if client is not None:
        futures = client.map(run, tasks, pure=False)
        try:
            for future in futures:
                yield client.gather(future)
        except BaseException:   # stopped early (Ctrl-C, an error, the caller's break): nothing left running
            client.cancel(futures)
            raise
        return
    if executor is not None:
        yield from executor.map(run, tasks)
        return
    if max_workers == 1 or not tasks:
        for task in tasks:
            yield run(task)
        return
    from concurrent.futures import ProcessPoolExecutor

    workers = min(max_workers or os.cpu_count() or 1, len(tasks))   # a pool starts all its workers
    # few messages for many small tasks, and on Ctrl-C little work left running (the running and
    # the next queued batches: the batches not yet queued are cancelled). The workers ignore
    # Ctrl-C (a terminal sends it to them too): this process stops the work
    chunk = max(1, min(batch, len(tasks) // (4 * workers)))
    with ProcessPoolExecutor(max_workers=workers, initializer=signal.signal,
                             initargs=(signal.SIGINT, signal.SIG_IGN)) as pool:
        try:
            yield from pool.map(run, tasks, chunksize=chunk)
        except BaseException:   # Ctrl-C or the caller stopped: the batches not yet started never run
            pool.shutdown(wait=True, cancel_futures=True)
            raise
