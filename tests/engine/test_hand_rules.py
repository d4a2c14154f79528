"""The rules of a hand played by pokerbits.Hand, one test a rule (docs/rules.md, "Playing a hand")."""
import math
import random
from decimal import Decimal

import pytest

from pokerbits import Hand, showdown
from pokerbits.games.amounts import Units, places_of


def acts(hand, *actions):
    for a in actions:
        hand.act(a)
    return hand


def holdem(stacks, cards=None, **kw):
    """A hold'em hand dealt from `cards` (hole cards seat by seat, then the board), or seed 1."""
    kw.setdefault("blinds", (1, 2))
    return Hand("holdem", stacks, cards=cards, **kw) if cards else Hand("holdem", stacks, seed=1, **kw)


def test_blinds_straddles_antes_posted_in_order():
    hand = holdem([100] * 5, antes=1, straddles=(4,))
    assert hand.bets == (1, 2, 4, 0, 0)
    assert hand.contributions == (2, 3, 5, 1, 1)
    assert hand.actor == 3   # left of the straddle


def test_short_stack_posts_what_it_has():
    hand = holdem([100, 1, 100], antes=0)
    assert hand.bets == (1, 1, 0) and hand.stacks == (99, 0, 100)
    assert hand.legal.call == 1   # the call is the largest blind actually posted
    assert hand.legal.min_to == 3  # a raise is by the big blind at least


def test_heads_up_big_blind_on_p1_button_acts_first():
    hand = holdem([100, 100])
    assert hand.bets == (2, 1) and hand.actor == 1
    acts(hand, "cc", "cc")
    assert hand.street == 1 and hand.actor == 0   # after the flop the big blind acts first


def test_min_raise_is_the_big_blind_then_the_last_full_raise():
    hand = holdem([1000] * 4)
    assert hand.legal.min_to == 4
    acts(hand, "cbr 10")            # a raise of 8
    assert hand.legal.min_to == 18
    acts(hand, "cbr 30")            # a raise of 20
    assert hand.legal.min_to == 50


def test_after_a_straddle_the_minimum_raise_follows_the_last_full_raise():
    hand = holdem([1000] * 4, straddles=(4,))
    assert hand.legal.min_to == 6


def test_short_all_in_does_not_reopen_the_betting():
    hand = holdem([1000, 1000, 1000, 15])
    acts(hand, "cbr 10", "cbr 15")   # p4 all in: a raise of 5, short of a full raise of 8
    acts(hand, "cc", "cc")            # the blinds call
    assert hand.actor == 2           # p3 raised and faced only the short all-in
    assert hand.legal.min_to is None and hand.legal.call == 5
    with pytest.raises(ValueError, match="p3 cannot raise"):
        hand.act("cbr 40")


def test_two_short_all_ins_making_a_full_raise_reopen():
    hand = holdem([1000, 1000, 1000, 15, 20])
    acts(hand, "cbr 10", "cbr 15", "cbr 20", "cc", "cc")
    assert hand.actor == 2 and hand.legal.min_to == 28


def test_pot_limit_maximum_is_the_pot_after_the_call_plus_the_call():
    hand = holdem([1000] * 4, betting="pot-limit")
    assert hand.legal.max_to == 7      # call 2, pot 5 after it: 2 + 5
    acts(hand, "cbr 7")
    assert hand.legal.max_to == 7 + 17   # call 7, pot 10 + 7 = 17


def test_fixed_limit_bets_and_cap():
    hand = holdem([1000] * 3, betting="fixed-limit", small_bet=2, big_bet=4, cap=4)
    assert (hand.legal.min_to, hand.legal.max_to) == (4, 4)
    acts(hand, "cbr 4", "cbr 6", "cbr 8", "cbr 10")   # four raises of the blind: the cap
    assert hand.legal.min_to is None and hand.legal.call == 4
    acts(hand, "cc", "cc")
    acts(hand, "cc", "cc", "cc")     # flop: small bets
    assert hand.street == 2 and hand.legal.min_to == 4   # turn: big bets


def test_fixed_limit_uncapped():
    hand = holdem([1000] * 2, betting="fixed-limit", small_bet=2, big_bet=4, cap=None)
    for to in (4, 6, 8, 10, 12, 14):
        hand.act(f"cbr {to}")
    assert hand.legal.min_to == 16


