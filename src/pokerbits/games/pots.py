"""The pots of a hand: a main pot and side pots built from what each seat put in.

The levels are the distinct amounts put in by the seats still in the hand (the live seats).
Each pot takes, from every seat (those that folded too), what it put in between one level and
the next; only the live seats that reached the level can win it. Chips that folded seats put in
above the highest live level join the last pot. A pot that only one seat can win goes back to
it (an uncalled bet). Seats are numbered in the order given, from the first seat left of the
button: that order decides odd chips.

>>> [(pot.amount, pot.eligible) for pot in build_pots([100, 60, 40], [True, True, True])]
[(120, (0, 1, 2)), (40, (0, 1)), (40, (0,))]
"""
from __future__ import annotations

from decimal import Decimal
from typing import List, NamedTuple, Optional, Sequence, Tuple

from pokerbits._core.common.args import short_repr
from pokerbits.games.amounts import Amount
from pokerbits._core.walks.chips import pot_levels


_new = tuple.__new__   # a Pot from its (amount, eligible) pair, without the NamedTuple's Python-level __new__


class Pot(NamedTuple):
    """A pot to settle: its chips and the seats that can win it (in seat order)."""

    amount: int
    eligible: Tuple[int, ...]

    @property
    def returned(self) -> bool:
        """Whether the pot goes back to its one eligible seat uncalled."""
        return len(self.eligible) == 1


def build_pots(contributions: Sequence[int], live: Sequence[bool],
               dead: Optional[Sequence[int]] = None) -> Tuple[Pot, ...]:
    """The pots, main pot first, of seats that put in `contributions[i]` chips, `live[i]` for
    the seats still in the hand (at least one). Pots of no chips are left out (a live seat
    that put in nothing reaches no level), unless every pot is empty. `dead[i]`, a part of
    `contributions[i]` (antes), is dead money: it goes to the main pot and makes no level. (Built
    by the compiled pokerbits._core.walks.chips.pot_levels, which equity() calls with side pots.)

    >>> build_pots([50, 100, 30], [True, True, False])    # a folded seat's chips stay in
    (Pot(amount=130, eligible=(0, 1)), Pot(amount=50, eligible=(1,)))
    """
    live_chips = tuple(contributions) if dead is None else tuple([c - d for c, d in zip(contributions, dead)])
    return tuple([_new(Pot, pair) for pair in pot_levels(live_chips, tuple(live), False, sum(dead or ()))])


def checked_contributions(contributions: object, seats: int) -> Tuple[Amount, ...]:
    """`contributions` as a tuple of `seats` non-negative amounts: whole chip counts (any int,
    numpy's too) or Decimals (money with cents, finite), or a one-line ValueError: a bool, a
    float, a fraction or a string is not an amount (Units counts Decimals as whole units).

    >>> checked_contributions([100, 60.0], 2)
    Traceback (most recent call last):
    ValueError: contributions[1] must be a whole number of chips or a Decimal amount, not float
    """
    if isinstance(contributions, (str, bytes)) or not hasattr(contributions, "__iter__"):
        raise ValueError(f"contributions must be a list of chips, one per seat, not {type(contributions).__name__}")
    if hasattr(contributions, "__len__") and len(contributions) != seats:   # type: ignore[arg-type]
        raise ValueError(f"contributions has {len(contributions)} entries for {seats} seats")   # type: ignore[arg-type]
    chips: List[Amount] = []
    for i, c in enumerate(contributions):   # type: ignore[attr-defined]
        if i >= seats:
            raise ValueError(f"contributions has more entries than the {seats} seats")
        if type(c) is int and c >= 0:   # (the common case, at once)
            chips.append(c)
            continue
        if isinstance(c, Decimal):
            if not c.is_finite() or c < 0:
                raise ValueError(f"contributions[{i}] must be a finite amount, not negative, got {short_repr(c)}")
            chips.append(c)
            continue
        if isinstance(c, bool) or not hasattr(c, "__index__"):
            raise ValueError(f"contributions[{i}] must be a whole number of chips or a Decimal amount, "
                             f"not {type(c).__name__}")
        c = c.__index__()
        if c < 0:
            raise ValueError(f"contributions[{i}] must not be negative, got {short_repr(c)}")
        chips.append(c)
    if len(chips) != seats:
        raise ValueError(f"contributions has {len(chips)} entries for {seats} seats")
    return tuple(chips)

