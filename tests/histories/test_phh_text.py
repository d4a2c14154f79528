"""PHH's TOML: the fast reader gives exactly tomllib's dicts (floats as Decimal) on every real
file and on generated ones, falls back to tomllib for anything else, and dumps reads back."""
import datetime
import sys
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerbits.engine import phh, phh_toml
from shared_data import REAL_PHH as REAL

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

FILES = sorted(REAL.glob("*/*.phh*")) if REAL.is_dir() else []
needs_real = pytest.mark.skipif(not FILES, reason="../shared/real_phh is absent")


def _tomllib(text):
    return tomllib.loads(text, parse_float=Decimal)


@needs_real
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_real_file_reads_as_tomllib_reads_it(path):
    text = path.read_text(encoding="utf-8")
    fast = phh_toml._fast(text)
    assert fast is None or repr(fast) == repr(_tomllib(text))   # repr: 0.50 stays 0.50, not 0.5
    table = _tomllib(text)
    expected = [(k, v) for k, v in table.items() if isinstance(v, dict)] or [(None, table)]
    assert phh_toml.documents(text) == expected
    if path.parent.name == "handhq":
        assert fast is not None   # the lines PHH writes take the fast path


@needs_real
def test_the_real_amounts_are_the_decimals_written():
    text = (REAL / "handhq" / "ipn_100nlh_f1000_o320000.phhs").read_text(encoding="utf-8")
    first = phh.loads(text)[0]
    assert first["blinds_or_straddles"] == [Decimal("0.50"), 1, 0, 0, 0, 0]
    assert str(first["blinds_or_straddles"][0]) == "0.50"
    assert first["starting_stacks"] == [Decimal("Infinity")] * 6
    assert first["time"] == datetime.time(4, 49, 13)


_scalars = st.one_of(
    st.integers(-10**12, 10**12),
    st.decimals(allow_nan=False, allow_infinity=False, places=2, min_value=-10**6, max_value=10**6),
    st.sampled_from([Decimal("inf"), Decimal("-inf"), Decimal("1E+3"), Decimal("0.10")]),
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=12),
    st.booleans(),
    st.times().map(lambda t: t.replace(microsecond=0)),
    st.dates(),
)
_values = st.one_of(_scalars, st.lists(_scalars, max_size=5))
_keys = st.from_regex(r"[A-Za-z0-9_-]{1,12}", fullmatch=True)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(_keys, _values, max_size=8))
def test_dumps_reads_back_the_same_and_the_fast_path_agrees_with_tomllib(table):
    text = phh_toml.dumps(table)
    assert _tomllib(text) == table
    fast = phh_toml._fast(text)
    assert fast is None or repr(fast) == repr(_tomllib(text))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([
    "a = 1", "b = 'x'", 'c = "y # not a comment"', "d = [1, 2.50, inf]", "e = [ 'p1 f' , 'p2 cc', ]",
    "# a comment", "", "   ", "[1]", "[2]", "f = 1_000", "g = -0.0", "h = +inf", "i = nan", "j = 1e3",
    "k = 0x1F", "l = [[1], [2]]", "m = {x = 1}", "n.o = 1", "p = '''q'''", 'r = "s\\tt"', "u = 1979-05-27",
    "v = 07:32:00", "w = 07:32:00.5", "x = 1979-05-27T07:32:00", "y = true", "z = [", "]", "a = 2",
    "t = 25:00:00", "key = 'x' # trailing", "arr = [1, 'mixed']", "bad = 01",
    "m2 = 0.50", "q = [0.25, 0.50, 0]", "q2 = [00.5]", "q3 = [1., 2]", "q4 = [.5]", "q5 = 1.", "q6 = [1.5e3, 2]",
    "q7 = [0, -1]", "q8 = [1_0, 2]", "q9 = []", "s1 = ['a', 'b']", "s2 = ['a','b']", "s3 = ['it''s']",
]), max_size=12))
def test_any_mix_of_lines_reads_as_tomllib_reads_it_or_falls_back(lines):
    text = "\n".join(lines)
    fast = phh_toml._fast(text)
    try:
        expected = _tomllib(text)
    except tomllib.TOMLDecodeError:
        assert fast is None
        with pytest.raises(ValueError, match="not TOML"):
            phh_toml.documents(text)
        return
    assert fast is None or repr(fast) == repr(expected)   # repr: NaN is not NaN


def test_a_phh_is_one_hand_and_a_phhs_one_per_section():
    assert phh.loads("variant = 'NT'\n") == [{"variant": "NT"}]
    assert phh.loads("[1]\nvariant = 'NT'\n\n[2]\nvariant = 'FT'\n") == [{"variant": "NT"}, {"variant": "FT"}]
    assert phh.loads("# nothing\n") == []
    with pytest.raises(ValueError, match="outside the"):
        phh.loads("variant = 'NT'\n[1]\nvariant = 'FT'\n")
    with pytest.raises(ValueError, match="not TOML"):
        phh.loads("variant = \n")


def test_dumps_writes_sections_for_several_hands_and_refuses_what_toml_cannot_hold():
    text = phh.dumps([{"variant": "NT", "antes": [Decimal("0.25")]}, {"variant": "PO"}])
    assert phh.loads(text) == [{"variant": "NT", "antes": [Decimal("0.25")]}, {"variant": "PO"}]
    assert phh_toml.dumps({"players": ["O'Brien", "a\nb"]}) == 'players = ["O\'Brien", "a\\nb"]'
    with pytest.raises(ValueError, match="NaN"):
        phh_toml.dumps({"antes": [Decimal("NaN")]})
    with pytest.raises(TypeError, match="not dict"):
        phh_toml.dumps({"table": {"a": 1}})
    with pytest.raises(ValueError, match="field's name"):
        phh_toml.dumps({"a b": 1})
