"""Issue 38: at Brag and Bouillotte each opponent's face-down hand showed six backs, not
three, from the deal to the show: the guide was told of the hands dealt before their cards
were laid, and the table-top's sync, run then, laid a hand of backs that the dealt cards were
added to.  At every settled moment of a deal of every game, each seat shows as many cards as
it holds (tests/ui/table_rules.py, :func:`held_card_faults`; the layout probe looks too, at
the tests' faster speed).  Played here at the speed a new player has (1), with the person
seated, at a full table: the hands of backs are the ones a player cannot see into."""

from __future__ import annotations

import pytest

from game.engine.registry import VARIANTS

from deal_sweep import let_go, seat_table, through_a_deal
from table_rules import held_card_faults


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    from game.ui.app import App
    from game.ui.scenes import TitleScene

    home = tmp_path_factory.mktemp("home")
    a = App(home=home, size=(960, 540), catch_errors=False)
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    yield a
    a.close()


QUICK = ("brag", "brag-american", "brag-three-stake", "bouillotte", "ambigu", "stud-rounds")
"""The games whose hands are not five cards dealt at once (the default run); the others slow."""


@pytest.mark.parametrize("variant", [pytest.param(v, marks=[] if v in QUICK else [pytest.mark.slow])
                                     for v in sorted(VARIANTS)])
def test_each_seat_shows_the_cards_it_holds_at_normal_speed(shared_app, variant):
    app = shared_app
    app.settings = app.settings.with_(animation_speed=1.0, review_deals=False)
    scene = seat_table(app, variant, 8, person=True)
    found: dict[str, str] = {}
    try:
        def look(when: str) -> None:
            for f in held_card_faults(scene):
                found.setdefault(f, when)

        looks = through_a_deal(app, scene, look)
    finally:
        let_go(app, scene)
    assert looks > 3
    assert not found, [f"{when}: {f}" for f, when in found.items()][:5]
