"""The end of the evening: every prize announced one by one (the most yellow counters,
each group's, the booby prize), with a line wherever the leader by a prize's measure
does not take it and why (the evening's rulings); the standings; and the score sheet kept
(CSV, a printable HTML page and a PNG of this screen, in the data folder's ``party``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.party import Evening, shared_places
from game.party.sheet import sheet_stem, write_sheets
from game.party.store import party_dir

from ..scene import Scene
from game.party.prizes import Announcement, announce, counted, every_guest_line, leader_note

from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, blit_at, draw_panel, wrap
from .party_common import YELLOW, Button, draw_yellow, fit, group_dot
from .party_tables import SMALLEST

STEP = 2.4
"""Seconds between one prize's announcement and the next."""


def prize_calls(ev: Evening) -> list[Announcement]:
    """Every prize of a finished evening as the screen announces it."""
    final = ev.final or {}
    if not final:
        return []
    c = ev.config
    return announce(c.guests, final["counters"], final.get("extra_stakes", {}), final.get("yellow", {}),
                    c.group_names, ev.prizes(), c.one_prize_each, c.booby_by)


class PrizesScene(Scene):
    """The prizes (see the module docstring)."""

    title = "The prizes"

    def __init__(self, app, ev: Evening, server: Any = None) -> None:
        super().__init__(app)
        self.ev = ev
        self.server = server
        """A phone evening's server, handed on by its screen: the phones and the television
        reveal each prize as this screen announces it, and the server stops when it closes."""
        self._told: int | None = None  # the prizes the phones have been told of
        self.age = 0.0
        self.saved: list[str] = []
        self.problem = ""
        self._png_pending = True
        self.cards: list[pygame.Rect] = []
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.note_y = 428  # the line under the cards: the leader's note
        self.said_until = -1.0  # "Every prize is shown", in the foot line until then
        self.buttons = [Button("Rules", self.rules, "R"), Button("Keep the score sheet", self.save, "S"),
                        Button("To the title", self.app.go_home, "Esc")]
        self.calls = prize_calls(ev)
        self._cut = False  # set by a card that had to cut its words (see layout)
        self.announced = 0  # how many prizes are on the screen so far
        self.note = leader_note(ev.standings(), ev.prizes(),
                                {g.name for g in ev.config.guests if g.computer}) if ev.finished else ""
        if ev.finished:  # few guests, every one a prize: said plainly (round 14 of issue 37)
            self.note = " ".join(x for x in (every_guest_line(ev.config.guests, ev.prizes()), self.note) if x)

    def enter(self) -> None:
        self.save(quiet=True)

    def save(self, quiet: bool = False) -> None:
        folder = party_dir(self.app.home)
        try:
            paths = write_sheets(self.ev, folder)
            self.saved = [str(p) for p in paths]
            self._png_pending = True
            if not quiet:
                self.app.toast(f"The score sheet is kept in the \u201c{folder.name}\u201d folder.", 4.0)
        except OSError as exc:
            self.problem = f"The score sheet could not be written ({exc.strerror or exc})."

    def rules(self) -> None:
        self.app.show("party-rules", self.ev.config.summary())

    @property
    def revealed_at(self) -> float:
        """The screen's age when its last prize is announced."""
        return 0.4 + STEP * max(0, len(self.calls) - 1)

    def _tell_phones(self) -> None:
        if self.server is None or self._told == self.announced:
            return
        self._told = self.announced
        try:
            self.server.call(self.server.night.show_prizes,
                             None if self.all_announced else self.announced).result(5)
        except (RuntimeError, TimeoutError):  # the server has stopped: nothing to tell
            self.server = None

    def leave(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            try:  # every prize on the phones, written out before the server stops
                server.call(server.night.show_prizes, None).result(5)
                server.settle()
            except RuntimeError:
                pass
            server.stop(why="left")  # the host went back to his title screen

    @property
    def all_announced(self) -> bool:
        return self.announced >= len(self.calls)

    def announce_all(self) -> None:
        self.announced = len(self.calls)
        self.age = max(self.age, 0.4 + STEP * len(self.calls))

    def announce_next(self) -> None:
        """The next prize now, and the ones after it on their own steps from here."""
        self.announced += 1
        self.app.sound.play("win" if self.calls[self.announced - 1].prize else "click", 0.7)
        # The last one risen at once (the sheet's picture waits for it), the others on their steps.
        self.age = max(self.age, 0.4 + STEP * (self.announced if self.all_announced else self.announced - 1))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt
        due = min(len(self.calls), int((self.age + STEP - 0.4) / STEP))  # the first after 0.4 s
        while self.announced < due:
            self.announced += 1
            self.app.sound.play("win" if self.calls[self.announced - 1].prize else "click", 0.7)
        self._tell_phones()
        if self.all_announced and self.ev.prizes_due:
            try:
                self.ev.prizes_given()  # over for good: nothing left to resume
            except OSError:
                pass
        # The picture of the sheet once every prize is on it (and its card has risen): not
        # the row of "?" the screen opens with.
        if self._png_pending and self.all_announced and self.age > self.revealed_at + 0.6 and self.saved:
            self._png_pending = False
            try:
                shot = pygame.Surface(self.app.window.get_size())
                self.draw(shot)
                path = party_dir(self.app.home) / f"{sheet_stem(self.ev)}.png"
                pygame.image.save(shot, str(path))
                if str(path) not in self.saved:
                    self.saved.append(str(path))
            except (pygame.error, OSError):
                pass

    def layout(self, layout) -> None:
        lay = layout
        n = max(1, len(self.calls))
        w = 1200 / n
        # The standings take the rows they need (up to five a column, as before), and the
        # cards the rest: a long reason on a card was cut ("Miss Beauchamp (57 ...") above a
        # half-empty standings panel (round 8 of issue 37).
        count = len(self.ev.standings())
        per = count if count <= 5 else min(5, -(-count // 2))
        table_h = 196 if count > 10 else max(120, 48 + per * 26)  # more: "... and 3 more" below them
        # A card whose words would be cut takes a row of the standings at a time, down to three a
        # column, where they go on the score sheet anyway (round 13 of issue 37: "... but …").
        least = min(table_h, 144 if count > 10 else table_h)
        while True:
            self.table_rect = lay.rect(40, 636 - table_h, 1200, table_h)
            self.cards = [lay.rect(40 + i * w, 112, w - 14, 636 - table_h - 144) for i in range(n)]
            self.note_y = 636 - table_h - 12
            if table_h - 26 < least or not self._cards_cut():
                break
            table_h -= 26
        self.buttons[0].rect = lay.rect(40, 646, 150, 44)  # clear of the wooden rim (it starts at 695)
        self.buttons[1].rect = lay.rect(800, 646, 250, 44)
        self.buttons[2].rect = lay.rect(1062, 646, 178, 44)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.process_event(event):
                return None
        if event.type == pygame.KEYDOWN:
            # Enter or Space reveals the next prize; once all are shown they do nothing, and
            # only Esc (or "To the title") leaves: a host pressing Enter to hurry the prizes
            # left them unrevealed, and a third Enter on the title began a game of his own
            # (round 5 of issue 37).
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.all_announced:  # said in the foot line: a toast covered the standings' border
                    self.said_until = self.age + 3.0
                else:
                    self.announce_next()
            elif event.key == pygame.K_ESCAPE:
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
        blit_at(surface, fonts.render("display", lay.font(46), "The prizes", CREAM), (lay.x(640), lay.y(54)), "center")
        sub = (f"{counted(ev.rounds_played, 'round')}, {counted(len(ev.guests), 'player')} at "
               f"{counted(ev.table_count, 'table')}")
        blit_at(surface, fonts.render("italic", lay.font(20), sub, CREAM_DIM), (lay.x(640), lay.y(92)), "center")
        for i, (call, r) in enumerate(zip(self.calls, self.cards)):
            if i < self.announced:
                self._draw_card(surface, call, r, self.age - 0.4 - STEP * i)
            else:
                draw_panel(surface, r, lay.scale, alpha=90, border=GOLD_DARK)
                blit_at(surface, fonts.render("display", lay.font(60), "?", GOLD_DARK), r.center, "center")
        if not self.calls:
            blit_at(surface, fonts.render("italic", lay.font(26), "No prizes: no round was played.", CREAM_DIM),
                    (lay.x(640), lay.y(230)), "center")
        if self.all_announced and self.note:
            text = fit(fonts, "italic", lay.font(20), self.note, lay.px(1200))
            blit_at(surface, fonts.render("italic", lay.font(20), text, YELLOW), (lay.x(640), lay.y(self.note_y)), "center")
        self._draw_table(surface)
        for b in self.buttons:
            b.draw(surface, fonts, lay, 20)
        # No file path on the room's screen: the folder's name is enough to find it.
        note = self.problem or (f"The score sheet is kept in the \u201c{Path(self.saved[0]).parent.name}\u201d folder."
                                if self.saved else "")
        if not self.all_announced:
            note = "Space: every prize at once"
        elif self.age < self.said_until:
            note = "Every prize is shown. Esc, or \u201cTo the title\u201d, ends the evening."
        if note:
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), fit(fonts, "italic", lay.font(SMALLEST), note,
                                                                              lay.px(580)),
                                          CREAM_DIM), (lay.x(205), lay.y(668)), "midleft")

    def _cards_cut(self) -> bool:
        """True when a prize's card, drawn whole, would cut its words short."""
        self._cut = False
        scratch = pygame.Surface(self.app.window.get_size())
        for call, r in zip(self.calls, self.cards):
            self._draw_card(scratch, call, r, 9.0)
        return self._cut

    def _draw_card(self, surface: pygame.Surface, call: Announcement, r: pygame.Rect, since: float) -> None:
        """One prize: its title, its token, who takes it (or "Not given"), his figures, and why
        the leader does not take it."""
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        rise = min(1.0, max(0.0, since / 0.5))
        rr = r.move(0, int((1 - rise) * lay.px(30)))
        given = call.prize is not None
        draw_panel(surface, rr, lay.scale, alpha=int(225 * max(rise, 0.3)), border=GOLD if given else GOLD_DARK)
        width = rr.width - lay.px(20)
        # The title on two lines where one is too narrow (round 13 of issue 37: "Gentlemen: most
        # count…" at 960 x 540); the token then gives way to it.
        title_font = fonts.get("display", lay.font(26))
        titles = wrap(title_font, call.title, width)[:2]
        for k, line in enumerate(titles):
            line = fit(fonts, "display", lay.font(26), line, width)
            blit_at(surface, fonts.render("display", lay.font(26), line, GOLD),
                    (rr.centerx, rr.y + lay.px(10) + k * title_font.get_linesize()), "midtop")
        drop = (len(titles) - 1) * title_font.get_linesize()
        font = fonts.get("italic", lay.font(SMALLEST))
        # Why he takes it, by the rule as it fell, his figure in it ("for the fewest counters
        # of the guests (21 counters)"), as the phones and the television say it (play-test
        # round 7 of issue 37: the host's screen alone gave no reason).
        why_role, why_px, why_lines = "body", lay.font(20), []
        if given and call.why:
            # At 20 px in two lines; a longer reason at the notes' size, leaving them room.
            why_lines = wrap(fonts.get(why_role, why_px), "for " + call.why, width)
            if len(why_lines) > 2 and call.note:
                why_role, why_px = "italic", lay.font(SMALLEST)
                why_lines = wrap(fonts.get(why_role, why_px), "for " + call.why, width)
            why_lines = why_lines[:3]
        note = ""
        if call.note:
            note = call.note.replace("Not given: ", "") if not given else call.note
            note = note[:1].upper() + note[1:]
        # A long reason and note: the token smaller and the name higher, so that the note is
        # read whole (round 8 of issue 37: "Miss Beauchamp (57 ..." cut on the Ladies' card).
        need = len(why_lines) * fonts.get(why_role, why_px).get_linesize() + lay.px(6) \
            + len(wrap(font, note, width)) * font.get_linesize() if note else 0
        room = rr.bottom - lay.px(8) - (rr.y + lay.px(156))
        lift = min(lay.px(58), max(0, need - room)) if given and why_lines else 0
        if lift:
            lift = lay.px(58)  # the title names the prize: its token gives way to the words
        if drop:  # the name under a title of two lines, no higher
            lift = max(0, min(lift, lay.px(110) - lay.px(14) - drop - title_font.get_linesize()))
        token_h = lay.px(54)
        token_at = (rr.centerx, rr.y + lay.px(104))
        if lift or drop:
            pass
        elif call.key == "yellow":
            draw_yellow(surface, app, token_at, token_h, max(1, min(call.prize.yellow if given else 1, 8)))
        else:
            kind = call.key if call.key in ("red", "blue") else "white"
            blit_at(surface, app.chips.stack(kind, 3 if call.key != "booby" else 1, token_h), token_at, "midbottom")
        if given:
            p = call.prize
            name = fit(fonts, "display", lay.font(36), p.player, width)
            blit_at(surface, fonts.render("display", lay.font(36), name, CREAM), (rr.centerx, rr.y + lay.px(110) - lift),
                    "midtop")
            if not call.why:
                detail = f"{counted(p.yellow, 'yellow counter')}, {counted(p.net, 'counter')}"
                blit_at(surface, fonts.render("body", lay.font(20), fit(fonts, "body", lay.font(20), detail, width),
                                              YELLOW if p.key == "yellow" else CREAM),
                        (rr.centerx, rr.y + lay.px(158)), "midtop")
        else:
            blit_at(surface, fonts.render("display", lay.font(36), "Not given", GREY), (rr.centerx, rr.y + lay.px(110)),
                    "midtop")
        y = rr.y + lay.px(192)
        if why_lines:
            y = rr.y + lay.px(156) - lift
            for line in why_lines:
                blit_at(surface, fonts.render(why_role, why_px, line, YELLOW if call.key == "yellow" else CREAM),
                        (rr.centerx, y), "midtop")
                y += fonts.get(why_role, why_px).get_linesize()
            y += lay.px(6)
        if note:
            lines = wrap(font, note, width)
            room = max(1, (rr.bottom - lay.px(8) - y) // font.get_linesize())
            if len(lines) > room:
                self._cut = True
                lines = lines[:room]
                lines[-1] = fit(fonts, "italic", lay.font(SMALLEST), lines[-1] + " …", width)
            for line in lines:
                blit_at(surface, fonts.render("italic", lay.font(SMALLEST), line, CREAM_DIM), (rr.centerx, y), "midtop")
                y += font.get_linesize()

    def _draw_table(self, surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        r = self.table_rect
        draw_panel(surface, r, lay.scale, alpha=190)
        rows = ev.standings()
        at = shared_places(rows)  # level players share a place, as on the phones and the television
        line_h = lay.px(26)
        fit_rows = (r.height - lay.px(44)) // line_h
        cols = 2 if len(rows) > fit_rows else 1
        per = min(fit_rows, -(-len(rows) // cols))
        col_w = r.width // cols
        head = ["", "name", "yellow", "counters", "extra", "net"]
        xs = [16, 44, 330, 410, 490, 560]
        for c in range(cols):
            for j, text in enumerate(head):
                blit_at(surface, fonts.render("italic", lay.font(SMALLEST), text, CREAM_DIM),
                        (r.x + c * col_w + lay.px(xs[j]), r.y + lay.px(6)), "topleft")
        pygame.draw.line(surface, GOLD_DARK, (r.x + lay.px(12), r.y + lay.px(30)), (r.right - lay.px(12), r.y + lay.px(30)))
        for i, row in enumerate(rows[:per * cols]):
            c, k = divmod(i, per)
            x = r.x + c * col_w
            y = r.y + lay.px(34) + k * line_h
            prized = any(p.player == row["name"] for p in ev.prizes())
            colour = GOLD if prized else CREAM if row["kind"] != "computer" else CREAM_DIM
            group_dot(surface, row["group"], (x + lay.px(xs[0] + 6), y + line_h // 2), lay.px(5))
            cells = [f"{at[i]}. {row['name']}", str(row["yellow"]), str(row["counters"]), str(row["extra"] or ""),
                     str(row["net"])]
            for j, text in enumerate(cells, start=1):
                text = fit(fonts, "body", lay.font(18), text, lay.px(270)) if j == 1 else text
                blit_at(surface, fonts.render("body", lay.font(18), text, colour),
                        (x + lay.px(xs[j]), y + line_h // 2), "midleft")
        if len(rows) > per * cols:
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), f"... and {len(rows) - per * cols} more on the "
                                          "score sheet", CREAM_DIM), (r.right - lay.px(14), r.bottom - lay.px(4)), "bottomright")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("S", "write the score sheet again (CSV, HTML, PNG)"), ("R", "the rules"), ("Enter", "the next prize"), ("Esc", "to the title")]
