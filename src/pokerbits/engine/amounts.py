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
from decimal import Decimal
from typing import Iterable, Union

from pokerbits._core.common.args import short_repr

Amount = Union[int, Decimal]
INFINITE = 1 << 60   # the units of an infinite stack ("covers everything"); never reached by real chips
LARGEST = 1 << 52    # finite amounts stay below, in units: sums of 32 seats' chips fit the core's int64


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
        places, decimal = 0, False
        for a in amounts:
            if isinstance(a, Decimal):
                decimal = True
                places = max(places, -a.normalize().as_tuple().exponent)   # type: ignore[operator]
        return cls(places, decimal)

    def to(self, amount: object, what: str = "an amount", *, infinite: bool = False) -> int:
        """`amount` in whole units; a ValueError if it is finer than the unit."""
        a = checked(amount, what, infinite=infinite)
        if isinstance(a, float):
            return INFINITE
        if isinstance(a, int):
            units = a * 10 ** self.places
        else:
            scaled = a.scaleb(self.places)
            if scaled != scaled.to_integral_value():
                raise ValueError(f"{what} {a} is finer than the hand's unit {self.unit}")
            units = int(scaled)
        if units >= LARGEST:
            raise ValueError(f"{what} {short_repr(a)} is too large: amounts stay below 2**52 units "
                             f"(the hand's unit is {self.unit})")
        return units

    def out(self, units: int) -> Union[Amount, float]:
        """Whole units back as an amount of the hand's kind (math.inf for an infinite stack)."""
        if units >= INFINITE >> 1:
            return math.inf
        if not self.decimal:
            return units
        return Decimal(units).scaleb(-self.places)
