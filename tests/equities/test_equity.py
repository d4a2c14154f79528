"""Equity: the compiled engine against the naive enumerator, Monte Carlo against exact,
reproducibility, threads, and the errors of bad input."""
from __future__ import annotations

import itertools
import math

import pytest

import naive_equity
import reference
from compat_support import import_peer
from pokerbits import equities as eq
from pokerbits import games
from pokerbits._core.common import cards as _cards
from pokerbits._core.walks import equity as _equity
from pokerbits._core.walks import exact_walk as _exact_walk
from pokerbits._core.walks import monte_carlo as _monte_carlo
from pokerbits.equities.plan import EquityPlan

TOLERANCE = 1e-12


def parse_cards(text: str) -> list:
    """'AhKh' or 'Ah Kh' as reference cards."""
    text = text.replace(" ", "")
    return reference.parse(" ".join(text[i:i + 2] for i in range(0, len(text), 2)))


def naive_players(hands: list) -> list:
    """Engine hand specs to the naive enumerator's combo lists (exact cards, or 'a:w, b:w')."""
    out = []
    for text in hands:
        if text == "random":
            out.append([([], 1)])
        else:
            combos = []
            for part in text.split(","):
                cards, _, weight = part.strip().partition(":")
                combos.append((parse_cards(cards), float(weight) if weight else 1))
            out.append(combos)
    return out


def assert_matches_naive(game: str, hands: list, board: str = "", dead: str = "") -> eq.EquityResult:
    spec = games.game(game)
    result = eq.equity(game, hands, board, dead)
    assert result.exact and result.complete and result.seed is None
    expected = naive_equity.enumerate_equity(spec, naive_players(hands), parse_cards(board), parse_cards(dead))
    assert result.deals == expected["deals"]
    for p, player in enumerate(result.players):
        assert player.equity == pytest.approx(float(expected["equity"][p]), abs=TOLERANCE)
        assert player.win == pytest.approx(float(expected["win"][p]), abs=TOLERANCE)
        assert player.tie == pytest.approx(float(expected["tie"][p]), abs=TOLERANCE)
        for i, half in enumerate(spec.halves):
            assert player.halves[half.name] == pytest.approx(float(expected["halves"][i][p]), abs=TOLERANCE)
        assert player.equity_error == player.win_error == player.tie_error == 0.0
    assert sum(p.equity for p in result.players) == pytest.approx(1.0, abs=TOLERANCE)
    return result


# Each case: game, hands, board, dead. Comments say what the case exercises.
EXACT_CASES = [
    ("holdem", ["AhKh", "QsQd"], "2c 7d Th", ""),                     # flop, heads-up
    ("holdem", ["AhKh", "QsQd", "9c9d"], "2h 7h Td", "3s"),           # three players, a dead card
    ("holdem", ["AhKd", "AsKc", "2d3d"], "Qh Jh Tc 4s", ""),          # ties for the straight
    ("holdem", ["2c3d", "4h5s", "6c7s"], "Ah Kh Qh Jh", ""),          # board plays: three-way ties
    ("holdem", ["AhKh", "QsQd"], "2c 7d Th 8s 9s", ""),                # river: one deal
    ("holdem", ["Ah", "QsQd"], "2c 7d Th 8s", ""),                     # a partial hand: one card dealt
    ("holdem", ["AhKh", "random"], "2c 7d Th 8s 3c", ""),             # a random opponent
    ("holdem", ["AhKh:0.5, AcKc, AdKd:2", "QsQd, JsJd:0.25"], "2c 7d Th 8s", ""),  # weighted ranges
    ("holdem", ["AhKh, AcKc", "AhKh, QsQd"], "2c 7d Th 8s", ""),      # ranges that collide
    ("stud", ["As Ad Kc Kd 7h 2s", "Qs Qh Jd Tc 9c 8c 2c"], "", ""),    # Stud: one card to come
    ("stud-hi-lo", ["As 2s 3d 4h Kc Kd", "Qs Qh Jd Tc 9c 8c"], "", ""),  # a low for one player only
    ("stud-hi-lo", ["As 2s 3d 8h Kc Kd", "2c 3c 4d 7h Qs Qd"], "", "5c 6c"),  # lows for both, or neither
    ("stud-hi-lo", ["Ks Kh Qd Jc 9c 9d", "Ts Th Js Qh Kc Ad"], "", ""),  # no low can qualify
    ("stud-hi-lo", ["As 2s 3s 4s 5d Kc Kd", "Ah 2h 3d 4d 5c Qc Qd", "Ks Kh 9c 9d 9h 7c"], "", ""),  # quarters
    ("omaha", ["As Ks 3d Kd", "Ah Qh Jc Tc"], "2h 7h Td", ""),        # exactly 2 + 3, from the flop
    ("omaha-hi-lo", ["As 2s 3d Kd", "Ah Kh 4c 5c"], "2h 7c Td", ""),     # hi/lo from the flop
    ("omaha-hi-lo", ["As 2s Kd Qd", "Ah 2h 4c 5c", "3s 3c 9d 9h"], "4d 7c 8s Td", ""),  # shared lows, 3 players
    ("omaha-hi-lo", ["As 2s 3d 4d", "Ah Kh 5c 6c"], "Kc Qd Jc 2c", ""),  # no low can qualify
    ("omaha5-hi-lo", ["As 2s 3d Kd Qc", "Ah Kh 4c 5c 5h"], "2h 7c Td 8h", ""),
    ("omaha6", ["As Ks 3d Kd 9s 9c", "Ah Qh Jc Tc 8d 7d"], "2h 7h Td 4s", ""),
    ("razz", ["As 2s 3d 4h 9c Kd", "2c 3c 4d 6h 7s Qd"], "", ""),
    ("razz", ["As 2s 3d 4h 5c Kh", "Ac 2c 3c 4d 5d Kd"], "", "6c 6d 6h"),   # wheels tie
]


