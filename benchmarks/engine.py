"""The hand engine: a six-player no-limit hold'em hand played to showdown, from Hand(...) to the
final stacks and to the settled result, and one act(); beside pokerkit's state machine playing
the same hand (where pokerkit is installed), after checking both end with the same stacks.

    python -m benchmarks.engine [--repeats R] [--cpu]

Also the same hand replayed from the PHH text it writes (`Hand.from_phh`, pokerkit's
`HandHistory.loads`).

The hand: blinds 1/2, stacks 200, p3 raises to 6, everyone calls, the flop is checked, p1 bets 10
on the turn and two seats call, the river is checked, three hands show. Times are the best of R
runs, each the mean over enough hands to last 10 ms.
"""
from __future__ import annotations

import argparse
import time
from typing import Any, Callable

from benchmarks.run import machine
from benchmarks.timing import per_call
from pokerbits import Hand

CARDS = ["As", "Ad", "Kc", "Kd", "Qh", "Qs", "Jc", "Jd", "Th", "Ts", "9c", "9d",
         "2c", "7d", "8h", "3s", "4h"]
ACTIONS = ["cbr 6", "cc", "cc", "cc", "cc", "cc",          # preflop: p3 raises, all call
           "cc", "cc", "cc", "cc", "cc", "cc",               # flop checked
           "cbr 10", "f", "cc", "f", "cc", "f",              # turn: p1 bets, p3 and p5 call
           "cc", "cc", "cc",                                 # river checked
           "sm -", "sm -", "sm -"]                           # showdown


def played() -> Hand:
    hand = Hand("holdem", [200] * 6, blinds=(1, 2), cards=CARDS)
    act = hand.act
    for action in ACTIONS:
        act(action)
    return hand


def play(result: bool = True) -> Any:
    hand = played()
    return hand.result if result else hand.stacks


def pokerkit_replay(text: str) -> Any:
    """pokerkit reading the same hand's PHH text and replaying it to its end."""
    import warnings
    from pokerkit import HandHistory
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for state in HandHistory.loads(text):
            pass
    return tuple(state.stacks)


def pokerkit_play() -> Any:
    import warnings
    with warnings.catch_warnings():   # pokerkit warns of dealing a card its own deck order would not
        warnings.simplefilter("ignore")
        return _pokerkit_play()


def _pokerkit_play() -> Any:
    from pokerkit import Automation, NoLimitTexasHoldem
    state = NoLimitTexasHoldem.create_state(
        (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
         Automation.CARD_BURNING, Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING),
        True, 0, (1, 2), 2, [200] * 6, 6)
    for seat in range(6):
        state.deal_hole("".join(CARDS[2 * seat:2 * seat + 2]))
    board = iter(["".join(CARDS[12:15]), CARDS[15], CARDS[16]])
    for action in ACTIONS:
        while state.can_deal_board():
            state.deal_board(next(board))
        if action == "f":
            state.fold()
        elif action == "cc":
            state.check_or_call()
        elif action.startswith("cbr"):
            state.complete_bet_or_raise_to(int(action.split()[1]))
        else:
            state.show_or_muck_hole_cards(True)
    return tuple(state.stacks)


def one_act(clock: Callable[[], float] = time.perf_counter) -> float:
    """Seconds of one act("cc") in the middle of a hand (the hand rebuilt outside the timing)."""
    hands = [Hand("holdem", [200] * 6, blinds=(1, 2), cards=CARDS) for _ in range(2000)]
    began = clock()
    for hand in hands:
        hand.act("cc")
    return (clock() - began) / len(hands)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--cpu", action="store_true",
                        help="time the CPU time of this process, not the wall clock (a machine shared with other work)")
    args = parser.parse_args(argv)
    clock = time.process_time if args.cpu else time.perf_counter
    print(machine())
    stacks = play(False)
    text = played().phh()
    assert Hand.from_phh(text).stacks == stacks
    rows = [("to the final stacks", lambda: play(False)), ("to the settled result", play),
            ("replayed from its PHH text (Hand.from_phh), to the final stacks", lambda: Hand.from_phh(text).stacks)]
    try:
        import pokerkit  # noqa: F401
        assert pokerkit_play() == stacks, (pokerkit_play(), stacks)
        assert pokerkit_replay(text) == stacks, (pokerkit_replay(text), stacks)
        rows += [("pokerkit 0.7.7, the same hand", pokerkit_play),
                 ("pokerkit 0.7.7, the PHH text replayed (HandHistory.loads)", lambda: pokerkit_replay(text))]
    except ImportError:
        pass
    print("| six-player NLHE hand to showdown | µs |\n|---|---:|")
    for label, run in rows:
        print(f"| {label} | {min(per_call(run, clock=clock) for _ in range(args.repeats)) * 1e6:.1f} |")
    print(f"| one act('cc') | {min(one_act(clock) for _ in range(args.repeats)) * 1e6:.2f} |")


if __name__ == "__main__":
    main()
