"""Outs: on the flop or the turn, what every card to come does for each player.

On the turn each card to come completes the board: its outcome is the showdown with it. On the flop
a card to come makes a four-card board: its outcome names who leads each half on that board, and
every two-card runout is settled by showdown to give each player's share of the pot.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Sequence, Tuple, Union

from pokerbits._core import cards as _cards
from pokerbits.games import settle
from pokerbits.games import table as games
from pokerbits.games.table import Game


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


@dataclass(frozen=True)
class Outs:
    game: Game
    board: Tuple[str, ...]
    dead: Tuple[str, ...]
    next_cards: Tuple[CardOutcome, ...]   # every card that can come next, highest first
    players: Tuple[PlayerOuts, ...]


def outs(game: Union[str, Game], hands: Sequence, board, dead=None) -> Outs:
    """For every card to come on the flop or turn, who wins each half with it, and each player's outs.

    >>> result = outs("holdem", ["Ah Kh", "Qs Qd"], board="Ts 4h 2c 9d")
    >>> result.players[0].n_outs, " ".join(result.players[0].outs[:6])
    (6, 'As Ad Ac Ks Kd Kc')
    >>> result.players[1].share
    Fraction(19, 22)
    """
    spec = game if isinstance(game, Game) else games.game(game)
    board_set, holes, dead_set = _checked(spec, hands, board, dead)
    known = board_set | dead_set | _union(holes)
    unseen = [card for card in _cards.deck() if not _cards.cards(card) & known]
    n_players = len(holes)
    on_turn = _cards.card_count_of(board_set) == spec.board_cards - 1
    hands_text = [" ".join(_cards.card_strings(h)) for h in holes]

    outcomes, runout_shares, runouts_alone = [], [Fraction(0)] * n_players, [0] * n_players
    if on_turn:
        for card in unseen:
            result = settle.showdown(spec, hands_text, board=board_set | _cards.cards(card))
            shares = tuple(p.share for p in result.players)
            outcomes.append(CardOutcome(card, tuple(h.winners for h in result.halves), shares))
            _tally(result, runout_shares, runouts_alone)
        n_runouts = len(unseen)
    else:
        per_card = {card: [Fraction(0)] * n_players for card in unseen}
        n_runouts = 0
        for first, second in combinations(unseen, 2):
            result = settle.showdown(spec, hands_text, board=board_set | _cards.cards([first, second]))
            _tally(result, runout_shares, runouts_alone)
            for card in (first, second):
                for seat, player in enumerate(result.players):
                    per_card[card][seat] += player.share
            n_runouts += 1
        rivers = len(unseen) - 1
        for card in unseen:
            four = board_set | _cards.cards(card)
            outcomes.append(CardOutcome(card, _leaders(spec, holes, four), tuple(s / rivers for s in per_card[card])))
    players = []
    for seat, hole in enumerate(holes):
        alone = tuple(o.card for o in outcomes if o.shares[seat] > 0 and _alone(o, seat))
        part = tuple(o.card for o in outcomes if o.card not in alone and any(seat in w for w in o.winners))
        players.append(PlayerOuts(seat, tuple(_cards.card_strings(hole)), alone, part,
                                  runout_shares[seat] / n_runouts, Fraction(runouts_alone[seat], n_runouts)))
    return Outs(spec, tuple(_cards.card_strings(board_set)), tuple(_cards.card_strings(dead_set)),
                tuple(outcomes), tuple(players))


def _alone(outcome: CardOutcome, seat: int) -> bool:
    """`seat` is the only winner of every half that someone wins (at least one)."""
    played = [w for w in outcome.winners if w]
    return bool(played) and all(w == (seat,) for w in played)


def _tally(result: settle.Showdown, shares: list, alone: list) -> None:
    for seat, player in enumerate(result.players):
        shares[seat] += player.share
    if result.scooper is not None:
        alone[result.scooper] += 1


def _leaders(game: Game, holes: list, board: int) -> Tuple[Tuple[int, ...], ...]:
    """The seats with the best value of each half on an unfinished board (() if nobody qualifies)."""
    out = []
    for half in game.halves:
        values = [half.value(hole, board) for hole in holes]
        top = max(values)
        out.append(tuple(seat for seat, v in enumerate(values) if top > 0 and v == top))
    return tuple(out)


def _union(sets: list) -> int:
    out = 0
    for cs in sets:
        out |= cs
    return out


def _checked(game: Game, hands: Sequence, board, dead) -> tuple[int, list, int]:
    """Board, hands and dead cards as card sets: a flop or turn board, no card twice."""
    if game.board_cards == 0:
        raise ValueError(f"outs needs a board game; {game.name} has no board")
    if isinstance(hands, (str, bytes, int)) or not hasattr(hands, "__iter__"):
        raise TypeError(f"hands must be a list with one hand per player, not {type(hands).__name__}")
    board_set = _cards.cards(board if board is not None else "")
    n_board = _cards.card_count_of(board_set)
    if n_board not in (game.board_cards - 2, game.board_cards - 1):
        raise ValueError(f"outs needs a flop or turn board of {game.board_cards - 2} or {game.board_cards - 1} "
                         f"cards, got {n_board}")
    owner = {bit: "the board" for bit in _bits(board_set)}
    dead_set = _cards.cards(dead if dead is not None else "")
    holes: list = []
    for who, cs, size in ([("dead cards", dead_set, None)]
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
    if len(holes) < 2:
        raise ValueError(f"outs needs at least two hands, got {len(holes)}")
    if 52 - len(owner) < game.board_cards - n_board:
        raise ValueError("not enough cards left to finish the board")
    return board_set, holes, dead_set


def _parsed(hand, who: str) -> int:
    try:
        return _cards.cards(hand)
    except (ValueError, TypeError) as error:
        raise type(error)(f"{who}: {error}") from None


def _bits(cs: int) -> list[int]:
    return [1 << i for i in range(64) if cs >> i & 1]
