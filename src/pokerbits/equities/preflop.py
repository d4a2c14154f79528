"""The exact heads-up Hold'em preflop table: every starting-hand class against every other.

A class is one of the 169 cells of the 13x13 grid: ``"AA"`` (6 combos), ``"AKs"`` (4), ``"AKo"``
(12). Cell (a, b) is the exact equity of a combo of `a` against a combo of `b`, averaged over
every pair of combos with no card in common and every board of the 48 remaining cards. The
winning counts, exact integers, are the sums of the shipped matchup table's
(pokerbits.equities.matchups) over each pair of classes, made on first use;
`build_preflop_table` (``pokerbits table preflop``) counts them afresh by another walk, over the
boards (the compiled walker in pokerbits._core.tables.preflop), and gives the same.

>>> table = preflop_table()
>>> round(table.equity("AA", "KK"), 4), round(table.equity("KK", "AA") + table.equity("AA", "KK"), 12)
(0.8195, 1.0)
"""
from __future__ import annotations

import math
import zlib
from array import array
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Optional

from pokerbits._core.tables import preflop as _preflop
from pokerbits._core.common.args import short_repr, whole_number

TYPE_CHECKING = False
if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

GRID_RANKS = "AKQJT98765432"      # grid rows and columns, the ace first
N_CLASSES = 169
BOARDS_PER_PAIR = math.comb(48, 5)   # boards of the cards two hands leave
MAGIC = b"pokerbits preflop heads-up wins v1\n"
CHUNKS = 256                       # work units of a build (progress steps, threads, Dask tasks)


def class_name(index: int) -> str:
    """The name of grid cell `index` = 13 * row + col: a pair on the diagonal, suited above it.

    >>> class_name(0), class_name(1), class_name(13), class_name(168)
    ('AA', 'AKs', 'AKo', '22')
    """
    row, col = divmod(index, 13)
    if row == col:
        return GRID_RANKS[row] * 2
    if row < col:
        return GRID_RANKS[row] + GRID_RANKS[col] + "s"
    return GRID_RANKS[col] + GRID_RANKS[row] + "o"


CLASS_NAMES = tuple(class_name(i) for i in range(N_CLASSES))
CLASS_INDEX = {name: i for i, name in enumerate(CLASS_NAMES)}


def class_combos(index: int) -> int:
    """Combos of a class: 6 for a pair, 4 suited, 12 offsuit.

    >>> [class_combos(CLASS_INDEX[c]) for c in ("AA", "AKs", "AKo")]
    [6, 4, 12]
    """
    row, col = divmod(index, 13)
    return 6 if row == col else 4 if row < col else 12


def class_index(name: str) -> int:
    """The grid index of a class name (``"AKs"``, ``"KAs"``, ``"tt"``), ValueError otherwise.

    >>> class_index("AKs"), class_index("ka o".replace(" ", ""))
    (1, 13)
    """
    if not isinstance(name, str):
        raise TypeError(f"a starting-hand class is text such as 'AKs', not {type(name).__name__}")
    text = name.strip()
    ranks = text[:2].upper()
    suffix = text[2:].lower()
    if len(text) in (2, 3) and all(r in GRID_RANKS for r in ranks) and suffix in ("", "s", "o"):
        high, low = sorted(ranks, key=GRID_RANKS.index)
        if high == low and not suffix:
            return CLASS_INDEX[high * 2]
        if high != low and suffix:
            return CLASS_INDEX[high + low + suffix]
    raise ValueError(f"{short_repr(name)} is not a starting-hand class (a pair such as 'QQ', or 'AKs' / 'AKo')")


