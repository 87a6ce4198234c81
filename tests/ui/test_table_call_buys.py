"""A call past the person's counters says it buys the rest (issue 38: at Stud by rounds the
button "Call 25" said nothing of the counters it bought from the banker, Law 5): the button
and the caption say "Call 25 (buys 100 counters)", and the engine buys just that."""

from __future__ import annotations

import pytest

from game.engine import ActionKind

from deal_sweep import STEP, _press, let_go, seat_table

K = ActionKind


def _to_a_call(app, scene, most: int = 3000) -> None:
    """Play on (the person pressing what a new player presses) to his turn with a call of
    some counters offered."""
    for _ in range(most):
        if scene.buttons and scene.idle and not scene.tweens.busy:
            call = scene.offers.get(K.CALL)
            if call is not None and call.low > 0:
                return
            _press(scene)
        if scene.session.deal_over and scene.deal_done and scene.idle and not scene.session.game_over:
            scene.session.next_deal()
        app.update(STEP)
    raise AssertionError("no call offered to the person")


@pytest.mark.parametrize("variant", ["stud-rounds", "draw", "brag"])
def test_a_call_past_the_persons_counters_says_it_buys_them(app, variant):
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    scene = seat_table(app, variant, 4, person=True)
    try:
        _to_a_call(app, scene)
        session = scene.session
        me = session.human
        call = scene.offers[K.CALL].low
        session.table.stacks[me] = call - 1 if call > 1 else 0  # (short: as after a run of losses)
        if hasattr(session.table.deal, "_changed_all"):
            session.table.deal._changed_all()  # (Draw's view keeps each seat's part till it changes)
        scene._decision = None
        app.step([], 0.0)
        house = session.table.house
        buys = house.bought(session.table.stacks[me], call)
        assert buys > 0
        button = next(b for b in scene.buttons if b.kind is K.CALL)
        assert button.label.endswith(f" (buys {buys} counters)"), button.label
        assert f"{button.label[0].lower()}{button.label[1:]}" in scene.caption, scene.caption
        # (throwing in costs nothing)
        assert not any("buys" in b.label for b in scene.buttons if b.kind in (K.ABANDON, K.PASS))
        before = session.table.bought[me]
        button.action()
        assert session.table.bought[me] - before == buys  # (just what the button said)
        # with enough before him, the button says nothing of buying
        session.table.stacks[me] = 500
        if hasattr(session.table.deal, "_changed_all"):
            session.table.deal._changed_all()
        _to_a_call(app, scene)
        button = next(b for b in scene.buttons if b.kind is K.CALL)
        assert "buys" not in button.label, button.label
    finally:
        let_go(app, scene)