def test_uncalled_chips_go_back():
    hand = holdem([100, 100, 50])
    acts(hand, "cbr 50", "cbr 100", "f")
    assert hand.contributions == (50, 2, 50) and hand.stacks[0] == 50   # 50 of p1's raise came back
    while not hand.over:
        hand.act("sm -")
    assert sum(hand.stacks) == 250 and hand.result.players[0].chips in (50, 152)


def test_fold_to_a_raise_returns_the_uncalled_part_exactly():
    hand = holdem([100, 100, 100])
    acts(hand, "cbr 30", "f", "f")
    assert hand.over and hand.stacks == (99, 98, 103)
    assert hand.result.players[2].chips == 33 and hand.result.players[2].net == 3


def test_big_blind_ante_is_dead_money():
    hand = holdem([100, 100, 100], antes=[0, 3, 0])
    assert hand.bets == (1, 2, 0) and hand.contributions == (1, 5, 0)
    assert hand.legal.call == 2
    acts(hand, "f", "f")
    assert hand.stacks == (99, 101, 100)


def test_the_hands_show_when_betting_closes_then_the_rest_is_dealt():
    hand = holdem([10, 100, 100])
    acts(hand, "f", "cbr 10", "cc")    # p1 all in, p2 calls: nobody can bet any more
    assert hand.legal.show and hand.board == ()
    acts(hand, "sm -", "sm -")
    assert hand.over and len(hand.board) == 5 and hand.actions[-3].startswith("d db")


def test_showdown_order_last_aggressor_first():
    hand = holdem([100] * 3)
    acts(hand, "cc", "cc", "cc", "cc", "cc", "cc", "cc", "cc", "cc", "cc", "cbr 10", "cc", "cc")
    assert hand.actor == 1


def test_showdown_checked_through_opener_first():
    hand = holdem([100] * 3)
    acts(hand, *["cc"] * 12)
    assert hand.actor == 0


def test_losing_hand_may_muck_and_the_last_hand_wins():
    hand = holdem([100] * 2)
    acts(hand, *["cc"] * 8)
    assert hand.legal.muck and hand.legal.show
    hand.act("sm -")
    hand.act("sm")
    assert hand.over and hand.result.players[1].folded is True and sum(hand.stacks) == 200


def test_settlement_is_showdowns_with_side_pots():
    cards = ["As", "Ad", "Kc", "Kd", "Qh", "Qs", "Kh", "7c", "8d", "2s", "3h"]
    hand = holdem([100, 60, 40], cards=cards, blinds=(), antes=0)
    acts(hand, "cbr 100", "cc", "cc", "sm -", "sm -", "sm -")
    expected = showdown("holdem", ["AsAd", "KcKd", "QhQs"], "Kh7c8d2s3h", contributions=[100, 60, 40])
    assert [p.chips for p in hand.result.players] == [p.chips for p in expected.players] == [40, 160, 0]
    assert hand.stacks == (40, 160, 0)


def test_decimal_amounts_take_the_unit_of_the_smallest():
    hand = Hand("holdem", [Decimal("10"), Decimal("10")], blinds=(Decimal("0.25"), Decimal("0.50")), seed=3)
    assert hand.bets == (Decimal("0.50"), Decimal("0.25"))
    hand.act("cbr 1.5")
    acts(hand, "f")
    assert hand.stacks == (Decimal("9.50"), Decimal("10.50"))
    assert all(isinstance(s, Decimal) for s in hand.stacks)
    with pytest.raises(ValueError, match="finer than the hand's unit"):
        Hand("holdem", [Decimal("10")] * 2, blinds=(Decimal("0.25"), Decimal("0.5")), seed=1).bet_raise(Decimal("1.255"))


