from libc.stdint cimport uint64_t

cdef uint64_t card_set(object cards) except? 0
cdef uint64_t hand(object cards, int min_cards, int max_cards, str what) except 0
