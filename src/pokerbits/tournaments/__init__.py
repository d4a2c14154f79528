"""Tournaments: prize equity by the independent chip model (`icm`, in `chip_model`) and the
heads-up push/fold equilibrium (`push_fold`, in `equilibrium`), in chips or in prizes; their
results in `results`. (The modules are not named after the functions, which would hide them.)"""
from pokerbits.tournaments.charts import push_fold_chart
from pokerbits.tournaments.chip_model import icm
from pokerbits.tournaments.equilibrium import push_fold
from pokerbits.tournaments.results import FullTableChart, FullTableResult, IcmResult, PushFoldChart, PushFoldResult

__all__ = ["FullTableChart", "FullTableResult", "IcmResult", "PushFoldChart", "PushFoldResult", "icm", "push_fold", "push_fold_chart"]
