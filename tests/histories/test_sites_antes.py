"""Antes at the sites whose wording for them differs from the Stars grammar (BetOnline, PKR,
OnGame, Microgaming): a hand with antes written here in each format's own wording reads (strict:
every money check of its text passing) and its engine replay ends with the stacks the text's own
amounts give (the starting stacks less the ante, the bets, plus what the text says each collects)."""
from __future__ import annotations

from decimal import Decimal

from pokerbits.histories.read import read_hands


def final_stacks(text, tmp_path):
    """Each seat's stack after the engine's replay of the one hand of `text`, by name."""
    path = tmp_path / "hand.txt"
    path.write_text(text, encoding="utf-8")
    [hand] = list(read_hands(path, strict=True))
    return dict(zip(hand.info["players"], hand.stacks)), hand


BETONLINE = """BetOnline Poker Game #3001: Tournament #88: Hold'em $20.00/$40.00 - 2016/03/21 17:09:38 Eastern Daylight Time
Table '88-7' 10-Max, Seat #3 is the button
Seat 1: Ann (2000.00 in chips)
Seat 3: Bob (1500.50 in chips) - The button
Seat 5: Cy (900.00 in chips) - Small Blind
Seat 6: Di (760.00 in chips) - Big Blind
Ann: ante processed 5.00
Bob: ante processed 5.00
Cy: ante processed 5.00
Di: ante processed 5.00
Cy: posts small blind 25.00
Di: posts big blind 50.00
*** HOLE CARDS ***
Dealt to Ann [Ah Kd]
Ann: raises 150.00 to 150.00
Bob: folds
Cy: calls 125.00
Di: folds
*** FLOP *** [Qh 2h 3s]
Cy: checks
Ann: bets 200.00
Cy: folds
Uncalled bet (200.00) returned to Ann
*** SUMMARY ***
Total pot 370.00
Board [Qh 2h 3s]
Seat 1: Ann collected (370.00)
Seat 3: Bob folded before Flop
Seat 5: Cy folded on the Flop
Seat 6: Di folded before Flop
"""


def test_betonline_ante_processed_lines_are_antes(tmp_path):
    stacks, hand = final_stacks(BETONLINE, tmp_path)
    assert list(hand.antes) == [5] * 4 and hand.info["currency"] == "chips" and hand.info["_tournament"] == "88"
    assert stacks == {"Ann": Decimal("2000") - 5 - 150 + 370, "Bob": Decimal("1500.50") - 5,
                      "Cy": Decimal("900") - 5 - 150, "Di": Decimal("760") - 5 - 50}
    # a table without antes writes "ante processed 0.00" for every seat: no ante, a seat sitting out stays out
    zero = BETONLINE.replace("ante processed 5.00", "ante processed 0.00").replace("370.00", "350.00")
    stacks, hand = final_stacks(zero, tmp_path)
    assert not any(hand.antes) and stacks["Ann"] == 2000 - 150 + 350
