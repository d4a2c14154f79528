"""The site readers on small texts written here: amounts and encodings, each site's lines to PHH
fields (seats, posts, actions, the facts), the checks that catch a hand that does not add up,
the hands skipped with a note."""
from __future__ import annotations

from decimal import Decimal

import pytest

from pokerbits.histories import checks, ggpoker, ipoker, merge, pacific, pokerstars, winamax
from pokerbits.histories._text import amount, card_text, decode
from pokerbits.histories.read import Histories, read_hands

STARS = """PokerStars Hand #90721705235:  Hold'em No Limit (€1/€2 EUR) - 2012/12/14 7:59:19 CET [2012/12/13 19:59:19 ET]
Table 'Mekbuda II' 6-max Seat #3 is the button
Seat 1: Villain (€90.16 in chips)
Seat 3: Button Man (€200 in chips)
Seat 4: Small (€1,234.50 in chips)
Seat 6: Hero (€227.32 in chips)
Small: posts small blind €1
Hero: posts big blind €2
*** HOLE CARDS ***
Dealt to Hero [Jc Ac]
Villain: raises €4 to €6
Button Man: folds
Small: folds
Hero: raises €14 to €20
Villain: calls €14
*** FLOP *** [Js 9h Jh]
Hero: bets €12
Villain: raises €58.16 to €70.16 and is all-in
Hero: calls €58.16
*** TURN *** [Js 9h Jh] [Qs]
*** RIVER *** [Js 9h Jh Qs] [2d]
*** SHOW DOWN ***
Villain: shows [9s Ah] (two pair, Jacks and Nines)
Hero: shows [Jc Ac] (three of a kind, Jacks)
Hero collected €179.32 from pot
*** SUMMARY ***
Total pot €181.32 | Rake €2
Board [Js 9h Jh Qs 2d]
Seat 1: Villain showed [9s Ah] and lost with two pair, Jacks and Nines
Seat 6: Hero (big blind) showed [Jc Ac] and won (€179.32) with three of a kind, Jacks
"""


@pytest.mark.parametrize("text, value", [
    ("$1,234.50", Decimal("1234.50")), ("1 430", 1430), ("368,55", Decimal("368.55")), ("€2", 2),
    ("£0.05", Decimal("0.05")), ("2,956", 2956), ("1.234,50 €", Decimal("1234.50")), ("[$1,049]", 1049),
])
def test_amounts_as_the_sites_write_them(text, value):
    got = amount(text)
    assert got == value and type(got) is type(value)


def test_amounts_refuse_words():
    with pytest.raises(ValueError, match="not an amount"):
        amount("rake")


@pytest.mark.parametrize("codec", ["utf-8", "utf-8-sig", "utf-16", "cp1252"])
def test_every_encoding_the_sites_write(codec, tmp_path):
    path = tmp_path / "hand.txt"
    path.write_bytes(STARS.replace("\n", "\r\n").encode(codec))
    assert decode(path.read_bytes()) == STARS
    [(_, fields)] = list(Histories([path], strict=True))
    assert fields["starting_stacks"][1] == Decimal("227.32") and fields["currency"] == "EUR"


def test_pokerstars_fields():
    [f] = pokerstars.read(STARS)
    assert f["variant"] == "NT" and f["players"] == ["Small", "Hero", "Villain", "Button Man"]
    assert f["seats"] == [4, 6, 1, 3]
    assert f["starting_stacks"] == [Decimal("1234.50"), Decimal("227.32"), Decimal("90.16"), 200]
    assert f["blinds_or_straddles"] == [1, 2, 0, 0] and f["min_bet"] == 2
    assert f["actions"] == ["d dh p1 ????", "d dh p2 JcAc", "d dh p3 9sAh", "d dh p4 ????",
                            "p3 cbr 6", "p4 f", "p1 f", "p2 cbr 20", "p3 cc", "d db Js9hJh",
                            "p2 cbr 12", "p3 cbr 70.16", "p2 cc", "d db Qs", "d db 2d",
                            "p3 sm 9sAh", "p2 sm JcAc"]
    assert f["_collected"] == [0, Decimal("179.32"), 0, 0] and f["_rake"] == 2
    assert f["_total_pot"] == Decimal("181.32") and f["table"] == "Mekbuda II" and f["hand"] == "90721705235"
    assert str(f["_time"]) == "2012-12-13 19:59:19-05:00" and f["time_zone"] == "America/New_York"
    assert checks.money(f) == []