def test_decimal_amounts_are_read_as_decimal_arithmetic_reads_them():
    """The units and places of a Decimal, read from its text (plain and exponent notation, trailing
    zeros, -0), against Decimal arithmetic: scaleb and as_tuple on 20,000 random amounts."""
    rng = random.Random(5)
    for _ in range(20_000):
        digits = rng.choice([0, rng.randrange(10), rng.randrange(10 ** 6), rng.randrange(10 ** 15)])
        amount = Decimal(digits).scaleb(-rng.choice([0, 1, 2, 3, 6]))
        form = rng.random()
        if form < 0.2 and "." in str(amount):
            amount = Decimal(str(amount) + "0" * rng.randrange(1, 3))
        elif form < 0.3:
            amount = Decimal(f"{digits}E{rng.randrange(-9, 5)}")
        elif form < 0.32:
            amount = Decimal(rng.choice(["-0", "-0.00", "0E-3"]))
        assert places_of(amount) == max(0, -amount.as_tuple().exponent), amount
        assert places_of(amount, False) == max(0, -amount.normalize().as_tuple().exponent), amount
        for unit_places in (0, 1, 2, 5):
            scaled = amount.scaleb(unit_places)
            exact = scaled == scaled.to_integral_value()
            units = Units(unit_places, True)
            if exact and abs(int(scaled)) >= 2 ** 52:
                with pytest.raises(ValueError, match="too large"):
                    units.to(abs(amount))
            elif exact:
                assert units.to(abs(amount)) == int(scaled), (amount, unit_places)
            else:
                with pytest.raises(ValueError, match="finer than the hand's unit"):
                    units.to(abs(amount))


def test_decimal_odd_chip_is_one_unit():
    cards = ["2h", "4d", "As", "Kd", "Ac", "Kh", "2c", "3d", "7h", "8s", "9s"]
    hand = Hand("holdem", [Decimal(1)] * 3, blinds=(Decimal("0.25"), Decimal("0.50")), cards=cards)
    acts(hand, "cc", "f", "cc", *["cc"] * 6, "sm -", "sm -")
    assert [p.chips for p in hand.result.players] == [0, Decimal("0.63"), Decimal("0.62")]
    assert sum(hand.stacks) == 3


def test_decimal_amounts_come_back_exact_whatever_the_decimal_context():
    import decimal
    with decimal.localcontext(decimal.Context(prec=3)):
        hand = Hand("holdem", [Decimal("1234.56"), Decimal("987.65")], blinds=(Decimal("0.25"), Decimal("0.50")),
                    seed=1)
        hand.fold()
        assert hand.stacks == (Decimal("1234.81"), Decimal("987.40"))
        assert hand.net == (Decimal("0.25"), Decimal("-0.25")) and hand.contributions[1] == Decimal("0.25")


def test_float_refused_and_infinite_stack_allowed():
    with pytest.raises(TypeError, match="not float: 0.1"):
        Hand("holdem", [0.1, 10], blinds=(1, 2))
    with pytest.raises(TypeError, match="not float"):
        Hand("holdem", [10, 10], blinds=(1, 2.0))
    hand = holdem([math.inf, 100])
    assert hand.stacks[0] == math.inf and hand.legal.max_to == 100
    acts(hand, "cbr 100", "cc", "sm -", "sm -")   # all in: both show before the runout
    assert hand.over and hand.stacks[0] == math.inf
    won = [p.net for p in hand.result.players]   # the settlement's account of the infinite stack
    assert sorted(won) == [-100, 100] and list(hand.net) == won


def test_illegal_action_says_what_is_legal_and_leaves_the_state():
    hand = holdem([200, 200, 200])
    before = (hand.stacks, hand.actions, hand.actor)
    with pytest.raises(ValueError, match="p3 cannot raise to 3: the minimum is 4, the maximum 200"):
        hand.act("cbr 3")
    with pytest.raises(ValueError, match="p1 is to act|p3 is to act"):
        hand.act("p1 cc")
    with pytest.raises(ValueError, match="cannot read the action"):
        hand.act("xx")
    assert (hand.stacks, hand.actions, hand.actor) == before


def test_bad_arguments():
    with pytest.raises(ValueError, match="unknown game"):
        Hand("holdme", [10, 10])
    with pytest.raises(ValueError, match="betting must be one of"):
        Hand("holdem", [10, 10], betting="spread")
    with pytest.raises(ValueError, match="played by 2"):
        Hand("holdem", [10])
    with pytest.raises(ValueError, match="must not be negative"):
        Hand("holdem", [10, -1])
    with pytest.raises(ValueError, match="too large"):
        Hand("holdem", [10 ** 30, 10], blinds=(1, 2))
    with pytest.raises(TypeError, match="not str"):
        Hand("holdem", [10, "10"])
    with pytest.raises(ValueError, match="no chips"):
        Hand("holdem", [10, 0])


