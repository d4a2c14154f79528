"""Draw games: equity when players throw cards and draw, and the best discards of a hand.

Each player holds the game's number of cards (known cards, the rest dealt first), then draws
`draws` times (the draws still to come, 1 to the game's draws). Before the first draw each
player throws the given discards ("" stands pat) or, where none are given (None), lets the
keep rule choose; before every later draw the keep rule chooses. Discards are dead. The keep
rule is the built-in rule of the game's first half (see `keep_rule`) or a callable
`keep(hand, draws_left) -> cards to keep`.

With one draw and every first discard given, the result is exact (every draw enumerated, by
the equity engine: a player who keeps k of n cards is a partial hand drawing n - k); otherwise
Monte Carlo (`samples` deals, seeded as `equity`).

>>> r = equity("2-7-single-draw", ["7c 5d 4h 2s Kc", "8c 6d 4s 3h 2c"], discards=["Kc", ""])
>>> r.exact, r.deals, round(r.players[0].equity, 4)
(True, 42, 0.1429)
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Callable, Optional, Sequence, Union

from pokerbits import games
from pokerbits._core.kernels import batch as _batch
from pokerbits._core.common import cards as _cards
from pokerbits._core.walks import draws as _draws
from pokerbits._core.common.args import run_seed, short_repr, whole_number
from pokerbits.equities.chips import DealPots
from pokerbits.equities.hands import Hand, owner_check, parse_hand
from pokerbits.equities.plan import (
    DEFAULT_SAMPLES, TALLY_SIZE, EquityPlan, MonteCarloTasks, checked_samples, checked_seed, player_hands,
)
from pokerbits.equities.results import EquityResult
from pokerbits.games import Game

Keep = Callable[[list[str], int], Any]   # (the hand's cards, draws left) -> the cards to keep


def keep_rule(game: Union[str, Game], hand: Any) -> list[str]:
    """The cards the built-in keep rule of `game` keeps of `hand` (the rule of its first half).

    >>> keep_rule("2-7-triple-draw", "7c 5d 4h 2s Kc"), keep_rule("five-card-draw", "As Ad 7c 4h 2s")
    (['7c', '5d', '4h', '2s'], ['As', 'Ad'])
    """
    g = _draw_game(game)
    cs = _cards.checked_hand(hand, g.hole_cards, g.hole_cards, f"a {g.name} hand")
    return _cards.card_strings(_draws.kept_by_rule(_batch.KERNEL_IDS[g.halves[0].system], cs))


def _draw_game(game: Union[str, Game]) -> Game:
    g = game if isinstance(game, Game) else games.game(game)
    if not g.draws:
        raise ValueError(f"{g.name} has no draws")
    return g


def _draw_count(g: Game, draws: Any) -> int:
    n = whole_number(draws, "draws")
    if not 1 <= n <= g.draws:
        raise ValueError(f"{g.name} has {g.draws} draw{'s' if g.draws > 1 else ''}: draws must be 1 to {g.draws}, "
                         f"got {short_repr(n)}")
    return n


def _discards(g: Game, parsed: list, discards: Optional[Sequence], names: list) -> list:
    """Each player's first discards as a card set, or None where the keep rule chooses."""
    if discards is None:
        return [None] * len(parsed)
    if isinstance(discards, (str, bytes)) or len(discards) != len(parsed):
        raise ValueError(f"discards must be a list with one entry per player ({len(parsed)}), got {discards!r:.60}")
    out: list[Optional[int]] = []
    for i, (hand, thrown) in enumerate(zip(parsed, discards)):
        if thrown is None:
            out.append(None)
            continue
        cs = _cards.cards(thrown)
        held = next(iter(hand.combos)) if hand.exact else 0
        if cs & ~held:
            raise ValueError(f"{names[i]}: discards {' '.join(_cards.card_strings(cs & ~held))} are not in the "
                             f"known cards of the hand")
        out.append(cs)
    return out


@dataclass(frozen=True)
class DrawTask:
    """One independent piece of a Monte Carlo draw run; `run()` gives its tally."""

    deal: _draws.DrawDeal
    seed: int
    samples: int
    first: int
    count: int

    def run(self, stop=None, threaded: bool = False):
        """The tally, as EquityTask.run's (`threaded` changes nothing here: the draw engine keeps
        no table that its threads would share at every deal)."""
        return _draws.monte_carlo(self.deal, self.seed, self.samples, self.first, self.count, stop)


class DrawTasks(MonteCarloTasks):
    """The tasks of a draw run, each made when asked for (as the equity engine's)."""

    def task(self, first: int, count: int) -> DrawTask:
        return DrawTask(self.deal, self.seed, self.samples, first, count)


class DrawPlan(EquityPlan):
    """A prepared Monte Carlo draw problem: its tasks and how their tallies make a result (the
    tallies have the equity engine's layout, so the result is built the same way)."""

    def __init__(self, game: Game, parsed: list, dead: int, discards: list, draws: int, *,
                 samples: Optional[int], seed: Optional[int], keep: Optional[Keep], pots: Optional[DealPots] = None):
        self.game, self.hands, self.board, self.dead, self.exact, self.pots = game, parsed, 0, dead, False, pots
        self.board_cards, self.dead_cards = (), tuple(_cards.card_strings(dead))
        if any(len(hand.combos) > 1 for hand in parsed):
            raise ValueError("ranges take one draw with every discard given (exact); "
                             "for several draws give cards, partial hands or random")
        players = [(next(iter(hand.combos)), thrown) for hand, thrown in zip(parsed, discards)]
        kernels = [_batch.KERNEL_IDS[h.system] for h in game.halves]
        self.deal = _draws.DrawDeal(kernels, kernels[0], game.hole_cards, draws, dead, players, keep,
                                    () if pots is None else pots.for_deal)
        left = 52 - _cards.card_count_of(dead) - sum(_cards.card_count_of(cs) for cs, _ in players)
        self.combos = [math.comb(left, hand.need) if hand.need else 1 for hand in parsed]
        self.samples = checked_samples(samples) or DEFAULT_SAMPLES
        self.seed = run_seed(checked_seed(seed))
        self.tasks = DrawTasks(self.deal, self.seed, self.samples)
        self.tally_size, self.combo_sets = TALLY_SIZE, [[] for _ in parsed]   # no per-combo breakdown


