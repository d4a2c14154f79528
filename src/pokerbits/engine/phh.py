"""PHH, the open Poker Hand History format: its text <-> a dict of a hand's fields <-> a `Hand`.

`loads` reads the text of a .phh file (one hand) or a .phhs file (several, one `[section]`
each) to one dict of fields per hand, amounts exactly as written (`0.25` is Decimal('0.25'),
`inf` Decimal('Infinity')); `dumps` writes them back. `hand_from_fields` builds the hand the
fields describe and replays its `actions`; `fields_from_hand` is the other way. The fields
that are not play (players, event, table, hand, time, currency, seats, finishing_stacks,
winnings, ante_trimming_status, ...) travel in `Hand.info`.

>>> fields = loads('''variant = 'NT'
... antes = [0, 0]
... blinds_or_straddles = [0.50, 0.25]
... min_bet = 0.50
... starting_stacks = [10, 12.75]
... actions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'p2 f']
... players = ['alice', 'bob']
... ''')[0]
>>> fields['starting_stacks']
[10, Decimal('12.75')]
>>> print(dumps(fields).splitlines()[1])
antes = [0, 0]
"""
from __future__ import annotations

import math
import os
import re
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, List, Optional, Set, Tuple, Union

from pokerbits._core.common.args import short_repr
from pokerbits.engine import phh_toml
from pokerbits.games.amounts import places_of

if TYPE_CHECKING:
    from pokerbits.engine.hand import Hand

# PHH's variant codes: (the game of the rules table, the betting)
VARIANTS: Dict[str, Tuple[str, str]] = {
    "FT": ("holdem", "fixed-limit"),
    "NT": ("holdem", "no-limit"),
    "NS": ("short-deck", "no-limit"),
    "PO": ("omaha", "pot-limit"),
    "FO/8": ("omaha-hi-lo", "fixed-limit"),
    "F7S": ("stud", "fixed-limit"),
    "F7S/8": ("stud-hi-lo", "fixed-limit"),
    "FR": ("razz", "fixed-limit"),
    "N2L1D": ("2-7-single-draw", "no-limit"),
    "F2L3D": ("2-7-triple-draw", "fixed-limit"),
    "FB": ("badugi", "fixed-limit"),
}
_CODES = {play: code for code, play in VARIANTS.items()}


def variant_code(game: str, betting: str) -> str:
    """PHH's variant code of a game and betting (``"NT"``, ``"FO/8"``), or, for a game and betting
    PHH has no code for, ``"<betting> <game>"`` (the engine reads both).

    >>> variant_code("holdem", "no-limit"), variant_code("holdem", "pot-limit")
    ('NT', 'pot-limit holdem')
    """
    return _CODES.get((game, betting), f"{betting} {game}")

# PHH has no field for a fixed-limit hand's cap (its games, pokerkit's too, cap a round at 4 bets
# and raises): another cap is written in this user-defined field (PHH's `_` prefix), `inf` for none
CAP = "_cap"
RUNS = "_runs"   # the times the board ran out after an all-in (PHH has no field for it)
OPEN_PAIR = "_open_pair"   # fixed-limit stud's open pair on fourth street allows the big bet (no PHH field)
_BETTINGS = ("no-limit", "pot-limit", "fixed-limit")


def _variant(variant: Any) -> Tuple[str, str]:
    """(game, betting) of a PHH variant code, or of "<betting> <game>" for a game PHH has no
    code for ("pot-limit omaha5")."""
    if variant in VARIANTS:
        return VARIANTS[variant]
    from pokerbits.games import game as _game

    words = variant.split(" ", 1) if isinstance(variant, str) else []
    if len(words) == 2 and words[0] in _BETTINGS:
        try:
            return _game(words[1]).key, words[0]
        except ValueError:
            pass
    raise ValueError(f"unknown PHH variant {short_repr(variant)} (the variants: {', '.join(VARIANTS)}, "
                     "or a betting and a game: 'pot-limit omaha5')")


@lru_cache(maxsize=None)   # a game key (of _variant)
def _stud(game: str) -> bool:
    from pokerbits.games import game as _game

    return _game(game).streets[0].opener == "bring-in"


