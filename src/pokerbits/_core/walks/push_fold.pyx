"""Push/fold at equilibrium: the small blind shoves or folds each of its 169 starting-hand
classes, the big blind calls or folds each of its own; the payoffs arrive as three tables.

With the chances w[a, b] of the deals where the small blind holds a class a hand and the big
blind a class b hand (card removal counted in them), the small blind's gain from shoving class a
rather than folding, against the big blind's call frequencies c, is

    push_gain[a] = steal[a] + sum over b of called[a, b] * c[b]

(steal: the weighted gain when the big blind folds; called: the weighted change when it calls),
and the big blind's gain from calling class b rather than folding, against shove frequencies p,
is call_gain[b] = sum over a of p[a] * defend[a, b]. A best response shoves (calls) the classes
of positive gain; the exploitability is what a best response to each side gains over that
side's strategy, added up. Zero-sum or not (the tournament payoffs are not: the other players
win some of what the blinds lose), `solve` runs CFR+ (regret matching with regrets floored at
zero, the two sides updated in turn, the average strategy weighted by the iteration) until the
average's exploitability is at most the tolerance. No GIL, Ctrl-C checked.
"""
from libc.stdlib cimport free, malloc

from pokerbits._core.common.interrupt cimport Ticker, raise_pending, should_stop, start_ticker

cdef enum:
    N = 169            # starting-hand classes
    CHECK_EVERY = 25   # iterations between measures of the average's exploitability


cdef void _push_gains(const double* steal, const double* called, const double* call, double* out) noexcept nogil:
    cdef int a, b
    cdef double total
    for a in range(N):
        total = steal[a]
        for b in range(N):
            total += called[a * N + b] * call[b]
        out[a] = total


cdef void _call_gains(const double* defend, const double* push, double* out) noexcept nogil:
    cdef int a, b
    cdef double weight
    for b in range(N):
        out[b] = 0.0
    for a in range(N):
        weight = push[a]
        if weight != 0.0:
            for b in range(N):
                out[b] += weight * defend[a * N + b]


cdef double _gain_over(const double* gains, const double* strategy) noexcept nogil:
    """What the best response (every positive gain taken) wins over `strategy`."""
    cdef int a
    cdef double total = 0.0
    for a in range(N):
        total += (gains[a] if gains[a] > 0.0 else 0.0) - strategy[a] * gains[a]
    return total


cdef void _regret_match(const double* gains, const double* strategy, double* act, double* not_act,
                        double* out) noexcept nogil:
    """One CFR+ step of each class: the regrets of acting (gain) and of not acting (zero) against
    the strategy's value, floored at zero; the new strategy acts in proportion to its regret."""
    cdef int a
    cdef double value, total
    for a in range(N):
        value = strategy[a] * gains[a]
        act[a] = act[a] + gains[a] - value
        if act[a] < 0.0:
            act[a] = 0.0
        not_act[a] = not_act[a] - value
        if not_act[a] < 0.0:
            not_act[a] = 0.0
        total = act[a] + not_act[a]
        out[a] = act[a] / total if total > 0.0 else 0.5


cdef void _check(const double[::1] steal, const double[::1] called, const double[::1] defend,
                 const double[::1] push, const double[::1] call) except *:
    if steal.shape[0] != N or push.shape[0] != N or call.shape[0] != N:
        raise ValueError(f"steal, push and call hold {N} entries each")
    if called.shape[0] != N * N or defend.shape[0] != N * N:
        raise ValueError(f"called and defend hold {N} x {N} entries each")


def gains(const double[::1] steal, const double[::1] called, const double[::1] defend,
          const double[::1] push, const double[::1] call) -> tuple:
    """(push_gain, call_gain): each small blind class's gain from shoving rather than folding
    against `call`, each big blind class's gain from calling rather than folding against `push`.

    >>> from array import array
    >>> flat, every = array("d", [0.0] * 169 * 169), array("d", [1.0] * 169)
    >>> push_gain, call_gain = gains(every, flat, flat, array("d", [0.5] * 169), array("d", [0.0] * 169))
    >>> push_gain[0], call_gain[0]
    (1.0, 0.0)
    """
    cdef double push_gain[N]
    cdef double call_gain[N]
    _check(steal, called, defend, push, call)
    _push_gains(&steal[0], &called[0], &call[0], push_gain)
    _call_gains(&defend[0], &push[0], call_gain)
    return [push_gain[a] for a in range(N)], [call_gain[a] for a in range(N)]


