"""The guide's pointer at the table: the part a note speaks of, a ring round it and an arrow
to it, kept clear of the table's cards, words and buttons.

:class:`GuidePointer` is a part of :class:`~game.ui.table.guide_panel.GuideShow`.  A note
that points at the buttons points at the book's own move: the button the book would press,
the one the book panel lights (a learner's arrow pointed at "Straddle" where the book said
not to, at "Ready money" where it said knock).  The arrow to it crosses no other button
(their labels are obstacles like any card), and where no arrow can come in clear the ring
alone marks it.  A part not on the table now (the buttons once the turn is played, a widow
not laid) is not pointed at: the pointer never stands on blank baize.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.guide.notes import Note

if TYPE_CHECKING:
    from ..scenes.table import TableScene

POINTER = (240, 206, 120)
"""The pointer's gold, a shade lighter than the panel's border so it reads on the baize."""


class GuidePointer:
    """Where the guide points, and the ring and arrow drawn there; see the module docstring."""

    scene: TableScene
    panel: pygame.Rect
    _over_counters: bool

    def target_rect(self, note: Note) -> pygame.Rect | None:
        """The part of the table a note points at, in window pixels."""
        scene = self.scene
        lay = scene.app.layout
        point = note.point
        if point == "hand" and scene.me is not None or point == "seat" and note.seat == scene.me is not None:
            return self._own_hand()
        if point == "seat" and note.seat is not None:
            return self._plate(note.seat)
        if note.kind == "differs":
            return None  # (a word on a move already made: its buttons are gone, or the next turn's)
        if point == "buttons":
            # The book's own move, once the book has answered at this turn: never the panel's
            # empty room, nor the buttons of another move.
            button = self.book_button()
            return None if button is None else button.rect.copy()
        if point in ("widow", "table-cards", "retourne", "pack"):
            rects = scene.top.middle_rects()
            if rects:
                # with the game's words on them (the widow's name, the keys under its cards)
                area = rects[0].unionall(rects[1:])
                near = area.inflate(lay.px(40), lay.px(40))
                return area.unionall([w for w in scene.top.words_rects() if near.colliderect(w)] or [area])
        if point in ("pool", "widow", "table-cards", "retourne", "pack"):
            boxes = scene._pool_boxes()
            return boxes[0].unionall(boxes[1:]).inflate(lay.px(8), lay.px(8))
        return None

    def thrown(self, note: Note) -> tuple[Any, ...]:
        """The cards the book's move at the person's turn now throws from his hand (a draw's
        discards, the card traded, bartered, given or laid down), for a note of this turn that
        points at his hand; () where it throws none.  The arrow comes to these (a learner saw
        it on the 8\u2666 the book kept, the A\u2665 marked to throw)."""
        scene = self.scene
        move = getattr(self, "_book_move", None)
        if scene.me is None or move is None or move[0] != scene._decision or move[1] is None \
                or not scene.session.human_to_act or note not in getattr(self, "_turn_notes", ()):
            return ()
        if not (note.point == "hand" or note.point == "seat" and note.seat == scene.me):
            return ()
        cards = thrown_cards(getattr(self, "_book_view", None), move[1])
        if cards and scene.marked:
            # The person has marked cards of his own: once they are not the book's, the arrow
            # goes (a learner marked the 8♦ and the arrow stayed on the book's A♥).
            mine = scene.seats[scene.me].cards
            if {mine[i].card for i in scene.marked if i < len(mine)} != set(cards):
                return ()
        return cards

    def card_strips(self) -> list[tuple[Any, pygame.Rect]]:
        """The person's cards as they lie, each with the part of it not under the next card
        (a fanned hand shows a strip of each but the last)."""
        scene = self.scene
        app, lay = scene.app, scene.app.layout
        rects = [(sp.card, sp.rect(app.cards, lay)) for sp in scene.seats[scene.me].cards]
        out = []
        for i, (card, r) in enumerate(rects):
            strip = r.copy()
            if i + 1 < len(rects) and rects[i + 1][1].left < r.right:
                strip.width = max(1, rects[i + 1][1].left - r.left)
            out.append((card, strip))
        return out

    def _arrowed(self, thrown: tuple[Any, ...]) -> tuple[Any, ...]:
        """The person's card the arrow drawn now comes to (the one whose showing strip lies
        nearest its tip), while the book throws ``thrown``; () with no arrow."""
        if not thrown or self._shape[1] is None or self.scene.me is None:
            return ()
        tip = pygame.Vector2(self._shape[1][1])
        strips = self.card_strips()
        if not strips:
            return ()
        return (min(strips, key=lambda cs: tip.distance_to(cs[1].center))[0],)

    def _throw_arrow(self, ring: pygame.Rect, cards: tuple[Any, ...]) -> tuple | None:
        """The arrow to the first card the book throws, outside the ring round the hand: from
        the hand's side where that card is the first or last, else from above, over the card's
        own strip; on bare baize inside the window's frame (no card, key, word or button under
        it).  None where no such way is clear."""
        scene, lay = self.scene, self.scene.app.layout
        strips = self.card_strips()
        order = [i for i, (c, _) in enumerate(strips) if c in cards]
        if not order:
            return None
        # The room kept over the hand for its words is the hand's own: the words themselves
        # (the cards' keys, "discard") lie inside the part pointed at, and the arrow stops short
        # of them, at its edge.
        hand = scene._hand_box(scene.seats[scene.me])
        room = None if hand is None else pygame.Rect(hand.x, hand.y - lay.px(30), hand.w, lay.px(30))
        busy = [b for b in self._busy(ring) if b != room] + [self.panel] + [
            r for k in ("log", "odds", "offer") if (r := scene.rects.get(k)) is not None and r.width]
        frame = max(8, round(24 * lay.scale))
        stage = pygame.Rect(0, 0, lay.width, lay.height).inflate(-2 * frame, -2 * frame)
        half, gap = lay.px(10), lay.px(3)
        top = ring.top
        ways: list[tuple[tuple[int, int], tuple[int, int], int]] = []
        for i in order:
            strip = strips[i][1]
            if i == 0:
                ways.append(((ring.left - gap, strip.centery), (-1, 0), 0))
            if i == len(strips) - 1:
                ways.append(((ring.right + gap, strip.centery), (1, 0), 0))
            for lean in (0, -1, 1):
                ways.append(((strip.centerx, top - gap), (0, -1), lean))
        for (tx, ty), (ux, uy), lean in ways:
            for reach in (64, 48, 34, 26):
                r = lay.px(reach)
                start = (tx + ux * r + lean * r // 2, ty + uy * r)
                box = pygame.Rect(min(tx, start[0]), min(ty, start[1]), abs(start[0] - tx) + 1,
                                  abs(start[1] - ty) + 1).inflate(2 * half if uy else 2, 2 * half if ux else 2)
                if stage.contains(box) and box.collidelist(busy) < 0:
                    return (start, (tx, ty), box)
        return None

    def _closer_targets(self, note: Note) -> list[pygame.Rect]:
        """Smaller parts to ring where the whole a note points at has no clear spot: the
        middle's cards without their words, a seat's cards rather than its plate.  (A button
        has none: where no arrow comes to it clear, its ring alone marks it.)"""
        scene = self.scene
        point = note.point
        out: list[pygame.Rect] = []
        if point in ("widow", "table-cards", "retourne", "pack"):
            rects = scene.top.middle_rects()
            if rects:
                cards = rects[0].unionall(rects[1:])
                under = [w for w in scene.top.words_rects() if cards.left <= w.centerx <= cards.right]
                if under:  # (with the keys' badges under the cards, without the widow's name)
                    out.append(cards.unionall(under))
                out.append(cards)
        if point == "seat" and note.seat is not None and note.seat != scene.me:
            hand = scene._hand_box(scene.seats[note.seat])
            if hand is not None:
                out.append(hand)
        return out

    def book_button(self) -> Any:
        """The button that plays the book's move at the person's turn now (the one the book
        panel lights, from the same advice), or None: no turn, or the book not yet answered."""
        scene = self.scene
        move = getattr(self, "_book_move", None)
        if not scene.buttons or move is None or move[0] != scene._decision or move[1] is None \
                or not scene.session.human_to_act:
            return None
        from game.engine import ActionKind

        action = move[1]
        if action.kind is ActionKind.DRAW and not action.cards:
            # "Enough", standing pat: the button of the draw of none, where it stands apart
            pat = next((b for b in scene.buttons if b.kind is None), None)
            if pat is not None:
                return pat
        same = [b for b in scene.buttons if b.kind is action.kind]
        return next((b for b in same if b.lit), same[0] if same else None)

    def _button_rects(self) -> list[pygame.Rect]:
        """Every button shown (the moves', the amount's minus and plus with its figure between
        them, the quiet ones at the action panel's foot, the next deal's)."""
        scene = self.scene
        out = [b.rect for b in scene._all_buttons() if b.rect.width]
        if scene.amount_kind is not None and scene.buttons:
            out.append(scene.minus.rect.union(scene.plus.rect))
        return out

    def _own_hand(self) -> pygame.Rect:
        """The person's hand with the words over it (its worth, the cards' keys): the ring
        goes round them all, not through them."""
        scene = self.scene
        seat = scene.seats[scene.me]
        hand = scene._hand_box(seat)
        if hand is None:
            return self._plate(scene.me)
        words = scene.hand_words_box(seat)
        if words is not None:
            hand = hand.union(words)
        # its name, once shown, lies by it (a note of its plate)
        near = hand.inflate(0, 2 * self.scene.app.layout.px(24))
        return hand.unionall([b for b in scene._badges.get(scene.me, []) if near.colliderect(b)] or [hand])

    def _plate(self, seat: int) -> pygame.Rect:
        from ..seating import plate_rect

        return self.scene.app.layout.rect(*plate_rect(self.scene.seats[seat].place))


    def _busy(self, ring: pygame.Rect) -> list[pygame.Rect]:
        """What the pointer's arrow may not cross: every hand, plate (with its ring), tag and
        note, the middle's cards and words, the pool, the caption and the words over the
        person's hand; less what lies inside the ring (the part pointed at)."""
        scene, lay = self.scene, self.scene.app.layout
        busy = [scene.ring_rect(seat) for seat in scene.seats]
        for seat in scene.seats:
            for box in (scene._hand_box(seat), scene._rest_hand_box(seat)):
                if box is not None:
                    busy.append(box)
        busy += [b for boxes in scene._badges.values() for b in boxes]
        busy += scene.top.middle_rects() + scene.top.words_rects() + scene._pool_boxes()[:1]
        amount = scene.shown_pool()
        if amount > 0 and not self._over_counters:
            # the pool's counters as drawn (not the room kept for a large heap)
            busy.append(scene.pool_heap(amount)[1])
        busy.append(scene._menu_box())
        if scene._caption_at is not None and scene._caption_at[1] not in ("strip", "none"):
            busy.append(scene._caption_at[2])
        if scene.me is not None:
            hand = scene._hand_box(scene.seats[scene.me])
            if hand is not None:  # the words over the person's hand (its worth, the cards' keys)
                busy.append(pygame.Rect(hand.x, hand.y - lay.px(30), hand.w, lay.px(30)))
        a = scene.rects.get("actions")
        if a is not None:  # the action panel's head and hint, over its buttons
            # (the hint's line only when there is one: a ring round a button in the top row
            # found no room under an empty line, and the book's button was not marked at all)
            sub = scene._actions_text(scene._turn_seat())[1]
            busy.append(pygame.Rect(a.x, a.y, a.width, lay.px(62 if sub else 42)))
        # Every other button, its label with it: the arrow to the book's button crossed the
        # labels of the buttons beside it.
        busy += self._button_rects()
        inside = ring.inflate(lay.px(6), lay.px(6))
        return [b for b in busy if not inside.contains(b)]

    def _pointer_shape(self, target: pygame.Rect) -> tuple[pygame.Rect | None, tuple | None]:
        """The ring round the part pointed at (None where every ring would cross a card or a
        word: a neighbour's hand near the widow), and the arrow to it (its start, tip and
        bounds, or None): from beside, the panel's side first, on the first way that crosses
        no card, plate, tag or word (issue 38: it lay over shown cards and on "raised 6")."""
        scene, lay = self.scene, self.scene.app.layout
        plate = next((s for s in scene.seats if self._plate(s.seat) == target), None)
        button = any(b.rect == target for b in scene.buttons)
        # round a plate, the ring lies where the turn's ring does, inside the tags and the note;
        # round a button, close, clear of the buttons beside it
        sizes = (8,) if plate is not None else (10, 6, 2) if button else (14, 10)
        ring = None
        frame = max(8, round(24 * lay.scale))  # (the window's wooden frame: no ring on it)
        inside = pygame.Rect(0, 0, lay.width, lay.height).inflate(-2 * frame, -2 * frame)
        for k in sizes:
            r = target.inflate(lay.px(k), lay.px(k))
            busy = self._busy(r)
            outer = r.inflate(lay.px(4) + 2, lay.px(4) + 2)
            t = lay.px(3) + lay.px(2) + 2
            band = [pygame.Rect(outer.left, outer.top, outer.width, t),
                    pygame.Rect(outer.left, outer.bottom - t, outer.width, t),
                    pygame.Rect(outer.left, outer.top, t, outer.height),
                    pygame.Rect(outer.right - t, outer.top, t, outer.height)]
            if not any(strip.collidelist(busy) >= 0 for strip in band) and not self.panel.colliderect(outer) \
                    and inside.contains(outer):
                ring = r
                break
        aim = ring if ring is not None else target
        if self.panel.colliderect(aim):
            return ring, None
        # A plate's own turn ring is the plate's, not something to keep clear of: a plate at
        # the table's edge, too near the frame for a ring, had no arrow either (the cave's and
        # the blind's steps at Bouillotte pointed at nothing).
        # (only the ring itself: the words about the plate, its count and tags, stay clear)
        own = scene.ring_rect(plate) if plate is not None else None
        busy = [b for b in self._busy(aim) if b != own] + [self.panel] + [
            r for k in ("log", "odds", "offer") if (r := scene.rects.get(k)) is not None and r.width]
        # The arrow stays on the baize, inside the window's wooden frame; to the buttons, in the
        # side column, it comes in level with them from the table (across the column it lay on
        # the amount's figures).
        stage = lay.rect(28, 28, 936, 664)
        if not stage.colliderect(aim):
            stage = stage.union(pygame.Rect(stage.right, aim.top, max(0, aim.left - stage.right),
                                            aim.height))
        stage = stage.clip(inside)
        half = lay.px(10)  # half the arrowhead's width, and the line's
        cx, cy = aim.center
        gap = lay.px(3) if ring is not None else lay.px(5)
        sides = [((aim.right + gap, cy), (1, 0)), ((cx, aim.top - gap), (0, -1)),
                 ((cx, aim.bottom + gap), (0, 1)), ((aim.left - gap, cy), (-1, 0))]
        for (tx, ty), (ux, uy) in sides:
            along = aim.height if ux else aim.width
            for shift in (0, -along // 4, along // 4):
                tip = (tx + (0 if ux else shift), ty + (shift if ux else 0))
                for reach in (64, 48, 34):
                    r = lay.px(reach)
                    start = (tip[0] + ux * r, tip[1] + uy * r)
                    box = pygame.Rect(min(tip[0], start[0]), min(tip[1], start[1]),
                                      abs(start[0] - tip[0]) + 1, abs(start[1] - tip[1]) + 1).inflate(
                        2 * half if uy else 2, 2 * half if ux else 2)
                    if stage.contains(box) and box.collidelist(busy) < 0:
                        return ring, (start, tip, box)
        return ring, None

    def _draw_pointer(self, surface: pygame.Surface, ring: pygame.Rect | None, arrow: tuple | None) -> None:
        lay = self.scene.app.layout
        if ring is not None:
            pygame.draw.rect(surface, (20, 30, 20), ring.inflate(lay.px(4), lay.px(4)), width=max(1, lay.px(2)),
                             border_radius=lay.px(10))
            pygame.draw.rect(surface, POINTER, ring, width=max(2, lay.px(3)), border_radius=lay.px(9))
        if arrow is None:
            return
        start, end, _ = arrow
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        w = max(2, lay.px(3))
        pygame.draw.line(surface, (20, 30, 20), start, end, w + 2)
        pygame.draw.line(surface, POINTER, start, end, w)
        size = lay.px(14)
        tip = end
        left = (tip[0] - ux * size - uy * size * 0.6, tip[1] - uy * size + ux * size * 0.6)
        right = (tip[0] - ux * size + uy * size * 0.6, tip[1] - uy * size - ux * size * 0.6)
        pygame.draw.polygon(surface, POINTER, [tip, left, right])


def thrown_cards(view: Any, action: Any) -> tuple[Any, ...]:
    """The cards ``action`` throws from the hand of ``view``'s seat: a draw's discards, the card
    traded for ready money, bartered or given, the card laid down at a draw of one; () for a
    move that throws none (a draw of none, a bet, the whole hand exchanged for the widow)."""
    from game.engine import ActionKind as K

    kind = action.kind
    cards = tuple(getattr(action, "cards", ()) or ())
    hand = tuple(getattr(view, "hand", ()) or ())
    if kind is K.DRAW:
        return cards
    if kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
        if cards:
            return cards[:1]
        return (hand[action.amount],) if 0 <= action.amount < len(hand) else ()
    if kind is K.DRAW_ONE:
        if len(cards) == 2:
            return cards[:1]
        widow = tuple(getattr(view, "widow", None) or ())
        i = action.amount // len(widow) if widow else -1
        return (hand[i],) if 0 <= i < len(hand) else ()
    return ()


__all__ = ["POINTER", "GuidePointer", "thrown_cards"]
