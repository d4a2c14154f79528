"""Hand strength against a range on the flop, turn or river, exact over every runout: the made-hand
strength now (HS), the expected hand strength (EHS, the equity), its square's mean over runouts
(EHS2), the positive and negative potentials of Billings et al. (1998), and the distribution of
the river equity over runouts.

Each runout is weighted by its probability given the range: the range weight it leaves
compatible, so that EHS, the weighted mean of the river equities, is the exact equity now. A
player's share against one combo is the pot share of a heads-up showdown (ties half; in games of
several halves, the mean over the halves in play); for the potentials, a share above 1/2 is
ahead, 1/2 tied, below behind.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Sequence, Tuple, Union

from pokerbits._core import cards as _cards
from pokerbits.equities import ranges
from pokerbits.games import table as games
from pokerbits.games.table import Game

AHEAD, TIED, BEHIND = 0, 1, 2


@dataclass(frozen=True)
class RunoutEquity:
    cards: Tuple[str, ...]     # the board cards to come, highest first (() on the river)
    probability: float         # given the range: the share of range weight it leaves compatible
    equity: float              # the river equity against the compatible range


@dataclass(frozen=True)
class HandStrength:
    hs: float                  # share of the range beaten on the current board, ties half
    ehs: float                 # the exact equity: mean river equity over runouts
    ehs2: float                # mean squared river equity over runouts
    ppot: float                # chance of getting ahead from behind (ties half)
    npot: float                # chance of falling behind from ahead (ties half)
    runouts: Tuple[RunoutEquity, ...]

    def histogram(self, bins: int = 10) -> list[float]:
        """The river equity's distribution over runouts: the probability of each of `bins` equal
        bins of [0, 1] (equity 1 in the last), adding up to 1.

        >>> strength = hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+")
        >>> [round(p, 3) for p in strength.histogram(bins=2)]
        [0.795, 0.205]
        """
        if isinstance(bins, bool) or not isinstance(bins, int) or bins < 1:
            raise ValueError(f"bins must be a whole number of at least 1, got {bins!r}")
        out = [0.0] * bins
        for runout in self.runouts:
            out[min(int(runout.equity * bins), bins - 1)] += runout.probability
        return out

    def equities(self) -> Any:
        """The river equity of every runout, in runout order: a numpy array when numpy is
        installed, else a list."""
        values = [r.equity for r in self.runouts]
        try:
            import numpy
        except ImportError:   # pragma: no cover
            return values
        return numpy.array(values)


def hand_strength(game: Union[str, Game], hand: Any, board: Any, vs: Any = "random", dead: Any = None) -> HandStrength:
    """HS, EHS, EHS2, PPot and NPot of `hand` against the range `vs` (range text, a list of hands
    or a dict of combo card sets to weights) on a flop, turn or river `board`, exact.

    >>> strength = hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+")
    >>> round(strength.hs, 3), round(strength.ehs, 3), round(strength.ppot, 3)
    (0.0, 0.212, 0.212)
    """
    spec = game if isinstance(game, Game) else games.game(game)
    hole, board_set, dead_set = _known(spec, hand, board, dead)
    known = hole | board_set | dead_set
    combos = [(cs, w) for cs, w in _range(spec, vs).items() if not cs & known and w > 0]
    if not combos:
        raise ValueError("the range holds no hand that the known cards leave possible")
    n_total = spec.board_cards - _cards.card_count_of(board_set)
    rest = [_cards.cards(c) for c in _cards.deck() if not _cards.cards(c) & known]
    mine_now = _values(spec, hole, board_set)
    now = [_share(spec, mine_now, cs, board_set) for cs, _ in combos]
    total_weight = sum(w for _, w in combos)
    hs = sum(w * s for (_, w), s in zip(combos, now)) / total_weight

    moves = [[0.0] * 3 for _ in range(3)]   # weight by state now, state on the river
    runouts, weights = [], []
    for runout in combinations(rest, n_total):
        extra = sum(runout)
        full = board_set | extra
        weight = share = 0.0
        mine = _values(spec, hole, full)
        for (cs, w), before in zip(combos, now):
            if cs & extra:
                continue
            after = _share(spec, mine, cs, full)
            weight += w
            share += w * after
            moves[_state(before)][_state(after)] += w
        if weight:
            runouts.append((tuple(_cards.card_strings(extra)), share / weight))
            weights.append(weight)
    if not runouts:
        raise ValueError("no runout leaves any hand of the range possible")
    all_weight = sum(weights)
    results = tuple(RunoutEquity(cards, w / all_weight, e) for (cards, e), w in zip(runouts, weights))
    ehs = sum(r.probability * r.equity for r in results)
    ehs2 = sum(r.probability * r.equity ** 2 for r in results)
    behind, tied, ahead = sum(moves[BEHIND]), sum(moves[TIED]), sum(moves[AHEAD])
    ppot_base, npot_base = behind + tied / 2, ahead + tied / 2
    ppot = ((moves[BEHIND][AHEAD] + moves[BEHIND][TIED] / 2 + moves[TIED][AHEAD] / 2) / ppot_base
            if ppot_base else 0.0)
    npot = ((moves[AHEAD][BEHIND] + moves[TIED][BEHIND] / 2 + moves[AHEAD][TIED] / 2) / npot_base
            if npot_base else 0.0)
    return HandStrength(hs, ehs, ehs2, ppot, npot, results)


def _values(game: Game, hole: int, board: int) -> list[int]:
    return [half.value(hole, board) for half in game.halves]


def _share(game: Game, values: list[int], other: int, board: int) -> float:
    """The pot share of the hand of `values` (one per half) against `other` heads-up on `board`
    (which may be unfinished)."""
    played = won = 0.0
    for half, mine in zip(game.halves, values):
        theirs = half.value(other, board)
        if mine or theirs:
            played += 1
            won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return won / played if played else 0.5


def _state(share: float) -> int:
    return AHEAD if share > 0.5 else TIED if share == 0.5 else BEHIND


def _range(game: Game, vs: Any) -> dict:
    if isinstance(vs, str):
        return ranges.parse(vs, game.hole_cards)
    if isinstance(vs, dict):
        return {_cards.cards(cs): float(w) for cs, w in vs.items()}
    if isinstance(vs, Sequence):
        out = {}
        for i, hand in enumerate(vs):
            cs = _cards.cards(hand)
            if _cards.card_count_of(cs) != game.hole_cards:
                raise ValueError(f"vs[{i}]: {game.name} needs exactly {game.hole_cards} cards in each hand")
            out[cs] = 1.0
        return out
    raise TypeError(f"vs must be range text, a list of hands or a dict of weights, not {type(vs).__name__}")


def _known(game: Game, hand: Any, board: Any, dead: Any) -> tuple[int, int, int]:
    if game.board_cards == 0:
        raise ValueError(f"hand_strength needs a board game; {game.name} has no board")
    hole = _cards.cards(hand)
    if _cards.card_count_of(hole) != game.hole_cards:
        raise ValueError(f"{game.name} needs exactly {game.hole_cards} cards in the hand, "
                         f"got {_cards.card_count_of(hole)}")
    board_set = _cards.cards(board if board is not None else "")
    n_board = _cards.card_count_of(board_set)
    if not game.board_cards - 2 <= n_board <= game.board_cards:
        raise ValueError(f"hand_strength needs a flop, turn or river board of {game.board_cards - 2} to "
                         f"{game.board_cards} cards, got {n_board} (preflop Monte Carlo is not supported yet)")
    dead_set = _cards.cards(dead if dead is not None else "")
    for a, b, what in ((hole, board_set, "the hand and the board"), (hole, dead_set, "the hand and dead cards"),
                       (board_set, dead_set, "the board and dead cards")):
        if a & b:
            raise ValueError(f"duplicate card {_cards.card_strings(a & b)[0]}: {what}")
    return hole, board_set, dead_set
