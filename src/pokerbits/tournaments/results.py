"""Tournament results: prize equities by ICM, and a push/fold equilibrium with its charts."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

from pokerbits._core.common.args import whole_number
from pokerbits.equities.grid import RangeGrid, class_grid, grid_text
from pokerbits.equities.preflop import CLASS_INDEX, CLASS_NAMES, class_combos

ALL_COMBOS = 1326   # two-card hands of a deck
SHOWN_PLACES = 9    # place columns of an ICM table


@dataclass(frozen=True, repr=False)
class IcmResult:
    """Each player's prize equity, in the order of `stacks`; `payouts[k]` is the prize of place
    k + 1. Errors are Monte Carlo standard errors (0.0 when exact). When exact, `places[i][k]`
    is player i's chance of finishing in place k + 1 (as many places as payouts, at most the
    players); None when sampled."""

    stacks: tuple[float, ...]
    payouts: tuple[float, ...]
    equities: tuple[float, ...]
    errors: tuple[float, ...]
    exact: bool
    samples: int                 # finishing orders drawn (0 when exact)
    seed: Optional[int]          # the Monte Carlo seed used (None when exact)
    places: Optional[tuple[tuple[float, ...], ...]] = None

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"Monte Carlo, {self.samples:,} orders, seed {self.seed}"
        shown = ", ".join(f"{e:.4f}" for e in self.equities[:10]) + (", ..." if len(self.equities) > 10 else "")
        return f"<IcmResult {len(self.stacks)} players, {how}, equities ({shown})>"

    def table(self) -> str:
        """A heading and a Markdown table, one row per player, as the CLI prints it; when exact,
        each player's chance of each place too (the first SHOWN_PLACES).

        >>> print(icm([5000, 3000, 2000], [50, 30, 20]).table())
        ICM (Malmuth-Harville), 3 players, prizes 50 / 30 / 20: exact
        | player | stack | chips | equity | of the prizes | 1st | 2nd | 3rd |
        |---:|---:|---:|---:|---:|---:|---:|---:|
        | 1 | 5,000 | 50.00% | 38.3929 | 38.39% | 50.00% | 33.93% | 16.07% |
        | 2 | 3,000 | 30.00% | 32.7500 | 32.75% | 30.00% | 37.50% | 32.50% |
        | 3 | 2,000 | 20.00% | 28.8571 | 28.86% | 20.00% | 28.57% | 51.43% |
        """
        paid = self.payouts[:len(self.stacks)]
        prizes = " / ".join(f"{p:,g}" for p in paid[:8]) + (" / ..." if len(paid) > 8 else "")
        how = "exact" if self.exact else f"Monte Carlo, {self.samples:,} finishing orders, seed {self.seed}"
        lines = [f"ICM (Malmuth-Harville), {len(self.stacks)} players, prizes {prizes}: {how}"]
        places = self.places if self.places is not None else ()
        shown = min(SHOWN_PLACES, len(places[0])) if places else 0
        columns = ["player", "stack", "chips", "equity"] + ([] if self.exact else ["± error"]) + ["of the prizes"]
        columns += [_ordinal(k + 1) for k in range(shown)]
        lines.append("| " + " | ".join(columns) + " |")
        lines.append("|" + "|".join("---:" for _ in columns) + "|")
        chips, pool = sum(self.stacks), sum(paid)
        for i, (stack, equity, error) in enumerate(zip(self.stacks, self.equities, self.errors), 1):
            cells = [str(i), f"{stack:,g}", f"{100 * stack / chips:.2f}%", f"{equity:,.4f}"]
            cells += [] if self.exact else [f"{error:,.4f}"]
            cells.append(f"{100 * equity / pool:.2f}%" if pool else "-")
            cells += [f"{100 * chance:.2f}%" for chance in (places[i - 1][:shown] if shown else ())]
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)


def _ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


@dataclass(frozen=True, repr=False)
class PushFoldResult:
    """A push/fold equilibrium: `push[c]` is how often the small blind shoves class c, `call[c]`
    how often the big blind calls a shove with it (169 classes, grid order). `exploitability` is
    what best responses to the two strategies gain together, per hand: in big blinds (chip EV)
    or in the payouts' units (ICM). The ICM variant keeps every player's stack in big blinds,
    the payouts, and the seats of the blinds."""

    stack: float                 # the effective stack, in big blinds
    ante: float
    push: dict[str, float]
    call: dict[str, float]
    exploitability: float
    iterations: int
    stacks: Optional[tuple[float, ...]] = None
    payouts: Optional[tuple[float, ...]] = None
    sb: Optional[int] = None
    bb: Optional[int] = None
    bb_ante: bool = False        # the big blind posted the ante for every player

    def __repr__(self) -> str:
        return (f"<PushFoldResult {self.model}, {self.stack:g} bb{self._ante_words}: shoves {self.push_percent:.1f}%, "
                f"calls {self.call_percent:.1f}%, exploitability {self.exploitability:.2g} {self.units}>")

    @property
    def model(self) -> str:
        return "chip EV" if self.payouts is None else "ICM"

    @property
    def units(self) -> str:
        """What the exploitability is counted in: "bb" or "prize"."""
        return "bb" if self.payouts is None else "prize"

    @property
    def _ante_words(self) -> str:
        return f", {'big blind ' if self.bb_ante else ''}ante {self.ante:g}" if self.ante else ", no ante"

    @property
    def push_percent(self) -> float:
        """The percent of all starting hands the small blind shoves (each class by its combos)."""
        return _percent(self.push)

    @property
    def call_percent(self) -> float:
        """The percent of all starting hands the big blind calls a shove with."""
        return _percent(self.call)

    def push_grid(self) -> RangeGrid:
        """The small blind's shoves on the range grid (cell weight: the frequency)."""
        return class_grid(self.push, f"small blind shoves, {self.stack:g} bb{self._ante_words} ({self.model})")

    def call_grid(self) -> RangeGrid:
        """The big blind's calls on the range grid."""
        return class_grid(self.call, f"big blind calls, {self.stack:g} bb{self._ante_words} ({self.model})")

    def charts(self) -> str:
        """The two 13x13 charts as text, each cell its class and frequency in whole percent, as
        the CLI prints them.

        >>> print(push_fold(10).charts().splitlines()[1][:31])
        AA  100 AKs 100 AQs 100 AJs 100
        """
        return "\n".join([f"Small blind shoves {self.push_percent:.1f}% of hands:", grid_text(self.push_grid()), "",
                          f"Big blind calls a shove with {self.call_percent:.1f}% of hands:",
                          grid_text(self.call_grid())])

    def svg(self) -> str:
        """Both charts side by side as one SVG picture.

        >>> push_fold(10).svg().count("data-class=")
        338
        """
        from pokerbits.pictures.grid import grid_svg
        from pokerbits.pictures.svg import side_by_side

        return side_by_side(grid_svg(self.push_grid()), grid_svg(self.call_grid()))


