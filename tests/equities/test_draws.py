"""Draw games: exact one-draw equity against the naive enumerator, the keep rules by their
documented wording (naive twins below), Monte Carlo over several draws against a naive
simulator, and bad input."""
import random
from itertools import combinations

import pytest

import naive_equity
import reference
import pokerbits
from pokerbits import games
from pokerbits.equities import draws as draw_module

DRAW_GAMES = [g.key for g in games.GAMES if g.draws]
STRAIGHT_OR_BETTER = 5   # reference.high_category: 1 high card .. 5 straight .. 10 royal flush


def card(c):
    return reference.parse(c)[0]


def text(cards):
    return " ".join(reference.RANK_CHARS[r - 2] + reference.SUIT_CHARS[s] for r, s in cards)


# ------------------------------------------------------------------ naive keep rules, from docs/draws.md

def naive_keep_high(hand):
    ranks = [r for r, _ in hand]
    if reference.high_category(hand) >= STRAIGHT_OR_BETTER:
        return hand
    paired = [c for c in hand if ranks.count(c[0]) > 1]
    if paired:
        return paired
    for suit in range(4):
        suited = [c for c in hand if c[1] == suit]
        if len(suited) >= 4:
            return suited
    for top in range(14, 4, -1):                        # four in a row, ace high, then A-2-3-4
        run = set(range(top - 3, top + 1))
        if run <= set(ranks):
            return [c for c in hand if c[0] in run]
    if {14, 2, 3, 4} <= set(ranks):
        return [c for c in hand if c[0] in (14, 2, 3, 4)]
    return [max(hand)]


def pick_one_each(hand, ranks):
    """One card of each rank, lowest rank first, from a suit not taken yet where possible
    (among several, the lowest such suit; else the lowest suit)."""
    kept, used = [], set()
    for rank in sorted(ranks):
        suits = sorted(s for r, s in hand if r == rank)
        fresh = [s for s in suits if s not in used]
        suit = (fresh or suits)[0]
        kept.append((rank, suit))
        used.add(suit)
    return kept


def naive_keep_ace_five(hand):
    low = sorted({1 if r == 14 else r for r, _ in hand})
    if len(low) == 5 and max(low) <= 8:
        return hand
    keep_low = [r for r in low if r <= 7][:4]
    return pick_one_each(hand, [14 if r == 1 else r for r in keep_low])


def naive_keep_deuce_seven(hand):
    ranks = sorted({r for r, _ in hand})
    made = len(ranks) == 5 and reference.high_category(hand) == 1
    if made and max(ranks) <= 8:
        return hand
    keep = [r for r in ranks if r <= 7][:4]
    if len(keep) == 4 and keep == list(range(keep[0], keep[0] + 4)) and keep[0] >= 3:
        keep = keep[:3]
    kept = pick_one_each(hand, keep)
    if len(kept) == 4 and len({s for _, s in kept}) == 1:
        kept.remove(max(kept))
    return kept


def naive_keep_badugi(hand, ace_high=False):
    """The largest set of cards of different ranks and suits, of those the best Badugi value, of
    those the first in numeric order of card sets (suit lanes c, d, h, s of ranks 2..A)."""
    shaped = [list(subset) for size in range(1, len(hand) + 1) for subset in combinations(hand, size)
              if len({r for r, _ in subset}) == size == len({s for _, s in subset})]
    return max(shaped, key=lambda subset: (len(subset), reference.badugi(subset, ace_high), -reference.to_mask(subset)))


NAIVE_KEEP = {"high": naive_keep_high, "ace_five": naive_keep_ace_five, "ace_five_8": naive_keep_ace_five,
              "deuce_seven": naive_keep_deuce_seven, "badugi": naive_keep_badugi}


@pytest.mark.parametrize("game", DRAW_GAMES)
def test_keep_rules_on_random_hands(game):
    g = games.game(game)
    naive = NAIVE_KEEP[g.halves[0].system]
    rng = random.Random(game)
    for _ in range(3000):
        hand = rng.sample(naive_equity.DECK, g.hole_cards)
        kept = pokerbits.keep_rule(game, text(hand))
        expected = naive(hand)
        assert sorted(reference.parse(" ".join(kept))) == sorted(expected), text(hand)


LOW_DECK = [c for c in naive_equity.DECK if c[0] <= 8 or c[0] == 14]


