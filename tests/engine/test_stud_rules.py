"""The engine's tie-breaks, one test per rule of /work/shared/rules/RULES.md ("Rules of play") and
issue 49, with pokerkit 0.7.7 as a second opinion where it has the rule:

- stud's bring-in: the lowest up card (an ace is high), ties by suit, clubs lowest, then
  diamonds, hearts, spades; Razz: the highest up card (an ace is low), the tie to the highest suit;
- later streets: the best up hand opens (Stud Hi/Lo too), Razz the lowest (pairs worst); RULES.md
  says nothing about ties: the first seat (left of the button) opens, as pokerkit and the
  engine's docs/rules.md have it;
- showdown: the last seat to bet or raise in the last round shows first, else the first seat
  left of the button (stud: the last round's opener);
- eight-handed stud: a common card only when the deck cannot give every player still in a
  seventh card.
"""
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import pokerkit_side as side  # noqa: E402

import pokerbits  # noqa: E402

if not hasattr(pokerbits, "Hand"):
    pytest.skip("pokerbits.Hand is not there yet (branch engine)", allow_module_level=True)

DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def stud(game: str, players: int, stacks: int = 100) -> "pokerbits.Hand":
    return pokerbits.Hand(game, [stacks] * players, antes=1, bring_in=1, small_bet=2, big_bet=4,
                          betting="fixed-limit")


def deal_third(hand, ups, seed=0, later=()):
    """Third street: two random down cards and the given up card for each seat (none of the
    `later` cards)."""
    rest = [c for c in DECK if c not in ups and c not in later]
    random.Random(seed).shuffle(rest)
    for seat, up in enumerate(ups):
        assert hand.needs.kind == "dh" and hand.needs.seat == seat and hand.needs.count == 3
        hand.act(f"d dh p{seat + 1} {rest.pop()}{rest.pop()}{up}")
    return rest


def pokerkit_bring_in(game: str, ups) -> int:
    """pokerkit's bring-in seat for these up cards."""
    table = side.Table(side.SPECS[game], side.FL, [100] * len(ups), antes=1, bring_in=1)
    state = side.pokerkit_state(table)
    rest = [c for c in DECK if c not in ups]
    for seat, up in enumerate(ups):
        state.deal_hole(rest.pop() + rest.pop() + up, seat)
    assert state.can_post_bring_in()
    return state.actor_index


@pytest.mark.parametrize("game, ups, seat", [
    ("stud", ["5h", "2d", "2c", "Ks"], 2),         # the lowest card, clubs below diamonds
    ("stud", ["2s", "2h", "2d"], 2),               # diamonds below hearts below spades
    ("stud", ["2s", "2h", "9c"], 1),               # a deuce of hearts below a nine of clubs: rank first
    ("stud", ["Ah", "3c", "Kd"], 1),               # the ace is high in stud
    ("stud-hi-lo", ["4s", "3h", "3s", "Jc"], 1),  # Stud Hi/Lo brings in as stud
    ("razz", ["Kc", "Ks", "Qd"], 1),               # the highest card, spades above clubs
    ("razz", ["Ah", "2c", "7d"], 2),               # the ace is low in Razz: the seven brings in
    ("razz", ["7d", "7h", "2c"], 1),               # hearts above diamonds
])
def test_bring_in(game, ups, seat):
    hand = stud(game, len(ups))
    deal_third(hand, ups)
    assert hand.actor == seat
    assert hand.legal.bring_in == 1 and not hand.legal.fold
    assert pokerkit_bring_in(game, ups) == seat      # pokerkit agrees


def later_street(game, third_ups, fourth_ups):
    """Everyone calls the bring-in (the bring-in seat then checks), fourth street is dealt: the
    hand at the first decision of fourth street."""
    hand = stud(game, len(third_ups))
    deal_third(hand, third_ups, later=fourth_ups)
    hand.act("pb")
    while hand.street == 0:
        hand.act("cc")
    for seat, up in enumerate(fourth_ups):
        assert hand.needs.kind == "dh" and hand.needs.seat == seat
        hand.act(f"d dh p{seat + 1} {up}")
    return hand


