"""``python main.py --demo``: computer players in the real table scene, with frame times."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.ui.demo import frame_stats, percentile, run_demo

ROOT = Path(__file__).resolve().parents[2]


def test_percentiles_by_nearest_rank():
    values = [i / 1000 for i in range(1, 101)]
    assert percentile(values, 50) == 0.05 and percentile(values, 99) == 0.099
    stats = frame_stats(values)
    assert stats == {"frames": 100, "p50_ms": 50.0, "p99_ms": 99.0, "max_ms": 100.0}
    assert frame_stats([])["frames"] == 0


def test_the_demo_plays_and_reports(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("PARLOUR_POKER_HOME", str(tmp_path / "home"))
    shot = tmp_path / "table.png"
    assert run_demo(2.5, str(shot), stats=True, seats=7, seed=4, speed=3.0) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert {"frames", "p50_ms", "p99_ms", "max_ms"} <= set(out)
    assert out["frames"] > 20 and out["p50_ms"] > 0
    assert shot.exists() and shot.stat().st_size > 10000
    assert not (tmp_path / "home").exists()  # the player's data folder is never touched


def test_the_demo_flag_on_the_command_line(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "PARLOUR_POKER_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "main.py", "--demo", "--seconds", "1.5", "--frame-stats"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout.strip().splitlines()[-1])
    assert stats["frames"] > 10
    bad = subprocess.run([sys.executable, "main.py", "--demo", "--seconds", "0"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