@pytest.mark.parametrize("game", ["five-card-draw", "2-7-triple-draw", "a-5-triple-draw"])
def test_keep_rules_on_low_hands(game):
    """Hands of aces and ranks 2 to 8 only: made lows, pairs among the kept ranks, runs and
    four-flushes of low cards come often (random hands of the whole deck rarely reach them)."""
    g = games.game(game)
    naive = NAIVE_KEEP[g.halves[0].system]
    rng = random.Random(game)
    for _ in range(3000):
        hand = rng.sample(LOW_DECK, g.hole_cards)
        assert sorted(reference.parse(" ".join(pokerbits.keep_rule(game, text(hand))))) == sorted(naive(hand)), \
            text(hand)


@pytest.mark.parametrize("game, hand, kept", [
    ("five-card-draw", "As Ad 7c 4h 2s", "As Ad"),
    ("five-card-draw", "Ks Qs 9s 2s 3d", "Ks Qs 9s 2s"),
    ("five-card-draw", "9c Td Jh Qs 2c", "Qs Jh Td 9c"),
    ("five-card-draw", "Ac Kd 9h 5s 2c", "Ac"),
    ("five-card-draw", "9c Td Jh Qs Kc", "9c Td Jh Qs Kc"),     # a straight stands pat
    ("2-7-triple-draw", "7c 5d 4h 2s Kc", "7c 5d 4h 2s"),
    ("2-7-triple-draw", "3c 4d 5h 6s Kc", "5h 4d 3c"),           # never four in a row above the deuce
    ("2-7-triple-draw", "2c 3c 4c 7c Kd", "4c 3c 2c"),           # never four of one suit
    ("2-7-triple-draw", "8c 6d 4s 3h 2c", "8c 6d 4s 3h 2c"),     # a made eight stands pat
    ("2-7-triple-draw", "Ac 2d 3h 4s 5c", "5c 4s 3h 2d"),         # the ace is high: never kept
    ("a-5-triple-draw", "Ac 2d 3h 9s 9c", "Ac 2d 3h"),
    ("a-5-triple-draw", "Ac 2d 3h 4s 8c", "Ac 2d 3h 4s 8c"),
    ("badugi", "Ac 2d 3h 4s", "Ac 2d 3h 4s"),
    ("badugi", "Kc Kd 2c 3h", "Kd 2c 3h"),
    ("badugi", "Ac 2d 3h 3s", "Ac 2d 3h"),      # of two equal sets, the one whose top card comes first
    ("badugi", "2c 2d 5h 5s", "2c 5h"),
])
def test_keep_rules_hand_picked(game, hand, kept):
    assert sorted(pokerbits.keep_rule(game, hand)) == sorted(kept.split())


@pytest.mark.parametrize("ace_high", [False, True])
def test_badugi_keep_rules_on_paired_hands(ace_high):
    """Both Badugi keep rules (the ace-high one is the kernel's, no game draws by it) on hands of
    six ranks, where counted ranks held in two suits come often."""
    kernel = draw_module._batch.KERNEL_IDS["badugi_ace_high" if ace_high else "badugi"]
    deck = [c for c in naive_equity.DECK if c[0] in (2, 3, 4, 12, 13, 14)]
    rng = random.Random(ace_high)
    for _ in range(3000):
        hand = rng.sample(deck, rng.choice([4, 4, 5]))
        kept = draw_module._draws.kept_by_rule(kernel, reference.to_mask(hand))
        assert kept == reference.to_mask(naive_keep_badugi(hand, ace_high)), text(hand)


def test_keep_rules_of_systems_no_draw_game_plays():
    with pytest.raises(ValueError, match="no keep rule"):
        draw_module._draws.kept_by_rule(draw_module._batch.KERNEL_IDS["short_deck"], 0b11111)


# ------------------------------------------------------------------ exact one draw

def naive_one_draw(game, hands, discards, dead=()):
    """Each player keeps hand - discards and draws the rest from the cards nobody held; the
    discards are dead: naive_equity's enumeration with partial hands."""
    g = games.game(game)
    players = [[([c for c in reference.parse(h) if c not in reference.parse(d)], 1)] for h, d in zip(hands, discards)]
    thrown = [c for d in discards for c in reference.parse(d)] + list(dead)
    return naive_equity.enumerate_equity(g, players, [], thrown)


def random_problem(rng, game, n_players, max_draw, max_total=2):
    """Random hands, discards (at most max_draw a player, max_total in all: the naive enumeration
    is slow beyond that) and, half the time, two dead cards."""
    g = games.game(game)
    cards = rng.sample(naive_equity.DECK, n_players * g.hole_cards + 2)
    hands = [cards[i * g.hole_cards:(i + 1) * g.hole_cards] for i in range(n_players)]
    discards = []
    for h in hands:
        discards.append(rng.sample(h, rng.randint(0, min(max_draw, max_total))))
        max_total -= len(discards[-1])
    dead = cards[n_players * g.hole_cards:] if rng.random() < 0.5 else []
    return [text(h) for h in hands], [text(d) for d in discards], dead