def _required(variant: Any) -> Tuple[str, ...]:
    game, betting = _variant(variant)
    forced = ("bring_in",) if _stud(game) else ("blinds_or_straddles",)
    limits = ("small_bet", "big_bet") if betting == "fixed-limit" else ("min_bet",)
    return ("antes", *forced, *limits, "starting_stacks", "actions")


def loads(text: str) -> List[Dict[str, Any]]:
    """The hands of a PHH text, one dict of fields each (a .phh: one, a .phhs: one per section).
    A ValueError if it is not TOML."""
    return [fields for _, fields in phh_toml.documents(text)]


def dumps(hands: Union[Dict[str, Any], Iterable[Dict[str, Any]]]) -> str:
    """PHH text: of one hand's fields (a .phh), or of several (a .phhs: `[1]`, `[2]`, ...).

    >>> print(dumps([{"variant": "NT"}, {"variant": "PO"}]))
    [1]
    variant = 'NT'
    <BLANKLINE>
    [2]
    variant = 'PO'
    <BLANKLINE>
    """
    if isinstance(hands, dict):
        return phh_toml.dumps(hands) + "\n"
    return "\n".join(f"[{i}]\n{phh_toml.dumps(fields)}\n" for i, fields in enumerate(hands, 1))


def hand_from_fields(fields: Dict[str, Any]) -> "Hand":
    """The hand the fields describe, its actions replayed (to its end, when they go that far).
    A ValueError saying which field or which action is wrong.

    >>> hand = hand_from_fields(loads(dumps({"variant": "NT", "antes": [0, 0, 0], "min_bet": 2,
    ...     "blinds_or_straddles": [1, 2, 0], "starting_stacks": [50, 50, 50],
    ...     "actions": ["d dh p1 ????", "d dh p2 ????", "d dh p3 AsAd", "p3 cbr 6", "p1 f", "p2 f"]}))[0])
    >>> hand.over, hand.stacks
    (True, (49, 48, 53))
    """
    hand, actions = start(fields)
    replay(hand, actions)
    return hand


