"""Round 13 of issue 37's play-test, the host's overview at a round's end: the shown hands of a
crowded table lay on each other (the two end plates' hands met in the middle of the baize),
a hand beside a wide end plate was not drawn at all, and the dealer's "D" lay on a card.
Every hand as it is drawn (:func:`hand_boxes`) is clear of every other hand and plate and
inside its table, and the disc finds a place off every card, at every table size."""

from __future__ import annotations

import pygame
import pytest

from game.cards import parse_cards
from game.ui.scenes.party_hands import dealer_spot, hand_boxes
from game.ui.scenes.party_tables import SeatLook, TableLook, draw_table, felt_rect, seat_places, table_places
from game.ui.theme import Layout

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def faults(lay: Layout, cell: pygame.Rect, seats: int, pool: bool) -> list[str]:
    felt, plates = felt_rect(cell, lay), seat_places(cell, lay, seats)
    if plates[0].height < lay.px(40):
        return []  # plates of one line: no cards drawn at all
    laid = hand_boxes(cell, felt, lay, plates, [True] * seats, pool)
    boxes = [b[0] for b in laid if b is not None]
    found = []
    if not pool and None in laid:  # a round's end (no pool): every shown hand is drawn
        found.append(f"no hand drawn for {[i for i, b in enumerate(laid) if b is None]}")
    for i, b in enumerate(boxes):
        found += [f"hand {i} on hand {j}" for j, o in enumerate(boxes) if j > i and b.colliderect(o)]
        found += [f"hand {i} on plate {j}" for j, p in enumerate(plates) if b.colliderect(p)]
        if not cell.contains(b):
            found.append(f"hand {i} out of its table")
    for i, p in enumerate(plates):
        disc = dealer_spot(p, felt, lay, boxes, plates, cell)
        if any(disc.colliderect(b) for b in boxes):
            found.append(f"the disc of {i} on a card")
    return found


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_shown_hand_lies_on_another_and_no_disc_on_a_card(size):
    lay = Layout(size)
    bad = []
    for tables in range(2, 10):
        cells, _ = table_places(lay, tables)
        for cell in (cells[0], cells[-1]):
            for seats in (4, 5, 6, 7):
                for pool in (False, True):
                    bad += [(tables, seats, pool, f) for f in faults(lay, cell, seats, pool)]
    assert bad == [], bad[:8]


def test_a_crowded_tables_end_hands_lie_one_above_the_other(app):
    """Four tables of seven at 1280 x 720 (the play-test's evening): the end plates' hands,
    side by side, met in the middle; drawn, each lies beside its own plate, clear."""
    lay = app.layout
    cells, _ = table_places(lay, 4)
    hands = ["3C 7D 9H KS AS", "2C 2D 5H 8S JH", "4C 4D 6H TS QH", "5C 6C 7C 8C 9C", "2H 3H 4H 5H 7H",
             "TC JC QC KC AD", "8D 8H 9D 9S TD"]
    seats = [SeatLook(f"Guest {i}", "red", 40, cards="shown", shown=parse_cards(h), dealer=i == 5)
             for i, h in enumerate(hands)]
    surface = pygame.Surface(app.window.get_size())
    draw_table(surface, app, cells[0], TableLook("Head table", True, False, seats))
    felt, plates = felt_rect(cells[0], lay), seat_places(cells[0], lay, 7)
    laid = hand_boxes(cells[0], felt, lay, plates, [True] * 7, False)
    left, right = laid[1][0], laid[5][0]
    assert not left.colliderect(right)
    assert left.left == plates[1].right + lay.px(4) and right.right == plates[5].left - lay.px(4)
    assert left.bottom <= felt.centery <= right.top  # one above the middle line, one below
    for box, _ in laid:  # each hand's first card drawn where it is laid
        assert surface.get_at((box.x + 2, box.y + 2))[:3] != (0, 0, 0)
