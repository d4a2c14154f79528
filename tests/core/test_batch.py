"""evaluate_many: the same values as the per-call evaluators, any buffer, clear errors, threads."""
import random
from array import array

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerbits
from pokerbits import systems
from pokerbits._core.kernels import batch as _batch
BATCH_SYSTEMS = sorted(name for name in systems.names() if name in _batch.KERNEL_IDS)


def random_card_sets(n_sets: int, n_cards: int, seed: int, deck: int = systems.FULL_DECK) -> list[int]:
    rng = random.Random(seed)
    bits = [16 * suit + rank for suit in range(4) for rank in range(13) if deck >> (16 * suit + rank) & 1]
    return [sum(1 << bit for bit in rng.sample(bits, n_cards)) for _ in range(n_sets)]


def card_counts(spec) -> list[int]:
    return sorted({spec.min_cards, spec.min_cards + 1, min(spec.max_cards, 7), min(spec.max_cards, 9),
                   spec.max_cards} - {spec.max_cards + 1})


@pytest.mark.parametrize("system", BATCH_SYSTEMS)
def test_batch_equals_per_call_on_random_hands(system):
    spec = systems.get(system)
    for n_cards in card_counts(spec):
        hands = random_card_sets(3000, n_cards, seed=n_cards, deck=spec.deck)
        values = pokerbits.evaluate_many(system, np.array(hands, dtype=np.uint64))
        assert values.tolist() == [spec.evaluate(h) for h in hands], n_cards


