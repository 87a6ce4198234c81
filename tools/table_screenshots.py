"""Pictures of every game's table at two, five and eight seats (as many as the game allows),
for docs/screenshots/table-<game>-<seats>.jpg: the demo (computer players, every hand
shown) in a 960 x 540 window, run a few seconds at three times the animation speed, its
last frame kept (as JPEG: a few dozen pictures stay a few megabytes).

    python tools/table_screenshots.py [FOLDER] [SECONDS] [GAME ...]

Run it under Xvfb (``xvfb-run -a python tools/table_screenshots.py``) to see the window as a
player does; without a display it draws into memory (SDL's dummy driver)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    seconds = argv[1] if len(argv) > 1 else "7"
    sys.path.insert(0, str(ROOT))
    from game.engine.registry import VARIANTS

    status = 0
    for variant in argv[2:] or list(VARIANTS):
        for seats in (2, 5, 8):
            out = folder / f"table-{variant}-{seats}.jpg"
            code = ("import sys; from game.ui.demo import run_demo; "
                    f"sys.exit(run_demo({float(seconds)}, {str(out)!r}, seats={seats}, speed=3.0, "
                    f"variant={variant!r}, seed=3, size=(960, 540)))")
            done = subprocess.run([sys.executable, "-c", code], cwd=ROOT)
            print(f"{out.name}: {'ok' if done.returncode == 0 else 'failed'}")
            status |= done.returncode
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
