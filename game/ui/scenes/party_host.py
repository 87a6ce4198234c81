"""Real cards: the host's screen.  The guests play at real tables; the host tells the
program each table's winner, who was in the call, the head table's counts and who went
broke.  Confirming the head table rings the bell; when every table is in, the program
makes the moves and shows them big.  At the end the host enters everyone's counters
(:mod:`.party_final`)."""

from __future__ import annotations

import pygame

from game.party import Evening, PartyError

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, WARN, blit_at, draw_panel, wrap
from .party_common import YELLOW, Button, draw_bell, fit, group_dot
from .party_overview import BellOverlay, MovesScene, round_title
from .party_final import FinalCountsScene
from .party_tables import SMALLEST, draw_cell_frame, short_name, table_places, tile_grid


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
    """The host's screen for a real-cards round (see the module docstring): every table a
    panel of large name tiles - a click marks a player in the call, a second click the
    winner, a third clears him; a right-click marks him broke - with the head table's
    counts in big type; any change can be undone (U), a confirmed table reopened."""

    title = "Real cards"

    def __init__(self, app, ev: Evening) -> None:
        super().__init__(app)
        self.ev = ev
        self.entries: list[TableEntry] = []
        self.table = 0
        self.player = 0
        self.cells: list[pygame.Rect] = []
        self.side = pygame.Rect(0, 0, 0, 0)
        self.tiles: list[list[pygame.Rect]] = []
        self.count_rects: list[list[pygame.Rect]] = []
        self.history: list[tuple[int, TableEntry, bool]] = []  # (table, entry before, was confirmed)
        self.text_w = 100
        self.moves_button = Button("Make the moves", self.make_moves, "M", enabled=lambda: self.ev.round_complete)
        self.confirm_button = Button("Confirm the table", self.confirm, "Enter")
        self.undo_button = Button("Undo", self.undo, "U", enabled=lambda: bool(self.history))
        self.new_round()

    @property
    def chips(self) -> list[list[pygame.Rect]]:
        """The name tiles (the old name, kept for callers)."""
        return self.tiles

    def new_round(self) -> None:
        self.entries = [TableEntry(list(seats)) for seats in self.ev.tables]
        for t, r in self.ev.pending.items():  # resumed part-way through a round
            e = self.entries[t]
            e.winner, e.in_call, e.broke = r.winner, set(r.in_call), set(r.broke)
            if r.counters_after:
                e.counts = {n: str(r.standing(n)) for n in r.seats}
        self.table = 0
        self.player = 0
        self.history = []

    # --- entering ------------------------------------------------------------------------------

    @property
    def entry(self) -> TableEntry:
        return self.entries[self.table]

    def needs_counts(self, t: int) -> bool:
        return t == 0 or (t == self.ev.table_count - 1 and any(e.broke for e in self.entries))

    def _remember(self, t: int) -> None:
        """Keep the table's entry as it was, for Undo; a change reopens a confirmed table."""
        e = self.entries[t]
        copy = TableEntry(list(e.seats))
        copy.winner, copy.in_call, copy.broke, copy.counts = e.winner, set(e.in_call), set(e.broke), dict(e.counts)
        confirmed = t in self.ev.pending
        self.history.append((t, copy, confirmed))
        del self.history[:-60]
        if confirmed:
            self.ev.withdraw(t)

    def edit(self, t: int, i: int, what: str) -> None:
        """A change to player ``i`` at table ``t``: "cycle", "win", "call", "broke"."""
        e = self.entries[t]
        name = e.seats[i]
        self._remember(t)
        if what == "cycle":
            e.cycle(name)
        elif what == "win":
            e.winner = None if e.winner == name else name
        elif what == "call":
            e.in_call ^= {name}
        elif what == "broke":
            e.broke ^= {name}
        self.app.sound.play("click", 0.3)

    def type_count(self, t: int, i: int, text: str | None) -> None:
        """A figure typed (or, with None, one rubbed out) in player ``i``'s count."""
        e = self.entries[t]
        name = e.seats[i]
        if not self.history or self.history[-1][0] != t or self.history[-1][1].counts.get(name) is not None:
            self._remember(t)
        elif t in self.ev.pending:
            self.ev.withdraw(t)
        old = e.counts.get(name, "")
        e.counts[name] = old[:-1] if text is None else (old + text)[:5]

    def undo(self) -> None:
        if not self.history:
            self.app.toast("Nothing to undo.", 1.5)
            return
        t, before, confirmed = self.history.pop()
        if t in self.ev.pending:
            self.ev.withdraw(t)
        e = self.entries[t]  # restored in place: the entry is the table's for the whole round
        e.winner, e.in_call, e.broke, e.counts = before.winner, before.in_call, before.broke, before.counts
        self.table = t
        if confirmed:
            try:
                self.ev.record(self._result(t))
            except PartyError:
                pass
        self.app.toast(f"Undone at {self.ev.table_name(t).lower()}.", 1.5)

    def _result(self, t: int):
        e = self.entries[t]
        in_call = set(e.in_call)
        if in_call and e.winner:
            in_call.add(e.winner)
        return self.ev.real_result(t, e.winner or "", in_call, e.counts_given(), e.broke)

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
            self.ev.record(self._result(t))
        except PartyError as exc:
            self.app.toast(str(exc)[:1].upper() + str(exc)[1:] + ".", 4.0)
            return
        self.history.append((t, self._copy(t), False))
        self.app.sound.play("click", 0.5)
        if t == 0:
            focus = self.cells[0] if self.cells else None
            self.app.push(BellOverlay(self.app, e.winner, "", focus, self.ev.yellow.get(e.winner, 0) + 1))
        nxt = next((i for i in range(self.ev.table_count) if i not in self.ev.pending), None)
        if nxt is not None:
            self.table, self.player = nxt, 0

    def _copy(self, t: int) -> TableEntry:
        e = self.entries[t]
        copy = TableEntry(list(e.seats))
        copy.winner, copy.in_call, copy.broke, copy.counts = e.winner, set(e.in_call), set(e.broke), dict(e.counts)
        return copy

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
                self.app.show("party-final-counts", self.ev, replace=True)
            return
        self.new_round()

    # --- input ---------------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for b in (self.moves_button, self.confirm_button, self.undo_button):
            if b.process_event(event):
                return None
        if event.type == pygame.KEYDOWN:
            k = event.key
            e = self.entry
            i = min(self.player, len(e.seats) - 1)
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
                self._remember(self.table)
                e.winner = e.seats[i]
            elif k == pygame.K_c:
                self.edit(self.table, i, "call")
            elif k == pygame.K_b:
                self.edit(self.table, i, "broke")
            elif k == pygame.K_SPACE:
                self.edit(self.table, i, "cycle")
            elif k == pygame.K_u or (k == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.undo()
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.ev.round_complete:
                    self.make_moves()
                else:
                    self.confirm()
            elif k == pygame.K_m:
                self.make_moves()
            elif k == pygame.K_BACKSPACE:
                self.type_count(self.table, i, None)
            elif k == pygame.K_r:
                self.app.show("party-rules", self.ev.config.summary())
            elif event.unicode and event.unicode.isdigit() and self.needs_counts(self.table):
                self.type_count(self.table, i, event.unicode)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            for t, tiles in enumerate(self.tiles):
                for i, r in enumerate(self.count_rects[t] if self.needs_counts(t) else []):
                    if r.collidepoint(event.pos):
                        self.table, self.player = t, i
                        return None
                for i, r in enumerate(tiles):
                    if r.collidepoint(event.pos):
                        self.table, self.player = t, i
                        self.edit(t, i, "broke" if event.button == 3 else "cycle")
                        return None
                if self.cells[t].collidepoint(event.pos):
                    self.table = t
        return None

    # --- drawing --------------------------------------------------------------------------------

    def layout(self, layout) -> None:
        lay = layout
        self.cells, self.side = table_places(lay, self.ev.table_count)
        self.tiles, self.count_rects = [], []
        for t, cell in enumerate(self.cells):
            tiles, counts = tile_grid(cell, lay, len(self.ev.tables[t]))
            self.tiles.append(tiles)
            self.count_rects.append(counts)
        s = self.side
        bw = s.width - lay.px(28)
        # The buttons one under another, the most used lowest: at the panel's foot, or in
        # a wide panel down its right half (the words about the table on the left).
        h = lay.px(46 if s.height > lay.px(400) else 42)
        x, self.text_w = s.x + lay.px(14), bw
        if s.width > lay.px(600):
            bw = s.width // 2 - lay.px(20)
            x = s.right - lay.px(14) - bw
            self.text_w = x - s.x - lay.px(28)
        for j, b in enumerate((self.undo_button, self.confirm_button, self.moves_button)):
            b.rect = pygame.Rect(x, s.bottom - lay.px(10) - (3 - j) * (h + lay.px(6)) + lay.px(6), bw, h)

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        title = blit_at(surface, fonts.render("display", lay.font(40), "The host's sheet", CREAM),
                        (lay.x(32), lay.y(44)), "midleft")
        status = f"{round_title(ev)}  ·  {len(ev.pending)} of {ev.table_count} tables in"
        blit_at(surface, fonts.render("body", lay.font(26), status, GOLD), (title.right + lay.px(28), lay.y(46)),
                "midleft")
        for t, cell in enumerate(self.cells):
            self._draw_table(surface, t, cell)
        self._draw_side(surface)
        foot = ("Click: in the call, again: the winner, again: clear  ·  right-click or B: broke  ·  "
                "U: undo  ·  Esc: leave (saved)")
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), foot, CREAM_DIM), (lay.x(640), lay.y(704)),
                "midbottom")

    def _draw_side(self, surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev, s = self.ev, self.side
        draw_panel(surface, s, lay.scale, alpha=200)
        blit_at(surface, fonts.render("display", lay.font(28), ev.table_name(self.table), GOLD),
                (s.x + lay.px(14), s.y + lay.px(6)), "topleft")
        e = self.entry
        lines = []
        if e.winner:
            lines.append((f"Winner: {e.winner}", YELLOW))
        else:
            lines.append(("Winner: not yet chosen", CREAM_DIM))
        called = [n for n in e.seats if n in e.in_call and n != e.winner]
        lines.append(("In the call: " + (", ".join(called) if called else "nobody"), CREAM if called else CREAM_DIM))
        if e.broke:
            lines.append(("Broke: " + ", ".join(n for n in e.seats if n in e.broke), WARN))
        if self.needs_counts(self.table):
            lines.append(("Counts needed: type them on the tiles", CREAM_DIM))
        if not ev.bell_rung:
            lines.append(("The bell rings when the head table is confirmed", CREAM_DIM))
        elif ev.round_complete:
            lines.append(("Every table is in: make the moves", GOLD))
        y = s.y + lay.px(48)
        wide = self.undo_button.rect.x > s.x + lay.px(40)
        limit = s.bottom - lay.px(8) if wide else self.undo_button.rect.y - lay.px(6)
        font = fonts.get("body", lay.font(SMALLEST + 1))
        for text, colour in lines:
            for line in wrap(font, text, self.text_w):
                if y + font.get_linesize() > limit:
                    break
                blit_at(surface, fonts.render("body", lay.font(SMALLEST + 1), line, colour), (s.x + lay.px(14), y),
                        "topleft")
                y += font.get_linesize()
        for b in (self.undo_button, self.confirm_button, self.moves_button):
            b.draw(surface, fonts, lay, 22 if b.rect.width >= lay.px(260) else SMALLEST / 0.8 + 0.5)

    def _draw_table(self, surface, t: int, cell: pygame.Rect) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        e = self.entries[t]
        chosen = t == self.table
        confirmed = t in ev.pending
        draw_cell_frame(surface, cell, lay, t == 0, 0.0, chosen)
        if chosen:
            pygame.draw.rect(surface, GOLD, cell, width=max(2, lay.px(3)), border_radius=lay.px(12))
        x = cell.x + lay.px(12)
        if t == 0:
            bell = draw_bell(surface, (cell.x + lay.px(24), cell.y + lay.px(20)), lay.px(26))
            x = bell.right + lay.px(4)
        tr = blit_at(surface, fonts.render("display", lay.font(24), ev.table_name(t), GOLD if t == 0 else CREAM),
                     (x, cell.y + lay.px(20)), "midleft")
        state = "confirmed" if confirmed else "counts needed" if self.needs_counts(t) else "to enter"
        colour = YELLOW if confirmed else CREAM_DIM
        room = cell.right - lay.px(12) - tr.right - lay.px(12)
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), fit(fonts, "italic", lay.font(SMALLEST), state,
                                                                        room), colour),
                (cell.right - lay.px(12), cell.y + lay.px(20)), "midright")
        counts = self.needs_counts(t)
        for i, (name, r) in enumerate(zip(e.seats, self.tiles[t])):
            self._draw_tile(surface, t, i, name, r, counts)

    def _draw_tile(self, surface, t: int, i: int, name: str, r: pygame.Rect, counts: bool) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        e = self.entries[t]
        g = self.ev.guests[name]
        sel = t == self.table and i == self.player
        win = e.winner == name
        called = name in e.in_call or (win and bool(e.in_call))
        broke = name in e.broke
        fill = (96, 78, 22) if win else (34, 84, 52) if called else (12, 36, 24)
        pygame.draw.rect(surface, fill, r, border_radius=lay.px(8))
        edge = YELLOW if win else GOLD if sel else (120, 170, 120) if called else GOLD_DARK
        pygame.draw.rect(surface, edge, r, width=max(1, lay.px(4 if win or sel else 2)), border_radius=lay.px(8))
        if broke:
            pygame.draw.rect(surface, WARN, r.inflate(-lay.px(8), -lay.px(8)), width=max(1, lay.px(2)),
                             border_radius=lay.px(6))
        right = self.count_rects[t][i].x - lay.px(6) if counts else r.right - lay.px(8)
        one_line = r.height < lay.px(48)
        top = r.centery if one_line else r.y + r.height * 0.36
        group_dot(surface, g.group, (r.x + lay.px(14), int(top)), max(3, lay.px(6)))
        px = lay.font(22 if r.height >= lay.px(60) else 20)
        tags = []
        if win:
            tags.append("WINNER")
        elif called:
            tags.append("in the call")
        if broke:
            tags.append("broke")
        tag = " · ".join(tags)
        tag_img = None
        if tag:
            tag_img = fonts.render("body" if win else "italic", lay.font(SMALLEST),
                                   tag, YELLOW if win else WARN if broke and not called else CREAM)
        room = right - (r.x + lay.px(26))
        if one_line and tag_img is not None:
            room -= tag_img.get_width() + lay.px(8)
        label = short_name(fonts, px, name, room)
        blit_at(surface, fonts.render("body", px, label, YELLOW if win else CREAM), (r.x + lay.px(26), int(top)),
                "midleft")
        if tag_img is not None:
            if one_line:
                blit_at(surface, tag_img, (right, r.centery), "midright")
            else:
                blit_at(surface, tag_img, (r.x + lay.px(26), int(r.y + r.height * 0.74)), "midleft")
        if counts:
            c = self.count_rects[t][i]
            pygame.draw.rect(surface, (8, 26, 16), c, border_radius=lay.px(6))
            pygame.draw.rect(surface, GOLD if sel else GREY, c, width=max(1, lay.px(2 if sel else 1)),
                             border_radius=lay.px(6))
            text = e.counts.get(name, "")
            big = lay.font(30 if t == 0 and c.height >= lay.px(40) else 22)
            if text:
                blit_at(surface, fonts.render("body", big, text, CREAM), c.center, "center")
            else:
                blit_at(surface, fonts.render("italic", lay.font(SMALLEST), "count", GREY), c.center, "center")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a table"), ("Left / Right", "choose a player"),
                ("W", "the winner of the pool"), ("C", "in the call, or not"), ("Space / click", "cycle: in call, winner"),
                ("B / right-click", "went broke (a fresh stake)"), ("0-9", "type the count"),
                ("U / Ctrl+Z", "undo the last change"),
                ("Enter", "confirm the table (the head table rings the bell)"), ("M", "make the moves"),
                ("R", "the rules"), ("Esc", "leave; the evening is saved")]


__all__ = ["FinalCountsScene", "HostScene", "TableEntry"]  # the final count lives in party_final
