"""Hands for the compatibility tests: card strings in phevaluator's id order (rank * 4 + suit)."""
import functools
import importlib.util
import itertools
import os
import random
import subprocess
import sys
import sysconfig

import pytest

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def random_deals(n_deals: int, n_cards: int, seed: int):
    """`n_deals` lists of `n_cards` different card strings, reproducibly."""
    rng = random.Random(seed)
    for _ in range(n_deals):
        yield rng.sample(DECK, n_cards)


def every_five_card_hand():
    """All 2,598,960 five-card hands as tuples of card strings, streamed."""
    return itertools.combinations(DECK, 5)


def assert_same(deals, expected, got, count: int) -> None:
    """expected(deal) == got(deal) on every deal, and there were `count` deals."""
    checked, differ = 0, []
    for deal in deals:
        checked += 1
        theirs, ours = expected(deal), got(deal)
        if theirs != ours and len(differ) < 5:
            differ.append((deal, theirs, ours))
    assert differ == []
    assert checked == count


@functools.lru_cache(maxsize=None)
def _import_turns_the_gil_on(name: str) -> bool:
    """Whether importing `name` and all its submodules (a compiled one may load lazily) turns the
    GIL on, found in a fresh interpreter, so that this one keeps it off."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHON_GIL"}
    script = f"""
import importlib, pkgutil, sys
top = importlib.import_module({name!r})
for module in pkgutil.walk_packages(getattr(top, "__path__", []), {name!r} + "."):
    try:
        importlib.import_module(module.name)
    except Exception:
        pass
print(sys._is_gil_enabled())
"""
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env).stdout.strip() == "True"


def import_peer(name: str):
    """The library a pokerbits.compat shim stands in for, as an oracle, or a skip: where it is not
    installed, and on a free-threaded CPython where importing it would turn the GIL on (a compiled
    module without a free-threaded build does); skipped, it is never imported there."""
    gil_off = sysconfig.get_config_var("Py_GIL_DISABLED") and not sys._is_gil_enabled()
    if gil_off and importlib.util.find_spec(name) is not None and _import_turns_the_gil_on(name):
        pytest.skip(f"{name} has no free-threaded build: importing it would turn the GIL on", allow_module_level=True)
    return pytest.importorskip(name)
