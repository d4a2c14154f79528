"""The luck report: over hand histories, each player's chips won against the chips expected at
the all-in. Where a hand's betting ended with cards still to come and two hands or more in (an
all-in), its expected result is each seat's EV then, exact with the side pots (equity() with
`contributions`), less what it had put in; every other hand counts at its actual result. Luck
is what a player won less what was expected.

Each hand is replayed by the engine (`pokerbits.Hand`), which decides who wins what; results
are net chips in the file's own units (dollars and cents as written, exactly). An all-in whose
EV cannot be known (a hand still in was mucked or never shown) counts at its result and is
counted apart; a hand whose replay disagrees with its own `winnings` or `finishing_stacks` is
listed; where those fields are given, the rake they imply is added up. A hand that cannot be
read is skipped with a note (`strict`: a ValueError).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from pokerbits._core.common.records import record
from pokerbits._spread import check_spread
from pokerbits.games.amounts import places_of
from pokerbits.engine.phh import decimal_places, replay, start
from pokerbits.equities.plan import checked_progress
from pokerbits.histories.read import Histories, skip

if TYPE_CHECKING:
    from typing_extensions import TypeGuard

    from pokerbits.engine.hand import Hand

Path = Union[str, "os.PathLike[str]"]
Amount = Union[int, Decimal]
_BETTING = re.compile(r"p[0-9]+ +(?:cbr|cc|f|pb)\b")   # the actions that put chips in or fold
_STUD_UP = (2, 3, 4, 5)              # the up cards of a seven-card stud hand, by the order dealt
_UNSEEN = re.compile(r"^(p[0-9]+ +sm) +[?]+$")   # a show of unknown cards
_SHOWN = re.compile(r"^p[0-9]+ +sm +(?![?]+$)\S")  # a show of cards (some known)


@dataclass(frozen=True)
class HandLuck:
    """One hand: each seat's chips won and expected (net, in the file's units)."""

    name: str
    players: Tuple[str, ...]
    won: Tuple[Amount, ...]
    expected: Tuple[float, ...]     # the EV at the all-in less what was put in; else what was won
    all_in: bool                    # valued at its all-in EV
    exact: bool = True              # the EV enumerated every runout (else Monte Carlo)
    unknown: bool = False           # an all-in counted at its result: a hand in it mucked or unknown
    rake: Optional[Amount] = None   # what the file's winnings or finishing_stacks imply
    disagreement: str = ""          # how the replay disagrees with the file's own money fields

    @property
    def luck(self) -> Tuple[float, ...]:
        return tuple(float(w) - e for w, e in zip(self.won, self.expected))


@dataclass(frozen=True)
class PlayerLuck:
    """One player's totals over the hands read."""

    name: str
    hands: int
    all_ins: int
    won: Amount
    expected: float

    @property
    def luck(self) -> float:
        return float(self.won) - self.expected


@dataclass(frozen=True)
class LuckReport:
    hands: Tuple[HandLuck, ...]
    players: Tuple[PlayerLuck, ...]   # in the order first seen
    complete: bool = True             # False: stopped early (Ctrl-C), the hands read until then
    skipped: Tuple[str, ...] = field(default=())   # a note per hand (or file) that could not be read

    def table(self, every_hand: bool = False) -> str:
        """A summary line or two, the all-in hands (every hand with `every_hand`) and the hands
        that disagree with their own money fields, then each player's totals, as Markdown."""
        hands = self.hands
        unknown = sum(h.unknown for h in hands)
        lines = [f"{len(hands):,} hands, {sum(h.all_in for h in hands):,} all in"
                 + (f", {unknown:,} all-ins counted at their result (a hand mucked or unknown)" if unknown else "")
                 + (f", {len(self.skipped):,} skipped" if self.skipped else "")
                 + ("" if self.complete else " (stopped early)")]
        raked = [h.rake for h in hands if h.rake is not None]
        if raked:
            lines.append(f"rake implied by the files' winnings or finishing stacks: {sum(raked)} over {len(raked):,} hands")
        shown = [h for h in hands if every_hand or h.all_in or h.unknown]
        if shown:
            lines += ["", "| hand | player | won | expected | luck |", "|---|---|---:|---:|---:|"]
            for hand in shown:
                note = " (result: mucked or unknown)" if hand.unknown else ""
                for name, won, expected in zip(hand.players, hand.won, hand.expected):
                    lines.append(f"| {hand.name}{note} | {name} | {won:,} | {expected:,.2f} | {float(won) - expected:+,.2f} |")
        wrong = [h for h in hands if h.disagreement]
        if wrong:
            lines += ["", f"{len(wrong):,} hands disagree with their own winnings or finishing stacks:"]
            lines += [f"- {h.name}: {h.disagreement}" for h in wrong]
        lines += ["", "| player | hands | all in | won | expected | luck |", "|---|---:|---:|---:|---:|---:|"]
        for p in self.players:
            lines.append(f"| {p.name} | {p.hands:,} | {p.all_ins:,} | {p.won:,} | {p.expected:,.2f} | {p.luck:+,.2f} |")
        return "\n".join(lines)


