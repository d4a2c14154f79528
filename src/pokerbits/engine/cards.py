"""The cards of a hand being played: PHH card text read two characters a card ("AsKd", "As Kd";
"??" an unknown card, None), and the stub the engine deals from.

>>> parse("AsKd ????")
['As', 'Kd', None, None]
>>> stub = Stub(["As", "Kd"], None)
>>> stub.take(2, ()), stub.left
(['As', 'Kd'], 0)
"""
from __future__ import annotations

import random
from typing import Iterable, Iterator, List, Optional, Sequence

from pokerbits._core.common.args import short_repr

RANKS = "23456789TJQKA"
SUITS = "cdhs"   # clubs lowest: the suit order of stud's bring-in
_CANONICAL = {r + s: r + s for r in RANKS for s in SUITS}
_CANONICAL.update({r.lower() + s: r + s for r in RANKS for s in SUITS})
_CANONICAL.update({r + s.upper(): r + s for r in RANKS for s in SUITS})
_CANONICAL.update({r.lower() + s.upper(): r + s for r in RANKS for s in SUITS})

_KNOWN = {**_CANONICAL, "??": None}   # one whole card a string: the fast path of parse

Card = Optional[str]


def parse(text: object) -> List[Card]:
    """Cards as written in PHH: 'AsKd', 'As Kd', a list of such strings; '??' an unknown card."""
    if type(text) is list or type(text) is tuple:
        try:
            return [_KNOWN[c] for c in text]   # one card a string, as written by the engine itself
        except (KeyError, TypeError):
            pass
    if type(text) is str:   # a hand or a board as PHH writes them: 'AsKd', '2c7d8h'
        try:
            return [_KNOWN[text[i:i + 2]] for i in range(0, len(text), 2)]
        except KeyError:   # (a space, an odd length, a card misread: read and worded below)
            pass
    if isinstance(text, str):
        joined = "".join(text.split())
    elif isinstance(text, (list, tuple)) and all(isinstance(c, str) for c in text):
        joined = "".join("".join(c.split()) for c in text)
    else:
        raise TypeError(f"cards must be a string such as 'AsKd', not {type(text).__name__}")
    if len(joined) % 2:
        raise ValueError(f"cannot read cards {short_repr(text)}: two characters a card, such as 'AsKd' or '??'")
    out: List[Card] = []
    for i in range(0, len(joined), 2):
        chunk = joined[i:i + 2]
        if chunk == "??":
            out.append(None)
            continue
        card = _CANONICAL.get(chunk)
        if card is None:
            raise ValueError(f"cannot read card {short_repr(chunk)} in {short_repr(text)}")
        out.append(card)
    return out


def text(cards: Iterable[Card]) -> str:
    """Cards back as PHH writes them: 'AsKd??'... with '????' for an unknown card."""
    if None not in cards:   # type: ignore[operator]
        return "".join(cards)   # type: ignore[arg-type]
    return "".join(c if c is not None else "??" for c in cards)


class Stub:
    """Where a hand's cards come from: a shuffled deck (`seed`), a given sequence of cards, or
    nothing (the cards are dealt by hand). A seeded deck that runs out is refilled from the dead
    cards (discards and folded hands), reshuffled, without the cards being replaced."""

    __slots__ = ("_cards", "_rng", "dead", "given")

    def __init__(self, cards: Optional[Sequence[Card]], rng: Optional[random.Random]) -> None:
        self._cards: List[Card] = list(cards or ())[::-1]   # popped from the end
        self._rng = rng
        self.dead: List[str] = []
        self.given = cards is not None

    @property
    def left(self) -> int:
        return len(self._cards)

    @property
    def deals(self) -> bool:
        """Whether the engine deals (seeded or given cards) rather than waiting for deal lines."""
        return self._rng is not None or self.given

    def take(self, count: int, keep_out: Sequence[str]) -> List[Card]:
        """The next `count` cards; `keep_out`: dead cards not to reshuffle (the cards being replaced)."""
        cards = self._cards
        if len(cards) >= count:   # the common case, at once: the last `count` cards, popped in turn
            out = cards[:-count - 1:-1] if count else []
            del cards[len(cards) - count:]
            return out
        out = []
        for _ in range(count):
            if not self._cards:
                if self._rng is None:
                    raise ValueError("the given cards ran out: more cards are needed to go on")
                pool: List[Card] = [c for c in self.dead if c not in keep_out]
                if not pool:
                    raise ValueError("the deck ran out and there are no discards to reshuffle")
                self.dead = [c for c in self.dead if c in keep_out]
                self._rng.shuffle(pool)
                self._cards = pool
            out.append(self._cards.pop())
        return out

    def remove(self, cards: Iterator[str]) -> None:
        """Take known cards dealt by hand out of a seeded deck (so it never deals them again)."""
        if self._rng is not None:
            gone = set(cards)
            self._cards = [c for c in self._cards if c not in gone]
