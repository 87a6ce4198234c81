"""The Rules screen: one game's rules at a time, opening at the game being played.

Every game's document comes from :mod:`game.rulebook` (the same text ``python main.py rules``
prints): its How to play first, then its laws as this game applies them, worked examples, our
choices where the books are silent, and the house rules in force; Draw Poker's adds the party's
rulings and the odds of the draw.

A game's page offers its guided deal (*Play a guided deal*, Y, in the page's head): the game
played through a prepared deal with the guide pointing the way (:mod:`game.ui.guided`).

The page has contents on the left: the game's name at the top, with arrows (or Left and
Right) to the previous and the next game, family by family, and below it every heading
(click one, or Tab and Shift+Tab, to jump to it; the section in view is lit), a legend for
the page's marks at the foot, and two kinds of block for the house rules: ``("house",
text)``, a paragraph set by a house rule in force, drawn with a gilt bar in the margin, and
the ``("pairs", …)`` table of the rules the game uses, where a rule that differs from the
book's is marked ``*`` and lit.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.engine.core.house import HouseRules
from game.rulebook import ODDS_COMING, ORDER, game_blocks, guide, marked_game_blocks
from game.rulebook.odds import odds_blocks

from ..guided import GUIDE_KEY, GUIDE_KEY_NAME
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel, wrap
from .common import Page

log = logging.getLogger("parlour_poker.ui.rules")

Block = tuple[str, Any]  # ("h1" | "h2" | "p" | "house" | "bullet" | "note" | "pairs" | "table", content)

LEGEND = ("* beside a house rule: this table's rule differs from the book's; beside an odds figure: "
          "the book's figure is wrong.", "a paragraph set by a house rule in force.")
"""The foot of the rules page: what its marks mean (the second after a gilt bar, as drawn)."""


def sections(blocks: list[Block]) -> list[tuple[int, str]]:
    """The contents: (level, title) of every heading, level 1 for ``h1`` and 2 for ``h2``."""
    return [(1 if kind == "h1" else 2, str(content)) for kind, content in blocks if kind in ("h1", "h2")]


def rules_text(house: HouseRules, odds: bool = True) -> list[Block]:
    """Draw Poker's whole document, for the rules in force."""
    return game_blocks("draw", house, odds)


def marked_rules_text(house: HouseRules, odds: bool = True) -> list[Block]:
    """Draw Poker's document with the paragraphs a house rule in force changed marked."""
    return marked_game_blocks("draw", house, odds)


def current_variant(app) -> str:
    """The game being played (the table's, under this screen), or chosen on the New game
    screen beneath, else the one last set up there, else Draw Poker."""
    for scene in reversed(getattr(app, "scenes", [])):
        session = getattr(scene, "session", None)
        variant = getattr(getattr(session, "config", None), "variant", None)
        if variant is None:  # the New game screen, beneath: the game it has chosen
            variant = getattr(getattr(scene, "setup", None), "variant", None)
        if variant in ORDER:
            return variant
    try:
        from .newgame import load_setup

        variant = load_setup(app.home).variant
    except Exception:  # a remembered choice must never stop the rules opening
        variant = "draw"
    return variant if variant in ORDER else "draw"


class _OddsWorker:
    """Works out the odds section on a thread of its own, once; ``ready()`` says when done."""

    def __init__(self) -> None:
        import threading

        self._done = threading.Event()
        thread = threading.Thread(target=self._work, name="rules-odds", daemon=True)
        thread.start()
        self._done.wait(0.05)  # already counted (cached): no "coming" note at all

    def _work(self) -> None:
        try:
            odds_blocks()
        finally:
            self._done.set()

    def ready(self) -> bool:
        return self._done.is_set()


