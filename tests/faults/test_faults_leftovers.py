"""What a killed save leaves behind is swept away when the program starts (issue 29): a
temporary file of any age goes, a damaged file kept aside stays as it is."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.store.jsonfile import clean_at_start

ROOT = Path(__file__).resolve().parents[2]


def _litter(home: Path) -> dict[str, Path]:
    saves = home / "saves"
    party = home / "party"
    saves.mkdir(parents=True)
    party.mkdir()
    files = {
        "tmp": saves / "current.jsonab12cd.tmp",  # as tempfile.mkstemp names them, just now
        "stats_tmp": home / "statistics.jsonx9.tmp",
        "party_tmp": party / "evening.jsonq1.tmp",
        "damaged": saves / "current.json.damaged",
        "save": saves / "current.json",
        "settings": home / "settings.json",
    }
    for path in files.values():
        path.write_text("{")
    return files


def test_clean_at_start_removes_young_leftovers_and_keeps_the_damaged(tmp_path):
    files = _litter(tmp_path)
    assert clean_at_start(tmp_path) == 3
    for key in ("tmp", "stats_tmp", "party_tmp"):
        assert not files[key].exists(), key
    for key in ("damaged", "save", "settings"):
        assert files[key].read_text() == "{", key  # untouched


def test_clean_at_start_leaves_a_linked_folder_alone(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keep.tmp").write_text("mine")
    home = tmp_path / "home"
    home.mkdir()
    (home / "elsewhere").symlink_to(outside)
    clean_at_start(home)
    assert (outside / "keep.tmp").exists()


def test_the_program_sweeps_at_start_up(tmp_path):
    files = _litter(tmp_path)
    env = {**os.environ, "PARLOUR_POKER_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-frame"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not list(tmp_path.rglob("*.tmp"))
    assert files["damaged"].read_text() == "{"
