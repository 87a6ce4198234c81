"""Where everything sits on the table, for two to eight players (pure arithmetic, no pygame).

All positions are in design coordinates (the 1280 x 720 stage of
:class:`game.ui.theme.Layout`).  The person sits at the foot of the oval with his cards
large in front of him; the others are spread round the rim from his left, so play goes
clockwise as it does at a real table (the deal and the betting pass to the left, Law 12).
Each seat has a name plate, a place for its cards between the plate and the pool, and a
spot the dealer's pack sits on when that seat deals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

TABLE_CENTRE = (490.0, 296.0)
"""The middle of the oval, where the pool lies."""
FELT_RADII = (430.0, 214.0)
"""The half-width and half-height of the green oval inside the rim."""
RIM = 26.0
"""The wooden rim's width."""
PLATE_RADII = (358.0, 238.0)
"""The oval the others' name plates sit on."""
PLATE_SIZE = (206.0, 66.0)
CARD_W = 48.0
"""The others' cards (the person's are :data:`MY_CARD_W`)."""
CARD_STEP = 26.0
MY_CARD_W = 94.0
MY_CARD_STEP = 104.0
MY_HAND = (512.0, 628.0)
MY_PLATE = (128.0, 640.0)
ARC = (140.0, 400.0)
"""The others sit between these angles (degrees; 90 is the person's place, 270 the head)."""
TOP_WORDS = 20.0
"""How much further under its plate the top seat's hand lies than the others' at a table of
six or more (at fewer, its neighbours sit at the table's sides, not beside it): a line for its
words ("counts 23", "bought one") directly under its plate.  Its hand filled that room, and
its words stood beside the plate, level with the next plates, read as either neighbour's
(issue 38, window round 9)."""
HAND_GAP = 0.25
"""Two seats' hands lie at least this many card widths (of the smaller card) apart: a quarter
of a card is a strip of cloth a player sees as a separation, where at 3 px two hands of three
read as one hand of six.  The seats are spread so that they do (tests/ui/test_table_layout.py
checks every game, seat count and window size)."""


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat's things go."""

    seat: int
    plate: tuple[float, float]
    """Centre of the name plate."""
    hand: tuple[float, float]
    """Centre of the hand of cards."""
    card_w: float
    step: float
    pack: tuple[float, float]
    """Where the pack lies when this seat deals."""
    toward: tuple[float, float]
    """A unit vector from the plate towards the pool."""
    mine: bool = False
    top: bool = False
    """The top seat at a table of six or more: its words go under its plate, a line over its
    hand (:data:`TOP_WORDS`), never beside it between the next plates."""

    def card_slot(self, i: int, n: int = 5) -> tuple[float, float]:
        """The centre of card ``i`` of ``n`` in this hand."""
        x0 = self.hand[0] - (n - 1) * self.step / 2
        return (x0 + i * self.step, self.hand[1])


def opponent_angles(k: int) -> list[float]:
    """Angles (degrees) for ``k`` others, from the person's left round to his right."""
    if k <= 0:
        return []
    if k == 1:
        return [270.0]
    lo, hi = ARC
    if k == 2:
        lo, hi = 205.0, 335.0
    elif k == 3:
        lo, hi = 180.0, 360.0
    elif k == 4:
        lo, hi = 160.0, 380.0
    elif k == 5:
        # The two on each side sit a little further apart than an even spread would put them:
        # their hands lie between their plates, and evenly spread they touched and read as
        # one hand (HAND_GAP).
        return [147.0, 213.0, 270.0, 327.0, 393.0]
    elif k == 7:
        # Eight at the table: the hand beside the plate on each side lies between the hands
        # above and below it, so those two seats stand a little higher and the lowest keep
        # their place (clear of the caption under the pool).
        return [140.0, 183.0, 229.0, 270.0, 311.0, 357.0, 400.0]
    step = (hi - lo) / (k - 1)
    return [lo + i * step for i in range(k)]


def _unit(dx: float, dy: float) -> tuple[float, float]:
    d = math.hypot(dx, dy) or 1.0
    return (dx / d, dy / d)