@pytest.mark.parametrize("game,hands,board,dead", EXACT_CASES)
def test_exact_equals_naive_enumeration(game, hands, board, dead):
    assert_matches_naive(game, hands, board, dead)


def _suited_spots(seed: int, count: int):
    """Hold'em turns and flops, two or three players, most cards of one suit (flushes and the
    fifth card of a suit on the last card), and stud hands of six cards (the last card a player's)."""
    import random
    rng = random.Random(seed)
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
    for i in range(count):
        heavy = rng.choice("cdhs")
        cards = sorted(deck, key=lambda card: (card[1] != heavy and rng.random() < 0.6, rng.random()))
        if i % 4 == 3:
            yield "stud", ["".join(cards[0:6]), "".join(cards[6:12])], ""
        else:
            n_board, n_players = rng.choice((3, 4)), rng.choice((2, 2, 3))
            hands = ["".join(cards[2 * p:2 * p + 2]) for p in range(n_players)]
            yield "holdem", hands, " ".join(cards[2 * n_players:2 * n_players + n_board])


@pytest.mark.parametrize("game, hands, board", list(_suited_spots(17, 12)))
def test_the_last_card_loop_equals_naive_enumeration(game, hands, board):
    # the exact walk values its last card from rank keys (a suit's fifth card by the full kernel)
    # and counts heads-up deals: suit-heavy spots make both ways common
    assert_matches_naive(game, hands, board)


# Ranges whose combo assignments fall into classes (equal up to a permutation of the suits that
# keeps the board and the dead cards): the walk tallies each class once.
CLASS_CASES = [
    ("holdem", ["Ah Kh, As Ks", "Qc Qh, Qc Qs"], "2c 7d 9c", ""),              # hearts and spades swap
    ("holdem", ["Ac Kc, Ad Kd:0.5, Ah Kh:2", "Qs Qc, Qs Qd"], "7c 7d 7h", ""),  # six permutations, weights
    ("holdem", ["Ah Kh, As Ks", "Qc Qd", "9h 8h, 9s 8s"], "2c 7d Tc", ""),      # three players
    ("holdem", ["Ah Kh, As Ks, Kh Qh", "Ks Kc, Qh Qs"], "2c 7d 9c", "Qc"),      # collisions, a dead card
    ("omaha", ["Ah Ad Kh Kd, As Ad Ks Kd", "Qh Qc Jh Jc, Qs Qc Js Jc"], "2c 7d 9c", ""),
]


@pytest.mark.parametrize("game,hands,board,dead", CLASS_CASES)
def test_combo_classes_equal_naive_enumeration(game, hands, board, dead):
    assert EquityPlan(game, hands, board, dead).deal.stripes_by_class
    assert_matches_naive(game, hands, board, dead)


def test_known_values_from_the_rules():
    # the river is dealt: AhKh makes a heart flush, QsQd nothing better than a pair
    result = eq.equity("holdem", ["AhKh", "QsQd"], "2h 7h Th 8s 9s")
    assert [p.equity for p in result.players] == [1.0, 0.0] and result.deals == 1
    # the board plays for both: a split, each a tie
    result = eq.equity("holdem", ["2c3d", "2h3s"], "Ah Kh Qh Jh Th")
    assert [(p.equity, p.win, p.tie) for p in result.players] == [(0.5, 0.0, 1.0)] * 2


def test_preflop_heads_up_exact_counts_every_board():
    result = eq.equity("holdem", ["AhKh", "QsQd"])
    assert result.exact and result.deals == math.comb(48, 5)
    assert sum(p.equity for p in result.players) == pytest.approx(1.0)
    # symmetric hands split every board they do not both... suits never rank
    mirror = eq.equity("holdem", ["AsKs", "QhQc"])
    assert [p.equity for p in mirror.players] == pytest.approx([p.equity for p in result.players], abs=1e-15)


