"""Where the hands lie at a party table on the host's window: between each name plate and
the baize, backs while held, faces when shown - the shown hands as large as the table's room
allows (read across the room), and the dealer's disc kept clear of every card.

Round 12 of issue 37's play-test: the shown hands were drawn about 25 px wide at 1920 x 1080,
and the dealer's "D" lay on top of a shown hand.  Here one card width serves a whole table:
the largest at which no hand meets another, a plate, a dealer's disc or the pool, and each
stays in its table's cell.  Pure layout (rectangles only), so a test can check it."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ..cardart import CARD_RATIO
from ..theme import Layout

HAND = 5  # cards in a hand (draw poker)


def _side(plate: pygame.Rect, felt: pygame.Rect) -> str:
    """"top" or "bottom" for a plate in a row above or below the baize, else "left"/"right"."""
    if plate.centery < felt.top:
        return "top"
    if plate.centery > felt.bottom:
        return "bottom"
    return "left" if plate.centerx < felt.centerx else "right"


def _disc_place(plate: pygame.Rect, felt: pygame.Rect, lay: Layout) -> pygame.Rect:
    """The dealer's disc's own place: at the left end of the plate, on the table's side of
    it (below a plate above the baize, above one below it), as a dealer's button lies on the
    rail before him; clear of his name.  His own hand lies to its right (:func:`hand_box`)."""
    d = lay.px(26)
    r = pygame.Rect(0, 0, d, d)
    x = plate.x + lay.px(4) + d // 2
    if plate.centery <= felt.centery:
        r.center = (x, plate.bottom + lay.px(2) + d // 2)
    else:
        r.center = (x, plate.y - lay.px(2) - d // 2)
    return r


def dealer_spot(plate: pygame.Rect, felt: pygame.Rect, lay: Layout, hands: list[pygame.Rect] = (),
                plates: list[pygame.Rect] = (), cell: pygame.Rect | None = None) -> pygame.Rect:
    """Where a table's dealer disc lies: its own place (:func:`_disc_place`) unless a hand
    lies there (a crowded table's neighbour's), then the first place round the plate that
    meets no card of ``hands``, no other plate and stays in ``cell`` (round 12 of issue 37:
    the "D" lay on top of a shown hand)."""
    own = _disc_place(plate, felt, lay)
    g = lay.px(3)
    right = own.copy()
    right.right = plate.right - lay.px(4)
    beside_l = own.copy()
    beside_l.midright = (plate.x - g, plate.centery)
    beside_r = own.copy()
    beside_r.midleft = (plate.right + g, plate.centery)
    far = own.copy()
    far.centery = plate.y - g - own.height // 2 if plate.centery <= felt.centery else plate.bottom + g + own.height // 2
    far_r = far.copy()
    far_r.right = right.right
    # Then anywhere along the plate's two long edges (a crowded table of six, round 13 of issue 37).
    along = [r.move(dx, 0) for r in (own, far) for dx in range(lay.px(4), plate.width - own.width, lay.px(4))]
    for spot in (own, right, beside_l, beside_r, far, far_r, *along):
        if any(spot.colliderect(h) for h in hands) or any(spot.colliderect(q) for q in plates if q != plate):
            continue
        if cell is None or cell.contains(spot):
            return spot
    return own


def card_step(w: int, shown: bool, lay: Layout) -> int:
    """How far each card of a hand lies from the one before: faces fanned so that each
    card's index shows, backs close together."""
    return int(w * 0.55) if shown else lay.px(4)


