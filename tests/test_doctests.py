"""Every public docstring example runs, with the public names in scope."""
import doctest

import pytest

import pokerbits
from pokerbits import (
    _ace_five, _args, _badugi, _batch, _cards, _compat, _deuce_seven, _high, _omaha, _once, cli, compat, equities,
    games, ranges, ranking, settle, systems,
)
from pokerbits.compat import deuces, eval7, phevaluator, treys

MODULES = [pokerbits, _batch, _cards, _high, ranking, systems, cli, _compat, compat, treys, deuces, phevaluator, eval7,
           _ace_five, _deuce_seven, _badugi, _omaha, _once, _args, games, settle, equities, ranges]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples(module):
    namespace = {**vars(module), **{name: getattr(pokerbits, name) for name in pokerbits.__all__}}
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    tests = finder.find(module, module.__name__, globs=namespace)
    for test in tests:
        runner.run(test)
    assert runner.failures == 0
    if module in (_batch, _cards, _high, ranking, _compat, treys, deuces, phevaluator, eval7, _ace_five, _deuce_seven,
                  _badugi, _omaha, _once, _args, games, settle, equities, ranges):
        assert runner.tries > 0
