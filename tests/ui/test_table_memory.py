"""Memory stays flat however long the evening (issue 29): a table scene opened and closed
leaves nothing behind it.  Each table once kept about 5 MB for good (its objects were frozen
out of the collector's reach when it opened); thirty tables, then, grew by over 100 MB."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _rss(kind: str, n: int) -> list[float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "bench.bench_scenes", "--child", kind, str(n), "40"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])["rss"]


def test_table_scenes_opened_and_closed_keep_no_memory():
    rss = _rss("tables", 30)
    # After the first ten (the shared caches fill), twenty more: a leak of 5 MB a table
    # would add 100 MB; the caches' own settling is a few.
    assert rss[-1] - rss[9] < 40, rss


def test_a_party_evenings_tables_keep_no_memory():
    rss = _rss("party", 20)
    assert rss[-1] - rss[4] < 30, rss


def test_a_hot_seat_guests_tables_keep_no_memory():
    rss = _rss("hot", 40)
    assert rss[-1] - rss[9] < 50, rss


def test_closing_a_table_gives_its_objects_back_to_the_collector(tmp_path):
    """Opening a table freezes what exists (no full sweep walks it during play); closing it
    must thaw it again, or nothing the table made could ever be freed."""
    import gc

    from game.ui.app import App
    from game.ui.demo import _seated
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    app = App(Settings(), home=tmp_path, size=(1280, 720), catch_errors=False, sound=False)
    try:
        app.push(TableScene(app, _seated(tmp_path, 4, 1, "draw", synchronous=True), demo=True))
        assert gc.get_freeze_count() > 0
        app.pop()
        assert gc.get_freeze_count() == 0
    finally:
        app.close()


def test_a_table_never_left_is_freed_when_the_next_one_opens(tmp_path):
    """A window closed with its table open (as every test's is) does not keep that table
    frozen for good: the next table that opens sweeps it."""
    import gc
    import weakref

    from game.ui.app import App
    from game.ui.demo import _seated
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    def one() -> weakref.ref:
        app = App(Settings(), home=tmp_path, size=(1280, 720), catch_errors=False, sound=False)
        scene = TableScene(app, _seated(tmp_path, 4, 1, "draw", synchronous=True), demo=True)
        app.push(scene)
        app.step([], 1 / 60)
        app.close()  # the scene is not popped
        return weakref.ref(scene)

    first = one()
    second = one()
    assert first() is None  # swept when the second table opened
    gc.unfreeze()
    gc.collect()
    assert second() is None
