# cython: boundscheck=False, wraparound=False
"""The betting state of one hand, in whole units (int64 arrays): forced bets, the seats to act,
the legal raise range (minimum raise, pot limit, fixed limit and its cap, short all-ins that do
not reopen the betting) and each betting transition; and the pots' split of a settled hand.

The Python room (pokerbits.engine.hand) drives it; its rules are in docs/rules.md.

>>> b = Betting([100, 100, 100], 0, -1)
>>> b.post(0, 1, True), b.post(1, 2, True)
(1, 2)
>>> b.begin(2, 2, False)
>>> b.actor, b.legal_raise(2)
(2, (4, 100))
"""
from libc.stdint cimport int64_t


cdef class Betting:
    """The chips of `len(stacks)` seats; `kind` 0 no limit, 1 pot limit, 2 fixed limit; `cap`
    bets and raises a round (-1: none)."""

    def __init__(self, stacks, int kind, int cap):
        cdef int i
        cdef int n = len(stacks)
        if not 2 <= n <= MAX_SEATS:
            raise ValueError(f"2 to {MAX_SEATS} seats, got {n}")
        self.n = n
        self.kind = kind
        self.cap = cap
        for i in range(n):
            self.stacks[i] = stacks[i]
            self.bets[i] = self.contrib[i] = self.returned[i] = 0
            self.folded[i] = self.acted[i] = 0
        self.head = self.length = 0
        self.opener = -1

    # ------------------------------------------------------------------ reading
    cdef int64_t top(self) noexcept nogil:
        cdef int64_t t = 0
        cdef int i
        for i in range(self.n):
            if self.bets[i] > t:
                t = self.bets[i]
        return t

    cdef int live(self) noexcept nogil:
        cdef int i, k = 0
        for i in range(self.n):
            k += not self.folded[i]
        return k

    @property
    def actor(self):
        """The seat to act, or -1."""
        return self.queue[self.head] if self.head < self.length else -1

    @property
    def live_count(self):
        return self.live()

    cpdef stack(self, int seat):
        return self.stacks[seat]

    cpdef bet(self, int seat):
        return self.bets[seat]

    def is_folded(self, int seat):
        return bool(self.folded[seat])

    def fold_seat(self, int seat):
        """Mark a seat folded (out of turn: a dead hand)."""
        self.folded[seat] = 1

    cpdef stacks_list(self):
        return [self.stacks[i] for i in range(self.n)]

    cpdef bets_list(self):
        return [self.bets[i] for i in range(self.n)]

    cpdef contrib_list(self):
        return [self.contrib[i] for i in range(self.n)]

    cpdef returned_list(self):
        return [self.returned[i] for i in range(self.n)]

    cpdef folded_list(self):
        return [bool(self.folded[i]) for i in range(self.n)]

    cpdef live_list(self):
        """The seats not folded, in seat order."""
        return [i for i in range(self.n) if not self.folded[i]]

    cpdef open_count(self):
        """How many seats not folded still have chips (who can still bet)."""
        cdef int i, k = 0
        for i in range(self.n):
            k += not self.folded[i] and self.stacks[i] > 0
        return k

    cpdef pot(self):
        cdef int64_t total = 0
        cdef int i
        for i in range(self.n):
            total += self.contrib[i]
        return total

    cpdef call_amount(self, int seat):
        """What `seat` must put in to call (all it has when that is less)."""
        cdef int64_t c = self.top() - self.bets[seat]
        return c if c < self.stacks[seat] else self.stacks[seat]

    cpdef award(self, int seat, int64_t chips):
        """Settlement: `chips` to `seat`'s stack (its uncalled chips already given back are counted in)."""
        self.stacks[seat] += chips - self.returned[seat]

    # ------------------------------------------------------------------ forced bets and rounds
    cpdef post(self, int seat, int64_t amount, bint bet):
        """A forced bet (ante: `bet` False; blind, straddle, bring-in: True), short if the stack is."""
        cdef int64_t paid = amount if amount < self.stacks[seat] else self.stacks[seat]
        self.stacks[seat] -= paid
        self.contrib[seat] += paid
        if bet:
            self.bets[seat] += paid
        return paid

    cpdef begin(self, int opener, int64_t step, bint bring_in):
        """A betting round opened by `opener`, whose smallest bet is `step`; `bring_in`: stud's
        first round with a bring-in due."""
        cdef int i, s, k
        cdef int64_t t = self.top(), most
        self.step = step
        self.big_step = 0
        self.raise_size = 0
        self.count = 0
        self.completion = self.bring_in_due = bring_in
        self.opener = opener
        self.head = self.length = 0
        for i in range(self.n):
            self.acted[i] = 0
            self.base[i] = 0
        for k in range(self.n):
            s = (opener + k) % self.n
            if self.folded[s] or not self.stacks[s]:
                continue
            most = 0   # the effective stack: at least one other live seat can still lose chips to it
            for i in range(self.n):
                if i != s and not self.folded[i] and self.stacks[i] + self.bets[i] - self.bets[s] > most:
                    most = self.stacks[i] + self.bets[i] - self.bets[s]
            if most > 0:
                self.queue[self.length] = s
                self.length += 1
        if self.length == 1 and self.bets[self.queue[0]] >= t:
            self.length = 0

    cpdef allow_big(self, int64_t big):
        """Fixed limit, this round: a bet or raise may be of `big` instead of the round's step,
        and once one is, every raise is (seven-card stud's open pair on fourth street)."""
        self.big_step = big

    cpdef end(self):
        """Close the round: the uncalled part of the largest bet goes back; the bets are cleared."""
        cdef int i, holder = -1, holders = 0
        cdef int64_t t = self.top(), second = 0, back
        for i in range(self.n):
            if self.bets[i] == t:
                holders += 1
                holder = i
            elif self.bets[i] > second:
                second = self.bets[i]
        if holders == 1 and t:
            back = t - second
            self.stacks[holder] += back
            self.contrib[holder] -= back
            self.returned[holder] += back
        for i in range(self.n):
            self.bets[i] = 0
        self.head = self.length = 0

    @property
    def round_over(self):
        """Whether the round is closed: nobody left to act, or one live seat."""
        return self.head >= self.length or self.live() <= 1

    cdef void queue_after(self, int seat) noexcept nogil:
        """After a bet or raise: every other live seat with chips, in turn from `seat`."""
        cdef int k, s
        self.head = self.length = 0
        for k in range(1, self.n):
            s = (seat + k) % self.n
            if not self.folded[s] and self.stacks[s]:
                self.queue[self.length] = s
                self.length += 1

    # ------------------------------------------------------------------ legal raises
    cdef bint raise_range(self, int seat, int64_t* low, int64_t* high) noexcept nogil:
        cdef int64_t t = self.top(), lo, hi, most, pot = 0, size
        cdef int i
        cdef bint other = False
        size = self.raise_size if self.raise_size > self.step else self.step   # a full raise
        if self.cap >= 0 and self.count >= self.cap:
            return False
        if self.acted[seat] and t - self.base[seat] < size:
            return False   # it acted, and what was raised since is short of a full raise
        if self.stacks[seat] <= t - self.bets[seat]:
            return False
        for i in range(self.n):
            if i != seat and not self.folded[i] and self.stacks[i] + self.bets[i] > t:
                other = True
                break
        if not other:
            return False
        lo = self.step if self.completion else t + size
        most = self.stacks[seat] + self.bets[seat]
        if lo > most:
            lo = most
        if self.kind == 2:
            hi = lo
            if self.big_step > size and not self.completion:   # the big bet too: either end is legal
                hi = t + self.big_step
                if hi > most:
                    hi = most
        elif self.kind == 1:
            for i in range(self.n):
                pot += self.contrib[i]
            hi = 2 * t - self.bets[seat] + pot
            if hi < lo:
                hi = lo
            if hi > most:
                hi = most
        else:
            hi = most
        low[0] = lo
        high[0] = hi
        return True

    cpdef legal_raise(self, int seat):
        """(min_to, max_to) of a bet or raise by `seat`, or None when it may not raise."""
        cdef int64_t lo = 0, hi = 0
        if self.raise_range(seat, &lo, &hi):
            return lo, hi
        return None

    # ------------------------------------------------------------------ actions of the actor
    cpdef fold(self):
        """The actor folds (even when it could check, as histories have it): its seat, or -1
        (nothing done) when nobody is to act or a bring-in is due."""
        if self.head >= self.length:
            return -1
        cdef int seat = self.queue[self.head]
        if self.bring_in_due:
            return -1
        self.folded[seat] = 1
        self.acted[seat] = 1
        self.head += 1
        return seat

    cpdef check_call(self):
        """The actor checks or calls: its seat, or -1 when nobody is to act or a bring-in is due."""
        if self.head >= self.length:
            return -1
        cdef int seat = self.queue[self.head]
        cdef int64_t call
        if self.bring_in_due:
            return -1
        call = self.top() - self.bets[seat]
        if call > self.stacks[seat]:
            call = self.stacks[seat]
        self.stacks[seat] -= call
        self.bets[seat] += call
        self.contrib[seat] += call
        self.acted[seat] = 1
        self.base[seat] = self.top()
        self.head += 1
        return seat

    cpdef post_bring_in(self, int64_t amount):
        """The actor posts the bring-in: its seat, or -1 when none is due."""
        if self.head >= self.length:
            return -1
        cdef int seat = self.queue[self.head]
        if not self.bring_in_due:
            return -1
        if amount > self.stacks[seat]:
            amount = self.stacks[seat]
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        self.contrib[seat] += amount
        self.bring_in_due = False
        self.acted[seat] = 1
        self.base[seat] = self.bets[seat]
        self.queue_after(seat)
        return seat

    cpdef bet_raise(self, int64_t to):
        """The actor bets or raises to `to`: its seat, or -1 when that is not legal."""
        if self.head >= self.length:
            return -1
        cdef int seat = self.queue[self.head], i
        cdef int64_t lo = 0, hi = 0, t = self.top(), size, delta
        cdef int64_t full = self.raise_size if self.raise_size > self.step else self.step
        if not self.raise_range(seat, &lo, &hi) or not lo <= to <= hi:
            return -1
        if self.kind == 2 and lo < to < hi:   # fixed limit with the big bet allowed: one or the other
            return -1
        size = to - t
        if self.completion:   # stud's completion: a bet from nothing (the bring-in is not one),
            size = to         # after which every seat, the bring-in's too, may raise
            for i in range(self.n):
                self.acted[i] = 0
        delta = to - self.bets[seat]
        self.stacks[seat] -= delta
        self.bets[seat] = to
        self.contrib[seat] += delta
        self.bring_in_due = self.completion = False
        self.queue_after(seat)
        self.opener = seat
        self.count += 1
        if size >= full:   # a full bet or raise sets the size of the next one (a short all-in does not)
            self.raise_size = size
        self.acted[seat] = 1
        self.base[seat] = to
        return seat

    cpdef set_acted(self, int seat, bint acted):
        """Whether `seat` has acted this round (one that has may raise again only after a full
        raise): set by hand where a history was played under another reading."""
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        self.acted[seat] = acted

    cpdef skip(self):
        """The actor leaves the queue (a discard, a show: the queue of a draw or a showdown)."""
        self.head += 1

    cpdef set_queue(self, seats):
        """Seats to act in order (a draw's or a showdown's turn)."""
        cdef int k = 0
        for s in seats:
            self.queue[k] = s
            k += 1
        self.head = 0
        self.length = k

    @property
    def queue_list(self):
        return [self.queue[k] for k in range(self.head, self.length)]
