"""Analysis on top of equity: suit-isomorphic hand indexes (`HandIndexer`, compiled in
pokerbits._core.isomorphism) and outs (`outs`). Each capability has its own module here."""
from pokerbits._core.isomorphism import HandIndexer
from pokerbits.analysis.runouts import CardOutcome, Outs, PlayerOuts, outs

__all__ = ["CardOutcome", "HandIndexer", "Outs", "PlayerOuts", "outs"]
