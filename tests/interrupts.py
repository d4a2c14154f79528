"""Ctrl-C inside a test: SIGINT raised by a timer thread a moment after the call starts."""
import signal
import sys
import threading
from contextlib import contextmanager


@contextmanager
def ctrl_c_after(delay: float):
    """SIGINT `delay` seconds in, and again whenever Python swallowed the KeyboardInterrupt.

    A signal's handler runs in whatever Python code is current, and where that code cannot raise
    (a garbage collector callback such as hypothesis's, a ``__del__``) the KeyboardInterrupt goes
    to ``sys.unraisablehook`` and the call runs on: a real user would press Ctrl-C again, and so
    does this. On leaving, a signal not yet sent is never sent (a call that ended first fails its
    own test, not a later one with a stray KeyboardInterrupt).
    """
    left = threading.Event()
    swallowed = threading.Event()
    outer_hook = sys.unraisablehook

    def hook(unraisable):
        if issubclass(unraisable.exc_type, KeyboardInterrupt):
            swallowed.set()
        else:
            outer_hook(unraisable)

    def press():
        if left.wait(delay):
            return
        signal.raise_signal(signal.SIGINT)
        while not left.wait(0.02):
            if swallowed.is_set():
                swallowed.clear()
                signal.raise_signal(signal.SIGINT)

    sys.unraisablehook = hook
    presser = threading.Thread(target=press, name="ctrl-c-after", daemon=True)
    presser.start()
    try:
        yield
    finally:
        left.set()
        presser.join()
        sys.unraisablehook = outer_hook
