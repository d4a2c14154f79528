"""Coverage-guided fuzz target (atheris): the card parser, the evaluators, Omaha, showdown, equity,
the batch API, the compat shims, the range parser, the eval7 shim's range strings and the hostile
inputs (names of megabytes or nested deep, lying len(), ctypes buffers, huge numbers, repeats).

    python fuzz/fuzz_pokerbits.py fuzz/corpus -runs=50000

Every input must end in a valid answer or a ValueError/TypeError; anything else (another
exception, a wrong answer, a crash, a sanitizer report) is a finding. Run the
coverage-guided search on the plain build (gcc's libasan collapses atheris' coverage feedback),
then replay its corpus on a POKERBITS_SANITIZE=1 build with the sanitizer runtimes preloaded,
to catch memory errors in the compiled core (see .ci/run):

    python fuzz/fuzz_pokerbits.py -runs=0 fuzz/corpus   # replay only
"""
import ctypes
import math
from array import array
from itertools import combinations

import atheris
from targets import fuzz  # (fuzz/targets.py, beside this script)

with atheris.instrument_imports():
    import pokerbits
    from pokerbits import games, ranges
    from pokerbits._core.kernels import compat as core_compat
    from pokerbits.compat import deuces, eval7, phevaluator, treys

DECK_MASK = 0x1FFF1FFF1FFF1FFF
EVALUATORS = [name for name in ("high", "ace_five", "ace_five_8", "deuce_seven", "badugi")
              if hasattr(pokerbits, name)]
GAMES = games.names()


