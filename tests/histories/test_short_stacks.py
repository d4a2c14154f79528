"""Hands at the edge of a stack: seats all in for part of an ante or a blind, or for less than a
bring-in, written at every site (`write_hand`) and read back. Either the site refuses the hand
with a one-line reason it states, or the hand reads back without a note to the same game, betting
and final stacks. The random hands of `test_roundtrip` start every seat with three big blinds at
least, so none of this was reached there; the cases below are the defects it found."""
import random
from decimal import Decimal

import pytest

import pokerbits as pb
from pokerbits.histories.formats import read_checked
from pokerbits.histories.write import WRITERS, write_hand

STUD = ("stud", "stud-hi-lo", "razz")
DRAWS = ("2-7-triple-draw", "a-5-triple-draw", "badugi", "badacey", "five-card-draw")
REFUSALS = ("does not deal", "writes no", "fixed limit only", "whole amounts", "not written",
            "counts the antes in the side pots", "writes cents", "without blinds", "no other seat matched",
            "writes no stakes", "the hero mucked all in")


def _finish(hand, rng, muck=0.0):
    """Play `hand` to its end at random (`muck`: how often a seat at the showdown mucks)."""
    while not hand.over:
        legal = hand.legal
        if legal.show:
            hand.muck() if legal.muck and rng.random() < muck else hand.show()
        elif legal.draw is not None:
            hand.discard("")
        elif legal.bring_in is not None and (rng.random() < 0.5 or not (legal.check or legal.call is not None)):
            hand.post_bring_in()
        elif legal.fold and rng.random() < 0.25:
            hand.fold()
        elif legal.min_to is not None and rng.random() < 0.3:
            hand.bet_raise(rng.choice([legal.min_to, legal.max_to]))
        else:
            hand.check_call()
    return hand


def _short_hand(rng, site):
    """A finished hand of a game `site` writes, some seats' stacks below the forced bets."""
    writer = WRITERS[site]
    game = rng.choice(writer.games)
    limit_only = game in STUD or game in DRAWS or getattr(writer, "fixed_only", False)
    bettings = getattr(writer, "bettings", {}).get(game) or ("no-limit", "pot-limit") + (
        ("fixed-limit",) if game in getattr(writer, "fixed_limit_too", ()) else ())
    betting = "fixed-limit" if limit_only else rng.choice(bettings)
    cents = rng.random() < 0.5
    unit = (lambda v: Decimal(v) / 100) if cents else (lambda v: v)
    n = min(rng.choice([2, 2, 3, 4, 6, 9]), pb.games.game(game).most_players)
    stacks = [unit(rng.choice([1, 3, 5, 7, 10, 12, 15, 25, 60, 200, 1000])) for _ in range(n)]
    kwargs = dict(antes=unit(rng.choice([0, 0, 1, 5])), betting=betting, seed=rng.randrange(1 << 30))
    if game in STUD:
        kwargs.update(bring_in=unit(2), small_bet=unit(10), big_bet=unit(20))
    else:
        kwargs["blinds"] = (unit(5), unit(10))
        if betting == "fixed-limit":
            kwargs.update(small_bet=unit(10), big_bet=unit(20))
    return game, betting, _finish(pb.Hand(game, stacks, **kwargs), rng, muck=0.1)


def _reads_back(hand, site, game, betting, hero=None):
    """The hand written at `site` (only the `hero`'s hidden cards, when one is named: seat 0 to
    n - 1) reads back to the same game, betting and stacks, without a note (or the site refuses it
    with one of the stated reasons)."""
    facts = {} if hero is None else {"names": [f"Seat{k}" for k in range(hand.n)], "hero": f"Seat{hero}"}
    try:
        text = write_hand(hand, site, **facts)
    except ValueError as refused:
        assert any(reason in str(refused) for reason in REFUSALS) and "\n" not in str(refused), refused
        return False
    notes = []
    [(fields, read)] = list(read_checked(text, note=notes.append))
    assert notes == [], (notes, text)
    assert (fields["_game"], fields["_betting"]) == (game, betting), text
    assert read is not None, f"the engine refuses the hand read back\n{text}"
    assert [Decimal(v) for v in read.stacks] == [Decimal(v) for v in hand.stacks], text
    return True


