"""Draw the window's backdrop at the default size: ``python tools/make_backdrop.py [OUT.bmp]``
(default ``assets/backdrop-1280x720.bmp``).

The picture is :func:`game.ui.theme.make_backdrop` at 1280x720, saved so that the first
frame loads it instead of drawing it (loading is about three times quicker); other window
sizes are still drawn.  Run it again whenever ``make_backdrop`` changes: a test checks
that the shipped picture is what the code draws.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.theme import BACKDROP_ASSET, BACKDROP_SIZE, make_backdrop

    out = Path(args[0]) if args else ROOT / "assets" / BACKDROP_ASSET
    pygame.display.init()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(make_backdrop(BACKDROP_SIZE, 1.0), str(out))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
