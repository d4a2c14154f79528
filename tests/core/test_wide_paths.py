"""The batch loop's wide paths (kernels/wide.h: AVX-512 and AVX2) against the scalar loop.

Every path this machine runs gives the scalar loop's values on every five-card hand and on
random hands of every size (hundreds of thousands here, millions in the slow tests), of decks
rich in flushes too, at any offset into a buffer and for any length (the tails a step leaves);
a bad card set anywhere in a step is named as the scalar loop names it, rare hands anywhere in a
step get the per-call value, and threads change nothing; and the same of Omaha deals. The
dispatcher picks the path timed fastest of those the CPU runs, and POKERBITS_KERNEL forces one.
(tests/core/test_keyed_kernels.py holds the scalar loop to the per-call kernels.)
"""
import itertools
import os
import pathlib
import platform
import re
import subprocess
import sys

import numpy as np
import pytest

import pokerbits
from pokerbits import systems
from pokerbits._core.kernels import batch as _batch

BITS = np.array([1 << (16 * (card // 13) + card % 13) for card in range(52)], dtype=np.uint64)
KEYED = list(_batch.WIDE_SYSTEMS)
WIDE = [name for name in _batch.supported_paths() if name != "scalar"]


@pytest.fixture(params=WIDE)
def path(request):
    """Each wide path this machine runs, in turn (the path in use again afterwards)."""
    before = _batch.forced_path()
    _batch.use_path(request.param)
    yield request.param
    _batch.use_path(before)


def on_path(path, system, card_sets, **options):
    """evaluate_many on `path`, and on the scalar loop."""
    _batch.use_path(path)
    wide = pokerbits.evaluate_many(system, card_sets, **options)
    _batch.use_path("scalar")
    scalar = pokerbits.evaluate_many(system, card_sets, **options)
    _batch.use_path(path)
    return wide, scalar


def deck_of(system, suits=4):
    """The card indexes (13 * suit + rank) of a system's deck, in its first `suits` suits."""
    return np.array([card for card in range(13 * suits) if int(BITS[card]) & systems.get(system).deck])


def random_hands(n_hands, n_cards, seed, deck):
    """n_hands random sets of n_cards different cards of `deck` (card indexes): the first n_cards
    of a random order of the deck, 50,000 hands at a time."""
    rng = np.random.default_rng(seed)
    parts = []
    for start in range(0, n_hands, 50_000):
        order = np.argsort(rng.random((min(50_000, n_hands - start), len(deck))), axis=1)
        parts.append(BITS[deck[order[:, :n_cards]]].sum(axis=1, dtype=np.uint64))
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.uint64)


def sizes(system):
    spec = systems.get(system)
    return sorted({5, 6, 7, min(spec.max_cards, 8), min(spec.max_cards, 11), spec.max_cards})


@pytest.mark.parametrize("system", KEYED)
def test_every_five_card_hand(path, system):
    index = np.array(list(itertools.combinations(deck_of(system), 5)), dtype=np.int8)
    hands = BITS[index].sum(axis=1, dtype=np.uint64)
    wide, scalar = on_path(path, system, hands)
    assert np.array_equal(wide, scalar)


def check_random_hands(path, system, n_hands):
    for n_cards in sizes(system):
        for suits in (4, 2):   # two suits: flushes in most hands of five cards or more
            if len(deck_of(system, suits)) < n_cards:
                continue
            hands = random_hands(n_hands, n_cards, seed=n_cards + 100 * suits, deck=deck_of(system, suits))
            wide, scalar = on_path(path, system, hands)
            differ = np.flatnonzero(wide != scalar)
            assert differ.size == 0, (n_cards, suits, hex(hands[differ[0]]), wide[differ[0]], scalar[differ[0]])


@pytest.mark.parametrize("system", KEYED)
def test_random_hands_of_every_size(path, system):
    check_random_hands(path, system, 200_000)


@pytest.mark.slow
@pytest.mark.parametrize("system", KEYED)
def test_millions_of_random_hands_of_every_size(path, system):
    check_random_hands(path, system, 3_000_000)


@pytest.mark.parametrize("system", KEYED)
def test_every_tail_at_every_offset(path, system):
    """Exact-size copies (a read or write past either end is the sanitizer's to see), at offsets
    that leave the card sets on any multiple of 8 bytes, of every length up to two steps and more."""
    hands = random_hands(80, 7, seed=3, deck=deck_of(system, 2))
    for start in range(17):
        for length in range(0, 50):
            part = hands[:start + length].copy()[start:]
            wide, scalar = on_path(path, system, part)
            assert np.array_equal(wide, scalar), (start, length)
            out = np.full(length + 2, -7, dtype=np.int32)
            _batch.use_path(path)
            pokerbits.evaluate_many(system, part, out=out[1:length + 1])
            assert np.array_equal(out[1:length + 1], scalar) and out[0] == out[-1] == -7


def bad_card_sets(system):
    """(card set, words of its error) a system refuses."""
    spec = systems.get(system)
    bad = [(0, "got 0"), (0b1111, "got 4"), (1 << 13, "outside"), (1 << 63, "outside")]
    if spec.max_cards < 8:
        bad.append((int(random_hands(1, 8, seed=4, deck=deck_of(system))[0]), "got 8"))
    if spec.deck != systems.FULL_DECK:
        bad.append((int(BITS[0] | BITS[1] | BITS[2] | BITS[3] | BITS[4]), "holds only 6s to aces"))
    return bad


@pytest.mark.parametrize("system", KEYED)
def test_a_bad_card_set_anywhere_in_a_step(path, system):
    hands = random_hands(40, 7, seed=5, deck=deck_of(system))
    for bad, words in bad_card_sets(system):
        for place in range(40):
            broken = hands.copy()
            broken[place] = bad
            broken[(place + 7) % 40] = bad   # a second one: the first is named
            with pytest.raises(ValueError, match=rf"card_sets\[{min(place, (place + 7) % 40)}\]: .*{words}"):
                pokerbits.evaluate_many(system, broken)


@pytest.mark.parametrize("system,rare_size", [("high", 8), ("high", 13), ("high", 52), ("deuce_seven", 7)])
def test_rare_hands_anywhere_in_a_step(path, system, rare_size):
    """Hands a step leaves to the scalar kernel: more than seven cards (high), flushes of
    deuce-to-seven; one at each place, and all of them."""
    hands = random_hands(64, 7, seed=6, deck=deck_of(system))
    rare = random_hands(64, rare_size, seed=7, deck=deck_of(system, 1 if rare_size == 7 else 4))
    for place in range(64):
        mixed = hands.copy()
        mixed[place] = rare[place]
        wide, scalar = on_path(path, system, mixed)
        assert np.array_equal(wide, scalar), place
    wide, scalar = on_path(path, system, rare)
    assert np.array_equal(wide, scalar)


@pytest.mark.parametrize("system", ["high", "short_deck"])
def test_threads(path, system):
    hands = random_hands(300_000, 7, seed=8, deck=deck_of(system))
    _, scalar = on_path(path, system, hands)
    for threads in (2, 3):
        wide, _ = on_path(path, system, hands, threads=threads)
        assert np.array_equal(wide, scalar), threads


def on_path_omaha(path, system, holes, boards, **options):
    """omaha_many on `path`, and on the scalar loop."""
    _batch.use_path(path)
    wide = pokerbits.omaha_many(system, holes, boards, **options)
    _batch.use_path("scalar")
    scalar = pokerbits.omaha_many(system, holes, boards, **options)
    _batch.use_path(path)
    return wide, scalar


def random_deals(n_deals, n_hole, n_board, seed, deck):
    """n_deals random (holes, boards) of n_hole and n_board different cards of `deck`."""
    both = random_hands(n_deals, n_hole + n_board, seed, deck)
    holes = np.zeros_like(both)
    for _ in range(n_hole):   # the lowest n_hole cards of each deal to the hole (any n_hole will do)
        lowest = both & (~both + np.uint64(1))
        holes |= lowest
        both ^= lowest
    return holes, both


def check_omaha(path, system, n_deals):
    for n_hole, n_board in itertools.product((4, 5, 6), (3, 4, 5)):
        for suits in (4, 2):   # two suits: flushes (and the deals a high step leaves) in most deals
            holes, boards = random_deals(n_deals, n_hole, n_board, seed=10 * n_hole + n_board + suits,
                                         deck=deck_of("high", suits))
            wide, scalar = on_path_omaha(path, system, holes, boards)
            differ = np.flatnonzero(wide != scalar)
            assert differ.size == 0, (n_hole, n_board, suits, hex(holes[differ[0]]), hex(boards[differ[0]]))


@pytest.mark.parametrize("system", ["high", "ace_five_8"])
def test_omaha_deals_of_every_size(path, system):
    if path not in _batch.OMAHA_PATHS:
        pytest.skip(f"no {path} Omaha loop")
    check_omaha(path, system, 30_000)


@pytest.mark.slow
@pytest.mark.parametrize("system", ["high", "ace_five_8"])
def test_omaha_millions_of_deals(path, system):
    if path not in _batch.OMAHA_PATHS:
        pytest.skip(f"no {path} Omaha loop")
    check_omaha(path, system, 400_000)


@pytest.mark.parametrize("system", ["high", "ace_five_8"])
def test_omaha_tails_bad_deals_and_threads(path, system):
    if path not in _batch.OMAHA_PATHS:
        pytest.skip(f"no {path} Omaha loop")
    holes, boards = random_deals(80, 4, 5, seed=9, deck=deck_of("high", 2))
    for start in range(17):
        for length in range(0, 50, 3):
            part_holes, part_boards = holes[:start + length].copy()[start:], boards[:start + length].copy()[start:]
            wide, scalar = on_path_omaha(path, system, part_holes, part_boards)
            assert np.array_equal(wide, scalar), (start, length)
    for place in range(40):
        broken = boards[:40].copy()
        broken[place] = holes[place]   # hole cards on the board too
        with pytest.raises(ValueError, match=rf"holes\[{place}\], boards\[{place}\]: card .* both"):
            pokerbits.omaha_many(system, holes[:40], broken)
    holes, boards = random_deals(100_000, 4, 5, seed=10, deck=deck_of("high"))
    _, scalar = on_path_omaha(path, system, holes, boards)
    wide, _ = on_path_omaha(path, system, holes, boards, threads=2)
    assert np.array_equal(wide, scalar)


def cpu_flags():
    """The CPU's feature flags as Linux reports them (empty elsewhere)."""
    try:
        text = pathlib.Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    return set(next((line.split(":", 1)[1].split() for line in text.splitlines() if line.startswith("flags")), []))


def test_the_machine_runs_the_paths_its_cpu_reports():
    """What Linux says of an x86-64 CPU, read apart from the module's own test; other machines
    run the scalar loop."""
    flags = cpu_flags() if platform.machine().lower() in ("x86_64", "amd64") else set()
    avx512 = {"avx512f", "avx512bw", "avx512_bitalg", "avx512_vpopcntdq", "popcnt"} <= flags
    if flags:
        assert ("avx512" in _batch.supported_paths()) == avx512
        assert ("avx512_loads" in _batch.supported_paths()) == avx512
        assert ("avx2" in _batch.supported_paths()) == ("avx2" in flags)
    elif platform.machine().lower() not in ("x86_64", "amd64"):
        assert _batch.supported_paths() == ("scalar",)
    assert _batch.supported_paths()[-1] == "scalar"


@pytest.fixture
def measured():
    """The measured pick in use (whatever POKERBITS_KERNEL says), the forced path again afterwards."""
    before = _batch.forced_path()
    _batch.use_path("auto")
    yield
    _batch.use_path(before)


@pytest.mark.parametrize("system", [*KEYED, "badugi", "omaha_high", "omaha_ace_five_8"])
def test_the_measured_pick_is_a_path_the_machine_runs_and_the_fastest_timed(measured, system):
    """For each card count: one of the paths the CPU runs; a wide path only where it was timed
    faster than the scalar loop by PICK_MARGIN, and then the fastest; why=True gives the times."""
    for cards in (5, 6, 7):
        picked = pokerbits.batch_kernel(system, cards)
        assert picked in _batch.supported_paths()
        why = pokerbits.batch_kernel(system, cards, why=True)
        assert why.startswith(f"{picked}: ")
        key = (("omaha", _batch.OMAHA_KERNEL_IDS[system[6:]], 9) if system.startswith("omaha_")
               else ("keyed", _batch.KERNEL_IDS[system], cards))
        ns = _batch.path_timings().get(key)
        if ns is None:   # nothing to time: the scalar loop is the only one
            assert picked == "scalar" and "the only loop" in why
            continue
        assert set(ns) == {p for p in _batch.supported_paths()
                           if not system.startswith("omaha_") or p in _batch.OMAHA_PATHS or p == "scalar"}
        assert all(0 < value < float("inf") for value in ns.values())
        assert f"scalar {ns['scalar']:.2f}" in why
        fastest = min(ns, key=ns.get)
        if picked == "scalar":
            assert ns[fastest] >= _batch.PICK_MARGIN * ns["scalar"]
        else:
            assert picked == fastest and ns[picked] < _batch.PICK_MARGIN * ns["scalar"]


def test_the_measured_pick_is_taken_by_the_batch_calls(measured):
    """The pick made for a system serves its calls, and every path gives the same values anyway."""
    hands = random_hands(5_000, 7, seed=51, deck=deck_of("high"))
    picked = pokerbits.batch_kernel("high", 7)
    measured_values = pokerbits.evaluate_many("high", hands)
    _batch.use_path(picked)
    assert np.array_equal(measured_values, pokerbits.evaluate_many("high", hands))


def test_batch_kernel_names_what_forces_a_path(path):
    assert pokerbits.batch_kernel(why=True) == f"{path}: forced by use_path"
    assert pokerbits.batch_kernel("ace_five", 5) == path


def test_batch_kernel_refuses_what_has_no_batch_loop():
    with pytest.raises(ValueError, match="no batch loop of 'omaha_badugi'"):
        pokerbits.batch_kernel("omaha_badugi")
    with pytest.raises(ValueError, match="unknown"):
        pokerbits.batch_kernel("lowball")


def python(code, kernel):
    """Run `code` in a fresh interpreter with POKERBITS_KERNEL=kernel: its stdout, or its error's last line."""
    env = {**os.environ, "POKERBITS_KERNEL": kernel}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    return done.stdout.strip() if done.returncode == 0 else done.stderr.strip().splitlines()[-1]


@pytest.mark.parametrize("kernel", _batch.supported_paths())
def test_pokerbits_kernel_forces_a_path(kernel):
    code = ("import pokerbits as pb; hand = pb.cards('As Ks Qs Js Ts 2c 3d');"
            "print(pb.batch_kernel(), list(pb.evaluate_many('high', [hand] * 40)) == [7462] * 40)")
    assert python(code, kernel) == f"{kernel} True"
    done = subprocess.run([sys.executable, "-m", "pokerbits", "--version"], capture_output=True, text=True,
                          env={**os.environ, "POKERBITS_KERNEL": kernel})
    assert done.stdout.strip() == f"pokerbits {pokerbits.__version__} (batch kernel {kernel})"


@pytest.mark.parametrize("kernel,message", [
    ("avx-512", r"POKERBITS_KERNEL=avx-512: no batch path 'avx-512' \(paths: avx512, avx512_loads, avx2, scalar, or auto\)"),
    *[(name, rf"POKERBITS_KERNEL={name}: the {name} batch path does not run on this machine \(it runs: .*scalar\)")
      for name in _batch.PATH_NAMES if name not in _batch.supported_paths()],
])
def test_a_path_the_machine_cannot_run_is_a_clear_error(kernel, message):
    """Import works (the per-call evaluators need no batch path); the batch calls and
    batch_kernel() raise, and --version says why."""
    code = "import pokerbits as pb; print(pb.high('As Ks Qs Js Ts')); pb.{}"
    for call in ("batch_kernel()", "evaluate_many('high', [pb.cards('As Ks Qs Js Ts')])"):
        last = python(code.format(call), kernel)
        assert last.startswith("ValueError: ") and re.search(message, last), last
    done = subprocess.run([sys.executable, "-m", "pokerbits", "--version"], capture_output=True, text=True,
                          env={**os.environ, "POKERBITS_KERNEL": kernel})
    assert done.returncode == 0 and "no batch kernel: POKERBITS_KERNEL=" in done.stdout


def test_use_path_refuses_what_does_not_run():
    with pytest.raises(ValueError, match="no batch path 'sse'"):
        _batch.use_path("sse")
    assert _batch.path_in_use() in _batch.supported_paths()
    assert _batch.forced_path() in (*_batch.supported_paths(), "auto")
