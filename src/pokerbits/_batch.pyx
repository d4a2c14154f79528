"""Loops over many card sets in the compiled core: census and the batch API."""
import sys
import threading
from array import array

from libc.stdint cimport int32_t, int64_t, uint64_t

from pokerbits._bits cimport DECK_MASK, card_count
from pokerbits._cards cimport hand
from pokerbits._kernels cimport N_SYSTEMS, SYSTEM_HIGH, evaluate, system_max
from pokerbits._kernels cimport SYSTEM_ACE_FIVE, SYSTEM_ACE_FIVE_8, SYSTEM_BADUGI, SYSTEM_DEUCE_SEVEN

# kernel index of each system, by name
KERNEL_IDS = {"high": SYSTEM_HIGH}
KERNEL_IDS.update(ace_five=SYSTEM_ACE_FIVE, ace_five_8=SYSTEM_ACE_FIVE_8,
                  deuce_seven=SYSTEM_DEUCE_SEVEN, badugi=SYSTEM_BADUGI)

# below this many card sets per thread, extra threads cost more than they save
cdef Py_ssize_t MIN_PER_THREAD = 4096


cdef inline uint64_t _card_bit(int card) noexcept nogil:
    return (<uint64_t>1) << (16 * (card // 13) + card % 13)


cdef void _walk(int system, int first, int left, uint64_t held, int64_t* counts) noexcept nogil:
    """Add every set of `left` more cards, above card index `first`, to `held`, and count."""
    cdef int card
    if left == 0:
        counts[evaluate(system, held)] += 1
        return
    for card in range(first, 53 - left):
        _walk(system, card + 1, left - 1, held | _card_bit(card), counts)


def value_counts(int system, int n_cards) -> list:
    """Number of n-card hands with each value 0..max of `system` (index = value)."""
    if not 0 <= system < N_SYSTEMS:
        raise ValueError(f"unknown system id {system}")
    if not 1 <= n_cards <= 7:
        raise ValueError(f"census covers 1 to 7 cards, got {n_cards}")
    table = array("q", bytes(8 * (system_max(system) + 1)))
    cdef int64_t[::1] counts = table
    with nogil:
        _walk(system, 0, n_cards, 0, &counts[0])
    return table.tolist()


cdef Py_ssize_t _evaluate_range(int system, const uint64_t* card_sets, int32_t* out, Py_ssize_t start,
                                Py_ssize_t stop, int min_cards, int max_cards) noexcept nogil:
    """Evaluate card_sets[start:stop] into out; the index of the first bad card set, or -1."""
    cdef Py_ssize_t i
    cdef uint64_t cs
    cdef int n
    for i in range(start, stop):
        cs = card_sets[i]
        n = card_count(cs)
        if (cs & ~DECK_MASK) or n < min_cards or n > max_cards:
            return i
        out[i] = evaluate(system, cs)
    return -1


cdef class _Chunk:
    """One thread's share of a batch: a range of indexes and where the first bad one was."""
    cdef int system, min_cards, max_cards
    cdef const uint64_t* card_sets
    cdef int32_t* out
    cdef Py_ssize_t start, stop
    cdef public Py_ssize_t bad

    def run(self) -> None:
        with nogil:
            self.bad = _evaluate_range(self.system, self.card_sets, self.out, self.start, self.stop,
                                       self.min_cards, self.max_cards)


cdef object _matching_output(object card_sets, Py_ssize_t n):
    """A new int32 buffer of n items: a numpy array for numpy input, else array('i')."""
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(card_sets, numpy.ndarray):
        return numpy.empty(n, dtype=numpy.int32)
    return array("i", bytes(4 * n))


cdef const uint64_t[::1] _input_view(object card_sets) except *:
    try:
        return card_sets
    except (ValueError, TypeError, BufferError) as error:
        raise TypeError("card_sets must be a C-contiguous one-dimensional buffer of uint64 card sets "
                        f"(numpy uint64 array, array('Q'), memoryview): {error}") from None


cdef int32_t[::1] _output_view(object out, Py_ssize_t n) except *:
    cdef int32_t[::1] view
    try:
        view = out
    except (ValueError, TypeError, BufferError) as error:
        raise TypeError("out must be a writable C-contiguous one-dimensional buffer of int32 "
                        f"(numpy int32 array, array('i')): {error}") from None
    if view.shape[0] != n:
        raise ValueError(f"out holds {view.shape[0]} values, card_sets {n}")
    return view


def evaluate_many(system: str, card_sets, out=None, int threads=1):
    """Evaluate a buffer of uint64 card sets; the values (int32) in `out` or a new matching buffer.

    Any C-contiguous buffer works (numpy ``uint64`` array, ``array('Q')``, memoryview); a numpy
    input gives a numpy output, anything else an ``array('i')``. The loop runs without the GIL,
    split over `threads` threads. A bad card set is a ValueError naming its index.

    >>> from array import array
    >>> list(evaluate_many("high", array("Q", [cards("As Ks Qs Js Ts"), cards("7c 5d 4h 3s 2c")])))
    [7462, 1]
    """
    from pokerbits import systems

    spec = systems.get(system)
    if threads < 1:
        raise ValueError(f"threads must be at least 1, got {threads}")
    cdef int kernel = KERNEL_IDS[spec.name]
    cdef const uint64_t[::1] inp = _input_view(card_sets)
    cdef Py_ssize_t n = inp.shape[0], bad, share, k
    if out is None:
        out = _matching_output(card_sets, n)
    cdef int32_t[::1] outv = _output_view(out, n)
    if n == 0:
        return out
    cdef int min_cards = spec.min_cards, max_cards = min(spec.max_cards, 64)
    threads = <int>min(<Py_ssize_t>threads, max(<Py_ssize_t>1, n // MIN_PER_THREAD))
    share = (n + threads - 1) // threads
    chunks = []
    cdef _Chunk chunk
    for k in range(threads):
        chunk = _Chunk()
        chunk.system, chunk.min_cards, chunk.max_cards = kernel, min_cards, max_cards
        chunk.card_sets, chunk.out = &inp[0], &outv[0]
        chunk.start, chunk.stop = min(k * share, n), min((k + 1) * share, n)
        chunks.append(chunk)
    workers = [threading.Thread(target=c.run) for c in chunks[1:]]
    for worker in workers:
        worker.start()
    chunks[0].run()
    for worker in workers:
        worker.join()
    bad = min([c.bad for c in chunks if c.bad >= 0], default=-1)
    if bad >= 0:
        try:
            hand(inp[bad], min_cards, max_cards, f"a {spec.name} hand")
        except ValueError as error:
            raise ValueError(f"card_sets[{bad}]: {error}") from None
    return out
