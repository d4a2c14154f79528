"""The replay command: a hand history street by street, each action in words with the pot, the
all-in's EV where the betting ended with cards to come, and the result."""
from __future__ import annotations

import argparse
import sys
from typing import Any, Dict, List

from pokerbits.engine.phh import replay, start
from pokerbits.histories.read import Histories
from pokerbits.histories.report import betting_end, hand_luck

_VERBS = {"f": "folds", "pb": "brings in", "sm": "shows"}


def replay_command(args: argparse.Namespace) -> int:
    def note(line: str) -> None:
        print(f"pokerbits replay: skipped {line}", file=sys.stderr)

    try:
        for number, (name, fields) in enumerate(Histories(args.files, strict=args.strict, note=note)):
            if number:
                print()
            try:
                print("\n".join(story(name, fields, samples=args.samples, seed=args.seed)))
            except ValueError as error:
                if args.strict:
                    raise ValueError(f"{name}: {error}") from None
                note(f"{name}: {error}")
    except ValueError as error:   # --strict
        print(f"pokerbits replay: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return 0


def story(name: str, fields: Dict[str, Any], *, samples=None, seed=None) -> List[str]:
    """The lines telling one hand (a ValueError if it cannot be replayed).

    >>> fields = {"variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2,
    ...           "starting_stacks": [50, 50], "players": ["ann", "bob"],
    ...           "actions": ["d dh p1 AsAd", "d dh p2 KsKd", "p2 cbr 50", "p1 cc", "p1 sm AsAd", "p2 sm KsKd",
    ...                       "d db 2c7d9h", "d db Jc", "d db Kh"]}
    >>> print("\\n".join(story("hand.phh", fields)))   # doctest: +NORMALIZE_WHITESPACE
    hand.phh: No-limit Texas Hold'em, 2 seats
      p1 ann 50, p2 bob 50
      blinds 1/2
    street 1
      p1 ann: AsAd
      p2 bob: KsKd
      p2 bob raises to 50 (all in)
      p1 ann calls 48 (all in)
    showdown
      p2 bob shows KsKd
      p1 ann shows AsAd
    all in: p1 ann EV +32.64 (won -50.00), p2 bob EV -32.64 (won +50.00)
    board 2c 7d 9h
    board Jc
    board Kh
    result: p1 ann -50, p2 bob +50
      pot 100: p2 bob
    """
    hand, actions = start(fields)
    seats = len(hand.starting_stacks)
    players = fields.get("players")
    names = players if isinstance(players, list) else []
    who = [f"p{i + 1}" + (f" {names[i]}" if i < len(names) and names[i] else "") for i in range(seats)]
    lines = [f"{name}: {hand.betting.capitalize()} {hand.game.name}, {seats} seats",
             "  " + ", ".join(f"{w} {s}" for w, s in zip(who, hand.starting_stacks))]
    forced = [("blinds", "/".join(map(str, hand.blinds))), ("straddles", ", ".join(map(str, hand.straddles))),
              ("antes", ", ".join(map(str, hand.antes)) if any(hand.antes) else ""),
              ("bring-in", hand.bring_in_amount)]
    lines += [f"  {label} {value}" for label, value in forced if value]
    state: Dict[str, Any] = {"street": -1, "showdown": False, "shown": 0, "bets": hand.bets,
                             "put": hand.contributions}
    luck = hand_luck(name, fields, samples=samples, seed=seed)
    last = betting_end(actions)

    def after(number: int) -> None:
        for action in hand.actions[state["shown"]:]:
            lines.extend(_told(hand, action, who, state))
        state["shown"], state["bets"], state["put"] = len(hand.actions), hand.bets, hand.contributions
        if number == last + 1 and luck.all_in:
            lines.append("all in: " + ", ".join(f"{w} EV {e:+,.2f} (won {float(v):+,.2f})"
                                                for w, e, v, f in zip(who, luck.expected, luck.won, hand.folded)
                                                if not f))

    replay(hand, actions, after)
    if luck.unknown:
        lines.append("all in, a hand in it mucked or unknown: counted at its result")
    lines.append("result: " + ", ".join(f"{w} {v:+,}" if v else f"{w} 0" for w, v in zip(who, luck.won)))
    if hand.over and not hand.settled:
        lines.append("  the pots unpaid by the replay: a hand in it shown unknown (the result is the file's)")
    elif hand.over:
        for pot in hand.result.pots:
            winners = [who[i] for i, c in enumerate(pot.chips or ()) if c]
            lines.append(f"  pot {pot.amount:,}: {', '.join(winners) or 'returned'}")
    if luck.disagreement:
        lines.append(f"  the file disagrees: {luck.disagreement}")
    if luck.rake:
        lines.append(f"  rake {luck.rake} (the file's own money fields)")
    return lines


def _told(hand: Any, action: str, who: List[str], state: Dict[str, Any]) -> List[str]:
    """The lines of one applied (canonical) action, told from the bets before it."""
    words = action.split()
    if words[0] == "d":
        out = []
        if words[1] == "db":
            return [f"board {' '.join(words[2][i:i + 2] for i in range(0, len(words[2]), 2))}"]
        if hand.street != state["street"] and not state["showdown"]:
            state["street"] = hand.street
            out.append(f"street {hand.street + 1}")
        return out + [f"  {who[int(words[2][1:]) - 1]}: {words[3]}"]
    seat = int(words[0][1:]) - 1
    verb, rest = words[1], words[2:]
    bets = state["bets"]
    out = []
    if verb == "sm" and not state["showdown"]:
        state["showdown"] = True
        out.append("showdown")
    text = _VERBS.get(verb, verb)
    if verb == "cc":
        text = f"calls {hand.contributions[seat] - state['put'][seat]}" if max(bets) > bets[seat] else "checks"
    elif verb == "cbr":
        text = f"raises to {rest[0]}" if max(bets) > 0 else f"bets {rest[0]}"
    elif verb == "sd":
        text = f"discards {rest[0]}" if rest else "stands pat"
    elif verb == "sm":
        text = f"shows {rest[0]}" if rest else "mucks"
    all_in = verb in ("cc", "cbr") and hand.stacks[seat] == 0
    return out + [f"  {who[seat]} {text}{' (all in)' if all_in else ''}"]
