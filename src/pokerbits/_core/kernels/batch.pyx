"""Loops over many card sets in the compiled core: census and the batch API, without the GIL."""
import os
import sys
import threading
from _thread import allocate_lock
from array import array
from math import comb
from time import perf_counter_ns
from _queue import SimpleQueue   # queue.SimpleQueue, without importing queue

from pokerbits._core.common.args import short_repr, whole_number

cimport cython
from cpython cimport array as carray
from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t, uintptr_t

from pokerbits._core.common.bits cimport DECK_MASK, card_count, has_five_suited, has_four_suited
from pokerbits._core.kernels.high cimport (
    KEY_DISPLACE, STRAIGHT_FLUSH, SUIT_KEY, SUITED5, SUITED_KEYS, KeyedLookup, ensure_key_hash, key_value, keyed_range,
    suited_value,
)
from pokerbits._core.kernels.omaha cimport (
    BOARD_DISPLACE, BOARD_PAIR_VALUE, BOARD_ROW, OMAHA_LOW, PAIR_COLUMN, ensure_omaha_tables, omaha_ace_five_8_value,
    omaha_high_unchecked,
)
from pokerbits._core.kernels.switch cimport N_SYSTEMS, SYSTEM_HIGH, evaluate, keyed_lookup, system_deck, system_max
from pokerbits._core.common.interrupt cimport CHECK_EVERY, Ticker, raise_pending, should_stop, start_ticker, stop_flag
from pokerbits._core.common.rng cimport MC_CHUNK, Rng, rng_card_set, rng_seed
from pokerbits._core.kernels.switch cimport SYSTEM_ACE_FIVE, SYSTEM_ACE_FIVE_8, SYSTEM_BADUGI, SYSTEM_DEUCE_SEVEN
from pokerbits._core.kernels.switch cimport SYSTEM_BADUGI_ACE_HIGH, SYSTEM_SHORT_DECK, SYSTEM_SHORT_DECK_TRITON

# kernel index of each system, by name
KERNEL_IDS = {"high": SYSTEM_HIGH}
KERNEL_IDS.update(ace_five=SYSTEM_ACE_FIVE, ace_five_8=SYSTEM_ACE_FIVE_8,
                  deuce_seven=SYSTEM_DEUCE_SEVEN, badugi=SYSTEM_BADUGI, badugi_ace_high=SYSTEM_BADUGI_ACE_HIGH,
                  short_deck=SYSTEM_SHORT_DECK, short_deck_triton=SYSTEM_SHORT_DECK_TRITON)

# below this many evaluations per thread, an extra thread costs more than it saves: waking a
# sleeping worker and waiting for its part cost some 30-45 us on a 2-core KVM guest, and 32,768
# seven-card high hands about 50 us (measured 2026-12-04 by benchmarks/threads.py: threads=2
# breaks even at about 50,000 hands and 1.3x at 100,000; an Omaha batch 1.1x at 8,192 deals)
cdef Py_ssize_t MIN_PER_THREAD = 32768
THREAD_MINIMUM = MIN_PER_THREAD   # the same, for the tests
# an Omaha deal costs up to this many evaluations (6 hole cards, 5 on the board: 150 subsets)
cdef Py_ssize_t OMAHA_COST = 16
OMAHA_COST_OF_A_DEAL = OMAHA_COST   # the same, for the tests
# and an Omaha eight-or-better low about one: most boards hold no three low cards, and the walk
# stops there (measured 2026-12-06 by benchmarks/threads.py on a 2-core AMD EPYC guest: 0.9-1.3 ns
# a deal against 7 for high; at 16 threads=2 ran 8,192 deals in 1.43 ns a deal against 1.27 and
# 32,768 in 1.54 against 0.98)
cdef Py_ssize_t OMAHA_LOW_COST = 1
OMAHA_LOW_COST_OF_A_DEAL = OMAHA_LOW_COST   # the same, for the tests


# The wide paths of the keyed loop and of the Omaha loop (wide.h): many hands a step through
# vector instructions, picked at import
cdef extern from "wide.h":
    enum:
        POKERBITS_PATH_SCALAR, POKERBITS_PATH_AVX2, POKERBITS_PATH_AVX512, POKERBITS_PATH_AVX512_LOADS
        POKERBITS_FLUSH_IGNORED, POKERBITS_FLUSH_TABLE, POKERBITS_FLUSH_RARE
        WIDE_STEP "POKERBITS_WIDE_STEP"
    ctypedef int (*WideValue "pokerbits_card_set_value")(uint64_t) noexcept nogil
    ctypedef struct WideLookup "pokerbits_wide_lookup":
        const uint16_t* displace
        const uint16_t* slot_values
        const uint16_t* flush_values
        WideValue rare
        uint64_t deck
        int max_cards
        int flush
        int offset
    ctypedef Py_ssize_t (*WideRange "pokerbits_wide_range")(const uint64_t*, int32_t*, Py_ssize_t, Py_ssize_t,
                                                          const WideLookup*) noexcept nogil
    ctypedef int (*DealValue "pokerbits_deal_value")(uint64_t, uint64_t) noexcept nogil
    ctypedef struct WideOmaha "pokerbits_wide_omaha":
        const uint16_t* board_displace
        const uint16_t* board_row
        const uint16_t* board_pair_value
        const uint8_t* pair_column
        const uint8_t* low_values
        const uint16_t* flush_values
        int straight_flush
        DealValue rare
    ctypedef Py_ssize_t (*OmahaRange "pokerbits_omaha_range")(const uint64_t*, const uint64_t*, int32_t*, Py_ssize_t,
                                                            Py_ssize_t, const WideOmaha*) noexcept nogil
    void fill_wide_weights "pokerbits_fill_wide_weights"(const uint32_t* rank_weight) noexcept
    bint wide_supported "pokerbits_wide_supported"(int path) noexcept
    WideRange wide_loop "pokerbits_wide_loop"(int path) noexcept
    OmahaRange omaha_loop "pokerbits_omaha_loop"(int path) noexcept

