"""Hand histories to PHH (or to a site's own format): every hand of each file (the sites' text,
PHH) read and checked, written as one `.phhs` per file (`to=`: one file of the site's text), the
files spread over processes or a Dask cluster as `luck` spreads them.

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "one.phh").write_text('''variant = 'NT'
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [100, 100]
... actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']
... ''')
>>> convert([folder / "one.phh"], folder / "out")
1
>>> (folder / "out" / "one.phhs").read_text().splitlines()[0]
'[1]'
"""
from __future__ import annotations

import os
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple, Union

from pokerbits._spread import check_spread
from pokerbits.histories.read import Histories, Path

Note = Callable[[str], Any]


def convert(paths: Union[Path, Iterable[Path]], out: Path = ".", *, to: str = "phh", strict: bool = False,
            note: Optional[Note] = None, progress: Optional[Callable[[int, int], Any]] = None,
            client: Any = None, executor: Any = None, max_workers: Optional[int] = 1) -> int:
    """Write the hands of each file at `paths` as PHH, `<name>.phhs` in the folder `out` (`to`, a
    site of pokerbits.histories.write: as the site writes them, `<name>.<site>.txt`, a hand the
    site cannot write noted), and give the number of hands written. A hand that cannot be read or does not add up is noted (`note`,
    default: stderr), its notes written with it (`_problems`); `strict`: a ValueError at the
    first, the file not written. `progress(done, total)` (the files' bytes) after each hand, or
    after each file when the files are spread out: over a process pool of `max_workers`
    processes (None: one a core), over `executor` or over the Dask cluster of `client`, the same
    files written however it runs. On Ctrl-C the hands read so far are written and the
    KeyboardInterrupt carries `.result`, the number of hands written."""
    check_spread(client, executor, max_workers)
    site = None if to == "phh" else _site(to)
    notes = note if note is not None else _stderr
    source = Histories(paths, note=notes)
    os.makedirs(out, exist_ok=True)
    target = os.fspath(out)
    hands = 0
    try:
        if client is None and executor is None and max_workers == 1:
            for name in source.paths:
                read: List[Any] = []   # fields (PHH), or the site's texts
                done = source.done
                try:
                    _convert(name, target, strict, notes, read, site, None if progress is None else
                             lambda part: progress(done + part, max(source.size, done + part)))
                finally:
                    hands += len(read)
                source.done += os.path.getsize(name) if os.path.isfile(name) else 0
        else:
            tasks = [(name, target, strict, site) for name in source.paths]
            for count in source.spread(_convert_task, tasks, progress, client=client, executor=executor,
                                       max_workers=max_workers):
                hands += count   # (on Ctrl-C: the files written so far)
    except KeyboardInterrupt as interrupt:
        interrupt.result = hands   # type: ignore[attr-defined]
        raise
    return hands


def _stderr(line: str) -> None:
    import sys
    print(f"pokerbits: {line}", file=sys.stderr)


def _writable(fields: Dict[str, Any]) -> Dict[str, Any]:
    """The fields as PHH TOML holds them (the checks' empty list of problems left out)."""
    return {k: v for k, v in fields.items() if not (k == "_problems" and not v)}


def _site(to: str) -> str:
    """The site key of `to` (a ValueError naming the sites written when it is none of them)."""
    from pokerbits.histories.write import key, sites
    known = [key(site) for site in sites()]
    if key(to) not in known:
        raise ValueError(f"cannot write {to!r}: phh or one of {', '.join(known)}")
    return key(to)


def _convert(path: str, out: str, strict: bool, note: Note, read: List[Any], site: Optional[str] = None,
             progress: Optional[Callable[[int], Any]] = None) -> None:
    """The hands of the file at `path` read into `read` and written in the folder `out`, as PHH
    or as `site` writes them (on Ctrl-C, those read so far)."""
    histories = Histories([path], strict=strict, note=note)
    try:
        for name, fields in histories:
            if site is None:
                read.append(_writable(fields))
            else:
                try:
                    read.append(_site_text(fields, site))
                except ValueError as error:
                    note(f"{name}: not written: {str(error)[:160]}")
            if progress is not None:
                progress(histories.done)
    except KeyboardInterrupt:
        _write(read, path, out, site)
        raise
    _write(read, path, out, site)   # (strict: a ValueError, nothing written)


def _site_text(fields: Dict[str, Any], site: str) -> str:
    """One hand's fields as the site `site` writes the hand (a ValueError when it cannot)."""
    from pokerbits.engine.phh import hand_from_fields
    from pokerbits.histories.write import write_hand
    return write_hand(hand_from_fields(fields), site)


def _write(read: List[Any], path: str, out: str, site: Optional[str]) -> None:
    from pokerbits.engine.phh import dumps

    if read:
        suffix = ".phhs" if site is None else f".{site}.xml" if site == "ipoker" else f".{site}.txt"
        with open(os.path.join(out, os.path.splitext(os.path.basename(path))[0] + suffix), "w",
                  encoding="utf-8") as file:
            file.write(dumps(read) if site is None else "\n\n".join(read))


def _convert_task(task: Tuple[str, str, bool, Optional[str]]) -> Tuple[int, List[str]]:
    """One file converted (a task spread out): the hands written, and its notes."""
    path, out, strict, site = task
    notes: List[str] = []
    read: List[Any] = []
    _convert(path, out, strict, notes.append, read, site)
    return len(read), notes
