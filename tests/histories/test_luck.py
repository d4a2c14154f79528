"""The luck report over PHH histories that the tests play themselves with pokerkit: each all-in
hand's expected result equals the naive reference's (every runout enumerated, side pots peeled
and settled with the reference evaluators), every other hand counts at its result."""
import random
import sys
from fractions import Fraction
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import pokerkit_play as play  # noqa: E402

import naive_pots  # noqa: E402
import reference  # noqa: E402
from pokerbits import equity, games  # noqa: E402
from pokerbits.engine.phh import VARIANTS  # noqa: E402
from pokerbits.histories import luck  # noqa: E402


def _cards(text):
    return reference.parse(" ".join(text[i:i + 2] for i in range(0, len(text), 2))) if text else []


def _naive_expected(variant, spot):
    """Each seat's expected chips less what it put in, by plain enumeration from the spot."""
    game = games.game(VARIANTS[variant][0]).seated(sum(h is not None for h in spot.hands))
    deck = [(r, s) for s in range(4) for r in range(6 if variant == "NS" else 2, 15)]
    seats = [None if h is None else [(_cards(h), 1)] for h in spot.hands]
    ev = naive_pots.expected_chips(game, seats, _cards(spot.board), spot.contributions, deck=deck)
    return [e - c for e, c in zip(ev, spot.contributions)]


@pytest.mark.parametrize("variant", ["NT", "PO", "NS", "FT"])
def test_board_game_all_ins_equal_the_naive_enumeration(variant, tmp_path):
    """All in on the flop or the turn, three or four seats of different stacks, a fold at times.
    (Not FO/8: pokerkit's fixed-limit Omaha Hi/Lo plays pot-limit, so its hands are not fixed
    limit and the engine refuses their raises; see docs/rules.md.)"""
    rng = random.Random(variant)
    checked = 0
    for k in range(6):
        seats = rng.randint(3, 4)
        low, high = (4, 16) if variant.startswith("F") else (12, 60)   # fixed limit: short stacks go all in
        text, spot, state = play.play(variant, [rng.randint(low, high) for _ in range(seats)], rng,
                                      all_in_street=rng.choice([1, 2] if variant != "NS" else [2]),
                                      folds=rng.randint(0, seats - 3))
        path = tmp_path / f"{k}.phh"
        path.write_text(text)
        (hand,) = luck(path).hands
        assert hand.won == tuple(state.payoffs)
        to_come = len(spot.board) // 2 < 5
        if not to_come or sum(h is not None for h in spot.hands) < 2:
            assert not hand.all_in and hand.expected == tuple(map(float, hand.won))
            continue
        assert hand.all_in and hand.exact
        expected = _naive_expected(variant, spot)
        assert hand.expected == pytest.approx([float(e) for e in expected], rel=1e-12, abs=1e-9)
        assert sum(hand.expected) == pytest.approx(0, abs=1e-9)   # chips only change hands (no rake)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("variant", ["F7S", "F7S/8", "FR"])
def test_stud_all_ins_are_the_equity_of_the_spot(variant, tmp_path):
    """All in on fourth to sixth street: the report's EV is equity()'s at the spot the test saw
    (its cards held, the folded seats' up cards dead, what each seat put in)."""
    rng = random.Random(variant)
    checked = 0
    for k in range(6):
        text, spot, state = play.play(variant, [rng.randint(8, 30) for _ in range(4)], rng,
                                      all_in_street=rng.choice([2, 3]), folds=1)
        path = tmp_path / f"{k}.phh"
        path.write_text(text)
        (hand,) = luck(path, seed=7).hands
        assert hand.won == tuple(state.payoffs)
        if not hand.all_in:
            continue
        dead = "".join(spot.up_cards.values())
        result = equity(VARIANTS[variant][0], spot.hands, dead=dead, contributions=spot.contributions, seed=7)
        assert result.exact == hand.exact
        assert hand.expected == pytest.approx([p.ev - c for p, c in zip(result.players, spot.contributions)])
        checked += 1
    assert checked >= 1


@pytest.mark.parametrize("variant", ["F2L3D", "N2L1D", "FB"])
def test_draw_game_histories(variant, tmp_path):
    rng = random.Random(variant)
    for k in range(4):
        text, spot, state = play.play(variant, [rng.randint(8, 40) for _ in range(3)], rng, all_in_street=1)
        path = tmp_path / f"{k}.phh"
        path.write_text(text)
        (hand,) = luck(path, samples=20_000, seed=1).hands
        assert hand.won == tuple(state.payoffs)
        assert sum(hand.expected) == pytest.approx(0, abs=1e-6)


