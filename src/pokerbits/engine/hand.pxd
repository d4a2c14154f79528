# The compiled form of hand.py (Cython's pure Python mode: hand.py stays plain, typed Python;
# this file gives its class C fields and its inner steps C calls when the module is compiled).
from pokerbits._core.engine.betting cimport Betting

# the phases, C ints; the actions log's commonest lines and the quick actions, typed
cdef int _DEAL, _DISCARD, _REDRAW, _BET, _SHOW, _OVER
cdef list _FOLDS, _CALLS, _DEALS
cdef dict _QUICK, _SEATED

cdef class Hand:
    cdef public object game, units, betting, cap, info, actions, ante_trimming
    cdef public int n, runs
    cdef public bint open_pair
    cdef Betting _b
    cdef int _phase, _street, _run_street, _run_from, _blinds_opener
    cdef bint _int_units, _clean, _common, _showed
    cdef object _small, _big, _bring_in, _min_bet, _rng, _stub, _result, _chips, _values
    cdef list _start, _antes, _blinds, _straddles, _live_blind, _dead, _holes, _up, _board, _discards
    cdef list _deal_queue, _mucked, _shown, _boards, _hole_sets, _street_up
    cdef set _seen
    cdef frozenset _deck

    cdef list _live(self)
    cdef _begin_street(self)
    cdef _advance(self)
    cdef _apply_deal(self, need, list dealt, bint trusted=*)
    cdef _deal_street(self, bint trusted)
    cdef _begin_betting(self)
    cdef list _up_cards(self)
    cdef _end_betting(self)
    cdef _step(self)
    cdef _begin_showdown(self)
    cdef _settle(self)
