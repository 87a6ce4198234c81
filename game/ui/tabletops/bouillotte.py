"""Bouillotte's table-top (Foster, "Bouillotte, or Brelan"): the pack in the middle with
the retourne turned up beside it (and the card under it, when turned for a brelan against a
carré), the point counted by suits at the show (the winning suit marked, the card that
takes the pool named over its holder's hand, and why in the caption), the word, the cave
and "décavé"."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import ActionKind
from game.engine.french.bouillotte_cave import CaveChosen, Retired
from game.engine.french.bouillotte_events import (
    BrelanPaid, BrelanStifled, Decave, Misdealt, PointCounted, RetourneTurned, SuitCounted, UnderTurned,
    WordPassed,
)
from game.engine.core.events import Event
from game.hands.french.bouillotte import suit_points

from ..seating import TABLE_CENTRE, chip_spot
from ..sprites import CardSprite
from ..table.show import LIFT_WINNER
from ..theme import CREAM_DIM, GOLD
from .base import TableTop, register

K = ActionKind
PACK_SPOT = (TABLE_CENTRE[0] - 26, TABLE_CENTRE[1] - 44)
"""Where the pack lies: in the middle, just above the pool; the retourne to its right."""
CARD_W = 46.0
STEP = 52.0


POINT_ROOM = 8
"""Design pixels kept clear between the point's (or the retourne's) words and any hand."""


@register("bouillotte")
class BouillotteTop(TableTop):
    """The retourne beside the pack; the point by suits; the word and the décavés as badges."""

    preview = (3, 0, 1)
    pile = ("the retourne", True)

    @classmethod
    def stakes_words(cls, house: Any, variant: str) -> str:
        # The house blind is the unit; the dealer blinds five of them (engine/bouillotte.py).
        return f"a cave of {house.starting_counters} counters each; the dealer blinds {5 * house.blind}"

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self._image: tuple[object, pygame.Surface, pygame.Rect] | None = None
        self._counted = False
        """The point of this deal has been played in the window (the table runs ahead of
        what the window has shown: the point waits for its event)."""
        self.taker: tuple[int, Any] | None = None
        """Who took the pool on the point, and the card he took it with (the highest of the
        winning suit among those in the call): marked on his hand at the show."""
        self._turned: Any = None
        """The retourne last turned in the window (the person's point is said only after it)."""

    # --- events -----------------------------------------------------------------------------

    def on_event(self, event: Event) -> None:
        scene = self.scene
        note = None
        seat = getattr(event, "seat", None)
        if isinstance(event, RetourneTurned):
            self._counted = False
            self.taker = None
            self._turned = event.card  # (the retourne shown in the window: the point may be said)
        elif isinstance(event, PointCounted):
            self._counted = True
            if event.index == 0:
                self.taker = (event.seat, event.card)
            self._pip_notes()
        if isinstance(event, CaveChosen):  # between deals: a new cave (bouillotte_cave.py)
            if 0 <= event.seat < len(scene.seats):
                scene.seats[event.seat].stack += event.amount
            note = f"new cave {event.amount}"
            scene.caption = scene._words(event) or scene.caption
            scene._sound("chips", 0.4)
            scene._wait(0.6)
        elif isinstance(event, Retired):
            note = "retired"
            scene.caption = scene._words(event) or scene.caption
        elif isinstance(event, WordPassed):
            pass  # the tag "the word" marks its holder; a note too would say it twice
        elif isinstance(event, Decave):
            note = "décavé"
        elif isinstance(event, BrelanStifled):
            note = "hand not shown"
        elif isinstance(event, UnderTurned):
            note = "turns the card under"
        elif isinstance(event, BrelanPaid):
            # (a shown hand keeps its name, "no brelan": the counters flying and the caption
            # say the payment, as at Ambigu)
            payer = scene.seats[event.payer] if 0 <= event.payer < len(scene.seats) else None
            if payer is None or not (payer.value and payer.note == payer.value):
                # what he pays in all: a brelan favori and a plain one are two payments, and
                # the tag said "pays 1" of a seat that had paid 2 (issue 38, window round 9)
                seat, note = event.payer, f"pays {payer.pays + event.amount if payer else event.amount}"
        if note and isinstance(seat, int) and 0 <= seat < len(scene.seats):
            scene.seats[seat].note = note
        if isinstance(event, (RetourneTurned, UnderTurned)):
            scene._sound("deal", 0.4)
        if isinstance(event, BrelanPaid) and max(event.payer, event.payee) < len(scene.seats):
            # The counters fly from the payer to the brelan's holder.
            scene.seats[event.payer].stack -= event.amount
            scene.seats[event.payee].stack += event.amount
            scene.seats[event.payer].pays += event.amount
            scene.seats[event.payee].paid += event.amount
            scene._fly(event.amount, chip_spot(scene.seats[event.payer].place), event.payee,
                       duration=0.5)
        if isinstance(event, (BrelanPaid, Misdealt)):
            scene._sound("chips", 0.4)
        if isinstance(event, SuitCounted):  # the point counted suit by suit, in the caption
            scene.caption = scene._fit(event.line(scene._name))  # (whole pieces, never cut)
            scene._wait(0.9)
        elif isinstance(event, PointCounted) and event.card is not None:
            # Why that suit and that seat: the caption, held long enough to read (the log
            # keeps the count suit by suit, the hands their pips by suit).
            # Fitted to the caption's three lines by whole pieces (the bracketed higher card
            # goes first), never cut mid-sentence: a tester read "...but out of the".
            scene.caption = scene._fit(event.reason(scene._name))
            scene._sound("click", 0.5)
            scene._wait(2.6)
        elif isinstance(event, (RetourneTurned, UnderTurned, PointCounted, BrelanPaid, Decave,
                                BrelanStifled, Misdealt, WordPassed)):
            scene.caption = scene._words(event) or scene.caption
            scene._wait(0.6 if isinstance(event, (PointCounted, Decave)) else 0.35)

    def wanted(self, view: Any, p: Any, have: list[Any]) -> list[Any] | None:
        want = super().wanted(view, p, have)
        if want is not None and want and all(c is None for c in want):
            return [None] * 3  # three cards to a hand
        return want

    # --- the pack and the retourne -----------------------------------------------------------

    def _state(self) -> Any:
        v = self.view
        return None if v is None else v.bouillotte

    def middle_rects(self) -> list[pygame.Rect]:
        b = self._state()
        if b is None or b.retourne is None:
            return []
        app, lay = self.scene.app, self.scene.app.layout
        n = 3 if b.under is not None else 2
        return [CardSprite(None, PACK_SPOT[0] + i * STEP, PACK_SPOT[1], width=CARD_W).rect(app.cards, lay)
                for i in range(n)]

    def draw(self, surface: pygame.Surface) -> None:
        b = self._state()
        if b is None or b.retourne is None:
            return
        scene = self.scene
        lay = scene.app.layout
        if b.points and not (self._counted or not scene.session.events):
            b = b._replace(points=None)  # not yet counted in the window: no spoiler
        notes = tuple(tuple(r) for rects in scene._badges.values() for r in rects)
        notes += tuple((seat.winner, len(seat.cards)) for seat in scene.seats)
        key = (b.retourne, b.under, b.points, b.winning_suit, lay.scale, tuple(surface.get_size()), notes)
        if self._image is None or self._image[0] != key:
            self._image = (key, *self._make(b))
        _, img, rect = self._image
        surface.blit(img, rect)

    def words_rects(self) -> list[pygame.Rect]:
        """The retourne's name, or the point, over the pack (as last drawn)."""
        words = getattr(self, "_words_at", None)
        return [words] if words is not None else []

    def _pip_notes(self) -> None:
        """At the point, each shown hand's note says its pips by suit in place of "no
        brelan" (every hand shown at the point has none), and the taker's the card that
        takes the pool: "K♥ takes it; ♥ 20, ♠ 10".  One note a hand, placed as every note
        is: the pips once lay over the note and over the person's cards (issue 38)."""
        scene = self.scene
        for seat in scene.seats:
            shown = [sp.card for sp in seat.cards if sp.card is not None]
            if not seat.value or not shown:
                continue
            pts = suit_points(shown)
            text = ", ".join(f"{s.symbol} {n}" for s, n in sorted(pts.items(), key=lambda t: -t[1]) if n)
            if self.taker is not None and self.taker[0] == seat.seat and self.taker[1] is not None:
                text = f"{self.taker[1].symbol} takes it; {text}"  # the highest card of the suit that wins
            seat.note = text or seat.note

    def _make(self, b: Any) -> tuple[pygame.Surface, pygame.Rect]:
        """The pack, the retourne (and the card under it), and the point: one image, made
        again only when one of them changes."""
        app, lay = self.scene.app, self.scene.app.layout
        sprites = [CardSprite(None, PACK_SPOT[0], PACK_SPOT[1], width=CARD_W, face_up=False),
                   CardSprite(b.retourne, PACK_SPOT[0] + STEP, PACK_SPOT[1], width=CARD_W,
                              face_up=True)]
        if b.under is not None:
            sprites.append(CardSprite(b.under, PACK_SPOT[0] + 2 * STEP, PACK_SPOT[1], width=CARD_W,
                                      face_up=True))
        rects = [sp.rect(app.cards, lay) for sp in sprites]
        label = app.fonts.render("italic", lay.font(15), "the retourne", CREAM_DIM)
        point = None
        if b.points:
            win = b.winning_suit
            ranked = sorted(b.points, key=lambda t: (t[0] is not win, -t[1]))
            mine = dict(b.points).get(win, 0) if win is not None else 0
            # Why a suit wins that is not alone at the top: a tie goes to the suit held nearest
            # the dealer ("the dealer, or the player nearest him on the right"); a higher suit
            # that loses is held by no one in the call.
            why = ""
            if win is not None and any(n > mine for s, n in b.points if s is not win):
                why = " (the higher: not in the call)"
            elif win is not None and any(n == mine for s, n in b.points if s is not win):
                why = " (tie: nearest the dealer)"
            parts = [f"{s.symbol} {n}" + (f" wins{why}" if s is win else "") for s, n in ranked]
            lines = ["the point:  " + "   ".join(parts)]
            if win is not None:  # at a crowded table: the winner alone (the log counts all, the caption says why)
                lines += [f"the point:  {parts[0]}", f"the point:  {win.symbol} {mine} wins"]
            points = [app.fonts.render("index", lay.font(15), line, GOLD) for line in lines]
            point = points[0]
        area = rects[0].unionall(rects)
        notes = [r for rs in self.scene._badges.values() for r in rs]
        lift = lay.px(LIFT_WINNER + 4)
        hands = [h.union(h.move(0, -lift if seat.winner else 0)) for seat in self.scene.seats
                 if (h := self.scene._rest_hand_box(seat)) is not None]  # (as they lie, not in flight)
        # (a little room round the hands: the point's line ran from one hand's edge to the
        # next one's, touching both, issue 38, window round 5, Bouillotte at five, 960x540)
        room = lay.px(POINT_ROOM)
        busy = notes + [h.inflate(2 * room, 2 * room) for h in hands] + self.scene._pool_boxes()
        # The retourne's name above it, else under it; once the point is counted, the point
        # in its place (at a crowded table the winning suit alone: the log counts all),
        # above the pack, else under it.  Where neither is clear of every hand and note, it
        # goes unsaid (the caption and the log say the point): never over a shown hand.
        word, word_rect = None, None
        for text_img in (points if point is not None else [label]):
            spots = [text_img.get_rect(midbottom=(area.centerx, area.top - lay.px(4) + dy)) for dy in range(lay.px(6) + 1)]
            if point is None:  # the retourne's name beside it (under it lie the pool's counters)
                spots.append(text_img.get_rect(midleft=(area.right + lay.px(6), area.centery)))
            spots.append(text_img.get_rect(midtop=(area.centerx, area.bottom + lay.px(3))))
            pool_words = self.scene._pool_boxes()[0]
            spots.append(text_img.get_rect(midtop=(area.centerx, pool_words.bottom + lay.px(3))))
            word_rect = next((spot for spot in spots if spot.collidelist(busy) < 0), None)
            if word_rect is not None:
                word = text_img
                break
        self._label_at = word_rect
        self._words_at = word_rect
        boxes = [area] + ([word_rect] if word_rect is not None else [])
        whole = boxes[0].unionall(boxes[1:]).inflate(lay.px(4), lay.px(4))
        img = pygame.Surface(whole.size, pygame.SRCALPHA)
        for sp in sprites:
            face = sp.image(app.cards, lay)
            cx, cy = sp.centre(lay)
            img.blit(face, face.get_rect(center=(cx - whole.x, cy - whole.y)))
        if word is not None and word_rect is not None:
            img.blit(word, word_rect.move(-whole.x, -whole.y))
        return img, whole

    # --- badges -----------------------------------------------------------------------------

    def tags(self, seat: int) -> tuple[str, ...]:
        tags = list(super().tags(seat))
        b = self._state()
        if b is None:
            return tuple(tags)
        if b.word == seat:
            tags.append("the word")
        seats = self.scene.seats
        if seat in b.decave and not (seat < len(seats) and seats[seat].stack > 0):
            tags.append("décavé")  # (until his new cave is on his plate)
        return tuple(tags)

    def hand_note(self, seat: Any) -> str:
        b = self._state()
        v = self.view
        if b is None or v is None or b.retourne is None or not v.hand:
            return ""
        if self._turned != b.retourne:
            return ""  # the retourne not yet turned in the window: the point waits for it
        from game.hands.french.bouillotte import classify
        value = classify(v.hand, b.retourne)
        if value.is_brelan:
            return value.describe()
        # The retourne counts for everyone, so it is part of this player's point in its suit;
        # but a suit he holds no card of is no point of his own, so his point is his best
        # suit among those he holds (a play-tester holding the K♠ was told he had none, the
        # retourne's ♣ 10 tying it).
        from game.hands.french.bouillotte import suit_points
        pts = suit_points(list(v.hand) + [b.retourne])
        held = {c.suit for c in v.hand if c.suit is not None}
        suit = max(held, key=lambda x: (pts[x], x is b.retourne.suit), default=None)
        if suit is None or not pts[suit]:
            return ""
        pips = pts[suit]
        if suit is b.retourne.suit:
            return f"your point: {pips} in {suit.symbol}, the retourne's {b.retourne.symbol} counted"
        note = f"your point: {pips} in {suit.symbol}"
        r = b.retourne.suit
        if r is not None and r not in held and pts[r] >= pips:
            # The retourne's suit, held by nobody yet seen, is as good for every hand.
            note += f"; the retourne's {r.symbol} {pts[r]} counts for all"
        return note

    def label(self, kind: ActionKind, offer: Any) -> str | None:
        b = self._state()
        if kind is K.CALL and offer is not None:
            if not offer.low:
                return "Stand"
            v = self.view
            if v is not None and (offer.low < v.to_call or offer.low >= v.me.stack):
                return f"Equal for a sight: {offer.low}"  # all he has, for that much of the pool
            return f"Equal {offer.low}"
        if kind is K.ABANDON:
            return "Withdraw"  # the book's word, and the log's
        if kind is K.PASS and b is not None and b.word is not None:
            return "Pass the word"
        if kind is K.SHOW:
            return "Show the brelan"
        if kind is K.DECLINE_SHOW:
            return "Stifle it"
        return None

    def help_keys(self, mark, tail):
        return [("C", "equal (only two in? the hands are shown)"),
                ("R", "raise"),
                ("P", "pass, or pass the word"),
                ("A", "withdraw from the pool (give up the hand)"),
                ("S  N", "straddle, or not"),
                ("S  X", "show the brelan to be paid, or stifle it")] + tail

