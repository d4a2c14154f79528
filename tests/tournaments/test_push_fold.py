"""Push/fold: the exploitability measured by best responses written plainly (naive_tournament:
a loop over every combo, card removal counted pair of combos by pair), the published heads-up
chip-EV charts, the chips of each end of the hand, the ICM variant, the charts and bad input."""
import math
import os
import random

import pytest

from naive_tournament import naive_gains, naive_hand_stacks, naive_icm
from pokerbits import PushFoldResult, push_fold
from pokerbits._core.walks import push_fold as solver
from pokerbits.equities.preflop import CLASS_INDEX, CLASS_NAMES, class_combos
from pokerbits.tournaments import equilibrium


def chip_values(stack: float, ante: float) -> dict:
    ends = naive_hand_stacks([stack, stack], 0, 1, ante)
    return {end: (after[0] - stack, after[1] - stack) for end, after in ends.items()}


def icm_values(stacks: list, payouts: list, sb: int, bb: int, ante: float) -> dict:
    out = {}
    for end, after in naive_hand_stacks(stacks, sb, bb, ante).items():
        equities = naive_icm(after, payouts)
        out[end] = (float(equities[sb]), float(equities[bb]))
    return out


@pytest.mark.parametrize("stack, ante", [(10, 0.0), (4.2, 0.125), (25, 0.1)])
def test_the_exploitability_is_what_plain_best_responses_gain(stack, ante):
    result = push_fold(stack, ante)
    gains = naive_gains(result.push, result.call, chip_values(stack, ante))
    assert sum(gains) == pytest.approx(result.exploitability, abs=1e-12)
    assert result.exploitability < 1e-4


def test_the_solver_measures_any_strategy_as_the_plain_best_responses_do():
    """Not only at equilibrium: random frequencies, measured both ways."""
    rng = random.Random(9)
    push = {c: rng.choice([0.0, 1.0, rng.random()]) for c in CLASS_NAMES}
    call = {c: rng.choice([0.0, 1.0, rng.random()]) for c in CLASS_NAMES}
    value = chip_values(8.0, 0.1)
    tables = equilibrium.payoff_tables(value)
    from array import array

    from pokerbits._core.walks import push_fold as solver

    ours = solver.exploitability(*tables, array("d", push.values()), array("d", call.values()))
    theirs = naive_gains(push, call, value)
    assert ours == pytest.approx(theirs, rel=1e-9)
    assert min(theirs) > 1e-3


def test_the_published_chip_ev_shape_at_ten_big_blinds():
    """Heads-up push/fold at 10 bb, no ante: about 58 % of hands shoved and 37 % called."""
    result = push_fold(10)
    assert 57.5 < result.push_percent < 59 and 36.5 < result.call_percent < 38
    assert result.push["AA"] == result.call["AA"] == 1.0
    assert result.push["72o"] == 0.0 and result.call["72o"] == 0.0


@pytest.mark.parametrize("cls, side, pushed_at, folded_at", [
    ("T3s", "push", [7.0], [8.0]),              # pushed up to 7.7 bb
    ("63s", "push", [2.0, 6.5, 7.0], [3.0, 4.0, 8.0]),   # pushed from 5.1 to 7.1 bb and below 2.3 bb
    ("Q2o", "call", [5.0], [6.5]),              # called up to 5.6 bb
])
def test_published_chart_boundaries(cls, side, pushed_at, folded_at):
    """HoldemResources' heads-up push/fold Nash charts (holdemresources.net, poker-theory/hune,
    "Using the Nash Charts"): T3s is pushed up to 7.7 bb, Q2o called up to 5.6 bb, and 63s
    pushed between 5.1 and 7.1 bb and below 2.3 bb (a gap between); checked at stacks clear of
    the charts' rounded boundaries."""
    for stack in pushed_at:
        assert getattr(push_fold(stack), side)[cls] == 1.0, stack
    for stack in folded_at:
        assert getattr(push_fold(stack), side)[cls] == 0.0, stack


