"""A thread pool whose tasks watch a stop flag: on leaving it (done, an error or Ctrl-C) the flag
is set, so the running compiled walks end at their next check, the queued tasks are cancelled and
every thread of the pool is joined (the plan's threaded runs and the matchup build share it).

>>> with stoppable_pool(2) as (pool, stop):
...     pool.submit(sum, [1, 2]).result()
3
"""
from __future__ import annotations

import itertools
import threading
from array import array
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Iterator

_POOLS = itertools.count()


@contextmanager
def stoppable_pool(threads: int) -> Iterator[tuple[ThreadPoolExecutor, array]]:
    """(a pool of `threads` threads, its stop flag: array('i', [0]), set to 1 on leaving)."""
    prefix = f"pokerbits-pool-{next(_POOLS)}"
    pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix=prefix)
    stop = array("i", [0])
    try:
        yield pool, stop
    finally:
        stop[0] = 1
        while True:   # a second Ctrl-C while the stopping tasks finish must not leave them running
            try:
                pool.shutdown(wait=True, cancel_futures=True)
                # a Ctrl-C inside submit, while a new thread started, leaves that thread out of the
                # pool's own list (it ends on the shutdown's wake-up all the same): join it too
                for thread in threading.enumerate():
                    if thread.name.startswith(prefix + "_"):
                        thread.join()
                break
            except KeyboardInterrupt:
                pass
