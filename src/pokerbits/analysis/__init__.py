"""Analysis on top of equity: suit-isomorphic hand indexes (`HandIndexer`, compiled in
pokerbits._core.tables.isomorphism), outs (`outs`) and hand strength (`hand_strength`), one module each."""
from pokerbits._core.tables.isomorphism import HandIndexer
from pokerbits.analysis.runouts import CardOutcome, Outs, PlayerOuts, outs
from pokerbits.analysis.strength import HandStrength, RunoutEquity, hand_strength

__all__ = ["CardOutcome", "HandIndexer", "HandStrength", "Outs", "PlayerOuts", "RunoutEquity", "hand_strength",
           "outs"]
