"""Every heads-up preflop matchup, exact: the shipped tables behind `equity()`'s answer to a
heads-up Hold'em (or short deck) problem with no board and no dead cards.

A matchup is the hero's two cards against the villain's (no card in common), dealt every board
of five of the cards left: 1,712,304 boards on 52 cards, 201,376 on the short deck's 36.
Permuting the suits of both hands together changes no showdown, so the matchups fall into
classes (pokerbits._core.tables.matchups: 93,769 on 52 cards, 20,313 on 36); a table holds the
hero's wins in each class, exact integers counted by the exact walk (`build_matchup_table`,
``pokerbits table matchups``), and the ties and the villain's wins follow from the class turned
round. An equity problem of this shape is then a sum of one lookup per pair of combos.

>>> from pokerbits._core.common.cards import cards
>>> matchup_table("holdem").counts_of(cards("Ah Kh"), cards("Qs Qd"))     # wins, ties, losses
(787966, 6732, 917606)
"""
from __future__ import annotations

from array import array
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Optional, Union

from pokerbits import games
from pokerbits._core.common.args import whole_number
from pokerbits._core.kernels.batch import KERNEL_IDS
from pokerbits.games import Game

if TYPE_CHECKING:
    from pokerbits._core.tables.matchups import MatchupIndex, MatchupTable

# the ranking systems with a table: their deck and the table's file, beside the compiled module
TABLES = {"high": (0x1FFF1FFF1FFF1FFF, "holdem_matchups.bin"),
          "short_deck": (0x1FF01FF01FF01FF0, "short_deck_matchups.bin"),
          "short_deck_triton": (0x1FF01FF01FF01FF0, "short_deck_triton_matchups.bin")}
MAGIC = b"pokerbits heads-up matchups v1\n"
CHUNKS = 256                  # work units of a build (progress steps, threads, Dask tasks)
IN_USE = True                 # equity() reads the tables (the tests that compare it with the walk set it False)


def table_system(game: Game) -> str:
    """The ranking system whose matchup table the game reads: Hold'em's shape (two hole cards,
    five board cards, one half over all seven) with a system and deck that have a table; else "".

    >>> table_system(games.game("short-deck")), table_system(games.game("omaha"))
    ('short_deck', '')
    """
    if game.hole_cards != 2 or game.board_cards != 5 or len(game.halves) != 1 or game.halves[0].exactly:
        return ""
    system = game.halves[0].system
    return system if system in TABLES and TABLES[system][0] == game.deck else ""


def answering(game: Game, players: int, known: int) -> str:
    """The system whose table answers an exact problem of `players` hands of `game` with the
    cards `known` on the board or dead (heads-up, nothing known, a game with a table; IN_USE),
    else "".

    >>> answering(games.game("holdem"), 2, 0), answering(games.game("holdem"), 3, 0)
    ('high', '')
    """
    return table_system(game) if IN_USE and players == 2 and not known else ""


@lru_cache(maxsize=None)
def _index(deck: int) -> MatchupIndex:
    from pokerbits._core.tables.matchups import MatchupIndex   # (the room loads what reads tables on first use)

    return MatchupIndex(deck)


def matchup_game(game: Union[str, Game]) -> Game:
    """The game (a name or a Game) if it has a matchup table, else a ValueError saying which do.

    >>> matchup_game("holdem").name
    "Texas Hold'em"
    """
    rules = game if isinstance(game, Game) else games.game(game)
    if not table_system(rules):
        raise ValueError(f"{rules.name} has no matchup table (Hold'em and the short decks have one)")
    return rules


def matchup_table(game: Union[str, Game] = "holdem") -> MatchupTable:
    """The game's shipped matchup table (loaded on first use, checked, kept).

    >>> matchup_table("holdem").index.classes
    93769
    """
    return shipped(table_system(matchup_game(game)))


@lru_cache(maxsize=None)
def shipped(system: str) -> MatchupTable:
    """The shipped matchup table of a ranking system of TABLES, loaded and checked once."""
    from pokerbits._core.tables.matchups import MatchupTable

    return MatchupTable(_index(TABLES[system][0]), KERNEL_IDS[system], shipped_wins(system))


def shipped_wins(system: str) -> array:
    """The hero wins per class of the shipped table of a ranking system of TABLES, read afresh."""
    from importlib import resources

    return decode(resources.files("pokerbits._core.tables").joinpath(TABLES[system][1]).read_bytes(), system)


