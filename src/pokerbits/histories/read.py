"""`read_hands`: the hands of hand-history files, each file's format recognised by its content
(PHH, then the sites' formats of `formats.FORMATS`), read hand by hand as the iteration goes.

A hand that cannot be read or replayed is skipped with a one-line note naming the file and the
hand (`strict=True`: a ValueError at the first); a file that cannot be read, or is in no format
known here, likewise.
"""
from __future__ import annotations

import os
import sys
from itertools import chain
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, Iterator, Optional, Tuple, Union

from pokerbits.histories import formats, phh

if TYPE_CHECKING:
    from pokerbits.engine.hand import Hand

Path = Union[str, "os.PathLike[str]"]
Note = Callable[[str], Any]
HEAD = 4096   # how much of a file is read to recognise its format


def read_hands(paths: Union[Path, Iterable[Path]], *, strict: bool = False,
               note: Optional[Note] = None) -> Iterator["Hand"]:
    """Every hand of the files at `paths` (one path or several), replayed, in order. A hand
    that cannot be read is skipped and `note` (default: print to stderr) is called with one
    line naming it and why; with `strict` it is a ValueError instead.

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "two.phhs"
    >>> _ = path.write_text('''[1]
    ... variant = 'NT'
    ... antes = [0, 0]
    ... blinds_or_straddles = [1, 2]
    ... min_bet = 2
    ... starting_stacks = [100, 100]
    ... actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']
    ... [2]
    ... variant = 'XX'
    ... ''')
    >>> notes = []
    >>> [hand.stacks for hand in read_hands(path, note=notes.append)]
    [(101, 99)]
    >>> notes[0].split(": ", 1)[1][:26]
    "unknown PHH variant 'XX' ("
    """
    from pokerbits.engine.phh import hand_from_fields

    source = Histories(paths, strict=strict, note=note)
    for name, fields in source:
        hand = source.hand   # a site's hand, replayed by its checks
        if hand is None:
            try:
                hand = hand_from_fields(fields)
            except ValueError as error:
                skip(name, error, strict, note)
                continue
        yield hand


class Histories:
    """Each hand of the files at `paths` as (its name: the file, and `#label` in a file of
    several hands; its PHH fields), the hands that cannot be read skipped as `read_hands` says.
    `done` and `size` (characters read, the files' bytes) measure the way through; `hand` is the
    hand last given when the checks of a site's text replayed it already (else None)."""

    def __init__(self, paths: Union[Path, Iterable[Path]], *, strict: bool = False,
                 note: Optional[Note] = None) -> None:
        if isinstance(paths, (str, bytes, os.PathLike)) or not hasattr(paths, "__iter__"):
            paths = [paths]   # type: ignore[list-item]
        self.paths = [_checked(path) for path in paths]   # type: ignore[union-attr]
        self.strict, self.note = strict, note
        self.done = 0
        self.hand: Optional["Hand"] = None
        self.size = sum(os.path.getsize(p) for p in self.paths if os.path.isfile(p))

    def __iter__(self) -> Iterator[Tuple[str, Dict[str, Any]]]:
        for name in self.paths:
            try:
                file = open(name, encoding=encoding(name), errors="replace", newline="")
            except OSError as error:
                skip(name, ValueError(f"cannot read it ({type(error).__name__})"), self.strict, self.note)
                continue
            with file:
                try:
                    yield from self._hands(name, file)
                except UnicodeDecodeError:
                    skip(name, ValueError("cannot read it (not UTF-8 text)"), self.strict, self.note)

    def _hands(self, name: str, file) -> Iterator[Tuple[str, Dict[str, Any]]]:
        head = file.read(HEAD)
        if not phh.recognises(head):   # a site's text: read whole, by its reader
            text = head + file.read()
            self.done += len(text)
            form = formats.format_of(text)
            if form is None:
                known = ", ".join(["PHH", *(site for site, _ in formats.FORMATS)])
                skip(name, ValueError(f"not a hand history in a format read here ({known})"), self.strict, self.note)
                return
            for fields, self.hand in formats.read_checked(text, self.strict, self.note, name, form):
                yield (f"{name} #{fields['hand']}" if "hand" in fields else name), fields
            self.hand = None
            return
        lines = chain((head + file.readline()).splitlines(keepends=True), file)   # the head's last line whole
        for label, parsed in phh.hands(self._counted(lines)):
            where = f"{name} #{label}" if label else name
            if isinstance(parsed, ValueError):
                skip(where, parsed, self.strict, self.note)
            else:
                yield where, parsed

    def spread(self, run: Callable[[Any], Tuple[Any, Iterable[str]]], tasks: Iterable[Any],
               progress: Optional[Callable[[int, int], Any]] = None, **spreading: Any) -> Iterator[Any]:
        """`run(task)` for each file's task (one a path, in order; it gives (output, notes)), spread
        as `pokerbits._spread.spread` spreads tasks (`spreading`: client, executor, max_workers):
        each output in the files' order, each file's notes passed to `note` before it, `done`
        moved on and `progress(done, size)` called after it."""
        from pokerbits._spread import spread

        for path, (output, notes) in zip(self.paths, spread(run, list(tasks), batch=1, **spreading)):
            for line in notes:
                if self.note is not None:
                    self.note(line)
            yield output   # (taken before `progress`, which may raise KeyboardInterrupt: the file counts)
            self.done += os.path.getsize(path) if os.path.isfile(path) else 0
            if progress is not None:
                progress(self.done, max(self.size, self.done))

    def _counted(self, lines: Iterable[str]) -> Iterator[str]:
        for line in lines:
            self.done += len(line)
            yield line


def encoding(path: str) -> str:
    """The text encoding of the file at `path`, from its first bytes: UTF-16 (a BOM, or NUL bytes
    between ASCII ones), UTF-8 (with or without a BOM), else cp1252 (older Windows site clients)."""
    with open(path, "rb") as file:
        head = file.read(1 << 16)
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    if len(head) > 3 and head[1:2] == b"\x00" and head[3:4] == b"\x00":
        return "utf-16-le"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start < len(head) - 3:   # not merely a character cut at the end of the head
            return "cp1252"
    return "utf-8-sig"


def _checked(path: Any) -> str:
    name = os.fspath(path) if isinstance(path, (str, os.PathLike)) else path
    if not isinstance(name, str):
        raise TypeError(f"a path is a str or os.PathLike, not {type(path).__name__}")
    if "\n" in name and not os.path.exists(name):
        raise ValueError("read_hands reads files: this str is lines of text, not a path (write it to a file)")
    return name


def _cut(text: str) -> str:
    return text if len(text) <= 200 else text[:197] + "..."


def skip(name: str, error: Exception, strict: bool, note: Optional[Note]) -> None:
    """A hand (or file) that cannot be read: a ValueError if `strict`, else a note of one line."""
    reason = str(error).splitlines()[0] if str(error) else type(error).__name__
    line = f"{_cut(name)}: {_cut(reason)}"
    if strict:
        raise ValueError(line) from None
    if note is None:
        print(f"pokerbits: skipped {line}", file=sys.stderr)
    else:
        note(line)
