"""The matchup tables: their classes against a naive orbit count (Burnside) and naive least
members, sample classes against a plain enumeration of every board, the whole of each table
against the exact walk in a slow test (a fresh build, byte for byte), the files' checks, and
equity() with and without the tables equal on many random heads-up problems."""
from __future__ import annotations

import math
import random
import subprocess
import sys
from array import array
from functools import lru_cache
from itertools import chain, combinations, permutations

import pytest
from interrupts import ctrl_c_after

import pokerbits
from pokerbits import games
from pokerbits._core.common.cards import cards
from pokerbits._core.kernels.batch import KERNEL_IDS
from pokerbits._core.tables import matchups as core
from pokerbits.equities import deal, matchups, plan
from pokerbits.equities.tables import equity_table

GAMES = {"holdem": "high", "short-deck": "short_deck", "short-deck-triton": "short_deck_triton"}
DECKS = {"holdem": 0x1FFF1FFF1FFF1FFF, "short-deck": 0x1FF01FF01FF01FF0, "short-deck-triton": 0x1FF01FF01FF01FF0}


def deck_cards(deck: int) -> list:
    return [1 << b for b in range(64) if deck >> b & 1]


def permuted(cs: int, perm: tuple) -> int:
    """cs with suit s (the 16-bit lane s) moved to suit perm[s]."""
    return sum(((cs >> (16 * s)) & 0x1FFF) << (16 * perm[s]) for s in range(4))


PERMS = list(permutations(range(4)))


def naive_classes(deck: int) -> int:
    """The orbits of ordered pairs of disjoint two-card hands under the 24 suit permutations, by
    Burnside's lemma: the average over the permutations of the pairs each one leaves as they are."""
    hands = [a | b for a, b in combinations(deck_cards(deck), 2)]
    fixed = 0
    for perm in PERMS:
        kept = [h for h in hands if permuted(h, perm) == h]
        fixed += sum(1 for a in kept for b in kept if not a & b)
    assert fixed % 24 == 0
    return fixed // 24


@pytest.mark.parametrize("game", ["holdem", "short-deck"])
def test_the_classes_are_the_orbits(game):
    index = matchups._index(DECKS[game])
    assert index.classes == naive_classes(DECKS[game]) == {"holdem": 93_769, "short-deck": 20_313}[game]
    assert index.combos == math.comb(len(deck_cards(DECKS[game])), 2)
    assert index.hero_classes == {"holdem": 169, "short-deck": 81}[game]
    assert index.boards == math.comb(len(deck_cards(DECKS[game])) - 4, 5)


def test_least_members_are_the_least_and_in_order():
    index = matchups._index(DECKS["short-deck"])
    pairs = index.least_pairs()
    assert pairs == sorted(pairs) and len(set(pairs)) == len(pairs)
    for hero, villain in pairs:      # the least of its orbit, the hero compared first
        assert min((permuted(hero, p), permuted(villain, p)) for p in PERMS) == (hero, villain)
        assert index.class_of(hero, villain) == pairs.index((hero, villain))


def test_class_of_names_each_orbit_once_and_the_reverse_turns_it_round():
    rng = random.Random(7)
    for game in ("holdem", "short-deck"):
        index = matchups._index(DECKS[game])
        pairs, reverse = index.least_pairs(), index.reversed_classes()
        assert all(reverse[reverse[o]] == o for o in range(index.classes))
        hands = [a | b for a, b in combinations(deck_cards(DECKS[game]), 2)]
        for hero in rng.sample(hands, 6):
            seen: dict = {}
            for villain in hands:
                if hero & villain:
                    continue
                least = min((permuted(hero, p), permuted(villain, p)) for p in PERMS)
                o = index.class_of(hero, villain)
                assert pairs[o] == least and seen.setdefault(least, o) == o
                assert index.class_of(villain, hero) == reverse[o]


def test_class_of_refuses_bad_hands():
    index = matchups._index(DECKS["short-deck"])
    with pytest.raises(ValueError, match="share a card"):
        index.class_of(cards("Ah Kh"), cards("Ah Qd"))
    with pytest.raises(ValueError, match="the villain is not two cards of the deck"):
        index.class_of(cards("Ah Kh"), cards("2c 3d"))      # no deuce in the short deck
    with pytest.raises(ValueError, match="the hero is not two cards"):
        index.class_of(cards("Ah Kh Qh"), cards("Jc Td"))
    with pytest.raises(ValueError, match="the same ranks"):
        core.MatchupIndex(0x1FFF1FFF1FFF1FF0)
    with pytest.raises(ValueError, match="9 to 52 cards"):
        core.MatchupIndex(0x7)


