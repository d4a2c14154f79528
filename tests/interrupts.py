"""Ctrl-C inside a test: SIGINT a moment after a call starts, in this Python or in a command's own."""
import signal
import subprocess
import sys
import threading
import time
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
    pressing = threading.Lock()   # no SIGINT once the call has ended
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
            with pressing:
                if swallowed.is_set() and not left.is_set():
                    swallowed.clear()
                    signal.raise_signal(signal.SIGINT)

    sys.unraisablehook = hook
    presser = threading.Thread(target=press, name="ctrl-c-after", daemon=True)
    presser.start()
    try:
        yield
    finally:
        with pressing:
            left.set()
        presser.join()
        sys.unraisablehook = outer_hook


def ctrl_c_cli(argv: list[str], delay: float) -> tuple[int, str, str]:
    """`pokerbits argv` in its own Python, sent SIGINT `delay` seconds after it has started (its
    imports done, so Python's Ctrl-C handler is in place): its status, stdout and stderr."""
    program = f"import sys; from pokerbits import cli; print('ready', flush=True); sys.exit(cli.main({argv!r}))"
    proc = subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "ready\n"
    time.sleep(delay)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    return proc.returncode, out, err
