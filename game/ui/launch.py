"""The window's entry point, as ``python main.py`` starts it: the log file opened, what a
killed save left cleared away, the :class:`~game.ui.app.App` opened on the title screen and
run until the player quits, and a failure told to the player (on stderr, and in a message
box where there is a display) rather than the window just vanishing.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import pygame

from .app import App
from .paths import data_home, log_path

log = logging.getLogger("parlour_poker.ui")


def _open_log(home: Path) -> logging.Handler | None:
    from game.store.logfile import log_handler  # rotated: the log never grows without limit

    handler = log_handler(home)
    if handler is None:
        return None
    root = logging.getLogger("parlour_poker")
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return handler


def _clean_leftovers(home: Path) -> None:
    """Remove what a killed save left (``saves/current.json*.tmp`` and the like)."""
    from game.store.jsonfile import clean_at_start

    try:
        clean_at_start(home)
    except OSError:
        pass


def _report(message: str, home: Path, dialog: bool = True) -> None:
    """Tell the player that the window failed: on stderr, and in a message box if we can."""
    text = f"{message}\nDetails are in {log_path(home)}"
    print(f"Parlour Poker: {text}", file=sys.stderr)
    if not dialog or os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen"):
        return
    try:
        pygame.display.message_box("Parlour Poker", text, message_type="error")
    except Exception:
        pass


def run_window(first_frame: bool = False, home: Path | None = None) -> int:
    """Open the window on the title screen and play until the player quits.

    ``first_frame``: draw the title screen once and return 0 (for startup timing).
    Returns the process exit status.
    """
    home = home if home is not None else data_home()
    _clean_leftovers(home)
    handler = _open_log(home)
    app: App | None = None
    try:
        try:
            app = App(home=home)
        except Exception as exc:
            log.exception("the window could not be opened")
            _report(f"The game window could not be opened: {exc}", home)
            return 1
        if (not first_frame and pygame.display.get_driver() in ("offscreen", "dummy")
                and not os.environ.get("SDL_VIDEODRIVER")):
            # SDL fell back to drawing nowhere: playing on would be a game no one can see.
            log.error("no display: SDL chose the %s video driver", pygame.display.get_driver())
            _report("No display was found to open the game window on.", home, dialog=False)
            return 1
        app.home_scene = lambda: app.make("title")
        app.push(app.home_scene())
        if first_frame:
            app.catch_errors = False
            app.step([])
            return 0
        app.run()
        return 0
    except Exception as exc:
        log.exception("the game stopped")
        _report(f"Something went wrong and the game had to stop: {exc}", home)
        return 1
    finally:
        if app is not None:
            try:
                app.close()
            except Exception:
                log.exception("closing the window")
        if handler is not None:
            logging.getLogger("parlour_poker").removeHandler(handler)
            handler.close()