def encode(game: Union[str, Game], wins: Any) -> bytes:
    """A table's file: its header, the SHA-256 of its counts and the counts, compressed (see decode)."""
    import hashlib
    import zlib

    from pokerbits._core.tables.matchups import pack_counts

    rules = matchup_game(game)
    system = table_system(rules)
    deck = rules.deck
    wins = array("I", wins)
    if len(wins) != _index(deck).classes:
        raise ValueError(f"a matchup table of {rules.name} holds {_index(deck).classes:,} counts, got {len(wins):,}")
    payload = pack_counts(wins)
    header = f"{system} {deck:#x} {len(wins)}\n{hashlib.sha256(payload).hexdigest()}\n".encode()
    return MAGIC + header + zlib.compress(payload, 9)


def decode(blob: bytes, system: str) -> array:
    """The hero wins per class (array('I')) of a table's file, checked: the header names the
    system, the deck and the count of classes, and the SHA-256 of the counts matches."""
    import hashlib
    import zlib

    from pokerbits._core.tables.matchups import unpack_counts

    if not blob.startswith(MAGIC):
        raise ValueError("not a pokerbits matchup table")
    try:
        head, digest, packed = blob[len(MAGIC):].split(b"\n", 2)
        payload = zlib.decompress(packed)
    except (ValueError, zlib.error):
        raise ValueError("a matchup table cut short or damaged") from None
    deck = TABLES[system][0]
    index = _index(deck)
    if head.decode(errors="replace") != f"{system} {deck:#x} {index.classes}":
        raise ValueError(f"a matchup table of another game: {head.decode(errors='replace')!r}")
    if hashlib.sha256(payload).hexdigest().encode() != digest:
        raise ValueError("a matchup table whose counts fail their checksum")
    return unpack_counts(payload, index.classes)


def chunk_wins(key: str, pairs: list, stop: Optional[array] = None) -> list:
    """(hero wins, villain wins) of each matchup (two card sets) of game `key`, by the exact walk;
    `stop` as for EquityTask.run (set: KeyboardInterrupt at the walk's next check)."""
    from pokerbits._core.walks import exact_walk
    from pokerbits._core.walks.equity import layout
    from pokerbits.equities.deal import make_deal

    rules, win = games.game(key).seated(2), layout()["win"]
    out = []
    for hero, villain in pairs:
        deal = make_deal(rules, 0, 0, 0, [([hero], [1.0], 0), ([villain], [1.0], 0)])
        _, tally = exact_walk.enumerate_stripe(deal, 0, 1, 0, stop)
        out.append((int(tally[win]), int(tally[win + 1])))
    return out


def build_matchup_table(game: Union[str, Game] = "holdem", *, threads: int = 1, client: Any = None,
                        progress: Optional[Callable[[int, int], None]] = None) -> array:
    """The game's hero wins per class afresh (array('I'), what `encode` stores): the exact walk
    of each class's least member, a class and its reverse at once (47,008 walks on 52 cards,
    10,215 on 36), in CHUNKS chunks on `threads` threads (the walk releases the GIL) or as tasks
    of a Dask `client`; `progress(done, total)` after each chunk. Some 25 s of one core a game;
    Ctrl-C stops the threads within a walk.

    >>> index = _index(TABLES["high"][0])
    >>> sum(1 for o, r in enumerate(index.reversed_classes()) if o <= r)    # the walks on 52 cards
    47008
    """
    from pokerbits._thread_pool import stoppable_pool

    rules = matchup_game(game)
    threads = whole_number(threads, "threads")
    if threads < 1:
        raise ValueError(f"threads must be at least 1, got {threads}")
    index = _index(rules.deck)
    reverse = index.reversed_classes()
    pairs = index.least_pairs()
    walked = [o for o in range(index.classes) if o <= reverse[o]]
    chunks = [walked[i::CHUNKS] for i in range(CHUNKS)]
    work = [[pairs[o] for o in chunk] for chunk in chunks]
    wins = array("I", bytes(4 * index.classes))

    def add(chunk: list, counts: list, done: int) -> None:
        for o, (hero, villain) in zip(chunk, counts):
            wins[o], wins[reverse[o]] = hero, villain
        if progress is not None:
            progress(done, len(chunks))

    if client is not None:
        futures = [client.submit(chunk_wins, rules.key, part, pure=False) for part in work]
        for done, (chunk, future) in enumerate(zip(chunks, futures), 1):
            add(chunk, future.result(), done)
        return wins
    with stoppable_pool(threads) as (pool, stop):   # (left early: Ctrl-C or an error stops every walk)
        futures = [pool.submit(chunk_wins, rules.key, part, stop) for part in work]
        for done, (chunk, future) in enumerate(zip(chunks, futures), 1):
            add(chunk, future.result(), done)
    return wins
