"""`pokerbits discard` and `pokerbits equity --discards/--draws` run as a user would.

Expected numbers by counting outs: 7c5d4h2s drawing one (Kc thrown) against a pat 8-6-4-3-2 wins
with one of the three 3s or three 6s left among the 42 unseen cards: 6/42 = 14.286%. Ac2d3h
(3s thrown) against a pat K-Q-J-T badugi wins with a spade not paired with A, 2, 3 and not Ts:
4s..9s, Js, Qs, Ks = 9 of 44 unseen cards = 20.455%, and Ac2d3s (3h thrown) likewise with a heart.
"""
import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "pokerbits", *args], capture_output=True, text=True)


def rows(stdout):
    return [line for line in stdout.splitlines() if line.startswith("| ") and not line.startswith("| discards")]


def test_equity_with_discards_is_exact_for_one_draw():
    out = run("equity", "--game", "2-7-triple-draw", "7c5d4h2sKc", "8c6d4s3h2c", "--discards", "Kc", "", "--draws", "1")
    assert out.returncode == 0 and out.stderr == "", out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "2-7 triple draw: exact, 42 deals"
    assert lines[3].startswith("| 1 | 7c5d4h2sKc, draws 1 (Kc) | 14.286% |")
    assert lines[4].startswith("| 2 | 8c6d4s3h2c, draws 0 | 85.714% |")


def test_equity_with_several_draws_repeats_with_a_seed():
    args = ("equity", "--game", "badugi", "Ac2d3h3s", "random", "--discards", "3s", "", "--draws", "3",
            "--samples", "20000", "--seed", "4")
    first, second = run(*args), run(*args, "--threads", "2")
    assert first.returncode == 0 and first.stdout == second.stdout, first.stderr
    assert "Monte Carlo, 20,000 deals, seed 4" in first.stdout


def test_discard_exact_best_first_with_the_tie_rule():
    out = run("discard", "--game", "badugi", "Ac2d3h3s", "--vs", "KcQdJhTs")
    assert out.returncode == 0 and out.stderr == "", out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Ac2d3h3s vs KcQdJhTs, 1 draw: exact"
    table = rows(out.stdout)
    assert len(table) == 16
    assert table[0] == "| 3s | Ac 3h 2d | 20.455% |" and table[1] == "| 3h | Ac 3s 2d | 20.455% |"
    assert "| pat | Ac 3s 3h 2d | 0.000% |" in table      # a three-card badugi loses to any four-card one
    equities = [float(row.split("|")[3].strip(" %")) for row in table]
    assert equities == sorted(equities, reverse=True)


def test_discard_monte_carlo_several_draws():
    args = ("discard", "--game", "badugi", "Ac2d3h3s", "--vs", "random", "--draws", "3", "--samples", "4000",
            "--seed", "9")
    out = run(*args)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    assert out.stdout.splitlines()[0] == "Ac2d3h3s vs random, 3 draws: Monte Carlo, seed 9"
    table = rows(out.stdout)
    assert len(table) == 16 and all(row.count("|") == 5 for row in table)
    assert out.stdout == run(*args, "--threads", "2").stdout


def test_errors_exit_2():
    out = run("discard", "--game", "holdem", "AcAd", "--vs", "random")
    assert out.returncode == 2 and "has no draws" in out.stderr and "Traceback" not in out.stderr
    out = run("equity", "--game", "badugi", "Ac2d3h3s", "random", "--draws", "4")
    assert out.returncode == 2 and "draws must be 1 to 3" in out.stderr
    out = run("equity", "--game", "badugi", "Ac2d3h3s", "random", "--discards", "Kd", "")
    assert out.returncode == 2 and "not in the known cards" in out.stderr
    out = run("discard", "--game", "badugi", "Ac2d3h", "--vs", "random")
    assert out.returncode == 2 and "Traceback" not in out.stderr