MC_CASES = [
    ("holdem", ["AhKh", "QsQd"], "", ""),
    ("holdem", ["AhKh", "QsQd", "9c9d"], "2h 7h Td", ""),
    ("holdem", ["QQ+, AKs", "AhKh, 76s:0.5"], "Ts 4d 2c", ""),
    ("stud", ["As Ad Kc 7d 6h", "Qs Qh Jd 9c 8c"], "", "Kh 2s"),
    ("stud-hi-lo", ["As 2s 3d 4h 9c", "Ah Kh Kc 8c 7d"], "", ""),
    ("razz", ["As 2s 3d 9h 9c Kh", "4h 5c 6d 7d Kc", "2c 3c 8d 8h Qs Js"], "", ""),
    ("omaha-hi-lo", ["As 2s 3d Kd", "Ah Kh 4c 5c"], "2h 7c", ""),
    ("omaha", ["As Ks 3d Kd", "random"], "2h 7h Td 4s 9c", ""),
]


@pytest.mark.parametrize("game,hands,board,dead", MC_CASES)
def test_monte_carlo_within_four_standard_errors_of_exact(game, hands, board, dead):
    exact = eq.equity(game, hands, board, dead)
    assert exact.exact
    mc = eq.equity(game, hands, board, dead, samples=300_000, seed=2024)
    assert not mc.exact and mc.deals == 300_000 and mc.seed == 2024
    for e, m in zip(exact.players, mc.players):
        assert 0 < m.equity_error < 0.01
        assert abs(m.equity - e.equity) < 4 * m.equity_error
        assert abs(m.win - e.win) < 4 * m.win_error + 1e-12
        assert abs(m.tie - e.tie) < 4 * m.tie_error + 1e-12


def test_seed_reproduces_and_threads_do_not_change_anything():
    args = ("holdem", ["AhKh", "QQ+, AKo", "random"], "2c 7d")
    first = eq.equity(*args, samples=700_000, seed=99)
    again = eq.equity(*args, samples=700_000, seed=99, threads=2)
    other = eq.equity(*args, samples=700_000, seed=100)
    assert first == again
    assert first.players != other.players
    exact1 = eq.equity("holdem", ["AhKh:0.3, AsKs", "QQ+:0.7, AKo"], "2c 7d Th")
    exact2 = eq.equity("holdem", ["AhKh:0.3, AsKs", "QQ+:0.7, AKo"], "2c 7d Th", threads=2)
    assert exact1 == exact2


def test_threads_only_where_they_pay_and_the_same_numbers(monkeypatch):
    """A short exact walk (or one task) runs on one thread whatever `threads` says; a long one
    takes a thread per _THREAD_WORK units; forced onto threads, a short walk gives the same."""
    from pokerbits.equities import plan as plan_module
    small = plan_module.EquityPlan("holdem", ["AhKh", "QsQd", "JcTc"])
    assert small.exact and small.workers(2) == 1 and small.workers(1) == 1
    big = plan_module.EquityPlan("holdem", ["QQ+, AKs", "random"], "2c 7d 9h")
    assert big.exact and big.work > 2 * plan_module._THREAD_WORK and big.workers(2) == 2 and big.workers(1) == 1
    assert plan_module.EquityPlan("holdem", ["AKs", "QQ+"]).workers(4) == 1      # the matchup table: one task
    mc = plan_module.EquityPlan("holdem", ["AhKh", "QsQd"], samples=3 * 262_144, seed=1)
    assert mc.workers(2) == 2 and mc.workers(8) == len(mc.tasks) == 3
    args = ("holdem", ["AhKh", "random"], "2c 7d")   # two stripes, some 2.6 million units
    one = eq.equity(*args)
    assert plan_module.EquityPlan(*args).workers(2) == 1
    monkeypatch.setattr(plan_module, "_THREAD_WORK", 1)
    assert plan_module.EquityPlan(*args).workers(2) == 2
    assert eq.equity(*args, threads=2) == one


MASK64 = 2**64 - 1


def splitmix64(state: int) -> tuple:
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


