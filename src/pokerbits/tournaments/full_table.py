"""Push/fold at a full table (3 to 10 players), in chips or in prizes (ICM).

The game: the players act in the order given, the small and the big blind last. Everyone folds
to the first; each in turn shoves (all in) or folds until one shoves; then each player after the
shover calls (all in too) or folds, not seeing who called before; the all-in players show down,
side pots settled layer by layer; when everyone folds, the big blind takes the pot. A decision
is a frequency per starting-hand class: each player's shove, and each player's call of each
earlier player's shove. A player without a choice plays: a blind all in with its post, a player
whose blind already covers the shove.

The model (stated, and measured in benchmarks/tournaments.py): each player's chances are
reckoned from his own class, with card removal counted combo by combo between his hand and each
other player's (the exact class pair counts), but not among the other players; a showdown of
two players is exact (the shipped heads-up class table); in one of three or more, given the
hero's strength z (uniform on [0, 1]), each opponent is beaten on its own with chance
z ** (1 / q - 1), q the exact pairwise chance against its range (ties split): one opponent is
beaten with chance q, m random hands all with 1 / (m + 1). In prizes, a finishing order is valued by icm() of
the stacks it leaves, the order among the players the hero beats (or loses to) taken at random.
CFR+ (pokerbits._core.walks.full_table) runs until the largest gain of one player's best
response is at most `tolerance` (big blinds or prizes); then every class is played by the sign
of its gain against that average, the answer when that is no more exploitable; else only the
classes whose gain is clearly away from 0 (over the first of a ladder of thresholds that keeps
it no more exploitable), again from there, and CFR+ goes on, up to PURIFY_ROUNDS times to a
quarter of the exploitability within PURIFY_BUDGET times the iterations of the first solve, to
try again; the purest play found (see _purest) is then made exact by Newton's method on the
complementarity problem, each step solved by Lemke's pivoting (see _indifferent): mixed only
where the gain is 0 (within INDIFFERENT), pure elsewhere by the sign of the gain. Not exact yet,
CFR+ goes on to a quarter of the exploitability and the whole is tried again (EXACT_TRIES).

>>> from pokerbits import push_fold
>>> r = push_fold(stacks=[10, 10, 10])
>>> r.players, r.push[0]["AA"], r.push[0]["72o"], r.exploitability < 1e-3
(3, 1.0, 0.0, True)
"""
from __future__ import annotations

import math
import time
from array import array
from functools import partial
from typing import Any, Callable, Optional, Sequence

from pokerbits._core.walks import full_table as _kernel
from pokerbits.equities.preflop import CLASS_NAMES, N_CLASSES, class_combos
from pokerbits.tournaments.chip_model import icm
from pokerbits.tournaments.equilibrium import linear_solution, matchups
from pokerbits.tournaments.results import FullTableResult

MAX_PLAYERS = 10
TOLERANCE_BB = 1e-4          # the exploitability sought by default, in big blinds (chip EV)
TOLERANCE_PRIZES = 1e-5      # ... or as a part of the prize pool (ICM)
MAX_ITERATIONS = 20_000
CLEAN = 1e-3                 # see _clean
SIGN = 1e-12                 # see _purified
PURIFY_ROUNDS = 2            # more CFR+ (each to a quarter of the exploitability) when the pure play is worse
PURIFY_BUDGET = 2            # ... in all at most this many times the iterations of the first solve
EXACT_TRIES = 3              # CFR+, the purest play and its exact step, tried again while not exact
PURIFY_LADDER = (0, 0.1, 0.3, 1, 3, 10, 30, 100, 300)   # see _purest: gains (times the tolerance) played by their sign
PURIFY_PASSES = 3
INDIFFERENT = 1e-10          # a mixed class's gain (EV of acting - EV of folding) at most this, see _indifferent
NEWTON_EDGE = 1e-12          # a frequency this near 0 or 1 made pure
NEAR = (3, 0)                 # see _indifferent: the cells nearest indifference added to a step's, tried in turn
NEWTON_STALL, NEWTON_SPREAD, NEWTON_CELLS, NEWTON_MOST = 8, 3, 10, 200   # see _indifferent
NEWTON_DAMPING = (1.0, 0.5, 0.25, 0.125)   # the parts of a step tried
LEMKE_PIVOTS, LEMKE_PIVOT = 4, 1e-12   # pivots per variable at most (compiled: 4 cost little); the smallest pivot
NEWTON_BUDGET = 0.5          # _indifferent's evaluations at most this part of the CFR+ iterations,
NEWTON_WORK = 2_500_000      # ... or of this many program entries (about a second)
CHUNK = 100                  # CFR+ iterations between progress reports, fewer at 9 or 10 players (some
CHECK_EVERY = 10             # ... NEWTON_WORK program entries), a multiple of the kernel's CHECK_EVERY
BUILD_CHUNK = 64             # terms built between progress reports
LEMKE_CHUNK = 16             # pivots between progress reports
PHASE = 1000                 # progress: the build, CFR+ and the exact step each a PHASE of 3 * PHASE (see _phase)


