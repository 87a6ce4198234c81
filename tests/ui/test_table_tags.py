"""A plate's tag is not said twice: "knocked" beside the note "knocks" (Thirty-One), "buck"
beside "antes next" (Stud), "backs the field" beside "backed the field 3"."""

from __future__ import annotations

import pytest

from game.ui.demo import _seated
from game.ui.scenes.table import TableScene


@pytest.mark.parametrize("tag, note", [("knocked", "knocks"), ("antes next", "antes next"),
                                       ("backs the field", "backed the field 3")])
def test_a_tag_the_note_says_again_is_left_off(app, monkeypatch, tag, note):
    scene = TableScene(app, _seated(app.home, 3, 3, "draw", synchronous=True), demo=True)
    app.push(scene)
    seat = scene.seats[1]
    monkeypatch.setattr(scene.top, "tags", lambda s: (tag, "3 markers") if s == 1 else ())
    seat.note = note
    assert tag not in scene._tags_of(seat) and "3 markers" in scene._tags_of(seat)
    seat.note = "passes"
    assert tag in scene._tags_of(seat)
    scene.session.close()
