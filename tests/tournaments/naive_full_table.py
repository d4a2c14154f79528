"""A deliberately naive push/fold game at a full table, written from the rules and the model
stated in pokerbits.tournaments.full_table: a walk down the game tree for each player and each
class he may hold, every other player's action a branch (its chance given the hero's class:
the class pair counts, one opponent at a time), each showdown's pots built level by level from
what each player put in, one opponent's classes enumerated one by one in a two-player
showdown, and the multiway chances integrated numerically over the hero's strength z."""
from __future__ import annotations

from itertools import permutations

from pokerbits.equities.preflop import N_CLASSES, class_combos
from pokerbits.tournaments import icm
from pokerbits.tournaments.equilibrium import matchups

N = N_CLASSES


def removal(a: int, b: int) -> float:
    return matchups().pairs[N * a + b] / (class_combos(a) * 1225)


def pots(stacks, dead, bets, order):
    """Stacks after the showdown: order is a list of groups of tied players, best first."""
    after = [s - d - b for s, d, b in zip(stacks, dead, bets)]
    showing = [p for group in order for p in group]
    levels = sorted(set(bets[p] for p in showing))
    previous = 0.0
    for number, level in enumerate(levels):
        pot = sum(max(0.0, min(b, level) - previous) for b in bets)
        if number == 0:
            pot += sum(dead)
        for group in order:
            winners = [p for p in group if bets[p] >= level]
            if winners:
                for p in winners:
                    after[p] += pot / len(winners)
                break
        previous = level
    return after


def latent_chances(q: list) -> dict:
    """{set of indices beaten: chance}: opponent j beaten with chance z ** (1 / q[j] - 1) given
    z uniform on [0, 1], independently; integrated with z = t ** 16 and Simpson's rule."""
    alphas = [1 / x - 1 if x > 0 else float("inf") for x in q]
    steps, power = 2000, 16
    out = {}
    for mask in range(1 << len(q)):
        total = 0.0
        for i in range(steps + 1):
            t = i / steps
            z = t ** power
            f = 1.0
            for j, alpha in enumerate(alphas):
                beaten = (z ** alpha if alpha != float("inf") else 0.0) if z > 0 else (1.0 if alpha == 0 else 0.0)
                f *= beaten if mask >> j & 1 else 1 - beaten
            weight = 1 if i in (0, steps) else 4 if i % 2 else 2
            total += weight * f * power * t ** (power - 1)
        out[mask] = total / (3 * steps)
    return out


