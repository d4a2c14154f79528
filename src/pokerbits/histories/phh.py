"""Hands read from PHH files (the open Poker Hand History format, TOML), replayed through pokerkit's
own reader (`pip install "pokerbits[phh]"`): each hand's seats, chips and, where the betting
ended with cards still to come and two hands or more in, the spot at that moment (`AllIn`).

A file holds one hand (.phh) or several (.phhs, one TOML table each). Seats are numbered in the
file's order (pokerkit's: the first seat left of the button first).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Iterator, Optional, Tuple, Union

from pokerbits import games
from pokerbits.games import Game

# PHH's variant codes and the games of the rules table they are
VARIANTS = {
    "FT": "holdem", "NT": "holdem", "NS": "short-deck", "PO": "omaha", "FO/8": "omaha-hi-lo",
    "F7S": "stud", "F7S/8": "stud-hi-lo", "FR": "razz", "N2L1D": "2-7-single-draw", "F2L3D": "2-7-triple-draw",
    "FB": "badugi",
}
_BETTING = ("cbr", "cc", "f", "pb")   # the actions that put chips in or fold


@dataclass(frozen=True)
class AllIn:
    """A hand at the moment its betting ended with cards still to come: what was known then.

    `hands` per seat: the cards held (None for a seat that folded); `board` the board cards
    dealt; `dead` cards out of play that were seen (a folded stud hand's up cards, discards);
    `discards` and `draws` (draw games) each live seat's next discards and the draws to come."""

    hands: Tuple[Optional[str], ...]
    board: str
    dead: str
    contributions: Tuple[int, ...]   # what each seat had put in, uncalled bets returned
    discards: Optional[Tuple[Optional[str], ...]] = None
    draws: int = 0


@dataclass(frozen=True)
class HandRecord:
    """One hand of a history: its game, its seats and their chips, and its all-in spot (None
    when the betting went on to the last card, or no two hands were left)."""

    name: str                       # the file, and the hand's number in it when it holds several
    game: Game
    players: Tuple[str, ...]        # the names of the seats ("p1", ... when the file has none)
    starting: Tuple[int, ...]       # stacks before the hand
    won: Tuple[int, ...]            # chips won, net of what each seat put in
    showdown: bool                  # two hands or more were still in at the end
    all_in: Optional[AllIn]


def _pokerkit():
    try:
        import pokerkit
    except ImportError:
        raise ImportError('reading PHH hand histories needs pokerkit: pip install "pokerbits[phh]"') from None
    return pokerkit


def read_phh(path: Union[str, "os.PathLike[str]"]) -> Iterator[HandRecord]:
    """Every hand of the PHH file at `path` (one hand, or several in a .phhs file), in order.
    A file pokerkit cannot read, or a variant without a game here, is a one-line ValueError
    naming the file.

    >>> import pathlib, tempfile
    >>> text = '''variant = 'NT'
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 60, 40]
    ... actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQd', 'p3 cbr 40', 'p1 cbr 99', 'p2 cc',
    ...            'p1 sm AsAd', 'p2 sm KsKd', 'p3 sm QsQd', 'd db 2c7d9h', 'd db Jc', 'd db Kh']
    ... '''
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "hand.phh"
    >>> _ = path.write_text(text)
    >>> hand = next(read_phh(path))
    >>> hand.won, hand.all_in.contributions, hand.all_in.board
    ((-60, 100, -40), (60, 60, 40), '')
    """
    pokerkit = _pokerkit()
    name = str(path)
    try:
        with open(path, "rb") as file:
            data = file.read()
        text = data.decode("utf-8")
        many = name.endswith(".phhs")
        histories = list(pokerkit.HandHistory.loads_all(text)) if many else [pokerkit.HandHistory.loads(text)]
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"{name}: cannot read it ({type(error).__name__})") from None
    except Exception as error:   # pokerkit's TOML and field errors: one line, naming the file
        raise ValueError(f"{name}: not a PHH hand history ({_short(error)})") from None
    for index, history in enumerate(histories, 1):
        try:
            yield _record(history, f"{name} #{index}" if many else name)
        except ValueError as error:
            raise ValueError(f"{name}{f' #{index}' if many else ''}: {_short(error)}") from None


def _short(error: Exception) -> str:
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    return text if len(text) <= 80 else text[:77] + "..."


