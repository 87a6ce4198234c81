"""Every game's table at two to eight seats (as many as the game allows) and three window
sizes, drawn under the layout probe, once at rest in the middle of a deal and once at the
show: no text may lie over text, over a card or on the frame, or be cut off; no tag under a
plate's ring or the turn's pointer; no shown hand's name nearer another seat's hand than its
own; no widow, pack or pool words on a hand; and no two seats' hands so close that they read
as one hand (the rules: tests/ui/table_rules.py).  Then every button label the table writes
(in its button, clear of its key cap) and the panels over the table (the keys sheet, the
menu, the new-stake prompt), at each size.

The table is looked at once the cut, the deal and a few moves have been played and nothing
is in flight (a card on its way may pass over anything).  The players decide on the test's
thread and the frames are stepped by a fixed time, so every run draws the same.

One window serves every case of the module, and each case's table is let go of (and the
collector's frozen objects thawed: the table freezes what it made, for its frame times) once
it has been looked at, so the module's memory stays that of one case."""

from __future__ import annotations

import gc

import pytest

from game.engine import ActionKind, LegalAction
from game.engine.registry import VARIANTS
from game.ui.demo import _seated
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_parts import Button
from game.ui.table.show import BUTTON_ORDER, KEY_OF

from layout_probe import LayoutProbe, frame_width, problems
from table_rules import (
    button_faults, hand_label_faults, hands_too_close, middle_card_faults, middle_faults, ring_faults,
)

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SEATS = tuple(range(2, 9))
K = ActionKind


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    """One App for the whole module (a window per case grew the test to gigabytes)."""
    from game.ui.app import App
    from game.ui.scenes import TitleScene

    home = tmp_path_factory.mktemp("home")
    a = App(home=home, size=(1280, 720), catch_errors=False)
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    yield a
    a.close()


def _let_go(app, scene) -> None:
    """Take the table off the window and free what it made."""
    while scene in app.scenes:
        app.pop()
    scene.session.close()
    gc.unfreeze()
    gc.collect()


def _look(app, probe, scene, when: str) -> list[str]:
    for _ in range(4):  # a frame makes only a few changed images; the others show a frame late
        app.step([], 0.0)
    pieces = probe.draw(scene)
    # "beaten" is written across a beaten hand on purpose (Show-down Poker)
    found = problems(pieces, app.window.get_size(), frame_width(app.layout), allow_on_cards=("beaten",))
    found += ring_faults(scene, pieces)
    found += hand_label_faults(scene, pieces)
    found += middle_faults(scene)
    found += middle_card_faults(scene, pieces)
    return [f"{when}: {f}" for f in found]


def _settle(app, scene, most: int = 60) -> None:
    for _ in range(most):  # a card in flight may pass over anything
        if not scene.tweens.busy:
            break
        app.step([], 0.05)


def faults(app, variant: str, seats: int, size: tuple[int, int]) -> list[str]:
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0)
    with LayoutProbe(app) as probe:
        session = _seated(app.home, seats, 3, variant, synchronous=True)
        scene = TableScene(app, session, demo=True)
        app.push(scene)
        try:
            for _ in range(90):  # the cut, the deal, and a few moves
                app.step([], 0.05)
            _settle(app, scene)
            found = _look(app, probe, scene, "at rest")
            found += hands_too_close(scene)
            for _ in range(600):  # on to the show: the deal over, its hands shown and paid
                if session.deal_over and scene.deal_done and scene.idle and not scene.tweens.busy:
                    break
                app.step([], 0.05)
            _settle(app, scene)
            found += _look(app, probe, scene, "at the show")
        finally:
            _let_go(app, scene)
    return found


KNOWN = {
    **{("brag-three-stake", n): "Brag's lines of the three pools and its counts over the notes and tags"
       for n in (6, 7, 8)},
    ("brag", 8): "a note at the crowded top of the table",
    **{("brag-american", n): "a note at the crowded top of the table" for n in (7, 8)},
    ("draw", 8): "a note at the crowded top of the table",
    ("straight", 7): "a hand's name at 1920 x 1080 a little nearer a neighbour than its own seat",
    **{("whiskey", n): "a note at the crowded top of the table" for n in (7, 8)},
    ("whiskey-markers", 8): "a note at the crowded top of the table",
    # The plain-words hand name ("a point of 17 in 3 cards", once "17 on 3 cards") is too long
    # for the crowdest Commerce tables at the show.
    ("commerce", 7): "a long hand name at the show, a little nearer a neighbour",
    ("commerce-widow", 8): "a long hand name at the show, over the widow and nearer a neighbour",
    # Since the good player's Stud reading changed, this table's deal ends without a show:
    # the caption's third line ("…47 counters without showing.") lies on a hand's top edge.
    ("stud-rounds", 7): "a three-line caption over the top of a hand at the end of the deal",
}
"""Tables where the probe still finds a fault (issue 27's follow-up): the game's own words in
the middle (their table-tops), or a note with no free spot at seven or eight seats."""


