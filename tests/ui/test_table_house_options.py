"""The table shows the new house rules' choices in words: Hoyle's Games Modernized and Schenck: holding the age."""

from __future__ import annotations

import pygame
from test_table_support import config, kinds, my_turn, open_table, run_until, seed_where
from uihelp import press

from game.engine import ActionKind, HouseRules, Phase

K = ActionKind


def test_holding_the_age_is_offered_as_such_after_the_draw(app):
    house = HouseRules(holding_the_age=True)
    seed = seed_where(lambda t, me: t.names[0] != "You", house=house)  # the person has the age
    scene = open_table(app, config(("caller",), seed=seed, house=house))
    s = scene.session
    for _ in range(6):
        run_until(app, lambda: my_turn(scene) or s.deal_over)
        assert not s.deal_over
        if s.table.deal.phase is Phase.AFTER_DRAW:
            break
        press(app, pygame.K_d if K.DRAW in kinds(scene) else pygame.K_c)
    assert kinds(scene) == {K.PASS, K.BET}
    assert "Hold the age" in [b.label for b in scene.buttons]
    press(app, pygame.K_p)
    assert s.table.deal.history[-1].kind is K.PASS or s.deal_over


def test_law_17_the_rules_screen_names_the_straddles_the_engine_offers():
    import random

    from game.engine import Table
    from game.ui.scenes.rules import rules_text

    for limit in (20, 50):
        for quarter in (False, True):
            house = HouseRules(limit=limit, straddle_quarter_limit=quarter)
            table = Table([f"P{i}" for i in range(8)], house, random.Random(1), cut=False)
            table.start_deal()
            offered = []
            while table.deal.phase is Phase.STRADDLE:
                offered.append(table.legal_actions()[0].low)
                table.act(table.to_act, _straddle())
            words = " and ".join([", ".join(map(str, offered[:-1])), str(offered[-1])])
            text = " ".join(str(b[1]) for b in rules_text(house) if b[0] == "p")
            assert f"the straddles are {words}." in text, (limit, quarter, offered)


def _straddle():
    from game.engine import Action

    return Action(K.STRADDLE)
