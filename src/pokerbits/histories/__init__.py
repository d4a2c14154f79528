"""Hand histories: hands read from files in PHH, the open Poker Hand History format (through
pokerkit, an optional extra: ``pip install "pokerbits[phh]"``), and the luck report over them:
each player's chips won against the chips expected at the all-in (exact, with side pots)."""
from pokerbits.histories.report import HandLuck, LuckReport, PlayerLuck, luck
from pokerbits.histories.phh import AllIn, HandRecord, read_phh

__all__ = ["AllIn", "HandLuck", "HandRecord", "LuckReport", "PlayerLuck", "luck", "read_phh"]
