"""The command line, run as a user would: `python -m pokerbits ...`."""
import re
import subprocess
import sys

import pytest


def run(*args):
    return subprocess.run([sys.executable, "-m", "pokerbits", *args], capture_output=True, text=True)


def test_rank():
    out = run("rank", "As", "Ks", "Qs", "Js", "Ts", "2c", "3d")
    assert out.returncode == 0
    assert "7462" in out.stdout and "Royal flush" in out.stdout and "As Ks Qs Js Ts" in out.stdout


def test_compare_winner_and_split():
    out = run("compare", "AsAh KsQd2c", "KdKc KsQd2c")
    assert out.returncode == 0 and out.stdout.strip().endswith("hand 2 wins")
    out = run("compare", "AsAh KsQd2c", "AdAc KsQd2c")
    assert out.stdout.strip().endswith("split: hands 1, 2")


def test_census_five_cards():
    out = run("census", "--cards", "5")
    assert out.returncode == 0
    assert "| royal flush | 4 |" in out.stdout and "| total | 2,598,960 | 100.0000 | 7,462 |" in out.stdout


@pytest.mark.parametrize("args,message", [
    (("rank", "As", "Ks", "Qs", "Js", "Tx"), "unknown suit 'x'"),
    (("rank", "As", "As", "Qs", "Js", "Td"), "duplicate card As"),
    (("rank", "As", "Ks"), "needs 5 to 52 cards, got 2"),
    (("census", "--cards", "9"), "census of high covers 5 to 7 cards"),
])
def test_errors_go_to_stderr_with_status_2(args, message):
    out = run(*args)
    assert out.returncode == 2
    assert message in out.stderr and "Traceback" not in out.stderr and out.stdout == ""


def test_bad_arguments_are_one_line():
    out = run("rank", "--system", "nope", "As")
    assert out.returncode == 2 and "unknown ranking system 'nope'" in out.stderr
    for args in (("rank", "--system", "nope", "As"), ("rank",), ("nonsense",), ("showdown", "--game", "chess", "As"),
                 ("census", "--cards", "x")):
        out = run(*args)
        assert out.returncode == 2 and len(out.stderr.splitlines()) == 1, out.stderr
        assert "usage:" not in out.stderr and out.stderr.startswith("pokerbits") and out.stdout == ""


@pytest.mark.parametrize("args,message", [
    (("rank", "--system", "hihg", "As"), "unknown ranking system 'hihg'; did you mean 'high'?"),
    (("rank", "--system", "rzz", "As"), "unknown ranking system 'rzz'; did you mean 'razz'?"),
    (("showdown", "--game", "holdme", "As Ad"), "unknown game 'holdme'; did you mean 'holdem'?"),
    (("showdown", "--game", "chess", "As Ad"), "unknown game 'chess'; pokerbits.games.names() lists the games"),
])
def test_unknown_names_suggest_the_closest(args, message):
    out = run(*args)   # one short line, not the list of every game
    assert out.returncode == 2 and message in out.stderr and len(out.stderr) < 160, out.stderr


def test_compare_needs_two_hands():
    out = run("compare", "AsAh KsQd2c")   # one quoted hand: nothing to compare with
    assert out.returncode == 2 and out.stdout == ""
    assert "compare needs two hands or more, got 1" in out.stderr and len(out.stderr.splitlines()) == 1


def test_version():
    """The version and the batch path picked (by a measurement in each process: forced here, so
    that a loaded machine cannot make the two processes pick differently)."""
    import os
    import pokerbits

    out = subprocess.run([sys.executable, "-m", "pokerbits", "--version"], capture_output=True, text=True,
                         env={**os.environ, "POKERBITS_KERNEL": "scalar"})
    assert out.returncode == 0
    assert out.stdout.strip() == f"pokerbits {pokerbits.__version__} (batch kernel scalar)"
    out = run("--version")
    assert re.fullmatch(rf"pokerbits {re.escape(pokerbits.__version__)} \(batch kernel (avx512|avx512_loads|avx2|scalar)\)",
                        out.stdout.strip()), out.stdout


@pytest.mark.parametrize("name,system", [("razz", "ace_five"), ("Razz", "ace_five"), ("badugi", "badugi"),
                                         ("kansas-city", "deuce_seven"), ("holdem", "high"), ("HIGH", "high")])
