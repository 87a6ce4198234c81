"""Whiskey Poker's table-top (Foster, "Whiskey Poker"): the widow in the middle of the
table, face down until it is taken or turned, and drawing one: a card of the person's hand
(1-5 or a click) for a card of the widow (6-0 or a click)."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import Action, ActionKind

from ..seating import FELT_RADII, POOL_SPOT, TABLE_CENTRE, SeatPlace, hand_rect, plate_rect
from ..sprites import CardSprite
from ..theme import CREAM, CREAM_DIM, GOLD_DARK, WARN, blit_at
from .base import TableTop, register

K = ActionKind
WIDOW_KEYS = {pygame.K_6: 0, pygame.K_7: 1, pygame.K_8: 2, pygame.K_9: 3, pygame.K_0: 4,
              pygame.K_KP6: 0, pygame.K_KP7: 1, pygame.K_KP8: 2, pygame.K_KP9: 3, pygame.K_KP0: 4}
WIDOW_SPOT = (TABLE_CENTRE[0], TABLE_CENTRE[1] - 78)
"""Where the widow lies: in the middle, above the pool."""
WIDOW_CARD_W = 50.0
WIDOW_STEP = 56.0
READABLE = 0.5
"""The least part of a widow card's width that shows from under the next card."""


def _hit(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return not (a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1])


def _on_felt(r: tuple[float, ...], inset: float = 8.0) -> bool:
    cx, cy = TABLE_CENTRE
    rx, ry = FELT_RADII[0] - inset, FELT_RADII[1] - inset
    return all(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
               for x in (r[0], r[0] + r[2]) for y in (r[1], r[1] + r[3]))


GUIDED_MARGIN = 12.0
"""Design pixels kept between the widow and every hand in a guided deal: room for the
guide's gilt ring round the widow (with 6, at a crowded table, the pointer found no clear spot
and showed an arrow alone or nothing, issue 38)."""


def widow_place(places: list[SeatPlace], n: int, margin: float = 6.0) -> tuple[float, float, float]:
    """The widow of ``n`` cards at this table: (card width, step between cards, centre's
    height), in design pixels.  It lies on the felt between the hands, clear of every hand (a
    winner's lifted at the show too), plate and the pool's counters and words: full size and
    spread where there is room, else closer (as a hand lies, each card showing at least half its
    face), else a little smaller, else lower, on the pool's words.  With four others the
    spread widow lay on the two top hands; with six, squeezed between them, only its corners
    showed."""
    from ..table.show import LIFT_WINNER

    busy = []
    for p in places:
        x, y, w, h = hand_rect(p)
        busy.append((x - margin, y - margin - LIFT_WINNER, w + 2 * margin, h + 2 * margin + LIFT_WINNER))
        x, y, w, h = plate_rect(p)
        busy.append((x - 8, y - 8, w + 16, h + 16))
    cx = TABLE_CENTRE[0]
    counters = (cx - 60, POOL_SPOT[1] - 34, 120, 34)
    words = (cx - 80, POOL_SPOT[1] + 4, 160, 30)  # (they go over the counters if the widow lies here)
    middle = sorted(range(100, 300, 2), key=lambda y: abs(y - WIDOW_SPOT[1]))
    lower = sorted(range(100, 420, 2), key=lambda y: abs(y - WIDOW_SPOT[1]))

    def find(pool: list[tuple[float, ...]], widths: tuple[float, ...], least: float,
             heights: list[int]) -> tuple[float, float, float] | None:
        for cw in widths:
            ch = cw * 1.4
            for step in range(int(WIDOW_STEP), int(cw * least) - 1, -1):
                wide = cw + (n - 1) * step
                for y in heights:
                    cards = (cx - wide / 2, y - ch / 2, wide, ch)
                    keys = (cards[0], cards[1], wide, ch + 18)  # the keys' badges under the cards
                    if _on_felt(cards) and not any(_hit(cards, b) for b in busy) \
                            and not any(_hit(keys, b) for b in pool):
                        return cw, float(step), float(y)
        return None

    # Every card must be read and clicked: each shows at least half its face (its index and
    # more); where the middle between the hands is too narrow for that, the widow lies lower,
    # on the pool's words, which then go over the pool's counters (see the painter).
    for sizes in ((WIDOW_CARD_W,), (44.0, 40.0)):
        for pool, heights in (([counters, words], middle), ([counters, words], lower), ([counters], lower)):
            found = find(pool, sizes, READABLE, heights)
            if found is not None:
                return found
    return find([counters, words], (40.0,), 0.4, middle) or (40.0, 16.0, WIDOW_SPOT[1])


