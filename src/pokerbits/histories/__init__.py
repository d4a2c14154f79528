"""Hand histories: the hands of history files (`read_hands`: PHH, the open Poker Hand History
format, and the formats of `formats.FORMATS`, each recognised by its content), replayed by the
engine, and the luck report over them: each player's chips won against the chips expected at
the all-in (exact, with side pots)."""
from pokerbits.histories.read import read_hands
from pokerbits.histories.report import HandLuck, LuckReport, PlayerLuck, luck

__all__ = ["HandLuck", "LuckReport", "PlayerLuck", "luck", "read_hands"]