def test_dealing_by_hand_and_unknown_cards():
    hand = Hand("holdem", [100, 100, 100], blinds=(1, 2))
    assert hand.actor is None and hand.needs == ("dh", 0, 2)
    hand.act("d dh p1 AsKs")
    hand.act("d dh p2 ????")
    hand.act("d dh p3 7c7d")
    acts(hand, "cc", "cc", "cc")
    assert hand.needs == ("db", None, 3)
    with pytest.raises(ValueError, match="duplicate card As"):
        hand.act("d db As2c3c")
    for line in ("d db 2c3c4c", "d db 5d", "d db 9h"):
        hand.act(line)
        acts(hand, "cc", "cc", "cc")
    hand.act("sm -")
    with pytest.raises(ValueError, match="p2's cards are unknown"):
        hand.act("sm -")
    hand.act("sm AhAd")
    hand.act("sm")
    assert hand.over and hand.holes[1] == ("Ah", "Ad") and sum(hand.stacks) == 300


def test_a_card_twice_in_one_deal_is_refused_and_nothing_changes():
    hand = Hand("holdem", [100, 100], blinds=(1, 2))
    with pytest.raises(ValueError, match="duplicate card As"):
        hand.act("d dh p1 AsAs")
    assert hand.holes == ((), ()) and hand.needs == ("dh", 0, 2)
    for action in ("d dh p1 ????", "d dh p2 KcKd", "cc", "cc"):   # unknown cards may repeat: '??' is no card
        hand.act(action)
    with pytest.raises(ValueError, match="duplicate card 2c"):
        hand.act("d db 2c2c4c")
    assert hand.board == () and hand.needs == ("db", None, 3)
    hand.act("d db 2c3c4c")
    assert hand.board == ("2c", "3c", "4c")
    for line in ("cc", "cc", "d db 5d", "cc", "cc", "d db 9h", "cc", "cc"):
        hand.act(line)
    with pytest.raises(ValueError, match="duplicate card As: p1 shows it twice"):
        hand.act("sm AsAs")   # p1's cards unknown until shown
    assert hand.holes[0] == (None, None) and hand.actor == 0
    hand.act("sm AsAh")
    hand.act("sm KcKd")
    assert hand.over and hand.holes[0] == ("As", "Ah") and hand.stacks == (102, 98)


def test_the_board_may_be_dealt_after_every_hand_but_one_mucked_before_the_runout():
    """All in preflop, the hands show before the runout; p1 mucks and p2 takes the pot: the hand
    is over. The rest of the board may still be dealt, a street at a time (pokerkit deals the next
    street, some sites the whole board); it pays nothing and is written in the hand's PHH."""
    hand = Hand("holdem", [100, 100], blinds=(1, 2))
    for action in ("d dh p1 AsAd", "d dh p2 KcKd", "cbr 100", "cc", "sm KcKd", "sm"):
        hand.act(action)
    assert hand.over and hand.stacks == (0, 200) and hand.needs is None and hand.street == 0
    for bad, message in (("d db 2c3c", "3 board cards"), ("d db 2c3cKc", "duplicate card Kc"),
                         ("d db 2c2c3c", "duplicate card 2c"), ("d dh p1 2c3c", "the hand is over")):
        with pytest.raises(ValueError, match=message):
            hand.act(bad)
        assert hand.board == () and hand.street == 0 and len(hand.actions) == 6
    for line in ("d db 2c3c4c", "d db 5d", "d db 9h"):
        hand.act(line)
    assert hand.board == ("2c", "3c", "4c", "5d", "9h") and hand.street == 3
    assert hand.over and hand.stacks == (0, 200) and [p.chips for p in hand.result.players] == [0, 200]
    with pytest.raises(ValueError, match="the hand is over"):
        hand.act("d db Th")
    again = Hand.from_phh(hand.phh())
    assert again.actions == hand.actions and again.stacks == hand.stacks and again.board == hand.board
    folded = Hand("holdem", [100, 100], blinds=(1, 2))
    for action in ("d dh p1 AsAd", "d dh p2 KcKd", "f"):   # over without a showdown: no board to come
        folded.act(action)
    with pytest.raises(ValueError, match="the hand is over"):
        folded.act("d db 2c3c4c")
    shown = Hand("holdem", [100, 100], blinds=(1, 2))
    for action in ("d dh p1 AsAd", "d dh p2 KcKd", "cc", "cc", "d db 2c3c4c", "cc", "cc", "d db 5d", "cc", "cc",
                   "d db 9h", "cc", "cc", "sm AsAd", "sm"):   # mucked at the river: the board is whole
        shown.act(action)
    with pytest.raises(ValueError, match="the hand is over"):
        shown.act("d db Th")


