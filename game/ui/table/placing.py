"""Where the table's small things stand: each plate's tags and note, the turn's ring and
pointer, and the caption, placed where they cover nothing a player must read (no tag under a
ring, no hand's name beside the wrong player; tests/ui/table_rules.py checks it at every
game, seat count and window size).  A part of :class:`~game.ui.scenes.table.TableScene`,
through its painter."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..scenes.table_parts import pointer_box
from ..seating import FELT_RADII, POOL_SPOT, RIM, TABLE_CENTRE, hand_rect, plate_rect
from .show import LIFT_WINNER, SeatShow

if TYPE_CHECKING:
    from ..app import App

CLEAR = 9
"""Design pixels between a plate and its tags or note: the turn's ring, at its widest, lies
six outside the plate, and nothing written may lie under it."""
NOTE_ROOM = 10
"""Design pixels kept clear round a tag or another note when a note is placed (5 each side)."""
NOTE_SIZES = (17, 15)
"""A note's design sizes: the smaller where the larger finds no free spot."""
SAID_BY_NOTE = {"knocked": "knock", "has the buck": "has the buck", "backs the field": "the field", "passed out": "passed out"}
"""A tag, and the words of a note that say it already (the tag is left off while they do)."""
NAME_MARGIN = 12
"""Design pixels kept twice over round a shown hand's name put on the felt, by the pool's words."""
TAG_APART = 18
"""Design pixels at least between two seats' tags (one seat's stand 6 apart): nearer, a
player's "counts 14" read as the next plate's, in a row after its "pone" (issue 38, round 4)."""
OWNER_MARGIN = 24
"""Design pixels by which a plate's tag, or a move's words beside it, stands nearer its own
plate than any other seat's plate, cards or tags: in the gap between two plates, "age",
"knocks" or "out of the brag" named neither (issue 38, window round 5)."""
UNDER_PLATE = 40
"""Design pixels within which a shown hand's name, nearer another seat's plate than its own,
reads as that seat's (it lay beside its own hand, just under a neighbour's plate: issue 38,
round 4, Commerce at eight, 960x540)."""
DEALER_R = 11
"""The dealer's button's radius (design pixels), in the plate's top right corner."""


def on_the_rim(lay, r: pygame.Rect) -> bool:
    """Whether a window rectangle lies on the table's wooden rim: partly on the felt and partly
    off it, or on the wood (points round its edge, every few pixels)."""
    cx, cy = lay.point(*TABLE_CENTRE)
    rx, ry = lay.px(FELT_RADII[0]), lay.px(FELT_RADII[1])
    rim = lay.px(RIM)

    def reach(x: int, y: int, grow: int) -> float:
        return ((x - cx) / (rx + grow)) ** 2 + ((y - cy) / (ry + grow)) ** 2

    points = [(x, y) for x in range(r.left, r.right + 1, 4) for y in (r.top, r.bottom)]
    points += [(x, y) for y in range(r.top, r.bottom + 1, 4) for x in (r.left, r.right)]
    return not (all(reach(x, y, 0) <= 1 for x, y in points) or all(reach(x, y, rim) > 1 for x, y in points))


def pay_tags(seat: SeatShow, note: str) -> tuple[str, ...]:
    """What a seat paid or was paid at the settlement, as tags, where its note does not say
    it already: a shown hand keeps its name as its note, and learners missed "pays 1" on the
    hands shown at Bouillotte's brelan and Ambigu's combination."""
    # (the payee's tag is "receives N": two learners read "paid 4" on the plate of the seat
    # that was paid as if he had paid, issue 39)
    out = []
    if seat.pays and not note.startswith("pays"):
        out.append(f"pays {seat.pays}")
    if seat.paid and not note.startswith("receives"):
        out.append(f"receives {seat.paid}")
    return tuple(out)


def short_name(name: str) -> str:
    """A hand's name in its first words, for a crowded table: "a full hand, three fives and a
    pair of deuces" -> "a full hand", "a point of 17 in three cards" -> "a point of 17"."""
    for cut in (", ", " (", "; ", " in "):
        if cut in name:
            name = name.split(cut, 1)[0]
    return name


def _first(order, first: int | None) -> list[int]:
    """``order`` with ``first`` (where it is in it) put first."""
    order = list(order)
    return ([first] + [i for i in order if i != first]) if first in order else order


def plate_words(note: str) -> list[str]:
    """A move's words in fewer, for a plate with little room ("takes the widow" as "takes
    widow", "share of the call against the field 4" as "share 4"): the log says them whole."""
    words = note.split()
    bare = [w for w in words if w not in ("a", "an", "the")]
    out = [" ".join(bare)] if len(bare) < len(words) else []
    if len(words) > 2 and words[-1].isdigit():
        out.append(f"{words[0]} {words[-1]}")
    return out


