"""The engine against pokerkit 0.7.7's state machine (issue 49): random hands of every game both
know (pokerkit_side.SPECS: random player counts, stacks from a few chips to deep, blinds,
straddles, antes, big-blind antes, bring-ins, caps; random legal actions: folds, calls, the
smallest and largest raise and amounts between, all-ins, discards, mucks), the same cards dealt
to both. At every step: the same kind of decision for the same seat, the same legal actions and
amounts; at the end the same final stacks; and `hand.phh()` replayed by pokerkit ends with the
same stacks.

Where pokerkit is not the rule (see pokerkit_side's docstring):
- fixed-limit Omaha Hi/Lo: pokerkit's class plays pot-limit; the state here is built fixed-limit
  (test_pokerkit_fixed_limit_omaha_hi_lo_plays_pot_limit pins pokerkit's behaviour);
- settlement: where pokerkit's final stacks differ, the engine must match
  `pokerbits.showdown(..., contributions=...)`, and the hand counts as pokerkit's reading;
- pokerkit reopens the betting after some all-ins short of a full raise (naive_betting.Round.pk_size),
  and refuses a raise to a seat facing a full raise since its own last action when its run of short
  all-ins was cleared on the way: there the engine must follow the rule (the naive reference),
  and the hand is counted (differential.check);
- PHH has no cap field and pokerkit reads every fixed-limit PHH hand with a cap of 4 bets and
  raises a round (the engine writes another cap in the user-defined field `_cap`, which pokerkit
  ignores): a hand with a round past 4 is not replayed there, and is counted
  (pokerkit_side.beyond_pokerkit_cap).

POKERBITS_DIFF_HANDS sets the hands per game (the fast lane plays a few dozen; the slow test
1,000; scripts/engine_vs_pokerkit.py the issue's 100,000)."""
import os
import warnings
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import pokerkit_side as side  # noqa: E402
from differential import run as differential_run  # noqa: E402

from pokerbits.compat.pokerkit import accelerated  # noqa: E402

FAST = int(os.environ.get("POKERBITS_DIFF_HANDS", "0")) or 25
SLOW = int(os.environ.get("POKERBITS_DIFF_HANDS", "0")) or 1000   # ~4 min for the 16 games


def needs_engine():
    import pokerbits
    if not hasattr(pokerbits, "Hand"):
        pytest.skip("pokerbits.Hand is not there yet (branch engine)")


def differential(key: str, hands: int, first_seed: int = 0, cents: bool = False) -> Counter:
    """Play `hands` random hands of `key` on both; the counts of what was seen. A difference that
    is the engine's is a failure, with the hand's seed, setup and actions."""
    counts, failures = differential_run(key, hands, first_seed, cents=cents)
    assert failures == [], f"{len(failures)} of {hands} hands differ; the first:\n" + "\n".join(failures[:3])
    return counts


@pytest.mark.parametrize("key", sorted(side.SPECS))
def test_engine_plays_as_pokerkit(key):
    needs_engine()
    counts = differential(key, FAST)
    assert counts["hands"] == FAST and counts["decisions"] > FAST


@pytest.mark.parametrize("key", ["holdem", "omaha-hi-lo", "stud", "badugi"])
def test_engine_plays_in_dollars_and_cents(key):
    """The same hands with every amount in Decimal dollars (a chip = $0.01): the same legal
    amounts and stacks, Decimal in, Decimal out (phh replay left out: pokerkit's own amounts)."""
    needs_engine()
    counts = differential(key, 10, first_seed=500, cents=True)
    assert counts["hands"] == 10


@pytest.mark.slow
@pytest.mark.parametrize("key", sorted(side.SPECS))
def test_engine_plays_as_pokerkit_many(key):
    needs_engine()
    counts = differential(key, SLOW, first_seed=10_000)
    assert counts["hands"] == SLOW


