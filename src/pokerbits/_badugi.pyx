"""Badugi: the per-call entry point and category starts."""
from pokerbits._cards cimport hand


cdef int _build() except -1:   # cdef: nothing can call it again after import
    """Fill BADUGI_NEXT.  A state is the family of suit sets U (bit s of U = suit s) that the
    ranks taken so far can occupy, one suit each, written as a 16-bit mask with bit U set; it
    starts as {no suits}.  A rank held in the suits `suits` extends each U without a suit s of
    `suits` to U + {s}; the rank is taken when some U extends.  68 families are reachable."""
    free = (0x5555, 0x3333, 0x0F0F, 0x00FF)     # the suit sets without suit s
    ids = {1: 0}
    todo = [1]
    while todo:
        family = todo.pop()
        for suits in range(16):
            grown = 0
            for s in range(4):
                if suits >> s & 1:
                    grown |= (family & free[s]) << (1 << s)
            if grown and grown not in ids:
                if len(ids) == BADUGI_STATES:
                    raise RuntimeError("more Badugi states than BADUGI_STATES")
                ids[grown] = len(ids)
                todo.append(grown)
            BADUGI_NEXT[16 * ids[family] + suits] = ids[grown] | BADUGI_TAKEN if grown else ids[family]
    if len(ids) != BADUGI_STATES:
        raise RuntimeError("fewer Badugi states than BADUGI_STATES")
    return 0


_build()

# worst first: one, two, three, four counted cards
CATEGORY_STARTS = (1, BADUGI_ONE + 1, BADUGI_TWO + 1, BADUGI_THREE + 1)
MAX_VALUE = BADUGI_MAX


def badugi(cards) -> int:
    """Value of the best Badugi hand among 4 to 7 cards: 1..1092, higher wins.

    >>> badugi("4s 3h 2d Ac")   # the best hand
    1092
    >>> badugi("7s 3s 2h Ad") == badugi("3c 3d 2s Ah")   # both the three-card 3-2-A
    True
    """
    return badugi_value(hand(cards, 4, 7, "a Badugi hand"))

