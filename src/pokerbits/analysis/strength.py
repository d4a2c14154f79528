"""Hand strength against a range preflop or on the flop, turn or river, exact over every runout
or Monte Carlo over sampled runouts: the made-hand strength now (HS, from the flop on), the expected hand strength (EHS, the equity), its square's mean over runouts
(EHS2), the positive and negative potentials of Billings et al. (1998), and the distribution of
the river equity over runouts.

Each runout is weighted by its probability given the range: the range weight it leaves
compatible, so that EHS, the weighted mean of the river equities, is the exact equity now. A
player's share against one combo is the pot share of a heads-up showdown (ties half; in games of
several halves, the mean over the halves in play); for the potentials, a share above 1/2 is
ahead, 1/2 tied, below behind. The loop over runouts and combos is compiled
(pokerbits._core.walks.strength); Monte Carlo draws its runouts uniformly (random.Random(seed)) and
weights each by the range weight it leaves, against every combo of the range (a ratio estimator
of the same weighted means, with standard errors by the delta method).
"""
from __future__ import annotations

import math
import random
from array import array
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Optional, Sequence, Tuple, Union

from pokerbits._core.common import cards as _cards
from pokerbits._core.walks import strength as _strength
from pokerbits._core.common.args import short_repr, whole_number
from pokerbits._core.kernels.batch import KERNEL_IDS
from pokerbits.equities import ranges
from pokerbits.games import table as games
from pokerbits.games.table import Game

TYPE_CHECKING = False
if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

AHEAD, TIED, BEHIND = 0, 1, 2   # the states of _core.strength
MAX_EXACT_RUNOUTS = 100_000      # with samples=None, exact up to this many runouts (every flop, turn
                                 # and river; each runout is kept in the result), else Monte Carlo
DEFAULT_SAMPLES = 20_000         # Monte Carlo runouts when exact enumeration is out of reach ...
MIN_DEFAULT_SAMPLES = 1_000      # ... or fewer, not below this, against a big range: at most
MC_BUDGET = 300_000_000          # runouts x combos (about 9 ns each in Omaha: some 3 s)
MAX_SAMPLES = 10_000_000         # (every runout is kept in the result)
MAX_BINS = 1_000_000             # bars of a histogram


@dataclass(frozen=True)
class RunoutEquity:
    cards: Tuple[str, ...]     # the board cards to come, highest first (() on the river)
    probability: float         # given the range: the share of range weight it leaves compatible
    equity: float              # the river equity against the compatible range


@dataclass(frozen=True)
class HandStrength:
    hs: Optional[float]        # share of the range beaten on the current board, ties half (None preflop)
    ehs: float                 # the equity: mean river equity over runouts
    ehs2: float                # mean squared river equity over runouts
    ppot: Optional[float]      # chance of getting ahead from behind, ties half (None preflop)
    npot: Optional[float]      # chance of falling behind from ahead, ties half (None preflop)
    runouts: Tuple[RunoutEquity, ...]
    samples: Optional[int] = None    # Monte Carlo runouts drawn (None: exact, every runout)
    seed: Optional[int] = None       # the Monte Carlo seed (None when exact)
    ehs_stderr: float = 0.0          # standard errors of ehs and ehs2 (0 when exact)
    ehs2_stderr: float = 0.0

    def histogram(self, bins: int = 10) -> list[float]:
        """The river equity's distribution over runouts: the probability of each of `bins` equal
        bins of [0, 1] (equity 1 in the last), adding up to 1.

        >>> strength = hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+")
        >>> [round(p, 3) for p in strength.histogram(bins=2)]
        [0.795, 0.205]
        """
        bins = whole_number(bins, "bins")
        if not 1 <= bins <= MAX_BINS:
            raise ValueError(f"bins must be 1 to {MAX_BINS:,}, got {short_repr(bins)}")
        out = [0.0] * bins
        for runout in self.runouts:
            out[min(int(runout.equity * bins), bins - 1)] += runout.probability
        return out

    def equities(self) -> Union[NDArray[numpy.float64], list[float]]:
        """The river equity of every runout, in runout order: a numpy array when numpy is
        installed, else a list."""
        values = [r.equity for r in self.runouts]
        try:
            import numpy
        except ImportError:   # pragma: no cover
            return values
        return numpy.array(values)

    def _repr_svg_(self) -> str:
        from pokerbits.pictures.strength import strength_svg
        return strength_svg(self)


