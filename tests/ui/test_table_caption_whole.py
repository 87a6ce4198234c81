"""A caption is never cut mid-sentence (a fresh-eyes tester, Bouillotte's point): a line
too long for its three lines drops its remarks in brackets, then its opening sentences,
keeping what came of it; the log keeps the whole."""

from __future__ import annotations

from game.ui.table.director import CAPTION_PX, CAPTION_WIDTH, short_caption
from game.ui.theme import wrap

POINT = ("\u2666 and \u2665 tie at 40, and a tie goes to the holder nearer the dealer, on his right. "
         "\u2666 wins the pool for Colonel Dash: Colonel Dash holds its highest card in the call, K\u2666 "
         "(Judge Ames's A\u2666 is higher, but out of the call).")


def test_a_short_line_is_kept_whole():
    assert short_caption("You take the pool.", lambda t: True) == "You take the pool."


def test_a_long_line_loses_its_brackets_then_its_opening_sentences_never_a_word_cut():
    by_length = short_caption(POINT, lambda t: len(t) <= 170)
    assert by_length == ("\u2666 and \u2665 tie at 40, and a tie goes to the holder nearer the dealer, on his "
                         "right. \u2666 wins the pool for Colonel Dash: Colonel Dash holds its highest card "
                         "in the call, K\u2666.")
    assert short_caption(POINT, lambda t: len(t) <= 100) == (
        "\u2666 wins the pool for Colonel Dash: Colonel Dash holds its highest card in the call, K\u2666.")
    assert short_caption(POINT, lambda t: len(t) <= 40) == "\u2666 wins the pool for Colonel Dash."


def test_the_bouillotte_point_fits_the_captions_three_lines_at_the_smallest_size(app):
    font = app.fonts.get("body", app.layout.font(CAPTION_PX))
    width = app.layout.px(CAPTION_WIDTH)
    assert len(wrap(font, POINT, width)) > 3  # as the tester met it: too long, and cut
    short = short_caption(POINT, lambda t: len(wrap(font, t, width)) <= 3)
    assert len(wrap(font, short, width)) <= 3
    assert short.endswith("its highest card in the call, K\u2666.")