def test_system_by_a_game_ranked_by_one_system(name, system):
    hand = ["Kc", "Kd", "5s", "4h", "3d", "2c", "Ac"] if system != "badugi" else ["4s", "4h", "2d", "Ac"]
    assert run("rank", "--system", name, *hand).stdout == run("rank", "--system", system, *hand).stdout != ""


@pytest.mark.parametrize("name,message", [("stud-hi-lo", "stud-hi-lo is ranked by ace_five_8 and high"),
                                          ("omaha", "omaha uses exactly 2 hole and 3 board cards")])
def test_system_by_a_game_of_two_systems_says_which(name, message):
    out = run("rank", "--system", name, "As", "Ks", "Qs", "Js", "Ts")
    assert out.returncode == 2 and message in out.stderr


def test_game_names_in_any_case():
    out = run("showdown", "--game", "Holdem", "--board", "2c 7d 9h Js 3c", "Kc Kd", "As Ad")
    assert out.returncode == 0 and out.stdout.startswith("Texas Hold'em, board 2c 7d 9h Js 3c")
    assert "player 1: Kc Kd" in out.stdout


def test_console_script_is_installed():
    import shutil

    script = shutil.which("pokerbits", path=str(__import__("pathlib").Path(sys.executable).parent))
    assert script is not None
    out = subprocess.run([script, "rank", "7c", "5d", "4h", "3s", "2c"], capture_output=True, text=True)
    assert out.returncode == 0 and "value:       1 of 7462" in out.stdout


@pytest.mark.parametrize("system,cards,lines", [
    ("deuce_seven", ["7c", "5d", "4h", "3s", "2c"],
     ["value:       7462 of 7462", "category:    seven low", "description: 7-5-4-3-2 (number one)"]),
    ("ace_five", ["Kc Kd 5s 4h 3d 2c Ac"],          # Razz: the best five of seven, ace low
     ["description: 5-4-3-2-A (wheel)", "best cards:  5s 4h 3d 2c Ac"]),
    ("ace_five_8", ["9c", "7d", "6h", "5s", "4c"],
     ["value:       0 of 56", "description: No qualifying low", "best cards:  (none: no qualifying hand)"]),
    ("badugi", ["4s", "4h", "2d", "Ac"],
     ["category:    three card", "description: Three-card badugi 4-2-A", "best cards:  4s 2d Ac"]),
])
def test_rank_low_systems(system, cards, lines):
    out = run("rank", "--system", system, *cards)
    assert out.returncode == 0
    assert all(line in out.stdout for line in lines), out.stdout


def test_compare_badugi():
    out = run("compare", "--system", "badugi", "7s 3s 2h Ad", "3c 3d 2s Ah", "Ks Qh Jd Tc")
    assert out.returncode == 0
    assert "Three-card badugi 3-2-A" in out.stdout and out.stdout.strip().endswith("hand 3 wins")
    out = run("compare", "--system", "badugi", "7s 3s 2h Ad", "3c 3d 2s Ah")
    assert out.stdout.strip().endswith("split: hands 1, 2")


def test_compare_when_no_low_qualifies():
    out = run("compare", "--system", "ace_five_8", "9c7d6h5s4c", "KcKdQhJs2c")
    assert out.returncode == 0 and out.stdout.strip().endswith("no hand qualifies")
    assert "<-" not in out.stdout


def test_census_badugi_four_cards():
    out = run("census", "--system", "badugi", "--cards", "4")
    assert out.returncode == 0
    assert "| four card | 17,160 |" in out.stdout and "| total | 270,725 | 100.0000 | 1,092 |" in out.stdout


@pytest.mark.parametrize("system,cards,message", [
    ("badugi", ["As", "Ks", "Qs"], "a Badugi hand needs 4 to 7 cards, got 3"),
    ("deuce_seven", ["As", "Ks", "Qs", "Js", "Ts", "9s", "8s", "7s"], "needs 5 to 7 cards, got 8"),
])
def test_low_system_errors(system, cards, message):
    out = run("rank", "--system", system, *cards)
    assert out.returncode == 2 and message in out.stderr and out.stdout == ""