@dataclass(frozen=True)
class PreflopTable:
    """The exact heads-up class table: `wins[169 * a + b]` counts (combo of a, combo of b, board)
    deals that a wins; `pairs[169 * a + b]` the combo pairs with no common card, each dealt
    every one of the C(48, 5) boards."""

    wins: tuple[int, ...]
    pairs: tuple[int, ...] = field(default_factory=lambda: tuple(_preflop.disjoint_pairs()), repr=False)
    players: int = 2

    def cell(self, a: int, b: int) -> float:
        """Equity of class index a against class index b (ties count half)."""
        ab, ba = N_CLASSES * a + b, N_CLASSES * b + a
        total = self.pairs[ab] * BOARDS_PER_PAIR
        ties = total - self.wins[ab] - self.wins[ba]
        return (self.wins[ab] + ties / 2) / total

    def equity(self, a: str, b: str) -> float:
        """Equity of class `a` against class `b`.

        >>> round(preflop_table().equity("AKs", "22"), 4)
        0.4989
        """
        return self.cell(class_index(a), class_index(b))

    def rows(self) -> list[list[float]]:
        """The table as 169 lists of 169 equities, rows and columns in grid order (CLASS_NAMES)."""
        return [[self.cell(a, b) for b in range(N_CLASSES)] for a in range(N_CLASSES)]

    def array(self) -> NDArray[numpy.float64]:
        """The table as a 169 x 169 numpy array of float64 (needs numpy).

        >>> preflop_table().array().shape
        (169, 169)
        """
        import numpy

        return numpy.array(self.rows(), dtype=numpy.float64)

    def vs_random(self) -> list[float]:
        """Each class's exact equity against a random hand (one of the 1,225 combos left), grid order.

        >>> round(preflop_table().vs_random()[class_index("AA")], 4)
        0.852
        """
        out = []
        for a in range(N_CLASSES):
            total = shares = 0
            for b in range(N_CLASSES):
                ab, ba = N_CLASSES * a + b, N_CLASSES * b + a
                cell_total = self.pairs[ab] * BOARDS_PER_PAIR
                shares += 2 * self.wins[ab] + (cell_total - self.wins[ab] - self.wins[ba])
                total += 2 * cell_total
            out.append(shares / total)
        return out

    def order(self) -> list[str]:
        """The class names from the strongest against a random hand down (the order behind
        percent ranges and `percentile`); equal equities keep grid order.

        >>> preflop_table().order()[:3]
        ['AA', 'KK', 'QQ']
        """
        strength = self.vs_random()
        return [CLASS_NAMES[i] for i in sorted(range(N_CLASSES), key=lambda i: (-strength[i], i))]

    def _repr_svg_(self) -> str:
        from pokerbits.pictures.preflop import preflop_svg
        return preflop_svg(self)

    def to_bytes(self) -> bytes:
        data = array("q", self.wins)
        if data.itemsize != 8:   # pragma: no cover
            raise RuntimeError("the table needs 64-bit integers")
        return MAGIC + zlib.compress(data.tobytes() if _little() else _swapped(data).tobytes(), 9)

    @classmethod
    def from_bytes(cls, blob: bytes) -> "PreflopTable":
        if not blob.startswith(MAGIC):
            raise ValueError("not a pokerbits preflop table")
        data = array("q")
        data.frombytes(zlib.decompress(blob[len(MAGIC):]))
        if len(data) != N_CLASSES * N_CLASSES:
            raise ValueError(f"a preflop table holds {N_CLASSES * N_CLASSES} cells, got {len(data)}")
        return cls(tuple(data if _little() else _swapped(data)))


def _little() -> bool:
    import sys

    return sys.byteorder == "little"


def _swapped(data: array) -> array:
    out = array("q", data)
    out.byteswap()
    return out


def _players(players: Any) -> None:
    if whole_number(players, "players") != 2:
        raise ValueError(f"the preflop table is heads-up (players=2), got players={short_repr(players)}")


@lru_cache(maxsize=1)
def _shipped() -> PreflopTable:
    """The class table summed from the shipped matchup table: every matchup of a combo of one
    class against a combo of another."""
    from pokerbits.equities import matchups

    table = matchups.matchup_table("holdem")
    class_of = dict(_preflop.combo_classes())
    group = array("i", [class_of[cs] for cs in table.index.combo_cards()])
    return PreflopTable(tuple(table.group_wins(group, N_CLASSES)))


def preflop_table(players: int = 2) -> PreflopTable:
    """The exact heads-up Hold'em preflop class table (made once, from the matchup table).

    >>> round(preflop_table().equity("72o", "AA"), 4)
    0.118
    """
    _players(players)
    return _shipped()


def chunk_wins(boards: list, weights: list) -> list:
    """The winning counts (169 * 169) over some canonical boards with their orbit sizes."""
    wins = array("q", bytes(8 * N_CLASSES * N_CLASSES))
    _preflop.add_wins(array("Q", boards), array("q", weights), wins)
    return list(wins)


