"""Every game's table at two to eight seats (as many as the game allows) and three
window sizes, drawn under the layout probe: no text may lie over text, over a card or on the
frame, or be cut off, and no two seats' hands may lie so close that they read as one hand.
The table is looked at once the cut, the deal and a few moves have been played and nothing
is in flight (a card on its way may pass over anything).  The players decide on the test's
thread and the frames are stepped by a fixed time, so every run draws the same."""

from __future__ import annotations

import pytest

from game.engine.variants import VARIANTS
from game.ui.demo import _seated
from game.ui.scenes.table import TableScene
from game.ui.seating import HAND_GAP
from game.ui.sprites import CardSprite

from layout_probe import LayoutProbe, frame_width, problems

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SEATS = tuple(range(2, 9))


def faults(app, variant: str, seats: int, size: tuple[int, int]) -> list[str]:
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0)
    with LayoutProbe(app) as probe:
        session = _seated(app.home, seats, 3, variant, synchronous=True)
        scene = TableScene(app, session, demo=True)
        app.push(scene)
        for _ in range(90):  # the cut, the deal, and a few moves
            app.step([], 0.05)
        for _ in range(60):  # then the table at rest: a card in flight may pass over anything
            if not scene.tweens.busy:
                break
            app.step([], 0.05)
        # "beaten" is written across a beaten hand on purpose (Show-down Poker)
        found = problems(probe.draw(scene), app.window.get_size(), frame_width(app.layout),
                         allow_on_cards=("beaten",))
        found += hands_too_close(scene)
        app.pop()
    return found


def _gap(a, b) -> int:
    """The clear distance between two rectangles (negative if they overlap)."""
    return max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)


def hands_too_close(scene) -> list[str]:
    """The pairs of seats whose hands are nearer than :data:`HAND_GAP`.  Every seat's hand is
    taken as laid out at rest (not raised), holding as many cards as it holds now, or, if it
    holds none (it threw in), as many as the fullest hand: it holds them in another deal."""
    app, lay = scene.app, scene.app.layout
    most = max((len(seat.cards) for seat in scene.seats), default=0)
    hands = []
    for seat in scene.seats:
        n = len(seat.cards) or most
        if not n:
            continue
        rects = [CardSprite(None, *seat.place.card_slot(i, n), width=seat.place.card_w)
                 .rect(app.cards, lay) for i in range(n)]
        hands.append((seat.seat, rects[0].unionall(rects[1:]), rects[0].w))
    found = []
    for i, (s, a, wa) in enumerate(hands):
        for t, b, wb in hands[i + 1:]:
            need = HAND_GAP * min(wa, wb)
            if _gap(a, b) < need:
                found.append(f"hands of seats {s} and {t} {_gap(a, b)} px apart (< {need:.0f}): "
                             f"{tuple(a)} {tuple(b)}")
    return found


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_table_draws_no_text_over_text_a_card_or_the_frame(app, variant, seats, size):
    found = faults(app, variant, seats, size)
    assert not found, f"{variant} {seats} {size[0]}x{size[1]}: {found[:5]}"