def decisions(players: int) -> list[tuple[int, int]]:
    """Every decision as (shover, player): (s, s) is player s's shove, (s, j) player j's call
    of s's shove; the big blind has no shove (everyone folded to it: it wins).

    >>> decisions(3)
    [(0, 0), (1, 1), (0, 1), (0, 2), (1, 2)]
    """
    shoves = [(s, s) for s in range(players - 1)]
    return shoves + [(s, j) for s in range(players - 1) for j in range(s + 1, players)]


def settle(stacks: Sequence[float], dead: Sequence[float], bets: Sequence[float], order: Sequence[Sequence[int]]
           ) -> list[float]:
    """Every stack after the showdown: `dead` (antes) goes into the first pot, `bets` are matched
    layer by layer up to each all-in player's bet (the players in `order`, groups of tied hands,
    the best first); each layer to the best hands eligible for it, split evenly.

    >>> settle([10, 5, 10], [0, 0, 0], [10, 5, 1], [[1], [0]])
    [5.0, 11.0, 9.0]
    """
    after = [float(s - d - b) for s, d, b in zip(stacks, dead, bets)]
    showing = sorted({bets[p] for group in order for p in group})
    below, first = 0.0, True
    for level in showing:
        layer = sum(min(b, level) - min(b, below) for b in bets) + (sum(dead) if first else 0.0)
        first, below = False, level
        for group in order:
            eligible = [p for p in group if bets[p] >= level]
            if eligible:
                for p in eligible:
                    after[p] += layer / len(eligible)
                break
    return after


