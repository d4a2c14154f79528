"""PHH fields <-> Hand, Hand.from_phh(hand.phh()) on random engine hands, read_hands over files:
skipped hands noted by file and hand, --strict, every real file read."""
import math
import random
import sys
from decimal import Decimal
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from engine_play import play_out  # noqa: E402

from pokerbits import Hand, read_hands  # noqa: E402
from pokerbits.engine import phh  # noqa: E402
from shared_data import REAL_PHH as REAL  # noqa: E402

FILES = sorted(REAL.glob("*/*.phh*")) if REAL.is_dir() else []
needs_real = pytest.mark.skipif(not FILES, reason="../shared/real_phh is absent")

HOLDEM = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [0.25, 0.50, 0]
min_bet = 0.50
starting_stacks = [50, 12.75, inf]
actions = ['d dh p1 ????', 'd dh p2 AsKd', 'd dh p3 ????', 'p3 cbr 1.50', 'p1 f', 'p2 cbr 12.75', 'p3 cc',
           'p2 sm AsKd', 'p3 sm QsQh', 'd db 2c7d9h', 'd db Jc', 'd db Ah']
players = ['alice', 'bob', 'carol']
event = "O'Neil's game"
time = 21:05:00
"""


def test_a_hand_in_dollars_and_cents_replays_exactly():
    hand = Hand.from_phh(HOLDEM)
    assert hand.over
    assert hand.stacks[:2] == (Decimal("49.75"), Decimal("25.75"))   # bob's AK hits the ace
    assert hand.stacks[2] == math.inf
    assert hand.info["players"] == ["alice", "bob", "carol"] and hand.info["event"] == "O'Neil's game"
    again = Hand.from_phh(hand.phh())
    assert again.stacks == hand.stacks and again.actions == hand.actions and again.info == hand.info


def test_the_fields_set_the_engine_up():
    (fields,) = phh.loads(HOLDEM)
    hand, actions = phh.start(fields)
    assert hand.blinds == (Decimal("0.25"), Decimal("0.50"), 0) and hand.straddles == ()   # per seat, as PHH
    assert hand.starting_stacks == (50, Decimal("12.75"), math.inf)
    assert actions[:2] == ["d dh p1 ????", "d dh p2 AsKd"]
    out = phh.fields_from_hand(phh.hand_from_fields(fields))
    assert out["variant"] == "NT" and out["min_bet"] == Decimal("0.50")
    assert out["antes"] == [0, 0, 0] and out["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), 0]


@pytest.mark.parametrize("game,betting,code", [
    ("holdem", "no-limit", "NT"), ("holdem", "fixed-limit", "FT"), ("omaha", "pot-limit", "PO"),
    ("omaha-hi-lo", "fixed-limit", "FO/8"), ("short-deck", "no-limit", "NS"), ("stud", "fixed-limit", "F7S"),
    ("razz", "fixed-limit", "FR"), ("stud-hi-lo", "fixed-limit", "F7S/8"), ("2-7-triple-draw", "fixed-limit", "F2L3D"),
    ("2-7-single-draw", "no-limit", "N2L1D"), ("badugi", "fixed-limit", "FB"), ("omaha5", "pot-limit", None),
])
def test_random_engine_hands_read_back_from_their_phh(game, betting, code):
    rng = random.Random(f"{game} {betting}")
    for k in range(15):
        seats = rng.randint(2, 6)
        stacks = [rng.choice([rng.randint(1, 400), Decimal(rng.randint(100, 40000)) / 100]) for _ in range(seats)]
        stud = game in ("stud", "razz", "stud-hi-lo")
        kwargs = dict(bring_in=1, small_bet=2, big_bet=4) if stud else dict(blinds=(1, 2))
        if betting == "fixed-limit" and not stud:
            kwargs.update(small_bet=2, big_bet=4)
        hand = play_out(Hand(game, stacks, betting=betting, seed=k, antes=rng.choice([0, 1]), **kwargs), rng)
        hand.info["players"] = [f"player {i}" for i in range(seats)]
        text = hand.phh()
        assert f"variant = '{code or betting + ' ' + game}'" in text
        again = Hand.from_phh(text)
        assert again.over and again.stacks == hand.stacks and again.actions == hand.actions
        assert again.info == hand.info and phh.loads(again.phh()) == phh.loads(text)


def test_read_hands_skips_a_bad_hand_with_a_note_naming_file_and_hand(tmp_path, capsys):
    good = HOLDEM
    path = tmp_path / "three.phhs"
    path.write_text(f"[1]\n{good}\n[2]\nvariant = 'NT'\nstarting_stacks = [\n\n[3]\n{good.replace('p1 f', 'p1 cbr 0.10')}")
    assert len(list(read_hands(path))) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and err[0].startswith(f"pokerbits: skipped {path} #2: not TOML")
    assert err[1].startswith(f"pokerbits: skipped {path} #3: action 5 'p1 cbr 0.10': ")
    notes = []
    assert len(list(read_hands([path, tmp_path / "missing.phh"], note=notes.append))) == 1
    assert notes[-1] == f"{tmp_path / 'missing.phh'}: cannot read it (FileNotFoundError)"
    with pytest.raises(ValueError, match=r"three\.phhs #2: not TOML"):
        list(read_hands(path, strict=True))


def test_read_hands_says_what_it_cannot_read(tmp_path):
    notes = []
    text = tmp_path / "notes.txt"
    text.write_text("hello\n")
    binary = tmp_path / "bad.phh"
    binary.write_bytes(b"variant = 'NT'\n\xff\xfe")
    assert list(read_hands([text, binary], note=notes.append)) == []
    # the sites' formats are listed too; a byte that is not UTF-8 is read as a replacement character
    assert notes[0].startswith(f"{text}: not a hand history in a format read here (PHH, PokerStars, GGPoker, ")
    assert len(notes) == 2 and notes[1].startswith(f"{binary}: ")
    with pytest.raises(TypeError, match="a path is a str"):
        list(read_hands([3]))
    with pytest.raises(ValueError, match=r"^read_hands reads files: this str is lines of text, not a path"):
        list(read_hands("PokerStars Hand #1:\n" * 10_000))   # the text itself, not its file's name
    long_name = tmp_path / ("x" * 250 + ".txt")
    assert list(read_hands(long_name, note=notes.append)) == []
    assert len(notes[2]) < 300 and notes[2].endswith("...: cannot read it (FileNotFoundError)")


@pytest.mark.parametrize("cap", [None, 3, 4, 6])
def test_a_fixed_limit_cap_reads_back_from_the_user_defined_field(cap):
    """PHH has no cap field (its games cap a round at 4 bets and raises): another cap is written
    `_cap` (`inf`: none) and read back, so five raises without a cap replay; `_cap` is not info."""
    hand = Hand("badugi", [500, 500], blinds=(1, 2), betting="fixed-limit", small_bet=2, big_bet=4, cap=cap)
    for action in ["d dh p1 2c3d4h5s", "d dh p2 AcAdAhAs", "p2 cbr 4", "p1 cbr 6", "p2 cbr 8"]:
        hand.act(action)
    if cap is None or cap > 4:
        hand.act("p1 cbr 10")    # the fifth bet or raise
    text = hand.phh()
    assert ("_cap" in text) == (cap != 4)
    assert cap in (3, 4) or f"_cap = {cap or 'inf'}\n" in text
    again = Hand.from_phh(text)
    assert again.cap == cap and again.actions == hand.actions and again.info == {}
    assert again.legal.max_to == hand.legal.max_to and again.phh() == text


@pytest.mark.parametrize("fields,message", [
    ({"variant": "XX"}, "unknown PHH variant 'XX'"),
    ({"variant": 10 ** 5000}, "unknown PHH variant an int of 16610 bits"),   # (whose repr Python refuses)
    ({"variant": "X" * 10 ** 6}, "unknown PHH variant 'XXXXXXXXXXXXXXXXX...XXXXXXXXXXXXXXXXXX' "),
    ({"variant": "NT", "antes": [0, 0]}, "needs the fields blinds_or_straddles, min_bet, starting_stacks, actions"),
    ({"variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2, "starting_stacks": [10, 10.5],
      "actions": []}, "starting_stacks is a number, not float"),
    ({"variant": "NT", "antes": [0, 0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2, "starting_stacks": [10, 10],
      "actions": []}, "antes has 3 entries for 2 seats"),
    ({"variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2, "starting_stacks": [10, 10],
      "actions": ["d dh p1 AsAd", "d dh p2 AsKd"]}, "action 2 'd dh p2 AsKd': "),
    ({"variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2, "starting_stacks": [10, 10],
      "actions": "p1 f"}, "actions is a list of strings"),
    ({"variant": "FT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "small_bet": 2, "big_bet": 4,
      "_cap": 0, "starting_stacks": [10, 10], "actions": []}, "_cap is a whole number of bets .* or inf, not 0"),
])
def test_bad_fields_are_one_line_value_errors(fields, message):   # noqa: D103
    with pytest.raises(ValueError, match=message.replace("(", r"\(")) as error:
        phh.hand_from_fields(fields)
    assert "\n" not in str(error.value)


@needs_real
def test_every_real_file_reads():
    """Every real hand is read and replayed as far as its file goes, none skipped; the hands whose
    showdown the file hides ('sm ????') are over with their pots unpaid, every other one that is
    over is settled (one file stops before the end of its hand)."""
    notes = []
    hands = list(read_hands(FILES, note=notes.append))
    assert len(hands) == 191 and notes == []
    assert len([h for h in hands if not h.over]) == 1
    unsettled = [h for h in hands if h.over and not h.settled]
    assert len(unsettled) == 17 and all(any(a.endswith(" sm ????") for a in h.actions) for h in unsettled)


def test_a_posted_blind_straddles_antes_and_actions_finer_than_the_blinds():
    """PokerStars' HandHQ files: a negative entry is a blind posted out of position (it does not
    move the first to act); a raise in cents where the blinds are in tenths; a big-blind ante
    (dead money) with ante_trimming_status, meaningful for uniform antes only."""
    hand = phh.hand_from_fields({
        "variant": "NT", "antes": [0, 0, 0, 0], "blinds_or_straddles": [Decimal("0.10"), Decimal("0.25"), 0,
                                                                       Decimal("-0.25")],
        "min_bet": Decimal("0.25"), "starting_stacks": [10, 10, 10, 10],
        "actions": ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", "p3 cbr 0.75", "p4 f",
                    "p1 f", "p2 f"]})
    assert hand.over and hand.stacks == (Decimal("9.90"), Decimal("9.75"), Decimal("10.60"), Decimal("9.75"))
    bb_ante = {"variant": "NT", "ante_trimming_status": True, "antes": [0, 5, 0], "blinds_or_straddles": [5, 10, 0],
               "min_bet": 10, "starting_stacks": [100, 100, 100],
               "actions": ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 30", "p1 f", "p2 f"]}
    assert phh.hand_from_fields(bb_ante).stacks == (95, 85, 120)   # the ante stays in the pot
    assert phh.loads(phh.dumps(phh.fields_from_hand(phh.hand_from_fields(bb_ante))))[0]["ante_trimming_status"] is True
