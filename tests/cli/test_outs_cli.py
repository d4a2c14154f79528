"""`pokerbits outs`, run as a user would."""
import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "pokerbits", "outs", *args], capture_output=True, text=True)


def test_the_winning_cards_per_player():
    out = run("AhKh", "QsQd", "--board", "Ts 4h 2c 9d")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Texas Hold'em, board Ts 4h 2c 9d, 44 cards to come"   # the board as given
    assert lines[1] == "| player | hand | outs | cards | ties | pot share |"
    assert lines[3] == "| 1 | Ah Kh | 6 | As Ad Ac Ks Kd Kc |  | 13.636% |"   # three aces and three kings: 6 of 44
    assert lines[4].startswith("| 2 | Qs Qd | 38 | Qh Qc Js")


def test_ties_and_dead_cards():
    out = run("5sAs", "Ad5d", "--board", "Kc Qc 7h 2s", "--dead", "Ac")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Texas Hold'em, board Kc Qc 7h 2s, dead Ac, 43 cards to come"
    assert lines[3].startswith("| 1 | 5s As | 0 |  | Ah Ks ") and lines[3].endswith(" | 50.000% |")


def test_a_bad_board_is_an_error_on_stderr():
    out = run("AhKh", "QsQd", "--board", "Ts 4h")
    assert out.returncode == 2 and out.stdout == ""
    assert "outs needs a flop or turn board of 3 or 4 cards, got 2" in out.stderr and "Traceback" not in out.stderr


def test_svg_writes_the_picture(tmp_path):
    import xml.etree.ElementTree as ET

    picture = tmp_path / "outs.svg"
    out = run("AhKh", "QsQd", "--board", "Ts 4h 2c 9d", "--svg", str(picture))
    assert out.returncode == 0, out.stderr
    cards = [r for r in ET.parse(picture).getroot().iter("{http://www.w3.org/2000/svg}rect") if r.get("data-card")]
    assert len(cards) == 52 and sum(r.get("data-seat") == "0" for r in cards) == 6