@lru_cache(maxsize=None)
def board_indexes(n: int):
    """Every 5 of n card positions, one row each (numpy)."""
    numpy = pytest.importorskip("numpy")
    flat = numpy.fromiter(chain.from_iterable(combinations(range(n), 5)), dtype=numpy.int8, count=5 * math.comb(n, 5))
    return flat.reshape(-1, 5)


def plain_counts(game: str, hero: int, villain: int) -> tuple:
    """(hero wins, ties, villain wins) over every board of five of the cards left, listed by
    itertools, each seven-card hand valued by the batch evaluator (no walk, no classes)."""
    numpy = pytest.importorskip("numpy")
    rest = numpy.array([c for c in deck_cards(DECKS[game]) if not c & (hero | villain)], dtype=numpy.uint64)
    boards = numpy.bitwise_or.reduce(rest[board_indexes(len(rest))], axis=1)
    system = GAMES[game]
    a = pokerbits.evaluate_many(system, boards | numpy.uint64(hero))
    b = pokerbits.evaluate_many(system, boards | numpy.uint64(villain))
    return int((a > b).sum()), int((a == b).sum()), int((a < b).sum())


def sample_classes(game: str, count: int, seed: int) -> list:
    index = matchups._index(DECKS[game])
    rng = random.Random(seed)
    picks = {0, index.classes - 1} | set(rng.sample(range(index.classes), count))
    return [index.least_pairs()[o] for o in sorted(picks)]


@pytest.mark.parametrize("game,count", [("holdem", 6), ("short-deck", 6), ("short-deck-triton", 6)])
def test_sample_classes_against_every_board(game, count):
    table = matchups.matchup_table(game)
    for hero, villain in sample_classes(game, count, 11):
        assert table.counts_of(hero, villain) == plain_counts(game, hero, villain)


@pytest.mark.slow
@pytest.mark.parametrize("game,count", [("holdem", 300), ("short-deck", 150), ("short-deck-triton", 150)])
def test_more_classes_against_every_board(game, count):
    table = matchups.matchup_table(game)
    for hero, villain in sample_classes(game, count, 12):
        assert table.counts_of(hero, villain) == plain_counts(game, hero, villain)


def test_counts_are_the_same_for_a_pair_and_its_suit_permutations():
    table = matchups.matchup_table("holdem")
    rng = random.Random(4)
    hands = [a | b for a, b in combinations(deck_cards(DECKS["holdem"]), 2)]
    for _ in range(200):
        hero, villain = rng.sample(hands, 2)
        if hero & villain:
            continue
        perm = rng.choice(PERMS)
        wins, ties, losses = table.counts_of(hero, villain)
        assert table.counts_of(permuted(hero, perm), permuted(villain, perm)) == (wins, ties, losses)
        assert table.counts_of(villain, hero) == (losses, ties, wins)
        assert wins + ties + losses == math.comb(48, 5)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["holdem", "short-deck", "short-deck-triton"])
def test_a_fresh_build_by_the_walk_is_the_shipped_file(game):
    from importlib import resources

    system = GAMES[game]
    wins = matchups.build_matchup_table(game, threads=2)
    assert wins == matchups.shipped_wins(system)
    shipped = resources.files("pokerbits._core.tables").joinpath(matchups.TABLES[system][1]).read_bytes()
    assert matchups.encode(game, wins) == shipped          # byte for byte


def test_a_chunk_of_the_build_is_the_shipped_counts():
    # the builder's walk on a few classes and their reverses (the whole build: the slow test above)
    index = matchups._index(DECKS["short-deck"])
    reverse, pairs = index.reversed_classes(), index.least_pairs()
    part = [o for o in range(0, index.classes, 1500) if o <= reverse[o]]
    shipped = matchups.shipped_wins("short_deck")
    assert matchups.chunk_wins("short-deck", [pairs[o] for o in part]) == [(shipped[o], shipped[reverse[o]]) for o in part]


def test_build_refuses_bad_arguments():
    with pytest.raises(ValueError, match="threads must be at least 1"):
        matchups.build_matchup_table("holdem", threads=0)
    with pytest.raises(ValueError, match="has no matchup table"):
        matchups.build_matchup_table("omaha")
    with pytest.raises(ValueError, match="has no matchup table"):
        matchups.matchup_table("razz")


