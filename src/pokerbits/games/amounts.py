"""Exact amounts of a hand: ints, or Decimals for money with cents, counted inside the engine as
whole units of the hand's smallest decimal place (a float is refused: 0.1 has no exact value).

>>> unit = Units.of([Decimal("0.50"), Decimal("1"), 100])
>>> unit.unit, unit.to(Decimal("0.5")), unit.out(150)
(Decimal('0.1'), 5, Decimal('15.0'))
>>> Units.of([1, 2]).out(3)
3
"""
from __future__ import annotations

import math
from decimal import Context, Decimal
from typing import Iterable, List, Sequence, Tuple, Union

from pokerbits._core.common.args import short_repr

Amount = Union[int, Decimal]
INFINITE = 1 << 60   # the units of an infinite stack ("covers everything"); never reached by real chips
LARGEST = 1 << 52    # finite amounts stay below, in units: sums of 32 seats' chips fit the core's int64
_EXACT = Context(prec=40)   # amounts come back exact whatever the caller's decimal context


def checked(value: object, what: str, *, infinite: bool = False) -> Union[int, Decimal, float]:
    """`value` as an exact non-negative amount (int, numpy int, Decimal), or math.inf where
    `infinite` allows it; TypeError for a float or anything else, ValueError if negative."""
    if type(value) is int:
        amount: Union[int, Decimal, float] = value
    elif isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"{what} must be a finite amount, got {value}")
        amount = value
    elif isinstance(value, float):
        if infinite and value == math.inf:
            return value
        raise TypeError(f"amounts are int or Decimal, not float: {short_repr(value)}"
                        + (" (a stack may be math.inf)" if infinite else ""))
    elif isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"{what} must be an int or Decimal amount, not {type(value).__name__}")
    else:
        amount = value.__index__()   # type: ignore[attr-defined]
    if amount < 0:
        raise ValueError(f"{what} must not be negative, got {short_repr(amount)}")
    return amount


def places_of(amount: Decimal, written: bool = True) -> int:
    """The decimal places of a finite Decimal as written (`written`: "0.50" has 2), else of its
    value ("0.50" has 1); never fewer than 0. Read from its text, without as_tuple()'s tuples.

    >>> places_of(Decimal("0.50")), places_of(Decimal("0.50"), False), places_of(Decimal("12")), places_of(Decimal("1E-7"))
    (2, 1, 0, 7)
    """
    text = str(amount)
    if "E" in text:   # exponent notation: the digits' own count
        exponent = (amount if written else amount.normalize()).as_tuple().exponent
        return max(0, -exponent)   # type: ignore[operator]
    point = text.find(".")
    if point < 0:
        return 0
    return len(text if written else text.rstrip("0")) - point - 1


def checked_unit(unit: object) -> Union[int, Decimal]:
    """A unit declared by `unit=`: a positive amount, whose finest decimal place becomes the
    unit where it is finer than the amounts' (Decimal("0.01"): cents), or a one-line ValueError.

    >>> checked_unit(Decimal("0.01"))
    Decimal('0.01')
    >>> checked_unit(0)
    Traceback (most recent call last):
    ValueError: unit must be a positive amount such as Decimal('0.01'), got 0
    """
    if isinstance(unit, Decimal):
        if unit.is_finite() and unit > 0:
            return unit
    elif not isinstance(unit, bool) and hasattr(unit, "__index__") and unit.__index__() > 0:   # type: ignore[attr-defined]
        return unit.__index__()   # type: ignore[attr-defined]
    raise ValueError(f"unit must be a positive amount such as Decimal('0.01'), got {short_repr(unit)}")


class Units:
    """The unit of a hand's amounts and the conversions to and from whole units."""

    __slots__ = ("unit", "decimal", "places")

    def __init__(self, places: int, decimal: bool) -> None:
        self.places = places                       # the unit is 10 ** -places
        self.decimal = decimal                     # amounts come back as Decimal
        self.unit: Amount = Decimal(1).scaleb(-places) if decimal else 1

    @classmethod
    def of(cls, amounts: Iterable[object]) -> "Units":
        """The units of the given (checked) amounts: the finest decimal place among them."""
        finest, decimal = 0, False
        for a in amounts:
            if type(a) is not int and isinstance(a, Decimal):   # (whole chips at once: the common case)
                decimal = True
                if a:   # (a zero has no places of value, however it is written)
                    finest = max(finest, places_of(a, False))
        return cls(finest, decimal)

    def to(self, amount: object, what: str = "an amount", *, infinite: bool = False) -> int:
        """`amount` in whole units; a ValueError if it is finer than the unit."""
        return self.whole(checked(amount, what, infinite=infinite), what)

    def whole(self, a: Union[int, Decimal, float], what: str = "an amount") -> int:
        """An amount `checked` already in whole units; a ValueError if it is finer than the unit."""
        if isinstance(a, float):
            return INFINITE
        if isinstance(a, int):
            units = a * 10 ** self.places
        elif not a:
            return 0
        else:
            units = _units_of_decimal(a, self.places)
            if units < 0:
                raise ValueError(f"{what} {short_repr(a)} is finer than the hand's unit {self.unit}")
        if units >= LARGEST:
            raise ValueError(f"{what} {short_repr(a)} is too large: amounts stay below 2**52 units "
                             f"(the hand's unit is {self.unit})")
        return units

    def wholes(self, amounts: Sequence[Union[int, Decimal]], what: str) -> Tuple[int, ...]:
        """whole() of each checked amount (`what[i]` in an error)."""
        if not self.decimal and not self.places:
            return tuple(amounts)   # type: ignore[arg-type]  # (ints: their own units)
        return tuple([self.whole(a, f"{what}[{i}]") for i, a in enumerate(amounts)])

    def out(self, units: int) -> Union[Amount, float]:
        """Whole units back as an amount of the hand's kind (math.inf for an infinite stack)."""
        if units >= INFINITE >> 1:
            return math.inf
        if not self.decimal:
            return units
        return Decimal(units).scaleb(-self.places, _EXACT)

    def outs(self, units: List[int]) -> Tuple[Union[Amount, float], ...]:
        """out() of each, in one step (a seat's stacks, bets, contributions)."""
        if max(units, default=0) >= INFINITE >> 1:
            return tuple([self.out(u) for u in units])
        if not self.decimal:
            return tuple(units)
        places = -self.places
        return tuple([Decimal(u).scaleb(places, _EXACT) for u in units])


def _units_of_decimal(amount: Decimal, unit_places: int) -> int:
    """A non-negative Decimal in whole units of 10 ** -unit_places, read from its text; -1 if it
    is finer than that unit."""
    text = str(amount)
    point = text.find(".")
    if "E" in text:   # exponent notation: by Decimal arithmetic
        scaled = amount.scaleb(unit_places, _EXACT)
        return int(scaled) if scaled == scaled.to_integral_value() else -1
    if point < 0:
        return int(text) * 10 ** unit_places
    extra = len(text) - point - 1 - unit_places   # places written beyond the unit's
    digits = text[:point] + text[point + 1:]
    if extra <= 0:
        return int(digits) * 10 ** -extra
    if digits[-extra:].strip("0"):
        return -1
    return int(digits[:-extra])
