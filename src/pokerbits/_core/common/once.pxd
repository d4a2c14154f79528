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

cdef enum:
    BUILD_NO_MEMORY = -1   # a table builder's status: an allocation failed
    BUILD_FAILED = -2      # the tables cannot be built as written (keys collide, a count is wrong)

ctypedef int (*TableBuilder)() noexcept   # fills its tables; 0, BUILD_NO_MEMORY or BUILD_FAILED


cdef inline int raise_build_failure(int status, str tables) except -1:
    """The error of a table builder's failed `status`: MemoryError, or RuntimeError for a build
    that cannot succeed; `tables` names what was built."""
    if status == BUILD_NO_MEMORY:
        raise MemoryError(f"pokerbits: no memory to build {tables}")
    raise RuntimeError(f"pokerbits: {tables} could not be built")


cdef inline int build_once(long* built, TableBuilder build, object lock, str tables) except -1:
    """Run `build` unless `built` is set, holding `lock` (an _thread lock of the tables' own),
    then set `built`; the builder's error (see raise_build_failure) if it fails.  Cheap once
    built: one load."""
    cdef int status
    if is_built(built):
        return 0
    with lock:
        if not is_built(built):
            status = build()
            if status != 0:
                raise_build_failure(status, tables)
            mark_built(built)
    return 0
