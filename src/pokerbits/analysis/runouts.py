"""Outs: on the flop or the turn, what every card to come does for each player.

On the turn each card to come completes the board: its outcome is the showdown with it. On the flop
a card to come makes a four-card board: its outcome names who leads each half on that board, and
every two-card runout is settled by showdown to give each player's share of the pot. The cards to
come are the game's deck (36 cards in short deck); the showdowns run compiled
(pokerbits._core.walks.showdowns).
"""
from __future__ import annotations

from array import array
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Sequence, Tuple, Union

from pokerbits._core.common import cards as _cards
from pokerbits._core.walks import showdowns as _core_showdowns
from pokerbits._core.kernels.batch import KERNEL_IDS
from pokerbits._core.walks.equity import layout
from pokerbits.games import table as games
from pokerbits.games.table import Game

POT_UNITS = layout()["pot_units"]


@dataclass(frozen=True)
class CardOutcome:
    """One card to come: the seats that win (turn) or lead (flop) each half, and each player's share
    of the pot with it (the showdown share on the turn, the mean over the rivers after it on the flop)."""

    card: str
    winners: Tuple[Tuple[int, ...], ...]   # per half of the game, in the game's order
    shares: Tuple[Fraction, ...]           # per player, in seat order


@dataclass(frozen=True)
class PlayerOuts:
    """One player's outs: the cards to come after which this player alone wins (turn) or leads
    (flop) every half in play, the cards that give a part, and the share of the pot over all runouts."""

    seat: int
    cards: Tuple[str, ...]
    outs: Tuple[str, ...]          # cards that make this player the only winner (leader)
    ties: Tuple[str, ...]          # cards that give this player a part of a half, not everything
    share: Fraction                # exact share of the pot over every runout (the equity)
    runouts_won: Fraction          # share of the runouts this player wins outright

    @property
    def n_outs(self) -> int:
        return len(self.outs)


@dataclass(frozen=True, repr=False)
class Outs:
    """Every card to come and each player's outs (see `outs`); `table()` is what the CLI prints."""

    game: Game
    board: Tuple[str, ...]                # as given, as are the dead cards and each player's cards
    dead: Tuple[str, ...]
    next_cards: Tuple[CardOutcome, ...]   # every card that can come next, highest first
    players: Tuple[PlayerOuts, ...]

    def _repr_svg_(self) -> str:
        from pokerbits.pictures.outs import outs_svg
        return outs_svg(self)
    def __repr__(self) -> str:
        """One line: the board, and each player's outs and share (the cards are in `next_cards`)."""
        dead = f", dead {' '.join(self.dead)!r}" if self.dead else ""
        players = ", ".join(f"{' '.join(p.cards)!r}: {p.n_outs} outs, share {float(p.share):.4f}" for p in self.players)
        return (f"<Outs {self.game.key}, board {' '.join(self.board)!r}{dead}, {len(self.next_cards)} cards to come, "
                f"{{{players}}}>")

    def table(self) -> str:
        """A heading and a Markdown table, one row per player: its outs, the cards that give it a
        part, and its share of the pot over every runout.

        >>> table = outs("holdem", ["Ah Kh", "Qs Qd"], board="Ts 4h 2c 9d").table()
        >>> for line in table.splitlines()[:4]:   # (and player 2's 38 outs)
        ...     print(line)
        Texas Hold'em, board Ts 4h 2c 9d, 44 cards to come
        | player | hand | outs | cards | ties | pot share |
        |---:|---|---:|---|---|---:|
        | 1 | Ah Kh | 6 | As Ad Ac Ks Kd Kc |  | 13.636% |
        """
        dead = f", dead {' '.join(self.dead)}" if self.dead else ""
        lines = [f"{self.game.name}, board {' '.join(self.board)}{dead}, {len(self.next_cards)} cards to come",
                 "| player | hand | outs | cards | ties | pot share |", "|---:|---|---:|---|---|---:|"]
        for p in self.players:
            lines.append(f"| {p.seat + 1} | {' '.join(p.cards)} | {p.n_outs} | {' '.join(p.outs)} | {' '.join(p.ties)} "
                         f"| {100 * float(p.share):.3f}% |")
        return "\n".join(lines)


