"""Where the table's small things stand, laid out together: every plate's tags and note placed
seat after seat (:meth:`Placer._badge_places`), the words written in a plate in place of the
player's manner, a plate's free room, and the caption's spot on the table; each placed where it
covers nothing a player must read (no tag under a ring, no hand's name beside the wrong player;
tests/ui/table_rules.py checks it at every game, seat count and window size).  A part of
:class:`~game.ui.scenes.table.TableScene`, through its painter.  Its parts: the distances and
word rules (placing_rules.py), what words keep off (busy_boxes.py), the turn's pointer
(turn_pointer.py), the tags (plate_tags.py), the notes (plate_notes.py), and what is kept
through a deal (placing_memory.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..seating import TABLE_CENTRE, hand_rect, plate_rect
from .busy_boxes import BusyBoxes
from .placing_memory import PlacingMemory
from .placing_rules import BETWEEN, BETWEEN_LOOSE, NOTE_SIZES, plate_words
from .plate_notes import PlateNotes
from .plate_tags import PlateTags
from .show import LIFT_WINNER, SeatShow
from .turn_pointer import TurnPointer

if TYPE_CHECKING:
    from ..app import App


CROWDED = 7
"""Seats from which a seat's words are never placed by the looser between measure."""


class Placer(PlateNotes, PlateTags, TurnPointer, BusyBoxes, PlacingMemory):
    """Places the plates' tags and notes, the pointer and the caption (reads the scene's state)."""

    app: App
    _loose: frozenset[int] = frozenset()
    """The seats whose words are placed by the looser between measure (see :meth:`_badge_places`)."""

    def _between_of(self, seat: SeatShow) -> float:
        """The between rule's measure a seat's words are placed by."""
        return BETWEEN_LOOSE if seat.seat in self._loose else BETWEEN

    def _top_seat(self, seat: SeatShow) -> bool:
        """Whether the seat is the top one at a table of six or more: its plate over the
        table's middle, its hand under the plate (a line's room between them, :data:`~game.ui.seating.TOP_WORDS`).  Its words
        stand under its plate, never beside it: there, level with the next plates, "counts 23"
        and "bought one" read as either neighbour's (issue 38, window round 9)."""
        return seat.place.top

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
        self._loose = frozenset()
        out, chosen, lines = self._place_all()
        homeless = self._homeless(out, lines)
        # (not at seven or eight seats: there, at the looser measure, Draw's "straddled 2" and
        # "came in 2" stood in the gap between two plates and read as either's; the plate
        # says the move in place of the player's manner instead, issue 38, window round 10)
        # (three-stake Brag's kept counts excepted: a count must be read, and where none finds
        # room the plates lose their manners, window round 9)
        if homeless and (len(self.seats) < CROWDED or any(self.top.plate_tag(t) for s in homeless for t in self._tags_of(s))):
            # (those seats' words at the looser measure, before they go in a plate in place of
            # the player's manner; the others' kept to the clear one: window round 9)
            self._loose = frozenset(s.seat for s in homeless)
            loose = self._place_all()
            if len(self._homeless(loose[0], loose[2])) < len(homeless):
                out, chosen, lines = loose
            self._loose = frozenset()
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

    def _place_all(self) -> tuple[dict, dict, dict]:
        """Every seat's words laid out, and once more with the homeless first (see below)."""
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
        return out, chosen, lines

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

    def plate_line(self, seat: SeatShow) -> tuple[int, str] | None:
        """Words written in the plate in place of the player's manner (a note, a shown hand's
        name or a kept tag), with their design size; None: the manner is written."""
        _, box, size, text = self._badge_places()[seat.seat]
        if box is None and text:
            return size, text
        return self.__dict__.get("_plate_lines", {}).get(seat.seat)

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
