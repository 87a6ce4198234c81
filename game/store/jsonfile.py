"""Reading and writing the small JSON files we keep: atomically, and forgiving of damage.

This is the one place the program's own files are written.

* Writing goes through a temporary file beside the target and a rename, so a kill at any
  moment leaves the old file or the new one, never half of one.  Only a regular file (or a
  new path) is written: a symbolic link, a device, a folder or a pipe at the path is refused
  with :class:`NotARegularFile`, never replaced.  Temporary files a killed writer left
  behind are removed the next time the same file is written.
* Reading (:func:`load_checked`) never raises for a damaged file: bytes that are not UTF-8,
  text that is not JSON (``NaN`` included), nesting too deep for the parser, or data of the
  wrong shape (the caller's ``parse`` raises) all keep the file aside as ``NAME.damaged`` and
  give back one sentence saying so.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

T = TypeVar("T")

STALE_TMP_SECONDS = 30.0
"""A temporary file older than this is a killed writer's leftover."""

DAMAGE = (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError,
          OverflowError, AssertionError)
"""What a ``parse`` function may raise for data of the wrong shape."""


class NotARegularFile(OSError):
    """The path holds something other than a regular file: it is not written over."""


def check_writable_path(path: Path) -> None:
    """Raise :class:`NotARegularFile` unless ``path`` is new or a regular file (not a link)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(st.st_mode):
        kind = ("a symbolic link" if stat.S_ISLNK(st.st_mode) else
                "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file")
        raise NotARegularFile(f"{path} is {kind}; only a regular file is written over")


def clean_leftovers(path: Path, older_than: float = STALE_TMP_SECONDS) -> int:
    """Remove the temporary files an interrupted write of ``path`` left; how many."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(path.name) and name.endswith(".tmp")) or name == path.name:
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def clean_folder(folder: Path, older_than: float = STALE_TMP_SECONDS) -> int:
    """Remove every leftover ``*.tmp`` a killed writer left in ``folder``; how many."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.endswith(".tmp"):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def clean_at_start(home: Path) -> int:
    """Remove every ``*.tmp`` an interrupted write left in the data folder ``home`` and its
    folders (``saves``, ``party``...), however young; how many.  Called once as the program
    starts, before it writes anything itself: a temporary file then can only be a killed
    writer's.  A file kept aside as ``NAME.damaged`` is not touched (it is the player's to
    look at)."""
    home = Path(home)
    removed = clean_folder(home, older_than=float("-inf"))
    try:
        folders = [e.path for e in os.scandir(home) if e.is_dir(follow_symlinks=False)]
    except OSError:
        return removed
    for folder in folders:
        removed += clean_folder(Path(folder), older_than=float("-inf"))
    return removed


def write_text_atomic(path: Path, text: str, durable: bool = False) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it and a rename.
    ``durable`` also flushes it to the disk before the rename.  Raises ``OSError`` (and
    :class:`NotARegularFile` for a path that is not a regular file)."""
    path = Path(path)
    check_writable_path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_leftovers(path)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        check_writable_path(path)  # something may have appeared there meanwhile
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def dumps(data: Any) -> str:
    """Compact JSON; ``NaN`` and infinities are refused (``ValueError``), as readers refuse them."""
    # dumps, not dump: dump streams through the pure-Python encoder, ten times slower.
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` to ``path`` atomically, compact."""
    write_text_atomic(path, dumps(data))


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def parse_text(text: str) -> Any:
    """JSON text to data; ``NaN``/``Infinity`` and runaway nesting raise ``ValueError``."""
    try:
        return json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise ValueError("nested too deeply") from None


def read_data(path: Path) -> Any:
    """The JSON in ``path``; raises ``OSError`` or ``ValueError`` (a folder, bad UTF-8, bad JSON)."""
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(f"{path} is a folder")
    with open(path, "rb") as f:
        raw = f.read()
    return parse_text(raw.decode("utf-8"))


def keep_aside(path: Path) -> Path | None:
    """Rename the damaged ``path`` to ``NAME.damaged`` (``NAME.damaged.2``… when that is taken);
    the new path, or None when it could not be moved."""
    path = Path(path)
    for n in range(1, 100):
        aside = path.with_name(path.name + (".damaged" if n == 1 else f".damaged.{n}"))
        if os.path.lexists(aside):
            continue
        try:
            os.rename(path, aside)
            return aside
        except OSError:
            return None
    return None


def _reason(exc: BaseException) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return "it is not text"
    if isinstance(exc, json.JSONDecodeError):
        return "it is not complete JSON"
    if isinstance(exc, IsADirectoryError):
        return "it is a folder"
    if isinstance(exc, RecursionError):
        return "it is nested too deeply"
    text = str(exc).strip() or exc.__class__.__name__
    return text if len(text) <= 120 else text[:117] + "..."


def load_checked(path: Path, parse: Callable[[Any], T], what: str) -> tuple[T | None, str | None]:
    """``(parse(data), None)`` for the JSON in ``path``; ``(None, None)`` when there is no file;
    ``(None, message)`` when it cannot be read or ``parse`` refuses it (see :data:`DAMAGE`): the
    file is then kept aside (:func:`keep_aside`) and ``message`` is one sentence saying what
    was wrong and where the file went.  ``what`` names the file for a person ("The saved game")."""
    path = Path(path)
    if not os.path.lexists(path):
        return None, None
    try:
        data = read_data(path)
        return parse(data), None
    except PermissionError as exc:
        return None, f"{what} could not be read ({exc.strerror or exc})."
    except (OSError, *DAMAGE) as exc:
        reason = _reason(exc)
    aside = keep_aside(path)
    where = f"it was kept aside as {aside.name}" if aside else "it could not be moved aside"
    return None, f"{what} could not be read ({reason}); {where}."


def read_json(path: Path) -> tuple[Any | None, str | None]:
    """The file's data, or ``(None, message)``; a damaged file is kept aside as ``*.damaged``."""
    return load_checked(path, lambda d: d, f"{Path(path).name}")


_KIND_WORDS = {dict: "an object", list: "a list", str: "text", int: "a whole number",
               bool: "true or false", float: "a number"}


def want(value: Any, kind: type | tuple[type, ...], what: str) -> Any:
    """``value`` if it is of ``kind`` (a bool is not an int), else ``TypeError`` naming ``what``."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if (isinstance(value, bool) and bool not in kinds) or not isinstance(value, kinds):
        raise TypeError(f"{what} is not {_KIND_WORDS.get(kinds[0], kinds[0].__name__)}")
    return value


def count(value: Any, what: str, least: int = 0) -> int:
    """A whole number of at least ``least``, else ``ValueError``/``TypeError`` naming ``what``."""
    want(value, int, what)
    if value < least:
        raise ValueError(f"{what} is {value}, less than {least}")
    return value
