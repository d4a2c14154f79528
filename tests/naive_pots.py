"""A deliberately naive reference for side pots: the pots peeled off level by level, each settled
among the seats that can win it with the reference evaluators, in exact fractions and in whole
chips, and the chips each seat expects over every runout by plain enumeration. Nothing here
shares code with pokerbits.

A seat is None (folded) or a hand; the hands of naive_equity.py: lists of reference cards.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

from naive_equity import DECK, _deal_holes, half_value


def peel_pots(contributions: list, live: list) -> list:
    """[(amount, [eligible seats])], main pot first: repeatedly the smallest amount any live seat
    still has in is taken from every seat (as much as each has, folded seats too); the live seats
    that had that much left can win it. Folded chips left at the end go to the last pot; an
    empty pot is no pot."""
    left = list(contributions)
    pots = []
    while any(left[s] > 0 for s in range(len(left)) if live[s]):
        level = min(left[s] for s in range(len(left)) if live[s] and left[s] > 0)
        eligible = [s for s in range(len(left)) if live[s] and left[s] >= level]
        amount = 0
        for s in range(len(left)):
            take = min(left[s], level)
            amount += take
            left[s] -= take
        pots.append([amount, eligible])
    rest = sum(left)
    if rest:
        if pots:
            pots[-1][0] += rest
        else:
            pots.append([rest, [s for s in range(len(left)) if live[s]]])
    if not pots:
        pots.append([0, [s for s in range(len(left)) if live[s]]])
    return [(amount, eligible) for amount, eligible in pots]


def split_chips(amount: int, parts: int) -> list:
    """`amount` whole chips in `parts` shares, the odd chips to the first."""
    return [amount // parts + (1 if i < amount % parts else 0) for i in range(parts)]


def settle_pot(halves, keys: dict, amount: int, eligible: list) -> tuple:
    """(exact chips per seat, whole chips per seat) of one pot, keys[seat][half] the reference
    keys (None: no qualifying hand) of each seat that showed."""
    exact, whole = {}, {}
    if len(eligible) == 1:
        return {eligible[0]: Fraction(amount)}, {eligible[0]: amount}
    played = []
    for i in range(len(halves)):
        qualified = [keys[s][i] for s in eligible if keys[s][i] is not None]
        if qualified:
            top = max(qualified)
            played.append([s for s in eligible if keys[s][i] == top])
    if not played:   # (no game of the table gets here: a high half always qualifies)
        played = [list(eligible)]
    for winners, half_chips in zip(played, split_chips(amount, len(played))):
        for seat, chips in zip(winners, split_chips(half_chips, len(winners))):
            exact[seat] = exact.get(seat, Fraction(0)) + Fraction(amount, len(played) * len(winners))
            whole[seat] = whole.get(seat, 0) + chips
    return exact, whole


def settle_hand(game, holes: list, boards: list, contributions: list) -> tuple:
    """(exact chips per seat, whole chips per seat, pots) of a hand: holes[seat] a hand or None,
    one board or two (each pot split between them, the odd chip to the first)."""
    n = len(holes)
    live = [hole is not None for hole in holes]
    pots = peel_pots(contributions, live)
    exact, whole = [Fraction(0)] * n, [0] * n
    showed = sum(live) > 1 or n == 1
    for b, board in enumerate(boards):
        keys = {s: [half_value(h.system, h.exactly, holes[s], board) for h in game.halves] if showed else None
                for s in range(n) if live[s]}
        for amount, eligible in pots:
            part = split_chips(amount, len(boards))[b]
            if showed:
                got_exact, got_whole = settle_pot(game.halves, keys, part, eligible)
            else:
                got_exact, got_whole = {eligible[0]: Fraction(part)}, {eligible[0]: part}
            for s in got_exact:
                exact[s] += got_exact[s]
                whole[s] += got_whole[s]
    return exact, whole, pots


def expected_chips(game, seats: list, board: list, contributions: list, dead: list = (), deck: list = DECK,
                   other_board=None) -> list:
    """Each seat's expected chips over every runout, as Fractions: the mean of the whole chips a
    showdown pays it (odd chips by the rules) on each runout. seats[s] a list of
    (cards, weight) combos (naive_equity's players) or None for a folded seat (its cards
    unknown). Every choice of one combo per live seat, every deal of their missing cards, every
    completion of the board (and of `other_board`, a second board, if given), weighted by the
    combos' weights."""
    live = [s for s, hand in enumerate(seats) if hand is not None]
    total_weight = Fraction(0)
    ev = [Fraction(0)] * len(seats)
    for choice in product(*(seats[s] for s in live)):
        held = [list(cards) for cards, _ in choice]
        flat = [c for hand in held for c in hand]
        known = set(board) | set(dead) | set(other_board or ())
        if len(set(flat)) != len(flat) or set(flat) & known:
            continue
        weight = Fraction(1)
        for _, w in choice:
            weight *= Fraction(w)
        rest = [c for c in deck if c not in flat and c not in known]
        for holes, left in _deal_holes(held, rest, game.hole_cards):
            for more in combinations(left, game.board_cards - len(board)):
                boards = [list(board) + list(more)]
                if other_board is not None:
                    left2 = [c for c in left if c not in more]
                    seconds = [list(other_board) + list(m) for m in combinations(left2, game.board_cards - len(other_board))]
                else:
                    seconds = [None]
                for second in seconds:
                    full = [None] * len(seats)
                    for s, hole in zip(live, holes):
                        full[s] = hole
                    _, whole, _ = settle_hand(game, full, boards + ([second] if second is not None else []),
                                              contributions)
                    total_weight += weight
                    for s in range(len(seats)):
                        ev[s] += weight * whole[s]
    return [e / total_weight for e in ev]
