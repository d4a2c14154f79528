"""The game and betting named by a site's header text (``"Hold'em No Limit"``, ``"PLO-5"``,
``"7 Card Stud Hi/Lo Limit"``, ``"Triple Draw 2-7 Lowball Limit"``), as pokerbits game keys.

>>> game_of("5 Card Omaha Hi/Lo Pot Limit"), game_of("Holdem no limit"), game_of("PLO-5")
(('omaha5-hi-lo', 'pot-limit'), ('holdem', 'no-limit'), ('omaha5', 'pot-limit'))
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional, Tuple

_GAMES = (   # first match wins: the longer names first
    (r"courchevel\s*(hi[/-]?lo|h/l)", "courchevel-hi-lo"), (r"courchevel", "courchevel"),
    (r"(5|five)[- ]?card omaha\s*(hi[/-]?lo|h/l|8)", "omaha5-hi-lo"),
    (r"(5|five)[- ]?card omaha|plo-?5|omaha5|5-?card plo", "omaha5"),
    (r"omaha\s*(hi[/-]?lo|h/l|8|high[- ]low)|plo-?8|o8|omaha hilo", "omaha-hi-lo"),
    (r"omaha|plo", "omaha"),
    (r"short ?deck|6\+|six plus", "short-deck"),
    (r"(7|seven)[- ]?card stud\s*(hi[/-]?lo|h/l|8|high[- ]low)|stud\s*(hi[/-]?lo|h/l|8)|7card hilo|stud8", "stud-hi-lo"),
    (r"(5|five)[- ]?card stud", "five-card-stud"),
    (r"(7|seven)[- ]?card stud|stud", "stud"),
    (r"razz", "razz"),
    (r"badacey", "badacey"), (r"badeucy", "badeucy"), (r"badugi", "badugi"),
    (r"(triple|3)[- ]?draw\s*(2-7|deuce)|(2-7|deuce to seven)\s*(lowball\s*)?triple|2-7 3|2-7 triple", "2-7-triple-draw"),
    (r"(triple|3)[- ]?draw\s*a-5|a-5\s*(triple|3)", "a-5-triple-draw"),
    (r"single draw 2-7|2-7 single|2-7 sd|\b2-7\b|deuce to seven", "2-7-single-draw"),
    (r"(5|five)[- ]?card[- ]?draw|five_card_draw", "five-card-draw"),
    (r"hold'?em|holdem|\bnlhe\b|\bnl\b|\blhe\b", "holdem"),
)
_COMPILED = tuple((re.compile(p, re.I), g) for p, g in _GAMES)
_BETTING = (
    (re.compile(r"no[- _]?limit|\bnl\b|sin l[ií]mite|\bsl\b", re.I), "no-limit"),
    (re.compile(r"pot[- _]?limit|\bpl\b|\bplo", re.I), "pot-limit"),
    (re.compile(r"limit|\bfl\b|\bfix|\bl\b", re.I), "fixed-limit"),
)
_DEFAULT_BETTING = {"omaha5": "pot-limit", "omaha": "pot-limit", "short-deck": "no-limit"}


@lru_cache(maxsize=1024)   # a file names few games, in every hand
def game_of(text: str, betting: Optional[str] = None) -> Tuple[str, str]:
    """(game key, betting) named by `text`; a ValueError when no game is named."""
    for pattern, game in _COMPILED:
        if pattern.search(text):
            break
    else:
        raise ValueError(f"no game named in {text[:60]!r}")
    if betting is None:
        for pattern, name in _BETTING:
            if pattern.search(text):
                betting = name
                break
        else:
            betting = _DEFAULT_BETTING.get(game, "fixed-limit")
    return game, betting
