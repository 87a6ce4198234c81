"""Real cards: the host's screen.  The guests play at real tables; the host tells the
program each table's winner, who was in the call, the head table's counts and who went
broke.  Confirming the head table rings the bell; when every table is in, the program
makes the moves and shows them big.  At the end the host enters everyone's counters."""

from __future__ import annotations

import pygame

from game.party import Evening, PartyError

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, WARN, blit_at, draw_panel
from .party_common import YELLOW, Button, draw_bell, draw_yellow, fit, group_dot
from .party_overview import BellOverlay, MovesScene, round_title


class TableEntry:
    """What the host has entered for one table this round."""

    def __init__(self, seats: list[str]) -> None:
        self.seats = seats
        self.winner: str | None = None
        self.in_call: set[str] = set()
        self.broke: set[str] = set()
        self.counts: dict[str, str] = {}

    def cycle(self, name: str) -> None:
        """Nothing -> in the call -> the winner -> nothing."""
        if self.winner == name:
            self.winner = None
            self.in_call.discard(name)
        elif name in self.in_call:
            self.winner = name
        else:
            self.in_call.add(name)

    def counts_given(self) -> dict[str, int] | None:
        if not any(self.counts.get(n) for n in self.seats):
            return None
        return {n: int(self.counts[n]) for n in self.seats if self.counts.get(n)}


