"""`write_hand`: a finished engine hand written as a poker site writes its hand histories (the
writers live beside their readers, one module per site format; `_write.Story` is what they
share). Reading the text back (`read_hands`) gives the same hand: the round trip of each site
is tested on random engine play.

>>> import pokerbits as pb
>>> hand = pb.Hand("holdem", [200, 200], blinds=(1, 2), seed=3)
>>> hand.act("f")
>>> print(write_hand(hand, "PokerStars", hand_id=7, names=["Ann", "Bob"]))     # doctest: +ELLIPSIS
PokerStars Hand #7:  Hold'em No Limit ($1/$2 USD) - 2026/01/01 22:04:05 ET
Table 'Table' 6-max Seat #2 is the button
Seat 1: Ann ($200 in chips)
Seat 2: Bob ($200 in chips)
Bob: posts small blind $1
Ann: posts big blind $2
*** HOLE CARDS ***
...
Bob: folds
Uncalled bet ($1) returned to Ann
Ann collected $2 from pot
*** SUMMARY ***
Total pot $2 | Rake $0
Seat 1: Ann collected ($2)
Seat 2: Bob (button) folded
<BLANKLINE>
"""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, Dict, List

from pokerbits.histories import (betonline, boss, bovada, cake, cereus, enet, entraction, everest, everleaf, fulltilt, ggpoker, ipoker, kingsclub,
                                 merge, microgaming, ongame, pacific, partypoker, pkr, pokerstars, sealswithclubs, unibet, winamax,
                                 winning, winning2016)
from pokerbits.histories._write import Story

# site -> (writer, the games it deals)
WRITERS: Dict[str, Any] = {
    "PokerStars": pokerstars.StarsWriter(runs=True),
    "GGPoker": ggpoker.GGWriter(runs=True),
    "Winamax": winamax.WinamaxWriter(),
    "888poker": pacific.PacificWriter(),
    "PartyPoker": partypoker.PartyWriter(),
    "PartyPoker 2026": partypoker.Party2026Writer(),
    "Bovada": bovada.BovadaWriter(),
    "iPoker": ipoker.IPokerWriter(),
    "Full Tilt": fulltilt.FullTiltWriter(),
    "BetOnline": betonline.BetOnlineWriter(),
    "Kings Club": kingsclub.KingsWriter(),
    "Enet": enet.EnetWriter(),
    "Winning Poker Network": winning.WinningWriter(),
    "Winning Poker Network 2016": winning2016.Winning2016Writer(),
    "Unibet": unibet.UnibetWriter(),
    "Seals With Clubs": sealswithclubs.SealsWriter(),
    "Cake": cake.CakeWriter(),
    "Cereus": cereus.CereusWriter(),
    "Microgaming": microgaming.MicrogamingWriter(),
    "Everleaf": everleaf.EverleafWriter(),
    "PKR": pkr.PKRWriter(),
    "OnGame": ongame.OnGameWriter(),
    "Everest": everest.EverestWriter(),
    "Entraction": entraction.EntractionWriter(),
    "Merge": merge.MergeWriter(),
    "Boss Media": boss.BossWriter(),
}


_CENT = Decimal("0.01")


def sites() -> List[str]:
    """The sites `write_hand` writes."""
    return list(WRITERS)


def key(site: str) -> str:
    """A site's name as `write_hand` and ``convert --to`` take it: any case, spaces left out."""
    return site.lower().replace(" ", "")


def write_hand(hand: Any, site: str, **facts: Any) -> str:
    """The text of the finished engine `hand` as `site` writes it (its name as `sites()` gives
    it, any case, spaces or not). `facts`: `hand_id`, `table`, `time` (a datetime), `currency`
    ("USD", "EUR", "GBP" or "chips"), `names` and `numbers` (one per seat, in PHH order: the button
    last), `max_seats`, `hero` (only its hole cards written, as the sites do), `tournament` (`id`,
    `buy_in`, `level`, with `currency="chips"`); those not given are taken from `hand.info` (a hand
    read from a history keeps its own).

    A ValueError for an unknown site, a hand not over, a hand the site has no wording for (see
    `_unwritten`) and a hand the site would pay otherwise than the engine did (`_paid_otherwise`)."""
    found = {key(name): name for name in WRITERS}.get(key(str(site)))
    if found is None:
        raise ValueError(f"no writer for {str(site)[:40]!r}: the sites written are {', '.join(WRITERS)}")
    writer = WRITERS[found]
    if len(getattr(hand, "boards", ())) > 1 and not getattr(writer, "runs", False):
        raise ValueError(f"{found}: a board run {len(hand.boards)} times is not written (PokerStars and GGPoker write runs)")
    if "hand_id" in facts:
        facts["hand"] = facts.pop("hand_id")
    story = Story(hand, {**known(getattr(hand, "info", {}) or {}, hand.n), **facts})
    refused = _unwritten(story, writer) or _paid_otherwise(hand, story, writer)
    if refused:
        raise ValueError(f"{found}{refused}")
    return writer.write(story)