@pytest.mark.parametrize("system", BATCH_SYSTEMS)
def test_batch_equals_per_call_on_edge_hands(system):
    spec = systems.get(system)
    deck_order = [1 << (16 * suit + rank) for rank in range(12, -1, -1) for suit in range(4)]
    hands = []
    for n_cards in range(spec.min_cards, min(spec.max_cards, 9) + 1):
        hands.append(sum(deck_order[:n_cards]))              # the highest cards
        hands.append(sum(deck_order[-n_cards:]))             # the lowest cards
        hands.append(sum(1 << (16 * (i % 4) + i // 4 % 13) for i in range(n_cards)))  # mixed suits
        hands.append(sum(1 << (16 * 3 + r) for r in range(min(n_cards, 13))) | (
            sum(1 << r for r in range(n_cards - 13)) if n_cards > 13 else 0))   # one suit first
    hands.append(0x1FFF1FFF1FFF1FFF if spec.max_cards >= 52 else hands[0])  # the whole deck
    hands = [h for h in hands if not h & ~spec.deck] if spec.deck != systems.FULL_DECK else hands
    values = pokerbits.evaluate_many(system, array("Q", hands))
    assert list(values) == [spec.evaluate(h) for h in hands]


def test_buffer_kinds_and_matching_output():
    hands = random_card_sets(100, 7, seed=1)
    expected = [pokerbits.high(h) for h in hands]
    as_numpy = pokerbits.evaluate_many("high", np.array(hands, dtype=np.uint64))
    assert isinstance(as_numpy, np.ndarray) and as_numpy.dtype == np.int32
    as_array = pokerbits.evaluate_many("high", array("Q", hands))
    assert isinstance(as_array, array) and as_array.typecode == "i"
    as_view = pokerbits.evaluate_many("high", memoryview(array("Q", hands)))
    from_bytes = pokerbits.evaluate_many("high", memoryview(np.array(hands, dtype=np.uint64).tobytes()).cast("Q"))
    read_only = np.array(hands, dtype=np.uint64)
    read_only.flags.writeable = False
    for values in (as_numpy, as_array, as_view, from_bytes, pokerbits.evaluate_many("high", read_only)):
        assert list(values) == expected
    assert len(pokerbits.evaluate_many("high", array("Q"))) == 0


def test_out_is_filled_and_returned():
    hands = np.array(random_card_sets(50, 6, seed=2), dtype=np.uint64)
    out = np.full(50, -7, dtype=np.int32)
    assert pokerbits.evaluate_many("high", hands, out=out) is out
    assert out.tolist() == [pokerbits.high(int(h)) for h in hands]
    out_array = array("i", [0] * 50)
    assert pokerbits.evaluate_many("high", hands, out=out_array) is out_array
    assert out_array.tolist() == out.tolist()


def test_nothing_is_written_past_out():
    hands = np.array(random_card_sets(20, 7, seed=3), dtype=np.uint64)
    backing = np.full(30, -1, dtype=np.int32)
    pokerbits.evaluate_many("high", hands, out=backing[5:25])
    assert (backing[:5] == -1).all() and (backing[25:] == -1).all()
    assert backing[5:25].tolist() == [pokerbits.high(int(h)) for h in hands]


def test_sequences_and_other_integer_arrays_are_copied():
    hands = random_card_sets(50, 7, seed=19)
    expected = [pokerbits.high(h) for h in hands]
    as_uint64 = np.array(hands, dtype=np.uint64)
    for card_sets in (hands, tuple(hands), np.array(hands), as_uint64.astype(np.int64),
                      array("q", hands), iter(hands), memoryview(array("Q", [h for h in hands for _ in (0, 1)]))[::2]):
        got = pokerbits.evaluate_many("high", card_sets)
        assert list(got) == expected, type(card_sets)
        assert isinstance(got, np.ndarray) == isinstance(card_sets, np.ndarray)
    assert list(pokerbits.evaluate_many("high", as_uint64[::-1])) == expected[::-1]
    assert list(pokerbits.evaluate_many("high", np.repeat(as_uint64, 2)[::2])) == expected
    assert list(pokerbits.evaluate_many("high", hands, threads=2)) == expected


def test_uint64_buffers_are_read_in_place():
    from pokerbits.systems.batch import int_buffer
    for buffer in (np.zeros(3, dtype=np.uint64), array("Q", [0, 1]), memoryview(array("Q", [5]))):
        assert int_buffer(buffer, "card_sets") is buffer
    reversed_view = np.arange(4, dtype=np.uint64)[::-1]
    assert int_buffer(reversed_view, "card_sets") is not reversed_view


@pytest.mark.parametrize("card_sets,error,message", [
    ([pokerbits.cards("As Ks Qs Js Ts"), -1], ValueError, r"card_sets\[1\]: -1 is not a 64-bit card set"),
    ([1 << 64], ValueError, r"card_sets\[0\]: 18446744073709551616 is not a 64-bit card set"),
    (np.array([5, -3]), ValueError, r"card_sets\[1\]: -3 is not a 64-bit card set"),
    (["As Ks Qs Js Ts"], TypeError, r"card_sets\[0\] must be an int card set, not str"),
    ([1.5], TypeError, r"card_sets\[0\] must be an int card set, not float"),
    (np.zeros(4, dtype=np.float64), ValueError, "uint64"),
    (np.zeros((2, 2), dtype=np.uint64), ValueError, "one-dimensional"),
    (12, TypeError, "not int"),
    ("As Ks", TypeError, "not str"),
    (None, TypeError, "not NoneType"),
])
def test_bad_input_buffers(card_sets, error, message):
    with pytest.raises(error, match=message):
        pokerbits.evaluate_many("high", card_sets)


@pytest.mark.parametrize("out,error,message", [
    (np.zeros(3, dtype=np.int32), ValueError, "out holds 3 values, the input 4"),
    (np.zeros(5, dtype=np.int32), ValueError, "out holds 5 values, the input 4"),
    (np.zeros(4, dtype=np.int64), ValueError, "int32"),
    (np.zeros(8, dtype=np.int32)[::2], ValueError, "C-contiguous"),
    (bytes(16), ValueError, "writable|read-only|int32"),
    ([0, 0, 0, 0], TypeError, "not list"),
])
def test_bad_out(out, error, message):
    hands = np.array(random_card_sets(4, 7, seed=4), dtype=np.uint64)
    with pytest.raises(error, match=message):
        pokerbits.evaluate_many("high", hands, out=out)


def test_read_only_out_is_refused():
    out = np.zeros(4, dtype=np.int32)
    out.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        pokerbits.evaluate_many("high", np.array(random_card_sets(4, 7, seed=5), dtype=np.uint64), out=out)


@pytest.mark.parametrize("bad,message", [
    (1 << 13, r"card_sets\[2\]: card set 0x2000 has bits outside the 52 cards"),
    (1 << 63, r"card_sets\[2\]: .*bits outside the 52 cards"),
    (0b111, r"card_sets\[2\]: a high hand needs 5 to 52 cards, got 3"),
    (0, r"card_sets\[2\]: a high hand needs 5 to 52 cards, got 0"),
])
@pytest.mark.parametrize("threads", [1, 2])
def test_bad_card_set_names_the_first_bad_index(bad, message, threads):
    hands = np.array(random_card_sets(40000, 7, seed=6), dtype=np.uint64)
    hands[2] = bad
    hands[30000] = bad   # a later bad one, in the second thread's share
    with pytest.raises(ValueError, match=message):
        pokerbits.evaluate_many("high", hands, threads=threads)
    hands[2] = hands[3]
    with pytest.raises(ValueError, match=r"card_sets\[30000\]"):
        pokerbits.evaluate_many("high", hands, threads=threads)


def test_unknown_system_and_bad_threads():
    hands = np.array(random_card_sets(4, 7, seed=7), dtype=np.uint64)
    with pytest.raises(ValueError, match="unknown ranking system"):
        pokerbits.evaluate_many("hi", hands)
    with pytest.raises(ValueError, match="threads must be at least 1"):
        pokerbits.evaluate_many("high", hands, threads=0)


@pytest.mark.parametrize("system", BATCH_SYSTEMS)
def test_threads_give_identical_results(system):
    spec = systems.get(system)
    hands = np.array(random_card_sets(50_000, min(spec.max_cards, 7), seed=8, deck=spec.deck), dtype=np.uint64)
    single = pokerbits.evaluate_many(system, hands)
    for threads in (2, 3, 7):
        assert np.array_equal(pokerbits.evaluate_many(system, hands, threads=threads), single)


def test_census_threads_give_identical_counts():
    kernel = _batch.KERNEL_IDS["high"]
    assert _batch.value_counts(kernel, 6, 3) == _batch.value_counts(kernel, 6, 1)
    assert pokerbits.census("high", 5, threads=2) == pokerbits.census("high", 5)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.integers(0, 2**64 - 1),
                          st.integers(0, 0x1FFF1FFF1FFF1FFF).map(lambda x: x & 0x1FFF1FFF1FFF1FFF)), max_size=40))
