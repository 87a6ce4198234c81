"""The guided deal in the window after the third learner (issue 39): a game's first table
offers the How to play card and the guided deal, and lays neither over the table uninvited."""

from __future__ import annotations

import pygame
from test_table_guided import app  # noqa: F401 (the fixture)
from uihelp import click, press

from game.ui.scenes.rules_howto import HowToCard


def _first_table(app, variant: str):
    from game.ui.scenes.newgame import NewGameScene

    page = NewGameScene(app)
    app.push(page)
    page.setup.variant = variant
    page.start()
    return app.top


def test_a_first_table_offers_the_card_and_does_not_lay_it_over_the_table(app):
    """A learner found the How to play card open by itself over his first table: it is
    offered there (I), with the guided deal (G), and the offer stays while it is read."""
    table = _first_table(app, "commerce")
    assert not any(isinstance(s, HowToCard) for s in app.scenes)
    assert table.guide_offer is not None
    app.step([])
    assert table.guide_offer.card_rect.width and table.rects["offer"].contains(table.guide_offer.card_rect)
    press(app, pygame.K_i)
    assert isinstance(app.top, HowToCard) and app.top.variant == "commerce"
    press(app, pygame.K_RETURN)  # the card read: the table, the offer still there
    assert app.top is table and table.guide_offer is not None
    app.step([])
    click(app, table.guide_offer.card_rect.center)  # its line, clicked, opens it too
    assert isinstance(app.top, HowToCard)
    press(app, pygame.K_RETURN)
    assert app.top is table and table.guide_offer is not None
    press(app, pygame.K_g)
    assert app.top.guide_show is not None and app.top.session.config.variant == "commerce"


def test_a_later_table_of_the_game_opens_with_the_card_as_before(app):
    """Once the game has had its first table, a new game of it opens with its card (unless
    the person ticked it off), as the New game screen's setting says."""
    app.settings = app.settings.with_(guided_offered=("brag",))
    _first_table(app, "brag")
    assert isinstance(app.top, HowToCard) and app.top.variant == "brag"
