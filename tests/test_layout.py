"""The package layout: the compiled modules in use are the engine room's, and the rooms around
it load by their own names after a plain `import pokerbits`."""
import ast
import importlib
import importlib.machinery
import importlib.metadata
import pathlib
import re
import subprocess
import sys

import pokerbits

PACKAGE = pathlib.Path(pokerbits.__file__).parent
CORE = PACKAGE / "_core"
# the engine room's modules as setup.py builds them (its MODULES, read, not run): each in one of
# the groups (the shared pieces, the kernels and their batch loops, the walks over deals and their
# tallies, the shipped tables, the hand engine's betting and pot split)
SETUP = pathlib.Path(__file__).resolve().parents[1] / "setup.py"
SETUP_NAMES = {node.targets[0].id: node.value for node in ast.parse(SETUP.read_text(encoding="utf-8")).body
               if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)}
ENGINE = ast.literal_eval(SETUP_NAMES["MODULES"])
# and the hand engine's Python modules setup.py compiles as they are (its PURE_MODULES, Cython's
# pure Python mode): outside the engine room, each beside its .py
PURE = ast.literal_eval(SETUP_NAMES["PURE_MODULES"])
GROUPS = {"common", "kernels", "walks", "tables", "engine"}
SHARED_UTILITY = "_cyutility"   # Cython's utility code, compiled once for the modules above


def extension_files(folder: pathlib.Path) -> list:
    return [p for p in folder.rglob("*") if p.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))]


def source_of(name: str, suffix: str) -> pathlib.Path:
    return CORE.joinpath(*name.split(".")).with_suffix(suffix)


def test_the_compiled_modules_in_use_are_the_engine_rooms():
    for name in ENGINE:
        module = importlib.import_module(f"pokerbits._core.{name}")
        path = pathlib.Path(module.__file__)
        assert path.parent == CORE / name.split(".")[0], path
        assert path.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), path   # compiled, no fallback
        source = source_of(name, ".pyx")
        if source.exists():   # a source checkout: the build is not older than its source
            assert path.stat().st_mtime >= source.stat().st_mtime, f"{path.name} is older than {source.name}"


def test_no_compiled_module_outside_the_engine_room_but_the_pure_python_ones():
    outside = {".".join(p.relative_to(PACKAGE).parts[:-1] + (p.name.split(".")[0],))
               for p in extension_files(PACKAGE) if p.parent != CORE and p.parent.parent != CORE}
    assert outside == set(PURE), outside ^ set(PURE)
    for name in PURE:
        module = importlib.import_module(f"pokerbits.{name}")
        assert module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), module.__file__
        source = PACKAGE.joinpath(*name.split(".")).with_suffix(".py")
        assert source.exists(), source   # the plain Python it was compiled from, read by mypy and users
        if PACKAGE == SETUP.parent / "src" / "pokerbits":   # built in place (an install copies files in any order)
            assert pathlib.Path(module.__file__).stat().st_mtime >= source.stat().st_mtime, \
                f"{name}: the compiled module is older than {source.name}: rebuild (python setup.py build_ext --inplace)"
    found = {f"{p.parent.name}.{p.name.split('.')[0]}" if p.parent != CORE else p.name.split(".")[0]
             for p in extension_files(CORE)}
    assert found == {*ENGINE, SHARED_UTILITY}


def test_every_cython_source_is_built():
    """Each .pyx of a source checkout is one of setup.py's MODULES (an installed wheel has none)."""
    sources = {".".join(p.relative_to(CORE).with_suffix("").parts) for p in CORE.rglob("*.pyx")}
    assert not sources or sources == set(ENGINE), sources ^ set(ENGINE)