class Placer:
    """Places the plates' tags and notes, the pointer and the caption (reads the scene's state)."""

    app: App

    def _pool_boxes(self) -> list[pygame.Rect]:
        """The pool's counters and words (where a note or a tag must not stand)."""
        lay = self.app.layout
        img, spot = self._pool_label(self.pool_label_text())
        chips = pygame.Rect(0, 0, lay.px(60), lay.px(30))
        chips.midbottom = lay.point(*POOL_SPOT)
        amount = self.shown_pool()
        if amount > 0:  # (a large pool's heap is wider and taller than the room kept for it)
            chips.union_ip(self._pile(amount, 26).get_rect(midbottom=lay.point(*POOL_SPOT)))
        return [img.get_rect(topleft=spot), chips]

    def _rest_hand_box(self, seat: SeatShow) -> pygame.Rect | None:
        """The window rectangle round a seat's cards as they lie at rest (not lifted, not
        moving), None if it holds none."""
        n = len(seat.cards)
        if not n:
            return None
        from ..sprites import CardSprite

        app, lay = self.app, self.app.layout
        rects = [CardSprite(None, *seat.place.card_slot(i, n), width=seat.place.card_w).rect(app.cards, lay)
                 for i in (0, n - 1)]
        return rects[0].union(rects[1])

    def _menu_box(self) -> pygame.Rect:
        """The menu's button in the table's top left corner (nothing written may lie on it)."""
        lay = self.app.layout
        return self.menu_button.rect.inflate(lay.px(8), lay.px(8))

    def ring_rect(self, seat: SeatShow) -> pygame.Rect:
        """The outer edge of the gold ring round a plate (the turn's, at its widest glow; the
        winner's lies inside it): nothing but the plate may lie inside it."""
        lay = self.app.layout
        return lay.rect(*plate_rect(seat.place)).inflate(lay.px(12), lay.px(12))

    def pointer_spot(self, seat: SeatShow) -> tuple[tuple[int, int], tuple[float, float], int]:
        """The turn's pointer at a plate: its tip, the way it points and its length.  It points
        at the plate from the pool's side where it can, else from another side: never on the
        plate's tags or note, a hand or another plate."""
        return self._pointer_at(seat, with_badges=True)

    def _pointer_at(self, seat: SeatShow, with_badges: bool) -> tuple[tuple[int, int], tuple[float, float], int]:
        spots, size = self._pointer_spots(seat)
        lay = self.app.layout
        busy = [self._menu_box()]
        if with_badges:
            busy += [b for boxes in self._badges.values() for b in boxes]
        for other in self.seats:
            busy.append(lay.rect(*hand_rect(other.place)))
            if other is not seat:
                busy.append(lay.rect(*plate_rect(other.place)).inflate(lay.px(12), lay.px(12)))
        window = pygame.Rect(0, 0, lay.width, lay.height).inflate(-2 * lay.px(24), -2 * lay.px(24))
        for tip, direction in spots:
            box = pointer_box(tip, direction, size)
            if window.contains(box) and box.inflate(2, 2).collidelist(busy) < 0:
                return tip, direction, size
        return spots[0][0], spots[0][1], size

    def pointer_first(self, seat: SeatShow) -> pygame.Rect:
        """Where the turn's pointer at a plate goes when no tag or note is in its way: the
        plate's tags and notes keep off it, so that it goes there."""
        return pointer_box(*self._pointer_at(seat, with_badges=False)).inflate(2, 2)

    def _pointer_spots(self, seat: SeatShow) -> tuple[list, int]:
        """The places the turn's pointer may take at a plate, the first first, and its length."""
        lay = self.app.layout
        rect = lay.rect(*plate_rect(seat.place))
        ux, uy = seat.place.toward
        size = lay.px(14 if seat.place.mine else 12)
        gap = lay.px(10)
        top = ((rect.centerx, rect.top - gap), (0, 1))
        bottom = ((rect.centerx, rect.bottom + gap), (0, -1))
        left = ((rect.left - gap, rect.centery), (1, 0))
        right = ((rect.right + gap, rect.centery), (-1, 0))
        if seat.place.mine:
            spots = [top, right]
        elif ux > 0.3:
            spots = [left, top if uy > 0 else bottom, right]
        elif ux < -0.3:
            spots = [right, top if uy > 0 else bottom, left]
        else:
            spots = [top, left, right, bottom] if uy > 0 else [bottom, left, right, top]
        return spots, size

    def _tag_boxes(self, seat: SeatShow, rect: pygame.Rect, sizes: list[pygame.Rect],
                   taken: list[pygame.Rect] = ()) -> list[pygame.Rect]:
        """Where a plate's tags stand, in the plate's own coordinates: in a row over the plate
        (at its right, else its left), else beside it (on its left, else its right), clear of
        its ring and of every hand and other plate, clearly nearer its own plate than another
        and apart from the other seats' tags (``taken``, window pixels)."""
        if not sizes:
            return []
        lay = self.app.layout
        w, h = rect.size
        c, gap = lay.px(CLEAR), lay.px(6)
        stage = lay.rect(28, 28, 936, 664)
        busy = [lay.rect(*hand_rect(o.place)) for o in self.seats] + self.top.middle_rects() + self._pool_boxes()
        busy += [self.ring_rect(o) for o in self.seats if o is not seat] + list(taken)  # (window pixels)
        busy += [self._menu_box(), self.pointer_first(seat)]
        # Read as this plate's: clearly nearer it than any other plate, and well apart from
        # another seat's tags (``taken``): in a row after the next plate's "pone", a player's
        # "counts 14" read as that player's (issue 38, round 4, three-stake Brag at eight).
        apart = lay.px(TAG_APART)
        theirs = [t.inflate(2 * apart, 2 * apart) for t in taken]
        plates = [lay.rect(*plate_rect(o.place)) for o in self.seats if o is not seat]
        plates += [b for o in self.seats if o is not seat and (b := self._rest_hand_box(o)) is not None]  # (their cards too)

        def near(r: pygame.Rect, o: pygame.Rect) -> float:
            dx = max(o.left - r.right, r.left - o.right, 0)
            dy = max(o.top - r.bottom, r.top - o.bottom, 0)
            return (dx * dx + dy * dy) ** 0.5

        # (nor so near another seat's tag or move's words that they read as this plate's:
        # window round 6, a neighbour's count by the top seat's "stood" took it from its plate)
        every = [lay.rect(*plate_rect(o.place)) for o in self.seats]
        owned = [(t, min(near(t, p) for p in every)) for t in taken]

        def mine(b: pygame.Rect) -> bool:
            own = near(b, rect) + lay.px(OWNER_MARGIN)
            return b.collidelist(theirs) < 0 and all(near(b, p) >= own for p in plates) \
                and all(near(b, t) >= d + lay.px(OWNER_MARGIN) for t, d in owned)

        def row(x: int, anchor: str, y: int, leftward: bool) -> list[pygame.Rect]:
            out = []
            for size in sizes:
                box = size.copy()
                setattr(box, anchor, (x, y))
                out.append(box)
                x = box.left - gap if leftward else box.right + gap
            return out

        # A crowded table: where all the tags find no room, the last of them (the game's own,
        # after the age and the pone) are left off one by one: the log and the caption say
        # them; a tag is never written over another thing.
        # (the side the seat's tags took earlier in the deal first: at the deal's end they
        # jumped from over the plate to under it, or from one side to the other, as the
        # others' words came and went: issue 38, window round 6)
        first = self._side_kept(seat, "tags")
        for n in range(len(sizes), 0, -1):
            sizes = sizes[:n]
            ways = [row(w - lay.px(8), "bottomright", -c, True), row(lay.px(8), "bottomleft", -c, False),
                    row(-c, "midright", h // 2, True), row(w + c, "midleft", h // 2, False),
                    row(w - lay.px(8), "topright", h + c, True), row(lay.px(8), "topleft", h + c, False),
                    # beside it, level with its top: the top seat at a full table, its hand under
                    # it and a neighbour's plate below each side, has no other room (its count
                    # went in its plate in place of its manner: issue 38, window round 6)
                    row(-c, "topright", lay.px(2), True), row(w + c, "topleft", lay.px(2), False)]
            for i in _first(range(len(ways)), first):
                placed = [b.move(rect.topleft) for b in ways[i]]
                if all(stage.contains(b) and b.collidelist(busy) < 0 and mine(b) for b in placed):
                    self._side_chosen = i
                    return ways[i]
        self._side_chosen = None
        return []

    def _note_place(self, seat: SeatShow, rect: pygame.Rect, box: pygame.Rect,
                    tags: list[pygame.Rect], own_tags: list[pygame.Rect] = ()) -> pygame.Rect:
        """Where a plate's note stands, in the plate's own coordinates: under the plate, or,
        where a hand (its own, lifted when it wins, or a neighbour's), another plate or the
        window's edge is in the way, beside it on the right or the left, or above it.  Never
        nearer another seat's hand than its own: a hand's name beside the wrong hand is
        misread (tests/ui/table_rules.py)."""
        lay = self.app.layout
        self._clean_note = False  # set when the spot found covers nothing and stands by its own seat
        w, h = rect.size
        lift = lay.px(LIFT_WINNER + 4) if seat.winner else 0
        stage = lay.rect(28, 28, 936, 664)  # the table, inside the frame and left of the log
        # (a little room round the tags and other notes: touching, two read as one, issue 38)
        room = lay.px(NOTE_ROOM)
        busy = [t.move(rect.topleft).inflate(room, room) for t in tags] + [self.ring_rect(seat)] + self.top.middle_rects()
        busy += [self._menu_box(), self.pointer_first(seat)]
        at = getattr(self, "_caption_at", None)
        if at is not None and at[1] not in ("strip", "none"):
            busy.append(at[2])  # the caption on the table (a hand's name lay on "You take the pool")
        rest = self._rest_hand_box(seat) or lay.rect(*hand_rect(seat.place))
        own = rest.move(0, -lift)
        others = []
        for other in self.seats:
            # the cards it holds as they lie (a hand of three is narrower than five's places)
            hand = self._rest_hand_box(other) or lay.rect(*hand_rect(other.place))
            if other is seat:
                busy.append(hand.union(hand.move(0, -lift)))  # a winner's hand lifts up
            else:
                # (a winner's hand lifted at the show: several, where they divide the pool)
                up = lay.px(LIFT_WINNER + 4) if other.winner else 0
                busy.append(hand.union(hand.move(0, -up)))
                others += [hand.union(hand.move(0, -up)), lay.rect(*plate_rect(other.place))]
                busy.append(self.ring_rect(other))
        c = lay.px(CLEAR)
        spots = [("midtop", (w // 2, h + c)), ("midleft", (w + c, h // 2)), ("midright", (-c, h // 2)),
                 ("bottomleft", (lay.px(8), -c)), ("bottomright", (w - lay.px(8), -c)),
                 ("bottomleft", (lay.px(8), -c - lay.px(22))), ("bottomright", (w - lay.px(8), -c - lay.px(22))),
                 # Beside the plate, below or above its middle: the top plate at a full table has
                 # its hand under it, a tag on one side and the turn's pointer on the other, and
                 # its "ante 1" found no spot at all (learners saw every seat's stake but the age's).
                 ("topleft", (w + c, h // 2 + lay.px(12))), ("topright", (-c, h // 2 + lay.px(12))),
                 ("bottomleft", (w + c, h // 2 - lay.px(12))), ("bottomright", (-c, h // 2 - lay.px(12))),
                 # (and level with its top: the top seat at a full table, issue 38, window round 6)
                 ("topleft", (w + c, lay.px(2))), ("topright", (-c, lay.px(2)))]
        named = bool(seat.value and seat.cards and seat.note == seat.value)  # (a shown hand's name)
        if named:  # a shown hand's name goes with the hand: under it, else over it, else beside
            hand = own.move(-rect.x, -rect.y)
            real = self._rest_hand_box(seat)  # (a hand of three lies narrower than five's places)
            if real is not None:
                hand = real.move(-rect.x, -rect.y)
            # Only there: under its plate, on the rim or out by the pool it was read as another
            # seat's (issue 38); where none of these is clear it goes in its own plate
            # (:meth:`_badge_places`).
            spots = [("midtop", (hand.centerx, hand.bottom + lay.px(3))),
                     ("midbottom", (hand.centerx, hand.top - lift - lay.px(3)))]
            if seat.seat == self.me:  # (the person's own hand, alone at the table's foot)
                # First where its worth stood over it all the deal (the painter's spot): at the
                # show it went beside the cards, the rim being in the way (issue 38)
                spots.insert(0, ("midbottom", (hand.centerx, hand.top - lift - lay.px(4))))
                spots += [("midleft", (hand.right + lay.px(6), hand.centery - lift // 2)),
                          ("midright", (hand.left - lay.px(6), hand.centery - lift // 2))]
            # Another seat's name beside its cards floated in the middle of the table, between
            # two hands, with his manner still on his plate (issue 38, window round 5, Whiskey
            # with markers at eight): under or over its hand, else in its plate.
            # (the pool's counters and words and the middle's cards, as near, draw the eye too)
            others += self._pool_boxes() + self.top.middle_rects()
        # Another seat's tags and notes, as near, draw the eye too: under a neighbour's
        # "knocked" and "pone" a hand's name read as his (issue 38, round 4, Commerce at eight,
        # 960x540), and so did one beside his "threw in" (a move's words keep off a name).
        others += [t.move(rect.topleft) for t in tags if t not in own_tags]

        def near(r: pygame.Rect, hand: pygame.Rect) -> float:
            dx = max(hand.left - r.right, r.left - hand.right, 0)
            dy = max(hand.top - r.bottom, r.top - hand.bottom, 0)
            return (dx * dx + dy * dy) ** 0.5

        # (and each of those stays clearly its own seat's: a note put by another seat's "stood"
        # took it from its plate, two "stood" one over the other between two plates read as
        # either's, issue 38, window round 6)
        plates = [lay.rect(*plate_rect(o.place)) for o in self.seats]
        theirs = [(t, min(near(t, p) for p in plates)) for t in (t.move(rect.topleft) for t in tags
                                                                  if t not in own_tags)]
        busy += self._pool_boxes()
        hands = [b.union(b.move(0, -lay.px(LIFT_WINNER))) if o.winner else b
                 for o in self.seats if (b := self._rest_hand_box(o)) is not None]  # (as they lie, or lift)
        real = rest.union(rest.move(0, -lay.px(LIFT_WINNER))) if seat.winner else rest
        fits = []
        least: tuple[int, pygame.Rect] | None = None  # where nothing fits: the spot that covers least
        # (the side the seat's note took earlier in the deal first: a move's words jumped
        # from beside the plate to over it at the deal's end, issue 38, window round 6)
        kind = "name" if named else "note"
        for i in _first(range(len(spots)), self._side_kept(seat, kind)):
            anchor, point = spots[i]
            self._side_chosen = (kind, i)
            spot = box.copy()
            setattr(spot, anchor, point)
            placed = spot.move(rect.topleft)
            if not stage.contains(placed):
                continue
            if placed.collidelist(busy) >= 0:
                covered = sum(c.w * c.h for b in busy if (c := placed.clip(b)).w > 0)
                if least is None or covered < least[0]:
                    least = (covered, spot)
                continue
            if named and on_the_rim(lay, placed) and seat.seat != self.me:
                continue  # (the person's hand's name may stand on it, as his hand's worth does)
            # (a name's nearness to its hand is measured to the cards as they really lift, not
            # to the room kept round them: a name 3 px from that room lay 5 px from the cards,
            # as near the pool's words as its own hand)
            mine = near(placed, real) if named else min(near(placed, own), near(placed, rect))
            # (touching cards, a move's words read as the cards' (issue 38, round 3))
            if not named and placed.inflate(2, 2).collidelist(hands) >= 0:
                continue
            # (about as near another seat as its own, between two plates, it names neither: a
            # hand's name or a move's words, "raise 4" read as the next player's)
            # (a move's words and a shown hand's name alike: between two hands, by a neighbour's
            # cards, Colonel Dash's name named neither hand, issue 38, window round 5)
            margin = lay.px(OWNER_MARGIN)
            if any(near(placed, o) < mine + margin for o in others) \
                    or any(near(placed, t) < d + margin for t, d in theirs):
                fits.append((mine - min(near(placed, o) for o in others), spot))
                continue
            if named and self._under_another_plate(seat, placed):
                continue
            self._clean_note = True
            return spot
        if named:
            return box  # (not clean: the caller writes the name in the plate)
        if fits:  # clear of everything, yet nearer a neighbour: the least so
            return min(fits, key=lambda f: f[0])[1]
        if least is not None:
            return least[1]
        spot = box.copy()
        spot.midtop = spots[0][1]
        # A long note (Ambigu's combinations) under a plate at the table's side: kept on the table.
        placed = spot.move(rect.topleft)
        if placed.left < stage.left:
            spot.x += stage.left - placed.left
        elif placed.right > stage.right:
            spot.x -= placed.right - stage.right
        return spot

    def _under_another_plate(self, seat: SeatShow, placed: pygame.Rect) -> bool:
        """Whether a shown hand's name at ``placed`` (window pixels) lies within
        :data:`UNDER_PLATE` of another seat's plate and no nearer its own: there a player reads
        it as the neighbour's, however near its own hand (at a full table a hand lies between
        its plate and the next one's)."""
        lay = self.app.layout

        def near(r: pygame.Rect, o: pygame.Rect) -> float:
            dx = max(o.left - r.right, r.left - o.right, 0)
            dy = max(o.top - r.bottom, r.top - o.bottom, 0)
            return (dx * dx + dy * dy) ** 0.5

        own = near(placed, lay.rect(*plate_rect(seat.place)))
        return any((d := near(placed, lay.rect(*plate_rect(o.place)))) < lay.px(UNDER_PLATE) and d <= own
                   for o in self.seats if o is not seat)

    def _tags_of(self, seat: SeatShow) -> tuple[str, ...]:
        """The plate's tags, less one its note says again ("knocked" by the note "knocks",
        "has the buck" by the same, "backs the field" by "backed the field 3")."""
        tags = tuple(t for t, s in (("age", self.age), ("pone", self.pone)) if seat.seat == s)
        note = seat.note if not seat.out else ""
        # (the settlement's payments first: where the plate has room for fewer tags, the
        # last are left off, and at the deal's end what he paid matters most)
        game = tuple(t for t in self.top.tags(seat.seat) if not (note and SAID_BY_NOTE.get(t, "\0") in note))
        # (a count the player must read, three-stake Brag's "counts 29", before the age and the
        # pone: where the row has room for fewer tags it is the last left off, and is not
        # written in the plate in place of the player's manner, issue 38, window round 6)
        kept = tuple(t for t in game if self.top.plate_tag(t))
        return pay_tags(seat, note) + kept + tags + tuple(t for t in game if t not in kept)

    def _badge_places(self) -> dict[int, tuple[list[pygame.Rect], pygame.Rect | None, int, str]]:
        """Every plate's tags and note, in its own coordinates, placed seat after seat so that
        no two seats' notes and tags lie on one another (worked out again only when one of
        them changes)."""
        app, lay = self.app, self.app.layout
        self._live_pins()  # (before the pool's words are placed: they keep off the names)
        state = tuple((seat.seat, self._tags_of(seat), seat.note if not seat.out else "", seat.winner,
                       bool(seat.value), len(seat.cards), self.shown_stack(seat.seat) if seat.value else 0)
                      for seat in self.seats)
        # (the pool's words and heap too: a name placed clear of a short pool line lay beside
        # a longer one once the pool grew)
        key = (state, self._layer_key, lay.size, tuple(tuple(b) for b in self._pool_boxes()))
        if self._badge_key == key:
            return self._badge_cache
        out, chosen, lines = self._lay_out([])
        # A move's words or a kept count that found no room by its plate went in the plate, in
        # place of the player's manner, at that seat alone (the top seat's "stood" where the
        # others' plates kept "liberal", "close": issue 38, window round 6): once more with
        # those seats' words placed first, before the other seats' tags took the room by them.
        homeless = self._homeless(out, lines)
        if homeless:
            again = self._lay_out(homeless)
            # (a neighbour's "pone" or "passed out" may give way: the log and the caption say
            # it, where the plate's manner is said nowhere else)
            if len(self._homeless(again[0], again[2])) < len(homeless):
                out, chosen, lines = again
        kept = self._sides_of_deal()
        kept.update(chosen)
        pins, deal = self._live_pins()
        for seat in self.seats:
            _, box, size, text = out[seat.seat]
            if seat.seat not in pins and text and seat.value and seat.note == seat.value and seat.cards:
                pins[seat.seat] = (deal, seat.note, box, size, text)
        self._plate_lines = lines
        self._badge_key, self._badge_cache = key, out
        return out

    def _homeless(self, out: dict, lines: dict) -> list[SeatShow]:
        """The seats whose move's words or kept count are written in the plate (or not at all)
        for want of room by it: not a shown hand's name, which goes in the plate by design."""
        found = []
        for seat in self.seats:
            _, box, _, text = out[seat.seat]
            note = seat.note if not seat.out else ""
            named = bool(seat.value and seat.cards and note == seat.value)
            if seat.seat in lines or (note and not named and (box is None or not text)):
                found.append(seat)
        return found

    def _lay_out(self, firsts: list[SeatShow]) -> tuple[dict, dict, dict]:
        """Every plate's tags and notes, placed seat after seat (``firsts``: the seats whose
        move's words, or tags, are placed before every other's); with the sides taken (for
        :meth:`_side_kept`) and the kept counts written in their plates (:meth:`_kept_tags`)."""
        app, lay = self.app, self.app.layout
        out: dict[int, tuple[list[pygame.Rect], pygame.Rect | None, int, str]] = {}
        taken: list[pygame.Rect] = []  # window pixels
        chosen: dict[tuple[int, str], int] = {}  # the sides taken now, to be kept (_side_kept)
        reserved: dict[int, tuple[pygame.Rect, int, str]] = {}
        for seat in firsts:
            note = seat.note if not seat.out else ""
            if not note or (seat.value and note == seat.value):
                continue
            rect = lay.rect(*plate_rect(seat.place))
            placed = self._fit_note(seat, rect, [note] + plate_words(note), [])
            if placed is not None:
                reserved[seat.seat] = placed
                chosen[(seat.seat, self._side_chosen[0])] = self._side_chosen[1]
                taken.append(placed[0].move(rect.topleft))
        # (then the seats whose tags have a side already in this deal, so that it is theirs
        # still: placed after a neighbour's, they were pushed to the plate's other side)
        sticky = [s for s in self.seats if self._side_kept(s, "tags") is not None]
        ordered = list({s.seat: s for s in firsts + sticky + list(self.seats)}.values())
        for seat in ordered:
            rect = lay.rect(*plate_rect(seat.place))
            sizes = [app.fonts.get("italic", lay.font(15)).size(tag) for tag in self._tags_of(seat)]
            boxes = self._tag_boxes(seat, rect, [pygame.Rect(0, 0, w, h).inflate(lay.px(12), lay.px(2))
                                                 for w, h in sizes], taken)
            if boxes and self._side_chosen is not None:
                chosen[(seat.seat, "tags")] = self._side_chosen
            taken += [b.move(rect.topleft) for b in boxes]
            out[seat.seat] = (boxes, None, NOTE_SIZES[0], "")
        # The notes seat after seat; where a shown hand's name finds no spot at its hand, once
        # more with those seats first (a neighbour's name, placed first, took the one spot
        # between two hands that both could use: issue 38, Whiskey at seven).
        # A shown hand's name placed once stays where it was put until the next deal (issue 38,
        # round 3: found no room once the pool was paid, it went into the plate as "a pair"):
        # those seats are placed first, so that their spots are theirs.
        for s, (box, size, text) in reserved.items():
            out[s] = (out[s][0], box, size, text)
        pins, deal = self._live_pins()
        order = [s for s in self.seats if s.seat in pins] + [s for s in self.seats if s.seat not in pins]
        order = [s for s in order if s.seat not in reserved]
        # (then the notes that have a side already in this deal, so that they keep it)
        order.sort(key=lambda s: s.seat not in pins and self._side_kept(s, "note") is None)
        first, missed = self._place_notes(order, dict(out), list(taken))
        sides = self._notes_sides
        if missed:
            again = [s for s in self.seats if s.seat in missed] + [s for s in self.seats if s.seat not in missed]
            again = [s for s in again if s.seat in pins] + [s for s in again if s.seat not in pins]
            again = [s for s in again if s.seat not in reserved]
            second, missed2 = self._place_notes(again, dict(out), list(taken))
            if len(missed2) < len(missed):
                first, sides = second, self._notes_sides
        out = first
        chosen.update(sides)
        return out, chosen, self._kept_tags(out)

    def _sides_of_deal(self) -> dict[tuple[int, str], int]:
        """The side each seat's tags, move's words and shown hand's name took in this deal
        ((seat, "tags" / "note" / "name") -> the index of the spot), emptied at a new deal."""
        deal = self.session.table.deal_number
        kept = self.__dict__.get("_kept_sides")
        if kept is None or kept[0] != deal:
            kept = (deal, {})
            self.__dict__["_kept_sides"] = kept
        return kept[1]

    def _side_kept(self, seat: SeatShow, kind: str) -> int | None:
        """The spot a seat's tags (``kind`` "tags") or note ("note", "name") took earlier in
        the deal, tried first: a tag keeps its side through the deal and the show (they
        jumped from one side of a plate to the other at the deal's end, issue 38, window
        round 6)."""
        return self._sides_of_deal().get((seat.seat, kind))

    def _kept_tags(self, out: dict) -> dict[int, tuple[int, str]]:
        """A tag the game will not have left off (three-stake Brag's "counts 29"), where it
        found no room by its plate: written in the plate, in place of the player's manner,
        after the plate's own note there if both fit ("stood · counts 29"), else alone (issue
        38, window round 6: the top-centre seat's count was missing, and a neighbour's,
        beside his plate, read as his).  Those written with a note in the plate change that
        seat's entry in ``out``; the rest are returned, seat by seat: (design size, words)."""
        app, lay = self.app, self.app.layout
        lines: dict[int, tuple[int, str]] = {}
        for seat in self.seats:
            boxes, box, size, text = out[seat.seat]
            kept = [t for t in self._tags_of(seat)[len(boxes):] if self.top.plate_tag(t)]
            if not kept or seat.out:
                continue
            room = self.plate_room(seat)
            tag = kept[0]
            inside = box is None and bool(text)
            choices = ([f"{text} \u00b7 {tag}"] if inside else []) + [tag]
            fitting = [(sz, words) for words in choices for sz in NOTE_SIZES
                       if app.fonts.get("italic", lay.font(sz)).size(words)[0] <= room]
            if not fitting:
                continue
            sz, words = fitting[0]
            if inside:
                out[seat.seat] = (boxes, None, sz, words)
            else:
                lines[seat.seat] = (sz, words)
        return lines

    def plate_line(self, seat: SeatShow) -> tuple[int, str] | None:
        """Words written in the plate in place of the player's manner (a note, a shown hand's
        name or a kept tag), with their design size; None: the manner is written."""
        _, box, size, text = self._badge_places()[seat.seat]
        if box is None and text:
            return size, text
        return self.__dict__.get("_plate_lines", {}).get(seat.seat)

    def _live_pins(self) -> tuple[dict, int]:
        """The shown hands' names put down in this deal whose words are still the seat's note
        (the rest let go), with the deal's number."""
        pins = self.__dict__.setdefault("_name_pins", {})
        deal = self.session.table.deal_number
        for s, pin in list(pins.items()):
            seat = self.seats[s] if 0 <= s < len(self.seats) else None
            if pin[0] != deal or seat is None or seat.note != pin[1] or seat.out or not seat.value:
                del pins[s]
        return pins, deal

    def _place_notes(self, order, out, taken) -> tuple[dict, set[int]]:
        """The notes of the seats in ``order`` placed one after another, round the tags
        (``taken``, window pixels) and the notes placed before; with the seats whose shown
        hand's name found no spot at its hand (written in the plate, or not at all)."""
        app, lay = self.app, self.app.layout
        missed: set[int] = set()
        self._notes_sides: dict[tuple[int, str], int] = {}
        for seat in order:
            note = seat.note if not seat.out else ""
            if not note:
                continue
            rect = lay.rect(*plate_rect(seat.place))
            others = [t.move(-rect.x, -rect.y) for t in taken]
            # A crowded table: the note set smaller where that finds it room; a shown hand's
            # long name ("a full hand, three fives and a pair of deuces") in its first words
            # ("a full hand") where the whole finds none: the log and the caption say it whole.
            # Where it finds no room by its plate it goes in the plate, in fewer words if need
            # be (a note over a hand, a tag or the ring, or beside the wrong seat, is misread).
            words = [note] + ([short] if seat.value and (short := short_name(note)) != note else [])
            named = bool(seat.value and seat.cards and note == seat.value)
            pinned = self._pinned(seat, rect, others, out[seat.seat][0]) if named else None
            if pinned is not None:
                box, size, text = pinned
                if box is None:  # (in its plate, as it was put)
                    out[seat.seat] = (out[seat.seat][0], None, size, text)
                    continue
                taken.append(box.move(rect.topleft))
                out[seat.seat] = (out[seat.seat][0], box, size, text)
                continue
            placed = self._fit_note(seat, rect, words, others, out[seat.seat][0])
            if placed is None and not named and out[seat.seat][0]:
                # A move's words ("raise 4") on a plate wearing "age" or "pone": the tags give
                # way, the last first (the move is what the player reads now; issue 38, round 3).
                tags = out[seat.seat][0]
                for n in range(len(tags) - 1, -1, -1):
                    dropped = [t.move(rect.topleft) for t in tags[n:]]
                    rest = [t for t in taken if t not in dropped]
                    placed = self._fit_note(seat, rect, words, [t.move(-rect.x, -rect.y) for t in rest])
                    if placed is not None:
                        taken[:] = rest
                        out[seat.seat] = (tags[:n], None, NOTE_SIZES[0], "")
                        break
            if placed is not None:
                box, size, text = placed
                kind, i = self._side_chosen
                self._notes_sides[(seat.seat, kind)] = i
            else:
                if not named:
                    # No clear spot by its own plate: in the plate, in place of the player's
                    # manner, where it fits (a move's words were left off, issue 38, round 3).
                    room = self.plate_room(seat)
                    fitting = [(size, text) for text in words + plate_words(note) for size in NOTE_SIZES
                               if app.fonts.get("italic", lay.font(size)).size(text)[0] <= room]
                    if fitting:
                        out[seat.seat] = (out[seat.seat][0], None, fitting[0][0], fitting[0][1])
                if named:
                    missed.add(seat.seat)
                    # A shown hand with no clear spot at it (a full table): its name is written
                    # in its own plate, in place of the player's manner, in as many words as
                    # fit beside the counters, "a pair of eights" as "a pair" if need be (the log
                    # says it whole; a shown hand without a name was missed, issue 38).
                    room = self.plate_room(seat)
                    # (the name before its particulars: "a grand prime of 31" as "a grand prime",
                    # "a sequence flush 4-5-6" as "a sequence flush"; then its first two words)
                    short = " ".join(t for t in words[-1].split(" of ")[0].split()
                                     if not any(ch.isdigit() for ch in t))
                    # ("a pair of jacks" as "pair of jacks" before "a pair": the rank kept
                    # where it fits, issue 38, round 3)
                    bare = words[-1].split(" ", 1)[1] if words[-1].split(" ", 1)[0] in ("a", "an") \
                        and " " in words[-1] else words[-1]
                    fewest = [c for c in dict.fromkeys((bare, short, " ".join(short.split()[:2])))
                              if c and c not in words]
                    fitting = [(text, size) for text in words + fewest for size in NOTE_SIZES
                               if app.fonts.get("italic", lay.font(size)).size(text)[0] <= room]
                    if fitting:
                        out[seat.seat] = (out[seat.seat][0], None, fitting[0][1], fitting[0][0])
                continue
            taken.append(box.move(rect.topleft))
            out[seat.seat] = (out[seat.seat][0], box, size, text)
        return out, missed

    def _pinned(self, seat: SeatShow, rect: pygame.Rect, others: list[pygame.Rect],
                own_tags: list[pygame.Rect] = ()) -> tuple[pygame.Rect | None, int, str] | None:
        """Where a shown hand's name was put earlier in this deal (its box in the plate's
        coordinates, None in the plate; its size and words), if it may stay there: on the felt,
        clear of the tags and notes placed before it, of every hand as it lies now (a winner's
        lifted) and of every plate's ring; in the plate, where it still fits."""
        pin = self.__dict__.get("_name_pins", {}).get(seat.seat)
        if pin is None:
            return None
        _, _, box, size, text = pin
        app, lay = self.app, self.app.layout
        if box is None:
            fits = app.fonts.get("italic", lay.font(size)).size(text)[0] <= self.plate_room(seat)
            return (None, size, text) if fits else None
        placed = box.move(rect.topleft)
        busy = [o.move(rect.topleft) for o in others] + [self.ring_rect(o) for o in self.seats]
        for o in self.seats:
            hand = self._rest_hand_box(o)
            if hand is not None:
                busy.append(hand.union(hand.move(0, -lay.px(LIFT_WINNER + 4))) if o.winner else hand)
        if placed.collidelist(busy) >= 0:
            return None

        def near(r: pygame.Rect, o: pygame.Rect) -> float:
            dx = max(o.left - r.right, r.left - o.right, 0)
            dy = max(o.top - r.bottom, r.top - o.bottom, 0)
            return (dx * dx + dy * dy) ** 0.5

        def lifted(o: SeatShow) -> pygame.Rect | None:
            hand = self._rest_hand_box(o)
            return None if hand is None else hand.union(hand.move(0, -lay.px(LIFT_WINNER))) if o.winner else hand

        own = lifted(seat)
        mine = near(placed, own) if own is not None else 0.0
        # (still clearly nearer its own hand than a neighbour's, whose cards may have changed,
        # and than the pool's words, which change as it is paid: Commerce at six, 1920x1080)
        for o in self.seats:
            if o is not seat:
                for x in (lifted(o), lay.rect(*plate_rect(o.place))):
                    if x is not None and near(placed, x) < mine + lay.px(OWNER_MARGIN):
                        return None
        if self._under_another_plate(seat, placed):
            return None
        # (another seat's tags and notes as well: see _note_place)
        theirs = [o.move(rect.topleft) for o in others if o not in own_tags]
        for x in self._pool_boxes() + self.top.middle_rects() + theirs:
            if placed.colliderect(x) or near(placed, x) < mine + lay.px(OWNER_MARGIN):
                return None
        return box, size, text

    def _fit_note(self, seat: SeatShow, rect: pygame.Rect, words: list[str],
                  others: list[pygame.Rect], own: list[pygame.Rect] = ()) -> tuple[pygame.Rect, int, str] | None:
        """A clear spot for a plate's note (in the plate's coordinates), in the first of
        ``words`` and the first of the sizes that finds one, with them; None if none does.
        ``others``: the tags and notes placed so far, ``own`` among them this plate's tags."""
        app, lay = self.app, self.app.layout
        for text in words:
            for size in NOTE_SIZES:
                w, h = app.fonts.get("italic", lay.font(size)).size(text)
                box = self._note_place(seat, rect, pygame.Rect(0, 0, w, h).inflate(lay.px(14), lay.px(4)), others,
                                        own)
                if self._clean_note:
                    return box, size, text
        return None

    def note_shown(self, seat: SeatShow) -> str:
        """The words of a plate's note as written (a shown hand's name may be cut to its first
        words, and be written in the plate)."""
        return self._badge_places()[seat.seat][3]

    def note_in_plate(self, seat: SeatShow) -> bool:
        """Whether a plate's note (a shown hand's name, or a move's words at a full table) is
        written in the plate itself."""
        return self.plate_line(seat) is not None

    def plate_room(self, seat: SeatShow) -> int:
        """The width free on a plate's lower line, left of its counters (or markers)."""
        app, lay = self.app, self.app.layout
        w = lay.px(plate_rect(seat.place)[2])
        pad = lay.px(12)
        markers = self.top.markers(seat.seat)
        if markers is not None:
            words = f"{markers} marker{'s' if markers != 1 else ''}"
            used = app.fonts.get("body", lay.font(19)).size(words)[0]
        else:
            amount = self.shown_stack(seat.seat)
            used = app.fonts.get("body", lay.font(21)).size(str(amount))[0] + lay.px(6) + self._stacks(amount).get_width()
        room = w - 2 * pad - used - lay.px(8)
        if markers is None:  # (and clear of the counters landing on the stacks at the show)
            from ..seating import chip_spot

            x, _, _, _ = plate_rect(seat.place)
            heap = self._pile(44, 20).get_width()
            room = min(room, lay.px(chip_spot(seat.place)[0] - x) - heap // 2 - pad - lay.px(4))
        return room

    def _caption_spot(self, img: pygame.Surface) -> pygame.Rect | None:
        """Where the caption stands: under the pool, or a little lower or higher, or to a side,
        where it covers no plate, tag, note or hand, nor the words over the person's hand or the
        game's own words in the middle (at crowded tables the lower plates' tags reach in under
        the pool).  None if there is no such spot (the painter then sets it in the side strip)."""
        lay = self.app.layout
        lift = lay.px(LIFT_WINNER + 4)
        busy = [(h := lay.rect(*hand_rect(seat.place))).union(h.move(0, -lift if seat.winner else 0))
                for seat in self.seats]  # (a winner's hand lifted)
        busy += [self.ring_rect(seat) for seat in self.seats]
        # (the tags and notes as they are placed now: those last drawn may be a frame old, and
        # the caption lay on tags just moved)
        words = []
        for s, (boxes, note, _, _) in self._badge_places().items():
            at = lay.rect(*plate_rect(self.seats[s].place)).topleft
            words += [b.move(at) for b in boxes + ([note] if note is not None else [])]
        if self.me is not None:  # the words over the person's hand: its worth, the cards' keys
            hand = lay.rect(*hand_rect(self.seats[self.me].place))
            words.append(pygame.Rect(hand.x, hand.y - lay.px(LIFT_WINNER + 30), hand.w, lay.px(LIFT_WINNER + 30)))
        words += self.top.words_rects()  # the game's own words in the middle (the widow's name)
        busy += words
        busy += self.top.middle_rects() + self._pool_boxes() + [self._menu_box()]
        box = img.get_rect(midtop=lay.point(TABLE_CENTRE[0], TABLE_CENTRE[1] + 118))
        stage = lay.rect(28, 28, 936, 664)
        moves = sorted(((dx, dy) for dy in range(-280, 200, 14) for dx in range(-320, 321, 40)),
                       key=lambda m: abs(m[0]) + 2 * abs(m[1]) + (30 if m[1] < 0 else 0))
        for dx, dy in moves:
            spot = box.move(lay.px(dx), lay.px(dy))
            if stage.contains(spot) and spot.collidelist(busy) < 0:
                return spot
        return None
