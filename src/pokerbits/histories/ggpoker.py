"""GGPoker hand histories (2020 to today: ``Poker Hand #RC…/OM…/SD…/TM…``): hold'em, PLO, PLO-5,
short deck (antes, the button blind), straddles, run it twice or three times, the jackpot and
other fees of the summary line, tournaments (bounty, levels). The grammar is PokerStars' (this
reader is `pokerbits.histories.pokerstars.StarsReader` with GG's header); GG writes its times
without a zone (kept as written, `_time` naive).

>>> text = '''Poker Hand #SD1: ShortDeck No Limit ($0.02) - 2021/03/02 18:22:40
... Table 'SDWhite20' 5-max Seat #3 is the button
... Seat 1: A ($2.75 in chips)
... Seat 2: B ($2.09 in chips)
... Seat 3: C ($2 in chips)
... B: posts the ante $0.02
... C: posts the ante $0.02
... A: posts the ante $0.02
... C: posts button blind $0.02
... *** HOLE CARDS ***
... Dealt to A
... Dealt to B
... Dealt to C [Tc Ac]
... A: folds
... B: folds
... Uncalled bet ($0.02) returned to C
... *** SHOWDOWN ***
... C collected $0.06 from pot
... *** SUMMARY ***
... Total pot $0.06 | Rake $0 | Jackpot $0 | Bingo $0
... Seat 3: C (button) won ($0.06)'''
>>> [f] = read(text)
>>> f["variant"], f["antes"], f["blinds_or_straddles"], f["actions"][3:], f["_collected"]
('NS', [Decimal('0.02'), Decimal('0.02'), Decimal('0.02')], [0, 0, Decimal('0.02')], ['p1 f', 'p2 f'], [0, 0, Decimal('0.06')])
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Any, List, Optional

from pokerbits.histories._write import SYMBOLS, money
from pokerbits.histories.pokerstars import StarsReader, StarsWriter

SITE = "GGPoker"
START = re.compile(r"^\s*Poker Hand #[A-Z]{2}\d", re.M)


class GGReader(StarsReader):
    site = SITE
    start = START

    def when(self, text: str) -> Optional[datetime]:
        m = re.search(r"(\d{4})/(\d{2})/(\d{2}) (\d{1,2}):(\d{2}):(\d{2})", text)
        if m is None:
            return None
        year, month, day, hour, minute, second = map(int, m.groups())
        return datetime(year, month, day, hour, minute, second)


read = GGReader().read_all


class GGWriter(StarsWriter):
    """Writes a finished engine hand as GGPoker does (`_write.Story`): the Stars grammar with GG's
    header (an id by game, no currency, a time without a zone), ``straddle $4``, amounts with
    thousands separators and no trailing zero (``$3,270.7``), a SHOWDOWN line in every hand and
    the jackpot fees of the summary."""

    games = ("holdem", "omaha", "omaha5", "short-deck")
    bettings = {"holdem": ("no-limit",), "short-deck": ("no-limit",), "omaha": ("pot-limit",), "omaha5": ("pot-limit",)}
    showdown = "SHOWDOWN"
    showdown_always = True
    shows_each_run = False     # run more than once: the shows once, before the runs
    currencies = ("USD", "chips")
    fixed_limit_too = ()

    def money(self, story: Any, value: Any) -> str:
        return money(value, SYMBOLS.get(story.currency, ""), thousands=",", cents=False)

    def header(self, story: Any) -> List[str]:
        prefix = {"holdem": "RC", "short-deck": "SD"}.get(story.game, "OM")
        title = {"holdem": "Hold'em No Limit", "short-deck": "ShortDeck No Limit", "omaha": "PLO", "omaha5": "PLO-5"}
        stakes = "/".join(self.money(story, v) for v in story.stakes if v is not None)
        button = f" Seat #{story.button} is the button" if story.button is not None else ""
        if story.currency == "chips":            # a tournament: its id, buy-in and level
            t = story.tournament
            return [f"Poker Hand #TM{story.number}: Tournament #{t.get('id', 1)}, {t.get('buy_in', 'Freeroll')} "
                    f"{title[story.game]} - Level{t.get('level', '1')} ({stakes}) - {story.time:%Y/%m/%d %H:%M:%S}",
                    f"Table '{story.table}' {story.max_seats}-max{button}"]
        return [f"Poker Hand #{prefix}{story.number}: {title[story.game]} ({stakes}) - {story.time:%Y/%m/%d %H:%M:%S}",
                f"Table '{story.table}' {story.max_seats}-max{button}"]

    def post(self, story: Any, s: int, kind: str, value: Any) -> str:
        if kind == "straddle":
            return f"{story.names[s]}: straddle {self.money(story, value)}"
        return super().post(story, s, kind, value)

    def total(self, story: Any, pot: Any) -> str:
        zero = self.money(story, 0)
        return f"Total pot {self.money(story, pot)} | Rake {zero} | Jackpot {zero} | Bingo {zero}"
