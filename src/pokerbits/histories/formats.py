"""The registry of site formats: each file's format is recognised by its content (the first
format whose `detect` accepts the text, never the file's name) and read into PHH fields dicts,
each checked against what its text says about the money and replayed on the engine
(`sites.checked`: the differences go in the fields' `_problems` and are noted, never changed).
PHH itself is read by `read.py` before these are tried.

>>> format_of("variant = 'NT'") is None
True
>>> text = '''PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2013/01/08 16:28:42 ET
... Table 'T' 6-max Seat #2 is the button
... Seat 1: A ($2 in chips)
... Seat 2: B ($1.50 in chips)
... B: posts small blind $0.01
... A: posts big blind $0.02
... *** HOLE CARDS ***
... B: folds
... Uncalled bet ($0.01) returned to A
... A collected $0.02 from pot
... *** SUMMARY ***
... Total pot $0.02 | Rake $0'''
>>> format_of(text).site, [(f["hand"], f["_problems"]) for f in read_text(text)]
('PokerStars', [('1', [])])
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Dict, Iterator, List, Optional, Tuple

from pokerbits.histories import (betfair, betonline, boss, bovada, cake, cereus, enet, entraction, everest, everleaf,
                                 fulltilt, ggpoker, ipoker, kingsclub, merge, microgaming, ongame, pacific, partypoker, pkr,
                                 pokerstars, sealswithclubs, unibet, winamax, winning, winning2016)
from pokerbits.histories._reader import SiteReader
from pokerbits.histories.sites import checked

if TYPE_CHECKING:
    from pokerbits.engine.hand import Hand

# (site name, format): each format (a text site's reader, an XML site's module) has detect(text) -> bool
# and hands(text) -> (fields | None, note | None) per hand; the first that detects a text reads it
FORMATS: List[Tuple[str, Any]] = [
    (f.site, f) if isinstance(f, SiteReader) else (f.SITE, f) for f in (
        pokerstars.StarsReader(), ggpoker.GGReader(), winamax.WinamaxReader(), ipoker, pacific.PacificReader(),
        partypoker.PartyReader(), bovada.BovadaReader(), betonline.BetOnlineReader(), enet.EnetReader(),
        kingsclub.KingsReader(), fulltilt.FullTiltReader(), winning.WinningReader(), cake.CakeReader(),
        cereus.CereusReader(), sealswithclubs.SealsReader(), unibet.UnibetReader(), betfair.BetfairReader(),
        everleaf.EverleafReader(), ongame.OnGameReader(), pkr.PKRReader(), microgaming.MicrogamingReader(),
        entraction.EntractionReader(), winning2016.Winning2016Reader(), everest, merge, boss)
]


def format_of(text: str) -> Optional[Any]:
    """The format (reader or module, see `FORMATS`) of `text`, or None."""
    return next((form for _, form in FORMATS if form.detect(text)), None)


def read_text(text: str, strict: bool = False, note: Optional[Callable[[str], None]] = None,
              name: str = "text") -> Iterator[Dict[str, Any]]:
    """The fields of every hand of a site's `text`, checked (see the module doc). A skipped hand
    (cancelled, cut off, unreadable) and a hand that does not add up are reported through `note`
    (one line each, with the hand id); with `strict` either is a ValueError (a cancelled hand is
    still only skipped)."""
    return (fields for fields, _ in read_checked(text, strict, note, name))


def read_checked(text: str, strict: bool = False, note: Optional[Callable[[str], None]] = None,
                 name: str = "text", form: Any = None) -> Iterator[Tuple[Dict[str, Any], Optional["Hand"]]]:
    """What `read_text` gives, each with the hand the checks replayed (None: the engine refuses
    it), the format `form` when it is known."""
    form = form if form is not None else format_of(text)
    if form is None:
        raise ValueError(f"{name}: not a hand history format pokerbits reads")
    for fields, skipped in form.hands(text):
        if fields is None:
            if strict and "cancelled" not in (skipped or ""):
                raise ValueError(f"{name}: {skipped}")
            if note is not None:
                note(f"{name}: {skipped}")
            continue
        hand = checked(fields)
        where = f"{name} #{fields.get('hand', '?')}"
        for problem in fields["_problems"]:
            if strict:
                raise ValueError(f"{where}: {problem}")
            if note is not None:
                note(f"{where}: {problem}")
        yield fields, hand
