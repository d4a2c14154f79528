"""The compiled half of pokerbits.compat: other libraries' cards to card sets, and their values.

Each shim keeps its library's card representation. The functions here turn those cards into a
card set in C, through tables built once at import, ask the high-hand kernel, and translate its
dense value (1..7462, higher wins) into the library's own value. No second evaluator.

>>> royal = [treys_int(position) for position in (60, 59, 58, 57, 56)]   # As Ks Qs Js Ts
>>> treys_value(None, royal[:2], royal[2:])
1
"""
from cpython.long cimport PyLong_AsLongLongAndOverflow
from libc.stdint cimport int8_t, int64_t, uint16_t, uint32_t, uint64_t

from pokerbits._core.common.bits cimport card_count
from pokerbits._core.kernels.high cimport HIGH_MAX, high_value
from pokerbits._core.kernels.switch cimport ensure_kernel_tables
from pokerbits._core.kernels.omaha cimport OMAHA_MAX_BOARD, OMAHA_MAX_HOLE, omaha_high_value

ensure_kernel_tables()   # this module loads on first use: the tables its kernels read, now

import operator
from bisect import bisect_right

from typing import Union

from pokerbits._core.common.args import short_repr
from pokerbits._core.kernels.high import CATEGORY_STARTS as _HIGH_CATEGORY_STARTS

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"   # pokerbits' and phevaluator's and eval7's suit order: clubs first
TREYS_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


class CardKeyError(KeyError, ValueError):
    """A bad card or hand size where the original library raises KeyError; also a ValueError."""

    __str__ = BaseException.__str__   # the message without KeyError's quotes


class CardIndexError(IndexError, ValueError):
    """A card string too short, or too few cards, where the original raises IndexError; also a
    ValueError."""


class CardOverflowError(OverflowError, ValueError):
    """A number out of range where the original raises OverflowError; also a ValueError."""


class NotACardError(AttributeError, TypeError):
    """An object without a card mask where the original raises AttributeError; also a TypeError."""


def card_chars(card_string, str library) -> tuple:
    """The first two characters of a card string, as the originals read them (any longer tail
    is ignored); a TypeError or a CardIndexError for anything else.

    >>> card_chars("Ahx", "eval7")
    ('A', 'h')
    """
    if not isinstance(card_string, str):
        raise TypeError(f"a {library} card string must be a str, not {type(card_string).__name__}")
    if len(<str>card_string) < 2:
        raise CardIndexError(f"card string {short_repr(card_string)} needs a rank and a suit")
    return card_string[0], card_string[1]


cdef inline uint64_t _bit(int position) noexcept nogil:
    return (<uint64_t>1) << position


cdef inline int _position(int rank, int suit) noexcept nogil:
    return 16 * suit + rank


