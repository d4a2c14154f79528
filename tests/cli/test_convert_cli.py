"""`pokerbits convert`: a site's text file to a .phhs the engine replays; a hand that does not
add up is noted on stderr (the file still written), and stops the run with --strict."""
import subprocess
import sys
from decimal import Decimal

import pytest

from pokerbits.engine.phh import hand_from_fields, loads

HAND = """PokerStars Hand #{id}:  Hold'em No Limit ($0.01/$0.02 USD) - 2013/01/08 16:28:42 ET
Table 'T' 6-max Seat #2 is the button
Seat 1: A ($2 in chips)
Seat 2: B ($1.50 in chips)
B: posts small blind $0.01
A: posts big blind $0.02
*** HOLE CARDS ***
B: raises $0.04 to $0.06
A: folds
Uncalled bet ($0.04) returned to B
B collected {won} from pot
*** SUMMARY ***
Total pot $0.04 | Rake $0
"""


def run(*args):
    return subprocess.run([sys.executable, "-m", "pokerbits", *args], capture_output=True, text=True)


def test_convert_writes_one_phhs_per_file(tmp_path):
    path = tmp_path / "stars.txt"
    path.write_text(HAND.format(id=1, won="$0.04") + "\n\n" + HAND.format(id=2, won="$0.05"), encoding="utf-8")
    out = run("convert", str(path), "--to", "phh", "-o", str(tmp_path / "out"))
    assert out.returncode == 0
    assert out.stdout.strip() == f"2 hands from 1 files written to {tmp_path / 'out'}, 2 notes"
    assert out.stderr.splitlines() == [   # the money checks, then the engine's payout beside the text's
        f"pokerbits convert: {path} #2: hand 2: collected 0.05 + rake 0 + fees 0 = 0.05, the pot is 0.04 "
        "(a difference of 0.01)",
        f"pokerbits convert: {path} #2: hand 2: the replay pays p2 0.08 (text 0.09)"]
    hands = loads((tmp_path / "out" / "stars.phhs").read_text(encoding="utf-8"))
    assert [h["hand"] for h in hands] == ["1", "2"] and hands[0]["_site"] == "PokerStars"
    assert hand_from_fields(hands[0]).stacks == (Decimal("1.98"), Decimal("1.52"))


def test_convert_strict_stops_at_a_hand_that_does_not_add_up(tmp_path):
    path = tmp_path / "stars.txt"
    path.write_text(HAND.format(id=2, won="$0.05"), encoding="utf-8")
    out = run("convert", str(path), "--strict", "-o", str(tmp_path / "out"))
    assert out.returncode == 1 and "hand 2: collected 0.05" in out.stderr


def test_convert_spread_over_processes_writes_the_same_files(tmp_path):
    paths = []
    for k in range(3):
        path = tmp_path / f"stars{k}.txt"
        path.write_text("\n\n".join(HAND.format(id=10 * k + i, won="$0.04" if i else "$0.05") for i in range(3)),
                        encoding="utf-8")
        paths.append(str(path))
    serial = run("convert", *paths, "-o", str(tmp_path / "one"))
    spread = run("convert", *paths, "--workers", "2", "-o", str(tmp_path / "two"))
    assert serial.returncode == spread.returncode == 0
    assert spread.stdout.replace(str(tmp_path / "two"), str(tmp_path / "one")) == serial.stdout
    assert spread.stderr == serial.stderr and len(serial.stderr.splitlines()) == 6
    for k in range(3):
        name = f"stars{k}.phhs"
        assert (tmp_path / "two" / name).read_text(encoding="utf-8") == (tmp_path / "one" / name).read_text(encoding="utf-8")


def test_convert_to_a_site_writes_its_format_and_notes_what_it_cannot(tmp_path):
    """Stars text to 888poker's and back: the same hands; a game 888poker does not deal is noted."""
    from pokerbits import read_hands
    path = tmp_path / "stars.txt"
    path.write_text(HAND.format(id=1, won="$0.04") + "\n\n" + HAND.format(id=2, won="$0.04").replace(
        "Hold'em No Limit", "Omaha Pot Limit"), encoding="utf-8")
    out = run("convert", str(path), "--to", "888Poker", "-o", str(tmp_path / "gg"))
    assert out.returncode == 0, out.stderr
    written = tmp_path / "gg" / "stars.888poker.txt"
    assert written.read_text(encoding="utf-8").startswith("#Game No : 1\n***** 888poker Hand History for Game 1")
    assert f"{path} #2: not written: 888poker does not deal pot-limit omaha" in out.stderr
    [hand] = read_hands(written, strict=True)
    assert hand.stacks == (Decimal("1.98"), Decimal("1.52")) and hand.info["players"] == ["A", "B"]
    out = run("convert", str(path), "--to", "nowhere")
    assert out.returncode == 2 and "invalid choice: 'nowhere'" in out.stderr


def test_convert_on_an_executor_writes_what_it_writes_in_process(tmp_path):
    from concurrent.futures import ProcessPoolExecutor

    from pokerbits.histories.convert import convert

    paths = []
    for k in range(3):
        path = tmp_path / f"stars{k}.txt"
        path.write_text("\n\n".join(HAND.format(id=10 * k + i, won="$0.04" if i else "$0.05") for i in range(2)),
                        encoding="utf-8")
        paths.append(path)
    notes, spread_notes, done = [], [], []
    assert convert(paths, tmp_path / "one", note=notes.append) == 6
    with ProcessPoolExecutor(max_workers=2) as pool:
        assert convert(paths, tmp_path / "two", note=spread_notes.append, executor=pool,
                       progress=lambda d, t: done.append((d, t))) == 6
    assert spread_notes == notes and len(notes) == 6
    assert len(done) == 3 and done[-1][0] == done[-1][1]
    for k in range(3):
        name = f"stars{k}.phhs"
        assert (tmp_path / "two" / name).read_text(encoding="utf-8") == (tmp_path / "one" / name).read_text(encoding="utf-8")

    def stop(done, total):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt) as stopped:
        convert(paths, tmp_path / "three", note=lambda line: None, progress=stop)
    assert stopped.value.result == 1 and (tmp_path / "three" / "stars0.phhs").exists()


def test_convert_to_a_site_over_processes_and_a_bad_site(tmp_path):
    from pokerbits.histories.convert import convert

    path = tmp_path / "stars.txt"
    path.write_text(HAND.format(id=1, won="$0.04"), encoding="utf-8")
    assert convert([path], tmp_path / "one", to="PokerStars", note=lambda line: None) == 1
    assert convert([path], tmp_path / "two", to="pokerstars", max_workers=2, note=lambda line: None) == 1
    name = "stars.pokerstars.txt"
    assert (tmp_path / "one" / name).read_text(encoding="utf-8") == (tmp_path / "two" / name).read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="cannot write 'nowhere': phh or one of "):
        convert([path], tmp_path / "three", to="nowhere")
