"""Play-test round 8 of issue 37, the minors mended on the host's screens and the server:
each test names the fault it holds down."""

from __future__ import annotations

import sys
from pathlib import Path

from game.party import Evening
from game.ui.scenes.party_moves import MovesScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "phones"))
from phones_helpers import Clock, night_with  # noqa: E402

from game.phones.starting import config_for  # noqa: E402


def test_the_moves_screen_tells_the_phones_when_it_goes_on_by_itself(app):
    """Minor 5: the host's moves screen said "on by itself in 6 s" while the phones said
    "when the host goes on": it now tells the server its seconds, and the phones count them."""
    ev = Evening.start(app.make("party-setup").config())
    told: list[float | None] = []
    scene = app.push(MovesScene(app, ev, ev.play_round(), lambda: None, auto=6.0, on_due=told.append))
    app.step([], 0.05)
    assert told and told[0] is not None and 6.0 < told[0] < 6.0 + scene.animation_end + 0.5
    for _ in range(200):
        if scene.settled:
            break
        app.step([], 0.05)
    app.step([], 0.05)
    assert len(told) == 2 and abs(told[1] - 6.0) < 0.3  # exact once the movers are in
    clock = Clock()
    night = night_with(("Alice", "Bob"), clock=clock)
    night.begin(Evening.start(config_for(night, 8, 2, seed=5)))
    night.stage = "between"
    night.hold_between()
    assert night.next_in() is None  # "when the host goes on"
    night.moves_due(6.0)
    assert night.next_in() == 6.0 and night.message_for("Alice")["evening"]["next_in"] == 6.0
    night.moves_due(None)  # P: the host stays on the moves
    assert night.next_in() is None