def test_the_checks_catch_what_does_not_add_up():
    [f] = pokerstars.read(STARS.replace("Hero collected €179.32", "Hero collected €179.42"))
    assert checks.money(f) == ["hand 90721705235: collected 179.42 + rake 2 + fees 0 = 181.42, the pot is "
                               "181.32 (a difference of 0.10)"]
    [f] = pokerstars.read(STARS.replace("Villain: calls €14", "Villain: calls €15"))
    assert checks.money(f)[0] == "hand 90721705235: Villain calls 15, the bet to call is 14"


def test_a_cancelled_hand_and_a_hand_cut_off_are_skipped_with_a_note(tmp_path):
    path = tmp_path / "two.txt"
    cut = STARS.split("*** SUMMARY ***")[0]
    path.write_text(STARS.replace("*** HOLE CARDS ***", "Hand cancelled\n*** HOLE CARDS ***") + "\n\n" + STARS + "\n\n" + cut, encoding="utf-8")
    notes = []
    assert len(list(Histories([path], note=notes.append))) == 1
    assert [n.split(": ", 1)[1] for n in notes] == ["PokerStars hand 90721705235 skipped: cancelled",
                                                    "PokerStars hand 90721705235 skipped: cut off before its summary"]
    with pytest.raises(ValueError, match="cancelled"):
        list(Histories([path], strict=True))


def test_ggpoker_straddles_are_a_seat_s_total():
    text = """Poker Hand #OM1: PLO-5 ($25/$50) - 2021/04/11 03:57:00
Table 'VO5 Ante1' 6-max Seat #1 is the button
Seat 1: A ($1,000 in chips)
Seat 2: B ($800 in chips)
Seat 3: C ($900 in chips)
A: posts the ante $10
B: posts the ante $10
C: posts the ante $10
B: posts small blind $25
C: posts big blind $50
C: straddle $100
*** HOLE CARDS ***
A: raises $225 to $325
B: folds
C: folds
Uncalled bet ($225) returned to A
*** SHOWDOWN ***
A collected $255 from pot
*** SUMMARY ***
Total pot $255 | Rake $0 | Jackpot $0 | Bingo $0"""
    [f] = ggpoker.read(text)
    assert f["variant"] == "pot-limit omaha5" and f["_game"] == "omaha5"
    assert f["blinds_or_straddles"] == [25, 100, 0] and f["antes"] == [10, 10, 10]
    assert checks.money(f) == []


def test_winamax_total_pot_is_net_of_the_rake():
    text = """Winamax Poker - CashGame - HandId: #9-4-1 - Razz fixed limit (5€/25€/50€) - 2016/11/12 22:39:00 UTC
Table: 'Pampelune' 6-max (real money)
Seat 1: Hero (1546.72€)
Seat 4: Player0 (664.56€)
*** ANTE/BLINDS ***
Hero posts ante 5€
Player0 posts ante 5€
*** 3rd STREET ***
Dealt to Hero [4s Ad Td]
Dealt to Player0 [X X 8h]
Hero brings in 10€
Player0 raises 25€ to 25€
Hero folds
Player0 collected 43€ from pot
*** SUMMARY ***
Total pot 43€ | Rake 2€"""
    [f] = winamax.read(text)
    assert f["variant"] == "FR" and f["bring_in"] == 10 and f["small_bet"] == 25
    assert f["actions"][:2] == ["d dh p1 4sAdTd", "d dh p2 ????8h"]
    assert f["_total_pot"] == 45 and checks.money(f) == []   # the uncalled 15 is inside the 43 collected


def test_ipoker_cards_and_888_increments():
    assert ipoker.card("D10") == "Td" and ipoker.card("CA") == "Ac" and ipoker.card("X") == "??"
    text = """#Game No : 1
***** Cassava Hand History for Game 1 *****
$150/$300 Blinds No Limit Holdem - *** 17 02 2012 00:42:56
Tournament #36216773 Free - Table #359 (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: A ( $1,379 )
Seat 2: B ( $5,000 )
Seat 3: C ( $3,130 )
B posts small blind [$150]
C posts big blind [$300]
** Dealing down cards **
A calls [$300]
B raises [$450]
C folds
A raises [$1,079]
B calls [$779]
** Dealing flop ** [ 4d, Qs, 7s ]
** Dealing turn ** [ 6d ]
** Dealing river ** [ Ts ]
** Summary **
A shows [ As, 6c ]
B shows [ Ad, Ac ]
B collected [ $3,058 ]"""
    [f] = pacific.read(text)
    assert f["actions"][3:8] == ["p3 cc", "p1 cbr 600", "p2 f", "p3 cbr 1379", "p1 cc"]
    assert f["currency"] == "chips" and f["_rake"] == 0 and checks.money(f) == []


