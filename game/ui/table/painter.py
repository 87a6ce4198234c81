"""The table's painter: draws the baize, the plates, the hands, the pool, the caption, the
odds helper and the action panel (those two in :mod:`.side_panels`), each composed once for
each state of it."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import ActionKind

from ..scenes.table_parts import (PlateLook, counter_stacks, draw_plate, draw_plate_counters,
                                  draw_plate_markers, draw_pointer,
                                  make_table_layer, pool_pile, pulse)
from ..seating import POOL_SPOT, hand_rect, plate_rect
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, WARN, blit_at, wrap
from .caption import Captioner
from .placing import Placer
from .placing_rules import DEALER_R, NAME_MARGIN
from .show import LIFT_WINNER, SeatShow
from .side_panels import SidePanels

if TYPE_CHECKING:
    from ..app import App

K = ActionKind
TURN_PULSE_SECONDS = 1.2 * 3.25
"""How long the turn's glow pulses (three and a quarter of its 1.2 s beats, ending at its
middle brightness, where it then holds)."""
log = logging.getLogger("parlour_poker.ui.table")



class Painter(SidePanels, Captioner, Placer):
    """Draws the table as it stands and changes nothing (a part of :class:`~game.ui.scenes.table.TableScene`)."""

    app: App

    def _table_layer(self) -> pygame.Surface:
        lay = self.app.layout
        key = (lay.size, self.odds_on, tuple(self.rects["log"]))
        if self._layer is None or self._layer_key != key:
            panels = [self.rects["log"], self.rects["actions"]]
            if self.odds_on:
                panels.append(self.rects["odds"])
            self._layer = make_table_layer(self.app.backdrop(), lay, panels)
            self._layer_key = key
        return self._layer

    def _under(self, rect: pygame.Rect) -> pygame.Surface:
        """A copy of the table's layer under ``rect`` (window pixels), to draw an opaque
        image on: an opaque blit costs the frame far less than one with an alpha channel."""
        layer = self._table_layer()
        if layer.get_rect().contains(rect):
            return layer.subsurface(rect).copy()
        base = pygame.Surface(rect.size, 0, layer)
        clip = rect.clip(layer.get_rect())
        base.blit(layer, (clip.x - rect.x, clip.y - rect.y), clip)
        return base

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        self._late = False  # set when a part is drawn a frame late (see needs_frames)
        surface.blit(self._table_layer(), (0, 0))
        turn = self._turn_seat()
        for seat in self.seats:
            self._draw_seat(surface, seat, turn == seat.seat)
        # (after the plates: a plate's image, with its tags and note, is opaque round them)
        self._draw_pool(surface)
        for sp in self.loose:
            sp.draw(surface, app.cards, lay)
        for seat in self.seats:
            self._draw_cards(surface, seat)
        self.top.draw(surface)
        self.draw_book_widow(surface)  # over the widow it rings one card of
        for f in self.flyers:
            img = self._pile(f.amount, 20)
            surface.blit(img, img.get_rect(midbottom=lay.point(f.x, f.y)))
        self._draw_caption(surface)
        self.book_drawn = self.book_look()  # (what the window shows of the book: see book_busy)
        if self.book_open is not None:
            self.draw_book(surface)  # in place of the log and the odds, until it is closed
        else:
            self.log.draw(surface, app.fonts, lay, self._under(self.rects["log"]) if self.log._image is None else None)
            if self.odds_on:
                self._draw_odds(surface)
        self._draw_actions(surface, turn)
        self._draw_caption(surface, side=True)  # (a table too full for it: in the panel's free room)
        self.menu_button.draw(surface, app.fonts, lay)
        if self.hover_seat is not None:
            self._draw_tip(surface, self.hover_seat)
        if self.guide_show is not None and self.book_open is None:
            self.guide_show.draw(surface)  # over the log, and its pointer over the table
        elif self.guide_offer is not None and self.book_open is None:
            self.guide_offer.draw(surface)

    def _glow(self) -> float:
        """The turn's glow, 0 to 1: it pulses as a turn comes, then holds still, so that a
        table waiting for the person rests (issue 29)."""
        since = self.clock - self._turn_from
        return pulse(since) if since < TURN_PULSE_SECONDS else 0.5

    def _turn_seat(self) -> int | None:
        if not self.idle or self.deal_done:
            return None
        return self.session.to_act

    def _pile(self, amount: int, width: float, per_stack: int = 10) -> pygame.Surface:
        px = self.app.layout.px(width)
        return self._piles.get((amount, px, per_stack), lambda: pool_pile(self.app.chips, amount, px, per_stack))

    def pool_heap(self, amount: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The pool's counters and where they stand: stacks of ten, or lower stacks (a wider
        heap) where the tall ones would reach the cards in the middle (Bouillotte's pack and
        retourne lie just above the pool: its counters stood on the retourne, issue 38)."""
        lay = self.app.layout
        middle = [r.inflate(lay.px(4), lay.px(4)) for r in self.top.middle_rects()]
        for per in (10, 6, 4, 3, 2, 1):
            img = self._pile(amount, 26, per)
            rect = img.get_rect(midbottom=lay.point(*POOL_SPOT))
            if rect.collidelist(middle) < 0:
                return img, rect
        img = self._pile(amount, 26)
        return img, img.get_rect(midbottom=lay.point(*POOL_SPOT))

    def _draw_pool(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        amount = self.shown_pool()
        if amount > 0:
            surface.blit(*self.pool_heap(amount))
        img, spot = self._pool_label(self.pool_label_text())
        surface.blit(img, spot)
        y = POOL_SPOT[1] + 34
        if self.jack_text:
            blit_at(surface, app.fonts.render("italic", lay.font(18), self.jack_text, GOLD),
                    lay.point(POOL_SPOT[0], y), "midtop")
            y += 22
        if self.shown_kitty():
            blit_at(surface, app.fonts.render("italic", lay.font(17), f"the kitty holds {self.shown_kitty()}", CREAM_DIM),
                    lay.point(POOL_SPOT[0], y), "midtop")

    def pool_label_text(self) -> str:
        amount = self.shown_pool()
        words = self.top.pool_words(amount)
        if words is not None:
            return words  # ("": a game with no pool, nothing said)
        return f"The pool: {amount}" if amount else "The pool is empty"

    def _pool_label(self, label: str) -> tuple[pygame.Surface, tuple[int, int]]:
        """The pool's words under its counters, clear of every hand: at crowded tables a
        side seat's hand reaches towards the middle, so the words step down in size and
        then move aside (away from the hand they would touch) until they lie clear."""
        app, lay = self.app, self.app.layout
        if not label:  # a game with no pool
            return pygame.Surface((0, 0), pygame.SRCALPHA), lay.point(POOL_SPOT[0], POOL_SPOT[1] + 6)
        # each hand as it lies at rest and lifted (a winner's, at the show)
        hands = [lay.rect(*hand_rect(seat.place)) for seat in self.seats]
        hands = [h.union(h.move(0, -lay.px(LIFT_WINNER + 2))) for h in hands]
        # and as they lie at rest, however many (not as they lie now: a card on its way from the
        # pack, or a discard, moved the words aside and back during the deal and the draw,
        # issue 38, window round 6)
        hands += [box for seat in self.seats if (box := self._rest_hand_box(seat)) is not None]
        # and the shown hands' names put on the felt, which keep their spots until the next deal
        # (table/plate_notes.py): the pool's words grow once it is paid ("The pool is empty") and
        # lay as near a name as its own hand (issue 38, round 3)
        room = 4 * lay.px(NAME_MARGIN)  # (twice the margin each side: the name lies a few px from its hand)
        for s, (_, _, box, _, _) in self.__dict__.get("_name_pins", {}).items():
            if box is not None and 0 <= s < len(self.seats):
                hands.append(box.move(lay.rect(*plate_rect(self.seats[s].place)).topleft).inflate(room, room))
        top = lay.point(POOL_SPOT[0], POOL_SPOT[1] + 6)
        img = app.fonts.render("display", lay.font(24), label, CREAM)
        for size in (24, 21, 18):
            img = app.fonts.render("display", lay.font(size), label, CREAM)
            box = img.get_rect(midtop=top)
            if box.collidelist(hands) < 0:
                return img, box.topleft
        for _ in range(40):
            hit = box.collidelist(hands)
            if hit < 0:
                break
            box.x += lay.px(4) if hands[hit].centerx < box.centerx else -lay.px(4)
        return img, box.topleft

    def _plate(self, seat: SeatShow) -> tuple[pygame.Surface, bool]:
        app, lay = self.app, self.app.layout
        dim = (not seat.holding and not self.deal_done) or seat.out
        # (a shown hand's name written in the plate takes the place of the player's manner)
        short = "" if self.note_in_plate(seat) else seat.short
        look = PlateLook(seat.name, short, dim=dim, out=seat.out, mine=seat.seat == self.me)
        return self._plates.get((look, lay.scale), lambda: draw_plate(app.fonts, lay, look)), dim

    def _stacks(self, amount: int) -> pygame.Surface:
        px = self.app.layout.px(17)
        # (five high at most: taller, a large stack reached up into the plate's name)
        return self._piles.get(("stacks", amount, px), lambda: counter_stacks(self.app.chips, amount, px, most=5))

    def _draw_seat(self, surface: pygame.Surface, seat: SeatShow, turn: bool) -> None:
        lay = self.app.layout
        rect = lay.rect(*plate_rect(seat.place))
        img, marks, badges = self._seat_image(seat, rect)
        self._badges[seat.seat] = [b.move(rect.topleft) for b in badges]
        surface.blit(img, rect)
        if marks is not None:  # (see-through round them: a neighbour's words may lie near)
            surface.blit(marks[0], marks[1].move(rect.topleft))
        # The rings lie between the plate and the tags, the note and the dealer's button,
        # which all stand clear of them (tests/ui/table_rules.py).
        if turn:
            glow = self._glow()
            ring = rect.inflate(lay.px(8 + 4 * glow), lay.px(8 + 4 * glow))
            pygame.draw.rect(surface, GOLD, ring, width=max(2, lay.px(3)), border_radius=lay.px(14))
        elif seat.winner:
            pygame.draw.rect(surface, (236, 214, 150), rect.inflate(lay.px(6), lay.px(6)), width=max(2, lay.px(2)),
                             border_radius=lay.px(13))
        if turn:
            tip, direction, size = self.pointer_spot(seat)
            draw_pointer(surface, tip, direction, size, GOLD)

    def _seat_image(self, seat: SeatShow, rect: pygame.Rect) -> tuple[pygame.Surface, Any, tuple]:
        """The plate with its counters and the dealer's button, and its tags and note (with
        where they lie, from the plate's corner), composed once for each state (it only
        changes when an event changes it)."""
        app, lay = self.app, self.app.layout
        plate, dim = self._plate(seat)
        amount = self.shown_stack(seat.seat)
        markers = self.top.markers(seat.seat)
        tags = self._tags_of(seat)
        dealer = seat.seat == self.dealer
        boxes, note_box, note_px, note = self._badge_places()[seat.seat]
        line = self.plate_line(seat)  # (the words in the plate in place of the player's manner)
        key = ("seat", seat.name, seat.short, dim, seat.out, seat.seat == self.me, amount, markers, tags, dealer, note,
               seat.winner, self._layer_key, tuple(map(tuple, boxes)), tuple(note_box) if note_box else None, note_px,
               line)

        def make() -> tuple[pygame.Surface, tuple[pygame.Surface, pygame.Rect] | None, tuple]:
            w, h = rect.size
            canvas = self._under(rect)  # the plate, opaque
            canvas.blit(plate, (0, 0))
            local = pygame.Rect(0, 0, w, h)
            if markers is not None:  # a markers game: no counters at all
                draw_plate_markers(canvas, local, app.fonts, lay, markers, dim)
            elif not seat.out:
                draw_plate_counters(canvas, local, app.fonts, lay, self._stacks(amount), amount, dim)
            if dealer:  # in the plate's top corner, inside the ring (the plate keeps the room for it)
                r = lay.px(DEALER_R)
                c = (local.right - lay.px(6) - r, local.top + lay.px(6) + r)
                pygame.draw.circle(canvas, (250, 246, 232), c, r)
                pygame.draw.circle(canvas, GOLD_DARK, c, r, max(1, lay.px(2)))
                blit_at(canvas, app.fonts.render("index", lay.font(14), "D", (40, 34, 28)), c, "center")
            if line is not None:  # a shown hand's name, a note or a kept tag in the plate (a full table)
                colour = (236, 214, 150) if seat.winner else CREAM
                blit_at(canvas, app.fonts.render("italic", lay.font(line[0]), line[1], colour),
                        (lay.px(12), h - lay.px(8)), "bottomleft")
            badges = tuple(boxes) + ((note_box,) if note_box is not None else ())
            if not badges:
                return canvas, None, ()
            # The tags and the note on one see-through image round them (an opaque one hid a
            # neighbour's note lying between them and the plate).
            bounds = badges[0].unionall(badges[1:]).inflate(2, 2)
            marks = pygame.Surface(bounds.size, pygame.SRCALPHA)
            ox, oy = -bounds.x, -bounds.y
            images = [app.fonts.render("italic", lay.font(15), tag, (40, 34, 28)) for tag in tags]
            for img, box in zip(images, boxes):
                box = box.move(ox, oy)
                pygame.draw.rect(marks, CREAM_DIM, box, border_radius=box.height // 2)
                blit_at(marks, img, box.center, "center")
            if note_box is not None:
                box = note_box.move(ox, oy)
                colour = (236, 214, 150) if seat.winner else CREAM
                pygame.draw.rect(marks, (14, 34, 22), box, border_radius=box.height // 2)
                pygame.draw.rect(marks, GOLD_DARK, box, width=1, border_radius=box.height // 2)
                blit_at(marks, app.fonts.render("italic", lay.font(note_px), note, colour), box.center, "center")
            return canvas, (marks, bounds), badges

        found = self._seat_cache.peek(key)
        if found is None:
            last = self._seat_last.get(seat.seat)
            if last is not None and self._makes_left <= 0:
                self._late = True
                return last  # a frame late: this frame has made enough images already
            self._makes_left -= 1
            found = self._seat_cache.get(key, make)
        self._seat_last[seat.seat] = found
        return found

    def _hand_box(self, seat: SeatShow) -> pygame.Rect | None:
        """The window rectangle round a seat's cards (as they lie, lifted or not)."""
        if not seat.cards:
            return None
        app, lay = self.app, self.app.layout
        box = seat.cards[0].rect(app.cards, lay)
        for sp in seat.cards[1:]:
            box = box.union(sp.rect(app.cards, lay))
        return box

    def _draw_glow(self, surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int],
                   strength: float) -> None:
        lay = self.app.layout
        pad = lay.px(14)
        key = ("glow", box.size, colour, round(strength * 8), lay.scale)

        def make() -> pygame.Surface:
            w, h = box.width + 2 * pad, box.height + 2 * pad
            glow = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(pad, 0, -2):
                a = int((60 + 110 * strength) * (1 - i / pad) ** 1.4) + 10
                r = pygame.Rect(pad - i, pad - i, w - 2 * (pad - i), h - 2 * (pad - i))
                pygame.draw.rect(glow, (*colour, a), r, border_radius=lay.px(10) + i)
            return glow

        img = self._tips.get(key, make)
        surface.blit(img, (box.x - pad, box.y - pad))

    def _draw_cards(self, surface: pygame.Surface, seat: SeatShow) -> None:
        app, lay = self.app, self.app.layout
        mine = seat.seat == self.me
        if seat.winner and self.deal_done or (seat.winner and not self.tweens.busy):
            box = self._hand_box(seat)
            if box is not None:
                self._draw_glow(surface, box, (240, 214, 140), 1.0)
        elif mine and self.buttons:
            box = self._hand_box(seat)
            if box is not None:
                self._draw_glow(surface, box, GOLD, self._glow())
        resting = self._resting_hand(seat) if not mine else None
        if resting is not None:
            img, pos = resting
            surface.blit(img, pos)
        else:
            for i, sp in enumerate(seat.cards):
                if mine and i in self.marked:
                    r = sp.rect(app.cards, lay).inflate(lay.px(8), lay.px(8))
                    pygame.draw.rect(surface, WARN, r, width=max(2, lay.px(3)), border_radius=lay.px(9))
                sp.draw(surface, app.cards, lay)
            if mine:
                self.draw_book_cards(surface)
        if mine:
            for role, px, word, col, spot, anchor in self._hand_words(seat):
                blit_at(surface, app.fonts.render(role, px, word, col), spot, anchor)

    def _hand_words(self, seat: SeatShow) -> list[tuple[str, int, str, tuple[int, int, int], tuple[int, int], str]]:
        """The words written over the person's hand: each card's key (or "discard") while
        cards may be marked, else the hand's worth and the game's note on it; each as (font
        role, size, words, colour, spot, anchor)."""
        app, lay = self.app, self.app.layout
        if not seat.cards:
            return []
        out = []
        first = seat.cards[0].rect(app.cards, lay)
        last = seat.cards[-1].rect(app.cards, lay)
        y = min(first.top, last.top) - lay.px(4)
        if self.can_mark():
            # (not over a card passed to him for barter, face down at his hand's end: it is not
            # his to mark, and the caption says "1 to 3")
            passed = self.top.passed_to_me() if seat.seat == self.me else 0
            for i, sp in enumerate(seat.cards[:len(seat.cards) - passed]):
                r = sp.rect(app.cards, lay)
                word = ("lay down" if K.DRAW_ONE in self.offers else "discard") if i in self.marked else str(i + 1)
                col = WARN if i in self.marked else CREAM_DIM
                out.append(("index" if i not in self.marked else "italic", lay.font(14 if i not in self.marked else 17),
                            word, col, (r.centerx, r.top - lay.px(3)), "midbottom"))
        elif not self.cards_landed(seat):
            # Words about the cards come after the cards are on the table: "your point" stood
            # over a hand still being dealt (issue 38).
            return out
        elif self.hand_value and not (seat.value and seat.note and not seat.out):
            # (a shown hand's name is its plate's note, placed by the hand: not twice)
            out.append(("italic", lay.font(20), self.hand_value, CREAM, ((first.left + last.right) // 2, y), "midbottom"))
        # (once the hand is shown its name is the plate's note, by the hand: the game's
        # own words above it would say it a second time, over the note)
        note = "" if seat.value and seat.note and not seat.out else self.top.hand_note(seat)
        if note:
            out.append(("italic", lay.font(15), note, CREAM_DIM, (first.centerx, first.top - lay.px(3)), "midbottom"))
        return out

    def cards_landed(self, seat: SeatShow) -> bool:
        """A seat's cards are all on the table: as many as it holds, each face up and still
        (none in flight, none turning)."""
        view = self.top.view
        hand = getattr(view, "hand", None) if view is not None else None
        if hand is not None and len(seat.cards) != len(hand):
            return False
        moving = {id(getattr(t, "target", None)) for t in self.tweens._running if not t.done}
        return all(sp.card is not None and sp.flip >= 1.0 and id(sp) not in moving for sp in seat.cards)

    def hand_words_box(self, seat: SeatShow) -> pygame.Rect | None:
        """The rectangle round the words over the person's hand (None: there are none)."""
        app = self.app
        boxes = []
        for role, px, word, _col, spot, anchor in self._hand_words(seat):
            w, h = app.fonts.get(role, px).size(word)
            r = pygame.Rect(0, 0, w, h)
            setattr(r, anchor, spot)
            boxes.append(r)
        return boxes[0].unionall(boxes[1:]) if boxes else None

    def _resting_hand(self, seat: SeatShow) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """A hand lying still, as one image (drawn once per hand, not card by card each frame);
        None while any of its cards moves, turns, lifts or fades."""
        cards = seat.cards
        if not cards:
            return None
        n = len(cards)
        for i, sp in enumerate(cards):
            if sp.lift or sp.angle or sp.alpha < 254.5 or sp.flip not in (0.0, 1.0) or not sp.visible:
                return None
            x, y = seat.place.card_slot(i, n)
            if sp.x != x or sp.y != y or sp.width != seat.place.card_w:
                return None
        app, lay = self.app, self.app.layout
        faces = tuple(sp.card.code if sp.face_up else None for sp in cards)  # type: ignore[union-attr]
        first = cards[0].rect(app.cards, lay)
        last = cards[-1].rect(app.cards, lay)
        if seat.winner:
            return None  # its glow shows between the cards' rounded corners
        key = ("hand", faces, first.topleft, first.size, last.x - first.x, n, app.cards.four_colour,
               app.cards.back_colour, self._layer_key)

        def make() -> pygame.Surface:
            box = first.union(last)
            img = self._under(box)
            for sp in cards:
                r = sp.rect(app.cards, lay)
                img.blit(sp.image(app.cards, lay), (r.x - box.x, r.y - box.y))
            return img

        return self._hands.get(key, make), first.topleft

    def _prepare(self) -> None:
        """Make one changed image ahead of the draw, in a frame that showed no event: the log
        or the caption lag a frame behind, and no frame has to make them all at once."""
        lay = self.app.layout
        if self.log.stale:
            self.log.refresh(self.app.fonts, lay, self._under(self.rects["log"]))
        elif self._caption_shown != self.caption:
            text = self.caption
            if text:
                self._tips.get(("caption", text, lay.scale, 0), lambda: self._caption_image(text))
            self._caption_shown = text

    def _draw_tip(self, surface: pygame.Surface, seat_index: int) -> None:
        app, lay = self.app, self.app.layout
        seat = self.seats[seat_index]
        text = seat.description if seat_index != self.me else "You: your counters, and your cards below."

        def make() -> pygame.Surface:
            font_px = lay.font(18)
            lines = wrap(app.fonts.get("italic", font_px), text, lay.px(300))
            imgs = [app.fonts.render("italic", font_px, line, CREAM) for line in lines]
            w = max(i.get_width() for i in imgs) + lay.px(20)
            h = sum(i.get_height() for i in imgs) + lay.px(12)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, (10, 26, 18, 240), surf.get_rect(), border_radius=lay.px(8))
            pygame.draw.rect(surf, GOLD_DARK, surf.get_rect(), width=1, border_radius=lay.px(8))
            y = lay.px(6)
            for img in imgs:
                surf.blit(img, (lay.px(10), y))
                y += img.get_height()
            return surf

        tip = self._tips.get((seat_index, lay.scale), make)
        rect = lay.rect(*plate_rect(seat.place))
        ux, uy = seat.place.toward
        if seat.place.mine:
            box = tip.get_rect(bottomleft=(rect.left, rect.top - lay.px(14)))
        elif abs(ux) > 0.35:  # beside the plate, on the table's side
            box = tip.get_rect(midleft=(rect.right + lay.px(10), rect.centery)) if ux > 0 else \
                tip.get_rect(midright=(rect.left - lay.px(10), rect.centery))
        else:
            box = tip.get_rect(midtop=(rect.centerx, rect.bottom + lay.px(22)))
            if box.bottom > lay.height - lay.px(10) or uy < 0:
                box.midbottom = (rect.centerx, rect.top - lay.px(14))
        box.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        surface.blit(tip, box)
