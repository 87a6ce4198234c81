"""The table's log cites each game's own law (tests/variants/test_laws_each_game_its_own.py
checks the events): at Brag a hand thrown in reads "Brag, rule 3: … throws in his hand", never
Draw Poker's "Law 29", and the citation is set in gilt at the head of the line."""

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
    assert all(e.text.startswith("Brag, rule 3: ") and e.head == "Brag, rule 3:" for e in thrown), thrown
    assert not [e.text for e in entries if "Law 29" in e.text or "Law 30" in e.text]
    assert any(e.text.startswith("Brag, rule 3: You throw in your hand.") for e in entries)