def test_read_hands_replays_site_files(tmp_path):
    path = tmp_path / "stars.txt"
    path.write_text(STARS, encoding="utf-8")
    [hand] = list(read_hands(path, strict=True))
    assert hand.over and hand.stacks[1] == Decimal("227.32") - Decimal("90.16") + Decimal("181.32")
    assert hand.info["_site"] == "PokerStars"


def test_cards():
    assert card_text("[ 4d, Qs, 10s ]") == "4dQsTs" and card_text("[X X 8h]") == "????8h"


ONGAME_ALL_IN = """***** History for hand T5-900-6 (TOURNAMENT: "Daily", R-1-2, buy-in: €0) *****
Start hand: Wed Dec 29 21:45:51 GMT+0100 2010
Table: Table #3 [900] (NO_LIMIT TEXAS_HOLDEM 10/20, TC)
User: Cy
Button: seat 2
Players in round: 3
Seat 3: Ann (1000)
Seat 4: Bob (600)
Seat 2: Cy (1500)
Ann posts small blind (10)
Bob posts big blind (20)
---
Dealing pocket cards
Dealing to Cy: [5h, 8c]
Cy calls 20
Ann calls 10
Bob checks
--- Dealing flop [6c, 2d, 7h]
Ann bets 20
Bob raises 580 to 580 [all in]
Cy folds
Ann calls 560
---
--- Dealing flop [6c, 2d, 7h]
--- Dealing turn [6h]
--- Dealing river [Qs]
---
Summary:
Main pot: 1220 won by Ann (610), Bob (610)
Rake taken: €0
Seat 3: Ann (1010), net: +10, [Ah, Kd] (PAIR SIX)
Seat 4: Bob (610), net: +10, [As, Kc] (PAIR SIX)
Seat 2: Cy (1480), net: -20
***** End of hand T5-900-6 *****
"""


def test_ongame_all_in_cards_shown_in_the_summary_a_street_written_twice_a_split_pot(tmp_path):
    """OnGame writes an all-in's cards only in the summary, the street of the all-in again before
    the runout, and a split pot on one line: read, the replay pays as the text says."""
    path = tmp_path / "ongame.txt"
    path.write_text(ONGAME_ALL_IN, encoding="utf-8")
    [hand] = list(read_hands(path, strict=True))
    assert dict(zip(hand.info["players"], hand.stacks)) == {"Ann": 1010, "Bob": 610, "Cy": 1480}
    assert hand.board == ("6c", "2d", "7h", "6h", "Qs") and "p2 sm AsKc" in hand.actions


MICROGAMING_POSTED_TO_PLAY = """** Game ID 4416401999 starting - 2012-05-11 22:10:55
** Deal 254 (Deep) - €5 Min [Hold'em] (0.05|0.10 NL - € Cash Game) Real Money

- Ann sitting in seat 1 with €10.00 at end €9.95
- Bob sitting in seat 2 with €10.00 at end €10.25 [Dealer]
- Cy sitting in seat 3 with €10.00 at end €9.90
- Di sitting in seat 4 with €10.00 at end €9.90

Cy posted the small blind - €0.05
Di posted the big blind - €0.10
Ann posted to play - €0.05
** Dealing card to Ann: K of s, 6 of d
Ann folded
Bob called - €0.10
Cy called - €0.10
Di checked
** Dealing the flop: 2 of d, 7 of d, 4 of c
Cy checked
Di checked
Bob bet - €0.10
Cy folded
Di folded
Bob mucks:
Bob wins €0.35 from the main pot

End of game 4416401999
"""