def hand_luck(name: str, fields: Dict[str, Any], *, samples: Optional[int] = None, seed: Optional[int] = None,
              threads: int = 1) -> HandLuck:
    """One hand's luck, from its PHH fields: replayed by the engine, its all-in spot valued by
    equity() with the side pots (`samples`, `seed` and `threads` as there), or its actual result.
    A ValueError if the hand cannot be replayed."""
    hand: Union[Hand, _Unsettled]
    hand, actions = start(fields)
    players = _players(fields.get("players"), hand.n)
    last = betting_end(actions)
    # the moment the betting ended: after its last action; without one (every seat all in on its
    # forced bets), once the first cards are dealt (stud's third street, a draw game's hands)
    at = last + 1 if last >= 0 else next((i for i, a in enumerate(actions) if not a.startswith("d dh ")), len(actions))
    moment = _Moment(hand, []) if at == 0 else None
    audited = "winnings" in fields or "finishing_stacks" in fields   # the replay checked against the file's
    before: Tuple[Amount, ...] = tuple(hand.contributions) if audited else ()   # before the last betting action
    discarded: List[str] = []
    unseen = [_UNSEEN.sub(r"\1", a) if "?" in a else a for a in actions]   # a show of unknown cards: a muck

    def after(number: int) -> None:
        nonlocal moment, before
        if " sd " in actions[number - 1]:
            discarded.extend(_discards(actions[number - 1]))
        if number == last and audited:
            before = tuple(hand.contributions)
        elif number == at:
            moment = _Moment(hand, discarded)

    watched = {number for number, action in enumerate(actions, 1) if " sd " in action} | {last, at}
    replay(hand, unseen, after, watched)
    assert moment is not None
    if unseen != actions and not any(_SHOWN.match(a) for a in actions):
        hand = _Unsettled(hand)   # only unknown hands shown: who won is not in the history
    won = _won(hand, fields)
    rake, disagreement = None, ""
    if hand.over and audited:
        rake, disagreement = _against_file(fields, hand, won, before)
    spot = _spot(hand, moment, actions[at:])
    if spot is None or spot == "unknown":   # (record: a HandLuck without its dataclass __init__'s cost)
        return record(HandLuck, name, players, won, tuple([float(w) for w in won]), False, True, spot is not None,
                      rake, disagreement)
    assert not isinstance(spot, str)   # "unknown", the one string _spot gives, is handled above
    expected, exact = _expected(hand, moment, spot, samples, seed, threads)
    return record(HandLuck, name, players, won, expected, True, exact, False, rake, disagreement)


def betting_end(actions: Sequence[str]) -> int:
    """The index of the last action that put chips in or folded (-1: none): the betting ends there.

    >>> betting_end(["d dh p1 AsAd", "p1 cbr 10", "p2 cc", "d db 2c3c4c", "p1 sm AsAd"])
    2
    """
    return next((i for i in range(len(actions) - 1, -1, -1) if _BETTING.match(actions[i])), -1)


class _Unsettled:
    """A replayed hand whose result the history does not give (only unknown hands shown)."""

    over = False

    def __init__(self, hand: Any) -> None:
        self.hand = hand

    def __getattr__(self, name: str) -> Any:
        return getattr(self.hand, name)