def test_the_class_table_is_the_matchup_tables_sums():
    # sample cells of the 169 x 169 class table (made by group_wins) against sums of counts_of over
    # every pair of combos of the two classes (the class table against its own board walk: test_preflop)
    from pokerbits.equities import preflop

    table = matchups.matchup_table("holdem")
    rng = random.Random(9)
    for _ in range(12):
        a, b = rng.randrange(169), rng.randrange(169)
        first = pokerbits.ranges.parse(preflop.class_name(a))
        second = pokerbits.ranges.parse(preflop.class_name(b))
        wins = sum(table.counts_of(x, y)[0] for x in first for y in second if not x & y)
        assert preflop.preflop_table().wins[169 * a + b] == wins


def test_group_wins_refuses_bad_groups():
    table = matchups.matchup_table("short-deck")
    with pytest.raises(ValueError, match="one group per combo"):
        table.group_wins(array("i", [0] * 10), 1)
    with pytest.raises(ValueError, match="group 2 is not 0 to 1"):
        table.group_wins(array("i", [2] * table.index.combos), 2)
    with pytest.raises(ValueError, match="groups must be 1 to"):
        table.group_wins(array("i", [0] * table.index.combos), 0)
    total = table.group_wins(array("i", [0] * table.index.combos), 1)
    assert total == [sum(table.counts_of(h, v)[0] for h in table.index.combo_cards()
                         for v in table.index.combo_cards() if not h & v)]


# the files: header, checksum, counts


def test_packed_counts_round_trip():
    rng = random.Random(2)
    counts = array("I", [rng.choice([0, 1, 127, 128, 2**21, 2**32 - 1, rng.randrange(2**32)]) for _ in range(2000)])
    assert core.unpack_counts(core.pack_counts(counts), len(counts)) == counts
    assert core.unpack_counts(b"", 0) == array("I")


@pytest.mark.parametrize("packed,n,message", [
    (b"\x02\x02", 3, "cut short"),
    (b"\x02\x02\x02", 2, "left over"),
    (b"\x03", 1, "out of range"),                   # -1
    (b"\x80\x80\x80\x80\x20", 1, "out of range"),   # 2**32
    (b"\x80\x80\x80\x80\x80\x80\x01", 1, "damaged"),
    (b"\x02", -1, "not negative"),
])
def test_bad_packed_counts(packed, n, message):
    with pytest.raises(ValueError, match=message):
        core.unpack_counts(packed, n)


def test_a_file_is_checked_when_read():
    blob = matchups.TABLES["short_deck"][1]
    from importlib import resources

    data = resources.files("pokerbits._core.tables").joinpath(blob).read_bytes()
    assert matchups.decode(data, "short_deck") == matchups.shipped_wins("short_deck")
    with pytest.raises(ValueError, match="not a pokerbits matchup table"):
        matchups.decode(b"junk", "short_deck")
    with pytest.raises(ValueError, match="another game"):
        matchups.decode(data, "short_deck_triton")
    with pytest.raises(ValueError, match="cut short or damaged"):
        matchups.decode(data[:-100], "short_deck")
    head, digest, rest = data.split(b"\n", 3)[1:]
    magic = matchups.MAGIC
    bad_digest = bytes([digest[0] ^ 1]) + digest[1:]
    with pytest.raises(ValueError, match="fail their checksum"):
        matchups.decode(magic + head + b"\n" + bad_digest + b"\n" + rest, "short_deck")
    wins = matchups.shipped_wins("short_deck")
    wins[5] += 1
    with pytest.raises(ValueError, match="fail their checksum"):   # counts changed under the digest
        matchups.decode(magic + head + b"\n" + digest + b"\n" + matchups.encode("short-deck", wins).split(b"\n", 3)[3],
                        "short_deck")
    with pytest.raises(ValueError, match="holds 20,313 counts, got 3"):
        matchups.encode("short-deck", [1, 2, 3])


def test_a_table_refuses_counts_that_cannot_be():
    index = matchups._index(DECKS["short-deck"])
    wins = matchups.shipped_wins("short_deck")
    with pytest.raises(ValueError, match="holds 20,313 counts, got 20,312"):
        core.MatchupTable(index, KERNEL_IDS["short_deck"], wins[:-1])
    reverse = index.reversed_classes()
    o = next(o for o in range(index.classes) if reverse[o] != o)
    wins[o] = index.boards - wins[reverse[o]] + 1
    with pytest.raises(ValueError, match=f"matchup class {o}: more wins than boards"):
        core.MatchupTable(index, KERNEL_IDS["short_deck"], wins)