# Omaha systems of omaha_many, by name, and what their wide loops read (high, ace_five_8)
OMAHA_KERNEL_IDS = {"high": SYSTEM_HIGH, "ace_five_8": SYSTEM_ACE_FIVE_8}
cdef WideOmaha _OMAHA_TABLES[2]
for _k in range(2):
    _OMAHA_TABLES[_k].board_displace, _OMAHA_TABLES[_k].board_row = BOARD_DISPLACE, BOARD_ROW
    _OMAHA_TABLES[_k].board_pair_value, _OMAHA_TABLES[_k].pair_column = BOARD_PAIR_VALUE, PAIR_COLUMN
    _OMAHA_TABLES[_k].low_values = OMAHA_LOW if _k else NULL
    _OMAHA_TABLES[_k].flush_values, _OMAHA_TABLES[_k].straight_flush = SUITED5, STRAIGHT_FLUSH
    _OMAHA_TABLES[_k].rare = omaha_high_unchecked

# the paths by name
# (avx512_loads: the AVX-512 loop, its hash read by plain loads where avx512 gathers, for CPUs
# whose gathers are slow)
PATH_NAMES = {"avx512": POKERBITS_PATH_AVX512, "avx512_loads": POKERBITS_PATH_AVX512_LOADS,
              "avx2": POKERBITS_PATH_AVX2, "scalar": POKERBITS_PATH_SCALAR}
# the paths the measured pick times, in this order; on a tie the last (the scalar loop) wins
PREFERRED = ("avx512", "avx512_loads", "avx2", "scalar")
cdef int _forced = -1                    # the path use_path or POKERBITS_KERNEL forces (-1: the measured pick)
cdef object _path_error = None           # why POKERBITS_KERNEL names no path this machine runs


# the systems whose evaluate_many loop (the keyed loop, see keyed_lookup) has the wide paths, and
# the paths with an omaha_many loop of their own (AVX-512; the others take the scalar one)
WIDE_SYSTEMS = ("high", "ace_five", "ace_five_8", "deuce_seven", "short_deck", "short_deck_triton")
OMAHA_PATHS = tuple(name for name, path in PATH_NAMES.items() if omaha_loop(path) != NULL)


def supported_paths() -> tuple:
    """The names of the batch paths this machine runs."""
    return tuple(name for name, path in PATH_NAMES.items() if wide_supported(path) and
                 (path == POKERBITS_PATH_SCALAR or wide_loop(path) != NULL))


def use_path(str name) -> None:
    """Make the batch loops take the path `name` (see PATH_NAMES), or ("auto") the path measured
    fastest for each call's system and card count: ValueError if this machine does not run it.
    For tests and benchmarks (POKERBITS_KERNEL at import does the same)."""
    global _forced, _path_error
    if name == "auto":
        _forced, _path_error = -1, None
        return
    if name not in PATH_NAMES:
        raise ValueError(f"no batch path {name!r} (paths: {', '.join(PATH_NAMES)}, or auto)")
    if name not in supported_paths():
        raise ValueError(f"the {name} batch path does not run on this machine (it runs: "
                         f"{', '.join(supported_paths())})")
    _forced, _path_error = PATH_NAMES[name], None


def forced_path() -> str:
    """The path use_path or POKERBITS_KERNEL forces, or "auto" (the measured pick); ValueError
    if POKERBITS_KERNEL names a path this machine does not run."""
    if _path_error is not None:
        raise ValueError(_path_error)
    return "auto" if _forced < 0 else _path_name(_forced)


cdef str _path_name(int path):
    return next(name for name, number in PATH_NAMES.items() if number == path)


def _pick_path() -> None:
    """At import: the path POKERBITS_KERNEL names, if any (else each call takes the measured pick)."""
    global _path_error
    forced = os.environ.get("POKERBITS_KERNEL", "")
    try:
        use_path(forced or "auto")
    except ValueError as error:
        _path_error = f"POKERBITS_KERNEL={forced}: {error}"


# The measured pick (issue 51): a path's speed is not in the CPU's flags (the AVX-512 path is
# 2.5x the scalar loop on an Intel Xeon, and on an AMD EPYC with slow gathers about as fast or
# slower), so on the first batch of a system every path this machine runs is timed on the same
# hands of 5, 6 and 7 cards (TIMED_HANDS of each, best of TIMED_ROUNDS turns: some 0.3 ms) and
# the fastest is kept for that system and card count; a wide path must beat the scalar loop by
# PICK_MARGIN, so that noise never picks a slower one. Once per process and system.
cdef enum:
    TIMED_HANDS = 2048
    TIMED_ROUNDS = 5
    TIMED_DEALS = 512
