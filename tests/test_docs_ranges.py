"""The examples of docs/ranges.md run as written."""
import pathlib
import re

import pytest

DOC = pathlib.Path(__file__).resolve().parent.parent / "docs" / "ranges.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S) if DOC.exists() else []


@pytest.mark.skipif(not DOC.exists(), reason="not a source checkout")
@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_example_runs(index, capsys):
    exec(compile(BLOCKS[index], f"docs/ranges.md block {index}", "exec"), {})
    assert len(BLOCKS) >= 6
