"""After the show every player who showed has his hand's name in one place (learner B9, issue
39: at Commerce "no point" stood in one plate in place of the player's manner while the
others' plates kept "close", "good player", their hands named on the felt).  Where one
shown hand's name must go in its plate, every shown hand's name goes in its plate."""

from __future__ import annotations

import pytest

from deal_sweep import let_go, seat_table, through_a_deal


def _mixed(scene) -> str:
    """'' if the shown hands' names stand alike (all on the felt, or all in the plates)."""
    named = [s for s in scene.seats if s.value and s.cards and not s.out and s.note == s.value
             and scene.note_shown(s)]
    places = {s.seat: scene.note_in_plate(s) for s in named}
    if len(set(places.values())) > 1:
        return ", ".join(f"{scene.session.names[s.seat]}: {scene.note_shown(s)!r} "
                         f"{'in the plate' if places[s.seat] else 'on the felt'}" for s in named)
    return ""


@pytest.mark.parametrize("variant,seats,person,seed", [
    ("commerce", 4, True, 3), ("commerce", 5, True, 3), ("bouillotte", 5, True, 3), ("ambigu", 4, True, 3),
])
def test_the_shown_hands_names_stand_alike(app, variant, seats, person, seed):
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    scene = seat_table(app, variant, seats, person=person, seed=seed)
    found: list[str] = []
    try:
        def look(when: str) -> None:
            if scene.session.deal_over and (m := _mixed(scene)):
                found.append(f"{when}: {m}")
        through_a_deal(app, scene, look, deals=4)
    finally:
        let_go(app, scene)
    assert not found, found[:3]
