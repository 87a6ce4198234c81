"""A hand shown at the end of a deal is named once: its plate's note, placed by the hand.
The game's own words over the person's hand (Brag's brag, Bouillotte's brelan) said it a
second time, the two copies lying over each other (a play-tester's report)."""

from __future__ import annotations

import random

import pygame
import pytest
from test_table_support import kinds, my_turn, run_until
from test_table_variants import variant_config

from game.engine import ActionKind

K = ActionKind
PREFER = (K.SHOW, K.CALL, K.RAISE, K.BET, K.NO_STRADDLE, K.PASS)


def _texts(app, scene) -> list[str]:
    said: list[str] = []
    real = app.fonts.render

    def render(face, size, text, *args, **kwargs):
        said.append(text)
        return real(face, size, text, *args, **kwargs)

    app.fonts.render = render
    scene._seat_cache = type(scene._seat_cache)(64)  # the plates drawn afresh, their notes said
    scene._seat_last.clear()
    scene._makes_left = 99
    try:
        scene.draw(pygame.Surface(app.window.get_size()))
    finally:
        del app.fonts.render
    return said


@pytest.mark.parametrize("variant", ["brag", "bouillotte"])
def test_the_persons_shown_hand_is_named_once(app, variant):
    from test_table_support import open_table

    scene = open_table(app, variant_config(variant, opponents=("good", "liberal", "close"), seed=4))
    s = scene.session
    rng = random.Random(1)
    for _ in range(8):
        for _ in range(60):
            run_until(app, lambda: my_turn(scene) or (s.deal_over and scene.idle and scene.deal_done), frames=6000)
            if s.deal_over:
                break
            offered = kinds(scene)
            k = next((k for k in PREFER if k in offered), None) or rng.choice(sorted(offered, key=lambda k: k.value))
            next(b for b in scene.buttons if b.kind is k).action()
        run_until(app, lambda: s.deal_over and scene.idle and scene.deal_done, frames=6000)
        mine = scene.seats[scene.me]
        if mine.value and mine.note == mine.value:
            said = _texts(app, scene)
            name = scene.note_shown(mine)  # (its first words, at a crowded table)
            assert name and sum(name in t for t in said) == 1, (name, said)
            return
        if s.game_over:
            break
        scene.next_deal()
    pytest.skip("the person's hand was never shown")
