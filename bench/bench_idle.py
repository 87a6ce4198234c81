"""The window's processor time at rest, under Xvfb, against two bare pygame loops.

Four programs run one after another on one private X server (``Xvfb``, 1280 x 720), each
measured the same way: its processor time (user and system, every thread) from
``/proc/PID/stat`` over ``SECONDS`` seconds, once it has settled:

* a bare pygame loop flipping an empty 1280 x 720 window 60 times a second;
* a bare pygame loop waiting on events (``pygame.event.wait()``);
* the game at its title screen (``python main.py``, a fresh data folder);
* the game at a table waiting for the player (three seats, the person's turn).

The goal: the game at the title and at the table uses at most 0.2 times the processor time
of the bare 60 fps loop measured in the same run.  Without Xvfb (or /proc) it prints one
line saying so and measures nothing.  ``python -m bench.bench_idle [SECONDS]`` runs it alone.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL = 0.2
SECONDS = 8.0
SETTLE = 4.0
SIZE = (1280, 720)

BARE_FLIP = f"""
import pygame
pygame.display.init()
window = pygame.display.set_mode({SIZE})
clock = pygame.time.Clock()
print("ready", flush=True)
while True:
    for event in pygame.event.get():
        if event.type == pygame.QUIT:
            raise SystemExit
    pygame.display.flip()
    clock.tick(60)
"""

BARE_WAIT = f"""
import pygame
pygame.display.init()
window = pygame.display.set_mode({SIZE})
pygame.display.flip()
print("ready", flush=True)
while True:
    if pygame.event.wait().type == pygame.QUIT:
        raise SystemExit
"""


def cpu_seconds(pid: int) -> float:
    """The processor time (user + system, all threads) process ``pid`` has used so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """A private X server; (the process, its display name)."""
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
                             "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    deadline = time.monotonic() + 20
    with os.fdopen(read, "rb") as f:
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = f.read(1)
            if not chunk:
                break
            number += chunk
    if not number.strip():
        proc.kill()
        raise RuntimeError("Xvfb did not start")
    return proc, f":{number.decode().strip()}"


def measure(cmd: list[str], env: dict[str, str], seconds: float, settle: float,
            ready: bool = True) -> float | str:
    """The share of one processor ``cmd`` uses at rest (a string: why it could not be measured).
    ``ready``: the program prints ``ready`` once it is where it is measured; it is then (or
    from its start, if it prints nothing) given ``settle`` seconds before the measure."""
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE if ready else subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    try:
        if ready:
            line = ""
            for _ in range(20):  # pygame's greeting may come first
                line = proc.stdout.readline() if proc.stdout else ""
                if not line or "ready" in line or "never" in line:
                    break
            if "ready" not in line:
                proc.kill()
                err = proc.stderr.read() if proc.stderr else ""
                return f"did not start: {(line + err).strip()[-300:]}"
        time.sleep(settle)
        if proc.poll() is not None:
            err = proc.stderr.read() if proc.stderr else ""
            return f"ended early (exit {proc.returncode}): {err.strip()[-300:]}"
        c0, t0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(seconds)
        c1, t1 = cpu_seconds(proc.pid), time.monotonic()
        return (c1 - c0) / (t1 - t0)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def table_waiting() -> None:  # pragma: no cover - run in its own process under Xvfb
    """The game's window at a table where it is the person's turn: the real main loop."""
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import Session, computer_config

    with tempfile.TemporaryDirectory(prefix="parlour-idle-") as tmp:
        app = App(home=Path(tmp), size=SIZE)
        session = Session(computer_config(["good", "close"], human="You", seed=3), home=Path(tmp),
                          save=False, keep_stats=False)
        scene = app.push(TableScene(app, session))
        clock = pygame.time.Clock()
        start = time.monotonic()
        while not (scene.waiting_for_me and app.resting()) and time.monotonic() - start < 60:
            app.step(None, min(0.1, clock.tick(60) / 1000))
        print("ready" if scene.waiting_for_me else "never the person's turn", flush=True)
        app.run()
        session.close()
        app.close()


def run(seconds: float = SECONDS) -> list[str]:
    if not shutil.which("Xvfb"):
        return ["skipped: Xvfb is not installed (apt-get install xvfb), so there is no display to rest on"]
    if not os.path.exists(f"/proc/{os.getpid()}/stat"):
        return ["skipped: no /proc to read processor time from"]
    xvfb, display = start_xvfb()
    try:
        with tempfile.TemporaryDirectory(prefix="parlour-idle-home-") as home:
            env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                       PARLOUR_POKER_HOME=home, PYGAME_HIDE_SUPPORT_PROMPT="1")
            py = sys.executable
            runs = [
                ("bare loop, flipping at 60 fps", [py, "-c", BARE_FLIP], 1.0, True),
                ("bare loop, waiting on events", [py, "-c", BARE_WAIT], 1.0, True),
                ("the game, title screen", [py, str(ROOT / "main.py")], SETTLE, False),
                ("the game, table waiting for the player",
                 [py, "-c", "import bench.bench_idle as b; b.table_waiting()"], 1.0, True),
            ]
            figures: dict[str, float | str] = {}
            for name, cmd, settle, ready in runs:
                figures[name] = measure(cmd, env, seconds, settle, ready)
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    flip = figures["bare loop, flipping at 60 fps"]
    lines = [f"processor time at rest under Xvfb ({SIZE[0]}x{SIZE[1]}), {seconds:g} s each, one run:"]
    for name, value in figures.items():
        if isinstance(value, str):
            lines.append(f"  {name:<42} {value}")
            continue
        text = f"  {name:<42} {value:6.1%} of a core"
        if name.startswith("the game") and isinstance(flip, float) and flip > 0:
            ratio = value / flip
            text += f"  = {ratio:.2f} x the 60 fps loop (goal: at most {GOAL:g}: {'met' if ratio <= GOAL else 'NOT met'})"
        lines.append(text)
    return lines


if __name__ == "__main__":  # pragma: no cover
    for line in run(float(sys.argv[1]) if len(sys.argv) > 1 else SECONDS):
        print(line)