def test_the_engine_room_is_its_groups():
    """Every file of the engine room sits in one of its groups (but the shared utility code)."""
    folders = {p.name for p in CORE.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == GROUPS
    loose = {p.name.split(".")[0] for p in CORE.iterdir() if p.is_file()}
    assert loose <= {"__init__", SHARED_UTILITY}, loose


def test_cythons_utility_code_is_compiled_once():
    """Memoryviews and function objects live in one shared module, not again in each user."""
    shared = importlib.import_module(f"pokerbits._core.{SHARED_UTILITY}")
    assert pathlib.Path(shared.__file__).parent == CORE
    sizes = {p.name.split(".")[0]: p.stat().st_size for p in extension_files(CORE)}
    assert sizes["showdowns"] < sizes[SHARED_UTILITY], sizes   # a small module using memoryviews


def test_the_engine_room_imports_no_python_room():
    sources = [p for p in CORE.rglob("*") if p.suffix in (".pyx", ".pxd", ".py")]
    assert sources
    for path in sources:
        for line in path.read_text(encoding="utf-8").splitlines():
            found = re.match(r"\s*(?:from|c?import)\s+(pokerbits[\w.]*)", line)
            if found:
                assert found.group(1).startswith("pokerbits._core"), f"{path.name}: {line.strip()}"


def module_tables(text: str) -> set:
    """Names of the module-level C arrays declared in a .pyx or .pxd."""
    code = (line.split("#")[0] for line in text.splitlines() if line.startswith("cdef "))
    declarations = (line.split("=")[0] for line in code if re.match(r"cdef [^(]*\[", line) and "::" not in line)
    return {re.sub(r"\[[^\]]*\]", "", declaration).split()[-1] for declaration in declarations}


def test_every_table_of_the_engine_room_is_counted_in_its_table_bytes():
    """Each module-level C array of a compiled module (in its .pyx or .pxd) is a term of the
    module's TABLE_BYTES, which the benchmarks' table-size figure adds up."""
    for name in ENGINE:
        source, header = source_of(name, ".pyx"), source_of(name, ".pxd")
        if not source.exists():   # an installed wheel: no sources to read
            continue
        text = source.read_text(encoding="utf-8")
        tables = module_tables(text) | (module_tables(header.read_text(encoding="utf-8")) if header.exists() else set())
        counted = text.split("\nTABLE_BYTES = ", 1)[1].split("\n\n", 1)[0] if "\nTABLE_BYTES = " in text else ""
        assert set(re.findall(r"sizeof\((\w+)\)", counted)) == tables, name
        if tables:
            assert importlib.import_module(f"pokerbits._core.{name}").TABLE_BYTES > 0


def test_every_public_room_works_after_a_plain_import():
    script = ("import pokerbits as pb; "
              "print(pb.games.GAMES[0].key, len(pb.ranges.parse('AA')), pb.equities.EXACT_LIMIT > 0, "
              "pb.systems.get('high').name, pb.analysis.__name__, pb.cli.main.__name__, pb.compat.__name__, "
              "pb.pictures.__name__, pb.plot.range_grid.__name__)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["holdem", "6", "True", "high", "pokerbits.analysis", "main", "pokerbits.compat",
                   "pokerbits.pictures", "range_grid"]


def test_the_pictures_load_on_first_display_only():
    """`import pokerbits`, and making every result that shows a picture, load neither the pictures
    room nor matplotlib (nor pokerbits.plot); a result's first display loads its picture module."""
    script = (
        "import sys, pokerbits as pb; loaded = lambda *names: sorted(m for m in sys.modules if m.startswith(names)); "
        "a = loaded('pokerbits.pictures', 'pokerbits.plot', 'matplotlib'); "
        "made = [pb.equity('holdem', ['AhKh', 'QsQd'], 'Qh 7h 2c'), pb.range_grid('AA'), pb.preflop_table(), "
        "pb.showdown('holdem', ['As Ad', 'Kc Kd'], board='2c 7d 9h Js 3c'), "
        "pb.hand_strength('holdem', 'Ah Kh', 'Qh 7h 2c 9d', vs='QQ+'), pb.outs('holdem', ['Ah Kh', 'Qs Qd'], 'Ts 4h 2c 9d')]; "
        "b = loaded('pokerbits.pictures', 'pokerbits.plot', 'matplotlib'); made[1]._repr_svg_(); "
        "print(a, b, loaded('pokerbits.pictures', 'pokerbits.plot', 'matplotlib'))")
    out = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["[]", "[]", "['pokerbits.pictures',", "'pokerbits.pictures.grid',",
                           "'pokerbits.pictures.svg']"], out


def test_the_display_methods_are_lazy_delegations():
    """Each result's display method imports its picture module inside: two lines, no module-level import."""
    for module, name in (("equities.results", "EquityResult"), ("games.settle", "Showdown"),
                         ("equities.grid", "RangeGrid"), ("analysis.strength", "HandStrength"),
                         ("analysis.runouts", "Outs"), ("equities.preflop", "PreflopTable")):
        source = (PACKAGE / module.replace(".", "/")).with_suffix(".py").read_text(encoding="utf-8")
        assert "\nfrom pokerbits.pictures" not in source and "\nimport pokerbits.pictures" not in source
        cls = getattr(importlib.import_module(f"pokerbits.{module}"), name)
        shown = [m for m in ("_repr_svg_", "_repr_html_") if m in vars(cls)]
        assert len(shown) == 1, name
        # read from the source (the module may be compiled, its methods then not inspectable)
        defined = (PACKAGE / cls.__module__.split(".", 1)[1].replace(".", "/")).with_suffix(".py")
        tree = ast.parse(defined.read_text(encoding="utf-8"))
        [method] = [f for c in tree.body if isinstance(c, ast.ClassDef) and c.name == cls.__name__
                    for f in c.body if isinstance(f, ast.FunctionDef) and f.name == shown[0]]
        assert len(method.body) == 2 and isinstance(method.body[0], ast.ImportFrom), name
        assert method.body[0].module.startswith("pokerbits.pictures."), name


def test_the_import_path_stays_light():
    """`import pokerbits` loads no typing, dataclasses, inspect or re (a third of its time once);
    the rooms that need them load on first use."""
    script = ("import sys; heavy = {'typing', 'dataclasses', 'inspect', 're'} - set(sys.modules); "
              "import pokerbits; print(sorted(heavy & set(sys.modules)))")   # less what the start-up loaded
    out = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out


def test_import_leaves_the_big_tables_to_first_use():
    """The rank-key hash and the Omaha tables are built by the first call that reads them, not
    by `import pokerbits` nor by the per-call evaluators that never read them."""
    script = ("import pokerbits; from pokerbits._core.kernels import high, omaha; built = lambda: (high.key_hash_built(), "
              "omaha.tables_built()); a = built(); pokerbits.high('As Ks Qs Js Ts'); b = built(); "
              "pokerbits.evaluate_many('high', [0b11111]); c = built(); pokerbits.omaha_high('As Ks 2c 3d', "
              "'Qs Js Ts'); print(a, b, c, built())")
    out = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["(False,", "False)", "(False,", "False)", "(True,", "False)", "(True,", "True)"], out


def test_installed_metadata_has_the_license_and_the_home_page():
    """`pip show pokerbits` shows both: the License-Expression (pip 25.1 and later; setuptools
    writes no License field beside it), and the Home-page field, which older pips read alone."""
    meta = importlib.metadata.metadata("pokerbits")
    assert meta["License-Expression"] == "MIT"
    urls = dict(entry.split(", ", 1) for entry in meta.get_all("Project-URL"))
    assert meta["Home-page"] == urls["Homepage"]
