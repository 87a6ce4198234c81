"""The How to play card's two pages (how to play, the game's words) fit above its foot for every
game, at both window sizes: a long list of words takes two columns rather than run under the
buttons (a play-tester found Bouillotte's last words drawn under "Don't show again")."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import VARIANTS
from game.ui.app import App
from game.ui.scenes import TitleScene
from game.ui.scenes.rules_howto import HowToCard


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def test_every_page_of_every_card_ends_above_its_foot(home, size):
    app = App(home=home, size=size, catch_errors=False)
    try:
        app.push(TitleScene(app))
        app.step([])
        for variant in VARIANTS:
            card = HowToCard(app, variant)
            app.push(card)
            card._draw_foot = lambda surface: None  # only the page's own text is measured
            for page in ("play", "words"):
                card.page = page
                blits: list[pygame.Rect] = []

                class Spy(pygame.Surface):
                    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
                        rect = super().blit(source, dest, *args, **kwargs)
                        if source.get_height() < self.get_height() // 3:  # text, not the veil or the panel
                            blits.append(rect)
                        return rect

                card.draw(Spy(size))
                bottom = max(r.bottom for r in blits)
                assert bottom <= card.box_rect.y, (variant, page, size, bottom, card.box_rect)
            app.pop()
    finally:
        app.close()


def test_the_list_of_words_closes_each_bracket_once(home):
    """Brag's card read "(... to throw in (to abandon)): each is explained ...": a word's own
    remark in brackets stays on the words' page, out of the bracketed list."""
    app = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        app.push(TitleScene(app))
        for variant in VARIANTS:
            card = HowToCard(app, variant)
            card.page = "play"
            text = " ".join(t for _, t in card._paragraphs())
            assert "))" not in text and text.count("(") == text.count(")"), (variant, text)
    finally:
        app.close()
