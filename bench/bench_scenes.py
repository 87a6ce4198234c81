"""Memory over a long evening: table scenes opened and closed in one window, and the
process's resident memory (RSS) as they go.

One :class:`~game.ui.app.App` at 1280 x 720 under SDL's dummy driver; each scene is a table
of seven computer players (the demo's), the five families in turn (Draw, Stud, Ambigu,
Bouillotte, Brag), played for ``FRAMES`` frames and closed.  The goal: RSS after 80 scenes
within 30 MB of RSS after 20 (the first scenes fill the shared caches - card faces at each
game's sizes, text - which then hold steady).  Then a party evening's tables, watched and
closed again and again while the evening goes on, and a guest's turns at the host's computer
(each opens her table behind the privacy screen): RSS flat over the rounds.

Each figure is taken in its own process (``python -m bench.bench_scenes --child ...``), so
nothing else in the benchmark run shares its memory.  ``python -m bench.bench_scenes`` runs
it alone.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL_MB = 30.0
GAMES = ("draw", "stud", "ambigu", "bouillotte", "brag")
FRAMES = 90


def rss_mb() -> float:
    """This process's resident memory, in MB (from /proc; 0 where there is none)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


def tables(scenes: int, frames: int = FRAMES) -> list[float]:
    """Open and close ``scenes`` table scenes in one window; RSS (MB) after each."""
    import gc
    import tempfile

    from game.ui.app import App
    from game.ui.demo import _seated
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    out: list[float] = []
    with tempfile.TemporaryDirectory(prefix="parlour-scenes-") as tmp:
        app = App(Settings(), home=Path(tmp), size=(1280, 720), catch_errors=False, sound=False)
        try:
            for i in range(scenes):
                session = _seated(Path(tmp), 7, i, GAMES[i % len(GAMES)])
                app.push(TableScene(app, session, demo=True))
                for _ in range(frames):
                    app.step([], 1 / 60)
                app.pop()
                del session
                gc.collect()
                out.append(round(rss_mb(), 1))
        finally:
            app.close()
    return out


def party(opens: int, frames: int = FRAMES) -> list[float]:
    """A party evening of twelve computer players: a table opened full size and closed
    ``opens`` times while the evening goes on; RSS (MB) after each."""
    import gc
    import tempfile

    from game.party import Evening, PartyConfig, fill_with_computers
    from game.ui.app import App
    from game.ui.party_seat import PartySeat
    from game.ui.scenes.party_overview import open_evening
    from game.ui.settings import Settings

    out: list[float] = []
    with tempfile.TemporaryDirectory(prefix="parlour-party-") as tmp:
        app = App(Settings(animation_speed=4.0), home=Path(tmp), size=(1280, 720), catch_errors=False,
                  sound=False)
        try:
            ev = Evening.start(PartyConfig(fill_with_computers([], 12), rounds=10_000, seed=3))
            overview = open_evening(app, ev)
            app.step([], 0.1)
            for i in range(opens):
                while app.top is not overview:  # the bell, the moves: on to the next round
                    app.step([pygame_return()], 0.1)
                runner = overview.runner
                live = [t for t, w in enumerate(runner.watches) if w.deal is not None]
                if live:
                    app.push(app.make("table", PartySeat(runner, live[i % len(live)], None)))
                    for _ in range(frames):
                        app.step([], 1 / 30)
                    app.pop()
                for _ in range(10):
                    app.step([], 0.2)
                gc.collect()
                out.append(round(rss_mb(), 1))
        finally:
            app.close()
    return out


