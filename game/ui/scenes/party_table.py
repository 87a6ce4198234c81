"""A party table full-size: watched (nobody's cards but those shown in the call), or played
by a human guest whose turn it is - after the privacy screen has asked the others to look
away ("Pass to Alice - press Space when only Alice can see")."""

from __future__ import annotations

import math

import pygame

from game.engine import Action, ActionKind

from ..scene import Scene
from ..theme import BAIZE_DARK, CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel, draw_shadow, wrap
from .party_common import YELLOW, Button, draw_bell, draw_felt, fit, group_dot, seat_points

K = ActionKind


class PrivacyScene(Scene):
    """A screen nobody's cards are on: the computer passes to the human whose turn it is."""

    title = "Pass the computer"

    def __init__(self, app, overview, table: int, seat: int) -> None:
        super().__init__(app)
        self.overview = overview
        self.table = table
        self.seat = seat
        self.name = overview.runner.watches[table].seats[seat]

    @classmethod
    def sample(cls, app):  # type: ignore[no-untyped-def]
        """The head table of an evening with the setup screen's defaults, seen from its
        first seat (for the selftest, which draws every screen)."""
        from game.party import Evening

        overview = app.make("party-overview", Evening.start(app.make("party-setup").config()))
        return cls(app, overview, 1, 0)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.app.replace(PartyTableScene(self.app, self.overview, self.table, self.seat))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            self.overview.leave_evening()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        surface.fill((10, 14, 12))
        ev = self.overview.ev
        blit_at(surface, fonts.render("display", lay.font(92), f"Pass to {self.name}", CREAM),
                (lay.x(640), lay.y(250)), "center")
        line = f"press Space when only {self.name} can see"
        blit_at(surface, fonts.render("italic", lay.font(36), line, GOLD), (lay.x(640), lay.y(350)), "center")
        where = f"{ev.table_name(self.table)}, round {ev.round_no}: it is {self.name}'s turn"
        blit_at(surface, fonts.render("body", lay.font(24), where, CREAM_DIM), (lay.x(640), lay.y(420)), "center")
        for i in range(5):
            img = app.cards.back(lay.px(70))
            blit_at(surface, img, (lay.x(640) + (i - 2) * lay.px(40), lay.y(540)), "center")
        blit_at(surface, fonts.render("italic", lay.font(18), "Everyone else: please look away.", CREAM_DIM),
                (lay.x(640), lay.y(660)), "center")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Space", f"show {self.name}'s cards"), ("Esc", "leave the evening (saved)")]


def _label(offer, amount: int) -> str:
    k = offer.kind
    if k is K.ABANDON:
        return "Abandon"
    if k is K.CALL:
        return f"Call {offer.low}" if offer.low else "Stay"
    if k is K.RAISE:
        return f"Raise {amount}"
    if k is K.BET:
        return f"Bet {amount}"
    if k is K.STRADDLE:
        return f"Straddle {offer.low}"
    if k is K.NO_STRADDLE:
        return "No straddle"
    if k is K.DRAW:
        return "Draw"
    if k is K.SHOW:
        return "Show"
    return k.value.capitalize()


_KEYS = {K.ABANDON: pygame.K_a, K.CALL: pygame.K_c, K.RAISE: pygame.K_r, K.BET: pygame.K_b,
         K.STRADDLE: pygame.K_t, K.NO_STRADDLE: pygame.K_n, K.DRAW: pygame.K_d, K.SHOW: pygame.K_s}


