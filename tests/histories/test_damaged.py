"""Damaged site texts (a line lost, doubled or moved, a character changed): read_hands skips what
it cannot read with a note and never raises (it raised IndexError when no seat line was left,
decimal.InvalidOperation on an amount such as 1.2.3, IndexError on a Boss card numbered past 51)."""
from __future__ import annotations

import random
import re

import pytest

from pokerbits.histories.write import WRITERS, write_hand
from pokerbits.histories.read import read_hands
from test_roundtrip import random_hand

MARKS = ["", "x", "0", "9", "$", " ", "(", ")", "[", "]", ":", "#", "-1", "1e9", "NaN", "1.2.3"]


def damaged(text: str, rng: random.Random) -> str:
    """`text` with one line dropped, swapped with another, doubled, or one character replaced."""
    lines = text.split("\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    kind = rng.randrange(4)
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 2:
        lines.insert(i, lines[j])
    elif lines[i]:
        at = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:at] + rng.choice(MARKS) + lines[i][at + 1:]
    return "\n".join(lines)


def read_all(text, tmp_path):
    path = tmp_path / "damaged.txt"
    path.write_text(text, encoding="utf-8")
    notes = []
    return list(read_hands(path, note=notes.append)), notes


@pytest.mark.parametrize("site", list(WRITERS))
def test_a_damaged_hand_is_read_or_noted_never_raised(site, tmp_path):
    rng = random.Random(f"damaged {site}")
    writer = WRITERS[site]
    cents = (not getattr(writer, "whole_chips", True) or site in ("iPoker", "Merge")) and getattr(writer, "decimals", True)
    for _ in range(4):
        hand = random_hand(writer.games[0], rng, cents=cents, fixed=getattr(writer, "fixed_only", False))
        text = write_hand(hand, site, currency=writer.currencies[0])
        for _ in range(12):
            read, notes = read_all(damaged(text, rng), tmp_path)
            assert read or notes


def test_the_damage_that_raised_is_noted(tmp_path):
    hand = random_hand("holdem", random.Random(5), cents=True)
    stars = write_hand(hand, "PokerStars")
    no_seats = "\n".join(line for line in stars.split("\n") if not line.startswith("Seat "))
    assert read_all(no_seats, tmp_path)[1]
    party = write_hand(hand, "PartyPoker")
    seat = re.search(r"seat \d+: \S+ \( \$([\d.,]+)", party)
    assert seat is not None
    bad_amount = party.replace(seat.group(0), seat.group(0).replace(seat.group(1), "1.2.3"), 1)
    read, notes = read_all(bad_amount, tmp_path)
    assert not read and "not an amount: " in notes[0]
    boss = write_hand(hand, "Boss Media", currency="GBP")
    bad_card = re.sub(r'LINK="\d+"', 'LINK="99"', boss, count=1)
    read, notes = read_all(bad_card, tmp_path)
    assert not read and notes[0].endswith("no card is numbered 99")
