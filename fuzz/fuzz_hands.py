"""Coverage-guided fuzz target (atheris) for the hand engine and the histories: a hand of any game
and setup played by actions legal or not, its PHH text with a line changed, the text each site
writes for it with a line changed, and the luck report of either.

    python fuzz/fuzz_hands.py fuzz/corpus_hands -runs=50000

Every input must end in a valid answer or a one-line ValueError/TypeError; anything else (another
exception, a refused action that changed the hand, chips made or lost, a PHH text that does not
replay to the same stacks, a crash, a hang) is a finding. The corpus is replayed on the sanitizer
build as fuzz_pokerbits.py's is (see .ci/run):

    python fuzz/fuzz_hands.py -runs=0 fuzz/corpus_hands   # replay only
"""
import os
import tempfile
from decimal import Decimal

import atheris
from targets import fuzz  # (fuzz/targets.py, beside this script)

with atheris.instrument_imports():
    import pokerbits
    from pokerbits.games import GAMES
    from pokerbits.histories import formats, write

BETTINGS = ("no-limit", "pot-limit", "fixed-limit")
SITES = write.sites()


def refused(error: Exception) -> None:
    """A refusal is one short line."""
    text = str(error)
    assert text and len(text) < 300 and "\n" not in text, text[:300]


def made_hand(source: atheris.FuzzedDataProvider):
    """A seeded hand of a game and setup the input picks (in chips or in cents), with its
    starting stacks; None when the engine refuses the setup (a short refusal)."""
    game = GAMES[source.ConsumeIntInRange(0, len(GAMES) - 1)]
    stacks = [source.ConsumeIntInRange(0, 600) for _ in range(source.ConsumeIntInRange(1, 10))]
    stud = game.streets[0].opener == "bring-in"
    setup = dict(betting=BETTINGS[source.ConsumeIntInRange(0, 2)], seed=source.ConsumeIntInRange(0, 2**32),
                 antes=source.ConsumeIntInRange(0, 3), small_bet=source.ConsumeIntInRange(1, 4) * 2,
                 cap=source.ConsumeIntInRange(0, 5) or None)
    setup["big_bet"] = setup["small_bet"] * 2
    setup["ante_trimming"] = source.ConsumeBool()
    if stud:
        setup["bring_in"] = source.ConsumeIntInRange(0, 2)
        setup["open_pair"] = game.key == "stud" and setup["betting"] == "fixed-limit" and source.ConsumeBool()
    else:
        setup["runs"] = source.ConsumeIntInRange(1, 3) if game.board_cards else 1
        if source.ConsumeBool():
            setup["min_bet"] = source.ConsumeIntInRange(1, 6)
        setup["blinds"] = (1, 2) if source.ConsumeBool() else (source.ConsumeIntInRange(0, 3), source.ConsumeIntInRange(0, 5))
        setup["straddles"] = (4,) if source.ConsumeBool() else ()
    if source.ConsumeBool():   # money in cents
        stacks = [Decimal(s) / 100 for s in stacks]
        setup = {k: (Decimal(v) / 100 if type(v) is int and k not in ("seed", "cap", "runs") else
                     tuple(Decimal(x) / 100 for x in v) if isinstance(v, tuple) else v) for k, v in setup.items()}
    try:
        return pokerbits.Hand(game.key, stacks, **setup), stacks
    except (ValueError, TypeError) as error:
        refused(error)
        return None, stacks


def legal_text(hand, source: atheris.FuzzedDataProvider) -> str:
    """An action the engine allows now, chosen by the input."""
    legal = hand.legal
    if legal.draw is not None:
        held = [c for c in hand.holes[hand.actor] if c]
        return "sd " + "".join(held[:source.ConsumeIntInRange(0, min(legal.draw, len(held)))])
    if legal.show:
        return "sm" if legal.muck and source.ConsumeBool() else "sm -"
    options = (["pb"] if legal.bring_in is not None else ["cc"]) + (["f"] if legal.fold else [])
    if legal.min_to is not None:
        options += [f"cbr {legal.min_to}", f"cbr {legal.max_to}"]
    return options[source.ConsumeIntInRange(0, len(options) - 1)]


def any_text(hand, source: atheris.FuzzedDataProvider) -> str:
    """An action near a legal one, or any text."""
    kind = source.ConsumeIntInRange(0, 3)
    if kind == 0:
        return source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 24))
    if kind == 1:   # a raise of any size, in any notation
        return f"cbr {source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 8))}"
    if kind == 2:   # another seat, a deal, a discard or a show of any cards
        verb = ("p1 cc", "p9 f", "d db ", "d dh p1 ", "sd ", "sm ")[source.ConsumeIntInRange(0, 5)]
        return verb + source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 12))
    return legal_text(hand, source) + source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 4))


