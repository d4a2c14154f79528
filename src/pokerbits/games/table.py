"""The games of the rules table: how many cards each player holds, the board, and the halves
of the pot with the ranking system and the way cards combine in each.

Showdown (and equity) read this table; adding a game is one `Game(...)` entry in `GAMES`.

>>> game("omaha-hi-lo").halves[1].system
'ace_five_8'
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable, Optional, Tuple

from pokerbits import systems
from pokerbits._core.common import cards as _cards
from pokerbits._core.common.args import name_text, unknown_name
from pokerbits._core.kernels import omaha as _omaha
from pokerbits.systems import FULL_DECK
from pokerbits.systems.short_deck import SHORT_DECK

if TYPE_CHECKING:
    from pokerbits._core.common.cards import Cards   # a name of the stub only

# compiled evaluators for "exactly two hole cards and exactly three board cards", by system
TWO_PLUS_THREE: dict[str, Callable[[Cards, Cards], int]] = {
    "high": _omaha.omaha_high,
    "ace_five_8": _omaha.omaha_ace_five_8,
}


@dataclass(frozen=True)
class Half:
    """One half of the pot: who wins it and with which cards.

    `exactly` is None when the best hand of all the player's cards (hole and board) counts,
    or (hole, board) when exactly that many hole and board cards must be used (Omaha: (2, 3)).
    A system whose value 0 means "no qualifying hand" (ace_five_8) names it in `qualifier`;
    a half that no hand qualifies for is not played and the other halves share the pot.
    """

    name: str                                  # "high", "low", "badugi"
    system: str                                # a ranking system of pokerbits.systems
    qualifier: str = ""                        # "8 or better"
    exactly: Optional[Tuple[int, int]] = None

    def __post_init__(self) -> None:
        systems.get(self.system)   # a ValueError naming an unknown system, not a KeyError later
        if self.exactly is not None and (self.exactly != (2, 3) or self.system not in TWO_PLUS_THREE):
            raise ValueError(f"no compiled evaluator for exactly {self.exactly} hole and board cards of {self.system}")

    @property
    def spec(self) -> systems.System:
        return systems.get(self.system)

    @property
    def summary(self) -> str:
        """'ace_five_8 (8 or better), exactly 2+3': the system, qualifier, cards used."""
        qualifier = f" ({self.qualifier})" if self.qualifier else ""
        return self.system + qualifier + (f", exactly {self.exactly[0]}+{self.exactly[1]}" if self.exactly else "")

    def value(self, hole: int, board: int) -> int:
        """The value of this half for a player's card sets (0: does not qualify)."""
        if self.exactly is None:
            return self.spec.evaluate(hole | board)
        return TWO_PLUS_THREE[self.system](hole, board)


@dataclass(frozen=True)
class Game:
    """A game of the table.  `deck` is the card set the cards are dealt from (FULL_DECK, or
    SHORT_DECK for six-plus games: any set works).  With `common_card`, when the deck cannot
    give every player all `hole_cards` cards (eight players of Stud), the last card is dealt
    face up to the middle and shared by all: see `seated`."""

    key: str                                   # the CLI spelling: "omaha-hi-lo"
    name: str                                  # "Omaha Hi/Lo 8"
    hole_cards: int                            # cards each player holds (Stud: all seven)
    board_cards: int                           # shared cards; 0 for games without a board
    halves: Tuple[Half, ...]
    aliases: Tuple[str, ...] = field(default=())
    deck: int = FULL_DECK
    common_card: bool = False
    draws: int = 0                             # draws in a hand of the game (draw games)

    @property
    def deck_size(self) -> int:
        return _cards.card_count_of(self.deck)

    def seated(self, players: int) -> "Game":
        """The game as dealt to `players` players: itself, or with the common-card rule in force
        the same game with one hole card less and a one-card board (the common card).  A
        ValueError when the deck cannot deal that many players.

        >>> eight = game("stud").seated(8)
        >>> eight.hole_cards, eight.board_cards
        (6, 1)
        >>> game("stud").seated(7) is game("stud")
        True
        """
        if self.common_card and players * self.hole_cards > self.deck_size:
            if players * (self.hole_cards - 1) + 1 > self.deck_size:
                raise ValueError(f"{self.name} deals {self.deck_size} cards: at most "
                                 f"{(self.deck_size - 1) // (self.hole_cards - 1)} players even with a common card, "
                                 f"got {players}")
            return replace(self, hole_cards=self.hole_cards - 1, board_cards=1, common_card=False)
        if players * self.hole_cards + self.board_cards > self.deck_size:
            raise ValueError(f"{self.name} deals {self.deck_size} cards: too few for {players} players")
        return self

    def __repr__(self) -> str:
        return f"<Game {self.key}: {self.summary}>"

    @property
    def summary(self) -> str:
        """One line: the game's cards and halves.

        >>> game("omaha-hi-lo").summary
        'Omaha Hi/Lo 8: 4 cards + 5 board; high, exactly 2+3 / ace_five_8 (8 or better), exactly 2+3'
        """
        board = f" + {self.board_cards} board" if self.board_cards else ""
        deck = f" ({self.deck_size}-card deck)" if self.deck != FULL_DECK else ""
        return f"{self.name}: {self.hole_cards} cards{board}{deck}; " + " / ".join(h.summary for h in self.halves)


