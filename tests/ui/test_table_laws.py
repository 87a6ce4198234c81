"""The table's log cites each game's own law (tests/variants/test_laws_each_game_its_own.py
checks the events): at Brag a hand thrown in reads "… throws in his hand. (Brag, rule 3)", never
Draw Poker's "Law 29"; the reference follows the sentence, dimmer, and the Settings screen's
"Show the laws in the log" hides it."""

from __future__ import annotations

import pygame
from test_table_support import my_turn, open_table, run_until
from uihelp import press

from game.engine import ActionKind, HouseRules
from game.ui.session import computer_config

K = ActionKind


def test_brag_log_cites_brag_3_for_a_hand_thrown_in(app):
    cfg = computer_config(["liberal", "close", "good"], house=HouseRules(), seed=3, human="You",
                          variant="brag")
    scene = open_table(app, cfg)
    session = scene.session
    entries = scene.log.entries
    for _ in range(6):
        for _ in range(40):
            run_until(app, lambda: my_turn(scene) or (session.deal_over and scene.idle))
            if session.deal_over:
                break
            kinds = {b.kind for b in scene.buttons}
            press(app, pygame.K_a if K.ABANDON in kinds else pygame.K_b)
        run_until(app, lambda: session.deal_over and scene.idle and scene.deal_done, frames=4000)
        texts = [e.text for e in entries]
        if any("throws in" in t for t in texts) and any("You throw in" in t for t in texts):
            break
        session.next_deal()
    thrown = [e for e in entries if "throw in" in e.text or "throws in" in e.text]
    assert thrown
    assert all(e.ref == "Brag, rule 3" and e.full.endswith(" (Brag, rule 3)") for e in thrown), thrown
    assert not [e.full for e in entries if "Law 29" in e.full or "Law 30" in e.full]
    assert any(e.text == "You throw in your hand." for e in entries)
    # The reference is drawn after the sentence, dimmer; the setting hides it.
    scene.log.refresh(app.fonts, app.layout)
    assert any(line.endswith("(Brag, rule 3)") for _, _, line in scene.log.shown)
    app.update_settings(show_laws=False)
    app.step([], 0.05)
    scene.log.refresh(app.fonts, app.layout)
    assert scene.log.show_laws is False
    assert not any("(Brag, rule" in line for _, _, line in scene.log.shown)
    app.update_settings(show_laws=True)
