# Ctrl-C in loops without the GIL: a countdown that, every CHECK_EVERY units of work, takes the
# GIL for a moment to run the signal handlers (PyErr_CheckSignals). A handler that raises (SIGINT:
# KeyboardInterrupt) leaves its exception set and sets the stop flag, which the other threads of
# the same call read at their next check; the loop returns early and its def function re-raises
# the pending exception with raise_pending().
from libc.stdint cimport int64_t

cdef extern from "Python.h":
    int PyErr_CheckSignals()   # no except clause: the exception it sets is raised by raise_pending

cdef extern from *:
    """
    static inline int pokerbits_flag_is_set(volatile int* flag) { return *flag; }
    static inline void pokerbits_set_flag(volatile int* flag) { *flag = 1; }
    """
    int flag_is_set "pokerbits_flag_is_set"(int* flag) noexcept nogil
    void set_flag "pokerbits_set_flag"(int* flag) noexcept nogil

cdef enum:
    CHECK_EVERY = 1 << 16      # units of work (about one evaluation each) between checks

cdef struct Ticker:
    int64_t left               # work until the next check
    int* stop                  # the call's stop flag, shared by its threads
    bint raised                # a signal handler raised on this thread: its exception is set


cdef inline void start_ticker(Ticker* ticker, int* stop) noexcept nogil:
    ticker.left = CHECK_EVERY
    ticker.stop = stop
    ticker.raised = False


cdef inline bint should_stop(Ticker* ticker, int64_t work) noexcept nogil:
    """Count `work` done; at each check, True when this call must stop (Ctrl-C, or another
    thread of the call saw it). Cheap between checks: one subtraction."""
    ticker.left -= work
    if ticker.left > 0:
        return False
    ticker.left = CHECK_EVERY
    if flag_is_set(ticker.stop):
        return True
    with gil:
        if PyErr_CheckSignals() < 0:   # only the main thread runs handlers; others get 0
            ticker.raised = True
            set_flag(ticker.stop)
    return ticker.raised


cdef inline int raise_pending() except -1:
    """Re-raise the exception a signal handler left set (the caller holds the GIL)."""
    return -1