class _Game:
    """The program of terms and the value tables of one table (see the kernel's docstring)."""

    def __init__(self, stacks: list, dead: list, blinds: list, prizes: Optional[list],
                 progress: Optional[Callable[[int, int], Any]] = None) -> None:
        n = self.players = len(stacks)
        self.stacks, self.dead, self.blinds, self.prizes = stacks, dead, blinds, prizes
        self.live = [s - d for s, d in zip(stacks, dead)]
        self.decisions = decisions(n)
        self.index = {d: x for x, d in enumerate(self.decisions)}
        self.forced = [self._forced(s, j) for s, j in self.decisions]
        self.program: list[int] = []
        self.values: list[float] = []
        self._tables: dict = {}
        self._prizes: dict = {}
        self._orders: dict = {}
        terms: list = []        # listed first, then built (valued) with progress(done, len(terms))
        for hero in range(n):
            self._hero(hero, terms)
        for done, term in enumerate(terms, 1):
            self._term(*term)
            if progress is not None and (done % BUILD_CHUNK == 0 or done == len(terms)):
                progress(done, len(terms))

    def _forced(self, s: int, j: int) -> bool:
        if s == j:
            return self.live[s] <= self.blinds[s]
        return self.live[j] <= self.blinds[j] or self.blinds[j] >= self.live[s]

    def _value(self, stacks_after: list, player: int) -> float:
        if self.prizes is None:
            return stacks_after[player] - self.stacks[player]
        return self._equities(stacks_after)[player]

    def _end(self, s: Optional[int], callers: tuple, hero: int) -> tuple[int, int, list]:
        """(offset, k, opponents): the value table of `hero` when `s` shoves and `callers` call
        (s None: the walk), seen from the hero if in the showdown, else from the shover."""
        key = (s, callers, hero)
        if key in self._tables:
            return self._tables[key]
        n = self.players
        if s is None:
            after = [st - d - b for st, d, b in zip(self.stacks, self.dead, self.blinds)]
            after[n - 1] += sum(self.dead) + sum(self.blinds)
            table, view, others = [self._value(after, hero)], hero, []
        else:
            showing = (s,) + callers
            bets = [self.live[p] if p in showing else self.blinds[p] for p in range(n)]
            view = hero if hero in showing else s
            others = [p for p in showing if p != view]
            if self.prizes is None and hero != view:
                table = [-self.dead[hero] - self.blinds[hero]]     # folded: chips are the same whatever shows
                others = []
            elif len(others) == 0:
                table = [self._value(settle(self.stacks, self.dead, bets, [[s]]), hero)]
            elif len(others) == 1:
                u = others[0]
                table = [self._value(settle(self.stacks, self.dead, bets, order), hero)
                         for order in ([[u], [view]], [[view], [u]], [[view, u]])]
            else:
                table = self._sets(bets, view, others, hero)
        offset = len(self.values)
        self.values.extend(table)
        found = self._tables[key] = (offset, len(others) + 1, others)
        return found

    def _sets(self, bets: list, view: int, others: list, hero: int) -> list:
        """Per set B of `others` that `view` beats (bit j: others[j]), `hero`'s value: in chips
        from one order; in prizes the mean over every order of the hands above and below."""
        table = []
        for mask in range(1 << len(others)):
            beaten = [p for j, p in enumerate(others) if mask >> j & 1]
            above = [p for j, p in enumerate(others) if not mask >> j & 1]
            if self.prizes is None:
                after = settle(self.stacks, self.dead, bets, [[p] for p in above] + [[view]] + [[p] for p in beaten])
                table.append(self._value(after, hero))
            else:
                table.append(self._ranked(bets, view, tuple(above), tuple(beaten))[hero])
        return table

    def _ranked(self, bets: list, view: int, above: tuple, beaten: tuple) -> list:
        """Every player's prize, the mean over every order of `above` (the best hands), `view`,
        then `beaten`: each pot layer goes to the best hand eligible for it, and in a random order
        the best of a set is any of it alike, the best of a smaller set (the layers' eligible
        players nest) the same player if still in it, else again any of it alike; so the ends
        are walked layer by layer (at most 2 ** (k - 1) of k players), never the k! orders."""
        key = (tuple(bets), view, above, beaten)
        if key in self._orders:
            return self._orders[key]
        start, layers = self._layers(tuple(bets), (view,) + above + beaten)
        ends: dict = {}
        eligible = [([p for p in above if bets[p] >= level], bets[view] >= level,
                     [p for p in beaten if bets[p] >= level]) for level, _ in layers]

        def walk(i: int, best: int, next_best: int, won: tuple, chance: float) -> None:
            if i == len(layers):
                ends[won] = ends.get(won, 0.0) + chance
                return
            high, mine, low = eligible[i]
            if high:
                if best in high:
                    walk(i + 1, best, next_best, won + (best,), chance)
                else:
                    for p in high:
                        walk(i + 1, p, next_best, won + (p,), chance / len(high))
            elif mine:
                walk(i + 1, best, next_best, won + (view,), chance)
            elif next_best in low:
                walk(i + 1, best, next_best, won + (next_best,), chance)
            else:
                for p in low:
                    walk(i + 1, best, p, won + (p,), chance / len(low))

        walk(0, -1, -1, (), 1.0)
        mean = [0.0] * self.players
        for won, chance in ends.items():
            after = list(start)
            for winner, (_, layer) in zip(won, layers):
                after[winner] += layer
            mean = [m + chance * value for m, value in zip(mean, self._equities(after))]
        self._orders[key] = mean
        return mean

    def _layers(self, bets: tuple, showing: tuple) -> tuple[tuple, list]:
        """(the stacks before the showdown, [(level, chips)]): each pot layer's chips up to its level."""
        key = (bets, frozenset(showing))
        if key not in self._orders:
            layers, below = [], 0.0
            for number, level in enumerate(sorted({bets[p] for p in showing})):
                layers.append((level, sum(min(b, level) - min(b, below) for b in bets)
                               + (sum(self.dead) if number == 0 else 0.0)))
                below = level
            self._orders[key] = (tuple(float(s - d - b) for s, d, b in zip(self.stacks, self.dead, bets)), layers)
        return self._orders[key]

    def _equities(self, stacks_after: list) -> tuple:
        key = tuple(stacks_after)      # every player's view of a showdown meets the same ends
        if key not in self._prizes:
            self._prizes[key] = icm(stacks_after, self.prizes or ()).equities
        return self._prizes[key]

    def _term(self, hero: int, decision: int, action: int, factors: list, s: Optional[int], callers: tuple) -> None:
        offset, k, others = self._end(s, callers, hero)
        self.program += [hero, decision, action, len(factors)]
        for y, acts in factors:
            self.program += [y, acts]
        self.program += [offset, k]
        if s is None:
            return
        in_showdown = hero == s or hero in callers
        for u in others:      # the hero's class against u's range, or (folded) the shover's range against u's
            self.program += [self.index[(s, u)], 0 if in_showdown else 1]

    def _showdowns(self, terms: list, hero: int, decision: int, action: int, prefix: list, s: int, fixed: tuple
                   ) -> None:
        """Into `terms`, a term (_term's arguments) per set of the players after `s` (but the
        hero) who call: `fixed` always."""
        later = [j for j in range(s + 1, self.players) if j != hero]
        for mask in range(1 << len(later)):
            calling = [j for b, j in enumerate(later) if mask >> b & 1]
            factors = prefix + [(self.index[(s, j)], int(j in calling)) for j in later]
            terms.append((hero, decision, action, factors, s, tuple(sorted(calling + list(fixed)))))

    def _hero(self, hero: int, terms: list) -> None:
        """Into `terms`, every term of `hero`'s EV (_term's arguments)."""
        n, shove = self.players, self.index
        for s in range(min(hero, n - 1)):          # an earlier player shoves: the hero calls or folds
            reach = [(shove[(k, k)], 0) for k in range(s)] + [(shove[(s, s)], 1)]
            x = self.index[(s, hero)]
            self._showdowns(terms, hero, x, 1, reach, s, (hero,))
            self._showdowns(terms, hero, x, 0, reach, s, ())
        reach = [(shove[(k, k)], 0) for k in range(hero)]
        if hero == n - 1:                          # everyone folded to the big blind
            terms.append((hero, -1, 0, reach, None, ()))
            return
        x = shove[(hero, hero)]
        self._showdowns(terms, hero, x, 1, reach, hero, ())
        for s in range(hero + 1, n - 1):           # the hero folds: a later player may shove
            later = reach + [(shove[(k, k)], 0) for k in range(hero, s) if k != hero] + [(shove[(s, s)], 1)]
            self._showdowns(terms, hero, x, 0, later, s, ())
        terms.append((hero, x, 0, reach + [(shove[(k, k)], 0) for k in range(hero + 1, n - 1)], None, ()))


