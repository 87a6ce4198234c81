"""Draw ``docs/screenshots/cards.png``: the pack's court cards, an ace and a number card, both
backs and the counters, as ``game.ui.cardart`` draws them, at two of the sizes the table uses.

    python tools/card_sheet.py [OUT.png]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv: list[str]) -> int:
    import pygame

    from game.cards import parse_cards
    from game.ui.cardart import CardArt, ChipArt
    from game.ui.theme import Fonts, make_backdrop

    out_path = Path(argv[0]) if argv else ROOT / "docs" / "screenshots" / "cards.png"
    pygame.init()
    pygame.display.set_mode((16, 16))
    fonts = Fonts()
    art, chips = CardArt(fonts), ChipArt(fonts)
    size = (1280, 520)
    sheet = make_backdrop(size, 1.0, rim=False)
    x, y = 26, 24
    for c in parse_cards("Ks Qh Jd Kc Qs Jh"):
        sheet.blit(art.face(c, 146), (x, y))
        x += 155
    for colour in ("red", "blue"):
        sheet.blit(art.back(146, colour), (x, y))
        x += 155
    x, y = 26, 250
    for c in parse_cards("Kd Qd Jc Kh Qc Js As 10h"):
        sheet.blit(art.face(c, 74), (x, y))
        x += 82
    sheet.blit(art.back(74, "red"), (x, y))
    x += 100
    for amount in (7, 38, 146):
        img = chips.stacks(amount, 34, most=8)
        sheet.blit(img, (x, y + 104 - img.get_height()))
        x += img.get_width() + 26
    y = 380
    x = 26
    for c in parse_cards("Kh Qc Jd Ks Qh Jc Kd Qs Jh Kc Qd Js"):
        sheet.blit(art.face(c, 64), (x, y))
        x += 70
    pile = chips.pile(612, 40)
    sheet.blit(pile, (x + 20, y + 92 - pile.get_height()))
    out_path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out_path))
    print(out_path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
