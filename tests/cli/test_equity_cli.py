"""`pokerbits equity` run as a user would, including Ctrl-C, and its progress bar."""
import io
import subprocess
import sys

import pytest
from interrupts import ctrl_c_cli

from pokerbits import cli


def run(*args):
    return subprocess.run([sys.executable, "-m", "pokerbits", "equity", *args], capture_output=True, text=True)


def test_exact_table():
    out = run("--game", "holdem", "AhKh", "QsQd", "--board", "2c 7d Th")
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    assert lines[0] == "Texas Hold'em, board 2c 7d Th: exact, 990 deals"   # the board as given
    assert lines[1] == "| player | hand | equity | win | tie |"
    assert lines[3].startswith("| 1 | AhKh | 28.990% |") and lines[4].startswith("| 2 | QsQd | 71.010% |")


def test_monte_carlo_repeats_with_a_seed_and_any_threads():
    args = ("QQ+, AKs", "random", "--board", "Ts 4d 2c", "--samples", "300000", "--seed", "11")
    first, second = run(*args), run(*args, "--threads", "2")
    assert first.returncode == 0 and first.stdout == second.stdout
    assert "Monte Carlo, 300,000 deals, seed 11" in first.stdout and "± error" in first.stdout


def test_errors_exit_2():
    out = run("AhKh", "AhQd")
    assert out.returncode == 2 and "duplicate card Ah" in out.stderr and "Traceback" not in out.stderr
    out = run("--game", "nosuchgame", "AhKh", "QsQd")
    assert out.returncode == 2 and "unknown game" in out.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_prints_the_partial_monte_carlo_result():
    status, out, err = ctrl_c_cli(["equity", "AhKh", "random", "random", "--samples", "10000000000", "--seed", "3"],
                                  1.5)
    assert status == 130, err
    assert "(stopped early)" in out and "| 1 | AhKh |" in out
    assert err == ""      # no progress bar: stderr is no terminal


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_only_on_a_terminal_and_after_the_delay():
    shown = Terminal()
    bar = cli.Progress(shown, delay=0.0)
    bar.update(5, 10)
    assert "[###############...............]  50.0%" in shown.getvalue()
    bar.clear()
    assert shown.getvalue().endswith("\r")
    quiet = Terminal()
    bar = cli.Progress(quiet, delay=60.0)
    bar.update(5, 10)
    bar.clear()
    assert quiet.getvalue() == ""
    piped = io.StringIO()
    bar = cli.Progress(piped, delay=0.0)
    bar.update(5, 10)
    assert piped.getvalue() == ""


def clocked_bar(monkeypatch, times):
    """(its terminal, a progress bar) whose clock reads `times` in turn, the first its start."""
    from pokerbits.cli import equity as command

    clock = iter(times)
    monkeypatch.setattr(command.time, "monotonic", lambda: next(clock))
    shown = Terminal()
    return shown, cli.Progress(shown, delay=1.0)


def test_the_progress_bar_estimates_the_time_left(monkeypatch):
    shown, bar = clocked_bar(monkeypatch, [100.0, 110.0, 130.0, 135.0])   # from 100: 10 s a quarter, 30 s 3/4
    bar.update(1, 4)
    assert shown.getvalue().rstrip().endswith("25.0%  10.0 s, about 30.0 s left")
    bar.update(3, 4)
    assert shown.getvalue().rstrip().endswith("75.0%  30.0 s, about 10.0 s left")
    bar.update(4, 4)   # done: no estimate
    assert shown.getvalue().rstrip().endswith("100.0%  35.0 s")
    assert max(len(line) for line in shown.getvalue().split("\r")) <= cli.Progress.WIDTH


