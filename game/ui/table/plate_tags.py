"""A plate's tags ("age", "pone", "pays 4", "counts 29"): which it wears, where they stand
in a row by the plate (each clearly its own plate's, apart from the other seats' tags), and a
kept count that found no room by it written in the plate.  A part of
:class:`~game.ui.table.placing.Placer`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..seating import hand_rect, plate_rect
from .placing_rules import (CLEAR, NOTE_SIZES, OWNER_MARGIN, SAID_BY_NOTE, TAG_APART, between_plates, near,
                            pay_tags, put_first)
from .show import LIFT_WINNER, SeatShow

if TYPE_CHECKING:
    from ..app import App


class PlateTags:
    """Places the plates' tags (reads the scene's state)."""

    app: App

    def _tags_of(self, seat: SeatShow) -> tuple[str, ...]:
        """The plate's tags, less one its note says again ("knocked" by the note "knocks",
        "antes next" by the same, "backs the field" by "backed the field 3")."""
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
        # (a winner's hand as it lifts at the show: the top seat's, a line under its plate,
        # lifted onto its "age", window round 9)
        lift = lay.px(LIFT_WINNER + 4)
        busy = [b.union(b.move(0, -lift)) if o.winner else b for o in self.seats if (b := lay.rect(*hand_rect(o.place)))]
        busy += self.top.middle_rects() + self._pool_boxes()
        busy += [self.ring_rect(o) for o in self.seats if o is not seat] + list(taken)  # (window pixels)
        busy += [self._menu_box(), self.pointer_first(seat)]
        # Read as this plate's: clearly nearer it than any other plate, and well apart from
        # another seat's tags (``taken``): in a row after the next plate's "pone", a player's
        # "counts 14" read as that player's (issue 38, round 4, three-stake Brag at eight).
        apart = lay.px(TAG_APART)
        theirs = [t.inflate(2 * apart, 2 * apart) for t in taken]
        plates = [lay.rect(*plate_rect(o.place)) for o in self.seats if o is not seat]
        plates += [b for o in self.seats if o is not seat and (b := self._rest_hand_box(o)) is not None]  # (their cards too)

        # (nor so near another seat's tag or move's words that they read as this plate's:
        # window round 6, a neighbour's count by the top seat's "stood" took it from its plate)
        every = [lay.rect(*plate_rect(o.place)) for o in self.seats]
        owned = [(t, min(near(t, p) for p in every)) for t in taken]

        others = every[:]
        others.remove(rect)

        def mine(b: pygame.Rect) -> bool:
            own = near(b, rect) + lay.px(OWNER_MARGIN)
            # (its middle clearly by its own plate too: "age" or "pone" in the gap between
            # two plates, its edge by its own, read as either's, issue 38)
            return b.collidelist(theirs) < 0 and all(near(b, p) >= own for p in plates) \
                and all(near(b, t) >= d + lay.px(OWNER_MARGIN) for t, d in owned) and not between_plates(b, rect, others, self._between_of(seat))

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
        if any(t in SAID_BY_NOTE for t in self._tags_of(seat)):
            # (a tag its note said until the show ("knocked" by "knocks"): where the note
            # stood, under the plate or over it: it jumped from under Deacon Gray's plate to
            # over it when the hands were shown, issue 38, window round 10)
            side = self._tag_side_of_note(seat)
            first = first if side is None else side
        for n in range(len(sizes), 0, -1):
            sizes = sizes[:n]
            ways = [row(w - lay.px(8), "bottomright", -c, True), row(lay.px(8), "bottomleft", -c, False),
                    row(-c, "midright", h // 2, True), row(w + c, "midleft", h // 2, False),
                    row(w - lay.px(8), "topright", h + c, True), row(lay.px(8), "topleft", h + c, False),
                    # beside it, level with its top: the top seat at a full table, its hand under
                    # it and a neighbour's plate below each side, has no other room (its count
                    # went in its plate in place of its manner: issue 38, window round 6)
                    row(-c, "topright", lay.px(2), True), row(w + c, "topleft", lay.px(2), False)]
            if self._top_seat(seat):
                # The top seat: its tags over its plate or under it, never beside it between
                # two seats (issue 38, window round 9).
                ways = ways[:2] + ways[4:6]
            for i in put_first(range(len(ways)), first):
                placed = [b.move(rect.topleft) for b in ways[i]]
                if all(stage.contains(b) and b.collidelist(busy) < 0 and mine(b) for b in placed):
                    self._side_chosen = i
                    return ways[i]
        self._side_chosen = None
        return []

    def _tag_side_of_note(self, seat: SeatShow) -> int | None:
        """The tags' way (:meth:`_tag_boxes`) on the side of the plate its note took earlier
        in the deal (:meth:`_note_place`'s spots), or None."""
        i = self._side_kept(seat, "note")
        if i is None:
            return None
        if self._top_seat(seat):  # (its ways: over it, right and left; under it, right and left)
            return {0: 3, 1: 3, 2: 2}.get(i)
        # (under; beside on the right, on the left; over, left and right; beside, right and left)
        return {0: 5, 1: 3, 2: 2, 3: 1, 5: 1, 4: 0, 6: 0}.get(i, 3 if i % 2 else 2)

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