@pytest.mark.parametrize("game", DRAW_GAMES)
@pytest.mark.parametrize("n_players", [2, 3])
def test_one_draw_is_exact(game, n_players):
    rng = random.Random(f"{game}{n_players}")
    for _ in range(3):
        hands, discards, dead = random_problem(rng, game, n_players, 2 if n_players == 2 else 1)
        expected = naive_one_draw(game, hands, discards, dead)
        result = pokerbits.equity(game, hands, dead=text(dead), discards=discards)
        assert result.exact and result.deals == expected["deals"]
        for p, e, w, t in zip(result.players, expected["equity"], expected["win"], expected["tie"]):
            assert p.equity == pytest.approx(float(e), abs=1e-12)
            assert (p.win, p.tie) == (pytest.approx(float(w), abs=1e-12), pytest.approx(float(t), abs=1e-12))


def test_one_card_against_two_cards():
    hands, discards = ["7c 5d 4h 2s Kc", "8c 6d 4s 3h Qc"], ["Kc", "Qc 8c"]
    result = pokerbits.equity("2-7-single-draw", hands, discards=discards)
    assert result.deals == 42 * 41 * 40 // 2
    expected = naive_one_draw("2-7-single-draw", hands, discards)
    assert result.players[0].equity == pytest.approx(float(expected["equity"][0]), abs=1e-12)


# ------------------------------------------------------------------ Monte Carlo over draws

def naive_simulation(game, hands, discards, draws, samples, seed, keep=None):
    """The draw model played out with Python's random: deal, throw or keep by rule, draw, muck."""
    g = games.game(game)
    rng = random.Random(seed)
    naive_keep = keep or NAIVE_KEEP[g.halves[0].system]
    known = [reference.parse(h) if h != "random" else [] for h in hands]
    shares = [0.0] * len(hands)
    for _ in range(samples):
        stub = [c for c in naive_equity.DECK if not any(c in k for k in known)]
        rng.shuffle(stub)
        muck, held = [], [list(k) for k in known]
        for p in range(len(held)):
            held[p] += [stub.pop() for _ in range(g.hole_cards - len(held[p]))]
        for draw in range(draws):
            for p in range(len(held)):
                if draw == 0 and discards[p] is not None:
                    kept = [c for c in held[p] if c not in reference.parse(discards[p])]
                else:
                    kept = naive_keep(held[p])
                need = g.hole_cards - len(kept)
                if len(stub) < need:
                    stub += muck
                    muck = []
                    rng.shuffle(stub)
                new = [stub.pop() for _ in range(need)]
                muck += [c for c in held[p] if c not in kept]
                held[p] = kept + new
        won, _, _, _ = naive_equity.settle(g.halves, held, [])
        for p in range(len(held)):
            shares[p] += float(won[p])
    return [s / samples for s in shares]


@pytest.mark.parametrize("game, hands, discards, draws", [
    ("2-7-triple-draw", ["7c 5d 4h 2s Kc", "8c 6d 4s 3h Qc"], ["Kc", "Qc"], 3),
    ("a-5-triple-draw", ["Ac 2d 3h 9s 9c", "random"], [None, None], 3),
    ("badugi", ["Ac 2d 3h 3s", "random", "Kc"], ["3s", None, None], 2),
    ("five-card-draw", ["As Ad 7c 4h 2s", "Ks Qs 9s 5s 3d"], [None, None], 1),
    ("badeucy", ["Ac 2d 3h 4s 9c", "2c 3d 4h 5s Kc"], [None, "Kc"], 3),
])
def test_several_draws_match_a_naive_simulation(game, hands, discards, draws):
    samples = 6000
    expected = naive_simulation(game, hands, discards, draws, samples, seed=7)
    result = pokerbits.equity(game, hands, discards=discards, draws=draws, samples=200_000, seed=3)
    assert not result.exact
    assert sum(p.equity for p in result.players) == pytest.approx(1.0)
    for p, e in zip(result.players, expected):
        naive_error = max(1e-3, (e * (1 - e) / samples) ** 0.5)
        assert abs(p.equity - e) < 4.5 * (naive_error ** 2 + p.equity_error ** 2) ** 0.5, (p.hand, p.equity, e)


