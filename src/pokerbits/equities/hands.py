"""An equity problem's hands: each player's combos and weights, checked against the known cards."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional

from pokerbits._core.common import cards as _cards
from pokerbits._core.common.records import record
from pokerbits.equities import ranges
from pokerbits.games import Game


@dataclass(frozen=True)
class Hand:
    label: str
    combos: dict                # card set -> weight (one combo for exact cards, 0 for none)
    need: int                   # cards still to be dealt to this player
    exact: bool                 # one fixed combo given as cards (an input error if it collides)


def whole_cards(spec: Any, game: Game) -> Optional[int]:
    """The card set of `spec` when it is a whole hand of exact cards of the game's deck (the
    common case, recognised cheaply), else None: parse_hand then reads it as a range, partial
    cards or an input error. Text holding "," or ":" is always a range."""
    if isinstance(spec, str) and ("," in spec or ":" in spec):
        return None
    try:
        cs = _cards.cards(spec)
    except (ValueError, TypeError):
        return None
    if cs & ~game.deck or _cards.card_count_of(cs) != game.hole_cards:
        return None
    return cs


def whole_hand(spec: Any, game: Game) -> Optional[Hand]:
    """The hand of exact cards that `spec` gives when whole_cards reads it, else None."""
    cs = whole_cards(spec, game)
    return None if cs is None else record(Hand, label(spec), {cs: 1.0}, 0, True)


def label(spec: Any) -> str:
    """A hand of cards as the player gave it."""
    return spec.strip() if isinstance(spec, str) else " ".join(_cards.card_list(spec))


def parse_hand(spec: Any, game: Game, who: str) -> Hand:
    if isinstance(spec, Hand):   # made once by a caller that asks about one range many times
        return spec
    hand = whole_hand(spec, game)
    if hand is not None:
        return hand
    hole = game.hole_cards
    try:
        if isinstance(spec, str):
            text = spec.strip()
            if not text:
                raise ValueError("empty hand: give cards, a range or 'random'")
            if text.lower() in ranges.RANDOM_WORDS:
                return Hand(text.lower(), {0: 1.0}, hole, False)
            if ranges.is_range(text):
                combos = ranges.parse(text, hole, game.deck, game=game)
                return Hand(text, combos, 0, False)
        cs = _cards.cards(spec)
    except (ValueError, TypeError) as error:
        raise type(error)(f"{who}: {error}") from None
    if cs & ~game.deck:
        raise ValueError(f"{who}: {game.name} deals from {game.deck_size} cards, which do not include "
                         + " ".join(_cards.card_strings(cs & ~game.deck)))
    n = _cards.card_count_of(cs)
    if n == 0:
        raise ValueError(f"{who}: empty hand: give cards, a range or 'random'")
    if n > hole:
        raise ValueError(f"{who}: {game.name} deals {hole} cards to each player, got {n}")
    unknown = hole - n
    text = label(spec) + (f" + {unknown} random card{'s' if unknown > 1 else ''}" if unknown else "")
    return Hand(text, {cs: 1.0}, unknown, True)


def owner_check(owner: dict, cs: int, who: str) -> None:
    for bit in bits(cs):
        if bit in owner:
            raise ValueError(f"duplicate card {_cards.card_strings(bit)[0]}: {owner[bit]} and {who}")
        owner[bit] = who


def bits(cs: int) -> list:
    """The cards of a card set, one bit each, lowest first.

    >>> bits(0b1010_0001)
    [1, 32, 128]
    """
    out = []
    while cs:
        card = cs & -cs
        out.append(card)
        cs ^= card
    return out


FITS_TRIES = 2_000        # random choices tried before the search
FITS_NODES = 200_000      # combos looked at before fits() stops and lets the deal decide


def fits(players: list, used: int = 0) -> bool:
    """Whether some choice of one combo per player has no card twice: a few random choices
    first, then depth-first, remembering the dead ends by the cards that still matter. A search
    that takes too long answers True: the exact walk and the sampler then find no deal and say
    so (the sampler fails fast), so this check only makes the common error message early."""
    if not players:
        return True
    rng = random.Random(0)
    for _ in range(FITS_TRIES):
        held = used
        for combos in players:
            cs = combos[rng.randrange(len(combos))]
            if cs & held:
                break
            held |= cs
        else:
            return True
    steps = [0]
    relevant = [0] * (len(players) + 1)
    for index in range(len(players) - 1, -1, -1):
        relevant[index] = relevant[index + 1] | union(players[index])
    dead_ends: set = set()

    def search(index: int, used: int) -> bool:
        if index == len(players):
            return True
        key = (index, used & relevant[index])
        if key in dead_ends:
            return False
        for cs in players[index]:
            steps[0] += 1
            if steps[0] > FITS_NODES or (not cs & used and search(index + 1, used | cs)):
                return True
        dead_ends.add(key)
        return False

    return search(0, used)


def union(combos: list) -> int:
    out = 0
    for cs in combos:
        out |= cs
    return out
