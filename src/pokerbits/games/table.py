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
class Street:
    """One betting round of a game and the cards dealt before it: `down` hole cards face down
    and `up` face up to each player, `board` cards to the middle, or a draw (each player
    discards and is dealt as many). `opener` says who acts first: "blinds" (left of the
    blinds and straddles, else of the button), "left" (the first seat left of the button still
    in), "bring-in" (the lowest up card posts the bring-in; `low` games: the highest), "up" (the
    best up hand; `low` games: the lowest). Fixed limit bets the small bet, `big`: the big bet."""

    down: int = 0
    up: int = 0
    board: int = 0
    draw: bool = False
    opener: str = "left"
    big: bool = False


def _board_streets(hole: int, first_board: int = 0) -> Tuple[Street, ...]:
    """Hold'em and Omaha (Courchevel: one flop card before the first round)."""
    return (Street(down=hole, board=first_board, opener="blinds"), Street(board=3 - first_board),
            Street(board=1, big=True), Street(board=1, big=True))


def _stud_streets(cards: int) -> Tuple[Street, ...]:
    """Stud of `cards` cards (7 or 5): a first round after two cards down and one up (five-card
    stud: one down, one up), then a card a round, the last one down in seven-card stud."""
    down = (cards - 3) // 2
    first = Street(down=down, up=1, opener="bring-in")
    later = [Street(up=1, opener="up", big=k >= 1) for k in range(cards - down - 1)]
    if cards == 7:
        later[-1] = Street(down=1, opener="up", big=True)
    return (first, *later)


def _draw_streets(hole: int, draws: int) -> Tuple[Street, ...]:
    """A draw game: a first round, then a draw and a round, `draws` times (big bets after the
    draw of a single-draw game, after the second and third draws of a triple draw)."""
    return (Street(down=hole, opener="blinds"),
            *(Street(draw=True, big=k >= (draws > 1)) for k in range(draws)))


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
    streets: Tuple[Street, ...] = ()           # the betting rounds and what is dealt before each
    low: bool = False                          # the low up cards are the best (Razz): stud's opener

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

    @property
    def most_players(self) -> int:
        """The most players a hand of the game is played by (pokerbits.Hand): the deck deals
        the board and each hand (with `common_card`, one card less each and the common card), and
        in draw games a whole hand more, so that any seat can draw every card at any draw (the
        stub refilled from the discards and folded hands, not the seat's own discards).
        `seated` (a showdown, an equity) asks only for the cards dealt.

        >>> game("holdem").most_players, game("stud").most_players, game("2-7-triple-draw").most_players
        (23, 8, 9)
        """
        hole = max(1, self.hole_cards)
        if self.draws:
            return self.deck_size // hole - 1
        if self.common_card:
            return max((self.deck_size - self.board_cards) // hole, (self.deck_size - 1) // max(1, hole - 1))
        return (self.deck_size - self.board_cards) // hole

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
    Game("holdem", "Texas Hold'em", 2, 5, (HIGH,), aliases=("texas-holdem",), streets=_board_streets(2)),
    Game("omaha", "Omaha", 4, 5, (OMAHA_HIGH,), aliases=("omaha4", "plo"), streets=_board_streets(4)),
    Game("omaha5", "Five-card Omaha", 5, 5, (OMAHA_HIGH,), aliases=("plo5",), streets=_board_streets(5)),
    Game("omaha6", "Six-card Omaha", 6, 5, (OMAHA_HIGH,), aliases=("plo6",), streets=_board_streets(6)),
    Game("omaha-hi-lo", "Omaha Hi/Lo 8", 4, 5, (OMAHA_HIGH, OMAHA_LOW), aliases=("omaha8", "omaha4-hi-lo"),
         streets=_board_streets(4)),
    Game("omaha5-hi-lo", "Five-card Omaha Hi/Lo 8", 5, 5, (OMAHA_HIGH, OMAHA_LOW), aliases=("big-o",),
         streets=_board_streets(5)),
    Game("omaha6-hi-lo", "Six-card Omaha Hi/Lo 8", 6, 5, (OMAHA_HIGH, OMAHA_LOW), streets=_board_streets(6)),
    # Courchevel: the first flop card is dealt before the first betting round; at showdown it
    # is five-card Omaha
    Game("courchevel", "Courchevel", 5, 5, (OMAHA_HIGH,), streets=_board_streets(5, 1)),
    Game("courchevel-hi-lo", "Courchevel Hi/Lo 8", 5, 5, (OMAHA_HIGH, OMAHA_LOW), streets=_board_streets(5, 1)),
    Game("short-deck", "Short-deck Hold'em", 2, 5, (Half("high", "short_deck"),), aliases=("six-plus",),
         deck=SHORT_DECK, streets=_board_streets(2)),
    Game("short-deck-triton", "Short-deck Hold'em (Triton)", 2, 5, (Half("high", "short_deck_triton"),),
         deck=SHORT_DECK, streets=_board_streets(2)),
    Game("stud", "Seven-card Stud", 7, 0, (HIGH,), aliases=("seven-card-stud",), common_card=True,
         streets=_stud_streets(7)),
    Game("stud-hi-lo", "Stud Hi/Lo 8", 7, 0, (HIGH, LOW_8), aliases=("stud8",), common_card=True,
         streets=_stud_streets(7)),
    Game("razz", "Razz", 7, 0, (ACE_FIVE,), common_card=True, streets=_stud_streets(7), low=True),
    Game("five-card-stud", "Five-card Stud", 5, 0, (HIGH,), streets=_stud_streets(5)),
    Game("five-card-draw", "Five-card draw", 5, 0, (HIGH,), aliases=("draw",), draws=1, streets=_draw_streets(5, 1)),
    Game("2-7-single-draw", "2-7 single draw", 5, 0, (DEUCE_SEVEN,), aliases=("kansas-city",), draws=1,
         streets=_draw_streets(5, 1)),
    Game("2-7-triple-draw", "2-7 triple draw", 5, 0, (DEUCE_SEVEN,), draws=3, streets=_draw_streets(5, 3)),
    Game("a-5-triple-draw", "A-5 triple draw", 5, 0, (ACE_FIVE,), draws=3, streets=_draw_streets(5, 3)),
    Game("badugi", "Badugi", 4, 0, (BADUGI,), draws=3, streets=_draw_streets(4, 3)),
    Game("badeucy", "Badeucy", 5, 0, (DEUCE_SEVEN, BADUGI_ACE_HIGH), draws=3,   # the ace high in both halves
         streets=_draw_streets(5, 3)),
    Game("badacey", "Badacey", 5, 0, (ACE_FIVE, BADUGI), draws=3, streets=_draw_streets(5, 3)),
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