@pytest.mark.parametrize("site", list(WRITERS))
@pytest.mark.parametrize("with_hero", [False, True])
def test_short_stacks_read_back_or_are_refused(site, with_hero):
    rng = random.Random(f"short {site} {with_hero}")
    written = sum(_reads_back(hand, site, game, betting, rng.randrange(hand.n) if with_hero else None)
                  for game, betting, hand in (_short_hand(rng, site) for _ in range(40)))
    assert written >= 5   # (Everest refuses most: whole amounts, stakes)


@pytest.mark.slow
@pytest.mark.parametrize("site", list(WRITERS))
def test_short_stacks_read_back_or_are_refused_many(site):
    rng = random.Random(f"short many {site}")
    for k in range(600):
        game, betting, hand = _short_hand(rng, site)
        _reads_back(hand, site, game, betting, rng.randrange(hand.n) if k % 2 else None)


def _played(game, stacks, actions=(), **kwargs):
    """The hand of `game` after `actions`, then checked and called down, every hand shown."""
    hand = pb.Hand(game, stacks, **kwargs)
    for action in actions:
        hand.act(action)
    while not hand.over:
        legal = hand.legal
        hand.show() if legal.show else hand.post_bring_in() if legal.bring_in is not None else hand.check_call()
    return hand


def test_boss_media_heads_up_without_a_small_blind():
    """Heads-up, the button all in for part of its ante posts no small blind. Boss Media writes no
    dealer and the reader took the button from the small blind alone: the seats came out in the
    wrong order and the money checks failed. The button is now the seat that is not the big blind."""
    hand = _played("holdem", [15, 3], blinds=(5, 10), antes=5, seed=103, ante_trimming=True)
    assert _reads_back(hand, "Boss Media", "holdem", "no-limit")
    three = _played("holdem", [3, 200, 200], blinds=(5, 10), antes=5, seed=4, ante_trimming=True)
    text = write_hand(three, "Boss Media", numbers=[3, 1, 2])   # the button is seat 2, the big blind seat 1
    assert "HAND_SB" not in text
    [(fields, read)] = list(read_checked(text))
    assert fields["players"][-1] == "Player3" and list(read.stacks) == list(three.stacks)


@pytest.mark.parametrize("site", [s for s in WRITERS if "stud" in WRITERS[s].games])
def test_stud_all_in_on_third_street_shows_before_the_later_streets(site):
    """Every seat all in for its ante: the engine goes to the showdown at once and deals the later
    streets after it. The replay held the shows back until every written hole card was dealt, and
    the engine refused the fourth street's first card ("p3 is to act")."""
    hand = _played("stud", [5, 5, 60], antes=5, bring_in=2, small_bet=10, big_bet=20, betting="fixed-limit",
                   seed=38, ante_trimming=True)
    assert hand.actions.index("p3 sm " + "".join(hand.holes[2][:3])) < len(hand.actions) - 1
    assert _reads_back(hand, site, "stud", "fixed-limit")


@pytest.mark.parametrize("site", [s for s in WRITERS if "stud" in WRITERS[s].games])
def test_stud_a_seat_that_mucks_before_the_last_street(site):
    """A seat mucks at a showdown before seventh street (the others all in); the engine still deals
    it the later cards, which the sites do not write: the replay deals them unknown."""
    hand = pb.Hand("stud", [10, 200, 200], antes=1, bring_in=2, small_bet=10, big_bet=20, betting="fixed-limit",
                   seed=5, ante_trimming=True)
    while not hand.over:
        legal = hand.legal
        if legal.show:
            hand.muck() if hand.actor == 1 else hand.show()
        elif legal.bring_in is not None:
            hand.post_bring_in()
        elif hand.actor == 0 or legal.check:
            hand.check_call() if hand.actor != 0 or legal.min_to is None else hand.bet_raise(legal.max_to)
        else:
            hand.fold() if hand.actor == 2 else hand.check_call()
    assert "p2 sm" in hand.actions
    assert _reads_back(hand, site, "stud", "fixed-limit")


