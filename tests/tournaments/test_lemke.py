"""The exact step's Lemke pivoting (pokerbits.tournaments.full_table._lemke, its pivots compiled
in pokerbits._core.walks.full_table.lemke_pivots): the compiled pivots are the pivots of a plain
Python tableau, row for row; and the answer meets the complementarity conditions, the one
answer a brute force over every cell's status finds, in Fractions, where the gains fall
strictly in every frequency (a unique answer)."""
from __future__ import annotations

import itertools
import random
from array import array
from fractions import Fraction

import pytest

from pokerbits._core.walks.full_table import lemke_pivots
from pokerbits.tournaments import full_table


def naive_pivots(rows: list, basis: list, entering: int, pivot: int, most: int, smallest: float) -> int:
    """Lemke's pivots on a list of rows, as the rule reads: the entering column pivoted in at
    `pivot`, the leaving variable's complement entering next, the row of the smallest ratio
    leaving (the covering variable first among equal ratios, then the first row)."""
    size = len(basis)
    cover = len(rows[0]) - 2
    for _ in range(most):
        rows[pivot] = [v / rows[pivot][entering] for v in rows[pivot]]
        for r in range(size):
            if r != pivot and rows[r][entering]:
                f = rows[r][entering]
                rows[r] = [v - f * t for v, t in zip(rows[r], rows[pivot])]
        leaving, basis[pivot] = basis[pivot], entering
        if leaving == cover:
            return 1
        entering = leaving + size if leaving < size else leaving - size
        ratios = [(rows[r][-1] / rows[r][entering], basis[r] != cover, r) for r in range(size)
                  if rows[r][entering] > smallest]
        if not ratios:
            return 0
        pivot = min(ratios)[2]
    return -1


def tableau(rng: random.Random, n: int) -> list:
    size, width = 2 * n, 4 * n + 2
    rows = []
    for k in range(size):
        row = [0.0] * width
        row[k], row[2 * size] = 1.0, -1.0
        for j in range(size, 2 * size):   # small whole numbers often: ties in the ratio test
            row[j] = rng.choice([0.0, rng.uniform(-2, 2), float(rng.randint(-2, 2)), float(rng.randint(-2, 2))])
        row[-1] = rng.choice([rng.uniform(-1, 1), float(rng.randint(-2, 1))])
        rows.append(row)
    return rows


@pytest.mark.parametrize("seed", range(300))
def test_the_compiled_pivots_are_the_naive_pivots(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 6)
    rows = tableau(rng, n)
    size, width = 2 * n, 4 * n + 2
    pivot = min(range(size), key=lambda r: rows[r][-1])
    most = rng.choice([1, 3, size, 4 * size])
    flat, basis = array("d", [v for row in rows for v in row]), array("i", range(size))
    expected_basis = list(range(size))
    expected = naive_pivots(rows, expected_basis, 2 * size, pivot, most, 1e-12)
    assert lemke_pivots(flat, width, basis, 2 * size, pivot, most, 1e-12, 16) == expected
    assert list(basis) == expected_basis
    assert list(flat) == [v for row in rows for v in row]   # bit for bit: the same operations in turn


def brute_force(slopes: list, start: list) -> list:
    """Every answer: each cell at 0, at 1 or strictly inside with its gain 0 (solved in Fractions)."""
    n = len(start)
    m = [[Fraction(v) for v in row] for row in slopes]
    q = [Fraction(v) for v in start]
    answers = []
    for status in itertools.product((0, 1, None), repeat=n):
        inside = [k for k in range(n) if status[k] is None]
        fixed = {k: Fraction(status[k]) for k in range(n) if status[k] is not None}
        # the gains of the cells inside are 0: solve for their frequencies (Gauss-Jordan, Fractions)
        a = [[m[k][j] for j in inside] + [-(q[k] + sum(m[k][j] * fixed[j] for j in fixed))] for k in inside]
        for c in range(len(inside)):
            p = next((r for r in range(c, len(inside)) if a[r][c]), None)
            if p is None:
                break
            a[c], a[p] = a[p], a[c]
            a[c] = [v / a[c][c] for v in a[c]]
            for r in range(len(inside)):
                if r != c and a[r][c]:
                    a[r] = [v - a[r][c] * t for v, t in zip(a[r], a[c])]
        else:
            x = dict(fixed)
            x.update({k: a[i][-1] for i, k in enumerate(inside)})
            gains = [q[k] + sum(m[k][j] * x[j] for j in range(n)) for k in range(n)]
            if all((0 < x[k] < 1 and gains[k] == 0) or (x[k] == 0 and gains[k] <= 0) or (x[k] == 1 and gains[k] >= 0)
                   for k in range(n)) and [x[k] for k in range(n)] not in answers:   # (a cell inside at 0: again)
                answers.append([x[k] for k in range(n)])
    return answers


@pytest.mark.parametrize("seed", range(60))
def test_the_answer_is_the_one_the_conditions_allow(seed, monkeypatch):
    # the solver allows a few pivots a cell (it has other starts and steps to try): here as many as it takes
    monkeypatch.setattr(full_table, "LEMKE_PIVOTS", 50)
    rng = random.Random(seed)
    n = rng.randint(1, 4)
    a = [[rng.randint(-3, 3) for _ in range(n)] for _ in range(n)]
    # slopes = -(A A^T + I): each gain falls in its own frequency, strictly (one answer)
    slopes = [[-float(sum(a[i][k] * a[j][k] for k in range(n)) + (i == j)) for j in range(n)] for i in range(n)]
    start = [float(rng.randint(-8, 8)) for _ in range(n)]
    near = [rng.choice([0.0, 1.0, 0.3, 0.7]) for _ in range(n)]
    found = full_table._lemke(slopes, start, near)
    (answer,) = brute_force(slopes, start)
    assert found is not None
    assert found == pytest.approx([float(v) for v in answer], abs=1e-9)
