"""Games and showdown: every game against the naive reference, pot splits, validation."""
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokerbits
import reference
from pokerbits import games

DECK = [(rank, suit) for suit in range(4) for rank in range(2, 15)]
SHORT_DECK = [(rank, suit) for rank, suit in DECK if rank >= 6]


def any_five(key):
    """A half won by the best hand of all of a player's cards."""
    return lambda hole, board: key(hole + board)


def two_plus_three(key):
    return lambda hole, board: key(hole, board)


OMAHA_HI_LO = [two_plus_three(reference.omaha_high), two_plus_three(reference.omaha_ace_five_8)]

# the rules page's table, written out again: game -> (hole cards, board cards, halves)
REFERENCE_GAMES = {
    "holdem": (2, 5, [any_five(reference.high)]),
    "omaha": (4, 5, [two_plus_three(reference.omaha_high)]),
    "omaha5": (5, 5, [two_plus_three(reference.omaha_high)]),
    "omaha6": (6, 5, [two_plus_three(reference.omaha_high)]),
    "omaha-hi-lo": (4, 5, OMAHA_HI_LO),
    "omaha5-hi-lo": (5, 5, OMAHA_HI_LO),
    "omaha6-hi-lo": (6, 5, OMAHA_HI_LO),
    "courchevel": (5, 5, [two_plus_three(reference.omaha_high)]),
    "courchevel-hi-lo": (5, 5, OMAHA_HI_LO),
    "short-deck": (2, 5, [any_five(reference.short_deck)]),
    "short-deck-triton": (2, 5, [any_five(reference.short_deck_triton)]),
    "five-card-stud": (5, 0, [any_five(reference.high)]),
    "stud": (7, 0, [any_five(reference.high)]),
    "stud-hi-lo": (7, 0, [any_five(reference.high), any_five(reference.ace_five_8)]),
    "razz": (7, 0, [any_five(reference.ace_five)]),
    "five-card-draw": (5, 0, [any_five(reference.high)]),
    "2-7-single-draw": (5, 0, [any_five(reference.deuce_seven)]),
    "2-7-triple-draw": (5, 0, [any_five(reference.deuce_seven)]),
    "a-5-triple-draw": (5, 0, [any_five(reference.ace_five)]),
    "badugi": (4, 0, [any_five(reference.badugi)]),
    "badeucy": (5, 0, [any_five(reference.deuce_seven), any_five(reference.badugi_ace_high)]),
    "badacey": (5, 0, [any_five(reference.ace_five), any_five(reference.badugi)]),
}


def deck_of(key):
    return SHORT_DECK if key.startswith("short-deck") else DECK


def deal(rng, n_players, n_hole, n_board, deck=DECK):
    """A random deal; often the last player holds the first one's ranks in other suits (ties)."""
    cards = rng.sample(deck, n_players * n_hole + n_board)
    board = cards[:n_board]
    hands = [cards[n_board + i * n_hole:n_board + (i + 1) * n_hole] for i in range(n_players)]
    if n_players > 1 and rng.random() < 0.5:
        shift = rng.randint(1, 3)
        copy = [(rank, (suit + shift) % 4) for rank, suit in hands[0]]
        if set(copy).isdisjoint(board + [card for hand in hands[:-1] for card in hand]):
            hands[-1] = copy
    return hands, board


def text(cards):
    return " ".join(reference.RANK_CHARS[rank - 2] + reference.SUIT_CHARS[suit] for rank, suit in cards)


def check_against_reference(key, hands, board, pot):
    n_hole, n_board, halves = REFERENCE_GAMES[key]
    result = pokerbits.showdown(key, [text(h) for h in hands], board=text(board) if n_board else None, pot=pot)
    keys = [[half(hand, board) for hand in hands] for half in halves]
    for h, half_keys in enumerate(keys):
        values = [player.hands[h].value for player in result.players]
        ranked = [(0,) if key is None else (1, key) for key in half_keys]   # None: no qualifying hand
        for p in range(len(hands)):   # values order the players exactly like the keys
            assert (values[p] == 0) == (half_keys[p] is None)
            for q in range(len(hands)):
                assert (values[p] > values[q]) == (ranked[p] > ranked[q])
                assert (values[p] == values[q]) == (ranked[p] == ranked[q])
        qualified = [key for key in half_keys if key is not None]
        assert result.halves[h].winners == tuple(p for p, key in enumerate(half_keys)
                                                 if qualified and key == max(qualified))
    assert [player.chips for player in result.players] == reference.split_pot(keys, pot)
    return result


