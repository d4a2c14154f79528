"""System-generic questions about a value or a hand: category, description, best cards (census:
`pokerbits.systems.census`)."""
from __future__ import annotations

import enum

from pokerbits import systems
from pokerbits._core.common.cards import checked_hand


def category(system: str, value: int) -> enum.IntEnum:
    """The category of a value of `system`.

    >>> category("high", 7462).name
    'ROYAL_FLUSH'
    """
    return systems.get(system).category(value)


def describe(system: str, value: int) -> str:
    """The hand a value stands for, in the words players use.

    >>> describe("high", high("Kh Kd 4s 4c Ad"))
    'Two pair, kings and fours, ace kicker'
    """
    spec = systems.get(system)
    return spec.describe_value(spec.check_value(value))


def best_five(system: str, cards) -> list[str]:
    """The cards that make the hand (five, or the counted cards in Badugi), highest first.

    >>> best_five("high", "As Ks Qs Js Ts 2c 3d")
    ['As', 'Ks', 'Qs', 'Js', 'Ts']
    """
    spec = systems.get(system)
    return spec.best_cards(checked_hand(cards, spec.min_cards, spec.max_cards, spec.hand_words))
