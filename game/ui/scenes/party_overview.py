"""The evening at a glance: every table at once, small and live, the head table marked with
its bell, and the standings; the bell when the head table's pool is decided; the moves
at the end of each round.  Any table opens full-size (its number, or a click)."""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from game.party import Evening

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, blit_at, draw_panel
from .party_common import PACES, YELLOW, PartyRunner, draw_bell, draw_mini_table, draw_yellow, fit, group_dot


def evening_scene(app, ev: Evening) -> Scene:
    """The right screen for an evening (the app's ``"party-evening"``): the overview, the
    host's screen (real cards), the final counts, or the prizes."""
    if ev.finished:
        return app.make("party-prizes", ev)
    if ev.over() and ev.config.mode == "real":
        return app.make("party-final-counts", ev)
    if ev.over():
        ev.finish()
        return app.make("party-prizes", ev)
    if ev.config.mode == "real":
        return app.make("party-host", ev)
    if any(g.phone for g in ev.guests.values()):  # guests on their phones: served again
        return app.make("party-phones-evening", ev)
    return OverviewScene(app, ev)


def open_evening(app, ev: Evening, replace: bool = False) -> Scene:
    """Show the right screen for an evening (see :func:`evening_scene`)."""
    return app.show("party-evening", ev, replace=replace)


def round_title(ev: Evening) -> str:
    if ev.config.rounds is not None:
        return f"Round {ev.round_no} of {ev.config.rounds}"
    return f"Round {ev.round_no}, ending after {ev.config.end_at}"


# --- the bell ---------------------------------------------------------------------------------------

class BellOverlay(Scene):
    """The bell struck at the head table: a brass bell swinging, and who won the pool."""

    opaque = False
    pauses_below = False
    title = "The bell"
    SECONDS = 3.2

    def __init__(self, app, winner: str, detail: str = "") -> None:
        super().__init__(app)
        self.winner = winner
        self.detail = detail
        self.age = 0.0

    def enter(self) -> None:
        self.app.sound.play("bell", 1.0)

    def update(self, dt: float) -> None:
        self.age += dt
        if self.age >= self.SECONDS and self.app.top is self:
            self.app.pop()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        # Modal while it rings: a key or a click only puts it away (not too soon, so that
        # a key meant for the screen beneath is not lost to it).
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP) and self.age > 0.3:
            if self.app.top is self:
                self.app.pop()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        fade = min(1.0, self.age / 0.2, max(0.0, (self.SECONDS - self.age) / 0.4))
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, int(120 * fade)))
        surface.blit(veil, (0, 0))
        panel = lay.rect(340, 110, 600, 470)
        draw_panel(surface, panel, lay.scale, alpha=int(250 * fade), border=GOLD)
        swing = 22 * math.sin(self.age * 11) * math.exp(-self.age * 0.9)
        ring = max(0.0, 1 - self.age / 2.2) if abs(swing) > 4 else 0.0
        draw_bell(surface, (panel.centerx, panel.y + lay.px(150)), lay.px(200), swing, ring)
        blit_at(surface, fonts.render("display", lay.font(56), "The bell!", GOLD),
                (panel.centerx, panel.y + lay.px(280)), "midtop")
        line = f"{self.winner} wins the head table's pool"
        blit_at(surface, fonts.render("body", lay.font(28), line, CREAM), (panel.centerx, panel.y + lay.px(350)),
                "midtop")
        blit_at(surface, fonts.render("italic", lay.font(22), self.detail or "and takes a yellow counter",
                                      YELLOW), (panel.centerx, panel.y + lay.px(392)), "midtop")
        draw_yellow(surface, app, (panel.centerx, panel.bottom - lay.px(14)), lay.px(40), 1)


# --- the moves --------------------------------------------------------------------------------------

