"""The game's log at the table's side shows as many lines as it can: more than the eight or
nine a player could read with the odds helper on."""

from __future__ import annotations

import pytest

from game.ui.scenes.table import TableScene


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("odds, least", [(True, 11), (False, 16)], ids=["odds-on", "odds-off"])
def test_the_log_shows_enough_lines(app, size, odds, least):
    app.set_window_size(size)
    app.odds_helper = odds
    scene = TableScene.sample(app)
    app.push(scene)
    for i in range(40):
        scene.log.add(f"Law 18: Mrs. Keene throws in {i}.")
    scene.log.refresh(app.fonts, app.layout)
    assert scene.odds_on is odds
    assert len(scene.log.shown) >= least, [line for _, _, line in scene.log.shown]
