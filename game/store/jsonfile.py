"""Reading and writing the small JSON files we keep: atomically, and forgiving of damage."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_text_atomic(path: Path, text: str, durable: bool = False) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it and a rename, so that a
    kill at any moment leaves the old file or the new one, never half of one.  ``durable``
    also flushes it to the disk before the rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` to ``path`` atomically, compact."""
    # dumps, not dump: dump streams through the pure-Python encoder, ten times slower.
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def read_json(path: Path) -> tuple[Any | None, str | None]:
    """The file's data, or ``(None, message)``; a damaged file is kept aside as ``*.damaged``."""
    if not path.exists():
        return None, None
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f), None
    except (OSError, ValueError) as exc:
        aside = path.with_suffix(path.suffix + ".damaged")
        try:
            os.replace(path, aside)
        except OSError:
            pass
        return None, f"{path.name} could not be read ({exc.__class__.__name__}); it was kept " \
                     f"aside as {aside.name} and a fresh one started"
