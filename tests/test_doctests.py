"""Every public docstring example runs, with the public names in scope."""
import doctest
import importlib
import importlib.util
import pkgutil

import pytest

import pokerbits
import pokerbits.compat.eval7  # noqa: F401  (fills the eval7 values the core's examples use)

MODULES = [pokerbits] + [importlib.import_module(info.name)
                         for info in pkgutil.walk_packages(pokerbits.__path__, "pokerbits.")
                         if info.name != "pokerbits.__main__"
                         and (info.name != "pokerbits.compat.pokerkit" or importlib.util.find_spec("pokerkit"))
                         and (info.name != "pokerbits.plot.charts" or importlib.util.find_spec("matplotlib"))]
# the modules whose docstrings must hold examples (a module losing them all is a defect)
WITH_EXAMPLES = {
    "pokerbits._core.common.cards", "pokerbits._core.kernels.high", "pokerbits._core.kernels.compat",
    "pokerbits._core.kernels.ace_five", "pokerbits._core.kernels.deuce_seven", "pokerbits._core.kernels.badugi", "pokerbits._core.kernels.omaha",
    "pokerbits._core.common.args", "pokerbits._core.tables.isomorphism", "pokerbits._once", "pokerbits.systems.ranking",
    "pokerbits.systems.batch", "pokerbits.systems.census",
    "pokerbits.compat.treys", "pokerbits.compat.deuces", "pokerbits.compat.phevaluator", "pokerbits.compat.eval7",
    "pokerbits._core.walks.hand_choice", "pokerbits._core.common.records", "pokerbits._core.walks.chips",
    "pokerbits.games.table", "pokerbits.games.settle", "pokerbits.equities.plan", "pokerbits.equities.results",
    "pokerbits.equities.tables", "pokerbits.equities.ranges", "pokerbits.equities.hands", "pokerbits._hashing",
    "pokerbits.analysis.runouts", "pokerbits.analysis.strength",
    "pokerbits.equities.draws", "pokerbits.equities.omaha_build", "pokerbits.equities.api",
    "pokerbits.pictures", "pokerbits.pictures.svg", "pokerbits.pictures.html", "pokerbits.pictures.grid",
    "pokerbits.pictures.equity", "pokerbits.pictures.showdown", "pokerbits.pictures.strength",
    "pokerbits.pictures.outs", "pokerbits.pictures.preflop", "pokerbits.games.pots", "pokerbits.equities.chips",
    "pokerbits.equities.deal", "pokerbits.histories.phh", "pokerbits.histories.report",
} | ({"pokerbits.plot.charts"} if importlib.util.find_spec("matplotlib") else set())


def test_every_module_with_examples_is_found():
    assert WITH_EXAMPLES <= {m.__name__ for m in MODULES}


# modules whose examples read files through an optional dependency (the module loads without it)
NEEDS = {"pokerbits.histories.phh": "pokerkit", "pokerbits.histories.report": "pokerkit"}


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples(module):
    if module.__name__ in NEEDS:
        pytest.importorskip(NEEDS[module.__name__])
    namespace = {**vars(module), **{name: getattr(pokerbits, name) for name in pokerbits.__all__}}
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    tests = finder.find(module, module.__name__, globs=namespace)
    for test in tests:
        runner.run(test)
    assert runner.failures == 0
    if module.__name__ in WITH_EXAMPLES:
        assert runner.tries > 0
