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


PKR = """Table #44976150 - Tournament #25826986 Table #6
Starting Hand #2083043999
Start time of hand: 15 May 2012 01:48:45
Last Hand #2083043513
Game Type: HOLD'EM
Limit Type: NO LIMIT
Table Type: TOURNAMENT
Money Type: TOURNAMENT CHIPS
Blinds are now 50 / 100
Button is at seat 3
Seat 1: Ann - 5,000
Seat 2: Bob - 3,200
Seat 3: Cy - 1,000
Shuffling Deck
Moving Button to seat 1
Ann posts ante of 10
Bob posts ante of 10
Cy posts ante of 10
Pot sizes: 30
Bob posts small blind (50)
Cy posts big blind (100)
Dealing Cards
Dealing [A h][K d] to Ann
Ann raises to 300
Bob folds
Cy calls 300
Pot sizes: 680
Dealing Flop [Q h][2 h][3 s]
Cy checks
Ann bets 400
Cy folds
Returning 400 to Ann uncalled
Pot sizes: 680
Ann wins 680 from pot
Seat 1: Ann - 5,370
Seat 2: Bob - 3,140
Seat 3: Cy - 690
End of Hand #2083043999
"""


def test_pkr_posts_ante_of(tmp_path):
    stacks, hand = final_stacks(PKR, tmp_path)      # (the text's stacks after the hand checked too)
    assert list(hand.antes) == [10] * 3 and hand.info["currency"] == "chips" and hand.info["_tournament"] == "25826986"
    assert stacks == {"Ann": 5000 - 10 - 300 + 680, "Bob": 3200 - 10 - 50, "Cy": 1000 - 10 - 300}


ONGAME = """***** History for hand T5-900-5 (TOURNAMENT: "Daily", R-1-2, buy-in: €0) *****
Start hand: Wed Dec 29 21:42:51 GMT+0100 2010
Table: Table #3 [900] (NO_LIMIT TEXAS_HOLDEM 100/200, ante: 20, TC)
User: Cy
Button: seat 2
Players in round: 3
Seat 3: Ann (985)
Seat 4: Bob (3720)
Seat 2: Cy (2380)
Ann posts ante 20
Bob posts ante 20
Cy posts ante 20
Ann posts small blind (100)
Bob posts big blind (200)
---
Dealing pocket cards
Dealing to Cy: [5h, 8c]
Cy raises 400 to 400
Ann folds
Bob calls 200
--- Dealing flop [Ah, As, 6d]
Bob checks
Cy bets 500
Bob folds
---
Summary:
Main pot: 960 won by Cy (960)
Rake taken: €0
Seat 3: Ann (865), net: -120
Seat 4: Bob (3300), net: -420
Seat 2: Cy (2920), net: +540
***** End of hand T5-900-5 *****
"""


def test_ongame_posts_ante(tmp_path):
    stacks, hand = final_stacks(ONGAME, tmp_path)    # (the text's stacks after the hand checked too)
    assert list(hand.antes) == [20] * 3 and hand.info["currency"] == "chips" and hand.info["_tournament"] == "R-1-2"
    assert stacks == {"Ann": 985 - 20 - 100, "Bob": 3720 - 20 - 400, "Cy": 2380 - 20 - 400 + 960}


MICROGAMING = """** Game ID 5000000001 Version:4 starting - 2013-07-11 14:36:41
** Rebuy (16,000 Guaranteed)(777):Table 3 [Multi Table Hold'em] (100|200 NL - MTT seats:9 ) Real Money

- Ann sitting in seat 1 with 5000.00 at end 8240.00
- Bob sitting in seat 2 with 3000.00 at end 2780.00
- Cy sitting in seat 4 with 4000.00 at end 980.00 [Dealer]

Ann posted ante - 20.00
Bob posted ante - 20.00
Cy posted ante - 20.00
Ann posted the small blind - 100.00
Bob posted the big blind - 200.00
** Dealing card to Cy: J of s, 10 of d
Cy bet - 600.00
Ann called - 500.00
Bob folded
** Dealing the flop: K of d, 2 of s, 10 of h
Ann checked
Cy bet - 800.00
Ann raised - 2400.00
Cy called - 1600.00
** Dealing the turn: K of h
Ann checked
Cy checked
** Dealing the river: 3 of c
Ann bet - 1000.00
Cy folded
Ann mucks:
Ann wins 7260.00 from the main pot

End of game 5000000001
"""


