"""Make the window icon: ``python tools/make_icon.py [OUT.png]`` (default ``assets/icon.png``).

The icon is drawn by :func:`game.ui.cardart.draw_icon` (an ace of spades over a red back),
at 256 pixels so packagers can scale it down; the window loads the PNG and, if it is
missing, draws the same picture itself.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else ROOT / "assets" / "icon.png"
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.cardart import draw_icon
    from game.ui.theme import Fonts

    pygame.display.init()
    pygame.font.init()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(draw_icon(Fonts(), 256), str(out))
    print(f"{out}: {out.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
