"""Extension list and compiler directives; everything else is in pyproject.toml.

Environment switches:
  POKERBITS_NATIVE=1    compile with -march=native (local benchmarking only, never wheels)
  POKERBITS_SANITIZE=1  compile with AddressSanitizer and UndefinedBehaviorSanitizer
  POKERBITS_DEBUG=1     -O0 -g, initialized checks on

Other builds, wheels among them, have no debug info (-g0 after the interpreter's own -g): a
fifth of the size; on Linux their symbol tables are stripped too (-s: an eighth of what is left,
which the manylinux repair's --strip would otherwise be the only one to do).

Bounds checks stay on everywhere: with them off, Cython indexes a Python list or tuple
without checking its length (a read out of bounds on hostile input).  A hot loop whose
indexes are proven in range may turn them off locally with @cython.boundscheck(False).
"""
import os
import sys

from Cython.Build import cythonize
from setuptools import Extension, setup

# the compiled engine room, pokerbits._core: one module per concern, in five groups (the shared
# pieces, the kernels and their batch loops, the walks over deals and their tallies, the tables,
# the hand engine's betting state and pot split)
MODULES = [
    "common.bits", "common.cards", "common.records",
    "kernels.high", "kernels.ace_five", "kernels.deuce_seven", "kernels.badugi", "kernels.short_deck",
    "kernels.omaha", "kernels.batch", "kernels.compat",
    "walks.equity", "walks.exact_walk", "walks.monte_carlo", "walks.draws", "walks.hand_choice",
    "walks.strength", "walks.showdowns", "walks.icm", "walks.push_fold", "walks.full_table", "walks.chips",
    "tables.preflop", "tables.isomorphism", "tables.matchups",
    "engine.betting", "engine.split",
]

# the hand engine's Python compiled as it is (Cython's pure Python mode): the modules stay plain,
# typed Python that mypy reads and any interpreter could run; compiled, their interpreter overhead
# goes (about half of a hand's instructions). engine/hand.pxd gives the Hand class C fields and
# its inner steps C calls. Python's semantics are kept whole: annotations are not C types,
# negative indexes wrap, and division is Python's (their signatures are read from the functions,
# not written into their docstrings).
PURE_MODULES = ["engine.hand", "engine.cards", "engine.phh", "engine.phh_toml", "games.settle", "games.pots", "games.results", "games.amounts"]
PURE_DIRECTIVES = {"annotation_typing": False, "wraparound": True, "cdivision": False, "embedsignature": False}

debug = os.environ.get("POKERBITS_DEBUG") == "1"
compile_args: list[str] = []
link_args: list[str] = []
sanitize = os.environ.get("POKERBITS_SANITIZE") == "1"
if sys.platform != "win32":
    compile_args += ["-O0", "-g"] if debug else ["-O3", "-g" if sanitize else "-g0"]
    if os.environ.get("POKERBITS_NATIVE") == "1":
        compile_args.append("-march=native")
    if sanitize:
        sanitizers = ["-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-fno-sanitize-recover=undefined"]
        compile_args += sanitizers
        link_args += sanitizers
    elif not debug and sys.platform.startswith("linux"):
        link_args.append("-s")   # no symbol table: the modules export PyInit_* dynamically either way

# the C headers a module includes (rebuilt when one changes): the batch loop's wide paths, one
# header per instruction set, compiled with GCC's and Clang's target attributes (no -march: the
# module picks a path at import from what the CPU reports)
HEADERS = {"kernels.batch": [f"kernels/{name}.h" for name in ("wide", "wide_avx512", "wide_avx2")]}

extensions = [
    Extension(
        f"pokerbits._core.{name}",
        [f"src/pokerbits/_core/{name.replace('.', '/')}.pyx"],
        depends=[f"src/pokerbits/_core/{header}" for header in HEADERS.get(name, [])],
        extra_compile_args=compile_args,
        extra_link_args=link_args,
    )
    for name in MODULES
]
pure_extensions = [
    Extension(f"pokerbits.{name}", [f"src/pokerbits/{name.replace('.', '/')}.py"],
              extra_compile_args=compile_args, extra_link_args=link_args)
    for name in PURE_MODULES
]

# Cython's utility code (memoryviews, function objects) compiled once, in this module, instead
# of once in each module that uses it: a third of the wheel
SHARED_UTILITY = "pokerbits._core._cyutility"
extensions.append(Extension(SHARED_UTILITY, [f"src/{SHARED_UTILITY.replace('.', '/')}.c"],
                            extra_compile_args=compile_args, extra_link_args=link_args))

DIRECTIVES = {
    "language_level": 3,
    "embedsignature": True,
    "binding": True,
    "boundscheck": True,
    "wraparound": False,
    "initializedcheck": debug,
    "cdivision": True,
    "freethreading_compatible": True,
}

# the Home-page field, which [project] cannot set (its urls become Project-URL fields): pip before
# 24 shows only this one as `pip show`'s Home-page (tests/test_layout.py: the same as Homepage)
HOME_PAGE = "https://github.com/pokerbits/pokerbits"

setup(
    url=HOME_PAGE,
    # the extensions compiled side by side, one per core (pip install, and build_ext without -j;
    # `build_ext -j N` still chooses): one core took over a minute
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
    ext_modules=[
        *cythonize(extensions, shared_utility_qualified_name=SHARED_UTILITY, compiler_directives=DIRECTIVES),
        *cythonize(pure_extensions, shared_utility_qualified_name=SHARED_UTILITY,
                   compiler_directives={**DIRECTIVES, **PURE_DIRECTIVES}),
    ],
)