class RulesScene(Page):
    """A scrolling page of one game's rules, rebuilt for the house rules in force."""

    title = "Rules"
    variant: str | None = None  # None: a page of something other than a game (the party's)

    def __init__(self, app, variant: str | None = None) -> None:
        super().__init__(app)
        self.variant = variant if variant in ORDER else current_variant(app)
        self.view = pygame.Rect(0, 0, 1, 1)
        self.lines: list[tuple[int, int, pygame.Surface]] = []  # (x, y, image) in content pixels
        self.rules: list[tuple[int, int, int]] = []  # (x, y, width) of gilt rules under headings
        self.content_h = 0
        self.scroll = 0
        # The book's odds take a few seconds to count the first time: the page opens at once
        # and the odds section follows when a worker thread has them (then they are cached).
        self._odds = _OddsWorker()
        self.blocks = self._blocks()
        self.contents = pygame.Rect(0, 0, 1, 1)
        self.anchors: list[tuple[int, str, int]] = []  # (level, title, y in content pixels)
        self.entries: list[pygame.Rect] = []  # where each contents line is drawn
        self.bars: list[tuple[int, int, int]] = []  # (x, y, height) of house-rule bars
        self.marked: set[int] = set()  # the sections holding something a house rule changed
        self.legend_rect = pygame.Rect(0, 0, 0, 0)
        self.arrows: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self.guided_rect = pygame.Rect(0, 0, 0, 0)

    def _blocks(self) -> list[Block]:
        return marked_game_blocks(self.variant or "draw", self.app.settings.house, odds=self._odds.ready())

    def show_game(self, variant: str) -> None:
        """Turn to another game's rules, at its top."""
        if variant not in ORDER:
            return
        self.variant = variant
        self.blocks = self._blocks()
        self.scroll = 0
        self.layout(self.app.layout)

    def step_game(self, step: int) -> None:
        """The previous (-1) or the next (+1) game, family by family, round the list."""
        if self.variant is None:
            return
        self.app.sound.play("click", 0.4)
        self.show_game(ORDER[(ORDER.index(self.variant) + step) % len(ORDER)])

    def list_games(self) -> None:
        """The list of every game, by family; choosing one turns to its page."""
        self.app.sound.play("click", 0.4)
        self.app.show("game-chooser", None, chosen=self.variant, choose=self.show_game)

    def guided_deal(self) -> None:
        """Play this game's guided deal (in place of everything open, a game's table too)."""
        from ..guided import start_guided_deal

        self.app.sound.play("click", 0.4)
        try:
            from .newgame import load_setup

            person = load_setup(self.app.home).you or "You"  # the name the person plays under
        except Exception:  # a remembered name must never stop the guide opening
            person = "You"
        start_guided_deal(self.app, self.variant or "draw", person=person)

    def resume(self) -> None:
        self.blocks = self._blocks()
        self.layout(self.app.layout)

    def needs_frames(self) -> bool:
        # At rest while the person reads; drawn each frame only while the odds are coming.
        return ODDS_COMING in self.blocks or self.tweens.busy

    def update(self, dt: float) -> None:
        if ODDS_COMING in self.blocks and self._odds.ready():
            scroll = self.scroll
            self.blocks = self._blocks()
            self.layout(self.app.layout)
            self.scroll = min(scroll, self._max_scroll())

    def layout(self, layout) -> None:
        super().layout(layout)
        lay, fonts = layout, self.app.fonts
        self.contents = lay.rect(40, 104, 320, 548)
        self.view = lay.rect(376, 104, 864, 548)
        self.guided_rect = lay.rect(960, 36, 280, 46) if self.variant else pygame.Rect(0, 0, 0, 0)
        pad = lay.px(40)
        width = self.view.width - 2 * pad - lay.px(14)
        self.lines, self.rules, self.anchors, self.bars = [], [], [], []
        self.marked = set()
        y = lay.px(24)
        for kind, content in self.blocks:
            if kind in ("h1", "h2"):
                self.anchors.append((1 if kind == "h1" else 2, str(content), y))
            if kind == "h1":
                y += lay.px(18) if y > lay.px(24) else 0
                img = fonts.render("display", lay.font(40), content, GOLD)
                self.lines.append((pad, y, img))
                y += img.get_height()
                self.rules.append((pad, y + lay.px(2), width))
                y += lay.px(14)
            elif kind == "h2":
                y += lay.px(10)
                img = fonts.render("display", lay.font(31), content, CREAM)
                self.lines.append((pad, y, img))
                y += img.get_height() + lay.px(2)
            elif kind == "lead":  # a few words set apart in gilt, then the paragraph
                lead, text = content
                px = lay.font(24)
                font = fonts.get("body", px)
                lines = wrap(font, f"{lead} {text}".replace("'", "\u2019"), width)
                for i, line in enumerate(lines):
                    if i == 0 and line.startswith(lead):
                        head = fonts.render("body", px, lead, GOLD)
                        self.lines.append((pad, y, head))
                        self.lines.append((pad + head.get_width(), y, fonts.render("body", px, line[len(lead):], CREAM)))
                    else:
                        self.lines.append((pad, y, fonts.render("body", px, line, CREAM)))
                    y += font.get_linesize()
                y += lay.px(10)
            elif kind in ("p", "note", "bullet", "house"):
                role = "italic" if kind == "note" else "body"
                colour = CREAM_DIM if kind == "note" else CREAM
                if kind == "house":  # set by a house rule in force: a gilt bar in the margin
                    self.marked.add(len(self.anchors) - 1)
                    lines_n = len(wrap(fonts.get(role, lay.font(24)), content.replace("'", "\u2019"), width))
                    self.bars.append((pad - lay.px(16), y + lay.px(3),
                                      lines_n * fonts.get(role, lay.font(24)).get_linesize() - lay.px(6)))
                px = lay.font(24)
                font = fonts.get(role, px)
                indent = lay.px(34) if kind == "bullet" else 0
                lines = wrap(font, content.replace("'", "\u2019"), width - indent)
                for i, line in enumerate(lines):
                    if kind == "bullet" and i == 0:
                        self.lines.append((pad + lay.px(10), y + font.get_linesize() // 2 - lay.px(4),
                                           _bullet(lay.px(8))))
                    self.lines.append((pad + indent, y, fonts.render(role, px, line, colour)))
                    y += font.get_linesize()
                y += lay.px(10)
            elif kind == "pairs":  # label and value, in two columns
                px = lay.font(23)
                font = fonts.get("body", px)
                half = (len(content) + 1) // 2
                col_w = (width - lay.px(20)) // 2
                value_w = max(font.size(value)[0] for _, value in content)
                label_w = min(max(font.size(label)[0] for label, _ in content) + lay.px(24),
                              col_w - value_w - lay.px(16))
                for i, (label, value) in enumerate(content):
                    col, row = divmod(i, half)
                    x = pad + lay.px(20) + col * col_w
                    ly = y + row * font.get_linesize()
                    differs = value.endswith("*")  # not the book's rule: lit, and barred
                    if differs:
                        self.marked.add(len(self.anchors) - 1)
                        self.bars.append((x - lay.px(14), ly + lay.px(3), font.get_linesize() - lay.px(6)))
                    small = font.size(label)[0] > label_w - lay.px(10)  # a long name, set smaller
                    self.lines.append((x, ly + (lay.px(2) if small else 0),
                                       fonts.render("body", lay.font(19) if small else px, label,
                                                    GOLD if differs else CREAM)))
                    self.lines.append((x + label_w, ly, fonts.render("body", px, value,
                                                                     GOLD if differs else CREAM_DIM)))
                y += half * font.get_linesize() + lay.px(12)
            elif kind == "table":
                px = lay.font(23)
                font = fonts.get("body", px)
                cols = max(len(r) for r in content) if content else 0
                widths = [max((font.size(r[c])[0] for r in content if c < len(r)), default=0) for c in range(cols)]
                gap = lay.px(36)
                # A first column too wide for the page wraps, so the figures stay in view.
                room = width - lay.px(20) - sum(widths[1:]) - gap * (cols - 1)
                widths[0] = max(lay.px(120), min(widths[0], room))
                for ri, row in enumerate(content):
                    x = pad + lay.px(20)
                    header = ri == 0 and len(content) > 1
                    tall = 1
                    for c, cell in enumerate(row):
                        role = "italic" if header else "body"
                        colour = CREAM_DIM if header else CREAM if c == 0 else GOLD
                        parts = wrap(font, cell, widths[0]) if c == 0 else [cell]
                        for k, part in enumerate(parts):
                            img = fonts.render(role, px, part, colour)
                            # Figures line up on the right; words on the left.
                            cx = x + widths[c] - img.get_width() if c > 0 and cell[:1].isdigit() else x
                            self.lines.append((cx, y + k * font.get_linesize(), img))
                        tall = max(tall, len(parts))
                        x += widths[c] + gap
                    y += font.get_linesize() * tall
                    if header:
                        self.rules.append((pad + lay.px(20), y + lay.px(1), sum(widths) + gap * (cols - 1)))
                        y += lay.px(6)
                y += lay.px(12)
        self.content_h = y + lay.px(30)
        self.scroll = max(0, min(self.scroll, self._max_scroll()))
        self._layout_contents(lay)

    def _layout_contents(self, lay) -> None:
        """A line for each heading in the contents panel, under the game's name; a title too
        long for its line takes two (it was cut: "The combinations, and what ea…"), the
        type set smaller only where the panel would not hold them all."""
        self.entries = []
        self.entry_lines: list[tuple[int, list[str]]] = []
        top = self.contents.y + lay.px(64 if self.variant else 50)
        room_h = self.contents.bottom - lay.px(10) - top
        width = self.contents.width - lay.px(16)
        fonts = self.app.fonts
        for shrink in range(7):
            sizes = [lay.font((22 if level == 1 else 20) - shrink) for level, _t, _y in self.anchors]
            laid = []
            for (level, title, _y), size in zip(self.anchors, sizes):
                indent = lay.px(6) if level == 1 else lay.px(20)
                lines = wrap(fonts.get("body", size), title, width - indent - lay.px(4))
                laid.append((size, lines))
            heights = [len(lines) * fonts.get("body", size).get_linesize() + lay.px(3) for size, lines in laid]
            if sum(heights) <= room_h and all(len(lines) <= 2 for _s, lines in laid):
                # the room to spare spread over the one-line entries, up to a line of 32
                single = [i for i, (_s, lines) in enumerate(laid) if len(lines) == 1]
                more = (room_h - sum(heights)) // max(1, len(single))
                for i in single:
                    heights[i] = max(heights[i], min(lay.px(32), heights[i] + more))
                break
        else:  # (no page has so many sections: one line each, at the smallest size)
            n = max(1, len(self.anchors))
            heights = [min(lay.px(32), room_h // n)] * len(self.anchors)
            laid = [(size, [title]) for size, (_l, title, _y) in zip(sizes, self.anchors)]
        y = top
        for h, lines in zip(heights, laid):
            self.entries.append(pygame.Rect(self.contents.x + lay.px(8), y, width, h))
            self.entry_lines.append(lines)
            y += h
        head = pygame.Rect(self.contents.x, self.contents.y + lay.px(6), self.contents.width, lay.px(44))
        self.arrows = (pygame.Rect(head.x + lay.px(4), head.y, lay.px(36), head.height),
                       pygame.Rect(head.right - lay.px(40), head.y, lay.px(36), head.height))

    # --- sections ---------------------------------------------------------------------------

    def current_section(self) -> int:
        """The index of the section at the top of the view (0 before the first heading)."""
        current = 0
        # A heading in the top third of the view is the section being read (at the end of the
        # page the last sections cannot scroll up to the top).
        line = self.scroll + (self.view.height // 3 if self.scroll >= self._max_scroll() > 0
                              else self.app.layout.px(40))
        for i, (_level, _title, y) in enumerate(self.anchors):
            if y <= line:
                current = i
        return current

    def jump_to(self, index: int) -> None:
        """Scroll so that section ``index`` (of :attr:`anchors`) starts the view."""
        if not self.anchors:
            return
        index = max(0, min(len(self.anchors) - 1, index))
        self.scroll = max(0, min(self._max_scroll(), self.anchors[index][2] - self.app.layout.px(12)))

    def next_section(self, step: int) -> None:
        target = self.current_section() + step
        if step > 0 and self.scroll >= self._max_scroll():
            target = len(self.anchors)  # nothing further to show
        self.jump_to(target)

    def _max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self._max_scroll(), self.scroll + pixels))

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if super().process_event(event) is None:
            return None
        lay = self.app.layout
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.next_section(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return None
        if self.variant and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_LEFT, pygame.K_RIGHT, pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET):
            self.step_game(-1 if event.key in (pygame.K_LEFT, pygame.K_LEFTBRACKET) else 1)
            return None
        if self.variant and event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self.list_games()
            return None
        if self.variant and (event.type == pygame.KEYDOWN and event.key == GUIDE_KEY
                             or event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                             and self.guided_rect.collidepoint(event.pos)):
            self.guided_deal()
            return None
        if self.variant and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for step, rect in zip((-1, 1), self.arrows):
                if rect.collidepoint(event.pos):
                    self.step_game(step)
                    return None
            if self.arrows[0].union(self.arrows[1]).collidepoint(event.pos):  # the game's name
                self.list_games()
                return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.entries):
                if rect.collidepoint(event.pos):
                    self.app.sound.play("click", 0.4)
                    self.jump_to(i)
                    return None
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -lay.px(40), pygame.K_DOWN: lay.px(40), pygame.K_KP8: -lay.px(40),
                    pygame.K_KP2: lay.px(40), pygame.K_PAGEUP: -int(self.view.height * 0.9),
                    pygame.K_PAGEDOWN: int(self.view.height * 0.9), pygame.K_SPACE: int(self.view.height * 0.9),
                    pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(event.key)
            if step is None:
                return event
            self.scroll_by(step)
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-int(event.y * lay.px(70)))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._track().collidepoint(event.pos):
            track = self._track()
            self.scroll = round((event.pos[1] - track.y) / max(1, track.height) * self._max_scroll())
            self.scroll_by(0)
            return None
        return event

    def _track(self) -> pygame.Rect:
        lay = self.app.layout
        return pygame.Rect(self.view.right - lay.px(16), self.view.y + lay.px(10), lay.px(8),
                           self.view.height - lay.px(20))

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        self.draw_page(surface)
        draw_panel(surface, self.view, lay.scale, alpha=185)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(-lay.px(4), -lay.px(4)))
        top, bottom = self.scroll - lay.px(60), self.scroll + self.view.height
        edge = lay.px(4)
        for x, y, img in self.lines:
            # Only whole lines: one cut by the page's top or foot edge reads as nonsense.
            if self.scroll - edge <= y and y + img.get_height() <= bottom + edge:
                surface.blit(img, (self.view.x + x, self.view.y + y - self.scroll))
        for x, y, width in self.rules:
            if top <= y <= bottom:
                sy = self.view.y + y - self.scroll
                pygame.draw.line(surface, GOLD_DARK, (self.view.x + x, sy), (self.view.x + x + width, sy),
                                 max(1, lay.px(1)))
        for x, y, height in self.bars:
            if top - height <= y <= bottom:
                pygame.draw.rect(surface, GOLD, pygame.Rect(self.view.x + x, self.view.y + y - self.scroll,
                                                            max(2, lay.px(4)), height))
        surface.set_clip(clip)
        self._draw_contents(surface)
        self._draw_legend(surface)
        if self.variant:
            r = self.guided_rect
            pygame.draw.rect(surface, GOLD_DARK, r, border_radius=lay.px(10))
            pygame.draw.rect(surface, GOLD, r, width=max(1, lay.px(2)), border_radius=lay.px(10))
            blit_at(surface, self.app.fonts.render("display", lay.font(22), f"Play a guided deal ({GUIDE_KEY_NAME})", CREAM),
                    r.center, "center")

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """The marks explained, under the page: the star, and the gilt bar drawn as on the page."""
        app, lay = self.app, self.app.layout
        room = self.view.right - self.contents.x
        gap = lay.px(26)
        # The odds figures' star is explained only on a page with odds tables.
        first = LEGEND[0] if any(kind == "table" for kind, _ in self.blocks) else LEGEND[0].split(";")[0] + "."
        for size in (18, 16, 14):
            stars = app.fonts.render("italic", lay.font(size), first, CREAM_DIM)
            bar_text = app.fonts.render("italic", lay.font(size), LEGEND[1], CREAM_DIM)
            total = stars.get_width() + gap + lay.px(10) + bar_text.get_width()
            if total <= room:
                break
        x = (self.contents.x + self.view.right - total) // 2
        cy = self.view.bottom + lay.px(17)
        blit_at(surface, stars, (x, cy), "midleft")
        x += stars.get_width() + gap
        h = bar_text.get_height() - lay.px(6)
        pygame.draw.rect(surface, GOLD, pygame.Rect(x, cy - h // 2, max(2, lay.px(4)), h))
        blit_at(surface, bar_text, (x + lay.px(10), cy), "midleft")
        self.legend_rect = pygame.Rect((self.contents.x + self.view.right - total) // 2, cy - h // 2, total, h)
        if self._max_scroll() > 0:
            track = self._track()
            pygame.draw.rect(surface, (0, 0, 0), track, border_radius=track.width // 2)
            thumb_h = max(lay.px(30), round(track.height * self.view.height / self.content_h))
            thumb_y = track.y + round((track.height - thumb_h) * self.scroll / self._max_scroll())
            pygame.draw.rect(surface, GOLD_DARK, pygame.Rect(track.x, thumb_y, track.width, thumb_h),
                             border_radius=track.width // 2)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        draw_panel(surface, self.contents, lay.scale, alpha=185)
        if self.variant:
            self._draw_game_name(surface)
        else:
            blit_at(surface, app.fonts.render("display", lay.font(28), "Contents", GOLD),
                    (self.contents.centerx, self.contents.y + lay.px(10)), "midtop")
        current = self.current_section()
        for i, ((level, title, _y), rect) in enumerate(zip(self.anchors, self.entries)):
            lit = i == current
            if lit:
                band = pygame.Surface(rect.size, pygame.SRCALPHA)
                band.fill((*GOLD_DARK, 70))
                surface.blit(band, rect)
            size, lines = self.entry_lines[i]
            indent = lay.px(6) if level == 1 else lay.px(20)
            colour = GOLD if lit or level == 1 else CREAM
            line_h = app.fonts.get("body", size).get_linesize()
            y = rect.centery - line_h * (len(lines) - 1) // 2
            for line in lines:
                blit_at(surface, app.fonts.render("body", size, line, colour), (rect.x + indent, y), "midleft")
                y += line_h
            if i in self.marked:  # something here is set by a house rule in force
                pygame.draw.rect(surface, GOLD, pygame.Rect(rect.x + indent - lay.px(7), rect.y + lay.px(5),
                                                            max(2, lay.px(3)), rect.height - lay.px(10)))

    def _draw_game_name(self, surface: pygame.Surface) -> None:
        """The game's name at the head of the contents, between arrows to the others."""
        app, lay = self.app, self.app.layout
        left, right = self.arrows
        room = right.left - left.right - lay.px(4)
        name = guide(self.variant).name
        for size in (28, 25, 22, 20, 18):
            img = app.fonts.render("display", lay.font(size), name, GOLD)
            if img.get_width() <= room:
                break
        blit_at(surface, img, (self.contents.centerx, left.centery), "center")
        s = lay.px(8)
        for rect, sign in ((left, -1), (right, 1)):
            cx, cy = rect.centerx, rect.centery
            pygame.draw.polygon(surface, CREAM, [(cx + sign * s * 0.6, cy), (cx - sign * s * 0.5, cy - s),
                                                 (cx - sign * s * 0.5, cy + s)])
        y = left.bottom + lay.px(2)
        pygame.draw.line(surface, GOLD_DARK, (self.contents.x + lay.px(16), y),
                         (self.contents.right - lay.px(16), y), max(1, lay.px(1)))
        # How to reach the other games, at the foot of the contents when there is room for it.
        hint = app.fonts.render("italic", lay.font(18), "Click the name, or G: every game", CREAM_DIM)
        foot = self.contents.bottom - lay.px(12)
        if not self.entries or self.entries[-1].bottom + hint.get_height() + lay.px(8) < foot:
            blit_at(surface, hint, (self.contents.centerx, foot), "midbottom")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Left / Right", "the previous, the next game"), ("G, or a click on its name", "every game"),
                (GUIDE_KEY_NAME, "play a guided deal of this game"),
                ("Up / Down", "scroll a line"), ("Page Up / Down, Space", "scroll a page"),
                ("Tab / Shift+Tab", "the next, the previous section"),
                ("a click in the contents", "that section"),
                ("Home / End", "the top, the end"), ("Esc / Backspace", "back to the title")]


def _bullet(size: int) -> pygame.Surface:
    """A small gilt diamond for lists."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    h = size / 2
    pygame.draw.polygon(img, GOLD, [(h, 0), (size - 1, h), (h, size - 1), (0, h)])
    return img
