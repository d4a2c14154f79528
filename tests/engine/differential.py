"""One hand of the differential test, judged: what the test and scripts/engine_vs_pokerkit.py
count for it, and the report of a difference that is the engine's."""
from __future__ import annotations

from collections import Counter
from typing import Optional, Tuple

import naive_betting as naive
import pokerkit_side as side


def check(key: str, seed: int, counts: Counter, cents: bool = False) -> Optional[str]:
    """Play hand `seed` of game `key` on pokerkit, the engine and the naive betting rules; add
    what was seen to `counts`; return the report of an engine difference, or None. With `cents`
    the engine plays the same hand in Decimal dollars (a chip is $0.01)."""
    table = side.table_for(key, seed)
    observer = naive.Observer(table)
    played = side.play(table, seed, observer=observer, cents=cents, phh=not cents)
    counts["hands"] += 1
    counts["decisions"] += observer.decisions
    engine_vs_naive = [d for d in observer.differences if d[1] == "legal vs engine"]
    naive_other = [d for d in observer.differences if d[1] not in ("legal vs engine", "legal vs pokerkit")]
    legal = [d for d in played.differences if d[1].startswith("legal.")]
    other = [d for d in played.differences if not d[1].startswith("legal.")]
    if observer.pokerkit_reopens:
        counts["hands where pokerkit reopens the betting after a short all-in"] += 1
    if observer.open_short_completions and not engine_vs_naive and not other and not naive_other:
        # the rules leave it open (docs/rules.md): counted, every other step of the hand compared;
        # pokerkit reads most of these hands as the engine does, some otherwise
        counts["stud: an all-in short of the completion, an open ruling"
               + (", pokerkit reads it otherwise" if legal else ", read as pokerkit does")] += 1
        return None
    if legal and not engine_vs_naive and not other and not naive_other:
        # the engine's legal actions are the naive rules' there, pokerkit's are not: pokerkit
        # reopens after a short all-in, or (its run of short all-ins cleared once it sums to a
        # full raise) refuses a raise to a seat facing a full raise since its own last action
        counts["pokerkit's short all-in reading, the engine follows the rule"
               if observer.pokerkit_reopens else "pokerkit refuses a raise the rule allows (the engine follows the rule)"] += 1
        return None
    if legal or other or engine_vs_naive or naive_other:
        counts["engine differences"] += 1
        counts["engine differences: " + cause(table, engine_vs_naive)] += 1
        extra = ""
        if engine_vs_naive:
            seed_, what, mine, ours, actions = engine_vs_naive[0]
            changed = {k: (mine[k], ours[k]) for k in mine if mine[k] != ours[k]}
            extra = f"\n  the naive rules vs the engine after {'; '.join(actions)}: {changed}"
        return played.report() + extra
    if played.settlement == "pokerkit":
        counts["pokerkit's settlement differs, the engine is showdown()'s"] += 1
    if played.phh_beyond_cap:
        # PHH has no cap field: pokerkit reads every fixed-limit hand with a cap of 4 (the engine
        # writes its own cap in `_cap`, which pokerkit ignores); Hand.from_phh reads it back
        counts["phh not replayed (a round past pokerkit's cap of 4; PHH has no cap field)"] += 1
    elif played.pk_phh_stacks is None:
        counts["phh not replayed (no PHH variant code)"] += 1
    elif played.pk_phh_stacks != played.pk_stacks:
        if played.settlement == "pokerkit":
            counts["phh replayed: pokerkit's own settlement"] += 1
        else:
            counts["engine differences"] += 1
            return played.report() + f"\n  hand.phh() replayed by pokerkit: {played.pk_phh_stacks}"
    else:
        counts["phh replayed to the same stacks"] += 1
    return None


def cause(table, engine_vs_naive: list) -> str:
    """The likely cause of an engine difference, by the findings so far
    (/work/notes/engine-findings.md)."""
    if engine_vs_naive:
        return "reopens the betting after a short all-in (the naive rules)"
    if not isinstance(table.antes, int) and any(table.antes):
        return "heads-up per-seat antes" if table.players == 2 else "big-blind ante not dead money"
    return "other"


def run(key: str, hands: int, first_seed: int = 0, progress=None, cents: bool = False) -> Tuple[Counter, list]:
    """`hands` hands of `key` (pokerkit's evaluators accelerated by pokerbits' compiled core:
    the same results, faster): the counts and the engine differences' reports."""
    from pokerbits.compat.pokerkit import accelerated
    counts: Counter = Counter()
    failures: list = []
    with accelerated():
        for i, seed in enumerate(range(first_seed, first_seed + hands)):
            report = check(key, seed, counts, cents)
            if report is not None:
                failures.append(report)
            if progress is not None:
                progress(i + 1)
    return counts, failures
