"""Range notation: every part against a predicate over the 1,326 two-card hands, written from
the notation's definition (ranks and suits, not the parser's expansion)."""
import re
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerbits import cards, ranges

RANKS = "23456789TJQKA"
HANDS = [(a, b) for a, b in combinations([(r, s) for s in range(4) for r in range(13)], 2)]


def mask(hand) -> int:
    return sum(1 << (16 * s + r) for r, s in hand)


def shape(hand):
    """(high rank, low rank, suited) of a two-card hand."""
    (r1, s1), (r2, s2) = hand
    return max(r1, r2), min(r1, r2), s1 == s2


def expected(predicate) -> set:
    return {mask(h) for h in HANDS if predicate(*shape(h))}


R = RANKS.index
CASES = [
    ("AA", lambda hi, lo, s: hi == lo == R("A")),
    ("QQ+", lambda hi, lo, s: hi == lo >= R("Q")),
    ("KK-99", lambda hi, lo, s: hi == lo and R("9") <= hi <= R("K")),
    ("99-KK", lambda hi, lo, s: hi == lo and R("9") <= hi <= R("K")),
    ("AKs", lambda hi, lo, s: (hi, lo) == (R("A"), R("K")) and s),
    ("AKo", lambda hi, lo, s: (hi, lo) == (R("A"), R("K")) and not s),
    ("AK", lambda hi, lo, s: (hi, lo) == (R("A"), R("K"))),
    ("KA", lambda hi, lo, s: (hi, lo) == (R("A"), R("K"))),
    ("aks", lambda hi, lo, s: (hi, lo) == (R("A"), R("K")) and s),
    ("AQo+", lambda hi, lo, s: hi == R("A") and R("Q") <= lo < R("A") and not s),
    ("A2s+", lambda hi, lo, s: hi == R("A") and lo < R("A") and s),
    ("K9+", lambda hi, lo, s: hi == R("K") and R("9") <= lo < R("K")),
    ("T9s+", lambda hi, lo, s: (hi, lo) == (R("T"), R("9")) and s),
    ("A9s-A6s", lambda hi, lo, s: hi == R("A") and R("6") <= lo <= R("9") and s),
    ("76s-54s", lambda hi, lo, s: hi - lo == 1 and R("5") <= hi <= R("7") and s),
    ("AKo-QJo", lambda hi, lo, s: hi - lo == 1 and R("Q") <= hi <= R("A") and not s),
    ("T8-64", lambda hi, lo, s: hi - lo == 2 and R("6") <= hi <= R("T")),
    ("random", lambda hi, lo, s: True),
    ("any", lambda hi, lo, s: True),
]


@pytest.mark.parametrize("text,predicate", CASES, ids=[c[0] for c in CASES])
def test_notation_against_a_predicate(text, predicate):
    combos = ranges.parse(text)
    assert set(combos) == expected(predicate)
    assert set(combos.values()) == {1.0}


def test_lists_weights_and_exact_hands():
    combos = ranges.parse("QQ+:0.5, AKs, AsAh, Td9d:2")
    assert len(combos) == 18 + 4 + 1
    assert combos[cards("As Ah")] == 1.0           # the later part overrides QQ+'s weight
    assert combos[cards("Ks Kh")] == 0.5
    assert combos[cards("Td 9d")] == 2.0
    assert combos[cards("Ac Kc")] == 1.0
    assert ranges.parse("AsKsQdJd:0.5, AhKhQhJh", hole_cards=4) == {
        cards("As Ks Qd Jd"): 0.5, cards("Ah Kh Qh Jh"): 1.0}


def test_is_range():
    assert ranges.is_range("QQ+") and ranges.is_range("AhKh, QsQd") and ranges.is_range("AhKh:0.5")
    assert not ranges.is_range("AhKh") and not ranges.is_range("As Ad 7c")


