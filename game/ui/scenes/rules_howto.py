"""The How to play card: a game's How to play over the table, at a new game's first deal.

It opens when a new game begins, unless the player has said "don't show this again" for that
game (remembered in the settings file as ``how_to_play_off``).  The deal waits beneath it.
Enter, Space, Esc or a click on *Play* closes it; **D** or a click on the box ticks "don't
show again"; **W** (or Tab) turns to the game's words, each in a sentence, and back; **R** or
*Full rules* opens the Rules screen at this game; **Y** or *Play a guided deal first* opens the
game's guided deal (:mod:`game.ui.guided`), and the game set up beneath is the one *Play for
real* deals after it.  The text is the Rules screen's own How to play (:mod:`game.rulebook`).
"""

from __future__ import annotations

import re

import pygame

from game.rulebook import guide

from ..guided import GUIDE_KEY, GUIDE_KEY_NAME
from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, PANEL, blit_at, draw_panel, wrap


def wants_card(app, variant: str) -> bool:
    """Whether a new game of ``variant`` opens with its How to play card."""
    return variant not in getattr(app.settings, "how_to_play_off", ())


class HowToCard(Scene):
    """One game's How to play, over the table; modal, and the table waits beneath."""

    opaque = False
    pauses_below = True
    title = "How to play"

    def __init__(self, app, variant: str) -> None:
        super().__init__(app)
        self.variant = variant
        self.guide = guide(variant)
        self.dont_show = False
        self.page = "play"  # or "words": the game's words, each in a sentence
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.play_rect = pygame.Rect(0, 0, 0, 0)
        self.rules_rect = pygame.Rect(0, 0, 0, 0)
        self.box_rect = pygame.Rect(0, 0, 0, 0)
        self.words_rect = pygame.Rect(0, 0, 0, 0)
        self.guided_rect = pygame.Rect(0, 0, 0, 0)

    @classmethod
    def sample(cls, app) -> HowToCard:
        """Draw Poker's card (for the selftest, which draws every screen)."""
        return cls(app, "draw")

    def layout(self, layout) -> None:
        self.rect = layout.rect(130, 24, 1020, 672)
        self.play_rect = layout.rect(950, 620, 170, 54)
        self.rules_rect = layout.rect(765, 620, 170, 54)
        self.words_rect = layout.rect(560, 620, 190, 54)
        self.box_rect = layout.rect(170, 620, 370, 54)
        self.guided_rect = layout.rect(420, 556, 440, 50)

    # --- closing ------------------------------------------------------------------------------

    def close(self) -> None:
        """Back to the table; "don't show again" is saved with the settings."""
        if self.dont_show:
            off = tuple(sorted({*self.app.settings.how_to_play_off, self.variant}))
            try:
                self.app.update_settings(how_to_play_off=off)
            except ValueError:  # never let a setting stop the game
                pass
        self.app.sound.play("click", 0.5)
        if self.app.top is self:
            self.app.pop()

    def full_rules(self) -> None:
        self.close()
        self.app.show("rules", variant=self.variant)

    def guided_deal(self) -> None:
        """Play the game's guided deal first; the game set up beneath follows it."""
        from ..guided import start_guided_deal

        after = replaces = None
        for scene in reversed(self.app.scenes):
            config = getattr(getattr(scene, "session", None), "config", None)
            if config is not None and getattr(config, "variant", None) == self.variant:
                # The card stands only over a new game's first deal, before the person's first
                # move: the guide replaces that deal (its antes go back; it counts nowhere).
                after, replaces = config, scene.session
                break
        self.close()
        start_guided_deal(self.app, self.variant, after=after, replaces=replaces)

    def turn_page(self) -> None:
        """Between how to play and the game's words."""
        self.page = "words" if self.page == "play" else "play"
        self.app.sound.play("click", 0.4)

    def toggle(self) -> None:
        self.dont_show = not self.dont_show
        self.app.sound.play("click", 0.4)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE,
                             pygame.K_BACKSPACE):
                self.close()
            elif event.key == pygame.K_d:
                self.toggle()
            elif event.key == pygame.K_r:
                self.full_rules()
            elif event.key in (pygame.K_w, pygame.K_TAB):
                self.turn_page()
            elif event.key == GUIDE_KEY:
                self.guided_deal()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.play_rect.collidepoint(event.pos):
                self.close()
            elif self.rules_rect.collidepoint(event.pos):
                self.full_rules()
            elif self.words_rect.collidepoint(event.pos):
                self.turn_page()
            elif self.guided_rect.collidepoint(event.pos):
                self.guided_deal()
            elif self.box_rect.collidepoint(event.pos):
                self.toggle()
        return None  # modal: nothing reaches the table beneath

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Enter / Space / Esc", "play"), ("D", "don't show this again for this game"),
                ("W / Tab", "the game's words, and back"),
                ("R", "the full rules of this game"), (GUIDE_KEY_NAME, "play a guided deal of this game first")]

    # --- drawing ------------------------------------------------------------------------------

    def _paragraphs(self) -> list[tuple[str, str]]:
        g = self.guide
        if self.page == "words":
            return [(f"{word[:1].upper()}{word[1:]}:", meaning) for word, meaning in g.words]
        # A word's own remark in brackets ("to throw in (to abandon)") is left for the words'
        # page: inside this bracketed list it closed with a doubled bracket.
        words = ", ".join(re.sub(r" \([^()]*\)", "", word) for word, _ in g.words)
        return [("What you hold.", g.hold), ("On your turn.", g.turn), ("Winning and paying.", g.win),
                ("Its words", f"({words}): each is explained under Its words (W).")]

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        draw_panel(surface, self.rect, lay.scale, alpha=245, border=GOLD)
        pad = lay.px(40)
        x, width = self.rect.x + pad, self.rect.width - 2 * pad
        y = self.rect.y + lay.px(18)
        title = f"How to play {self.guide.name}" if self.page == "play" else f"The words of {self.guide.name}"
        heading = app.fonts.render("display", lay.font(40), title, GOLD)
        blit_at(surface, heading, (self.rect.centerx, y), "midtop")
        y += heading.get_height() + lay.px(4)
        pygame.draw.line(surface, GOLD_DARK, (x, y), (x + width, y), max(1, lay.px(1)))
        y += lay.px(12)
        room = self.guided_rect.y - lay.px(10) - y
        # The largest size at which the whole card fits: one screen, never a scroll.  A long
        # list of words that does not fit in one column at a readable size takes two.
        paragraphs = self._paragraphs()
        gap = lay.px(28)
        for columns, sizes in ((1, (24, 23, 22, 21, 20, 19, 18, 17, 16)), (2, (20, 19, 18, 17, 16, 15, 14, 13))):
            col_width = (width - gap * (columns - 1)) // columns
            for size in sizes:
                font = app.fonts.get("body", lay.font(size))
                laid = [wrap(font, f"{lead} {text}".replace("'", "\u2019"), col_width) for lead, text in paragraphs]
                heights = [len(lines) * font.get_linesize() + lay.px(10) for lines in laid]
                split = _split(heights, columns)
                if max(sum(heights[a:b]) for a, b in split) <= room:
                    break
            else:
                continue
            break
        px = lay.font(size)
        top = y
        for column, (a, b) in enumerate(split):
            y, left = top, x + column * (col_width + gap)
            for (lead, _text), lines in zip(paragraphs[a:b], laid[a:b]):
                for i, line in enumerate(lines):
                    if i == 0 and line.startswith(lead):
                        head = app.fonts.render("body", px, lead, GOLD)
                        surface.blit(head, (left, y))
                        surface.blit(app.fonts.render("body", px, line[len(lead):], CREAM), (left + head.get_width(), y))
                    else:
                        surface.blit(app.fonts.render("body", px, line, CREAM), (left, y))
                    y += font.get_linesize()
                y += lay.px(10)
        self._draw_foot(surface)

    def _draw_foot(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        box = pygame.Rect(self.box_rect.x, 0, lay.px(26), lay.px(26))
        box.centery = self.box_rect.centery
        pygame.draw.rect(surface, PANEL, box, border_radius=lay.px(4))
        pygame.draw.rect(surface, GOLD if self.dont_show else CREAM_DIM, box, width=max(1, lay.px(2)),
                         border_radius=lay.px(4))
        if self.dont_show:
            pygame.draw.lines(surface, GOLD, False, [(box.x + box.w * 0.2, box.centery),
                                                     (box.x + box.w * 0.42, box.bottom - box.h * 0.22),
                                                     (box.right - box.w * 0.18, box.y + box.h * 0.2)],
                              max(2, lay.px(3)))
        label = app.fonts.render("body", lay.font(21), "Don\u2019t show again (D)", CREAM)
        blit_at(surface, label, (box.right + lay.px(12), box.centery), "midleft")
        words = "Its words (W)" if self.page == "play" else "How to play (W)"
        for rect, text, lit in ((self.words_rect, words, False), (self.rules_rect, "Full rules (R)", False),
                                (self.play_rect, "Play (Enter)", True),
                                (self.guided_rect, f"Play a guided deal first ({GUIDE_KEY_NAME})", False)):
            pygame.draw.rect(surface, GOLD_DARK if lit else PANEL, rect, border_radius=lay.px(10))
            pygame.draw.rect(surface, GOLD, rect, width=max(1, lay.px(2)), border_radius=lay.px(10))
            blit_at(surface, app.fonts.render("display", lay.font(24), text, CREAM), rect.center, "center")


def _split(heights: list[int], columns: int) -> list[tuple[int, int]]:
    """The paragraphs ``[a, b)`` of each column: one column, or two cut where their heights
    come nearest to even."""
    if columns == 1 or len(heights) < 2:
        return [(0, len(heights))]
    total = sum(heights)
    best = min(range(1, len(heights)), key=lambda k: max(sum(heights[:k]), total - sum(heights[:k])))
    return [(0, best), (best, len(heights))]
