"""The start of a deal shown in its order, looked at on every frame (issue 38, three-stake
Brag): the log's "You are dealt ..." comes once the person's cards have turned face up, not
as they leave the pack; and the three pools' words ("first 8 · brag 8 · third 8") come with
the pool's counters or after them, never ahead of them while the pool is still empty."""

from __future__ import annotations

import pytest

from deal_sweep import STEP, let_go, seat_table


def _frames(app, scene, look, most: int = 1500) -> None:
    """Step the table a frame at a time from the deal's start to the person's first turn
    (or the deal's end), calling ``look(frame)`` at every frame."""
    for frame in range(most):
        look(frame)
        if (scene.buttons and scene.idle) or scene.session.deal_over:
            return
        app.update(STEP)
    raise AssertionError("the person's turn never came")


@pytest.mark.parametrize("variant, seats", [("brag-three-stake", 4), ("brag-three-stake", 7), ("draw", 5),
                                             ("stud-rounds", 5), ("commerce", 4)])
def test_you_are_dealt_is_told_once_the_cards_turn_up(app, variant, seats):
    app.settings = app.settings.with_(animation_speed=1.0, review_deals=False)
    scene = seat_table(app, variant, seats, person=True)
    me = scene.session.human
    told: list[int] = []
    try:
        def look(frame: int) -> None:
            lines = [e.text for e in scene.log.entries if e.text.startswith("You are dealt")]
            if not lines:
                return
            told.append(frame)
            face_down = [sp for sp in scene.seats[me].cards if sp.card is not None and sp.flip < 1.0]
            assert not face_down, f"frame {frame}: {lines[-1]!r} told with {len(face_down)} of the cards face down"

        _frames(app, scene, look)
    finally:
        let_go(app, scene)
    assert told, "the person's hand was never told in the log"


@pytest.mark.parametrize("seats, size", [(4, (960, 540)), (6, (1920, 1080))])
def test_the_three_pools_words_come_with_the_pool_not_ahead_of_it(app, seats, size):
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=1.0, review_deals=False)
    scene = seat_table(app, "brag-three-stake", seats, person=True)
    top = scene.top
    seen: list[int] = []
    try:
        def look(frame: int) -> None:
            if not top._pools_line():
                return
            seen.append(frame)
            amounts = top.shown_amounts()
            held = sum(a for i, a in enumerate(amounts) if i not in top.won)
            pool = scene.shown_pool()
            assert held <= pool, f"frame {frame}: the pools' words say {amounts} (taken: {sorted(top.won)}) " \
                                 f"with {pool} in the pool drawn"

        # every frame of two deals: the second's start is where the first's words stood on
        for deal in range(2):
            if deal:
                scene.session.next_deal()
            for frame in range(4000):
                if scene.session.deal_over and scene.deal_done and scene.idle and scene.session.table.deal_number == deal + 1:
                    break
                if scene.buttons and scene.idle:
                    next(b for b in scene.buttons if b.lit or b.kind is not None).action()
                look(frame)
                app.update(STEP)
    finally:
        let_go(app, scene)
    assert seen, "the pools' words were never drawn"
