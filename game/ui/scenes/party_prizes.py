"""The end of the evening: the prizes announced, the standings, and the score sheet kept
(CSV, a printable HTML page and a PNG of this screen, in the data folder's ``party``)."""

from __future__ import annotations

import math

import pygame

from game.party import Evening
from game.party.sheet import write_sheets
from game.party.store import party_dir

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel
from .party_common import GROUP_COLOURS, YELLOW, Button, draw_bell, draw_yellow, fit, group_dot


class PrizesScene(Scene):
    """The prizes (see the module docstring)."""

    title = "The prizes"

    def __init__(self, app, ev: Evening) -> None:
        super().__init__(app)
        self.ev = ev
        self.age = 0.0
        self.saved: list[str] = []
        self.problem = ""
        self._png_pending = True
        self.cards: list[pygame.Rect] = []
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = [Button("Rules", self.rules, "R"), Button("Keep the score sheet", self.save, "S"),
                        Button("To the title", self.app.go_home, "Esc")]

    def enter(self) -> None:
        self.app.sound.play("win", 0.8)
        self.save(quiet=True)

    def save(self, quiet: bool = False) -> None:
        folder = party_dir(self.app.home)
        try:
            paths = write_sheets(self.ev, folder)
            self.saved = [str(p) for p in paths]
            self._png_pending = True
            if not quiet:
                self.app.toast(f"The score sheet is in {folder}", 4.0)
        except OSError as exc:
            self.problem = f"The score sheet could not be written ({exc.strerror or exc})."

    def rules(self) -> None:
        self.app.show("party-rules", self.ev.config.summary())

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt
        if self._png_pending and self.age > 0.05 and self.saved:
            self._png_pending = False
            try:
                shot = pygame.Surface(self.app.window.get_size())
                self.draw(shot)
                path = party_dir(self.app.home) / "score-sheet.png"
                pygame.image.save(shot, str(path))
                if str(path) not in self.saved:
                    self.saved.append(str(path))
            except (pygame.error, OSError):
                pass

    def layout(self, layout) -> None:
        lay = layout
        n = max(1, len(self.ev.prizes()))
        w = 1200 / n
        self.cards = [lay.rect(40 + i * w, 120, w - 16, 230) for i in range(n)]
        self.table_rect = lay.rect(40, 370, 1200, 270)
        self.buttons[0].rect = lay.rect(40, 656, 150, 48)
        self.buttons[1].rect = lay.rect(800, 656, 250, 48)
        self.buttons[2].rect = lay.rect(1062, 656, 178, 48)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.process_event(event):
                return None
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
                self.app.go_home()
            elif event.key == pygame.K_s:
                self.save()
            elif event.key == pygame.K_r:
                self.rules()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        blit_at(surface, fonts.render("display", lay.font(58), "The prizes", CREAM), (lay.x(640), lay.y(52)), "center")
        sub = f"{ev.rounds_played} rounds, {len(ev.guests)} players at {ev.table_count} tables"
        blit_at(surface, fonts.render("italic", lay.font(20), sub, CREAM_DIM), (lay.x(640), lay.y(94)), "center")
        for i, (p, r) in enumerate(zip(ev.prizes(), self.cards)):
            rise = min(1.0, max(0.0, (self.age - 0.25 * i) / 0.5))
            rr = r.move(0, int((1 - rise) * lay.px(30)))
            draw_panel(surface, rr, lay.scale, alpha=int(220 * max(rise, 0.2)), border=GOLD)
            title = fit(fonts, "display", lay.font(24), p.title, rr.width - lay.px(16))
            blit_at(surface, fonts.render("display", lay.font(24), title, GOLD), (rr.centerx, rr.y + lay.px(12)), "midtop")
            if p.key == "yellow":
                draw_yellow(surface, app, (rr.centerx, rr.y + lay.px(110)), lay.px(46), min(p.yellow, 10))
            elif p.key == "booby":
                draw_bell(surface, (rr.centerx, rr.y + lay.px(84)), lay.px(60), 12 * math.sin(self.age * 3))
            else:
                pygame.draw.circle(surface, GROUP_COLOURS.get(p.key, GOLD), (rr.centerx, rr.y + lay.px(82)), lay.px(26))
                pygame.draw.circle(surface, GOLD, (rr.centerx, rr.y + lay.px(82)), lay.px(26), max(1, lay.px(3)))
            name = fit(fonts, "display", lay.font(34), p.player, rr.width - lay.px(16))
            blit_at(surface, fonts.render("display", lay.font(34), name, CREAM), (rr.centerx, rr.y + lay.px(130)),
                    "midtop")
            detail = f"{p.yellow} yellow, {p.net} counters"
            blit_at(surface, fonts.render("body", lay.font(19), detail, YELLOW if p.key == "yellow" else CREAM_DIM),
                    (rr.centerx, rr.y + lay.px(178)), "midtop")
            if p.cut:
                blit_at(surface, fonts.render("italic", lay.font(15), "a tie, decided by the cut", CREAM_DIM),
                        (rr.centerx, rr.bottom - lay.px(8)), "midbottom")
        if not ev.prizes():
            blit_at(surface, fonts.render("italic", lay.font(26), "No prizes: no round was played.", CREAM_DIM),
                    (lay.x(640), lay.y(230)), "center")
        self._draw_table(surface)
        for b in self.buttons:
            b.draw(surface, fonts, lay, 20)
        note = self.problem or (f"Score sheet: {self.saved[1]}" if len(self.saved) > 1 else "")
        if note:
            blit_at(surface, fonts.render("italic", lay.font(15), fit(fonts, "italic", lay.font(15), note, lay.px(580)),
                                          CREAM_DIM), (lay.x(205), lay.y(680)), "midleft")

    def _draw_table(self, surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        r = self.table_rect
        draw_panel(surface, r, lay.scale, alpha=190)
        rows = ev.standings()
        line_h = lay.px(26)
        fit_rows = (r.height - lay.px(60)) // line_h
        cols = 2 if len(rows) > fit_rows else 1
        per = min(fit_rows, -(-len(rows) // cols))
        col_w = r.width // cols
        head = ["", "name", "yellow", "counters", "extra", "net"]
        xs = [16, 44, 330, 410, 490, 560]
        for c in range(cols):
            for j, text in enumerate(head):
                blit_at(surface, fonts.render("italic", lay.font(15), text, CREAM_DIM),
                        (r.x + c * col_w + lay.px(xs[j]), r.y + lay.px(8)), "topleft")
        pygame.draw.line(surface, GOLD_DARK, (r.x + lay.px(12), r.y + lay.px(30)), (r.right - lay.px(12), r.y + lay.px(30)))
        for i, row in enumerate(rows[:per * cols]):
            c, k = divmod(i, per)
            x = r.x + c * col_w
            y = r.y + lay.px(34) + k * line_h
            prized = any(p.player == row["name"] for p in ev.prizes())
            colour = GOLD if prized else CREAM
            group_dot(surface, row["group"], (x + lay.px(xs[0] + 6), y + line_h // 2), lay.px(5))
            cells = [f"{i + 1}. {row['name']}", str(row["yellow"]), str(row["counters"]), str(row["extra"] or ""),
                     str(row["net"])]
            for j, text in enumerate(cells, start=1):
                text = fit(fonts, "body", lay.font(18), text, lay.px(270)) if j == 1 else text
                blit_at(surface, fonts.render("body", lay.font(18), text, colour),
                        (x + lay.px(xs[j]), y + line_h // 2), "midleft")
        if len(rows) > per * cols:
            blit_at(surface, fonts.render("italic", lay.font(15), f"... and {len(rows) - per * cols} more on the "
                                          "score sheet", CREAM_DIM), (r.centerx, r.bottom - lay.px(4)), "midbottom")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("S", "write the score sheet again (CSV, HTML, PNG)"), ("R", "the rules"), ("Esc / Enter", "to the title")]
