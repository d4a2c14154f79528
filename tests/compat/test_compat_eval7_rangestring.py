"""pokerbits.compat.eval7's `rangestring` gives eval7.rangestring's answers: every function of it
on every token of each kind and on random token lists, with eval7 as the oracle. Where eval7
refuses with its RangeStringError the shim raises its own with the same message; where eval7
fails otherwise (an IndexError, an UnboundLocalError on a token it never makes) the shim raises a
RangeStringError, a ValueError that says what is wrong."""
import itertools
import random

import pytest

from compat_support import import_peer
from pokerbits.compat import eval7_ranges
from pokerbits.compat.eval7 import rangestring

eval7 = import_peer("eval7")
theirs = pytest.importorskip("eval7.rangestring")
# eval7 calls pyparsing by its old names, which pyparsing 3 warns of
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning:eval7.rangestring")

RANKS = "23456789TJQKA"
SUITS = "cdhs"
HAND_TYPES = ([a + b for a in RANKS for b in RANKS] + [a + b + s for a in RANKS for b in RANKS if a != b for s in "os"]
              + [a.lower() + b for a in "AKT2" for b in RANKS] + ["aA", "kk", "Ak", "AKx"])
CARDS = [rank + suit for rank in RANKS for suit in SUITS]
TWO_CARDS = [a + b for a in CARDS for b in CARDS] + ["as" + "Kd", "Ts" + "kd"]
TAGS = ["#x#", "#UTG_3#", "#n#"]
BAD = ["", "A", "Zz", "A1", "AsXd", "AsKx", "1234567", "+"]


def answer(module, name, *args):
    """What module.name(*args) gives, or the kind of failure it is (its message, for eval7's
    own RangeStringError, which the shim raises with the same words)."""
    try:
        return "value", getattr(module, name)(*args)
    except module.RangeStringError as error:
        return "refused", str(error)
    except Exception as error:   # noqa: BLE001 - eval7 fails on tokens it never makes
        return "failed", type(error).__name__


def assert_as_eval7(name, *args):
    expected, got = answer(theirs, name, *args), answer(rangestring, name, *args)
    if expected[0] == "failed":   # eval7 crashes: the shim refuses, with a message
        assert got[0] == "refused" and got[1], (name, args, got)
    else:
        assert got == expected, (name, args)
    return got


def test_rangestring_is_the_shims_module_of_eval7s_functions():
    assert rangestring is eval7_ranges
    for name in ("tokens_to_string", "token_to_hands", "normalize_token", "token_suitedness", "weight_to_float",
                 "expand_handtype_group", "string_to_tokens", "string_to_hands", "validate_string",
                 "RangeStringError"):
        assert hasattr(theirs, name) and hasattr(rangestring, name), name
    assert issubclass(rangestring.RangeStringError, ValueError)


def test_normalize_token_and_token_suitedness():
    for token in HAND_TYPES + TWO_CARDS + TAGS + BAD:
        kind = assert_as_eval7("normalize_token", token)
        if token:
            assert_as_eval7("token_suitedness", token)
        if token in HAND_TYPES[:169] or token in TWO_CARDS[:52 * 52] and token[:2] != token[2:]:
            assert kind[0] == "value", token


def test_token_to_hands():
    for token in HAND_TYPES + [a + b for a, b in itertools.combinations(CARDS, 2)] + BAD[1:]:
        assert_as_eval7("token_to_hands", token)


def test_token_to_hands_of_every_token_eval7_makes():
    """The tokens of a range are pairs, suited and offsuit types and hands: 6, 4, 12 and 1 hands."""
    tokens = [token for token, _ in theirs.string_to_tokens("22+, A2+, A2o+, AsKd, Ts9s")]
    assert len(tokens) == 13 + 2 * 12 + 12 + 2
    for token in tokens:
        kind, hands = assert_as_eval7("token_to_hands", token)
        assert len(hands) == (1 if len(token) == 4 else {"s": 4, "o": 12}.get(token[-1], 6)), token


def test_tags_give_no_hands():
    assert rangestring.token_to_hands("#x#") == []


