"""A plate's note (a move's words, a shown hand's name): where it stands by its plate or its
hand, clear of everything and clearly its own seat's, in fewer words or in the plate where it
finds no room; a shown hand's name kept where it was first put in the deal.  A part of
:class:`~game.ui.table.placing.Placer`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..seating import hand_rect, plate_rect
from .placing_rules import (CLEAR, NOTE_ROOM, NOTE_SIZES, OWNER_MARGIN, UNDER_PLATE, between_plates, fewer_names,
                            near, on_the_rim, plate_words, put_first, short_name)
from .show import LIFT_WINNER, SeatShow

if TYPE_CHECKING:
    from ..app import App


class PlateNotes:
    """Places the plates' notes (reads the scene's state)."""

    app: App

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
                    # (whole names only, never a name cut to its first words: fewer_names)
                    cards = [sp.card for sp in seat.cards if sp.card is not None]
                    fewest = [c for c in fewer_names(words[-1], cards) if c not in words]
                    fitting = [(text, size) for text in words + fewest for size in NOTE_SIZES
                               if app.fonts.get("italic", lay.font(size)).size(text)[0] <= room]
                    if fitting:
                        out[seat.seat] = (out[seat.seat][0], None, fitting[0][1], fitting[0][0])
                continue
            taken.append(box.move(rect.topleft))
            out[seat.seat] = (out[seat.seat][0], box, size, text)
        return out, missed

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
        if self._top_seat(seat):
            # The top seat: under its plate, at its middle or to one side of its tags, never
            # beside it between two seats (issue 38, window round 9).
            spots = spots[:1] + [("topleft", (lay.px(8), h + c)), ("topright", (w - lay.px(8), h + c))]
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
        for i in put_first(range(len(spots)), self._side_kept(seat, kind)):
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
            if not named and between_plates(placed, rect, [p for p in plates if p != rect], self._between_of(seat)):
                # (its middle between two plates, its edge by its own: "keeps the brag" or
                # "ready money" halfway between two seats read as either's, issue 38)
                fits.append((mine - min(near(placed, o) for o in others), spot))
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

        own = near(placed, lay.rect(*plate_rect(seat.place)))
        return any((d := near(placed, lay.rect(*plate_rect(o.place)))) < lay.px(UNDER_PLATE) and d <= own
                   for o in self.seats if o is not seat)

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