def test_the_ends_of_the_hand_are_the_naive_chips():
    rng = random.Random(4)
    for _ in range(50):
        stacks = [round(rng.uniform(1.2, 30), 2) for _ in range(rng.randint(2, 6))]
        sb, bb = rng.sample(range(len(stacks)), 2)
        ante = rng.choice([0.0, 0.1, 0.125])
        ours = equilibrium.outcomes(stacks, sb, bb, ante)
        theirs = naive_hand_stacks(stacks, sb, bb, ante)
        for end in theirs:
            assert ours[end] == pytest.approx(theirs[end], abs=1e-12)
            assert sum(ours[end]) == pytest.approx(sum(stacks))


def test_icm_push_fold_is_exploitable_by_no_more_than_its_exploitability():
    stacks, payouts, sb, bb, ante = [20, 10, 10], [50, 30, 20], 1, 2, 0.1
    result = push_fold(stacks=stacks, payouts=payouts, sb=sb, bb=bb, ante=ante)
    gains = naive_gains(result.push, result.call, icm_values(stacks, payouts, sb, bb, ante))
    assert sum(gains) == pytest.approx(result.exploitability, abs=1e-12)
    assert result.exploitability < 1e-4 and result.stack == 10.0 and result.units == "prize"


def test_icm_with_prizes_linear_in_chips_is_chip_ev():
    """Two players: each prize equity is the last prize plus the rest in proportion to the
    chips, so the ICM game is the chip EV game scaled: the same equilibrium."""
    chips = push_fold(10, 0.1)
    prizes = push_fold(stacks=[10, 10], payouts=[70, 30], sb=0, bb=1, ante=0.1)
    assert max(abs(chips.push[c] - prizes.push[c]) for c in CLASS_NAMES) < 1e-6
    assert max(abs(chips.call[c] - prizes.call[c]) for c in CLASS_NAMES) < 1e-6


def test_icm_tightens_the_calls_on_the_bubble():
    """Three left, two paid: the big blind, covered by a shove from the big stack, calls less
    than in chips (its chips are worth more than they count)."""
    bubble = push_fold(stacks=[30, 10, 10], payouts=[60, 40], sb=0, bb=1)
    assert bubble.call_percent < push_fold(10).call_percent - 5


def test_the_result_record_and_its_charts():
    result = push_fold(10)
    assert isinstance(result, PushFoldResult) and result.iterations > 0 and result.units == "bb"
    assert list(result.push) == list(CLASS_NAMES) and list(result.call) == list(CLASS_NAMES)
    charts = result.charts().splitlines()
    assert charts[0].startswith("Small blind shoves 58.") and len(charts) == 29 and charts[15].startswith("Big blind")
    assert charts[1].startswith("AA  100") and "72o   ." in charts[13]
    grid = result.push_grid()
    assert grid.cell("AA").weight == 1.0 and len(grid.cell("AKo").combos) == 12 and grid.text.startswith("small blind")
    assert grid.total_combos == pytest.approx(result.push_percent / 100 * 1326)
    svg = result.svg()
    assert svg.startswith("<svg") and svg.count("data-class=") == 338
    assert "chip EV, 10 bb, no ante: shoves 58." in repr(result)


