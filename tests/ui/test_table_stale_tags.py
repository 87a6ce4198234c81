"""Issue 38, window round 8: at three-stake Brag "passed out" (the brag's betting, rule 7) still
stood by a plate beside "counts 23" at the buying of cards: a tag or a move's words go when
their stage has passed.  Played through deals at eight seats in both windows, looked at each
settled moment (tests/ui/deal_sweep.py)."""

from __future__ import annotations

import pytest

from game.engine import Phase

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (1280, 720))
    yield a
    a.close()


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=["960x540", "1920x1080"])
def test_passed_out_goes_once_the_buying_begins(shared_app, size):
    app = shared_app
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    found: dict[str, str] = {}
    seen = {"buying": 0, "passed": 0}
    scene = seat_table(app, "brag-three-stake", 8, person=size == (960, 540))
    try:
        def look(when: str) -> None:
            v = scene.top.view
            for seat in scene.seats:
                words = scene._tags_of(seat) + ((seat.note,) if seat.note else ())
                if "passed out" in words:
                    seen["passed"] += 1
                    if v is not None and v.phase is Phase.BUYING:
                        found.setdefault(f"{seat.name}: 'passed out' at the buying, beside {words}", when)
            if v is not None and v.phase is Phase.BUYING:
                seen["buying"] += 1

        through_a_deal(app, scene, look, deals=3)
    finally:
        let_go(app, scene)
    assert seen["buying"] and seen["passed"], seen  # (the deals came to both stages)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]
