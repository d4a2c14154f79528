"""Every site file of ../shared/real_hh reads, every hand's money adds up as its text says, and
the engine replays it paying each seat what the text says it took (skipped without ../shared)."""
from __future__ import annotations

import os
import re
from decimal import Decimal
from pathlib import Path

import pytest

from pokerbits import read_hands
from pokerbits.histories import phh
from pokerbits.histories.formats import FORMATS
from pokerbits.histories.read import HEAD, Histories, encoding
from pokerbits.histories.sites import replay
from shared_data import REAL_HH as REAL

COMPANIONS = (".json", ".gt", ".hands", ".hp", ".md")
FILES = sorted(p for p in REAL.rglob("*") if p.is_file() and not p.name.endswith(COMPANIONS)) if REAL.is_dir() else []
# the sites read so far (the other folders of real_hh wait for their readers)
READ = {"pokerstars", "ggpoker", "winamax", "ipoker", "888poker", "partypoker", "bovada", "betonline", "enet",
        "kingsclub", "fulltilt", "cake", "absolute", "ultimatebet", "winning", "sealswithclubs", "unibet",
        "betfair", "everleaf", "ongame", "pkr", "microgaming", "entraction", "everest", "merge", "boss"}
NOT_YET: set = set()
# hands read and checked whose replay waits on the engine or the PHH layer (requests made; each a
# strict xfail, so the day the engine learns it the test says so)
ENGINE_PENDING = {
    "1606125823": "the room's own summary is wrong (reported by the money checks)",
    "7732419": "the room's own summary is wrong (reported by the money checks)",
}

pytestmark = pytest.mark.skipif(not FILES, reason="../shared/real_hh is not here")


def _site_files():
    return [p for p in FILES if p.parent.name in READ and p.name not in NOT_YET]


# the hands whose text does not add up by itself (the rooms' own summaries are wrong): reported
WRONG_IN_THE_TEXT = {
    "1606125823": ["the chips put in make a pot of 3.97, the text says 2.49 (a difference of -1.48)",
                   "collected 2.49 + rake 0.22 + fees 0 = 2.71, the pot is 3.97 (a difference of -1.26)",
                   "the replay pays 1.48 more than the text, whose rake and fees are 0.22"],
    "7732419": ["the chips put in make a pot of 140.53, the text says 2.75 (a difference of -137.78)",
                "collected 56.64 + rake 1.39 + fees 0 = 58.03, the pot is 140.53 (a difference of -82.50)",
                "the replay pays 83.89 more than the text, whose rake and fees are 1.39"],
}
SKIPPED = ("cancelled", "the big blind folded before posting")   # no hand played: a note, not a Hand


@pytest.mark.parametrize("path", _site_files(), ids=lambda p: f"{p.parent.name}/{p.name[:40]}")
def test_every_hand_reads_and_its_money_adds_up(path):
    notes = []
    hands = list(Histories([path], note=notes.append))
    assert hands or (notes and all(n.endswith(SKIPPED) for n in notes))
    assert [n for n in notes if not n.endswith(SKIPPED)] == [
        f"{path} #{hand}: hand {hand}: {problem}" for _, fields in hands
        for hand in [str(fields["hand"])]
        for problem in WRONG_IN_THE_TEXT.get(hand, [])]
    for _, fields in hands:   # the facts every hand carries
        assert fields["_site"] and fields["hand"] and fields["players"] and fields["seats"]
        assert len(fields["players"]) == len(fields["starting_stacks"]) == len(fields["_collected"])


@pytest.mark.parametrize("path", _site_files(), ids=lambda p: f"{p.parent.name}/{p.name[:40]}")
def test_the_format_is_recognised_by_content(path):
    with open(path, encoding=encoding(os.fspath(path)), errors="replace", newline="") as file:
        head = file.read(HEAD)
    assert not phh.recognises(head)
    assert len([name for name, module in FORMATS if module.detect(head)]) == 1


def _hands():
    for path in _site_files():
        for where, fields in Histories([path], note=lambda line: None):
            yield pytest.param(fields, id=f"{path.parent.name}-{fields['hand']}",
                               marks=pytest.mark.xfail(reason=ENGINE_PENDING[str(fields["hand"])], strict=True)
                               if str(fields["hand"]) in ENGINE_PENDING else ())