@register("whiskey", "whiskey-markers")
class WhiskeyTop(TableTop):
    preview = (5, 0, 5)

    @classmethod
    def stakes_words(cls, house: Any, variant: str) -> str:
        if variant == "whiskey-markers":
            return "five markers each; no pool"
        return super().stakes_words(house, variant)
    own_kinds = frozenset({K.DRAW_ONE})

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.pick: int | None = None
        """The widow card chosen for the person's next draw of one."""
        self._image: tuple[object, pygame.Surface] | None = None
        self._places: dict[int, tuple[float, float, float]] = {}
        """The widow's place at this table for each number of cards (:func:`widow_place`)."""

    def deal_started(self) -> None:
        super().deal_started()
        self.pick = None

    def synced(self, view) -> None:
        if self.scene.me is not None and view.widow is None:
            self.pick = None

    # --- the widow --------------------------------------------------------------------------

    def widow_rects(self) -> list[pygame.Rect]:
        """The widow's five places in the window, empty when there is none."""
        v = self.view
        if v is None or not (v.widow or v.widow_cards):
            return []
        n = len(v.widow) if v.widow else v.widow_cards
        lay, art = self.scene.app.layout, self.scene.app.cards
        return [CardSprite(None, *spot, width=self.widow_card_w(n)).rect(art, lay) for spot in self.widow_spots(n)]

    def widow_card_w(self, n: int) -> float:
        return self._place_of(n)[0]

    def widow_spots(self, n: int) -> list[tuple[float, float]]:
        """The centres of the widow's ``n`` cards (design pixels)."""
        _, step, y = self._place_of(n)
        return [(WIDOW_SPOT[0] + (i - (n - 1) / 2) * step, y) for i in range(n)]

    def _place_of(self, n: int) -> tuple[float, float, float]:
        if n not in self._places:
            guided = getattr(self.scene.session, "guided", None) is not None
            self._places[n] = widow_place(self.scene.places, n, GUIDED_MARGIN if guided else 6.0)
        return self._places[n]

    def middle_rects(self) -> list[pygame.Rect]:
        return self.widow_rects()

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view
        rects = self.widow_rects()
        if v is None or not rects:
            return
        scene = self.scene
        lay = scene.app.layout
        cards = tuple(v.widow) if v.widow else (None,) * len(rects)
        picking = K.DRAW_ONE in scene.offers
        # The widow as one image, made again only when it changes (it is drawn every frame).
        area = rects[0].unionall(rects).inflate(lay.px(12), lay.px(12))
        area.height += lay.px(24)  # room for the keys' badges under the cards
        key = (cards, self.pick, picking, tuple(area), lay.scale)
        if self._image is None or self._image[0] != key:
            self._image = (key, self._widow_image(cards, rects, area, picking))
        surface.blit(self._image[1], area)
        label = self._label(rects)
        if label is not None:
            surface.blit(*label)

    def _widow_image(self, cards, rects: list[pygame.Rect], area: pygame.Rect, picking: bool) -> pygame.Surface:
        app, lay = self.scene.app, self.scene.app.layout
        img = pygame.Surface(area.size, pygame.SRCALPHA)
        spots = self.widow_spots(len(rects))
        for i, (r, card) in enumerate(zip(rects, cards)):
            sp = CardSprite(card, *spots[i], width=self.widow_card_w(len(rects)), face_up=card is not None)
            local = r.move(-area.x, -area.y)
            if self.pick == i:
                pygame.draw.rect(img, WARN, local.inflate(lay.px(8), lay.px(8)), width=max(2, lay.px(3)),
                                 border_radius=lay.px(8))
            face = sp.image(app.cards, lay)
            cx, cy = sp.centre(lay)
            img.blit(face, face.get_rect(center=(cx - area.x, cy - area.y)))
            if picking:  # the key for each place, on a badge just under the card (clear of its pips)
                c = (local.centerx, local.bottom + lay.px(11))
                pygame.draw.circle(img, (14, 34, 22), c, lay.px(9))
                pygame.draw.circle(img, GOLD_DARK, c, lay.px(9), 1)
                blit_at(img, app.fonts.render("index", lay.font(13), str((i + 6) % 10), CREAM), c, "center")
        return img

    def words_rects(self) -> list[pygame.Rect]:
        """The widow's name, and while the person draws one the keys' badges under its cards
        (6 to 0): the caption covered them at seven seats (issue 38)."""
        rects = self.widow_rects()
        label = self._label(rects)
        out = [label[1]] if label is not None else []
        if rects and K.DRAW_ONE in self.scene.offers:
            lay = self.scene.app.layout
            row = rects[0].unionall(rects)
            out.append(pygame.Rect(row.x, row.bottom, row.width, lay.px(22)))
        return out

    def middle_name(self) -> str:
        """The name of the cards in the middle, as the log and the buttons say it."""
        return "the widow"

    def _label(self, rects: list[pygame.Rect]) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The widow's name and where it stands: to its left, else to its right, else under
        it, where no hand, plate, note or the pool's counters lie near (at eight seats the hands come close to
        it); where none is free it goes unsaid (None)."""
        v = self.view
        if v is None or not rects:
            return None
        scene = self.scene
        app, lay = scene.app, scene.app.layout
        # (the shorter name where the longer finds no spot: unnamed, the face-down widow at
        # eight seats read as a player's second hand, issue 38, window round 6)
        name = self.middle_name()
        for text in ((name,) if v.widow else (f"{name}, face down", name)):
            found = self._label_spot(rects, app.fonts.render("italic", lay.font(16), text, CREAM_DIM))
            if found is not None:
                return found
        return None

    def _label_spot(self, rects: list[pygame.Rect], img: pygame.Surface) -> tuple[pygame.Surface, pygame.Rect] | None:
        """Where the widow's name ``img`` stands clear (see :meth:`_label`), or None."""
        scene = self.scene
        lay = scene.app.layout
        # clear of every hand (with a little room: beside a hand it reads as that hand's), of
        # the plates and of their tags and notes (a shown hand's name)
        busy = [box.inflate(lay.px(12), lay.px(12)) for seat in scene.seats
                if (box := scene._hand_box(seat)) is not None]
        busy += [lay.rect(*plate_rect(seat.place)) for seat in scene.seats]
        busy += [b for boxes in scene._badges.values() for b in boxes]
        busy += scene._pool_boxes()  # (the pool's counters covered the name at eight seats)
        # (a guided deal: room between them for the guide's ring round the cards alone)
        gap = lay.px(16 if getattr(scene.session, "guided", None) is not None else 6)
        left = img.get_rect(midright=(rects[0].left - gap, rects[0].centery))
        right = img.get_rect(midleft=(rects[-1].right + gap, rects[0].centery))
        below = img.get_rect(midtop=(rects[0].unionall(rects).centerx, rects[0].bottom + lay.px(24)))
        spots = [left, right, below]  # (below: under the keys' badges)
        if K.DRAW_ONE not in scene.offers:  # no badges: just under the cards, above the pool's
            spots.append(img.get_rect(midtop=(below.centerx, rects[0].bottom + lay.px(4))))
        for box in spots:
            if box.collidelist(busy) < 0:
                return img, box
        return None

    # --- drawing one ------------------------------------------------------------------------

    def pick_widow(self, index: int) -> None:
        """Choose the widow card to take for the card marked in the hand."""
        scene = self.scene
        if K.DRAW_ONE not in scene.offers or self.view is None or not self.view.widow:
            return
        if not 0 <= index < len(self.view.widow):
            return
        self.pick = None if self.pick == index else index
        scene.app.sound.play("click", 0.3)
        if self.pick is not None and scene.marked:
            scene.choose(K.DRAW_ONE)

    def click(self, pos) -> bool:
        for i, r in enumerate(self.widow_rects()):
            if r.collidepoint(pos):
                self.pick_widow(i)
                return True
        return False

    def key(self, key: int) -> bool:
        if key in WIDOW_KEYS and K.DRAW_ONE in self.scene.offers:
            self.pick_widow(WIDOW_KEYS[key])
            return True
        return False

    def marked_changed(self) -> None:
        scene = self.scene
        if K.DRAW_ONE in scene.offers and scene.marked and self.pick is not None:
            scene.choose(K.DRAW_ONE)

    def make_action(self, kind: ActionKind) -> Action | None:
        scene = self.scene
        hand = next(iter(sorted(scene.marked)), None)
        if hand is None or self.pick is None:
            scene.caption = "To draw one: click one of your cards (1 to 5), then a widow card (6 to 0)."
            scene.app.toast("Choose one of your cards, then one of the widow's.", 3.0)
            return None
        return Action(K.DRAW_ONE, 5 * hand + self.pick)

    def acted(self) -> None:
        self.pick = None

    def help_keys(self, mark, tail):
        return [("1 \u2013 5, click", "your card to lay in the widow"),
                ("6 \u2013 0, click", "the widow's card: draw one"),
                ("D", "draw one (the two cards marked)"),
                ("K  T  U", "knock, take the widow, turn it up"),
                ("E  P", "exchange for the widow, pass")] + tail[1:]
