"""Hand histories to PHH: every hand of each file (the sites' text, PHH) read and checked, written
as one `.phhs` per file, the files spread over processes or a Dask cluster as `luck` spreads them.

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

from pokerbits._spread import check_spread, spread
from pokerbits.histories.read import Histories, Path

Note = Callable[[str], Any]


def convert(paths: Union[Path, Iterable[Path]], out: Path = ".", *, strict: bool = False,
            note: Optional[Note] = None, progress: Optional[Callable[[int, int], Any]] = None,
            client: Any = None, executor: Any = None, max_workers: Optional[int] = 1) -> int:
    """Write the hands of each file at `paths` as PHH, `<name>.phhs` in the folder `out`, and give
    the number of hands written. A hand that cannot be read or does not add up is noted (`note`,
    default: stderr), its notes written with it (`_problems`); `strict`: a ValueError at the
    first, the file not written. `progress(done, total)` (the files' bytes) after each hand, or
    after each file when the files are spread out: over a process pool of `max_workers`
    processes (None: one a core), over `executor` or over the Dask cluster of `client`, the same
    files written however it runs. On Ctrl-C the hands read so far are written and the
    KeyboardInterrupt carries `.result`, the number of hands written."""
    check_spread(client, executor, max_workers)
    names = Histories(paths).paths
    os.makedirs(out, exist_ok=True)
    target = os.fspath(out)
    total = sum(os.path.getsize(name) for name in names if os.path.isfile(name))
    done = hands = 0
    notes = note if note is not None else _stderr
    try:
        if client is None and executor is None and max_workers == 1:
            for name in names:
                read: List[Dict[str, Any]] = []
                try:
                    _convert(name, target, strict, notes, read, None if progress is None else
                             lambda part: progress(done + part, max(total, done + part)))
                finally:
                    hands += len(read)
                done += os.path.getsize(name) if os.path.isfile(name) else 0
        else:
            tasks = [(name, target, strict) for name in names]
            for name, (count, file_notes) in zip(names, spread(_convert_task, tasks, client=client, executor=executor,
                                                               max_workers=max_workers, batch=1)):
                hands += count
                for line in file_notes:
                    notes(line)
                done += os.path.getsize(name) if os.path.isfile(name) else 0
                if progress is not None:
                    progress(done, max(total, done))
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


def _convert(path: str, out: str, strict: bool, note: Note, read: List[Dict[str, Any]],
             progress: Optional[Callable[[int], Any]] = None) -> None:
    """The hands of the file at `path` read into `read` and written as PHH in the folder `out`
    (on Ctrl-C, those read so far)."""
    histories = Histories([path], strict=strict, note=note)
    try:
        for _, fields in histories:
            read.append(_writable(fields))
            if progress is not None:
                progress(histories.done)
    except KeyboardInterrupt:
        _write(read, path, out)
        raise
    _write(read, path, out)   # (strict: a ValueError, nothing written)


def _write(read: List[Dict[str, Any]], path: str, out: str) -> None:
    from pokerbits.engine.phh import dumps

    if read:
        with open(os.path.join(out, os.path.splitext(os.path.basename(path))[0] + ".phhs"), "w",
                  encoding="utf-8") as file:
            file.write(dumps(read))


def _convert_task(task: Tuple[str, str, bool]) -> Tuple[int, List[str]]:
    """One file converted (a task spread out): the hands written, and its notes."""
    path, out, strict = task
    notes: List[str] = []
    read: List[Dict[str, Any]] = []
    _convert(path, out, strict, notes.append, read)
    return len(read), notes