class MovesScene(Scene):
    """The moves after a round, big enough for a screen across the room."""

    title = "The moves"

    def __init__(self, app, ev: Evening, record: dict[str, Any], on_next: Callable[[], Any],
                 auto: float | None = None) -> None:
        super().__init__(app)
        self.ev = ev
        self.record = record
        self.on_next = on_next
        self.auto = auto
        self.age = 0.0

    @classmethod
    def sample(cls, app) -> MovesScene:
        """The moves after one round of an evening with the setup screen's defaults (for
        the selftest, which draws every screen)."""
        ev = Evening.start(app.make("party-setup").config())
        return cls(app, ev, ev.play_round(), lambda: None)

    def next(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_next()

    def update(self, dt: float) -> None:
        self.age += dt
        if self.auto is not None and self.age >= self.auto and self.app.top is self:
            self.next()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.next()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            self.auto = None  # stay on this screen
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.next()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev, rec = self.ev, self.record
        surface.blit(app.backdrop(), (0, 0))
        blit_at(surface, fonts.render("display", lay.font(54), f"Round {rec['round']}: the moves", CREAM),
                (lay.x(640), lay.y(54)), "center")
        draw_bell(surface, (lay.x(150), lay.y(70)), lay.px(80))
        yellow = rec["yellow"]
        line = f"{yellow} won the head table's pool: a yellow counter ({ev.yellow.get(yellow, 0)} in all)"
        blit_at(surface, fonts.render("body", lay.font(28), line, YELLOW), (lay.x(640), lay.y(104)), "midtop")
        moves = rec["moves"]
        count = ev.table_count
        cols = 1 if len(moves) <= 9 else 2
        per = math.ceil(len(moves) / cols)
        size = 30 if cols == 1 else 24
        line_h = min(lay.px(56), lay.px(480) // max(1, per))
        width = lay.px(1100 // cols)
        for i, m in enumerate(moves):
            col, row = divmod(i, per)
            x = lay.x(90 + col * 560) if cols == 2 else lay.x(180)
            y = lay.y(170) + row * line_h
            up = m["to"] < m["from"]
            colour = CREAM if up else (230, 150, 130)
            def where(n: int) -> str:
                return "the head table" if n == 1 else "the booby table" if n == count else f"table {n}"

            frm, to = where(m["from"]), where(m["to"])
            g = ev.guests[m["player"]]
            group_dot(surface, g.group, (x - lay.px(14), y + lay.px(size // 2)), lay.px(6))
            name = fit(fonts, "body", lay.font(size), m["player"], lay.px(260 if cols == 2 else 330))
            blit_at(surface, fonts.render("body", lay.font(size), name, colour), (x, y), "topleft")
            arrow = "up" if up else "down"
            text = f"{arrow}: {frm} to {to}"
            tx = x + lay.px(280 if cols == 2 else 350)
            blit_at(surface, fonts.render("body", lay.font(size), text, GOLD if up else colour), (tx, y), "topleft")
            reason = fit(fonts, "italic", lay.font(size * 0.62), m["reason"], width - lay.px(20))
            blit_at(surface, fonts.render("italic", lay.font(size * 0.62), reason, CREAM_DIM),
                    (x, y + lay.px(size + 2)), "topleft")
        notes = rec.get("notes") or []
        for i, note in enumerate(notes[:3]):
            blit_at(surface, fonts.render("italic", lay.font(18), note, CREAM_DIM),
                    (lay.x(640), lay.y(630) + i * lay.px(20) - lay.px(20) * len(notes[:3])), "midtop")
        foot = "Enter: the next round" if not ev.over() else "Enter: the prizes"
        if self.auto is not None:
            foot += f"  (on by itself in {max(0, math.ceil(self.auto - self.age))} s; P to stay)"
        blit_at(surface, fonts.render("italic", lay.font(22), foot, CREAM_DIM), (lay.x(640), lay.y(690)),
                "midbottom")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Enter / Space / click", "go on"), ("P", "stay on this screen")]


# --- the overview -----------------------------------------------------------------------------------

class OverviewScene(Scene):
    """Every table at once (see the module docstring)."""

    title = "Party night"

    def __init__(self, app, ev: Evening) -> None:
        super().__init__(app)
        self.ev = ev
        self.pace_index = 1
        self.runner = PartyRunner(ev, PACES[self.pace_index][0])
        self.runner.on_bell = self._bell
        self.runner.on_round = self._round_done
        self.round_ready = ev.round_complete
        self.auto = not any(g.human for g in ev.guests.values())
        self.table_rects: list[pygame.Rect] = []
        self.side = pygame.Rect(0, 0, 0, 0)
        self.hover: int | None = None
        self.show_hands = False

    # --- events from the runner ------------------------------------------------------------

    def _bell(self) -> None:
        r = self.ev.pending.get(0)
        if r is None:
            return
        detail = "and takes a yellow counter"
        if r.tied:
            detail = f"(a divided pool: {', '.join(r.tied)} cut, the lowest cut wins) - a yellow counter"
        self.app.push(BellOverlay(self.app, r.winner, detail))

    def _round_done(self) -> None:
        self.round_ready = True

    def _moves(self) -> None:
        self.round_ready = False
        record = self.runner.finish_round()
        self.app.push(MovesScene(self.app, self.ev, record, self._next_round, auto=8.0 if self.auto else None))

    def _next_round(self) -> None:
        if self.ev.over():
            if not self.ev.finished:
                self.ev.finish()
            if self.app.top is self:
                self.app.show("party-prizes", self.ev, replace=True)
            return
        self.runner.begin_round()

    # --- time --------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.runner.update(dt)
        self.check_turns()

    def check_turns(self) -> None:
        """When this screen is on top: the moves once every table is done, a human's turn."""
        if self.app.top is not self:
            return
        if self.round_ready:
            self._moves()
            return
        waiting = self.runner.human_waiting()
        if waiting is not None:
            t, seat = waiting
            self.app.show("party-privacy", self, t, seat)

    # --- input ----------------------------------------------------------------------------------

    def open_table(self, t: int) -> None:
        if 0 <= t < self.ev.table_count:
            self.app.show("party-table", self, t, None)

    def set_pace(self, step: int) -> None:
        self.pace_index = max(0, min(len(PACES) - 1, self.pace_index + step))
        self.runner.pace = PACES[self.pace_index][0]
        self.app.toast(f"Pace: {PACES[self.pace_index][1]}", 1.5)

    def leave_evening(self) -> None:
        self.app.toast("The evening is saved: Party night on the title screen resumes it.", 4.0)
        self.app.go_home()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.leave_evening()
            elif k == pygame.K_SPACE:
                self.runner.paused = not self.runner.paused
            elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_RIGHT):
                self.set_pace(1)
            elif k in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_LEFT):
                self.set_pace(-1)
            elif k == pygame.K_h:
                self.open_table(0)
            elif pygame.K_1 <= k <= pygame.K_9:
                self.open_table(k - pygame.K_1)
            elif k == pygame.K_0:
                self.open_table(9)
            elif k == pygame.K_r:
                self.app.show("party-rules", self.ev.config.summary())
            elif k == pygame.K_s:
                self.save_sheet()
            elif k == pygame.K_a:
                self.auto = not self.auto
                self.app.toast("Rounds follow on by themselves" if self.auto else "Each round waits for Enter", 2.0)
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.table_rects) if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.table_rects):
                if r.collidepoint(event.pos):
                    self.open_table(i)
                    break
        return None

    def save_sheet(self) -> None:
        from game.party.sheet import write_sheets
        from game.party.store import party_dir

        try:
            paths = write_sheets(self.ev, party_dir(self.app.home))
            self.app.toast(f"The score sheet so far: {paths[1]}", 4.0)
        except OSError as exc:
            self.app.toast(f"The score sheet could not be written ({exc.strerror or exc}).", 4.0)

    # --- layout and drawing ---------------------------------------------------------------------------

    def layout(self, layout) -> None:
        lay = layout
        n = self.ev.table_count
        cols = 2 if n <= 4 else 3 if n <= 9 else 4
        rows = math.ceil(n / cols)
        x0, y0, w, h = 28, 74, 920, 616
        bw, bh = w / cols, h / rows
        self.table_rects = [lay.rect(x0 + (i % cols) * bw, y0 + (i // cols) * bh, bw - 8, bh - 8) for i in range(n)]
        self.side = lay.rect(956, 74, 298, 616)

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        blit_at(surface, fonts.render("display", lay.font(40), "Party night", CREAM), (lay.x(32), lay.y(40)),
                "midleft")
        status = round_title(ev)
        done = len(ev.pending)
        status += f"  ·  {done} of {ev.table_count} tables done"
        if self.runner.paused:
            status += "  ·  paused"
        blit_at(surface, fonts.render("body", lay.font(24), status, GOLD), (lay.x(300), lay.y(42)), "midleft")
        pace = f"pace: {PACES[self.pace_index][1].lower()} (+/-)"
        blit_at(surface, fonts.render("italic", lay.font(18), pace, CREAM_DIM), (lay.x(1250), lay.y(42)),
                "midright")
        for t, rect in enumerate(self.table_rects):
            draw_mini_table(surface, app, rect, self.runner.watches[t], head=t == 0,
                            booby=t == ev.table_count - 1, highlight=self.hover == t, number=t + 1)
        self._draw_standings(surface)
        foot = "1-9: open a table  ·  Space: pause  ·  R: rules  ·  S: score sheet  ·  F1: keys  ·  Esc: leave (saved)"
        blit_at(surface, fonts.render("italic", lay.font(17), foot, CREAM_DIM), (lay.x(472), lay.y(706)), "midbottom")

    def _draw_standings(self, surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        draw_panel(surface, self.side, lay.scale, alpha=200)
        blit_at(surface, fonts.render("display", lay.font(28), "Standings", CREAM),
                (self.side.x + lay.px(16), self.side.y + lay.px(8)), "topleft")
        hdr = fonts.render("italic", lay.font(14), "table  yellow  counters", CREAM_DIM)
        blit_at(surface, hdr, (self.side.right - lay.px(12), self.side.y + lay.px(22)), "topright")
        rows = ev.standings()
        line_h = lay.px(26)
        room = (self.side.height - lay.px(54)) // line_h
        if len(rows) > room:
            room -= 1  # a line for "and N more"
        y = self.side.y + lay.px(48)
        for i, r in enumerate(rows[:room]):
            colour = CREAM if r["kind"] != "human" else GOLD
            group_dot(surface, r["group"], (self.side.x + lay.px(16), y + line_h // 2), lay.px(5))
            name = fit(fonts, "body", lay.font(18), f"{i + 1}. {r['name']}", lay.px(150))
            blit_at(surface, fonts.render("body", lay.font(18), name, colour), (self.side.x + lay.px(28), y + line_h // 2),
                    "midleft")
            blit_at(surface, fonts.render("body", lay.font(17), str(r["table"]), CREAM_DIM),
                    (self.side.x + lay.px(192), y + line_h // 2), "midright")
            if r["yellow"]:
                draw_yellow(surface, app, (self.side.x + lay.px(212), y + line_h - lay.px(4)), lay.px(16),
                            min(r["yellow"], 6))
                blit_at(surface, fonts.render("body", lay.font(16), str(r["yellow"]), YELLOW),
                        (self.side.x + lay.px(228), y + line_h // 2), "midleft")
            counters = "?" if r["counters"] is None else str(r["counters"])
            if r["extra"]:
                counters += f" (-{r['extra']})"
            blit_at(surface, fonts.render("body", lay.font(17), counters, CREAM),
                    (self.side.right - lay.px(12), y + line_h // 2), "midright")
            y += line_h
        if len(rows) > room:
            more = fonts.render("italic", lay.font(15), f"and {len(rows) - room} more", GREY)
            blit_at(surface, more, (self.side.centerx, self.side.bottom - lay.px(6)), "midbottom")
        pygame.draw.line(surface, GOLD_DARK, (self.side.x + lay.px(12), self.side.y + lay.px(44)),
                         (self.side.right - lay.px(12), self.side.y + lay.px(44)), 1)

    def help_keys(self) -> list[tuple[str, str]]:
        return [("1-9, 0 / click", "open a table full-size (H: the head table)"),
                ("Space", "pause or go on"), ("+ / -", "faster or slower"),
                ("A", "rounds follow on by themselves, or wait for Enter"), ("R", "the rules of the evening"),
                ("S", "write the score sheet so far"), ("Esc", "leave; the evening is saved")]
