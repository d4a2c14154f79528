"""The base of every site's text reader: a reader names its site (`site`), knows the line each hand
begins with (`start`) and reads the text of one hand (`read`); the base gives it, once for every
site, what the registry (`formats.FORMATS`) asks of a format: `detect` and `hands` (hand by hand,
a hand it cannot read skipped with a one-line note), and `read_all`.

>>> import re
>>> class Demo(SiteReader):
...     site, start = "Demo", re.compile(r"^Hand #", re.M)
...     def read(self, text):
...         return {"hand": int(text.split("#")[1].split()[0])}
>>> list(Demo().hands("Hand #8\\nHand #x\\n"))
[({'hand': 8}, None), (None, "Demo hand x skipped: invalid literal for int() with base 10: 'x'")]
>>> list(Demo().hands("Hand #8\\nHan"))       # a file that ends inside a hand's first line
[({'hand': 8}, None), (None, 'Demo hand ? skipped: cut off in its first lines at the end of the file')]
>>> Demo().detect("Hand #8"), Demo().read_all("Hand #8\\nHand #x")
(True, [{'hand': 8}])
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

Read = Tuple[Optional[Dict[str, Any]], Optional[str]]
# what a reader's parsing of a damaged hand raises (a number that is not one included): the hand is
# skipped with a note, never the file
UNREADABLE = (ValueError, ArithmeticError, KeyError, IndexError, AttributeError, TypeError, StopIteration)


def split(text: str, start: "re.Pattern[str]") -> List[str]:
    """The hands of a file's text (each from its first line)."""
    at = [m.start() for m in start.finditer(text)]
    return [text[a:b] for a, b in zip(at, at[1:] + [len(text)])]


def xml_head(text: str, tag: str) -> Dict[str, str]:
    """The attributes of the element `tag` that `text` begins with (an XML file's session head),
    or {} when it begins otherwise.

    >>> xml_head(' <SESSION tableName="T" money="€"/>\\n<HAND id="1">', "SESSION")
    {'tableName': 'T', 'money': '€'}
    """
    head = re.match(rf"\s*<{tag} ([^>]*)/?>", text)
    return dict(re.findall(r'(\w+)="([^"]*)"', head.group(1))) if head else {}


def xml_sessions(text: str, head: str) -> List[str]:
    """The sessions of an XML file's `text`, each from the element that opens it (the pattern
    `head`) to the next: a file several sessions were saved to, each with its own game, stakes
    and table, reads each session's hands under its own head.

    >>> xml_sessions('<?xml?><S g="a"/><H/><S g="b"/><H/>', r"<S[\\s>]")
    ['<?xml?><S g="a"/><H/>', '<S g="b"/><H/>']
    """
    at = [m.start() for m in re.finditer(head, text)][1:]
    return [text[a:b] for a, b in zip([0] + at, at + [len(text)])]


def xml_hands(text: str, element: str, number: str, site: str,
              read: Callable[[str], Dict[str, Any]]) -> Iterator[Read]:
    """What `SiteReader.hands` gives, for an XML site: (`read`(chunk), None) per element of `text`
    that the pattern `element` (``<TAG ...[\\s\\S]*?</TAG>``) finds, (None, a note naming the hand
    by the first group of the pattern `number`) per element that cannot be read, or that begins
    (`element`'s part before ``[\\s\\S]``) and never ends: cut off at the end of the file.

    >>> list(xml_hands('<g id="1">2</g><g id="2">x</g><g id="3">4', r"<g [\\s\\S]*?</g>", r'id="(\\d+)"', "Demo",
    ...                lambda chunk: {"pot": int(ET.fromstring(chunk).text)}))  # doctest: +NORMALIZE_WHITESPACE
    [({'pot': 2}, None), (None, "Demo hand 2 skipped: invalid literal for int() with base 10: 'x'"),
     (None, 'Demo hand 3 skipped: cut off before its end')]
    """
    whole = re.compile(element)
    for begins in re.finditer(element.split("[\\s\\S]")[0], text):
        m = whole.match(text, begins.start())
        chunk = m.group(0) if m else text[begins.start():]
        try:
            if m is None:
                raise ValueError("cut off before its end")
            yield read(chunk), None
        except (*UNREADABLE, ET.ParseError) as e:
            found = re.search(number, chunk)
            yield None, f"{site} hand {found.group(1) if found else '?'} skipped: {str(e)[:120]}"