@pytest.mark.parametrize("text,hole,message", [
    ("AKx", 2, "has 2 cards, the pattern has 3"),
    ("AKs AKo", 2, "holds several parts: separate them with commas"),
    ("AK$", 2, r"'\$' is not s or o"),
    ("KK-AKs", 2, "a dash joins two hands of one shape"),
    ("76s-54o", 2, "both ends must be suited, offsuit or both"),
    ("AKs-Q9s", 2, "the ends must share the top card or the gap"),
    ("QQ+-99", 2, "a dash joins two hands of one shape"),
    ("AhKh:abc", 2, "weight 'abc' is not a number"),
    ("AhKh:-1", 2, "the weight must be a positive number"),
    ("AhKh:nan", 2, "the weight must be a positive number"),
    ("AhKhQh", 2, "a hand of this game has 2 cards"),
    ("AAAAA", 4, "has 4 cards, the pattern has 5"),
    (" , ", 2, "holds no hand"),
    ("random, AsKsQsJsTs9s", 6, "20,358,520 combos, more than a range lists"),
    ("random", 5, r"give a narrower range \(a pattern such as .AA\*\*\*.\)"),
])
def test_bad_ranges(text, hole, message):
    with pytest.raises(ValueError, match=message):
        ranges.parse(text, hole)


@pytest.mark.parametrize("text,hole,message", [
    ("AKz", 2, "range part 'AKz': 'z' is not s or o (suited or offsuit)"),
    ("top10%", 2, "range part 'top10%': a percent range is p% or low-high%; write '10%'"),
    ("top 5-15 %", 2, "range part 'top 5-15 %': a percent range is p% or low-high%; write '5-15%'"),
    ("10%", 5, "range part '10%': "),   # a percent range in a game without an order: the reason, no guess
    ("A10s", 2, "range part 'A10s': ten is T in range notation; write 'ATs'"),
    ("A1s", 2, "range part 'A1s': '1' is not a rank (2-9, T, J, Q, K, A)"),
    ("QQ++", 2, "range part 'QQ++': '++': one + or - ends a hand; write 'QQ+'"),
    ("AKoffsuit", 2, "range part 'AKoffsuit': 'offsuit' is not s or o (suited or offsuit); write 'AKo'"),
    ("0.5", 2, "range part '0.5': a weight follows its hand after a colon, as in 'AA:0.5'"),
    ("22+", 4, "range part '22+': '+' and '-' are Hold'em notation (two-card hands); a 4-card hand is a pattern "
               "such as 'QQxx'"),
    ("AKs-AQo", 2, "range part 'AKs-AQo': both ends must be suited"),   # quoted as written, not upper case
    ("AKQJ:dss", 4, "range part 'AKQJ:dss': weight 'dss' is not a number (nor a suit qualifier: ds, ss, rainbow)"),
    ("AsKz", 2, "range part 'AsKz': not a hand or range notation (unknown suit 'z' in card 'Kz')"),
    (" ".join(["QQ+", "AKs", "AQs", "AJs", "KQs"] * 5), 2,
     "range part 'QQ+ AKs AQs AJs K...Q+ AKs AQs AJs KQs' holds several parts: separate them with commas"),
    (" ".join(["QQ+", "AKs", "AQs", "AJs", "KQs"] * 6), 2,   # too long to read part by part: said at once
     "range part 'QQ+ AKs AQs AJs K...Q+ AKs AQs AJs KQs' has 119 characters, more than a part may have (100): "
     "separate parts with commas"),
])
def test_typos_name_what_is_wrong_and_the_likely_meaning(text, hole, message):
    with pytest.raises(ValueError) as caught:
        ranges.parse(text, hole)
    assert str(caught.value).startswith(message)


@settings(deadline=None, max_examples=300)
@given(st.text(alphabet="AKQT9210sozx%+-. :ptu", max_size=10), st.sampled_from([2, 4]))
def test_a_suggested_meaning_always_parses(text, hole):
    try:
        ranges.parse(text, hole)
    except ValueError as error:
        suggestion = re.search(r"; write '(.*)'$", str(error))
        if suggestion:
            assert ranges.parse(suggestion.group(1), hole)


