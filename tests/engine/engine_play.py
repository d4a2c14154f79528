"""Random legal play for the engine tests: a seeded chooser among the legal actions."""
from __future__ import annotations

import random

from pokerbits import Hand


def random_action(hand: Hand, rng: random.Random) -> str:
    """One legal action for the actor, chosen at random (raises of any legal size)."""
    legal = hand.legal
    if legal.draw is not None:
        held = [c for c in hand.holes[hand.actor] if c]
        k = rng.randint(0, min(legal.draw, len(held)))
        return "sd " + "".join(rng.sample(held, k)) if k else "sd"
    if legal.show:
        return "sm" if legal.muck and rng.random() < 0.2 else "sm -"
    options = []
    if legal.bring_in is not None:
        options.append("pb")
    if legal.fold:
        options.append("f")
    if legal.check or legal.call is not None and legal.bring_in is None:
        options += ["cc", "cc"]
    if legal.min_to is not None:
        lo, hi = legal.min_to, legal.max_to
        if isinstance(lo, int) and isinstance(hi, int):
            to = rng.choice([lo, hi, rng.randint(lo, hi)])
        else:
            to = rng.choice([lo, hi])
        options.append(f"cbr {to}")
    return rng.choice(options)


def play_out(hand: Hand, rng: random.Random, limit: int = 500) -> Hand:
    """Play random legal actions until the hand is over."""
    for _ in range(limit):
        if hand.over:
            return hand
        assert hand.actor is not None, hand.needs
        hand.act(random_action(hand, rng))
    raise AssertionError("the hand did not end")
