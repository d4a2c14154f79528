"""Hand histories: the hands of history files (`read_hands`: PHH, the open Poker Hand History
format, and the formats of `formats.FORMATS`, each recognised by its content), replayed by the
engine, and the luck report over them: each player's chips won against the chips expected at
the all-in (exact, with side pots); and a finished engine hand written as a site writes it
(`write_hand`)."""
from pokerbits.histories.read import read_hands
from pokerbits.histories.report import HandLuck, LuckReport, PlayerLuck, luck
from pokerbits.histories.write import write_hand

__all__ = ["HandLuck", "LuckReport", "PlayerLuck", "luck", "read_hands", "write_hand"]
