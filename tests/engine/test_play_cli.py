"""`pokerbits play` driven by piped input."""
import subprocess
import sys


def run(args, stdin):
    return subprocess.run([sys.executable, "-m", "pokerbits", "play", *args], input=stdin, capture_output=True,
                          text=True, timeout=60)


def test_a_hand_played_from_piped_input():
    out = run(["holdem", "--stacks", "200", "200", "200", "--blinds", "1", "2", "--seed", "3"],
              "cbr 6\nf\ncc\ncc\ncc\ncbr 10\nf\n")
    assert out.returncode == 0, out.stderr
    assert "p3 [f, cc (call 2), cbr 4..200]> cbr 6" in out.stdout
    assert out.stdout.rstrip().endswith("stacks: 199 207 194")


def test_an_illegal_action_is_reported_and_the_prompt_comes_back():
    out = run(["holdem", "--stacks", "50", "50", "--blinds", "1", "2", "--seed", "1"], "cbr 3\nf\n")
    assert out.returncode == 0
    assert "p2 cannot raise to 3: the minimum is 4, the maximum 50" in out.stderr
    assert "stacks: 51 49" in out.stdout


def test_input_ending_before_the_hand_and_bad_arguments():
    out = run(["razz", "--stacks", "50", "50", "--antes", "1", "--bring-in", "1", "--betting", "fixed-limit",
               "--small-bet", "2", "--big-bet", "4", "--seed", "1"], "pb\n")
    assert out.returncode == 1 and "the input ended before the hand did" in out.stderr
    out = run(["holdme", "--stacks", "50", "50"], "")
    assert out.returncode == 2 and "unknown game 'holdme'" in out.stderr


def test_decimal_stacks():
    out = run(["holdem", "--stacks", "5.00", "5.00", "--blinds", "0.25", "0.50", "--seed", "2"], "f\n")
    assert out.returncode == 0, out.stderr
    assert "stacks: 5.25 4.75" in out.stdout
