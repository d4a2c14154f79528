"""A deliberately naive equity enumerator: itertools over the remaining deck, the reference
evaluators of reference.py, exact fractions. Nothing here shares code with the compiled core.

A player is a list of (cards, weight) combos, each cards a list of reference (rank, suit)
tuples with at most the game's hole cards; missing cards are dealt from the rest of the deck.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

import reference

DECK = [(rank, suit) for suit in range(4) for rank in range(2, 15)]


def half_value(system: str, exactly, hole: list, board: list):
    """The reference key of a half (bigger is better), None when the hand does not qualify."""
    evaluate = getattr(reference, system)
    if exactly is None:
        return evaluate(hole + board)
    keys = [evaluate(list(a) + list(b)) for a in combinations(hole, exactly[0])
            for b in combinations(board, exactly[1])]
    return max((k for k in keys if k is not None), default=None)


def settle(halves, holes: list, board: list) -> tuple:
    """(pot share, sole winner of everything, shares a half, share per half) for every player."""
    n = len(holes)
    keys = [[half_value(h.system, h.exactly, hole, board) for hole in holes] for h in halves]
    in_play = [i for i in range(len(halves)) if any(k is not None for k in keys[i])]
    shares = [Fraction(0)] * n
    per_half = [[Fraction(0)] * n for _ in halves]
    ties = [False] * n
    alone = [True] * n
    for i in in_play:
        top = max(k for k in keys[i] if k is not None)
        winners = [p for p in range(n) if keys[i][p] == top]
        for p in range(n):
            if p in winners:
                part = Fraction(1, len(in_play) * len(winners))
                shares[p] += part
                per_half[i][p] += part
                ties[p] = ties[p] or len(winners) > 1
            if winners != [p]:
                alone[p] = False
    return shares, alone, ties, per_half


def enumerate_equity(game, players: list, board: list, dead: list = (), deck: list = DECK) -> dict:
    """Exact expected share, win rate, tie rate and half shares per player, as Fractions (and the
    deals' total weight).

    Every choice of one combo per player (no card twice), then every way to deal each player's
    missing cards in turn, then every completion of the board: each deal once, weighted by the
    product of its combos' weights.
    """
    n = len(players)
    weight_total = Fraction(0)
    equity = [Fraction(0)] * n
    wins = [Fraction(0)] * n
    ties = [Fraction(0)] * n
    halves = [[Fraction(0)] * n for _ in game.halves]
    deals = 0
    for choice in product(*players):
        held = [list(cards) for cards, _ in choice]
        flat = [c for hand in held for c in hand]
        if len(set(flat)) != len(flat) or set(flat) & set(board) or set(flat) & set(dead):
            continue
        weight = Fraction(1)
        for _, w in choice:
            weight *= Fraction(w)
        rest = [c for c in deck if c not in flat and c not in board and c not in dead]
        for holes, left in _deal_holes(held, rest, game.hole_cards):
            for more in combinations(left, game.board_cards - len(board)):
                shares, alone, tie, per_half = settle(game.halves, holes, list(board) + list(more))
                deals += 1
                weight_total += weight
                for p in range(n):
                    equity[p] += weight * shares[p]
                    wins[p] += weight * alone[p]
                    ties[p] += weight * tie[p]
                    for i in range(len(game.halves)):
                        halves[i][p] += weight * per_half[i][p]
    return {
        "deals": deals,
        "weight": weight_total,
        "equity": [e / weight_total for e in equity],
        "win": [w / weight_total for w in wins],
        "tie": [t / weight_total for t in ties],
        "halves": [[x / weight_total for x in row] for row in halves],
    }


def _deal_holes(held: list, rest: list, hole_cards: int, index: int = 0):
    """Every way to complete each hand in turn from `rest`: (hands, cards left)."""
    if index == len(held):
        yield held, rest
        return
    for extra in combinations(rest, hole_cards - len(held[index])):
        left = [c for c in rest if c not in extra]
        yield from _deal_holes(held[:index] + [held[index] + list(extra)] + held[index + 1:], left,
                               hole_cards, index + 1)
