# The betting state of a hand in whole units (int64): what the engine's hot path shares.
from libc.stdint cimport int64_t

cdef enum:
    MAX_SEATS = 32

cdef class Betting:
    cdef readonly int n
    cdef int kind                       # 0 no limit, 1 pot limit, 2 fixed limit
    cdef int cap                        # bets and raises a round (-1: uncapped)
    cdef int64_t stacks[MAX_SEATS]
    cdef int64_t bets[MAX_SEATS]        # this round
    cdef int64_t contrib[MAX_SEATS]     # this hand (uncalled chips given back taken off)
    cdef int64_t returned[MAX_SEATS]    # uncalled chips given back
    cdef bint folded[MAX_SEATS]        # (not char: Cython pickles a char array as a C string)
    cdef bint acted[MAX_SEATS]
    cdef int64_t base[MAX_SEATS]        # the largest bet when the seat last acted this round
    cdef int queue[MAX_SEATS]           # the seats to act, in order, from queue[head]
    cdef int head, length
    cdef int64_t step                   # the round's smallest bet (big blind, small or big bet)
    cdef int64_t raise_size             # the largest bet or raise of the round (0 before any)
    cdef int64_t big_step               # fixed limit: a bet or raise may also be of this size (stud's
                                        # open pair on fourth street), until one is (0: no such option)
    cdef int count                      # bets and raises this round
    cdef readonly bint completion       # stud's first round until someone completes
    cdef readonly bint bring_in_due     # the bring-in seat must post it or complete
    cdef readonly int opener            # who opened the round, then the last to bet or raise

    cdef int64_t top(self) noexcept nogil
    cdef int live(self) noexcept nogil
    cdef void queue_after(self, int seat) noexcept nogil
    cdef bint raise_range(self, int seat, int64_t* low, int64_t* high) noexcept nogil

    # the moves and readings the hand engine calls (cpdef: C calls from its compiled Hand)
    cpdef stack(self, int seat)
    cpdef bet(self, int seat)
    cpdef stacks_list(self)
    cpdef bets_list(self)
    cpdef contrib_list(self)
    cpdef returned_list(self)
    cpdef folded_list(self)
    cpdef live_list(self)
    cpdef open_count(self)
    cpdef pot(self)
    cpdef call_amount(self, int seat)
    cpdef award(self, int seat, int64_t chips)
    cpdef post(self, int seat, int64_t amount, bint bet)
    cpdef begin(self, int opener, int64_t step, bint bring_in)
    cpdef allow_big(self, int64_t big)
    cpdef end(self)
    cpdef legal_raise(self, int seat)
    cpdef fold(self)
    cpdef check_call(self)
    cpdef post_bring_in(self, int64_t amount)
    cpdef bet_raise(self, int64_t to)
    cpdef skip(self)
    cpdef set_acted(self, int seat, bint acted)
    cpdef set_queue(self, seats)
