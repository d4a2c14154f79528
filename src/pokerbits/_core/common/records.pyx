"""Frozen dataclass records made quickly: the hot paths of equity() make several per call, and
a frozen dataclass's own __init__ sets each field through a Python-level object.__setattr__
call (most of the cost of a small call). `record` sets the same fields in the same order from
C, so the object is the dataclass's own, attribute for attribute."""
import dataclasses

from cpython.object cimport PyObject_GenericSetAttr

cdef extern from *:
    """
    /* object.__new__(cls) without the method call around it: object's own tp_new, which also
       sets up the instance's shared-key attribute values (cls is a checked class) */
    static PyObject* pokerbits_new_instance(PyObject* cls, PyObject* no_args) {
        return PyBaseObject_Type.tp_new((PyTypeObject*)cls, no_args, NULL);
    }
    """
    object pokerbits_new_instance(object cls, object no_args)

cdef dict _FIELDS = {}           # dataclass -> its field names, in order
cdef tuple _NO_ARGS = ()


cdef tuple _field_names(cls):
    if not isinstance(cls, type) or not dataclasses.is_dataclass(cls):   # (not an instance: never cached)
        raise TypeError(f"record() needs a dataclass, not {cls!r}")
    fields = dataclasses.fields(cls)
    # record() sets the fields and nothing else: no __post_init__, no init=False field to default
    if hasattr(cls, "__post_init__") or not all(f.init for f in fields):
        raise TypeError(f"{cls.__name__}: record() needs a dataclass without __post_init__ or init=False fields")
    names = _FIELDS[cls] = tuple([f.name for f in fields])
    return names


def record(cls, *values):
    """cls(*values) for a frozen dataclass without __post_init__ or init=False fields, given
    every field in order: the same fields, equality, hash and pickling, in a fraction of the time.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Pair:
    ...     a: int
    ...     b: int = 0
    >>> record(Pair, 1, 2) == Pair(1, 2), vars(record(Pair, 1, 2)) == vars(Pair(1, 2))
    (True, True)
    """
    cdef object names = _FIELDS.get(cls)
    cdef Py_ssize_t i, n
    if names is None:
        names = _field_names(cls)
    n = len(<tuple>names)
    if len(values) != n:
        raise TypeError(f"{cls.__name__} has {n} fields, got {len(values)} values")
    obj = pokerbits_new_instance(cls, _NO_ARGS)
    for i in range(n):   # object.__setattr__'s own path, past the frozen class's __setattr__
        PyObject_GenericSetAttr(obj, (<tuple>names)[i], values[i])
    return obj
