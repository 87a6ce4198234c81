"""The layout probe finds text over text, text over a card, text on the frame and text cut off."""

from __future__ import annotations

import pygame

from game.cards import parse_cards

from layout_probe import LayoutProbe, frame_width, problems


class _Scene:
    """Draws what each test asks for."""

    def __init__(self, paint) -> None:
        self.paint = paint

    def draw(self, surface) -> None:
        self.paint(surface)


def _draw(app, paint):
    with LayoutProbe(app) as probe:
        return probe.draw(_Scene(paint))


def test_text_apart_from_everything_is_fine(app):
    fonts = app.fonts

    def paint(s):
        s.blit(fonts.render("body", 20, "left", (255, 255, 255)), (200, 200))
        s.blit(fonts.render("body", 20, "right", (255, 255, 255)), (400, 200))
        s.blit(app.cards.face(parse_cards("As")[0], 60), (600, 200))

    pieces = _draw(app, paint)
    assert [p.kind for p in pieces] == ["text", "text", "card"]
    assert problems(pieces, (1280, 720), frame_width(app.layout)) == []


def test_text_over_text_and_over_a_card(app):
    fonts = app.fonts

    def paint(s):
        s.blit(fonts.render("body", 20, "one", (255, 255, 255)), (200, 200))
        s.blit(fonts.render("body", 20, "two", (255, 255, 255)), (210, 204))
        s.blit(app.cards.back(60), (600, 200))
        s.blit(fonts.render("body", 20, "on the card", (255, 255, 255)), (610, 230))

    found = problems(_draw(app, paint), (1280, 720))
    assert any(f.startswith("text over text") for f in found)
    assert any(f.startswith("text over a card") for f in found)


def test_text_on_the_frame_or_out_of_the_window(app):
    fonts = app.fonts

    def paint(s):
        s.blit(fonts.render("body", 20, "on the rim", (255, 255, 255)), (300, 710 - 10))
        s.blit(fonts.render("body", 20, "half out", (255, 255, 255)), (-20, 300))

    found = problems(_draw(app, paint), (1280, 720), frame_width(app.layout))
    assert any(f.startswith("on the frame") and "rim" in f for f in found)
    assert any(f.startswith("clipped") and "half out" in f for f in found)


def test_text_cut_by_the_panel_it_was_drawn_into_is_found_in_the_window(app):
    fonts = app.fonts

    def paint(s):
        panel = pygame.Surface((200, 100), pygame.SRCALPHA)
        panel.blit(fonts.render("body", 20, "cut at the top", (255, 255, 255)), (10, -8))
        panel.blit(fonts.render("body", 20, "whole", (255, 255, 255)), (10, 40))
        copy = panel.copy()
        s.blit(copy, (500, 300))

    pieces = _draw(app, paint)
    whole = next(p for p in pieces if p.label == "whole")
    assert whole.rect.x >= 510 and whole.rect.y >= 340
    found = problems(pieces, (1280, 720))
    assert len(found) == 1 and "cut at the top" in found[0] and found[0].startswith("clipped")


def test_the_same_words_drawn_twice_a_little_apart(app):
    """A shown hand's name written by the hand and again as its plate's note read as a smudge."""
    fonts = app.fonts

    def paint(s):
        s.blit(fonts.render("italic", 20, "two pairs, kings and tens", (255, 255, 255)), (300, 300))
        s.blit(fonts.render("italic", 17, "two pairs, kings and tens", (255, 255, 255)), (306, 302))
        s.blit(fonts.render("italic", 17, "drawn once", (255, 255, 255)), (300, 500))

    found = problems(_draw(app, paint), (1280, 720))
    assert len(found) == 1 and found[0].startswith("the same text drawn twice"), found


def test_text_hidden_under_an_opaque_image_drawn_after_it(app):
    """A plate's image with its tags is opaque round them: words drawn before it, where it
    lies, are cut (the pool's words once were, under a winner's note)."""
    fonts = app.fonts

    def paint(s):
        s.blit(fonts.render("body", 20, "under the plate", (255, 255, 255)), (200, 200))
        s.blit(fonts.render("body", 20, "see-through over", (255, 255, 255)), (200, 400))
        s.blit(pygame.Surface((60, 60)), (190, 190))  # opaque: hides the first
        clear = pygame.Surface((60, 60), pygame.SRCALPHA)
        s.blit(clear, (190, 390))  # with an alpha channel: hides nothing

    found = problems(_draw(app, paint), (1280, 720))
    assert [f for f in found if "under the plate" in f] and not [f for f in found if "see-through" in f], found
