"""ICM against every finishing order enumerated with exact fractions (naive_tournament.naive_icm)
on many small random fields, against published examples and pokerkit, and its Monte Carlo
against the exact answer; bad input is refused in one line."""
import math
import random
from array import array
from fractions import Fraction

import pytest

from naive_tournament import naive_icm
from pokerbits import IcmResult, icm
from pokerbits._core.walks import icm as compiled
from pokerbits.tournaments import chip_model


def random_field(rng: random.Random) -> tuple:
    n = rng.randint(1, 6)
    stacks = [rng.choice([0, rng.randint(1, 50), rng.random() * 1e4, rng.randint(1, 10) / 7]) for _ in range(n)]
    if not any(stacks):
        stacks[rng.randrange(n)] = rng.randint(1, 9)
    payouts = [rng.choice([0, rng.randint(1, 100), rng.random()]) for _ in range(rng.randint(1, 8))]
    return stacks, payouts


def test_icm_is_every_finishing_order_enumerated_on_many_small_fields():
    rng = random.Random(41)
    for _ in range(400):
        stacks, payouts = random_field(rng)
        result = icm(stacks, payouts)
        expected = naive_icm(stacks, payouts)
        assert result.exact and result.errors == (0.0,) * len(stacks)
        scale = max(payouts) or 1
        for got, want in zip(result.equities, expected):
            assert abs(Fraction(got) - want) <= 1e-12 * scale, (stacks, payouts)


def test_each_place_chance_is_the_naive_one():
    """A prize of 1 for one place alone gives each player's chance of that place."""
    rng = random.Random(7)
    for _ in range(40):
        stacks = [rng.randint(1, 30) for _ in range(rng.randint(2, 6))]
        for place in range(len(stacks)):
            payouts = [0] * place + [1]
            got = icm(stacks, payouts).equities
            assert all(abs(g - float(w)) < 1e-13 for g, w in zip(got, naive_icm(stacks, payouts)))


def test_the_published_three_player_example():
    """5,000 / 3,000 / 2,000 chips with 50 / 30 / 20: 38.39, 32.75 and 28.86, as published by
    the ICM calculator of pailiku.com (tools/icm-calculator: #1 38.39, #2 32.75, #3 28.86) and,
    for the big stack, by the worked example of the flopturnriver.com poker forum (beginners'
    circle thread 133454: "the big stack expects to win 38.4% of the prize fund"); exactly
    38 11/28, 32 3/4 and 28 6/7."""
    result = icm([5000, 3000, 2000], [50, 30, 20])
    assert [round(e, 2) for e in result.equities] == [38.39, 32.75, 28.86]
    assert [Fraction(e).limit_denominator(1000) for e in result.equities] == \
        [Fraction(1075, 28), Fraction(131, 4), Fraction(202, 7)]


def test_published_four_player_and_two_prize_examples():
    """pailiku.com's ICM result page (tools/icm-calculator/result): 5,000 / 3,000 / 1,500 / 500
    with 500 / 300 / 200 give 377.78, 312.89, 225.60, 83.73; Wikipedia's Independent Chip Model
    article: 50 / 30 / 20 % of the chips with 70 / 30 give about 45, 32 and 22."""
    assert [round(e, 2) for e in icm([5000, 3000, 1500, 500], [500, 300, 200]).equities] == \
        [377.78, 312.89, 225.60, 83.73]
    assert [round(e) for e in icm([50, 30, 20], [70, 30]).equities] == [45, 32, 23]   # 22.57: "about 22"


def test_pokerkit_agrees():
    analysis = pytest.importorskip("pokerkit.analysis")
    rng = random.Random(3)
    for _ in range(30):
        stacks = [rng.randint(1, 1000) for _ in range(rng.randint(2, 7))]
        payouts = [rng.randint(1, 100) for _ in range(rng.randint(1, len(stacks)))]
        theirs = analysis.calculate_icm(payouts, stacks)
        ours = icm(stacks, payouts).equities
        assert all(math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9) for a, b in zip(ours, theirs))


def test_players_without_chips_finish_last_in_the_order_given():
    result = icm([0, 10, 0, 30], [70, 20, 6, 4])
    assert result.equities[0] == 6 and result.equities[2] == 4
    assert result.equities[1] == pytest.approx(70 * 0.25 + 20 * 0.75)


def test_fewer_players_than_prizes_leave_the_lower_places_unpaid():
    result = icm([1, 1], [60, 30, 10])
    assert result.equities == (45.0, 45.0)


def test_prizes_need_not_be_sorted():
    """payouts[k] is the prize of place k + 1, whatever its size."""
    result = icm([1, 3], [0, 10])
    assert result.equities == pytest.approx((7.5, 2.5))


def test_eighteen_players_paid_all_the_way_are_exact():
    rng = random.Random(18)
    stacks = [rng.randint(1, 10_000) for _ in range(18)]
    payouts = [rng.randint(0, 1000) for _ in range(18)]
    result = icm(stacks, payouts)
    assert result.exact
    assert math.fsum(result.equities) == pytest.approx(sum(payouts), rel=1e-12)
    equal = icm([5] * 18, payouts)
    assert all(e == pytest.approx(sum(payouts) / 18, rel=1e-12) for e in equal.equities)
    sampled = icm(stacks, payouts, samples=200_000, seed=5)
    assert all(abs(s - e) < 5 * err for s, e, err in zip(sampled.equities, result.equities, sampled.errors))


