"""Party night's setup: the guest list, the groups, the tables, the stakes, the end.

The host types the guests' names (each in the red or the blue group, a human at this
computer or - with real cards - a guest at a real table); computer players fill the
seats up to the number chosen.  The last guest list and settings are remembered in the
data folder (``party/setup.json``).  An evening in progress can be resumed from here.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.party import ConfigError, Evening, Guest, PartyConfig, PlanError, fill_with_computers, plan_tables
from game.party.prizes import few_guests_warning
from game.party.guests import DEFAULT_GROUP_NAMES
from game.party.plan import MAX_PLAYERS, default_middle, middle_range, playable
from game.party.store import evening_path, interrupted_at, interrupted_words, party_dir, saved_evening
from game.store.jsonfile import load_checked, want, write_json

from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, WARN, blit_at, draw_panel
from ..widgets import ActionRow, ChoiceRow, Row, StepperRow, ToggleRow
from .common import Page
from .party_common import GROUP_COLOURS, Button, TextPrompt, fit, group_dot

MIXES = (("good,close,liberal", "Mixed"), ("good", "All good"), ("close", "All close"),
         ("liberal", "All liberal"), ("good,liberal", "Good, liberal"))
KIND_CYCLE = ("human", "good", "close", "liberal")
SETUP_NAME = "setup.json"


def _kind_label(g: Guest) -> str:
    if g.kind == "guest":
        return "guest"
    if g.kind == "phone":  # not come yet: the lobby says "on a phone" once he has
        return "expected, by phone"
    if g.kind == "human":
        return "at this computer"
    return f"computer ({g.temperament})"


class PartySetupScene(Page):
    """The host sets up the evening (see the module docstring)."""

    title = "Party night"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.guests: list[Guest] = []
        self.mode = "play"
        self.total = 24
        self.mix = "good,close,liberal"
        self.middle: int | None = None
        self.names = dict(DEFAULT_GROUP_NAMES)
        self.stake, self.blind, self.limit = 50, 1, 5
        self.end_by = "rounds"
        self.rounds = 12
        self.clock = 23 * 60
        self.booby_by = "counters"
        self.one_each = True
        self.selected = 0
        self.scroll = 0
        self.focus = "settings"
        self.row = 0
        self.message = ""
        self.phones: dict[str, object] = {}  # the phone lobby's settings, kept with the rest
        self._load()
        self.saved: Evening | None = None
        self.new_confirmed = False  # with an evening interrupted, D was pressed once already
        ev, problem = saved_evening(app.home)
        if problem:
            app.toast(problem, 6.0)
        if ev is not None and (not ev.finished or ev.prizes_due):
            self.saved = ev  # (one killed before its prizes were given comes back to them)
        self.rows = self._rows()
        self.buttons = [
            Button("Add a guest", self.add_guest, "A"),
            Button("Remove", self.remove_guest, "Del", enabled=lambda: bool(self.guests)),
            Button("Rules of the evening", self.open_rules, "R"),
            Button("Draw the seats", self.draw_seats, "D"),
        ]
        self.resume_button = Button("Resume the evening", self.resume, "F5")
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.settings_rect = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []
        self.guest_rects: list[pygame.Rect] = []

    # --- remembering the last setup ---------------------------------------------------------

    def _load(self) -> None:
        data, problem = load_checked(party_dir(self.app.home) / SETUP_NAME,
                                     lambda d: want(d, dict, "the setup"), "The last party's setup")
        if problem:
            self.app.toast(problem, 6.0)
        if not isinstance(data, dict):
            return
        try:
            self.guests = [Guest.from_dict(g) for g in data.get("guests", [])][:MAX_PLAYERS]
            for key in ("mode", "mix", "end_by", "booby_by"):
                if isinstance(data.get(key), str):
                    setattr(self, key, data[key])
            for key in ("total", "stake", "blind", "limit", "rounds", "clock"):
                if isinstance(data.get(key), int):
                    setattr(self, key, data[key])
            self.one_each = bool(data.get("one_each", True))
            if isinstance(data.get("phones"), dict):  # the phone lobby's time to act and stand-in
                self.phones = dict(data["phones"])
            names = data.get("names")
            if isinstance(names, dict):
                self.names.update({k: str(v) for k, v in names.items() if k in self.names and v})
        except (KeyError, TypeError, ValueError):
            self.guests = []

    def _remember(self) -> None:
        data = {"guests": [g.to_dict() for g in self.guests], "mode": self.mode, "mix": self.mix,
                "end_by": self.end_by, "booby_by": self.booby_by, "total": self.total, "stake": self.stake,
                "blind": self.blind, "limit": self.limit, "rounds": self.rounds, "clock": self.clock,
                "one_each": self.one_each, "names": self.names, "phones": getattr(self, "phones", {})}
        try:
            write_json(party_dir(self.app.home) / SETUP_NAME, data)
        except OSError:
            pass

    # --- the settings -------------------------------------------------------------------------

    def players(self) -> int:
        return len(self.guests) if self.mode == "real" else max(self.total, len(self.guests))

    def _guest_kind(self) -> str:
        """A new guest's kind: at a real table, on a phone, or at this computer."""
        return {"real": "guest", "phones": "phone"}.get(self.mode, "human")

    def _set_total(self, v: int) -> None:
        v = int(v)
        if 9 <= v <= 11:  # not a seatable number: jump over it
            v = 12 if v > self.total else 8
        self.total = max(8, len(self.guests), min(MAX_PLAYERS, v))
        self.middle = None

    def _table_options(self) -> list[tuple[Any, str]]:
        n = self.players()
        if not playable(n):
            return [(None, "-")]
        out = []
        for k in middle_range(n):
            sizes = plan_tables(n, k)
            out.append((k, f"{len(sizes)} tables: {' · '.join(map(str, sizes))}"))
        return out

    def _rows(self) -> list[Row]:
        def set_mode(v):
            # With real cards everyone is a guest at a real table; back at this computer,
            # the guests are humans playing hot-seat.
            self.mode = v
            self.guests = [Guest(g.name, g.group, self._guest_kind()) for g in self.guests]
            self.middle = None

        rows: list[Row] = [
            ChoiceRow("Cards", [("play", "Dealt here"), ("phones", "Guests' phones"), ("real", "Real cards")],
                      lambda: self.mode, set_mode,
                      help="Dealt here: humans and computer players at this computer. Guests' phones: "
                           "each guest plays from their own phone. Real cards: the program seats the "
                           "guests and keeps the score."),
        ]
        if self.mode in ("play", "phones"):
            rows.append(StepperRow("Players in all", lambda: self.players(), self._set_total, 1, 8, MAX_PLAYERS,
                                   fmt=lambda v: f"{v}  ({max(0, v - len(self.guests))} computer)",
                                   help="Computer players fill the seats the guests leave."))
            rows.append(ChoiceRow("Computer players", MIXES, lambda: self.mix,
                                  lambda v: setattr(self, "mix", v)))
        rows += [
            ChoiceRow("Tables", self._table_options(), lambda: self._middle_value(),
                      lambda v: setattr(self, "middle", v)),
            ActionRow("Red group", self.names["red"], lambda: self.rename("red")),
            ActionRow("Blue group", self.names["blue"], lambda: self.rename("blue")),
            StepperRow("Counters each", lambda: self.stake, lambda v: setattr(self, "stake", int(v)), 10, 10, 500),
            StepperRow("Blind", lambda: self.blind, self._set_blind, 1, 1, 20),
            StepperRow("Limit", lambda: self.limit, lambda v: setattr(self, "limit", int(v)), 1, 2, 200),
            ChoiceRow("The evening ends", [("rounds", "After rounds"), ("clock", "At a time")],
                      lambda: self.end_by, self._set_end),
        ]
        if self.end_by == "rounds":
            rows.append(StepperRow("Rounds", lambda: self.rounds, lambda v: setattr(self, "rounds", int(v)),
                                   1, 1, 500))
        else:
            rows.append(StepperRow("Ends at", lambda: self.clock, lambda v: setattr(self, "clock", int(v) % 1440),
                                   15, -10**6, 10**6, fmt=lambda v: f"{int(v) % 1440 // 60:02d}:{int(v) % 60:02d}"))
        rows += [
            ChoiceRow("Booby prize", [("counters", "Fewest counters"), ("yellow", "Fewest yellow")],
                      lambda: self.booby_by, lambda v: setattr(self, "booby_by", v)),
            ToggleRow("One prize a guest", lambda: self.one_each, lambda v: setattr(self, "one_each", v),
                      on="Yes", off="No, several"),
        ]
        return rows

    def _set_blind(self, v) -> None:
        self.blind = int(v)
        self.limit = max(self.limit, 2 * self.blind)

    def _set_end(self, v) -> None:
        self.end_by = v
        self.rows = self._rows()
        self.layout(self.app.layout)

    def _middle_value(self):
        n = self.players()
        if not playable(n):
            return None
        options = middle_range(n)
        if self.middle not in options:
            return default_middle(n)
        return self.middle

    # --- guests ----------------------------------------------------------------------------------

    def add_guest(self, after_enter: bool = False) -> None:
        def done(text: str | None) -> None:
            if not text:
                return
            if any(g.name.casefold() == text.casefold() for g in self.guests):
                self.app.toast(f"There is already a guest called {text}.")
                return
            reds = sum(1 for g in self.guests if g.group == "red")
            group = "red" if reds <= len(self.guests) - reds else "blue"
            self.guests.append(Guest(text, group, self._guest_kind()))
            self.selected = len(self.guests) - 1
            self.total = max(self.total, len(self.guests))
            if self.total in (9, 10, 11):
                self.total = 12
            self._keep_selected_visible()
            self.add_guest(after_enter=True)  # straight on to the next name

        self.app.push(TextPrompt(self.app, "A guest's name", done, opened_by_letter=not after_enter,
                                 hint="Enter to add (an empty line to stop), Esc to cancel"))

    def remove_guest(self) -> None:
        if self.guests:
            del self.guests[self.selected]
            self.selected = max(0, min(self.selected, len(self.guests) - 1))

    def toggle_group(self, i: int) -> None:
        g = self.guests[i]
        self.guests[i] = Guest(g.name, "blue" if g.group == "red" else "red", g.kind, g.temperament)

    def cycle_kind(self, i: int) -> None:
        g = self.guests[i]
        if self.mode == "real":
            return
        if self.mode == "phones":  # on a phone, at this computer, or a computer player
            cycle = ("phone",) + KIND_CYCLE
            key = g.kind if g.kind in ("phone", "human") else g.temperament
            nxt = cycle[(cycle.index(key) + 1) % len(cycle)] if key in cycle else "phone"
            kind = nxt if nxt in ("phone", "human") else "computer"
            self.guests[i] = Guest(g.name, g.group, kind, nxt if kind == "computer" else "good")
            return
        key = "human" if g.kind == "human" else g.temperament
        nxt = KIND_CYCLE[(KIND_CYCLE.index(key) + 1) % len(KIND_CYCLE)] if key in KIND_CYCLE else "human"
        self.guests[i] = Guest(g.name, g.group, "human" if nxt == "human" else "computer",
                               "good" if nxt == "human" else nxt)

    def rename(self, key: str) -> None:
        def done(text: str | None) -> None:
            if text:
                self.names[key] = text
                self.rows = self._rows()
                self.layout(self.app.layout)

        colour = "red" if key == "red" else "blue"
        self.app.push(TextPrompt(self.app, f"Name the {colour} group", done, initial=self.names[key], max_len=20))

    # --- making the evening ------------------------------------------------------------------------

    def config(self) -> PartyConfig:
        """The evening as set up; raises ConfigError with a message for the host."""
        guests = list(self.guests)
        n = self.players()
        if self.mode in ("play", "phones"):
            guests = fill_with_computers(guests, n, self.mix.split(","))
        if not playable(n):
            try:
                plan_tables(n)
            except PlanError as exc:
                raise ConfigError(str(exc)) from None
        middle = self._middle_value()
        sizes = plan_tables(n, middle)
        clock = None
        if self.end_by == "clock":
            clock = f"{self.clock // 60:02d}:{self.clock % 60:02d}"
        return PartyConfig(guests=guests, sizes=sizes, group_names=dict(self.names), stake=self.stake,
                           blind=self.blind, limit=self.limit,
                           rounds=self.rounds if self.end_by == "rounds" else None, end_at=clock,
                           mode="real" if self.mode == "real" else "play",
                           seed=None,  # real play: the OS's secure source, no seed kept
                           one_prize_each=self.one_each, booby_by=self.booby_by)

    def draw_seats(self) -> None:
        if self.saved is not None and not self.new_confirmed:
            # D is also "Draw the seats": with an evening interrupted, a new one in its place
            # is asked twice (play-test 2 of issue 37), so that no stray key loses it.
            self.new_confirmed = True
            self.app.toast(interrupted_words(interrupted_at(self.saved), "press D again to begin a new one "
                                             "in its place, or F5 to resume it",
                                             "press D again to begin a new one in its place, or F5 to give them"),
                           5.0)
            return
        try:
            config = self.config()
        except (ConfigError, ValueError) as exc:
            self.message = str(exc)
            self.app.toast(self.message[:1].upper() + self.message[1:], 5.0)
            return
        self._remember()
        if self.mode == "phones":  # the guests arrive on their phones first
            self.app.show("party-phones", self)
            return
        try:
            ev = Evening.start(config, path=evening_path(self.app.home))
        except OSError as exc:
            ev = Evening.start(config)
            self.app.toast(f"The evening cannot be saved ({exc.strerror or exc}); it will play unsaved.", 5.0)
        self.app.sound.play("shuffle", 0.8)
        self.app.show("party-draw", ev, replace=True)

    def resume(self) -> None:
        if self.saved is None:
            return
        self.app.show("party-evening", self.saved, replace=True)

    def open_rules(self) -> None:
        summary = None
        try:
            summary = self.config().summary()
        except (ConfigError, ValueError):
            pass
        self.app.show("party-rules", summary)

    # --- the scene ---------------------------------------------------------------------------------

    def layout(self, layout) -> None:
        super().layout(layout)
        lay = layout
        self.list_rect = lay.rect(48, 100, 560, 504)
        self.settings_rect = lay.rect(632, 100, 600, 504)
        self.row_rects = [lay.rect(648, 110 + i * 37, 568, 34) for i in range(len(self.rows))]
        self.guest_rects = [lay.rect(62, 156 + i * 30, 532, 28) for i in range(13)]
        y = 640
        self.buttons[0].rect = lay.rect(48, y, 180, 50)
        self.buttons[1].rect = lay.rect(240, y, 150, 50)
        self.buttons[2].rect = lay.rect(632, y, 270, 50)
        self.buttons[3].rect = lay.rect(916, y, 316, 50)
        # An interrupted evening: its button is the first and largest thing on the page, lit.
        self.resume_button.rect = lay.rect(872, 28, 360, 58)
        self.resume_button.primary = True

    def _keep_selected_visible(self) -> None:
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + len(self.guest_rects):
            self.scroll = self.selected - len(self.guest_rects) + 1

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE or (k == pygame.K_BACKSPACE and self.focus == "settings"):
                self.back()
                return None
            if k == pygame.K_TAB:
                self.focus = "guests" if self.focus == "settings" else "settings"
                return None
            if k == pygame.K_a:
                self.add_guest()
                return None
            if k == pygame.K_d:
                self.draw_seats()
                return None
            if k == pygame.K_r:
                self.open_rules()
                return None
            if k == pygame.K_F5 and self.saved is not None:
                self.resume()
                return None
            if self.focus == "guests":
                return self._guest_key(event)
            return self._settings_key(event)
        for b in self.buttons + ([self.resume_button] if self.saved is not None else []):
            if b.process_event(event):
                return None
        if self.back_button.process_event(event):
            return None
        if event.type == pygame.MOUSEWHEEL and self.list_rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(max(0, len(self.guests) - len(self.guest_rects)), self.scroll - event.y))
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click(event.pos)
        return None

    def _guest_key(self, event) -> None:
        k = event.key
        if not self.guests:
            return None
        if k in (pygame.K_UP, pygame.K_KP8):
            self.selected = max(0, self.selected - 1)
        elif k in (pygame.K_DOWN, pygame.K_KP2):
            self.selected = min(len(self.guests) - 1, self.selected + 1)
        elif k in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.remove_guest()
        elif k in (pygame.K_g, pygame.K_LEFT, pygame.K_RIGHT):
            self.toggle_group(self.selected)
        elif k in (pygame.K_k, pygame.K_SPACE, pygame.K_RETURN):
            self.cycle_kind(self.selected)
        self._keep_selected_visible()
        return None

    def _settings_key(self, event) -> None:
        k = event.key
        n = len(self.rows)
        if k in (pygame.K_UP, pygame.K_KP8):
            self.row = (self.row - 1) % n
        elif k in (pygame.K_DOWN, pygame.K_KP2):
            self.row = (self.row + 1) % n
        elif k in (pygame.K_LEFT, pygame.K_KP4):
            self.rows[self.row].change(-1)
            self._refresh()
        elif k in (pygame.K_RIGHT, pygame.K_KP6):
            self.rows[self.row].change(1)
            self._refresh()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.rows[self.row].activate()
            self._refresh()
        return None

    def _refresh(self) -> None:
        self.message = ""
        row = self.row
        self.rows = self._rows()
        self.row = min(row, len(self.rows) - 1)
        self.layout(self.app.layout)

    @staticmethod
    def control_rect(row: pygame.Rect) -> pygame.Rect:
        """Where a setting's control is drawn in its row, and so where a click works it."""
        return pygame.Rect(row.x + int(row.width * 0.42), row.y, int(row.width * 0.58), row.height)

    def _click(self, pos) -> None:
        for i, r in enumerate(self.row_rects):
            if r.collidepoint(pos):
                self.focus, self.row = "settings", i
                control = self.control_rect(r)
                if control.collidepoint(pos):
                    self.rows[i].click((pos[0] - control.x) / max(1, control.width))
                    self._refresh()
                return
        for j, r in enumerate(self.guest_rects):
            i = self.scroll + j
            if i < len(self.guests) and r.collidepoint(pos):
                self.focus, self.selected = "guests", i
                lay = self.app.layout
                if pos[0] < r.x + lay.px(150):
                    self.toggle_group(i)
                elif pos[0] > r.right - lay.px(190):
                    self.cycle_kind(i)
                return

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        self.draw_page(surface)
        # The guests.
        draw_panel(surface, self.list_rect, lay.scale, alpha=190,
                   border=GOLD if self.focus == "guests" else GOLD_DARK)
        reds = sum(1 for g in self.guests if g.group == "red")
        head = f"The guests: {len(self.guests)}  ({reds} {self.names['red']}, " \
               f"{len(self.guests) - reds} {self.names['blue']})"
        blit_at(surface, fonts.render("display", lay.font(26), head, CREAM),
                (self.list_rect.x + lay.px(16), self.list_rect.y + lay.px(10)), "topleft")
        if not self.guests:
            lines = ["No guests yet: press A to add one.",
                     "With none, computer players take every seat",
                     "and you can watch the evening."]
            for i, line in enumerate(lines):
                blit_at(surface, fonts.render("italic", lay.font(22), line, CREAM_DIM),
                        (self.list_rect.centerx, self.list_rect.y + lay.px(140) + i * lay.px(30)), "midtop")
        for j, r in enumerate(self.guest_rects):
            i = self.scroll + j
            if i >= len(self.guests):
                break
            g = self.guests[i]
            chosen = i == self.selected and self.focus == "guests"
            if chosen:
                pygame.draw.rect(surface, (48, 78, 50), r, border_radius=lay.px(6))
            group_dot(surface, g.group, (r.x + lay.px(12), r.centery), lay.px(7))
            blit_at(surface, fonts.render("body", lay.font(18), fit(fonts, "body", lay.font(18), self.names[g.group],
                                                                     lay.px(110)), GROUP_COLOURS[g.group]),
                    (r.x + lay.px(26), r.centery), "midleft")
            name = fit(fonts, "body", lay.font(22), g.name, lay.px(210))
            blit_at(surface, fonts.render("body", lay.font(22), name, GOLD if chosen else CREAM),
                    (r.x + lay.px(150), r.centery), "midleft")
            blit_at(surface, fonts.render("italic", lay.font(18), _kind_label(g), CREAM_DIM),
                    (r.right - lay.px(8), r.centery), "midright")
        hint = "Tab: guests/settings  ·  G: group  ·  K: human or computer  ·  Del: remove" \
            if self.mode == "play" else \
            "Tab: guests/settings  ·  G: group  ·  K: phone, here or computer  ·  Del: remove" \
            if self.mode == "phones" else "Tab: guests/settings  ·  G: group  ·  Del: remove"
        blit_at(surface, fonts.render("italic", lay.font(17), hint, CREAM_DIM),
                (self.list_rect.centerx, self.list_rect.bottom - lay.px(8)), "midbottom")
        # The settings.
        draw_panel(surface, self.settings_rect, lay.scale, alpha=190,
                   border=GOLD if self.focus == "settings" else GOLD_DARK)
        for i, (row, r) in enumerate(zip(self.rows, self.row_rects)):
            focused = i == self.row and self.focus == "settings"
            if focused:
                pygame.draw.rect(surface, (48, 78, 50), r, border_radius=lay.px(6))
            blit_at(surface, fonts.render("body", lay.font(22), row.label, GOLD if focused else CREAM),
                    (r.x + lay.px(10), r.centery), "midleft")
            row.draw_control(surface, self.control_rect(r), fonts, lay, focused)
        # Messages and buttons.
        msg = self.message or self._check_text()
        if msg:
            colour = WARN if msg != "ready" else CREAM_DIM
            text = msg if msg != "ready" else self._ready_text()
            if msg == "ready" and self.saved is not None:  # the interrupted evening comes first
                colour = GOLD
                text = interrupted_words(interrupted_at(self.saved), "Resume it (F5), or press D twice for a new one",
                                         "Give them (F5), or press D twice for a new one")
            blit_at(surface, fonts.render("italic", lay.font(19), fit(fonts, "italic", lay.font(19), text,
                                                                       lay.px(1180)), colour),
                    (lay.x(640), lay.y(630)), "midbottom")
        for b in self.buttons:
            b.draw(surface, fonts, lay, 22)
        if self.saved is not None:
            self.resume_button.draw(surface, fonts, lay, 25)

    def _check_text(self) -> str:
        n = self.players()
        if not playable(n):
            try:
                plan_tables(n)
            except PlanError as exc:
                text = str(exc)
                return text[:1].upper() + text[1:] + "."
        return "ready"

    def _ready_text(self) -> str:
        n = self.players()
        sizes = plan_tables(n, self._middle_value())
        few = few_guests_warning([g for g in self.guests if self.mode == "real" or not g.computer], self.one_each)
        if few:  # said before the seats are drawn (round 14 of issue 37); the tables' note gives way
            return f"{n} players at {len(sizes)} tables. {few} Press D to draw the seats."
        return (f"{n} players at {len(sizes)} tables; the head and booby tables have four. "
                f"Press D to draw the seats.")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("A", "add guests (type each name, Enter)"), ("Tab", "between the guests and the settings"),
                ("Up / Down", "choose"), ("Left / Right", "change a setting"), ("G / K", "a guest's group / player"),
                ("Del", "remove the chosen guest"), ("R", "the rules of the evening"), ("D", "draw the seats"),
                ("F5", "resume the evening in progress"), ("Esc", "back to the title")]
