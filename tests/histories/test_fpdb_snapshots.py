"""A second opinion on the site readers: fpdb's own reading of some files of ../shared/real_hh
(its `.snapshot.json` beside the file: each seat's starting stack and winnings in cents, the
hand's total pot and rake). Every seat read here starts with the chips fpdb read and takes what
fpdb says it won (collected, or cashed out: kept as a fact), and the PokerStars hands' pot and
rake are fpdb's. Where fpdb misreads the text, the test says so below (skipped without ../shared)."""
import json
from decimal import Decimal

import pytest

from pokerbits import read_hands
from shared_data import REAL_HH as REAL

SNAPSHOTS = sorted(REAL.glob("*/*.snapshot.json")) if REAL.is_dir() else []
pytestmark = pytest.mark.skipif(not SNAPSHOTS, reason="../shared/real_hh is not here")

# fpdb's reading, not the text's: Cake's "Hero wins $0.31 with Straight Eight high" (a split pot,
# both seats "wins $0.31") is read by fpdb as nothing won, and the other winner is not in its seats
FPDB_WRONG = {("LHE-FR-0.02-0.04-201105.All-in.txt", "Hero"), ("LHE-FR-0.02-0.04-201105.All-in.txt", "Vill***1")}


def _cents(value):
    return int(Decimal(value) * 100)


@pytest.mark.parametrize("snapshot", SNAPSHOTS, ids=lambda p: p.name.split(".snapshot")[0])
def test_each_seat_starts_and_wins_what_fpdb_read(snapshot):
    fpdb = json.loads(snapshot.read_text(encoding="utf-8"))["snapshot"][0]
    history = snapshot.with_name(snapshot.name[:-len(".snapshot.json")])
    (hand,) = read_hands(history, strict=True)
    info = hand.info
    cashed_out = info.get("_cash_out") or [0] * hand.n
    theirs = {p["playerName"]: (p["startCash"], p["winnings"]) for p in fpdb["players"]}
    for k, name in enumerate(info["players"]):
        if (history.name, name) in FPDB_WRONG:
            continue
        mine = (_cents(hand.starting_stacks[k]), _cents(info["_collected"][k] + cashed_out[k]))
        assert mine == theirs[name], name
    # the seats fpdb has that are not read here start with nothing (they cannot play)
    assert all(theirs[name][0] == 0 for name in set(theirs) - set(info["players"]))
    if info["_site"] == "PokerStars":
        details = fpdb["hand_details"]
        assert (_cents(info["_total_pot"]), _cents(info["_rake"])) == (details["totalPot"], details["rake"])
