"""Hostile input: every public function answers ValueError/TypeError or the reference's answer."""
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pokerbits
import reference
from conftest import refused_or
from interrupts import ctrl_c_after

DECK_MASK = 0x1FFF1FFF1FFF1FFF
CARD_BITS = [16 * suit + rank for suit in range(4) for rank in range(13)]

card_sets = st.lists(st.sampled_from(CARD_BITS), min_size=0, max_size=12, unique=True).map(
    lambda bits: sum(1 << b for b in bits))
any_ints = st.one_of(st.integers(), st.integers(min_value=0, max_value=2**64 - 1), card_sets)
card_texts = st.text(alphabet=string.printable + "♠♥♦♣♤♡♢♧é10", max_size=40)


@given(any_ints)
def test_cards_on_any_int(number):
    if 0 <= number and number & ~DECK_MASK == 0:
        assert pokerbits.cards(number) == number
    else:
        with pytest.raises(ValueError):
            pokerbits.cards(number)


@given(card_texts)
def test_cards_on_any_text(text):
    try:
        parsed = pokerbits.cards(text)
    except ValueError as error:
        assert str(error)
        return
    assert parsed & ~DECK_MASK == 0
    assert pokerbits.cards(pokerbits.card_strings(parsed)) == parsed


@given(st.lists(st.one_of(st.text(max_size=4), st.integers(), st.none(), st.floats()), max_size=8))
def test_cards_on_any_list(items):
    try:
        parsed = pokerbits.cards(items)
    except (ValueError, TypeError):
        return
    assert all(isinstance(item, str) for item in items)
    assert parsed & ~DECK_MASK == 0


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(any_ints)
def test_high_on_any_int(number):
    valid = 0 <= number and number & ~DECK_MASK == 0 and bin(number).count("1") >= 5
    if not valid:
        with pytest.raises(ValueError):
            pokerbits.high(number)
        return
    value = pokerbits.high(number)
    assert 1 <= value <= 7462
    hand = reference.from_mask(number)
    if len(hand) <= 9:
        best = reference.high(hand)
        assert pokerbits.high(pokerbits.best_five("high", number)) == value
        assert reference.high_key(reference.from_mask(pokerbits.cards(pokerbits.best_five("high", number)))) == best


@given(st.one_of(st.integers(), st.text(max_size=5), st.none(), st.floats(), st.booleans()))
def test_describe_and_category_on_anything(value):
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 7462:
        assert pokerbits.describe("high", value)
        assert 1 <= pokerbits.category("high", value) <= 10
        return
    with pytest.raises(ValueError):
        pokerbits.describe("high", value)
    with pytest.raises(ValueError):
        pokerbits.category("high", value)


@pytest.mark.parametrize("system", [None, 1, "", "HIGH", "high ", ["high"]])
def test_unknown_systems(system):
    if isinstance(system, str):
        with pytest.raises(ValueError, match="unknown ranking system"):
            pokerbits.describe(system, 1)
    else:
        with pytest.raises(TypeError, match="a ranking system is a name"):
            pokerbits.describe(system, 1)


def test_huge_inputs_are_refused_quickly():
    with pytest.raises(ValueError, match="duplicate"):
        pokerbits.cards("As " * 100_000)
    with pytest.raises(ValueError):
        pokerbits.cards(10 ** 10_000)
    with pytest.raises(ValueError):
        pokerbits.high(["2c"] * 3)


@given(any_ints)
def test_card_strings_on_any_int(number):
    if 0 <= number and number & ~DECK_MASK == 0:
        assert pokerbits.cards(pokerbits.card_strings(number)) == number
        assert len(pokerbits.card_strings(number)) == bin(number).count("1")
    else:
        with pytest.raises(ValueError, match="card set"):
            pokerbits.card_strings(number)


anything = st.one_of(st.integers(), st.floats(), st.text(max_size=3), st.none(), st.booleans(), st.binary(max_size=2),
                     st.lists(st.integers(), max_size=2))


@given(anything.filter(lambda n: not (type(n) is int and 4 <= n <= 7)))   # valid counts: tested elsewhere
def test_census_refuses_any_other_count(n_cards):
    for system in ("high", "badugi"):
        with pytest.raises((ValueError, TypeError), match="n_cards|census"):
            pokerbits.census(system, n_cards)


@given(st.one_of(anything, st.sampled_from(["high", "badugi", "ace_five_8"])), st.one_of(anything, card_sets))
def test_best_five_on_anything(system, cards):
    best = refused_or(pokerbits.best_five, system, cards)
    assert best is None or pokerbits.cards(best) & ~pokerbits.cards(cards) == 0


CLI_WORDS = ["rank", "compare", "census", "showdown", "--system", "--cards", "--game", "--board", "--pot", "high",
             "badugi", "ace_five_8", "holdem", "omaha-hi-lo", "razz", "-1", "0", "8", "1.5", "99999999999999999999",
             "", "10", "As Ks Qs Js Ts", "2c 3d 4h 5s 7c", "Ah 2h 3c 4d", "10h 10s", "As", "Ks Kd", "♠",
             "equity", "--samples", "--seed", "--threads", "--dead", "AA", "KK,AKs", "random", "AsAd"]


