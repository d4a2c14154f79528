"""The money checks of a hand read from a site's text: the betting of its PHH fields is replayed
naively (chips in per seat, the uncalled bet, the pot) and set beside what the text itself says
(the returned uncalled bet, the total pot, the rake and fees, the chips collected). A hand that
does not add up gets one line per difference, with its hand id; nothing is changed.

>>> fields = {"hand": "7", "antes": [0, 0], "blinds_or_straddles": [1, 2], "starting_stacks": [100, 100],
...           "actions": ["d dh p1 ????", "d dh p2 ????", "p2 cbr 6", "p1 f"],
...           "_returned": [0, 4], "_collected": [0, 4], "_total_pot": 4, "_rake": 0}
>>> money(fields)
[]
>>> money(dict(fields, _collected=[0, 5]))
['hand 7: collected 5 + rake 0 + fees 0 = 5, the pot is 4 (a difference of 1)']
"""
from __future__ import annotations

from decimal import Decimal
from typing import Any, Dict, List, Optional


def contributions(fields: Dict[str, Any]) -> List[Any]:
    """What each seat put in over the hand, before any uncalled bet is returned (a naive replay)."""
    stacks = list(fields["starting_stacks"])
    n = len(stacks)
    posts = [abs(p) for p in fields.get("blinds_or_straddles") or [0] * n]   # negative: posted out of position
    if _big_blind_first(fields):
        posts.reverse()
    put = _antes_posted(fields)
    left = [s - p for s, p in zip(stacks, put)]
    bets = [min(b, s) for b, s in zip(posts, left)]
    left = [s - b for s, b in zip(left, bets)]
    betting = False
    for action in fields["actions"]:
        words = action.split()
        if words[0] == "d" or words[1] in ("sd", "sm"):
            if betting and (words[0] == "d" or words[1] == "sd"):
                put = [p + b for p, b in zip(put, bets)]
                bets = [0] * n
                betting = False
            continue
        betting = True
        i = int(words[0][1:]) - 1
        if words[1] == "cc":
            more = min(max(bets) - bets[i], left[i])
        elif words[1] == "cbr":
            more = min(_number(words[2]) - bets[i], left[i])
        elif words[1] == "pb":
            more = min(fields["bring_in"], left[i])
        else:
            continue
        bets[i] += more
        left[i] -= more
    return [p + b for p, b in zip(put, bets)]


def _big_blind_first(fields: Dict[str, Any]) -> bool:
    """Whether the blinds (and antes) of `fields` are written from the big blind on: heads-up with
    a button, where the big blind is p1."""
    return len(fields["starting_stacks"]) == 2 and fields.get("_button", True) and "bring_in" not in fields


def _antes_posted(fields: Dict[str, Any]) -> List[Any]:
    """Each seat's ante as posted: the table's ante or the seat's own, at most its stack."""
    stacks = fields["starting_stacks"]
    antes = fields.get("antes") or [0] * len(stacks)
    if not isinstance(antes, list):
        antes = [antes] * len(stacks)
    elif _big_blind_first(fields):
        antes = antes[::-1]
    return [min(a, s) for a, s in zip(antes, stacks)]


def _number(text: str) -> Any:
    """A PHH amount: money with cents or whole chips."""
    return Decimal(text) if "." in text else int(text)


def money(fields: Dict[str, Any], put: Optional[List[Any]] = None) -> List[str]:
    """The differences between the naive replay of `fields` and what its text says (empty: it adds
    up); `put`: its `contributions`, where the caller has them.

    A site that returns no uncalled bet (Winamax, iPoker) has the bettor collect it with a pot:
    then the seat's collected chips must hold it."""
    hand = fields.get("hand", "?")
    if put is None:
        put = contributions(fields)
    dead = _antes_posted(fields)                                       # the antes posted are dead: never
    order = sorted((p - a for p, a in zip(put, dead)), reverse=True)   # an uncalled bet (a big blind's own)
    uncalled = order[0] - order[1] if len(order) > 1 else 0
    problems: List[str] = [f"hand {hand}: {p}" for p in fields.get("_read_problems", ())]
    said = fields.get("_returned") or [0] * len(put)
    got = fields.get("_collected") or [0] * len(put)
    returned = sum(said)
    top = [p - a for p, a in zip(put, dead)].index(order[0])
    final = fields.get("finishing_stacks")
    if returned and (returned != uncalled or said[top] != uncalled):
        problems.append(f"hand {hand}: the uncalled bet is {uncalled}, the text returns {returned}")
    elif not returned and uncalled:
        taken = sum(got) + (fields.get("_rake") or 0) + sum(fields.get("_fees") or ())
        inside = got[top] >= uncalled and ("_rake" not in fields or taken == sum(put))   # collected with a pot
        if not inside and (taken == sum(put) - uncalled or "_rake" not in fields and taken <= sum(put) - uncalled):
            said = [uncalled if i == top else 0 for i in range(len(put))]   # returned without a word
            returned = uncalled                                            # (Kings Club, Microgaming)
            fields["_returned_unwritten"] = said
        elif not inside:
            problems.append(f"hand {hand}: the uncalled bet {uncalled} is neither returned nor collected")
    pot = sum(put) - returned
    stated = fields.get("_total_pot")
    if stated is not None and stated not in (pot, sum(put) - uncalled):
        problems.append(f"hand {hand}: the chips put in make a pot of {pot}, the text says {stated} "
                        f"(a difference of {stated - pot})")
    if final is not None and "_rake" in fields:
        ends = [s - p + g + r for s, p, g, r in zip(fields["starting_stacks"], put, got, said)]
        if list(ends) != list(final):
            diff = [f"p{i + 1} {a} (text {b})" for i, (a, b) in enumerate(zip(ends, final)) if a != b]
            problems.append(f"hand {hand}: the stacks after the hand differ: {', '.join(diff[:3])}"
                            + (f" and {len(diff) - 3} more" if len(diff) > 3 else ""))
    stated_net = fields.get("_put_net")    # what each seat put in, the uncalled bet returned (WPN 2016)
    if stated_net is not None and list(stated_net) != [p - r for p, r in zip(put, said)]:
        problems.append(f"hand {hand}: the chips put in differ from the text's bets {list(stated_net)}")
    stated_put = fields.get("_put")        # what the text says each seat put in (iPoker)
    if stated_put is not None and list(stated_put) != list(put):
        diff = [f"p{i + 1} {a} (text {b})" for i, (a, b) in enumerate(zip(put, stated_put)) if a != b]
        problems.append(f"hand {hand}: the chips put in differ from the text's: {', '.join(diff)}")
    if "_rake" not in fields:                      # no rake written: the rake is what is left
        if sum(got) > pot:
            problems.append(f"hand {hand}: collected {sum(got)} is more than the pot {pot}")
        return problems
    rake = fields.get("_rake") or 0
    fees = sum(fields.get("_fees") or ())
    if sum(got) + rake + fees != pot:
        problems.append(f"hand {hand}: collected {sum(got)} + rake {rake} + fees {fees} = {sum(got) + rake + fees}, "
                        f"the pot is {pot} (a difference of {sum(got) + rake + fees - pot})")
    return problems
