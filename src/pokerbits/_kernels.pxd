# One switch over the ranking systems, for the loops that serve them all (census, batch).
from libc.stdint cimport uint64_t

from pokerbits._high cimport HIGH_MAX, high_value

cdef enum System:
    SYSTEM_HIGH = 0
    N_SYSTEMS = 1


cdef inline int system_max(int system) noexcept nogil:
    if system == SYSTEM_HIGH:
        return HIGH_MAX
    return 0


cdef inline int evaluate(int system, uint64_t cs) noexcept nogil:
    if system == SYSTEM_HIGH:
        return high_value(cs)
    return 0
