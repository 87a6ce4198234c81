"""Real cards: the final count.  At the end of the evening the host types each player's
counters, table by table as they sit, on the host's sheet's large tiles; the program
charges the fresh stakes itself and checks the total against what was given out."""

from __future__ import annotations

import pygame

from game.party import Evening

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, WARN, blit_at, draw_panel, wrap
from .party_common import YELLOW, Button, draw_bell, group_dot
from .party_tables import SMALLEST, draw_cell_frame, short_name, table_places, tile_grid


def two_lines(font: pygame.font.Font, name: str, room: int) -> list[str] | None:
    """``name`` on two lines of ``room`` pixels: at a space, or a long word broken with a
    hyphen ("Featherstone-" / "haugh"); None where two will not hold it."""
    words = wrap(font, name, room)
    if len(words) == 2 and all(font.size(w)[0] <= room for w in words):
        return words
    if " " in name:
        return None
    for k in range(len(name) - 2, 2, -1):
        if font.size(name[:k] + "-")[0] <= room and font.size(name[k:])[0] <= room:
            return [name[:k] + "-", name[k:]]
    return None


class FinalCountsScene(Scene):
    """At the end of a real-cards evening, everyone's counters, for the prizes."""

    title = "The final count"

    def __init__(self, app, ev: Evening) -> None:
        super().__init__(app)
        self.ev = ev
        self.names = [n for seats in ev.tables for n in seats]  # table by table, as they sit
        self.counts = {n: ("" if ev.counters.get(n) is None else str(ev.counters[n])) for n in self.names}
        self.index = 0
        self.cells: list[pygame.Rect] = []
        self.side = pygame.Rect(0, 0, 0, 0)
        self.rects: list[pygame.Rect] = []  # the tiles, in the order of ``names``
        self.boxes: list[pygame.Rect] = []
        self.done_button = Button("Give the prizes", self.finish, "F")

    @property
    def expected(self) -> int:
        """Every counter given out: the stakes and the fresh stakes drawn from the banker."""
        return self.ev.config.stake * len(self.names) + sum(self.ev.extra.values())

    def finish(self) -> None:
        missing = [n for n in self.names if not self.counts[n]]
        if missing:
            self.app.toast(f"A count is still needed for {missing[0]}.", 3.0)
            self.index = self.names.index(missing[0])
            return
        self.ev.prizes_due = True
        self.ev.finish({n: int(self.counts[n]) for n in self.names})
        self.app.show("party-prizes", self.ev, replace=True)

    def layout(self, layout) -> None:
        lay = layout
        self.cells, self.side = table_places(lay, self.ev.table_count)
        self.rects, self.boxes = [], []
        for t, cell in enumerate(self.cells):
            tiles, boxes = tile_grid(cell, lay, len(self.ev.tables[t]))
            self.rects += tiles
            self.boxes += boxes
        s = self.side
        self.done_button.rect = pygame.Rect(s.x + lay.px(14), s.bottom - lay.px(60), s.width - lay.px(28), lay.px(48))

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.done_button.process_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            name = self.names[self.index]
            if event.key in (pygame.K_DOWN, pygame.K_RETURN, pygame.K_TAB, pygame.K_RIGHT):
                self.index = (self.index + 1) % len(self.names)
            elif event.key in (pygame.K_UP, pygame.K_LEFT):
                self.index = (self.index - 1) % len(self.names)
            elif event.key == pygame.K_BACKSPACE:
                self.counts[name] = self.counts[name][:-1]
            elif event.key == pygame.K_f:
                self.finish()
            elif event.key == pygame.K_ESCAPE:
                self.app.go_home()
            elif event.unicode and event.unicode.isdigit():
                self.counts[name] = (self.counts[name] + event.unicode)[:5]
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.index = i
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        blit_at(surface, fonts.render("display", lay.font(40), "The final count", CREAM), (lay.x(32), lay.y(44)),
                "midleft")
        chosen = self.names[self.index]
        k = 0
        for t, cell in enumerate(self.cells):
            draw_cell_frame(surface, cell, lay, t == 0, 0.0, chosen in ev.tables[t])
            x = cell.x + lay.px(12)
            if t == 0:
                x = draw_bell(surface, (cell.x + lay.px(24), cell.y + lay.px(20)), lay.px(26)).right + lay.px(4)
            blit_at(surface, fonts.render("display", lay.font(24), ev.table_name(t), GOLD if t == 0 else CREAM),
                    (x, cell.y + lay.px(20)), "midleft")
            for name in ev.tables[t]:
                self._draw_tile(surface, name, self.rects[k], self.boxes[k], k == self.index)
                k += 1
        self._draw_side(surface)

    def _draw_tile(self, surface, name: str, r: pygame.Rect, box: pygame.Rect, sel: bool) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        pygame.draw.rect(surface, (34, 64, 44) if sel else (12, 36, 24), r, border_radius=lay.px(8))
        pygame.draw.rect(surface, GOLD if sel else GOLD_DARK, r, width=max(1, lay.px(3 if sel else 1)),
                         border_radius=lay.px(8))
        one_line = r.height < lay.px(48)
        top = r.centery if one_line else int(r.y + r.height * 0.36)
        group_dot(surface, self.ev.guests[name].group, (r.x + lay.px(14), top), max(3, lay.px(6)))
        px = lay.font(22 if r.height >= lay.px(60) else 20)
        room = box.x - lay.px(6) - (r.x + lay.px(26))
        extra = self.ev.extra.get(name, 0)
        lines = [short_name(fonts, px, name, room)]
        if lines[0].endswith("…") and not one_line and not extra:  # two lines, not cut (round 13 of issue 37)
            font = fonts.get("body", px)
            lines = two_lines(font, name, room) or two_lines(font, " ".join(name.split()[1:]), room) or lines
        for k, label in enumerate(lines):
            y = top if k == 0 else int(r.y + r.height * 0.74)
            blit_at(surface, fonts.render("body", px, label, CREAM), (r.x + lay.px(26), y), "midleft")
        if extra and not one_line:
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), f"less {extra} fresh stake", WARN),
                    (r.x + lay.px(26), int(r.y + r.height * 0.74)), "midleft")
        pygame.draw.rect(surface, (8, 26, 16), box, border_radius=lay.px(6))
        pygame.draw.rect(surface, GOLD if sel else GREY, box, width=max(1, lay.px(2 if sel else 1)),
                         border_radius=lay.px(6))
        text = self.counts[name]
        if text:
            big = lay.font(28 if box.height >= lay.px(40) else 22)
            blit_at(surface, fonts.render("body", big, text, CREAM), box.center, "center")
        else:
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), "count", GREY), box.center, "center")

    def _draw_side(self, surface) -> None:
        lay, fonts = self.app.layout, self.app.fonts
        s = self.side
        draw_panel(surface, s, lay.scale, alpha=200)
        blit_at(surface, fonts.render("display", lay.font(28), "Every player's counters", GOLD),
                (s.x + lay.px(14), s.y + lay.px(6)), "topleft")
        given = [int(v) for v in self.counts.values() if v]
        lines = [(f"{len(given)} of {len(self.names)} counted", CREAM),
                 (f"Counted so far: {sum(given)} of the {self.expected} given out", CREAM)]
        if len(given) == len(self.names) and sum(given) != self.expected:
            lines.append((f"The counts come to {sum(given)}, not {self.expected}: check them", WARN))
        elif len(given) == len(self.names):
            lines.append(("Every counter is accounted for", YELLOW))
        lines.append(("Type each player's counters now on the table; Enter or Tab for the next. The "
                      "program charges the fresh stakes itself.", CREAM_DIM))
        font = fonts.get("body", lay.font(SMALLEST + 1))
        y = s.y + lay.px(50)
        for text, colour in lines:
            for line in wrap(font, text, s.width - lay.px(28)):
                if y + font.get_linesize() > self.done_button.rect.y - lay.px(4):
                    break
                blit_at(surface, fonts.render("body", lay.font(SMALLEST + 1), line, colour), (s.x + lay.px(14), y),
                        "topleft")
                y += font.get_linesize()
        self.done_button.draw(surface, fonts, lay, 22 if self.done_button.rect.width >= lay.px(250) else
                              SMALLEST / 0.8 + 0.5)

    def help_keys(self) -> list[tuple[str, str]]:
        return [("0-9", "type the count"), ("Enter / Tab / Down", "the next player"), ("Up", "the one before"),
                ("F", "give the prizes"), ("Esc", "leave; the evening is saved")]