def start(fields: Dict[str, Any]) -> Tuple["Hand", List[str]]:
    """The hand the fields set up, before its actions; and its actions (commentary cut, no-ops
    dropped), for `play`."""
    from pokerbits.engine.hand import Hand

    if not isinstance(fields, dict):
        raise TypeError(f"a hand's fields are a dict, not {type(fields).__name__}")
    variant = fields.get("variant")
    game, betting = _variant(variant)
    required = _required(variant)
    missing = [name for name in required if name not in fields]
    if missing:
        raise ValueError(f"a {variant} hand needs the field{'s' * (len(missing) > 1)} {', '.join(missing)}")
    stacks = _amounts(fields, "starting_stacks", stack=True)
    seats = len(stacks)
    antes = _per_seat(fields, "antes", seats)
    uniform = antes.count(antes[0]) == seats   # (by ==, without hashing: a Decimal's hash is slow)
    kwargs: Dict[str, Any] = {"betting": betting, "antes": antes[0] if uniform else tuple(antes)}
    if "bring_in" in required:   # stud
        kwargs["bring_in"] = _amount(fields, "bring_in")
    else:   # one entry per seat, as PHH writes them (a negative one: a blind that is not live)
        kwargs["blinds"] = tuple(_per_seat(fields, "blinds_or_straddles", seats, signed=True))
    if betting == "fixed-limit":
        kwargs["small_bet"], kwargs["big_bet"] = _amount(fields, "small_bet"), _amount(fields, "big_bet")
        if CAP in fields:
            kwargs["cap"] = _cap(fields[CAP])
    else:
        kwargs["min_bet"] = _amount(fields, "min_bet")
    actions = fields["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ValueError("actions is a list of strings such as 'p1 cbr 60'")
    places = decimal_places(fields)
    if places:   # the hand's unit: the finest amount anywhere in it, its actions' too
        kwargs["unit"] = Decimal(1).scaleb(-places)
    if fields.get(OPEN_PAIR) is True:
        kwargs["open_pair"] = True
    if RUNS in fields:
        runs = fields[RUNS]
        if isinstance(runs, bool) or not isinstance(runs, int):
            raise ValueError(f"{RUNS} is the times the board ran out, a whole number: got {short_repr(runs)}")
        kwargs["runs"] = runs
    if fields.get("ante_trimming_status") is True and uniform:
        kwargs["ante_trimming"] = True   # PHH: meaningful for uniform antes only (a big-blind ante stays dead)
    try:
        hand = Hand(game, stacks, **kwargs)
    except (TypeError, ValueError) as error:
        raise ValueError(f"cannot set the hand up: {error}") from None
    used = ("variant", *required, *((CAP,) if betting == "fixed-limit" else ()), RUNS, OPEN_PAIR)
    hand.info.update((k, v) for k, v in fields.items() if k not in used)
    return hand, [a for a in (_COMMENTARY.sub("", action).strip() if "#" in action else action.strip()
                              for action in actions) if a]


def replay(hand: "Hand", actions: List[str], after: Optional[Callable[[int], Any]] = None,
           watched: Optional[Set[int]] = None) -> None:
    """Play the actions on the hand in order (`after(number)` called after each, from 1; only
    after the numbers `watched`, when given). A show
    or muck is played when its seat's turn to show comes, wherever the file lists it (before or
    after the runout, the showdown's shows in the file's own order); a seat that shows more
    than once (HandHQ: "????" then the cards; stud: again after the last card) shows once (see
    `_showdown`); a show the hand never asks for once it is
    over is left out; of the cards a file deals once the others mucked, the board is dealt (as
    pokerkit writes it), the rest left out."""
    shows = {number: action for number, action in enumerate(actions, 1) if " sm" in action and _SHOW.match(action)}
    held = set(shows)
    shown: set = set()
    _showdown(hand, shows, shown)
    for number, action in enumerate(actions, 1):
        if number not in held:   # (the shows asked for before it were played after the last action)
            if not (hand.over and action.startswith("d ")):
                play(hand, action, number)
            else:   # a runout the file deals after the others mucked: the board the hand takes
                _deal_after_the_end(hand, action)
            _showdown(hand, shows, shown)
        if after is not None and (watched is None or number in watched):
            after(number)
    left = [(n, a) for n, a in shows.items() if a.split(maxsplit=1)[0] not in shown]
    if left and not hand.over:   # a show whose turn never came: the hand's own words on why
        play(hand, left[0][1], left[0][0])


def _deal_after_the_end(hand: "Hand", action: str) -> None:
    """A deal once the hand is over, every hand but one mucked before the runout: the board's
    next street is dealt (pays nothing); any other deal is left out."""
    try:
        hand.act(action)
    except ValueError:
        pass


def _showdown(hand: "Hand", shows: Dict[int, str], shown: set) -> None:
    """Play the shows the hand asks for now: of each seat's shows in the file, the last that
    shows every card it holds now, all known (HandHQ shows "????" before the runout and the
    cards after it), else its first."""
    while shows and hand.showing:   # (a seat is to show or muck: hand.actor is set)
        actor = hand.actor
        assert actor is not None
        seat = f"p{actor + 1}"
        mine = [n for n, a in shows.items() if a.split(maxsplit=1)[0] == seat]
        if not mine:
            return
        held = 2 * len(hand.holes[actor])
        full = [n for n in mine if len(shows[n].split()) == 3 and len(shows[n].split()[2]) == held
                and "?" not in shows[n]]
        number = full[-1] if full else mine[0]
        action = shows.pop(number)
        play(hand, action, number)
        shown.add(seat)


def play(hand: "Hand", action: str, number: int = 0) -> None:
    """Apply one PHH action to the hand; a ValueError naming the action (its number in the
    history, from 1) if the hand refuses it. A betting action of a seat whose turn has not come
    is read as pokerkit reads it: the seats skipped before it check where they may, else fold
    (real files leave such folds out); a stud card dealt to a hand mucked before the runout,
    which the engine deals no more (files written before it stopped), is left out."""
    try:
        try:
            hand.act(action)
        except ValueError:   # refused, the hand unchanged: a seat passed over, or the hand's own error
            if action.startswith("d dh ") and f"{action.split()[2]} sm" in hand.actions:
                return
            if _reopened(hand, action):
                return
            if not _repair(hand, action):
                raise
            hand.act(action)
    except (TypeError, ValueError) as error:
        where = f"action {number} " if number else ""
        raise ValueError(f"{where}{short_repr(action)}: {error}") from None


def _reopened(hand: "Hand", action: str) -> bool:
    """A raise the rule refuses, to a seat that has acted when only all-ins short of a full raise
    came since, played as pokerkit 0.7.7 plays it (it reopens the betting): whether it was."""
    words = action.split()
    if len(words) != 3 or words[1] != "cbr" or hand.actor is None or words[0] != f"p{hand.actor + 1}" \
            or hand.legal.min_to is not None or not hand.legal.fold:
        return False
    hand._reopen()
    try:
        hand.act(action)
    except ValueError:
        hand._reopen(False)
        return False
    return True


def _repair(hand: "Hand", action: str) -> bool:
    """Check or fold the seats a betting action of a later seat passes over; whether it did."""
    words = action.split(maxsplit=2)
    if len(words) < 2 or words[1] not in ("cc", "cbr", "f") or words[0][:1] != "p" or not words[0][1:].isdigit():
        return False
    seat = int(words[0][1:]) - 1
    seats = len(hand.folded)
    done = False
    for _ in range(seats):
        actor = hand.actor
        if actor is None or actor == seat or not 0 <= seat < seats or hand.folded[seat]:
            break
        legal = hand.legal
        if legal.check:
            hand.check_call()
        elif legal.fold:
            hand.fold()
        else:
            break
        done = True
    return done


def fields_from_hand(hand: "Hand") -> Dict[str, Any]:
    """The PHH fields of a hand: how it was set up, its actions so far, and its `info`. A game
    PHH has no variant code for is written "<betting> <game>" ("pot-limit omaha5")."""
    code = variant_code(hand.game.key, hand.betting)
    seats = len(hand.starting_stacks)
    antes = hand.antes
    fields: Dict[str, Any] = {"variant": code,
                              "antes": list(antes) if isinstance(antes, (tuple, list)) else [antes] * seats}
    if _stud(hand.game.key):
        bring_in = hand.bring_in_amount   # (None: a stud hand without one, written 0)
        fields["bring_in"] = hand.units.out(0) if bring_in is None else bring_in
    else:
        forced = list(hand.blinds) if len(hand.blinds) == seats else [*hand.blinds, *hand.straddles]
        fields["blinds_or_straddles"] = forced + [0] * (seats - len(forced))
    if hand.betting == "fixed-limit":
        fields["small_bet"], fields["big_bet"] = hand.small_bet, hand.big_bet
        if hand.cap != 4:   # PHH's fixed limit (and pokerkit's) caps a round at 4 bets and raises
            fields[CAP] = math.inf if hand.cap is None else hand.cap
    else:
        fields["min_bet"] = hand.min_bet
    fields["starting_stacks"] = list(hand.starting_stacks)
    fields["actions"] = _with_reshows(hand)
    if hand.runs > 1:
        fields[RUNS] = hand.runs
    if hand.open_pair:
        fields[OPEN_PAIR] = True
    if hand.ante_trimming:
        fields["ante_trimming_status"] = True
    fields.update((k, v) for k, v in hand.info.items() if k not in fields)
    return fields


def _with_reshows(hand: "Hand") -> List[str]:
    """The hand's actions, and once it is over, a second show of each seat that showed before
    cards were dealt to it (stud's all-in: the shows come before the runout, each hand's
    later cards after them), with all its cards: pokerkit (PHH's reference implementation)
    asks those seats to show again after the runout and writes both shows; read without it,
    pokerkit shows their hands face down, kills them all and awards the pot to nobody. `replay`
    plays such a seat's shows once (the last, complete one).

    >>> from pokerbits.engine.hand import Hand
    >>> hand = Hand("stud", [3, 3], antes=1, bring_in=1, small_bet=2, big_bet=4, betting="fixed-limit")
    >>> for action in ["d dh p1 2c3c7c", "d dh p2 2d3d5d", "p2 pb", "p1 cbr 2", "p2 cc",
    ...                "p1 sm 2c3c7c", "p2 sm 2d3d5d", "d dh p1 5c", "d dh p2 7d", "d dh p1 8h",
    ...                "d dh p2 9h", "d dh p1 Th", "d dh p2 Jh", "d dh p1 Ks", "d dh p2 As"]:
    ...     hand.act(action)
    >>> _with_reshows(hand)[-2:]
    ['p1 sm 2c3c7c5c8hThKs', 'p2 sm 2d3d5d7d9hJhAs']
    """
    actions = list(hand.actions)
    if not hand.over:
        return actions
    shown: Dict[str, int] = {}
    dealt_after: List[str] = []
    for number, action in enumerate(actions):
        words = action.split()
        if len(words) == 3 and words[1] == "sm":
            shown[words[0]] = number
        elif len(words) == 4 and words[:2] == ["d", "dh"] and words[2] in shown and words[2] not in dealt_after:
            dealt_after.append(words[2])
    return actions + [f"{seat} sm {''.join(hand.holes[int(seat[1:]) - 1])}"   # type: ignore[arg-type]
                      for seat in sorted(dealt_after, key=shown.__getitem__)]


def hand_from_phh(source: Union[str, "os.PathLike[str]"]) -> "Hand":
    """The one hand of PHH text, or of a file (a path: an os.PathLike, or a str without `=`)."""
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "=" not in source):
        try:
            with open(source, encoding="utf-8") as file:
                source = file.read()
        except (OSError, UnicodeDecodeError) as error:
            raise ValueError(f"{short_repr(os.fspath(source))}: cannot read it ({type(error).__name__})") from None
    if not isinstance(source, str):
        raise TypeError(f"from_phh reads PHH text or a path, not {type(source).__name__}")
    hands = loads(source)
    if len(hands) != 1:
        raise ValueError(f"the text holds {len(hands)} hands, not one: pokerbits.read_hands reads them all")
    return hand_from_fields(hands[0])