def test_any_uint64s_give_values_or_the_first_bad_index(numbers):
    """Whatever the 64-bit numbers, the batch gives the per-call values or names the first bad one."""
    def per_call(number):
        try:
            return pokerbits.high(number)
        except ValueError:
            return None

    expected = [per_call(n) for n in numbers]
    try:
        values = pokerbits.evaluate_many("high", array("Q", numbers))
    except ValueError as error:
        assert str(error).startswith(f"card_sets[{expected.index(None)}]: ")
    else:
        assert None not in expected and list(values) == expected


def random_omaha_deals(n_deals: int, seed: int) -> tuple:
    rng = random.Random(seed)
    bits = [16 * suit + rank for suit in range(4) for rank in range(13)]
    holes, boards = [], []
    for _ in range(n_deals):
        n_hole, n_board = rng.randint(4, 6), rng.randint(3, 5)
        dealt = rng.sample(bits, n_hole + n_board)
        holes.append(sum(1 << b for b in dealt[:n_hole]))
        boards.append(sum(1 << b for b in dealt[n_hole:]))
    return holes, boards


@pytest.mark.parametrize("system,per_call", [("high", pokerbits.omaha_high),
                                             ("ace_five_8", pokerbits.omaha_ace_five_8)])
def test_omaha_batch_equals_per_call(system, per_call):
    holes, boards = random_omaha_deals(4000, seed=11)
    values = pokerbits.omaha_many(system, np.array(holes, dtype=np.uint64), np.array(boards, dtype=np.uint64))
    assert values.tolist() == [per_call(h, b) for h, b in zip(holes, boards)]
    as_array = pokerbits.omaha_many(system, array("Q", holes), array("Q", boards))
    assert isinstance(as_array, array) and as_array.tolist() == values.tolist()


def test_omaha_threads_give_identical_results():
    holes, boards = (np.array(x, dtype=np.uint64) for x in random_omaha_deals(40_000, seed=12))
    single = pokerbits.omaha_many("high", holes, boards)
    assert np.array_equal(pokerbits.omaha_many("high", holes, boards, threads=2), single)


@pytest.mark.parametrize("hole,board,message", [
    ("As Ks Qs Js", "As 2c 3d", r"holes\[1\], boards\[1\]: card As is both in the hand and on the board"),
    ("As Ks Qs", "2c 3d 4h", r"holes\[1\], boards\[1\]: an Omaha hand needs 4 to 6 cards, got 3"),
    ("As Ks Qs Js Ts 9s 8s", "2c 3d 4h", r"holes\[1\], boards\[1\]: an Omaha hand needs 4 to 6 cards, got 7"),
    ("As Ks Qs Js", "2c 3d", r"holes\[1\], boards\[1\]: an Omaha board needs 3 to 5 cards, got 2"),
    ("As Ks Qs Js", "2c 3d 4h 5h 6h 7h", r"holes\[1\], boards\[1\]: an Omaha board needs 3 to 5 cards, got 6"),
])
def test_omaha_bad_deal_names_its_index(hole, board, message):
    holes = array("Q", [pokerbits.cards("Ah Kh Qh Jh"), pokerbits.cards(hole), pokerbits.cards("Ad Kd Qd Jd")])
    boards = array("Q", [pokerbits.cards("2s 3s 4s"), pokerbits.cards(board), pokerbits.cards("As 2c 3d")])
    with pytest.raises(ValueError, match=message):
        pokerbits.omaha_many("high", holes, boards)


def test_omaha_bad_bits_length_and_system():
    holes = array("Q", [pokerbits.cards("Ah Kh Qh Jh"), 1 << 13 | 0xF])
    boards = array("Q", [pokerbits.cards("2s 3s 4s")] * 2)
    with pytest.raises(ValueError, match=r"holes\[1\], boards\[1\]: .*bits outside the 52 cards"):
        pokerbits.omaha_many("high", holes, boards)
    with pytest.raises(ValueError, match="holes holds 2 card sets, boards 1"):
        pokerbits.omaha_many("high", holes, boards[:1])
    with pytest.raises(ValueError, match="omaha_many covers high and ace_five_8, not badugi"):
        pokerbits.omaha_many("badugi", holes, boards)
    with pytest.raises(ValueError, match="boards must be"):
        pokerbits.omaha_many("high", holes, np.zeros(2, dtype=np.float64))
    assert list(pokerbits.omaha_many("high", list(holes[:1]), [boards[0]])) == [
        pokerbits.omaha_high(holes[0], boards[0])]