@dataclass(frozen=True, repr=False)
class PushFoldChart:
    """Push/fold as a chart: `push[c]` (`call[c]`) is the highest stack in big blinds, on the
    chart's 0.1 grid, at which the equilibrium shoves (calls) class c at least half the time,
    inf where at every stack up to `max_stack`, 0.0 where never; `push_gaps[c]` (`call_gaps`)
    the stretches below it where it does not, as (last stack played below, first played above)."""

    players: int
    ante: float
    bb_ante: bool
    max_stack: float
    push: dict[str, float]
    call: dict[str, float]
    push_gaps: dict[str, tuple[tuple[float, float], ...]]
    call_gaps: dict[str, tuple[tuple[float, float], ...]]

    def __repr__(self) -> str:
        return f"<PushFoldChart heads-up, {self._ante_words}, stacks 1 to {self.max_stack:g} bb>"

    @property
    def _ante_words(self) -> str:
        return f"{'big blind ' if self.bb_ante else ''}ante {self.ante:g}" if self.ante else "no ante"

    def table(self) -> str:
        """Both charts as 13x13 text, each cell its class and stack ("20+" played at every stack,
        "-" never, "*" a gap, listed below), as the CLI prints them."""
        return "\n\n".join(self._one_table(side, values, gaps)
                            for side, values, gaps in (("Small blind shoves", self.push, self.push_gaps),
                                                       ("Big blind calls a shove", self.call, self.call_gaps)))

    def _one_table(self, side: str, values: dict, gaps: dict) -> str:
        lines = [f"{side} up to (big blinds, {self._ante_words}):"]
        for row in range(13):
            lines.append(" ".join(f"{name:<3} {_cell(values[name], self.max_stack)}{'*' if gaps[name] else ' '}"
                                  for name in CLASS_NAMES[13 * row:13 * row + 13]))
        for name in CLASS_NAMES:
            if gaps[name]:
                stretches = ", ".join(f"{low:g} to {high:g}" if low else f"below {high:g}" for low, high in gaps[name])
                lines.append(f"* {name}: not between {stretches}")
        return "\n".join(lines)

    def svg(self) -> str:
        """Both charts side by side as one SVG picture (each cell shaded by its stack)."""
        from pokerbits.pictures.charts import chart_svg
        from pokerbits.pictures.svg import side_by_side

        return side_by_side(chart_svg(self.push, f"Small blind shoves up to ({self._ante_words})", self.max_stack),
                            chart_svg(self.call, f"Big blind calls up to ({self._ante_words})", self.max_stack))