def luck(paths: Union[Path, Iterable[Path]], *, samples: Optional[int] = None, seed: Optional[int] = None,
         threads: int = 1, strict: bool = False, progress: Optional[Callable[[int, int], Any]] = None,
         note: Optional[Callable[[str], Any]] = None, client: Any = None, executor: Any = None,
         max_workers: Optional[int] = 1) -> LuckReport:
    """The luck report over the hand-history files at `paths` (one path or several; PHH and the
    formats `read_hands` knows): every hand read, its all-ins valued exactly where feasible
    (`samples`, `seed`, `threads` as equity()'s). A hand that cannot be read is skipped, with its
    note in the report's `skipped` (and passed to `note`); `strict`: a ValueError at the first.
    `progress(done, total)` (characters read, of the files' size) is called after each hand; on
    Ctrl-C (or a KeyboardInterrupt from `progress`) the KeyboardInterrupt carries `.result`, the
    report of the hands done.

    The files are read in this process by default (`max_workers=1`); they are spread, a file a
    task, over a process pool of `max_workers` processes (None: one a core), over `executor`
    (a `concurrent.futures.Executor`) or over the Dask cluster of `client` (a
    `dask.distributed.Client`) as `equity_table` spreads its chunks: the report is the same
    however it runs (`progress` is then called after each file, Ctrl-C keeps the files done).

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "hand.phh"
    >>> _ = path.write_text('''variant = 'NT'
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 60, 40]
    ... players = ['alice', 'bob', 'carol']
    ... actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQd', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2c7d9h',
    ...            'p1 cbr 98', 'p2 cc', 'p3 cc', 'p1 sm AsAd', 'p2 sm KsKd', 'p3 sm QsQd', 'd db Jc', 'd db Kh']
    ... ''')
    >>> report = luck(path)
    >>> [(p.name, p.won, round(p.expected, 2)) for p in report.players]
    [('alice', -60, 76.04), ('bob', 100, -46.0), ('carol', -40, -30.03)]
    """
    progress = checked_progress(progress)
    check_spread(client, executor, max_workers)
    skipped: List[str] = []

    def noted(line: str) -> None:
        skipped.append(line)
        if note is not None:
            note(line)

    source = Histories(paths, strict=strict, note=noted)
    hands: List[HandLuck] = []
    try:
        if client is None and executor is None and max_workers == 1:
            _read_luck(source, hands, noted, progress, samples=samples, seed=seed, threads=threads)
        else:
            tasks = [(path, samples, seed, threads, strict) for path in source.paths]
            for read in source.spread(_file_luck, tasks, progress, client=client, executor=executor,
                                      max_workers=max_workers):
                hands += read
    except KeyboardInterrupt as interrupt:
        interrupt.result = _report(hands, False, skipped)   # type: ignore[attr-defined]
        raise
    return _report(hands, True, skipped)


def _read_luck(source: Histories, hands: List[HandLuck], noted: Callable[[str], Any],
               progress: Optional[Callable[[int, int], Any]], **options: Any) -> None:
    """Each hand of `source` valued into `hands` (those that cannot be replayed noted)."""
    for name, fields in source:
        try:
            hands.append(hand_luck(name, fields, **options))
        except ValueError as error:
            skip(name, error, source.strict, noted)
        if progress is not None:
            progress(source.done, max(source.size, source.done))


def _file_luck(task: Tuple[str, Optional[int], Optional[int], int, bool]) -> Tuple[List[HandLuck], List[str]]:
    """One file's hands valued and its notes (a task of `luck` spread out)."""
    path, samples, seed, threads, strict = task
    notes: List[str] = []
    hands: List[HandLuck] = []
    _read_luck(Histories([path], strict=strict, note=notes.append), hands, notes.append, None,
               samples=samples, seed=seed, threads=threads)
    return hands, notes


def _report(hands: Sequence[HandLuck], complete: bool, skipped: Sequence[str]) -> LuckReport:
    totals: dict = {}
    for hand in hands:
        for name, won, expected in zip(hand.players, hand.won, hand.expected):
            count, all_ins, w, e = totals.get(name, (0, 0, 0, 0.0))
            totals[name] = (count + 1, all_ins + hand.all_in, w + won, e + expected)
    players = tuple(PlayerLuck(name, *row) for name, row in totals.items())
    return LuckReport(tuple(hands), players, complete, tuple(skipped))


