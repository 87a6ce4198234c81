"""The bare baseline for ``make bench``: the least a pygame-ce program can do.

It opens a window, draws one frame, and exits.  ``bench/bench_dist.py`` freezes it with the
same PyInstaller and default options, and sets Parlour Poker's builds (``build.spec``)
beside it: their sizes, and the time from start to exit.
"""

import pygame


def main() -> int:
    pygame.init()
    window = pygame.display.set_mode((1280, 720))
    pygame.display.set_caption("bare pygame-ce")
    window.fill((31, 92, 58))
    pygame.draw.rect(window, (244, 234, 210), pygame.Rect(560, 300, 160, 120), border_radius=12)
    pygame.display.flip()
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