def test_the_reference_covers_every_game():
    assert sorted(REFERENCE_GAMES) == sorted(games.names())
    for key, (n_hole, n_board, halves) in REFERENCE_GAMES.items():
        game = games.game(key)
        assert (game.hole_cards, game.board_cards, len(game.halves)) == (n_hole, n_board, len(halves))


@pytest.mark.parametrize("key", sorted(REFERENCE_GAMES))
def test_every_game_against_the_reference(key):
    n_hole, n_board, _ = REFERENCE_GAMES[key]
    rng = random.Random(key)
    most = min(10, (len(deck_of(key)) - n_board) // n_hole)
    ties = odd = 0
    for _ in range(1500 // most):
        n_players = rng.randint(2, most)
        hands, board = deal(rng, n_players, n_hole, n_board, deck_of(key))
        pot = rng.choice([rng.randint(0, 20), rng.randint(0, 1000)])
        result = check_against_reference(key, hands, board, pot)
        if any(len(half.winners) > 1 for half in result.halves):
            ties += 1
            odd += any(half.chips % len(half.winners) for half in result.halves if half.winners)
    assert ties and odd   # the sample exercised splits and odd chips


def test_board_plays_odd_chips_to_the_first_seats():
    result = pokerbits.showdown("holdem", ["2c 3d", "2d 3c", "2h 3h", "2s 3s"], board="As Ks Qd Jc Th", pot=103)
    assert result.halves[0].winners == (0, 1, 2, 3)
    assert [p.chips for p in result.players] == [26, 26, 26, 25]
    assert all(p.exact_chips == Fraction(103, 4) and p.share == Fraction(1, 4) for p in result.players)
    assert result.scooper is None and result.note == ""


def test_single_winner_scoops():
    result = pokerbits.showdown("stud", ["As Ad Ah Ac 2c 3c 4c", "Ks Kd Kh Kc 2d 3d 4d"], pot=7)
    assert result.scooper == 0 and [p.chips for p in result.players] == [7, 0]
    assert result.players[0].hands[0].description == "Four of a kind, aces, four kicker"
    assert result.players[0].hands[0].cards == ("As", "Ah", "Ad", "Ac", "4c")


def test_omaha_best_cards_use_two_plus_three():
    result = pokerbits.showdown("omaha", ["Th 9c 9d 8s", "2c 3c 4d 5d"], board="Ah Kh Qh Jh 2h")
    first = result.players[0].hands[0]
    assert first.description == "Straight, king high"
    assert first.cards == ("Kh", "Qh", "Jh", "Th", "9c") or first.cards == ("Kh", "Qh", "Jh", "Th", "9d")
    assert result.halves[0].winners == (0,) and result.players[0].share == 1


def test_without_a_pot_there_are_shares_only():
    result = pokerbits.showdown("holdem", ["As Ad", "Ac Ah", "Kc Kd"], board="2c 7d 9h Js 3c")
    assert [p.share for p in result.players] == [Fraction(1, 2), Fraction(1, 2), 0]
    assert all(p.chips is None and p.exact_chips is None for p in result.players)
    assert result.pot is None and result.halves[0].chips is None


def test_games_accept_card_sets_and_game_records():
    game = games.game("plo")
    assert game.key == "omaha" and game.hole_cards == 4 and game.board_cards == 5
    result = pokerbits.showdown(game, [pokerbits.cards("As Ad Kc Kd"), ["2c", "3c", "4d", "5d"]],
                                board=pokerbits.cards("Ah Kh 7c 4s 2s"))
    assert result.players[0].hands[0].value == pokerbits.omaha_high("As Ad Kc Kd", "Ah Kh 7c 4s 2s")


def test_the_table_is_consistent():
    keys = [name for g in games.GAMES for name in (g.key, *g.aliases)]
    assert len(keys) == len(set(keys))
    for game in games.GAMES:
        assert games.game(game.key) is game
        assert 1 <= len(game.halves) <= 2 and 1 <= game.hole_cards
        assert game.board_cards in (0, 5)
        for half in game.halves:
            system = pokerbits.systems.get(half.system)
            assert bool(half.qualifier) == (system.category_starts[0] == 0)   # 0: no qualifying hand
            if not half.exactly:
                assert system.min_cards <= game.hole_cards + game.board_cards <= system.max_cards
            if half.exactly:
                assert half.exactly == (2, 3) and game.board_cards >= 3 and game.hole_cards >= 2
                assert half.system in games.TWO_PLUS_THREE


def test_a_half_needs_a_kernel_for_exact_cards():
    with pytest.raises(ValueError, match="no compiled evaluator for exactly"):
        games.Half("low", "deuce_seven", exactly=(2, 3))
    with pytest.raises(ValueError, match="no compiled evaluator for exactly"):
        games.Half("high", "high", exactly=(1, 4))


@pytest.mark.parametrize("call,error,message", [
    (lambda: pokerbits.showdown("omha", ["As Ad Kc Kd"], "2c 3c 4c 5c 6c"), ValueError, "unknown game 'omha'; did you mean 'omaha'[?]$"),
    (lambda: pokerbits.showdown("omaha", ["As Ad Kc Kd", "2d 3d 4d"], "2c 3c 4c 5c 6c"), ValueError,
     "player 2: Omaha needs exactly 4 cards in each hand, got 3"),
    (lambda: pokerbits.showdown("holdem", ["As Ad"]), ValueError, "Texas Hold'em needs a board of exactly 5 cards, got 0"),
    (lambda: pokerbits.showdown("holdem", ["As Ad"], "2c 3c 4c"), ValueError, "needs a board of exactly 5 cards, got 3"),
    (lambda: pokerbits.showdown("stud", ["As Ad Ac Kd Kc Qs Qh"], "2c 3c 4c 5c 6c"), ValueError,
     "Seven-card Stud has no board, got 5 board cards"),
    (lambda: pokerbits.showdown("holdem", ["As Ad", "Kc Ah"], "Ah 3c 4c 5c 6c"), ValueError,
     "duplicate card Ah: the board and player 2"),
    (lambda: pokerbits.showdown("holdem", ["As Ad", "Kc Kd", "Ks As"], "2h 3c 4c 5c 6c"), ValueError,
     "duplicate card As: player 1 and player 3"),
    (lambda: pokerbits.showdown("holdem", ["As As"], "2h 3c 4c 5c 6c"), ValueError, "player 1: duplicate card As"),
    (lambda: pokerbits.showdown("holdem", ["As Ax"], "2h 3c 4c 5c 6c"), ValueError, "player 1: unknown suit 'x'"),
    (lambda: pokerbits.showdown("holdem", ["As Ad", 2.5], "2h 3c 4c 5c 6c"), TypeError, "player 2: cards must be"),
    (lambda: pokerbits.showdown("holdem", "As Ad", "2h 3c 4c 5c 6c"), TypeError, "hands must be a list"),
    (lambda: pokerbits.showdown("holdem", [], "2h 3c 4c 5c 6c"), ValueError, "at least one hand"),
    (lambda: pokerbits.showdown("holdem", ["As Ad"], "2h 3c 4c 5c 6c", pot=-1), ValueError, "pot must not be negative"),
    (lambda: pokerbits.showdown("holdem", ["As Ad"], "2h 3c 4c 5c 6c", pot=1.5), TypeError, "pot must be a whole number"),
    (lambda: pokerbits.showdown("holdem", ["As Ad"], "2h 3c 4c 5c 6c", pot=True), TypeError, "pot must be a whole number"),
])
def test_bad_input(call, error, message):
    with pytest.raises(error, match=message):
        call()


@settings(max_examples=300, deadline=None)
@given(key=st.sampled_from(games.names()), order=st.permutations(range(52)),
       n_players=st.integers(1, 10), pot=st.integers(0, 10_000))
def test_chips_always_add_up_to_the_pot(key, order, n_players, pot):
    game = games.game(key)
    n_players = min(n_players, (game.deck_size - game.board_cards) // game.hole_cards)
    cards = [card for card in (pokerbits.deck()[i] for i in order) if pokerbits.cards(card) & game.deck]
    board = cards[:game.board_cards]
    hands = [cards[game.board_cards + i * game.hole_cards:][:game.hole_cards] for i in range(n_players)]
    result = pokerbits.showdown(key, hands, board=board or None, pot=pot)
    assert sum(p.chips for p in result.players) == pot
    assert sum(p.share for p in result.players) == 1
    assert sum(p.exact_chips for p in result.players) == pot
    for player in result.players:
        assert abs(player.chips - player.exact_chips) < len(game.halves)
    if result.scooper is not None:
        assert result.players[result.scooper].chips == pot and result.players[result.scooper].share == 1
    assert sum(h.chips for h in result.halves) == pot
    for i, half in enumerate(result.halves):
        if half.winners:   # the winners of a half hold its best value, nobody else does
            best = max(p.hands[i].value for p in result.players)
            assert all((p.hands[i].value == best) == (p.seat in half.winners) for p in result.players)


OMAHA_BOARD = "Ah Kh 7c 4d 2s"


@pytest.mark.parametrize("pot,chips", [(101, [51, 50]), (100, [50, 50]), (1, [1, 0]), (0, [0, 0])])
def test_the_issue_example(pot, chips):
    result = pokerbits.showdown("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d"], board=OMAHA_BOARD, pot=pot)
    high, low = result.halves
    assert (high.winners, low.winners) == ((0,), (1,))
    assert (high.chips, low.chips) == ((pot + 1) // 2, pot // 2)   # the odd chip goes high
    assert [p.chips for p in result.players] == chips
    assert result.players[1].hands[1].description == "6-5 low (6-5-4-2-A)"
    assert result.players[1].hands[1].cards == ("6h", "5d", "4d", "2s", "Ah")
    assert result.scooper is None and result.note == ""


@pytest.mark.parametrize("pot,chips", [(100, [75, 25, 0]), (101, [76, 25, 0]), (103, [78, 25, 0])])
def test_quartered_pot(pot, chips):
    """Player 1 wins high and ties low with player 2: three quarters and one quarter."""
    result = pokerbits.showdown("omaha-hi-lo", ["As 3c Kd Kc", "Ad 3d Qc Jc", "9h 9d Td Ts"], board=OMAHA_BOARD, pot=pot)
    assert result.halves[0].winners == (0,) and result.halves[1].winners == (0, 1)
    assert [p.share for p in result.players] == [Fraction(3, 4), Fraction(1, 4), 0]
    assert [p.chips for p in result.players] == chips


def test_three_way_low_with_odd_chips():
    hands = ["As 3c Kd Kc", "Ad 3d Qc Jc", "Ac 3h Qh Jh", "9h 9d Td Ts"]
    result = pokerbits.showdown("omaha-hi-lo", hands, board=OMAHA_BOARD, pot=101)
    assert result.halves[1].winners == (0, 1, 2) and result.halves[1].chips == 50
    assert [p.chips for p in result.players] == [51 + 17, 17, 16, 0]
    assert [p.exact_chips for p in result.players] == [Fraction(101, 2) + Fraction(101, 6), Fraction(101, 6),
                                                      Fraction(101, 6), 0]


def test_no_qualifying_low_high_takes_all():
    result = pokerbits.showdown("omaha-hi-lo", ["As 3c Kd Qd", "8h 6h 5c 5d"], board="Ah Kh Qc 9d 9s", pot=101)
    high, low = result.halves
    assert low.winners == () and low.share == 0 and low.chips == 0
    assert high.winners == (0,) and high.share == 1 and high.chips == 101
    assert result.note == "no qualifying low: high takes all"
    assert result.scooper == 0 and [p.chips for p in result.players] == [101, 0]
    assert result.players[1].hands[1] == pokerbits.HandResult(0, "No qualifying low", ())


def test_stud_hi_lo_scoop_with_both_halves():
    result = pokerbits.showdown("stud-hi-lo", ["As 2s 3s 4s 5s Kd Kh", "Ac Ad 8c 8d 7h 6c 2c"], pot=11)
    assert result.scooper == 0 and [p.chips for p in result.players] == [11, 0]
    assert result.players[0].hands[0].description == "Straight flush, five high"
    assert result.players[0].hands[1].description == "5-4-3-2-A (wheel)"


def test_high_and_low_may_use_different_hole_cards():
    result = pokerbits.showdown("omaha-hi-lo", ["As 2d Kc Kh", "Qs Qd Jc Jh"], board="Ks 7c 5d 3h 9s")
    high, low = result.players[0].hands
    assert set(high.cards) & {"Kc", "Kh"} == {"Kc", "Kh"} and low.cards == ("7c", "5d", "3h", "2d", "As")
    assert result.scooper == 0


def test_razz_and_badugi_games():
    razz = pokerbits.showdown("razz", ["Kc Kd 5s 4h 3d 2c Ac", "6c 5d 4s 3h 2s Qh Qd"])
    assert razz.halves[0].winners == (0,) and razz.players[0].hands[0].cards == ("5s", "4h", "3d", "2c", "Ac")
    badugi = pokerbits.showdown("badugi", ["4s 4h 2d Ac", "Kc Qd Jh Ts"], pot=5)
    assert badugi.halves[0].winners == (1,) and badugi.players[0].hands[0].cards == ("4s", "2d", "Ac")
    assert badugi.players[1].chips == 5


def test_badeucy_plays_the_badugi_half_with_the_ace_high():
    # the ace is high in Badeucy: 9-4-3-2 beats A-4-3-2, and 5-4-3-2 wins both halves
    result = pokerbits.showdown("badeucy", ["Ac 2d 3h 4s 9c", "2c 3d 4h 5s Kc"], pot=101)
    assert [p.chips for p in result.players] == [0, 101] and result.scooper == 1
    assert result.players[0].hands[1].description == "Four-card badugi 9-4-3-2"
    assert result.players[1].hands[1].description == "Four-card badugi 5-4-3-2"
    # Badacey keeps the ace low: A-4-3-2 is the best badugi there
    badacey = pokerbits.showdown("badacey", ["Ac 2d 3h 4s 9c", "2c 3d 4h 5s Kc"], pot=101)
    assert badacey.halves[1].winners == (0,)


def test_short_deck_game_deals_from_36_cards():
    game = games.game("short-deck")
    assert game.deck_size == 36 and games.game("six-plus") is game
    # a flush beats a full house; A-6-7-8-9 is a straight
    result = pokerbits.showdown("short-deck", ["Kh 7h", "Ac Ad"], board="Ah 9h 8h Kc Kd", pot=9)
    assert result.halves[0].winners == (0,)
    result = pokerbits.showdown("short-deck", ["Ac 6d", "Qs Qd"], board="7h 8h 9c Kc Qh", pot=9)
    assert result.halves[0].winners == (0,) and result.players[0].hands[0].description == "Straight, nine high"


@pytest.mark.parametrize("hands,board,message", [
    (["Ah 2h", "Ks Kd"], "6c 7d 8h 9s Tc", "player 1: Short-deck Hold'em deals from 36 cards.*2h"),
    (["Ah Qh", "Ks Kd"], "6c 7d 8h 9s 5c", "the board: .*5c"),
])
def test_short_deck_bad_cards(hands, board, message):
    with pytest.raises(ValueError, match=message):
        pokerbits.showdown("short-deck", hands, board=board)


def test_new_table_entries():
    assert games.game("big-o") is games.game("omaha5-hi-lo")
    assert games.game("courchevel").halves == games.game("omaha5").halves
    assert games.game("courchevel-hi-lo").halves == games.game("omaha5-hi-lo").halves
    assert games.game("five-card-stud").hole_cards == 5


def test_eight_handed_stud_shares_a_common_card():
    rng = random.Random(8)
    for key in ("stud", "stud-hi-lo", "razz"):
        n_hole, _, halves = REFERENCE_GAMES[key]
        for _ in range(40):
            cards = rng.sample(DECK, 8 * 6 + 1)
            common, hands = cards[:1], [cards[1 + 6 * i:7 + 6 * i] for i in range(8)]
            pot = rng.randint(0, 100)
            result = pokerbits.showdown(key, [text(h) for h in hands], board=text(common), pot=pot)
            keys = [[half(hand, common) for hand in hands] for half in halves]
            assert [p.chips for p in result.players] == reference.split_pot(keys, pot)
    with pytest.raises(ValueError, match="board of exactly 1 card"):
        pokerbits.showdown("stud", [text(DECK[7 * i:7 * i + 7]) for i in range(7)] + ["2c 3c 4c 5c 6c 7c 8c"])
    with pytest.raises(ValueError, match="at most 8 players"):
        pokerbits.showdown("stud", [text(DECK[6 * i:6 * i + 6]) for i in range(9)], board="As")
    seven = pokerbits.showdown("stud", [text(DECK[7 * i:7 * i + 7]) for i in range(7)])
    assert seven.board == ()


def test_badeucy_odd_chip_goes_to_the_first_half():
    # player 1: 7-5-4-3-2 (the best 2-7 low), a two-card Badugi; player 2: a four-card Badugi
    result = pokerbits.showdown("badeucy", ["7c 5c 4c 3d 2d", "Kc Qd Jh Ts 9c"], pot=7)
    assert [h.name for h in result.halves] == ["low", "badugi"]
    assert result.halves[0].winners == (0,) and result.halves[1].winners == (1,)
    assert [p.chips for p in result.players] == [4, 3]


junk_cards = st.one_of(st.text(max_size=30), st.integers(), st.lists(st.text(max_size=3), max_size=8), st.none(),
                       st.floats(), st.sampled_from(["As Ad", "Kc Kd Qh Jh", "2c 3d 4h 5s 6c", "Ah Kh 7c 4d 2s"]))


@settings(max_examples=300, deadline=None)
@given(key=st.sampled_from(games.names() + ["nope", ""]), hands=st.one_of(st.lists(junk_cards, max_size=4), junk_cards),
       board=junk_cards, pot=st.one_of(st.none(), st.integers(-5, 10**30), st.floats(), st.text(max_size=2)))
def test_any_input_gives_a_result_or_a_value_or_type_error(key, hands, board, pot):
    try:
        result = pokerbits.showdown(key, hands, board=board, pot=pot)
    except (ValueError, TypeError) as error:
        assert str(error)
        return
    if pot is not None:
        assert sum(p.chips for p in result.players) == pot


@pytest.mark.parametrize("key", [k for k, (_, n_board, _) in sorted(REFERENCE_GAMES.items()) if n_board])
def test_double_board_splits_the_pot_between_the_boards(key):
    """Each board settles an equal part of the pot (the odd chip to the first board) by the
    reference's chip-by-chip split."""
    n_hole, n_board, halves = REFERENCE_GAMES[key]
    rng = random.Random("double " + key)
    for _ in range(30):
        n_players = rng.randint(2, min(4, (len(deck_of(key)) - 2 * n_board) // n_hole))
        cards = rng.sample(deck_of(key), n_players * n_hole + 2 * n_board)
        boards = [cards[:n_board], cards[n_board:2 * n_board]]
        hands = [cards[2 * n_board + i * n_hole:][:n_hole] for i in range(n_players)]
        pot = rng.randint(0, 999)
        result = pokerbits.showdown(key, [text(h) for h in hands], boards=[text(b) for b in boards], pot=pot)
        parts = [pot // 2 + pot % 2, pot // 2]
        expected = [0] * n_players
        for board, part in zip(boards, parts):
            keys = [[half(hand, board) for hand in hands] for half in halves]
            expected = [a + b for a, b in zip(expected, reference.split_pot(keys, part))]
        assert [p.chips for p in result.players] == expected and [b.pot for b in result.boards] == parts
        assert sum(p.share for p in result.players) == 1


@pytest.mark.parametrize("kwargs,message", [
    (dict(boards=["Ah 7c 8d 2s 3h", "Kh Ks 9c 4d 5h", "Qh Qs 9d 4c 5c"]), "exactly 2 boards, got 3"),
    (dict(boards=["Ah 7c 8d 2s 3h", "Ah Ks 9c 4d 5h"]), "duplicate card Ah: board 1 and board 2"),
    (dict(boards=["Ah 7c 8d 2s 3h", "Kh Ks 9c 4d 5h"], board="Ah 7c 8d 2s 3h"), "either board or boards"),
    (dict(boards=["As 7c 8d 2s 3h", "Kh Qs 9c 4d 5h"]), "duplicate card As"),
])
def test_double_board_bad_input(kwargs, message):
    with pytest.raises(ValueError, match=message):
        pokerbits.showdown("holdem", ["As Ad", "Kc Kd"], pot=10, **kwargs)
    with pytest.raises(ValueError, match="has no board"):
        pokerbits.showdown("razz", ["As Ad 2c 3c 4c 5c 6c", "Kc Kd 2d 3d 4d 5d 6d"], boards=["", ""])
