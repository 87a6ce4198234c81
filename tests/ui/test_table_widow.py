"""The widow (Whiskey Poker, Commerce with a widow, Thirty-One's cards on the table) can be
read and clicked at every seat count and window size: each card shows at least half its face,
its index uncovered (with six others it lay squeezed between the top hands, only its corners
showing, while the caption asked the player to click one).  Checked on the layout probe's
record of a drawn table (tests/ui/table_rules.py) and on the widow's place itself."""

from __future__ import annotations

import pytest
from layout_probe import LayoutProbe
from table_rules import middle_card_faults

from game.ui.demo import _seated
from game.ui.scenes.table import TableScene
from game.ui.seating import seat_places
from game.ui.tabletops.whiskey import READABLE, widow_place


@pytest.mark.parametrize("seats", range(2, 9))
@pytest.mark.parametrize("cards", (3, 5))
def test_the_widow_lies_where_every_card_shows_half_its_face(seats, cards):
    for me in (0, None):
        width, step, _ = widow_place(seat_places(seats, me), cards)
        assert step >= READABLE * width, (seats, me, cards, width, step)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("variant, seats", [("whiskey-markers", 7), ("whiskey", 3), ("commerce-widow", 7),
                                            ("thirty-one", 8)])
def test_no_widow_card_is_hidden_under_the_next(app, variant, seats, size):
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0)
    with LayoutProbe(app) as probe:
        scene = TableScene(app, _seated(app.home, seats, 3, variant, synchronous=True), demo=True)
        app.push(scene)
        for _ in range(90):  # the cut, the deal and a few draws
            app.step([], 0.05)
        for _ in range(60):
            if not scene.tweens.busy:
                break
            app.step([], 0.05)
        for _ in range(4):
            app.step([], 0.0)
        assert scene.top.middle_rects(), "no widow on the table"
        pieces = probe.draw(scene)
        found = middle_card_faults(scene, pieces)
        scene.session.close()
    assert not found, found[:3]


@pytest.mark.parametrize("variant, each", [("whiskey-markers", 5), ("commerce-widow", 3)])
def test_a_markers_game_shows_markers_on_the_plates_and_no_counters(app, variant, each):
    """"No counters, no betting": the plates show markers, not a count of counters with its
    stacks, and Whiskey's table says nothing of a pool; the log speaks of no pool either."""
    with LayoutProbe(app) as probe:
        scene = TableScene(app, _seated(app.home, 4, 3, variant, synchronous=True), demo=True)
        app.push(scene)
        for _ in range(60):  # the cut and the deal
            app.step([], 0.05)
        for _ in range(4):
            app.step([], 0.0)
        texts = [p.label for p in probe.draw(scene) if p.kind == "text"]
        lines = [e.text for e in scene.log.entries]
        scene.session.close()
    assert "100" not in texts, texts
    assert sum(t.endswith("markers") for t in texts) >= 4, (texts, [scene.top.markers(s) for s in range(4)])
    assert not any(t.startswith("The pool") for t in texts), texts
    assert not any("ordinary pool" in line for line in lines), lines


@pytest.mark.parametrize("variant, seats", [("whiskey", 4), ("whiskey", 6), ("commerce-widow", 5)])
def test_the_widows_name_stands_clear_of_every_hand(app, variant, seats):
    """"the widow" was written just under a (lifted) hand at 960 x 540, as if it named it."""
    app.set_window_size((960, 540))
    app.settings = app.settings.with_(animation_speed=4.0)
    with LayoutProbe(app) as probe:
        scene = TableScene(app, _seated(app.home, seats, 3, variant, synchronous=True), demo=True)
        app.push(scene)
        found = []
        for _ in range(12):  # through the deal to the show
            for _ in range(30):
                app.step([], 0.05)
            for _ in range(4):
                app.step([], 0.0)
            hands = [b for s in scene.seats if (b := scene._hand_box(s)) is not None]
            for p in probe.draw(scene):
                if p.kind == "text" and p.label.startswith("the widow"):
                    found += [f"{p!r} by the hand at {tuple(h)}" for h in hands
                              if p.rect.colliderect(h.inflate(8, 8))]
        scene.session.close()
    assert not found, found[:3]