def outs(game: Union[str, Game], hands: Sequence, board, dead=None) -> Outs:
    """For every card to come on the flop or turn, who wins each half with it, and each player's outs.

    >>> result = outs("holdem", ["Ah Kh", "Qs Qd"], board="Ts 4h 2c 9d")
    >>> result.players[0].n_outs, " ".join(result.players[0].outs[:6])
    (6, 'As Ad Ac Ks Kd Kc')
    >>> result.players[1].share
    Fraction(19, 22)
    """
    spec = game if isinstance(game, Game) else games.game(game)
    (board_set, board_shown), given, (dead_set, dead_shown) = _checked(spec, hands, board, dead)
    holes = [cs for cs, _ in given]
    known = board_set | dead_set | _union(holes)
    unseen = [cs for cs in map(_cards.cards, _cards.deck()) if cs & spec.deck & ~known]   # highest first
    names = [_cards.card_strings(cs)[0] for cs in unseen]
    n_players = len(holes)
    on_turn = _cards.card_count_of(board_set) == spec.board_cards - 1
    pairs = [] if on_turn else list(combinations(range(len(unseen)), 2))
    runouts = unseen if on_turn else [unseen[i] | unseen[j] for i, j in pairs]
    units, winners = _showdowns(spec, holes, board_set, runouts)
    totals = [sum(units[r * n_players + seat] for r in range(len(runouts))) for seat in range(n_players)]
    alone = [0] * n_players
    for r in range(len(runouts)):
        for seat in range(n_players):
            alone[seat] += units[r * n_players + seat] == POT_UNITS
    if on_turn:
        card_units, per_card, leaders = units, 1, winners
    else:   # each card's shares: the mean over the rivers after it
        card_units = [0] * (len(unseen) * n_players)
        for r, (i, j) in enumerate(pairs):
            for seat in range(n_players):
                card_units[i * n_players + seat] += units[r * n_players + seat]
                card_units[j * n_players + seat] += units[r * n_players + seat]
        per_card, leaders = len(unseen) - 1, _showdowns(spec, holes, board_set, unseen)[1]
    n_halves = len(spec.halves)
    outcomes = tuple(
        CardOutcome(name, tuple(_seats(leaders[c * n_halves + h]) for h in range(n_halves)),
                    tuple(Fraction(card_units[c * n_players + seat], POT_UNITS * per_card) for seat in range(n_players)))
        for c, name in enumerate(names))
    players = []
    for seat, hole in enumerate(holes):
        alone_cards = tuple(o.card for o in outcomes if o.shares[seat] > 0 and _alone(o, seat))
        part = tuple(o.card for o in outcomes if o.card not in alone_cards and any(seat in w for w in o.winners))
        players.append(PlayerOuts(seat, given[seat][1], alone_cards, part,
                                  Fraction(totals[seat], POT_UNITS * len(runouts)), Fraction(alone[seat], len(runouts))))
    return Outs(spec, board_shown, dead_shown, outcomes, tuple(players))


def _showdowns(game: Game, holes: list, board: int, runouts: list) -> tuple:
    """Per runout, every player's pot units (flat, runout-major) and every half's winner mask."""
    n = len(runouts)
    units, winners = array("q", bytes(8 * n * len(holes))), array("I", bytes(4 * n * len(game.halves)))
    halves = [(KERNEL_IDS[h.system], h.exactly is not None) for h in game.halves]
    _core_showdowns.runout_showdowns(halves, array("Q", holes), board, array("Q", runouts), units, winners)
    return units, winners


def _seats(mask: int) -> Tuple[int, ...]:
    return tuple(seat for seat in range(mask.bit_length()) if mask >> seat & 1)


def _alone(outcome: CardOutcome, seat: int) -> bool:
    """`seat` is the only winner of every half that someone wins (at least one)."""
    played = [w for w in outcome.winners if w]
    return bool(played) and all(w == (seat,) for w in played)


def _union(sets: list) -> int:
    out = 0
    for cs in sets:
        out |= cs
    return out


def _checked(game: Game, hands: Sequence, board, dead) -> tuple[tuple, list, tuple]:
    """Board, hands and dead cards, each as (card set, its cards as given): a flop or turn
    board, no card twice."""
    if game.board_cards == 0:
        raise ValueError(f"outs needs a board game; {game.name} has no board")
    if isinstance(hands, (str, bytes, int)) or not hasattr(hands, "__iter__"):
        raise TypeError(f"hands must be a list with one hand per player, not {type(hands).__name__}")
    board_set, board_shown = _cards.given_cards(board if board is not None else "")
    n_board = _cards.card_count_of(board_set)
    if n_board not in (game.board_cards - 2, game.board_cards - 1):
        raise ValueError(f"outs needs a flop or turn board of {game.board_cards - 2} or {game.board_cards - 1} "
                         f"cards, got {n_board}")
    owner = {bit: "the board" for bit in _bits(board_set)}
    dead_set, dead_shown = _cards.given_cards(dead if dead is not None else "")
    holes: list = []
    given: list = []
    for who, (cs, shown), size in ([("dead cards", (dead_set, dead_shown), None)]
                                   + [(f"player {seat + 1}", _parsed(hand, f"player {seat + 1}"), game.hole_cards)
                                      for seat, hand in enumerate(hands)]):
        if size is not None and _cards.card_count_of(cs) != size:
            raise ValueError(f"{who}: {game.name} needs exactly {size} cards in each hand, "
                             f"got {_cards.card_count_of(cs)}")
        for bit in _bits(cs):
            if bit in owner:
                raise ValueError(f"duplicate card {_cards.card_strings(bit)[0]}: {owner[bit]} and {who}")
            owner[bit] = who
        if size is not None:
            holes.append(cs)
            given.append((cs, shown))
    if len(holes) < 2:
        raise ValueError(f"outs needs at least two hands, got {len(holes)}")
    for cs, who in [(board_set, "the board"), (dead_set, "dead cards")] + [(h, f"player {i + 1}") for i, h in enumerate(holes)]:
        if cs & ~game.deck:
            raise ValueError(f"{who}: {_cards.card_strings(cs & ~game.deck)[0]} is not in the {game.deck_size}-card "
                             f"deck of {game.name}")
    if game.deck_size - len(owner) < game.board_cards - n_board:
        raise ValueError("not enough cards left to finish the board")
    return (board_set, board_shown), given, (dead_set, dead_shown)


def _parsed(hand, who: str) -> tuple:
    try:
        return _cards.given_cards(hand)
    except (ValueError, TypeError) as error:
        raise type(error)(f"{who}: {error}") from None


def _bits(cs: int) -> list[int]:
    return [1 << i for i in range(64) if cs >> i & 1]