PICK_MARGIN = 0.95
cdef int _keyed_pick[8][3]     # per system (N_SYSTEMS) and card count 5, 6, 7: the path (-1: not timed yet)
cdef int _omaha_pick[2]        # high, ace_five_8 (-1: not timed yet)
cdef dict _timings = {}        # (loop, system id, cards) -> {path name: best ns a hand}
for _k in range(8 * 3):
    _keyed_pick[_k // 3][_k % 3] = -1
_omaha_pick[0] = _omaha_pick[1] = -1


cdef int _fastest(dict ns) except -1:
    """The path of the fewest ns a hand (`ns`: path name -> ns), the scalar loop unless a wide
    path beats it by PICK_MARGIN."""
    scalar = ns["scalar"]
    name = min(ns, key=ns.get)
    return PATH_NAMES[name] if ns[name] < PICK_MARGIN * scalar else POKERBITS_PATH_SCALAR


cdef dict _timed(list paths, object run, Py_ssize_t n):
    """Best ns an item of run(path) for each path of `paths`, taking turns (a first turn untimed:
    the tables into the caches)."""
    ns = dict.fromkeys(paths, float("inf"))
    for turn in range(TIMED_ROUNDS + 1):
        for name in paths:
            began = perf_counter_ns()
            run(PATH_NAMES[name])
            took = perf_counter_ns() - began
            if turn:
                ns[name] = min(ns[name], took / n)
    return ns


cdef class _TimedKeyed:
    """A keyed system's loop on hands of one card count, on a path: what the pick times."""
    cdef int system
    cdef KeyedLookup keyed
    cdef WideLookup wide
    cdef object hands, out

    def __call__(self, int path):
        cdef const uint64_t[::1] hands = self.hands
        cdef int32_t[::1] out = self.out
        cdef WideRange wide_range = wide_loop(path)
        with nogil:
            _evaluate_range(self.system, &self.keyed, wide_range, &self.wide, &hands[0], &out[0], 0,
                            TIMED_HANDS, 5, 7)


cdef int _time_keyed(int system) except -1:
    """Time each path this machine runs on hands of 5, 6 and 7 cards of `system`; keep the fastest."""
    cdef _TimedKeyed run = _TimedKeyed()
    cdef Rng r
    cdef Py_ssize_t i
    cdef int k
    paths = [name for name in PREFERRED if name in supported_paths()]
    run.system = system
    if keyed_lookup(system, 7, &run.keyed) or len(paths) == 1:   # no wide loop: the scalar one
        for k in range(3):
            _keyed_pick[system][k] = POKERBITS_PATH_SCALAR
        return 0
    _wide_lookup(&run.keyed, 7, &run.wide)
    cdef uint64_t[::1] hands
    run.hands, run.out = _new_array("Q", TIMED_HANDS, True), _new_array("i", TIMED_HANDS, True)
    hands = run.hands
    rng_seed(&r, 51, <uint64_t>system)
    for k in range(3):
        for i in range(TIMED_HANDS):
            hands[i] = rng_card_set(&r, DECK_MASK & ~run.keyed.deck, 5 + k)
        ns = _timed(paths, run, TIMED_HANDS)
        _timings["keyed", system, 5 + k] = ns
        _keyed_pick[system][k] = _fastest(ns)
    return 0


cdef class _TimedOmaha:
    """An Omaha loop on deals of 4 hole cards and 5 on the board, on a path."""
    cdef int system
    cdef WideOmaha omaha
    cdef object holes, boards, out

    def __call__(self, int path):
        cdef const uint64_t[::1] holes = self.holes, boards = self.boards
        cdef int32_t[::1] out = self.out
        cdef OmahaRange omaha_range = omaha_loop(path)
        with nogil:
            if omaha_range != NULL:
                _wide_omaha_range(omaha_range, &self.omaha, self.system, &holes[0], &boards[0], &out[0], 0,
                                  TIMED_DEALS)
            else:
                _omaha_range(self.system, &holes[0], &boards[0], &out[0], 0, TIMED_DEALS)


cdef int _time_omaha(int system, const WideOmaha* omaha) except -1:
    """Time the Omaha loop of each path that has one, and the scalar loop; keep the fastest."""
    cdef _TimedOmaha run = _TimedOmaha()
    cdef Rng r
    cdef Py_ssize_t i
    cdef uint64_t[::1] holes, boards
    cdef int index = system == SYSTEM_ACE_FIVE_8
    paths = [name for name in PREFERRED if name in supported_paths() and (name in OMAHA_PATHS or name == "scalar")]
    if len(paths) == 1:
        _omaha_pick[index] = POKERBITS_PATH_SCALAR
        return 0
    run.system, run.omaha = system, omaha[0]
    run.holes, run.boards = _new_array("Q", TIMED_DEALS, True), _new_array("Q", TIMED_DEALS, True)
    run.out = _new_array("i", TIMED_DEALS, True)
    holes, boards = run.holes, run.boards
    rng_seed(&r, 51, <uint64_t>(N_SYSTEMS + system))
    for i in range(TIMED_DEALS):
        holes[i] = rng_card_set(&r, 0, 4)
        boards[i] = rng_card_set(&r, holes[i], 5)
    ns = _timed(paths, run, TIMED_DEALS)
    _timings["omaha", system, 9] = ns
    _omaha_pick[index] = _fastest(ns)
    return 0


cdef int _keyed_path(int system, const uint64_t* card_sets) except -1:
    """The path of a keyed batch of `system` whose first card set is card_sets[0]: the forced
    one, or the one timed fastest on hands of its card count (5 to 7)."""
    if _path_error is not None:
        raise ValueError(_path_error)
    if _forced >= 0:
        return _forced
    cdef int k = min(max(card_count(card_sets[0]), 5), 7) - 5
    if _keyed_pick[system][k] < 0:
        _time_keyed(system)
    return _keyed_pick[system][k]


cdef int _omaha_path(int system, const WideOmaha* omaha) except -1:
    """The path of an Omaha batch of `system`: the forced one, or the one timed fastest."""
    if _path_error is not None:
        raise ValueError(_path_error)
    if _forced >= 0:
        return _forced
    cdef int index = system == SYSTEM_ACE_FIVE_8
    if _omaha_pick[index] < 0:
        _time_omaha(system, omaha)
    return _omaha_pick[index]


def path_in_use(str system="high", int cards=7) -> str:
    """The name of the path a batch of `system` ("omaha_high", "omaha_ace_five_8": omaha_many)
    with `cards` cards a hand takes: the forced one, or the measured pick (timed now if not yet).
    ValueError: POKERBITS_KERNEL names a path this machine does not run."""
    cdef uint64_t hand = (1 << min(max(cards, 5), 7)) - 1
    if system.startswith("omaha_"):
        ensure_omaha_tables()
        return _path_name(_omaha_path(OMAHA_KERNEL_IDS[system[6:]], &_OMAHA_TABLES[system == "omaha_ace_five_8"]))
    return _path_name(_keyed_path(KERNEL_IDS[system], &hand))


def path_timings() -> dict:
    """What the measured pick timed so far: (loop "keyed" or "omaha", system id, cards a hand,
    9 for Omaha's 4 + 5) -> {path name: best ns a hand}."""
    return {key: dict(ns) for key, ns in _timings.items()}


cdef uint64_t CARD_BIT[52]    # card index 0..51 (13 * suit + rank) to its bit
cdef uint64_t CARD_LANE[52]   # its suit's unit in lane_counts() form
cdef uint32_t CARD_KEY[52]    # its rank's weight in the high rank key


cdef void _fill_card_tables() noexcept:
    cdef int card
    for card in range(52):
        CARD_BIT[card] = (<uint64_t>1) << (16 * (card // 13) + card % 13)
        CARD_LANE[card] = (<uint64_t>1) << (16 * (card // 13))
        CARD_KEY[card] = <uint32_t>SUIT_KEY[1 << (card % 13)]
    fill_wide_weights(CARD_KEY)   # the 13 rank weights: CARD_KEY[0..12]


_fill_card_tables()
_pick_path()
# bytes of this module's tables
TABLE_BYTES = (sizeof(CARD_BIT) + sizeof(CARD_LANE) + sizeof(CARD_KEY) + sizeof(_OMAHA_TABLES) + sizeof(_keyed_pick)
               + sizeof(_omaha_pick))


cdef bint _walk(int system, uint64_t deck, int first, int left, uint64_t held, int64_t* counts,
                Ticker* ticker) noexcept nogil:
    """Add every set of `left` more cards of `deck`, above card index `first`, to `held`, and count;
    True when stopped by an interrupt."""
    cdef int card
    if left == 0:
        counts[evaluate(system, held)] += 1
        return should_stop(ticker, 1)
    for card in range(first, 53 - left):
        if CARD_BIT[card] & deck and _walk(system, deck, card + 1, left - 1, held | CARD_BIT[card], counts, ticker):
            return True
    return False


cdef bint _walk_high(int first, int left, uint64_t held, uint32_t key, uint64_t lanes,
                     int64_t* counts, Ticker* ticker) noexcept nogil:
    """_walk for high hands of at most 7 cards, `left` >= 1: the rank key and the suit counts
    grow one card at a time, so the last card costs one hash lookup."""
    cdef int card
    if left > 1:
        for card in range(first, 53 - left):
            if _walk_high(card + 1, left - 1, held | CARD_BIT[card], key + CARD_KEY[card],
                          lanes + CARD_LANE[card], counts, ticker):
                return True
        return False
    if has_four_suited(lanes):   # the last card may make a flush
        for card in range(first, 52):
            if has_five_suited(lanes + CARD_LANE[card]):
                counts[suited_value(held | CARD_BIT[card])] += 1
            else:
                counts[key_value(key + CARD_KEY[card])] += 1
    else:
        for card in range(first, 52):
            counts[key_value(key + CARD_KEY[card])] += 1
    return should_stop(ticker, 52 - first)


cdef class _CensusPart:
    """One thread's share of a census: the hands whose lowest card is one of `firsts`."""
    cdef int system, n_cards, n_firsts
    cdef int firsts[52]
    cdef object table
    cdef int64_t[::1] counts
    cdef object stop

    def __init__(self, int system, int n_cards, int size, stop):
        self.system, self.n_cards, self.n_firsts, self.stop = system, n_cards, 0, stop
        self.table = array("q", bytes(8 * size))
        self.counts = self.table

    def run(self) -> None:
        cdef int i, f
        cdef int64_t* counts = &self.counts[0]
        cdef Ticker ticker
        cdef int own = 0
        start_ticker(&ticker, stop_flag(self.stop, &own))
        with nogil:
            for i in range(self.n_firsts):
                f = self.firsts[i]
                if self.system == SYSTEM_HIGH and self.n_cards >= 5:
                    if _walk_high(f + 1, self.n_cards - 1, CARD_BIT[f], CARD_KEY[f], CARD_LANE[f], counts, &ticker):
                        break
                elif _walk(self.system, system_deck(self.system), f + 1, self.n_cards - 1, CARD_BIT[f], counts,
                           &ticker):
                    break
        if ticker.raised:
            raise_pending()


cdef int _thread_count(object threads, Py_ssize_t most) except -1:
    """`threads` checked (a whole number, at least 1) and cut to `most` (at least 1): no more
    threads, chunks or tallies than there are pieces of work, whatever number is asked for."""
    count = whole_number(threads, "threads")
    if count < 1:
        raise ValueError(f"threads must be at least 1, got {short_repr(count)}")
    return min(count, max(most, 1))


def value_counts(int system, int n_cards, threads=1) -> list:
    """Number of n-card hands with each value 0..max of `system` (index = value)."""
    if not 0 <= system < N_SYSTEMS:
        raise ValueError(f"unknown system id {system}")
    if not 1 <= n_cards <= 7:
        raise ValueError(f"census covers 1 to 7 cards, got {short_repr(n_cards)}")
    threads = _thread_count(threads, 53 - n_cards)   # one piece of work per lowest card
    cdef int first, k, size = system_max(system) + 1
    if system == SYSTEM_HIGH:
        ensure_key_hash()
    stop = array("i", [0])
    parts = [_CensusPart(system, n_cards, size, stop) for k in range(threads)]
    load = [0] * threads
    cdef _CensusPart part
    for first in range(53 - n_cards):   # most work first, each to the least loaded thread
        if not CARD_BIT[first] & system_deck(system):
            continue
        k = load.index(min(load))
        load[k] += comb(51 - first, n_cards - 1)
        part = parts[k]
        part.firsts[part.n_firsts] = first
        part.n_firsts += 1
    _run_parallel([p.run for p in parts], stop)
    totals = [0] * size
    for p in parts:
        totals = [a + b for a, b in zip(totals, (<_CensusPart>p).table)]
    return totals


# The pool: worker threads started on first need and kept for later calls, so that a call only
# hands its tasks to threads already waiting (a few microseconds) instead of starting and joining
# threads (tens of microseconds each). Daemon threads, parked on a queue: nothing to join at exit.
# After os.fork() the child forgets the parent's workers (they do not exist there) and starts its own.
cdef object _inbox = SimpleQueue()    # one item per task handed out: the _Run it belongs to
cdef object _pool_lock = allocate_lock()
cdef Py_ssize_t _n_workers = 0
# at most one worker per CPU (but two, so that threads=2 and 3 run at once anywhere): more threads
# than cores would only take turns, and a call's tasks beyond the workers run as threads free up
cdef Py_ssize_t MAX_WORKERS = max(getattr(os, "process_cpu_count", os.cpu_count)() or 1, 2)


cdef class _Run:
    """One call's tasks: the calling thread and the workers claim them one at a time, in order;
    `done` is released when a worker finishes the call's last task."""
    cdef list tasks
    cdef Py_ssize_t claimed, left
    cdef object lock, done, stop, error

    def __cinit__(self, list tasks, stop):
        self.tasks, self.stop, self.error = tasks, stop, None
        self.claimed, self.left = 0, len(tasks)
        self.lock, self.done = allocate_lock(), allocate_lock()
        self.done.acquire()

    cdef object claim(self):
        """The next task nobody has claimed, or None."""
        with self.lock:
            if self.claimed == len(self.tasks):
                return None
            self.claimed += 1
            return self.tasks[self.claimed - 1]

    cdef bint finish(self, Py_ssize_t count, object error):
        """`count` tasks are over (`error`: the exception one raised, or None); True when they
        were the call's last."""
        with self.lock:
            if error is not None and self.error is None:
                self.error = error
            self.left -= count
            return self.left == 0

    cdef bint drop_rest(self):
        """Claim every task nobody has started, never to run it; True when nothing else runs."""
        with self.lock:
            self.left -= len(self.tasks) - self.claimed
            self.claimed = len(self.tasks)
            return self.left == 0

    cdef void work(self):
        """On a worker: run the next task, if any is left; its error stops the call's others."""
        task = self.claim()
        if task is None:   # the caller (or another worker) took it
            return
        error = None
        try:
            task()
        except BaseException as exc:   # raised again by the caller
            error = exc
            self.stop[0] = 1
        if self.finish(1, error):
            self.done.release()


def _serve(inbox) -> None:
    """A worker's life: run whatever task comes next, forever."""
    while True:
        (<_Run>inbox.get()).work()


cdef int _hand_out(_Run run, Py_ssize_t count) except -1:
    """Start workers until there are `count` (up to MAX_WORKERS), then offer them `count` of the
    run's tasks (a task that no worker takes in time, the calling thread runs)."""
    global _n_workers
    with _pool_lock:
        while _n_workers < min(count, MAX_WORKERS):
            threading.Thread(target=_serve, args=(_inbox,), name=f"pokerbits-worker-{_n_workers + 1}",
                             daemon=True).start()
            _n_workers += 1
        inbox = _inbox
    for _ in range(count):
        inbox.put(run)
    return 0


def _forget_pool() -> None:
    """In the child of a fork: the parent's workers are not there, and its locks may be held."""
    global _inbox, _pool_lock, _n_workers
    _inbox, _pool_lock, _n_workers = SimpleQueue(), allocate_lock(), 0


if hasattr(os, "register_at_fork"):   # not on Windows
    os.register_at_fork(after_in_child=_forget_pool)


def pool_size() -> int:
    """How many worker threads the pool holds (started by the calls so far, kept for later)."""
    return _n_workers


def _run_parallel(tasks: list, stop: array) -> None:
    """Run the callables at once: the first on this thread, the others on the pool's workers,
    and this thread takes any task that no worker has started when it is free. On an interrupt
    (or any error) set `stop` (the tasks' shared array('i') flag), which ends the running tasks at
    their next check, drop the tasks not started, and wait for the running ones before raising
    (they write into the caller's buffers). An error in a worker's task is raised here."""
    cdef _Run run
    cdef bint last = False
    if len(tasks) == 1:
        tasks[0]()
        return
    run = _Run(tasks, stop)
    _hand_out(run, len(tasks) - 1)
    try:
        while True:
            task = run.claim()
            if task is None:
                break
            try:
                task()
            finally:
                last = run.finish(1, None)
    except BaseException:
        stop[0] = 1
        if not (run.drop_rest() or last):
            _acquire_surely(run.done)
        raise
    if not last:
        try:
            run.done.acquire()
        except BaseException:   # Ctrl-C while the workers finish: stop them, wait, raise
            stop[0] = 1
            _acquire_surely(run.done)
            raise
    if run.error is not None:
        raise run.error


cdef int _acquire_surely(lock) except -1:
    """Acquire a lock that a worker releases soon (it is stopping anyway): a further Ctrl-C is
    ignored meanwhile, any other exception raised once the lock is held."""
    pending = None
    while True:
        try:
            lock.acquire()
            break
        except KeyboardInterrupt:
            pass
        except BaseException as error:
            pending = error
    if pending is not None:
        raise pending
    return 0


cdef void _wide_lookup(const KeyedLookup* keyed, int max_cards, WideLookup* wide) noexcept nogil:
    """What the wide paths need of a keyed system (see wide.h): its hash, its deck, and what a
    hand of five cards of a suit is to it."""
    wide.displace, wide.slot_values, wide.rare = KEY_DISPLACE, keyed.slot_values, keyed.rare
    wide.deck, wide.max_cards, wide.offset = keyed.deck, max_cards, keyed.offset
    wide.flush_values = keyed.flush_values
    if keyed.flush_values != NULL:
        wide.flush = POKERBITS_FLUSH_TABLE
    elif keyed.rare_keys & SUITED_KEYS:
        wide.flush = POKERBITS_FLUSH_RARE
    else:
        wide.flush = POKERBITS_FLUSH_IGNORED


cdef Py_ssize_t _wide_keyed_range(WideRange wide_range, const WideLookup* wide, const KeyedLookup* keyed,
                                  const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                  int max_cards) noexcept nogil:
    """keyed_range through a wide path: its whole steps, and the scalar loop for the rest (a
    tail shorter than a step, a step that holds a bad card set, which the scalar loop names)."""
    cdef Py_ssize_t i = start, end, bad
    while i < stop:
        i = wide_range(card_sets, out, i, stop, wide)
        end = min(i + WIDE_STEP, stop)
        bad = keyed_range(card_sets, out, i, end, max_cards, keyed)
        if bad >= 0:
            return bad
        i = end
    return -1


cdef Py_ssize_t _evaluate_range(int system, const KeyedLookup* keyed, WideRange wide_range, const WideLookup* wide,
                                const uint64_t* card_sets, int32_t* out, Py_ssize_t start, Py_ssize_t stop,
                                int min_cards, int max_cards) noexcept nogil:
    """Evaluate card_sets[start:stop] into out; the index of the first bad card set, or -1."""
    cdef Py_ssize_t i
    cdef uint64_t cs
    cdef int n
    # the systems keyed by ranks have their own loop, beside the tables: one lookup for hands of
    # 5 to 7 cards (but for high flushes and the other systems' hands with five cards of a suit),
    # through a wide path where the machine runs one
    if keyed.slot_values != NULL:
        if wide_range != NULL:
            return _wide_keyed_range(wide_range, wide, keyed, card_sets, out, start, stop, max_cards)
        return keyed_range(card_sets, out, start, stop, max_cards, keyed)
    for i in range(start, stop):
        cs = card_sets[i]
        n = card_count(cs)
        if (cs & ~system_deck(system)) or n < min_cards or n > max_cards:
            return i
        out[i] = evaluate(system, cs)
    return -1


cdef class _Chunk:
    """One thread's share of a batch: a range of indexes and where the first bad one was."""
    cdef int system, min_cards, max_cards
    cdef KeyedLookup keyed        # the system's rank-key lookup, if it has one (see kernels.keyed_lookup)
    cdef WideRange wide_range     # the wide path of its loop (NULL: the scalar loop) and what it reads
    cdef WideLookup wide
    cdef const uint64_t* card_sets
    cdef int32_t* out
    cdef Py_ssize_t start, end
    cdef Py_ssize_t piece         # items between Ctrl-C checks (about CHECK_EVERY evaluations)
    cdef object stop              # the call's stop flag, shared by its chunks
    cdef public Py_ssize_t bad

    cdef void copy_into(self, _Chunk other):
        other.system, other.min_cards, other.max_cards = self.system, self.min_cards, self.max_cards
        other.keyed, other.wide_range, other.wide = self.keyed, self.wide_range, self.wide
        other.card_sets, other.out, other.piece = self.card_sets, self.out, self.piece

    cdef Py_ssize_t run_range(self, Py_ssize_t start, Py_ssize_t end) noexcept nogil:
        return _evaluate_range(self.system, &self.keyed, self.wide_range, &self.wide, self.card_sets, self.out,
                               start, end, self.min_cards, self.max_cards)

    def run(self) -> None:
        """Evaluate the range in pieces, checking for Ctrl-C (and whether another chunk of the
        call was stopped) between pieces: the kernels' loops stay as they are."""
        cdef Py_ssize_t start = self.start, end
        cdef Ticker ticker
        cdef int own = 0
        start_ticker(&ticker, stop_flag(self.stop, &own))
        self.bad = -1
        with nogil:
            while start < self.end:
                end = min(start + self.piece, self.end)
                self.bad = self.run_range(start, end)
                if self.bad >= 0 or should_stop(&ticker, CHECK_EVERY):
                    break
                start = end
        if ticker.raised:
            raise_pending()


cdef Py_ssize_t _omaha_range(int system, const uint64_t* holes, const uint64_t* boards, int32_t* out,
                             Py_ssize_t start, Py_ssize_t stop) noexcept nogil:
    """Omaha values of (holes[i], boards[i]), i in start:stop, into out: 4 to 6 hole cards and
    3 to 5 board cards, none in both; the index of the first bad pair, or -1."""
    cdef Py_ssize_t i
    cdef uint64_t hole, board
    cdef int n_hole, n_board
    for i in range(start, stop):
        hole, board = holes[i], boards[i]
        n_hole, n_board = card_count(hole), card_count(board)
        if ((hole | board) & ~DECK_MASK) or (hole & board) or not (4 <= n_hole <= 6 and 3 <= n_board <= 5):
            return i
        if system == SYSTEM_HIGH:
            out[i] = omaha_high_unchecked(hole, board)
        else:
            out[i] = omaha_ace_five_8_value(hole, board)
    return -1


cdef Py_ssize_t _wide_omaha_range(OmahaRange omaha_range, const WideOmaha* wide, int system, const uint64_t* holes,
                                  const uint64_t* boards, int32_t* out, Py_ssize_t start,
                                  Py_ssize_t stop) noexcept nogil:
    """_omaha_range through a wide path, as _wide_keyed_range."""
    cdef Py_ssize_t i = start, end, bad
    while i < stop:
        i = omaha_range(holes, boards, out, i, stop, wide)
        end = min(i + WIDE_STEP, stop)
        bad = _omaha_range(system, holes, boards, out, i, end)
        if bad >= 0:
            return bad
        i = end
    return -1


cdef class _OmahaChunk(_Chunk):
    """A share of an Omaha batch: the hole cards in card_sets, the boards beside them."""
    cdef const uint64_t* boards
    cdef OmahaRange omaha_range   # the wide path of the loop (NULL: the scalar loop) and its tables
    cdef WideOmaha omaha

    cdef void copy_into(self, _Chunk other):
        _Chunk.copy_into(self, other)
        (<_OmahaChunk>other).boards = self.boards
        (<_OmahaChunk>other).omaha_range, (<_OmahaChunk>other).omaha = self.omaha_range, self.omaha

    cdef Py_ssize_t run_range(self, Py_ssize_t start, Py_ssize_t end) noexcept nogil:
        if self.omaha_range != NULL:
            return _wide_omaha_range(self.omaha_range, &self.omaha, self.system, self.card_sets, self.boards,
                                     self.out, start, end)
        return _omaha_range(self.system, self.card_sets, self.boards, self.out, start, end)


cdef Py_ssize_t _run_chunks(type kind, _Chunk model, Py_ssize_t n, int threads) except -2:
    """Copy `model` (all but its range) into `threads` chunks of type `kind` covering 0..n, run
    them on as many threads, and return the first bad index (-1: none)."""
    cdef Py_ssize_t share = (n + threads - 1) // threads, k
    cdef _Chunk chunk
    chunks = []
    stop = array("i", [0])
    for k in range(threads):
        chunk = kind.__new__(kind)
        model.copy_into(chunk)
        chunk.start, chunk.end, chunk.stop = min(k * share, n), min((k + 1) * share, n), stop
        chunks.append(chunk)
    _run_parallel([c.run for c in chunks], stop)
    return min([c.bad for c in chunks if c.bad >= 0], default=-1)


cdef int _check_apart(const uint64_t* card_sets, const int32_t* out, Py_ssize_t n, str name) except -1:
    """`out` must not share memory with an input: a thread would read card sets that another
    thread has already overwritten with values."""
    cdef uintptr_t a = <uintptr_t>card_sets, b = <uintptr_t>out
    if a < b + 4 * <uintptr_t>n and b < a + 8 * <uintptr_t>n:
        raise ValueError(f"out shares memory with {name}")
    return 0


cdef dict _NUMPY_TYPES = {"i": "int32", "Q": "uint64", "B": "uint8"}
cdef dict _TEMPLATES = {typecode: array(typecode) for typecode in _NUMPY_TYPES}   # for carray.clone


cdef object _new_array(str typecode, Py_ssize_t n, bint zero):
    """array(typecode) of n items, zeros or (zero False) left as they are: no temporary copy.
    (Zeroed only when not empty: an empty array has no memory, and memset of NULL is undefined.)"""
    cdef carray.array template = _TEMPLATES[typecode]
    return carray.clone(template, n, zero and n > 0)


cdef object _matching_output(object numbers, Py_ssize_t n, str typecode="i"):
    """A new buffer of n items of `typecode` ('i' int32, 'Q' uint64, 'B' uint8): a numpy array
    for numpy input, else an array of that typecode (zeros)."""
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(numbers, numpy.ndarray):
        return numpy.empty(n, dtype=_NUMPY_TYPES[typecode])
    return _new_array(typecode, n, True)


cdef object _buffer_error(str name, str wanted, object obj, object error):
    """ValueError for a buffer of the wrong kind, TypeError for an object that is no buffer."""
    try:
        memoryview(obj)
    except TypeError:
        return TypeError(f"{name} must be {wanted}, not {type(obj).__name__}")
    return ValueError(f"{name} must be {wanted}: {error}")


cdef int _check_aligned(const void* start, size_t size, str name) except -1:
    """A buffer's items must start on a multiple of their size: a misaligned load is undefined
    behaviour in C (and slow, or a fault, on some machines)."""
    if <uintptr_t>start % size:
        raise ValueError(f"{name} is not aligned to {size} bytes (a view at an odd offset into "
                         f"its memory); pass a copy, e.g. {name}.copy()")
    return 0


cdef const uint64_t[::1] _input_view(object card_sets, str name) except *:
    cdef const uint64_t[::1] view
    if card_sets is None:   # a typed memoryview would take None
        raise TypeError(f"{name} must be a buffer of uint64 card sets, not NoneType")
    try:
        view = card_sets
    except (ValueError, TypeError, BufferError) as error:
        raise _buffer_error(name, "a C-contiguous one-dimensional buffer of uint64 "
                            "(numpy uint64 array, array('Q'), memoryview)", card_sets, error) from None
    if view.shape[0]:
        _check_aligned(&view[0], 8, name)
    return view


cdef int32_t[::1] _output_view(object out, Py_ssize_t n) except *:
    cdef int32_t[::1] view
    try:
        view = out
    except (ValueError, TypeError, BufferError) as error:
        raise _buffer_error("out", "a writable C-contiguous one-dimensional buffer of int32 "
                            "(numpy int32 array, array('i'))", out, error) from None
    if view.shape[0] != n:
        raise ValueError(f"out holds {view.shape[0]} values, the input {n}")
    if n:
        _check_aligned(&view[0], 4, "out")
    return view


cdef class _Batch:
    """A batch call's buffers, checked: the input views (kept alive while the chunks run), the
    output and its view, the length and the thread count (one thread per MIN_PER_THREAD
    evaluations, at most; an item costs `cost`)."""
    cdef const uint64_t[::1] first, second
    cdef int32_t[::1] outv
    cdef object out
    cdef Py_ssize_t n
    cdef int threads

    def __init__(self, first, str first_name, second, str second_name, out, threads, Py_ssize_t cost):
        self.first = _input_view(first, first_name)
        self.n = self.first.shape[0]
        if second_name:
            self.second = _input_view(second, second_name)
            if self.second.shape[0] != self.n:
                raise ValueError(f"{first_name} holds {self.n} card sets, {second_name} {self.second.shape[0]}")
        self.threads = _thread_count(threads, self.n * cost // MIN_PER_THREAD)
        self.out = _matching_output(first, self.n) if out is None else out
        self.outv = _output_view(self.out, self.n)
        if self.n:
            _check_apart(&self.first[0], &self.outv[0], self.n, first_name)
            if second_name:
                _check_apart(&self.second[0], &self.outv[0], self.n, second_name)


def evaluate_kernel(int system, int min_cards, int max_cards, card_sets, out=None, threads=1):
    """The loop of pokerbits.evaluate_many for kernel `system` (an id of KERNEL_IDS): the values
    into `out` (or a new matching buffer) and the index of the first bad card set (-1: none)."""
    if not 0 <= system < N_SYSTEMS:
        raise ValueError(f"unknown system id {system}")
    cdef _Batch batch = _Batch(card_sets, "card_sets", None, "", out, threads, 1)
    if batch.n == 0:
        return batch.out, -1
    cdef _Chunk model = _Chunk()
    model.system, model.min_cards, model.max_cards = system, min_cards, min(max_cards, 64)
    model.keyed.slot_values, model.wide_range = NULL, NULL
    if min_cards == 5 and model.max_cards >= 7:   # the hands keyed_range takes
        keyed_lookup(system, model.max_cards, &model.keyed)
        _wide_lookup(&model.keyed, model.max_cards, &model.wide)
        model.wide_range = wide_loop(_keyed_path(system, &batch.first[0]))
    model.piece = CHECK_EVERY
    model.card_sets, model.out = &batch.first[0], &batch.outv[0]
    return batch.out, _run_chunks(_Chunk, model, batch.n, batch.threads)


def omaha_kernel(int system, holes, boards, out=None, threads=1):
    """The loop of pokerbits.omaha_many for kernel SYSTEM_HIGH or SYSTEM_ACE_FIVE_8 (ids of
    OMAHA_KERNEL_IDS): the values and the index of the first bad deal (-1: none)."""
    if system not in (SYSTEM_HIGH, SYSTEM_ACE_FIVE_8):
        raise ValueError(f"no Omaha kernel of system id {system}")
    cdef _Batch batch = _Batch(holes, "holes", boards, "boards", out, threads,
                               OMAHA_COST if system == SYSTEM_HIGH else OMAHA_LOW_COST)
    if batch.n == 0:
        return batch.out, -1
    ensure_omaha_tables()
    cdef _OmahaChunk model = _OmahaChunk()
    model.system, model.piece = system, CHECK_EVERY // OMAHA_COST   # an Omaha deal: many evaluations
    model.omaha = _OMAHA_TABLES[system == SYSTEM_ACE_FIVE_8]
    model.omaha_range = omaha_loop(_omaha_path(system, &model.omaha))
    model.card_sets, model.boards, model.out = &batch.first[0], &batch.second[0], &batch.outv[0]
    return batch.out, _run_chunks(_OmahaChunk, model, batch.n, batch.threads)




cdef class _DealPart:
    """One thread's share of a deal_many call: chunks first..end of MC_CHUNK card sets each, chunk
    k dealt from its own stream rng_seed(seed, k), so the sets do not depend on the threads."""
    cdef uint64_t* out
    cdef Py_ssize_t n, first, end
    cdef uint64_t seed, dead
    cdef int count
    cdef object stop

    def run(self) -> None:
        cdef Py_ssize_t k, i, start, stop
        cdef Rng r
        cdef Ticker ticker
        cdef int own = 0
        start_ticker(&ticker, stop_flag(self.stop, &own))
        with nogil:
            for k in range(self.first, self.end):
                rng_seed(&r, self.seed, <uint64_t>k)
                start, stop = k * MC_CHUNK, min((k + 1) * MC_CHUNK, self.n)
                for i in range(start, stop):
                    self.out[i] = rng_card_set(&r, self.dead, self.count)
                if should_stop(&ticker, (stop - start) * self.count):
                    break
        if ticker.raised:
            raise_pending()


def deal_kernel(Py_ssize_t n, int count, uint64_t dead, uint64_t seed, out=None, threads=1):
    """The loop of pokerbits.deal_many: n random sets of `count` cards none of which is in `dead`
    (the caller checks that there are `count` cards left), into `out` (a writable uint64 buffer
    of n items) or a new array('Q')."""
    if n < 0:
        raise ValueError(f"n must be at least 0, got {n}")
    if not 0 <= count <= 52 - card_count(dead & DECK_MASK):
        raise ValueError(f"cannot deal {count} cards from {52 - card_count(dead & DECK_MASK)}")
    result = _new_array("Q", n, False) if out is None else out
    cdef uint64_t[::1] view
    try:
        view = result
    except (ValueError, TypeError, BufferError) as error:
        raise _buffer_error("out", "a writable C-contiguous one-dimensional buffer of uint64 "
                            "(numpy uint64 array, array('Q'))", result, error) from None
    if view.shape[0] != n:
        raise ValueError(f"out holds {view.shape[0]} card sets, n is {n}")
    if n == 0:
        return result
    _check_aligned(&view[0], 8, "out")
    cdef Py_ssize_t chunks = (n + MC_CHUNK - 1) // MC_CHUNK, k
    cdef int parts = _thread_count(threads, chunks)
    cdef _DealPart part
    stop = array("i", [0])
    tasks = []
    for k in range(parts):
        part = _DealPart()
        part.out, part.n, part.seed, part.dead, part.count, part.stop = &view[0], n, seed, dead, count, stop
        part.first, part.end = k * chunks // parts, (k + 1) * chunks // parts
        tasks.append(part.run)
    _run_parallel(tasks, stop)
    return result


@cython.boundscheck(False)   # at < n * width, the length checked; card < 52 before CARD_BIT
def indices_kernel(const uint8_t[::1] indices, Py_ssize_t width, out):
    """The loop of pokerbits.card_sets_from_indices: indices holds n rows of `width` card indices
    (13 * suit + rank) one after another; row i's card set into out[i] (a uint64 buffer of n
    items). The position in `indices` of the first index that is not a card (52 or more) or
    repeats one of its row, else -1."""
    cdef uint64_t[::1] target = out
    cdef Py_ssize_t n = target.shape[0], i, at = 0, bad = -1
    cdef uint64_t held, bit
    cdef uint8_t card
    if width < 0 or indices.shape[0] != n * width:
        raise ValueError(f"{indices.shape[0]} card indices are not {n} rows of {width}")
    with nogil:
        for i in range(n):
            held = 0
            for at in range(i * width, (i + 1) * width):
                card = indices[at]
                bit = CARD_BIT[card] if card < 52 else 0
                if bit == 0 or held & bit:
                    bad = at
                    break
                held |= bit
            if bad >= 0:
                break
            target[i] = held
    return bad


@cython.boundscheck(False)   # i < n, the length of both; value < table's size before table
def category_kernel(const uint8_t[::1] table, values):
    """The loop of pokerbits.category_many: out[i] = table[values[i]], where table holds each
    value's category number, 0 for a number that is no value; (out, the index of the first value
    that is not one, else -1). `values` is an int32 buffer; out a new uint8 one (numpy for numpy)."""
    cdef const int32_t[::1] view
    if values is None:
        raise TypeError("values must be a buffer of int32 values, not NoneType")
    try:
        view = values
    except (ValueError, TypeError, BufferError) as error:
        raise _buffer_error("values", "a C-contiguous one-dimensional buffer of int32 "
                            "(numpy int32 array, array('i')) or a sequence of ints", values, error) from None
    cdef Py_ssize_t n = view.shape[0], size = table.shape[0], i, bad = -1
    out = _matching_output(values, n, "B")
    cdef uint8_t[::1] target = out
    cdef int32_t value
    if n:
        _check_aligned(&view[0], 4, "values")
    with nogil:
        for i in range(n):
            value = view[i]
            if value < 0 or value >= size or table[value] == 0:
                bad = i
                break
            target[i] = table[value]
    return out, bad


def new_output(numbers, Py_ssize_t n, str typecode):
    """A new buffer of n items of `typecode` ('i', 'Q' or 'B') for the batch calls: a numpy array
    for numpy input, else an array of that typecode."""
    return _matching_output(numbers, n, typecode)
