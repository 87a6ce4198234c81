"""Ambigu's turn when a stay or raise goes past the person's counters (a learner, issue 39):
the hint over the buttons stopped mid-sentence ("raise 1–50; you buy counters to make"), and
the Stay button said the buying twice ("Stay 50 (buy counters) (buys 100 counters)") in two
lines of small type, as did the caption.  The hint is whole, the buying is said once, and
each long button has its row."""

from __future__ import annotations

import os

import pygame
import pytest

from game.engine import ActionKind

from deal_sweep import STEP, _press, let_go, seat_table

K = ActionKind


def _to_a_stay(app, scene, most: int = 4000) -> None:
    """Play on to the person's turn with a stay of some counters and a raise offered."""
    for _ in range(most):
        if scene.buttons and scene.idle and not scene.tweens.busy:
            call = scene.offers.get(K.CALL)
            if call is not None and call.low > 0 and K.RAISE in scene.offers:
                return
            _press(scene)
        if scene.session.deal_over and scene.deal_done and scene.idle and not scene.session.game_over:
            scene.session.next_deal()
        app.update(STEP)
    raise AssertionError("no stay offered to the person")


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_ambigu_buying_is_said_once_and_whole(app, size):
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    scene = seat_table(app, "ambigu", 4, person=True)
    try:
        _to_a_stay(app, scene)
        session = scene.session
        me = session.human
        call = scene.offers[K.CALL].low

        def short(stack: int) -> None:
            session.table.stacks[me] = stack
            if hasattr(session.table.deal, "_changed_all"):
                session.table.deal._changed_all()
            scene._decision = None
            scene.top.sync()
            app.step([], 0.0)
            app.step([], 0.0)

        # just the stay before him: any raise is bought ("raise 1–50; you buy counters to make it")
        short(call)
        _title, hint = scene._actions_text(None)
        lay = app.layout
        font = app.fonts.get("italic", lay.font(17))
        room = scene.rects["actions"].width - 2 * lay.px(12)
        assert "buy" in hint and font.size(hint)[0] <= room, hint
        assert not hint.endswith(("to make", "to", "you", "make")), hint
        # short of the stay too (a learner with 45 before him, 50 to stay)
        short(call - 1)
        if os.environ.get("SHOTS"):
            pygame.image.save(app.window, os.path.join(os.environ["SHOTS"], f"ambigu-buy-{size[0]}.png"))
        labels = {b.kind: b.label for b in scene.buttons}
        stay = labels[K.CALL]
        assert stay.count("counters") == 1 and "buy counters)" not in stay, stay
        assert "(buy counters)" not in scene.caption, scene.caption
        assert scene.caption.count("counters") <= 2, scene.caption
        # each button whose words need a whole row has one line of them, in its own row
        for b in scene.buttons:
            if "counters" in b.label:
                assert b.fits(app.fonts, lay, b.rect.width, b.rect.height), (b.label, b.rect)
                assert b.rect.width > scene.rects["actions"].width // 2, (b.label, b.rect)
    finally:
        let_go(app, scene)
