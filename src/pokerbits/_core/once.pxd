# Tables built on first use, exactly once, from any number of threads, with or without the GIL:
# a flag read with acquire and set with release ordering (so a thread that sees it set sees the
# whole table), and the build under a lock (so no thread sees a table half built).
cdef extern from *:
    """
    #if defined(_MSC_VER) && !defined(__clang__)
    #include <intrin.h>
    static inline int pokerbits_is_built(long* flag) { return _InterlockedOr((volatile long*)flag, 0) != 0; }
    static inline void pokerbits_mark_built(long* flag) { _InterlockedExchange((volatile long*)flag, 1); }
    #else
    static inline int pokerbits_is_built(long* flag) { return __atomic_load_n(flag, __ATOMIC_ACQUIRE) != 0; }
    static inline void pokerbits_mark_built(long* flag) { __atomic_store_n(flag, 1, __ATOMIC_RELEASE); }
    #endif
    """
    bint is_built "pokerbits_is_built"(long* flag) noexcept nogil
    void mark_built "pokerbits_mark_built"(long* flag) noexcept nogil

ctypedef int (*TableBuilder)() noexcept   # fills its tables; 0, or -1 when it could not


cdef inline int build_once(long* built, TableBuilder build, object lock, str failure) except -1:
    """Run `build` unless `built` is set, holding `lock` (an _thread lock of the tables' own),
    then set `built`; RuntimeError(failure) if the build fails.  Cheap once built: one load."""
    if is_built(built):
        return 0
    with lock:
        if not is_built(built):
            if build() != 0:
                raise RuntimeError(failure)
            mark_built(built)
    return 0
