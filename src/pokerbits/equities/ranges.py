"""Hand ranges: what a player may hold, as weighted combos (card sets).

A range is text: comma-separated parts, each optionally weighted with ``:w``. A part is

- Hold'em notation (two-card games, see pokerbits.equities.notation): ``"QQ+"``, ``"99-"``,
  ``"KK-99"``, ``"AKs"``, ``"AQo+"``, ``"A5s-"``, ``"76s-54s"``, ``"AK"``, ``"Axs"``, ``"A*"``;
- a percent range (Hold'em and Omaha): ``"10%"``, ``"5-15%"`` (or ``"5%-15%"``): the strongest
  starting hands by their equity against a random hand (``"p%"`` holds the hands whose
  percentile is below p): Hold'em's exact (pokerbits.equities.preflop), Omaha's four-card
  classes estimated (pokerbits.equities.omaha_order);
- a hand pattern (any game, see pokerbits.equities.patterns): ``"AAxx"``, ``"AKQJds"``,
  ``"KK**"``, ``"AsAh**"``, ``"AKQJ:rainbow"``, where a short pattern leaves the rest open
  (``"AA"`` in Omaha: at least two aces);
- exact cards (``"AhKh"``, ``"A♠K♠"``), or ``"random"`` / ``"any"`` for every hand.

A later part overrides the weight of an earlier one for the same combo.

>>> len(parse("QQ+, AKs"))
22
>>> parse("AA:0.5, AsAh")[cards("As Ah")]
1.0
>>> len(parse("AKQJds", 4))
36
"""
from __future__ import annotations

import math
import re
from typing import Any, Optional

from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._core.common.cards import card_count_of, cards, deck
from pokerbits.equities import notation, patterns, typos

FULL_DECK = cards(deck())

RANKS = notation.RANKS
RANDOM_WORDS = ("random", "any")
MAX_HOLE_CARDS = 7                  # the largest hand of any game (Stud)
MAX_EXPANDED = patterns.MAX_COMBOS  # combos "random" may expand to inside a list (Omaha's 270,725 fit)
MAX_RANGE_COMBOS = 5 * MAX_EXPANDED    # combos a whole range may list, its different parts summed
MAX_PART_CHARS = 100                   # characters of one part (seven cards with spaces and a weight fit)
SUIT_SYMBOLS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c", "♤": "s", "♡": "h", "♢": "d", "♧": "c"}
_REFUSED = re.compile(r"[^A-Za-z0-9+\-%:.,*$ \t\r\n" + "".join(SUIT_SYMBOLS) + "]")
_PERCENT = re.compile(r"^(\d+(?:\.\d*)?)%?\s*-\s*(\d+(?:\.\d*)?)%$|^(\d+(?:\.\d*)?)%$")


def _checked_text(text: str) -> str:
    """The range text with the suit symbols as letters; ValueError naming any other character."""
    refused = _REFUSED.search(text)
    if refused:
        char, at = refused.group(), refused.start()
        raise ValueError(f"range {short_repr(text)}: character {char!r} (U+{ord(char):04X}) at {at} is not part "
                         "of the range language (ranks 2-9 T J Q K A, suits c d h s or the suit symbols)")
    for symbol, letter in SUIT_SYMBOLS.items():
        text = text.replace(symbol, letter)
    return text


def _random_combos(hole_cards: int) -> list[int]:
    """Every hand of the 52 cards (parse leaves out those with a card outside the game's deck)."""
    if math.comb(52, hole_cards) > MAX_EXPANDED:
        raise ValueError(f"'random' as a range of {hole_cards}-card hands is {math.comb(52, hole_cards):,} combos, "
                         f"more than a range lists ({MAX_EXPANDED:,}): give a narrower range (a pattern such as "
                         f"{'AA' + '*' * (hole_cards - 2)!r}); equity() takes 'random' alone as unknown cards")
    return patterns.combos("*" * hole_cards, hole_cards) or []


def _weight(text: str, token: str) -> float:
    try:
        weight = float(text)
    except ValueError:
        raise ValueError(f"range part {short_repr(token)}: weight {short_repr(text)} is not a number "
                         "(nor a suit qualifier: ds, ss, rainbow)") from None
    if not (math.isfinite(weight) and weight > 0):
        raise ValueError(f"range part {short_repr(token)}: the weight must be a positive number, "
                         f"got {short_repr(text)}")
    return weight


def _split_weight(token: str) -> tuple[str, float]:
    """The part and its weight: a trailing ``:number`` (a ``:ds``-style qualifier stays)."""
    if len(token) > MAX_PART_CHARS:   # refused before any pattern is tried on it
        spaced = ": separate parts with commas" if len(token.split(None, 1)) > 1 else ""
        raise ValueError(f"range part {short_repr(token)} has {len(token):,} characters, more than a part "
                         f"may have ({MAX_PART_CHARS}){spaced}")
    body, colon, tail = token.rpartition(":")
    if not colon or patterns.is_qualifier(tail):
        return token, 1.0
    return body.strip(), _weight(tail.strip(), token)


