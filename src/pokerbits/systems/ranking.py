"""System-generic questions about a value or a hand: category, description, best cards (census:
`pokerbits.systems.census`)."""
from __future__ import annotations

from pokerbits import systems
from pokerbits._core.common.cards import checked_hand

TYPE_CHECKING = False   # keeps typing off the import path
if TYPE_CHECKING:
    from typing import Literal, overload

    from pokerbits._core.common.cards import Cards   # a name of the stub only
    from pokerbits.systems import Category
    from pokerbits.systems.ace_five import AceFiveCategory, AceFiveEightCategory
    from pokerbits.systems.badugi import BadugiCategory
    from pokerbits.systems.deuce_seven import DeuceSevenCategory
    from pokerbits.systems.high import HighCategory
    from pokerbits.systems.short_deck import ShortDeckCategory, TritonCategory

if TYPE_CHECKING:   # one overload per system name: a type checker knows each system's categories
    @overload
    def category(system: Literal["high"], value: int) -> HighCategory: ...
    @overload
    def category(system: Literal["ace_five"], value: int) -> AceFiveCategory: ...
    @overload
    def category(system: Literal["ace_five_8"], value: int) -> AceFiveEightCategory: ...
    @overload
    def category(system: Literal["deuce_seven"], value: int) -> DeuceSevenCategory: ...
    @overload
    def category(system: Literal["badugi", "badugi_ace_high"], value: int) -> BadugiCategory: ...
    @overload
    def category(system: Literal["short_deck"], value: int) -> ShortDeckCategory: ...
    @overload
    def category(system: Literal["short_deck_triton"], value: int) -> TritonCategory: ...
    @overload
    def category(system: str, value: int) -> Category: ...


def category(system: str, value: int) -> Category:
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


def best_five(system: str, cards: Cards) -> list[str]:
    """The cards that make the hand (five, or the counted cards in Badugi), highest first.

    >>> best_five("high", "As Ks Qs Js Ts 2c 3d")
    ['As', 'Ks', 'Qs', 'Js', 'Ts']
    """
    spec = systems.get(system)
    return spec.best_cards(checked_hand(cards, spec.min_cards, spec.max_cards, spec.hand_words))