def card_argument(source: atheris.FuzzedDataProvider, kind: int):
    """Cards in one of the accepted notations, or something near them."""
    if kind == 0:
        return source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 80))
    if kind == 1:
        return source.ConsumeInt(source.ConsumeIntInRange(1, 12))
    if kind == 2:
        return source.ConsumeIntInRange(0, 2**64 - 1) & (DECK_MASK if source.ConsumeBool() else ~0)
    if kind == 3:
        return [source.ConsumeUnicodeNoSurrogates(3) for _ in range(source.ConsumeIntInRange(0, 9))]
    # a few cards by index (repeats allowed): hands of the sizes the games deal
    indexes = [source.ConsumeIntInRange(0, 51) for _ in range(source.ConsumeIntInRange(0, 8))]
    return sum({1 << (16 * (i // 13) + i % 13) for i in indexes})


def check_value(system: str, value: int) -> None:
    assert isinstance(value, int)
    pokerbits.describe(system, value)
    pokerbits.category(system, value)


def one_system(source: atheris.FuzzedDataProvider) -> None:
    """cards() and one system's evaluator, description, category and best cards."""
    system = EVALUATORS[source.ConsumeIntInRange(0, len(EVALUATORS) - 1)]
    evaluate = getattr(pokerbits, system)
    arg = card_argument(source, source.ConsumeIntInRange(0, 4))
    try:
        parsed = pokerbits.cards(arg)
    except (ValueError, TypeError):
        parsed = None
    if parsed is not None:
        assert parsed & ~DECK_MASK == 0 and pokerbits.cards(pokerbits.card_strings(parsed)) == parsed
    try:
        value = evaluate(arg)
    except (ValueError, TypeError):
        return
    assert parsed is not None
    check_value(system, value)
    best = pokerbits.best_five(system, parsed)
    if system == "badugi":   # the counted cards: as many as the category says, all different
        assert len({c[0] for c in best}) == len({c[1] for c in best}) == len(best)
        assert len(best) == pokerbits.category(system, value).value
    else:
        assert best == [] if value == 0 else evaluate(best) == value   # 0: no qualifying low


def omaha(source: atheris.FuzzedDataProvider) -> None:
    """An Omaha evaluator against the best of its five-card system over every two plus three."""
    evaluate, five = ((pokerbits.omaha_high, pokerbits.high), (pokerbits.omaha_ace_five_8, pokerbits.ace_five_8))[
        source.ConsumeIntInRange(0, 1)]
    hole = card_argument(source, source.ConsumeIntInRange(0, 4))
    board = card_argument(source, source.ConsumeIntInRange(0, 4))
    try:
        value = evaluate(hole, board)
    except (ValueError, TypeError):
        return
    held, common = pokerbits.card_strings(hole), pokerbits.card_strings(board)
    assert value == max(five(list(two) + list(three)) for two in combinations(held, 2)
                        for three in combinations(common, 3))


def showdown(source: atheris.FuzzedDataProvider) -> None:
    """A showdown: the chips add up to the pot, shares to one, winners hold the best value."""
    game = games.game(GAMES[source.ConsumeIntInRange(0, len(GAMES) - 1)])
    hands = [card_argument(source, source.ConsumeIntInRange(0, 4)) for _ in range(source.ConsumeIntInRange(0, 5))]
    board = card_argument(source, source.ConsumeIntInRange(0, 4)) if source.ConsumeBool() else None
    pot = source.ConsumeIntInRange(0, 1000) if source.ConsumeBool() else None
    try:
        result = pokerbits.showdown(game.key, hands, board=board, pot=pot)
    except (ValueError, TypeError):
        return
    assert sum(p.share for p in result.players) == (1 if any(h.winners for h in result.halves) else 0)
    if pot is not None:
        assert sum(p.chips for p in result.players) == pot
        assert all(p.exact_chips == pot * p.share for p in result.players)
    for i, half in enumerate(result.halves):
        values = [p.hands[i].value for p in result.players]
        assert half.winners == tuple(s for s, v in enumerate(values) if v and v == max(values))


RANGE_WORDS = ["random", "AA", "AKs+", "QQ+:0.5", "22+,A2s+", "JTs:0.1", "AsAd", "Ks", "7c 2d", "KK,AKs"]
EQUITY_GAMES = ["holdem", "omaha", "omaha-hi-lo", "stud-hi-lo", "razz", "badugi"]


def equity(source: atheris.FuzzedDataProvider) -> None:
    """A small Monte Carlo equity: shares of the pot add up to one, whatever the hands."""
    game = EQUITY_GAMES[source.ConsumeIntInRange(0, len(EQUITY_GAMES) - 1)]
    hands = [RANGE_WORDS[source.ConsumeIntInRange(0, len(RANGE_WORDS) - 1)] if source.ConsumeBool()
             else card_argument(source, source.ConsumeIntInRange(0, 4)) for _ in range(source.ConsumeIntInRange(0, 4))]
    board = card_argument(source, source.ConsumeIntInRange(0, 4)) if source.ConsumeBool() else ()
    dead = card_argument(source, source.ConsumeIntInRange(0, 4)) if source.ConsumeBool() else ()
    try:
        result = pokerbits.equity(game, hands, board=board, dead=dead, samples=source.ConsumeIntInRange(1, 2000),
                                  seed=source.ConsumeIntInRange(0, 2**64 - 1), threads=source.ConsumeIntInRange(1, 3))
    except (ValueError, TypeError):
        return
    shares = [p.equity for p in result.players]
    assert len(shares) == len(hands) and all(0 <= share <= 1 for share in shares)
    assert abs(sum(shares) - 1) < 1e-9


def first_refused(evaluate, *columns) -> int:
    """The index of the first row the per-call evaluator refuses, -1 if none."""
    for i, row in enumerate(zip(*columns)):
        try:
            evaluate(*row)
        except ValueError:
            return i
    return -1


def batch(source: atheris.FuzzedDataProvider) -> None:
    """evaluate_many and omaha_many on a few card sets: the per-call values, or the first bad
    index named, on 1 to 3 threads."""
    n = source.ConsumeIntInRange(0, 8)
    column = [[card_argument(source, 2 if source.ConsumeBool() else 4) for _ in range(n)] for _ in range(2)]
    threads = source.ConsumeIntInRange(1, 3)
    if source.ConsumeBool():
        name = EVALUATORS[source.ConsumeIntInRange(0, len(EVALUATORS) - 1)]
        evaluate, columns = getattr(pokerbits, name), column[:1]
        run, label = lambda: pokerbits.evaluate_many(name, array("Q", column[0]), threads=threads), "card_sets"
    else:
        name = ("high", "ace_five_8")[source.ConsumeIntInRange(0, 1)]
        evaluate, columns = getattr(pokerbits, "omaha_" + name), column
        run, label = lambda: pokerbits.omaha_many(name, array("Q", column[0]), array("Q", column[1]),
                                                  threads=threads), "holes"
    bad = first_refused(evaluate, *columns)
    try:
        values = run()
    except ValueError as error:
        assert str(error).startswith(f"{label}[{bad}]"), (error, bad)
        return
    assert bad == -1 and list(values) == [evaluate(*row) for row in zip(*columns)]


class Shifty:
    """An __index__ that gives one number and then another: converted twice, it would index out
    of bounds."""

    def __init__(self, first: int, later: int) -> None:
        self.answers = [first, later]

    def __index__(self) -> int:
        return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]


def compat(source: atheris.FuzzedDataProvider) -> None:
    """The treys, phevaluator and eval7 shims on card strings: pokerbits' high value in their
    own order, or a ValueError/TypeError (the shims' KeyError and IndexError are ValueErrors)."""
    strings = [source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 3))
               for _ in range(source.ConsumeIntInRange(0, 8))]
    position = Shifty(source.ConsumeIntInRange(0, 70), source.ConsumeInt(8))
    try:
        treys.Card.int_to_str(core_compat.treys_int(position))
    except (ValueError, TypeError):
        pass
    try:
        expected = 7463 - pokerbits.high(strings)
    except (ValueError, TypeError):
        expected = None
    for name, evaluate in (("treys", lambda: treys.Evaluator().evaluate([treys.Card.new(c) for c in strings[:2]],
                                                                        [treys.Card.new(c) for c in strings[2:]])),
                           ("phevaluator", lambda: phevaluator.evaluate_cards(*strings)),
                           ("eval7", lambda: eval7.handtype(eval7.evaluate([eval7.Card(c) for c in strings])))):
        try:
            value = evaluate()
        except (ValueError, TypeError):
            continue
        if name != "eval7":   # eval7 also takes fewer than five cards, and its own letter case
            assert value == expected, (name, strings, value, expected)


def range_parser(source: atheris.FuzzedDataProvider) -> None:
    """ranges.parse on any text: combos of the asked size with positive finite weights, or a
    ValueError/TypeError."""
    text = source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 40))
    hole_cards = (2, 4, 5, 0, 53)[source.ConsumeIntInRange(0, 4)]
    try:
        combos = ranges.parse(text, hole_cards)
    except (ValueError, TypeError):
        return
    assert combos and all(bin(cs).count("1") == hole_cards and cs & ~DECK_MASK == 0 for cs in combos)
    assert all(0 < weight < float("inf") for weight in combos.values())


