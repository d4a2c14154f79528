# Ctrl-C in loops without the GIL: a countdown that, every CHECK_EVERY units of work, takes the
# GIL for a moment to run the signal handlers (PyErr_CheckSignals). A handler that raises (SIGINT:
# KeyboardInterrupt) leaves its exception set and sets the stop flag, which the other threads of
# the same call read at their next check; the loop returns early and its def function re-raises
# the pending exception with raise_pending(). A call whose work runs as tasks on a pool of
# threads passes every task the same stop array (array('i', [0]), see stop_flag): the pool sets
# it when the call ends early, and each running task stops at its next check.
from cpython cimport array as carray
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
    ticker.left = 0 if flag_is_set(stop) else CHECK_EVERY   # a call already stopped: its first check stops
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


cdef inline int* stop_flag(object stop, int* own) except NULL:
    """The flag a task polls: the item of `stop`, an array('i') of one item that the task's
    threads share (whoever sets it to 1 stops them all), or `own` when `stop` is None."""
    cdef carray.array flag
    if stop is None:
        return own
    if not isinstance(stop, carray.array) or stop.typecode != "i" or len(stop) != 1:
        raise TypeError("stop must be None or array('i') of one item")
    flag = stop
    return flag.data.as_ints


cdef inline int raise_stopped(Ticker* ticker) except -1:
    """After a loop that `ticker` stopped: the signal handler's exception if it raised on this
    thread, else a KeyboardInterrupt (the stop flag was set: its call is ending), so that a
    stopped task never passes for a finished one (the caller holds the GIL)."""
    if ticker.raised:
        return -1
    raise KeyboardInterrupt("stopped: the call this work belongs to was interrupted")
