"""Site hand histories: PokerStars hold'em text to PHH fields, to checked `Hand`s, and a file to
checked `Hand`s by `read_hands`, in hands a second (the issue's target: 20,000 hold'em hands a
second from text to checked hands on one core), beside the engine alone (the same hands' canonical
fields replayed: Hand construction and act calls, the part of the time that is the engine's) and
pokerkit's own PokerStars parser where it is installed.

    python -m benchmarks.histories_sites [--hands N] [--repeats R] [--cpu]

The text is N six-handed no-limit hands (blinds, a raise and a call, a flop bet, a fold),
written here; every timing is the best of R runs.
"""
from __future__ import annotations

import argparse
import os
import tempfile
import time

from benchmarks.timing import best_time
from pokerbits import read_hands
from pokerbits.engine.phh import hand_from_fields
from pokerbits.histories import formats, pokerstars

HAND = """PokerStars Hand #{id}:  Hold'em No Limit ($0.05/$0.10 USD) - 2025/08/02 11:24:53 CET [2025/08/02 5:24:53 ET]
Table 'Wezen' 6-max Seat #1 is the button
Seat 1: Alpha ($10.00 in chips)
Seat 2: Bravo ($12.35 in chips)
Seat 3: Charlie ($9.80 in chips)
Seat 4: Delta ($10 in chips)
Seat 5: Echo ($15.20 in chips)
Seat 6: Foxtrot ($10.45 in chips)
Bravo: posts small blind $0.05
Charlie: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Delta [Ah Kd]
Delta: raises $0.20 to $0.30
Echo: folds
Foxtrot: folds
Alpha: calls $0.30
Bravo: folds
Charlie: folds
*** FLOP *** [2c 7d Jh]
Delta: bets $0.45
Alpha: folds
Uncalled bet ($0.45) returned to Delta
Delta collected $0.72 from pot
*** SUMMARY ***
Total pot $0.75 | Rake $0.03
Board [2c 7d Jh]
Seat 1: Alpha (button) folded on the Flop
Seat 2: Bravo (small blind) folded before Flop
Seat 3: Charlie (big blind) folded before Flop
Seat 4: Delta collected ($0.72)
Seat 5: Echo folded before Flop (didn't bet)
Seat 6: Foxtrot folded before Flop (didn't bet)


"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cpu", action="store_true",
                        help="time the CPU time of this process, not the wall clock (a machine shared with other work)")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    text = "".join(HAND.format(id=257180854570 + i) for i in range(args.hands))
    checked = list(formats.read_checked(text))
    assert len(checked) == args.hands and all(f["_problems"] == [] and h is not None for f, h in checked)
    canonical = [fields for fields, _ in checked]
    form = formats.format_of(text)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as file:
        file.write(text)
    rows = [
        ("text to PHH fields (the reader)", lambda: pokerstars.read(text)),
        ("text to checked Hands (money checks, one replay)", lambda: list(formats.read_checked(text, form=form))),
        ("read_hands: a file to checked Hands", lambda: list(read_hands(file.name))),
        ("the engine alone: the fields replayed", lambda: [hand_from_fields(f) for f in canonical]),
    ]
    try:
        from pokerkit import PokerStarsParser
        rows.append(("pokerkit PokerStarsParser (HandHistory objects)", lambda: list(PokerStarsParser()(text))))
    except Exception:   # pokerkit missing, or its parser refuses the text
        pass
    print(f"{args.hands} PokerStars hold'em hands, best of {args.repeats}")
    for label, run in rows:
        try:
            seconds = best_time(run, args.repeats, clock)
        except Exception as error:   # a peer that cannot read this text
            print(f"  {label:<48} fails: {str(error)[:60]}")
            continue
        print(f"  {label:<48} {args.hands / seconds:>10,.0f} hands/s")
    os.unlink(file.name)


if __name__ == "__main__":
    main()