def test_a_pot_only_mucked_hands_reached_is_theirs():
    """No hand wins more from a seat than it put in itself. p1 and p2 are all in for 16 and 26,
    p4 and p5 go on to 192 and p5 folds; at the showdown p4 mucks. The main pot (p1 and p2 tie on
    the board's straight) and the first side pot are p1's and p2's; the 332 that only p4 and the
    folded p5 put in beyond 26 are p4's, mucked or not (pokerkit 0.7.7 pays them to nobody)."""
    hand = Hand("short-deck", [16, 26, 5, 309, 391], antes=1, blinds=(1, 2))
    for action in ("d dh p1 7s9c", "d dh p2 JcKs", "d dh p3 ThTs", "d dh p4 9hQh", "d dh p5 Kh8c", "cc", "cbr 191",
                   "cc", "cc", "cc", "f", "d db 7h6h8s", "cbr 2", "f", "sm", "sm 7s9c", "sm JcKs", "d db 9s",
                   "d db Ad"):
        hand.act(action)
    assert hand.over and hand.stacks == (34, 63, 2, 449, 199)
    players = hand.result.players
    assert [p.chips for p in players] == [34, 63, 0, 334, 0]   # p4: its uncalled 2 and the 332
    assert [p.contributed for p in players] == [16, 26, 3, 194, 192]
    both = Hand("holdem", [10, 100, 100], blinds=(1, 2))   # two big stacks muck to the all-in: theirs back
    for action in ("d dh p1 2c3d", "d dh p2 AsAd", "d dh p3 KsKd", "cbr 100", "cc", "cc", "sm", "sm 2c3d", "sm",
                   "d db 4h5h9c", "d db Jd", "d db Qc"):
        both.act(action)
    assert both.over and both.stacks == (30, 90, 90)
    assert [p.chips for p in both.result.players] == [30, 90, 90]


def test_a_folded_hand_is_never_dealt_again_in_a_board_game():
    """Hold'em seats no more than the deck deals: a folded hand's cards never come back (stud and
    draw games refill a deck that runs out from the dead cards, so there they may)."""
    hand = Hand("holdem", [100, 100, 100], blinds=(1, 2))
    for action in ("d dh p1 AsKs", "d dh p2 QdQh", "d dh p3 2c2d", "f", "cc", "cc"):
        hand.act(action)
    with pytest.raises(ValueError, match="duplicate card 2c"):
        hand.act("d db 2c7h3c")
    assert hand.board == () and hand.needs == ("db", None, 3)


def test_a_stud_hand_mucked_before_the_runout_is_dealt_no_more_cards():
    """All in on third street but p3, who covers: the hands show before the runout and p3 mucks.
    Its hand is dead: the later streets deal p1 and p2 only (as pokerkit 0.7.7 deals them). A file
    that deals p3 on (written before the engine stopped dealing it) still reads, those cards left out."""
    hand = Hand("stud", [10, 17, 100], antes=1, bring_in=2, small_bet=4, big_bet=8, betting="fixed-limit")
    for action in ("d dh p1 2c3c4d", "d dh p2 AsKd9h", "d dh p3 AhKh7d", "cbr 4", "cbr 8", "cbr 12", "cc", "cbr 16",
                   "cc", "sm AsKd9h", "sm", "sm 2c3c4d"):
        hand.act(action)
    for street in ("5c 5d", "6c 6d", "7c 7s", "8c 8d"):
        for seat, card in zip((1, 2), street.split()):
            assert hand.needs == ("dh", seat - 1, 1)
            hand.act(f"d dh p{seat} {card}")
    assert hand.over and hand.stacks == (30, 14, 83) and len(hand.holes[2]) == 3
    older = hand.phh().replace("'d dh p2 5d', ", "'d dh p2 5d', 'd dh p3 Qs', ")
    again = Hand.from_phh(older)
    assert again.stacks == hand.stacks and again.actions == hand.actions