_TABLES: dict = {}
Model = tuple[int, array, array, array, array, array, array, array, array, array]   # kernel_input's


def _class_tables() -> tuple[array, array, array, array]:
    """(removal, win, tie, prior) from the exact heads-up class table: removal[a, b] the chance
    that another player holds class b when one holds class a."""
    if not _TABLES:
        m = matchups()
        removal = array("d", [m.pairs[N_CLASSES * a + b] / (class_combos(a) * 1225)
                              for a in range(N_CLASSES) for b in range(N_CLASSES)])
        prior = array("d", [class_combos(a) / 1326 for a in range(N_CLASSES)])
        _TABLES["all"] = (removal, array("d", m.win), array("d", m.tie), prior)
    return _TABLES["all"]


def kernel_input(game: _Game) -> Model:
    """The arguments of the kernel's evaluate and solve that describe the game, in order.

    >>> game = _Game([10.0, 10.0, 10.0], [0.0, 0.0, 0.0], [0.0, 0.5, 1.0], None)
    >>> nobody = array("d", [0.0] * (len(game.decisions) * 169))
    >>> [round(ev, 9) for ev in _kernel.evaluate(*kernel_input(game), nobody)[0]]   # the big blind walks
    [0.0, -0.5, 0.5]
    """
    removal, win, tie, prior = _class_tables()
    return (game.players, removal, win, tie, prior, array("i", [j for _, j in game.decisions]),
            array("i", game.forced), array("i", [-1 if s == j else game.index[(s, s)] for s, j in game.decisions]),
            array("i", game.program), array("d", game.values))


