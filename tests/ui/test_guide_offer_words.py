"""The guided deal's offer on a game's first table reads as whole sentences in every window:
no line ends on a lone "Or" (issue 38: "... at every step. Or / read how to play."), and its
words stand clear above the card's line and the offer's button."""

from __future__ import annotations

import pytest

from test_table_guided_a5 import first_table


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_offers_words_break_between_sentences_and_clear_its_lines(app, size):
    app.set_window_size(size)
    found = []
    for variant in ("draw", "brag-three-stake", "whiskey-markers"):
        table = first_table(app, variant)
        app.step([], 0.05)
        offer = table.guide_offer
        assert offer is not None
        offer.draw(app.window)
        found += [f"{variant}: a line ends {line!r}" for line in offer.text_lines
                  if line.split()[-1] in ("Or", "or")]
        if offer._text_bottom > offer._card_at.top:
            found.append(f"{variant}: the words run to {offer._text_bottom}, the card's line at {offer._card_at.top}")
        app.go_home()
        app.step([])
    assert not found, found