def _cap(value: Any) -> Optional[int]:
    """The cap of a `_cap` field: a whole number of bets and raises, or `inf` (None: no cap)."""
    if isinstance(value, Decimal) and value == Decimal("Infinity"):
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{CAP} is a whole number of bets and raises (at least 1) or inf, "
                         f"not {short_repr(value)}")
    return value


def _amount(fields: Dict[str, Any], name: str, stack: bool = False, signed: bool = False) -> Any:
    return _checked(fields.get(name), name, stack, signed)


def _checked(value: Any, name: str, stack: bool = False, signed: bool = False) -> Any:
    """A number of field `name`, checked: never a bool, NaN or (but a stack) infinite; negative only `signed`."""
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise ValueError(f"{name} is a number, not {type(value).__name__}")
    if isinstance(value, Decimal) and not value.is_finite():
        if stack and value == Decimal("Infinity"):
            return math.inf   # an unknown stack, one that covers everything
        raise ValueError(f"{name} is {value}")
    if value < 0 and not signed:
        raise ValueError(f"{name} is negative: {value}")
    return value


def _amounts(fields: Dict[str, Any], name: str, stack: bool = False, signed: bool = False) -> List[Any]:
    values = fields.get(name)
    if not isinstance(values, list) or not values:
        raise ValueError(f"{name} is a list of numbers, one per seat")
    if all([type(v) is int and v >= 0 for v in values]):   # whole chips, as most files give them
        return values
    return [_checked(v, name, stack, signed) for v in values]