# equity(): the tables answer heads-up preflop problems with the walk's numbers


RANKS = "AKQJT98765432"


def random_hand(rng: random.Random, game: str, dyadic: bool) -> str:
    """Exact cards, some of them, 'random', a range of a few parts with weights (powers of two
    when `dyadic`: the walk's sums of their products are exact), or one combo as a range."""
    ranks = RANKS if game == "holdem" else RANKS[:9]
    deck = [r + s for r in ranks for s in "cdhs"]
    weights = ["0.5", "0.25", "2"] if dyadic else ["0.3", "0.7", "3"]
    kind = rng.choice(["cards", "cards", "range", "range", "range", "random", "partial", "one"])
    if kind == "cards":
        return "".join(rng.sample(deck, 2))
    if kind == "partial":
        return rng.choice(deck)
    if kind == "random":
        return "random"
    if kind == "one":
        return "".join(rng.sample(deck, 2)) + ":" + rng.choice(weights)
    parts = []
    for _ in range(rng.randint(1, 4)):
        a, b = sorted(rng.sample(range(len(ranks)), 2))
        part = rng.choice([ranks[a] * 2, ranks[a] + ranks[b] + "s", ranks[a] + ranks[b] + "o", ranks[a] + ranks[b]])
        part += rng.choice(["", "", "+"])
        parts.append(part + rng.choice(["", "", ":" + rng.choice(weights)]))
    return ", ".join(parts)


def both_ways(game: str, hands: list, monkeypatch):
    """equity() with the table, and walked (None when the walk would run Monte Carlo, or when
    both refuse the problem alike)."""
    try:
        table = pokerbits.equity(game, hands)
    except ValueError as error:
        table = str(error)
    with monkeypatch.context() as m:
        m.setattr(matchups, "IN_USE", False)
        try:
            walked = pokerbits.equity(game, hands)
        except ValueError as error:
            assert table == str(error)
            return None
    if not walked.exact:
        return None
    return table, walked


@pytest.mark.parametrize("seed", range(4))
def test_equity_with_and_without_the_tables_is_the_same(seed, monkeypatch):
    """Weights of powers of two: the walk's products and sums of them are exact, so every number
    is the same to the last bit, the combo breakdowns too."""
    rng = random.Random(seed)
    compared = 0
    while compared < 10:
        game = rng.choice(["holdem", "holdem", "short-deck", "short-deck-triton"])
        hands = [random_hand(rng, game, dyadic=True), random_hand(rng, game, dyadic=True)]
        got = both_ways(game, hands, monkeypatch)
        if got is not None:
            table, walked = got
            assert table == walked, (game, hands)
            compared += 1


@pytest.mark.parametrize("seed", range(2))
def test_other_weights_round_alike_to_the_last_bits(seed, monkeypatch):
    """Weights that are not powers of two: the products round, and the walk adds them in its
    own order (its stripes); the same integers, so the numbers agree to rounding."""
    rng = random.Random(100 + seed)
    compared = 0
    while compared < 8:
        game = rng.choice(["holdem", "short-deck"])
        hands = [random_hand(rng, game, dyadic=False), random_hand(rng, game, dyadic=False)]
        got = both_ways(game, hands, monkeypatch)
        if got is None:
            continue
        table, walked = got
        compared += 1
        assert table.deals == walked.deals
        for a, b in zip(table.players, walked.players):
            assert (a.hand, a.combo_count, len(a.combos)) == (b.hand, b.combo_count, len(b.combos))
            assert (a.equity, a.win, a.tie) == pytest.approx((b.equity, b.win, b.tie), rel=1e-13, abs=1e-15)
            for x, y in zip(a.combos, b.combos):
                assert x.cards == y.cards
                assert (x.weight, x.equity) == pytest.approx((y.weight, y.equity), rel=1e-13, abs=1e-15)


@pytest.mark.slow
def test_many_more_problems_with_and_without_the_tables(monkeypatch):
    rng = random.Random(77)
    compared = 0
    while compared < 400:
        game = rng.choice(["holdem", "holdem", "short-deck", "short-deck-triton"])
        hands = [random_hand(rng, game, dyadic=True), random_hand(rng, game, dyadic=True)]
        got = both_ways(game, hands, monkeypatch)
        if got is not None:
            assert got[0] == got[1], (game, hands)
            compared += 1


@pytest.mark.parametrize("hands", [["AhKh", "QsQd"], ["AhKh", "random"], ["QQ+, AKs", "22+, A2s+, KTo+"],
                                   ["As", "KK"], ["random", "AsKs:1"], ["random", "random"]])
