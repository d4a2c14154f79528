"""Card sets: parse, validate and format.

A card set is an int whose bit ``16*suit + rank`` is set for each card held: suits
clubs, diamonds, hearts, spades are 0..3 and ranks 2..A are 0..12.
"""
import operator

from pokerbits._core.common.args import short_repr

from cpython.object cimport PyObject
from cpython.unicode cimport PyUnicode_DATA, PyUnicode_KIND, PyUnicode_READ
from libc.stdint cimport uint64_t

from pokerbits._core.common.bits cimport DECK_MASK, card_count

cdef extern from "Python.h":
    unsigned long long PyLong_AsUnsignedLongLong(object) except? 0xFFFFFFFFFFFFFFFF

RANKS = "23456789TJQKA"
SUITS = "cdhs"
# each card's canonical string at its bit (16 * suit + rank): made once, not per card formatted
cdef tuple _NAMES = tuple([RANKS[bit % 16] + SUITS[bit // 16] if bit % 16 < 13 else None for bit in range(64)])

cdef tuple _value_ints = tuple(range(N_VALUE_INTS))   # owns the objects VALUE_INTS points to


cdef void _point_value_ints() noexcept:
    cdef Py_ssize_t v
    for v in range(N_VALUE_INTS):
        VALUE_INTS[v] = <PyObject*>_value_ints[v]


_point_value_ints()
# bytes of this module's tables
TABLE_BYTES = sizeof(VALUE_INTS)


cdef inline int _rank_index(Py_UCS4 ch) noexcept:
    if u"2" <= ch <= u"9":
        return <int>ch - 50
    if ch == u"T" or ch == u"t":
        return 8
    if ch == u"J" or ch == u"j":
        return 9
    if ch == u"Q" or ch == u"q":
        return 10
    if ch == u"K" or ch == u"k":
        return 11
    if ch == u"A" or ch == u"a":
        return 12
    return -1


cdef inline int _suit_index(Py_UCS4 ch) noexcept:
    if ch == u"c" or ch == u"C" or ch == u"\u2663" or ch == u"\u2667":
        return 0
    if ch == u"d" or ch == u"D" or ch == u"\u2666" or ch == u"\u2662":
        return 1
    if ch == u"h" or ch == u"H" or ch == u"\u2665" or ch == u"\u2661":
        return 2
    if ch == u"s" or ch == u"S" or ch == u"\u2660" or ch == u"\u2664":
        return 3
    return -1


cdef inline bint _is_separator(Py_UCS4 ch) noexcept:
    return ch == u" " or ch == u"," or ch == u"\t" or ch == u"\n" or ch == u"\r"


cdef str _token_at(str text, Py_ssize_t start):
    cdef Py_ssize_t end = start
    while end < len(text) and end - start <= 40 and not _is_separator(text[end]):   # enough to echo
        end += 1
    return text[start:end]


cdef uint64_t _parse_text(str text, uint64_t held, list order=None) except? 0:
    """OR the cards named in `text` into `held`; duplicates (within or with `held`) are errors.
    Appends each card's canonical string to `order`, when given, as it is read."""
    cdef Py_ssize_t i = 0, start, n = len(text)
    cdef int kind = PyUnicode_KIND(text)   # read the characters in place, no bounds checks
    cdef void* data = PyUnicode_DATA(text)
    cdef Py_UCS4 ch
    cdef int rank, suit
    cdef uint64_t bit
    while i < n:
        ch = PyUnicode_READ(kind, data, i)
        if _is_separator(ch):
            i += 1
            continue
        start = i
        if ch == u"1" and i + 1 < n and PyUnicode_READ(kind, data, i + 1) == u"0":
            rank = 8
            i += 2
        else:
            rank = _rank_index(ch)
            i += 1
        if rank < 0:
            raise ValueError(f"unknown rank {text[start]!r} in card {short_repr(_token_at(text, start))}")
        if i >= n or _is_separator(PyUnicode_READ(kind, data, i)):
            raise ValueError(f"card {text[start:i]!r} has no suit")
        suit = _suit_index(PyUnicode_READ(kind, data, i))
        i += 1
        if suit < 0:
            raise ValueError(f"unknown suit {text[i - 1]!r} in card {short_repr(_token_at(text, start))}")
        bit = (<uint64_t>1) << (16 * suit + rank)
        if held & bit:
            raise ValueError(f"duplicate card {RANKS[rank]}{SUITS[suit]}")
        held |= bit
        if order is not None:
            order.append(_NAMES[16 * suit + rank])
    return held


cdef uint64_t _checked_int(object number) except? 0:
    cdef uint64_t cs
    try:
        cs = PyLong_AsUnsignedLongLong(number)
    except OverflowError:
        raise ValueError(f"card set {short_repr(number)} is not a 64-bit card set") from None
    if cs & ~DECK_MASK:
        raise ValueError(f"card set {cs:#x} has bits outside the 52 cards: {cs & ~DECK_MASK:#x}")
    return cs


cdef uint64_t card_set(object cards, list order=None) except? 0:
    """Any accepted card notation to a card set (possibly empty); the cards of a text, as read,
    appended to `order` when given."""
    cdef uint64_t cs = 0
    if type(cards) is int:
        return _checked_int(cards)
    if isinstance(cards, str):
        return _parse_text(<str>cards, 0, order)
    if type(cards) is tuple or type(cards) is list:   # the common iterables: no attribute look-ups
        return _parse_items(cards, order)
    if isinstance(cards, (bool, float, bytes, bytearray)):
        raise TypeError(f"cards must be a str, an int card set or an iterable of str, not {type(cards).__name__}")
    if hasattr(cards, "__index__"):   # int subclasses, numpy integers
        return _checked_int(operator.index(cards))
    if not hasattr(cards, "__iter__"):
        raise TypeError(f"cards must be a str, an int card set or an iterable of str, not {type(cards).__name__}")
    return _parse_items(cards, order)


cdef uint64_t _parse_items(object cards, list order) except? 0:
    """The card set of an iterable of card strings."""
    cdef uint64_t cs = 0
    cdef int items = 0
    for item in cards:   # an endless iterable stops at the deck's worth of items
        items += 1
        if items > 52:
            raise ValueError("cards holds more than 52 items: the deck has 52 cards")
        if not isinstance(item, str):
            raise TypeError(f"card must be a str, not {type(item).__name__}: {short_repr(item)}")
        cs = _parse_text(<str>item, cs, order)
    return cs


cdef uint64_t hand(object cards, int min_cards, int max_cards, str what) except 0:
    """card_set() with between min_cards and max_cards cards (min_cards >= 1)."""
    cdef uint64_t cs = card_set(cards)
    cdef int n = card_count(cs)
    if n < min_cards or n > max_cards:
        if min_cards == max_cards:
            raise ValueError(f"{what} needs exactly {min_cards} cards, got {n}")
        raise ValueError(f"{what} needs {min_cards} to {max_cards} cards, got {n}")
    return cs


def checked_hand(x, int min_cards, int max_cards, str what) -> int:
    """cards(x), checked to hold between min_cards and max_cards cards; `what` names the hand.

    >>> checked_hand("As Kd", 5, 7, "a high hand")
    Traceback (most recent call last):
    ValueError: a high hand needs 5 to 7 cards, got 2
    """
    return hand(x, min_cards, max_cards, what)


def cards(x) -> int:
    """Parse cards into a card set: ``"As Kd"``, ``"AsKd"``, ``["As", "Kd"]``, ``"10h"``, ``"A♠"``.

    An int card set passes through after validation.

    >>> hex(cards("2c Ad"))
    '0x10000001'
    """
    return card_set(x)


def card_strings(x) -> list:
    """The cards of a card set as canonical strings, highest rank first.

    >>> card_strings(cards("2c 10h As"))
    ['As', 'Th', '2c']
    """
    return _strings(card_set(x))


cdef list _strings(uint64_t cs):
    cdef int rank, suit
    cdef list out = []
    for rank in range(12, -1, -1):
        for suit in range(3, -1, -1):
            if cs >> (16 * suit + rank) & 1:
                out.append(_NAMES[16 * suit + rank])
    return out


def card_list(x) -> list:
    """The cards as canonical strings in the order given (an int card set: highest first).

    >>> card_list("2c 10h as")
    ['2c', 'Th', 'As']
    """
    cdef list order = []
    cdef uint64_t cs = card_set(x, order)
    if cs and not order:   # an int card set has no order of its own
        return _strings(cs)
    return order


def given_cards(x) -> tuple:
    """(the card set, card_list as a tuple): what a result records of the cards given, read once.

    >>> given_cards("3c 2c")
    (3, ('3c', '2c'))
    """
    cdef list order = []
    cdef uint64_t cs = card_set(x, order)
    if cs and not order:
        return cs, tuple(_strings(cs))
    return cs, tuple(order)


def deck() -> list:
    """The 52 cards, highest rank first.

    >>> deck()[:3]
    ['As', 'Ah', 'Ad']
    """
    return _strings(DECK_MASK)


def card_count_of(x) -> int:
    """Number of cards in a card set or card notation.

    >>> card_count_of("As Kd Qh")
    3
    """
    return card_count(card_set(x))