class _Moment:
    """The hand as it stood when its betting ended: board, folds, the cards each seat held then,
    the cards seen out of play (discards, folded up cards) and, where it may be an all-in
    (`decided` false), what each seat had put in."""

    def __init__(self, hand: Any, discarded: List[str]) -> None:
        self.board = tuple(hand.board)
        self.folded = tuple(hand.folded)
        self.holes = tuple(tuple(h) for h in hand.holes)
        self.discarded = list(discarded)
        self.decided = _decided(hand.game, self.board, self.folded, self.holes)
        self.contributions = () if self.decided else tuple(hand.contributions)


def _decided(game: Any, board: tuple, folded: tuple, holes: tuple) -> bool:
    """Whether a hand whose betting ended here was no all-in: one hand left, or no card to come
    (a draw game's draws, which follow in its history, are read by _spot)."""
    if sum(not f for f in folded) < 2:
        return True
    if game.draws:
        return False
    if game.board_cards:
        return len(board) >= game.board_cards
    return all(len(holes[i]) >= game.hole_cards for i in range(len(folded)) if not folded[i])


def _spot(hand: Any, moment: _Moment, later: List[str]) -> Union[None, str, Tuple[list, Optional[list], int]]:
    """None when the hand was no all-in (one hand left, or no card to come); "unknown" when a
    hand in it cannot be known; else (each seat's cards then or None, next discards, draws)."""
    if moment.decided:
        return None
    live = [not f for f in moment.folded]
    game = hand.game
    discards: Optional[list] = None
    draws = 0
    if game.draws:
        by_seat: Dict[int, List[str]] = {}
        for action in later:
            words = action.split()
            if len(words) >= 2 and words[1] == "sd":
                by_seat.setdefault(int(words[0][1:]) - 1, []).append(words[2] if len(words) > 2 else "")
        draws = max((len(v) for v in by_seat.values()), default=0)
        if not draws:
            return None
        discards = [by_seat.get(i, [""])[0] if live[i] else None for i in range(len(live))]
        cards = [list(moment.holes[i]) if live[i] else None for i in range(len(live))]
        if any("?" in d for d in discards if d):
            return "unknown"
    elif game.board_cards:
        cards = [list(hand.holes[i]) if live[i] else None for i in range(len(live))]
    else:   # stud: the cards each seat held then, as they show at the end
        cards = [list(hand.holes[i])[:len(moment.holes[i])] if live[i] else None for i in range(len(live))]
    if any(c is None for seat in cards if seat is not None for c in seat):
        return "unknown"
    return cards, discards, draws


def _expected(hand: Any, moment: _Moment, spot: tuple, samples: Optional[int], seed: Optional[int],
              threads: int) -> Tuple[Tuple[float, ...], bool]:
    """Each seat's EV at the moment less what it had put in, in the hand's units."""
    from pokerbits.equities.api import equity

    cards, discards, draws = spot
    paid = moment.contributions
    chips, unit = _whole(paid)
    dead = list(moment.discarded)
    if not hand.game.board_cards and not hand.game.draws:   # stud: a folded seat's up cards
        dead += [c for i, h in enumerate(moment.holes) if moment.folded[i]
                 for k, c in enumerate(h) if k in _STUD_UP and c is not None]
    hands = [None if seat is None else "".join(seat) for seat in cards]
    result = equity(hand.game, hands, "".join(moment.board), "".join(dead), samples=samples, seed=seed,
                    threads=threads, contributions=chips, discards=discards, draws=draws if discards else None)
    scale = float(unit)
    expected = tuple((p.ev or 0.0) * scale - float(c) for p, c in zip(result.players, paid))
    return expected, result.exact


def _won(hand: Any, fields: Dict[str, Any]) -> Tuple[Amount, ...]:
    """Each seat's net result, in the hand's units (the finest amount the file writes; engine.phh
    gives it as the unit): the replay's when it settled the hand, else what the file's
    finishing_stacks or winnings say; a ValueError without any."""
    if hand.over:
        return hand.net   # (in the hand's units already, an infinite stack's too)
    places = hand.units.places
    seats = hand.n
    starting = fields["starting_stacks"]
    finishing = fields.get("finishing_stacks")
    if _given(finishing, seats) and all(isinstance(s, int) or s.is_finite() for s in starting):
        return tuple(_in_units(f - s, places) for f, s in zip(finishing, starting))
    winnings = fields.get("winnings")
    if _given(winnings, seats):
        return tuple(_in_units(w - c, places) for w, c in zip(winnings, hand.contributions))
    raise ValueError("the history does not say who won (it stops before the end, or no hand is shown) "
                     "and gives no winnings or finishing_stacks")


