"""Omaha evaluators: exactly two of the 4, 5 or 6 hole cards and exactly three of the board."""
from libc.stdint cimport uint64_t

from pokerbits._core.cards cimport fast_hand
from pokerbits._core.cards import card_strings


cdef uint64_t _board(object board) except 0:
    return fast_hand(board, 3, 5, "an Omaha board")


cdef uint64_t _hole(object hole, uint64_t board) except 0:
    cdef uint64_t cs = fast_hand(hole, 4, 6, "an Omaha hand")   # the games deal 4, 5 or 6
    if cs & board:
        raise ValueError(f"card {card_strings(cs & board)[0]} is both in the hand and on the board")
    return cs


def omaha_high(hole, board) -> int:
    """Value of the best high hand of exactly two hole cards (of 4, 5 or 6) and exactly three
    board cards (of 3, 4 or 5), on the scale of `high`: 1..7462, higher wins.

    >>> omaha_high("Th 9c 9d 8s", "Ah Kh Qh Jh 2c") == high("Kh Qh Jh Th 9c")   # no royal flush
    True
    """
    cdef uint64_t b = _board(board)
    return omaha_high_value(_hole(hole, b), b)


def omaha_ace_five_8(hole, board) -> int:
    """The eight-or-better low of exactly two hole cards (two different ranks A..8) and exactly
    three board cards (three more different ranks A..8), on the scale of `ace_five_8`: 0 when
    there is none, else 1..56, higher wins.

    >>> omaha_ace_five_8("As 2d Kc Kh", "3c 4d 5h Qs Js")   # the wheel
    56
    >>> omaha_ace_five_8("As Ad Kc Kh", "2c 3d 4h Qs Js")   # one low hole rank: no low
    0
    """
    cdef uint64_t b = _board(board)
    return omaha_ace_five_8_value(_hole(hole, b), b)