class Xoshiro256StarStar:
    """xoshiro256** from its published definition, seeded the documented way per chunk."""

    def __init__(self, seed: int, chunk: int):
        _, mixed = splitmix64(chunk)
        state = seed ^ mixed
        self.s = []
        for _ in range(4):
            state, value = splitmix64(state)
            self.s.append(value)

    def next(self) -> int:
        s = self.s
        rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & MASK64  # noqa: E731
        result = (rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def below_of(self, bits: int, n: int) -> int:
        """Lemire's multiply-shift on 32 random bits, drawn again from the top bits of the next
        draws in the rare zone below 2**32 mod n."""
        m = bits * n
        if m & 0xFFFFFFFF < n:
            while m & 0xFFFFFFFF < (2**32 - n) % n:
                m = (self.next() >> 32) * n
        return m >> 32


def _parts(size: int) -> list:
    """The subsets that deal a group of `size` cards: threes, then twos (four: two twos)."""
    out = []
    while size:
        part = size if size <= 2 else (2 if size == 4 else 3)
        out.append(part)
        size -= part
    return out


def _deal_group(rng, free: list, tables: dict, taken: set, size: int, free_left: int) -> list:
    """One group of unknown cards, the documented way: by 2- and 3-card subsets of the free
    cards (in index order), a 32-bit half of a draw each, all again on a clash, where they fit
    together at least 30% of the time; else six bits of a draw at a time (a bit of a card set:
    16 * suit + rank), the first `size` new cards. tables: the k-card subsets of free, by k."""
    parts, fits, before = _parts(size), 1.0, 0
    for part in parts:
        for j in range(part):
            fits *= (free_left - before - j) / (len(free) - j)
        before += part
    if fits >= 0.3:
        while True:
            cards, x = [], 0
            for i, part in enumerate(parts):
                if i % 2 == 0:
                    x = rng.next()
                bits = x >> 32 if i % 2 == 0 else x & 0xFFFFFFFF
                cards += tables[part][rng.below_of(bits, len(tables[part]))]
            if len(set(cards)) == size and not set(cards) & taken:
                return cards
    cards = []
    while len(cards) < size:
        x = rng.next()
        for f in range(10):
            bit = (x >> (6 * f)) & 63
            card = (bit % 16 + 2, bit // 16)
            if bit % 16 < 13 and card not in taken and card not in cards and len(cards) < size:
                cards.append(card)
    return cards


def documented_thresholds(weights: list) -> list:
    """A player's cumulative thresholds of 2**53, as docs/equity.md defines them: the weights
    divided by the largest, summed in order; floor(2**53 * running sum / sum), except that
    the last, and any that rounding takes to 2**53 or past, is 2**53."""
    top = max(weights)
    shares = [w / top for w in weights]
    total = 0.0
    for w in shares:
        total += w
    scale, running, cuts = 2.0 ** 53 / total, 0.0, []
    for w in shares:
        running += w
        cuts.append(min(int(running * scale), 2**53))
    return cuts[:-1] + [2**53]


def test_documented_thresholds_of_weights():
    assert documented_thresholds([1.0, 2.0, 1.0]) == [2**51, 3 * 2**51, 2**53]
    assert documented_thresholds([5e307, 1e308]) == [3002399751580330, 2**53]
    assert documented_thresholds([0.1] * 10)[-1] == 2**53


def twin_monte_carlo(hole: list, board: list, samples: int, seed: int, hole_cards: int = 2,
                     board_cards: int = 5, ranged: tuple = ()) -> list:
    """The documented sampler in Python (high, all of a player's cards and the board): per chunk
    of 65,536 deals a fresh stream; each deal completes the hands in seat order, then the
    board, a group of cards each (_deal_group). With `ranged` (a player whose hand in `hole`
    is ignored, his combos as reference cards and their weights), the chunk is first split into
    runs, one per combo, by systematic sampling on the thresholds of the weights with a 53-bit
    offset drawn first; the run's combo is that player's hand. Returns each player's pot share
    summed over the deals, in units of 1/5040 of a pot."""
    player, combos, weights = ranged or (None, [[]], [1.0])
    cuts = documented_thresholds(weights)
    held = set(c for p, hand in enumerate(hole) if p != player for c in hand) | set(board)
    free = [(rank, suit) for suit in range(4) for rank in range(2, 15) if (rank, suit) not in held]
    tables = {k: list(itertools.combinations(free, k)) for k in (1, 2, 3)}
    totals = [0] * len(hole)
    chunk_size = eq.MC_CHUNK
    for chunk in range(-(-samples // chunk_size)):
        rng = Xoshiro256StarStar(seed, chunk)
        size = min(chunk_size, samples - chunk * chunk_size)
        offset = rng.next() >> 11 if ranged else 0
        ends = [(size * cut + offset) >> 53 for cut in cuts] if ranged else [size]
        for c, end in enumerate(ends):
            for _ in range(end - (ends[c - 1] if c else 0)):
                hands = [list(combos[c]) if p == player else list(h) for p, h in enumerate(hole)] + [list(board)]
                taken = held | set(combos[c])
                free_left = len(free) - len(combos[c])
                for who, size_ in enumerate([hole_cards - len(h) for h in hands[:-1]] + [board_cards - len(board)]):
                    if size_:
                        cards = _deal_group(rng, free, tables, taken, size_, free_left)
                        hands[who] += cards
                        taken |= set(cards)
                        free_left -= size_
                keys = [reference.high(h + hands[-1]) for h in hands[:-1]]
                winners = [p for p, k in enumerate(keys) if k == max(keys)]
                for p in winners:
                    totals[p] += 5040 // len(winners)
    return totals


def test_monte_carlo_follows_the_documented_stream():
    """What a seed gives is defined by the algorithm, so it is the same on every platform:
    a Python twin of the PRNG and the dealing reproduces the engine's tallies exactly."""
    hole = [reference.parse("Ah Kh"), reference.parse("Qs")]
    board = reference.parse("Tc 2d")
    result = eq.equity("holdem", ["AhKh", "Qs"], "Tc 2d", samples=300, seed=12345)
    expected = twin_monte_carlo(hole, board, 300, 12345)
    assert [round(p.equity * 300 * 5040) for p in result.players] == expected
    # seven stud hands, 49 cards: the last ones' cards are dealt six bits at a time
    hands = ["As Kd", "2c 2d 9h"] + ["random"] * 5
    result = eq.equity("stud", hands, samples=40, seed=77)
    expected = twin_monte_carlo([reference.parse(h) for h in hands[:2]] + [[]] * 5, [], 40, 77, 7, 0)
    assert [round(p.equity * 40 * 5040) for p in result.players] == expected


@pytest.mark.parametrize("board", ["", "Tc 2d 9s"])
def test_monte_carlo_deals_one_range_in_runs_as_documented(board):
    """One range is dealt in runs of its combos by systematic sampling: the twin, told the
    combos and weights, reproduces the engine's tallies and each combo's deals."""
    plan = EquityPlan("holdem", ["AhKh", "QQ:0.5, AKs, 98s:2"], board, samples=300, seed=99)
    combos = [reference.parse(" ".join(_cards.card_strings(cs))) for cs in plan.combo_sets[1]]
    weights = [plan.hands[1].combos[cs] for cs in plan.combo_sets[1]]
    result = plan.run()
    expected = twin_monte_carlo([reference.parse("Ah Kh"), []], reference.parse(board) if board else [], 300, 99,
                                ranged=(1, combos, weights))
    tally = plan.tasks[0].run()
    deals = [d for d, _ in _equity.combo_sums_of(plan.deal, tally, 1)]
    cuts = documented_thresholds(weights)
    assert all(abs(d - 300 * (cut - (cuts[c - 1] if c else 0)) / 2**53) < 1 for c, (d, cut) in enumerate(zip(deals, cuts)))
    assert [round(p.equity * 300 * 5040) for p in result.players] == expected


def test_samples_none_switches_to_monte_carlo_when_too_big():
    result = eq.equity("holdem", ["AhKh", "random", "random"], seed=5)
    assert not result.exact and result.deals == eq.DEFAULT_SAMPLES


def test_samples_none_is_exact_where_the_walk_takes_seconds(monkeypatch):
    # three ranges: 62 x 34 x 6 = 12,648 assignments of combos (many share a card), 418 classes. The walk
    # deals one assignment of each, the board by ranks (a measured share of the cost), so the
    # prediction is far below the plain count, which alone is over the limit
    from pokerbits.equities import matchups
    from pokerbits.equities import plan as planning

    monkeypatch.setattr(matchups, "IN_USE", False)   # the walk's plans (heads-up preflop reads the tables)

    plan = EquityPlan("holdem", ["TT+, AQs+, AQo+", "QQ+, AKs, AKo", "TT"])
    assert plan.deal.board_by_ranks
    assert plan.exact and plan.evaluations * planning._BOARD_RANK_COST[5] > eq.EXACT_LIMIT >= plan.work
    per_class = plan.evaluations * planning._BOARD_RANK_COST[5] / math.prod(map(len, plan.combo_sets))
    assert plan.work == pytest.approx(per_class * _exact_walk.count_classes(plan.deal, 10**4), rel=1e-12)
    assert plan.work > per_class * 400    # (not fewer classes than there are)
    # two ranges, a range and a random hand, a hand and a random one: a second or three
    assert EquityPlan("holdem", ["QQ+, AKs", "22+, A2s+, KTo+"]).exact
    assert EquityPlan("holdem", ["QQ+, AKs, AQo+", "random"]).exact
    assert EquityPlan("holdem", ["AhKh", "random"]).exact
    # a sample count always runs Monte Carlo; short deck deals the board by classes, not ranks
    assert not EquityPlan("holdem", ["QQ+, AKs", "22+, A2s+, KTo+"], samples=1000).exact
    short = EquityPlan("short-deck", ["AhKh", "9s9d"])
    assert not short.deal.board_by_ranks and short.work == short.evaluations
    assert EquityPlan("stud", ["AsKsQsJd", "7h7d2c3c"]).work == EquityPlan("stud", ["AsKsQsJd", "7h7d2c3c"]).evaluations


@pytest.mark.parametrize("hands,board,dead", [
    (["AhKh", "random"], "Ts", ""),              # 1,176 combos, 721 classes
    (["AhKh", "QsQd", "random"], "Th", "2c"),    # three players; Qs Qd swap (the board fixes h, not s or d)
    (["AKs", "random"], "", ""),                 # a range and the random hand: classes of both
    (["7s6s", "random"], "", ""),
])
def test_a_random_hand_walked_as_the_range_of_every_combo_gives_the_same_numbers(hands, board, dead, monkeypatch):
    from pokerbits.equities import matchups
    from pokerbits.equities import plan as planning

    monkeypatch.setattr(matchups, "IN_USE", False)   # the walk's ways (heads-up preflop reads the tables)

    as_range = EquityPlan("holdem", hands, board, dead)
    assert as_range.exact and len(as_range.combo_sets[-1]) > 1000 and as_range.deal.combo_counts[-1] > 1000
    walked = eq.equity("holdem", hands, board, dead)
    monkeypatch.setattr(planning, "RANDOM_AS_RANGE", 0)    # the random hand's cards dealt one by one
    assert len(EquityPlan("holdem", hands, board, dead).combo_sets[-1]) == 1
    dealt = eq.equity("holdem", hands, board, dead)
    assert walked.deals == dealt.deals
    assert walked.players[-1].combos == ()   # random: no breakdown by combo, as ever
    for a, b in zip(walked.players, dealt.players):
        assert (a.hand, a.combo_count, len(a.combos)) == (b.hand, b.combo_count, len(b.combos))
        for x, y in zip(a.combos, b.combos):
            assert x.cards == y.cards and (x.weight, x.equity) == pytest.approx((y.weight, y.equity), abs=1e-12)
        assert (a.equity, a.win, a.tie) == pytest.approx((b.equity, b.win, b.tie), abs=1e-12)


def test_a_random_hand_stays_dealt_card_by_card_where_classes_do_not_pay():
    # a small walk, no suit symmetry left, a board walk by classes of 1-2 cards, or Monte Carlo
    # outside Hold'em or with many hands to draw at once (three random, or four with ranges and one random)
    for game, hands, board, kw in (("holdem", ["AhKh", "random"], "Ts 4d", {}),
                                   ("holdem", ["AhKh", "QsQd", "random"], "Ts", {}),
                                   ("holdem", ["random", "random"], "Ts 4d 2c 9h", {}),
                                   ("omaha", ["AhKhQdJd", "random"], "", {"samples": 1000}),
                                   ("holdem", ["AhKh", "random", "random", "random"], "", {"samples": 1000}),
                                   ("holdem", ["AhKh", "QQ+", "AK", "JJ", "random"], "", {"samples": 1000})):
        plan = EquityPlan(game, hands, board, **kw)
        assert [len(combos) for combos in plan.combo_sets][-1] == 1, hands
    assert EquityPlan("holdem", ["QQ+, AKs", "random"]).exact    # preflop: exact as a range, in a second or two


@pytest.mark.parametrize("hands, board", [(["AhKh", "random"], ""), (["QQ+, AKs", "random"], "2c 7d Th"),
                                          (["random", "AhKh", "random"], "Ts 9s"),
                                          (["AsKs", "random", "QQ+"], "Qs 4d 2c 9h")])
def test_monte_carlo_draws_a_random_holdem_hand_as_a_range_of_every_combo_left(hands, board):
    """The same deals as dealing its two cards: the equities agree with the exact walk's, and the
    random hand still shows no combos."""
    plan = EquityPlan("holdem", hands, board, samples=400_000, seed=3)
    left = 52 - 2 * sum(1 for h in hands if len(h) == 4) - len(board.split())
    for p, hand in enumerate(hands):
        if hand == "random":
            assert len(plan.combo_sets[p]) == math.comb(left, 2)
    mc, exact = plan.run(), eq.equity("holdem", hands, board)
    for m, e in zip(mc.players, exact.players):
        assert abs(m.equity - e.equity) < 5 * m.equity_error + 1e-12, (hands, board)
        if m.hand == "random":
            assert m.combos == ()


def test_result_fields():
    result = eq.equity("holdem", ["AhKh", "QsQd"], "2c 7d Th")
    player = result.players[0]
    assert player.hand == "AhKh" and player.combo_count == 1
    assert player.scoop == player.win and player.high == player.equity and player.low is None
    assert result.board == ("2c", "7d", "Th") and result.dead == ()   # as given
    assert result.equities == [p.equity for p in result.players]


@pytest.mark.parametrize("hands,board,dead,message", [
    (["AhKh"], "", "", "2 to 10 players"),
    (["AhKh"] * 11, "", "", "2 to 10 players"),
    (["AhKh", "AhQd"], "", "", "duplicate card Ah: player 1 and player 2"),
    (["AhKh", "QsQd"], "Ah 2c 3d", "", "duplicate card Ah: the board and player 1"),
    (["AhKh", "QsQd"], "", "Qs", "duplicate card Qs: the dead cards and player 2"),
    (["AhKh", "AA"], "Ad As", "", "player 2: no hand of 'AA' is left"),
    (["AhKh", "QsQdJc"], "", "", "player 2: Texas Hold'em deals 2 cards to each player, got 3"),
    (["AhKh", "QsQd"], "2c 3c 4c 5c 6c 7c", "", "a board of 5 cards, got 6"),
    (["AhKh", "QsQx"], "", "", "player 2: range part 'QsQx': .*the pattern has 3"),   # Qs, Q and a wildcard
    (["AhKh", "AKs:0"], "", "", "weight must be a positive number"),
    (["AA", "AA", "AA"], "", "", "every choice of hands shares a card"),
    (["AA, KK, QQ"] * 10, "", "", "every choice of hands shares a card"),   # 18**10 choices: no search
])
def test_bad_input_is_a_value_error_naming_the_problem(hands, board, dead, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        eq.equity("holdem", hands, board, dead)


def test_bad_arguments():
    with pytest.raises(ValueError, match="unknown game"):
        eq.equity("holdem-hi-lo", ["AhKh", "QsQd"])
    with pytest.raises(TypeError, match="one hand or range per player"):
        eq.equity("holdem", "AhKh QsQd")
    for samples in (0, -5, 2**64):
        with pytest.raises(ValueError, match="samples must be an int from 1 to"):
            eq.equity("holdem", ["AhKh", "QsQd"], samples=samples)
    for samples in (1.5, True):   # the one whole-number check: not an integer is a TypeError
        with pytest.raises(TypeError, match="samples must be a whole number"):
            eq.equity("holdem", ["AhKh", "QsQd"], samples=samples)
    with pytest.raises(ValueError, match="threads must be at least 1"):
        eq.equity("holdem", ["AhKh", "QsQd"], threads=0)
    with pytest.raises(TypeError, match="seed must be a whole number"):
        eq.equity("holdem", ["AhKh", "QsQd"], samples=10, seed=1.5)
    with pytest.raises(ValueError, match="has no board"):
        eq.equity("stud", ["As Ad", "Ks Kd"], board="2c 3c 4c")
    with pytest.raises(ValueError, match="at most 8 players even with a common card"):
        eq.equity("stud", ["random"] * 9)   # eight play with the common card (tests/equities/test_rules_equity.py)


PEER_CASES = [("AhKh", "QsQd"), ("7c2d", "7h2s")]


@pytest.mark.slow
@pytest.mark.parametrize("first,second", PEER_CASES)
def test_preflop_heads_up_equals_a_full_enumeration_with_phevaluator(first, second):
    """All 1,712,304 boards, each hand evaluated by phevaluator (lower rank is better)."""
    from itertools import combinations

    phevaluator = import_peer("phevaluator")
    evaluate = phevaluator.evaluate_cards
    ids = {c: phevaluator.Card(c).id_ for c in (a + b for a in "23456789TJQKA" for b in "cdhs")}
    hole = [[ids[h[i:i + 2]] for i in (0, 2)] for h in (first, second)]
    rest = [card for card in ids.values() if card not in hole[0] + hole[1]]
    wins, ties, total = [0, 0], 0, 0
    for board in combinations(rest, 5):
        a, b = evaluate(*hole[0], *board), evaluate(*hole[1], *board)
        total += 1
        if a == b:
            ties += 1
        else:
            wins[a > b] += 1
    result = eq.equity("holdem", [first, second])
    assert result.exact and result.deals == total == 1_712_304
    for p, player in enumerate(result.players):
        assert player.win == wins[p] / total
        assert player.tie == ties / total
        assert player.equity == pytest.approx((wins[p] + ties / 2) / total, abs=1e-15)




def player(*combos, need=0):
    cs = [int(c) for c in combos] or [0]
    return (cs, [1.0] * len(cs), need)


@pytest.mark.parametrize("halves,board,need,dead,players,message", [
    ([], 0, 5, 0, [player(3), player(12)], "1 to 2 halves"),
    ([(0, False)] * 3, 0, 5, 0, [player(3), player(12)], "1 to 2 halves"),
    ([(99, False)], 0, 5, 0, [player(3), player(12)], "unknown kernel id 99"),
    ([(0, False)], 0, 5, 0, [player(3)] * 11, "1 to 10 players"),
    ([(0, False)], 1 << 13, 5, 0, [player(3), player(12)], "outside the 52 cards"),
    ([(0, False)], 1, 5, 1, [player(6), player(24)], "both on the board and dead"),
    ([(0, False)], 0, -1, 0, [player(3), player(12)], "must not be negative"),
    ([(0, False)], 0, 5, 0, [player(3), player(3 << 1)], "already held by another player"),
    ([(0, False)], 0, 5, 0, [player(3), player(12, 5)], "holds a card of a fixed hand"),
    ([(0, False)], 0, 5, 0, [player(3), player(12, 16)], "combos of different sizes"),
    ([(0, False)], 0, 5, 0, [player(3), ([], [], 0)], "must match and not be empty"),
    ([(0, False)], 0, 5, 0, [player(3), ([12], [0.0], 0)], "weights must be positive"),
    ([(0, False)], 0, 5, 0, [player(3), ([12, 48], [1.0, float("nan")], 0)], "weights must be positive"),
    ([(0, False)], 0, 5, 0, [player(3), ([12, 48], [1.0, float("inf")], 0)], "weights must be positive"),
    ([(0, False)], 0, 5, 0, [player(3), ([12, 48], [1e-300, 1e300], 0)], "underflows to 0"),
    ([(0, False)], 0, 5, 0, [player(3), player(12, need=-2)], "must not be negative"),
    ([(0, False)], 0, 5, 0, [player(need=7)] * 7, "needs 54 cards"),
])
def test_engine_rejects_bad_deals(halves, board, need, dead, players, message):
    with pytest.raises(ValueError, match=message):
        _equity.Deal(halves, board, need, dead, players)


def test_engine_reads_each_column_once_and_checks_it():
    """The deal reads combos and weights into one block sized by len(): a float card
    set, or a column whose iteration disagrees with its len(), is an error, not a short read."""
    class Liar(list):
        def __len__(self):
            return 1

    for bad, error in [(([12.0], [1.0], 0), TypeError), (([-12], [1.0], 0), OverflowError),
                       ((Liar([12, 48]), [1.0], 0), ValueError), (([12], ["a"], 0), TypeError)]:
        with pytest.raises(error):
            _equity.Deal([(0, False)], 0, 5, 0, [player(3), bad])
    deal = _equity.Deal([(0, False)], 0, 5, 0, [player(3), (range(12, 13), (1,), 0)])
    assert deal.combo_counts == (1, 1) and _exact_walk.enumerate_stripe(deal, 0, 1, 0)[0] > 0


def test_engine_rejects_bad_chunks():
    deal = _equity.Deal([(0, False)], 0, 5, 0, [player(3), player(12)])
    for call in (lambda: _exact_walk.count_nodes(deal, 99), lambda: _exact_walk.enumerate_stripe(deal, 99, 1, 0),
                 lambda: _exact_walk.enumerate_stripe(deal, 0, 2, 2), lambda: _monte_carlo.monte_carlo(deal, 1, -1, 0, 1)):
        with pytest.raises(ValueError):
            call()
    assert _monte_carlo.monte_carlo(deal, 1, 10, 5, 3)[0] == 0      # chunks past the end: nothing
    assert _monte_carlo.monte_carlo(deal, 1, 2**62, 2**62, 3)[0] == 0
    assert _monte_carlo.monte_carlo(deal, 1, 70_000, 0, 2**20)[0] == 70_000
    with pytest.raises(ValueError, match="chunks per call"):
        _monte_carlo.monte_carlo(deal, 1, 10, 0, 2**20 + 1)


def random_case(seed: int):
    """A small random problem: a game, 2 or 3 players with exact, partial or weighted hands,
    and a board (or Stud hands) dealt far enough that the naive enumerator stays quick."""
    import random

    rng = random.Random(seed)
    key = rng.choice(["holdem", "holdem", "omaha-hi-lo", "stud", "stud-hi-lo", "razz"])
    game = games.game(key)
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    rng.shuffle(deck)
    n_players = rng.choice([2, 3]) if game.board_cards else 2
    board = [deck.pop() for _ in range(4 if game.board_cards else 0)]
    hands = []
    for p in range(n_players):
        if game.board_cards and p == 1 and rng.random() < 0.5:        # a small weighted range
            combos = ["".join(deck.pop() for _ in range(game.hole_cards)) for _ in range(2)]
            hands.append(", ".join(f"{c}:{rng.choice([0.5, 1, 3])}" for c in combos))
            continue
        known = game.hole_cards - (1 if not game.board_cards or rng.random() < 0.3 else 0)
        hands.append(" ".join(deck.pop() for _ in range(known)))
    dead = " ".join(deck.pop() for _ in range(rng.choice([0, 2])))
    return key, hands, " ".join(board), dead


@pytest.mark.parametrize("seed", range(12))
def test_random_small_problems_equal_naive_enumeration(seed):
    key, hands, board, dead = random_case(seed)
    assert_matches_naive(key, hands, board, dead)


def test_a_range_down_to_one_combo_plays_as_that_hand():
    # AsAd leaves AA only AcAh; AcKc and AhKh then leave KK,AKs (once refused by the core)
    assert (eq.equity("holdem", ["AA", "KK,AKs", "AsAd"], samples=20_000, seed=1).equities
            == eq.equity("holdem", ["AcAh", "KK", "AsAd"], samples=20_000, seed=1).equities)
    with pytest.raises(ValueError, match="player 2: no hand of 'AA' is left"):
        eq.equity("holdem", ["AA", "AA", "AsAd"], samples=1000, seed=1)
