"""A deliberately naive betting round, written from the rules (docs/rules.md, RULES.md "Rules of
play"), for checking the engine's `legal` and `actor`: plain arithmetic over the actions so far,
no state machine borrowed from anyone.

- A seat may check when its bet matches the highest, else call (all in if short) or fold.
- The smallest bet is the round's bet size (the big blind in no- and pot-limit); a raise is at
  least the last full bet or raise of the round (`full`); all in for less is allowed.
- A seat that has acted may raise again only when the bets since its last action add up to at
  least one full raise (an all-in short of a full raise does not reopen the betting).
- Pot-limit: the largest raise makes the bet equal to the pot after the call, plus the call.
- Fixed limit: every bet and raise is one bet size; at most `cap` bets and raises a round (the
  blinds and the bring-in are not counted; a completion is).
- Stud: the first seat must bring in or complete (to one small bet); until someone completes, a
  "raise" is the completion. An all-in short of the completion does not reopen the betting to
  those who acted (the bring-in among them); after it the least completion is the highest bet
  plus a bet; a later wager reaching the small bet is the completion and reopens.
- The round ends when every seat still in with chips has acted and matched the highest bet; a seat
  whose opponents are all in and who matches their bets does not act.

Readings that follow pokerkit 0.7.7 where the rules say nothing (stated in docs/rules.md by the
engine): a raise against players who are all in is still allowed; fixed limit has no
"half a bet reopens" rule; after a straddle the minimum raise is the highest bet plus the bet size.
"""
from __future__ import annotations

from typing import Optional


class Round:
    """One betting round from its start: `stacks` behind and `bets` in front (blinds) per seat,
    `live` seats still in, `first` to act, `size` the bet size, `pot` every chip in (bets too)."""

    def __init__(self, stacks, bets, live, first, *, betting: str, size: int, cap: Optional[int], pot: int,
                 bring_in: Optional[int] = None):
        self.stacks, self.bets = list(stacks), list(bets)
        self.folded = [not alive for alive in live]
        self.n = len(self.stacks)
        self.betting, self.size, self.cap, self.pot = betting, size, cap, pot
        self.full = size
        self.raises = 0
        # pokerkit's reading (to tell its differences apart): its raise size starts at 0 (not at the bet
        # size) and a completion counts as a raise of (completion - bring-in), so an all-in short of
        # a full raise that is as large as every increase before it reopens the betting there
        self.pk_size = 0
        self.short_opening = False
        self.acted_at: dict = {}                 # seat -> the highest bet when it last acted
        self.bring_in_due = bring_in             # stud: the first seat brings in (or completes)
        self.completed = not bring_in
        self.short_completion = False            # an all-in short of the completion came first
        self.last = (first - 1) % self.n
        # who must act before the round can end: every seat in with chips, but not one whose
        # opponents are all in for no more than it has in front
        self.waiting = {seat for seat in range(self.n) if self._in(seat) and self.stacks[seat] > 0 and any(
            self._in(s) and (self.stacks[s] > 0 or self.bets[s] > self.bets[seat]) for s in range(self.n) if s != seat)}
        self.turn = first if self._must_act(first) else self._next()

    @property
    def high(self) -> int:
        return max(self.bets)

    def _in(self, seat: int) -> bool:
        return not self.folded[seat]

    def _must_act(self, seat: int) -> bool:
        if not self._in(seat) or self.stacks[seat] == 0 or sum(map(self._in, range(self.n))) < 2:
            return False
        if self.bets[seat] < self.high:
            return True
        return seat in self.waiting

    def _next(self) -> Optional[int]:
        for k in range(1, self.n + 1):
            seat = (self.last + k) % self.n
            if self._must_act(seat):
                return seat
        return None

    def legal(self) -> dict:
        """The actor's legal actions, in the fields of the engine's `Legal`."""
        seat = self.turn
        assert seat is not None
        out = dict(fold=False, check=False, call=None, min_to=None, max_to=None, draw=None, bring_in=None,
                   complete=None, show=False, muck=False)
        stack, bet, high = self.stacks[seat], self.bets[seat], self.high
        if self.bring_in_due:
            out["bring_in"] = min(stack, self.bring_in_due)
        else:
            owed = min(stack, high - bet)
            out["fold"] = owed > 0
            if owed == 0:
                out["check"] = True
            else:
                out["call"] = owed
        raise_ok = stack > high - bet
        if self.cap is not None and self.raises >= self.cap:
            raise_ok = False
        if seat in self.acted_at and high - self.acted_at[seat] < self.full:
            raise_ok = False               # nothing but short all-ins since its last action
        if not any(self._in(s) and self.stacks[s] + self.bets[s] > high for s in range(self.n) if s != seat):
            raise_ok = False               # nobody left to raise against: the others are all in
        if raise_ok:
            most = stack + bet
            if not self.completed:         # the completion (after a short one: a bet more)
                least = high + self.size if self.short_completion else self.size
            else:
                least = high + self.full
            least = min(least, most)
            if self.betting == "no-limit":
                top = most
            elif self.betting == "pot-limit":
                call = high - bet
                top = min(most, max(least, high + self.pot + call))
            else:
                top = least
            out["min_to"], out["max_to"] = least, top
            if not self.completed and not self.short_completion:
                out["complete"] = least
        return out

    def apply(self, seat: int, move: tuple) -> None:
        """Apply ("f",), ("cc",), ("pb",) or ("cbr", to) by `seat`, then find the next actor."""
        assert seat == self.turn, (seat, self.turn)
        kind = move[0]
        if kind == "f":
            self.folded[seat] = True
        elif kind == "cc":
            self._pay(seat, min(self.stacks[seat], self.high - self.bets[seat]))
        elif kind == "pb":
            self._pay(seat, min(self.stacks[seat], self.bring_in_due))
            self.bring_in_due = None
        else:
            to = move[1]
            increase = to - self.high
            if self.full > increase >= self.pk_size and to == self.stacks[seat] + self.bets[seat] and self.completed:
                self.short_opening = True
            self.pk_size = max(self.pk_size, increase)
            if not self.completed:
                self.bring_in_due = None
                if to >= self.size:        # the completion: the round's first full bet
                    self.completed, self.full = True, self.size
                    self.acted_at = {}
                else:                      # all in short of the completion: no reopening
                    self.short_completion = True
                    self.short_opening = True      # (pokerkit reopens: it counts it as complete)
            elif increase >= self.full:
                self.full = increase
                self.acted_at = {}         # a full raise reopens the betting
            self.raises += 1
            self._pay(seat, to - self.bets[seat])
        self.acted_at[seat] = self.high
        self.waiting.discard(seat)
        self.last = seat
        self.turn = self._next()

    def _pay(self, seat: int, amount: int) -> None:
        assert 0 <= amount <= self.stacks[seat]
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        self.pot += amount