class HostScene(Scene):
    """The host's screen for a real-cards round (see the module docstring)."""

    title = "Real cards"

    def __init__(self, app, ev: Evening) -> None:
        super().__init__(app)
        self.ev = ev
        self.entries: list[TableEntry] = []
        self.table = 0
        self.player = 0
        self.rows: list[pygame.Rect] = []
        self.chips: list[list[pygame.Rect]] = []
        self.count_rects: list[list[pygame.Rect]] = []
        self.moves_button = Button("Make the moves", self.make_moves, "M", enabled=lambda: self.ev.round_complete)
        self.confirm_button = Button("Confirm this table", self.confirm, "Enter")
        self.new_round()

    def new_round(self) -> None:
        self.entries = [TableEntry(list(seats)) for seats in self.ev.tables]
        for t, r in self.ev.pending.items():  # resumed part-way through a round
            e = self.entries[t]
            e.winner, e.in_call, e.broke = r.winner, set(r.in_call), set(r.broke)
            if r.counters_after:
                e.counts = {n: str(r.standing(n)) for n in r.seats}
        self.table = 0
        self.player = 0

    # --- entering ------------------------------------------------------------------------------

    @property
    def entry(self) -> TableEntry:
        return self.entries[self.table]

    def needs_counts(self, t: int) -> bool:
        return t == 0 or (t == self.ev.table_count - 1 and any(e.broke for e in self.entries))

    def confirm(self) -> None:
        t = self.table
        e = self.entry
        if t in self.ev.pending:
            self.ev.withdraw(t)  # confirm again after a change
        if e.winner is None:
            self.app.toast("Choose the winner of the pool first (W, or click a name twice).", 3.0)
            return
        counts = e.counts_given()
        if counts is not None and len(counts) < len(e.seats):
            self.app.toast("Enter every player's count at this table, or none.", 3.0)
            return
        try:
            in_call = set(e.in_call)
            if in_call:
                in_call.add(e.winner)
            result = self.ev.real_result(t, e.winner, in_call, counts, e.broke)
            self.ev.record(result)
        except PartyError as exc:
            self.app.toast(str(exc)[:1].upper() + str(exc)[1:] + ".", 4.0)
            return
        self.app.sound.play("click", 0.5)
        if t == 0:
            self.app.push(BellOverlay(self.app, e.winner))
        nxt = next((i for i in range(self.ev.table_count) if i not in self.ev.pending), None)
        if nxt is not None:
            self.table, self.player = nxt, 0

    def make_moves(self) -> None:
        if not self.ev.round_complete:
            self.app.toast("Every table's result is needed first.", 3.0)
            return
        try:
            record = self.ev.finish_round()
        except PartyError as exc:
            self.app.toast(str(exc)[:1].upper() + str(exc)[1:] + ".", 4.0)
            return
        self.app.push(MovesScene(self.app, self.ev, record, self._next_round))

    def _next_round(self) -> None:
        if self.ev.over():
            if self.app.top is self:
                self.app.replace(FinalCountsScene(self.app, self.ev))
            return
        self.new_round()

    # --- input ---------------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.moves_button.process_event(event) or self.confirm_button.process_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            k = event.key
            e = self.entry
            name = e.seats[min(self.player, len(e.seats) - 1)]
            if k == pygame.K_ESCAPE:
                self.app.toast("The evening is saved: Party night on the title screen resumes it.", 4.0)
                self.app.go_home()
            elif k == pygame.K_UP:
                self.table, self.player = (self.table - 1) % self.ev.table_count, 0
            elif k == pygame.K_DOWN:
                self.table, self.player = (self.table + 1) % self.ev.table_count, 0
            elif k == pygame.K_LEFT:
                self.player = (self.player - 1) % len(e.seats)
            elif k == pygame.K_RIGHT or k == pygame.K_TAB:
                self.player = (self.player + 1) % len(e.seats)
            elif k == pygame.K_w:
                e.winner = name
            elif k == pygame.K_c:
                e.in_call ^= {name}
            elif k == pygame.K_b:
                e.broke ^= {name}
            elif k == pygame.K_SPACE:
                e.cycle(name)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.ev.round_complete:
                    self.make_moves()
                else:
                    self.confirm()
            elif k == pygame.K_m:
                self.make_moves()
            elif k == pygame.K_BACKSPACE:
                e.counts[name] = e.counts.get(name, "")[:-1]
            elif k == pygame.K_r:
                self.app.show("party-rules", self.ev.config.summary())
            elif event.unicode and event.unicode.isdigit() and self.needs_counts(self.table):
                e.counts[name] = (e.counts.get(name, "") + event.unicode)[:5]
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            for t, chips in enumerate(self.chips):
                for i, r in enumerate(chips):
                    if r.collidepoint(event.pos):
                        self.table, self.player = t, i
                        name = self.entries[t].seats[i]
                        if event.button == 3:
                            self.entries[t].broke ^= {name}
                        else:
                            self.entries[t].cycle(name)
                        return None
                for i, r in enumerate(self.count_rects[t] if t < len(self.count_rects) else []):
                    if r.collidepoint(event.pos):
                        self.table, self.player = t, i
                        return None
        return None

    # --- drawing --------------------------------------------------------------------------------

    def layout(self, layout) -> None:
        lay = layout
        n = self.ev.table_count
        top, height = 96, 548
        row_h = height / n
        self.rows = [lay.rect(28, top + i * row_h, 1224, row_h - 6) for i in range(n)]
        self.chips, self.count_rects = [], []
        for t, seats in enumerate(self.ev.tables):
            chip_w = min(138, 960 / len(seats))
            chip_h = min(36, row_h * 0.5)
            y = top + t * row_h + 6
            self.chips.append([lay.rect(200 + i * chip_w, y, chip_w - 8, chip_h) for i in range(len(seats))])
            self.count_rects.append([lay.rect(200 + i * chip_w + chip_w * 0.25, y + chip_h + 3, chip_w * 0.5 - 8,
                                              min(24, row_h - chip_h - 14)) for i in range(len(seats))])
        self.confirm_button.rect = lay.rect(726, 656, 274, 48)
        self.moves_button.rect = lay.rect(1012, 656, 240, 48)

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        blit_at(surface, fonts.render("display", lay.font(40), "Real cards: the host's sheet", CREAM),
                (lay.x(32), lay.y(40)), "midleft")
        blit_at(surface, fonts.render("body", lay.font(24), round_title(ev), GOLD), (lay.x(1250), lay.y(40)),
                "midright")
        guide = ("Click a name: in the call, again: the winner, again: nothing  ·  right-click: went broke  ·  "
                 "type the head table's counts")
        blit_at(surface, fonts.render("italic", lay.font(17), guide, CREAM_DIM), (lay.x(32), lay.y(76)), "midleft")
        for t, row in enumerate(self.rows):
            self._draw_row(surface, t, row)
        done = len(ev.pending)
        msg = f"{done} of {ev.table_count} tables in"
        if not ev.bell_rung:
            msg += "  ·  the bell rings when the head table's result is confirmed"
        blit_at(surface, fonts.render("italic", lay.font(19), msg, CREAM_DIM), (lay.x(32), lay.y(680)), "midleft")
        self.confirm_button.draw(surface, fonts, lay, 21)
        self.moves_button.draw(surface, fonts, lay, 21)

    def _draw_row(self, surface, t: int, row: pygame.Rect) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        e = self.entries[t]
        chosen = t == self.table
        confirmed = t in ev.pending
        draw_panel(surface, row, lay.scale, alpha=200, border=GOLD if chosen else GOLD_DARK)
        name = ev.table_name(t)
        blit_at(surface, fonts.render("display", lay.font(22), name, GOLD if t == 0 else CREAM),
                (row.x + lay.px(12), row.y + lay.px(6)), "topleft")
        if t == 0:
            draw_bell(surface, (row.x + lay.px(150), row.y + lay.px(20)), lay.px(26))
        state = "confirmed" if confirmed else ("counts needed" if self.needs_counts(t) else "")
        blit_at(surface, fonts.render("italic", lay.font(16), state, YELLOW if confirmed else CREAM_DIM),
                (row.x + lay.px(12), row.bottom - lay.px(6)), "bottomleft")
        for i, (name, r) in enumerate(zip(e.seats, self.chips[t])):
            g = ev.guests[name]
            sel = chosen and i == self.player
            win = e.winner == name
            called = name in e.in_call or win and bool(e.in_call)
            fill = (60, 52, 20) if win else (30, 60, 40) if called else (12, 36, 24)
            pygame.draw.rect(surface, fill, r, border_radius=lay.px(8))
            border = YELLOW if win else GOLD if sel else GOLD_DARK
            pygame.draw.rect(surface, border, r, width=max(1, lay.px(3 if sel or win else 1)), border_radius=lay.px(8))
            group_dot(surface, g.group, (r.x + lay.px(10), r.centery), lay.px(5))
            px = lay.font(16)
            blit_at(surface, fonts.render("body", px, fit(fonts, "body", px, name, r.width - lay.px(24)),
                                          YELLOW if win else CREAM), (r.x + lay.px(20), r.centery), "midleft")
            tags = []
            if win:
                tags.append("winner")
            elif called:
                tags.append("in call")
            if name in e.broke:
                tags.append("broke")
            if tags:
                blit_at(surface, fonts.render("italic", lay.font(12), ", ".join(tags),
                                              WARN if name in e.broke else CREAM_DIM),
                        (r.right - lay.px(4), r.y + lay.px(1)), "topright")
            if self.needs_counts(t):
                c = self.count_rects[t][i]
                pygame.draw.rect(surface, (8, 26, 16), c, border_radius=lay.px(5))
                pygame.draw.rect(surface, GOLD if sel else GREY, c, width=1, border_radius=lay.px(5))
                text = e.counts.get(name, "")
                blit_at(surface, fonts.render("body", lay.font(15), text or "count", CREAM if text else GREY),
                        c.center, "center")
            yellow = ev.yellow.get(name, 0)
            if yellow and t == 0:
                draw_yellow(surface, app, (r.right - lay.px(6), r.bottom + lay.px(2)), lay.px(12), min(4, yellow))

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a table"), ("Left / Right", "choose a player"),
                ("W", "the winner of the pool"), ("C", "in the call, or not"), ("Space / click", "cycle: in call, winner"),
                ("B / right-click", "went broke (a fresh stake of 50)"), ("0-9", "type the count"),
                ("Enter", "confirm the table (the head table rings the bell)"), ("M", "make the moves"),
                ("R", "the rules"), ("Esc", "leave; the evening is saved")]