def eval7_range(source: atheris.FuzzedDataProvider) -> None:
    """The eval7 shim's HandRange on any text: hands of two different cards with positive weights
    (infinite for a number too big for a float, as in eval7: the equity functions refuse it), or
    a ValueError/TypeError (its RangeStringError is a ValueError)."""
    text = source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 40))
    try:
        hands = eval7.HandRange(text).hands
    except (ValueError, TypeError):
        return
    for (first, second), weight in hands:
        assert isinstance(first, eval7.Card) and isinstance(second, eval7.Card) and first != second, text
        assert weight > 0, (text, weight)


class LongLen:
    """Hands behind a len() far beyond memory (list() would allocate for it)."""

    def __init__(self, items: list) -> None:
        self.items = items

    def __len__(self) -> int:
        return 10**12

    def __iter__(self):
        return iter(self.items)


NAMED = [lambda name: pokerbits.describe(name, 1), lambda name: pokerbits.evaluate_many(name, [0]),
         lambda name: pokerbits.games.game(name), lambda name: pokerbits.equity(name, ["AA", "KK"], samples=10),
         lambda name: pokerbits.showdown(name, ["AsAd", "KsKd"], board="2c 3d 4h 5s 7c")]
CTYPES = [ctypes.c_int8, ctypes.c_uint16, ctypes.c_int32, ctypes.c_uint32, ctypes.c_int64, ctypes.c_uint64]