def test_stud_bring_in_by_lowest_up_card_ties_by_suit():
    # p1..p3 get 2 down 1 up each: up cards 5h, 2d, 2c: the two of clubs brings in
    cards = ["As", "Ks", "5h", "Ad", "Kd", "2d", "Ac", "Kc", "2c"]
    hand = Hand("stud", [100] * 3, antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit", cards=cards)
    assert hand.actor == 2 and hand.legal.bring_in == 1 and hand.legal.complete == 2
    assert not hand.legal.fold


def test_razz_bring_in_by_highest_up_card():
    cards = ["As", "2s", "Kh", "Ad", "2d", "Kd", "Ac", "2c", "Qc"]
    hand = Hand("razz", [100] * 3, antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit", cards=cards)
    assert hand.actor == 0   # kings: the king of hearts is higher by suit than the king of diamonds


def test_stud_later_rounds_opened_by_best_up_hand():
    cards = ["2s", "3s", "9h", "2d", "3d", "Kd", "2c", "3c", "4c", "9c", "Qd", "4h"]
    hand = Hand("stud", [100] * 3, antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit", cards=cards)
    acts(hand, "pb", "cc", "cc")   # p3 (4c) brings in
    assert hand.street == 1 and hand.actor == 0   # 9h 9c: a pair opens


def test_razz_later_rounds_opened_by_lowest_up_hand():
    cards = ["Ks", "Qs", "2h", "Kd", "Qd", "7d", "Kc", "Qc", "8c", "3c", "2d", "4h"]
    hand = Hand("razz", [100] * 3, antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit", cards=cards)
    acts(hand, "pb", "cc", "cc")
    assert hand.street == 1 and hand.actor == 0   # up: 2h 3c (p1), 7d 2d, 8c 4h: the lowest opens


def test_stud_common_card_only_when_eight_reach_seventh_street():
    hand = Hand("stud", [1000] * 8, antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit", seed=5)
    while hand.street < 4:
        legal = hand.legal
        hand.act("pb" if legal.bring_in is not None else "cc")
    assert len(hand.board) == 1 and all(len(h) == 6 for h in hand.holes)
    while not hand.over:
        hand.act("cc" if not hand.legal.show else "sm -")
    assert sum(hand.stacks) == 8000
    seven = Hand("stud", [1000] * 8, antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit", seed=5)
    seven.act("pb")
    seven.act("f")
    while seven.street < 4:
        seven.act("cc")
    assert seven.board == () and all(len(h) == 7 for s, h in enumerate(seven.holes) if not seven.folded[s])


def test_draw_every_seat_discards_then_replacements_in_seat_order():
    hand = Hand("five-card-draw", [100] * 3, blinds=(1, 2), seed=2)
    acts(hand, "cc", "cc", "cc")
    assert hand.legal.draw == 5
    first = hand.holes[0][:2]
    hand.act("sd " + "".join(first))
    hand.act("sd")
    hand.act("sd " + hand.holes[2][0])
    assert hand.actions[-2:] == [f"d dh p1 {''.join(hand.holes[0][-2:])}", f"d dh p3 {hand.holes[2][-1]}"]
    assert not set(first) & set(hand.holes[0])


def test_draw_reshuffles_the_discards_when_the_deck_runs_out():
    hand = Hand("2-7-triple-draw", [100] * 6, blinds=(1, 2), seed=4)
    seen_twice = False
    while not hand.over:
        legal = hand.legal
        if legal.draw is not None:
            hand.act("sd " + "".join(hand.holes[hand.actor]))
        elif legal.show:
            hand.act("sm -")
        else:
            hand.act("cc")
        dealt = [a.split()[-1] for a in hand.actions if a.startswith("d dh")]
        cards = [c[i:i + 2] for c in dealt for i in range(0, len(c), 2)]
        seen_twice = seen_twice or len(cards) != len(set(cards))
    assert seen_twice and sum(hand.stacks) == 600   # 30 + 3 * 30 cards from 52: discards came back


def test_actions_log_is_canonical_phh():
    hand = Hand("holdem", [100, 100], blinds=(1, 2), cards=["As", "Kd", "7c", "7d", "2c", "3c", "4c", "5h", "9h"])
    acts(hand, "p2 cbr 6", "cc")
    assert hand.actions[:4] == ["d dh p1 AsKd", "d dh p2 7c7d", "p2 cbr 6", "p1 cc"]


def test_antes_are_dead_money_in_the_main_pot():
    # p2 all in for 22 and a big-blind ante of 10: the ante stays in the main pot p3 wins
    hand = Hand("holdem", [162, 32, 133], blinds=(10, 10), antes=[0, 10, 0])
    for line in ("d dh p1 Ks4h", "d dh p2 TsAs", "d dh p3 3d7c", "p3 cc", "p1 cc", "p2 cc", "d db 8c3h2s", "p1 cc",
                 "p2 cc", "p3 cbr 10", "p1 cc", "p2 cbr 12", "p3 cc", "p1 f", "p2 sm TsAs", "p3 sm 3d7c",
                 "d db 7s", "d db 7h"):
        hand.act(line)
    assert hand.stacks == (142, 0, 185)
    trimmed = Hand("holdem", [100, 100, 100], blinds=(1, 2), antes=[0, 3, 0], ante_trimming=True, seed=1)
    assert trimmed.contributions == (1, 5, 0)


def test_heads_up_per_seat_antes_are_swapped_as_the_blinds():
    hand = Hand("holdem", [100, 100], blinds=(10, 10), antes=[0, 10], seed=1)
    assert hand.contributions == (20, 10)   # the big-blind ante on p1, the big blind


def test_a_short_all_in_first_wager_does_not_reopen():
    hand = Hand("holdem", [69, 2, 5, 110, 6, 3], blinds=(1, 2), seed=1)
    acts(hand, "p3 cc", "p4 f", "p5 cc", "p6 cbr 3", "p1 cc")
    assert hand.actor == 2 and hand.legal.min_to is None and hand.legal.call == 1


def test_stud_completion_is_a_full_bet_and_a_short_all_in_after_it_does_not_reopen():
    hand = Hand("stud", [30, 8, 34, 7, 3, 33, 4], antes=0, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit",
                cards=["2s", "3s", "Kh", "2d", "3d", "2c", "4s", "5s", "Qh", "4d", "5d", "Jh", "6s", "7s", "Th",
                       "6d", "7d", "9h", "8s", "9s", "8h"])
    assert hand.actor == 1   # the two of clubs brings in
    acts(hand, "pb", "cbr 2", "f", "cbr 3", "cc", "f", "cc", "cc")
    assert hand.actor == 2 and hand.legal.min_to is None and hand.legal.call == 1


def test_per_seat_blinds_as_phh_writes_them():
    hand = Hand("holdem", [100] * 7, blinds=[1, 2, 0, 0, 0, -2, 0], seed=1)
    assert hand.bets == (1, 2, 0, 0, 0, 2, 0) and hand.actor == 2   # a posted big blind does not move the opener
    assert hand.blinds == (1, 2, 0, 0, 0, -2, 0)


def test_a_fold_when_checking_is_free_is_taken():
    hand = holdem([100] * 3)
    acts(hand, "cc", "cc", "cc")
    assert hand.legal.fold is False
    hand.act("f")
    assert hand.folded[0] and hand.actor == 1


def test_a_finer_unit_given_up_front():
    hand = Hand("holdem", [Decimal("100")] * 2, blinds=(Decimal("0.5"), Decimal("1")), unit=Decimal("0.01"), seed=1)
    hand.act("cbr 12.25")
    assert hand.bets[1] == Decimal("12.25")


def test_short_all_ins_reopen_only_for_the_seats_they_add_up_to_a_full_raise_for():
    hand = Hand("holdem", [130, 35, 39, 39, 36, 1484, 61, 281], blinds=(5, 10), seed=1)
    acts(hand, "p3 cbr 34", "p4 cbr 39", "p5 cc", "p6 cc", "p7 cbr 61", "p8 f", "p1 cc", "p2 cc", "p3 f")
    assert hand.actor == 5 and hand.legal.min_to is None   # p6 faces 22 since it acted: less than 24


def test_a_mucked_hand_keeps_its_uncalled_chips():
    hand = Hand("holdem", [Decimal("20"), Decimal("10.26"), Decimal("16.07")], blinds=(Decimal("0.10"), Decimal("0.25")),
                cards=["2c", "7d", "As", "Ad", "Kc", "Kd", "2h", "3h", "4h", "9s", "Ts"])
    acts(hand, "p3 cbr 16.07", "p1 f", "p2 cc", "p3 sm")   # p2 all in for 10.26; p3 mucks
    assert hand.over and hand.result.players[2].chips == Decimal("5.81")
    assert hand.stacks[2] == Decimal("5.81") and sum(hand.stacks) == Decimal("46.33")


def test_errors_never_repeat_a_huge_input():
    hand = holdem([100, 100])
    for text in ("x" * 100_000, "cbr " + "9" * 5000 + ".5", "d db " + "As" * 5000):
        with pytest.raises((ValueError, TypeError)) as error:
            hand.act(text)
        assert len(str(error.value)) < 400


def test_a_hand_shown_unknown_leaves_the_pots_unpaid():
    """A history that hides a showdown ('sm ????'): the hand is over, but who wins is not known."""
    hand = pokerbits_hand_unknown_show()
    assert hand.over and not hand.settled and hand.result is None
    assert hand.stacks == (0, 0) and hand.pot == 200   # the chips stay in the middle
    again = Hand.from_phh(hand.phh())
    assert again.actions == hand.actions and not again.settled
    with pytest.raises(ValueError, match="some cards unknown"):
        partial = Hand("holdem", [100, 100], blinds=(1, 2))
        for action in ("d dh p1 AsAd", "d dh p2 ????", "cbr 100", "cc"):
            partial.act(action)
        partial.act("sm Kc??")


def test_a_hand_shown_unknown_that_decides_nothing_is_settled():
    hand = Hand("holdem", [100, 100, 100], blinds=(1, 2))
    for action in ("d dh p1 AsAd", "d dh p2 ????", "d dh p3 ????", "cbr 100", "cc", "f", "sm ????", "sm"):
        hand.act(action)   # p3 raises, p1 calls, p2 folds; p3 shows unknown cards, p1 mucks: p3 takes the pot
    assert hand.over and hand.settled and hand.stacks == (0, 98, 202)


def pokerbits_hand_unknown_show():
    hand = Hand("holdem", [100, 100], blinds=(1, 2))
    for action in ("d dh p1 AsAd", "d dh p2 ????", "cbr 100", "cc", "sm ????", "sm -", "d db 2c3c4c", "d db 5h",
                   "d db 9s"):
        hand.act(action)
    return hand


def test_numpy_integers_are_integers():
    np = pytest.importorskip("numpy")
    hand = Hand("holdem", np.array([100, 100]), blinds=(np.int64(1), 2), seed=np.int64(3), runs=np.int8(2))
    assert hand.runs == 2 and hand.stacks == (98, 99) and all(type(s) is int for s in hand.stacks)
    hand.bet_raise(np.int64(10))
    assert hand.actions[-1].endswith("cbr 10")
    assert Hand("holdem", [100, 100], blinds=(1, 2), betting="fixed-limit", cap=np.int32(3)).cap == 3
    with pytest.raises(TypeError, match="seed must be a whole number"):
        Hand("holdem", [100, 100], blinds=(1, 2), seed=1.5)


def test_an_ante_only_hand_bets_from_one_unit_or_its_min_bet():
    """Blinds of 0 are no blinds (an ante-only game): the smallest bet is min_bet when given, else one
    unit, never 0; p1 (left of the button) opens, and play is the same as with no blinds at all."""
    import random
    from engine_play import random_action
    hand = Hand("holdem", [100, 100, 100], antes=1, blinds=(0, 0), seed=1)
    assert (hand.actor, hand.legal.check, hand.legal.min_to, hand.min_bet) == (0, True, 1, 1)
    with pytest.raises(ValueError, match="the minimum is 1"):
        hand.bet_raise(0)
    assert Hand("holdem", [100] * 3, antes=1, blinds=(0, 0), min_bet=5, seed=1).legal.min_to == 5
    cents = Hand("holdem", [Decimal("10.00")] * 3, antes=Decimal("0.05"), blinds=(0, 0), seed=1)
    assert cents.legal.min_to == Decimal("0.01")
    with pytest.raises(ValueError, match="min_bet must be positive"):
        Hand("holdem", [100] * 3, antes=1, blinds=(0, 0), min_bet=0)
    for seed in range(30):
        zero = Hand("holdem", [100, 60, 150, 80], antes=2, blinds=(0, 0), seed=seed)
        none = Hand("holdem", [100, 60, 150, 80], antes=2, seed=seed)
        rng = random.Random(seed)
        while not zero.over:
            assert (zero.actor, zero.legal) == (none.actor, none.legal)
            action = random_action(zero, rng)
            zero.act(action)
            none.act(action)
        assert none.over and zero.stacks == none.stacks and zero.actions == none.actions
