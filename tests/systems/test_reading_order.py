"""best_five lists the cards as the description reads them, categories print as their names,
one wording for a hand in every message, and help(pokerbits) stays short."""
import pydoc
import random
import re

import pytest

import pokerbits
from pokerbits import best_five, category, describe, systems

RANKS = "23456789TJQKA"
# the value of each rank when reading a hand of the system (higher is read first among equal groups)
ACE_HIGH = {r: i for i, r in enumerate(RANKS)}
ACE_LOW = {**ACE_HIGH, "A": -1}
READ_VALUE = {"high": ACE_HIGH, "deuce_seven": ACE_HIGH, "ace_five": ACE_LOW, "ace_five_8": ACE_LOW,
              "badugi": ACE_LOW}
DECK = [r + s for r in RANKS for s in "cdhs"]


def expected_rank_order(system: str, chosen: list) -> list:
    """The ranks of the chosen cards as a player reads them, from the rules: groups of equal
    rank, bigger groups first, equal groups from the rank read highest (the order they are
    compared: the ace lowest in ace-to-five, so A-A-K-K-Q reads kings first); the wheel straight
    reads five high."""
    ranks = [c[0] for c in chosen]
    value = dict(READ_VALUE[system])
    if system == "high" and sorted(ranks) == sorted("A2345"):
        value["A"] = -1
    groups = sorted(set(ranks), key=lambda r: (ranks.count(r), value[r]), reverse=True)
    return [r for r in groups for _ in range(ranks.count(r))]


@pytest.mark.parametrize("system", sorted(READ_VALUE))
def test_best_cards_read_as_the_rules_group_them(system):
    spec = systems.get(system)
    rng = random.Random(19)
    checked = 0
    for _ in range(3000):
        hand = rng.sample(DECK, rng.randint(spec.min_cards, spec.max_cards if spec.max_cards <= 7 else 7))
        chosen = best_five(system, hand)
        if not chosen:
            continue
        assert set(chosen) <= set(hand)
        assert [c[0] for c in chosen] == expected_rank_order(system, chosen), (hand, chosen)
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("system,hand,cards,words", [
    ("ace_five", "As Ad 2c 2d 3h 3s Kc", ["As", "Ad", "Kc", "3s", "2d"], "One pair, aces, K-3-2 kickers"),
    ("ace_five", "As Ad 2c 2d 3h", ["2d", "2c", "As", "Ad", "3h"], "Two pair, deuces and aces, three kicker"),
    ("ace_five", "As Ad Kc Kd Qh", ["Kd", "Kc", "As", "Ad", "Qh"], "Two pair, kings and aces, queen kicker"),
    ("ace_five", "3s 3d 2c 2d Ah", ["3s", "3d", "2d", "2c", "Ah"], "Two pair, threes and deuces, ace kicker"),
    ("high", "Ad 5s 4h 3d 2c", ["5s", "4h", "3d", "2c", "Ad"], "Straight, five high"),
    ("high", "Ad 5d 4d 3d 2d", ["5d", "4d", "3d", "2d", "Ad"], "Straight flush, five high"),
    ("high", "Ad 5d 4d 3d 7d", ["Ad", "7d", "5d", "4d", "3d"], "Flush, ace high (A-7-5-4-3)"),
    ("high", "2c 2d Ah Kd 7s", ["2d", "2c", "Ah", "Kd", "7s"], "One pair, deuces, A-K-7 kickers"),
    ("deuce_seven", "As 5d 4h 3s 2c", ["As", "5d", "4h", "3s", "2c"], "Ace high (A-5-4-3-2)"),
    ("badugi", "4s 4h 2d Ac", ["4s", "2d", "Ac"], "Three-card badugi 4-2-A"),
])
def test_issue_examples(system, hand, cards, words):
    spec = systems.get(system)
    assert best_five(system, hand) == cards
    assert describe(system, spec.evaluate(hand)) == words


@pytest.mark.parametrize("system", systems.names())
def test_categories_print_as_names_and_stay_ints(system):
    spec = systems.get(system)
    for number, cat in enumerate(spec.category_enum, 1):
        assert str(cat) == f"{cat}" == cat.name and f"{cat:>20}" == f"{cat.name:>20}"
        assert cat == number and int(cat) == number and cat + 0 == number
    assert str(category("high", 7462)) == "ROYAL_FLUSH"


@pytest.mark.parametrize("system", ["high", "ace_five", "ace_five_8", "deuce_seven", "badugi"])
def test_one_wording_for_a_hand(system):
    spec = systems.get(system)
    with pytest.raises(ValueError) as per_call:
        spec.evaluate("As Kd")
    with pytest.raises(ValueError) as batch:
        pokerbits.evaluate_many(system, [pokerbits.cards("As Kd")])
    with pytest.raises(ValueError) as best:
        best_five(system, "As Kd")
    words = re.match(r"(an? [\w-]+ hand) needs", str(per_call.value)).group(1)
    assert str(batch.value) == f"card_sets[0]: {per_call.value}"
    assert str(best.value) == str(per_call.value)
    assert not re.search(r"\ban? (ace_five|deuce_seven|ace_five_8)", words)


# the engine's hand: its whole state and every action, some thirty properties and methods a line
# or two each (two screens), and, a compiled class, its pickling hooks
LONGER_HELP = {"Hand": 165}


def test_help_is_short():
    text = pydoc.render_doc(pokerbits, renderer=pydoc.plaintext)
    # each public name's help fits a screen or two (a dataclass shows its fields and methods, more
    # of them on newer Pythons); an enum showing its inherited int methods was over 300 lines
    for name in pokerbits.__all__:
        own = pydoc.render_doc(getattr(pokerbits, name), renderer=pydoc.plaintext)
        # Python 3.13 prints a long signature one parameter a line: it counts as one line, as before
        own = re.sub(r"\(\n(?:[ |]*    .*\n)+?[ |]*\)", "(...)", own)
        assert len(own.splitlines()) < LONGER_HELP.get(name, 120), name
    assert "_high_system" not in text and "bit_length" not in text
    assert "ROYAL_FLUSH" in text and "evaluate_many" in text


def test_docstrings_start_with_words_not_signatures():
    for name in ("evaluate_many", "omaha_many", "best_five", "describe", "census"):
        assert not getattr(pokerbits, name).__doc__.startswith(name), name
