"""The seating draw, card by card: each guest draws from the red or the blue pack, the card
turns over, and its rank sends him to his table (aces the head table, deuces the next...).
Then each table cuts for seats and the first deal, and the screen ends on every table
drawn with its players in their places: here is where everyone sits."""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from game.party import Evening
from game.party.plan import RANK_WORDS
from game.party.seating import tie_words

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel, draw_shadow, wrap
from .party_common import GROUP_COLOURS, YELLOW, Button, draw_bell, fit, group_dot
from .party_tables import SMALLEST, SeatLook, TableLook, draw_table, table_places

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



def cut_words(cards: list[str], dealer: bool = False) -> str:
    """A plate's line for its cut for seats: "cut 9♣"; equal cards cut again (Laws 2-4) said
    so that two cards beside a name explain themselves ("cut A♦, a tie, then K♦"); the first
    dealer's "deals first · cut A♥", and after a tie "deals · cut A♠ then 3♣", short enough
    for the plate (play-test round 4: "deals first · cut A♠ then ..." lost its last card)."""
    if not cards:
        return "deals first" if dealer else ""
    if dealer:
        if len(cards) == 1:
            return f"deals first · cut {cards[0]}"
        return "deals · cut " + " then ".join(cards)
    if len(cards) > 2:
        # Tied more than once: the count of ties, then the cards, short enough for the plate
        # (play-test round 10 of issue 37: "cut 3♣, a tie, then 7♦, a t…").
        ties = "two ties" if len(cards) == 3 else f"{len(cards) - 1} ties"
        return f"{ties}: " + ", ".join(cards)
    return "cut " + cards[0] + "".join(f", a tie, then {c}" for c in cards[1:])