def test_showdown_split_with_odd_chips():
    out = run("showdown", "--game", "holdem", "--board", "As Ks Qd Jc Th", "2c 3d", "2d 3c", "4h 4s", "--pot", "101")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Texas Hold'em, board As Ks Qd Jc Th, pot 101"
    assert "high: players 1, 2, 3 split 101 chips" in lines
    assert "player 1 gets 34 chips (exactly 33 2/3)" in lines and "player 3 gets 33 chips (exactly 33 2/3)" in lines


def test_showdown_winner_without_pot():
    out = run("showdown", "--game", "stud", "As Ad Ah Ac 2c 3c 4c", "Ks Kd Kh Kc 2d 3d 4d")
    assert out.returncode == 0, out.stderr
    assert "high: player 1 wins the pot" in out.stdout and "scoops" not in out.stdout
    assert out.stdout.splitlines()[-1] == "player 1 gets the whole pot"   # not "gets 1 of the pot"
    assert "Four of a kind, aces, four kicker" in out.stdout


def test_showdown_shares_without_pot():
    out = run("showdown", "--game", "omaha-hi-lo", "--board", "Ah Kh 7c 4d 2s", "As 3c Kd Qd", "8h 6h 5c 5d")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-2:] == ["player 1 gets 1/2 of the pot", "player 2 gets 1/2 of the pot"]
    out = run("showdown", "--game", "holdem", "--board", "As Ks Qd Jc Th", "2c 3d", "2d 3c", "4h 4s")
    assert out.stdout.splitlines()[-3:] == [f"player {seat} gets 1/3 of the pot" for seat in (1, 2, 3)]


@pytest.mark.parametrize("args,message", [
    (("showdown", "--game", "stud", "--board", "2c 3c 4c 5c 6c", "As Ad Ah Ac 2d 3d 4d"), "Seven-card Stud has no board"),
    (("showdown", "--game", "omaha", "--board", "2c 3c 4c 5c 6c", "As Ad Ah", "Ks Kd Kh Kc"), "player 1: Omaha needs exactly 4"),
    (("showdown", "--game", "holdem", "--board", "2c 3c 4c 5c 6c", "As Ad", "Ad Kc"), "duplicate card Ad: player 1 and player 2"),
])
def test_showdown_errors(args, message):
    out = run(*args)
    assert out.returncode == 2 and message in out.stderr and out.stdout == ""


def test_showdown_lists_the_games():
    out = run("showdown", "--help")
    assert out.returncode == 0 and "omaha-hi-lo" in out.stdout and "badacey" in out.stdout
    assert run("showdown", "--game", "poker", "As Ad").returncode == 2


def test_showdown_hi_lo_as_in_the_issue():
    out = run("showdown", "--game", "omaha-hi-lo", "--board", "Ah Kh 7c 4d 2s", "As 3c Kd Qd", "8h 6h 5c 5d",
              "--pot", "101")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Omaha Hi/Lo 8, board Ah Kh 7c 4d 2s, pot 101"
    assert "high: player 1 wins 51 chips" in lines and "low: player 2 wins 50 chips" in lines
    assert any(line.split() == ["low", "6-5", "low", "(6-5-4-2-A)", "6h", "5d", "4d", "2s", "Ah", "wins"] for line in lines)


def test_showdown_no_low():
    out = run("showdown", "--game", "omaha-hi-lo", "--board", "Ah Kh Qc 9d 9s", "As 3c Kd Qd", "8h 6h 5c 5d")
    assert out.returncode == 0, out.stderr
    assert "no qualifying low: high takes all" in out.stdout and "player 1 scoops the pot" in out.stdout


def test_new_systems_and_games():
    out = run("rank", "--system", "badugi_ace_high", "As 4h 3d 2c")
    assert out.returncode == 0 and "Four-card badugi A-4-3-2" in out.stdout
    out = run("rank", "--system", "short_deck", "Ah 6d 7c 8s 9d")
    assert out.returncode == 0 and "Straight, nine high" in out.stdout
    out = run("showdown", "--game", "short-deck", "--board", "Ah 9h 8h Kc Kd", "--pot", "9", "Kh 7h", "Ac Ad")
    assert out.returncode == 0 and "player 1 gets 9 chips" in out.stdout
    out = run("showdown", "--game", "short-deck", "--board", "Ah 9h 8h Kc Kd", "Kh 2h", "Ac Ad")
    assert out.returncode == 2 and "do not include 2h" in out.stderr
