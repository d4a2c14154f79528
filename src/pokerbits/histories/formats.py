"""The hand-history formats `read_hands` knows, each recognised by its content: one module per
format, which turns a file's text into each hand's PHH fields (the dict `engine.phh.loads`
gives, which `engine.phh.hand_from_fields` plays). Adding a site is one `Format` line here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, Iterator, Tuple, Union

from pokerbits.histories import betonline, bovada, cake, cereus, enet, fulltilt, ggpoker, ipoker, kingsclub, pacific, partypoker, phh, pokerstars, winamax, winning
from pokerbits.histories.sites import site_hands

# what a format's reader yields for each hand: its label in the file ("" for a file of one
# hand, else the file's own number or name of the hand) and its fields, or the ValueError
# that kept that hand from being read (the others are still read)
Hands = Iterator[Tuple[str, Union[Dict[str, Any], ValueError]]]


@dataclass(frozen=True)
class Format:
    name: str
    recognises: Callable[[str], bool]            # on the first few kB of a file's text
    hands: Callable[[Iterable[str]], Hands]      # the file's lines (with their ends) -> its hands


FORMATS: Tuple[Format, ...] = (
    Format("PHH", phh.recognises, phh.hands),
    # the sites' own text (one module each; the fields carry `_problems`, the money checks failed)
    *(Format(m.SITE, m.detect, site_hands(m)) for m in (pokerstars, ggpoker, winamax, ipoker, pacific, partypoker, bovada,
                                                             betonline, enet, kingsclub, fulltilt, winning, cake, cereus)),
)
HEAD = 4096   # how much of a file `recognises` sees