def test_pokerkit_fixed_limit_omaha_hi_lo_plays_pot_limit():
    """pokerkit 0.7.7's FixedLimitOmahaHoldemHighLowSplitEightOrBetter is pot-limit (its class
    declares PotLimitPokerMixin): the first raise may go to the pot, not one small bet. The
    differential test builds the fixed-limit state itself."""
    import pokerkit
    state = pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        side.AUTOMATIONS + (pokerkit.Automation.HOLE_DEALING,), False, 0, (1, 2), 2, 4, (200, 200, 200), 3)
    assert state.betting_structure is pokerkit.BettingStructure.POT_LIMIT
    assert (state.min_completion_betting_or_raising_to_amount, state.max_completion_betting_or_raising_to_amount) == (4, 7)
    ours = side.pokerkit_state(side.Table(side.SPECS["omaha-hi-lo"], side.FL, [200, 200, 200], blinds=(1, 2)))
    assert ours.betting_structure is pokerkit.BettingStructure.FIXED_LIMIT


def test_the_pokerkit_side_plays_every_game():
    """The driver alone (no engine): every game's hands end with the chips they started with."""
    with accelerated():
        for key in side.SPECS:
            for seed in range(5):
                table = side.table_for(key, seed)
                played = side.play(table, seed, engine=False)
                assert played.pk_stacks is not None and sum(played.pk_stacks) == sum(table.stacks), played.report()


def test_pokerkit_gives_a_hi_lo_odd_chip_to_the_low_half():
    """One of the hands where pokerkit's settlement is not showdown()'s: Omaha Hi/Lo, p8 wins the
    high half with three threes, p7 the low half with 8-7-4-3-2; a pot splits with an odd chip.
    RULES.md: the odd chip of a two-halved pot goes to the high half (p8); pokerkit gives it to
    p7. The engine settles by the rule (showdown())."""
    needs_engine()
    table = side.table_for("omaha-hi-lo", 0)
    with accelerated():
        played = side.play(table, 0, phh=False)
    assert played.differences == [] and played.settlement == "pokerkit"
    assert {"p7 sm 7s4c8cQh", "p8 sm 3cKc7c3s"} <= set(played.actions)
    assert played.pk_stacks[6:] == [81, 393]
    assert played.engine_stacks[6:] == played.reference_stacks[6:] == [80, 394]


def test_pokerkit_deals_a_street_after_every_hand_but_one_mucked_before_the_runout():
    """All in preflop, the hands show first; p2 shows, p1 mucks. pokerkit 0.7.7 still waits for
    the flop and ends the hand once it is dealt; the engine's hand is over at the muck and takes
    the flop (or the whole board) after it: pokerkit's PHH replays here to the same stacks."""
    needs_engine()
    import pokerkit
    from pokerbits import Hand
    state = pokerkit.NoLimitTexasHoldem.create_state(
        (pokerkit.Automation.ANTE_POSTING, pokerkit.Automation.BET_COLLECTION,
         pokerkit.Automation.BLIND_OR_STRADDLE_POSTING, pokerkit.Automation.CARD_BURNING,
         pokerkit.Automation.HAND_KILLING, pokerkit.Automation.CHIPS_PUSHING, pokerkit.Automation.CHIPS_PULLING),
        True, 0, (1, 2), 2, (100, 100), 2)
    state.deal_hole("AsAd")
    state.deal_hole("KcKd")
    state.complete_bet_or_raise_to(100)
    state.check_or_call()
    state.show_or_muck_hole_cards("KcKd")
    state.show_or_muck_hole_cards(False)
    assert state.status and state.can_deal_board()   # pokerkit: not over yet
    state.deal_board("2c3c4c")
    assert not state.status and list(state.stacks) == [0, 200]
    game = pokerkit.NoLimitTexasHoldem((), True, 0, (1, 2), 2)
    text = pokerkit.HandHistory.from_game_state(game, state).dumps()
    hand = Hand.from_phh(text)
    assert hand.over and hand.stacks == (0, 200) and hand.board == ("2c", "3c", "4c")
    assert hand.actions[-3:] == ["p2 sm KcKd", "p1 sm", "d db 2c3c4c"]


