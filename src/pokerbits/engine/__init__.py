"""The hand engine: one hand of any game of the table, played step by step (pokerbits.Hand)."""
from pokerbits.engine.hand import Hand, Legal, Need

__all__ = ["Hand", "Legal", "Need"]
