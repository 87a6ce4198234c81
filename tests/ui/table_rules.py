"""The table's own layout rules, over what the layout probe recorded (tests/ui/layout_probe.py).

The probe's :func:`~layout_probe.problems` knows text and cards only; these rules know the
table's parts as well, from the scene itself:

* :func:`button_faults`: a button's label wider than its button, or under its key cap;
* :func:`ring_faults`: a tag, a note or the dealer's badge under a plate's gold ring or the
  turn's pointer (every plate is looked at as if it were the one lit);
* :func:`hand_label_faults`: a shown hand with no name, or its name away from its hand, on
  the rim, or about as near another seat, the pool or the middle as its own hand;
* :func:`note_faults`: a plate's tag for a move ("raise 4", "sees") not written, touching
  cards, or about as near another seat's plate or hand as its own plate;
* :func:`tag_owner_faults`: a plate's tag about as near another plate as its own, or beside
  another seat's tags;
* :func:`between_faults`: a plate's tag or move's words with its middle between two plates;
* :func:`name_move_faults`: a shown hand's name moved, or cut shorter, while its hand
  lies as it did (looked at over the moments of a deal);
* :func:`middle_faults`: the widow, the pack or the pool's words lying on a hand;
* :func:`hands_too_close`: two seats' hands so near that they read as one;
* :func:`middle_card_faults`: a card in the middle (a widow card) showing less than half its
  face from under the next, or its index (rank and suit, in its top left corner) covered;
* :func:`panel_faults`: the action panel's hint cut short (it has one line), or a button
  outside the panel, on its foot row (the odds helper, the book) or on another button.

Each returns a list of faults in words (empty: none)."""

from __future__ import annotations

import math

import pygame