def test_all_in_on_the_forced_bets_is_valued_once_the_cards_are_dealt(tmp_path):
    """Every seat all in on its ante or blinds: no betting action at all. The report took the spot
    before any card was dealt, and equity() refused the empty stud hands ("empty hand"): the hand
    was skipped. The spot is now the first cards dealt (stud's third street; a draw game's hands,
    the draws to come)."""
    stud = """variant = 'F7S/8'
antes = [1, 1]
bring_in = 2
small_bet = 10
big_bet = 20
starting_stacks = [60, 1]
actions = ['d dh p1 4hTs8d', 'd dh p2 Jh8hTd', 'p1 sm 4hTs8d', 'p2 sm Jh8hTd', 'd dh p1 Ac', 'd dh p2 5c',
           'd dh p1 4s', 'd dh p2 Qd', 'd dh p1 Qs', 'd dh p2 2c', 'd dh p1 Tc', 'd dh p2 6s',
           'p1 sm 4hTs8dAc4sQsTc', 'p2 sm Jh8hTd5cQd2c6s']
"""
    path = tmp_path / "stud.phh"
    path.write_text(stud)
    report = luck(path, seed=3)
    assert report.skipped == () or list(report.skipped) == []
    (hand,) = report.hands
    assert hand.all_in and hand.won == (1, -1)
    result = equity("stud-hi-lo", ["4hTs8d", "Jh8hTd"], contributions=[1, 1], seed=3)
    assert hand.expected == pytest.approx([p.ev - 1 for p in result.players])
    draw = """variant = 'fixed-limit five-card-draw'
antes = [0, 0]
blinds_or_straddles = [5, 10]
small_bet = 10
big_bet = 20
starting_stacks = [7, 1]
actions = ['d dh p1 Ts8s5h7c2c', 'd dh p2 4sQd4cAd3c', 'p1 sd', 'p2 sd', 'p1 sm Ts8s5h7c2c', 'p2 sm 4sQd4cAd3c']
"""
    path = tmp_path / "draw.phh"
    path.write_text(draw)
    (hand,) = luck(path, seed=3).hands
    assert hand.all_in and hand.won == (-1, 1)    # a pair of fours beats ten high
    assert hand.expected == (-1.0, 1.0) and hand.exact   # both stand pat: no card to come


def test_totals_add_up_over_files_and_a_phhs_of_several_hands(tmp_path):
    rng = random.Random(3)
    texts = [play.play("NT", [rng.randint(20, 60) for _ in range(3)], rng, all_in_street=2)[0] for _ in range(4)]
    many = tmp_path / "many.phhs"
    many.write_text("".join(f"[{i}]\n{text}\n" for i, text in enumerate(texts, 1)))
    one = tmp_path / "one.phh"
    one.write_text(texts[0])
    report = luck([many, one])
    assert [h.name for h in report.hands] == [f"{many} #{i}" for i in range(1, 5)] + [str(one)]
    for player in report.players:
        mine = [(w, e) for h in report.hands for n, w, e in zip(h.players, h.won, h.expected) if n == player.name]
        assert player.hands == len(mine)
        assert player.won == sum(w for w, _ in mine)
        assert player.expected == pytest.approx(sum(e for _, e in mine))
        assert player.luck == pytest.approx(player.won - player.expected)
    assert "| player | hands | all in | won | expected | luck |" in report.table()


def test_a_hand_by_hand():
    """AA, KK and QQ all in on a 2c 7d 9h flop for 100, 60 and 40 (AA's last 40 uncalled)."""
    spot = play.Spot.__new__(play.Spot)
    spot.hands, spot.board, spot.contributions = ["AsAd", "KsKd", "QsQd"], "2c7d9h", [60, 60, 40]
    expected = _naive_expected("NT", spot)
    assert sum(expected) == 0
    # by hand: AA wins unless a K (KK) or a Q (QQ) comes without an A; the boards are 990
    assert all(isinstance(e, Fraction) for e in expected)


@pytest.mark.parametrize("text,message", [
    ("variant = 'XX'\nactions = []\n", "unknown PHH variant 'XX'"),
    ("not toml at all [", "not a hand history in a format read here"),
    ("variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [10, 10]\n"
     "actions = ['d dh p1 AsAd', 'd dh p2 AsKd']\n", "action 2 'd dh p2 AsKd': "),
])
def test_bad_files_are_one_line_notes_naming_the_file_or_errors_with_strict(tmp_path, text, message):
    path = tmp_path / "bad.phh"
    path.write_text(text)
    report = luck(path)
    assert report.hands == () and len(report.skipped) == 1
    assert report.skipped[0].startswith(f"{path}: ") and message in report.skipped[0]
    assert "1 skipped" in report.table().splitlines()[0]
    with pytest.raises(ValueError, match=message) as error:
        luck(path, strict=True)
    assert str(path) in str(error.value) and "\n" not in str(error.value)
    assert luck(tmp_path / "missing.phh").skipped == (f"{tmp_path / 'missing.phh'}: cannot read it (FileNotFoundError)",)


def _turn_all_ins(tmp_path, count: int, seed: int) -> list:
    """`count` three-handed Hold'em hands all in on the turn, a PHH file each."""
    rng = random.Random(seed)
    paths = []
    for k in range(count):
        path = tmp_path / f"{k}.phh"
        path.write_text(play.play("NT", [rng.randint(20, 60) for _ in range(3)], rng, all_in_street=2)[0])
        paths.append(str(path))
    return paths


