"""The New game preview's words stay inside its panel: the stakes line (Ambigu's and
Commerce's ran past the panel's edge) wraps to two lines where one is too long, and a seat's
name at 960 x 540 is set smaller or a word to a line rather than cut to "Ju\u2026"."""

from __future__ import annotations

import pytest
from layout_probe import LayoutProbe
from test_newgame import open_new_game

from game.engine.registry import VARIANTS
from game.ui.scenes.newgame_preview import TablePreview
from game.ui.scenes.newgame import variant_title

NAMES = ["Captain Highwater", "Deacon Gray", "Colonel Dash", "Mrs. Keene", "Miss Prudence", "Mr. Middleton",
         "Judge Ames"]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_preview_words_lie_inside_its_panel_and_names_are_whole(app, size):
    scene = open_new_game(app)
    app.set_window_size(size)
    app.step([])
    found = []
    with LayoutProbe(app) as probe:
        for variant in VARIANTS:
            scene._set_variant(variant)
            for count in (3, 7):
                scene._set_count(count)
                scene.setup.names[:count] = NAMES[:count]
                preview = TablePreview(app, scene.setup, scene.preview, variant_title(variant))
                texts = [p for p in probe.draw(preview) if p.kind == "text"]
                found += [f"{variant} {count}: past the panel {p!r}" for p in texts
                          if not scene.preview.contains(p.rect)]
                found += [f"{variant} {count}: a name cut {p!r}" for p in texts if p.label.endswith("\u2026")]
    assert not found, found[:6]


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_preview_label_and_names_lie_on_no_card(app, size):
    """Issue 38: the middle's name ("the widow") lay on the seats' cards at crowded tables."""
    scene = open_new_game(app)
    app.set_window_size(size)
    app.step([])
    found = []
    for variant in VARIANTS:
        scene._set_variant(variant)
        for count in range(2, 8):
            scene._set_count(count)
            scene.setup.names[:count] = NAMES[:count]
            preview = TablePreview(app, scene.setup, scene.preview, variant_title(variant))
            preview.draw(app.window)
            boxes = preview.preview_boxes
            cards = [b for k, b in boxes if k == "card"]
            for kind, box in boxes:
                if kind in ("label", "name") and box.collidelist(cards) >= 0:
                    found.append(f"{variant} {count}: the {kind} at {tuple(box)} on a card")
    assert not found, found[:6]