@pytest.mark.parametrize("weight", [["86", "%"], ["0.5"], ["1."], [".25", "%"], ["100", "%"], ["2"], ["0", "%"],
                                    ["33.3", "%"], ["7"], "86%", "1", ["x"], [], ["5", "x"]])
def test_weight_to_float(weight):
    assert_as_eval7("weight_to_float", weight)


def groups():
    """Parsed groups of every shape: a hand type alone, with a plus, spans, hands, tags, and bad ones."""
    rng = random.Random(3)
    yield from ((t,) for t in HAND_TYPES)
    yield from ((t, "+") for t in HAND_TYPES)
    yield from ((c,) for c in rng.sample(TWO_CARDS, 200))
    yield from (("#", name, "#") for name in ("x", "UTG", "my_tag"))
    for _ in range(3000):
        yield rng.choice(HAND_TYPES), "-", rng.choice(HAND_TYPES)
    for a in RANKS:   # every span with a common top card, and every span of pairs
        for b, c in itertools.product(RANKS, repeat=2):
            for s in ("", "s", "o"):
                yield a + b + s, "-", a + c + s
        for c in RANKS:
            yield a + a, "-", c + c


def test_expand_handtype_group():
    answers = {"value": 0, "refused": 0}
    for group in groups():
        answers[assert_as_eval7("expand_handtype_group", group)[0]] += 1
    assert answers["value"] > 3000 and answers["refused"] > 1000   # both sides reached


@pytest.mark.parametrize("group", [("AK", "x"), ("AK", "-"), ("AK", "+", "KQ"), ("AK", "to", "AQ")])
def test_groups_eval7s_parser_never_makes_are_refused(group):
    with pytest.raises(rangestring.RangeStringError, match="not a group"):
        rangestring.expand_handtype_group(group)


def random_tokens(rng):
    """A list of (token, weight): the tokens of a random range, some weighted, maybe shuffled,
    with hands, tags, repeats and weights that print as truncated percents."""
    parts = []
    for _ in range(rng.randint(1, 8)):
        a, b, c = rng.sample(RANKS, 3)
        parts.append(rng.choice([a + b, a + b + "s", a + b + "o", a + a, a + a + "+", a + b + rng.choice("so") + "+",
                                 f"{a}{b}s-{a}{c}s", f"{a}{a}-{c}{c}", a + rng.choice(SUITS) + b + rng.choice(SUITS),
                                 "#tag#", f"{a}{b}"]))
    tokens = []
    for part in parts:
        weight = rng.choice([1.0, 1.0, 1, 0.5, 0.29, 0.333, 0.8, 2.0, 0.05])
        try:
            tokens += [(token, weight) for token, _ in theirs.string_to_tokens(part)]
        except theirs.RangeStringError:
            pass
    if rng.random() < 0.5:
        rng.shuffle(tokens)
    return tokens


def test_tokens_to_string_on_random_token_lists():
    rng = random.Random(11)
    for _ in range(1000):
        tokens = random_tokens(rng)
        assert assert_as_eval7("tokens_to_string", tokens)[0] == "value", tokens


@pytest.mark.parametrize("tokens", [
    [], [("AA", 1.0), ("AQs", 1.0), ("AJs", 1.0)], [("AK", 1.0)], [("AA", 0.5), ("KK", 0.5), ("AA", 1)],
    [("22", 1.0), ("33", 1.0), ("55", 1.0), ("AA", 1.0)], [("K9o", 0.3), ("KTo", 0.3), ("KJo", 0.3), ("KQo", 0.3)],
    [("AsKd", 1.0), ("KdAs", 1.0), ("2c2d", 1.0)], [("#x#", 0.7), ("AKs", 0.7)], [("aks", 1.0)],
    [("QQs", 1.0)], [("AsAs", 1.0)],
])
def test_tokens_to_string_on_chosen_lists(tokens):
    assert_as_eval7("tokens_to_string", tokens)


def test_string_to_tokens_reads_back_what_tokens_to_string_writes():
    """The text written is a range string that both read alike (eval7's weights printed as
    truncated percents read back as other weights, as in eval7)."""
    rng = random.Random(5)
    for _ in range(200):
        text = rangestring.tokens_to_string(random_tokens(rng))
        assert rangestring.string_to_tokens(text) == theirs.string_to_tokens(text), text