def test_microgaming_posted_ante_in_its_version_4_files(tmp_path):
    """Version 4 writes each bet, raise and call as the chips it adds and what a seat wins with its
    uncalled bet; the stacks at the end are checked."""
    stacks, hand = final_stacks(MICROGAMING, tmp_path)
    assert list(hand.antes) == [20] * 3 and hand.info["currency"] == "chips" and hand.info["_tournament"] == "777"
    assert stacks == {"Ann": 5000 - 20 - 600 - 2400 - 1000 + 7260, "Bob": 3000 - 20 - 200, "Cy": 4000 - 20 - 600 - 2400}


STARS_ANTES_ONLY = """PokerStars Hand #1:  Hold'em No Limit ($0/$0 USD) - 2026/01/01 22:04:05 ET
Table 'Table' 6-max Seat #3 is the button
Seat 1: Ann ($1 in chips)
Seat 2: Bob ($2 in chips)
Seat 3: Cy ($1.50 in chips)
Ann: posts the ante $0.05
Bob: posts the ante $0.05
Cy: posts the ante $0.05
*** HOLE CARDS ***
Ann: checks
Bob: checks
Cy: bets $0.01
Ann: folds
Bob: calls $0.01
*** FLOP *** [Td Th 3s]
Bob: checks
Cy: checks
*** TURN *** [Td Th 3s] [8d]
Bob: checks
Cy: checks
*** RIVER *** [Td Th 3s 8d] [Qd]
Bob: checks
Cy: checks
*** SHOW DOWN ***
Bob: shows [2d Qc]
Cy: mucks hand
Bob collected $0.17 from pot
*** SUMMARY ***
Total pot $0.17 | Rake $0
Board [Td Th 3s 8d Qd]
Seat 1: Ann folded
Seat 2: Bob showed [2d Qc] and won ($0.17)
Seat 3: Cy (button) mucked
"""


def test_stakes_of_0_and_no_blinds_take_the_smallest_bet_of_one_cent(tmp_path):
    stacks, hand = final_stacks(STARS_ANTES_ONLY, tmp_path)
    assert stacks == {"Ann": Decimal("0.95"), "Bob": Decimal("2.11"), "Cy": Decimal("1.44")}
    assert hand.min_bet == Decimal("0.01") and hand.blinds == (0, 0, 0)
    head, _ = STARS_ANTES_ONLY.split("*** HOLE CARDS ***")
    posted = head + """Ann: posts small blind $0.01
Bob: posts big blind $0.02
*** HOLE CARDS ***
Cy: folds
Ann: folds
Uncalled bet ($0.01) returned to Bob
Bob collected $0.17 from pot
*** SUMMARY ***
Total pot $0.17 | Rake $0
"""
    stacks, hand = final_stacks(posted, tmp_path)     # stakes of 0, blinds posted: the big blind is the smallest bet
    assert hand.min_bet == Decimal("0.02") and stacks == {"Ann": Decimal("0.94"), "Bob": Decimal("2.11"),
                                                          "Cy": Decimal("1.45")}


def test_no_site_history_is_written_for_a_hand_without_blinds():
    import pytest

    from pokerbits import Hand
    from pokerbits.histories import write_hand

    hand = Hand("holdem", stacks=[100, 100], antes=1, blinds=(0, 0), seed=1)
    hand.fold()
    with pytest.raises(ValueError, match=r"^no site's history is known for a hand without blinds \(antes only\)$"):
        write_hand(hand, "PokerStars")
