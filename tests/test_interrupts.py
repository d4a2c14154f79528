"""The Ctrl-C helper presses again when Python swallowed its KeyboardInterrupt."""
import gc
import time

import pytest
from interrupts import ctrl_c_after


def test_a_ctrl_c_lost_in_a_gc_callback_is_pressed_again():
    slowed = []

    def slow_first_collection(phase, info):
        if phase == "start" and not slowed:
            slowed.append(phase)
            time.sleep(1)          # the first SIGINT lands in here, where Python cannot raise

    gc.callbacks.append(slow_first_collection)
    try:
        with ctrl_c_after(0.3), pytest.raises(KeyboardInterrupt):
            gc.collect()
            deadline = time.monotonic() + 5     # then plain Python, where the second SIGINT raises
            while time.monotonic() < deadline:
                time.sleep(0.01)    # (not a bare loop: free-threaded CPython 3.13 can let a KeyboardInterrupt
                                    # raised at its backward jump escape every handler)
    finally:
        gc.callbacks.remove(slow_first_collection)
    assert slowed
