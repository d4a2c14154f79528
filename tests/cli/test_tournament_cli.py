"""The icm and pushfold commands: their tables and charts, the SVG file, the ICM variant, one-line
errors (status 2) and a clean Ctrl-C (status 130)."""
import sys

import pytest
from interrupts import ctrl_c_cli

from pokerbits.cli.main import main


def test_icm_prints_the_exact_table(capsys):
    assert main(["icm", "5000", "3000", "2000", "--payouts", "50", "30", "20"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "ICM (Malmuth-Harville), 3 players, prizes 50 / 30 / 20: exact"
    assert "| 1 | 5,000 | 50.00% | 38.3929 | 38.39% |" in out


def test_icm_monte_carlo_repeats_with_a_seed(capsys):
    args = ["icm", "5000", "3000", "2000", "--payouts", "50", "30", "20", "--samples", "20000", "--seed", "8"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out == first and "seed 8" in first and "± error" in first


def test_pushfold_prints_both_charts_and_writes_the_svg(tmp_path, capsys):
    svg = tmp_path / "charts.svg"
    assert main(["pushfold", "10", "--svg", str(svg)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Heads-up push/fold, 10 bb effective, no ante, chip EV: exploitable by ")
    assert lines[1] == "Small blind shoves 58.3% of hands:"
    assert lines[16] == "Big blind calls a shove with 37.4% of hands:"
    assert lines[2].startswith("AA  100 AKs 100") and len(lines) == 31
    assert lines[-1] == f"wrote both charts to {svg}"
    assert svg.read_text().count("data-class=") == 338


def test_pushfold_with_an_ante_and_by_icm(capsys):
    assert main(["pushfold", "10", "--ante", "0.1"]) == 0
    assert "10 bb effective, ante 0.1 bb, chip EV" in capsys.readouterr().out
    assert main(["pushfold", "2000", "--ante", "100", "--bb-ante", "--blinds", "100", "200"]) == 0
    assert "10 bb effective, big blind ante 0.5 bb, chip EV" in capsys.readouterr().out
    icm_args = ["--stacks", "20", "10", "10", "--payouts", "50", "30", "20", "--sb", "1", "--bb", "2"]
    assert main(["pushfold", *icm_args]) == 0
    out = capsys.readouterr().out
    assert "ICM (small blind player 2, big blind player 3 of stacks 20 10 10 bb, prizes 50 30 20)" in out
    assert "prize a hand" in out


@pytest.mark.parametrize("args, words", [
    (["pushfold"], "give the effective stack"),
    (["pushfold", "0"], "stack must be more than 0"),
    (["pushfold", "--stacks", "10000", "5000", "--payouts", "1", "--sb", "0", "--bb", "1"],
     "more than 1,000 big blinds: for stacks in chips, give blinds="),
    (["pushfold", "10", "--stacks", "10", "10", "--payouts", "1", "--sb", "0", "--bb", "1"], "not both"),
    (["pushfold", "--stacks", "10", "10", "--payouts", "1"], "needs payouts=, sb= and bb="),
    (["icm", "1", "-2", "--payouts", "1"], "stacks[1] must be a finite number"),
    (["icm", "0", "0", "--payouts", "1"], "no player has chips"),
    (["icm", "1", "nan", "--payouts", "1"], "stacks[1]"),
])
def test_errors_are_one_line_and_exit_2(args, words, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_stops_a_long_sampled_icm():
    status, out, err = ctrl_c_cli(["icm", *["3"] * 2000, "--payouts", *["1"] * 500, "--samples", "100000000"], 1.5)
    assert status == 130, err
    assert err == "pokerbits icm: interrupted\n" and out == ""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_stops_a_full_table_while_it_builds():
    stacks = [str(stack) for stack in range(10, 19)]      # ICM nine-handed: seconds of build
    status, out, err = ctrl_c_cli(["pushfold", "--stacks", *stacks, "--payouts", "50", "30", "20"], 0.5)
    assert status == 130, err
    assert err == "pokerbits pushfold: interrupted\n" and out == ""


def test_pushfold_full_table_bar_moves_through_every_phase(monkeypatch, capsys):
    from pokerbits.cli import tournaments

    seen = []

    class Recorder:
        def update(self, done, total):
            seen.append((done, total))

        def clear(self):
            pass

    monkeypatch.setattr(tournaments, "Progress", Recorder)
    assert main(["pushfold", "--stacks", "10", "9", "12", "8", "11"]) == 0
    assert "Push/fold, 5 players" in capsys.readouterr().out
    done = [d for d, _ in seen]
    assert {t for _, t in seen} == {3000} and done == sorted(done) and done[-1] == 3000
    assert any(0 < d < 1000 for d in done) and any(1000 < d < 2000 for d in done)   # the build, CFR+


def test_pushfold_chart_prints_the_thresholds(tmp_path, capsys):
    svg = tmp_path / "chart.svg"
    assert main(["pushfold", "--chart", "--max-stack", "2", "--svg", str(svg)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Small blind shoves up to (big blinds, no ante):\nAA    2+")
    assert "32o  1.4" in out and "Big blind calls a shove up to" in out
    assert svg.read_text().count('data-class="AA"') == 2
    assert main(["pushfold", "10", "--chart"]) == 2
    assert "give no stack" in capsys.readouterr().err


def test_pushfold_full_table_chart_writes_the_svg(tmp_path, capsys):
    svg = tmp_path / "table.svg"
    assert main(["pushfold", "--chart", "--players", "3", "--max-stack", "1.2", "--svg", str(svg)]) == 0
    assert capsys.readouterr().out.endswith(f"wrote every position's shove chart to {svg}\n")
    assert svg.read_text().count('data-class="AA"') == 2          # the button's and the small blind's shoves
    assert main(["pushfold", "--chart", "--players", "3", "--max-stack", "1.2", "--svg", str(svg),
                 "--position", "2"]) == 0
    assert capsys.readouterr().out.endswith(f"wrote BB's charts to {svg}\n")
    assert svg.read_text().count('data-class="AA"') == 2 and "calls SB" in svg.read_text()
    assert main(["pushfold", "--chart", "--players", "3", "--svg", str(svg), "--position", "3"]) == 2
    assert "--position must be from 0 to 2" in capsys.readouterr().err
    assert main(["pushfold", "--chart", "--position", "1"]) == 2
    assert "--position picks a full table's SVG charts" in capsys.readouterr().err