def hand_box(plate: pygame.Rect, felt: pygame.Rect, lay: Layout, w: int, shown: bool,
             stagger: bool = False) -> pygame.Rect:
    """The box a hand of cards ``w`` pixels wide covers, beside ``plate`` on the table's side.
    ``stagger``: the hands of the two plates at the table's ends lie one above the middle
    line (the left one), one below it (the right one), where side by side they would meet
    in the middle of a narrow table (round 13 of issue 37: they lay on each other)."""
    width = w + card_step(w, shown, lay) * (HAND - 1)
    box = pygame.Rect(0, 0, width, round(w * CARD_RATIO))
    g = lay.px(4)
    side = _side(plate, felt)
    if side in ("top", "bottom"):
        # Drawn towards the middle of the baize (clear of the plates at its ends), but right
        # of the dealer's disc's place (kept whether he deals or not: the hands do not jump
        # when the deal passes), and left of a one-line plate's stacks of counters.
        box.centerx = round(plate.centerx + (felt.centerx - plate.centerx) * 0.38)
        box.right = min(box.right, _right_limit(plate, lay))
        box.left = max(box.left, _disc_place(plate, felt, lay).right + g)
        if side == "top":
            box.top = plate.bottom + g
        else:
            box.bottom = plate.top - g
    else:
        box.centery = plate.centery
        if stagger and side == "left":
            box.bottom = plate.centery - lay.px(2)
        elif stagger:
            box.top = plate.centery + lay.px(2)
        if side == "left":
            box.left = plate.right + g
        else:
            box.right = plate.left - g
    return box


def _right_limit(plate: pygame.Rect, lay: Layout) -> int:
    """A row hand's right edge at most: short of a one-line plate's stacks of counters (they
    lie at its right end, on the table's side), else anywhere towards the middle."""
    return plate.right - lay.px(64) if plate.height < lay.px(40) else 1 << 20


def _fits(cell: pygame.Rect, felt: pygame.Rect, lay: Layout, plates: list[pygame.Rect], w: int, shown: bool,
          middle: pygame.Rect, stagger: bool = False, strict: bool = True) -> bool:
    """Every hand in the cell, on its half of the baize, clear of the middle, of the plates,
    of each other and (``strict``) of every dealer's disc's own place; not ``strict``, each
    disc finds some place clear of every hand (:func:`dealer_spot`)."""
    boxes = [hand_box(p, felt, lay, w, shown, stagger) for p in plates]
    discs = [_disc_place(p, felt, lay) for p in plates]
    for i, (p, box) in enumerate(zip(plates, boxes)):
        if not cell.contains(box) or box.colliderect(middle):
            return False
        side = _side(p, felt)
        gap = lay.px(3)  # a line of baize between the hands above and below
        if side == "top" and box.bottom > felt.centery - gap or side == "bottom" and box.top < felt.centery + gap:
            return False  # a row's hands stay on their half of the baize
        if side in ("top", "bottom"):
            lo = discs[i].right + lay.px(4)
            hi = _right_limit(p, lay)
            if box.left < lo or box.right > hi:
                return False
        if any(box.colliderect(q) for q in plates) or strict and any(box.colliderect(d) for d in discs):
            return False
        if any(box.colliderect(b) for b in boxes[i + 1:]):
            return False
    if not strict:
        for p in plates:
            spot = dealer_spot(p, felt, lay, boxes, plates, cell)
            if any(spot.colliderect(b) for b in boxes) or any(spot.colliderect(q) for q in plates if q != p):
                return False
    return True


def _discs_clear(cell: pygame.Rect, felt: pygame.Rect, lay: Layout, plates: list[pygame.Rect], w: int,
                 shown: bool) -> bool:
    """Every plate's dealer's disc finds a place clear of every hand (with cards ``w`` wide)."""
    boxes = [hand_box(p, felt, lay, w, shown) for p in plates]
    spots = [dealer_spot(p, felt, lay, boxes, plates, cell) for p in plates]
    return not any(s.colliderect(b) for s in spots for b in boxes)