def exploitability(const double[::1] steal, const double[::1] called, const double[::1] defend,
                   const double[::1] push, const double[::1] call) -> tuple:
    """(what the small blind gains by a best response to `call` instead of `push`, what the big
    blind gains by a best response to `push` instead of `call`): their sum is the exploitability.

    >>> from array import array
    >>> flat = array("d", [0.0] * 169 * 169)
    >>> exploitability(array("d", [1.0] * 169), flat, flat, array("d", [0.5] * 169), array("d", [0.0] * 169))
    (84.5, 0.0)
    """
    cdef double push_gain[N]
    cdef double call_gain[N]
    _check(steal, called, defend, push, call)
    _push_gains(&steal[0], &called[0], &call[0], push_gain)
    _call_gains(&defend[0], &push[0], call_gain)
    return _gain_over(push_gain, &push[0]), _gain_over(call_gain, &call[0])


def solve(const double[::1] steal, const double[::1] called, const double[::1] defend, int max_iterations,
          double tolerance, double[::1] push, double[::1] call) -> int:
    """Run CFR+ until the average strategies' exploitability is at most `tolerance` (measured
    every CHECK_EVERY iterations) or for `max_iterations`; write the averages into `push` and
    `call` and return the iterations run.

    >>> from array import array
    >>> flat = array("d", [0.0] * 169 * 169)
    >>> push, call = array("d", [0.0] * 169), array("d", [0.0] * 169)
    >>> solve(array("d", [1.0] * 169), flat, flat, 1000, 1e-9, push, call), push[0]
    (25, 1.0)
    """
    cdef double p[N]
    cdef double c[N]
    cdef double push_gain[N]
    cdef double call_gain[N]
    cdef double* regrets = <double*>malloc(sizeof(double) * 4 * N)
    cdef const double* steal_at
    cdef const double* called_at
    cdef const double* defend_at
    cdef double* average_push = &push[0]
    cdef double* average_call = &call[0]
    cdef double weight, weights = 0.0
    cdef int a, t = 0
    cdef Ticker ticker
    cdef int stop = 0
    _check(steal, called, defend, push, call)
    if max_iterations < 1:
        raise ValueError("max_iterations must be at least 1")
    if regrets == NULL:
        raise MemoryError()
    steal_at, called_at, defend_at = &steal[0], &called[0], &defend[0]
    start_ticker(&ticker, &stop)
    try:
        with nogil:
            for a in range(4 * N):
                regrets[a] = 0.0
            for a in range(N):
                p[a] = c[a] = 0.5
                average_push[a] = average_call[a] = 0.0
            while t < max_iterations:
                t += 1
                _push_gains(steal_at, called_at, c, push_gain)
                _regret_match(push_gain, p, regrets, regrets + N, p)
                _call_gains(defend_at, p, call_gain)
                _regret_match(call_gain, c, regrets + 2 * N, regrets + 3 * N, c)
                weight = t
                weights += weight
                for a in range(N):    # the running averages, weighted by the iteration
                    average_push[a] += (p[a] - average_push[a]) * weight / weights
                    average_call[a] += (c[a] - average_call[a]) * weight / weights
                if t % CHECK_EVERY == 0 or t == max_iterations:
                    _push_gains(steal_at, called_at, average_call, push_gain)
                    _call_gains(defend_at, average_push, call_gain)
                    if _gain_over(push_gain, average_push) + _gain_over(call_gain, average_call) <= tolerance:
                        break
                if should_stop(&ticker, 4 * N * N):
                    break
        if ticker.raised:
            raise_pending()
    finally:
        free(regrets)
    return t
