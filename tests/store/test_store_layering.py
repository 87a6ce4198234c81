"""Below the window nothing imports pygame or game.ui: the data folder is found by
game.store.paths, and the party, the store and the commands take it from there (issue 14)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import importlib, pkgutil, sys

class Refuse:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame.") or name == "game.ui" or name.startswith("game.ui."):
            raise ImportError(f"{name} imported below the window")
        return None

sys.meta_path.insert(0, Refuse())
import game
for package in ("game.cards", "game.hands", "game.engine", "game.ai", "game.store", "game.party"):
    module = importlib.import_module(package)
    for info in pkgutil.iter_modules(module.__path__):
        importlib.import_module(f"{package}.{info.name}")
from game.party.store import evening_path, saved_evening
from game.store.paths import data_home
print(evening_path().parent == data_home() / "party")
"""


def test_nothing_below_the_window_imports_pygame_or_the_window(tmp_path):
    proc = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={"PARLOUR_POKER_HOME": str(tmp_path), "PATH": ""})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "True"


def test_the_window_still_finds_the_data_folder_where_it_was():
    from game.store import paths as store_paths
    from game.ui import paths as ui_paths

    assert ui_paths.data_home is store_paths.data_home
    assert ui_paths.saved_game_path is store_paths.saved_game_path