@pytest.mark.parametrize("game, third, fourth, seat", [
    ("stud", ["2c", "9d", "Kh"], ["2d", "8c", "Qs"], 0),      # a pair of deuces beats K-Q
    ("stud", ["Ac", "Kd", "5h"], ["2d", "Qc", "4s"], 0),      # A-2 beats K-Q: the highest card first
    ("stud", ["9c", "9d", "3h"], ["5s", "5h", "4s"], 0),      # equal up hands: the first seat opens
    ("stud", ["3c", "9d", "9h"], ["4s", "5s", "5h"], 1),      # equal up hands (9-5): the first of them
    ("stud-hi-lo", ["2c", "9d", "Kh"], ["2d", "8c", "Qs"], 0),  # Stud Hi/Lo: the highest hand too
    ("razz", ["Kc", "3d", "2h"], ["Qd", "3c", "9h"], 2),      # a pair is the worst razz hand: 9-2 opens
    ("razz", ["4c", "4d", "Kh"], ["2s", "2h", "Qs"], 0),      # equal up hands (4-2): the first seat opens
])
def test_later_street_opener(game, third, fourth, seat):
    hand = later_street(game, third, fourth)
    assert hand.street == 1 and hand.actor == seat


def test_razz_opener_compares_from_the_highest_card():
    # 4-A (four low) against 3-2 (three low): the three low is lower, so 3-2 opens
    hand = later_street("razz", ["Kc", "3d", "4h"], ["Kd", "2c", "Ah"])
    assert hand.actor == 1


def holdem_to_river(river_actions):
    """Three players call to the river; the river goes as given."""
    hand = pokerbits.Hand("holdem", [100, 100, 100], blinds=(1, 2))
    hand.act("d dh p1 AsAd")
    hand.act("d dh p2 KsKd")
    hand.act("d dh p3 QsQd")
    for text in ("cc", "cc", "cc"):
        hand.act(text)
    hand.act("d db 2c7h9d")
    for text in ("cc", "cc", "cc"):
        hand.act(text)
    hand.act("d db 3c")
    for text in ("cc", "cc", "cc"):
        hand.act(text)
    hand.act("d db 4h")
    for text in river_actions:
        hand.act(text)
    return hand


def test_showdown_starts_with_the_last_aggressor():
    hand = holdem_to_river(["p1 cc", "p2 cbr 10", "p3 cc", "p1 cc"])
    assert hand.legal.show and hand.actor == 1
    hand.act("p2 sm KsKd")
    assert hand.actor == 2


def test_showdown_after_checks_starts_left_of_the_button():
    hand = holdem_to_river(["cc", "cc", "cc"])
    assert hand.legal.show and hand.actor == 0


def test_showdown_after_a_raise_starts_with_the_raiser():
    hand = holdem_to_river(["p1 cbr 4", "p2 cbr 8", "p3 cc", "p1 cc"])
    assert hand.actor == 1


def test_eight_handed_stud_deals_a_common_card():
    """Eight players reach seventh street: 8 x 6 = 48 cards are out, four are left: one common
    card face up in the middle, and the settlement uses it."""
    hand = stud("stud", 8)
    rest = deal_third(hand, ["2c", "3d", "4h", "5s", "6c", "7d", "8h", "9s"])
    hand.act("pb")
    while not hand.over:
        if hand.actor is not None:
            hand.act("cc" if not hand.legal.show else "sm")
            continue
        need = hand.needs
        if need.kind == "db":
            assert hand.street == 4 and need.count == 1 and len(rest) == 4
            hand.act(f"d db {rest.pop()}")
        else:
            hand.act(f"d dh p{need.seat + 1} {''.join(rest.pop() for _ in range(need.count))}")
    assert len(hand.board) == 1 and all(len(h) == 6 for h in hand.holes)
    assert sum(hand.stacks) == 800


def test_eight_handed_stud_without_common_card_when_cards_suffice():
    """One of eight folds on third street: 3 + 7 x 7 = 52 cards, every player gets a seventh card."""
    hand = stud("stud", 8)
    rest = deal_third(hand, ["2c", "3d", "4h", "5s", "6c", "7d", "8h", "9s"])
    hand.act("pb")
    hand.act("f")
    while not hand.over:
        if hand.actor is not None:
            hand.act("cc" if not hand.legal.show else "sm")
            continue
        need = hand.needs
        assert need.kind == "dh", "a common card although the deck has a card for everyone"
        hand.act(f"d dh p{need.seat + 1} {''.join(rest.pop() for _ in range(need.count))}")
    assert not hand.board and sum(len(h) == 7 for h in hand.holes) == 7 and rest == []


