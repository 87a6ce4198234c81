"""Every seat that put a stake in shows it on its plate at the deal's start (two learners saw
"ante 1" or "put in 1" by every plate but the age's, at the top of the table: with its hand
under it, its tag on one side and the turn's pointer on the other, the note found no spot
and was left off)."""

from __future__ import annotations

import pygame
import pytest
from uihelp import press

from game.guide.resume import Guided, guided_config
from game.ui.session import Session


@pytest.mark.parametrize("variant", ["commerce", "ambigu", "bouillotte"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_every_stake_note_finds_a_place_at_the_deals_start(app, variant, size):
    app.set_window_size(size)
    session = Session(guided_config(variant, "You"), home=app.home, synchronous=True, think=0.0,
                      guided=Guided(variant))
    scene = app.show("table", session)
    staked: set[int] = set()
    try:
        for frame in range(160):
            app.step([], 0.03)
            places = scene._badge_places()
            for seat in scene.seats:
                if seat.note and not seat.value:  # (a shown hand's name may go in its plate)
                    assert places[seat.seat][1] is not None, (frame, seat.seat, seat.note, scene._tags_of(seat))
                    if seat.note.startswith(("ante", "put in", "blind")):
                        staked.add(seat.seat)
            if frame % 20 == 19:
                press(app, pygame.K_RETURN)  # (the guide's next step)
        assert staked, staked
    finally:
        session.close()


@pytest.mark.parametrize("variant", ["commerce", "ambigu", "bouillotte", "draw"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_top_plate_with_a_tag_still_shows_its_note(app, variant, size):
    """Whatever the seating: each plate in turn made the age (its tag on one side, the turn's
    pointer on the other), every plate saying what it put in: every note is shown."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from deal_sweep import let_go, seat_table

    app.set_window_size(size)
    scene = seat_table(app, variant, 4, person=True)
    try:
        for age in range(len(scene.seats)):
            scene.age, scene.pone = age, (age + 2) % len(scene.seats)
            for seat in scene.seats:
                seat.note, seat.value = "put in 1", ""
            scene._badge_key = None
            places = scene._badge_places()
            missing = [s.seat for s in scene.seats if places[s.seat][1] is None]
            assert not missing, (age, missing)
    finally:
        let_go(app, scene)