def _cases():
    for variant in VARIANTS:
        for seats in SEATS:
            why = KNOWN.get((variant, seats))
            marks = [pytest.mark.xfail(reason=why, strict=False)] if why else []
            yield pytest.param(variant, seats, marks=marks, id=f"{variant}-{seats}")


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("variant, seats", list(_cases()))
def test_the_table_draws_no_text_over_text_a_card_or_the_frame(shared_app, variant, seats, size):
    found = faults(shared_app, variant, seats, size)
    assert not found, f"{variant} {seats} {size[0]}x{size[1]}: {found[:5]}"


# --- the buttons ---------------------------------------------------------------------------------

LABELS = [
    "Make good 100", "Come in 100", "Ante 100", "See the ante 100", "Pass this jack", "Hold the age",
    "Keep the cards: put up 100", "Discard 5 and draw", "I play 100", "Stay 100", "Equal 100",
    "Pass the word", "Show the brelan", "Stifle it", "Exchange for the widow", "Keep my hand",
    "Ready money", "Barter", "Give in exchange", "No exchange", "Pass out", "Take the widow",
    "Turn it up", "Draw one", "Decline to show", "Open for 100", "Straddle 100", "Back 100",
    "Make a jack", "No straddle", "Stand pat", "Knock", "Deal again", "Raise 100", "Bet 100",
    "Call 100", "Abandon", "Draw 5",
]
"""The labels the table's buttons carry (the book's words, with three-figure amounts)."""


def _labels_of(scene) -> list[tuple[str, str]]:
    """Every button the scene would label now, with every action offered at 100."""
    scene.offers = {k: LegalAction(k, 100, 100) for k in BUTTON_ORDER}
    scene.amount = 100
    out = [(scene._label(k), KEY_OF[k]) for k in BUTTON_ORDER]
    scene.offers = {}
    return out


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_button_label_fits_its_button_clear_of_its_key(shared_app, size):
    app = shared_app
    app.set_window_size(size)
    found = []
    with LayoutProbe(app) as probe:
        labels = {(label, "C") for label in LABELS}
        for variant in VARIANTS:
            scene = TableScene(app, _seated(app.home, 4, 3, variant, synchronous=True), demo=True)
            app.push(scene)
            labels |= set(_labels_of(scene))
            _let_go(app, scene)
        scene = TableScene(app, _seated(app.home, 4, 3, "draw", synchronous=True), demo=True)
        app.push(scene)
        try:
            ordered = sorted(labels)
            for start in range(0, len(ordered), 4):  # four at a time: two rows of two
                scene.buttons = [Button(label, key, lambda: None, kind=K.PASS) for label, key in
                                 ordered[start:start + 4]]
                scene._place_buttons()
                scene._makes_left = 9
                pieces = probe.draw(scene)
                found += button_faults(scene._panel_buttons() + [scene.menu_button], pieces, app.fonts, app.layout)
                panel = [p for p in pieces if scene.rects["actions"].colliderect(p.rect)]
                found += problems(panel, app.window.get_size(), frame_width(app.layout))
        finally:
            _let_go(app, scene)
    assert not found, f"{size}: {found[:6]}"


# --- the panels over the table -----------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_panels_over_the_table_draw_no_text_over_text(shared_app, size):
    """The keys sheet (F1) of every game's table, the table's menu and the new-stake prompt:
    no text over text, and the sheet's and the menu's inside their borders."""
    from game.ui.scenes.help import HelpOverlay
    from game.ui.scenes.new_stake import NewStakeScene
    from game.ui.table.menu import TableMenu

    app = shared_app
    app.set_window_size(size)
    found = []
    with LayoutProbe(app) as probe:
        for variant in VARIANTS:
            scene = TableScene(app, _seated(app.home, 4, 3, variant, synchronous=True), demo=True)
            app.push(scene)
            try:
                for panel in (HelpOverlay(app, scene.help_keys(), scene.title), TableMenu(app, scene)):
                    app.push(panel)
                    pieces = probe.draw(panel)
                    found += [f"{variant} {panel.title}: {f}" for f in
                              problems(pieces, app.window.get_size(), frame_width(app.layout))]
                    found += [f"{variant} {panel.title}: past the panel's border {p!r}" for p in pieces
                              if p.kind == "text" and not panel.rect.contains(p.rect)]
                    app.pop()
            finally:
                _let_go(app, scene)
        prompt = NewStakeScene.sample(app)
        app.push(prompt)
        found += [f"{prompt.title}: {f}" for f in
                  problems(probe.draw(prompt), app.window.get_size(), frame_width(app.layout))]
        app.pop()
    assert not found, f"{size}: {found[:6]}"
