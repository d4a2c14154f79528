"""Every game of the table played to its end with seeded random legal actions: no crash, the
chips conserved, in ints and in Decimals."""
import random
from decimal import Decimal

import pytest

from engine_play import play_out
from pokerbits import Hand
from pokerbits.games import GAMES


def _hand(game, seed, decimal=False):
    rng = random.Random(seed)
    most = 8 if game.streets[0].opener == "bring-in" else min(9, game.most_players, 48 // (game.hole_cards + game.draws * 2))
    n = rng.randint(2, max(2, most))
    stacks = [rng.choice([rng.randint(1, 20), rng.randint(20, 500)]) for _ in range(n)]
    kw = dict(betting=rng.choice(["no-limit", "pot-limit", "fixed-limit"]), seed=seed, antes=rng.choice([0, 1]),
              small_bet=2, big_bet=4, cap=rng.choice([4, None]))
    if game.streets[0].opener == "bring-in":
        kw.update(bring_in=1, antes=1)
    else:
        kw.update(blinds=(1, 2), straddles=rng.choice([(), (4,)]) if n > 2 else ())
    if decimal:
        stacks = [Decimal(s) / 100 for s in stacks]
        kw = {k: (Decimal(v) / 100 if isinstance(v, int) and k not in ("seed", "cap") else
                  tuple(Decimal(x) / 100 for x in v) if isinstance(v, tuple) else v) for k, v in kw.items()}
    return Hand(game, stacks, **kw), stacks, rng


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_random_hands_end_with_the_chips_conserved(game):
    for seed in range(40):
        hand, stacks, rng = _hand(game, seed)
        play_out(hand, rng)
        assert hand.over and hand.actor is None and hand.legal.fold is False
        assert sum(hand.stacks) == sum(stacks), (seed, hand.actions)
        assert all(s >= 0 for s in hand.stacks)
        assert hand.net == tuple(end - start for end, start in zip(hand.stacks, stacks))
        assert list(hand.net) == [p.net for p in hand.result.players]
        assert sum(p.chips for p in hand.result.players) == sum(hand.contributions) + sum(
            hand.result.players[s].chips - hand.contributions[s] - (hand.stacks[s] - hand.starting_stacks[s])
            for s in range(len(stacks)))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_no_hand_wins_more_from_a_seat_than_it_put_in(game):
    """Random hands with random mucks at the showdown: a seat wins at most, from each other seat,
    what it put in itself (a pot only mucked hands reached is theirs, not a shorter stack's)."""
    for seed in range(100, 250):
        hand, stacks, rng = _hand(game, seed)
        play_out(hand, rng)
        if not hand.settled:
            continue
        put = hand.contributions
        for seat, won in enumerate(hand.net):
            assert won <= sum(min(put[seat], other) for k, other in enumerate(put) if k != seat), (seed, hand.actions)


@pytest.mark.parametrize("game", [g for g in GAMES if g.key in ("holdem", "omaha-hi-lo", "stud-hi-lo", "badacey")],
                         ids=lambda g: g.key)
def test_decimal_hands_end_in_decimals(game):
    for seed in range(15):
        hand, stacks, rng = _hand(game, seed, decimal=True)
        play_out(hand, rng)
        assert sum(hand.stacks) == sum(stacks) and all(isinstance(s, Decimal) for s in hand.stacks)
        assert hand.net == tuple(end - start for end, start in zip(hand.stacks, stacks))
        assert all(isinstance(n, Decimal) and n.as_tuple().exponent == -2 for n in hand.net)   # in cents as given


def test_replaying_the_actions_gives_the_same_hand():
    for game in GAMES:
        hand, stacks, rng = _hand(game, 3)
        play_out(hand, rng)
        again = Hand(game, stacks, betting=hand.betting, antes=list(hand.antes), blinds=hand.blinds,
                     straddles=hand.straddles, bring_in=hand.bring_in_amount, small_bet=2, big_bet=4, cap=hand.cap)
        for action in hand.actions:
            again.act(action)
        assert again.over and again.stacks == hand.stacks and again.actions == hand.actions


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_a_copied_or_pickled_hand_plays_on_as_the_original(game):
    """copy.deepcopy and pickle mid-hand (a bot's search, a saved game): the copy plays on to the
    original's end, and playing it leaves the original as it was."""
    import copy
    import pickle
    for seed in range(6):
        hand, stacks, rng = _hand(game, seed)
        play_out(hand, rng)
        moves = [a for a in hand.actions if not a.startswith("d ")]   # (a seeded deck deals on its own)
        again, _, _ = _hand(game, seed)
        for action in moves[:len(moves) // 2]:
            again.act(action)
        before = (again.actions[:], again.stacks, again.over)
        for twin in (copy.deepcopy(again), pickle.loads(pickle.dumps(again))):
            assert (twin.actor, twin.stacks, twin.board, twin.holes, twin.legal) == \
                (again.actor, again.stacks, again.board, again.holes, again.legal)
            for action in moves[len(moves) // 2:]:
                twin.act(action)
            assert twin.over and twin.stacks == hand.stacks and twin.actions == hand.actions, seed
            assert twin.result == hand.result
            assert (again.actions, again.stacks, again.over) == before


def _full_table_hand(game, players, seed):
    forced = dict(bring_in=1, antes=1) if game.streets[0].opener == "bring-in" else dict(blinds=(1, 2))
    return Hand(game, [100] * players, seed=seed, **forced)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_a_full_table_is_dealt_to_the_end_and_one_more_player_refused(game):
    """As many players as the deck deals (every card of a hand, everyone to the end, drawing
    every card each draw): the hand ends; one more is refused at the start, not when the deck
    runs out. Counted here from the deck: the board's cards and each hand's, or stud's common card;
    in draw games the cards outside the hands must make a whole hand (a seat drawing every card
    while the others stand pat: its own discards are not reshuffled)."""
    deck, hole, board = game.deck_size, game.hole_cards, game.board_cards
    most = max(n for n in range(2, 60) if n * hole + board <= deck and (not game.draws or deck - n * hole >= hole))
    if game.common_card:
        most = max(most, max(n for n in range(2, 60) if n * (hole - 1) + 1 <= deck))
    assert game.most_players == most
    for seed in range(3):
        hand = _full_table_hand(game, most, seed)
        rng = random.Random(seed)
        for _ in range(2000):
            if hand.over:
                break
            legal = hand.legal
            if legal.draw is not None:   # every card; the first seat only, the others pat; any number
                held = [c for c in hand.holes[hand.actor] if c]
                drawn = held if seed == 0 or seed == 1 and hand.actor == 0 else rng.sample(held, rng.randint(0, len(held)))
                hand.act("sd " + "".join(drawn))
            else:
                hand.act("sm -" if legal.show else "pb" if legal.bring_in is not None else "cc")
        assert hand.over and sum(hand.stacks) == 100 * most
    with pytest.raises(ValueError, match=f"is played by 2 to {most} players, got {most + 1}$"):
        _full_table_hand(game, most + 1, 0)
