"""How the package imports. The house has no circles: no room of src/pokerbits (nor module)
imports, at run time, lazily or not, one that imports it back through any path (imports under
TYPE_CHECKING, for annotations only, do not count). And `import pokerbits` loads the facade
alone: each public name loads its module on first use, from one table that the names type
checkers see and __all__ agree with."""
import ast
import pathlib
import subprocess
import sys

import pytest

import pokerbits

PACKAGE = pathlib.Path(pokerbits.__file__).parent


def module_name(path: pathlib.Path) -> str:
    parts = ("pokerbits",) + path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def runtime_imports(path: pathlib.Path, modules: set, lazy: bool = True) -> set:
    """The modules of the package that `path` imports when it runs, at module level or (`lazy`)
    inside a function too (a lazy import is still a dependency), leaving out `if TYPE_CHECKING:`
    blocks."""
    name, found = module_name(path), set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def visit(nodes: list) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if not lazy and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1]) if node.level else ""
                base = ".".join(filter(None, (base, node.module)))
                # `from pokerbits import games` imports the module pokerbits.games, not the facade
                found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names)
            visit([child for child in ast.iter_child_nodes(node) if not isinstance(child, ast.expr)])
    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return {nearest(module, modules) for module in found if module.split(".")[0] == "pokerbits"}


def nearest(name: str, modules: set) -> str:
    """The module of the package that `name` lies in (a compiled module of _core: its package)."""
    while name not in modules:
        name = name.rpartition(".")[0]
    return name


def import_graph(lazy: bool = True) -> dict:
    paths = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    return {name: runtime_imports(path, set(paths), lazy) for name, path in paths.items()}


def room(module: str) -> str:
    """pokerbits.equities.api -> equities; the facade pokerbits/__init__.py is a room of its own."""
    return module.split(".")[1] if "." in module else module


def circle(graph: dict):
    """One circle of `graph` (node -> the nodes it imports) as a list of nodes, or None."""
    state: dict = {}   # 1: on the path being walked, 2: done (no circle through it)
    path: list = []

    def walk(node):
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = walk(target)
                if found:
                    return found
        state[node] = 2
        path.pop()
        return None

    for node in sorted(graph):
        if node not in state:
            found = walk(node)
            if found:
                return found
    return None


def test_no_import_circle_between_rooms():
    """The rooms import one way: the results import their pictures (inside their display methods),
    the pictures read the results they are handed and never import a result's room."""
    rooms: dict = {}
    for module, targets in import_graph().items():
        rooms.setdefault(room(module), set()).update(room(t) for t in targets if room(t) != room(module))
    assert circle(rooms) is None, " -> ".join(circle(rooms))


def test_no_import_circle_between_modules():
    """Modules import one way at load time; inside a room a class may call, from a method, the
    module that builds it (the engine's Hand.from_phh and its PHH reader): between rooms even
    that is a circle (above)."""
    graph = import_graph(lazy=False)
    assert circle(graph) is None, " -> ".join(circle(graph))


def test_the_circle_finder_finds_a_circle():
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def facade_types() -> dict:
    """name -> module of the facade's imports under TYPE_CHECKING (what type checkers see)."""
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    block = next(node for node in tree.body if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING")
    return {alias.name: node.module for node in block.body if isinstance(node, ast.ImportFrom)
            for alias in node.names if node.module != "typing"}


def test_the_facade_table_the_typed_names_and_all_agree():
    typed = facade_types()
    names = {name: module for name, module in typed.items() if name not in pokerbits._SUBMODULES}
    assert sorted(names) == sorted(pokerbits.__all__)
    assert {name: pokerbits._LAZY[name] for name in names} == names
    rooms = {name for name, module in typed.items() if name in pokerbits._SUBMODULES}
    assert rooms == {name for name in pokerbits._SUBMODULES if name in dir(pokerbits)}


@pytest.mark.parametrize("name", sorted(set(pokerbits._LAZY) - set(pokerbits.__all__)))
def test_a_table_name_not_yet_public_is_one_whose_module_has_not_landed(name):
    """A name may wait in the table for its module (the rooms being built); once it is there,
    the name must be public: in __all__ and typed above."""
    with pytest.raises(AttributeError, match=f"module 'pokerbits' has no attribute '{name}'"):
        getattr(pokerbits, name)


def loaded_after(code: str) -> list:
    script = f"import sys; {code}; print(sorted(m for m in sys.modules if m.startswith('pokerbits')))"
    out = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, check=True).stdout
    return ast.literal_eval(out)


def test_import_loads_the_facade_alone_and_a_name_its_own_module():
    assert loaded_after("import pokerbits") == ["pokerbits"]
    assert "pokerbits.systems" not in loaded_after("import pokerbits; pokerbits.high('As Ks Qs Js Ts')")
    assert not any(m.startswith(("pokerbits.equities", "pokerbits.games")) for m in loaded_after(
        "import pokerbits; pokerbits.describe('high', 7462)"))


def test_every_public_name_loads():
    """Each name of __all__ (and each room) is there after a plain import, in a fresh interpreter."""
    script = ("import pokerbits as pb; missing = [n for n in pb.__all__ + sorted(pb._SUBMODULES) "
              "if n in dir(pb) and getattr(pb, n, None) is None]; print(missing, 'engine' in dir(pb) or 'no engine')")
    out = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.startswith("[] "), out


def test_a_module_that_fails_inside_is_not_hidden(monkeypatch, tmp_path):
    """Only a missing module of the table reads as a missing name; an import error inside a
    module that is there still says what failed."""
    for missing in ("pokerbits._probe_missing", "pokerbits._probe_missing.inner"):   # the module, its package
        monkeypatch.setitem(pokerbits._LAZY, "_probe", missing)
        with pytest.raises(AttributeError, match="no attribute '_probe'"):
            pokerbits._probe
    (tmp_path / "probe_broken.py").write_text("import a_module_that_is_not_there\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(pokerbits._LAZY, "_probe", "probe_broken")
    with pytest.raises(ModuleNotFoundError, match="a_module_that_is_not_there"):
        pokerbits._probe