def test_the_tables_answer_without_a_walk(hands, monkeypatch):
    def no_walk(*args, **kwargs):
        raise AssertionError("walked")

    monkeypatch.setattr(plan._exact_walk, "enumerate_stripe", no_walk)    # (the module fixed.py walks with too)
    result = pokerbits.equity("holdem", hands)
    assert result.exact and result.seed is None and result.complete
    assert sum(p.equity for p in result.players) == pytest.approx(1.0, abs=1e-12)


def test_random_against_random_is_exact_and_even():
    # (the walk's plan runs Monte Carlo: too big for it)
    result = pokerbits.equity("holdem", ["random", "random"])
    assert result.exact and result.deals == 1326 * 1225 * math.comb(48, 5)
    assert [p.equity for p in result.players] == pytest.approx([0.5, 0.5], abs=1e-15)
    assert result.players[0].win == result.players[1].win


@pytest.mark.parametrize("kwargs", [{"samples": 1000, "seed": 1}, {"dead": "2c"}, {"board": "2c 7d 9h"}])
def test_other_problems_keep_the_engine(kwargs, monkeypatch):
    def no_table(system):
        raise AssertionError("read the table")

    monkeypatch.setattr(matchups, "shipped", no_table)
    pokerbits.equity("holdem", ["AhKh", "QQ"], **kwargs)
    pokerbits.equity("holdem", ["AhKh", "QQ", "JJ"], **({} if kwargs.get("board") else {"board": "2c 7d 9h"}))
    pokerbits.equity("omaha", ["AhKhQdJd", "4c4d3c3d"], "2h 7h 9c", **{k: v for k, v in kwargs.items() if k != "board"})


def test_threads_progress_and_the_table_of_many_cells():
    calls = []
    one = pokerbits.equity("holdem", ["QQ+", "AKs, 76s"], threads=2, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 1)] and one == pokerbits.equity("holdem", ["QQ+", "AKs, 76s"])
    cells = equity_table("holdem", ["QQ+", "AKo"], ["AKs, 76s", "random"], max_workers=1)
    assert cells.results[0][0] == one
    assert cells.results[1][1] == pokerbits.equity("holdem", ["AKo", "random"])


def test_tally_refuses_other_deals():
    g = games.game("holdem")
    two = [([cards("Ah Kh")], [1.0], 0), ([cards("Qs Qd")], [1.0], 0)]
    table = matchups.matchup_table("holdem")
    for other in (deal.make_deal(g, cards("2c"), 1, 0, two),                  # a board card
                  deal.make_deal(g, 0, 0, cards("2c"), two),                   # a dead card
                  deal.make_deal(g.seated(3), 0, 0, 0, two + [([cards("Jc Tc")], [1.0], 0)]),
                  deal.make_deal(games.game("short-deck"), 0, 0, 0, two)):     # another deck and system
        with pytest.raises(ValueError, match="heads-up deals of its game"):
            table.tally(other)
    with pytest.raises(ValueError, match="two-card hands"):
        table.tally(deal.make_deal(g, 0, 0, 0, [([cards("Ah Kh")], [1.0], 1), ([cards("Qs Qd")], [1.0], 0)]))
    with pytest.raises(ValueError, match="heads-up deals of its game"):
        matchups.matchup_table("short-deck").tally(deal.make_deal(games.game("short-deck-triton"), 0, 0, 0, two))


def test_loading_waits_for_first_use():
    script = ("import sys, pokerbits; pokerbits.equity('holdem', ['AhKh', 'QsQd'], '2c 7d 9h'); "
              "from pokerbits.equities import matchups; "
              "print(matchups.shipped.cache_info().currsize, 'pokerbits._core.tables.matchups' in sys.modules); "
              "pokerbits.equity('holdem', ['AhKh', 'QsQd']); print(matchups.shipped.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["0", "False", "1"]      # (a flop call: neither the table nor its compiled module)
    plain = subprocess.run([sys.executable, "-c", "import sys, pokerbits; print('pokerbits.equities.matchups' in sys.modules)"],
                           capture_output=True, text=True, check=True).stdout.split()
    assert plain == ["False"]


def test_ctrl_c_stops_a_build():
    import time

    start = time.monotonic()
    with ctrl_c_after(0.3), pytest.raises(KeyboardInterrupt):   # the whole build takes some 25 s of one core
        matchups.build_matchup_table("holdem", threads=2)
    assert time.monotonic() - start < 10
