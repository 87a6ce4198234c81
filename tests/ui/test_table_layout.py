"""Every game's table at two, five and eight seats (as many as the game allows) and three
window sizes, drawn under the layout probe: where text lies over text, over a card, on the
frame, or is cut off.

The table still has such faults (issue 14 lists them), so this test is a ratchet: each
case may have no more than the faults recorded in ``table_layout_budget.json``, and a case
that gets better should have its budget lowered (``TABLE_LAYOUT_RECORD=1``, without ``-n``,
writes the file anew).  The goal is a budget of nothing.  The players decide on the test's
thread and the frames are stepped by a fixed time, so every run draws the same."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.engine.variants import VARIANTS
from game.ui.demo import _seated
from game.ui.scenes.table import TableScene

from layout_probe import LayoutProbe, frame_width, problems

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SEATS = (2, 5, 8)
BUDGET = Path(__file__).with_name("table_layout_budget.json")
_found: dict[str, int] = {}


def faults(app, variant: str, seats: int, size: tuple[int, int]) -> list[str]:
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0)
    with LayoutProbe(app) as probe:
        session = _seated(app.home, seats, 3, variant, synchronous=True)
        scene = TableScene(app, session, demo=True)
        app.push(scene)
        for _ in range(90):  # the cut, the deal, and a few moves
            app.step([], 0.05)
        # "beaten" is written across a beaten hand on purpose (Show-down Poker)
        found = problems(probe.draw(scene), app.window.get_size(), frame_width(app.layout),
                         allow_on_cards=("beaten",))
        app.pop()
    return found


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_table_draws_no_more_faults_than_its_budget(app, variant, seats, size):
    key = f"{variant} {seats} {size[0]}x{size[1]}"
    found = faults(app, variant, seats, size)
    _found[key] = len(found)
    if os.environ.get("TABLE_LAYOUT_RECORD"):
        budget = json.loads(BUDGET.read_text()) if BUDGET.exists() else {}
        budget[key] = len(found)
        BUDGET.write_text(json.dumps(dict(sorted(budget.items())), indent=1) + "\n")
        return
    allowed = json.loads(BUDGET.read_text()).get(key, 0)
    assert len(found) <= allowed, f"{key}: {len(found)} faults, budget {allowed}: {found[:5]}"