def build_preflop_table(players: int = 2, *, threads: int = 1, client: Any = None,
                        progress: Optional[Callable[[int, int], None]] = None) -> PreflopTable:
    """Compute the table afresh: the 134,459 five-card boards up to suit isomorphism, in
    CHUNKS chunks on `threads` threads (the loops release the GIL) or as tasks of a Dask
    `client`; `progress(done, total)` after each chunk. About a minute of one core.

    >>> boards, orbit_sizes = _preflop.canonical_boards(5)     # what it walks
    >>> len(boards), sum(orbit_sizes)
    (134459, 2598960)
    """
    _players(players)
    threads = whole_number(threads, "threads")
    if threads < 1:
        raise ValueError(f"threads must be at least 1, got {short_repr(threads)}")
    boards, weights = _preflop.canonical_boards(5)
    chunks = [(boards[i::CHUNKS], weights[i::CHUNKS]) for i in range(CHUNKS)]
    totals = [0] * (N_CLASSES * N_CLASSES)

    def add(wins: list, done: int) -> None:
        for cell, count in enumerate(wins):
            totals[cell] += count
        if progress is not None:
            progress(done, len(chunks))

    if client is not None:
        futures = [client.submit(chunk_wins, b, w, pure=False) for b, w in chunks]
        for done, future in enumerate(futures, 1):
            add(future.result(), done)
    else:
        with ThreadPoolExecutor(threads) as pool:
            for done, wins in enumerate(pool.map(lambda chunk: chunk_wins(*chunk), chunks), 1):
                add(wins, done)
    return PreflopTable(tuple(totals))


@lru_cache(maxsize=1)
def _hands_above() -> tuple:
    """(class name, combos of the classes ranked above it) in the starting-hand order."""
    out, above = [], 0
    for name in preflop_table().order():
        out.append((name, above))
        above += class_combos(CLASS_INDEX[name])
    return tuple(out)


def classes_between(low: float, high: float) -> list:
    """The classes whose percentile is at least `low` and below `high` (the range ``"low-high%"``).

    >>> classes_between(0, 2)
    ['AA', 'KK', 'QQ', 'JJ', 'TT']
    """
    return [name for name, above in _hands_above() if low * _preflop.COMBOS <= 100 * above < high * _preflop.COMBOS]


def percentile(game: Any, hand: Any) -> float:
    """The percent of starting hands ranked above `hand` in its game's starting-hand order: 0 for
    the strongest; the range ``"p%"`` holds the hands whose percentile is below p.

    Hold'em: a class such as ``"AKs"`` or two cards, by exact equity against a random hand.
    Omaha (four cards, high): four cards, by the estimated equity of their suit-isomorphic class
    against a random hand (pokerbits.equities.omaha_order). Other games have no order.

    >>> percentile("holdem", "AA"), round(percentile("holdem", "As Ks"), 2), percentile("omaha", "As Ah Js Jh")
    (0.0, 3.17, 0.0)
    """
    rules = order_game(game)
    if rules.key == "omaha":
        from pokerbits.equities import omaha_order

        return omaha_order.percentile_of(hand)
    name = hand if isinstance(hand, str) and not _is_cards(hand) else _class_of_cards(hand)
    index = class_index(name)
    return next(100 * above / _preflop.COMBOS for n, above in _hands_above() if n == CLASS_NAMES[index])


def order_game(game: Any) -> Any:
    """The game (a name or a Game) if it has a starting-hand order (Hold'em, Omaha), else a
    ValueError saying why not.

    >>> order_game("plo").key
    'omaha'
    """
    from pokerbits import games

    rules = game if isinstance(game, games.Game) else games.game(game)
    if rules.key in ("holdem", "omaha"):
        return rules
    if rules.key in ("omaha5", "omaha6"):
        classes = "134,459" if rules.key == "omaha5" else "962,988"
        why = (f"its {classes} suit-isomorphic starting hands are too many to estimate and ship "
               "(the Omaha order has 16,432 four-card classes)")
    elif rules.key.startswith("omaha"):
        why = "the Omaha order ranks by high equity, which misranks hi/lo hands (no hi/lo order is built)"
    else:
        why = "only Hold'em and Omaha have one"
    raise ValueError(f"{rules.name} has no starting-hand order for percentiles and percent ranges: {why}")


def _is_cards(text: str) -> bool:
    from pokerbits._core.common.cards import cards

    try:
        cards(text)
        return True
    except ValueError:
        return False


def _class_of_cards(hand: Any) -> str:
    from pokerbits._core.common.cards import card_count_of, cards

    cs = cards(hand)
    if card_count_of(cs) != 2:
        raise ValueError(f"a Hold'em starting hand has 2 cards, got {card_count_of(cs)}")
    for combo, index in _preflop.combo_classes():
        if combo == cs:
            return CLASS_NAMES[index]
    raise AssertionError("unreachable: every two-card set is a combo")  # pragma: no cover