class PartyTableScene(Scene):
    """One table full-size; ``seat`` is the human playing, or None to watch."""

    title = "A table"

    def __init__(self, app, overview, table: int, seat: int | None) -> None:
        super().__init__(app)
        self.overview = overview
        self.runner = overview.runner
        self.ev = overview.ev
        self.table = table
        self.seat = seat
        self.discard: set[int] = set()
        self.amount = 1
        self.after_draw = False  # a human who has drawn sees his new hand before passing on
        self.buttons: list[Button] = []
        self.card_rects: list[pygame.Rect] = []
        self.felt = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.done_button = Button("Hide my cards and pass on", self.pass_on, "Space")
        self.back_button = Button("Back to all the tables", self.back, "Esc")
        self._offers_key: tuple = ()

    @classmethod
    def sample(cls, app):  # type: ignore[no-untyped-def]
        """The head table of a default evening, watched (for the selftest)."""
        return cls(app, PrivacyScene.sample(app).overview, 1, None)

    @property
    def watch(self):
        return self.runner.watches[self.table]

    @property
    def deal(self):
        return self.watch.deal

    @property
    def playing(self) -> bool:
        return self.seat is not None

    def back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def pass_on(self) -> None:
        self.back()

    # --- time ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.playing:
            d = self.deal
            if not self.after_draw and (d is None or d.done or d.human_to_act != self.seat):
                self.back()
            return
        self.runner.update(dt)  # watching: the evening goes on
        self.overview.round_ready = self.overview.round_ready or self.ev.round_complete
        if self.runner.human_waiting() is not None or self.overview.round_ready:
            self.back()  # the overview passes the computer, or shows the moves

    # --- acting ----------------------------------------------------------------------------------

    def view(self):
        d = self.deal
        if d is None or not d.started:
            return None
        return d.engine.view(self.seat if self.seat is not None else 0)

    def offers(self):
        v = self.view()
        if v is None or not self.playing or self.after_draw or not v.my_turn:
            return ()
        return v.legal

    def act(self, kind: ActionKind) -> None:
        v = self.view()
        offer = next((o for o in self.offers() if o.kind is kind), None)
        if v is None or offer is None:
            return
        if kind is K.DRAW:
            cards = tuple(v.hand[i] for i in sorted(self.discard))
            action = Action(K.DRAW, cards=cards)
        elif kind in (K.RAISE, K.BET, K.OPEN, K.BLIND):
            action = Action(kind, max(offer.low, min(offer.high, self.amount)))
        else:
            action = Action(kind)
        self.runner.act(self.table, self.seat, action)
        self.app.sound.play("chips" if kind in (K.CALL, K.RAISE, K.BET) else "click", 0.5)
        self.discard.clear()
        if kind is K.DRAW:
            self.after_draw = True
        else:
            self.back()

    def _sync_buttons(self) -> None:
        offers = self.offers()
        key = tuple((o.kind, o.low, o.high) for o in offers) + (self.amount, len(self.discard))
        if key == self._offers_key and self.buttons:
            return
        self._offers_key = key
        self.buttons = []
        for o in offers:
            label = _label(o, self.amount)
            if o.kind is K.DRAW:
                label = f"Draw {len(self.discard)}" if self.discard else "Stand pat"
            hint = pygame.key.name(_KEYS[o.kind]).upper() if o.kind in _KEYS else ""
            self.buttons.append(Button(label, (lambda kind=o.kind: self.act(kind)), hint))
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        lay = self.app.layout
        n = len(self.buttons)
        w = 190 if n <= 4 else 150
        x0 = 490 - (n * (w + 14) - 14) / 2
        for i, b in enumerate(self.buttons):
            b.rect = lay.rect(x0 + i * (w + 14), 660, w, 48)

    def _amount_offer(self):
        return next((o for o in self.offers() if o.kind in (K.RAISE, K.BET)), None)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.process_event(event):
                return None
        if self.after_draw and self.done_button.process_event(event):
            return None
        if not self.playing and self.back_button.process_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE and not self.playing:
                self.back()
            elif k == pygame.K_SPACE and self.after_draw:
                self.pass_on()
            elif pygame.K_1 <= k <= pygame.K_5 and self._can_discard():
                self._toggle(k - pygame.K_1)
            elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_MINUS, pygame.K_PLUS, pygame.K_EQUALS):
                offer = self._amount_offer()
                if offer is not None:
                    step = 1 if k in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS) else -1
                    self.amount = max(offer.low, min(offer.high, self.amount + step))
            else:
                for kind, key in _KEYS.items():
                    if k == key:
                        self.act(kind)
                        break
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._can_discard():
            for i, r in enumerate(self.card_rects):
                if r.collidepoint(event.pos):
                    self._toggle(i)
                    break
        if event.type == pygame.MOUSEWHEEL:
            offer = self._amount_offer()
            if offer is not None:
                self.amount = max(offer.low, min(offer.high, self.amount + (1 if event.y > 0 else -1)))
        return None

    def _can_discard(self) -> bool:
        return any(o.kind is K.DRAW for o in self.offers())

    def _toggle(self, i: int) -> None:
        v = self.view()
        if v is None or i >= len(v.hand):
            return
        self.discard ^= {i}

    # --- drawing ---------------------------------------------------------------------------------

    def layout(self, layout) -> None:
        lay = layout
        self.felt = lay.rect(200, 180, 580, 270)
        self.log_rect = lay.rect(990, 96, 264, 540)
        self.done_button.rect = lay.rect(320, 660, 340, 48)
        self.back_button.rect = lay.rect(28, 660, 290, 48)
        self._layout_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        title = ev.table_name(self.table)
        if self.playing:
            title += f": {self.watch.seats[self.seat]}'s turn"
        blit_at(surface, fonts.render("display", lay.font(42), title, GOLD if self.table == 0 else CREAM),
                (lay.x(40), lay.y(44)), "midleft")
        if self.table == 0:
            draw_bell(surface, (lay.x(40) + lay.px(30) + fonts.get("display", lay.font(42)).size(title)[0],
                                lay.y(40)), lay.px(40))
        blit_at(surface, fonts.render("body", lay.font(22), f"Round {ev.round_no}", CREAM_DIM),
                (lay.x(970), lay.y(44)), "midright")
        draw_felt(surface, self.felt, lay, edge=14)
        view = self.view()
        seats = self.watch.seats
        n = len(seats)
        me = self.seat if self.seat is not None else 0
        ring = self.felt.inflate(lay.px(130), lay.px(150))
        points = seat_points(ring, n)
        result = ev.pending.get(self.table)
        for i in range(n):
            seat = (me + i) % n
            pos = points[i]
            if self.playing and seat == self.seat:
                pos = (lay.x(110), lay.y(560))  # the player's own plate sits beside his hand
            self._draw_seat(surface, seat, pos, view, result)
        # The pool.
        pool = view.pool if view is not None and result is None else (result.pool if result else 0)
        if pool:
            img = app.chips.pile(pool, lay.px(30))
            blit_at(surface, img, (self.felt.centerx, self.felt.centery + lay.px(10)), "midbottom")
            blit_at(surface, fonts.render("body", lay.font(22), f"pool {pool}", CREAM),
                    (self.felt.centerx, self.felt.centery + lay.px(16)), "midtop")
        if result is not None:
            text = f"{result.winner} wins the pool" + (" in the call" if result.in_call else "")
            blit_at(surface, fonts.render("display", lay.font(30), text, YELLOW),
                    (self.felt.centerx, self.felt.y + lay.px(40)), "midtop")
        elif view is not None:
            blit_at(surface, fonts.render("italic", lay.font(20), view.phase.value, CREAM_DIM),
                    (self.felt.centerx, self.felt.y + lay.px(40)), "midtop")
        if self.playing:
            self._draw_hand(surface, view)
        self._draw_log(surface)
        if self.playing and not self.after_draw:
            self._sync_buttons()
            for b in self.buttons:
                b.draw(surface, fonts, lay, 22)
            offer = self._amount_offer()
            if offer is not None:
                self.amount = max(offer.low, min(offer.high, self.amount))
                note = f"amount {self.amount} (Left/Right: {offer.low} to {offer.high})"
                blit_at(surface, fonts.render("italic", lay.font(18), note, CREAM_DIM), (lay.x(490), lay.y(654)),
                        "midbottom")
        elif self.after_draw:
            self.done_button.draw(surface, fonts, lay, 22)
        else:
            self.back_button.draw(surface, fonts, lay, 22)

    def _draw_seat(self, surface, seat: int, pos, view, result) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        name = self.watch.seats[seat]
        g = self.ev.guests[name]
        info = view.players[seat] if view is not None else None
        plate = pygame.Rect(0, 0, lay.px(190), lay.px(58))
        plate.center = pos
        to_act = view is not None and view.to_act == seat and result is None
        draw_panel(surface, plate, lay.scale, alpha=220, border=GOLD if to_act else GOLD_DARK)
        group_dot(surface, g.group, (plate.x + lay.px(14), plate.y + lay.px(18)), lay.px(6))
        colour = YELLOW if result is not None and result.winner == name else GOLD if to_act else CREAM
        blit_at(surface, fonts.render("body", lay.font(21), fit(fonts, "body", lay.font(21), name, lay.px(150)),
                                      colour), (plate.x + lay.px(26), plate.y + lay.px(18)), "midleft")
        stack = info.stack if info is not None else self.ev.counters.get(name)
        bits = [f"{stack} counters" if stack is not None else ""]
        if info is not None and info.put:
            bits.append(f"{info.put} in")
        if info is not None and info.drew is not None:
            bits.append("pat" if info.drew == 0 else f"drew {info.drew}")
        blit_at(surface, fonts.render("italic", lay.font(16), "  ·  ".join(b for b in bits if b), CREAM_DIM),
                (plate.x + lay.px(12), plate.y + lay.px(40)), "midleft")
        if view is not None and view.dealer == seat:
            d = (plate.right - lay.px(14), plate.y + lay.px(16))
            pygame.draw.circle(surface, CREAM, d, lay.px(10))
            blit_at(surface, fonts.render("index", lay.font(12), "D", BAIZE_DARK), d, "center")
        yellow = self.ev.yellow.get(name, 0)
        if yellow:
            from .party_common import draw_yellow

            draw_yellow(surface, app, (plate.right + lay.px(14), plate.bottom), lay.px(18), min(yellow, 8))
        if info is None or seat == self.seat:
            return
        cards_y = plate.y - lay.px(36) if pos[1] > self.felt.centery else plate.bottom + lay.px(36)
        w = lay.px(40)
        if info.shown:
            for k, c in enumerate(info.shown):
                blit_at(surface, app.cards.face(c, w), (pos[0] + (k - 2) * lay.px(26), cards_y), "center")
        elif info.holds_cards:
            for k in range(5):
                blit_at(surface, app.cards.back(lay.px(34)), (pos[0] + (k - 2) * lay.px(12), cards_y), "center")

    def _draw_hand(self, surface, view) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        if view is None or not view.hand:
            self.card_rects = []
            if view is not None:
                note = "The cards are dealt when the straddling is over."
                blit_at(surface, fonts.render("italic", lay.font(22), note, CREAM_DIM), (lay.x(490), lay.y(560)),
                        "center")
            return
        w = lay.px(92)
        gap = lay.px(102)
        x0 = lay.x(490) - 2 * gap
        y = lay.y(574)
        self.card_rects = []
        for i, c in enumerate(view.hand):
            lift = lay.px(16) if i in self.discard else 0
            rect = pygame.Rect(0, 0, *app.cards.size(w))
            rect.center = (x0 + i * gap, y - lift)
            draw_shadow(surface, rect, lay.scale)
            surface.blit(app.cards.face(c, w), rect)
            self.card_rects.append(rect)
            if self._can_discard():
                blit_at(surface, fonts.render("index", lay.font(14), str(i + 1), CREAM_DIM),
                        (rect.centerx, rect.bottom + lay.px(4)), "midtop")
        if self._can_discard():
            note = "Click the cards to throw away (or keys 1-5), then Draw; none: stand pat"
            blit_at(surface, fonts.render("italic", lay.font(18), note, CREAM_DIM), (lay.x(490), lay.y(484)),
                    "midbottom")
        elif self.after_draw:
            blit_at(surface, fonts.render("italic", lay.font(20), "Your hand after the draw", CREAM_DIM),
                    (lay.x(490), lay.y(484)), "midbottom")

    def _draw_log(self, surface) -> None:
        lay, fonts = self.app.layout, self.app.fonts
        draw_panel(surface, self.log_rect, lay.scale, alpha=200)
        blit_at(surface, fonts.render("display", lay.font(22), "What happened", CREAM),
                (self.log_rect.x + lay.px(12), self.log_rect.y + lay.px(6)), "topleft")
        font = fonts.get("body", lay.font(15))
        lines: list[str] = []
        for entry in self.watch.lines[-14:]:
            lines.extend(wrap(font, entry, self.log_rect.width - lay.px(24)))
        line_h = font.get_linesize()
        room = (self.log_rect.height - lay.px(44)) // line_h
        y = self.log_rect.y + lay.px(38)
        for line in lines[-room:]:
            blit_at(surface, fonts.render("body", lay.font(15), line, CREAM_DIM), (self.log_rect.x + lay.px(12), y),
                    "topleft")
            y += line_h

    def help_keys(self) -> list[tuple[str, str]]:
        keys = [("A / C / R / B", "abandon, call, raise, bet"), ("Left / Right", "the amount"),
                ("1-5 / click", "choose cards to throw away"), ("D", "draw (or stand pat)"),
                ("N / T", "no straddle, straddle"), ("S", "show")]
        if not self.playing:
            keys = [("Esc", "back to all the tables")]
        return keys