cdef str _card_name(int position):
    return RANK_CHARS[position % 16] + SUIT_CHARS[position // 16]


cdef inline int _add(uint64_t* held, int position) except -1:
    """Add one card to *held; a card already there is an error."""
    if held[0] & _bit(position):
        raise ValueError(f"duplicate card {_card_name(position)}")
    held[0] |= _bit(position)
    return 0


cdef int64_t _as_int64(object number, str what) except? -1:
    """An int (or an object with __index__) that fits in 64 bits; otherwise an error naming `what`."""
    cdef int overflow = 0
    cdef long long value = PyLong_AsLongLongAndOverflow(number, &overflow)
    if overflow:
        raise ValueError(f"{short_repr(number)} is not {what}")
    return value


cdef int _top_position(uint64_t cs) noexcept nogil:
    cdef int position = 63
    while position > 0 and not (cs >> position) & 1:
        position -= 1
    return position


# ---- Omaha: exactly two hole cards and exactly three board cards (the _omaha kernel) -----

cdef int _omaha_checked(uint64_t hole, int n_hole, uint64_t board, int n_board) except -1:
    if not 2 <= n_hole <= OMAHA_MAX_HOLE:
        raise ValueError(f"an Omaha hand needs 2 to {OMAHA_MAX_HOLE} hole cards, got {n_hole}")
    if not 3 <= n_board <= OMAHA_MAX_BOARD:
        raise ValueError(f"an Omaha board needs 3 to {OMAHA_MAX_BOARD} cards, got {n_board}")
    return omaha_high_value(hole, board)


# ---- treys / deuces: Cactus Kev 32-bit card ints ------------------------------------------
# int = rank bit << 16 | suit nibble << 12 | rank << 8 | rank's prime; suit nibble s h d c = 1 2 4 8

cdef int64_t TREYS_INT[64]     # treys int of each card position, 0 off the 52 cards
cdef int8_t TREYS_POSITION[256]  # position by bits 8..15 of a treys int (suit nibble, rank), -1 if none


cdef void _build_treys():
    cdef int i, rank, suit, nibble
    for i in range(64):
        TREYS_INT[i] = 0
    for i in range(256):
        TREYS_POSITION[i] = -1
    for suit in range(4):
        nibble = 8 >> suit
        for rank in range(13):
            TREYS_INT[_position(rank, suit)] = ((<int64_t>1 << (16 + rank)) | (nibble << 12) | (rank << 8)
                                                | TREYS_PRIMES[rank])
            TREYS_POSITION[(nibble << 4) | rank] = _position(rank, suit)


_build_treys()


cdef inline int _treys_position(object card) except -1:
    cdef int64_t number = _as_int64(card, "a treys card int")
    cdef int position = TREYS_POSITION[(number >> 8) & 0xFF]
    if position < 0 or TREYS_INT[position] != number:
        raise ValueError(f"{short_repr(card)} is not a treys card int")
    return position


cdef int _or_treys(object cards, uint64_t* held) except -1:
    """OR a sequence of treys card ints into *held; returns how many cards it held."""
    cdef int n = 0
    for card in cards:
        _add(held, _treys_position(card))
        n += 1
    return n


def treys_card_set(cards) -> int:
    """The card set of a sequence of treys card ints.

    >>> treys_card_set([268442665]) == 1 << 60   # As
    True
    """
    cdef uint64_t held = 0
    _or_treys(cards, &held)
    return held


def treys_int(position) -> int:
    """The treys card int of the card at bit `position` of a card set (0 off the 52 cards)."""
    cdef object index = operator.index(position)   # once: a second __index__ may answer otherwise
    if not 0 <= index < 64:
        raise ValueError(f"card position {index} is outside 0..63")
    return TREYS_INT[<int>index]


cdef int _treys_hand_value(object hand, object board) except -1:
    cdef uint64_t held = 0
    cdef int n = _or_treys(hand, &held) + _or_treys(board, &held)
    if n < 5 or n > 7:   # treys raises KeyError here
        raise CardKeyError(f"a treys hand needs 5 to 7 cards, got {n}")
    return HIGH_MAX + 1 - high_value(held)


def treys_value(self, hand, board) -> int:
    """treys' Evaluator.evaluate: 1 (royal flush) .. 7462, lower wins; 5 to 7 cards in all.

    The unused first argument makes this function the method itself: no wrapper per call.
    """
    return _treys_hand_value(hand, board)


def deuces_value(self, cards, board) -> int:
    """deuces' Evaluator.evaluate (treys' with deuces' argument names)."""
    return _treys_hand_value(cards, board)


def treys_omaha_value(self, hand, board) -> int:
    """treys' PLOEvaluator.evaluate: exactly two of `hand` and three of `board`, lower wins."""
    cdef uint64_t hole = 0, common = 0
    cdef int n_hole = _or_treys(hand, &hole)
    cdef int n_board = _or_treys(board, &common)
    if hole & common:
        raise ValueError(f"duplicate card {_card_name(_top_position(hole & common))}")
    return HIGH_MAX + 1 - _omaha_checked(hole, n_hole, common, n_board)


# ---- phevaluator: ids rank * 4 + suit, strings "Ah" / "AH", or Card objects --------------

cdef int8_t PHEVALUATOR_RANK[128]   # rank of an ASCII character, -1 if none (upper case only)
cdef int8_t PHEVALUATOR_SUIT[128]   # suit of an ASCII character, -1 if none (either case)


cdef void _build_phevaluator():
    cdef int i
    for i in range(128):
        PHEVALUATOR_RANK[i] = -1
        PHEVALUATOR_SUIT[i] = -1
    for i in range(13):
        PHEVALUATOR_RANK[ord(RANK_CHARS[i])] = i
    for i in range(4):
        PHEVALUATOR_SUIT[ord(SUIT_CHARS[i])] = i
        PHEVALUATOR_SUIT[ord(SUIT_CHARS[i].upper())] = i


_build_phevaluator()


cdef inline int _rank_of_char(Py_UCS4 ch) noexcept:
    return PHEVALUATOR_RANK[ch] if ch < 128 else -1


cdef inline int _suit_of_char(Py_UCS4 ch) noexcept:
    return PHEVALUATOR_SUIT[ch] if ch < 128 else -1


_PHEVALUATOR_RANK_NAMES = dict(enumerate(RANK_CHARS))
_PHEVALUATOR_SUIT_NAMES = dict(enumerate(SUIT_CHARS))


cdef str _phevaluator_name(dict names, object index, object card_id):
    """A rank or suit name; phevaluator's KeyError, also a ValueError, for an id off the deck."""
    try:
        return names[index]
    except KeyError:
        raise CardKeyError(f"card id {short_repr(card_id)} is not a phevaluator card id (0..51)") from None


cdef class PhevaluatorCard:
    """phevaluator's immutable Card: an id ``rank * 4 + suit`` from an int, a string or a Card.

    >>> PhevaluatorCard("Ah"), PhevaluatorCard(50).describe_card(), int(PhevaluatorCard("2d"))
    (Card("Ah"), 'Ah', 1)
    >>> PhevaluatorCard("AH") == "ah" == PhevaluatorCard(50) == 50
    True
    """

    cdef readonly object id_
    cdef int position   # the card's bit in a card set; -1 for an id outside 0..51

    def __init__(self, other):
        cdef object card_id = PhevaluatorCard.to_id(other)
        self.id_ = card_id
        self.position = _phevaluator_position(card_id) if 0 <= card_id < 52 else -1

    @staticmethod
    def to_id(other) -> int:
        """The card id of an int (passed through as it is), a two-character string or a Card."""
        if isinstance(other, int):
            return other
        if isinstance(other, PhevaluatorCard):
            return (<PhevaluatorCard>other).id_
        if isinstance(other, str):
            position = _phevaluator_position(other)
            return position % 16 * 4 + position // 16
        raise TypeError(f"Type of parameter must be int, str or Card. passed: {type(other)}")

    def describe_rank(self) -> str:
        return _phevaluator_name(_PHEVALUATOR_RANK_NAMES, self.id_ // 4, self.id_)

    def describe_suit(self) -> str:
        return _phevaluator_name(_PHEVALUATOR_SUIT_NAMES, self.id_ % 4, self.id_)

    def describe_card(self) -> str:
        return self.describe_rank() + self.describe_suit()

    def __eq__(self, other):
        if isinstance(other, str):   # case-insensitive
            return str(self).lower() == other.lower()
        if isinstance(other, PhevaluatorCard):
            return self.id_ == (<PhevaluatorCard>other).id_
        return self.id_ == other

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self.id_)

    def __str__(self):
        return self.describe_card()

    def __repr__(self):
        return f'Card("{self.describe_card()}")'

    def __int__(self):
        return self.id_

    def __setattr__(self, name, value):
        raise TypeError("Card object does not support assignment to attribute")

    def __delattr__(self, name):
        raise TypeError("Card object does not support deletion of attribute")


cdef int _phevaluator_position(object card) except -1:
    cdef int64_t number
    cdef int rank, suit
    cdef str text
    if type(card) is PhevaluatorCard and (<PhevaluatorCard>card).position >= 0:
        return (<PhevaluatorCard>card).position
    if isinstance(card, int):
        number = _as_int64(card, "a phevaluator card id (0..51)")
        if not 0 <= number < 52:
            raise ValueError(f"{short_repr(card)} is not a phevaluator card id (0..51)")
        return _position(<int>(number >> 2), <int>(number & 3))
    if isinstance(card, str):
        text = <str>card
        if len(text) != 2:
            raise ValueError(f"The length of value must be 2. passed: {text if len(text) <= 40 else short_repr(text)}")
        rank = _rank_of_char(text[0])
        suit = _suit_of_char(text[1])
        if rank < 0:
            raise CardKeyError(f"unknown rank {text[0]!r} in card {short_repr(text)}")
        if suit < 0:
            raise CardKeyError(f"unknown suit {text[1]!r} in card {short_repr(text)}")
        return _position(rank, suit)
    number_object = getattr(card, "id_", None)   # phevaluator's own Card, or ours with a bad id
    if not isinstance(number_object, int):
        raise TypeError(f"Type of parameter must be int, str or Card. passed: {type(card)}")
    return _phevaluator_position(number_object)


cdef int _or_phevaluator(tuple cards, Py_ssize_t start, Py_ssize_t stop, uint64_t* held) except -1:
    cdef Py_ssize_t i
    for i in range(start, stop):
        _add(held, _phevaluator_position(cards[i]))
    return 0


PhevaluatorNotation = Union[int, str, PhevaluatorCard]   # what phevaluator takes for a card


def phevaluator_value(*cards) -> int:
    """phevaluator's evaluate_cards: 5 to 7 cards, 1 (royal flush) .. 7462, lower wins.

    >>> phevaluator_value("As", "Ks", "Qs", "Js", "Ts", 0, PhevaluatorCard("2d"))
    1
    """
    cdef uint64_t held = 0
    _or_phevaluator(cards, 0, len(cards), &held)
    if not 5 <= len(cards) <= 7:
        raise ValueError(f"The number of cards must be between 5 and 7, got {len(cards)}")
    return HIGH_MAX + 1 - high_value(held)


cdef int _phevaluator_omaha(tuple cards, int n_hole) except -1:
    """phevaluator's Omaha order: five board cards, then `n_hole` hole cards; lower wins."""
    cdef uint64_t hole = 0, board = 0
    cdef Py_ssize_t n = len(cards), split = min(5, len(cards))
    _or_phevaluator(cards, 0, split, &board)
    hole = board
    _or_phevaluator(cards, split, n, &hole)
    if n != 5 + n_hole:
        raise ValueError(f"The number of cards must be {5 + n_hole} (5 board, {n_hole} hole), got {n}")
    return HIGH_MAX + 1 - _omaha_checked(hole & ~board, n_hole, board, 5)


def phevaluator_omaha4(*cards) -> int:
    """phevaluator's evaluate_omaha_cards: 5 board cards then 4 hole cards, lower wins.

    >>> phevaluator_omaha4("3c", "9c", "3h", "9h", "6h", "Ac", "Kc", "Qc", "Jc")   # A-K-9-9-6
    4431
    """
    return _phevaluator_omaha(cards, 4)


def phevaluator_omaha5(*cards) -> int:
    """phevaluator's evaluate_plo5_cards: 5 board cards then 5 hole cards, lower wins."""
    return _phevaluator_omaha(cards, 5)


def phevaluator_omaha6(*cards) -> int:
    """phevaluator's evaluate_plo6_cards: 5 board cards then 6 hole cards, lower wins."""
    return _phevaluator_omaha(cards, 6)


# ---- eval7: Card objects with a mask 1 << (13 * suit + rank) ------------------------------
# value = hand type << 24 | the hand's distinct ranks, biggest group first, 4 bits each from bit 16

EVAL7_HANDTYPES = ("High Card", "Pair", "Two Pair", "Trips", "Straight", "Flush", "Full House",
                   "Quads", "Straight Flush")
EVAL7_RANKS = tuple(RANK_CHARS)
EVAL7_SUITS = tuple(SUIT_CHARS)
# eval7 hand type of each pokerbits high category, worst first (royal flush is a straight flush)
_EVAL7_TYPE_OF_CATEGORY = (0, 1, 2, 3, 4, 5, 6, 7, 8, 8)

cdef uint32_t EVAL7_VALUE[HIGH_MAX + 1]
cdef bint EVAL7_READY = False
# bytes of this module's tables
TABLE_BYTES = (sizeof(TREYS_INT) + sizeof(TREYS_POSITION) + sizeof(PHEVALUATOR_RANK) + sizeof(PHEVALUATOR_SUIT)
               + sizeof(EVAL7_VALUE))


def eval7_encode(handtype, grouped) -> int:
    """eval7's value of a hand type and its ranks (0..12), grouped biggest group first.

    >>> hex(eval7_encode(1, (12, 12, 9, 5, 0)))   # a pair of aces, J-7-2 kickers
    '0x10c9500'
    """
    handtype, grouped = operator.index(handtype), tuple(grouped)
    if not grouped or not 0 <= handtype <= 8 or not all(0 <= rank <= 12 for rank in grouped):
        raise ValueError(f"no eval7 value of hand type {handtype} and ranks {grouped}")
    if handtype in (4, 8):   # straights: the top card only, five high for the wheel
        distinct = [3 if grouped == (12, 3, 2, 1, 0) else grouped[0]]
    else:
        distinct = list(dict.fromkeys(grouped))
    value = handtype << 24
    for i, rank in enumerate(distinct):
        value |= rank << (16 - 4 * i)
    return value


def install_eval7_values(decoded) -> None:
    """Fill the eval7 value of each high value from `decoded` (value -> its five ranks,
    grouped), as pokerbits.compat.eval7 does once on import: the core knows values, the
    systems room knows the ranks they stand for. Once filled, the table is only read."""
    global EVAL7_READY
    if EVAL7_READY:
        return
    if len(decoded) != HIGH_MAX:
        raise ValueError(f"the high ranks of {HIGH_MAX} values are needed, got {len(decoded)}")
    EVAL7_VALUE[0] = 0
    for value, grouped in decoded.items():
        category = bisect_right(_HIGH_CATEGORY_STARTS, value) - 1
        EVAL7_VALUE[value] = eval7_encode(_EVAL7_TYPE_OF_CATEGORY[category], grouped)
    EVAL7_READY = True


def _eval7_short_hand(cs: int) -> int:
    """eval7's value of fewer than five cards: no straight, flush or full house is possible."""
    counts = [0] * 13
    for position in range(64):
        if (cs >> position) & 1:
            counts[position % 16] += 1
    grouped = sorted((rank for rank in range(13) for _ in range(counts[rank])),
                     key=lambda rank: (counts[rank], rank), reverse=True)
    if not grouped:
        return 0
    shape = sorted(counts, reverse=True)
    handtype = {4: 7, 3: 3}.get(shape[0], 2 if shape[:2] == [2, 2] else 1 if shape[0] == 2 else 0)
    return eval7_encode(handtype, grouped)


cdef inline uint64_t _from_eval7_mask(uint64_t mask) noexcept nogil:
    """eval7's 13-bit suit lanes to pokerbits' 16-bit lanes."""
    return ((mask & 0x1FFF) | ((mask >> 13) & 0x1FFF) << 16 | ((mask >> 26) & 0x1FFF) << 32
            | ((mask >> 39) & 0x1FFF) << 48)


cdef class Eval7Card:
    """eval7's Card: a rank and a suit, with the integer `mask` eval7 evaluates.

    >>> card = Eval7Card("Td")
    >>> card.rank, card.suit, card.mask == 1 << 21, card
    (8, 1, True, Card("Td"))
    """

    cdef uint64_t _mask

    def __cinit__(self, card_string):
        rank_char, suit_char = card_chars(card_string, "eval7")
        if rank_char not in EVAL7_RANKS:
            raise ValueError(f"unknown rank {rank_char!r} in card {short_repr(card_string)}")
        if suit_char not in EVAL7_SUITS:
            raise ValueError(f"unknown suit {suit_char!r} in card {short_repr(card_string)}")
        self._mask = _bit(13 * EVAL7_SUITS.index(suit_char) + EVAL7_RANKS.index(rank_char))

    @property
    def mask(self):
        return self._mask

    @mask.setter
    def mask(self, value):
        self._mask = _checked_mask(value)

    @property
    def rank(self):
        return ((<object>self._mask).bit_length() - 1) % 13   # Python's modulo, like eval7

    @property
    def suit(self):
        return ((<object>self._mask).bit_length() - 1) // 13

    def __str__(self):
        if self._mask >> 52:   # eval7 reads any other mask by its highest bit
            raise CardIndexError(f"card mask {self._mask:#x} has bits beyond eval7's 52 cards")
        return EVAL7_RANKS[self.rank] + EVAL7_SUITS[self.suit]

    def __repr__(self):
        return f'Card("{self}")'

    def __hash__(self):
        return self._mask

    def __richcmp__(self, other, int op):
        if not isinstance(other, Eval7Card):
            if op == 2:
                return False
            if op == 3:
                return True
            raise TypeError(f"Cannot compare {self!r} and {short_repr(other)}")
        # eval7's order: "greater" if the rank or the suit is greater (not a total order)
        equal = self._mask == (<Eval7Card>other)._mask
        greater = self.rank > other.rank or self.suit > other.suit
        return (not (greater or equal), not greater, equal, not equal, greater, greater or equal)[op]


cdef uint64_t _checked_mask(object value) except? 0:
    """A card mask as a 64-bit int, converted once (a second __index__ may answer otherwise)."""
    cdef object number = operator.index(value)
    if not 0 <= number < 1 << 64:
        raise CardOverflowError(f"card mask {short_repr(number)} is not a 64-bit mask")
    return number


cdef uint64_t _foreign_mask(object card) except? 0:
    """The mask of a card object other than ours (eval7's own Card), checked."""
    try:
        value = card.mask
    except AttributeError:
        raise NotACardError(f"{short_repr(card)} is not an eval7 card (it has no mask)") from None
    return _checked_mask(value)


def eval7_value(cards) -> int:
    """eval7's evaluate: the eval7 value of a sequence of cards (objects with a `mask`).

    >>> hex(eval7_value([Eval7Card(c) for c in ("As", "2c", "3d", "5s", "4c")]))   # five-high straight
    '0x4030000'
    """
    cdef uint64_t mask = 0
    for card in cards:
        if type(card) is Eval7Card:
            mask |= (<Eval7Card>card)._mask
        else:
            mask |= _foreign_mask(card)
    cdef Py_ssize_t n = len(cards)
    if mask >> 52:
        raise ValueError(f"card mask {mask:#x} has bits outside eval7's 52 cards")
    cdef uint64_t cs = _from_eval7_mask(mask)
    if card_count(cs) != n:
        raise ValueError(f"{n} cards make {card_count(cs)} different cards: a duplicate card "
                         f"(or a card whose mask is not one bit)")
    if n >= 5:
        if not EVAL7_READY:
            raise RuntimeError("eval7 values are filled by importing pokerbits.compat.eval7")
        return EVAL7_VALUE[high_value(cs)]
    return _eval7_short_hand(cs)


def eval7_handtype(value) -> str:
    """eval7's handtype: the name of the hand type of an eval7 value (an unsigned 32-bit int).

    >>> eval7_handtype(0x4030000)
    'Straight'
    """
    cdef object number = operator.index(value)   # once: a second __index__ may answer otherwise
    if not 0 <= number < 1 << 32:
        raise CardOverflowError(f"{short_repr(number)} is not an eval7 value (an unsigned 32-bit int)")
    return EVAL7_HANDTYPES[min(number >> 24, 8)]