def test_microgaming_posted_to_play_is_dead_and_the_stacks_at_the_end_are_checked(tmp_path):
    """Its 2012 files (no Version): calls to a total, a new seat's ``posted to play`` dead, the
    uncalled bet returned without a word, each seat's stack ``at end`` (checked)."""
    path = tmp_path / "mg.txt"
    path.write_text(MICROGAMING_POSTED_TO_PLAY, encoding="utf-8")
    [hand] = list(read_hands(path, strict=True))
    assert dict(zip(hand.info["players"], hand.stacks)) == {
        "Ann": Decimal("9.95"), "Bob": Decimal("10.25"), "Cy": Decimal("9.90"), "Di": Decimal("9.90")}
    wrong = MICROGAMING_POSTED_TO_PLAY.replace("at end €10.25", "at end €10.20").replace("at end €9.90\n- Di", "at end €9.95\n- Di")
    path.write_text(wrong, encoding="utf-8")
    with pytest.raises(ValueError, match="stacks after the hand"):
        list(read_hands(path, strict=True))


MERGE_NO_LIMIT = """\
<description type="Holdem" stakes="No Limit $0.05/$0.10"/>
<game id="46154255-645" starttime="20111230232051" numholecards="2" gametype="1" seats="9" realmoney="true" data="20111230|Gaza|46154255|46154255-645|false">
\t<players dealer="2">
\t\t<player seat="0" nickname="Ann" balance="$10.00" dealtin="true" />
\t\t<player seat="1" nickname="Bob" balance="$8.40" dealtin="true" />
\t\t<player seat="2" nickname="Cy" balance="$12.15" dealtin="true" />
\t</players>
\t<round id="BLINDS" sequence="1">
\t\t<event sequence="1" type="SMALL_BLIND" player="0" amount="0.05"/>
\t\t<event sequence="2" type="BIG_BLIND" player="1" amount="0.10"/>
\t</round>
\t<round id="PREFLOP" sequence="2">
\t\t<event sequence="3" type="RAISE" player="2" amount="0.35"/>
\t\t<event sequence="4" type="FOLD" player="0"/>
\t\t<event sequence="5" type="CALL" player="1" amount="0.25"/>
\t\t<cards type="HOLE" cards="Ah,Kd" player="2"/>
\t</round>
\t<round id="POSTFLOP" sequence="3">
\t\t<event sequence="6" type="CHECK" player="1"/>
\t\t<event sequence="7" type="BET" player="2" amount="0.65"/>
\t\t<event sequence="8" type="FOLD" player="1"/>
\t\t<cards type="COMMUNITY" cards="2c,7d,Jh"/>
\t</round>
\t<round id="END_OF_GAME" sequence="4">
\t\t<winner amount="0.75" uncalled="false" potnumber="1" player="2" pottype="n"/>
\t\t<winner amount="0.65" uncalled="true" potnumber="1" player="2" pottype="n"/>
\t</round>
</game>
"""


@pytest.mark.parametrize("words,game,betting", [("No Limit", "holdem", "no-limit"), ("Pot Limit", "omaha", "pot-limit"),
                                               ("Limit", "holdem", "fixed-limit")])
def test_merge_reads_the_betting_from_the_stakes_words(words, game, betting, tmp_path):
    """Merge's ``stakes="No Limit $0.05/$0.10"`` (the blinds), ``Pot Limit`` and ``Limit``
    (the small and big bets): not the limit taken from the word "Limit" in all three."""
    text = MERGE_NO_LIMIT.replace('stakes="No Limit', f'stakes="{words}')
    if game == "omaha":
        text = text.replace('type="Holdem"', 'type="Omaha"').replace('numholecards="2"', 'numholecards="4"')
        text = text.replace('cards="Ah,Kd"', 'cards="Ah,Kd,Qs,Jc"')
    [(fields, note)] = list(merge.hands(text))
    assert note is None and fields["_betting"] == betting
    if betting == "fixed-limit":             # (the raise to $0.35 is no fixed-limit raise: read, not replayed)
        assert (fields["small_bet"], fields["big_bet"]) == (Decimal("0.05"), Decimal("0.10"))
        return
    assert fields["min_bet"] == Decimal("0.10")
    path = tmp_path / "merge.xml"
    path.write_text(text, encoding="utf-8")
    [hand] = list(read_hands(path, strict=True))
    assert (hand.game.key, hand.betting) == (game, betting)
    assert hand.actions[-3:] == ["p2 cc", "p3 cbr 0.65", "p2 f"]
    assert list(hand.stacks) == [Decimal("9.95"), Decimal("8.05"), Decimal("12.55")]


def test_merge_half_pot_limit_is_skipped_with_a_note():
    text = MERGE_NO_LIMIT.replace('stakes="No Limit', 'stakes="Half Pot Limit')
    [(fields, note)] = list(merge.hands(text))
    assert fields is None and "half pot limit" in note
