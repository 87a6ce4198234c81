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


@pytest.mark.parametrize("variant, seats", [("stud", 5), ("draw", 6), ("bouillotte", 5)])
def test_a_plates_words_for_counters_put_up_come_as_they_land(shared_app, variant, seats):
    """Window round 9: Stud's "called 5" was written on the plate while its counters still
    flew to the pool: the plate's words for a move that puts counters up wait for them, as
    the log's line does."""
    from game.engine.core.events import Acted
    from game.engine.core.plate_notes import seat_note

    app = shared_app
    app.settings = app.settings.with_(animation_speed=1.0, review_deals=False)
    scene = seat_table(app, variant, seats, person=False)
    found: list[str] = []
    seen = {"moves": 0}
    play = scene._play

    def played(queued):
        play(queued)
        e = queued.event
        if isinstance(e, Acted) and e.put and not queued.instant:
            seen["moves"] += 1
            flying = [f for f in scene.flyers if f.dest == "pool" and f.source == e.seat]
            words = seat_note(e)
            if flying and scene.seats[e.seat].note == words:
                found.append(f"{words!r} on seat {e.seat}'s plate with {sum(f.amount for f in flying)} "
                             f"counters still in flight")

    scene._play = played
    try:
        through_a_deal(app, scene, lambda when: None)
    finally:
        let_go(app, scene)
    assert seen["moves"] >= 1, seen
    assert not found, found[:5]


def test_commerces_ready_money_is_written_as_its_counter_lands(shared_app):
    """Window round 9: at Commerce "ready money" was on the plate while the counter paid for
    it still flew to the dealer: the words come as it lands."""
    from game.engine.core.trading_events import TradedForMoney

    app = shared_app
    app.settings = app.settings.with_(animation_speed=1.0, review_deals=False)
    scene = seat_table(app, "commerce", 5, person=False)
    found: list[str] = []
    seen = {"trades": 0, "written": 0}
    play = scene._play

    def played(queued):
        play(queued)
        e = queued.event
        if isinstance(e, TradedForMoney) and e.paid and not queued.instant:
            seen["trades"] += 1
            flying = [f for f in scene.flyers if f.source == e.seat and f.dest == e.dealer]
            if flying and scene.seats[e.seat].note == "ready money":
                found.append(f"'ready money' on seat {e.seat}'s plate with its counter in flight")

    scene._play = played

    def look(when: str) -> None:
        seen["written"] += sum(1 for s in scene.seats if s.note == "ready money")
    try:
        through_a_deal(app, scene, look, deals=3)
    finally:
        let_go(app, scene)
    assert seen["trades"] >= 1 and seen["written"] >= 1, seen
    assert not found, found[:5]
