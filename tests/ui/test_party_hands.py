"""Round 12 of issue 37's play-test, the host's window at a round's end: the shown hands
were drawn about 25 px wide, and the dealer's "D" disc lay on top of a shown hand.  The
disc's box meets no card's box, at every table size and window size, and the shown hands
are as large as the table's room allows."""

from __future__ import annotations

import pytest

from game.cards import parse_cards
from game.ui.scenes.party_hands import card_width, dealer_spot, hand_box
from game.ui.scenes.party_tables import SeatLook, TableLook, draw_table, felt_rect, seat_places, table_places
from game.ui.theme import Layout

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_dealer_disc_lies_on_a_card(size):
    lay = Layout(size)
    for tables in range(2, 14):
        cells, _ = table_places(lay, tables)
        for cell in (cells[0], cells[-1]):
            for seats in (4, 5, 6, 7):
                felt, plates = felt_rect(cell, lay), seat_places(cell, lay, seats)
                for shown in (True, False):
                    for pool in (True, False):
                        w = card_width(cell, felt, lay, plates, shown, pool)
                        boxes = [hand_box(p, felt, lay, w, shown) for p in plates]
                        for p in plates:
                            disc = dealer_spot(p, felt, lay, boxes, plates, cell)
                            assert not any(disc.colliderect(b) for b in boxes), (tables, seats, shown, disc, boxes)
                            assert cell.contains(disc)


def test_shown_hands_are_as_large_as_the_room_allows():
    lay = Layout((1920, 1080))
    cells, _ = table_places(lay, 2)  # the play-test's evening: two tables of four
    felt, plates = felt_rect(cells[0], lay), seat_places(cells[0], lay, 4)
    w = card_width(cells[0], felt, lay, plates, True, False)
    assert w >= 60, w  # was 39 window pixels (26 at 720 lines)
    boxes = [hand_box(p, felt, lay, w, True) for p in plates]
    for i, b in enumerate(boxes):
        assert cells[0].contains(b)
        assert not any(b.colliderect(p) for p in plates)
        assert not any(b.colliderect(o) for o in boxes[i + 1:])
    # One size larger would not fit: a hand would meet another's, a plate or the middle.
    bigger = [hand_box(p, felt, lay, w + 1, True) for p in plates]
    gap = lay.px(3)  # a line of baize between the hands above and below
    assert any(b.bottom > felt.centery - gap and p.centery < felt.top or b.top < felt.centery + gap and p.centery > felt.bottom
               or not cells[0].contains(b) or any(b.colliderect(q) for q in plates)
               for b, p in zip(bigger, plates))
    # Tables of four, the head and booby tables of every evening, larger than before; a
    # crowded one's no smaller than its dealer's disc needs to find room off the cards.
    for n in range(2, 14):
        cells, _ = table_places(lay, n)
        f, ps = felt_rect(cells[0], lay), seat_places(cells[0], lay, 4)
        assert card_width(cells[0], f, lay, ps, True, True) >= lay.px(26), n
    for n in range(2, 8):
        cells, _ = table_places(lay, n)
        for seats in (4, 5, 6, 7):
            f, ps = felt_rect(cells[0], lay), seat_places(cells[0], lay, seats)
            assert card_width(cells[0], f, lay, ps, True, True) >= lay.px(16)


def test_a_round_s_end_is_drawn_with_the_disc_beside_the_hands(app, monkeypatch):
    """The table as the host's window draws it: the cards blitted where the layout says, and
    the disc's circle nowhere on them."""
    import pygame

    lay = app.layout
    cells, _ = table_places(lay, 2)
    hands = ["3C 7D 9H KS AS", "2C 2D 5H 8S JH", "4C 4D 6H TS QH", "5C 6C 7C 8C 9C"]
    seats = [SeatLook(f"Guest {i}", "red", 40, cards="shown", shown=parse_cards(h), dealer=i == 1)
             for i, h in enumerate(hands)]
    surface = pygame.Surface(app.window.get_size())
    draw_table(surface, app, cells[1], TableLook("Booby table", False, True, seats))
    felt, plates = felt_rect(cells[1], lay), seat_places(cells[1], lay, 4)
    w = card_width(cells[1], felt, lay, plates, True, False)
    boxes = [hand_box(p, felt, lay, w, True) for p in plates]
    disc = dealer_spot(plates[1], felt, lay, boxes, plates, cells[1])
    assert not any(disc.colliderect(b) for b in boxes)
    # The disc's cream is drawn at its centre; each hand's first card at its box's corner.
    assert surface.get_at(disc.center)[:3] != (0, 0, 0)
    for b in boxes:
        assert surface.get_at((b.x + 2, b.y + 2))[:3] != (0, 0, 0)