def hand_strength(game: Union[str, Game], hand: Any, board: Any = None, vs: Any = "random", dead: Any = None, *,
                  samples: Optional[int] = None, seed: Optional[int] = None) -> HandStrength:
    """HS, EHS, EHS2, PPot and NPot of `hand` against the range `vs` (text, hands or {combo: weight}):
    exact on a flop, turn or river board, else (preflop, or with `samples`) Monte Carlo over sampled runouts.

    >>> strength = hand_strength("holdem", "Ah Kh", "Qh 7h 2c 9d", vs="QQ+")
    >>> round(strength.hs, 3), round(strength.ehs, 3), round(strength.ppot, 3)
    (0.0, 0.212, 0.212)
    """
    spec = game if isinstance(game, Game) else games.game(game)
    hole, board_set, dead_set = _known(spec, hand, board, dead)
    known = hole | board_set | dead_set
    combo_sets, combo_weights = [], []
    for cs, w in _range(spec, vs).items():
        if not cs & known and not cs & ~spec.deck and w > 0:
            combo_sets.append(cs)
            combo_weights.append(w)
    if not combo_sets:
        raise ValueError("the range holds no hand that the known cards leave possible")
    n_total = spec.board_cards - _cards.card_count_of(board_set)
    rest = [cs for cs in map(_cards.cards, _cards.deck()) if cs & spec.deck & ~known]   # highest first
    if len(rest) < n_total + spec.hole_cards:
        raise ValueError("not enough cards left in the deck to finish the board")
    n_exact = math.comb(len(rest), n_total)
    if samples is None and n_exact <= MAX_EXACT_RUNOUTS:
        seed = None
        runout_sets = [sum(r) for r in combinations(rest, n_total)]
    else:
        samples = _default_samples(len(combo_sets)) if samples is None else whole_number(samples, "samples")
        if not 1 <= samples <= MAX_SAMPLES:
            raise ValueError(f"samples must be a whole number from 1 to {MAX_SAMPLES:,}, got {short_repr(samples)}")
        seed = random.getrandbits(64) if seed is None else whole_number(seed, "seed")
        draw = random.Random(seed).sample
        runout_sets = [sum(draw(rest, n_total)) for _ in range(samples)]
    board_valued = _cards.card_count_of(board_set) > 0
    n_combos, n_runouts = len(combo_sets), len(runout_sets)
    now, moves = array("d", bytes(8 * n_combos)), array("d", bytes(8 * 9))
    weights, shares = array("d", bytes(8 * n_runouts)), array("d", bytes(8 * n_runouts))
    halves = [(KERNEL_IDS[h.system], h.exactly is not None) for h in spec.halves]
    _strength.runout_equities(halves, hole, board_set, array("Q", runout_sets), array("Q", combo_sets),
                              array("d", combo_weights), board_valued, now, weights, shares, moves)
    all_weight = sum(weights)
    if not all_weight:
        raise ValueError("no runout leaves any hand of the range possible")
    results = tuple(RunoutEquity(tuple(_cards.card_strings(extra)), w / all_weight, s / w)
                    for extra, w, s in zip(runout_sets, weights, shares) if w)
    ehs = sum(r.probability * r.equity for r in results)
    ehs2 = sum(r.probability * r.equity ** 2 for r in results)
    stderr = (0.0, 0.0) if samples is None else (_ratio_stderr(results, ehs, 1), _ratio_stderr(results, ehs2, 2))
    if not board_valued:
        return HandStrength(None, ehs, ehs2, None, None, results, samples, seed, *stderr)
    hs = sum(w * s for w, s in zip(combo_weights, now)) / sum(combo_weights)
    m = [moves[3 * i:3 * i + 3] for i in range(3)]
    behind, tied, ahead = sum(m[BEHIND]), sum(m[TIED]), sum(m[AHEAD])
    ppot_base, npot_base = behind + tied / 2, ahead + tied / 2
    ppot = (m[BEHIND][AHEAD] + m[BEHIND][TIED] / 2 + m[TIED][AHEAD] / 2) / ppot_base if ppot_base else 0.0
    npot = (m[AHEAD][BEHIND] + m[TIED][BEHIND] / 2 + m[AHEAD][TIED] / 2) / npot_base if npot_base else 0.0
    return HandStrength(hs, ehs, ehs2, ppot, npot, results, samples, seed, *stderr)