@pytest.mark.parametrize("arguments, error, words", [
    (dict(stack=0), ValueError, "stack must be more than 0"),
    (dict(stack=10_000), ValueError, "more than 1,000 big blinds: for stacks in chips, give blinds="),
    (dict(stack=10_000, blinds=(100,)), TypeError, "blinds must be two numbers"),
    (dict(stack=10_000, blinds=(200, 100)), ValueError, "0 < small <= big"),
    (dict(stack=10, bb_ante=1), TypeError, "bb_ante must be True or False"),
    (dict(stack=float("nan")), ValueError, "stack must be a finite number"),
    (dict(stack=True), TypeError, "stack must be a number, not bool"),
    (dict(stack="10"), TypeError, "stack must be a number, not str"),
    (dict(stack=10, ante=-0.1), ValueError, "ante must not be negative"),
    (dict(), ValueError, "give the effective stack"),
    (dict(stack=10, payouts=[1]), ValueError, "go with stacks="),
    (dict(stack=10, stacks=[10, 10], payouts=[1], sb=0, bb=1), ValueError, "not both"),
    (dict(stacks=[10, 10], sb=0, bb=1), ValueError, "needs payouts="),
    (dict(stacks=[10, 10], payouts=[1], sb=0, bb=0), ValueError, "two different players"),
    (dict(stacks=[10, 10], payouts=[1], sb=0, bb=2), ValueError, "bb must be a player's index, 0 to 1"),
    (dict(stacks=[10, 10], payouts=[1], sb=0.0, bb=1), TypeError, "sb must be a whole number"),
    (dict(stacks=[10, 0], payouts=[1], sb=0, bb=1), ValueError, "the big blind's stack must be more than 0"),
    (dict(stacks=[0, 10], payouts=[1], sb=0, bb=1), ValueError, "the small blind's stack must be more than 0"),
    (dict(stacks=[10, 10, 0.1], payouts=[1], sb=0, bb=1, ante=0.1), ValueError, "stacks[2] must be more than the ante"),
    (dict(stacks=[10, -1, 10], payouts=[1], sb=0, bb=2), ValueError, "stacks[1]"),
    (dict(stacks=[10] * 40, payouts=[1] * 40, sb=0, bb=1), ValueError, "too many for exact ICM"),
])
def test_bad_input_is_one_clear_line(arguments, error, words):
    with pytest.raises(error) as caught:
        push_fold(**arguments)
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_numpy_numbers_are_numbers():
    numpy = pytest.importorskip("numpy")
    result = push_fold(numpy.float64(10), numpy.float32(0.0))
    assert result.push == push_fold(10).push
    icm_result = push_fold(stacks=numpy.array([20, 10, 10]), payouts=[50, 30, 20], sb=numpy.int64(1), bb=2)
    assert icm_result.push == push_fold(stacks=[20, 10, 10], payouts=[50, 30, 20], sb=1, bb=2).push


def assert_pure_or_indifferent(result, value: dict) -> None:
    """Every frequency exactly 0.0 or 1.0 with the gain of that action not negative, or mixed
    with the two actions' EVs per hand of the class within 1e-9 big blinds (prize units)."""
    from array import array

    tables = equilibrium.payoff_tables(value)
    push, call = list(result.push.values()), list(result.call.values())
    push_gain, call_gain = solver.gains(*tables, array("d", push), array("d", call))
    for frequencies, gains, side in ((push, push_gain, "push"), (call, call_gain, "call")):
        for c, (f, g) in enumerate(zip(frequencies, gains)):
            # the gain per hand of the class: the tables weigh each class by its chance among the
            # deals (combos / 1326), the big blind's by the chance of facing a shove too
            per_hand = g * 1326 / class_combos(c)
            where = (result.stack, side, CLASS_NAMES[c], f, per_hand)
            if f == 1.0:
                assert per_hand >= -1e-9, where
            elif f == 0.0:
                assert per_hand <= 1e-9, where
            else:
                assert abs(per_hand) <= 1e-9, where


SWEEP_FAST = [1.0, 1.3, 2.05, 2.3, 3.7, 5.1, 8.6, 10.1, 10.36, 12.2, 16.4, 20.31, 20.7, 24.9]


@pytest.mark.parametrize("stack", SWEEP_FAST)
def test_pure_strategies_come_out_pure(stack):
    """Where the equilibrium plays a class always or never its frequency is exactly 1.0 or 0.0
    (8.6, 10.1, 12.2 and 20.7 bb: an earlier clean-up left 0.999 and 1.4 % there; 10.36 bb: a pure
    equilibrium found only by settling one side at a time)."""
    result = push_fold(stack)
    assert_pure_or_indifferent(result, chip_values(stack, 0.0))
    assert result.exploitability < 1e-12 * stack