def _cell(value: float, top: float) -> str:
    return f"{top:g}+".rjust(4) if math.isinf(value) else "   -" if value == 0 else f"{value:4.1f}"


def _percent(frequencies: dict[str, float]) -> float:
    return 100 * sum(f * class_combos(CLASS_INDEX[c]) for c, f in frequencies.items()) / ALL_COMBOS


@dataclass(frozen=True, repr=False)
class FullTableResult:
    """Push/fold at a full table: the players in the order they act (the small and big blind
    last). `push[p][c]` is how often player p shoves class c when everyone before folded (no
    entry for the big blind); `call[(s, p)][c]` how often player p calls player s's shove with
    it. `exploitability` is the largest gain of one player's best response (`gains`, each
    player's), `ev` each player's EV: in big blinds (chip EV, counted from the stack before
    posting) or in the payouts' units (ICM). Stacks and ante in big blinds; `unit` the big
    blind in chips when given in chips (1.0 otherwise)."""

    stacks: tuple[float, ...]
    ante: float
    bb_ante: bool
    push: tuple[dict[str, float], ...]
    call: dict[tuple[int, int], dict[str, float]]
    exploitability: float
    gains: tuple[float, ...]
    ev: tuple[float, ...]
    iterations: int
    payouts: Optional[tuple[float, ...]] = None
    unit: float = 1.0

    @property
    def players(self) -> int:
        return len(self.stacks)

    @property
    def model(self) -> str:
        return "chip EV" if self.payouts is None else "ICM"

    @property
    def units(self) -> str:
        """What the exploitability and the EVs are counted in: "bb" or "prize"."""
        return "bb" if self.payouts is None else "prize"

    def __repr__(self) -> str:
        shoves = ", ".join(f"{_percent(p):.1f}%" for p in self.push)
        return (f"<FullTableResult {self.players} players, {self.model}: shoves {shoves}, "
                f"exploitability {self.exploitability:.2g} {self.units}>")

    def push_percent(self, player: int) -> float:
        """The percent of all starting hands `player` shoves when everyone before him folded."""
        return _percent(self.push[player])

    def call_percent(self, shover: int, player: int) -> float:
        """The percent of all starting hands `player` calls `shover`'s shove with."""
        return _percent(self.call[(shover, player)])

    def position(self, player: int) -> str:
        """The player's seat name: "BB", "SB", "BTN", "CO", "HJ", "LJ", then "UTG+k" / "UTG".

        >>> [FullTableResult((10.0,) * 6, 0.0, False, (), {}, 0.0, (), (), 0).position(p) for p in range(6)]
        ['LJ', 'HJ', 'CO', 'BTN', 'SB', 'BB']
        """
        from_last = self.players - 1 - player
        names = ["BB", "SB", "BTN", "CO", "HJ", "LJ"]
        if from_last < len(names):
            return names[from_last]
        early = player       # UTG first, then UTG+1 ...
        return "UTG" if early == 0 else f"UTG+{early}"

    def grid(self, player: int, shover: Optional[int] = None) -> RangeGrid:
        """`player`'s shoves (or, with `shover`, his calls of that player's shove) on the range
        grid, each cell weighted by its frequency."""
        if shover is None:
            return class_grid(self.push[player], f"{self.position(player)} shoves ({self.model})")
        return class_grid(self.call[(shover, player)],
                          f"{self.position(player)} calls {self.position(shover)}'s shove ({self.model})")

    def charts(self) -> str:
        """Every decision's 13x13 chart as text, each cell its class and frequency in whole percent.

        >>> print(push_fold(stacks=[10, 10, 10]).charts().splitlines()[0])
        BTN shoves 34.2% of hands:
        """
        parts = [f"{self.position(p)} shoves {self.push_percent(p):.1f}% of hands:\n{grid_text(self.grid(p))}"
                 for p in range(len(self.push))]
        parts += [f"{self.position(p)} calls {self.position(s)}'s shove with {self.call_percent(s, p):.1f}% of hands:\n"
                  f"{grid_text(self.grid(p, s))}" for s, p in self.call]
        return "\n\n".join(parts)

    def table(self) -> str:
        """Every range as a list of classes with frequencies, as the CLI prints them."""
        lines = []
        for p, shoves in enumerate(self.push):
            lines.append(f"{self.position(p)} (player {p + 1}, {self.stacks[p]:g} bb) shoves {_percent(shoves):.1f}%: "
                         f"{_listed(shoves)}")
        for (s, p), calls in self.call.items():
            lines.append(f"{self.position(p)} calls {self.position(s)}'s shove {_percent(calls):.1f}%: {_listed(calls)}")
        lines.append("EV: " + ", ".join(f"{self.position(p)} {e:+.4f}" for p, e in enumerate(self.ev))
                     + f" {self.units}" + (" (chips won)" if self.payouts is None else ""))
        return "\n".join(lines)


