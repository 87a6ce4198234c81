"""The table as a new player saw it (issue 27): the widow on the top hands, hand names beside
the wrong player, tags under the gold ring and the turn's pointer, the dealer's button under
the ring, and a winner's lifted hand on the pool's words.  Each is looked at with the layout
probe's rules (tests/ui/table_rules.py) on the table where it was seen."""

from __future__ import annotations

import gc

import pytest

from game.ui.demo import _seated
from game.ui.scenes.table import TableScene

from layout_probe import LayoutProbe
from table_rules import _overlap, hand_label_faults, middle_faults, ring_faults

SIZES = [(960, 540), (1280, 720)]


def _table(app, variant: str, seats: int, size, until: str):
    """The demo table of ``variant`` with ``seats``, played on to ``until`` ("rest": a few
    moves in, "show": the deal shown and paid), and what the probe saw of it."""
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0)
    probe = LayoutProbe(app).__enter__()
    session = _seated(app.home, seats, 3, variant, synchronous=True)
    scene = TableScene(app, session, demo=True)
    app.push(scene)
    for i in range(700):
        app.step([], 0.05)
        if until == "rest" and i > 90 and not scene.tweens.busy:
            break
        if until == "show" and session.deal_over and scene.deal_done and scene.idle and not scene.tweens.busy:
            break
    for _ in range(4):  # a frame makes only a few changed images; the others show a frame late
        app.step([], 0.0)
    pieces = probe.draw(scene)
    probe.__exit__(None, None, None)
    return scene, pieces


@pytest.fixture
def table(app):
    made = []

    def make(*args):
        made.append(_table(app, *args))
        return made[-1]

    yield make
    for scene, _ in made:
        scene.session.close()
    gc.unfreeze()
    gc.collect()


@pytest.mark.parametrize("size", SIZES, ids=["960x540", "1280x720"])
@pytest.mark.parametrize("until", ["rest", "show"])
def test_the_widow_lies_clear_of_the_hands_with_four_opponents(table, size, until):
    scene, pieces = table("whiskey", 5, size, until)
    assert scene.top.middle_rects(), "the widow is on the table"
    assert middle_faults(scene) == []


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 7, 8])
def test_the_widow_lies_clear_of_every_hand_at_every_table(table, seats):
    scene, _ = table("whiskey", seats, (1280, 720), "rest")
    assert middle_faults(scene) == []


@pytest.mark.parametrize("variant, seats", [("whiskey", 5), ("whiskey-markers", 6)])
@pytest.mark.parametrize("size", SIZES, ids=["960x540", "1280x720"])
def test_a_hand_name_at_the_show_stands_by_its_own_player(table, variant, seats, size):
    scene, pieces = table(variant, seats, size, "show")
    assert any(seat.value for seat in scene.seats), "hands are shown"
    assert hand_label_faults(scene, pieces) == []


@pytest.mark.parametrize("variant, seats", [("whiskey", 5), ("draw", 5), ("straight", 6), ("draw", 8)])
@pytest.mark.parametrize("size", SIZES, ids=["960x540", "1280x720"])
def test_no_tag_note_or_dealer_button_under_a_ring_or_the_pointer(table, variant, seats, size):
    scene, pieces = table(variant, seats, size, "rest")
    assert ring_faults(scene, pieces) == []
    dealer = [p for p in pieces if p.kind == "text" and p.label == "D"]
    assert dealer, "the dealer's button is drawn"


@pytest.mark.parametrize("size", SIZES, ids=["960x540", "1280x720"])
def test_a_winners_lifted_hand_leaves_the_pool_words_and_its_note_alone(table, size):
    scene, pieces = table("draw", 5, size, "show")
    winners = [seat for seat in scene.seats if seat.winner and seat.cards]
    assert winners, "a hand has won"
    words = scene.pool_label_text()
    label = [p for p in pieces if p.kind == "text" and p.label == words]
    assert label
    for seat in winners:
        box = scene._hand_box(seat)
        assert not any(_overlap(p.rect, box) for p in label)
        notes = [p for p in pieces if p.kind == "text" and p.label == seat.note]
        assert not any(_overlap(p.rect, box) for p in notes)


@pytest.mark.parametrize("size", SIZES, ids=["960x540", "1280x720"])
def test_the_pool_words_keep_off_a_long_hand_lifted_at_the_show(table, size):
    """A side seat's winning hand of seven cards (Stud's), lifted at the show, reaches in
    towards the pool: its words step aside (they once lay under the lifted cards)."""
    from game.ui.sprites import CardSprite
    from game.ui.table.show import LIFT_WINNER

    scene, _ = table("draw", 5, size, "rest")
    seat = min((s for s in scene.seats if not s.place.mine), key=lambda s: abs(s.place.hand[1] - 330))
    seat.cards = [CardSprite(None, *seat.place.card_slot(i, 7), width=seat.place.card_w) for i in range(7)]
    for sp in seat.cards:
        sp.lift = LIFT_WINNER
    seat.winner = True
    assert middle_faults(scene) == []
