"""Helpers the table's tests share (a table scene on a seeded game, running frames until
something happens), and the seating geometry's own tests."""

from __future__ import annotations

import time

from game.store.saves import GameConfig
from game.ui.session import HUMAN, Session


def config(opponents=("caller",), seed: int = 1, house=None, you: str = "You") -> GameConfig:
    from game.engine import HouseRules
    from game.ui.session import computer_config

    c = computer_config(list(opponents), house=house or HouseRules(), seed=seed, human=you)
    assert c.temperaments[0] == HUMAN
    return c


def seed_where(predicate, opponents=("caller",), house=None, tries: int = 200) -> int:
    """The first seed whose table (after the cut) satisfies ``predicate(table, human_seat)``."""
    for seed in range(tries):
        c = config(opponents, seed, house)
        table = c.new_table()
        if predicate(table, table.names.index("You")):
            return seed
    raise AssertionError("no seed found")


def open_table(app, cfg: GameConfig, synchronous: bool = True, think: float = 0.0, **kwargs):
    """Push a table scene for ``cfg`` on ``app`` and return it."""
    from game.ui.scenes.table import TableScene

    session = Session(cfg, home=app.home, synchronous=synchronous, think=think, **kwargs)
    scene = TableScene(app, session)
    app.push(scene)
    return scene


def run_until(app, condition, frames: int = 3000, dt: float = 0.05, wall: float = 30.0,
              idle: float = 0.0) -> int:
    """Step ``app`` (without input) until ``condition()``; returns the frames it took.

    ``idle``: seconds to sleep after each frame, as the real loop waits for the next one; the
    players' thread gets the interpreter in those gaps (a loop that never waits starves it)."""
    start = time.monotonic()
    for i in range(frames):
        if condition():
            return i
        app.step([], dt)
        if idle:
            time.sleep(idle)
        if time.monotonic() - start > wall:
            break
    assert condition(), "the condition never came true"
    return frames


def my_turn(scene) -> bool:
    return bool(scene.buttons) and scene.idle


def kinds(scene) -> set:
    return {b.kind for b in scene.buttons}


# --- the seating geometry (pure arithmetic) -------------------------------------------------------

def test_every_table_size_has_its_places_on_the_stage():
    from game.ui.seating import PLATE_SIZE, plate_rect, seat_places

    for n in range(2, 9):
        for me in (None, 0, n - 1):
            places = seat_places(n, me)
            assert len(places) == n
            assert [p.seat for p in places] == list(range(n))
            assert sum(p.mine for p in places) == 1
            for p in places:
                x, y, w, h = plate_rect(p)
                assert (w, h) == PLATE_SIZE
                assert 24 <= x and x + w <= 960 and 20 <= y and y + h <= 700, (n, p)
                for i in range(5):
                    cx, cy = p.card_slot(i)
                    assert 24 < cx < 960 and 20 < cy < 700


def test_plates_never_overlap():
    from game.ui.seating import plate_rect, seat_places

    for n in range(2, 9):
        rects = [plate_rect(p) for p in seat_places(n, 0)]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                apart = a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
                assert apart, (n, a, b)


def test_no_hand_lies_on_another_seats_plate_or_its_tabs_or_another_hand():
    from game.ui.seating import TAB_SPACE, hand_rect, plate_rect, seat_places

    def apart(a, b):
        return a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]

    for n in range(2, 9):
        places = seat_places(n, 0)
        for p in places:
            for q in places:
                if q.seat == p.seat:
                    continue
                x, y, w, h = plate_rect(q)
                assert apart(hand_rect(p), (x, y - TAB_SPACE, w, h + 2 * TAB_SPACE)), (n, p.seat, q.seat)
                assert apart(hand_rect(p), hand_rect(q)), (n, p.seat, q.seat)


def test_play_goes_round_to_the_left():
    """The seat after the person's (his left, Law 12) sits at the left of the screen."""
    from game.ui.seating import seat_places

    for n in range(3, 9):
        places = seat_places(n, 2)
        nxt = places[3 % n]
        assert nxt.plate[0] < places[2].hand[0]
