"""Hands played with pokerkit to an all-in and written out as PHH, for the luck report's tests:
each hand's spot at the all-in (the cards held, the board, what each seat had put in) is
recorded here as the test dealt it, independently of pokerbits' reader."""
from __future__ import annotations

import random

pokerkit = __import__("pytest").importorskip("pokerkit")
from pokerkit import Automation, HandHistory  # noqa: E402

AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
               Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
DECK = [r + s for s in "cdhs" for r in "23456789TJQKA"]
SHORT_DECK = [r + s for s in "cdhs" for r in "6789TJQKA"]


def game_of(variant: str):
    """A pokerkit game of the variant, small blinds and bets (fixed limit: every bet matters)."""
    limit = dict(small_bet=2, big_bet=4)
    return {
        "NT": lambda: pokerkit.NoLimitTexasHoldem(AUTOMATIONS, True, 0, (1, 2), 2),
        "NS": lambda: pokerkit.NoLimitShortDeckHoldem(AUTOMATIONS, True, 1, (1, 2), 2),
        "PO": lambda: pokerkit.PotLimitOmahaHoldem(AUTOMATIONS, True, 0, (1, 2), 2),
        "FT": lambda: pokerkit.FixedLimitTexasHoldem(AUTOMATIONS, True, 0, (1, 2), **limit),
        "FO/8": lambda: pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter(AUTOMATIONS, True, 0, (1, 2), **limit),
        "F7S": lambda: pokerkit.FixedLimitSevenCardStud(AUTOMATIONS, True, 1, 1, **limit),
        "F7S/8": lambda: pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter(AUTOMATIONS, True, 1, 1, **limit),
        "FR": lambda: pokerkit.FixedLimitRazz(AUTOMATIONS, True, 1, 1, **limit),
        "N2L1D": lambda: pokerkit.NoLimitDeuceToSevenLowballSingleDraw(AUTOMATIONS, True, 0, (1, 2), 2),
        "F2L3D": lambda: pokerkit.FixedLimitDeuceToSevenLowballTripleDraw(AUTOMATIONS, True, 0, (1, 2), **limit),
        "FB": lambda: pokerkit.FixedLimitBadugi(AUTOMATIONS, True, 0, (1, 2), **limit),
    }[variant]()


class Spot:
    """What the test saw when the betting ended: cards held, board, contributions, folds."""

    def __init__(self, state, folded: dict, discards: list):
        n = state.player_count
        self.hands = [None if i in folded else "".join(repr(c) for c in state.hole_cards[i]) for i in range(n)]
        self.board = "".join(repr(cards[0]) for cards in state.board_cards if cards)
        self.contributions = [s - st for s, st in zip(state.starting_stacks, state.stacks)]
        self.up_cards = dict(folded)   # each folded seat's up cards, seen before it folded
        self.discards = list(discards)


def play(variant: str, stacks: list, rng: random.Random, all_in_street: int, folds: int = 0):
    """Play a hand: calls until street `all_in_street`, then the first to act bets everything and
    each other seat calls (or, for the first `folds`, folds); every hand shows at the end.
    Returns (the PHH text, the Spot when the betting ended, the final state)."""
    game = game_of(variant)
    state = game(tuple(stacks), len(stacks))
    deck = list(SHORT_DECK if variant == "NS" else DECK)
    rng.shuffle(deck)
    folded, spot, discards = {}, None, []
    while state.status:
        if state.can_burn_card():
            state.burn_card(deck.pop())
        elif state.can_deal_hole():
            state.deal_hole(deck.pop())
        elif state.can_stand_pat_or_discard():
            i = state.stand_patter_or_discarder_index
            held = [repr(c) for c in state.hole_cards[i]]
            thrown = "".join(rng.sample(held, rng.randint(0, 2)))
            discards.append((i, thrown))
            state.stand_pat_or_discard(thrown)
        elif state.can_deal_board():
            state.deal_board("".join(deck.pop() for _ in range(state.board_dealing_count)))
        elif state.can_post_bring_in():
            state.post_bring_in()
        elif state.actor_index is not None:
            if state.street_index < all_in_street and state.can_check_or_call():
                state.check_or_call()
            elif folds and state.can_fold() and state.actor_index not in folded and \
                    state.actor_index != state.opener_index:
                folded[state.actor_index] = "".join(repr(c) for c in state.get_up_cards(state.actor_index))
                folds -= 1
                state.fold()
            elif state.can_complete_bet_or_raise_to():
                state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
            else:
                state.check_or_call()
            spot = Spot(state, folded, discards)   # as the betting stands: the last one is the spot
        elif state.can_show_or_muck_hole_cards():
            state.show_or_muck_hole_cards(True)
        else:
            state.no_operate() if hasattr(state, "no_operate") else None
            break
    history = HandHistory.from_game_state(game, state)
    history.players = [f"player{i}" for i in range(len(stacks))]
    return history.dumps(), spot, state