def seat_places(n: int, me: int | None) -> list[SeatPlace]:
    """The places of seats ``0 .. n-1`` with the person at seat ``me`` (None: nobody is
    singled out, and seat 0 takes the foot of the table with large cards face down)."""
    if not 2 <= n <= 8:
        raise ValueError(f"a table seats 2 to 8, not {n}")
    foot = 0 if me is None else me
    cx, cy = TABLE_CENTRE
    places: list[SeatPlace] = []
    angles = opponent_angles(n - 1)
    for seat in range(n):
        p = (seat - foot) % n
        if p == 0:
            plate = MY_PLATE
            toward = (0.0, -1.0)
            pack = (MY_HAND[0] + 2.6 * MY_CARD_STEP, MY_HAND[1] - 20)
            places.append(SeatPlace(seat, plate, MY_HAND, MY_CARD_W, MY_CARD_STEP, pack, toward,
                                    mine=True))
            continue
        a = math.radians(angles[p - 1])
        plate = (cx + PLATE_RADII[0] * math.cos(a), cy + PLATE_RADII[1] * math.sin(a))
        ux, uy = _unit(cx - plate[0], cy - plate[1])
        hand_w = CARD_W + 4 * CARD_STEP
        card_h = CARD_W * 1.4
        gap = 8.0
        top = abs(ux) < 0.2 and uy > 0.35 and n >= 6
        if abs(uy) > 0.35:
            # Above or below the plate (clear of its tabs): the hands stay out of the middle.
            d = PLATE_SIZE[1] / 2 + card_h / 2 + gap + 10
            if top:
                d += TOP_WORDS  # (the top seat: a line for its words between plate and hand)
            hand = (plate[0] + ux * 16, plate[1] + (d if uy > 0 else -d))
        else:
            d = PLATE_SIZE[0] / 2 + hand_w / 2 + gap
            hand = (plate[0] + (d if ux > 0 else -d), plate[1] + uy * 16)
        places.append(SeatPlace(seat, plate, hand, CARD_W, CARD_STEP, _pack_by(hand, (ux, uy)),
                                (ux, uy), top=top))
    return [_clear_of_plates(p, places) for p in places]


def _pack_by(hand: tuple[float, float], toward: tuple[float, float]) -> tuple[float, float]:
    ux, uy = toward
    return (hand[0] + ux * 30 + uy * 40, hand[1] + uy * 30 - ux * 40)


TAB_SPACE = 20.0
"""Room above and below a name plate for its tabs ("pone", "came in 2", "abandoned")."""


def hand_rect(place: SeatPlace) -> tuple[float, float, float, float]:
    """The five cards of a hand as (x, y, w, h) in design coordinates."""
    w, h = place.card_w + 4 * place.step, place.card_w * 1.4
    return (place.hand[0] - w / 2, place.hand[1] - h / 2, w, h)


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return not (a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1])


def _clear_of_plates(place: SeatPlace, places: list[SeatPlace]) -> SeatPlace:
    """At the crowded tables the hand of a seat low on either side would lie on the next
    seat's plate or its tabs: it slides towards the middle of the table until it is clear."""
    if place.mine:
        return place
    others = []
    for q in places:
        if q.seat != place.seat:
            x, y, w, h = plate_rect(q)
            others.append((x, y - TAB_SPACE, w, h + 2 * TAB_SPACE))
    hand, dx = place.hand, (1.0 if place.toward[0] > 0 else -1.0) * 4
    moved = place
    for _ in range(60):
        if not any(_overlap(hand_rect(moved), o) for o in others):
            return moved
        hand = (hand[0] + dx, hand[1])
        moved = SeatPlace(place.seat, place.plate, hand, place.card_w, place.step,
                          _pack_by(hand, place.toward), place.toward, top=place.top)
    return place


def plate_rect(place: SeatPlace) -> tuple[float, float, float, float]:
    """The name plate as (x, y, w, h) in design coordinates."""
    w, h = PLATE_SIZE
    return (place.plate[0] - w / 2, place.plate[1] - h / 2, w, h)


def chip_spot(place: SeatPlace) -> tuple[float, float]:
    """Where counters leave from and arrive at: the plate's counter stacks, left of the count
    (landing on the count, a heap of three stacks ran into its figures: issue 38)."""
    x, y, w, h = plate_rect(place)
    return (x + w - 80, y + h - 8)


POOL_SPOT = (TABLE_CENTRE[0], TABLE_CENTRE[1] + 16)
"""The bottom centre of the pool's counters."""
MUCK_SPOT = (TABLE_CENTRE[0] + 110, TABLE_CENTRE[1] - 20)
"""Where discards and abandoned hands go."""