@settings(deadline=None)
@given(st.lists(st.one_of(st.sampled_from(CLI_WORDS), st.text(max_size=6)), max_size=7))
def test_cli_on_any_arguments(argv):
    from pokerbits import cli

    if "census" in argv:
        argv = argv + ["--cards", "8"]   # a valid census is slow (tested in test_cli); the last --cards counts
    if "equity" in argv:
        argv = argv + ["--samples", "300"]   # and so may an exact equity be
    try:
        status = cli.main(argv)
    except SystemExit as done:   # argparse: --help, or a usage error
        status = done.code
    assert status in (0, 2)


range_words = st.sampled_from(["AA", "AKs+", "QQ+:0.5", "QQ+:-1", "QQ+:nan", "22+,A2s+", "AA-", "random", "any",
                               "AsAd", "AsAdKs", "XX", ",,,", "AKo:0", "Ks", "10s 10h", ""])
# mostly valid pieces, so that about half the problems can be played
equity_hand = st.one_of(*[range_words] * 8, card_texts, st.integers(), st.none())
equity_hands = st.one_of(st.lists(equity_hand, min_size=2, max_size=4), st.lists(equity_hand, max_size=12))
boards = st.one_of(st.none(), st.none(), st.sampled_from(["2c 3d 4h", "2c 3d 4h 5s 6c", "Ks 7d 2h 9c"]),
                   st.sampled_from(["2c 2c 3d", "2c 3d 4h 5s 6c 7d"]), card_texts)


@settings(deadline=None, max_examples=60)
@given(st.sampled_from(["holdem", "holdem", "omaha", "stud", "razz", "nope"]), equity_hands, boards,
       st.sampled_from([1000] * 6 + [0, -5, 1.5, "100", None, True]))
def test_equity_on_hostile_input(game, hands, board, samples):
    if samples is None and game != "nope":   # exact runs may be long: only on a full board
        board = "2c 3d 4h 5s 6c" if game in ("holdem", "omaha") else None
    result = refused_or(pokerbits.equity, game, hands, board=board, samples=samples, seed=1)
    if result is None:
        return
    equities = result.equities
    assert len(equities) == len(hands) and all(0 <= e <= 1 for e in equities)
    assert abs(sum(equities) - 1) < 1e-9


@given(st.one_of(st.integers(), st.floats(), st.none(), st.text(max_size=2), st.booleans()))
def test_equity_counts_on_anything(number):
    for keyword in ("threads", "samples", "seed"):
        if keyword == "samples" and type(number) is int and number > 10_000:
            continue   # valid up to 2**48 deals, and as slow as asked for
        result = refused_or(pokerbits.equity, "holdem", ["AsAd", "KsKd"], board="2c 3d 4h 5s 7c", **{keyword: number})
        assert result is None or result.equities == [1.0, 0.0]


@pytest.mark.parametrize("workers", [0, -1, 1.5, "2", True, 2**64, 10**6])
def test_equity_table_workers(workers):
    try:   # a pool starts every worker it may use: never more than there are tasks
        table = pokerbits.equity_table("holdem", ["AA"], ["KK"], board="2c 3d 4h 5s 7c", max_workers=workers)
    except (ValueError, TypeError) as error:
        assert "max_workers" in str(error)
        assert workers not in (2**64, 10**6)
        return
    assert workers in (2**64, 10**6)
    alone = pokerbits.equity("holdem", ["AA", "KK"], board="2c 3d 4h 5s 7c")
    assert table.equity[0][0] == pytest.approx(alone.equities[0])


@settings(deadline=None, max_examples=40)
@given(st.lists(st.sampled_from(["AA", "AKs+", "QQ+:0.5", "22+,A2s+", "random", "AsAd", "Ks", "7c 2d", "JTs:0.1"]),
                min_size=2, max_size=4),
       st.sampled_from([None, "2c 3d 4h", "Ks 7d 2h 9c", "Ah Kh Qh Jh Th"]))
def test_equity_of_playable_problems_adds_up(hands, board):
    try:   # cards shared by the pieces (AA and AsAd, Ks on the board...) are still refused
        result = pokerbits.equity("holdem", hands, board=board, samples=1000, seed=1)
    except ValueError as error:
        assert "duplicate card" in str(error) or "no hand of" in str(error) or "cannot all be dealt" in str(error)
        return
    assert all(0 <= e <= 1 for e in result.equities) and abs(sum(result.equities) - 1) < 1e-9
    assert all(p.combo_count for p in result.players) and result.deals == 1000


@settings(deadline=None)
@given(st.lists(card_sets, max_size=12), st.sampled_from(["<u8", ">u8", "<i8", "<u4", "<f8", "u1"]),
       st.sampled_from([1, 2, -1]), st.booleans(),
       st.one_of(st.none(), st.tuples(st.sampled_from(["<i4", "<i8", "<u4"]), st.integers(-1, 1), st.booleans(),
                                      st.sampled_from([1, 2]))),
       st.one_of(st.integers(), st.floats(), st.none(), st.booleans()))
