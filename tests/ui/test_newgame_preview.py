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
            # every seat count (with one opponent his name was cut to "Jud\u2026" for the
            # person's dot straight across the table)
            for count in range(1, 8):
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


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_seat_shows_the_games_own_number_of_cards(app, size):
    """Issue 38: at eight seats Brag's three backs lay so close they read as two.  Each seat's
    hand has the game's number of cards, each showing over half its width, and no two hands
    (nor the widow) touch."""
    from game.ui.tabletops import tabletop_for

    scene = open_new_game(app)
    app.set_window_size(size)
    app.step([])
    found = []
    for variant in VARIANTS:
        scene._set_variant(variant)
        down, up, widow = tabletop_for(variant).preview_of(variant)
        for count in (3, 7):
            scene._set_count(count)
            preview = TablePreview(app, scene.setup, scene.preview, variant_title(variant))
            preview.draw(app.window)
            cards = [b for kind, b in preview.preview_boxes if kind == "card"]
            per = down + up
            hands = [cards[i * per:(i + 1) * per] for i in range(count + 1)]
            if widow:
                hands.append(cards[(count + 1) * per:])
            assert sum(map(len, hands)) == len(cards), (variant, count)
            for hand in hands:
                for a, b in zip(hand, hand[1:]):
                    if b.left - a.left < a.width / 2:
                        found.append(f"{variant} {count}: a card shows {b.left - a.left} px of {a.width}")
            boxes = [h[0].unionall(h[1:]) for h in hands if h]
            for i, a in enumerate(boxes):
                for b in boxes[i + 1:]:
                    if a.colliderect(b):
                        found.append(f"{variant} {count}: two hands touch {tuple(a)} {tuple(b)}")
    assert not found, found[:6]


def test_the_preview_names_the_middling_player_whole():
    """Window round 9: the side panel's line for the middling player was cut, "Middling,
    between close and"; it says his manner as his plate does, "Middling"."""
    from game.ui.scenes.newgame_preview import short_line
    from game.ui.session import TEMPERAMENT_CHOICES

    keys = dict((word, key) for key, word in TEMPERAMENT_CHOICES)
    assert short_line(keys["middling"]) == "Middling"
    assert short_line(keys["a good player"]) == "A good player"
