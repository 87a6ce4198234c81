"""The settings screen: play, sound, cards and window, then every house rule of the books.

The house rules are generated from :meth:`HouseRules.describe_all`, so a rule added to the
engine appears here with its help text and its source in the books, with no change to
this file: a true/false rule becomes a switch, a rule with choices a chooser, a number a
stepper.  Every change is applied and saved at once.  On the right, a preview shows the
pack in the chosen colours and back.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.cards import JOKER, Card, Rank, Suit
from game.engine.core.house import HouseRules, RuleError
from game.rulebook import GUIDES, house_rules_used
from game.rulebook.labels import choice_label, rule_label

from ..settings import ANIMATION_SPEEDS, BACK_COLOURS, WINDOW_SIZES
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel, draw_pip_marker
from ..widgets import (ACTIVATE_KEYS, ActionRow, ChoiceRow, Heading, Row, StepperRow, ToggleRow,
                       wrap_lines)
from .common import Page

_SPEED_NAMES = {0.5: "Leisurely", 0.75: "Unhurried", 1.0: "Normal", 1.5: "Brisk", 2.0: "Quick", 3.0: "Very quick"}

# Steps and floors for the number rules (anything not named steps by one), shared with
# the New game screen.
RULE_STEPS = {"limit": 5, "buy_in": 10, "kitty_jacks": 5}
RULE_LOWEST = {"blind": 1, "limit": 2, "buy_in": 1, "jack_ante": 1}

_CONTROL_W = 250  # design pixels for the control column
_PREVIEW_CARDS = [Card(Rank.ACE, Suit.SPADES), Card(Rank.KING, Suit.HEARTS), Card(Rank.QUEEN, Suit.CLUBS),
                  Card(Rank.TEN, Suit.DIAMONDS)]


class InfoRow(Row):
    """A rule of a kind the screen cannot edit yet: shown, not changed."""

    def __init__(self, label: str, get: Callable[[], Any], help: str, source: str) -> None:
        super().__init__(label, help, source)
        self.get = get

    def value_text(self) -> str:
        return str(self.get())

    def change(self, direction: int) -> None:
        pass


class SettingsScene(Page):
    """Scrolling list of settings on the left, the pack's preview on the right."""

    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[Row] = self._build_rows()
        self.focus = next(i for i, r in enumerate(self.rows) if r.focusable)
        self.scroll = 0
        self.view = pygame.Rect(0, 0, 1, 1)
        self.preview = pygame.Rect(0, 0, 1, 1)
        self.tops: list[int] = []
        self.heights: list[int] = []
        self.wrapped: list[list[tuple[str, bool]]] = []
        self.content_h = 0

    # --- the rows -----------------------------------------------------------------------------

    def _build_rows(self) -> list[Row]:
        s = lambda: self.app.settings  # noqa: E731 - always the current settings
        rows: list[Row] = [
            Heading("Play"),
            ChoiceRow("Animation speed", [(v, _SPEED_NAMES.get(v, f"{v:g} times")) for v in ANIMATION_SPEEDS],
                      lambda: s().animation_speed, lambda v: self._change(animation_speed=v),
                      help="How fast cards fly and counters slide; a click skips any animation.",
                      other=lambda v: f"{v:g} times"),
            ToggleRow("Show the laws in the log", lambda: s().show_laws, lambda v: self._change(show_laws=v),
                      help="After each line of the game's log, the law or rule it follows, in dimmer "
                      "type: (Law 18), (Brag, rule 5), (a house rule)."),
            ToggleRow("Odds helper", lambda: s().odds_helper, lambda v: self._change(odds_helper=v),
                      help="At a game with a draw, the odds of what the draw brings, beside the game's log "
                           "(H at the table)."),
            ToggleRow("Review each deal", lambda: s().review_deals, lambda v: self._change(review_deals=v),
                      help="After each deal, the book goes over your decisions beside its own, the "
                           "costliest first, with what each cost in counters."),
            ToggleRow("Beginner's table: light the book's choice", lambda: s().beginner_table,
                      lambda v: self._change(beginner_table=v),
                      help="At each of your turns the button of the book's choice is ringed (and at a "
                           "draw, the cards it would throw); you still press it yourself."),
            Heading("Sound"),
            ToggleRow("Sound effects", lambda: not s().muted, lambda v: self._change(muted=not v),
                      help="The shuffle, the deal, the counters, and the bell on party night."),
            StepperRow("Volume", lambda: round(s().volume * 100), lambda v: self._change(volume=v / 100),
                       step=10, lo=0, hi=100, fmt=lambda v: f"{v}%"),
            Heading("The cards"),
            ToggleRow("Four-colour pack", lambda: s().four_colour, lambda v: self._change(four_colour=v),
                      help="Clubs in green and diamonds in blue, so no suit is mistaken for another."),
            ChoiceRow("Card backs", [(c, c.capitalize()) for c in BACK_COLOURS], lambda: s().back_colour,
                      lambda v: self._change(back_colour=v),
                      help="Party night uses both: red backs and blue backs for the seating draw."),
            Heading("The window"),
            ToggleRow("Full screen", lambda: self.app.fullscreen, self._set_fullscreen,
                      help="F11 switches at any time."),
            ChoiceRow("Window size", [(size, f"{size[0]} by {size[1]}") for size in WINDOW_SIZES],
                      lambda: tuple(s().window_size), lambda v: self._change(window_size=v),
                      help="The window may also be dragged to any size; everything scales.",
                      other=lambda size: f"{size[0]} by {size[1]}"),
        ]
        # Opened from a table, the house rules of the game at it, named (window round 9: at My
        # Ship Sails the screen listed Draw Poker's rules, the straddle and the jack pot);
        # from the title, every rule.
        at = self._table_variant()
        rows.append(Heading(f"House rules of {GUIDES[at].name}" if at in GUIDES else "House rules"))
        used = set(house_rules_used(at)) if at in GUIDES else None
        for name, default, help_text, source, choices in HouseRules.describe_all():
            if used is not None and name not in used:
                continue
            label = rule_label(name)
            help_text = help_text[:1].upper() + help_text[1:]
            get = (lambda n: lambda: getattr(self.app.settings.house, n))(name)
            put = (lambda n: lambda v: self._set_rule(n, v))(name)
            if choices:
                rows.append(ChoiceRow(label, [(c, choice_label(name, c)) for c in choices], get, put,
                                      help=help_text, source=source))
            elif isinstance(default, bool):
                rows.append(ToggleRow(label, get, put, help=help_text, source=source))
            elif isinstance(default, int):
                rows.append(StepperRow(label, get, put, step=RULE_STEPS.get(name, 1), lo=RULE_LOWEST.get(name, 0),
                                       hi=100000, help=help_text, source=source))
            elif isinstance(default, float):
                rows.append(StepperRow(label, get, put, step=0.5, lo=0.0, hi=100000.0, help=help_text,
                                       source=source, fmt=lambda v: f"{v:g}"))
            else:
                rows.append(InfoRow(label, get, help_text, source))
        rows.append(ActionRow("The book's rules", "Restore", self._restore_rules,
                              help="Put every house rule back as Foster's Complete Hoyle has it."))
        return rows

    def _table_variant(self) -> str | None:
        """The game at the table under this screen, if it was opened from one."""
        for scene in reversed(self.app.scenes):
            config = getattr(getattr(scene, "session", None), "config", None)
            if config is not None and getattr(config, "variant", None):
                return config.variant
        return None

    def _change(self, **changes: Any) -> None:
        try:
            self.app.update_settings(**changes)
        except (ValueError, TypeError) as exc:
            self.app.toast(str(exc))
            return
        self.app.sound.play("click", 0.6)

    def _set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self.app.sound.play("click", 0.6)

    def _set_rule(self, name: str, value: Any) -> None:
        try:
            house = self.app.settings.house.with_(**{name: value})
        except (RuleError, ValueError, TypeError) as exc:
            self.app.toast(f"{rule_label(name)}: {exc}")
            return
        self._change(house=house)

    def _restore_rules(self) -> None:
        if self.app.settings.house == HouseRules():
            self.app.toast("The house rules are already the book's.")
            return
        self._change(house=HouseRules())
        self.app.toast("The book's rules are restored.")

    # --- layout -------------------------------------------------------------------------------

    def layout(self, layout) -> None:
        super().layout(layout)
        lay = layout
        self.view = lay.rect(48, 104, 776, 584)
        self.preview = lay.rect(848, 104, 384, 584)
        text_w = self.view.width - lay.px(80)  # help runs under the control, which sits on the label's line
        self.tops, self.heights, self.wrapped = [], [], []
        y = 0
        for row in self.rows:
            if isinstance(row, Heading):
                h = lay.px(60)
                lines: list[tuple[str, bool]] = []
            else:
                lines = [(line, False) for line in
                         wrap_lines(self.app.fonts, "italic", lay.font(20), row.help, text_w)] if row.help else []
                if row.source:
                    lines += [(line, True) for line in
                              wrap_lines(self.app.fonts, "italic", lay.font(18), f"from {row.source}", text_w)]
                help_h = len(lines) * self.app.fonts.get("italic", lay.font(20)).get_linesize()
                h = lay.px(50) + help_h + (lay.px(8) if lines else 0)
            self.tops.append(y)
            self.heights.append(h)
            self.wrapped.append(lines)
            y += h
        self.content_h = y + lay.px(12)
        self._clamp_scroll()
        self._ensure_visible(self.focus)

    def _max_scroll(self) -> int:
        """As far as the list scrolls: its end in view, at a row's top (a row cut at the top
        edge reads badly; the scrollbar's thumb ran past its frame when the scroll snapped to
        a row's top beyond the end)."""
        end = max(0, self.content_h - self.view.height)
        return min((t for t in self.tops if t >= end), default=end) if end else 0

    def _clamp_scroll(self, up: bool = False) -> None:
        """Keep the scroll in range, at a row's top: a row cut in two at the top edge reads
        badly.  ``up``: the list moves up (the wheel turned up), so the row whose top lies
        just above is the one to start at; else the one just below."""
        self.scroll = max(0, min(self._max_scroll(), self.scroll))
        if not self.scroll:
            return
        if up:
            above = [t for t in self.tops if t <= self.scroll]
            self.scroll = above[-1] if above else 0
        else:
            below = [t for t in self.tops if t >= self.scroll]
            self.scroll = min(below[0], self._max_scroll()) if below else self._max_scroll()

    def _ensure_visible(self, index: int) -> None:
        if not self.tops:
            return
        top = self.tops[index]
        # Show the heading above the first row of a section too.
        if index > 0 and isinstance(self.rows[index - 1], Heading):
            top = self.tops[index - 1]
        bottom = self.tops[index] + self.heights[index]
        if top < self.scroll:
            self.scroll = top
        elif bottom > self.scroll + self.view.height:
            self.scroll = bottom - self.view.height
        self._clamp_scroll()

    def control_rect(self, index: int) -> pygame.Rect:
        """Where row ``index``'s control is, in window pixels (at the current scroll)."""
        lay = self.app.layout
        y = self.view.y + self.tops[index] - self.scroll
        return pygame.Rect(self.view.right - lay.px(_CONTROL_W + 20), y + lay.px(6), lay.px(_CONTROL_W), lay.px(40))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.view.collidepoint(pos):
            return None
        y = pos[1] - self.view.y + self.scroll
        for i, (top, h) in enumerate(zip(self.tops, self.heights)):
            if top <= y < top + h:
                return i
        return None

    # --- input --------------------------------------------------------------------------------

    def _move(self, step: int) -> None:
        i = self.focus
        while 0 <= i + step < len(self.rows):
            i += step
            if self.rows[i].focusable:
                self.focus = i
                break
        self._ensure_visible(self.focus)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if super().process_event(event) is None:
            return None
        row = self.rows[self.focus]
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_UP, pygame.K_KP8):
                self._move(-1)
            elif key in (pygame.K_DOWN, pygame.K_KP2, pygame.K_TAB):
                self._move(1)
            elif key in (pygame.K_LEFT, pygame.K_KP4, pygame.K_MINUS, pygame.K_KP_MINUS):
                row.change(-1)
            elif key in (pygame.K_RIGHT, pygame.K_KP6, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                row.change(1)
            elif key in ACTIVATE_KEYS:
                row.activate()
            elif key == pygame.K_PAGEDOWN:
                for _ in range(6):
                    self._move(1)
            elif key == pygame.K_PAGEUP:
                for _ in range(6):
                    self._move(-1)
            elif key == pygame.K_HOME:
                self.focus = next(i for i, r in enumerate(self.rows) if r.focusable)
                self.scroll = 0
            elif key == pygame.K_END:
                self.focus = max(i for i, r in enumerate(self.rows) if r.focusable)
                self.scroll = self._max_scroll()
            else:
                return event
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= int(event.y * self.app.layout.px(70))
            self._clamp_scroll(up=event.y > 0)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._scrollbar_track().collidepoint(event.pos) and self._max_scroll() > 0:
                track = self._scrollbar_track()
                frac = (event.pos[1] - track.y) / max(1, track.height)
                self.scroll = round(frac * self._max_scroll())
                self._clamp_scroll()
                return None
            index = self.row_at(event.pos)
            if index is not None and self.rows[index].focusable:
                self.focus = index
                control = self.control_rect(index)
                if control.collidepoint(event.pos):
                    self.rows[index].click((event.pos[0] - control.x) / max(1, control.width))
                return None
        return event

    # --- drawing ------------------------------------------------------------------------------

    def _scrollbar_track(self) -> pygame.Rect:
        lay = self.app.layout
        return pygame.Rect(self.view.right - lay.px(10), self.view.y + lay.px(8), lay.px(8),
                           self.view.height - lay.px(16))

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        self.draw_page(surface)
        draw_panel(surface, self.view.inflate(lay.px(8), lay.px(8)), lay.scale, alpha=170)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        help_font = app.fonts.get("italic", lay.font(20))
        for i, row in enumerate(self.rows):
            y = self.view.y + self.tops[i] - self.scroll
            h = self.heights[i]
            if y + h < self.view.y or y > self.view.bottom:
                continue
            x = self.view.x + lay.px(24)
            if isinstance(row, Heading):
                text = app.fonts.render("display", lay.font(34), row.label, GOLD)
                blit_at(surface, text, (x, y + lay.px(52)), "bottomleft")
                pygame.draw.line(surface, GOLD_DARK, (x, y + lay.px(54)), (self.view.right - lay.px(24), y + lay.px(54)),
                                 max(1, lay.px(1)))
                continue
            focused = i == self.focus
            if focused:
                band = pygame.Surface((self.view.width - lay.px(12), h - lay.px(4)), pygame.SRCALPHA)
                band.fill((*GOLD_DARK, 46))
                surface.blit(band, (self.view.x + lay.px(4), y + lay.px(2)))
                draw_pip_marker(surface, (self.view.x + lay.px(14), y + lay.px(26)), lay.px(6), GOLD)
            label = app.fonts.render("body", lay.font(27), row.label, GOLD if focused else CREAM)
            blit_at(surface, label, (x + lay.px(8), y + lay.px(26)), "midleft")
            ly = y + lay.px(46)
            for line, is_source in self.wrapped[i]:
                img = app.fonts.render("italic", lay.font(18 if is_source else 20), line,
                                       GOLD_DARK if is_source else CREAM_DIM)
                blit_at(surface, img, (x + lay.px(8), ly), "topleft")
                ly += help_font.get_linesize()
            row.draw_control(surface, self.control_rect(i), app.fonts, lay, focused)
        surface.set_clip(clip)
        if self._max_scroll() > 0:
            track = self._scrollbar_track()
            pygame.draw.rect(surface, (0, 0, 0), track, border_radius=track.width // 2)
            thumb_h = max(lay.px(30), round(track.height * self.view.height / self.content_h))
            thumb_y = track.y + round((track.height - thumb_h) * self.scroll / self._max_scroll())
            pygame.draw.rect(surface, GOLD_DARK, pygame.Rect(track.x, thumb_y, track.width, thumb_h),
                             border_radius=track.width // 2)
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        r = self.preview
        draw_panel(surface, r, lay.scale, alpha=170)
        blit_at(surface, app.fonts.render("display", lay.font(32), "The pack", CREAM),
                (r.centerx, r.y + lay.px(14)), "midtop")
        pack = "four colours" if app.settings.four_colour else "two colours"
        blit_at(surface, app.fonts.render("italic", lay.font(20), f"in {pack}, {app.settings.back_colour} backs",
                                          CREAM_DIM), (r.centerx, r.y + lay.px(54)), "midtop")
        width = lay.px(104)
        step = lay.px(72)
        total = width + step * (len(_PREVIEW_CARDS) - 1)
        x = r.centerx - total // 2
        for card in _PREVIEW_CARDS:
            surface.blit(app.cards.face(card, width), (x, r.y + lay.px(94)))
            x += step
        y2 = r.y + lay.px(94) + app.cards.size(width)[1] + lay.px(18)
        surface.blit(app.cards.back(width), (r.centerx - width - lay.px(10), y2))
        surface.blit(app.cards.face(JOKER, width), (r.centerx + lay.px(10), y2))
        y3 = r.bottom - lay.px(30)
        chip_w = lay.px(50)
        kinds = (("white", "1"), ("red", "5"), ("blue", "25"), ("yellow", "prize"))
        gap = lay.px(84)
        x0 = r.centerx - gap * 3 // 2
        for i, (kind, label) in enumerate(kinds):
            stack = app.chips.stack(kind, 5, chip_w)
            cx = x0 + i * gap
            surface.blit(stack, stack.get_rect(midbottom=(cx, y3 - lay.px(6))))
            blit_at(surface, app.fonts.render("italic", lay.font(18), label, CREAM_DIM), (cx, y3 - lay.px(2)), "midtop")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a setting"), ("Left / Right", "change it"),
                ("Enter / Space", "switch or step it"), ("Page Up / Down", "move further"),
                ("Esc / Backspace", "back to the title")]