class Naive:
    """players act in order (the small and big blinds last); strategies: {(s, j): [169 freqs]}."""

    def __init__(self, stacks, dead, blinds, prizes=None):
        self.stacks, self.dead, self.blinds, self.prizes = stacks, dead, blinds, prizes
        self.n = len(stacks)
        self.live = [s - d for s, d in zip(stacks, dead)]

    def value(self, after, hero):
        if self.prizes is None:
            return after[hero] - self.stacks[hero]
        return icm(after, self.prizes).equities[hero]

    def acts(self, strategy, a):
        """The chance that the other player acts, given the hero holds class a."""
        return sum(removal(a, b) * strategy[b] for b in range(N))

    def showdown(self, s, callers, hero, a, play):
        n, showing = self.n, [s] + sorted(callers)
        bets = [self.live[p] if p in showing else self.blinds[p] for p in range(n)]
        if self.prizes is None and hero not in showing:
            return -self.dead[hero] - self.blinds[hero]
        if len(showing) == 1:
            return self.value(pots(self.stacks, self.dead, bets, [[s]]), hero)
        if hero in showing:
            others = [p for p in showing if p != hero]
            ranges = [play[(s, u)] for u in others]
            if len(others) == 1:
                total = weight = 0.0
                for b in range(N):
                    w = removal(a, b) * ranges[0][b]
                    if not w:
                        continue
                    win, tie = matchups().win[N * a + b], matchups().tie[N * a + b]
                    u = others[0]
                    ends = [pots(self.stacks, self.dead, bets, o) for o in ([[hero], [u]], [[hero, u]], [[u], [hero]])]
                    total += w * (win * self.value(ends[0], hero) + tie * self.value(ends[1], hero)
                                  + (1 - win - tie) * self.value(ends[2], hero))
                    weight += w
                return total / weight
            q = []
            for r in ranges:
                w = [removal(a, b) * r[b] for b in range(N)]
                q.append(sum(x * (matchups().win[N * a + b] + matchups().tie[N * a + b] / 2) for b, x in enumerate(w))
                         / sum(w))
            view = hero
        else:
            others = sorted(callers)
            q = [self.range_against_range(s, u, play)[0] + self.range_against_range(s, u, play)[1] / 2
                 for u in others]
            view = s
            if len(others) == 1:
                u = others[0]
                win, tie = self.range_against_range(s, u, play)
                ends = [pots(self.stacks, self.dead, bets, o) for o in ([[s], [u]], [[s, u]], [[u], [s]])]
                return (win * self.value(ends[0], hero) + tie * self.value(ends[1], hero)
                        + (1 - win - tie) * self.value(ends[2], hero))
        total = 0.0
        for mask, chance in latent_chances(q).items():
            beaten = [p for j, p in enumerate(others) if mask >> j & 1]
            above = [p for j, p in enumerate(others) if not mask >> j & 1]
            ends = [self.value(pots(self.stacks, self.dead, bets, [[p] for p in hi] + [[view]] + [[p] for p in lo]),
                               hero) for hi in permutations(above) for lo in permutations(beaten)]
            total += chance * sum(ends) / len(ends)
        return total

    def range_against_range(self, s, u, play):
        """(win, tie): the shover's range against u's calling range (the hero's hand not counted)."""
        if (s, u) not in self.cache:
            win = tie = weight = 0.0
            for c in range(N):
                for b in range(N):
                    w = class_combos(c) / 1326 * play[(s, s)][c] * removal(c, b) * play[(s, u)][b]
                    win += w * matchups().win[N * c + b]
                    tie += w * matchups().tie[N * c + b]
                    weight += w
            self.cache[(s, u)] = (win / weight, tie / weight)
        return self.cache[(s, u)]

    def after_shove(self, s, hero, a, play, hero_calls):
        """The hero's value once s has shoved: each later player calls or folds in turn."""
        later = [j for j in range(s + 1, self.n) if j != hero]
        total = 0.0

        def walk(k, callers, chance):
            nonlocal total
            if k == len(later):
                if hero_calls:
                    callers = callers + [hero]
                total += chance * self.showdown(s, callers, hero, a, play)
                return
            j = later[k]
            p = self.acts(play[(s, j)], a)
            if p > 0:
                walk(k + 1, callers + [j], chance * p)
            if p < 1:
                walk(k + 1, callers, chance * (1 - p))

        walk(0, [], 1.0)
        return total

    def values(self, hero, a, play):
        """{decision: (value of acting, value of folding)} times the chance of reaching it, and the
        value without a decision (the walk to the big blind), for the hero holding class a."""
        n, out, base = self.n, {}, 0.0
        reach = 1.0
        for s in range(n - 1):
            if s == hero:
                shove = self.after_shove(s, hero, a, play, False)
                fold, folded = 0.0, 1.0
                for t in range(s + 1, n - 1):
                    p = self.acts(play[(t, t)], a)
                    fold += folded * p * self.after_shove(t, hero, a, play, False)
                    folded *= 1 - p
                walk = [x - d - b for x, d, b in zip(self.stacks, self.dead, self.blinds)]
                walk[n - 1] += sum(self.dead) + sum(self.blinds)
                fold += folded * self.value(walk, hero)
                out[(s, s)] = (reach * shove, reach * fold)
                return out, base
            p = self.acts(play[(s, s)], a)
            if s < hero:
                call = self.after_shove(s, hero, a, play, True)
                fold = self.after_shove(s, hero, a, play, False)
                out[(s, hero)] = (reach * p * call, reach * p * fold)
            reach *= 1 - p
        walk = [x - d - b for x, d, b in zip(self.stacks, self.dead, self.blinds)]
        walk[n - 1] += sum(self.dead) + sum(self.blinds)
        return out, reach * self.value(walk, hero)

    def evs_and_gains(self, play, forced=()):
        """Each player's EV and best-response gain under the strategies `play`."""
        evs, gains = [0.0] * self.n, [0.0] * self.n
        self.cache = {}
        for hero in range(self.n):
            for a in range(N):
                prior = class_combos(a) / 1326
                out, base = self.values(hero, a, play)
                evs[hero] += prior * base
                for decision, (act, fold) in out.items():
                    f = play[decision][a]
                    evs[hero] += prior * (f * act + (1 - f) * fold)
                    if decision not in forced:
                        g = act - fold
                        gains[hero] += prior * (max(g, 0.0) - f * g)
        return evs, gains

    def cell_gains(self, play):
        """{decision: [EV of acting - EV of folding, each times the chance of reaching it, per class]}."""
        self.cache = {}
        gains = {}
        for hero in range(self.n):
            for a in range(N):
                for decision, (act, fold) in self.values(hero, a, play)[0].items():
                    gains.setdefault(decision, [0.0] * N)[a] = act - fold
        return gains