class FinalCountsScene(Scene):
    """At the end of a real-cards evening, everyone's counters, for the prizes."""

    title = "The final count"

    def __init__(self, app, ev: Evening) -> None:
        super().__init__(app)
        self.ev = ev
        self.names = [g.name for g in ev.config.guests]
        self.counts = {n: ("" if ev.counters.get(n) is None else str(ev.counters[n])) for n in self.names}
        self.index = 0
        self.rects: list[pygame.Rect] = []
        self.done_button = Button("Give the prizes", self.finish, "F")

    def finish(self) -> None:
        missing = [n for n in self.names if not self.counts[n]]
        if missing:
            self.app.toast(f"A count is still needed for {missing[0]}.", 3.0)
            self.index = self.names.index(missing[0])
            return
        self.ev.finish({n: int(self.counts[n]) for n in self.names})
        self.app.show("party-prizes", self.ev, replace=True)

    def layout(self, layout) -> None:
        lay = layout
        n = len(self.names)
        cols = 1 if n <= 14 else 2 if n <= 28 else 3
        per = -(-n // cols)
        row_h = min(40, 520 / per)
        w = 1180 / cols
        self.rects = [lay.rect(50 + (i // per) * w, 110 + (i % per) * row_h, w - 20, row_h - 4) for i in range(n)]
        self.done_button.rect = lay.rect(990, 656, 260, 48)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.done_button.process_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            name = self.names[self.index]
            if event.key in (pygame.K_DOWN, pygame.K_RETURN, pygame.K_TAB):
                self.index = (self.index + 1) % len(self.names)
            elif event.key == pygame.K_UP:
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
        surface.blit(app.backdrop(), (0, 0))
        blit_at(surface, fonts.render("display", lay.font(44), "The final count", CREAM), (lay.x(640), lay.y(48)),
                "center")
        blit_at(surface, fonts.render("italic", lay.font(19), "Each player's counters now on the table "
                                      "(fresh stakes are charged by the program)", CREAM_DIM),
                (lay.x(640), lay.y(86)), "center")
        for i, (name, r) in enumerate(zip(self.names, self.rects)):
            sel = i == self.index
            pygame.draw.rect(surface, (30, 60, 40) if sel else (12, 36, 24), r, border_radius=lay.px(6))
            g = self.ev.guests[name]
            group_dot(surface, g.group, (r.x + lay.px(12), r.centery), lay.px(5))
            px = lay.font(min(22, r.height * 0.6 / lay.scale))
            blit_at(surface, fonts.render("body", px, fit(fonts, "body", px, name, r.width - lay.px(150)), CREAM),
                    (r.x + lay.px(26), r.centery), "midleft")
            extra = self.ev.extra.get(name, 0)
            note = f"-{extra}" if extra else ""
            text = self.counts[name] or ("_" if sel else "")
            blit_at(surface, fonts.render("body", px, f"{text}  {note}", GOLD if sel else CREAM),
                    (r.right - lay.px(12), r.centery), "midright")
        self.done_button.draw(surface, fonts, lay, 21)

    def help_keys(self) -> list[tuple[str, str]]:
        return [("0-9", "type the count"), ("Enter / Down", "the next player"), ("F", "give the prizes")]