def _percent_combos(body: str, hole_cards: int, token: str, game: Any) -> list[int] | None:
    match = _PERCENT.match(body)
    if not match:
        return None
    if match.group(3) is None:
        low, high = float(match.group(1)), float(match.group(2))
    else:
        low, high = 0.0, float(match.group(3))
    if not 0 <= low < high <= 100:
        raise ValueError(f"range part {short_repr(token)}: a percent range is p% or low-high% "
                         "with 0 <= low < high <= 100")
    from pokerbits.equities import omaha_order, preflop     # the shipped orders, loaded on first use

    if hole_cards == 2:
        return [c for name in preflop.classes_between(low, high) for c in notation.combos(name) or []]
    try:
        if game is not None:
            preflop.order_game(game)
        elif hole_cards != omaha_order.HOLE_CARDS:
            raise ValueError("percent ranges are defined for Hold'em (two-card hands) and Omaha (four)")
    except ValueError as error:
        raise ValueError(f"range part {short_repr(token)}: {error}") from None
    return omaha_order.combos_between(low, high)


def _looks_like_parts(body: str, hole_cards: int, game: Any) -> bool:
    pieces = body.split()
    return len(pieces) > 1 and all(_part_combos(p, hole_cards, p, game, quiet=True) for p in pieces)


def _part_combos(body: str, hole_cards: int, token: str, game: Any = None,
                 quiet: bool = False) -> list[int] | None:
    """The combos of one part (no weight); None when quiet and the part is not range language."""
    if body.lower() in RANDOM_WORDS:
        return _random_combos(hole_cards)
    try:
        found = _percent_combos(body, hole_cards, token, game)
        if found is None and hole_cards == 2:
            found = notation.combos(body)
        if found is None:
            found = patterns.combos(body, hole_cards)
    except ValueError:
        if quiet:
            return None
        raise
    if found is not None or quiet:
        return found
    try:
        cs = cards(body)
    except (ValueError, TypeError) as error:
        if _looks_like_parts(body, hole_cards, game):
            raise ValueError(f"range part {short_repr(token)} holds several parts: separate them with commas "
                             f"({short_repr(', '.join(body.split()))})") from None
        slip = typos.explain(body, hole_cards, lambda part: _part_combos(part, hole_cards, part, game, quiet=True)
                             is not None)
        raise ValueError(f"range part {short_repr(token)}: "
                         + (slip or f"not a hand or range notation ({error})")) from None
    if card_count_of(cs) != hole_cards:
        raise ValueError(f"range part {short_repr(token)}: a hand of this game has {hole_cards} cards, "
                         f"got {card_count_of(cs)}")
    return [cs]


def parse(text: str, hole_cards: Optional[int] = None, deck: Optional[int] = None, *,
          game: Any = None) -> dict[int, float]:
    """The combos of a range as {card set: weight}, in the order they first appear.

    `game` (a name or a Game), if given, sets the hand size and the deck and picks the order of
    percent ranges. `hole_cards` is the hand size (1 to 7; the game's, else 2): Hold'em notation
    needs 2; exact cards must have exactly that many (a partial hand is not a range). `deck` is
    the game's deck (the game's, else all 52 cards): combos with a card outside it are left out
    ("random" in short deck is C(36, 2) = 630 combos).

    >>> weights = parse("AKs-AJs:0.5, KK, 99-")
    >>> len(weights), weights[cards("Ks Kh")], weights[cards("As Qs")]
    (66, 1.0, 0.5)
    >>> len(parse("10%", game="omaha")) / 270_725 >= 0.1
    True
    """
    if not isinstance(text, str):
        raise TypeError(f"a range is text, not {type(text).__name__}")
    if game is not None:
        from pokerbits import games

        game = game if isinstance(game, games.Game) else games.game(game)
        if hole_cards is not None and whole_number(hole_cards, "hole_cards") != game.hole_cards:
            raise ValueError(f"{game.name} deals {game.hole_cards} cards to each player, not hole_cards={short_repr(hole_cards)}")
        hole_cards = game.hole_cards
        deck = game.deck if deck is None else deck
    hole_cards = whole_number(2 if hole_cards is None else hole_cards, "hole_cards")
    deck = FULL_DECK if deck is None else deck
    if not 1 <= hole_cards <= MAX_HOLE_CARDS:
        raise ValueError(f"hole_cards must be 1 to {MAX_HOLE_CARDS}, got {short_repr(hole_cards)}")
    read: dict[str, tuple[str, float]] = {}     # each different part's body and weight, read once
    last: dict[str, tuple[str, float]] = {}     # body -> its last part and weight, in the order they last appear:
    for token in map(str.strip, _checked_text(text).split(",")):   # a part repeated counts where it is last,
        if token:                                                   # and is listed once
            body, weight = read[token] if token in read else read.setdefault(token, _split_weight(token))
            last.pop(body, None)
            last[body] = token, weight
    out: dict[int, float] = {}
    listed = 0
    for body, (token, weight) in last.items():
        found = _part_combos(body, hole_cards, token, game) or []
        listed += len(found)
        if listed > MAX_RANGE_COMBOS:
            raise ValueError(f"range {short_repr(text)} lists more than {MAX_RANGE_COMBOS:,} combos over its "
                             "parts: give fewer or narrower parts")
        for cs in found:
            if cs & ~deck:
                continue
            out.pop(cs, None)       # a later part overrides, and moves to the end
            out[cs] = weight
    if not out:
        raise ValueError(f"range {short_repr(text)} holds no hand"
                         + (" of the game's deck" if deck != FULL_DECK else ""))
    return out


def is_range(text: str, hole_cards: int = 2) -> bool:
    """True when `text` is range notation rather than one player's exact (or partial) cards.

    >>> is_range("AKs"), is_range("As Kd"), is_range("AhKh, QsQd"), is_range("random"), is_range("AAxx", 4)
    (True, False, True, True, True)
    """
    if "," in text or ":" in text:
        return True
    try:
        cards(text)
        return False
    except (ValueError, TypeError):
        return True