@pytest.mark.parametrize("site", ["PokerStars", "888poker", "Winamax"])
def test_a_seat_all_in_for_part_of_its_ante_wins_by_the_ante_levels(site):
    """A seat all in for 15 of a 30 ante wins the antes to its level (15 from each seat), as 888's
    own text pays it (a real hand): the reader wrote the antes as posted (15 among 30s), so the
    engine took them as unequal antes, dead in the main pot, and paid the short seat all of them."""
    hand = _played("holdem", [1000, 15, 1000, 1000], ["p3 cc", "p4 cc", "p1 cc"], blinds=(150, 300),
                   antes=30, betting="no-limit", ante_trimming=True,
                   cards=["AcAd", "Td7h", "KcKd", "9c9d", "4dQs7s", "6d", "Ts"])
    assert hand.stacks[1] == 60        # 4 x 15: the rest of the antes go to the side pot
    text = write_hand(hand, site)
    [(fields, read)] = list(read_checked(text))
    assert fields["_problems"] == [] and list(read.stacks) == list(hand.stacks)
    assert fields["antes"][1] == 30


def test_short_blinds_keep_the_stakes():
    """Both blinds all in for less: the header gives the hand's stakes, not the chips posted (the
    reader took 3/3 for 5/10, and the raises after were refused)."""
    hand = _played("holdem", [3, 3, 100, 100], ["cbr 13", "cc"], blinds=(5, 10), betting="pot-limit", seed=1)
    text = write_hand(hand, "PokerStars")
    assert "($5/$10 USD)" in text.splitlines()[0]
    assert _reads_back(hand, "PokerStars", "holdem", "pot-limit")


def test_write_hand_refuses_a_hand_the_site_would_pay_otherwise():
    # antes counted in the side pots' levels (the sites' way) change this hand's pots
    untrimmed = _played("stud-hi-lo", [3, 25], antes=5, bring_in=2, small_bet=10, big_bet=20, betting="fixed-limit",
                        cards=["3d8dTh", "Ac9d5d", "2c", "Kd", "7d", "9c", "5c", "9h", "5s", "Js"])
    assert untrimmed.stacks == (4, 24)     # the whole pot split, p2's excess ante in it
    with pytest.raises(ValueError, match="counts the antes in the side pots"):
        write_hand(untrimmed, "PokerStars")
    trimmed = _played("stud-hi-lo", [3, 25], antes=5, bring_in=2, small_bet=10, big_bet=20, betting="fixed-limit",
                      cards=["3d8dTh", "Ac9d5d", "2c", "Kd", "7d", "9c", "5c", "9h", "5s", "Js"], ante_trimming=True)
    assert trimmed.stacks == (3, 25) and _reads_back(trimmed, "Everleaf", "stud-hi-lo", "fixed-limit")
    # a whole-chip pot split with an odd chip, at a site that writes cents
    odd = _played("omaha-hi-lo", [11, 1000, 1000], ["cc", "cbr 11"], blinds=(5, 10), betting="pot-limit",
                  cards=["AdKd2c3c", "QhQcJsJd", "9s9c8s8c", "Qs7h5d", "Kc", "4h"])
    assert odd.stacks == (16, 1006, 989)    # 33 chips: the high 17 (the odd chip), the low 16
    with pytest.raises(ValueError, match="writes cents"):
        write_hand(odd, "Winning Poker Network")
    assert _reads_back(odd, "PokerStars", "omaha-hi-lo", "pot-limit")
    whole = _played("omaha-hi-lo", [Decimal(11), Decimal(1000), Decimal(1000)], ["cc", "cbr 11"],   # (Decimal, whole)
                    blinds=(Decimal(5), Decimal(10)), betting="pot-limit",
                    cards=["AdKd2c3c", "QhQcJsJd", "9s9c8s8c", "Qs7h5d", "Kc", "4h"])
    assert whole.stacks == odd.stacks
    with pytest.raises(ValueError, match="writes cents"):
        write_hand(whole, "Winning Poker Network")


@pytest.mark.parametrize("site,game,betting", [("GGPoker", "omaha", "no-limit"), ("GGPoker", "holdem", "pot-limit"),
                                               ("GGPoker", "short-deck", "pot-limit"), ("Unibet", "holdem", "pot-limit"),
                                               ("Microgaming", "holdem", "pot-limit"),
                                               ("Seals With Clubs", "holdem", "pot-limit"),
                                               ("Winning Poker Network 2016", "holdem", "pot-limit")])