@pytest.mark.slow
def test_pure_strategies_come_out_pure_at_every_stack_from_1_to_25_bb():
    """Every 0.05 bb from 1 to 25 bb (481 stacks, some minutes); POKERBITS_SWEEP_STEP=0.01 runs
    every 0.01 bb (2,401 stacks, passed 2026-12-06: some 16 minutes on a busy two-core machine)."""
    hundredths = round(float(os.environ.get("POKERBITS_SWEEP_STEP", "0.05")) * 100)
    for step in range(100, 2501, hundredths):
        stack = step / 100
        assert_pure_or_indifferent(push_fold(stack), chip_values(stack, 0.0))


def test_a_stack_of_a_big_blind_or_less():
    """At 1 bb the big blind is all in with its blind: it has no choice (every call 1.0) and the
    small blind completes every hand worth more than folding its half blind; at 0.4 bb the small
    blind is all in too. Checked by the plain best response."""
    for stack in (1.0, 0.8):
        result = push_fold(stack)
        assert set(result.call.values()) == {1.0} and result.iterations == 0
        values = chip_values(stack, 0.0) if stack == 1.0 else None
        if values is not None:
            assert naive_gains(result.push, result.call, values)[0] == pytest.approx(0.0, abs=1e-15)
        assert result.push["32o"] == 1.0 and result.exploitability == 0.0
    assert set(push_fold(0.4).push.values()) == {1.0}
    ends = equilibrium.outcomes([0.8, 0.8], 0, 1, 0.0)
    assert ends["fold"] == pytest.approx([0.3, 1.3]) and ends["sb wins"] == [1.6, 0.0]
    assert equilibrium.decisions([0.8, 0.8], 0, 1, 0.0) == (True, False)


def test_stacks_in_chips_with_the_blinds_in_chips():
    assert push_fold(2000, 50, blinds=(100, 200)).push == push_fold(10, 0.25).push
    chips = push_fold(stacks=[4000, 2000, 2000], payouts=[50, 30, 20], sb=1, bb=2, blinds=(100, 200))
    assert chips.stack == 10.0 and chips.push == push_fold(stacks=[20, 10, 10], payouts=[50, 30, 20], sb=1, bb=2).push


def test_a_big_blind_ante():
    """The big blind posts the ante for both: 0.5 each is 1 bb dead from the big blind, which
    plays for 9 bb more; by hand: fold 9.5 / 10.5, steal 12 / 8, a called shove 20 / 0."""
    ends = equilibrium.outcomes([10.0, 10.0], 0, 1, 0.5, bb_ante=True)
    assert ends["fold"] == [9.5, 10.5] and ends["steal"] == [12.0, 8.0]
    assert ends["sb wins"] == [20.0, 0.0] and ends["bb wins"] == [1.0, 19.0]
    result = push_fold(10, 0.5, bb_ante=True)
    assert result.bb_ante and "big blind ante 0.5" in repr(result)
    assert result.push_percent > push_fold(10).push_percent and result.exploitability < 1e-12


def test_a_short_chart_and_its_gaps():
    from pokerbits import push_fold_chart
    from pokerbits.tournaments.charts import _thresholds

    chart = push_fold_chart(max_stack=2.5)
    assert chart.push["32o"] == 1.4 and chart.call["72o"] == math.inf
    assert all(v == math.inf or 1.0 <= v <= 2.5 for v in list(chart.push.values()) + list(chart.call.values()))
    thresholds, gaps = _thresholds([1.0, 1.1, 1.2, 1.3, 1.4], {"a": [True, False, False, True, False],
                                                             "b": [False] * 5, "c": [True] * 5})
    assert thresholds == {"a": 1.3, "b": 0.0, "c": math.inf} and gaps["a"] == ((1.0, 1.3),) and gaps["c"] == ()
    assert "PushFoldChart heads-up, no ante" in repr(chart) and chart.svg().count("data-class=") == 338
    with pytest.raises(ValueError, match="2 to 10 players"):
        push_fold_chart(players=11)
    with pytest.raises(ValueError, match="max_stack must be from 1 to 100"):
        push_fold_chart(max_stack=0.5)