def _per_seat(fields: Dict[str, Any], name: str, seats: int, signed: bool = False) -> List[Any]:
    values = _amounts(fields, name, signed=signed)
    if len(values) != seats:
        raise ValueError(f"{name} has {len(values)} entries for {seats} seats")
    return values


def decimal_places(fields: Dict[str, Any]) -> int:
    """The most decimal places of the hand's amounts as written (0.50: 2), its actions' too.

    >>> decimal_places({"starting_stacks": [100, Decimal("12.5")], "actions": ["p1 cbr 1.25"]})
    2
    """
    places = [places_of(a) for name in ("starting_stacks", "antes", "blinds_or_straddles")
              for a in (fields.get(name) or ()) if isinstance(a, Decimal) and a.is_finite()]
    places += [places_of(a) for name in ("bring_in", "small_bet", "big_bet", "min_bet")
               for a in (fields.get(name),) if isinstance(a, Decimal) and a.is_finite()]
    actions = fields.get("actions")
    if isinstance(actions, list) and all([isinstance(a, str) for a in actions]):
        text = "\n".join(actions)
        if "." in text:
            places += [len(digits) for digits in _FRACTION.findall(text)]
    return max(places, default=0)


_COMMENTARY = re.compile(r"#.*")
_FRACTION = re.compile(r" cbr +[0-9]*\.([0-9]+)")
_SHOW = re.compile(r"p[0-9]+ +sm\b")