def _label(hand: Hand, thrown: Optional[int]) -> str:
    if thrown is None:
        return f"{hand.label}, keep rule"
    return f"{hand.label}, draws {_cards.card_count_of(thrown)}" + (
        f" ({' '.join(_cards.card_strings(thrown))})" if thrown else "")


def draw_equity(game: Union[str, Game], hands: Sequence, dead=(), *, discards: Optional[Sequence] = None,
                draws: Any = 1, samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1,
                keep: Optional[Keep] = None, progress: Optional[Callable[[int, int], Any]] = None,
                pots: Optional[DealPots] = None, seats: Optional[Sequence[int]] = None) -> EquityResult:
    """Each player's share of the pot in a draw game, players drawing (see the module docstring);
    `pokerbits.equity(game, hands, discards=..., draws=...)` calls this (`progress` as there;
    `pots` and `seats` as EquityPlan's)."""
    g = _draw_game(game)
    n_draws = _draw_count(g, draws)
    if keep is not None and not callable(keep):
        raise TypeError(f"keep must be a callable or None, not {type(keep).__name__}")
    hands = player_hands(hands)
    names = [f"player {s + 1}" for s in (seats if seats is not None else range(len(hands)))]
    parsed = [parse_hand(h, g, names[i]) for i, h in enumerate(hands)]
    thrown = _discards(g, parsed, discards, names)
    dead_cs = _cards.cards(dead if dead is not None else ())
    owner: dict = {}
    owner_check(owner, dead_cs, "the dead cards")
    for i, hand in enumerate(parsed):
        if hand.exact:
            owner_check(owner, next(iter(hand.combos)), names[i])
    if n_draws == 1 and all(t is not None for t in thrown):   # exact: kept cards are partial hands
        kept = [_cards.card_strings(next(iter(h.combos)) & ~t) if h.exact else hands[i]
                for i, (h, t) in enumerate(zip(parsed, thrown))]
        all_thrown = dead_cs
        for t in thrown:
            all_thrown |= t
        plan = EquityPlan(g, [k if k else "random" for k in kept], (), all_thrown, samples=samples, seed=seed,
                          pots=pots, seats=seats)
        result = plan.run(threads, progress)
        players = tuple(dataclasses.replace(p, hand=_label(h, t)) for p, h, t in zip(result.players, parsed, thrown))
        return dataclasses.replace(result, players=players, dead=tuple(_cards.card_strings(dead_cs)))
    plan = DrawPlan(g, parsed, dead_cs, thrown, n_draws, samples=samples, seed=seed, keep=keep, pots=pots)
    result = plan.run(threads, progress)
    players = tuple(dataclasses.replace(p, hand=_label(h, t)) for p, h, t in zip(result.players, parsed, thrown))
    return dataclasses.replace(result, players=players)


@dataclass(frozen=True)
class DiscardChoice:
    """One way to play a hand before the draw: the cards thrown and kept, and the equity."""

    discards: tuple[str, ...]
    kept: tuple[str, ...]
    equity: float
    equity_error: float
    exact: bool


def best_discards(game: Union[str, Game], hand: Any, vs: Sequence, *, draws: Any = 1, dead=(),
                  samples: Optional[int] = None, seed: Optional[int] = None, threads: int = 1,
                  keep: Optional[Keep] = None) -> list[DiscardChoice]:
    """Every way to throw cards from `hand` (2**n of them, standing pat included) with its
    equity against the opponents `vs` (known hands stand pat, partial hands draw their missing
    cards, "random" is dealt and stands pat on the first draw; later draws follow the keep
    rule), best first. Equal equities: fewer discards first, then the discards' card order.

    >>> choices = best_discards("2-7-single-draw", "7c 5d 4h 2s Kc", ["8c 6d 4s 3h 2c"])
    >>> choices[0].discards, round(choices[0].equity, 4), len(choices)
    (('Kc',), 0.1429, 32)
    """
    g = _draw_game(game)
    cs = _cards.checked_hand(hand, g.hole_cards, g.hole_cards, f"a {g.name} hand")
    if isinstance(vs, (str, bytes)) or not len(vs):
        raise ValueError("vs must be a list of one or more opponents (hands, partial hands or 'random')")
    held = _cards.card_strings(cs)
    choices = []
    for k in range(len(held) + 1):
        for thrown in combinations(held, k):
            r = draw_equity(g, [cs, *vs], dead, discards=[" ".join(thrown)] + [""] * len(vs), draws=draws,
                            samples=samples, seed=seed, threads=threads, keep=keep)
            choices.append(DiscardChoice(thrown, tuple(c for c in held if c not in thrown), r.players[0].equity,
                                         r.players[0].equity_error, r.exact))
    order = {c: i for i, c in enumerate(held)}
    choices.sort(key=lambda c: (-c.equity, len(c.discards), [order[x] for x in c.discards]))
    return choices
