"""The naive betting round (naive_betting.py, written from the rules) against pokerkit's state
machine and against the engine's `legal` and `actor`, on random hands of every game: at every
betting decision the same seat to act and the same legal actions.

pokerkit reopens the betting after some all-ins short of a full raise (its raise size starts at 0
and a completion counts as a raise of completion - bring-in): those decisions are counted, and
the engine must follow the rule there (the naive reference), not pokerkit."""
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import naive_betting as naive  # noqa: E402
import pokerkit_side as side  # noqa: E402

from pokerbits.compat.pokerkit import accelerated  # noqa: E402

HANDS = int(os.environ.get("POKERBITS_DIFF_HANDS", "0")) or 40


def has_engine() -> bool:
    import pokerbits
    return hasattr(pokerbits, "Hand")


def run(key: str, hands: int, engine: bool):
    differences, decisions, reopened = [], 0, 0
    with accelerated():
        for seed in range(hands):
            table = side.table_for(key, seed)
            observer = naive.Observer(table)
            played = side.play(table, seed, engine=engine, phh=False, observer=observer)
            differences += observer.differences
            decisions += observer.decisions
            reopened += observer.pokerkit_reopens
    return differences, decisions, reopened


@pytest.mark.parametrize("key", sorted(side.SPECS))
def test_naive_rules_agree_with_pokerkit(key):
    differences, decisions, reopened = run(key, HANDS, engine=False)
    assert differences == []
    assert decisions > HANDS      # the test saw the decisions it claims to check


@pytest.mark.parametrize("key", sorted(side.SPECS))
def test_engine_legal_is_the_naive_rules(key):
    if not has_engine():
        pytest.skip("pokerbits.Hand is not there yet (branch engine)")
    differences, decisions, _ = run(key, HANDS, engine=True)
    assert [d for d in differences if d[1] != "legal vs pokerkit"] == []


def test_the_naive_round_refuses_to_reopen_after_a_short_all_in():
    # blinds 1-2; p3 raises to 10, p4 is all in for 14 (4 more: short of a full raise of 8),
    # p1 and p2 fold: p3 may only call (or fold)
    r = naive.Round([99, 98, 100, 14], [1, 2, 0, 0], [True] * 4, 2, betting="no-limit", size=2, cap=None, pot=3)
    r.apply(2, ("cbr", 10))
    assert (r.legal()["call"], r.legal()["min_to"], r.legal()["max_to"]) == (10, 14, 14)   # p4: all in only
    r.apply(3, ("cbr", 14))
    r.apply(0, ("f",))
    r.apply(1, ("f",))
    assert r.turn == 2 and r.legal()["call"] == 4 and r.legal()["min_to"] is None


def test_the_naive_round_pot_limit_and_cap():
    # pot-limit: blinds 1-2, the first raise is at most 1 + 2 + 2 (call) + 2 = 7
    r = naive.Round([99, 98, 100], [1, 2, 0], [True] * 3, 2, betting="pot-limit", size=2, cap=None, pot=3)
    assert (r.legal()["min_to"], r.legal()["max_to"]) == (4, 7)
    # fixed limit, cap 2: a raise, a re-raise, then only calls
    r = naive.Round([99, 98, 100], [1, 2, 0], [True] * 3, 2, betting="fixed-limit", size=2, cap=2, pot=3)
    r.apply(2, ("cbr", 4))
    r.apply(0, ("cbr", 6))
    assert r.legal()["min_to"] is None and r.legal()["call"] == 4
