"""The window play-test's sixth round, mended (issue 38): the cut caption's grammar, one
word for one act, Esc out of Settings, the widow named, the caption off the pack, the
pool's words kept still, and three-stake Brag's counts shown by every plate and in the caption."""

from __future__ import annotations

from test_table_support import config, open_table, seed_where


def test_the_cut_caption_says_you_deal_first(app):
    """"You cut lowest and deal first", not "and deals first" (round 6, shots 053, 086)."""
    def you_first(table, me):
        return table.dealer == me

    seed = seed_where(you_first, opponents=("caller", "caller"))
    scene = open_table(app, config(("caller", "caller"), seed=seed))
    app.step([], 0.01)
    assert "You cut lowest and deal first" in scene.caption, scene.caption
    assert "deals first" not in scene.caption
