"""``python main.py --demo``: computer players play in the real table scene, for watching and timing.

The demo opens the window (on any display SDL finds, the dummy driver included), seats
seven computer players of mixed temperaments at the table with every hand shown, and lets
them play for ``--seconds``.  It never reads or writes the player's own data: the
settings are the defaults and the data folder is a temporary one.

``--screenshot FILE`` saves the last frame as a PNG; ``--frame-stats`` prints the time each
frame took to update and draw (not the wait for the next frame) as one line of JSON:
``{"frames": …, "p50_ms": …, "p99_ms": …, "max_ms": …}`` (wall-clock milliseconds), followed by
the same percentiles of the window thread's own processor time (``cpu_p50_ms``, ``cpu_p99_ms``),
which other busy programs on the machine do not inflate.
"""

from __future__ import annotations

import json
import math
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

DEMO_TEMPERAMENTS = ("good", "liberal", "close", "slider:0.50:0.50", "good", "liberal", "close")


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by the nearest rank."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, math.ceil(q / 100 * len(ordered) - 1e-9) - 1))
    return ordered[k]


def frame_stats(times: list[float]) -> dict[str, float | int]:
    """Frame times (seconds) summarised in milliseconds."""
    return {"frames": len(times), "p50_ms": round(percentile(times, 50) * 1000, 3),
            "p99_ms": round(percentile(times, 99) * 1000, 3),
            "max_ms": round(max(times) * 1000, 3) if times else 0.0}


def _seated(home: Path, seats: int, seed: int | None, variant: str, synchronous: bool = False) -> Any:
    """A session of computer players at ``variant``: ``seats`` of them, or as many as the game
    allows (eight with the dealer sitting out, where the game has that rule).  ``synchronous``:
    the players decide on the window's thread (a test's repeatable run)."""
    from game.engine import HouseRules, TableError

    from .session import Session, computer_config

    house = HouseRules(dealer_out_with_eight=seats >= 8)
    # As many as asked or fewer; else more, for a game with a least number (Bouillotte: three).
    for n in list(range(max(2, seats), 1, -1)) + list(range(max(2, seats) + 1, 9)):
        temps = [DEMO_TEMPERAMENTS[i % len(DEMO_TEMPERAMENTS)] for i in range(n)]
        try:
            return Session(computer_config(temps, house=house, seed=seed, variant=variant), home=home,
                           save=False, keep_stats=False, reveal=True, synchronous=synchronous)
        except TableError:
            continue
    raise TableError(f"no table of {variant} can be seated")


def run_demo(seconds: float = 20.0, screenshot: str | None = None, stats: bool = False,
             size: tuple[int, int] = (1280, 720), seats: int = 7, seed: int | None = None,
             speed: float = 1.0, variant: str = "draw") -> int:
    """Watch computer players for ``seconds``; returns the exit status."""
    with tempfile.TemporaryDirectory(prefix="parlour-demo-") as tmp:
        import pygame

        from .app import App
        from .scenes.table import TableScene
        from .settings import Settings

        settings = Settings(animation_speed=speed)
        try:
            app = App(settings, home=Path(tmp), size=size, catch_errors=False)
        except pygame.error:
            # No display at all: draw into memory instead (the figures are still the frame's work).
            pygame.display.quit()
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            app = App(settings, home=Path(tmp), size=size, catch_errors=False)
        try:
            session = _seated(Path(tmp), seats, seed, variant)
            app.push(TableScene(app, session, demo=True))
            times: list[float] = []
            cpu: list[float] = []
            start = time.perf_counter()
            clock = pygame.time.Clock()
            while app.running and time.perf_counter() - start < seconds:
                dt = min(0.1, clock.tick(60) / 1000.0)
                t0, c0 = time.perf_counter(), time.thread_time()
                app.step(None, dt)
                times.append(time.perf_counter() - t0)
                cpu.append(time.thread_time() - c0)
            if screenshot:
                Path(screenshot).parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(app.window, screenshot)
            if stats:
                out = frame_stats(times)
                # The window thread's own processor time per frame: the same work, less any wait
                # for a processor that other programs (or the players' thread) were using.
                out["cpu_p50_ms"] = frame_stats(cpu)["p50_ms"]
                out["cpu_p99_ms"] = frame_stats(cpu)["p99_ms"]
                out["deals"] = session.table.deal_number
                out["decisions"] = session.decisions
                print(json.dumps(out), flush=True)
            session.close()
        finally:
            app.close()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_demo(float(sys.argv[1]) if len(sys.argv) > 1 else 10.0, stats=True))
