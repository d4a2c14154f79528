"""Every Python example in README.md and docs/*.md runs as written, one namespace per file, in
page order; examples written as a session (``>>>``) have their shown results checked."""
import doctest
import importlib.util
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
# pages whose examples use an optional dependency: skipped where it is not installed
NEEDS = {"compat.md": "pokerkit", "chips.md": "pokerkit", "pictures.md": "matplotlib"}
FENCE = re.compile(r"^```python[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)


def _needs_missing_extra(code: str) -> bool:
    """Whether a block imports an optional extra (dask, matplotlib, pokerkit) not installed here."""
    return any(re.search(rf"^\s*(from|import) {name}\b", code, re.M) and importlib.util.find_spec(name) is None
               for name in ("dask", "matplotlib", "pokerkit"))


def python_blocks(text: str) -> list:
    """(line number, code) of every ```python fence."""
    return [(text.count("\n", 0, m.start(1)) + 1, m.group(1)) for m in FENCE.finditer(text)]


def test_blocks_are_found():
    text = "intro\n```python\nx = 1\n```\n\n```sh\nls\n```\n```python\n>>> x\n1\n```\n"
    assert python_blocks(text) == [(3, "x = 1\n"), (10, ">>> x\n1\n")]


def test_every_page_is_found():
    names = {page.name for page in PAGES}
    assert {"README.md", "index.md", "getting-started.md", "cards.md", "rules.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_python_examples_run(page):
    if page.name in NEEDS:
        pytest.importorskip(NEEDS[page.name])
    namespace: dict = {"__name__": f"example:{page.name}"}
    blocks = python_blocks(page.read_text(encoding="utf-8"))
    parser = doctest.DocTestParser()
    for line, code in blocks:
        where = f"{page.name}:{line}"
        if code.lstrip().startswith(">>>"):
            test = parser.get_doctest(code, namespace, where, str(page), line)
            runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
            runner.run(test, clear_globs=False)
            namespace.update(test.globs)
            assert runner.failures == 0, f"{where}: a shown result differs (see the report above)"
        elif not _needs_missing_extra(code):   # (a block that imports an extra not installed here is left out)
            exec(compile(code, where, "exec"), namespace)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_python_m_doctest_passes(page):
    """The command a reader runs, exactly: `python -m doctest PAGE` (no option flags, every
    ``>>>`` on the page, so a closing fence right after a shown result fails here)."""
    if page.name in NEEDS:
        pytest.importorskip(NEEDS[page.name])
    run = subprocess.run([sys.executable, "-m", "doctest", page.name], cwd=page.parent,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]


def test_cli_page_lists_every_command_of_the_parser():
    """docs/cli.md's table of commands is the parser's: every command, in its order."""
    import argparse

    from pokerbits.cli.main import parser

    commands = next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction))
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\| `(\w+)` \| ", text, re.M)
    assert listed == [choice.dest for choice in commands._choices_actions]


def test_reference_documents_every_public_name():
    import pokerbits

    text = (ROOT / "docs" / "reference.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"pokerbits\.(\w+)$", text, re.M))
    for members in re.findall(r":members: (.+)$", text, re.M):
        listed |= {name.strip() for name in members.split(",")}
    missing = sorted(set(pokerbits.__all__) - listed)
    assert not missing, f"docs/reference.md does not document: {missing}"
