"""Coverage-guided fuzz target (atheris) for the card parser and the evaluators.

    python fuzz/fuzz_pokerbits.py fuzz/corpus -runs=50000

Every input must end in a valid answer or a ValueError/TypeError; anything else (another
exception, a crash, a sanitizer report) is a finding. Build with POKERBITS_SANITIZE=1 and
preload the sanitizer runtimes to catch memory errors in the compiled core (see .ci/run).
"""
import sys

import atheris

with atheris.instrument_imports():
    import pokerbits

DECK_MASK = 0x1FFF1FFF1FFF1FFF
EVALUATORS = [name for name in ("high", "ace_five", "ace_five_8", "deuce_seven", "badugi")
              if hasattr(pokerbits, name)]


def check_value(system: str, value: int) -> None:
    assert isinstance(value, int)
    pokerbits.describe(system, value)
    pokerbits.category(system, value)


def one_input(data: bytes) -> None:
    source = atheris.FuzzedDataProvider(data)
    mode = source.ConsumeIntInRange(0, 3)
    system = EVALUATORS[source.ConsumeIntInRange(0, len(EVALUATORS) - 1)]
    evaluate = getattr(pokerbits, system)
    if mode == 0:
        arg = source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 80))
    elif mode == 1:
        arg = source.ConsumeInt(source.ConsumeIntInRange(1, 12))
    elif mode == 2:
        arg = source.ConsumeIntInRange(0, 2**64 - 1) & (DECK_MASK if source.ConsumeBool() else ~0)
    else:
        arg = [source.ConsumeUnicodeNoSurrogates(3) for _ in range(source.ConsumeIntInRange(0, 9))]
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


if __name__ == "__main__":
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()