def test_not_text():
    with pytest.raises(TypeError, match="a range is text"):
        ranges.parse(["AA"])


NEW_FORMS = [
    ("99-", lambda hi, lo, s: hi == lo <= R("9")),
    ("22-", lambda hi, lo, s: hi == lo == R("2")),
    ("A5s-", lambda hi, lo, s: hi == R("A") and lo <= R("5") and s),
    ("K9o-", lambda hi, lo, s: hi == R("K") and lo <= R("9") and not s),
    ("Q8-", lambda hi, lo, s: hi == R("Q") and lo <= R("8")),
    ("Axs", lambda hi, lo, s: hi == R("A") and lo != hi and s),
    ("Kxo", lambda hi, lo, s: R("K") in (hi, lo) and hi != lo and not s),
    ("Ax", lambda hi, lo, s: hi == R("A") and lo != hi),
    ("tx", lambda hi, lo, s: R("T") in (hi, lo) and hi != lo),
    ("A*", lambda hi, lo, s: hi == R("A")),
    ("7*o", lambda hi, lo, s: R("7") in (hi, lo) and not s),
    ("**", lambda hi, lo, s: True),
    ("xx", lambda hi, lo, s: True),
    ("xxs", lambda hi, lo, s: s),
    ("**o", lambda hi, lo, s: not s),
]


@pytest.mark.parametrize("text,predicate", NEW_FORMS, ids=[c[0] for c in NEW_FORMS])
def test_new_forms_against_a_predicate(text, predicate):
    assert set(ranges.parse(text)) == expected(predicate)


def test_new_forms_first_principles_counts():
    # pairs 22..99: 8 ranks x C(4,2); A5s-: 4 kickers x 4 suits; Ax: 12 kickers x 16; A*: Ax + AA
    counts = {"99-": 8 * 6, "A5s-": 4 * 4, "Ax": 12 * 16, "Axs": 12 * 4, "Kxo": 12 * 12, "A*": 12 * 16 + 6,
              "xxs": 13 * 12 // 2 * 4, "**o": 1326 - 13 * 12 // 2 * 4}
    assert {text: len(ranges.parse(text)) for text in counts} == counts


@pytest.mark.parametrize("text,message", [
    ("QQ+ AKs", "holds several parts: separate them with commas"),
    ("AK\u017f", "U\\+017F"),            # the long s, which re.IGNORECASE would read as s
    ("A\u212a", "U\\+212A"),             # the Kelvin sign
    ("AK\uff53", "U\\+FF53"),             # a full-width s
    ("\u0661\u0660%", "U\\+0661"),       # Arabic-Indic digits
    ("0%", "0 <= low < high <= 100"),
    ("20-10%", "0 <= low < high <= 100"),
    ("101%", "0 <= low < high <= 100"),
])
def test_bad_new_forms(text, message):
    with pytest.raises(ValueError, match=message):
        ranges.parse(text)


def test_suit_symbols_are_suits():
    assert ranges.parse("A\u2660K\u2660, Q\u2661Q\u2662") == ranges.parse("AsKs, QhQd")


@pytest.mark.parametrize("hole", [0, -1, 8, 10**9, 2**70])
def test_absurd_hand_sizes_are_refused_at_once(hole):
    with pytest.raises(ValueError, match="hole_cards must be 1 to 7"):
        ranges.parse("random", hole)


def test_hand_size_must_be_an_integer():
    with pytest.raises(TypeError):
        ranges.parse("AA", 2.0)
    import numpy

    assert len(ranges.parse("AA", numpy.int64(2))) == 6


def test_percent_ranges_of_other_hand_sizes_are_refused():
    with pytest.raises(ValueError, match=r"percent ranges are defined for Hold'em \(two-card hands\) and Omaha"):
        ranges.parse("10%", 5)