def solve_table(stacks: list, dead: list, blinds: list, prizes: Optional[list], tolerance: float,
                max_iterations: int = MAX_ITERATIONS,
                progress: Optional[Callable[[int, int], Any]] = None, warm: Optional[array] = None) -> tuple:
    """(strategy rows, iterations, each player's exploitability, each player's EV, seconds) of
    the game: `stacks`, `dead` and `blinds` per player in big blinds, `prizes` None for chips.
    `warm`, the state a solve of the same table at a near stack left (its regrets and current
    strategies), starts CFR+ from there; the state left is in `warm` afterwards.
    `progress(done, 3 * PHASE)` follows the build, CFR+ and the exact step (see _phase)."""
    started = time.perf_counter()
    reached = [0]   # the furthest point the phases have reported: a try again never takes the bar back
    game = _Game(stacks, dead, blinds, prizes, _phase(progress, 0, reached))
    d, model = len(game.decisions), kernel_input(game)
    if warm is not None and len(warm) == 4 * d * N_CLASSES + 1:
        state = warm
        state[3 * d * N_CLASSES:] = array("d", bytes(8 * (d * N_CLASSES + 1)))   # a new average
    else:
        state = array("d", bytes(8 * (4 * d * N_CLASSES + 1)))
        for x in range(d):
            for a in range(N_CLASSES):
                state[2 * d * N_CLASSES + x * N_CLASSES + a] = 1.0 if game.forced[x] else 0.5
        if warm is not None:       # the state to leave behind
            warm[:] = state
            state = warm
    t, sought, most = 0, tolerance, max_iterations
    iterated = _phase(progress, 1, reached)
    chunk = max(CHECK_EVERY, min(CHUNK, NEWTON_WORK // len(game.program) // CHECK_EVERY * CHECK_EVERY))
    kept: Optional[tuple] = None      # of each try's exact step, the answer least off
    for _ in range(EXACT_TRIES):
        best: Optional[tuple] = None
        for _ in range(PURIFY_ROUNDS + 1):
            while t < most:
                t, worst = _kernel.solve(*model, state, t, min(chunk, most - t), sought)
                if iterated is not None:
                    iterated(t, max_iterations)
                if 0 <= worst <= sought:
                    break
            average = array("d", [f if game.forced[i // N_CLASSES] else _clean(f)
                                  for i, f in enumerate(state[3 * d * N_CLASSES:4 * d * N_CLASSES])])
            ev, gains, decision_gains = _kernel.evaluate(*model, average)     # the answer's own exploitability
            found = _purest(model, average, decision_gains, game.forced, max(tolerance, max(gains)), tolerance,
                            None if iterated is None else lambda: iterated(t, max_iterations))
            if found is not None and (best is None or found[3] < best[3]):
                best = found
            if best is not None and best[3] == 0:
                break
            if t >= most or max(gains) > tolerance:
                break
            sought /= 4             # not pure yet: closer, then try again, in as many iterations again at most
            most = min(most, PURIFY_BUDGET * t)
        if best is not None:
            answer = _indifferent(model, best[0], game.forced, max(tolerance, max(best[2])),
                                  max(NEWTON_BUDGET * t, NEWTON_WORK / len(game.program)),
                                  _phase(progress, 2, reached))
            if kept is None or answer[3] < kept[3]:
                kept = answer
            if not answer[3]:
                break
        if t >= max_iterations:
            break
        # not exact: CFR+ closer (to a quarter of the exploitability), then the purest play and its exact step again
        sought, most = min(sought, max(gains)) / 4, min(max_iterations, PURIFY_BUDGET * t)
    if kept is not None:
        average, ev, gains, _ = kept
    if progress is not None:
        progress(3 * PHASE, 3 * PHASE)
    rows = [list(average[x * N_CLASSES:(x + 1) * N_CLASSES]) for x in range(d)]
    return game, rows, t, gains, ev, time.perf_counter() - started


def _purest(model: Model, average: array, gains: list, forced: list, accept: float, tolerance: float,
            tick: Optional[Callable[[], Any]] = None) -> Optional[tuple]:
    """(strategy, EVs, each player's exploitability, mixed frequencies left) of the purest play
    near `average` no more exploitable than `accept`: the classes whose gain against it is over
    each of PURIFY_LADDER (times `tolerance`) in turn played by its sign, the first accepted; again
    from there while fewer stay mixed. None if none is accepted. `tick()` after each play valued."""
    found = None
    for _ in range(PURIFY_PASSES):
        for step in PURIFY_LADDER:
            pure = _purified(average, gains, forced, step * tolerance if step else SIGN)
            mixed = sum(0.0 < f < 1.0 for f in pure)
            if found is not None and mixed >= found[3]:
                return found
            ev, exploitability, pure_gains = _kernel.evaluate(*model, pure)
            if tick is not None:
                tick()
            if max(exploitability) <= accept:
                found, average, gains = (pure, ev, exploitability, mixed), pure, pure_gains
                break
        else:
            return found
        if mixed == 0:
            return found
    return found


def _phase(progress: Optional[Callable[[int, int], Any]], phase: int,
           reached: Optional[list] = None) -> Optional[Callable[[float, float], None]]:
    """The progress callback of one phase of solve_table (0 the build, 1 CFR+, 2 the exact step):
    its `done` of `total` reported to `progress` as that part of the phase's PHASE of 3 * PHASE
    (None without `progress`); `reached`, the furthest point reported, shared by a solve's
    phases: a point short of it is not reported (CFR+ and the exact step tried again).

    >>> seen = []
    >>> _phase(lambda done, total: seen.append((done, total)), 1)(50, 200)
    >>> seen
    [(1250, 3000)]
    """
    if progress is None:
        return None

    mark = [0] if reached is None else reached

    def report(done: float, total: float) -> None:
        at = phase * PHASE + int(PHASE * min(done, total) / total if total > 0 else PHASE)
        if at >= mark[0]:
            mark[0] = at
            progress(at, 3 * PHASE)

    return report


def _indifferent(model: Model, strategy: array, forced: list, accept: float, budget: float,
                 progress: Optional[Callable[[float, float], Any]] = None) -> tuple:
    """(strategy, EVs, each player's exploitability, off): `strategy` moved towards play mixed
    only where indifferent (gain within INDIFFERENT of 0) and pure elsewhere by the sign of its
    gain: Newton's method on that complementarity problem. Each step is the exact answer
    (_linear_step) of its linear form in the cells mixed, off (_wrong) or, in each decision,
    among the pure ones nearest indifference (as many as NEAR, in turn, until a step is found),
    the others held: the gains are multilinear in the other players' frequencies, so the steps
    close in fast; each derivative is kept while the steps improve the play and taken again
    where they stop; a step that does not improve the play is tried in part, each of
    NEWTON_DAMPING. After a step that made the play better, the next is first Newton's step of
    the cells mixed alone, their derivatives taken afresh (_equal_step; a pure cell flipped
    beside them spoils their linear form), undone if it does no better. Within `budget`
    evaluations of the play (each about a CFR+ iteration); stopped after NEWTON_STALL steps
    without a better play, or when the cells moved grow over NEWTON_SPREAD times the first
    step's (wandering off), NEWTON_CELLS per decision or NEWTON_MOST (too far from exact play
    to try: the pivoting's cost grows as the cube of the cells). The answer is the play whose
    cells off are off the least (_off, `off`: 0.0 when exact), when no more exploitable than
    `accept`, else `strategy`. `progress(spent, budget)` follows the evaluations (and Lemke's
    pivots)."""
    ev, exploitability, gains = _kernel.evaluate(*model, strategy)
    playable = [i for i in range(len(strategy)) if not forced[i // N_CLASSES]]
    best = (_off(strategy, gains, playable), max(exploitability))
    answer = (strategy, ev, exploitability, best[0])
    current, spent, stall, most, polish = array("d", strategy), 0, 0, 0, False
    known: dict[int, list] = {}      # per cell, the derivatives of every gain in its frequency (_columns)

    def spend(evaluations: int) -> None:
        nonlocal spent
        spent += evaluations
        if progress is not None:
            progress(min(spent, budget), budget)

    while best[0] and stall < NEWTON_STALL:
        play: Optional[list] = None
        if polish:   # after a better play: first Newton's step of the cells mixed alone
            cells = [i for i in playable if 0.0 < current[i] < 1.0]
            if cells and spent + len(cells) + 1 <= budget:
                play = _equal_step(model, current, gains, cells, known, spend)
            polish = play is not None
        for near in NEAR if play is None else ():   # the cells moved: with the 3 nearest indifference, else without
            cells = _candidates(current, gains, playable, forced, near)
            most = most or min(NEWTON_SPREAD * len(cells), NEWTON_CELLS * sum(not f for f in forced), NEWTON_MOST)
            if spent + sum(i not in known for i in cells) + 1 > budget or len(cells) > most:
                continue
            play = _linear_step(model, current, gains, cells, known, spend)
            if play is not None:
                break
        if play is None:
            break
        was, before = [current[i] for i in cells], gains
        for part in NEWTON_DAMPING:       # the whole step, else part of it if that is better
            for i, f, g in zip(cells, play, was):
                f = g + part * (f - g)
                current[i] = 0.0 if f <= NEWTON_EDGE else 1.0 if f >= 1.0 - NEWTON_EDGE else f
            ev, exploitability, gains = _kernel.evaluate(*model, current)
            spend(1)
            found = (_off(current, gains, playable), max(exploitability))
            if found[1] <= accept and found[0] < best[0]:
                break
        stall += 1
        if found[1] <= accept and found[0] < best[0]:
            best, answer, stall = found, (array("d", current), ev, exploitability, found[0]), 0
            polish = True
        elif polish:     # the cells mixed alone did no better: back to the play before
            for i, g in zip(cells, was):
                current[i] = g
            gains, polish = before, False
        else:
            known.clear()       # the derivatives taken again where the steps are
    return answer


def _candidates(current: array, gains: list, playable: list, forced: list, near: int) -> list:
    """The cells a step of _indifferent moves: those mixed or off, and in each decision reached
    the `near` nearest indifference."""
    cells = {i for i in playable if 0.0 < current[i] < 1.0 or _wrong(current[i], gains[i // N_CLASSES][i % N_CLASSES])}
    for x, row in enumerate(gains):
        if not forced[x]:
            nearest = sorted((abs(gain), a) for a, gain in enumerate(row) if gain)[:near]
            cells.update(x * N_CLASSES + a for _, a in nearest)
    return sorted(cells)


def _linear_step(model: Model, current: array, gains: list, cells: list, known: dict,
                 spend: Callable[[int], Any]) -> Optional[list]:
    """The frequencies of `cells` that solve the linear form of the gains about `current`
    (_lemke from the play nearest, else from folding or from playing every cell), None if none."""
    _columns(model, current, gains, cells, known, spend)
    spend(1)
    slopes = _slopes(known, cells)
    start = [gains[i // N_CLASSES][i % N_CLASSES] - math.fsum(v * current[j] for v, j in zip(row, cells))
             for row, i in zip(slopes, cells)]     # each gain were every frequency of `cells` 0
    tick = partial(spend, 0)
    return (_lemke(slopes, start, [current[i] for i in cells], tick)
            or _lemke(slopes, start, [0.0] * len(cells), tick)
            or _lemke(slopes, start, [1.0] * len(cells), tick))


def _lemke(slopes: list, start: list, near: list, tick: Optional[Callable[[], Any]] = None) -> Optional[list]:
    """x in [0, 1] per cell such that each gain, start[k] + sum of slopes[k][j] * x[j], is 0 where
    x[k] is strictly inside, <= 0 where x[k] is 0, >= 0 where 1 (None if not found): Lemke's
    complementary pivoting on the linear complementarity problem w = M z + q, z, w >= 0, z w = 0,
    z = (y, u), w = (u - gain of y, 1 - y), y = x, or 1 - x where `near` is over a half (and
    the gain's sign turned), so that the pivots start from the pure play nearest `near`; u the
    gains above 0 where y = 1 (each row scaled to its largest entry). `tick()` every LEMKE_CHUNK pivots."""
    n = len(start)
    size = 2 * n
    sign = [-1.0 if f >= 0.5 else 1.0 for f in near]
    start = [sign[k] * (start[k] + math.fsum(v for j, v in enumerate(row) if sign[j] < 0))
             for k, row in enumerate(slopes)]
    slopes = [[sign[k] * sign[j] * v for j, v in enumerate(row)] for k, row in enumerate(slopes)]
    width = 2 * size + 2    # the tableau: w - M z - z0 = q, columns w, z, z0 (the covering variable), q
    rows = array("d", bytes(8 * size * width))
    for k in range(n):
        scale = max(max(map(abs, slopes[k])), abs(start[k]), 1e-300)
        at = k * width
        rows[at + k], rows[at + size + n + k], rows[at + 2 * size] = 1.0, -1.0, -1.0
        rows[at + width - 1] = -start[k] / scale
        rows[at + size:at + size + n] = array("d", [v / scale for v in slopes[k]])
    for k in range(n):
        at = (n + k) * width
        rows[at + n + k], rows[at + size + k], rows[at + 2 * size], rows[at + width - 1] = 1.0, 1.0, -1.0, 1.0
    pivot = min(range(size), key=lambda r: rows[r * width + width - 1])
    if rows[pivot * width + width - 1] >= 0:
        return [0.0 if s > 0 else 1.0 for s in sign]
    basis = array("i", range(size))
    if _kernel.lemke_pivots(rows, width, basis, 2 * size, pivot, LEMKE_PIVOTS * size, LEMKE_PIVOT, LEMKE_CHUNK,
                            tick) != 1:
        return None
    y = [0.0] * n
    for r, variable in enumerate(basis):
        if size <= variable < size + n:
            y[variable - size] = rows[r * width + width - 1]
    return [v if s > 0 else 1.0 - v for v, s in zip(y, sign)]


def _equal_step(model: Model, current: array, gains: list, cells: list, known: dict,
                spend: Callable[[int], Any]) -> Optional[list]:
    """The frequencies of `cells` (each mixed) at which the linear form of their gains about
    `current` is 0, their derivatives taken there (Newton's step, the others held), None if the
    form is singular."""
    for i in cells:
        known.pop(i, None)
    _columns(model, current, gains, cells, known, spend)
    spend(1)
    moved = linear_solution(_slopes(known, cells), [-gains[i // N_CLASSES][i % N_CLASSES] for i in cells])
    return None if moved is None else [current[i] + d for i, d in zip(cells, moved)]


def _slopes(known: dict, cells: list) -> list:
    """The linear form's matrix: row k, column j the slope of cells[k]'s gain in cells[j]'s frequency."""
    return [[known[j][i] for j in cells] for i in cells]


def _columns(model: Model, current: array, gains: list, cells: list, known: dict,
             spend: Callable[[int], Any]) -> None:
    """Into `known`, per cell of `cells` not in it yet, the derivative of every cell's gain in its
    frequency (a difference quotient, exact where the gain is linear in it); `spend(1)` after each."""
    for i in [i for i in cells if i not in known]:
        step = 0.5 if current[i] < 0.5 else -0.5
        current[i] += step
        shifted = _kernel.evaluate(*model, current)[2]
        current[i] -= step
        known[i] = [(v - g) / step for row, before in zip(shifted, gains) for v, g in zip(row, before)]
        spend(1)


def _wrong(frequency: float, gain: float) -> bool:
    """Whether a cell is off: mixed but not indifferent, or pure against the sign of its gain."""
    if frequency == 0.0:
        return gain > INDIFFERENT
    if frequency == 1.0:
        return gain < -INDIFFERENT
    return abs(gain) > INDIFFERENT


def _off(strategy: array, gains: list, playable: list) -> float:
    """The largest gain (in size) of the `playable` cells that are off (_wrong), 0.0 if none."""
    return max((abs(gains[i // N_CLASSES][i % N_CLASSES]) for i in playable
                if _wrong(strategy[i], gains[i // N_CLASSES][i % N_CLASSES])), default=0.0)


def _purified(average: array, gains: list, forced: list, threshold: float = SIGN) -> array:
    """Every class played by the sign of its gain against the average (its best response), kept
    where the gain is within `threshold` of 0; a decision never reached (every gain within INDIFFERENT of 0) folds."""
    pure = array("d", average)
    for x, row in enumerate(gains):
        if forced[x]:
            continue
        reached = any(abs(gain) > INDIFFERENT for gain in row)
        for a, gain in enumerate(row):
            if gain > threshold:
                pure[x * N_CLASSES + a] = 1.0
            elif gain < -threshold or not reached:
                pure[x * N_CLASSES + a] = 0.0
    return pure


def full_table(stacks: list, dead: list, blinds: list, prizes: Optional[list], ante: float, bb_ante: bool,
               unit: float, tolerance: Optional[float],
               progress: Optional[Callable[[int, int], Any]] = None, warm: Optional[array] = None) -> FullTableResult:
    """The result of push_fold at a full table (its arguments checked and in big blinds); `warm`
    as solve_table's."""
    n = len(stacks)
    if tolerance is None:
        tolerance = TOLERANCE_BB if prizes is None else TOLERANCE_PRIZES * sum(prizes[:n])
    game, rows, t, gains, ev, _ = solve_table(stacks, dead, blinds, prizes, tolerance, progress=progress, warm=warm)
    push = tuple(dict(zip(CLASS_NAMES, rows[game.index[(s, s)]])) for s in range(n - 1))
    call = {(s, j): dict(zip(CLASS_NAMES, rows[game.index[(s, j)]]))
            for s in range(n - 1) for j in range(s + 1, n)}
    return FullTableResult(tuple(stacks), ante, bb_ante, push, call, max(gains), tuple(gains), tuple(ev), t,
                           None if prizes is None else tuple(prizes), unit)


def _clean(frequency: float) -> float:
    """A frequency within CLEAN of 0 or 1 as 0 or 1 (CFR+'s averages reach pure play slowly)."""
    return 0.0 if frequency < CLEAN else 1.0 if frequency > 1 - CLEAN else frequency
