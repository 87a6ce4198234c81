"""The log file in the data folder, kept to a bounded size.

The window logs its warnings and errors to ``parlour-poker.log``; when it passes
:data:`MAX_BYTES` it is rotated (``.1``, ``.2`` kept, older ones dropped), so years of play
never fill a disk.  Like every file the program writes, it is written only as a regular file.
"""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from .jsonfile import check_writable_path
from .paths import log_path

MAX_BYTES = 1_000_000
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_handler(home: Path | None = None, max_bytes: int = MAX_BYTES,
                backups: int = BACKUPS) -> logging.Handler | None:
    """A rotating handler on the data folder's log file, or None when it cannot be opened."""
    path = log_path(home)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        check_writable_path(path)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=max_bytes,
                                                       backupCount=backups, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    return handler