def test_evaluate_many_on_hostile_buffers(numbers, dtype, step, two_dimensional, out_shape, threads):
    np = pytest.importorskip("numpy")
    card_sets = np.array([n | 0x1F00 for n in numbers], dtype=np.uint64)   # five more cards: a high hand or a duplicate
    card_sets = card_sets.astype(dtype)[::step]
    if two_dimensional:
        card_sets = card_sets.reshape(1, -1)
    out = None
    if out_shape is not None:
        out_dtype, extra, read_only, out_step = out_shape
        out = np.zeros(max(0, len(numbers) + extra) * out_step, dtype=out_dtype)[::out_step]
        out.flags.writeable = not read_only
    values = refused_or(pokerbits.evaluate_many, "high", card_sets, out=out, threads=threads)
    if values is None:
        return
    assert card_sets.dtype.kind in "ui" and not two_dimensional   # integer arrays of any layout are copied
    assert out is None or (out.dtype == np.int32 and out.flags.writeable and len(out) == len(numbers))
    assert type(threads) is int and threads >= 1
    assert list(values) == [pokerbits.high(int(n)) for n in card_sets]


@settings(deadline=None)   # up to 48 census threads on a shared machine
@given(st.one_of(st.integers(), st.floats(), st.none(), st.booleans(), st.text(max_size=2)))
def test_thread_counts_on_anything(threads):
    np = pytest.importorskip("numpy")
    hands = np.array([pokerbits.cards("As Ks Qs Js Ts 2c 3d"), pokerbits.cards("7c 5d 4h 3s 2c")], dtype=np.uint64)
    holes = np.array([pokerbits.cards("As Ks 2d 3d")] * 2, dtype=np.uint64)
    boards = np.array([pokerbits.cards("Qs Js Ts 7h 8h")] * 2, dtype=np.uint64)
    calls = [lambda: list(pokerbits.evaluate_many("high", hands, threads=threads)),
             lambda: list(pokerbits.evaluate_many("high", hands[:0], threads=threads)),
             lambda: list(pokerbits.omaha_many("high", holes, boards, threads=threads)),
             lambda: pokerbits.census("ace_five", 5, threads=threads).total]
    valid = type(threads) is int and threads >= 1   # any size: no more threads than pieces of work
    for call, answer in zip(calls, ([7462, 1], [], [7462, 7462], 2_598_960)):
        if valid:
            assert call() == answer
        else:
            with pytest.raises((ValueError, TypeError), match="threads"):
                call()


def test_out_sharing_memory_with_the_input_is_refused():
    np = pytest.importorskip("numpy")
    hands = np.array([pokerbits.cards("As Ks Qs Js Ts 2c 3d")] * 8, dtype=np.uint64)
    with pytest.raises(ValueError, match="out shares memory with card_sets"):
        pokerbits.evaluate_many("high", hands, out=hands.view(np.int32)[4:12])
    with pytest.raises(ValueError, match="out shares memory with boards"):
        pokerbits.omaha_many("high", hands[:4] >> 8, hands[4:], out=hands[4:].view(np.int32)[:4])


@settings(deadline=None)   # broad patterns ("2" in Omaha: 83,300 hands) are listed in Python
@given(st.text(alphabet="AKQJT98765432sohcdx+-,: .0e♠é", max_size=16), st.sampled_from([2, 4, 5, 0, -1, 10**9]))
def test_ranges_on_any_text(text, hole_cards):
    from pokerbits import ranges

    combos = refused_or(ranges.parse, text, hole_cards)
    if combos is None:
        return
    assert combos and all(bin(cs).count("1") == hole_cards and cs & ~DECK_MASK == 0 for cs in combos)
    assert all(0 < weight < float("inf") for weight in combos.values())


# ---- issue 18: each class of failure an independent probe found, held fixed ----------------

class Shifty:
    """An __index__ that answers differently on each call: valid first, then far off."""

    def __init__(self, *answers):
        self.answers = list(answers)

    def __index__(self):
        return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]


@given(st.integers(0, 63), st.integers(-10**12, 10**12))
def test_index_is_read_once(first, later):
    from pokerbits._core.kernels import compat
    from pokerbits.compat import deuces, treys

    assert compat.treys_int(Shifty(first, later)) == compat.treys_int(first)
    assert len(treys.Deck(seed=1).draw(Shifty(first % 52, later))) == first % 52
    drawn = deuces.Deck().draw(Shifty(first % 50 + 2, later))
    assert len(drawn) == first % 50 + 2


def test_misaligned_buffers_are_refused():
    np = pytest.importorskip("numpy")
    hands = np.frombuffer(bytearray(161), np.uint64, offset=1, count=20)
    assert not hands.flags.aligned
    with pytest.raises(ValueError, match="card_sets is not aligned to 8 bytes"):
        pokerbits.evaluate_many("high", hands)
    with pytest.raises(ValueError, match="holes is not aligned"):
        pokerbits.omaha_many("high", hands, hands.copy())
    good = np.array([pokerbits.cards("As Ks Qs Js Ts")] * 20, dtype=np.uint64)
    out = np.frombuffer(bytearray(81), np.int32, offset=1, count=20)
    with pytest.raises(ValueError, match="out is not aligned to 4 bytes"):
        pokerbits.evaluate_many("high", good, out=out)
    assert list(pokerbits.evaluate_many("high", good)) == [7462] * 20