def short_refusal(call) -> object:
    """call(), or None when it refuses with a ValueError/TypeError of one short line."""
    try:
        return call()
    except (ValueError, TypeError) as error:
        assert len(str(error)) < 300 and "\n" not in str(error), str(error)[:300]
        return None


def hostile(source: atheris.FuzzedDataProvider) -> None:
    """The hostile inputs of every kind at the sizes the input picks: names of megabytes or nested
    deep, hands whose len() lies, ctypes arrays as card sets, huge ranks in the shims, a range part
    repeated: a short refusal or the right answer, at once."""
    kind = source.ConsumeIntInRange(0, 5)
    size = 1 << source.ConsumeIntInRange(0, 20)
    call = NAMED[source.ConsumeIntInRange(0, len(NAMED) - 1)]
    if kind == 0:   # a name of any length
        piece = source.ConsumeUnicodeNoSurrogates(4) or "x"
        short_refusal(lambda: call(piece * size))
    elif kind == 1:   # a name nested deep
        nested: list = [source.ConsumeUnicodeNoSurrogates(4)]
        for _ in range(min(size, 200_000)):
            nested = [nested]
        assert short_refusal(lambda: call(nested)) is None
    elif kind == 2:   # hands whose len() lies: as many as they hold are read, no more than a game deals
        hands = LongLen([RANGE_WORDS[source.ConsumeIntInRange(0, len(RANGE_WORDS) - 1)]
                         for _ in range(source.ConsumeIntInRange(0, 14))])
        board = "2c 3d 4h 5s 7c" if source.ConsumeBool() else "2c 3d 4h"
        result = short_refusal(lambda: pokerbits.equity("holdem", hands, board=board, samples=100, seed=1))
        assert result is None or 2 <= len(result.players) == len(hands.items) <= 10
    elif kind == 3:   # a ctypes array of integers of any size and byte order: the values, as per call
        kind_of = CTYPES[source.ConsumeIntInRange(0, len(CTYPES) - 1)]
        kind_of = kind_of.__ctype_be__ if source.ConsumeBool() else kind_of.__ctype_le__
        bits = 8 * ctypes.sizeof(kind_of)
        numbers = [card_argument(source, 4) & ((1 << (bits - 1)) - 1) for _ in range(source.ConsumeIntInRange(0, 6))]
        system = EVALUATORS[source.ConsumeIntInRange(0, len(EVALUATORS) - 1)]
        values = short_refusal(lambda: list(pokerbits.evaluate_many(system, (kind_of * len(numbers))(*numbers))))
        assert values is None or values == [getattr(pokerbits, system)(n) for n in numbers]
    elif kind == 4:   # a rank of any size in the shims' percentage
        rank = source.ConsumeInt(source.ConsumeIntInRange(1, 400))
        for evaluator in (deuces.Evaluator(), treys.Evaluator()):
            share = short_refusal(lambda: evaluator.get_five_card_rank_percentage(rank))
            assert share is None or math.isclose(share, rank / 7462, rel_tol=1e-12)
    else:   # a range part repeated up to a million times: read once
        part = RANGE_WORDS[source.ConsumeIntInRange(0, len(RANGE_WORDS) - 1)]
        hole_cards = (2, 4, 5)[source.ConsumeIntInRange(0, 2)]
        once = short_refusal(lambda: ranges.parse(part, hole_cards))
        assert short_refusal(lambda: ranges.parse(",".join([part] * size), hole_cards)) == once


TARGETS = [one_system, omaha, showdown, equity, batch, compat, range_parser, eval7_range, hostile]


if __name__ == "__main__":
    fuzz(TARGETS)
