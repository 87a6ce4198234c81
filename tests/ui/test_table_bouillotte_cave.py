"""Bouillotte's cave in the window (Foster, "Bouillotte, or Brelan", "Stakes"): the person
décavé is asked for a new cave of his choosing, or to retire; Esc lets the table's cave
stand; a computer player décavé buys his by temperament."""

from __future__ import annotations

import os
import random

import pygame
from test_table_bouillotte import play_my_deal
from test_table_support import open_table
from test_table_variants import variant_config
from uihelp import press

from game.engine import ActionKind
from game.engine.french.bouillotte_cave import CaveChosen

K = ActionKind


def _broke(table, seat: int) -> None:
    other = next(s for s in table.active_seats() if s != seat)
    table.stacks[other] += table.stacks[seat]
    table.stacks[seat] = 0


def _asked(app, scene) -> None:
    for _ in range(600):
        app.step([])
        if app.top is not scene:
            break
    assert app.top.screen_name == "new-stake", app.top


def test_the_person_decave_chooses_his_new_cave(app, tmp_path):
    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    s = scene.session
    play_my_deal(app, scene, random.Random(1))
    _broke(s.table, s.human)
    _asked(app, scene)
    assert app.top.heading == "You are décavé"
    labels = [item.label for item in app.top.menu.items]
    assert labels[0] == "Buy a new cave of 20" and labels[-1] == "Retire from the game"
    assert "Buy a new cave of 100 (the table's)" in labels and "Buy a new cave of 200" in labels
    app.draw()
    pygame.image.save(app.window, str(tmp_path / "new_cave.png"))
    pygame.image.save(app.window, "/tmp/fix19_new_cave.png")
    plate = scene.seats[s.human].stack
    press(app, pygame.K_RETURN)  # the first: the least
    assert app.top is scene and s.table.stacks[s.human] == 20
    for _ in range(60):
        app.step([])
    assert scene.seats[s.human].stack == plate + 20  # the plate takes the new cave
    assert scene.seats[s.human].note == "new cave 20"
    assert any("a new cave of 20 counters, the amount you chose" in e.text for e in scene.log.entries)
    chosen = [e for e in s.table.events if isinstance(e, CaveChosen)]
    assert chosen and chosen[-1].chosen and chosen[-1].amount == 20


def test_esc_lets_the_tables_cave_stand(app):
    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    s = scene.session
    play_my_deal(app, scene, random.Random(1))
    _broke(s.table, s.human)
    _asked(app, scene)
    press(app, pygame.K_ESCAPE)
    for _ in range(30):
        app.step([])
    assert app.top is scene and s.table.stacks[s.human] == 0  # until the next deal
    s.next_deal()
    assert s.table.deal.hands[s.human].put + s.table.stacks[s.human] == 100


def test_the_person_may_retire(app):
    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    s = scene.session
    play_my_deal(app, scene, random.Random(1))
    _broke(s.table, s.human)
    _asked(app, scene)
    press(app, pygame.K_UP, pygame.K_RETURN)  # the last: retire
    assert s.table.out[s.human] and s.human_out
    s.next_deal()
    assert s.human not in s.table.deal.order and len(s.table.deal.order) == 3


def test_a_computer_player_decave_buys_by_temperament(app):
    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    s = scene.session
    play_my_deal(app, scene, random.Random(1))
    liberal = next(seat for seat, key in enumerate(s.keys) if key == "liberal")
    _broke(s.table, liberal)
    s.update(1.0)
    assert s.table.stacks[liberal] == 200
    for _ in range(120):
        app.step([])
    assert scene.seats[liberal].note == "new cave 200"
    where = os.environ.get("BOUILLOTTE_SHOTS")
    if where:
        app.draw()
        pygame.image.save(app.window, os.path.join(where, "new_cave_computer.png"))


def test_the_decave_tag_stands_until_the_new_cave_is_on_the_plate(app):
    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    s = scene.session
    play_my_deal(app, scene, random.Random(1))
    top = scene.top
    view = s.table.view(s.human)
    top.view = view._replace(bouillotte=view.bouillotte._replace(decave=(s.human,)))
    scene.seats[s.human].stack = 0
    assert "décavé" in top.tags(s.human)
    scene.seats[s.human].stack = 20
    assert "décavé" not in top.tags(s.human)


def test_the_decave_is_asked_only_once_the_counters_have_landed(app):
    """Window round 9: "You are décavé" came over the table while the brelans were being paid,
    so the payments were never seen."""
    from game.ui.seating import POOL_SPOT

    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    s = scene.session
    play_my_deal(app, scene, random.Random(1))
    _broke(s.table, s.human)
    scene._fly(3, POOL_SPOT, s.human, duration=1.5)  # a payment still on its way
    for _ in range(5):
        app.step([], 0.05)
        assert app.top is scene and scene.flyers  # not asked over it
    _asked(app, scene)
    assert not scene.flyers and not scene.tweens.busy
