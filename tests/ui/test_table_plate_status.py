"""Issue 38, window round 6: at a full table every plate keeps the player's manner ("liberal",
"close") beside its counters, and its tags and move's words keep their side of the plate.

* The top seat's plate at three-stake Brag at eight showed "stood" or "counts 27" in place of
  its manner while every other plate showed its own: a move's words or a count go by the plate,
  never in place of the manner (only a shown hand's name is written in the plate, by design).
* At the deal's end the tags and the move's words jumped from one side of a plate to the other
  as the others' words came and went: from the last move to the pool paid, each keeps its side.

Played through two deals in the small window with the person seated (the deal sweep's settled
moments: tests/ui/deal_sweep.py)."""

from __future__ import annotations

import pytest

from game.ui.seating import plate_rect

from deal_sweep import let_go, open_window, seat_table, through_a_deal

CASES = [("brag-three-stake", 8, (960, 540)), ("brag-three-stake", 7, (960, 540)), ("brag", 8, (960, 540))]


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (1280, 720))
    yield a
    a.close()


def _side(scene, seat, box) -> str:
    """Which side of its plate a tag or note lies on: over, under, left or right."""
    plate = scene.app.layout.rect(*plate_rect(seat.place))
    b = box.move(plate.topleft)
    if b.right <= plate.left + 2:
        return "left"
    if b.left >= plate.right - 2:
        return "right"
    return "over" if b.centery < plate.centery else "under"


def _play(app, variant, seats, size, look) -> None:
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    scene = seat_table(app, variant, seats, person=True)
    try:
        through_a_deal(app, scene, lambda when: look(scene, when), deals=2)
    finally:
        let_go(app, scene)


@pytest.mark.parametrize("variant, seats, size", CASES, ids=[f"{v}-{n}-{w}x{h}" for v, n, (w, h) in CASES])
def test_every_plate_keeps_its_manner_at_a_full_table(shared_app, variant, seats, size):
    found: dict[str, str] = {}

    def look(scene, when):
        for seat in scene.seats:
            line = scene.plate_line(seat)
            named = bool(seat.value and seat.cards and seat.note == seat.value)
            if line is not None and not named:
                found.setdefault(f"{seat.name}'s plate shows {line[1]!r} in place of {seat.short!r}", when)

    _play(shared_app, variant, seats, size, look)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]


@pytest.mark.parametrize("variant, seats, size", CASES, ids=[f"{v}-{n}-{w}x{h}" for v, n, (w, h) in CASES])
def test_tags_and_moves_words_keep_their_side_at_the_deals_end(shared_app, variant, seats, size):
    found: dict[str, str] = {}
    before: dict[tuple[int, str], str] = {}

    def look(scene, when):
        now = {}
        for seat in scene.seats:
            boxes, box, _, text = scene._badge_places()[seat.seat]
            if boxes:
                now[(seat.seat, "tags")] = _side(scene, seat, boxes[0])
            if box is not None and text and not (seat.value and seat.note == seat.value):
                now[(seat.seat, "words")] = _side(scene, seat, box)
        if not scene.session.deal_over:
            before.clear()
            before.update(now)
            return
        for k, side in now.items():
            if k in before and before[k] != side:
                found.setdefault(f"{scene.seats[k[0]].name}'s {k[1]} went from {before[k]} to {side}", when)

    _play(shared_app, variant, seats, size, look)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]
