"""Coverage-guided fuzz target (atheris): the card parser, the evaluators, Omaha, showdown, equity,
the batch API, the compat shims, the range parser and the eval7 shim's range strings.

    python fuzz/fuzz_pokerbits.py fuzz/corpus -runs=50000

Every input must end in a valid answer or a ValueError/TypeError; anything else (another
exception, a wrong answer, a crash, a sanitizer report) is a finding. Run the
coverage-guided search on the plain build (gcc's libasan collapses atheris' coverage feedback),
then replay its corpus on a POKERBITS_SANITIZE=1 build with the sanitizer runtimes preloaded,
to catch memory errors in the compiled core (see .ci/run):

    python fuzz/fuzz_pokerbits.py -runs=0 fuzz/corpus   # replay only
"""
import sys
from array import array
from itertools import combinations

import atheris

with atheris.instrument_imports():
    import pokerbits
    from pokerbits import games, ranges
    from pokerbits._core.kernels import compat as core_compat
    from pokerbits.compat import eval7, phevaluator, treys

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


TARGETS = [one_system, omaha, showdown, equity, batch, compat, range_parser, eval7_range]


def one_input(data: bytes) -> None:
    source = atheris.FuzzedDataProvider(data)
    TARGETS[source.ConsumeIntInRange(0, len(TARGETS) - 1)](source)


if __name__ == "__main__":
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()