def test_monte_carlo_tasks_are_planned_lazily():
    from pokerbits.equities.plan import MC_CHUNK, EquityPlan

    plan = EquityPlan("holdem", ["AA", "KK"], samples=2**48, seed=1)   # the documented maximum
    assert len(plan.tasks) == 2**48 // MC_CHUNK // 4
    assert sum(task.count for task in plan.tasks[-3:]) == 12 and plan.tasks[-1].first == 2**32 - 4
    first = plan.outputs(threads=2)   # a few tasks queued per thread, not 2**30
    index, tally = next(first)
    first.close()
    assert 0 <= index < 4 and tally[0] == 4 * MC_CHUNK
    with pytest.raises(ValueError, match="tasks"):
        pokerbits.equity_table("holdem", ["AA"], ["KK"], samples=2**48, max_workers=1)
    from pokerbits.equities.draws import DrawPlan
    from pokerbits.equities.hands import parse_hand

    game = pokerbits.games.game("2-7-triple-draw")   # the draw engine's tasks too
    hands = [parse_hand(hand, game, "a player") for hand in ("7c 5d 4h 2s Kc", "random")]
    draws = DrawPlan(game, hands, 0, [None, None], 3, samples=2**48, seed=1, keep=None)
    assert len(draws.tasks) == 2**30 and draws.tasks[-1].first == 2**32 - 4


@settings(deadline=None, max_examples=25)
@given(st.sampled_from(["AA", "KK", "AKs", "QQ+", "JTs"]), st.sampled_from(["QQ", "72o", "AKo", "22+"]),
       st.sampled_from([1e-300, 1e-200, 1e-10, 1.0, 1e200, 1e308]), st.sampled_from([1e-300, 1.0, 1e308]),
       st.sampled_from([None, 2000]))
def test_extreme_weights_never_give_nan(first, second, weight_a, weight_b, samples):
    hands = [f"{first}:{weight_a}", f"{second}:{weight_b}"]
    plain = [first, second]
    try:
        result = pokerbits.equity("holdem", hands, board="2c 3d 4h", samples=samples, seed=1)
    except ValueError as error:   # only what the unweighted problem refuses too
        with pytest.raises(ValueError, match=str(error).split(":")[0]):
            pokerbits.equity("holdem", plain, board="2c 3d 4h", samples=samples, seed=1)
        return
    unweighted = pokerbits.equity("holdem", plain, board="2c 3d 4h", samples=samples, seed=1)
    # one weight for a whole range changes nothing: the same equities, never NaN
    assert result.equities == pytest.approx(unweighted.equities, abs=1e-12)
    assert all(0 <= e <= 1 for e in result.equities)


def test_big_weights_within_a_range_keep_their_odds():
    result = pokerbits.equity("holdem", ["AA:1e308,KK:1e308", "QQ"], board="2c 3d 4h")
    same = pokerbits.equity("holdem", ["AA,KK", "QQ"], board="2c 3d 4h")
    assert result.equities == pytest.approx(same.equities)


def test_ranges_that_almost_never_fit_fail_fast():
    import itertools
    import time

    pool = [rank + suit for rank in "AKQJT" for suit in "shdc"]   # four players from 20 cards:
    omaha_range = ",".join("".join(c) for c in itertools.combinations(pool, 4))   # 1 draw in 1,800 fits
    start = time.monotonic()
    with pytest.raises(ValueError, match="almost never fit together"):
        pokerbits.equity("omaha", [omaha_range] * 4, samples=1_000_000, seed=1)
    assert time.monotonic() - start < 60   # not the hours of a rejection sampler without a limit


def test_holdem_ranges_that_never_fit_on_a_board_fail_with_a_clear_error():
    """Nine hold'em ranges whose draws always clash (the fuzz run's find): the hold'em loop read the
    rank keys of combos a failed draw had left unset, and crashed; now the same clear ValueError."""
    hands = ["AKs+", "KK,AKs", "22+,A2s+", "AKs+", "22+,A2s+", "AA", "AKs+", "22+,A2s+", "JTs:0.1"]
    with pytest.raises(ValueError, match="almost never fit together"):
        pokerbits.equity("holdem", hands, board="2c 3d 4h", samples=100, seed=1)


def _call_threads() -> set:
    """The running threads but the batch pool's workers (started once, kept for later calls)."""
    import threading

    return {t for t in threading.enumerate() if not t.name.startswith("pokerbits-worker-")}


def _one_long_core_call(exact: bool):
    """One compiled call that runs for seconds: between Python calls, Python checks signals itself
    (exact: three ranges, about 300 million deals, walked card by card: split at the last slot,
    without the classes of boards and of combos that take it well under a second)."""
    from pokerbits._core.walks import exact_walk, monte_carlo
    from pokerbits.equities.plan import EquityPlan

    hands = ["AA", "KK", "QQ"] if exact else ["AA", "KK"]
    deal = EquityPlan("holdem", hands, samples=None if exact else 2**40, seed=1).deal
    if exact:
        return exact_walk.enumerate_stripe(deal, deal.n_slots, 1, 0)
    return monte_carlo.monte_carlo(deal, 1, 2**40, 0, 1000)


def _one_long_rank_walk():
    """One exact stripe of some two seconds whose boards are all walked by ranks: 1,035 classes
    of the random hand's combos (four players, no suit symmetry), each a rank walk."""
    from pokerbits._core.walks import exact_walk
    from pokerbits.equities.plan import EquityPlan

    deal = EquityPlan("holdem", ["AhKh", "QsQd", "JcTc", "random"]).deal
    assert deal.board_by_ranks and deal.stripes_by_class
    return exact_walk.enumerate_stripe(deal, deal.n_players, 1, 0)


