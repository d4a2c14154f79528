"""pokerbits.compat.eval7's HandRange reads eval7's range strings as eval7 does: the same tokens,
the same hands in the same order with the same weights, the same refusals (tags aside: eval7
crashes on every tag, the shim ignores them as eval7's own description of the language says)."""
import itertools
import random

import pytest

from compat_support import import_peer
from pokerbits.compat import eval7 as shim
from pokerbits.compat import eval7_ranges

eval7 = import_peer("eval7")
# eval7 calls pyparsing by its old names, which pyparsing 3 warns of
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning:eval7.rangestring")


def outcome(module, text):
    """What a HandRange of `text` shows (tokens, hands as text, weights), or its exception."""
    try:
        r = module.HandRange(text)
    except Exception as error:   # noqa: BLE001 - the exception is what is compared
        return "error", type(error).__name__, str(error)
    return "range", r.tokens, [(tuple(map(str, hand)), weight) for hand, weight in r.hands], len(r), r.string


def assert_as_eval7(text):
    theirs, ours = outcome(eval7, text), outcome(shim, text)
    if theirs[0] == "error" and theirs[1] == "ValueError":   # a card eval7's Card refuses: the message is ours
        assert ours[:2] == theirs[:2], text
    else:
        assert ours == theirs, text
    return ours


# pieces of range strings, good and bad: ranks in both cases, suits, the punctuation of weights
# and spans, spaces, digits, a few whole parts
PIECES = ["A", "K", "Q", "T", "9", "2", "a", "k", "t", "s", "o", "c", "d", "h", "S", "O", "+", "-", ",", ",", " ",
          " ", "(", ")", "%", ".", "0", "1", "5", "4", "x", "AK", "QQ", "As", "Ks", "kd", "0.5(", "40%(", "AA", "22",
          "T9s", "A2s-A5s", "QQ+", "K9o+", "\t", "\n"]


def test_random_strings_read_as_eval7_reads_them():
    rng = random.Random(21)
    kinds = {"range": 0, "error": 0}
    for _ in range(4000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 8)))
        kinds[assert_as_eval7(text)[0]] += 1
    assert kinds["range"] > 150 and kinds["error"] > 3000   # both sides of the grammar reached (5% read)


def test_random_ranges_of_whole_parts():
    """Lists of valid parts, weighted or not, with eval7's spacing freedom."""
    rng = random.Random(7)
    ranks = "23456789TJQKA"
    for _ in range(600):
        parts = []
        for _ in range(rng.randint(1, 5)):
            a, b = rng.sample(ranks, 2)
            c, d = rng.sample(ranks, 2)
            part = rng.choice([a + b, a + b + "s", a + b + "o", a + a, a + a + "+", a + b + rng.choice("so") + "+",
                               f"{a}{b}s-{a}{c}s", f"{a}{a}-{c}{c}", rng.choice("AKQ") + a + "s" + rng.choice("hd"),
                               f"{a}{b} {rng.choice('so')}"])
            if rng.random() < 0.3:
                part = rng.choice(["0.5", "40%", "1", ".25", "2.", "75 %"]) + "(" + part + ", " + c + d + ")"
            parts.append(part)
        assert_as_eval7(rng.choice([", ", ",", " ,\t"]).join(parts))


@pytest.mark.parametrize("text,count,weight", [
    ("AKs", 4, 1.0), ("QQ+", 18, 1.0), ("A2s-A5s", 16, 1.0), ("0.4(AKo)", 12, 0.4), ("AsKs", 1, 1.0),
    ("40%(KK)", 6, 0.4), ("AK", 16, 1.0), ("K9s+", 16, 1.0), ("99-QQ", 24, 1.0), ("QQ-99", 24, 1.0),
    ("A2+", 12 * 16, 1.0), ("ak", 16, 1.0), ("2(QQ)", 6, 2.0), ("", 0, None)])
def test_the_issues_examples(text, count, weight):
    """Counts from the rules (a pair: 6 hands, suited: 4, offsuit: 12), and eval7's answer."""
    kind, _, hands, n, _ = assert_as_eval7(text)
    assert kind == "range" and n == len(hands) == count
    assert {w for _, w in hands} == ({weight} if count else set())


def test_eval7s_order_of_hands():
    """Suits c d h s for the first card, then the second; offsuit before suited; a pair's higher
    suit first; the lower rank climbs in spans and +; parts in the order written, repeats kept."""
    hands = [tuple(map(str, h)) for h, _ in shim.HandRange("AK").hands]
    offsuit = [("A" + a, "K" + b) for a in "cdhs" for b in "cdhs" if a != b]
    assert hands == offsuit + [("A" + a, "K" + a) for a in "cdhs"]
    pairs = [tuple(map(str, h)) for h, _ in shim.HandRange("88").hands]
    assert pairs == [("8" + b, "8" + a) for a, b in itertools.combinations("cdhs", 2)]
    tokens = [t for t, _ in shim.HandRange("K9s+, TT, TT").tokens]
    assert tokens == ["K9s", "KTs", "KJs", "KQs", "TT", "TT"]
    assert len(shim.HandRange("TT, TT")) == 12


def test_tags_give_no_hands():
    r = shim.HandRange("#UTG#, AA, 0.5(# late_2 #, KK)")
    assert len(r) == 12 and ("#UTG#", 1.0) in r.tokens and ("#late_2#", 0.5) in r.tokens
    with pytest.raises(Exception):
        eval7.HandRange("#UTG#, AA")   # eval7's hand builder fails on every tag


@pytest.mark.parametrize("text", ["AA,", ",AA", "AA KK", "AsKs+", "0(QQ)", "05(QQ)", "0.(QQ)", "0.5(0.5(AA))",
                                  "AKS", "AsAs", "A2s-K5s", "A2s-A5o", "AAs", "aA", "AK-AQ+", "(AA)", "50%%(AA)"])
def test_refusals_are_eval7s_and_value_errors(text):
    kind, name, message = assert_as_eval7(text)
    assert kind == "error" and name == "RangeStringError"
    with pytest.raises(ValueError, match="^" + message.replace("(", r"\(").replace(")", r"\)") + "$"):
        shim.HandRange(text)
    assert issubclass(shim.RangeStringError, ValueError)


def test_not_a_string_is_a_type_error():
    for bad in (None, 5, b"AA", ["AA"]):
        with pytest.raises(TypeError):
            shim.HandRange(bad)


def test_validate_string_and_tokens():
    assert eval7_ranges.validate_string("TT+, A8o-ATo, 80%(KTs+)")
    assert not eval7_ranges.validate_string("TT+,")
    from eval7 import rangestring

    for text in ("AK, 40%(88-TT)", "KsAs, .5(22), A5s-A2s"):
        assert eval7_ranges.string_to_tokens(text) == rangestring.string_to_tokens(text)
        assert [(tuple(map(str, h)), w) for h, w in eval7_ranges.string_to_hands(text)] == [
            (tuple(map(str, h)), w) for h, w in rangestring.string_to_hands(text)]