def test_ctrl_c_keeps_the_hands_done(tmp_path):
    paths = _turn_all_ins(tmp_path, 3, seed=5)

    calls = []

    def stop_after_two(done, total):
        calls.append((done, total))
        assert 0 < done <= total
        if len(calls) == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as stopped:
        luck(paths, progress=stop_after_two)
    assert len(stopped.value.result.hands) == 2 and not stopped.value.result.complete


def test_the_luck_command(tmp_path):
    import subprocess

    paths = _turn_all_ins(tmp_path, 2, seed=8)
    out = subprocess.run([sys.executable, "-m", "pokerbits", "luck", *paths, "--every-hand"], capture_output=True,
                         text=True)
    assert out.returncode == 0 and out.stderr == ""
    report = luck(paths)
    assert out.stdout.strip() == report.table(every_hand=True)
    assert out.stdout.splitlines()[0] == f"2 hands, {sum(h.all_in for h in report.hands)} all in"
    missing = str(tmp_path / "missing.phh")
    skipped = subprocess.run([sys.executable, "-m", "pokerbits", "luck", missing, *paths], capture_output=True, text=True)
    assert skipped.returncode == 0 and skipped.stdout.splitlines()[0].endswith(", 1 skipped")
    assert skipped.stderr == f"pokerbits luck: skipped {missing}: cannot read it (FileNotFoundError)\n"
    bad = subprocess.run([sys.executable, "-m", "pokerbits", "luck", "--strict", missing, *paths],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "cannot read it" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize("show", ["p2 sm", "p2 sm ????"])
def test_an_all_in_whose_hand_is_not_shown_counts_at_its_result_never_as_a_fold(tmp_path, show):
    """All in preflop, the loser mucks (or shows '????'): its EV cannot be known, so the hand
    counts at its result and is counted apart; were it valued as a fold, AA would expect +3."""
    path = tmp_path / "muck.phh"
    path.write_text("variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
                    "starting_stacks = [50, 50]\n"
                    f"actions = ['d dh p1 AsAd', 'd dh p2 ????', 'p2 cbr 50', 'p1 cc', 'p1 sm AsAd', '{show}', "
                    "'d db 2c7d9h', 'd db Jc', 'd db Kh']\n")
    report = luck(path)
    (hand,) = report.hands
    assert hand.unknown and not hand.all_in
    assert hand.won == (50, -50) and hand.expected == (50.0, -50.0)
    assert report.table().splitlines()[0] == "1 hands, 0 all in, 1 all-ins counted at their result (a hand mucked or unknown)"


def _mixed_files(tmp_path) -> list:
    """Five files: turn all-ins, a file of several hands and a file that cannot be read."""
    paths = _turn_all_ins(tmp_path, 4, seed=11)
    rng = random.Random(12)
    many = tmp_path / "many.phhs"
    many.write_text("".join(f"[{i}]\n{play.play('NT', [rng.randint(20, 60) for _ in range(3)], rng, all_in_street=1)[0]}\n"
                            for i in range(1, 4)) + "[4]\nvariant = 'XX'\n")
    bad = tmp_path / "bad.txt"
    bad.write_text("not a hand history")
    return paths[:2] + [str(many), str(bad)] + paths[2:]


def test_a_process_pool_gives_the_serial_report(tmp_path):
    from concurrent.futures import ProcessPoolExecutor

    paths = _mixed_files(tmp_path)
    serial = luck(paths, samples=2000, seed=4)
    assert len(serial.hands) == 7 and len(serial.skipped) == 2
    with ProcessPoolExecutor(max_workers=2) as pool:
        assert luck(paths, samples=2000, seed=4, executor=pool) == serial
    done = []
    assert luck(paths, samples=2000, seed=4, max_workers=2, progress=lambda d, t: done.append((d, t))) == serial
    assert len(done) == len(paths) and done[-1][0] == done[-1][1]
    with pytest.raises(ValueError, match="many.phhs #4: unknown PHH variant 'XX'"):   # the first in the files' order
        luck(paths, max_workers=2, strict=True)
    with pytest.raises(TypeError, match="executor must have a map method"):
        luck(paths, executor=object())


def test_on_a_local_dask_cluster(tmp_path):
    distributed = pytest.importorskip("distributed")
    paths = _mixed_files(tmp_path)
    serial = luck(paths, samples=2000, seed=4)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            assert luck(paths, samples=2000, seed=4, client=client) == serial


def test_ctrl_c_on_a_pool_keeps_the_files_done(tmp_path):
    paths = _turn_all_ins(tmp_path, 4, seed=5)
    calls = []

    def stop_after_two(done, total):
        calls.append(done)
        if len(calls) == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as stopped:
        luck(paths, progress=stop_after_two, max_workers=2)
    assert len(stopped.value.result.hands) == 2 and not stopped.value.result.complete
    assert stopped.value.result.hands == luck(paths[:2]).hands
