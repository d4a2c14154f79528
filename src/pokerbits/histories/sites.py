"""What the site readers share beyond the reading: the checks of a hand read (`checked`: the
money checks of `checks.money`, then the engine's replay, whose payouts must be what the text
says each seat took) and the replay itself (`replay`), the showdown in the engine's order.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Set, Tuple

from pokerbits.engine.cards import parse, text
from pokerbits.histories.checks import contributions, money

if TYPE_CHECKING:
    from pokerbits.engine.hand import Hand


_BETS = ("f", "cc", "cbr", "pb")   # a seat's betting actions


def checked(fields: Dict[str, Any]) -> Optional["Hand"]:
    """Gives the fields `_problems` (the money checks, then the engine's replay: its showdown order
    becomes the actions') and returns the hand replayed, or None when the engine refuses it (left
    for `read_hands` to note)."""
    put = contributions(fields)   # (the naive replay, read by both checks)
    fields["_problems"] = money(fields, put)
    try:
        hand, paid_wrong = replay(fields, put)
    except ValueError:
        return None
    fields["_problems"] += paid_wrong   # the list the hand's info holds too
    return hand


def replay(fields: Dict[str, Any], put: Optional[List[Any]] = None) -> Tuple[Any, List[str]]:
    """The engine's replay of a site hand's fields, and the differences between the chips it pays
    each seat and what the text says each seat took (collected and returned; the rake and fees
    come off the winners). The showdown is taken in the engine's order (the sites write it in
    theirs): `fields["actions"]` becomes the engine's canonical actions. A ValueError when the
    engine refuses an action. `put`: the fields' `checks.contributions`, where the caller has them.

    >>> from pokerbits.histories import pokerstars
    >>> fields = pokerstars.read('''PokerStars Hand #1:  Hold'em No Limit ($1/$2 USD) - 2013/01/08 16:28:42 ET
    ... Table 'T' 6-max Seat #2 is the button
    ... Seat 1: A ($200 in chips)
    ... Seat 2: B ($150 in chips)
    ... B: posts small blind $1
    ... A: posts big blind $2
    ... *** HOLE CARDS ***
    ... B: raises $148 to $150 and is all-in
    ... A: calls $148
    ... *** FLOP *** [2c 3d 4h]
    ... *** TURN *** [2c 3d 4h] [9s]
    ... *** RIVER *** [2c 3d 4h 9s] [Jd]
    ... *** SHOW DOWN ***
    ... B: shows [Ah Ad] (a pair of Aces)
    ... A: shows [Kc Kd] (a pair of Kings)
    ... B collected $297 from pot
    ... *** SUMMARY ***
    ... Total pot $300 | Rake $3''')[0]
    >>> hand, problems = replay(fields)         # the engine takes no rake: B gets 300, the text 297 + 3
    >>> hand.stacks, problems, fields["actions"][4:7]      # an all-in: the hands show before the runout
    ((50, 300), [], ['p2 sm AhAd', 'p1 sm KcKd', 'd db 2c3d4h'])
    """
    from pokerbits.engine.phh import OPEN_PAIR, RUNS, play, start

    if fields.get("_boards"):
        fields[RUNS] = len(fields["_boards"])
    if fields.get("variant") == "F7S":   # the sites deal seven-card stud with the open-pair rule
        fields[OPEN_PAIR] = True

    hand, actions = start(fields)
    split = [a.split() for a in actions]
    shows = {w[0]: a for a, w in zip(actions, split) if w[1:2] == ["sm"]}
    mucks = {w[0] for w in split if w[1:] == ["sm"]}
    number = 0
    dealing = True   # the hole cards dealt first: a showdown only once the engine is at one (stud
    for action, words in zip(actions, split):   # all in on third street: its shows come before
        verb = words[1] if len(words) > 1 else ""   # the next street's hole cards)
        if verb == "sm":
            continue
        number += 1
        dealing = dealing and verb == "dh"
        if verb not in _BETS and (not dealing or hand.showing):   # a bet comes in betting, never at a showdown
            _show_down(hand, shows, number)
        if verb == "dh" and words[2] in mucks and _mucked_already(hand, words[2]):
            continue   # stud: the text deals on to a hand mucked before the runout (the engine deals it no more)
        play(hand, action, number)
    _show_down(hand, shows, number + 1)
    for board in fields.get("_boards", [])[1:]:   # run more than once: the text deals the first run
        _run_out(hand, parse(board))
    if not hand.over:
        raise ValueError(f"the actions stop before the hand is over (it waits for {hand.needs})")
    fields["actions"] = list(hand.actions)
    return hand, paid(fields, hand, put)


def _mucked_already(hand: Any, seat: str) -> bool:
    """Whether `seat` ('p3') mucked at a showdown the hand has played."""
    return f"{seat} sm" in hand.actions


def _run_out(hand: Any, board: List[Any]) -> None:
    """Deal another run's board as the engine asks for it (the cards all runs share are dealt)."""
    left = len(board) - len(hand.board)   # (once the run is dealt, the board is the next run's)
    while left > 0 and hand.needs is not None and hand.needs.kind == "db":
        dealt, count = len(hand.board), hand.needs.count
        hand.deal("d db " + text(board[dealt:dealt + count]))
        left -= count


def _show_down(hand: Any, shows: Dict[str, str], number: int) -> None:
    """Play the showdown actions the engine waits for, in its order (a seat without one mucks)."""
    from pokerbits.engine.phh import play

    while not hand.over and hand.actor is not None:
        if not hand.showing:
            return
        seat = f"p{hand.actor + 1}"
        held = hand.holes[hand.actor]
        written = shows.pop(seat, None)
        if held and None not in held and (written != f"{seat} sm" or hand.street < hand.streets - 1):
            action = f"{seat} sm {''.join(held)}"   # known: shown (an all-in shows before the runout)
        else:
            action = written or f"{seat} sm"        # the text's show or muck; unknown and unwritten: mucked
        play(hand, action, number)


def paid(fields: Dict[str, Any], hand: Any, put: Optional[List[Any]] = None) -> List[str]:
    """The differences between the chips the engine pays each seat and the text's (see `replay`).
    What the engine pays a seat is its stack after the hand less its stack before, plus what it
    put in (`checks.contributions`, which the money checks set beside the text): the hand's whole
    settlement account (`hand.result`) is not needed."""
    back = fields.get("_returned_unwritten") or fields.get("_returned") or []   # see checks.money
    got = [c + r for c, r in zip(fields.get("_collected") or [], back)]
    if put is None:
        put = contributions(fields)
    chips = [end - start + p for end, start, p in zip(hand.stacks, hand.starting_stacks, put)]
    off = [c - g for c, g in zip(chips, got)]
    rake = (fields.get("_rake") or 0) + sum(fields.get("_fees") or ())
    hand_id = fields.get("hand", "?")
    wrong = [f"p{i + 1} {c} (text {g})" for i, (c, g, o) in enumerate(zip(chips, got, off))
             if o < 0 or (o and not g)]
    if wrong:
        return [f"hand {hand_id}: the replay pays {', '.join(wrong)}"]
    if "_rake" in fields and sum(off) != rake:
        return [f"hand {hand_id}: the replay pays {sum(off)} more than the text, whose rake and fees are {rake}"]
    return []