def _default_samples(combos: int) -> int:
    """The Monte Carlo runouts hand_strength draws with samples=None against `combos` combos:
    DEFAULT_SAMPLES, fewer against a range so big that they would pass MC_BUDGET runout-combo
    pairs, not below MIN_DEFAULT_SAMPLES (each runout is valued against every combo).

    >>> _default_samples(1225), _default_samples(270_725)
    (20000, 1108)
    """
    return max(MIN_DEFAULT_SAMPLES, min(DEFAULT_SAMPLES, MC_BUDGET // combos))


def _ratio_stderr(results: Tuple[RunoutEquity, ...], mean: float, power: int) -> float:
    """The standard error of a weighted mean of equity**power over sampled runouts (the delta
    method for a ratio estimator: the weights are the runouts' probabilities)."""
    n = len(results)
    if n < 2:
        return 0.0
    return math.sqrt(sum((r.probability * (r.equity ** power - mean)) ** 2 for r in results) * n / (n - 1))


def _range(game: Game, vs: Any) -> dict:
    if isinstance(vs, str):
        return ranges.parse(vs, game.hole_cards, game.deck)
    if isinstance(vs, dict):
        out = {_cards.cards(cs): float(w) for cs, w in vs.items()}
        if not all(math.isfinite(w) and w >= 0 for w in out.values()):
            raise ValueError("range weights must be finite and not negative")
        return out
    if isinstance(vs, Sequence):
        out = {}
        for i, hand in enumerate(vs):
            cs = _cards.cards(hand)
            if _cards.card_count_of(cs) != game.hole_cards:
                raise ValueError(f"vs[{i}]: {game.name} needs exactly {game.hole_cards} cards in each hand")
            _in_deck(game, cs, f"vs[{i}]")
            out[cs] = 1.0
        return out
    raise TypeError(f"vs must be range text, a list of hands or a dict of weights, not {type(vs).__name__}")


def _in_deck(game: Game, cs: int, what: str) -> None:
    if cs & ~game.deck:
        raise ValueError(f"{what}: {_cards.card_strings(cs & ~game.deck)[0]} is not in the {game.deck_size}-card "
                         f"deck of {game.name}")


def _known(game: Game, hand: Any, board: Any, dead: Any) -> tuple[int, int, int]:
    if game.board_cards == 0:
        raise ValueError(f"hand_strength needs a board game; {game.name} has no board")
    hole = _cards.cards(hand)
    if _cards.card_count_of(hole) != game.hole_cards:
        raise ValueError(f"{game.name} needs exactly {game.hole_cards} cards in the hand, "
                         f"got {_cards.card_count_of(hole)}")
    board_set = _cards.cards(board if board is not None else "")
    n_board = _cards.card_count_of(board_set)
    if n_board and not game.board_cards - 2 <= n_board <= game.board_cards:
        raise ValueError(f"hand_strength needs no board (preflop) or a flop, turn or river board of "
                         f"{game.board_cards - 2} to {game.board_cards} cards, got {n_board}")
    dead_set = _cards.cards(dead if dead is not None else "")
    for cs, what in ((hole, "the hand"), (board_set, "the board"), (dead_set, "dead cards")):
        _in_deck(game, cs, what)
    for a, b, what in ((hole, board_set, "the hand and the board"), (hole, dead_set, "the hand and dead cards"),
                       (board_set, dead_set, "the board and dead cards")):
        if a & b:
            raise ValueError(f"duplicate card {_cards.card_strings(a & b)[0]}: {what}")
    return hole, board_set, dead_set
