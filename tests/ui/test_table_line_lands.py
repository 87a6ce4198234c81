"""Issue 38, window round 8: "Captain Highwater comes in, putting up 2 counters" stood in the log
and the caption while his plate still read 100 and the pool 3: the log's line (and the
caption) for counters put up appear as those counters land, and the window never waits for
them (table/landing_lines.py).  Played through deals frame by frame, every line the log takes
is looked at the moment it is added."""

from __future__ import annotations

import pytest

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (960, 540))
    yield a
    a.close()


@pytest.mark.parametrize("variant, seats", [("draw", 8), ("brag-three-stake", 6), ("bouillotte", 5)])
def test_a_line_of_counters_put_up_comes_as_they_land(shared_app, variant, seats):
    app = shared_app
    app.settings = app.settings.with_(animation_speed=1.0, review_deals=False)
    scene = seat_table(app, variant, seats, person=False)
    found: list[str] = []
    told = {"putting": 0}
    add = scene.log.add

    def added(text, *args, **kwargs):
        if "putting up" in text or "puts up" in text or "antes" in text:
            told["putting"] += 1
            whose = [i for i, n in enumerate(scene.session.names) if text.startswith(n + " ")]
            flying = [f for f in scene.flyers if f.dest == "pool" and f.source in whose]
            if flying:
                found.append(f"{text!r} told with {sum(f.amount for f in flying)} counters still in flight "
                             f"(the pool reads {scene.shown_pool()})")
        return add(text, *args, **kwargs)

    scene.log.add = added
    try:
        through_a_deal(app, scene, lambda when: None)
    finally:
        let_go(app, scene)
    assert told["putting"] >= 2, told
    assert not found, found[:5]