def test_one_stack_order_changes_nothing_but_the_order():
    rng = random.Random(2)
    stacks = [rng.randint(1, 100) for _ in range(9)]
    payouts = [50, 30, 20, 10]
    order = list(range(9))
    rng.shuffle(order)
    a, b = icm(stacks, payouts).equities, icm([stacks[i] for i in order], payouts).equities
    assert all(b[k] == pytest.approx(a[i], rel=1e-12) for k, i in enumerate(order))


def test_monte_carlo_is_within_its_errors_and_reports_its_seed():
    stacks, payouts = [5000, 3000, 2000, 700, 300], [50, 30, 20, 5]
    exact = icm(stacks, payouts)
    sampled = icm(stacks, payouts, samples=100_000, seed=12)
    assert not sampled.exact and sampled.seed == 12 and sampled.samples == 100_000
    assert all(0 < err < 0.2 for err in sampled.errors)
    assert all(abs(s - e) < 5 * err for s, e, err in zip(sampled.equities, exact.equities, sampled.errors))
    again = icm(stacks, payouts, samples=10_000, seed=12)
    assert again.equities == icm(stacks, payouts, samples=10_000, seed=12).equities
    unseeded = icm(stacks, payouts, samples=5000)
    assert unseeded.seed is not None
    assert icm(stacks, payouts, samples=5000, seed=unseeded.seed).equities == unseeded.equities


def test_past_the_exact_limit_orders_are_sampled(monkeypatch):
    monkeypatch.setattr(chip_model, "MAX_DEFAULT_SAMPLES", 20_000)
    rng = random.Random(40)
    stacks = [rng.randint(1, 100) for _ in range(40)]
    payouts = list(range(40, 0, -1))
    seen = []
    result = icm(stacks, payouts, seed=1, progress=lambda done, total: seen.append((done, total)))
    assert not result.exact and result.samples == 20_000 and seen[-1][0] == seen[-1][1] == 5
    assert math.fsum(result.equities) == pytest.approx(sum(payouts), rel=1e-9)   # every order pays every place
    big = icm([1] * 40, payouts, samples=20_000, seed=3)
    assert all(abs(e - 20.5) < 5 * err for e, err in zip(big.equities, big.errors))


def test_many_players_few_places_stay_exact():
    """The walk only visits the sets of players above the paid places: 300 players, 3 paid."""
    rng = random.Random(300)
    stacks = [rng.randint(1, 50) for _ in range(300)]
    result = icm(stacks, [50, 30, 20])
    assert result.exact
    top = stacks.index(max(stacks))
    first = stacks[top] / sum(stacks)
    assert result.equities[top] > 50 * first


def test_huge_and_tiny_stacks():
    assert icm([1e300, 1e300], [1, 0]).equities == (0.5, 0.5)
    assert icm([1e300, 1e-300], [1]).equities == (1.0, 0.0)   # a float's range: the small stack is 0 beside it
    with pytest.raises(ValueError, match="stacks"):
        icm([10 ** 400, 1], [1])                                  # beyond a float
    assert icm([1e-300, 3e-300], [4]).equities == pytest.approx((1.0, 3.0))


def test_numpy_numbers_are_numbers():
    numpy = pytest.importorskip("numpy")
    result = icm(numpy.array([5000, 3000, 2000]), [numpy.float32(50), numpy.int64(30), 20])
    assert result.equities == icm([5000, 3000, 2000], [50, 30, 20]).equities


@pytest.mark.parametrize("stacks, payouts, error, words", [
    ([1, -2], [1], ValueError, "stacks[1] must be a finite number, 0 or more"),
    ([1, float("nan")], [1], ValueError, "stacks[1]"),
    ([1, float("inf")], [1], ValueError, "stacks[1]"),
    ([1, 2], [1, -1], ValueError, "payouts[1]"),
    ([1, 2], [float("nan")], ValueError, "payouts[0]"),
    ([0, 0], [1], ValueError, "no player has chips"),
    ([], [1], ValueError, "stacks is empty"),
    ([1], [], ValueError, "payouts is empty"),
    ([True, 2], [1], TypeError, "stacks[0] must be a number, not bool"),
    ([1, 2], [1, False], TypeError, "payouts[1] must be a number, not bool"),
    ("5000 3000", [1], TypeError, "stacks must be a list of numbers, not str"),
    ([1, "2"], [1], TypeError, "stacks[1] must be a number, not str"),
    (5000, [1], TypeError, "stacks must be a list of numbers, not int"),
    ([1, -10 ** 400], [1], ValueError, "stacks[1]"),
])
def test_bad_input_is_one_clear_line(stacks, payouts, error, words):
    with pytest.raises(error) as caught:
        icm(stacks, payouts)
    assert words in str(caught.value) and "\n" not in str(caught.value) and len(str(caught.value)) < 120