def _unwritten(story: Story, writer: Any) -> str:
    """Why the site has no wording for the hand (empty: it has): a game or betting it does not
    deal, a stud hand dealt the common card or without a bring-in, a blinds game without both
    blinds, straddles or antes at a site whose wording for them is not known."""
    limit_only = story.stud or story.game in ("2-7-triple-draw", "a-5-triple-draw", "badugi", "badacey", "five-card-draw")
    if story.game not in writer.games or story.betting == "fixed-limit" and not limit_only \
            and story.game not in getattr(writer, "fixed_limit_too", ()):
        return f" does not deal {story.betting} {story.game} (it deals {', '.join(writer.games)})"
    allowed = getattr(writer, "bettings", {}).get(story.game)
    if allowed is not None and story.betting not in allowed:
        return f" does not deal {story.betting} {story.game} (only {' or '.join(allowed)})"
    if getattr(writer, "fixed_only", False) and story.betting != "fixed-limit":
        return " deals fixed limit only"
    if story.stud and story.board:
        return ": a stud hand dealt a common card (the deck ran short) is not written (no site's wording for it is known)"
    if story.stud and not story.bring_in:
        return ": a stud hand without a bring-in is not written (the sites' stud has one)"
    if not story.stud and not story.two_blinds:
        return ": a hand of one blind is not written (the sites' hands have a small and a big blind)"
    if not getattr(writer, "straddles", False) and any(kind in ("straddle", "button blind") for _, kind, _ in story.posts):
        return " writes no straddles (its wording for them is not known)"
    if any(story.antes) and not getattr(writer, "antes", True):
        return " writes no antes (its wording for them is not known)"
    return ""


def _paid_otherwise(hand: Any, story: Story, writer: Any) -> str:
    """Why the site would pay the hand otherwise than the engine did, or its reader read it so
    (empty: it would not): a hand in whole chips whose odd chip falls otherwise in cents (a site
    that writes cents), a big blind all in for less (a site that writes no stakes: the reader
    takes them from the big blind), the hero mucking all in before the runout (the sites table a
    hand all in), a seat mucking chips no other seat matched (the sites return them first), antes
    left out of the side pots' levels where counting them, as the sites do, pays otherwise."""
    if not getattr(writer, "whole_chips", True) and story.currency != "chips" \
            and all(Decimal(v) % 1 == 0 for v in story.stacks) \
            and not _pays_the_same(hand, starting_stacks=[Decimal(v).quantize(_CENT) for v in story.stacks]):
        return " writes cents: this hand in whole chips splits a pot otherwise in cents (play it in cents)"
    if not getattr(writer, "stakes", True) and not story.stud and \
            (story.stakes[1], "big blind") not in [(v, kind) for _, kind, v in story.posts]:
        return " writes no stakes: a big blind all in for less is not written"
    if story.hero is not None and story.hero in story.mucked_all_in:
        return ": the hero mucked all in before the runout (the sites table a hand all in)"
    put = list(hand.contributions)   # (antes trimmed, as the sites trim them: a level of their own)
    top = max(range(hand.n), key=put.__getitem__)
    uniform = not isinstance(hand.antes, (tuple, list)) or len(set(hand.antes)) == 1
    if (hand.ante_trimming or uniform) and put[top] > max(p for s, p in enumerate(put) if s != top) \
            and any(e.kind == "muck" and e.seat == top for e in story.events):
        return ": a seat mucked chips no other seat matched (the sites return them before the showdown)"
    if any(story.antes) and not hand.ante_trimming and any(p == s for p, s in zip(story.put, story.stacks)) \
            and not _pays_the_same(hand, ante_trimming_status=True):
        return (" counts the antes in the side pots: this hand, played without, pays otherwise "
                "(play it with ante_trimming=True)")
    return ""


def _pays_the_same(hand: Any, **changed: Any) -> bool:
    """Whether the finished `hand`, replayed with its PHH fields `changed`, ends with the same
    stacks: played in cents (`starting_stacks` quantized: an odd chip split to the cent), or with
    the antes counted in the side pots' levels (`ante_trimming_status`), as a site pays it."""
    from pokerbits.engine.phh import fields_from_hand, hand_from_fields
    replayed = hand_from_fields({**fields_from_hand(hand), **changed})
    return tuple(replayed.stacks) == tuple(hand.stacks)


def known(info: Dict[str, Any], seats: int) -> Dict[str, Any]:
    """The facts of a hand's `info` (read from a history: PHH fields and a site's facts) that a
    writer takes: names, seat numbers, hand id, table, time, currency."""
    facts: Dict[str, Any] = {}
    names, numbers = info.get("players"), info.get("seats")
    if isinstance(names, list) and len(names) == seats and len(set(map(str, names))) == seats:
        facts["names"] = [str(n) for n in names]
    if isinstance(numbers, list) and len(numbers) == seats and all(isinstance(x, int) for x in numbers):
        facts["numbers"] = numbers
    for key in ("hand", "table", "currency"):
        if info.get(key) is not None:
            facts[key] = str(info[key])
    if isinstance(info.get("_time"), datetime):
        facts["time"] = info["_time"]
    tournament = {k: str(info[f"_{w}"]) for k, w in (("id", "tournament"), ("buy_in", "buy_in"), ("level", "level"))
                  if info.get(f"_{w}") is not None}
    if tournament:
        facts["tournament"] = tournament
    if isinstance(info.get("seat_count"), int) and info["seat_count"] >= seats:
        facts["max_seats"] = info["seat_count"]
    return facts
