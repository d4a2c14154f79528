"""The grid and table commands."""
import re

import pytest

from pokerbits.cli.main import main
from pokerbits.equities import matchups, preflop


def test_grid_prints_and_writes_svg(tmp_path, capsys):
    svg = tmp_path / "grid.svg"
    assert main(["grid", "QQ+, AKs", "--svg", str(svg)]) == 0
    out = capsys.readouterr().out
    assert "22 combos" in out and "\x1b[" not in out        # not a terminal: plain text
    assert len(out.splitlines()) == 15 and out.splitlines()[-1] == f"wrote the grid as SVG to {svg}"
    assert len(re.findall('data-class=', svg.read_text())) == 169
    assert main(["grid", "AA", "--svg", str(tmp_path / "no such folder" / "grid.svg")]) == 2   # one line, no traceback
    err = capsys.readouterr().err
    assert err.startswith("pokerbits grid: error: cannot write ") and len(err.splitlines()) == 1


def test_grid_vs(capsys):
    assert main(["grid", "AA", "--vs", "KK", "--board", "2c 7d 9h"]) == 0
    assert "equity against KK on 2c 7d 9h" in capsys.readouterr().out


def test_grid_bad_range(capsys):
    assert main(["grid", "QQ+ AKs"]) == 2
    assert "separate them with commas" in capsys.readouterr().err


def test_table_preflop_with_a_small_build(tmp_path, capsys, monkeypatch):
    # the command's plumbing on a cheap stand-in build; the real build is checked in a slow test
    monkeypatch.setattr(preflop, "build_preflop_table", lambda **kw: preflop.preflop_table())
    out = tmp_path / "t.bin"
    assert main(["table", "preflop", "--threads", "2", "--output", str(out)]) == 0
    assert "the same as the shipped table" in capsys.readouterr().out
    assert preflop.PreflopTable.from_bytes(out.read_bytes()).wins == preflop.preflop_table().wins


def test_table_matchups_with_a_stand_in_build(tmp_path, capsys, monkeypatch):
    # the command's plumbing on the shipped counts as the build's; the real build: tests/equities/test_matchups.py
    monkeypatch.setattr(matchups, "build_matchup_table",
                        lambda game, **kw: matchups.shipped_wins(matchups.table_system(game)))
    out = tmp_path / "m.bin"
    assert main(["table", "matchups", "--game", "short-deck", "--output", str(out)]) == 0
    assert "Short-deck Hold'em matchup table: 20,313 classes" in capsys.readouterr().out
    assert matchups.decode(out.read_bytes(), "short_deck") == matchups.shipped_wins("short_deck")


@pytest.mark.parametrize("args,message", [(["matchups", "--game", "omaha"], "Omaha has no matchup table"),
                                          (["preflop", "--game", "short-deck"], "the preflop class table is Hold'em's")])
def test_table_refuses_a_game_without_one(args, message, capsys):
    assert main(["table", *args]) == 2
    assert message in capsys.readouterr().err


def test_table_needs_a_known_name(capsys):
    with pytest.raises(SystemExit):
        main(["table", "flop"])
