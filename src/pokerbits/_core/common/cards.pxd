from cpython.object cimport PyObject
from libc.stdint cimport uint64_t

from pokerbits._core.common.bits cimport DECK_MASK, card_count

cdef uint64_t card_set(object cards, list order=*) except? 0
cdef uint64_t hand(object cards, int min_cards, int max_cards, str what) except 0

cdef enum:
    N_VALUE_INTS = 7463   # every value a system returns: 0..7462

# the int objects 0..N_VALUE_INTS - 1 (kept alive by cards.pyx), so that entry points return a
# value without allocating
cdef PyObject* VALUE_INTS[N_VALUE_INTS]


cdef inline object value_int(int value):
    """The int `value`, from VALUE_INTS when it is there."""
    if 0 <= value < N_VALUE_INTS:
        return <object>VALUE_INTS[value]
    return value


cdef extern from *:
    """
    /* An int's value as a card set (1), or 0 with no error set when it is negative or does not
       fit in 64 bits: no try block in the caller, whose exception-state save and restore cost a
       call more than the conversion (issue 51: some 40 of a per-call evaluator's instructions). */
    static inline int pokerbits_int_bits(PyObject* o, uint64_t* out) {
    #if SIZEOF_LONG >= 8
        unsigned long v = PyLong_AsUnsignedLong(o);
        if (v == (unsigned long)-1 && PyErr_Occurred()) {
    #else
        unsigned long long v = PyLong_AsUnsignedLongLong(o);
        if (v == (unsigned long long)-1 && PyErr_Occurred()) {
    #endif
            PyErr_Clear();
            return 0;
        }
        *out = (uint64_t)v;
        return 1;
    }
    """
    bint int_bits "pokerbits_int_bits"(object o, uint64_t* out) noexcept


cdef inline uint64_t fast_hand(object cards, int min_cards, int max_cards, str what) except 0:
    """hand(), inlined for the common case of a valid int card set (min_cards >= 1)."""
    cdef uint64_t cs
    cdef int n
    if type(cards) is int:
        if not int_bits(cards, &cs):
            return hand(cards, min_cards, max_cards, what)
        n = card_count(cs)
        if not (cs & ~DECK_MASK) and min_cards <= n <= max_cards:
            return cs
    return hand(cards, min_cards, max_cards, what)