@pytest.mark.parametrize("call", [
    lambda: pokerbits.census("badugi", 7),
    lambda: pokerbits.census("deuce_seven", 7, threads=64),   # seconds, not the 0.3 s of "high"
    lambda: _one_long_core_call(exact=False),
    lambda: _one_long_core_call(exact=True),
    _one_long_rank_walk,
    lambda: pokerbits.equity("holdem", ["AA", "KK", "QQ"], samples=2**40, seed=1, threads=3),
    lambda: pokerbits.deal_many(2**24, 52, seed=1),   # some 10 s to its end
], ids=["census", "census-threads", "monte-carlo", "exact", "rank-walk", "equity-threads", "deal-many"])
def test_compiled_loops_stop_on_ctrl_c(call, request):
    import time

    before = _call_threads()
    start = time.monotonic()
    with ctrl_c_after(0.3), pytest.raises(KeyboardInterrupt) as stopped:
        call()
    assert time.monotonic() - start < 20   # a check every 65,536 evaluations: milliseconds after the signal
    assert _call_threads() <= before   # every thread of the call joined (the pool's wait for work)
    if "threads" not in request.node.callspec.id:   # (a threaded call's main thread raises in its wait)
        # raised inside the compiled loop (a .pyx frame), not by Python once the loop had finished
        assert any(str(entry.path).endswith(".pyx") for entry in stopped.traceback), stopped.traceback


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("kind", ["evaluate_many", "omaha_many"])
def test_batches_stop_on_ctrl_c(kind, threads):
    np = pytest.importorskip("numpy")
    import random
    import time

    rng = random.Random(1)
    deals = [rng.sample(CARD_BITS, 11) for _ in range(4096)]

    def column(lo, hi, n):
        return np.tile(np.array([sum(1 << b for b in deal[lo:hi]) for deal in deals], np.uint64), n // len(deals))

    n = 2**25   # about a second for the whole batch on one thread, and a third of one on three
                # threads truly in parallel: the signal, 0.05 s in, comes well before its end
    if kind == "evaluate_many":   # Badugi, 7 cards
        args = ("badugi", column(0, 7, n))
    else:                         # Omaha, 6 hole cards
        args = ("high", column(0, 6, n), column(6, 11, n))
    out = np.full(n, -1, np.int32)
    before = _call_threads()
    with ctrl_c_after(0.05), pytest.raises(KeyboardInterrupt):
        getattr(pokerbits, kind)(*args, out=out, threads=threads)
    # stopped at a check soon after the signal; without the checks the batch runs to its end
    # (and Python raises the KeyboardInterrupt only then)
    # (threads truly in parallel, as without the GIL, do more of it before the signal: a quarter left)
    assert np.count_nonzero(out == -1) > n // 4
    assert _call_threads() <= before
    # no share of the call still runs on the pool's workers: nothing more is written
    written = out.copy()
    time.sleep(0.2)
    assert np.array_equal(out, written)
    # and the pool serves the next call in full
    if kind == "evaluate_many":
        part = args[1][:100_000]
        assert np.array_equal(pokerbits.evaluate_many("badugi", part, threads=threads),
                              pokerbits.evaluate_many("badugi", part))


@pytest.mark.parametrize("kind", ["index_many", "unindex_many"])
def test_indexer_batches_stop_on_ctrl_c(kind):
    np = pytest.importorskip("numpy")
    indexer = pokerbits.HandIndexer([2, 3, 1, 1])
    n = 2**22   # river deals: a tenth of a second or more (index_many), over a second (unindex_many)
    if kind == "index_many":
        deal = np.array([pokerbits.cards(c) for c in ("Ah Kh", "Qh Jh Th", "2c", "3d")], np.uint64)
        args, out = (3, np.tile(deal, n)), np.zeros(n, np.uint64)
    else:
        args, out = (3, np.arange(n, dtype=np.uint64)), np.zeros(4 * n, np.uint64)
    with ctrl_c_after(0.01), pytest.raises(KeyboardInterrupt):
        getattr(indexer, kind)(*args, out=out)
    assert np.count_nonzero(out == 0) > 0   # stopped before the end (an index or a card set is never 0)


@pytest.mark.parametrize("kind", ["monte-carlo", "exact", "draws"])
def test_a_set_stop_flag_stops_a_task(kind):
    from array import array

    from pokerbits._core.walks import draws as draw_core
    from pokerbits._core.walks import exact_walk, monte_carlo
    from pokerbits.equities.plan import EquityPlan

    stop = array("i", [1])   # set by the run this task belongs to (another thread saw Ctrl-C)
    deal = EquityPlan("holdem", ["AA", "KK"], samples=None if kind == "exact" else 2**40, seed=1).deal
    calls = {
        "monte-carlo": lambda: monte_carlo.monte_carlo(deal, 1, 2**40, 0, 4, stop),
        "exact": lambda: exact_walk.enumerate_stripe(deal, 0, 1, 0, stop),
        "draws": lambda: draw_core.monte_carlo(draw_core.DrawDeal([2], 2, 5, 3, 0, [(0, None), (0, None)]),
                                               1, 2**40, 0, 4, stop),
    }
    with pytest.raises(KeyboardInterrupt, match="stopped"):   # at the first check, not a partial tally
        calls[kind]()
    stop[0] = 0
    assert kind == "exact" or calls[kind]()[0] == 4 * 65536   # unset: the whole task
    with pytest.raises(TypeError, match="stop must be"):
        monte_carlo.monte_carlo(deal, 1, 100, 0, 1, [0])


@pytest.mark.parametrize("kind", ["equity", "draws"])
def test_threaded_runs_stop_their_running_tasks_on_ctrl_c(kind, monkeypatch):
    import time

    from pokerbits.equities import plan

    monkeypatch.setattr(plan, "_MC_TASK_CHUNKS", 128)   # tasks of 8 million deals: many seconds each
    before = _call_threads()
    start = time.monotonic()
    with ctrl_c_after(0.3), pytest.raises(KeyboardInterrupt):
        if kind == "equity":
            pokerbits.equity("omaha", ["random"] * 3, samples=2**30, seed=1, threads=2)
        else:
            pokerbits.equity("2-7-triple-draw", ["7c 5d 4h 2s Kc", "random"], draws=3, samples=2**30, seed=1,
                             threads=2)
    assert time.monotonic() - start < 5   # the running tasks stopped at their next check, not at their end
    assert _call_threads() <= before


def test_cli_interrupted_and_broken_pipe(capsys, monkeypatch):
    from pokerbits import cli

    with ctrl_c_after(0.3):
        assert cli.main(["census", "--system", "badugi", "--cards", "7"]) == 130
    assert "interrupted" in capsys.readouterr().err

    def broken(*args, **kwargs):
        raise BrokenPipeError

    monkeypatch.setattr("builtins.print", broken)
    for argv in (["rank", "As Ks Qs Js Ts"], ["compare", "AsKsQsJsTs", "2c3d4h5s7c"], ["census", "--cards", "5"],
                 ["showdown", "--game", "holdem", "--board", "2c3d4h5s7c", "AsAd", "KsKd"],
                 ["equity", "AA", "KK", "--samples", "100", "--seed", "1"]):
        assert cli.main(argv) == 141


def test_cli_prints_suit_symbols_on_an_ascii_terminal():
    import os
    import subprocess
    import sys

    env = dict(os.environ, PYTHONIOENCODING="ascii")
    done = subprocess.run([sys.executable, "-m", "pokerbits", "compare", "A♠K♠Q♠J♠T♠", "2c 3d 4h 5s 7c"],
                          env=env, capture_output=True, text=True, encoding="ascii", errors="strict")
    assert done.returncode == 0, done.stderr
    assert "hand 1 wins" in done.stdout and "\\u2660" in done.stdout


@given(st.integers(0, 3))
def test_cards_stop_at_a_deck_of_items(extra):
    import itertools

    with pytest.raises(ValueError, match="more than 52 items"):
        pokerbits.cards(itertools.repeat(""))
    assert pokerbits.cards([""] * (52 - extra)) == 0
    with pytest.raises(ValueError, match="more than 52 items"):
        pokerbits.cards([""] * (53 + extra))


@given(st.sampled_from(["X", "A", "Az", "%"]), st.integers(10, 10**6))
def test_errors_never_echo_huge_input(piece, size):
    with pytest.raises(ValueError) as caught:
        pokerbits.cards(piece * size)
    assert len(str(caught.value)) < 120


def test_deep_nesting_and_giant_ints_are_named():
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    with pytest.raises(TypeError, match="card must be a str, not list"):
        pokerbits.cards(nested)
    for number in (10**5000, -10**5000):
        with pytest.raises(ValueError, match="not a 64-bit card set") as caught:
            pokerbits.cards(number)
        assert "digits" not in str(caught.value) and len(str(caught.value)) < 80


def test_numpy_integers_are_integers_everywhere():
    np = pytest.importorskip("numpy")
    from pokerbits.equities.tables import cell_seed

    value = pokerbits.evaluate_many("high", np.array([pokerbits.cards("As Ks Qs Js Ts")], dtype=np.uint64))[0]
    assert pokerbits.describe("high", value) == pokerbits.describe("high", 7462)
    assert pokerbits.category("high", np.int16(7462)) == pokerbits.category("high", 7462)
    plain = pokerbits.equity("holdem", ["AA", "KK"], samples=3000, seed=3, threads=2)
    numpy = pokerbits.equity("holdem", ["AA", "KK"], samples=np.int64(3000), seed=np.int64(3), threads=np.int64(2))
    assert numpy.equities == plain.equities
    hands = ["7c 5d 4h 2s Kc", "random"]
    plain = pokerbits.equity("2-7-triple-draw", hands, draws=3, samples=3000, seed=3)
    numpy = pokerbits.equity("2-7-triple-draw", hands, draws=np.int8(3), samples=np.int64(3000), seed=np.int64(3))
    assert numpy.equities == plain.equities
    assert cell_seed(np.int64(3), np.int8(0), 1) == cell_seed(3, 0, 1)
    assert cell_seed(np.uint64(2**64 - 1), 0, 1) == cell_seed(-1, 0, 1)


def test_stray_exceptions_are_named():
    from pokerbits.games import Game, Half

    with pytest.raises(TypeError, match="executor"):
        pokerbits.equity_table("holdem", ["AA"], ["KK"], board="2c 3d 4h 5s 7c", executor=object())
    with pytest.raises(TypeError, match="client"):
        pokerbits.equity_table("holdem", ["AA"], ["KK"], board="2c 3d 4h 5s 7c", client=object())
    with pytest.raises(ValueError, match="unknown ranking system 'nope'"):
        Game("mine", "Mine", 2, 5, (Half("high", "nope"),))


def test_frozen_results_are_hashable():
    result = pokerbits.equity("holdem", ["AsAd", "KsKd"], board="2c 3d 4h 5s 7c")
    again = pokerbits.equity("holdem", ["AsAd", "KsKd"], board="2c 3d 4h 5s 7c")
    assert result == again and hash(result) == hash(again) and len({result, again}) == 1
    assert hash(pokerbits.census("high", 5)) == hash(pokerbits.census("high", 5))
    table = pokerbits.equity_table("holdem", ["AA"], ["KK"], board="2c 3d 4h 5s 7c", max_workers=1)
    assert hash(table) == hash(pokerbits.equity_table("holdem", ["AA"], ["KK"], board="2c 3d 4h 5s 7c",
                                                      max_workers=1))


# ---- issue 45: the last hostile inputs, each class held fixed ------------------------------

def _deep_list(depth: int = 100_000) -> list:
    nested: list = []
    for _ in range(depth):
        nested = [nested]
    return nested


NAMED_CALLS = {   # every public function that takes a ranking system or a game by name
    "best_five": lambda name: pokerbits.best_five(name, "As Ks Qs Js Ts"),
    "category": lambda name: pokerbits.category(name, 1),
    "census": lambda name: pokerbits.census(name, 5),
    "describe": lambda name: pokerbits.describe(name, 1),
    "evaluate_many": lambda name: pokerbits.evaluate_many(name, [0]),
    "omaha_many": lambda name: pokerbits.omaha_many(name, [0], [0]),
    "game": lambda name: pokerbits.games.game(name),
    "showdown": lambda name: pokerbits.showdown(name, ["AsAd", "KsKd"], board="2c 3d 4h 5s 7c"),
    "equity": lambda name: pokerbits.equity(name, ["AsAd", "KsKd"], board="2c 3d 4h 5s 7c"),
}


@pytest.mark.parametrize("call", NAMED_CALLS, ids=list(NAMED_CALLS))
def test_names_of_ten_million_characters_are_cut_short(call):
    with pytest.raises(ValueError, match="unknown") as caught:
        NAMED_CALLS[call]("x" * 10_000_000)
    assert len(str(caught.value)) < 200 and "..." in str(caught.value)


@pytest.mark.parametrize("call", NAMED_CALLS, ids=list(NAMED_CALLS))
def test_a_deeply_nested_list_as_a_name_is_a_type_error(call):
    with pytest.raises(TypeError, match="is a name such as .*, not list$"):
        NAMED_CALLS[call](_deep_list())


@pytest.mark.parametrize("text", ["A" + "x" * 10_000_000, "AKs, " + "Q" * 10_000_000, "x" * 10_000_000 + ",AA",
                                  "AKs:" + "1" * 10_000_000, "QQ " * 3_000_000])
def test_range_texts_of_megabytes_are_refused_at_once_and_quoted_short(text):
    import time

    for call in (lambda: pokerbits.ranges.parse(text), lambda: pokerbits.equity("holdem", [text, "QQ"])):
        start = time.monotonic()
        with pytest.raises(ValueError, match="more than a part may have") as caught:
            call()
        assert len(str(caught.value)) < 160 and time.monotonic() - start < 30   # (a tenth of a second alone)


class LongLen:
    """A sequence whose len() is far beyond memory: list() would allocate for it."""

    def __init__(self, items):
        self.items = items

    def __len__(self):
        return 10**12

    def __iter__(self):
        return iter(self.items)


@pytest.mark.parametrize("board", ["2c 3d 4h", "2c 3d 4h 5s 7c"])
def test_hands_with_a_huge_len_are_counted_not_allocated(board):
    many = LongLen(["AsAd", "KsKd"] * 1000)
    with pytest.raises(ValueError, match="equity needs 2 to 10 players, got more than 10"):
        pokerbits.equity("holdem", many, board=board)
    with pytest.raises(ValueError, match="too few for more than 52 players"):
        pokerbits.showdown("holdem", many, board="2c 3d 4h 5s 7c")
    two = LongLen(["AsAd", "KsKd"])   # a lying len() with two hands behind it: answered
    assert pokerbits.equity("holdem", two, board="2c 3d 4h 5s 7c").equities == [1.0, 0.0]
    assert pokerbits.showdown("holdem", two, board="2c 3d 4h 5s 7c").halves[0].winners == (0,)
    card_sets = LongLen([pokerbits.cards("As Ks Qs Js Ts"), pokerbits.cards("7c 5d 4h 3s 2c")])
    assert list(pokerbits.evaluate_many("high", card_sets)) == [7462, 1]   # read as far as it iterates


def test_endless_hands_and_boards_end():
    import itertools

    with pytest.raises(ValueError, match="got more than 10"):
        pokerbits.equity("holdem", itertools.repeat("random"))
    with pytest.raises(ValueError, match="exactly 2 boards, got 3 or more"):
        pokerbits.equity("holdem", ["AA", "KK"], boards=itertools.repeat(""))
    with pytest.raises(ValueError, match="exactly 2 boards, got 3 or more"):
        pokerbits.showdown("holdem", ["AsAd", "KsKd"], boards=itertools.repeat("2c 3d 4h 5s 7c"))
    with pytest.raises(ValueError, match="more than 1,048,576 cells"):
        pokerbits.equity_table("holdem", itertools.repeat("AA"), ["KK"])


@pytest.mark.parametrize("system", ["high", "ace_five", "ace_five_8", "deuce_seven", "badugi", "short_deck"])
@pytest.mark.parametrize("ctype", ["c_int32", "c_int64", "c_uint16", "c_uint64"])
@pytest.mark.parametrize("order", ["native", "little", "big"])
def test_ctypes_integer_arrays_are_read_in_any_byte_order(system, ctype, order):
    import ctypes

    kind = getattr(ctypes, ctype)
    kind = {"native": kind, "little": kind.__ctype_le__, "big": kind.__ctype_be__}[order]
    low_cards = {"badugi": "Ac 2d 3h 4s", "short_deck": "6c 7d 8c 9d Tc"}.get(system, "Ac 2d 3c 4d 5c 7d")
    hands = [pokerbits.cards(low_cards), pokerbits.cards("2c 3c 4c 5c 7c 8d 9d")]
    if ctypes.sizeof(kind) < 8:
        hands = [cs & 0xFFFF_FFFF for cs in hands]   # clubs and diamonds: the card sets fit in 32 bits
        if ctypes.sizeof(kind) == 2:
            hands = [cs & 0xFFFF for cs in hands]   # clubs alone
    buffer = (kind * len(hands))(*hands)
    expected = refused_or(lambda: [getattr(pokerbits, system)(cs) for cs in hands])
    values = refused_or(pokerbits.evaluate_many, system, buffer)
    assert (values is None) == (expected is None)   # the same answer as the per-call evaluator
    if values is not None:
        assert list(values) == expected


def test_other_buffer_formats_are_named():
    import ctypes

    with pytest.raises(ValueError, match="uint64"):
        pokerbits.evaluate_many("high", (ctypes.c_double * 2)(1.0, 2.0))


def test_the_deuces_and_treys_percentage_of_a_huge_rank_is_their_value_error():
    from pokerbits.compat import deuces, treys

    for evaluator in (deuces.Evaluator(), treys.Evaluator()):
        with pytest.raises(ValueError, match="too big for a float") as caught:
            evaluator.get_five_card_rank_percentage(2**2000)
        assert isinstance(caught.value, OverflowError)   # what treys raises, and the shims' ValueError
        assert evaluator.get_five_card_rank_percentage(7462) == 1.0


@pytest.mark.parametrize("hole_cards", [2, 4, 5])
def test_a_part_repeated_a_million_times_is_read_once(hole_cards):
    import time

    start = time.monotonic()
    combos = pokerbits.ranges.parse("AA," * 1_000_000, hole_cards)   # over a minute in 4-card games
    assert time.monotonic() - start < 60   # about a second alone
    assert combos == pokerbits.ranges.parse("AA", hole_cards)
    weighted = pokerbits.ranges.parse("AA:0.5, KK, AA:0.25, " * 100_000 + "QQ", hole_cards)
    assert weighted == pokerbits.ranges.parse("KK, AA:0.25, QQ", hole_cards)   # the same weights, same order
    assert list(weighted) == list(pokerbits.ranges.parse("KK, AA:0.25, QQ", hole_cards))


def test_a_range_listing_millions_of_combos_is_refused():
    # 247 different parts of 6,961 hands each: 1.7 million combos to list
    many = ",".join(rank + " " * spaces + rank for rank in "AKQJT98765432" for spaces in range(1, 20))
    with pytest.raises(ValueError, match="lists more than 1,500,000 combos"):
        pokerbits.ranges.parse(many, 4)


@pytest.mark.parametrize("call", [
    lambda: pokerbits.census("high", 10**5000),
    lambda: pokerbits.equity("holdem", ["AA", "KK"], samples=10**5000),
    lambda: pokerbits.equity("holdem", ["AA", "KK"], board="2c 3d 4h 5s 7c", threads=-10**5000),
    lambda: pokerbits.showdown("holdem", ["AsAd", "KsKd"], board="2c 3d 4h 5s 7c", pot=-10**5000),
    lambda: pokerbits.ranges.parse("AA", 10**5000),
    lambda: pokerbits.HandIndexer([10**5000]),
    lambda: pokerbits.percentile("holdem", "Z" * 1_000_000),
    lambda: __import__("pokerbits.compat.treys").compat.treys.Card.new("A" + "x" * 1_000_000),
    lambda: __import__("pokerbits.compat.phevaluator").compat.phevaluator.evaluate_cards("A" * 10**6, "As", "Ks",
                                                                                           "Qs", "Js"),
    lambda: __import__("pokerbits.compat.eval7").compat.eval7.handtype(10**5000),
], ids=["census", "samples", "threads", "pot", "hole_cards", "indexer", "percentile", "treys", "phevaluator", "eval7"])
def test_numbers_and_texts_beyond_any_size_are_quoted_short(call):
    with pytest.raises((ValueError, TypeError)) as caught:
        call()
    assert len(str(caught.value)) < 120 and "digits" not in str(caught.value)
