"""The examples of docs/draws.md run as written and print what their comments say."""
import contextlib
import io
import pathlib
import re

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "draws.md"


def test_draws_doc_examples_run_and_print_what_they_say():
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)
    assert len(blocks) >= 5
    for block in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(block, str(DOC), "exec"), {})
        said = [m.group(1) for m in re.finditer(r"print\(.*\)[ \t]+# (\S.*?)(?::.*)?$", block, re.M)]
        said += [m.group(1) for m in re.finditer(r"^# (.*\S)$", block, re.M)]
        assert out.getvalue().splitlines() == said, block