from game.ui.scenes.table_parts import pointer_box
from game.ui.seating import HAND_GAP, plate_rect
from game.ui.sprites import CardSprite


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The clear distance between two rectangles along one axis (negative if they overlap)."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    """The straight distance between two rectangles (0 if they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


def _overlap(a: pygame.Rect, b: pygame.Rect, slack: int = 1) -> bool:
    c = a.clip(b)
    return c.width > slack and c.height > slack


def button_faults(buttons, pieces, fonts, lay) -> list[str]:
    """Each button's label must lie inside its button and clear of its key cap."""
    found = []
    texts = [p for p in pieces if p.kind == "text"]
    for b in buttons:
        mine = [p for p in texts if p.label == b.label and b.rect.colliderect(p.rect)]
        if not mine:
            continue
        cap = b.cap_box(fonts, lay)
        for p in mine:
            if not b.rect.inflate(-2, -2).contains(p.rect):
                found.append(f"label wider than its button: {p!r} in {tuple(b.rect)}")
            elif cap is not None and _overlap(p.rect, cap, 0):
                found.append(f"label under its key cap: {p!r} under {tuple(cap)}")
    return found


def ring_faults(scene, pieces) -> list[str]:
    """No text but the plate's own may lie where the gold ring round a plate is drawn (between
    the plate and the ring's outer edge), nor under the turn's pointer; every plate is taken
    as the lit one, since any may be."""
    app, lay = scene.app, scene.app.layout
    from game.ui.seating import plate_rect

    texts = [p for p in pieces if p.kind == "text"]
    found = []
    for seat in scene.seats:
        plate = lay.rect(*plate_rect(seat.place))
        ring = scene.ring_rect(seat)
        strips = [pygame.Rect(ring.left, ring.top, ring.width, plate.top - ring.top),
                  pygame.Rect(ring.left, plate.bottom, ring.width, ring.bottom - plate.bottom),
                  pygame.Rect(ring.left, ring.top, plate.left - ring.left, ring.height),
                  pygame.Rect(plate.right, ring.top, ring.right - plate.right, ring.height)]
        pointer = pointer_box(*scene.pointer_spot(seat))
        for p in texts:
            if any(_overlap(p.rect, s, 0) for s in strips):
                found.append(f"under the ring of seat {seat.seat}: {p!r}")
            elif _overlap(p.rect, pointer, 0):
                found.append(f"under the turn's pointer at seat {seat.seat}: {p!r} at {tuple(pointer)}")
    return found


def on_the_rail(lay, r: pygame.Rect) -> bool:
    """Whether a rectangle of the window lies on the table's wooden rim (partly on the felt and
    partly off it, or on the wood itself): points round its edge, every few pixels, some inside
    the felt and some outside, or any between the felt's edge and the rim's outer edge."""
    from game.ui.seating import FELT_RADII, RIM, TABLE_CENTRE

    cx, cy = lay.point(*TABLE_CENTRE)
    rx, ry = lay.px(FELT_RADII[0]), lay.px(FELT_RADII[1])
    rim = lay.px(RIM)

    def reach(x: int, y: int, grow: int) -> float:
        return ((x - cx) / (rx + grow)) ** 2 + ((y - cy) / (ry + grow)) ** 2

    step = 4
    points = [(x, y) for x in range(r.left, r.right + 1, step) for y in (r.top, r.bottom)]
    points += [(x, y) for y in range(r.top, r.bottom + 1, step) for x in (r.left, r.right)]
    inside = [reach(x, y, 0) <= 1 for x, y in points]
    outside = [reach(x, y, rim) > 1 for x, y in points]
    return not (all(inside) or all(outside))


def hand_label_faults(scene, pieces) -> list[str]:
    """A shown hand's name (the note of a seat whose hand is shown) is written, and goes with
    its hand as a player reads it (issue 38: at Whiskey with eight, names lay on the rail, by
    the pool, beside another seat's cards, and one shown hand had none):

    * it is written at all, and once;
    * it lies in its own plate, or at its own hand: above, below or beside it, a few pixels
      off and in line with it;
    * not on the table's rim (but the person's, over his cards where its worth stood);
    * nothing else (another seat's hand, plate or tags, the pool's counters or words, the
      middle's cards) lies within :data:`OWNER_MARGIN` of being as near to it as its own hand
      (issue 38, window round 5: with 12 px, a name between two hands named neither);
    * no other seat's plate lies within :data:`UNDER_PLATE` of it and as near as its own plate
      (beside its hand, just under a neighbour's plate, it reads as his)."""
    from game.ui.seating import plate_rect
    from game.ui.table.placing_rules import OWNER_MARGIN, UNDER_PLATE
    lay = scene.app.layout
    near_hand = lay.px(10)

    def lifted(seat) -> pygame.Rect | None:
        """A seat's cards as they lie and at rest (a winner's lifted, or about to be)."""
        hand, rest = scene._hand_box(seat), scene._rest_hand_box(seat)
        return hand.union(rest) if hand is not None and rest is not None else hand or rest

    found = []
    for seat in scene.seats:
        # (the note says the hand's name; later words, "bought a card", are notes like others)
        if not seat.value or seat.note != seat.value or seat.out or not seat.cards \
                or any(sp.card is None for sp in seat.cards):
            continue
        shown = scene.note_shown(seat)
        named = [p for p in pieces if p.kind == "text" and shown and p.label == shown]
        if not named:
            found.append(f"seat {seat.seat}'s shown hand has no name on the table ({seat.note!r})")
            continue
        hand = scene._hand_box(seat)
        plate = lay.rect(*plate_rect(seat.place))
        # the same words may be written elsewhere too (another hand of the same name): the
        # piece nearest this seat is its hand's name
        p = min(named, key=lambda q: min(_distance(q.rect, hand), _distance(q.rect, plate)))
        if plate.contains(p.rect):
            continue  # written in its own plate
        # (measured from the dark pill the words are set on, as a player sees the label)
        pill = scene._badge_places()[seat.seat][1]
        pill = pill.move(plate.topleft) if pill is not None else None
        r = pill if pill is not None and pill.contains(p.rect) else p.rect.inflate(lay.px(14), lay.px(4))
        beside = (hand.top <= r.centery <= hand.bottom or r.top <= hand.centery <= r.bottom)
        over = (hand.left <= r.centerx <= hand.right or r.left <= hand.centerx <= r.right)
        mine = _distance(r, lifted(seat) or hand)
        if mine > near_hand or not (beside or over):
            found.append(f"seat {seat.seat}'s hand name {p!r} not at its hand {tuple(hand)} "
                         f"({mine:.0f} px off)")
            continue
        # (the person's own hand, alone at the table's foot, keeps its name where its worth
        # stood all the deal, over his cards: there it is his, rim or no rim)
        if on_the_rail(lay, r) and seat.seat != scene.me:
            found.append(f"seat {seat.seat}'s hand name {p!r} on the table's rim")
            continue
        others = [(f"seat {o.seat}", x) for o in scene.seats if o is not seat
                  for x in (lifted(o), lay.rect(*plate_rect(o.place))) if x is not None]
        others += [("the pool", b) for b in scene._pool_boxes()]
        others += [("the middle's cards", b) for b in scene.top.middle_rects()]
        # (and another seat's tags: under a neighbour's "knocked" and "pone" the name read as
        # his, issue 38, round 4, Commerce at eight, 960x540)
        others += [(f"seat {s}'s tag", b.move(lay.rect(*plate_rect(scene.seats[s].place)).topleft))
                   for s, (boxes, *_) in scene._badge_places().items() if s != seat.seat for b in boxes]
        # (nor within UNDER_PLATE of another seat's plate and no nearer its own: beside its own
        # hand, just under a neighbour's plate, it read as his, issue 38, round 4, Commerce at
        # eight, 960x540)
        own_plate = _distance(r, plate)
        under = [o.seat for o in scene.seats if o is not seat
                 and (d := _distance(r, lay.rect(*plate_rect(o.place)))) < lay.px(UNDER_PLATE) and d <= own_plate]
        if under:
            found.append(f"seat {seat.seat}'s hand name {p!r} under seat {under[0]}'s plate, nearer it than "
                         f"its own")
            continue
        for what, x in others:
            theirs = _distance(r, x)
            if theirs < mine + lay.px(OWNER_MARGIN):
                found.append(f"seat {seat.seat}'s hand name {p!r} as near {what} {tuple(x)} "
                             f"({theirs:.0f} px) as its own hand ({mine:.0f} px)")
                break
    return found


def note_faults(scene, pieces) -> list[str]:
    """A plate's note for a move (the narrator's few words: "raise 4", "sees", "bet 2"; not a
    shown hand's name, which :func:`hand_label_faults` looks at) has the rule a hand's name
    has (issue 38, round 3: at eight seats "raise 4" read as the next player's, and touched
    shown cards; on a plate wearing "age" or "pone" it was not written at all):

    * it is written, on the felt or in its own plate;
    * on the felt it touches no seat's cards;
    * nothing else (another seat's plate, cards, tags or move's words) lies within
      :data:`OWNER_MARGIN` of being as near to it as its own plate or cards (window round 6,
      three-stake Brag at eight, 960x540: "stood" between its plate and the next seat's
      "counts 27", and two seats' "stood" one over the other between their plates, read as
      either's: the rule looked at plates and cards only)."""
    from game.ui.seating import plate_rect
    from game.ui.table.placing_rules import OWNER_MARGIN
    lay = scene.app.layout
    places = scene._badge_places()
    badges = {s: [b.move(lay.rect(*plate_rect(scene.seats[s].place)).topleft)
                  for b in list(boxes) + ([note] if note is not None else [])]
              for s, (boxes, note, _, _) in places.items()}

    def lifted(seat) -> pygame.Rect | None:
        hand, rest = scene._hand_box(seat), scene._rest_hand_box(seat)
        return hand.union(rest) if hand is not None and rest is not None else hand or rest

    found = []
    for seat in scene.seats:
        if not seat.note or seat.out or (seat.value and seat.note == seat.value):
            continue
        shown = scene.note_shown(seat)
        plate = lay.rect(*plate_rect(seat.place))
        named = [p for p in pieces if p.kind == "text" and shown and p.label == shown]
        if not named:
            found.append(f"seat {seat.seat}'s note {seat.note!r} not written")
            continue
        p = min(named, key=lambda q: _distance(q.rect, plate))
        if plate.contains(p.rect):
            continue  # written in its own plate
        pill = scene._badge_places()[seat.seat][1]
        pill = pill.move(plate.topleft) if pill is not None else None
        r = pill if pill is not None and pill.contains(p.rect) else p.rect.inflate(lay.px(14), lay.px(4))
        hands = [(o, h) for o in scene.seats if (h := lifted(o)) is not None]
        touched = [o.seat for o, h in hands if _distance(r, h) < 1 or _overlap(r, h, 0)]
        if touched:
            found.append(f"seat {seat.seat}'s note {p!r} touches seat {touched[0]}'s cards")
            continue
        own = lifted(seat)
        mine = min(_distance(r, plate), _distance(r, own) if own is not None else 1e9)
        for o in scene.seats:
            if o is seat:
                continue
            for x in [lifted(o), lay.rect(*plate_rect(o.place))] + badges.get(o.seat, []):
                if x is not None and _distance(r, x) < mine + lay.px(OWNER_MARGIN):
                    found.append(f"seat {seat.seat}'s note {p!r} as near seat {o.seat} {tuple(x)} "
                                 f"({_distance(r, x):.0f} px) as its own plate ({mine:.0f} px)")
                    break
            else:
                continue
            break
    return found


def name_move_faults(scene, seen: dict) -> list[str]:
    """A shown hand's name, once written, stays written until the next deal, and keeps its
    spot and its words while its hand lies as it did (issue 38, round 3: once the pool was paid, "a pair of jacks"
    by the cards went into the plate as "a pair").  ``seen`` carries what was written at the
    moments looked at before (one dict for a whole deal or more)."""
    found = []
    deal = scene.session.table.deal_number
    for seat in scene.seats:
        if not seat.value or seat.note != seat.value or seat.out or not seat.cards:
            before = seen.pop(seat.seat, None)
            if before is not None and before[0][0] == deal and seat.cards and not seat.out \
                    and any(sp.card is not None for sp in seat.cards) \
                    and (not seat.note or seat.note.startswith(("pays", "receives"))):
                # (the payment's words, "pays 2", took the name's place: issue 38, round 3)
                found.append(f"seat {seat.seat}'s hand name {before[1][1]!r} gone while its hand "
                             f"lies shown (the note now {seat.note!r})")
            continue
        _, box, _, text = scene._badge_places()[seat.seat]
        # (a move is fair where a hand changed: its own, or a near neighbour's lifted as it wins;
        # or where the pool's words or heap beside the hand changed, as the pool is paid, and the
        # name would lie as near them as its hand: Commerce at six, 1920x1080)
        own = scene._rest_hand_box(seat)
        near = scene.app.layout.px(60)
        plate = scene.app.layout.rect(*plate_rect(seat.place))
        named = [own] + ([box.move(plate.topleft)] if box is not None else [])
        now = (deal, seat.note, seat.winner, tuple(len(o.cards) for o in scene.seats),
               tuple(o.seat for o in scene.seats if o.winner and o is not seat and _distance(
                   scene._rest_hand_box(o) or pygame.Rect(0, 0, 0, 0), own) < near),
               tuple(tuple(b) for b in scene._pool_boxes() if min(_distance(b, x) for x in named) < near))
        where = (tuple(box) if box is not None else "the plate", text)
        before = seen.get(seat.seat)
        if before is not None and before[0] == now and before[1] != where:
            found.append(f"seat {seat.seat}'s hand name moved from {before[1]} to {where}")
        seen[seat.seat] = (now, where)
    return found


def middle_faults(scene) -> list[str]:
    """The game's cards in the middle (a widow, the pack) and the pool's words lie on no hand
    (as the hands lie now: a winner's hand lifted at the show)."""
    hands = [(seat.seat, box) for seat in scene.seats if (box := scene._hand_box(seat)) is not None]
    found = []
    middle = [("the middle's card", r) for r in scene.top.middle_rects()]
    img, spot = scene._pool_label(scene.pool_label_text())
    middle.append((f"the pool's words {scene.pool_label_text()!r}", img.get_rect(topleft=spot)))
    for what, r in middle:
        for s, box in hands:
            if _overlap(r, box):
                found.append(f"{what} at {tuple(r)} on seat {s}'s hand {tuple(box)}")
    return found


MIDDLE_CARD_SHOWS = 0.5
"""The least part of a middle card's width that must show: its index and enough of its face
to be read and clicked (a widow squeezed between two hands showed only its corners)."""


def middle_card_faults(scene, pieces) -> list[str]:
    """Each card drawn in the middle of the table (a widow, Thirty-One's cards on the table)
    shows at least :data:`MIDDLE_CARD_SHOWS` of its width, its index uncovered by the middle's
    cards drawn after it (a card of the size of a hand's, laid on the widow or taken from it,
    is on its way)."""
    middle = scene.top.middle_rects()
    if not middle:
        return []
    area = middle[0].unionall(middle[1:])
    cards = [(i, p) for i, p in enumerate(pieces) if p.kind == "card" and area.contains(p.rect)]
    found = []
    for i, p in cards:
        r = p.rect
        index = pygame.Rect(r.x, r.y, max(1, round(r.w * 0.3)), max(1, round(r.h * 0.3)))
        for j, q in cards:
            if j <= i or abs(q.rect.w - r.w) > 1 or not _overlap(r, q.rect):
                continue
            shows = q.rect.left - r.left
            if _overlap(index, q.rect, 0):
                found.append(f"the middle's card {p!r}: its index covered by {q!r}")
                break
            if 0 <= shows < MIDDLE_CARD_SHOWS * r.w:
                found.append(f"the middle's card {p!r} shows {shows} px of {r.w} under {q!r}")
                break
    return found


def hands_too_close(scene) -> list[str]:
    """The pairs of seats whose hands are nearer than :data:`HAND_GAP`.  Every seat's hand is
    taken as laid out at rest (not raised), holding as many cards as it holds now, or, if it
    holds none (it threw in), as many as the fullest hand: it holds them in another deal."""
    app, lay = scene.app, scene.app.layout
    most = max((len(seat.cards) for seat in scene.seats), default=0)
    hands = []
    for seat in scene.seats:
        n = len(seat.cards) or most
        if not n:
            continue
        rects = [CardSprite(None, *seat.place.card_slot(i, n), width=seat.place.card_w)
                 .rect(app.cards, lay) for i in range(n)]
        hands.append((seat.seat, rects[0].unionall(rects[1:]), rects[0].w))
    found = []
    for i, (s, a, wa) in enumerate(hands):
        for t, b, wb in hands[i + 1:]:
            need = HAND_GAP * min(wa, wb)
            if _gap(a, b) < need:
                found.append(f"hands of seats {s} and {t} {_gap(a, b)} px apart (< {need:.0f}): "
                             f"{tuple(a)} {tuple(b)}")
    return found


def panel_faults(scene) -> list[str]:
    """The action panel as it stands: its hint whole on its one line; its buttons inside the
    panel, clear of one another and of the foot row's."""
    from game.ui.theme import wrap

    app, lay = scene.app, scene.app.layout
    a = scene.rects["actions"]
    found = []
    head, sub = scene._actions_text(scene._turn_seat())
    if sub and len(wrap(app.fonts.get("italic", lay.font(17)), sub, a.width - 2 * lay.px(12))) > 1:
        found.append(f"the panel's hint cut short: {sub!r}")
    shown = scene._panel_buttons()
    foot = [b for b in shown if b in (scene.odds_button, scene.ask_button, scene.review_button)]
    body = [b for b in shown if b not in foot]
    for i, b in enumerate(body):
        if not a.contains(b.rect):
            found.append(f"button {b.label!r} at {tuple(b.rect)} outside the panel {tuple(a)}")
        for other in body[i + 1:] + foot:
            if _overlap(b.rect, other.rect, 0):
                found.append(f"button {b.label!r} at {tuple(b.rect)} on {other.label!r} at {tuple(other.rect)}")
    return found


def held_card_faults(scene) -> list[str]:
    """Each seat still in the deal shows as many cards as it holds in the engine: no hand
    drawn twice, no backs left over from the deal beside it (six backs at Brag and
    Bouillotte, issue 38), none missing.  Looked at only when the table is settled and has
    shown every event the engine has made, and only for a seat that holds cards, its hand not yet thrown in."""
    if scene.session.events:
        return []  # the engine is ahead of what is shown: compared once the table has caught up
    deal = scene.session.table.deal
    hands = getattr(deal, "hands", None)
    if not hands:
        return []
    found = []
    # (a barter offered at Commerce or My Ship Sails: the offered card lies face down at the
    # end of the hand it was passed to, though the engine keeps it its holder's until taken)
    pending = getattr(deal, "pending", None)
    for seat in scene.seats:
        held = hands.get(seat.seat)
        if held is None or not seat.holding or not seat.cards:
            continue
        want = len(held.cards)
        if want and pending is not None:
            want += (seat.seat == pending[1]) - (seat.seat == pending[0])
        if want and len(seat.cards) != want:
            found.append(f"seat {seat.seat} shows {len(seat.cards)} cards "
                         f"({sum(sp.card is None for sp in seat.cards)} backs) and holds {want}")
    return found


def guide_pointer_faults(scene, pieces) -> list[str]:
    """The guide's gilt pointer (a guided deal) lies on no card and no word: its ring's band
    crosses nothing (the ring may go round a whole hand, its keys and words, never through
    them), its arrow comes from beside or above, over bare baize, its tip short of any card,
    key or word; ring and arrow both lie inside the window's frame; and it is up only while
    its note's moment lasts (issue 38: it lay on shown cards, on "raised 6", and stayed to
    the deal's end).  At a draw the arrow comes to the card the book throws: from the hand's
    side where that card is the first or last, else from above its key
    (tests/ui/test_table_guided_throw.py)."""
    guide = scene.guide_show
    if guide is None or guide.pointer is None:
        return []
    found = []
    lay = scene.app.layout
    ring, arrow = guide.pointer
    if not guide.pointing():
        found.append(f"the guide's pointer drawn after its moment: {guide.note!r}")
    band = []
    if ring is not None:
        outer = ring.inflate(lay.px(4) + 2, lay.px(4) + 2)
        t = lay.px(3) + lay.px(2) + 2  # the ring's line, its dark edge, and a pixel each side
        band = [pygame.Rect(outer.left, outer.top, outer.width, t),
                pygame.Rect(outer.left, outer.bottom - t, outer.width, t),
                pygame.Rect(outer.left, outer.top, t, outer.height), pygame.Rect(outer.right - t, outer.top, t, outer.height)]
        frame = max(8, round(24 * lay.scale))
        if not pygame.Rect(0, 0, lay.width, lay.height).inflate(-2 * frame, -2 * frame).contains(outer):
            found.append(f"the guide's ring {tuple(ring)} on the window's frame")
    if arrow is not None:
        frame = max(8, round(24 * lay.scale))
        if not pygame.Rect(0, 0, lay.width, lay.height).inflate(-2 * frame, -2 * frame).contains(arrow[2]):
            found.append(f"the guide's arrow {tuple(arrow[2])} on the window's frame")
    for p in pieces:
        if p.kind not in ("text", "card"):
            continue
        if any(_overlap(p.rect, b, 0) for b in band):
            found.append(f"the guide's ring {tuple(ring)} on {p!r}")  # type: ignore[arg-type]
        elif arrow is not None and _overlap(p.rect, arrow[2], 0):
            found.append(f"the guide's arrow {tuple(arrow[2])} on {p!r}")
    return found


LANDING = 44
"""Counters whose heap is the widest a flight carries (three stacks side by side)."""


def landing_faults(scene, pieces) -> list[str]:
    """Counters flying to a plate land on its stacks, not on its count: the widest heap a
    flight carries, where it lands, covers no word of the plate (issue 38: "44" ran into the
    heap landing on Judge Ames's plate).  In flight it may pass over anything."""
    from game.ui.seating import chip_spot, plate_rect

    lay = scene.app.layout
    found = []
    for seat in scene.seats:
        if scene.top.markers(seat.seat) is not None:
            continue  # a markers game: no counters on the plates, and none fly to them
        plate = lay.rect(*plate_rect(seat.place))
        heap = scene._pile(LANDING, 20).get_rect(midbottom=lay.point(*chip_spot(seat.place)))
        for p in pieces:
            if p.kind == "text" and plate.contains(p.rect) and _overlap(p.rect, heap, 0):
                found.append(f"counters landing at seat {seat.seat} {tuple(heap)} on {p!r}")
    return found


def hand_plate_faults(scene) -> list[str]:
    """No seat's cards, as they lie (a winner's lifted at the show), reach under a plate's
    ring (issue 38: a winning hand at the table's head lifted into its own plate).  Looked at
    when nothing moves (a card in flight may pass over anything)."""
    if scene.tweens.busy:
        return []
    found = []
    for seat in scene.seats:
        box = scene._hand_box(seat)
        if box is None:
            continue
        for other in scene.seats:
            ring = scene.ring_rect(other)
            if _overlap(box, ring, 0):
                found.append(f"seat {seat.seat}'s cards {tuple(box)} under seat {other.seat}'s plate ring {tuple(ring)}")
    return found


def badge_gap_faults(scene) -> list[str]:
    """A plate's note (a shown hand's name) stands a little apart from every tag and other
    note: touching, "doublets, a sequence of four…" and "age" read as one (issue 38)."""
    from game.ui.seating import plate_rect

    lay = scene.app.layout
    need = max(1, lay.px(5)) - 1
    boxes = [(s, b) for s, bs in scene._badges.items() for b in bs]
    notes = {(s, tuple(note.move(lay.rect(*plate_rect(scene.seats[s].place)).topleft)))
             for s, (_, note, _, _) in scene._badge_places().items() if note is not None}
    found = []
    for i, (s, a) in enumerate(boxes):
        for t, b in boxes[i + 1:]:
            if ((s, tuple(a)) in notes or (t, tuple(b)) in notes) and _gap(a, b) < need:
                found.append(f"seat {s}'s {tuple(a)} and seat {t}'s {tuple(b)} {_gap(a, b)} px apart")
    return found


def tag_owner_faults(scene) -> list[str]:
    """A plate's tags ("counts 14", "out of the brag", "pone") read as that plate's: each
    clearly nearer its own plate than any other seat's plate or cards (by
    :data:`~game.ui.table.placing_rules.OWNER_MARGIN`), and at least :data:`TAG_APART` from another
    seat's tags (issue 38, round 4, three-stake Brag at eight, 960x540: a player's "counts 14"
    stood in a row after the next plate's "pone", and read as that player's while the count
    changed with the other's cards; window round 5: "age", "out of the brag" in the gap
    between two plates, by a neighbour's cards)."""
    from game.ui.table.placing_rules import OWNER_MARGIN, TAG_APART

    lay = scene.app.layout
    plates = {s.seat: lay.rect(*plate_rect(s.place)) for s in scene.seats}
    theirs = {s.seat: [plates[s.seat]] + ([h] if (h := scene._rest_hand_box(s)) is not None else [])
              for s in scene.seats}
    tags = [(s, b.move(plates[s].topleft)) for s, (boxes, *_) in scene._badge_places().items() for b in boxes]
    found = []
    for s, t in tags:
        own = _distance(t, plates[s])
        near = [o for o, rects in theirs.items() if o != s
                and any(_distance(t, r) < own + lay.px(OWNER_MARGIN) for r in rects)]
        if near:
            found.append(f"seat {s}'s tag {tuple(t)} as near seat {near[0]}'s plate or cards as its own plate")
        beside = [o for o, u in tags if o != s and _gap(t, u) < lay.px(TAG_APART)]
        if beside:
            found.append(f"seat {s}'s tag {tuple(t)} beside seat {beside[0]}'s tags: read as one row")
    return found


BETWEEN = 2.0
"""How many times nearer its own plate than another a word's middle must be, where it stands
on the way from one plate to the other, to read as its own plate's, at every table (the
least the table places words by where room is short); :data:`BETWEEN_CLEAR` where the table
has room (window round 9)."""
BETWEEN_CLEAR = 3.0
"""The between rule's measure at the tables where the person was seen to play with room
(window round 9: at twice as near, Bouillotte's "straddled 10" and "blind 5" stood side by
side between the two top plates, three-stake Brag's "counts 23" over the next plate's
"pone", and both passed)."""


def between_faults(scene, ratio: float = BETWEEN) -> list[str]:
    """A plate's tag ("age", "pone", "knocked") or a move's words beside it ("keeps the brag",
    "ready money") stands between two plates: its middle not
    :data:`BETWEEN` times nearer its own plate than any other
    and on the way from one to the other (issue 38: halfway between two seats, its near edge
    by its own plate, they read as either's; the owner rule measures the near edge only).  A shown hand's name goes with its
    hand, and has rules of its own (:func:`hand_label_faults`)."""
    from game.ui.table.placing_rules import BETWEEN_WAY

    lay = scene.app.layout
    plates = {s.seat: lay.rect(*plate_rect(s.place)) for s in scene.seats}

    def gap(point, r: pygame.Rect) -> float:
        return math.hypot(max(r.left - point[0], point[0] - r.right, 0), max(r.top - point[1], point[1] - r.bottom, 0))

    found = []
    for s, (boxes, note, _, text) in scene._badge_places().items():
        seat = scene.seats[s]
        words = list(zip(scene._tags_of(seat), boxes))
        if note is not None and text and not (seat.value and seat.note == seat.value):
            words.append((text, note))
        for what, box in words:
            b = box.move(plates[s].topleft)
            mine = gap(b.center, plates[s])
            # (on the way from its plate to the other: off it, level with its own plate and over
            # a lower one's corner, it reads as its level plate's)
            near = [o for o, p in plates.items() if o != s and gap(b.center, p) < ratio * mine
                    and mine + gap(b.center, p) <= BETWEEN_WAY * _distance(plates[s], p) + b.height]
            if near:
                found.append(f"seat {s}'s {what!r} {tuple(b)} between its plate and seat {near[0]}'s "
                             f"({mine:.0f} px from its own, {gap(b.center, plates[near[0]]):.0f} from the other)")
    return found


CAPTION_LINES = 3
"""The most lines a caption may take (issue 38: Draw's turn ran to four at a full table)."""


def caption_faults(scene, pieces) -> list[str]:
    """The caption, where it is drawn (on the table or in the side strip), takes at most
    :data:`CAPTION_LINES` lines: the rows of words drawn inside its card."""
    at = scene._caption_at
    if not at or at[1] == "none" or at[0][0] != scene._caption_shown:
        return []
    spot = at[2]
    rows: list[pygame.Rect] = []
    for p in pieces:
        if p.kind != "text" or not spot.contains(p.rect):
            continue
        if not any(abs(p.rect.centery - r.centery) < r.height // 2 for r in rows):
            rows.append(p.rect)
    if len(rows) > CAPTION_LINES:
        return [f"the caption in {len(rows)} lines: {scene._caption_shown!r}"]
    return []


def guide_spot_faults(scene) -> list[str]:
    """Where the guide's note points at the middle of the table (a widow, the pack), its
    pointer has both a ring and an arrow (issue 38: at a crowded widow it showed an arrow
    alone, or nothing)."""
    guide = scene.guide_show
    if guide is None or guide.note is None or guide.summary is not None or not guide.pointing():
        return []
    if guide.note.point not in ("widow", "table-cards", "retourne", "pack") or guide.target_rect(guide.note) is None:
        return []
    if guide.pointer is not None and None not in guide.pointer:
        return []
    what = "nothing" if guide.pointer is None else "an arrow alone" if guide.pointer[0] is None else "a ring alone"
    return [f"the guide's pointer at the middle without a clear spot ({what}): {guide.note.text[:40]!r}"]
