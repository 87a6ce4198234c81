"""Thousands of random clicks and keys at the table: nothing breaks, and no counter is lost
(``table.counters_in_play() == sum(table.bought)`` after every frame)."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from test_table_support import config, open_table

from game.engine import HouseRules
from game.ui.scenes.table import TableMenu, TableScene

KEYS = [pygame.K_a, pygame.K_b, pygame.K_c, pygame.K_d, pygame.K_j, pygame.K_n, pygame.K_o, pygame.K_p,
        pygame.K_r, pygame.K_s, pygame.K_x, pygame.K_h, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4,
        pygame.K_5, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_F1, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_MINUS, pygame.K_EQUALS, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_q]


def targets(app) -> list[tuple[int, int]]:
    """Places worth clicking now: buttons, the person's cards, plates, menu items."""
    top = app.top
    out: list[tuple[int, int]] = []
    if isinstance(top, TableScene):
        out += [b.rect.center for b in top._all_buttons() if b.rect.width]
        if top.me is not None:
            out += [sp.rect(app.cards, app.layout).center for sp in top.seats[top.me].cards]
    elif isinstance(top, TableMenu):
        out += [r.center for r in top.menu.rects[:-1]]  # everything but "leave", now and then below
    return out


def random_event(rng: random.Random, app) -> pygame.event.Event:
    w, h = app.window.get_size()
    roll = rng.random()
    if roll < 0.45:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)
    spots = targets(app)
    pos = rng.choice(spots) if spots and rng.random() < 0.6 else (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))
    if roll < 0.7:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.9:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.96:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 3)), flipped=False,
                              precise_x=0.0, precise_y=1.0)


ODD_RULES = HouseRules(decline_to_show=True, blind_up_to_half_limit=True, kitty=True, progressive_openers=True,
                       bobtail_openers=True, high_hand_jacks="flush", limit=20)
STAKES = HouseRules(table_stakes=True, straddle=True, jack_pots=False)


@pytest.mark.parametrize("seed,opponents,house", [
    (1, ("caller", "random"), None),
    (2, ("good", "liberal", "close"), None),
    (3, ("random",) * 6, None),
    (4, ("random", "liberal", "caller"), ODD_RULES),
    (5, ("random", "random", "liberal"), STAKES),
])
def test_random_input_at_the_table_never_breaks_and_loses_nothing(app, seed, opponents, house):
    rng = random.Random(f"table-fuzz-{seed}")
    scene = open_table(app, config(opponents, seed=seed, house=house))
    tables = 1
    deals = 0
    for batch in range(900):
        events = [random_event(rng, app) for _ in range(rng.randint(1, 4))]
        app.step(events, dt=rng.choice((0.0, 1 / 60, 0.05, 0.2, 0.5)))
        app.running = True  # a random Quit is fine; keep playing
        table = scene.session.table
        assert table.counters_in_play() == sum(table.bought)
        if scene.session.deal_over and not scene.session.closed and rng.random() < 0.3:
            scene.next_deal()
        top = app.top
        if isinstance(top, TableScene):
            continue
        if isinstance(top, TableMenu) and rng.random() < 0.9:
            top.close()
            continue
        if scene in app.scenes:
            while app.top is not scene:
                app.pop()
            continue
        # The table was left (its game saved): sit down at a fresh one.
        deals += table.deal_number
        app.go_home()
        scene = open_table(app, config(opponents, seed=seed + 100 * tables, house=house))
        tables += 1
    deals += scene.session.table.deal_number
    assert deals >= 2, "the fuzzing should get through several deals"


def test_random_input_with_the_players_on_their_thread(app):
    rng = random.Random("threaded")
    scene = open_table(app, config(("good", "liberal"), seed=5), synchronous=False, think=0.0)
    for _ in range(400):
        app.step([random_event(rng, app) for _ in range(rng.randint(0, 3))], dt=rng.choice((1 / 60, 0.05)))
        time.sleep(0.001)  # the gap before the next frame, when the players' thread runs
        app.running = True
        if not isinstance(app.top, TableScene):
            if scene not in app.scenes:
                break
            while app.top is not scene:
                app.pop()
        table = scene.session.table
        assert table.counters_in_play() == sum(table.bought)
    scene.session.close()
