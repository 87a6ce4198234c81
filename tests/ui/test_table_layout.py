"""Every game's table at two to eight seats (as many as the game allows) and three
window sizes, drawn under the layout probe: no text may lie over text, over a card or on the
frame, or be cut off.  The table is looked at once the cut, the deal and a few moves have
been played and nothing is in flight (a card on its way may pass over anything).  The
players decide on the test's thread and the frames are stepped by a fixed time, so every run
draws the same."""

from __future__ import annotations

import pytest

from game.engine.variants import VARIANTS
from game.ui.demo import _seated
from game.ui.scenes.table import TableScene

from layout_probe import LayoutProbe, frame_width, problems

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SEATS = tuple(range(2, 9))


def faults(app, variant: str, seats: int, size: tuple[int, int]) -> list[str]:
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0)
    with LayoutProbe(app) as probe:
        session = _seated(app.home, seats, 3, variant, synchronous=True)
        scene = TableScene(app, session, demo=True)
        app.push(scene)
        for _ in range(90):  # the cut, the deal, and a few moves
            app.step([], 0.05)
        for _ in range(60):  # then the table at rest: a card in flight may pass over anything
            if not scene.tweens.busy:
                break
            app.step([], 0.05)
        # "beaten" is written across a beaten hand on purpose (Show-down Poker)
        found = problems(probe.draw(scene), app.window.get_size(), frame_width(app.layout),
                         allow_on_cards=("beaten",))
        app.pop()
    return found


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_table_draws_no_text_over_text_a_card_or_the_frame(app, variant, seats, size):
    found = faults(app, variant, seats, size)
    assert not found, f"{variant} {seats} {size[0]}x{size[1]}: {found[:5]}"
