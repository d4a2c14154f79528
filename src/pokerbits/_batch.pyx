"""Loops over many card sets in the compiled core: census (and the batch API)."""
from libc.stdint cimport int64_t, uint64_t

from array import array

from pokerbits._kernels cimport N_SYSTEMS, SYSTEM_HIGH, evaluate, system_max
from pokerbits._kernels cimport SYSTEM_ACE_FIVE, SYSTEM_ACE_FIVE_8, SYSTEM_BADUGI, SYSTEM_DEUCE_SEVEN

# kernel index of each system, by name
KERNEL_IDS = {"high": SYSTEM_HIGH}
KERNEL_IDS.update(ace_five=SYSTEM_ACE_FIVE, ace_five_8=SYSTEM_ACE_FIVE_8,
                  deuce_seven=SYSTEM_DEUCE_SEVEN, badugi=SYSTEM_BADUGI)


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