HIGH = Half("high", "high")
OMAHA_HIGH = Half("high", "high", exactly=(2, 3))
OMAHA_LOW = Half("low", "ace_five_8", qualifier="8 or better", exactly=(2, 3))
LOW_8 = Half("low", "ace_five_8", qualifier="8 or better")
ACE_FIVE = Half("low", "ace_five")
DEUCE_SEVEN = Half("low", "deuce_seven")
BADUGI = Half("badugi", "badugi")
BADUGI_ACE_HIGH = Half("badugi", "badugi_ace_high")

GAMES: Tuple[Game, ...] = (
    Game("holdem", "Texas Hold'em", 2, 5, (HIGH,), aliases=("texas-holdem",)),
    Game("omaha", "Omaha", 4, 5, (OMAHA_HIGH,), aliases=("omaha4", "plo")),
    Game("omaha5", "Five-card Omaha", 5, 5, (OMAHA_HIGH,), aliases=("plo5",)),
    Game("omaha6", "Six-card Omaha", 6, 5, (OMAHA_HIGH,), aliases=("plo6",)),
    Game("omaha-hi-lo", "Omaha Hi/Lo 8", 4, 5, (OMAHA_HIGH, OMAHA_LOW), aliases=("omaha8", "omaha4-hi-lo")),
    Game("omaha5-hi-lo", "Five-card Omaha Hi/Lo 8", 5, 5, (OMAHA_HIGH, OMAHA_LOW), aliases=("big-o",)),
    Game("omaha6-hi-lo", "Six-card Omaha Hi/Lo 8", 6, 5, (OMAHA_HIGH, OMAHA_LOW)),
    # Courchevel: the first flop card is dealt before the first betting round; at showdown it
    # is five-card Omaha
    Game("courchevel", "Courchevel", 5, 5, (OMAHA_HIGH,)),
    Game("courchevel-hi-lo", "Courchevel Hi/Lo 8", 5, 5, (OMAHA_HIGH, OMAHA_LOW)),
    Game("short-deck", "Short-deck Hold'em", 2, 5, (Half("high", "short_deck"),), aliases=("six-plus",),
         deck=SHORT_DECK),
    Game("short-deck-triton", "Short-deck Hold'em (Triton)", 2, 5, (Half("high", "short_deck_triton"),),
         deck=SHORT_DECK),
    Game("stud", "Seven-card Stud", 7, 0, (HIGH,), aliases=("seven-card-stud",), common_card=True),
    Game("stud-hi-lo", "Stud Hi/Lo 8", 7, 0, (HIGH, LOW_8), aliases=("stud8",), common_card=True),
    Game("razz", "Razz", 7, 0, (ACE_FIVE,), common_card=True),
    Game("five-card-stud", "Five-card Stud", 5, 0, (HIGH,)),
    Game("five-card-draw", "Five-card draw", 5, 0, (HIGH,), aliases=("draw",), draws=1),
    Game("2-7-single-draw", "2-7 single draw", 5, 0, (DEUCE_SEVEN,), aliases=("kansas-city",), draws=1),
    Game("2-7-triple-draw", "2-7 triple draw", 5, 0, (DEUCE_SEVEN,), draws=3),
    Game("a-5-triple-draw", "A-5 triple draw", 5, 0, (ACE_FIVE,), draws=3),
    Game("badugi", "Badugi", 4, 0, (BADUGI,), draws=3),
    Game("badeucy", "Badeucy", 5, 0, (DEUCE_SEVEN, BADUGI_ACE_HIGH), draws=3),   # the ace high in both halves
    Game("badacey", "Badacey", 5, 0, (ACE_FIVE, BADUGI), draws=3),
)

_BY_NAME = {name: g for g in GAMES for name in (g.key, *g.aliases)}


def game(name: str) -> Game:
    """The game called `name` (a key such as "omaha-hi-lo" or an alias, in any case); ValueError
    if unknown (with the closest known name), TypeError for anything but a str.

    >>> game("holdem").name
    "Texas Hold'em"
    >>> game("omha")
    Traceback (most recent call last):
    ValueError: unknown game 'omha'; did you mean 'omaha'?
    """
    try:
        return _BY_NAME[name_text(name, "a game").lower()]
    except KeyError:
        raise unknown_name("game", name, list(_BY_NAME), "pokerbits.games.names() lists the games") from None


def names(include_aliases: bool = False) -> list[str]:
    """The keys of every game, in table order (then the aliases, if asked for)."""
    return [g.key for g in GAMES] + ([a for g in GAMES for a in g.aliases] if include_aliases else [])
