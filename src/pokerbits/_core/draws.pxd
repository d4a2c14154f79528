# Draw games: the built-in keep rules (which cards a player keeps before a draw), one per ranking
# system, and the Monte Carlo walk over draws.
from libc.stdint cimport uint64_t

cdef uint64_t keep_cards(int kernel, uint64_t hand) noexcept nogil
