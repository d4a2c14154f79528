"""Ctrl-C inside a test: SIGINT raised by a timer thread a moment after the call starts."""
import signal
import threading
from contextlib import contextmanager


@contextmanager
def ctrl_c_after(delay: float):
    """SIGINT `delay` seconds in; on leaving, a signal not yet sent is never sent (a call that
    ended first fails its own test, not a later one with a stray KeyboardInterrupt)."""
    timer = threading.Timer(delay, signal.raise_signal, (signal.SIGINT,))
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        timer.join()