def _record(history, name: str) -> HandRecord:
    """The HandRecord of one pokerkit HandHistory, by replaying its actions."""
    variant = history.variant
    if variant not in VARIANTS:
        raise ValueError(f"no game here plays PHH variant {variant!r}")
    game = games.game(VARIANTS[variant])
    actions = list(history.actions)
    last_bet = max((i for i, a in enumerate(actions) if _verb(a) in _BETTING), default=-1)
    moment, state, dead, done = None, None, [], -1
    shown: dict = {}   # each seat's cards as last seen (a hand shown at the showdown, before it is mucked)
    up: dict = {}      # and its up cards (a stud hand's, seen by all: dead once it folds)
    try:
        for state, action in history.state_actions:   # the start, then the state after each action
            if action is not None:
                done += 1
                dead += _seen_discards(action)
            if done == last_bet:
                moment = _snapshot(state, dead + [c for i, cards in up.items() if not state.statuses[i] for c in cards])
            for i, cards in enumerate(state.hole_cards):
                if cards:
                    shown[i] = list(cards)
                    up[i] = _cards(state.get_up_cards(i))
    except Exception as error:   # an illegal action: pokerkit says which
        raise ValueError(f"pokerkit cannot replay it ({_short(error)})") from None
    if state is None or moment is None:
        raise ValueError("no actions")
    starting = tuple(int(s) for s in state.starting_stacks)
    won = tuple(int(p) for p in state.payoffs)
    players = tuple(history.players) if history.players else tuple(f"p{i + 1}" for i in range(len(starting)))
    held, board, put_in, seen = moment
    # the cards each live seat held then, as they show at the end (a hand dealt face down shows)
    hands = tuple(None if n is None else (" ".join(_cards(shown.get(i, [])[:n])) or None) if not game.draws
                  else held[i][0] for i, n in enumerate(_counts(held)))
    showdown = sum(n is not None for n in _counts(held)) > 1
    all_in = None
    if showdown:
        to_come, discards, draws = _to_come(game, actions, last_bet, hands, board)
        if to_come:
            all_in = AllIn(hands, board, " ".join(seen), put_in, discards, draws)
    return HandRecord(name, game, players, starting, won, showdown, all_in)


def _counts(held: tuple) -> list:
    """Per seat, the number of cards held (None: folded)."""
    return [None if h is None else h[1] for h in held]


def _verb(action: str) -> str:
    words = action.split()
    return words[1] if len(words) > 1 else ""


def _cards(cards) -> list:
    """pokerkit's cards, those known, as text ("As")."""
    return [c.rank.value + c.suit.value for c in cards if not c.unknown_status]


def _snapshot(state, dead: list) -> tuple:
    """(per seat (cards held, how many) or None if folded, board, contributions, dead cards seen)."""
    held = tuple((" ".join(_cards(state.hole_cards[i])), len(state.hole_cards[i])) if state.statuses[i] else None
                 for i in range(state.player_count))
    board = " ".join(_cards(cards[:1])[0] for cards in state.board_cards if _cards(cards[:1]))
    put_in = tuple(int(s - st) for s, st in zip(state.starting_stacks, state.stacks))
    return held, board, put_in, list(dead)


def _seen_discards(action: str) -> list:
    """The cards a discard action threw (known in the history): out of play."""
    words = action.split()
    if len(words) > 2 and words[1] == "sd":
        cards = words[2]
        return [cards[i:i + 2] for i in range(0, len(cards), 2) if "?" not in cards[i:i + 2]]
    return []


def _to_come(game: Game, actions: list, last_bet: int, hands: tuple, board: str) -> tuple:
    """(whether cards were still to come at the moment, each live seat's next discards, the
    draws to come) from the actions after the betting's end."""
    later = actions[last_bet + 1:]
    if game.draws:
        by_seat: dict = {}
        for action in later:
            words = action.split()
            if len(words) >= 2 and words[1] == "sd":
                by_seat.setdefault(int(words[0][1:]) - 1, []).append(words[2] if len(words) > 2 else "")
        draws = max((len(v) for v in by_seat.values()), default=0)
        discards = tuple((by_seat.get(i, [""])[0] if hands[i] is not None else None) for i in range(len(hands)))
        return draws > 0, discards if draws else None, draws
    if game.board_cards:
        return len(board.split()) < game.board_cards, None, 0
    return any(hand is not None and len(hand.split()) < game.hole_cards for hand in hands), None, 0
