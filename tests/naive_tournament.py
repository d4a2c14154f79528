"""Deliberately naive tournament references, from the rules: ICM by every finishing order with
exact fractions; the chips of a push/fold hand by who put what in; the push/fold best responses
by a loop over every pair of hole-card combos (card removal counted combo by combo). Nothing here
shares code with pokerbits.tournaments; the showdown chances of a pair of classes come from the
shipped exact heads-up class table's winning counts, over this module's own count of the pairs.
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations, permutations
from math import comb

RANKS = "23456789TJQKA"
DECK = [(rank, suit) for rank in RANKS for suit in "cdhs"]


def naive_icm(stacks: list, payouts: list) -> list:
    """Each player's prize equity: every order of the players with chips, its chance the product
    of each stack over the chips still unplaced; players without chips last, in the order given."""
    chips = [Fraction(s) for s in stacks]
    prizes = [Fraction(p) for p in payouts]
    playing = [i for i, c in enumerate(chips) if c > 0]
    broke = [i for i, c in enumerate(chips) if c == 0]
    out = [Fraction(0)] * len(chips)
    for order in permutations(playing):
        chance, left = Fraction(1), sum(chips[i] for i in playing)
        for i in order:
            chance *= chips[i] / left
            left -= chips[i]
        for place, i in enumerate(list(order) + broke):
            if place < len(prizes):
                out[i] += chance * prizes[place]
    return out


def naive_hand_stacks(stacks: list, sb: int, bb: int, ante: float) -> dict:
    """Every player's chips after each end of a push/fold hand, from what each put in: all an
    ante, the blinds 0.5 and 1; a called shove has each blind all in up to the smaller stack."""
    antes = [ante for _ in stacks]
    blinds = [0.0 for _ in stacks]
    blinds[sb], blinds[bb] = 0.5, 1.0
    put_in = [a + b for a, b in zip(antes, blinds)]
    all_in = list(put_in)
    all_in[sb] = all_in[bb] = min(stacks[sb], stacks[bb])

    def after(paid: list, takers: list) -> list:
        pot = sum(paid)
        out = [s - p for s, p in zip(stacks, paid)]
        for seat in takers:
            out[seat] += pot / len(takers)
        return out

    return {"fold": after(put_in, [bb]), "steal": after(put_in, [sb]), "sb wins": after(all_in, [sb]),
            "tie": after(all_in, [sb, bb]), "bb wins": after(all_in, [bb])}


def class_name(combo: tuple) -> str:
    (r1, s1), (r2, s2) = sorted(combo, key=lambda card: -RANKS.index(card[0]))
    if r1 == r2:
        return r1 + r2
    return r1 + r2 + ("s" if s1 == s2 else "o")


@lru_cache(maxsize=1)
def combos_and_counts() -> tuple:
    """The 1,326 combos, their class names, and for each combo the count of the other player's
    combos of each class that share no card with it."""
    combos = list(combinations(DECK, 2))
    names = [class_name(c) for c in combos]
    counts = []
    for x in combos:
        counted: dict = {}
        for y, name in zip(combos, names):
            if x[0] not in y and x[1] not in y:
                counted[name] = counted.get(name, 0) + 1
        counts.append(counted)
    return combos, names, counts


@lru_cache(maxsize=1)
def class_chances() -> dict:
    """{(a, b): (win, tie, lose)} of a combo of class a against one of class b, over every pair
    of combos with no common card and every board: the table's winning counts over this
    module's own count of those pairs."""
    from pokerbits import preflop_table
    from pokerbits.equities.preflop import CLASS_NAMES

    _, names, counts = combos_and_counts()
    pairs: dict = {}
    for a, counted in zip(names, counts):
        for b, n in counted.items():
            pairs[a, b] = pairs.get((a, b), 0) + n
    wins = preflop_table().wins
    index = {name: i for i, name in enumerate(CLASS_NAMES)}
    boards = comb(48, 5)
    out = {}
    for (a, b), n in pairs.items():
        deals = n * boards
        win, lose = wins[169 * index[a] + index[b]] / deals, wins[169 * index[b] + index[a]] / deals
        out[a, b] = (win, 1 - win - lose, lose)
    return out


def naive_gains(push: dict, call: dict, value: dict) -> tuple:
    """(what the small blind gains by a best response to `call`, what the big blind gains by a
    best response to `push`), per hand; value[end] = (small blind's value, big blind's value)."""
    _, names, counts = combos_and_counts()
    chances = class_chances()
    sb_gain = bb_gain = 0.0
    for a, counted in zip(names, counts):            # the small blind holds this combo
        shove = 0.0
        for b, n in counted.items():
            win, tie, lose = chances[a, b]
            showdown = win * value["sb wins"][0] + tie * value["tie"][0] + lose * value["bb wins"][0]
            shove += n * (call[b] * showdown + (1 - call[b]) * value["steal"][0])
        shove /= 1225
        fold = value["fold"][0]
        sb_gain += (max(shove, fold) - (push[a] * shove + (1 - push[a]) * fold)) / 1326
    for b, counted in zip(names, counts):            # the big blind holds this combo, facing a shove
        calling = folding = 0.0
        for a, n in counted.items():
            win, tie, lose = chances[a, b]
            weight = n * push[a]
            calling += weight * (win * value["sb wins"][1] + tie * value["tie"][1] + lose * value["bb wins"][1])
            folding += weight * value["steal"][1]
        bb_gain += (max(calling, folding) - (call[b] * calling + (1 - call[b]) * folding)) / (1326 * 1225)
    return sb_gain, bb_gain