def _begins_like(line: str, hand: str) -> bool:
    """Whether `line` begins a hand as `hand` begins, up to the first digit (its id, its table's
    number), or is cut before it.

    >>> [_begins_like(line, "Game #1: Table T") for line in ("Game #2: Ta", "Game #", "Seat 1: A", "")]
    [True, True, False, False]
    """
    words, first = line.split("\n")[0], re.split(r"\d", hand, maxsplit=1)[0]
    before = re.split(r"\d", words, maxsplit=1)[0]
    return bool(words.strip()) and (before == first if len(before) < len(words) else first.startswith(before))


class SiteReader:
    """A site's text reader (see the module doc): subclasses set `site` and `start` and define
    `read`; a site whose files are told apart by more than their first line redefines `detect`."""

    site = "?"
    start: "re.Pattern[str]"
    number = re.compile(r"\A[^\n]*?#\s*(?:Game No : )?([\w-]+)")   # a hand's id in its first two lines (the notes)

    def read(self, text: str) -> Dict[str, Any]:
        """The PHH fields of the text of one hand (a ValueError when it cannot be read)."""
        raise NotImplementedError

    def detect(self, text: str) -> bool:
        """Whether `text` holds this site's hands (a hand's first line near its beginning)."""
        return self.start.search(text[:2000]) is not None

    def hands(self, text: str) -> Iterator[Read]:
        """(fields, None) per hand of `text` read, (None, a one-line note) per hand skipped. A text
        that ends inside a line was cut off: its last hand, when it cannot be read, is noted as
        cut off. So is a hand cut off in its first lines (too short for `start` to find it)."""
        chunks = split(text, self.start)
        if not chunks and text.strip():    # the site's mark, but no hand's first line
            yield None, self._skipped(text, "no hand begins here")
        cut = bool(text.strip()) and not text.endswith("\n")
        for i, chunk in enumerate(chunks):
            final = i == len(chunks) - 1
            try:
                fields = self.read(chunk)
            except UNREADABLE as e:
                reason = str(e)[:120] or type(e).__name__
                yield None, self._skipped(chunk, f"cut off at the end of the file ({reason})" if final and cut else reason)
                continue
            yield fields, None
            if final:
                yield from self._cut_start(chunk)

    def _cut_start(self, hand: str) -> Iterator[Read]:
        """A note for the next hand's first lines at the end of `hand`, the file's last, cut off
        before `start` could find them."""
        for line in hand.rstrip("\n").rsplit("\n", 2)[1:]:
            if _begins_like(line, hand):
                yield None, self._skipped(line, "cut off in its first lines at the end of the file")
                return

    def _skipped(self, chunk: str, reason: str) -> str:
        """The note of a hand skipped, naming it by the id in its first two lines."""
        hid = self.number.search("\n".join(chunk.strip().split("\n", 2)[:2]))
        return f"{self.site} hand {hid.group(1) if hid else '?'} skipped: {reason}"

    def headed(self, pattern: Any, line: str) -> "re.Match[str]":
        """The match of `pattern` at the start of a hand's first `line`; a ValueError naming the
        site when it does not match."""
        m = re.match(pattern, line)
        if m is None:
            raise ValueError(f"not a header of {self.site}: {line[:60]!r}")
        return m

    def read_all(self, text: str) -> List[Dict[str, Any]]:
        """The PHH fields of every hand of `text` (the hands it cannot read, cancelled or cut off,
        skipped)."""
        return [f for f, _ in self.hands(text) if f is not None]
