"""Issue 38: the guide's gilt pointer lay over shown cards at Bouillotte and Commerce, over
the tags "raised 6", "age" and "Enough", and stayed up after the deal had ended.  Every
game's guided deal is played through the window under the layout probe, the book's move at
each turn and Enter on each note, and at every settled moment the pointer is looked at
(tests/ui/table_rules.py, :func:`guide_pointer_faults`): its ring and arrow on no card and
no word, and up only while its note's moment lasts."""

from __future__ import annotations

import pygame
import pytest
from test_table_guided import _settled, book_move, open_guided
from uihelp import press

from game.engine.registry import VARIANTS

from deal_sweep import catch_up, let_go
from layout_probe import LayoutProbe
from table_rules import guide_pointer_faults, guide_spot_faults

QUICK = ("bouillotte", "commerce", "brag", "whiskey")
"""The games the tester saw it at (the default run); the others are slow."""


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    from game.ui.app import App
    from game.ui.scenes import TitleScene
    from game.ui.settings import ANIMATION_SPEEDS

    home = tmp_path_factory.mktemp("home")
    a = App(home=home, size=(1280, 720), catch_errors=False)
    a.settings = a.settings.with_(animation_speed=ANIMATION_SPEEDS[-1])
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    yield a
    a.close()


def guided_faults(app, variant: str, size: tuple[int, int], spot: bool = False) -> tuple[list[str], int]:
    """Play ``variant``'s guided deal under the probe; the pointer's faults, and how many
    times it was seen up."""
    app.set_window_size(size)
    found: dict[str, str] = {}
    pointed = 0
    with LayoutProbe(app) as probe:
        scene = open_guided(app, variant)
        try:
            seen = None
            for _ in range(6000):
                guide = scene.guide_show
                if guide is None or not guide.active or guide.summary is not None:
                    break
                now = (scene.played, id(guide.note), bool(scene.buttons))
                if _settled(scene) and not scene.flyers and now != seen:
                    seen = now
                    catch_up(app, scene)
                    pieces = probe.draw(scene)
                    pointed += guide.pointer is not None
                    for f in guide_pointer_faults(scene, pieces) + (guide_spot_faults(scene) if spot else []):
                        found.setdefault(f, f"after event {scene.played}")
                if guide.waiting and not scene.animating:
                    press(app, pygame.K_RETURN)
                elif scene.buttons and scene.session.human_to_act and _settled(scene) and guide._pending is None:
                    book_move(app, scene)
                elif scene._show_next() and not guide.waiting:
                    press(app, pygame.K_RETURN)
                else:
                    app.step([], 0.1)
        finally:
            let_go(app, scene)
    return [f"{when}: {f}" for f, when in found.items()], pointed


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("variant", [pytest.param(v, marks=[] if v in QUICK else [pytest.mark.slow])
                                     for v in sorted(VARIANTS)])
def test_the_guides_pointer_lies_on_no_card_or_word(shared_app, variant, size):
    found, pointed = guided_faults(shared_app, variant, size)
    assert pointed, f"{variant}: the pointer was never seen"
    assert not found, found[:6]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("variant", ["whiskey", "commerce", "commerce-widow", "thirty-one"])
def test_the_guides_pointer_at_a_crowded_widow_has_a_clear_spot(shared_app, variant, size):
    """Issue 38: where the widow's name or a neighbour's hand left no room for a ring round the
    whole, the pointer showed an arrow alone, or nothing; it now rings the widow's cards
    themselves (with their keys' badges), the widow keeping room round it in a guided deal."""
    found, pointed = guided_faults(shared_app, variant, size, spot=True)
    assert pointed
    assert not found, found[:6]
