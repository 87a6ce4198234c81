"""A whole deal at a table, stopped at every moment a player sees it still: the window's
tests (the layout probe, tests/ui/test_table_layout.py) and the screenshot tool look there.

:func:`seat_table` seats computer players at a game, with the person in the first seat or
not (the demo, every hand shown).  :func:`through_a_deal` plays one deal from the cut to the
pool paid and calls ``look(when)`` at each *settled* frame: once every event shown so far has
landed (no card or counter in flight, which may pass over anything) and the painter's late
images have caught up, and at each of the person's turns (his buttons up).  The person, when
seated, presses what a new player presses: the lit button (Enter), else the first one offered.

The table is stepped without drawing between two looks (a frame's drawing is most of its
cost, and nothing is looked at in between), by a fixed time, so every run is the same."""

from __future__ import annotations

import gc
from typing import Callable

from game.ui.demo import DEMO_TEMPERAMENTS
from game.ui.scenes.table import TableScene

STEP = 0.05
"""Seconds of the table's clock a step (at the test's animation speed)."""


def open_window(home, size: tuple[int, int]):
    """A window at the title, as a module's shared fixture opens it (the caller closes it)."""
    from game.ui.app import App
    from game.ui.scenes import TitleScene

    a = App(home=home, size=size, catch_errors=False)
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    return a


def seat_table(app, variant: str, seats: int, *, person: bool, seed: int = 3, **rules) -> TableScene:
    """A table of ``variant`` at ``seats`` (or the nearest count the game allows), pushed on
    ``app``: the person first if ``person``, else the demo with every hand shown (``rules``:
    house rules other than the defaults, ``kitty=True``)."""
    from game.engine import HouseRules, TableError
    from game.ui.session import Session, computer_config

    house = HouseRules(dealer_out_with_eight=seats >= 8, **rules)
    for n in list(range(max(2, seats), 1, -1)) + list(range(max(2, seats) + 1, 9)):
        temps = [DEMO_TEMPERAMENTS[i % len(DEMO_TEMPERAMENTS)] for i in range(n - (1 if person else 0))]
        try:
            config = computer_config(temps, house=house, seed=seed, variant=variant,
                                     human="Ada" if person else None)
            session = Session(config, home=app.home, save=False, keep_stats=False, reveal=not person,
                              synchronous=True)
            break
        except TableError:
            continue
    else:
        raise TableError(f"no table of {variant} can be seated")
    scene = TableScene(app, session, demo=not person)
    app.push(scene)
    return scene


def let_go(app, scene) -> None:
    """Take the table off the window and free what it made."""
    while scene in app.scenes:
        app.pop()
    scene.session.close()
    gc.unfreeze()
    gc.collect()


def settled(scene) -> bool:
    """Nothing in flight on the table (a card or counters on the way, a hand turning).  Words
    put across the table for a moment (Commerce's knock, "My ship sails!") are not in flight:
    they are looked at like any words (waited for, the demo's next deal began under them,
    and a My Ship Sails or Commerce deal was never seen to its end)."""
    return not (scene.tweens.busy or scene.flyers or scene.loose)


def catch_up(app, scene=None, most: int = 6) -> None:
    """Draw frames at once (no time passing) until the table shows everything as it is: the
    painter makes only a few changed images a frame and shows the others a frame late."""
    scene = scene if scene is not None else app.top
    for i in range(most):
        app.step([], 0.0)
        if i and not (scene._late or scene.log.stale or scene._caption_shown != scene.caption):
            break


def _press(scene) -> bool:
    """The person's move, as a new player makes it: the lit button, else the first that
    needs no card chosen, else a card marked and the first button (a trade)."""
    if not scene.buttons:
        return False
    lit = next((b for b in scene.buttons if b.lit), None)
    plain = [b for b in scene.buttons if b.kind is not None and b.kind not in scene.top.own_kinds]
    if lit is not None or plain:
        (lit or plain[0]).action()
        return True
    if not scene.marked:
        scene.toggle_mark(0)
    scene.buttons[0].action()
    return True


def through_a_deal(app, scene, look: Callable[[str], None], *, deals: int = 1, most: int = 2400) -> int:
    """Play the table's current deal to its end (pool paid, hands shown), and ``deals - 1``
    more after it, calling ``look`` at each settled frame after an event or a move; returns
    how many looks were made."""
    looks = 0
    for n in range(deals):
        if n:
            if scene.session.game_over:
                break
            scene.session.next_deal()
        looks += _one_deal(app, scene, look, most)
    return looks


def _one_deal(app, scene, look: Callable[[str], None], most: int) -> int:
    session = scene.session
    looked = -1
    looks = 0
    seen_turn = None
    deal = session.table.deal_number
    for _ in range(most):
        if settled(scene) and scene.played != looked:
            catch_up(app, scene)
            if settled(scene):
                looked = scene.played
                looks += 1
                look(f"deal {deal}, after event {looked}")
        over = session.deal_over and scene.deal_done and scene.idle and settled(scene)
        if over and session.table.deal_number == deal:
            break
        if scene.buttons and scene.idle and settled(scene):
            turn = (session.table.deal_number, len(session.table.actions))
            if turn != seen_turn:  # the person's turn, his buttons and the words for it
                seen_turn = turn
                catch_up(app, scene)
                looks += 1
                look(f"deal {deal}, the person's turn after event {scene.played}")
            _press(scene)
        app.update(STEP)
    catch_up(app, scene)
    look(f"deal {deal}, at its end")
    return looks + 1
