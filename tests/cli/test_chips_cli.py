"""`--contributions` on `pokerbits showdown` and `pokerbits equity`, and "-" for a folded seat."""
import subprocess
import sys

import pytest


def run(*args):
    return subprocess.run([sys.executable, "-m", "pokerbits", *args], capture_output=True, text=True)


def printed(*args):
    """The lines a command that succeeds prints (nothing on stderr)."""
    out = run(*args)
    assert out.returncode == 0 and out.stderr == ""
    return out.stdout.splitlines()


@pytest.mark.parametrize("contributions,expected", [
    ("100,60,30,40", ["Texas Hold'em, board Kh 7c 8d 2s 3h, pot 230", "player 3: folded",
                      "main pot, 150 chips (players 1, 2, 4): high: player 2 wins 150 chips",
                      "side pot 1, 40 chips (players 1, 2): high: player 2 wins 40 chips",
                      "40 chips back to player 1 (uncalled)", "player 2 gets 190 chips, put in 60 (+130)"]),
    ("1.00,0.60,0.30,0.45", ["Texas Hold'em, board Kh 7c 8d 2s 3h, pot 2.35",   # money with cents
                             "main pot, 1.65 chips (players 1, 2, 4): high: player 2 wins 1.65 chips",
                             "0.40 chips back to player 1 (uncalled)", "player 1 gets 0.40 chips, put in 1.00 (-0.60)"]),
])
def test_showdown_with_side_pots(contributions, expected):
    lines = printed("showdown", "--game", "holdem", "As Ad", "Kc Kd", "-", "Qh Qs", "--board", "Kh 7c 8d 2s 3h",
                    "--contributions", contributions)
    assert lines[0] == expected[0] and all(line in lines for line in expected)


def test_showdown_everyone_else_folded():
    out = run("showdown", "--game", "omaha", "-", "As Ad Kc Kd", "folded", "--contributions", "5,10,20")
    assert out.returncode == 0
    assert "player 2 gets 35 chips, put in 10 (+25)" in out.stdout.splitlines()


def test_equity_with_side_pots():
    out = run("equity", "AsAd", "KsKd", "-", "QsQd", "--board", "2c 7d 9h Jc", "--contributions", "100,60,70,40")
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    assert lines[1] == "| player | hand | equity | win | tie | EV |"
    assert lines[5].startswith("| 3 | folded | 0.000% |") and lines[5].endswith("| 0.00 |")
    assert "| main | 160 | 1, 2, 4 | 1: 90.476%, 2: 4.762%, 4: 4.762% |" in lines
    assert "| returned | 50 | 1 | 1: 100.000% |" in lines   # with the 10 the folded seat put in above 60


def test_equity_with_money():
    # the unit is the finest place of the values (0.60 and .7: a tenth)
    assert "| main | 1.6 | 1, 2, 4 | 1: 90.476%, 2: 4.762%, 4: 4.762% |" in printed(
        "equity", "AsAd", "KsKd", "-", "QsQd", "--board", "2c 7d 9h Jc", "--contributions", "1,0.60,.7,0.4")


def test_a_unit_of_a_cent_and_a_pot_of_money():
    split = printed("showdown", "--game", "holdem", "As Ad", "Ac Ah", "-", "--board", "Kh 7c 8d 2s 3h",
                    "--contributions", "1,1,1", "--unit", "0.01")
    assert "player 1 gets 1.50 chips, put in 1.00 (+0.50)" in split   # without --unit: a whole dollar's odd chip
    alone = printed("showdown", "--game", "holdem", "As Ad", "Ac Ah", "--board", "Kh 7c 8d 2s 3h", "--pot", "1.01")
    assert "high: players 1, 2 split 1.01 chips" in alone and "player 1 gets 0.51 chips (exactly 0.505)" in alone
    thirds = printed("showdown", "--game", "holdem", "2c 3d", "4c 5d", "6c 7d", "--board", "As Ks Qs Js Ts", "--pot", "1.01")
    assert "player 3 gets 0.33 chips (exactly 101/300)" in thirds   # a share of money that does not end: a fraction
    assert "| main | 3.00 | 1, 2 | 1: 91.616%, 2: 8.384% |" in printed(
        "equity", "AsAd", "KsKd", "-", "--board", "2c 7d 9h", "--contributions", "1,1,1", "--unit", "0.01")


def test_bad_contributions_exit_2_in_one_line():
    for args in (["--contributions", "1,x"], ["--contributions", "1,2,3"], ["--contributions", "1,-2"],
                 ["--contributions", "1,1e3"], ["--contributions", "1,NaN"], ["--contributions", "1,0.5.0"],
                 ["--contributions", "1,\u0661\u0662"], ["--contributions", "1,\u0661.5"]):   # (Arabic-Indic digits)
        out = run("equity", "AsAd", "KsKd", *args)
        assert out.returncode == 2 and "Traceback" not in out.stderr and len(out.stderr.splitlines()) == 1
    for args in (["--pot", "1.0.1"], ["--pot", "1,2"], ["--pot", "-1"], ["--pot", "2", "--unit", "0"],
                 ["--unit", "0.01"]):
        out = run("showdown", "--game", "holdem", "As Ad", "Kc Kd", "--board", "Kh 7c 8d 2s 3h", *args)
        assert out.returncode == 2 and "Traceback" not in out.stderr and len(out.stderr.splitlines()) == 1, args
    out = run("showdown", "--game", "holdem", "-", "-", "--contributions", "1,2")
    assert out.returncode == 2 and "every seat folded" in out.stderr
