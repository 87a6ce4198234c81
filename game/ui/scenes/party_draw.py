"""The seating draw, card by card: each guest draws from the red or the blue pack, the card
turns over, and its rank sends him to his table (aces the head table, deuces the next...).
Then each table cuts for seats and the first deal."""

from __future__ import annotations

import math

import pygame

from game.party import Evening
from game.party.plan import RANK_WORDS

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel, draw_shadow
from .party_common import GROUP_COLOURS, YELLOW, Button, draw_bell, fit, group_dot

FLY, TURN, HOLD, PLACE = 0.45, 0.3, 0.7, 0.4
STEP = FLY + TURN + HOLD + PLACE


def draw_card(surface, app, card, back: str, centre, width: int, flip: float, angle: float = 0.0) -> pygame.Rect:
    """A card turning over: its ``back`` colour until half-way, then its face."""
    face_up = flip >= 0.5
    img = app.cards.face(card, width) if face_up else app.cards.back(width, back)
    turn = abs(math.cos(math.pi * max(0.0, min(1.0, flip))))
    if turn < 0.999:
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * turn)), img.get_height()))
    if abs(angle) > 0.1:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    return blit_at(surface, img, centre, "center")


class SeatingDrawScene(Scene):
    """The draw shown card by card (see the module docstring)."""

    title = "The seating draw"

    def __init__(self, app, evening: Evening) -> None:
        super().__init__(app)
        self.ev = evening
        self.draws = evening.draws
        self.index = 0  # the draw under way
        self.t = 0.0
        self.placed: list[list[int]] = [[] for _ in range(evening.table_count)]
        self.cuts_shown = False
        self.speed = 1.0
        self.boxes: list[pygame.Rect] = []
        self.go = Button("Begin the evening", self.begin, "Enter")
        self.skip = Button("Skip the draw", self.skip_all, "S")

    # --- time --------------------------------------------------------------------------------

    @property
    def drawing(self) -> bool:
        return self.index < len(self.draws)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.drawing:
            return
        self.t += dt * self.speed * self.app.settings.animation_speed
        if self.t >= STEP:
            self._place()

    def _place(self) -> None:
        d = self.draws[self.index]
        self.placed[d.table - 1].append(self.index)
        self.index += 1
        self.t = 0.0
        self.app.sound.play("deal", 0.4)
        if not self.drawing:
            self.cuts_shown = True

    def skip_all(self) -> None:
        while self.drawing:
            self._place()

    def begin(self) -> None:
        if self.drawing:
            self.skip_all()
            return
        self.app.show("party-evening", self.ev, replace=True)

    # --- layout and input -----------------------------------------------------------------------

    def layout(self, layout) -> None:
        lay = layout
        n = self.ev.table_count
        cols = 3 if n <= 6 else 4 if n <= 12 else 5
        rows = math.ceil(n / cols)
        x0, y0, w, h = 470, 96, 770, 560
        bw, bh = w / cols, h / rows
        self.boxes = [lay.rect(x0 + (i % cols) * bw, y0 + (i // cols) * bh, bw - 10, bh - 10) for i in range(n)]
        self.go.rect = lay.rect(1000, 662, 240, 44)
        self.skip.rect = lay.rect(470, 662, 220, 44)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.go.process_event(event) or self.skip.process_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.begin()
            elif event.key == pygame.K_SPACE:
                if self.drawing:
                    self._place()
            elif event.key == pygame.K_s:
                self.skip_all()
            elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.speed = min(8.0, self.speed * 2)
            elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.speed = max(0.25, self.speed / 2)
            elif event.key == pygame.K_ESCAPE:
                self.app.go_home()
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drawing:
            self._place()
        return None

    # --- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        blit_at(surface, fonts.render("display", lay.font(46), "The seating draw", CREAM), (lay.x(250), lay.y(56)),
                "center")
        for i, sub in enumerate(("Aces to the head table, deuces to the next,", "and so on down to the booby table")):
            blit_at(surface, fonts.render("italic", lay.font(18), sub, CREAM_DIM), (lay.x(250), lay.y(88 + 20 * i)),
                    "center")
        # The two packs, thinning as they are drawn.
        left = {"red": 0, "blue": 0}
        for d in self.draws[self.index + (1 if self.drawing else 0):]:
            left[d.back] += 1
        for key, x in (("red", 150), ("blue", 350)):
            w = lay.px(84)
            for k in range(min(left[key], 14)):
                img = app.cards.back(w, key)
                blit_at(surface, img, (lay.x(x) - k, lay.y(200) - 2 * k), "center")
            label = f"{ev.config.group_name(key)} draw {key}"
            blit_at(surface, fonts.render("body", lay.font(20), label, GROUP_COLOURS[key]),
                    (lay.x(x), lay.y(270)), "midtop")
            blit_at(surface, fonts.render("italic", lay.font(17), f"{left[key]} left", CREAM_DIM),
                    (lay.x(x), lay.y(294)), "midtop")
        if self.drawing:
            self._draw_current(surface)
        else:
            panel = lay.rect(40, 330, 420, 320)
            draw_panel(surface, panel, lay.scale, alpha=200)
            lines = ["Everyone has drawn.", "",
                     "Each table has cut for seats and",
                     "the first deal (Laws 2-4): the lowest",
                     "cut deals, and the others sit to his",
                     "left in the order of their cuts.", "",
                     f"{self.ev.config.stake} counters each. Good luck!"]
            for i, line in enumerate(lines):
                blit_at(surface, fonts.render("body", lay.font(21), line, CREAM),
                        (panel.x + lay.px(24), panel.y + lay.px(22) + i * lay.px(30)), "topleft")
        for t, box in enumerate(self.boxes):
            self._draw_box(surface, t, box)
        if self.drawing:
            self.skip.draw(surface, fonts, lay, 20)
        self.go.draw(surface, fonts, lay, 20)

    def _draw_current(self, surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        d = self.draws[self.index]
        g = self.ev.guests[d.player]
        start = (lay.x(150 if d.back == "red" else 350), lay.y(200))
        centre = (lay.x(250), lay.y(510))
        box = self.boxes[d.table - 1]
        t = self.t
        width = lay.px(120)
        flip = 0.0
        if t < FLY:
            k = 1 - (1 - t / FLY) ** 3
            pos = (start[0] + (centre[0] - start[0]) * k, start[1] + (centre[1] - start[1]) * k)
            width = lay.px(84 + 36 * k)
        elif t < FLY + TURN + HOLD:
            pos = centre
            flip = min(1.0, (t - FLY) / TURN)
        else:
            k = (t - FLY - TURN - HOLD) / PLACE
            k = k * k
            end = (box.centerx, box.centery)
            pos = (centre[0] + (end[0] - centre[0]) * k, centre[1] + (end[1] - centre[1]) * k)
            flip = 1.0
            width = lay.px(120 - 70 * k)
        name = fonts.render("display", lay.font(36), fit(fonts, "display", lay.font(36), g.name, lay.px(400)),
                            GOLD)
        blit_at(surface, name, (lay.x(250), lay.y(326)), "midtop")
        what = f"draws from the {d.back} pack" + (f" for the {self.ev.config.group_name(d.back)}" if d.other_pack
                                                  else "")
        blit_at(surface, fonts.render("italic", lay.font(20), what, CREAM_DIM), (lay.x(250), lay.y(370)), "midtop")
        rect = pygame.Rect(0, 0, width, round(width * 1.4))
        rect.center = (int(pos[0]), int(pos[1]))
        draw_shadow(surface, rect, lay.scale)
        draw_card(surface, app, d.card, d.back, rect.center, width, flip)
        if flip >= 1.0 and t < FLY + TURN + HOLD:
            where = self.ev.table_name(d.table - 1)
            blit_at(surface, fonts.render("body", lay.font(28), f"{d.card.symbol}: {where}", YELLOW),
                    (lay.x(250), lay.y(606)), "midtop")

    def _draw_box(self, surface, t: int, box: pygame.Rect) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        head = t == 0
        draw_panel(surface, box, lay.scale, alpha=200, border=GOLD if head else GOLD_DARK)
        title = f"{ev.table_name(t)}: {RANK_WORDS[t]}"
        blit_at(surface, fonts.render("display", lay.font(22), title, GOLD if head else CREAM),
                (box.x + lay.px(12), box.y + lay.px(6)), "topleft")
        if head:
            draw_bell(surface, (box.right - lay.px(22), box.y + lay.px(18)), lay.px(24))
        size = (ev.config.sizes or [])[t]
        line_h = min(lay.px(24), (box.height - lay.px(40)) // max(1, size))
        px = max(11, min(lay.font(18), int(line_h * 0.8)))
        y = box.y + lay.px(36)
        if self.cuts_shown:
            order = ev.table_cuts[t].order
            cuts = dict(ev.table_cuts[t].cuts)
            for i, name in enumerate(order):
                g = ev.guests[name]
                group_dot(surface, g.group, (box.x + lay.px(16), y + line_h // 2), max(3, lay.px(5)))
                text = fit(fonts, "body", px, name, box.width - lay.px(110))
                blit_at(surface, fonts.render("body", px, text, CREAM), (box.x + lay.px(28), y + line_h // 2),
                        "midleft")
                cut = " ".join(c.symbol for c in cuts[name])
                note = f"cut {cut}" + ("  deals" if i == 0 else "")
                blit_at(surface, fonts.render("italic", max(11, px - 3), note, YELLOW if i == 0 else CREAM_DIM),
                        (box.right - lay.px(10), y + line_h // 2), "midright")
                y += line_h
        else:
            for i in self.placed[t]:
                d = self.draws[i]
                g = ev.guests[d.player]
                group_dot(surface, g.group, (box.x + lay.px(16), y + line_h // 2), max(3, lay.px(5)))
                text = fit(fonts, "body", px, d.player, box.width - lay.px(80))
                blit_at(surface, fonts.render("body", px, text, CREAM), (box.x + lay.px(28), y + line_h // 2),
                        "midleft")
                colour = (200, 60, 50) if d.card.suit.is_red else (230, 230, 220)
                blit_at(surface, fonts.render("body", px, d.card.symbol, colour),
                        (box.right - lay.px(12), y + line_h // 2), "midright")
                y += line_h
            for _ in range(size - len(self.placed[t])):
                pygame.draw.line(surface, GOLD_DARK, (box.x + lay.px(28), y + line_h - lay.px(4)),
                                 (box.right - lay.px(40), y + line_h - lay.px(4)), 1)
                y += line_h

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Space / click", "the next card at once"), ("S", "skip to the end of the draw"),
                ("+ / -", "draw faster or slower"), ("Enter", "begin the evening"), ("Esc", "to the title (saved)")]