@pytest.mark.parametrize("fields", list(_hands()) if FILES else [])
def test_the_engine_replays_it_and_pays_what_the_text_says(fields):
    hand, problems = replay(dict(fields))
    assert hand.over
    assert problems == []
    if fields.get("_boards"):   # run more than once: every run dealt, each settled (the payouts above)
        assert hand.runs == len(hand.boards) == len(fields["_boards"]) > 1
        assert ["".join(board) for board in hand.boards] == fields["_boards"]


def test_a_board_dealt_after_the_hand_ended_is_dealt():
    """Boss Media: a seat calls an all-in on the flop and never shows; the text deals the turn and
    the river and gives it nothing. The engine's showdown comes before the runout, where the seat
    mucks and the hand ends: the replay pays the text's winner, and the turn and the river are
    dealt after the end as the text deals them."""
    path = REAL / "boss" / "NLHE-GBP-0.05-0.10-Date-unknown.Sample.txt"
    (hand,) = [h for h in read_hands(path, strict=True) if h.info["hand"] == "2285641120"]
    assert hand.actions[-4:] == ["p1 sm QcAh", "p4 sm", "d db 7c", "d db 9c"] and len(hand.board) == 5
    assert hand.stacks[0] - hand.starting_stacks[0] == Decimal("7.55")    # the pot, 13.21 and the rake 0.69
    assert not any("runout" in note for note in hand.info.get("_notes", ()))


def test_hands_run_more_than_once_are_read():
    runs = [fields["_boards"] for param in _hands() for fields in param.values if fields.get("_boards")]
    assert len(runs) >= 4 and any(len(boards) == 3 for boards in runs)


# the formats whose hands have no end line (Cake, Seals) or are XML elements (iPoker, Everest, Merge)
# and Microgaming's (its end line is its summary)
CUT = ("ipoker", "everest", "merge", "sealswithclubs", "cake", "microgaming")