def size_of(table, street: int) -> int:
    """The bet size of a street: the big blind in no- and pot-limit, else the small bet on the
    first rounds and the big bet after (hold'em: from the turn; stud: from fifth street; single
    draw: after the draw; triple draw: from the second draw)."""
    if table.betting != "fixed-limit":
        return table.small_bet
    return table.small_bet if street < 2 and not (table.spec.draws == 1 and street == 1) else table.big_bet


class Observer:
    """Follows a hand played by pokerkit_side.play: at each betting decision, the naive round's
    actor and legal actions against pokerkit's (and the engine's) at the same point."""

    def __init__(self, table):
        self.table = table
        self.round: Optional[Round] = None
        self.street = None
        self.differences: list = []
        self.decisions = 0
        self.pokerkit_reopens = 0        # decisions where pokerkit reopens the betting after a short all-in
        # decisions of a stud round after an all-in short of the completion where the engine and
        # this reference read the reopening differently (open: see docs/rules.md, "Playing a hand")
        self.open_short_completions = 0

    def decision(self, state, theirs: dict, ours: Optional[dict], played) -> None:
        table = self.table
        if self.round is not None and state.street_index == self.street and self.round.turn is None:
            self.differences.append((played.seed, "the naive round is over", None, state.actor_index,
                                     list(played.actions)))
            self.round = None
            return
        if state.street_index != self.street or self.round is None:
            self.street = state.street_index
            first_street = state.street_index == 0
            self.round = Round(state.stacks, state.bets, state.statuses, state.actor_index, betting=table.betting,
                               size=size_of(table, state.street_index), cap=table.cap if table.betting == "fixed-limit"
                               else None, pot=sum(table.stacks) - sum(state.stacks),
                               bring_in=table.bring_in if first_street and table.spec.family == "stud" else None)
        self.decisions += 1
        naive = self.round
        if naive.turn != state.actor_index:
            self.differences.append((played.seed, "actor", naive.turn, state.actor_index, list(played.actions)))
            self.round = None
            return
        mine = naive.legal()
        if mine != theirs:
            if naive.short_opening and mine["min_to"] is None and theirs["min_to"] is not None and \
                    {k: v for k, v in mine.items() if k not in ("min_to", "max_to")} == \
                    {k: v for k, v in theirs.items() if k not in ("min_to", "max_to")}:
                # pokerkit's reading: see Round.pk_size
                self.pokerkit_reopens += 1
            else:
                self.differences.append((played.seed, "legal vs pokerkit", mine, theirs, list(played.actions)))
        if ours is not None and mine != ours:
            if naive.short_completion and {k: v for k, v in mine.items() if k not in ("min_to", "max_to")} == \
                    {k: v for k, v in ours.items() if k not in ("min_to", "max_to")}:
                self.open_short_completions += 1
            else:
                self.differences.append((played.seed, "legal vs engine", mine, ours, list(played.actions)))

    def acted(self, seat: int, move: tuple, played) -> None:
        if self.round is not None and self.round.turn == seat:
            self.round.apply(seat, move)
