"""The stubs and py.typed serve a user: a script over the whole public API runs, and passes
`mypy --strict` (skipped where mypy is not installed)."""
import pathlib
import runpy
import subprocess
import sys

import pytest

SCRIPT = pathlib.Path(__file__).with_name("use_public_api.py")


def test_the_script_over_the_public_api_runs(capsys):
    runpy.run_path(str(SCRIPT), run_name="__main__")
    assert "7462" in capsys.readouterr().out


def test_the_script_over_the_public_api_passes_mypy_strict(tmp_path):
    pytest.importorskip("mypy")
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path), str(SCRIPT)],
                         capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
