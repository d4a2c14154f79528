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
from typing import Optional

from pokerbits.histories.pokerstars import StarsReader

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