def test_the_draw_engine_agrees_with_exact_one_draw():
    hands, discards = ["7c 5d 4h 2s Kc", "8c 6d 4s 3h Qc"], ["Kc", "Qc"]
    exact = pokerbits.equity("2-7-single-draw", hands, discards=discards)
    g = games.game("2-7-single-draw")
    parsed = [draw_module.parse_hand(h, g, "player") for h in hands]
    thrown = [pokerbits.cards(d) for d in discards]
    sampled = draw_module.DrawPlan(g, parsed, 0, thrown, 1, samples=300_000, seed=5, keep=None).run()
    for a, b in zip(exact.players, sampled.players):
        assert abs(a.equity - b.equity) < 4 * b.equity_error


def test_a_seed_gives_the_same_numbers_on_any_thread_count():
    args = ("badugi", ["Ac 2d 3h 3s", "random"])
    one = pokerbits.equity(*args, draws=3, samples=300_000, seed=11, threads=1)
    two = pokerbits.equity(*args, draws=3, samples=300_000, seed=11, threads=2)
    assert one.players == two.players


def test_a_keep_callable_replaces_the_rule():
    calls = []

    def stand_pat(hand, left):
        calls.append(left)
        return hand

    pat = pokerbits.equity("badugi", ["Ac 2d 3h 3s", "Kc Qd Jh Ts"], draws=3, samples=2000, seed=1, keep=stand_pat)
    assert pat.players[0].equity == 0.0 and set(calls) == {1, 2, 3}     # a three-card badugi loses to a four-card one
    with pytest.raises(ValueError, match="not in the hand"):
        pokerbits.equity("badugi", ["Ac 2d 3h 3s", "random"], draws=2, samples=10, seed=1,
                         keep=lambda hand, left: ["Ks"])


def test_six_players_three_draws_reshuffle_the_muck():
    """Six 2-7 hands leave a stub of 22 cards: later draws come from the reshuffled muck, rich in
    thrown high cards, so the seats are not alike (the first draws first from the fresh stub)."""
    samples = 3000
    expected = naive_simulation("2-7-triple-draw", ["random"] * 6, [None] * 6, 3, samples, seed=5)
    result = pokerbits.equity("2-7-triple-draw", ["random"] * 6, draws=3, samples=50_000, seed=2)
    assert sum(p.equity for p in result.players) == pytest.approx(1.0)
    for p, e in zip(result.players, expected):
        naive_error = max(1e-3, (e * (1 - e) / samples) ** 0.5)
        assert abs(p.equity - e) < 4.5 * (naive_error ** 2 + p.equity_error ** 2) ** 0.5, (p.equity, e)


# ------------------------------------------------------------------ best discards

def test_best_discards_ranks_every_option_by_exact_equity():
    hand, vs = "7c 5d 4h 2s Kc", ["8c 6d 4s 3h"]
    choices = pokerbits.best_discards("2-7-single-draw", hand, vs)
    assert len(choices) == 32 and all(c.exact for c in choices)
    for choice in choices[:4]:
        expected = naive_one_draw("2-7-single-draw", [hand, "8c 6d 4s 3h"], [" ".join(choice.discards), ""])
        assert choice.equity == pytest.approx(float(expected["equity"][0]), abs=1e-12)
    assert [c.equity for c in choices] == sorted((c.equity for c in choices), reverse=True)
    assert choices[0].discards == ("Kc",)


# ------------------------------------------------------------------ bad input

@pytest.mark.parametrize("call, message", [
    (lambda: pokerbits.equity("holdem", ["AhKh", "QsQd"], draws=1), "no draws"),
    (lambda: pokerbits.equity("2-7-single-draw", ["7c5d4h2sKc", "8c6d4s3h2c"], draws=2), "draws must be 1 to 1"),
    (lambda: pokerbits.equity("badugi", ["Ac2d3h3s", "random"], draws=0), "draws must be 1 to 3"),
    (lambda: pokerbits.equity("2-7-single-draw", ["7c5d4h2sKc", "8c6d4s3h2c"], discards=["Qs", ""]), "not in the"),
    (lambda: pokerbits.equity("2-7-single-draw", ["7c5d4h2sKc", "8c6d4s3h2c"], discards=[""]), "one entry per"),
    (lambda: pokerbits.equity("2-7-triple-draw", ["random"] * 10, draws=3, samples=10), "too few cards"),
    (lambda: pokerbits.equity("badugi", ["Ac2d3h3s", "random"], draws=2, keep=5), "callable"),
    (lambda: pokerbits.best_discards("holdem", "AhKh", ["random"]), "no draws"),
    (lambda: pokerbits.best_discards("badugi", "Ac2d3h", ["random"]), "needs exactly 4"),
    (lambda: pokerbits.keep_rule("razz", "Ac 2d 3h 4s 5c 6d 7h"), "no draws"),
])
def test_bad_input_is_a_clear_error(call, message):
    with pytest.raises((ValueError, TypeError), match=message):
        call()