def _against_file(fields: Dict[str, Any], hand: Any, won: Sequence[Amount],
                  before: Sequence[Amount]) -> Tuple[Optional[Amount], str]:
    """(the rake the file's winnings or finishing_stacks imply, how they disagree with the
    replay: "" if they agree). Winnings are the pots collected (PHH), or, as some sites'
    files have them, all a seat took back (an uncalled bet too); a rake only comes off what a
    seat collected."""
    put = hand.contributions   # uncalled chips already back
    collected = [w + c for w, c in zip(won, put)]
    taken = [w + c + max(0, b - c) for w, b, c in zip(won, before, put)]
    seats = len(collected)
    rake: Optional[Amount] = None
    problems = []
    winnings = fields.get("winnings")
    if _given(winnings, seats):
        rake = _taken_off(collected, winnings, collected)
        if rake is None:
            rake = _taken_off(taken, winnings, collected)
        if rake is None:
            problems.append(f"the replay collects {_amounts(collected, fields)}, the file's winnings are "
                            f"{_amounts(winnings, fields)}")
    finishing = fields.get("finishing_stacks")
    if _given(finishing, seats):
        stacks = hand.stacks
        known = [i for i, s in enumerate(fields["starting_stacks"]) if isinstance(s, int) or s.is_finite()]
        off = _taken_off([stacks[i] for i in known], [finishing[i] for i in known], [collected[i] for i in known])
        if off is None:
            problems.append(f"the replay ends with stacks {_amounts([stacks[i] for i in known], fields)}, the "
                            f"file's finishing_stacks are {_amounts([finishing[i] for i in known], fields)}")
        elif rake is None:
            rake = off
    return None if rake is None else _in_units(rake, hand.units.places), "; ".join(problems)


def _taken_off(replay: Sequence[Amount], file: Sequence[Any], collected: Sequence[Amount]) -> Optional[Amount]:
    """The rake if `file` is `replay` less a rake taken off what seats collected, else None."""
    off = [r - f for r, f in zip(replay, file)]
    if any(o < 0 or (o and c <= 0) for o, c in zip(off, collected)):
        return None
    return sum(off)


def _given(values: Any, seats: int) -> TypeGuard[List[Any]]:
    """Whether a money field is there to read: a list of a number per seat, not all zero (some
    converters write zeros where they knew nothing)."""
    return (isinstance(values, list) and len(values) == seats and any(values)
            and all(isinstance(v, (int, Decimal)) and not isinstance(v, bool) for v in values))


def _whole(amounts: Sequence[Amount]) -> Tuple[List[int], Amount]:
    """The amounts as whole numbers of their smallest unit, and that unit (1, or Decimal('0.01'))."""
    places = max((places_of(a) for a in amounts if isinstance(a, Decimal)), default=0)
    if places <= 0:
        return [int(a) for a in amounts], 1
    unit = Decimal(1).scaleb(-places)
    return [int(a / unit) for a in amounts], unit


def _amounts(values: Sequence[Any], fields: Dict[str, Any]) -> str:
    places = decimal_places(fields)
    return "[" + ", ".join(str(_in_units(v, places)) for v in values) + "]"


def _in_units(amount: Amount, places: int) -> Amount:
    """An amount as the file writes it: a Decimal with its places (1.5 -> 1.50)."""
    if isinstance(amount, Decimal) and amount.is_finite():
        return amount.quantize(Decimal(1).scaleb(-places)) if places else amount
    return amount


def _players(names: Any, seats: int) -> Tuple[str, ...]:
    if isinstance(names, list) and len(names) == seats and all(isinstance(n, str) and n for n in names):
        return tuple(names)
    return tuple(f"p{i + 1}" for i in range(seats))


def _discards(action: str) -> List[str]:
    """The cards a discard action threw (those known): out of play."""
    words = action.split()
    if len(words) > 2 and words[1] == "sd":
        cards = words[2]
        return [cards[i:i + 2] for i in range(0, len(cards), 2) if "?" not in cards[i:i + 2]]
    return []
