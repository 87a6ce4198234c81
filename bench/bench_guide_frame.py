"""The guide's cost to the frame (issue 39: "costs the frame nothing: frame p99 stays as it
is"): the same Ambigu table, with the guided deal shown and without it, at 1280 x 720 under
SDL's dummy video driver, in one run.

Each frame's update and draw (``App.step``) is timed, not the wait for the next frame; the
person's moves (the book's) and the Enter on each guide note are made between frames and
not timed.  The players decide on the window's thread in both runs (``synchronous``), the
book's advice on its own worker in both, so the only difference is the guide itself: its
panel, its pointer, its notes.  One line each: p50 and p99 of wall and processor time, and the
ratio guided / unguided of the p99s.

``python -m bench bench_guide_frame`` (or ``python -m bench.bench_guide_frame [FRAMES]``).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

VARIANT = "ambigu"
FRAMES = 1500


def _frames(guided: bool, frames: int) -> tuple[list[float], list[float], int]:
    """Frame times (wall, processor) over ``frames`` frames of the table, and the guide's notes
    shown (0 unguided)."""
    import pygame

    from game.ai import CallingStation
    from game.guide.resume import Guided, guided_config
    from game.ui.app import App
    from game.ui.scenes import TitleScene
    from game.ui.session import Session

    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as tmp:
        home = Path(tmp)
        app = App(home=home, size=(1280, 720), catch_errors=False)
        try:
            app.home_scene = lambda: TitleScene(app)
            app.push(app.home_scene())
            app.step([])
            session = Session(guided_config(VARIANT, "You"), home=home, synchronous=True, think=0.0,
                              save=False, keep_stats=False, guided=Guided(VARIANT) if guided else None)
            scene = app.show("table", session)
            wall: list[float] = []
            cpu: list[float] = []
            notes: set[int] = set()
            enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
            for _ in range(frames):
                guide = scene.guide_show
                events: list = []
                settled = scene.idle and not scene.tweens.busy
                if guide is not None and guide.note is not None:
                    notes.add(id(guide.note))
                if guide is not None and guide.active and guide.waiting and not scene.animating:
                    events = [enter]
                elif scene.buttons and session.human_to_act and settled \
                        and (guide is None or guide._pending is None):
                    view = session.view()
                    book = guide.guide.book(view) if guide is not None and guide.active else None
                    session.act(book or CallingStation().decide(view))
                elif scene._show_next() and (guide is None or not guide.waiting):
                    events = [enter]
                t0, c0 = time.perf_counter(), time.thread_time()
                app.step(events, 1 / 60)
                wall.append(time.perf_counter() - t0)
                cpu.append(time.thread_time() - c0)
            session.close()
            return wall, cpu, len(notes)
        finally:
            app.close()


def run(frames: int = FRAMES) -> list[str]:
    from game.ui.demo import percentile

    out = []
    p99 = {}
    for guided in (False, True):
        wall, cpu, notes = _frames(guided, frames)
        name = "guided  " if guided else "unguided"
        p99[guided] = (percentile(wall, 99), percentile(cpu, 99))
        out.append(f"{VARIANT} {name}: {len(wall)} frames, p50 {percentile(wall, 50) * 1000:.2f} ms, "
                   f"p99 {percentile(wall, 99) * 1000:.2f} ms (processor p50 {percentile(cpu, 50) * 1000:.2f}, "
                   f"p99 {percentile(cpu, 99) * 1000:.2f} ms)" + (f", {notes} guide notes shown" if guided else ""))
    out.append(f"p99 ratio guided / unguided: wall {p99[True][0] / p99[False][0]:.2f}, "
               f"processor {p99[True][1] / p99[False][1]:.2f}")
    return out


if __name__ == "__main__":
    for line in run(int(sys.argv[1]) if len(sys.argv) > 1 else FRAMES):
        print(line)