def test_the_time_left_follows_the_pace_of_the_phase_the_run_is_in(monkeypatch):
    """A run whose first half took 5 s and whose next tenth took 100 s: 400 s left at the recent
    pace (the overall pace, 105 s for 60 %, would say 70 s); then the window moves on, and marks
    closer than a STEP apart are not kept."""
    shown, bar = clocked_bar(monkeypatch, [0.0, 5.0, 105.0, 205.0, 206.0, 206.2])
    bar.update(50, 100)
    assert shown.getvalue().rstrip().endswith("50.0%  5.0 s, about 5.0 s left")
    bar.update(60, 100)
    assert shown.getvalue().rstrip().endswith("60.0%  1 min 45 s, about 6 min 40 s left")
    bar.update(70, 100)   # the base is now the mark at 105 s (the window: a quarter of 205 s)
    assert shown.getvalue().rstrip().endswith("70.0%  3 min 25 s, about 5 min 00 s left")
    bar.update(71, 100)
    bar.update(72, 100)   # 0.2 s later: not kept (marks a STEP apart), the base still 105 s
    assert [done for _, done in bar.marks] == [60, 70, 71]
    assert shown.getvalue().rstrip().endswith("72.0%  3 min 26 s, about 3 min 56 s left")


def test_partial_hands_are_named_in_one_line():
    out = run("AhKh", "QsQd", "--game", "plo", "--samples", "2000", "--seed", "1")
    assert out.returncode == 0, out.stderr
    assert out.stderr == ("pokerbits equity: note: players 1, 2 hold fewer than the 4 cards of Omaha: "
                          "the missing cards are dealt at random\n")
    assert "| 1 | AhKh + 2 random cards |" in out.stdout
    out = run("AhKh", "Js", "--board", "Ts 4d 2c 7h 8h")
    assert out.stderr.startswith("pokerbits equity: note: player 2 holds fewer than the 2 cards")
    assert run("AhKh", "QQ+", "random", "--board", "Ts 4d 2c 7h 8h").stderr == ""   # ranges: nothing to say


def test_hi_lo_columns():
    out = run("--game", "omaha-hi-lo", "As 2s 3d Kd", "Ah Kh 4c 5c", "--board", "2h 7c Td")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Omaha Hi/Lo 8, board 2h 7c Td: exact, 820 deals"
    assert lines[1] == "| player | hand | equity | scoop | high | low | tie |"


@pytest.mark.parametrize("hands", [("AhKh", ""), ("AhKh", " ")])
def test_an_empty_hand_is_an_error(hands):
    out = run(*hands)
    assert out.returncode == 2 and "player 2: empty hand" in out.stderr and out.stdout == ""


def test_a_lone_card_is_shown_as_a_partial_hand_and_dead_cards_keep_their_order():
    out = run("AhKh", "QsQd", "Js", "--board", "Ts 4d 2c", "--dead", "9c 3h", "--game", "HOLDEM")
    assert out.returncode == 0, out.stderr
    assert "| 3 | Js + 1 random card |" in out.stdout
    assert out.stdout.startswith("Texas Hold'em, board Ts 4d 2c, dead 9c 3h:")


def test_omaha_percent_ranges():
    out = run("--game", "omaha", "5%", "random", "--samples", "20000", "--seed", "2")
    assert out.returncode == 0 and "| 1 | 5% |" in out.stdout
    out = run("--game", "omaha-hi-lo", "5%", "random", "--samples", "100")
    assert out.returncode == 2 and "no starting-hand order" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("draw", [False, True])
def test_html_writes_the_table(tmp_path, draw):
    import xml.etree.ElementTree as ET

    page = tmp_path / "equity.html"
    hands = ["7c5d4h2sKc", "8c6d4s3h2c", "--game", "2-7-single-draw", "--discards", "Kc", ""] if draw else \
        ["AhKh", "QQ+", "--board", "2c 7d Th"]
    out = run(*hands, "--html", str(page))
    assert out.returncode == 0, out.stderr
    text = page.read_text(encoding="utf-8")
    body = ET.fromstring(text.split("<body>", 1)[1].rsplit("</body>", 1)[0])
    rows = body.find("table").find("tbody").findall("tr")
    assert len(rows) == 2 and rows[0].findall("td")[3].text == out.stdout.splitlines()[3].split(" | ")[2]
