"""The table waits under the How to play card, its words page and the Rules screen (learner
B9, issue 39: "I opened How to play while the cards were being dealt, and the computer players
went on playing under it").  Nothing moves beneath: no computer player acts, no card or counter
flies, the table's clock stands; it all goes on when the card closes."""

from __future__ import annotations

import time

import pygame
import pytest

from game.ui.demo import DEMO_TEMPERAMENTS
from game.ui.scenes.table import TableScene
from game.ui.session import Session, computer_config


def _first_table(app, variant: str) -> TableScene:
    """A first table with the guided deal offered (I opens the card), its players on their
    own thread as in the window (not in line, as most tests have them)."""
    config = computer_config(DEMO_TEMPERAMENTS[:3], seed=3, variant=variant, human="Ada")
    session = Session(config, home=app.home, save=False, keep_stats=False)
    scene = TableScene(app, session)
    app.push(scene)
    scene.offer_guide()
    for _ in range(4):  # (the deal begun: cards in flight)
        app.step([], 1 / 60)
    return scene


def _key(app, key: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 1 / 60)


def _still(app, scene, frames: int = 90) -> tuple:
    before = (len(scene.session.table.actions), len(scene.session.events), scene.clock, scene.hold)
    for _ in range(frames):
        app.step([], 1 / 60)
        time.sleep(0.001)  # (the players' thread has time to decide, as in the window)
    after = (len(scene.session.table.actions), len(scene.session.events), scene.clock, scene.hold)
    return before, after


@pytest.mark.parametrize("variant", ["bouillotte", pytest.param("commerce", marks=pytest.mark.slow),
                                     pytest.param("ambigu", marks=pytest.mark.slow)])
def test_the_table_waits_under_the_card_its_words_and_the_rules(app, variant):
    app.settings = app.settings.with_(review_deals=False)
    scene = _first_table(app, variant)
    try:
        assert scene.guide_offer is not None
        _key(app, pygame.K_i)
        assert type(app.top).__name__ == "HowToCard"
        before, after = _still(app, scene)
        assert before == after, (before, after)
        _key(app, pygame.K_w)  # its words
        assert app.top.page == "words"
        before, after = _still(app, scene, 45)
        assert before == after, (before, after)
        _key(app, pygame.K_r)  # the full rules, over the table
        assert type(app.top).__name__ == "RulesScene"
        before, after = _still(app, scene, 45)
        assert before == after, (before, after)
        _key(app, pygame.K_ESCAPE)
        assert app.top is scene
        # closed: the table goes on (the deal shown, the players moving)
        was = (len(scene.session.table.actions), len(scene.session.events), scene.clock)
        for _ in range(600):
            app.step([], 1 / 60)
            time.sleep(0.001)
            if (len(scene.session.table.actions), len(scene.session.events)) != was[:2]:
                break
        assert scene.clock > was[2]
        assert (len(scene.session.table.actions), len(scene.session.events)) != was[:2]
    finally:
        scene.session.close() if hasattr(scene.session, "close") else None
        app.go_home()