def test_bad_monte_carlo_arguments():
    with pytest.raises(ValueError, match="samples"):
        icm([1, 2], [1], samples=0)
    with pytest.raises(TypeError, match="seed"):
        icm([1, 2], [1], samples=10, seed=1.5)
    with pytest.raises(TypeError, match="progress"):
        icm([1, 2], [1], progress=3)


def test_the_result_record():
    result = icm([5000, 3000, 2000], [50, 30, 20])
    assert isinstance(result, IcmResult) and result.payouts == (50.0, 30.0, 20.0) and result.seed is None
    assert repr(result) == "<IcmResult 3 players, exact, equities (38.3929, 32.7500, 28.8571)>"
    sampled = icm([5000, 3000, 2000], [50, 30, 20], samples=5000, seed=4)
    assert "± error" in sampled.table() and "seed 4" in sampled.table() and "seed 4" in repr(sampled)


def test_the_compiled_walk_refuses_what_it_cannot_do():
    out = array("d", [0.0] * 4)
    with pytest.raises(ValueError, match="places"):
        compiled.place_chances(array("d", [1.0, 2.0]), 3, out)
    with pytest.raises(ValueError, match="fewer"):
        compiled.place_chances(array("d", [1.0, 2.0]), 2, array("d", [0.0]))
    with pytest.raises(ValueError, match="positive"):
        compiled.place_chances(array("d", [1.0, 0.0]), 2, out)
    with pytest.raises(ValueError, match="too long"):
        compiled.place_chances(array("d", [1.0] * 50), 50, array("d", [0.0] * 2500))
    with pytest.raises(ValueError, match="prizes"):
        compiled.sampled_prizes(array("d", [1.0]), array("d", [1.0, 2.0]), 1, 0, 10, array("d", [0.0]),
                                array("d", [0.0]))
    assert compiled.exact_work(18, 18, 10 ** 9) == 18 * 2 ** 17
    assert compiled.exact_work(10 ** 6, 3, 10 ** 9) == -1


def place_chances(stacks: list, k: int) -> list:
    """Each player's chance of place k + 1 by a plain recursion over who takes each place
    (fractions): fast enough for nine players, where every order is too many."""
    chips = [Fraction(s) for s in stacks]
    out = [Fraction(0)] * len(chips)

    def walk(left: frozenset, chance: Fraction, place: int) -> None:
        total = sum(chips[i] for i in left)
        for i in sorted(left):
            share = chance * chips[i] / total if total else Fraction(0)
            if place == k:
                out[i] += share
            elif share:
                walk(left - {i}, share, place + 1)

    playing = frozenset(i for i, c in enumerate(chips) if c > 0)
    broke = [i for i, c in enumerate(chips) if c == 0]
    if k >= len(playing):
        out[broke[k - len(playing)]] = Fraction(1)
    else:
        walk(playing, Fraction(1), 0)
    return out


def test_places_are_the_naive_place_chances():
    """places[i][k], each player's chance of place k + 1, against every finishing order
    enumerated with fractions (a prize of 1 for that place alone), through the compiled small
    field and the general way (numpy numbers, a broke player, more players than SMALL)."""
    rng = random.Random(12)
    for _ in range(60):
        n = rng.randint(1, 6) if _ % 20 else 9
        stacks = [rng.choice([rng.randint(1, 40), rng.random() * 100]) for _ in range(n)]
        if n > 2 and rng.random() < 0.3:
            stacks[rng.randrange(n)] = 0
        payouts = [rng.randint(0, 9) for _ in range(rng.randint(1, n + 2))]
        result = icm(stacks if rng.random() < 0.5 else tuple(stacks), payouts)
        width = min(len(payouts), n)
        assert result.exact and len(result.places) == n and all(len(row) == width for row in result.places)
        for k in range(width if n < 9 else min(width, 2)):
            want = naive_icm(stacks, [0] * k + [1]) if n < 9 else place_chances(stacks, k)
            assert all(abs(Fraction(result.places[i][k]) - want[i]) < 1e-13 for i in range(n)), (stacks, k)
        assert all(abs(e - sum(p * c for p, c in zip(payouts, row))) < 1e-9 * (1 + max(payouts))
                   for e, row in zip(result.equities, result.places))


def test_the_compiled_small_field_is_the_general_way():
    stacks, payouts = [5000, 3000.5, 2000, 1], [50, 30, 20, 0.5]
    fast = icm(stacks, payouts)
    general = icm(stacks, payouts, progress=lambda done, total: None)   # any option: the general way
    assert fast.places == general.places and fast.stacks == general.stacks and fast.payouts == general.payouts
    assert fast.equities == pytest.approx(general.equities, rel=1e-14)
    assert compiled.small_field([1, 2], [1, "2"]) is None and compiled.small_field([1, True], [1]) is None
    assert compiled.small_field([1] * 9, [1]) is None and compiled.small_field([1, float("nan")], [1]) is None


def test_places_are_none_when_sampled():
    result = icm([5000, 3000, 2000], [50, 30, 20], samples=1000, seed=3)
    assert result.places is None and "1st" not in result.table()