def _listed(frequencies: dict[str, float]) -> str:
    """The classes played at least half a percent of the time, in grid order, with the frequency
    where under 99.5 %: "AA KK AJs 52% ..."."""
    shown = [c if round(100 * f) == 100 else f"{c} {100 * f:.0f}%" for c, f in frequencies.items() if round(100 * f)]
    return " ".join(shown) if shown else "nothing"


@dataclass(frozen=True, repr=False)
class FullTableChart:
    """Push/fold charts at a full table of equal stacks: `push[p][c]` the highest stack (big
    blinds, on the chart's 0.1 grid) at which player p shoves class c at least half the time
    when everyone before folded (inf: at every stack up to `max_stack`, 0.0: never),
    `call[(s, p)][c]` the same for p's call of s's shove; `push_gaps` and `call_gaps` the
    stretches below it where it is not, as in PushFoldChart."""

    players: int
    ante: float
    bb_ante: bool
    max_stack: float
    push: tuple[dict[str, float], ...]
    call: dict[tuple[int, int], dict[str, float]]
    push_gaps: tuple[dict[str, tuple[tuple[float, float], ...]], ...]
    call_gaps: dict[tuple[int, int], dict[str, tuple[tuple[float, float], ...]]]

    def __repr__(self) -> str:
        return f"<FullTableChart {self.players} players, {self._ante_words}, stacks 1 to {self.max_stack:g} bb>"

    @property
    def _ante_words(self) -> str:
        return f"{'big blind ' if self.bb_ante else ''}ante {self.ante:g}" if self.ante else "no ante"

    def table(self) -> str:
        """Every chart as 13x13 text, as PushFoldChart.table() draws the heads-up ones."""
        charts = [(f"{self.position(p)} shoves", values, gaps)
                  for p, (values, gaps) in enumerate(zip(self.push, self.push_gaps))]
        charts += [(f"{self.position(p)} calls {self.position(s)}'s shove", self.call[(s, p)], self.call_gaps[(s, p)])
                   for s, p in self.call]
        parts = [PushFoldChart(self.players, self.ante, self.bb_ante, self.max_stack, values, values, gaps, gaps)
                 ._one_table(side, values, gaps) for side, values, gaps in charts]
        return "\n\n".join(parts)

    def position(self, player: int) -> str:
        """The player's seat name, as FullTableResult.position: "BTN", "SB", "BB" ..."""
        return FullTableResult((0.0,) * self.players, 0.0, False, (), {}, 0.0, (), (), 0).position(player)

    def svg(self, player: Optional[int] = None) -> str:
        """The charts as one SVG picture, as PushFoldChart.svg() draws the heads-up two: every
        position's shoves side by side; with `player`, that player's shoves (none for the big
        blind) and then his calls of each earlier player's shove.

        >>> from pokerbits import push_fold_chart
        >>> chart = push_fold_chart(players=3, max_stack=1.2)
        >>> [chart.svg(p).count('class="cell') for p in (None, 0, 1, 2)]    # 169 cells a chart
        [338, 169, 338, 338]
        """
        from pokerbits.pictures.charts import chart_svg
        from pokerbits.pictures.svg import side_by_side

        ante = self._ante_words
        if player is None:
            return side_by_side(*(chart_svg(values, f"{self.position(p)} shoves up to ({ante})", self.max_stack)
                                  for p, values in enumerate(self.push)))
        p = whole_number(player, "player")
        if not 0 <= p < self.players:
            raise ValueError(f"player must be a position's index, 0 to {self.players - 1}, got {p}")
        pictures = [chart_svg(self.push[p], f"{self.position(p)} shoves up to ({ante})", self.max_stack)
                    ] if p < len(self.push) else []
        pictures += [chart_svg(self.call[(s, p)], f"{self.position(p)} calls {self.position(s)}'s shove up to",
                               self.max_stack) for s in range(p)]
        return side_by_side(*pictures)
