"""The examples of docs/analysis.md run as written, and print what their comments say."""
import contextlib
import io
import pathlib
import re

DOC = pathlib.Path(__file__).parents[2] / "docs" / "analysis.md"


def test_every_python_example_runs_and_prints_its_comments():
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 4
    for block in blocks:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile(block, str(DOC), "exec"), {})
        promised = [m.group(1).strip() for m in re.finditer(r"print\(.*\)\s+# (.*)", block)]
        assert printed.getvalue().splitlines() == promised