def snapshot(hand) -> tuple:
    return (list(hand.actions), hand.stacks, hand.bets, hand.contributions, hand.actor, hand.street, hand.over)


def play(source: atheris.FuzzedDataProvider):
    """A hand played by the input's actions: each refused action a short refusal that leaves the
    hand as it was, the chips conserved at every step and at the end (`pot` counts the chips put in
    until the hand is over, the stacks every chip once it is)."""
    hand, stacks = made_hand(source)
    if hand is None:
        return None
    total = sum(stacks)
    for _ in range(source.ConsumeIntInRange(0, 80)):
        if hand.over or hand.actor is None:
            break
        text = legal_text(hand, source) if source.ConsumeIntInRange(0, 3) else any_text(hand, source)
        before = snapshot(hand)
        try:
            hand.act(text)
        except (ValueError, TypeError) as error:
            refused(error)
            assert snapshot(hand) == before, text
        assert sum(hand.stacks) + (0 if hand.over else hand.pot) == total, (text, hand.actions)
    while not hand.over and hand.actor is not None:   # to the end, legally
        hand.act(legal_text(hand, source))
    if hand.over:
        assert sum(hand.stacks) == total, hand.actions
        assert all(s >= 0 for s in hand.stacks)
    return hand


def changed_line(text: str, source: atheris.FuzzedDataProvider) -> str:
    """`text` with one line replaced, cut, doubled or given extra characters."""
    lines = text.split("\n")
    at = source.ConsumeIntInRange(0, len(lines) - 1)
    kind = source.ConsumeIntInRange(0, 3)
    if kind == 0:
        lines[at] = source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 40))
    elif kind == 1:
        del lines[at]
    elif kind == 2:
        lines.insert(at, lines[at])
    else:
        cut = source.ConsumeIntInRange(0, len(lines[at]))
        lines[at] = lines[at][:cut] + source.ConsumeUnicodeNoSurrogates(source.ConsumeIntInRange(0, 6)) + lines[at][cut:]
    return "\n".join(lines)


def phh_text(source: atheris.FuzzedDataProvider) -> None:
    """A finished hand's PHH text replays to the same stacks; changed, it replays or is refused."""
    hand = play(source)
    if hand is None or not hand.over:
        return
    text = hand.phh()
    assert pokerbits.Hand.from_phh(text).stacks == hand.stacks, text
    text = changed_line(text, source)
    if "=" not in text:   # (a str without '=' is a path)
        return
    try:
        again = pokerbits.Hand.from_phh(text)
    except (ValueError, TypeError) as error:
        refused(error)
        return
    assert sum(again.stacks) + (0 if again.over else again.pot) == sum(again.starting_stacks)


def site_text(source: atheris.FuzzedDataProvider) -> None:
    """A finished hand as a site writes it, with a line changed: read, every hand kept or skipped
    with a note (a text no format recognises is a short refusal); with `strict` a short refusal
    at most."""
    hand = play(source)
    if hand is None or not hand.over:
        return
    site = SITES[source.ConsumeIntInRange(0, len(SITES) - 1)]
    try:
        text = write.write_hand(hand, site)
    except ValueError as error:   # a game or setup the site does not deal
        refused(error)
        return
    if source.ConsumeBool():
        text = changed_line(text, source)
    notes: list = []
    try:
        list(formats.read_text(text, note=notes.append))
    except ValueError as error:   # a text no format recognises (its first line changed)
        refused(error)
        assert formats.format_of(text) is None, str(error)
    for note in notes:
        assert "\n" not in note and len(note) < 400, note[:400]
    try:
        list(formats.read_text(text, strict=True))
    except ValueError as error:
        refused(error)


LUCK_DIR = tempfile.mkdtemp(prefix="fuzz_hands_")


def luck_report(source: atheris.FuzzedDataProvider) -> None:
    """The luck report of a finished hand, from its PHH text or a site's: read, its chips won and
    expected each adding up to nothing (no rake here), or skipped with a note."""
    hand = play(source)
    if hand is None or not hand.over:
        return
    path = os.path.join(LUCK_DIR, "hand.phh")
    if source.ConsumeBool():
        text = hand.phh()
    else:
        try:
            text = write.write_hand(hand, SITES[source.ConsumeIntInRange(0, len(SITES) - 1)])
        except ValueError as error:
            refused(error)
            return
        path = os.path.join(LUCK_DIR, "hand.txt")
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    report = pokerbits.luck(path, samples=200, seed=1)
    assert len(report.hands) == 1 or report.skipped and not report.hands, (report, text)
    for luck in report.hands:
        assert sum(luck.won) == 0 and abs(sum(luck.expected)) < 1e-6 * (1 + float(sum(map(abs, luck.won)))), (luck, text)


TARGETS = [play, phh_text, site_text, luck_report]


if __name__ == "__main__":
    fuzz(TARGETS)