POKERKIT_REOPENS = """variant = 'NT'
antes = [1, 1, 1, 1, 1]
blinds_or_straddles = [1, 2, 4, 0, 0]
min_bet = 2
starting_stacks = [255, 4, 6, 8, 21]
actions = ['d dh p1 Qc6c', 'd dh p2 7c2h', 'd dh p3 7h2c', 'd dh p4 Qh2s', 'd dh p5 TcKh', 'p4 cc', 'p5 cc', 'p1 cc',
           'p2 cc', 'p3 cbr 5', 'p4 f', 'p5 cbr 9', 'p1 f', 'p5 sm TcKh', 'p2 sm 7c2h', 'p3 sm 7h2c', 'd db Jh5hQd',
           'd db 3c', 'd db 7s']
"""


def test_a_raise_pokerkit_allowed_after_a_short_all_in_is_read_as_it_played():
    """pokerkit 0.7.7 played this hand (its own PHH): p5 called the straddle, p3 went all in for
    one chip more (short of a full raise), and pokerkit let p5 raise. By the rule p5 may only
    call or fold, and the engine says so when it plays; reading pokerkit's history, the raise is
    taken as pokerkit took it, and the hand ends with pokerkit's stacks."""
    needs_engine()
    import pokerkit
    from pokerbits import Hand
    hand = Hand.from_phh(POKERKIT_REOPENS)
    assert hand.over and hand.stacks == (250, 10, 16, 3, 15) and "p5 cbr 9" in hand.actions
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        *_, last = pokerkit.HandHistory.loads(POKERKIT_REOPENS)
    assert tuple(last.stacks) == hand.stacks
    played = Hand("holdem", [255, 4, 6, 8, 21], antes=1, blinds=(1, 2), straddles=(4,))
    for action in hand.actions[:hand.actions.index("p5 cbr 9")]:
        played.act(action)
    assert played.actor == 4 and played.legal.min_to is None   # the rule: call or fold
    with pytest.raises(ValueError, match="cannot raise"):
        played.act("p5 cbr 9")
    assert played.actor == 4 and played.legal.min_to is None   # (and the state is unchanged)


def test_a_stud_all_in_phh_shows_each_hand_again_after_the_runout():
    """Razz, everyone all in on 4th street: the hands show before the runout (4 cards each), and
    hand.phh() shows them again, all 7 cards, once the last card is dealt, as pokerkit writes it.
    Without those shows pokerkit's reader (HandHistory's repair) shows each hand face down
    ("????..."), kills all four and the 19-chip pot goes to nobody ([0, 0, 670, 0])."""
    needs_engine()
    import pokerkit
    from pokerbits import Hand
    hand = Hand("razz", [2, 8, 678, 1], antes=2, betting="fixed-limit", bring_in=2, small_bet=4, big_bet=8, cap=3)
    for action in ("d dh p1 3cJd3h; d dh p2 5hQhTd; d dh p3 2h6h5s; d dh p4 TcKhKd; p2 pb; p3 cc; d dh p1 Kc; "
                   "d dh p2 4h; d dh p3 6d; d dh p4 3d; p3 cc; p2 cbr 4; p3 cc; p2 sm 5hQhTd4h; p3 sm 2h6h5s6d; "
                   "p4 sm TcKhKd3d; p1 sm 3cJd3hKc; d dh p1 9d; d dh p2 6c; d dh p3 Ah; d dh p4 Ts; d dh p1 5c; "
                   "d dh p2 Ks; d dh p3 7c; d dh p4 Jc; d dh p1 Qd; d dh p2 4s; d dh p3 2s; d dh p4 Ac").split("; "):
        hand.act(action)
    assert hand.over and hand.stacks == (0, 0, 689, 0)
    text = hand.phh()
    assert text.endswith("'d dh p4 Ac', 'p2 sm 5hQhTd4h6cKs4s', 'p3 sm 2h6h5s6dAh7c2s', "
                         "'p4 sm TcKhKd3dTsJcAc', 'p1 sm 3cJd3hKc9d5cQd']\n")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        *_, last = pokerkit.HandHistory.loads(text)
    assert list(last.stacks) == [0, 0, 689, 0]
    again = Hand.from_phh(text)
    assert again.stacks == hand.stacks and again.actions == hand.actions and again.phh() == text