# --- seven-card stud's open pair on fourth street (open_pair=True; the sites' rule, not pokerkit's)
def _fourth_street(cards: str, open_pair: bool = True) -> "pokerbits.Hand":
    """Three seats that call the bring-in, on fourth street; `cards` dealt in order."""
    hand = pokerbits.Hand("stud", [100] * 3, antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit",
                          open_pair=open_pair, cards=cards)
    for action in ("pb", "cc", "cc"):
        hand.act(action)
    assert hand.street == 1
    return hand


PAIR_UP = "2c3c4c 5d6d7d 8h9hTh 4d 9d Jh"       # p1 shows 4c 4d: an open pair on fourth street
NO_PAIR = "2c3c4c 5d6d7d 8h9hTh 5c 9d Jh"


def test_an_open_pair_on_fourth_street_allows_the_small_or_the_big_bet():
    hand = _fourth_street(PAIR_UP)
    assert (hand.legal.min_to, hand.legal.max_to, hand.legal.ends_only) == (2, 4, True)
    assert "cbr 2 or 4" in str(hand.legal)               # either end, nothing between
    with pytest.raises(ValueError, match="to 2 \\(the small bet\\) or 4 \\(the big bet\\)"):
        hand.act("cbr 3")
    hand.act("cbr 2")                                    # the small bet: a raise may be small or big
    assert (hand.legal.min_to, hand.legal.max_to) == (4, 6)
    hand.act("cbr 6")                                    # a big raise: every later raise is big
    assert (hand.legal.min_to, hand.legal.max_to, hand.legal.ends_only) == (10, 10, False)
    assert "cbr 10," in str(hand.legal) + ","


def test_the_big_bet_first_makes_every_raise_big():
    hand = _fourth_street(PAIR_UP)
    hand.act("cbr 4")
    assert (hand.legal.min_to, hand.legal.max_to) == (8, 8)


def test_without_an_open_pair_or_the_rule_the_small_bet_only():
    assert (_fourth_street(NO_PAIR).legal.min_to, _fourth_street(NO_PAIR).legal.max_to) == (2, 2)
    plain = _fourth_street(PAIR_UP, open_pair=False)
    assert (plain.legal.min_to, plain.legal.max_to) == (2, 2)


def test_the_open_pair_rule_is_fourth_streets_only():
    hand = _fourth_street(PAIR_UP + " 2d 3d 4h")
    for action in ("cc", "cc", "cc"):                    # fourth street checked through
        hand.act(action)
    assert hand.street == 2 and (hand.legal.min_to, hand.legal.max_to) == (4, 4)   # fifth: the big bet


@pytest.mark.parametrize("game,betting", [("razz", "fixed-limit"), ("stud-hi-lo", "fixed-limit"),
                                          ("five-card-stud", "fixed-limit"), ("stud", "no-limit")])
def test_the_open_pair_rule_is_refused_elsewhere(game, betting):
    with pytest.raises(ValueError, match="open_pair is a rule of fixed-limit seven-card stud"):
        pokerbits.Hand(game, [100] * 3, antes=1, bring_in=1, small_bet=2, big_bet=4, betting=betting,
                       open_pair=True)


def test_the_open_pair_rule_goes_through_phh():
    hand = _fourth_street(PAIR_UP)
    hand.act("cbr 4")
    again = pokerbits.Hand.from_phh(hand.phh())
    assert again.open_pair and again.actions == hand.actions and again.legal == hand.legal


@pytest.mark.parametrize("stacks", [[299, 557], ["2.99", "5.57"]])
def test_stud_without_a_bring_in_goes_through_phh(stacks):
    """No bring-in (0): PHH's required field is written 0 (in the hand's kind), and read back."""
    from decimal import Decimal
    stacks = [Decimal(s) if isinstance(s, str) else s for s in stacks]
    hand = pokerbits.Hand("stud", stacks, seed=0, bring_in=0)
    while not hand.over:
        hand.act("sm -" if hand.legal.show else "cc")
    text = hand.phh()
    assert ("bring_in = 0.00" if isinstance(stacks[0], Decimal) else "bring_in = 0") in text.splitlines()
    again = pokerbits.Hand.from_phh(text)
    assert again.stacks == hand.stacks and again.actions == hand.actions