@pytest.mark.parametrize("path", [p for p in _site_files() if p.parent.name in CUT], ids=lambda p: f"{p.parent.name}/{p.name[:40]}")
def test_a_hand_cut_off_at_the_end_of_a_file_is_skipped_with_a_note(path, tmp_path):
    """The file cut half way through its last hand: the hands before read as before, the last is
    neither dropped without a word nor read half: skipped with a note naming it."""
    whole = list(Histories([path], note=lambda line: None))
    with open(path, encoding=encoding(os.fspath(path)), errors="replace", newline="") as file:
        text = file.read()
    last = str(whole[-1][1]["hand"])
    at = text.index(last)                 # (the last hand's id: in its first line)
    cut = tmp_path / path.name
    cut.write_text(text[:at + (len(text) - at) // 2], encoding="utf-8")
    notes = []
    read = list(Histories([cut], note=notes.append))
    assert [fields["hand"] for _, fields in read] == [fields["hand"] for _, fields in whole[:-1]]
    assert len(notes) == 1 and f"hand {last} skipped: " in notes[0], notes


@pytest.mark.parametrize("path", _site_files(), ids=lambda p: f"{p.parent.name}/{p.name[:40]}")
def test_read_hands_gives_the_hand_its_fields_replay_to(path):
    """read_hands keeps the hand the checks replayed: the same as the fields replayed afresh."""
    from pokerbits import read_hands
    from pokerbits.engine.phh import hand_from_fields

    fresh = []
    for _, fields in Histories([path], note=lambda line: None):
        try:
            fresh.append(hand_from_fields(fields))
        except ValueError:
            pass
    kept = list(read_hands(path, note=lambda line: None))
    assert [h.actions for h in kept] == [h.actions for h in fresh]
    assert [(h.stacks, h.over, h.board, h.holes) for h in kept] == [(h.stacks, h.over, h.board, h.holes) for h in fresh]
    assert [h.info for h in kept] == [h.info for h in fresh]


# the PHH a site hand converts to, replayed by pokerkit 0.7.7 (PHH's reference implementation): the
# same final stacks as the engine's, but where pokerkit has no such rule or reads differently
POKERKIT_READS_OTHERWISE = {
    "31318697695": "run twice: PHH has no runs (the engine's _runs field, its boards' deals)",
    "90721705235": "run twice",
    "OM260919438": "run three times",
    "60974484959": "stud's open pair: pokerkit has no such rule (the big bet on fourth street)",
    "295680332": "stud's open pair",
    "78854953-357": "pokerkit splits an odd cent (its pot of floats); the engine gives the odd chip",
    "39879543": "a big blind posted out of position (a negative blind entry) with a dead small blind",
    "2285641120": "a seat mucks at the showdown before the runout, leaving one: the engine ends the hand there "
                  "(one player left takes the pot), pokerkit waits for the board",
}


def test_the_phh_of_every_site_hand_replays_in_pokerkit_to_the_same_stacks():
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    side = pytest.importorskip("pokerkit_side")
    from pokerbits import read_hands

    compared, differing = 0, {}
    for hand in read_hands(_site_files(), note=lambda line: None):
        if not (hand.over and hand.settled):
            continue
        try:
            stacks = side.replay_phh(hand)
        except Exception as error:   # pokerkit refuses the history
            differing[str(hand.info["hand"])] = f"pokerkit: {error}"
            continue
        if stacks is None:           # a game PHH has no variant code for
            continue
        compared += 1
        if [float(s) for s in hand.stacks] != pytest.approx([float(s) for s in stacks], abs=1e-9):
            differing[str(hand.info["hand"])] = f"{hand.stacks} != {stacks}"
    assert compared >= 110
    assert set(differing) == set(POKERKIT_READS_OTHERWISE), differing


def test_party_pokers_three_eras_betfair_and_ongame_give_aware_times_everleaf_its_own():
    """Its header's time in each era's words, its zone named (EST, the German MESZ, GMT; OnGame's
    EEST); Everleaf's as written, no zone named."""
    times = sorted(str(fields.get("_time")) for p in _site_files() if p.parent.name in ("partypoker", "betfair")
                   for _, fields in Histories([p]))
    assert times == ["2009-10-18 20:00:00+01:00", "2012-02-27 09:51:26-05:00", "2016-08-31 01:41:34+02:00",
                     "2026-02-09 12:55:26-05:00"]
    ongame = [fields.get("_time") for p in _site_files() if p.parent.name == "ongame" for _, fields in Histories([p])]
    assert str(ongame[0]) == "2011-09-11 15:26:27+03:00"          # EEST
    everleaf = [fields.get("_time") for p in _site_files() if p.parent.name == "everleaf" for _, fields in Histories([p])]
    assert str(everleaf[0]) == "2011-08-12 13:09:06" and all(t is not None and t.tzinfo is None for t in everleaf)


def test_a_zones_standard_name_is_its_clock_all_year_as_stars_writes_both():
    """Sites write a zone's standard abbreviation for its clock in summer too: PokerStars' August
    2025 header has "11:24:53 CET [5:24:53 ET]", one instant only if CET is the clock of Paris
    (+02:00 in summer) and ET New York's (-04:00). So CET, EST and GMT name the clocks of their
    regions (GMT: the UK's, +01:00 in summer), as the other tests here read them."""
    from pokerbits.histories._time import aware
    pairs = []
    for p in _site_files():
        if p.parent.name != "pokerstars":
            continue
        text = p.read_text(encoding=encoding(p), errors="replace")
        pairs += re.findall(r"(\d{4}/\d\d/\d\d \d+:\d\d:\d\d) ([A-Z]{2,4}) \[(\d{4}/\d\d/\d\d \d+:\d\d:\d\d) ET\]", text)
    pairs = [pair for pair in pairs if aware(pair[0], pair[1]) is not None]   # (a zone of its own: CUST)
    summer = [pair for pair in pairs if pair[0][5:7] in ("06", "07", "08")]
    assert summer, "no summer hand with two stamps"
    for local, zone, eastern in pairs:
        assert aware(local, zone) == aware(eastern, "ET"), (local, zone, eastern)