@lru_cache(maxsize=128)
def _fan(cell: tuple[int, int, int, int], felt: tuple[int, int, int, int], scale: float,
         plates: tuple[tuple[int, int, int, int], ...], shown: bool, pool: bool) -> tuple[int, bool, bool]:
    """(card width, the end hands staggered, every hand clear of every other)."""
    lay = _LAYOUTS[scale]  # px() depends on the scale alone
    c, f = pygame.Rect(cell), pygame.Rect(felt)
    ps = [pygame.Rect(p) for p in plates]
    middle = pygame.Rect(0, 0, lay.px(90), lay.px(48) if pool else 1)
    middle.center = (f.centerx, f.centery + lay.px(4))
    if not shown:  # backs: small, side by side or staggered as they fit, else as they always were
        w = max(8, lay.px(16))
        for stagger, strict in ((False, True), (True, True), (False, False), (True, False)):
            if _fits(c, f, lay, ps, w, False, middle, stagger, strict):
                return w, stagger, True
        return w, False, False
    least = max(12, lay.px(26))
    # Side by side first; where the two end hands would meet in the middle of a narrow table,
    # one above the other; smaller than they always were only where neither way fits (round 13
    # of issue 37: a crowded table's shown hands lay on each other).
    for low in (least, max(10, lay.px(18))):
        for strict in (True, False):  # the discs in their own places if they can be
            for w in range(lay.px(72) if low == least else least - 1, low - 1, -1):
                for stagger in (False, True):
                    # (staggered, the end hands pass above and below the middle: only a pool stops them)
                    if _fits(c, f, lay, ps, w, True, middle if pool or not stagger else pygame.Rect(0, 0, 0, 0),
                             stagger, strict):
                        return w, stagger, True
    # A crowded table: the size they always had, or smaller if a dealer's disc would
    # otherwise lie on a card.
    for w in range(least, max(10, lay.px(14)) - 1, -1):
        if _discs_clear(c, f, lay, ps, w, True):
            return w, False, False
    return least, False, False


_LAYOUTS: dict[float, Layout] = {}


def card_fan(cell: pygame.Rect, felt: pygame.Rect, lay: Layout, plates: list[pygame.Rect], shown: bool,
             pool: bool) -> tuple[int, bool, bool]:
    """The width of the cards at this table (backs small; shown faces as large as the room
    allows, see the module docstring, never smaller than they were before where they fit),
    whether the end plates' hands lie staggered, and whether every hand is clear of every
    other (else a plate too near the middle of the baize shows no cards)."""
    _LAYOUTS.setdefault(lay.scale, lay)
    return _fan(tuple(cell), tuple(felt), lay.scale, tuple(tuple(p) for p in plates), shown, pool)


def card_width(cell: pygame.Rect, felt: pygame.Rect, lay: Layout, plates: list[pygame.Rect], shown: bool,
               pool: bool) -> int:
    """The width of the cards at this table (:func:`card_fan`)."""
    return card_fan(cell, felt, lay, plates, shown, pool)[0]


def hand_boxes(cell: pygame.Rect, felt: pygame.Rect, lay: Layout, plates: list[pygame.Rect],
               shown: list[bool | None], pool: bool) -> list[tuple[pygame.Rect, int] | None]:
    """Each place's hand as it lies, ``(box, card width)``, or None: no cards there
    (``shown[i]`` None), the plates of one line (a low cell: no room for cards), or a plate
    too near the middle of the baize where the hands cannot all lie clear of each other."""
    fans = {s: card_fan(cell, felt, lay, plates, s, pool) for s in (False, True)}
    out: list[tuple[pygame.Rect, int] | None] = []
    for plate, s in zip(plates, shown):
        if s is None or plate.height < lay.px(40):
            out.append(None)
            continue
        w, stagger, clear = fans[s]
        box = hand_box(plate, felt, lay, w, s, stagger)
        if not clear and (plate.colliderect(felt.inflate(-felt.width // 3, -felt.height // 3))
                          or not cell.contains(box) or any(box.colliderect(q) for q in plates)
                          or any(h is not None and box.colliderect(h[0]) for h in out)):
            out.append(None)  # never a hand on another's cards or plate, nor out of its table
            continue
        out.append((box, w))
    return out