def test_a_betting_the_site_does_not_write_is_refused(site, game, betting):
    """These sites name one betting for the game (GG's Omaha is "PLO"): another was written under
    that name and read back as it."""
    hand = _played(game, [100, 100], ["f"], blinds=(1, 2), betting=betting, seed=1)
    with pytest.raises(ValueError, match=f"does not deal {betting} {game}"):
        write_hand(hand, site)


def test_stud_with_a_common_card_is_refused():
    """Eight seats of stud to the last street: the deck runs short and the seventh card is one
    common card. No site's wording for it is known (PokerStars wrote it as a second river)."""
    hand = pb.Hand("stud", [500] * 8, antes=1, bring_in=2, small_bet=10, big_bet=20, betting="fixed-limit", seed=2)
    while not hand.over:
        legal = hand.legal
        hand.show() if legal.show else hand.post_bring_in() if legal.bring_in is not None else hand.check_call()
    assert hand.board
    for site in ("PokerStars", "Full Tilt", "Winamax", "Everleaf"):
        with pytest.raises(ValueError, match="common card"):
            write_hand(hand, site)


def test_everest_refuses_a_blind_in_cents():
    """Everest writes whole amounts: the stacks and each seat's chips put in were checked, the
    blinds were not (written 0.05, and the reader refused the hand)."""
    hand = _played("holdem", [Decimal("10.00"), Decimal("10.00")], ["cbr 1", "cc"],
                   blinds=(Decimal("0.05"), Decimal("0.10")), seed=1)
    assert all(v == int(v) for v in (*hand.stacks, *hand.starting_stacks))
    with pytest.raises(ValueError, match="whole amounts"):
        write_hand(hand, "Everest")


@pytest.mark.parametrize("site", ["Bovada", "Everest"])
def test_a_short_big_blind_is_refused_where_no_stakes_are_written(site):
    """Bovada and Everest write no stakes: the reader takes them from the big blind posted, so a big
    blind all in for less read back as smaller stakes, and a raise the engine made was refused."""
    for stacks, refused in (([2, 3, 15, 5], True), ([2, 30, 15, 5], False)):
        hand = pb.Hand("holdem", stacks, blinds=(5, 10), betting="pot-limit", seed=648)
        hand.bet_raise(hand.legal.max_to)    # (the raise the smaller stakes read back refuse)
        hand = _played(hand.game, stacks, [*hand.actions[4:], "f"], blinds=(5, 10), betting="pot-limit", seed=648)
        if refused:
            with pytest.raises(ValueError, match="writes no stakes"):
                write_hand(hand, site)
        else:
            assert _reads_back(hand, site, "holdem", "pot-limit")


@pytest.mark.parametrize("site", [s for s in WRITERS if "stud" in WRITERS[s].games])
def test_stud_seen_by_a_hero_all_in_on_third_street(site):
    """Written for a hero, the others' seventh-street cards are face down and never written. With
    the showdown before the later streets (all in on third street), nothing after the last street
    dealt them unknown, and the replay waited for them."""
    hand = _played("stud-hi-lo", [2, 25], antes=1, bring_in=2, small_bet=10, big_bet=20, betting="fixed-limit",
                   seed=336, ante_trimming=True)
    assert _reads_back(hand, site, "stud-hi-lo", "fixed-limit", hero=0)


def test_a_hero_mucking_all_in_before_the_runout_is_refused():
    """The sites table a hand all in; the replay shows one whose cards are written (the hero's),
    whatever the text says, and then waits for a board the text never dealt."""
    hand = pb.Hand("holdem", [7, 25, 7], blinds=(5, 10), seed=1)
    for action in ("f", "cc"):
        hand.act(action)
    hand.muck()
    assert hand.over and not hand.board
    with pytest.raises(ValueError, match="the hero mucked all in"):
        write_hand(hand, "Seals With Clubs", names=["A", "B", "C"], hero="A")
    assert _reads_back(hand, "Seals With Clubs", "holdem", "no-limit", hero=1)
