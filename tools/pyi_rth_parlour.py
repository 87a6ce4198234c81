"""PyInstaller runtime hook of Parlour Poker's frozen program (``build.spec`` lists it).

It runs inside the frozen program only, before ``main.py``, and fills the two gaps that a
run from source never meets:

* **No console.**  The Windows and macOS builds are windowed: double-clicked, they open no
  terminal, and Python starts with ``sys.stdout`` and ``sys.stderr`` set to ``None``, so any
  write to them would fail.  Started from a terminal on Windows, the program attaches to it,
  so ``--version``, ``--help``, ``--selftest`` and the commands print there; with no terminal
  at all, output goes to the null device.
* **An error outside the window.**  The window reports its own errors (a message in the
  window, the details in the log).  An exception that escapes everything else - while
  starting, or in a command - is written to the log file in the player's data folder, and
  when nobody is watching a terminal, a short message box says so; then Python's usual
  handler runs (the exit status stays 1).  The frozen program never just vanishes.
"""

from __future__ import annotations

import os
import sys


def _console_streams() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    if sys.platform == "win32":
        try:
            import ctypes

            if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
                if sys.stdout is None:
                    sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")
                if sys.stderr is None:
                    sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")
        except Exception:
            pass
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")


def _watched() -> bool:
    """True when a person can read standard error (a terminal)."""
    try:
        return sys.stderr is not None and sys.stderr.isatty()
    except Exception:
        return False


def _write_log(text: str) -> str:
    from datetime import datetime

    from game.ui.paths import data_home, log_path

    home = data_home()
    home.mkdir(parents=True, exist_ok=True)
    path = log_path(home)
    with open(path, "a", encoding="utf-8") as f:
        f.write(f"{datetime.now().isoformat(timespec='seconds')} CRITICAL parlour_poker.frozen: "
                f"the program stopped\n{text}")
    return str(path)


def _excepthook(kind, value, tb, _previous=sys.excepthook) -> None:
    if not issubclass(kind, KeyboardInterrupt):
        try:
            import traceback

            where = _write_log("".join(traceback.format_exception(kind, value, tb)))
        except Exception:
            where = ""
        headless = os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen")
        if not headless and not _watched():
            try:
                import pygame

                message = f"Parlour Poker had to stop: {kind.__name__}: {value}"[:400]
                if where:
                    message += f"\n\nThe details are in {where}"
                pygame.display.message_box("Parlour Poker", message, message_type="error")
            except Exception:
                pass
    _previous(kind, value, tb)


_console_streams()
sys.excepthook = _excepthook