def hot_seat(turns: int) -> list[float]:
    """A party evening with one guest at the host's computer (Alice) and computer players:
    every one of her turns opens her table behind the privacy screen, she acts, passes the
    computer on and the table closes; RSS (MB) after each turn, up to ``turns`` of them."""
    import gc
    import tempfile

    import pygame

    from game.party import Evening, Guest, PartyConfig, fill_with_computers
    from game.ui.app import App
    from game.ui.scenes.party_overview import open_evening
    from game.ui.scenes.party_table import PrivacyScene
    from game.ui.scenes.table import TableScene
    from game.ui.settings import Settings

    def key(k: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)

    keys = {"draw": pygame.K_d, "no straddle": pygame.K_n, "call": pygame.K_c, "show": pygame.K_s,
            "bet": pygame.K_b, "abandon": pygame.K_a, "pass": pygame.K_p, "stand": pygame.K_s}
    out: list[float] = []
    with tempfile.TemporaryDirectory(prefix="parlour-hot-") as tmp:
        app = App(Settings(animation_speed=4.0), home=Path(tmp), size=(1280, 720), catch_errors=False,
                  sound=False)
        try:
            alice = Guest("Alice", "red", "human")
            ev = Evening.start(PartyConfig([alice] + fill_with_computers([alice], 8)[1:], rounds=10_000, seed=4))
            overview = open_evening(app, ev)
            overview.pace_index = 3
            overview.runner.pace = 0.01
            for _ in range(turns * 3000):
                if len(out) >= turns:
                    break
                top = app.top
                if isinstance(top, PrivacyScene):
                    app.step([key(pygame.K_SPACE)])
                    table = app.top
                    for _ in range(2000):
                        if app.top is not table:
                            break
                        if isinstance(table, TableScene) and table.buttons and table.idle:
                            kinds = [b.kind.value for b in table.buttons]
                            kind = next((k for k in keys if k in kinds), None)
                            if kind is None:
                                table.buttons[0].action()
                            else:
                                app.step([key(keys[kind])])
                        elif isinstance(table, TableScene) and table.waiting_for_me:
                            app.step([key(pygame.K_RETURN)])  # pass the computer on
                        app.step([], 1 / 30)
                    gc.collect()
                    out.append(round(rss_mb(), 1))
                elif top is overview:
                    app.step([], 0.1)
                else:  # the bell, the moves between rounds
                    app.step([key(pygame.K_RETURN)], 0.1)
        finally:
            app.close()
    return out


def pygame_return():
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)


def _child(kind: str, n: int, frames: int) -> dict | str:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, "-m", "bench.bench_scenes", "--child", kind, str(n), str(frames)]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        return f"{kind} failed (exit {done.returncode}): {done.stderr.strip()[-400:]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(scenes: int = 80, opens: int = 40) -> list[str]:
    """The lines to print."""
    lines: list[str] = []
    got = _child("tables", scenes, FRAMES)
    if isinstance(got, str):
        lines.append(got)
    else:
        rss = got["rss"]
        at20, last = rss[min(19, len(rss) - 1)], rss[-1]
        verdict = "met" if last - at20 <= GOAL_MB else "NOT met"
        lines.append(f"{scenes} table scenes in one window (1280x720, seven computer players, "
                     f"{', '.join(GAMES)} in turn, {FRAMES} frames each)")
        lines.append(f"RSS after 1: {rss[0]:.1f} MB, 5: {rss[min(4, len(rss) - 1)]:.1f} MB, 20: {at20:.1f} MB, "
                     f"{len(rss)}: {last:.1f} MB; growth from 20 on {last - at20:+.1f} MB "
                     f"(goal: within {GOAL_MB:g} MB: {verdict})")
    got = _child("party", opens, FRAMES)
    if isinstance(got, str):
        lines.append(got)
    else:
        rss = got["rss"]
        quarter = max(0, len(rss) // 4 - 1)
        lines.append(f"a party evening, a table opened and closed {opens} times as the rounds go on: "
                     f"RSS {rss[0]:.1f} MB after the first, {rss[quarter]:.1f} MB after {quarter + 1}, "
                     f"{rss[-1]:.1f} MB after {len(rss)} ({rss[-1] - rss[quarter]:+.1f} MB from "
                     f"{quarter + 1} on)")
    got = _child("hot", scenes, 0)
    if isinstance(got, str):
        lines.append(got)
    else:
        rss = got["rss"]
        at20 = rss[min(19, len(rss) - 1)]
        lines.append(f"a party evening with a guest at the host's computer, her table opened for each of "
                     f"{len(rss)} turns: RSS {rss[0]:.1f} MB after the first, {at20:.1f} MB after 20, "
                     f"{rss[-1]:.1f} MB after {len(rss)} ({rss[-1] - at20:+.1f} MB from 20 on)")
    return lines


if __name__ == "__main__":  # pragma: no cover
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        kind, n, frames = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        figures = tables(n, frames) if kind == "tables" else party(n, frames) if kind == "party" else hot_seat(n)
        print(json.dumps({"rss": figures}), flush=True)
    else:
        for line in run(*(int(a) for a in sys.argv[1:3])):
            print(line)