class SeatingDrawScene(Scene):
    """The draw shown card by card (see the module docstring)."""

    title = "The seating draw"

    def __init__(self, app, evening: Evening, on_begin: Callable[[], Any] | None = None,
                 on_drawn: Callable[[], Any] | None = None) -> None:
        super().__init__(app)
        self.ev = evening
        self.on_begin = on_begin
        """At a phone party the evening's screen is under this one: the draw is popped and
        ``on_begin`` called (the first deals begin), instead of opening the evening."""
        self.on_drawn = on_drawn
        """Called once the last seat is drawn (the phones and the television show the seats
        then, not only when the host goes on)."""
        self.draws = evening.draws
        self.index = 0  # the draw under way
        self.t = 0.0
        self.placed: list[list[int]] = [[] for _ in range(evening.table_count)]
        self.cuts_shown = False
        self.speed = 1.0
        self.boxes: list[pygame.Rect] = []
        self.cells: list[pygame.Rect] = []
        self.side = pygame.Rect(0, 0, 0, 0)
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
            self._place_go()
            if self.on_drawn is not None:
                self.on_drawn()

    def skip_all(self) -> None:
        while self.drawing:
            self._place()

    def begin(self) -> None:
        if self.drawing:
            self.skip_all()
            return
        if self.on_begin is not None:
            if self.app.top is self:
                self.app.pop()
            self.on_begin()
            return
        self.app.show("party-evening", self.ev, replace=True)

    # --- layout and input -----------------------------------------------------------------------

    def layout(self, layout) -> None:
        lay = layout
        n = self.ev.table_count
        sizes = self.ev.config.sizes or [4] * n
        # The boxes as tall as their lists need and as few columns as that allows.
        x0, y0, w, h = 476, 80, 770, 570
        need = 48 + 28 * max(sizes)
        cols = next((c for c in range(1, 6) if math.ceil(n / c) * need <= h), 5)
        cols = max(cols, 2 if n > 1 else 1)
        rows = math.ceil(n / cols)
        bw, bh = w / cols, h / rows  # the boxes fill the screen's right; the lists grow to fit
        self.boxes = [lay.rect(x0 + (i % cols) * bw, y0 + (i // cols) * bh, bw - 10, bh - 10) for i in range(n)]
        self.cells, self.side = table_places(lay, n)
        self.skip.rect = lay.rect(476, 646, 220, 44)  # clear of the wooden rim (it starts at 695)
        if self.drawing:
            self.go.rect = lay.rect(1000, 646, 240, 44)
        else:
            s = self.side
            self.go.rect = pygame.Rect(s.x + lay.px(14), s.bottom - lay.px(60), s.width - lay.px(28), lay.px(48))

    def _place_go(self) -> None:
        self.layout(self.app.layout)

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
                if self.on_begin is not None:  # the guests wait on their phones: no leaving here
                    self.skip_all()
                    self.begin()
                else:
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
        if not self.drawing:
            self._draw_seating(surface)
            return
        blit_at(surface, fonts.render("display", lay.font(46), "The seating draw", CREAM), (lay.x(250), lay.y(56)),
                "center")
        # Two packs: the same card can come up twice, once from each (play-test round 7 of
        # issue 37: two players drew the A♠ and nothing said why).
        for i, sub in enumerate(("Aces to the head table, deuces to the next,", "and so on down to the booby table.",
                                 "Two packs: a card can come up twice, red and blue")):
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), sub, CREAM_DIM), (lay.x(250), lay.y(88 + 22 * i)),
                    "center")
        # The two packs, thinning as they are drawn.
        left = {"red": 0, "blue": 0}
        for d in self.draws[self.index + (1 if self.drawing else 0):]:
            left[d.back] += 1
        for key, x in (("red", 150), ("blue", 350)):
            w = lay.px(84)
            for k in range(min(left[key], 14)):
                img = app.cards.back(w, key)
                blit_at(surface, img, (lay.x(x) - k, lay.y(222) - k), "center")
            label = f"{ev.config.group_name(key)} draw {key}"
            blit_at(surface, fonts.render("body", lay.font(20), label, GROUP_COLOURS[key]),
                    (lay.x(x), lay.y(276)), "midtop")
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), f"{left[key]} left", CREAM_DIM),
                    (lay.x(x), lay.y(299)), "midtop")
        self._draw_current(surface)
        for t, box in enumerate(self.boxes):
            self._draw_box(surface, t, box)
        self.skip.draw(surface, fonts, lay, 20)
        self.go.draw(surface, fonts, lay, 20)

    def _draw_seating(self, surface) -> None:
        """The end of the draw: every table with its players in their places after the cut,
        the first dealer marked, and how the cut seated them."""
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        blit_at(surface, fonts.render("display", lay.font(42), "Here is where everyone sits", GOLD),
                (lay.x(32), lay.y(44)), "midleft")
        for t, cell in enumerate(self.cells):
            cuts = dict(ev.table_cuts[t].cuts)
            seats = []
            for i, name in enumerate(ev.tables[t]):
                cards = [c.symbol for c in cuts.get(name, ())]
                cut = " ".join(cards)
                look = SeatLook(name, ev.guests[name].group, ev.counters.get(name))
                # Equal cards cut again (Laws 2-4): said, so that two cards beside a name explain
                # themselves.
                look.mark = cut_words(cards, dealer=i == 0)
                look.tag = "deals" if i == 0 else cut
                look.mark_colour = YELLOW if i == 0 else CREAM_DIM
                look.lit = i == 0
                seats.append(look)
            title = ev.table_name(t)
            size = len(ev.tables[t])
            status = f"{RANK_WORDS[t].capitalize()} · {size} players"
            draw_table(surface, app, cell, TableLook(title, t == 0, t == ev.table_count - 1, seats, 0, status))
        s = self.side
        draw_panel(surface, s, lay.scale, alpha=210)
        blit_at(surface, fonts.render("display", lay.font(28), "Everyone has drawn", CREAM),
                (s.x + lay.px(14), s.y + lay.px(6)), "topleft")
        # Each tie said with its own table (round 6 of issue 37: two were said as one).
        words = [n.lower() if n.startswith("Table") else "the " + n[:1].lower() + n[1:]
                 for n in (ev.table_name(t) for t in range(ev.table_count))]
        tied = tie_words(ev.table_cuts, words)
        tied = " " + tied if tied else ""
        rule = ("Each table has cut for seats and the first deal (Laws 2-4): the lowest cut deals, and the "
                "others sit to his left in the order of their cuts.")
        font = fonts.get("body", lay.font(SMALLEST + 2))
        y = s.y + lay.px(50)
        room = (self.go.rect.y - lay.px(4) - y) // font.get_linesize()
        # The whole of it where it fits; else the ties first, the rule of the cut shortened, then
        # left to the rules screen (round 13 of issue 37: the last lines were cut off unseen).
        for text in (f"{rule}{tied} {ev.config.stake} counters each. Good luck!",
                     f"The lowest cut deals; the others sit to his left (Laws 2-4).{tied} "
                     f"{ev.config.stake} counters each.",
                     f"{tied.strip()} {ev.config.stake} counters each." if tied else ""):
            lines = wrap(font, text, s.width - lay.px(28))
            if len(lines) <= room:
                break
        for line in lines:
            if y + font.get_linesize() > self.go.rect.y - lay.px(4):
                break
            blit_at(surface, fonts.render("body", lay.font(SMALLEST + 2), line, CREAM), (s.x + lay.px(14), y), "topleft")
            y += font.get_linesize()
        self.go.draw(surface, fonts, lay, 22 if self.go.rect.width >= lay.px(250) else SMALLEST / 0.8 + 0.5)

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
            said = fit(fonts, "body", lay.font(28), f"{d.card.symbol} from the {d.back} pack: {where}", lay.px(440))
            blit_at(surface, fonts.render("body", lay.font(28), said, YELLOW), (lay.x(250), lay.y(606)), "midtop")

    def _draw_box(self, surface, t: int, box: pygame.Rect) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        head = t == 0
        draw_panel(surface, box, lay.scale, alpha=200, border=GOLD if head else GOLD_DARK)
        x = box.x + lay.px(12)
        if head:
            x = draw_bell(surface, (box.x + lay.px(24), box.y + lay.px(20)), lay.px(24)).right + lay.px(4)
        # The table and the rank drawn for it on one line where they fit, else the rank on a line
        # of its own under the name (round 13 of issue 37: "Head table: …", "Booby table: sev…").
        room = box.right - x - lay.px(8)
        title = f"{ev.table_name(t)}: {RANK_WORDS[t]}"
        two = fonts.get("display", lay.font(24)).size(title)[0] > room
        if two:
            title = fit(fonts, "display", lay.font(24), ev.table_name(t), room)
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), RANK_WORDS[t], CREAM_DIM),
                    (x, box.y + lay.px(32)), "topleft")
        blit_at(surface, fonts.render("display", lay.font(24), title, GOLD if head else CREAM),
                (x, box.y + lay.px(6)), "topleft")
        size = (ev.config.sizes or [])[t]
        top = lay.px(58 if two else 40)
        line_h = min(lay.px(50), (box.height - top - lay.px(8)) // max(1, size))  # 28 or more: see layout
        px = max(lay.font(SMALLEST), min(lay.font(26), int(line_h * 0.7)))
        y = box.y + top
        if self.cuts_shown:
            order = ev.table_cuts[t].order
            cuts = dict(ev.table_cuts[t].cuts)
            for i, name in enumerate(order):
                g = ev.guests[name]
                group_dot(surface, g.group, (box.x + lay.px(16), y + line_h // 2), max(3, lay.px(5)))
                text = fit(fonts, "body", px, name, box.width - lay.px(110))
                blit_at(surface, fonts.render("body", px, text, CREAM), (box.x + lay.px(28), y + line_h // 2),
                        "midleft")
                note = cut_words([c.symbol for c in cuts[name]]) + ("  deals" if i == 0 else "")
                blit_at(surface, fonts.render("italic", max(11, px - 3), note, YELLOW if i == 0 else CREAM_DIM),
                        (box.right - lay.px(10), y + line_h // 2), "midright")
                y += line_h
        else:
            for i in self.placed[t]:
                d = self.draws[i]
                g = ev.guests[d.player]
                group_dot(surface, g.group, (box.x + lay.px(16), y + line_h // 2), max(3, lay.px(5)))
                # The card and the pack it came from, in words and the pack's colour: two
                # players may hold the A♠, one from each pack.
                colour = (200, 60, 50) if d.card.suit.is_red else (230, 230, 220)
                card = fonts.render("body", px, d.card.symbol, colour)
                small = max(lay.font(SMALLEST), px - 4)
                pack = None
                for words in (f"{d.back} pack", d.back):
                    img = fonts.render("italic", small, words, GROUP_COLOURS[d.back])
                    if img.get_width() + card.get_width() + lay.px(8) <= (box.width - lay.px(40)) // 2:
                        pack = img
                        break
                pack = pack or fonts.render("italic", small, d.back, GROUP_COLOURS[d.back])
                cr = blit_at(surface, card, (box.right - lay.px(12), y + line_h // 2), "midright")
                pr = blit_at(surface, pack, (cr.x - lay.px(6), y + line_h // 2), "midright")
                text = fit(fonts, "body", px, d.player, pr.x - lay.px(8) - (box.x + lay.px(28)))
                blit_at(surface, fonts.render("body", px, text, CREAM), (box.x + lay.px(28), y + line_h // 2),
                        "midleft")
                y += line_h
            for _ in range(size - len(self.placed[t])):
                pygame.draw.line(surface, GOLD_DARK, (box.x + lay.px(28), y + line_h - lay.px(4)),
                                 (box.right - lay.px(40), y + line_h - lay.px(4)), 1)
                y += line_h

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Space / click", "the next card at once"), ("S", "skip to the end of the draw"),
                ("+ / -", "draw faster or slower"), ("Enter", "begin the evening"), ("Esc", "to the title (saved)")]
