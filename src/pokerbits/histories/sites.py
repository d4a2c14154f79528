"""The site formats as `read_hands` formats: a site module's hands, streamed from a file's lines
(a hand starts at a line its `START` pattern matches), each read into PHH fields and checked
against what its text says about the money (`checks.money`: the differences, with the hand id,
go in the fields' `_problems`; nothing is changed). A hand that cannot be read, a cancelled one
or one cut off at the end of a file, comes out as a ValueError with a one-line reason.

>>> from pokerbits.histories import pokerstars
>>> lines = '''PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2013/01/08 16:28:42 ET
... Table 'T' 6-max Seat #2 is the button
... Seat 1: A ($2 in chips)
... Seat 2: B ($1.50 in chips)
... B: posts small blind $0.01
... A: posts big blind $0.02
... *** HOLE CARDS ***
... B: folds
... Uncalled bet ($0.01) returned to A
... A collected $0.02 from pot
... *** SUMMARY ***
... Total pot $0.02 | Rake $0
...
... PokerStars Hand #2:  Hold'em No Limit ($0.01/$0.02 USD) - 2013/01/08 16:29:42 ET
... Table 'T' 6-max Seat #1 is the button
... Seat 1: A ($2.01 in chips)'''.splitlines(keepends=True)
>>> [(label, fields if isinstance(fields, ValueError) else fields["_problems"])
...  for label, fields in site_hands(pokerstars)(lines)]
[('1', []), ('2', ValueError('PokerStars hand 2: cut off before its summary'))]
"""
from __future__ import annotations

import re
from types import ModuleType
from typing import Any, Callable, Dict, Iterable, Iterator, List, Tuple, Union

from pokerbits.histories.checks import money

Hands = Iterator[Tuple[str, Union[Dict[str, Any], ValueError]]]


def site_hands(module: ModuleType) -> Callable[[Iterable[str]], Hands]:
    """The `hands` function of a `Format` for the site reader `module` (its START and hand(text))."""
    start = module.START

    def whole(lines: Iterable[str]) -> Hands:         # a format read from the whole file (XML)
        for fields, skipped in module.hands("".join(lines)):
            if fields is None:
                found = re.search(r"hand (\S+) skipped", skipped or "")
                yield (found.group(1) if found else "?"), ValueError(skipped)
            else:
                fields["_problems"] = money(fields)
                yield str(fields.get("hand", "?")), fields

    if getattr(module, "WHOLE", False):
        return whole

    def hands(lines: Iterable[str]) -> Hands:
        chunk: List[str] = []
        for line in lines:
            if start.match(line) and chunk:
                yield _one(module, "".join(chunk))
                chunk = []
            if chunk or start.match(line):
                chunk.append(line)
        if chunk:
            yield _one(module, "".join(chunk))

    return hands


def _one(module: ModuleType, text: str) -> Tuple[str, Union[Dict[str, Any], ValueError]]:
    first = text.lstrip().split("\n", 1)[0]
    found = re.search(r"#\s*(?:Game No : )?([\w-]+)", first)
    label = found.group(1) if found else "?"
    try:
        fields = module.hand(text)
    except (ValueError, KeyError, IndexError, AttributeError, TypeError, ArithmeticError) as error:
        reason = str(error).split("\n")[0][:160] or type(error).__name__
        return label, ValueError(f"{module.SITE} hand {label}: {reason}")
    fields["_problems"] = money(fields)
    return label, fields
