"""The prizes screen announces every prize one by one, each group's and the booby prize
included, says why a leader takes none, and counts in words that agree ("1 round")."""

from __future__ import annotations

import pygame

from game.party import Evening, Guest, PartyConfig, fill_with_computers
from game.ui.scenes.party_prizes import STEP, PrizesScene

from layout_probe import LayoutProbe
from uihelp import key_event


def an_evening_of_two_guests_and_computers() -> Evening:
    people = [Guest("Alice", "red", "human"), Guest("Bob", "blue", "human")]
    ev = Evening.start(PartyConfig(people + fill_with_computers(people, 16)[2:], rounds=1, seed=3))
    ev.play_round()
    ev.finish()
    return ev


def said(app, scene) -> set[str]:
    with LayoutProbe(app) as probe:
        return {p.label for p in probe.draw(scene) if p.kind == "text"}


def test_prizes_come_one_by_one_and_every_prize_is_there(app):
    ev = an_evening_of_two_guests_and_computers()
    scene = app.push(PrizesScene(app, ev))
    assert [c.key for c in scene.calls] == ["yellow", "red", "blue", "booby"][-len(scene.calls):]
    assert {c.key for c in scene.calls} >= {"red", "blue", "booby"}
    app.step([], 0.1)
    assert scene.announced == 0  # a moment's pause, then the first
    app.step([], 0.4)
    assert scene.announced == 1
    app.step([], STEP)
    assert scene.announced == 2 and not scene.all_announced
    app.step([key_event(pygame.K_SPACE)])
    assert scene.announced == 3 and app.top is scene  # the next one, not all at once
    while not scene.all_announced:
        app.step([key_event(pygame.K_RETURN)])
    assert app.top is scene
    text = " ".join(said(app, scene))
    assert "1 round," in text and "1 rounds" not in text
    assert "Not given" in text  # two guests, four prizes, one prize a guest
    assert "computer players take no prize" in text
    # Round 5 of issue 37: Enter pressed again and again to hurry the prizes left to the
    # title, and one more began a game.  Once all are shown Enter stays; Esc leaves.
    for _ in range(3):
        app.step([key_event(pygame.K_RETURN)])
        assert app.top is scene
    app.step([key_event(pygame.K_ESCAPE)])
    assert app.top is not scene
